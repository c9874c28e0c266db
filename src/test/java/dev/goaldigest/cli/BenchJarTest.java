package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks live in their own jar ({@code target/goaldigest-bench.jar}, from {@code src/bench/java}): the product
 * has no {@code bench} command left, only one line saying where it went, and the bench jar's entry point runs them.
 */
class BenchJarTest {
    @Test
    void theProductHasNoBenchCommandButSaysInOneLineWhereTheBenchmarksAre() {
        assertFalse(Main.commandLine().getSubcommands().containsKey("bench"));
        CliRun r = CliRun.run("bench", "prune", "--goal-from-tasks");
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(List.of("goaldigest: the benchmarks have their own jar, built beside this one: java -jar "
                + Path.of("target", "goaldigest-bench.jar") + " prune --goal-from-tasks"), r.err().lines().toList());
    }

    @Test
    void theProductsClassesHoldNoTooling() throws Exception {
        // target/classes is what the shade plugin packs into target/goaldigest.jar
        Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(Files.isRegularFile(classes.resolve("dev/goaldigest/cli/Main.class")), classes.toString());
        for (String tool : List.of("cli/BenchCommand", "cli/BenchPruneCommand", "cli/BenchParseCommand",
                "cli/BenchDigestCommand", "cli/BenchHistoryCommand", "cli/BenchProxyCommand", "cli/BenchSessionCommand",
                "cli/BenchDiffPairsCommand", "cli/McpPeer", "cli/PageServer", "cli/AgentStep", "cli/FakeModelServer",
                "prune/PruneCheck")) {
            assertFalse(Files.exists(classes.resolve("dev/goaldigest/" + tool + ".class")), tool);
        }
    }

    @Test
    void theBenchEntryPointRunsEveryBenchmark() {
        assertEquals(List.of("parse", "prune", "digest", "history", "proxy", "session", "diff-pairs", "help"),
                List.copyOf(Main.configure(new picocli.CommandLine(new BenchCommand())).getSubcommands().keySet()));
        CliRun r = CliRun.bench("history", "--keep", "1", "--runs", "1",
                "fixtures/history/six-pages.messages.json");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(1).matches("six-pages\\.messages\\.json +1 +5 of 6 +45,781 +4,375 +90\\.4% .*"), r.out());
    }

    @Test
    void theDigestBenchPrintsTheFirstDigestsLatencyAndAWarmOnes() {
        CliRun r = CliRun.bench("digest", "--tasks", "2", "--warmup", "1", "--cold-runs", "1");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        String cold = lines.stream().filter(l -> l.contains("one-shot digest command, fresh JVM")).findFirst().orElse("");
        assertTrue(cold.matches("  one-shot digest command, fresh JVM \\(median of 1\\): [\\d,]+ ms wall; the digest's own"
                + " time in it \\(set-up done before its clock\\) [\\d,]+ ms"), r.out());
        String warm = lines.stream().filter(l -> l.startsWith("  in this JVM: ")).findFirst().orElse("");
        assertTrue(warm.matches("  in this JVM: set-up ahead \\(client built and exercised, tokenizer\\) [\\d,]+ ms; first"
                + " digest [\\d.]+ ms; warm digests median [\\d.]+ ms, p95 [\\d.]+ ms"), r.out());
        assertTrue(r.out().contains("digests made: 2 of 2;"), r.out());
    }

    @Test
    void aBadOptionNamesTheCommandToAskForHelp() {
        CliRun bench = CliRun.bench("prune", "--no-such-option");
        assertEquals(2, bench.code());
        assertTrue(bench.err().contains("Try 'goaldigest-bench prune --help' for more information."), bench.err());
        CliRun product = CliRun.run("prune", "--no-such-option", "x.yaml");
        assertEquals(2, product.code());
        assertTrue(product.err().contains("Try 'goaldigest prune --help' for more information."), product.err());
    }
}
