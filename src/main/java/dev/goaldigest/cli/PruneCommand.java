package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Budget;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneResult;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.prune.PageQuote;
import dev.goaldigest.prune.StatsLine;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code prune}: runs the rule pipeline over snapshot files, offline. A file is a bare snapshot or the whole text of
 * a tool result; for a tool result only the snapshot in it is replaced. {@code --mode off} returns the input byte
 * for byte.
 */
@Command(name = "prune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Prune Playwright MCP snapshots with the rule pipeline (offline, no model).",
                "FILE is a bare snapshot or the whole text of a tool result (### Page ... ### Snapshot)."})
public final class PruneCommand implements Callable<Integer> {

    @Option(names = "--mode", paramLabel = "MODE",
            description = "auto | act | browse | navigate | full | off (default: the config's prune.mode, auto)")
    String mode;

    @Option(names = "--goal", paramLabel = "TEXT", description = "what the agent wants to do: relevant items keep their details")
    String goalText;

    @Option(names = "--url", paramLabel = "URL", description = "the page URL (default: the tool result's Page URL)")
    String url;

    @Option(names = "--out", paramLabel = "DIR", description = "write each output as DIR/<input file name>")
    Path out;

    @Option(names = "--stats-json", description = "print one JSON object of figures per input file on stdout")
    boolean statsJson;

    @Option(names = "--config", paramLabel = "FILE", description = "a goaldigest config file (prune.* keys apply)")
    Path config;

    @Option(names = "--urls", paramLabel = "POLICY", description = "drop | clean | keep: /url properties (default drop)")
    String urls;

