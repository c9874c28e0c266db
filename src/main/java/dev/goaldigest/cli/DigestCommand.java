package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.digest.DigestInput;
import dev.goaldigest.digest.DigestOutcome;
import dev.goaldigest.digest.Digester;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goaldigest digest --goal TEXT FILE}: prunes the snapshot by the rules (goal relevance applied) and digests
 * it with the configured model. Prints the digest, or the fallback (one line why, then the rule-pruned snapshot), to
 * stdout and exits 0 either way; the stats line goes to stderr. A file that cannot be read is exit 1, one line.
 */
@Command(name = "digest", mixinStandardHelpOptions = true,
        description = {"Digest a snapshot (a bare .yaml snapshot or a whole browser_snapshot tool result) against a goal"
                + " with the configured model. Prints the digest, or the rule-pruned fallback, to stdout; exit 0 in"
                + " both cases.",
                "The model is read from the config file, the GOALDIGEST_* variables and these options; this command"
                + " turns digest.enabled on (asking for a digest is the point)."})
public final class DigestCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "a snapshot (.yaml) or a whole tool result (.txt)")
    Path file;

    @Option(names = {"-g", "--goal"}, required = true, paramLabel = "TEXT", description = "what the agent wants to do on the page")
    String goalText;

    @Option(names = "--config", paramLabel = "FILE", description = "config file (default: GOALDIGEST_CONFIG, else built-in defaults)")
    Path config;

    @Option(names = "--provider", paramLabel = "NAME", description = "openai (also any OpenAI-compatible server) or azure")
    String provider;

    @Option(names = "--model", paramLabel = "NAME", description = "model (the deployment when provider is azure)")
    String model;

    @Option(names = "--base-url", paramLabel = "URL", description = "the base URL of an OpenAI-compatible server (a local Ollama: http://localhost:11434/v1)")
    String baseUrl;

    @Option(names = "--api-key-env", paramLabel = "VAR", description = "environment variable holding the API key")
    String apiKeyEnv;

    @Option(names = "--timeout-ms", paramLabel = "MS", description = "whole model call limit, retries included")
    String timeoutMs;

    @Option(names = "--strict-schema", paramLabel = "BOOL", description = "false for servers without strict structured outputs")
    String strictSchema;

    @Option(names = "--prompts", paramLabel = "DIR", description = "folder with system.md, goal.md, overview.md")
    String prompts;

    @Option(names = "--mode", paramLabel = "MODE", description = "rule pipeline mode before the digest (default: prune.mode)")
    String mode;

    /** The option that sets each key, for error messages. */
    private static final Map<String, String> FLAG_NAMES = Map.of("digest.enabled", "digest (the command turns it on)",
            "digest.provider", "--provider", "digest.model", "--model", "digest.baseUrl", "--base-url",
            "digest.apiKeyEnv", "--api-key-env", "digest.timeoutMs", "--timeout-ms", "digest.strictSchema",
            "--strict-schema", "digest.promptsDir", "--prompts", "prune.mode", "--mode");

    @Override
    public Integer call() {
        String text;
        try {
            text = InputFiles.readText(file);
        } catch (InputFiles.BadInput e) {
            System.err.println("goaldigest: " + e.getMessage());
            return 1;
        }
        Map<String, String> flags = new LinkedHashMap<>();
        flags.put("digest.enabled", "true");
        flags.put("digest.provider", provider);
        flags.put("digest.model", model);
        flags.put("digest.baseUrl", baseUrl);
        flags.put("digest.apiKeyEnv", apiKeyEnv);
        flags.put("digest.timeoutMs", timeoutMs);
        flags.put("digest.strictSchema", strictSchema);
        flags.put("digest.promptsDir", prompts);
        flags.put("prune.mode", mode);
        Config cfg = Settings.load(config, System.getenv(), flags, FLAG_NAMES);
        PruneSettings pruneSettings = Settings.prune(cfg.prune());
        Goal goal = Goal.of(goalText);
        try (Digester digester = Digester.create(cfg.digest(), System.getenv())) {
            // the client's set-up (a second or two in a fresh JVM) runs while the snapshot is parsed and the rules prune
            digester.warmUp();
            return digest(digester, text, pruneSettings, goal);
        }
    }

    private int digest(Digester digester, String text, PruneSettings pruneSettings, Goal goal) {
        ToolResultSnapshot found;
        String url = null;
        String title = null;
        if (ResultLayout.looksLikeToolResult(text)) {
            ResultLayout layout = ResultLayout.parse(text);
            url = layout.pageUrl();
            title = layout.pageTitle();
            if (layout.hasInlineSnapshot()) {
                found = ToolResultSnapshot.inline(layout);
            } else if (layout.snapshotLink() != null) {
                Path linked = resolve(layout.snapshotLink());
                try {
                    found = ToolResultSnapshot.linked(layout, InputFiles.readText(linked));
                } catch (InputFiles.BadInput e) {
                    System.err.println("goaldigest: " + file + ": the snapshot it links to, " + e.getMessage());
                    return 1;
                }
            } else {
                System.err.println("goaldigest: " + file + ": a tool result without a snapshot");
                return 1;
            }
        } else {
            found = ToolResultSnapshot.bare(text);
        }
        if (!found.readable()) {
            System.err.println("goaldigest: " + file + ": snapshot " + found.problem());
            return 1;
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        // the model sees the rule-pruned tree with goal relevance, never the raw one
        Snapshot pruned = new Pruner(pruneSettings)
                .prune(found.snapshot(), new PruneRequest(pruneSettings.mode(), goal, url, title)).snapshot();
        // the set-up is done before the digest's clock starts: --timeout-ms limits the model call, not a cold JVM
        digester.awaitReady(SETUP_LIMIT);
        DigestOutcome o = digester.digest(DigestInput.of(pruned, goal, url, title));
        out.println(o.text());
        System.err.println(o.statsLine());
        return 0;
    }

    /** The longest the command waits for the model client's set-up before the digest (then the digest's limit runs). */
    private static final Duration SETUP_LIMIT = Duration.ofSeconds(60);

    /** A linked {@code .yml} is relative to the tool result's folder (where Playwright MCP wrote both). */
    private Path resolve(String link) {
        Path p = Path.of(link);
        if (p.isAbsolute()) return p;
        Path dir = file.toAbsolutePath().getParent();
        return dir == null ? p : dir.resolve(p);
    }
}
