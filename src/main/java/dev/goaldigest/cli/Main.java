package dev.goaldigest.cli;

import dev.goaldigest.proxy.ThisJar;
import dev.goaldigest.secrets.Secrets;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
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
                SetupCommand.class, CommandLine.HelpCommand.class})
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
        String[] effective;
        try {
            effective = defaultToProxy(args);
        } catch (NotACommand e) {
            System.err.println("goaldigest: " + e.getMessage());
            System.err.println("Try 'goaldigest --help' for more information.");
            return 2;
        }
        if (effective[0].equals("proxy") && !asksForHelp(effective)) {
            // the MCP server an agent is waiting for: build only its own command, not the whole tree (every prune,
            // digest ... command), so the upstream is spawned sooner (about 0.1-0.2 s of the session start)
            // named as in the whole tree, so a usage error says "Try 'goaldigest proxy --help'" like every command
            CommandLine proxy = new CommandLine(new ProxyCommand()).setCommandName("goaldigest proxy");
            return ProxyCommand.commandLine(configure(proxy)).execute(
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
        // without a jar to go by: the path mvn package uses
        return ThisJar.path().map(p -> p.resolveSibling(BENCH_JAR).toString())
                .orElse(Path.of("target", BENCH_JAR).toString());
    }

    /**
     * Whether the proxy's own options (those before the upstream command) ask for help or the version: a
     * {@code --help} among the upstream's words is the upstream's.
     */
    static boolean asksForHelp(String[] args) {
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--") || !a.startsWith("-")) return false;
            if (a.equals("-h") || a.equals("--help") || a.equals("-V") || a.equals("--version")) return true;
            if (ProxyCommand.VALUED_OPTIONS.contains(a)) i++; // its value, whatever it looks like
        }
        return false;
    }

    static CommandLine commandLine() {
        CommandLine cl = configure(new CommandLine(new Main()));
        ProxyCommand.commandLine(cl.getSubcommands().get("proxy"));
        return cl;
    }

    /** The output streams and error handlers every goaldigest command line uses (the bench jar's too). */
    static CommandLine configure(CommandLine cl) {
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        // help as wide as the terminal when there is one (80 columns otherwise), paragraphs wrapped whole
        cl.setUsageHelpAutoWidth(true);
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

    /**
     * The command line with its command made explicit. No command, proxy options first, {@code --}, or a program to
     * start as the upstream (as MCP clients that keep the first {@code --} to themselves pass it: the MCP Inspector)
     * mean the proxy.
     *
     * @throws NotACommand for a first word that is neither a command nor a program found on PATH (a typo)
     */
    static String[] defaultToProxy(String[] args) {
        if (args.length == 0) return new String[] {"proxy"};
        String first = args[0];
        boolean proxy;
        if (first.startsWith("-")) {
            proxy = first.equals("--") || ProxyCommand.VALUED_OPTIONS.contains(first.replaceFirst("=.*", ""));
        } else if (COMMANDS.contains(first) || first.equals("bench")) {
            proxy = false;
        } else if (isProgram(first, System.getenv("PATH"))) {
            proxy = true;
        } else {
            throw new NotACommand("'" + first + "' is neither a command (" + String.join(", ", COMMANDS)
                    + ") nor a program on PATH to start as the upstream MCP server");
        }
        if (!proxy) return args;
        String[] out = new String[args.length + 1];
        out[0] = "proxy";
        System.arraycopy(args, 0, out, 1, args.length);
        return out;
    }

    /** The commands of this jar, as {@code goaldigest COMMAND}. */
    static final List<String> COMMANDS = List.of("proxy", "prune", "digest", "history", "setup", "help");

    /** A path to an executable file, or a name found on {@code path} (see {@link Programs#find}). */
    static boolean isProgram(String word, String path) {
        return Programs.find(word, path) != null;
    }

    /** A first word that names nothing goaldigest can run. */
    static final class NotACommand extends RuntimeException {
        NotACommand(String message) {
            super(message);
        }
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
