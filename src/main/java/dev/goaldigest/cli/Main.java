package dev.goaldigest.cli;

import dev.goaldigest.secrets.Secrets;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The entry point. With no subcommand (or {@code proxy}) goaldigest is an MCP server on stdio, and then nothing but
 * JSON-RPC may reach stdout: every subcommand logs to stderr.
 */
@Command(name = "goaldigest", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "MCP proxy for Playwright MCP: prunes accessibility snapshots, digests them against a goal.",
        subcommands = {ProxyCommand.class, PruneCommand.class, DigestCommand.class, HistoryCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    static final String BENCH_JAR = "goaldigest-bench.jar";

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs goaldigest and returns its exit status (tests call this). What it prints on stdout and stderr goes through
     * {@link Secrets#guard}: no key goaldigest holds is printed, whatever the text came from.
     */
    public static int run(String[] args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        System.setOut(Secrets.guard(out));
        System.setErr(Secrets.guard(err));
        try {
            return runGuarded(args);
        } finally {
            System.out.flush();
            System.err.flush();
            System.setOut(out);
            System.setErr(err);
        }
    }

    private static int runGuarded(String[] args) {
        String[] effective = defaultToProxy(args);
        if (effective[0].equals("proxy") && !asksForHelp(effective)) {
            // the MCP server an agent is waiting for: build only its own command, not the whole tree (every prune,
            // digest ... command), so the upstream is spawned sooner (about 0.1-0.2 s of the session start)
            return configure(new CommandLine(new ProxyCommand())).execute(
                    Arrays.copyOfRange(effective, 1, effective.length));
        }
        if (effective[0].equals("bench")) {
            // the benchmarks left the product for their own jar; a user who read about `bench` gets the command
            List<String> rest = Arrays.asList(effective).subList(1, effective.length);
            System.err.println("goaldigest: the benchmarks have their own jar, built beside this one: java -jar "
                    + benchJar() + (rest.isEmpty() ? "" : " " + String.join(" ", rest)));
            return 2;
        }
        CommandLine cl = commandLine();
        return cl.execute(effective);
    }

    /** Where {@code mvn package} puts the bench jar: beside the product jar this class was loaded from. */
    static String benchJar() {
        try {
            Path self = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (self.getFileName().toString().endsWith(".jar")) return self.resolveSibling(BENCH_JAR).toString();
        } catch (URISyntaxException | RuntimeException e) {
            // no location to go by: the path mvn package uses
        }
        return Path.of("target", BENCH_JAR).toString();
    }

    private static boolean asksForHelp(String[] args) {
        for (String a : args) {
            if (a.equals("--")) return false;
            if (a.equals("-h") || a.equals("--help") || a.equals("-V") || a.equals("--version")) return true;
        }
        return false;
    }

    static CommandLine commandLine() {
        return configure(new CommandLine(new Main()));
    }

    /** The output streams and error handlers every goaldigest command line uses (the bench jar's too). */
    static CommandLine configure(CommandLine cl) {
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        // user errors are one line on stderr, never a stack trace
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("goaldigest: " + UserErrors.oneLine(ex));
            return 2;
        });
        cl.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println("goaldigest: " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName()
                    + " --help' for more information.");
            return 2;
        });
        return cl;
    }

    /** No subcommand, or only proxy options and {@code -- upstream...}: the proxy. */
    static String[] defaultToProxy(String[] args) {
        if (args.length == 0) return new String[] {"proxy"};
        String first = args[0];
        if (first.equals("--config") || first.equals("--") || first.startsWith("--config=")) {
            String[] out = new String[args.length + 1];
            out[0] = "proxy";
            System.arraycopy(args, 0, out, 1, args.length);
            return out;
        }
        return args;
    }

    @Override
    public void run() {
        // unreachable: defaultToProxy always picks a subcommand
        new CommandLine(this).usage(System.err);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"goaldigest " + (v == null ? "dev" : v)};
        }
    }
}
