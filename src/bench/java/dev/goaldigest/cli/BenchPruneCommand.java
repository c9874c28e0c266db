package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Budget;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneCheck;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneResult;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.prune.StatsLine;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code bench prune}: the rule pipeline over the corpus. Per page: o200k tokens in and out, reduction, actionable refs
 * kept (as nodes or listed in fold lines), task coverage without a goal (and with each task's goal), warm milliseconds;
 * then medians and totals per mode.
 */
@Command(name = "prune", mixinStandardHelpOptions = true,
        description = "Measure the rule pipeline over a corpus (tokens, refs kept, task coverage, speed).")
public final class BenchPruneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--mode", description = "one mode (auto, act, browse, navigate, full); default: all of them")
    String mode;

    @Option(names = "--goal-from-tasks", description = "also prune with each task's goal and measure coverage")
    boolean goalFromTasks;

    @Option(names = "--runs", defaultValue = "5", description = "timed runs per page after warm-up (default 5)")
    int runs;

    @Option(names = "--quiet", description = "print only the per-mode summary lines")
    boolean quiet;

    @Option(names = "--set", description = "override a prune setting, e.g. --set prune.foldThreshold=8")
    Map<String, String> overrides = new LinkedHashMap<>();

    @Option(names = "--dump", description = "write each pruned page (no goal) to DIR/<mode>/<page>.yaml, and with "
            + "--goal-from-tasks each task's output to DIR/<mode>/goal/<task>.yaml")
    Path dump;

    @Option(names = "--max-tokens", defaultValue = "4000", paramLabel = "N",
            description = "the tight token budget measured beside the default one (default 4000)")
    int tightTokens;

    @Parameters(arity = "0..1", paramLabel = "FIXTURES_DIR", description = "the corpus folder (default fixtures/corpus)")
    Path dir = Path.of("fixtures", "corpus");

    /** Passes over the whole corpus before any page is timed: at least this many ... */
    private static final int WARMUP_ROUNDS = 5;
    /**
     * ... and for at least this long: on a 2-core machine the JIT goes on compiling the rules for seconds (with 3 s of
     * warm-up, the first mode timed in a fresh JVM came out 20-35% slower than the same mode timed after another).
     */
    private static final long WARMUP_NANOS = 10_000_000_000L;
    /** ... and until the heap has kept its size for this many passes (at most {@link #WARMUP_MAX_NANOS}). */
    private static final int HEAP_STEADY_ROUNDS = 3;
    private static final long WARMUP_MAX_NANOS = 20_000_000_000L;

    private static final Pattern PAGE_URL = Pattern.compile("(?m)^- Page URL: (\\S+)");

    record Task(String id, String page, String goal, List<String> targets, boolean all) {
    }

    record Page(String name, String text, Snapshot snapshot, String url, List<Task> tasks) {
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (!Files.isDirectory(dir)) {
            spec.commandLine().getErr().println("goaldigest: " + dir + ": not a folder");
            return 2;
        }
        Config config = ConfigLoader.load(null, Map.of(), overrides);
        Pruner pruner = new Pruner(Settings.prune(config.prune()));
        List<Page> pages = load(dir);
        if (pages.isEmpty()) {
            spec.commandLine().getErr().println("goaldigest: " + dir + ": no <page>.yaml files");
            return 2;
        }
        List<Mode> modes = mode == null ? List.of(Mode.AUTO, Mode.ACT, Mode.BROWSE, Mode.NAVIGATE, Mode.FULL)
                : List.of(Mode.parse(mode));
        if (!Budget.inRange(tightTokens)) {
            spec.commandLine().getErr().println("goaldigest: --max-tokens must be from " + Budget.MIN_TOKENS + " to "
                    + Budget.MAX_TOKENS + ", not " + tightTokens);
            return 2;
        }
        out.printf(Locale.ROOT, "bench prune: %d pages, %d tasks, foldThreshold=%d foldKeep=%d urls=%s maxTokens=%d, "
                        + "tight budget %d%n", pages.size(), pages.stream().mapToInt(p -> p.tasks().size()).sum(),
                config.prune().foldThreshold(), config.prune().foldKeep(),
                config.prune().urls().name().toLowerCase(Locale.ROOT), config.prune().maxTokens(), tightTokens);
        List<String> summaries = new ArrayList<>();
        for (Mode m : modes) summaries.add(run(out, pruner, pages, m));
        out.println();
        for (String s : summaries) out.println(s);
        out.flush();
        return 0;
    }

    private String run(PrintWriter out, Pruner pruner, List<Page> pages, Mode m) {
        if (!quiet) {
            out.printf(Locale.ROOT, "%n== mode %s ==%n%-32s %9s %9s %7s %11s %7s %5s %5s %5s %9s %s%n", m.id(), "page",
                    "tok in", "tok out", "cut", "act.refs", "tasks", "goal", "t@" + tightTokens / 1000 + "k",
                    "g@" + tightTokens / 1000 + "k", "ms/100K", "mode(reason)");
            out.println("(ms/100K: warm prune+write of a fresh parse, in place, per 100,000 input characters; act.refs:"
                    + " actionable refs shown as nodes or listed in fold lines (the others are in folded regions whose"
                    + " way back names an ancestor); tasks/goal: tasks covered without a goal / with each task's goal;"
                    + " t@ and g@: the same within the tight budget; fit: the default budget bit)");
        }
        // warm up over the whole corpus first (per-page warm-up alone leaves the first pages measured cold): until the
        // JIT has had its time and the heap has stopped growing (allocations that land on memory never touched
        // before run several times slower, for seconds, while the heap grows)
        long warmStart = System.nanoTime();
        Runtime rt = Runtime.getRuntime();
        long heap = -1;
        int steadyRounds = 0;
        for (int round = 0; round < WARMUP_ROUNDS || System.nanoTime() - warmStart < WARMUP_NANOS
                || steadyRounds < HEAP_STEADY_ROUNDS && System.nanoTime() - warmStart < WARMUP_MAX_NANOS; round++) {
            for (Page p : pages) pruneFresh(pruner, p, new PruneRequest(m, null, p.url()));
            long now = rt.totalMemory();
            steadyRounds = now == heap ? steadyRounds + 1 : 0;
            heap = now;
        }
        double[][] timings = timeAll(pruner, pages, m);
        int budget = pruner.settings().maxTokens();
        List<Double> reductions = new ArrayList<>();
        List<Double> goalReductions = new ArrayList<>();
        List<Double> speeds = new ArrayList<>();
        long tokIn = 0;
        long tokOut = 0;
        long actAll = 0;
        long actShown = 0;
        long actLost = 0;
        int tasks = 0;
        int covered = 0;
        int goalCovered = 0;
        int tightCovered = 0;
        int tightGoalCovered = 0;
        int outputs = 0;
        int over = 0;
        int bit = 0;
        int violations = 0;
        double msTotal = 0;
        double msParseTotal = 0;
        long charsTotal = 0;
        for (int pi = 0; pi < pages.size(); pi++) {
            Page p = pages.get(pi);
            Pruned r = pruned(pruner, p, m, null, budget);
            Pruned tight = pruned(pruner, p, m, null, tightTokens);
            outputs += 2;
            over += r.over() + tight.over();
            bit += (r.result().fit() != null && r.result().fit().bit() ? 1 : 0);
            String text = r.result().text();
            if (dump != null) write(dump.resolve(m.id()), p.name() + ".yaml", text);
            Snapshot outSnap = SnapshotParser.parse(text);
            int in = Tokens.count(p.text());
            int o = Tokens.count(text);
            tokIn += in;
            tokOut += o;
            double red = in == 0 ? 0 : 100.0 * (in - o) / in;
            reductions.add(red);
            int all = PruneCheck.actionableRefs(p.snapshot()).size();
            int lost = PruneCheck.lostActionable(p.snapshot(), outSnap).size();
            int shown = PruneCheck.shownOrListed(p.snapshot(), outSnap);
            actAll += all;
            actShown += shown;
            actLost += lost;
            int bad = invariantViolations(p, outSnap) + invariantViolations(p, SnapshotParser.parse(tight.result().text()));
            int cov = 0;
            int gcov = 0;
            int tcov = 0;
            int tgcov = 0;
            for (Task t : p.tasks()) {
                if (PruneCheck.covered(text, t.targets(), t.all())) cov++;
                else if (!quiet) out.println("    miss " + t.id() + " " + t.targets());
                if (PruneCheck.covered(tight.result().text(), t.targets(), t.all())) tcov++;
                else if (!quiet) out.println("    miss@" + tightTokens + " " + t.id() + " " + t.targets());
                if (goalFromTasks) {
                    Pruned g = pruned(pruner, p, m, Goal.of(t.goal()), budget);
                    Pruned g4 = pruned(pruner, p, m, Goal.of(t.goal()), tightTokens);
                    outputs += 2;
                    over += g.over() + g4.over();
                    bad += invariantViolations(p, SnapshotParser.parse(g.result().text()))
                            + invariantViolations(p, SnapshotParser.parse(g4.result().text()));
                    String gt = g.result().text();
                    if (PruneCheck.covered(gt, t.targets(), t.all())) gcov++;
                    else if (!quiet) out.println("    goal miss " + t.id() + " " + t.targets());
                    if (PruneCheck.covered(g4.result().text(), t.targets(), t.all())) tgcov++;
                    else if (!quiet) out.println("    goal miss@" + tightTokens + " " + t.id() + " " + t.targets());
                    double goalCut = in == 0 ? 0 : 100.0 * (in - Tokens.count(gt)) / in;
                    goalReductions.add(goalCut);
                    if (!quiet) out.printf(Locale.ROOT, "    goal cut %s %.1f%%%n", t.id(), goalCut);
                    if (dump != null) write(dump.resolve(m.id()).resolve("goal"), t.id().replace('#', '-') + ".yaml", gt);
                }
            }
            violations += bad;
            tasks += p.tasks().size();
            covered += cov;
            goalCovered += gcov;
            tightCovered += tcov;
            tightGoalCovered += tgcov;
            double[] t = timings[pi];
            double ms = t[0];
            msTotal += ms;
            msParseTotal += t[1];
            charsTotal += p.text().length();
            double per100k = ms * 100_000.0 / Math.max(1, p.text().length());
            speeds.add(per100k);
            if (!quiet) {
                int nt = p.tasks().size();
                out.printf(Locale.ROOT, "%-32s %9d %9d %6.1f%% %5d/%-5d %3d/%-3d %5s %5s %5s %9.3f %s%s%s%n", p.name(), in, o,
                        red, shown, all, cov, nt, goalFromTasks ? gcov + "/" + nt : "-", tcov + "/" + nt,
                        goalFromTasks ? tgcov + "/" + nt : "-", per100k, r.result().mode().id(),
                        r.result().reason() == null ? "" : "(" + r.result().reason() + ")",
                        r.result().fit() != null && r.result().fit().bit() ? " fit" : "");
                if (bad > 0) out.println("    INVARIANT VIOLATIONS: " + bad);
                if (r.over() + tight.over() > 0) out.println("    OVER BUDGET");
            }
        }
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT,
                "mode %-8s median cut %5.1f%% | tokens %,d -> %,d (%.1f%%) | actionable refs shown or listed %d/%d "
                        + "(%.1f%%), lost %d | coverage %d/%d (%.1f%%) | @%d: coverage %d/%d (%.1f%%)",
                m.id(), median(reductions), tokIn, tokOut, 100.0 * (tokIn - tokOut) / Math.max(1, tokIn), actShown,
                actAll, 100.0 * actShown / Math.max(1, actAll), actLost, covered, tasks,
                100.0 * covered / Math.max(1, tasks), tightTokens, tightCovered, tasks,
                100.0 * tightCovered / Math.max(1, tasks)));
        if (goalFromTasks) {
            s.append(String.format(Locale.ROOT, " | with goal: coverage %d/%d (%.1f%%), median cut %.1f%%, @%d: coverage "
                            + "%d/%d (%.1f%%)", goalCovered, tasks, 100.0 * goalCovered / Math.max(1, tasks),
                    median(goalReductions), tightTokens, tightGoalCovered, tasks,
                    100.0 * tightGoalCovered / Math.max(1, tasks)));
        }
        s.append(String.format(Locale.ROOT, " | over budget %d of %d outputs (budget %,d bit on %d pages)", over,
                outputs, budget, bit));
        s.append(String.format(Locale.ROOT, " | warm prune+write %.3f ms/100K chars (all pages; median page %.3f), "
                        + "with parse %.3f | violations %d",
                msTotal * 100_000.0 / Math.max(1, charsTotal), median(speeds),
                msParseTotal * 100_000.0 / Math.max(1, charsTotal), violations));
        return s.toString();
    }

    /** A pruned page and whether it came out over its budget (1) or not (0). */
    record Pruned(PruneResult result, int over) {
    }

    /**
     * Prunes a page as the {@code prune} command does, within {@code maxTokens}, and checks the promise: the snapshot
     * text and its stats line, counted with the stats line's tokenizer (o200k), at most {@code maxTokens}.
     */
    private static Pruned pruned(Pruner pruner, Page p, Mode m, Goal goal, int maxTokens) {
        Tokens.Count in = Tokens.measure(p.text());
        PruneResult r = pruner.prune(p.snapshot(), new PruneRequest(m, goal, p.url(), Budget.of(maxTokens)));
        r = pruner.hold(r, maxTokens, x -> Tokens.count(StatsLine.of(in, Tokens.measure(x.text()), x) + "\n")
                + Tokens.count(x.text()));
        String text = r.text();
        int whole = Tokens.count(StatsLine.of(in, Tokens.measure(text), r) + "\n") + Tokens.count(text);
        return new Pruned(r, whole > maxTokens ? 1 : 0);
    }

    /** Invented refs, unparsable lines, fold lines without a way back, and actionable refs lost. */
    private static int invariantViolations(Page p, Snapshot out) {
        return PruneCheck.inventedRefs(p.snapshot(), out).size()
                + Math.max(0, PruneCheck.rawLines(out) - PruneCheck.rawLines(p.snapshot()))
                + (PruneCheck.foldsSayHowBack(out) ? 0 : 1);
    }

    /**
     * Warm milliseconds per page, as {prune + write, parse + prune + write}: the median of {@code runs} rounds, each
     * round timing every page once (a slow spell of a shared machine then touches one round of many pages, not every
     * run of one page). Each run prunes a fresh parse of the text in place, as the proxy and the {@code prune} command
     * do (the parse is outside the first figure, inside the second).
     */
    private double[][] timeAll(Pruner pruner, List<Page> pages, Mode m) {
        int n = Math.max(1, runs);
        double[][] prune = new double[pages.size()][n];
        double[][] all = new double[pages.size()][n];
        for (int round = 0; round < n; round++) {
            for (int i = 0; i < pages.size(); i++) {
                Page p = pages.get(i);
                PruneRequest req = new PruneRequest(m, null, p.url());
                Snapshot fresh = SnapshotParser.parse(p.text());
                long start = System.nanoTime();
                pruner.pruneOwned(fresh, req, () -> SnapshotParser.parse(p.text())).text();
                prune[i][round] = (System.nanoTime() - start) / 1e6;
                start = System.nanoTime();
                pruneFresh(pruner, p, req);
                all[i][round] = (System.nanoTime() - start) / 1e6;
            }
        }
        double[][] out = new double[pages.size()][];
        for (int i = 0; i < pages.size(); i++) {
            Arrays.sort(prune[i]);
            Arrays.sort(all[i]);
            out[i] = new double[] {prune[i][n / 2], all[i][n / 2]};
        }
        return out;
    }

    private static String pruneFresh(Pruner pruner, Page p, PruneRequest req) {
        return pruner.pruneOwned(SnapshotParser.parse(p.text()), req, () -> SnapshotParser.parse(p.text())).text();
    }

    static double median(List<Double> xs) {
        if (xs.isEmpty()) return 0;
        double[] a = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
    }

    static List<Page> load(Path dir) throws IOException {
        Map<String, String> urls = new HashMap<>();
        Path manifest = dir.resolve("manifest.tsv");
        if (Files.exists(manifest)) {
            List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
            if (!lines.isEmpty()) {
                List<String> head = List.of(lines.get(0).split("\t", -1));
                int name = head.indexOf("name");
                int url = head.indexOf("original_url");
                for (String l : lines.subList(1, lines.size())) {
                    String[] f = l.split("\t", -1);
                    if (name >= 0 && url >= 0 && f.length > Math.max(name, url) && f[url].startsWith("http")) {
                        urls.put(f[name], f[url].replace(" (domain only)", "").trim());
                    }
                }
            }
        }
        Map<String, List<Task>> tasks = new HashMap<>();
        Path tasksFile = dir.resolve("tasks.jsonl");
        if (Files.exists(tasksFile)) {
            ObjectMapper json = new ObjectMapper();
            for (String l : Files.readAllLines(tasksFile, StandardCharsets.UTF_8)) {
                if (l.isBlank()) continue;
                JsonNode t = json.readTree(l);
                List<String> targets = new ArrayList<>();
                t.path("targets").forEach(x -> targets.add(x.asText()));
                Task task = new Task(t.path("id").asText(), t.path("page").asText(), t.path("goal").asText(), targets,
                        !"any".equals(t.path("match").asText("all")));
                tasks.computeIfAbsent(task.page(), k -> new ArrayList<>()).add(task);
            }
        }
        List<Page> pages = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(x -> x.getFileName().toString().endsWith(".yaml")).sorted().toList()) {
                String name = f.getFileName().toString().replaceFirst("\\.yaml$", "");
                String text = Files.readString(f, StandardCharsets.UTF_8);
                String url = urls.get(name);
                if (url == null) {
                    Path resp = dir.resolve(name + ".response.txt");
                    if (Files.exists(resp)) {
                        Matcher mm = PAGE_URL.matcher(Files.readString(resp, StandardCharsets.UTF_8));
                        if (mm.find()) url = mm.group(1);
                    }
                }
                pages.add(new Page(name, text, SnapshotParser.parse(text), url, tasks.getOrDefault(name, List.of())));
            }
        }
        return pages;
    }

    private static void write(Path dir, String name, String text) {
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