    @Option(names = "--max-tokens", paramLabel = "N", description = "the most o200k tokens an output and its stats line"
            + " may count together, from 500 to 1000000 (default: the config's prune.maxTokens, 16000)")
    String maxTokens;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "snapshot or tool-result files")
    List<Path> files;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The most characters of a file's name before its stats line. */
    private static final int FILE_NAME_CHARS = 200;

    @Override
    public Integer call() throws IOException {
        ConfigLoader.httpUrl("--url", url); // a page URL, checked like digest's --base-url
        Map<String, String> flags = new LinkedHashMap<>();
        if (mode != null) flags.put("prune.mode", mode);
        if (urls != null) flags.put("prune.urls", urls);
        if (maxTokens != null) flags.put("prune.maxTokens", maxTokens);
        Config cfg = Settings.load(config, System.getenv(), flags,
                Map.of("prune.mode", "--mode", "prune.urls", "--urls", "prune.maxTokens", "--max-tokens"));
        PruneSettings settings;
        try {
            settings = Settings.prune(cfg.prune());
        } catch (IllegalArgumentException e) {
            System.err.println("goaldigest: " + e.getMessage());
            return 2;
        }
        Mode m = settings.mode();
        Goal goal = Goal.of(goalText);
        Pruner pruner = new Pruner(settings);
        PrintStream stdout = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        if (out != null) Files.createDirectories(out);
        boolean many = files.size() > 1;
        int failures = 0;
        for (Path file : files) {
            String input;
            try {
                input = InputFiles.readText(file);
            } catch (InputFiles.BadInput e) {
                System.err.println("goaldigest: " + e.getMessage());
                failures++;
                continue;
            }
            Outcome o = pruneOne(pruner, m, goal, input);
            if (o.note != null) {
                System.err.println("goaldigest: " + file + ": " + o.note);
                if (o.failed) failures++;
            }
            if (statsJson) {
                ObjectNode j = JSON.createObjectNode();
                j.put("file", file.toString());
                j.put("mode", o.resolvedMode);
                // the snapshot's figures, as the stats line counts them (a bare snapshot file is all snapshot)
                j.put("inputChars", o.snapshotIn.length());
                j.put("outputChars", o.snapshotOut.length());
                Tokens.Count in = o.tokensIn != null ? o.tokensIn : Tokens.measure(o.snapshotIn);
                Tokens.Count outTokens = o.tokensOut != null ? o.tokensOut : Tokens.measure(o.snapshotOut);
                j.put("inputTokens", in.tokens());
                j.put("outputTokens", outTokens.tokens());
                j.put("tokensEstimated", in.estimated() || outTokens.estimated());
                j.put("inputRefs", o.inputRefs);
                j.put("outputRefs", o.outputRefs);
                j.put("millis", Math.round(o.nanos / 10_000.0) / 100.0);
                stdout.println(JSON.writeValueAsString(j));
            } else if (o.stats != null) {
                // with many files, each line says whose it is (the name quoted as page text in a stats line is)
                System.err.println(many ? PageQuote.quote(file.toString(), FILE_NAME_CHARS) + ": " + o.stats : o.stats);
            }
            if (out != null) {
                Files.writeString(out.resolve(file.getFileName().toString()), o.output, StandardCharsets.UTF_8);
            } else if (!statsJson) {
                if (many) stdout.print("==> " + file + " <==\n");
                stdout.print(o.output);
                if (many && !o.output.endsWith("\n")) stdout.print("\n");
            }
        }
        stdout.flush();
        return failures == 0 ? 0 : 1;
    }

    /**
     * What became of one input: the whole output, and the snapshot in it before and after (what the figures count:
     * the stats line and {@code --stats-json} alike), with their token counts when the stats line needed them.
     */
    record Outcome(String output, String snapshotIn, String snapshotOut, Tokens.Count tokensIn, Tokens.Count tokensOut,
                   String resolvedMode, int inputRefs, int outputRefs, long nanos, String stats, String note,
                   boolean failed) {
        /** An input given back as it came. */
        static Outcome unchanged(String input, String snapshot, String resolvedMode, int refs, long nanos, String note,
                boolean failed) {
            return new Outcome(input, snapshot, snapshot, null, null, resolvedMode, refs, refs, nanos, null, note, failed);
        }
    }

    /**
     * Parses, prunes and writes one input in-process (the timed part). A snapshot that is not readable (see
     * {@link ToolResultSnapshot#problem()}) passes through unchanged with a note; an empty one is no failure.
     */
    Outcome pruneOne(Pruner pruner, Mode m, Goal goal, String input) {
        long t0 = System.nanoTime();
        ResultLayout layout = ResultLayout.parse(input);
        boolean wholeResult = !layout.sections().isEmpty();
        if (wholeResult && !layout.hasInlineSnapshot()) {
            String why = layout.snapshotLink() != null
                    ? "the snapshot is in a linked file (" + layout.snapshotLink() + "); prune that file"
                    : "no inline snapshot in this tool result";
            return Outcome.unchanged(input, "", m.id(), 0, System.nanoTime() - t0, why + "; passed through unchanged",
                    false);
        }
        ToolResultSnapshot found = wholeResult ? ToolResultSnapshot.inline(layout) : ToolResultSnapshot.bare(input);
        String body = found.body();
        int inRefs = found.snapshot().refs().size();
        if (!found.readable()) {
            return Outcome.unchanged(input, body, m.id(), inRefs, System.nanoTime() - t0,
                    "snapshot " + found.problem() + "; passed through unchanged", !body.isBlank());
        }
        if (m == Mode.OFF) {
            long nanos = System.nanoTime() - t0;
            return Outcome.unchanged(input, body, Mode.OFF.id(), inRefs, nanos, null, false);
        }
        PruneResult r;
        TokenMeter meter = pruner.meter();
        int max = pruner.settings().maxTokens();
        Tokens.Count in = meter.measure(body);
        try {
            String pageUrl = url != null ? url : layout.pageUrl();
            // the budget counts what is printed: the output (a whole tool result around the snapshot) and the stats line
            Budget budget = Budget.of(max).withFrame(wholeResult ? meter.count(found.withSnapshot("")) : 0);
            r = pruner.pruneOwned(found.snapshot(), new PruneRequest(m, goal, pageUrl, layout.pageTitle(), budget),
                    () -> SnapshotParser.parse(body));
            r = pruner.hold(r, max, x -> meter.count(found.withSnapshot(x.text()))
                    + meter.count(StatsLine.of(in, tokensOf(x, meter), x) + "\n"));
        } catch (RuntimeException e) {
            return Outcome.unchanged(input, body, m.id(), inRefs, System.nanoTime() - t0,
                    "could not prune (" + e.getClass().getSimpleName() + "); passed through unchanged", true);
        }
        String text = r.text();
        String output = found.withSnapshot(text);
        long nanos = System.nanoTime() - t0;
        int outRefs = (int) r.snapshot().nodes().stream().map(Node::ref).filter(x -> x != null).count();
        Tokens.Count tokensOut = tokensOf(r, meter);
        String stats = StatsLine.of(in, tokensOut, r);
        return new Outcome(output, body, text, in, tokensOut, r.mode().id(), inRefs, outRefs, nanos, stats, null,
                false);
    }

    /** The pruned snapshot's count: the budget's, or counted now. */
    private static Tokens.Count tokensOf(PruneResult r, TokenMeter meter) {
        return r.fit() != null ? r.fit().tokens() : meter.measure(r.text());
    }
}
