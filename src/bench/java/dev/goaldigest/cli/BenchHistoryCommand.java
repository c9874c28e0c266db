package dev.goaldigest.cli;

import dev.goaldigest.history.HistoryFormatException;
import dev.goaldigest.history.HistoryPruner;
import dev.goaldigest.history.HistoryReport;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** History pruning over saved conversations: tokens before and after for several --keep values, and the time taken. */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = "Benchmark: history pruning of conversation files (default the fixtures/history conversations).")
public final class BenchHistoryCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "JSON conversations (messages array or request body)")
    List<Path> files = List.of(Path.of("fixtures", "history", "six-pages.messages.json"),
            Path.of("fixtures", "history", "six-pages.request.json"),
            Path.of("fixtures", "history", "six-pages.anthropic.json"));

    @Option(names = "--keep", split = ",", description = "keep values to measure (default ${DEFAULT-VALUE})")
    int[] keeps = {0, 1, 2, 3};

    @Option(names = "--runs", description = "measured runs per file and keep value (default ${DEFAULT-VALUE})")
    int runs = 10;

    @Override
    public Integer call() {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        out.printf(Locale.ROOT, "%-28s %4s %9s %11s %11s %9s %10s%n", "file", "keep", "replaced", "tokens in",
                "tokens out", "saved", "median ms");
        int failures = 0;
        for (Path file : files) {
            String json;
            try {
                json = InputFiles.readText(file);
            } catch (InputFiles.BadInput e) {
                System.err.println("goaldigest bench history: " + e.getMessage());
                failures++;
                continue;
            }
            for (int keep : keeps) {
                HistoryPruner pruner = new HistoryPruner(keep);
                HistoryReport report;
                try {
                    report = pruner.pruneJsonWithReport(json).report();
                } catch (HistoryFormatException e) {
                    System.err.println("goaldigest bench history: " + file + ": " + e.getMessage());
                    failures++;
                    break;
                }
                for (int w = 0; w < 3; w++) pruner.pruneJson(json);
                double[] ms = new double[runs];
                for (int r = 0; r < runs; r++) {
                    long t = System.nanoTime();
                    pruner.pruneJson(json);
                    ms[r] = (System.nanoTime() - t) / 1e6;
                }
                Arrays.sort(ms);
                out.printf(Locale.ROOT, "%-28s %4d %4d of %-2d %,11d %,11d %8.1f%% %10.2f%n", file.getFileName(), keep,
                        report.snapshotsReplaced(), report.snapshotResults(), report.tokensBefore(),
                        report.tokensAfter(), report.reduction() * 100, ms[ms.length / 2]);
            }
        }
        return failures == 0 ? 0 : 1;
    }
}
