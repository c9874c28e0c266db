package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.digest.DigestInput;
import dev.goaldigest.digest.DigestOutcome;
import dev.goaldigest.digest.Digester;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The goal digest over the corpus tasks, with a stand-in model ({@link FakeModelServer}) that answers from the real
 * request over real HTTP through openai-java. Prints, per task and in total: tokens sent to the model against the
 * raw snapshot, digest size against the rule-pruned output, and the latency goaldigest adds beyond the model's own.
 * It measures goaldigest, not a model: task coverage here is that of the stand-in's word matching.
 */
@Command(name = "digest", mixinStandardHelpOptions = true,
        description = "Benchmark: the goal digest over fixtures/corpus/tasks.jsonl with a local stand-in model.")
public final class BenchDigestCommand implements Callable<Integer> {

    @Option(names = "--corpus", paramLabel = "DIR", description = "corpus folder (default ${DEFAULT-VALUE})")
    Path corpus = Path.of("fixtures", "corpus");

    @Option(names = "--budget", paramLabel = "TOKENS", description = "digest.tokenBudget (default: the config's)")
    Integer budget;

    @Option(names = "--config", paramLabel = "FILE", description = "config file for prune.* and digest.tokenBudget")
    Path config;

    @Option(names = "--warmup", description = "warm-up rounds over all tasks (default ${DEFAULT-VALUE})")
    int warmup = 2;

    @Option(names = "--show", description = "also print each task's digest (or fallback) after the table")
    boolean show;

    @Option(names = "--tasks", paramLabel = "N", description = "only the first N tasks (default: all)")
    Integer taskLimit;

    @Option(names = "--cold-runs", paramLabel = "N", description = "runs of the one-shot digest command, each in a fresh"
            + " JVM, for the first digest's latency (default ${DEFAULT-VALUE}; 0: none)")
    int coldRuns = 3;

    /** The first digest's latency: in fresh JVMs (the one-shot command) and in this one (set-up done ahead). */
    private record First(List<Double> coldWallMs, List<Double> coldDigestMs, double setUpMs, double firstMs) {
    }

    private record Task(String id, String page, String goal, List<String> targets, boolean all) {
    }

    private record Row(Task task, int raw, int pruned, int sent, int digest, double ms, double added, boolean ok,
                       boolean targetsSent, boolean targetsInDigest, String text) {
    }

