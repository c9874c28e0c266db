package dev.goaldigest.cli;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Parse + write throughput over the fixture snapshots: prints a table, asserts nothing about time. */
@Command(name = "parse", mixinStandardHelpOptions = true,
        description = "Benchmark: parse + write of every snapshot under DIR (default fixtures/corpus), warm.")
public final class BenchParseCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "DIR", description = "folder of .yaml/.yml snapshots")
    Path dir = Path.of("fixtures", "corpus");

    @Option(names = "--warmup", description = "warm-up rounds over all files (default ${DEFAULT-VALUE})")
    int warmup = 30;

    @Option(names = "--runs", description = "measured runs per file (default ${DEFAULT-VALUE})")
    int runs = 25;

    @Override
    public Integer call() throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        }
        if (files.isEmpty()) {
            System.err.println("goaldigest: no .yaml or .yml snapshots under " + dir);
            return 1;
        }
        List<String> texts = new ArrayList<>();
        for (Path p : files) texts.add(Files.readString(p, StandardCharsets.UTF_8));
        long sink = 0;
        for (int w = 0; w < warmup; w++) {
            for (String t : texts) sink += SnapshotParser.parse(t).write().length();
        }
        out.printf(Locale.ROOT, "%-40s %9s %7s %9s %9s %9s %10s%n", "file", "chars", "lines", "parse ms", "write ms",
                "total ms", "MB/s");
        long totalChars = 0;
        double totalMs = 0;
        for (int i = 0; i < files.size(); i++) {
            String t = texts.get(i);
            double[] parse = new double[runs];
            double[] write = new double[runs];
            for (int r = 0; r < runs; r++) {
                long a = System.nanoTime();
                Snapshot s = SnapshotParser.parse(t);
                long b = System.nanoTime();
                String w = s.write();
                long c = System.nanoTime();
                sink += w.length();
                parse[r] = (b - a) / 1e6;
                write[r] = (c - b) / 1e6;
            }
            double pm = median(parse);
            double wm = median(write);
            totalChars += t.length();
            totalMs += pm + wm;
            out.printf(Locale.ROOT, "%-40s %9d %7d %9.3f %9.3f %9.3f %10.1f%n", files.get(i).getFileName(), t.length(),
                    t.lines().count(), pm, wm, pm + wm, t.length() / ((pm + wm) / 1e3) / 1e6);
        }
        out.printf(Locale.ROOT, "%-40s %9d %7s %9s %9s %9.3f %10.1f%n", "TOTAL (medians)", totalChars, "", "", "",
                totalMs, totalChars / (totalMs / 1e3) / 1e6);
        out.printf(Locale.ROOT, "ms per 100,000 chars: %.3f  (JVM %s, %d cores; checksum %d)%n",
                totalMs / totalChars * 100_000, System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), sink % 10);
        scalarDecoding(out, texts);
        limits(out, texts.get(largest(texts)));
        return 0;
    }

    private static int largest(List<String> texts) {
        int best = 0;
        for (int i = 1; i < texts.size(); i++) if (texts.get(i).length() > texts.get(best).length()) best = i;
        return best;
    }

    /** The measurement behind decoding quoted scalars by hand: snakeyaml-engine needs a loader run per scalar. */
    private void scalarDecoding(PrintStream out, List<String> texts) {
        List<String> quoted = new ArrayList<>();
        for (String t : texts) {
            for (String line : t.split("\n")) {
                int i = line.indexOf(": \"");
                if (i > 0 && line.endsWith("\"")) quoted.add(line.substring(i + 2));
            }
        }
        if (quoted.isEmpty()) return;
        org.snakeyaml.engine.v2.api.Load load =
                new org.snakeyaml.engine.v2.api.Load(org.snakeyaml.engine.v2.api.LoadSettings.builder().build());
        long sink = 0;
        double hand = 0;
        double engine = 0;
        for (int r = 0; r < Math.max(3, runs / 5); r++) {
            long a = System.nanoTime();
            for (String q : quoted) {
                String d = dev.goaldigest.snapshot.Yaml.decodeDoubleQuoted(q);
                sink += d == null ? 0 : d.length();
            }
            long b = System.nanoTime();
            for (String q : quoted) sink += String.valueOf(load.loadFromString(q)).length();
            long c = System.nanoTime();
            hand = (b - a) / 1e6;
            engine = (c - b) / 1e6;
        }
        out.printf(Locale.ROOT, "quoted scalars: %d; hand decoder %.2f ms, snakeyaml-engine Load %.2f ms (%.0fx) [%d]%n",
                quoted.size(), hand, engine, engine / Math.max(hand, 1e-6), sink % 10);
    }

    /** Linear time on huge and deep input: 1x, 10x and 50 MB of the largest page, and a 5,000-deep chain. */
    private static void limits(PrintStream out, String page) {
        for (int target : new int[] {5_000_000, 50_000_000}) {
            StringBuilder b = new StringBuilder(target + page.length());
            while (b.length() < target) {
                if (b.length() > 0) b.append('\n');
                b.append(page);
            }
            String text = b.toString();
            SnapshotParser.parse(text).write(); // warm
            long a = System.nanoTime();
            Snapshot s = SnapshotParser.parse(text);
            String w = s.write();
            long c = System.nanoTime();
            out.printf(Locale.ROOT, "huge: %,d chars parse+write %.1f ms (%.3f ms per 100,000 chars)%s%n", text.length(),
                    (c - a) / 1e6, (c - a) / 1e6 / text.length() * 100_000, w.length() == text.length() ? "" : " MISMATCH");
        }
        StringBuilder d = new StringBuilder();
        for (int i = 0; i < 5000; i++) d.append("  ".repeat(i)).append("- generic [ref=e").append(i + 1).append("]:\n");
        d.append("  ".repeat(5000)).append("- button \"Deep\" [ref=e5001]");
        String deep = d.toString();
        long a = System.nanoTime();
        String w = SnapshotParser.parse(deep).write();
        long c = System.nanoTime();
        out.printf(Locale.ROOT, "deep: 5,000 levels (%,d chars) parse+write %.1f ms%s%n", deep.length(), (c - a) / 1e6,
                w.equals(deep) ? "" : " MISMATCH");
    }

    private static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
    }
}
