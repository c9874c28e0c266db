package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.proxy.EarlyStart;
import dev.goaldigest.proxy.Proxy;
import dev.goaldigest.secrets.Secrets;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goaldigest [proxy] [--config FILE] [--] [UPSTREAM COMMAND...]}: the MCP server an agent starts. Spawns the
 * upstream Playwright MCP server and relays between the two on stdio, pruning the snapshots that pass through. The
 * upstream command is the words after the proxy's own options, with or without a {@code --} before them: some
 * clients (the MCP Inspector) keep the first {@code --} of a command line to themselves.
 */
@Command(name = "proxy", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"MCP server on stdio in front of Playwright MCP: relays every message, prunes snapshots.",
                "The upstream is proxy.upstream from the config (default: npx -y @playwright/mcp@"
                        + ConfigLoader.PLAYWRIGHT_MCP_VERSION + " --headless); the words after these options (after"
                        + " -- or not) replace it, e.g. npx @playwright/mcp@" + ConfigLoader.PLAYWRIGHT_MCP_VERSION
                        + " --headless --executable-path /usr/bin/chromium."})
public final class ProxyCommand implements Callable<Integer> {
    /**
     * The JVM options the README's client configurations start the proxy with: a heap that starts at its working
     * size, with its pages touched at start. A heap that grows while snapshots come in lands allocations on memory
     * never touched before until the next collection; on the 2-core test machine that made parsing and pruning a large
     * page 2-4 times slower for seconds at a time. The upper bound leaves room for very large pages.
     */
    public static final String JVM_OPTIONS = "-Xms256m -Xmx1g -XX:+AlwaysPreTouch";


    @Option(names = "--config", paramLabel = "FILE", description = "Config file (YAML); else $GOALDIGEST_CONFIG.")
    Path config;

    @Option(names = "--mode", paramLabel = "MODE", description = "Default prune mode: auto, act, browse, navigate, full, off.")
    String mode;

    @Option(names = "--action-snapshots", paramLabel = "WHAT",
            description = "Snapshots linked from action results: inline (default), link, diff or none.")
    String actionSnapshots;

    @Option(names = "--max-tokens", paramLabel = "N",
            description = "The most o200k tokens a pruned snapshot result may count, from 500 to 1000000 (default 16000);"
                    + " an agent's maxTokens argument overrides it per call.")
    String maxTokens;

    @Parameters(paramLabel = "UPSTREAM", arity = "0..*",
            description = "The upstream MCP server command and its arguments: every word from the first one that is"
                    + " not an option above (or after --) on.")
    List<String> upstream = new ArrayList<>();

    /** The proxy's options that take a value (the word after one is its value, never the upstream command). */
    static final Set<String> VALUED_OPTIONS = Set.of("--config", "--mode", "--action-snapshots");

    /**
     * Configures a command line of this command: the first word that is not one of its options starts the upstream
     * command, and every word from there on is the upstream's ({@code --headless} included), as after {@code --}.
     */
    static CommandLine commandLine(CommandLine proxy) {
        return proxy.setStopAtPositional(true);
    }

    /**
     * The line the proxy prints when it starts with the digest on and no key where one is needed (as the digest
     * decides: a key in the file, else the variable {@code digest.apiKeyEnv} names; an empty {@code apiKeyEnv} means
     * none is needed, except for Azure), or null. It names the variable, never a value.
     */
    static String missingKeyHint(Config.Digest d, Map<String, String> env) {
        if (!d.enabled() || d.resolveApiKey(env) != null) return null;
        boolean keyed = d.apiKeyEnv() != null && !d.apiKeyEnv().isBlank();
        if (!keyed && d.provider() != Config.Provider.AZURE) return null; // "no key needed": a local server
        String where = keyed ? "environment variable " + d.apiKeyEnv() + " is not set" : "digest.apiKeyEnv is empty";
        return "goaldigest: the goal digest is on but " + where + ": browser_snapshot with a goal gets the rule-pruned"
                + " snapshot until the key is set" + (keyed ? " (for a server that needs no key, set"
                + " GOALDIGEST_API_KEY_ENV= empty)" : "");
    }

    @Override
    public Integer call() {
        Map<String, String> flags = new LinkedHashMap<>();
        if (mode != null) flags.put("prune.mode", mode);
        if (actionSnapshots != null) flags.put("proxy.actionSnapshots", actionSnapshots);
        if (maxTokens != null) flags.put("prune.maxTokens", maxTokens);
        Config cfg = Settings.load(config, System.getenv(), flags,
                Map.of("prune.mode", "--mode", "proxy.actionSnapshots", "--action-snapshots", "prune.maxTokens",
                        "--max-tokens"));
        Settings.prune(cfg.prune()); // a bad mode is a one-line error now, not a note per call
        List<String> command = upstream.isEmpty() ? cfg.proxy().upstream() : upstream;
        Process started;
        try {
            started = EarlyStart.spawn(command); // first: the upstream boots while we load the rest
        } catch (IOException e) {
            started = null; // the proxy retries, logs it, and answers the client's requests with the reason
        }
        // stdout belongs to MCP: keep the real one for the relay, send anything else printed to stderr
        FileOutputStream stdout = new FileOutputStream(FileDescriptor.out);
        // logs (stderr) in UTF-8 too, whatever the locale the client started us with
        // and with every secret goaldigest holds taken out, whatever writes there (our logs, the upstream's stderr)
        PrintStream err = Secrets.guard(new PrintStream(new FileOutputStream(FileDescriptor.err), true,
                StandardCharsets.UTF_8));
        System.setErr(err);
        System.setOut(err);
        String keyHint = missingKeyHint(cfg.digest(), System.getenv());
        if (keyHint != null) err.println(keyHint);
        String v = Main.class.getPackage().getImplementationVersion();
        Proxy proxy = Proxy.create(cfg, command, started, new FileInputStream(FileDescriptor.in), stdout,
                v == null ? "dev" : v);
        Thread hook = new Thread(proxy::stop, "goaldigest-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        return proxy.run();
    }
}