    @Override
    public Integer call() throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        List<Task> tasks = tasks(corpus.resolve("tasks.jsonl"));
        if (taskLimit != null && taskLimit < tasks.size()) tasks = tasks.subList(0, Math.max(0, taskLimit));
        try (FakeModelServer model = new FakeModelServer()) {
            Map<String, String> flags = new HashMap<>();
            flags.put("digest.enabled", "true");
            flags.put("digest.provider", "openai");
            flags.put("digest.baseUrl", model.baseUrl());
            flags.put("digest.model", "stand-in");
            flags.put("digest.apiKeyEnv", "");
            flags.put("digest.cacheSize", "0");
            flags.put("digest.timeoutMs", "60000");
            flags.put("digest.strictSchema", "true");
            if (budget != null) flags.put("digest.tokenBudget", budget.toString());
            Config cfg = ConfigLoader.load(config, Map.of(), flags);
            Map<String, String[]> pages = new HashMap<>();
            List<Row> rows = new ArrayList<>();
            First first = coldRuns(model, tasks.isEmpty() ? null : tasks.get(0));
            double setUp;
            double firstMs = 0;
            try (Digester digester = Digester.create(cfg.digest(), Map.of())) {
                // as the proxy does at start: the client built and exercised, the tokenizer loaded, before any goal
                long s0 = System.nanoTime();
                digester.warmUp();
                digester.awaitReady(java.time.Duration.ofSeconds(120));
                setUp = (System.nanoTime() - s0) / 1e6;
                for (int round = 0; round <= warmup; round++) {
                    rows.clear();
                    for (Task t : tasks) {
                        String[] page = pages.computeIfAbsent(t.page(), p -> read(corpus, p));
                        if (page == null) continue;
                        rows.add(run(digester, model, cfg, t, page));
                        if (round == 0 && rows.size() == 1) firstMs = rows.get(0).ms();
                    }
                }
            }
            print(out, rows, cfg, model);
            print(out, new First(first.coldWallMs(), first.coldDigestMs(), setUp, firstMs), rows);
            if (show) {
                for (Row r : rows) {
                    out.printf(Locale.ROOT, "%n===== %s (goal: %s; %,d tokens) =====%n%s%n", r.task().id(),
                            r.task().goal(), r.digest(), r.text());
                }
            }
            return model.notStrict() == 0 ? 0 : 1;
        }
    }

    private static Row run(Digester digester, FakeModelServer model, Config cfg, Task t, String[] page) {
        Snapshot raw = SnapshotParser.parse(page[0]);
        ResultLayout layout = ResultLayout.parse(page[1]);
        Goal goal = Goal.of(t.goal());
        PruneSettings settings = Settings.prune(cfg.prune());
        // the model sees the rule-pruned tree with goal relevance, as the digest command and the proxy give it
        Snapshot pruned = new Pruner(settings).prune(raw, new PruneRequest(settings.mode(), goal, layout.pageUrl()))
                .snapshot();
        String prunedText = pruned.write();
        long before = model.handledNanos();
        DigestOutcome o = digester.digest(new DigestInput(pruned, prunedText, goal, layout.pageUrl(),
                layout.pageTitle()));
        double modelMs = (model.handledNanos() - before) / 1e6;
        String sent = model.lastUserMessage();
        return new Row(t, Tokens.count(page[0]), Tokens.count(prunedText), o.tokensSent(), o.digestTokens(),
                o.latencyMs(), Math.max(0, o.latencyMs() - modelMs), o.succeeded(), covered(t, sent),
                o.succeeded() && covered(t, o.text()), o.text());
    }

    /**
     * The one-shot {@code digest} command of the product jar, {@link #coldRuns} times, each in a fresh JVM against the
     * stand-in model: its wall time, and the digest's own time from its stats line.
     */
    private First coldRuns(FakeModelServer model, Task task) throws Exception {
        List<Double> wall = new ArrayList<>();
        List<Double> digest = new ArrayList<>();
        if (task == null) return new First(wall, digest, 0, 0);
        Path file = corpus.resolve(task.page() + ".response.txt");
        for (int i = 0; i < coldRuns; i++) {
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    BenchProxyCommand.absoluteClassPath(), Main.class.getName(), "digest", "--goal", task.goal(),
                    "--base-url", model.baseUrl(), "--model", "stand-in", "--api-key-env", "", "--timeout-ms", "60000",
                    file.toString());
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            wall.add((System.nanoTime() - t0) / 1e6);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\| ([\\d,]+) ms \\|").matcher(err);
            if (p.exitValue() != 0 || !err.startsWith("[goaldigest: digest by ") || !m.find()) {
                throw new IllegalStateException("the digest command did not digest: " + err.strip());
            }
            digest.add(Double.parseDouble(m.group(1).replace(",", "")));
        }
        return new First(wall, digest, 0, 0);
    }

    private static void print(PrintStream out, First first, List<Row> rows) {
        out.println();
        out.println("latency of the first digest and of a warm one (local stand-in model; noisy on a shared machine):");
        if (!first.coldWallMs().isEmpty()) {
            out.printf(Locale.ROOT, "  one-shot digest command, fresh JVM (median of %d): %,.0f ms wall; the digest's own"
                    + " time in it (set-up done before its clock) %,.0f ms%n", first.coldWallMs().size(),
                    median(first.coldWallMs()), median(first.coldDigestMs()));
        }
        List<Double> warm = rows.stream().map(Row::ms).toList();
        out.printf(Locale.ROOT, "  in this JVM: set-up ahead (client built and exercised, tokenizer) %,.0f ms; first"
                + " digest %.1f ms; warm digests median %.1f ms, p95 %.1f ms%n", first.setUpMs(), first.firstMs(),
                median(warm), percentile(warm, 0.95));
    }

    private static boolean covered(Task t, String text) {
        int hit = 0;
        for (String r : t.targets()) if (text.contains("[ref=" + r + "]")) hit++;
        return t.all() ? hit == t.targets().size() : hit > 0;
    }

    private static void print(PrintStream out, List<Row> rows, Config cfg, FakeModelServer model) {
        out.printf(Locale.ROOT, "goal digest over %d corpus tasks; stand-in model on 127.0.0.1 via openai-java;"
                + " tokenBudget %,d; o200k tokens%n%n", rows.size(), cfg.digest().tokenBudget());
        out.printf(Locale.ROOT, "%-30s %8s %8s %7s %6s %7s %7s %7s %8s %5s %5s%n", "task", "raw", "pruned", "sent",
                "digest", "sent%raw", "dig%prn", "ms", "added ms", "sent", "dig");
        long raw = 0, pruned = 0, sent = 0, digest = 0;
        int ok = 0, targetsSent = 0, targetsDigest = 0;
        List<Double> added = new ArrayList<>();
        List<Double> sentRatios = new ArrayList<>();
        List<Double> digestRatios = new ArrayList<>();
        List<Double> overhead = new ArrayList<>();
        for (Row r : rows) {
            out.printf(Locale.ROOT, "%-30s %,8d %,8d %,7d %,6d %6.1f%% %6.1f%% %7.1f %8.1f %5s %5s%n",
                    r.task().id().length() > 30 ? r.task().id().substring(0, 30) : r.task().id(), r.raw(), r.pruned(),
                    r.sent(), r.digest(), 100.0 * r.sent() / r.raw(), 100.0 * r.digest() / r.pruned(), r.ms(),
                    r.added(), r.targetsSent() ? "yes" : "no", r.targetsInDigest() ? "yes" : "no");
            raw += r.raw();
            pruned += r.pruned();
            sent += r.sent();
            digest += r.digest();
            if (r.ok()) ok++;
            if (r.targetsSent()) targetsSent++;
            if (r.targetsInDigest()) targetsDigest++;
            added.add(r.added());
            sentRatios.add((double) r.sent() / r.raw());
            digestRatios.add((double) r.digest() / r.pruned());
            overhead.add((double) (r.sent() - Math.min(r.pruned(), cfg.digest().tokenBudget())));
        }
        out.println();
        out.printf(Locale.ROOT, "tokens sent to the model / raw snapshot: %.1f%% in total (%,d / %,d), median per task %.1f%%%n",
                100.0 * sent / raw, sent, raw, 100 * median(sentRatios));
        out.printf(Locale.ROOT, "digest / rule-pruned output:            %.1f%% in total (%,d / %,d), median per task %.1f%%%n",
                100.0 * digest / pruned, digest, pruned, 100 * median(digestRatios));
        out.printf(Locale.ROOT, "prompt beyond the tree (system, template, schema): median %.0f tokens a call%n",
                median(overhead));
        out.printf(Locale.ROOT, "rule-pruned / raw:                      %.1f%% in total%n", 100.0 * pruned / raw);
        out.printf(Locale.ROOT, "latency added beyond the model's own:   median %.1f ms, p95 %.1f ms, max %.1f ms%n",
                median(added), percentile(added, 0.95), percentile(added, 1.0));
        out.printf(Locale.ROOT, "digests made: %d of %d; task targets in what was sent: %d of %d; in the digest"
                + " (stand-in model): %d of %d%n", ok, rows.size(), targetsSent, rows.size(), targetsDigest, rows.size());
        out.printf(Locale.ROOT, "requests: %d, all json_schema strict: %s%n", model.requests(),
                model.notStrict() == 0 ? "yes" : "NO (" + model.notStrict() + ")");
    }

    private static double median(List<Double> v) {
        return percentile(v, 0.5);
    }

    private static double percentile(List<Double> v, double p) {
        if (v.isEmpty()) return 0;
        List<Double> s = new ArrayList<>(v);
        s.sort(null);
        int i = (int) Math.ceil(p * s.size()) - 1;
        return s.get(Math.max(0, Math.min(s.size() - 1, i)));
    }

    private static List<Task> tasks(Path file) throws Exception {
        ObjectMapper m = new ObjectMapper();
        List<Task> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) continue;
            JsonNode n = m.readTree(line);
            List<String> targets = new ArrayList<>();
            n.get("targets").forEach(x -> targets.add(x.asText()));
            out.add(new Task(n.get("id").asText(), n.get("page").asText(), n.get("goal").asText(), targets,
                    "all".equals(n.path("match").asText())));
        }
        return out;
    }

    private static String[] read(Path corpus, String page) {
        try {
            return new String[] {Files.readString(corpus.resolve(page + ".yaml"), StandardCharsets.UTF_8),
                    Files.readString(corpus.resolve(page + ".response.txt"), StandardCharsets.UTF_8)};
        } catch (java.io.IOException e) {
            System.err.println("goaldigest: skipping " + page + " (" + e.getClass().getSimpleName() + ")");
            return null;
        }
    }
}
