package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.PruneCheck;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.testing.Fixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The token budget as the proxy keeps it, with the real pipeline: what is counted is the text item the agent receives
 * (the stats line, the fence, the result's other sections), inline or in the pruned copy an action links to, for the
 * agent's {@code maxTokens} or the configured budget, the digest's fallback included.
 */
class BudgetThroughProxyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LARGEST = Fixtures.read(Fixtures.CORPUS.resolve("wikipedia-2.response.txt"));

    private static JsonNode result(String text) {
        ObjectNode r = JSON.createObjectNode();
        r.putArray("content").addObject().put("type", "text").put("text", text);
        return r;
    }

    private static ToolCall snapshotCall(Integer maxTokens) {
        return new ToolCall(PlaywrightTools.SNAPSHOT, null, null, false, false, maxTokens);
    }

    private static ResultRewriter rewriter(Config config, Path dir, Config.ActionSnapshots mode) {
        PruneAndDigest viewer = new PruneAndDigest(config, Map.of());
        return new ResultRewriter(viewer, mode, new SnapshotFiles(dir, null), new PageContext(), viewer.tokenMeter(),
                config.prune().maxTokens());
    }

    private static String text(JsonNode result) {
        return result.path("content").get(0).path("text").asText();
    }

    @Test
    void theAgentsMaxTokensAndTheDefaultHoldOnTheLargestCorpusPage(@TempDir Path dir) {
        ResultRewriter r = rewriter(Config.defaults(), dir, Config.ActionSnapshots.INLINE);
        for (Integer max : new Integer[] {4000, 600, null}) {
            String out = text(r.rewrite(snapshotCall(max), result(LARGEST)));
            int budget = max == null ? 16_000 : max;
            int counted = Tokens.count(out);
            assertTrue(counted <= budget, "the whole text item counts " + counted + " of " + budget);
            ResultLayout l = ResultLayout.parse(out);
            assertEquals("http://127.0.0.1:8791/wikipedia-2.html", l.pageUrl(), "the other sections stay");
            String stats = l.sectionBody("Snapshot").lines().findFirst().orElseThrow();
            assertTrue(stats.startsWith("[goaldigest: ") && stats.contains("190,846 -> "), stats);
            assertTrue(stats.endsWith(" | fit to " + String.format("%,d", budget) + " tokens: "
                    + stats.replaceAll(".*tokens: ", "")), stats);
            assertTrue(stats.contains("regions folded") || stats.contains("region folded"), stats);
            // nothing invented, nothing lost without a way back
            var in = SnapshotParser.parse(ResultLayout.parse(LARGEST).inlineSnapshot());
            var pruned = SnapshotParser.parse(l.inlineSnapshot());
            assertEquals(List.of(), PruneCheck.inventedRefs(in, pruned));
            assertEquals(List.of(), PruneCheck.lostActionable(in, pruned), "max " + max);
        }
    }

    @Test
    void theConfiguredBudgetHoldsForThePrunedCopyAnActionLinksTo(@TempDir Path dir) throws IOException {
        Config config = ConfigLoader.load(null, Map.of(), Map.of("prune.maxTokens", "3000"));
        Files.writeString(dir.resolve("page.yml"), ResultLayout.parse(LARGEST).inlineSnapshot(), StandardCharsets.UTF_8);
        String action = "### Ran Playwright code\n```js\nawait page.getByRole('link', { name: 'New Zealand' }).click();\n"
                + "```\n### Page\n- Page URL: http://127.0.0.1:8791/wikipedia-2.html\n- Page Title: New Zealand\n"
                + "### Snapshot\n- [Snapshot](page.yml)\n";
        ToolCall click = new ToolCall("browser_click", null, null, false, false);

        String linked = text(rewriter(config, dir, Config.ActionSnapshots.LINK).rewrite(click, result(action)));
        String link = ResultLayout.parse(linked).snapshotLink();
        assertNotNull(link, linked);
        String copy = Files.readString(dir.resolve(link), StandardCharsets.UTF_8);
        assertTrue(Tokens.count(copy) <= 3000, "the pruned copy counts " + Tokens.count(copy));
        assertTrue(linked.contains("fit to 3,000 tokens"), linked);

        String inline = text(rewriter(config, dir, Config.ActionSnapshots.INLINE).rewrite(click, result(action)));
        assertTrue(Tokens.count(inline) <= 3000, "inline, the result counts " + Tokens.count(inline));
        assertTrue(inline.startsWith("### Ran Playwright code\n```js\nawait page"), "the code section stays");
    }

    @Test
    void theDigestsFallbackIsHeldToTheBudgetWithItsNoticeLine(@TempDir Path dir) {
        // a model endpoint that refuses connections: the digest fails at once, the rule-pruned view follows
        Config config = ConfigLoader.load(null, Map.of("NO_KEY", "k"), Map.of("digest.enabled", "true",
                "digest.baseUrl", "http://127.0.0.1:9/v1", "digest.apiKeyEnv", "NO_KEY", "digest.maxRetries", "0",
                "digest.timeoutMs", "3000"));
        PruneAndDigest viewer = new PruneAndDigest(config, Map.of("NO_KEY", "k"));
        ResultRewriter r = new ResultRewriter(viewer, Config.ActionSnapshots.INLINE, new SnapshotFiles(dir, null),
                new PageContext(), viewer.tokenMeter(), 16_000);
        ToolCall withGoal = new ToolCall(PlaywrightTools.SNAPSHOT, dev.goaldigest.prune.Goal.of("What is the currency"
                + " of New Zealand?"), null, false, false, 1500);
        String out = text(r.rewrite(withGoal, result(LARGEST)));
        assertTrue(Tokens.count(out) <= 1500, "counts " + Tokens.count(out));
        String body = ResultLayout.parse(out).sectionBody("Snapshot");
        assertTrue(body.startsWith("[goaldigest: digest unavailable ("), body.substring(0, 200));
        assertTrue(body.lines().skip(1).findFirst().orElseThrow().contains("fit to 1,500 tokens"), body.substring(0, 400));
    }

    @Test
    void sectionsThatAloneAreOverTheBudgetAreLeftOutWithALineSayingSo(@TempDir Path dir) {
        String typed = " lorem ipsum dolor sit amet".repeat(2000);
        String action = "### Ran Playwright code\n```js\nawait page.getByRole('textbox').fill('" + typed + "');\n```\n"
                + "### Page\n- Page URL: https://shop.example/\n- Page Title: Shop\n- Console: 2 errors, 0 warnings\n"
                + "### Snapshot\n```yaml\n- main [ref=e1]:\n  - textbox \"Notes\" [ref=e2]\n  - button \"Save\" [ref=e3]\n```\n";
        assertTrue(Tokens.count(action) > 3000);
        String out = text(rewriter(Config.defaults(), dir, Config.ActionSnapshots.INLINE)
                .rewrite(snapshotCall(600), result(action)));
        assertTrue(Tokens.count(out) <= 600, "counts " + Tokens.count(out));
        assertTrue(out.contains("[goaldigest: Ran Playwright code left out to fit the budget of 600 tokens]"), out);
        assertTrue(out.contains("- Page URL: https://shop.example/"), out);
        assertTrue(out.contains("button \"Save\" [ref=e3]"), "the snapshot itself was small: it stays whole\n" + out);
        assertFalse(out.contains("lorem ipsum"), out);
    }
}
