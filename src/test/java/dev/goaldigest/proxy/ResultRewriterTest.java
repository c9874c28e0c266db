package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** Every recorded upstream result (0.0.40 ... 0.0.83) through the rewriter with the real rule pipeline. */
class ResultRewriterTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Config CONFIG = Config.defaults();
    private static final AtomicInteger REWRITTEN = new AtomicInteger();
    private static final PruneAndDigest VIEWER = new PruneAndDigest(CONFIG, Map.of());

    private static ResultRewriter rewriter(Path dir, Config.ActionSnapshots mode) {
        return new ResultRewriter(VIEWER, mode, new SnapshotFiles(dir, null), new PageContext());
    }

    /** What the proxy's own policy makes of the recorded request (the params of its tools/call). */
    static ToolCall callFor(JsonNode request) {
        ToolCallPolicy.Decision d = new ToolCallPolicy(new PageContext(), () -> { }).decide(request.deepCopy());
        return ((ToolCallPolicy.Forward) d).call();
    }

    @TestFactory
    Stream<DynamicTest> everyRecordedResultKeepsItsLayoutAndItsRefs(@TempDir Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of("fixtures/upstream/responses"))) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files) {
            JsonNode d = JSON.readTree(f.toFile());
            if (!d.has("result") || !d.has("request")) continue;
            tests.add(DynamicTest.dynamicTest(f.toString(), () -> check(dir, d)));
        }
        assertTrue(tests.size() > 150, "recorded results found: " + tests.size());
        tests.add(DynamicTest.dynamicTest("many of them were rewritten", () ->
                assertTrue(REWRITTEN.get() >= 20, "rewritten: " + REWRITTEN.get())));
        return tests.stream();
    }

    private static void check(Path dir, JsonNode d) {
        JsonNode result = d.get("result");
        ToolCall call = callFor(d.get("request"));
        JsonNode out = rewriter(dir, Config.ActionSnapshots.INLINE).rewrite(call, result);
        if (out == result) return;
        REWRITTEN.incrementAndGet();
        assertEquals(result.path("isError"), out.path("isError"));
        assertEquals(result.path("content").size(), out.path("content").size());
        for (int i = 1; i < result.path("content").size(); i++) {
            assertEquals(result.path("content").get(i), out.path("content").get(i), "other items (images) untouched");
        }
        String before = result.path("content").get(0).path("text").asText();
        String after = out.path("content").get(0).path("text").asText();
        ResultLayout a = ResultLayout.parse(before);
        ResultLayout b = ResultLayout.parse(after);
        assertFalse(call.passThrough(), "pass-through calls are never rewritten");
        assertFalse(before.contains("<changed>"), "incremental snapshots are never rewritten");
        assertEquals(a.sections().stream().map(ResultLayout.Section::title).toList(),
                b.sections().stream().map(ResultLayout.Section::title).toList());
        for (ResultLayout.Section s : a.sections()) {
            if (s.title().equals("Snapshot") || s.title().equals("Page state")) continue;
            assertEquals(before.substring(s.start(), s.end()), after.substring(b.section(s.title()).start(),
                    b.section(s.title()).end()), "section " + s.title() + " untouched");
        }
        assertEquals(1, after.lines().filter(l -> l.startsWith("[goaldigest: ")).count(), after);
        assertTrue(b.hasInlineSnapshot(), after);
        Set<String> rawRefs = SnapshotParser.parse(a.inlineSnapshot()).refSet();
        for (String r : SnapshotParser.parse(b.inlineSnapshot()).refs()) assertTrue(rawRefs.contains(r), "invented " + r);
        assertEquals(a.pageUrl(), b.pageUrl());
        assertEquals(a.pageTitle(), b.pageTitle());
    }

    @Test
    void theOlderPageStateLayoutIsPrunedInPlace() throws IOException {
        JsonNode d = JSON.readTree(Path.of("fixtures/upstream/responses/versions/0.0.40/01_navigate_listing.json").toFile());
        String before = d.path("result").path("content").get(0).path("text").asText();
        JsonNode out = rewriter(Path.of("."), Config.ActionSnapshots.INLINE).rewrite(callFor(d.get("request")), d.get("result"));
        String after = out.path("content").get(0).path("text").asText();
        assertNotEquals(before, after);
        String head = before.substring(0, before.indexOf("```yaml\n") + 8);
        assertTrue(after.startsWith(head), after);
        assertTrue(after.contains("\n```\n[goaldigest: ") || after.matches("(?s).*\n```\n*\\[goaldigest: [^\n]*\\]\n?"), after);
    }

    @Test
    void incrementalSnapshotsPassThroughUntouched() throws IOException {
        for (String v : List.of("0.0.45", "0.0.50", "0.0.56", "0.0.64", "0.0.68")) {
            Path f = Path.of("fixtures/upstream/responses/versions", v, "02_click_add_to_cart.json");
            if (!Files.exists(f)) continue;
            JsonNode d = JSON.readTree(f.toFile());
            if (!d.path("result").toString().contains("<changed>")) continue;
            assertSame(d.get("result"), rewriter(Path.of("."), Config.ActionSnapshots.INLINE)
                    .rewrite(callFor(d.get("request")), d.get("result")), v);
        }
    }

    @Test
    void theLastSnapshotIsTheWholeRawPageThoughTheTreeWasPrunedInPlace() throws IOException {
        JsonNode d = JSON.readTree(Path.of("fixtures/upstream/responses/03_snapshot_listing.json").toFile());
        String text = d.path("result").path("content").get(0).path("text").asText();
        String raw = ResultLayout.parse(text).inlineSnapshot();
        PageContext page = new PageContext();
        ResultRewriter r = new ResultRewriter(VIEWER, Config.ActionSnapshots.INLINE, new SnapshotFiles(Path.of("."), null), page);
        String out = r.rewriteText(new ToolCall("browser_snapshot", null, null, false, false), ResultLayout.parse(text));
        String pruned = ResultLayout.parse(out).inlineSnapshot();
        assertTrue(SnapshotParser.parse(pruned).refs().size() < SnapshotParser.parse(raw).refs().size(), out);
        assertEquals(SnapshotParser.parse(raw).refs(), page.lastSnapshot().refs(),
                "a typed field is looked up in the page as it came, not in the pruned view");
    }

    /** The real viewer, counting the views it makes, reusable or not as told. */
    private static final class CountingViewer implements PageViewer {
        final AtomicInteger views = new AtomicInteger();
        final boolean reusable;

        CountingViewer(boolean reusable) {
            this.reusable = reusable;
        }

        @Override
        public boolean reusable(ViewRequest request) {
            return reusable && VIEWER.reusable(request);
        }

        @Override
        public PageView view(Snapshot raw, String rawText, ViewRequest request) {
            views.incrementAndGet();
            return VIEWER.view(raw, rawText, request);
        }
    }

    @Test
    void theSameSnapshotAskedForTheSameWayGetsTheLastViewWithoutThePipeline() throws IOException {
        String text = Files.readString(Path.of("fixtures/corpus/hackernews-front.response.txt"));
        String other = Files.readString(Path.of("fixtures/corpus/danluu-index.response.txt"));
        CountingViewer viewer = new CountingViewer(true);
        PageContext page = new PageContext();
        ResultRewriter r = new ResultRewriter(viewer, Config.ActionSnapshots.INLINE, new SnapshotFiles(Path.of("."), null), page);
        ToolCall snapshot = new ToolCall("browser_snapshot", null, null, false, false);
        String first = r.rewriteText(snapshot, ResultLayout.parse(text));
        String again = r.rewriteText(snapshot, ResultLayout.parse(text));
        assertEquals(first, again);
        assertEquals(1, viewer.views.get(), "the second, the same page asked the same way, reuses the first view");
        assertEquals(SnapshotParser.parse(ResultLayout.parse(text).inlineSnapshot()).refs(), page.lastSnapshot().refs(),
                "the page context has the page all the same");
        // another mode, a goal, a budget, the result's other sections, another page: each made anew
        r.rewriteText(new ToolCall("browser_snapshot", null, Mode.BROWSE, false, false), ResultLayout.parse(text));
        assertEquals(2, viewer.views.get());
        r.rewriteText(new ToolCall("browser_snapshot", dev.goaldigest.prune.Goal.of("Find the newest story"), null, false,
                false), ResultLayout.parse(text));
        assertEquals(3, viewer.views.get());
        r.rewriteText(new ToolCall("browser_snapshot", null, null, false, false, 4000), ResultLayout.parse(text));
        assertEquals(4, viewer.views.get());
        String console = text.replace("- Console: 5 errors", "- Console: 6 errors");
        assertNotEquals(text, console);
        r.rewriteText(snapshot, ResultLayout.parse(console));
        assertEquals(5, viewer.views.get());
        r.rewriteText(snapshot, ResultLayout.parse(other));
        assertEquals(6, viewer.views.get());
        // only the last view is kept: the first page again is made anew, and alike
        assertEquals(first, r.rewriteText(snapshot, ResultLayout.parse(text)));
        assertEquals(7, viewer.views.get());
        assertEquals(first, r.rewriteText(snapshot, ResultLayout.parse(text)));
        assertEquals(7, viewer.views.get());
    }

    @Test
    void aViewThatIsNotReusableIsMadeEachTime() throws IOException {
        String text = Files.readString(Path.of("fixtures/corpus/hackernews-front.response.txt"));
        CountingViewer viewer = new CountingViewer(false);
        ResultRewriter r = new ResultRewriter(viewer, Config.ActionSnapshots.INLINE, new SnapshotFiles(Path.of("."), null),
                new PageContext());
        ToolCall snapshot = new ToolCall("browser_snapshot", null, null, false, false);
        r.rewriteText(snapshot, ResultLayout.parse(text));
        r.rewriteText(snapshot, ResultLayout.parse(text));
        assertEquals(2, viewer.views.get());
        // a model's digest is not a function of the page: the real viewer with a model says so for a goal only
        Config model = ConfigLoader.load(null, Map.of(), Map.of("digest.enabled", "true"));
        PruneAndDigest digesting = new PruneAndDigest(model, Map.of());
        assertFalse(digesting.reusable(new ViewRequest(null, dev.goaldigest.prune.Goal.of("Find the price"), List.of(),
                null, null, true)));
        assertTrue(digesting.reusable(new ViewRequest(null, null, List.of(), null, null, false)));
        assertTrue(VIEWER.reusable(new ViewRequest(null, dev.goaldigest.prune.Goal.of("Find the price"), List.of(),
                null, null, true)));
    }

    @Test
    void theStatsLineCountsTheSnapshotBeforeAndAfterAsThePruneCommandDoes() throws IOException {
        String text = Files.readString(Path.of("fixtures/corpus/hackernews-front.response.txt"));
        ResultRewriter r = new ResultRewriter(VIEWER, Config.ActionSnapshots.INLINE, new SnapshotFiles(Path.of("."), null),
                new PageContext());
        String out = r.rewriteText(new ToolCall("browser_snapshot", null, null, false, false), ResultLayout.parse(text));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[goaldigest: -[\\d.]+% tokens, ([\\d,]+) -> ([\\d,]+) ")
                .matcher(out);
        assertTrue(m.find(), out);
        assertEquals(Tokens.count(ResultLayout.parse(text).inlineSnapshot()), Integer.parseInt(m.group(1).replace(",", "")));
        assertEquals(Tokens.count(ResultLayout.parse(out).inlineSnapshot()), Integer.parseInt(m.group(2).replace(",", "")));
        // the summary's title is the page's own, from the result's "- Page Title:"
        assertTrue(out.contains("| \"" + ResultLayout.parse(text).pageTitle() + "\" |"), out);
    }

    @Test
    void aLinkedSnapshotIsReadAndPutInline(@TempDir Path dir) throws IOException {
        JsonNode d = JSON.readTree(Path.of("fixtures/upstream/responses/02_navigate_listing_cold.json").toFile());
        String before = d.path("result").path("content").get(0).path("text").asText();
        String link = ResultLayout.parse(before).snapshotLink();
        Files.createDirectories(dir.resolve(link).getParent());
        Files.copy(Path.of("fixtures/upstream/responses/navigate_listing_linked_file.yml"), dir.resolve(link));
        JsonNode out = rewriter(dir, Config.ActionSnapshots.INLINE).rewrite(callFor(d.get("request")), d.get("result"));
        String after = out.path("content").get(0).path("text").asText();
        assertTrue(after.startsWith(before.substring(0, before.indexOf("### Snapshot\n") + 13) + "[goaldigest: -"), after);
        assertTrue(after.contains("\n```yaml\n- ") && after.endsWith("\n```"), after);
        assertFalse(after.contains("- [Snapshot]("), after);
    }

    @Test
    void aSnapshotThatCannotBePrunedIsForwardedWithANote() {
        // an exception, and an Error of the kind a huge or deeply nested page can cause: either way the agent gets
        // the snapshot as it came, with one line saying why
        for (Throwable failure : List.of(new IllegalStateException("boom"), new StackOverflowError())) {
            PageViewer failing = new RelayTest.RefLinesViewer() {
                @Override
                public PageView view(Snapshot raw, String rawText, ViewRequest request) {
                    if (failure instanceof Error e) throw e;
                    throw (RuntimeException) failure;
                }
            };
            ResultRewriter r = new ResultRewriter(failing, Config.ActionSnapshots.INLINE,
                    new SnapshotFiles(Path.of("."), null), new PageContext());
            String text = "### Page\n- Page URL: http://x/\n### Snapshot\n```yaml\n- button \"Go\" [ref=e1]\n```";
            String out = r.rewriteText(new ToolCall("browser_snapshot", null, null, false, false),
                    ResultLayout.parse(text));
            assertEquals("### Page\n- Page URL: http://x/\n### Snapshot\n[goaldigest: snapshot could not be pruned ("
                    + failure.getClass().getSimpleName() + "); passed through unchanged]\n```yaml\n- button \"Go\" "
                    + "[ref=e1]\n```", out);
        }
    }

    @Test
    void theConfiguredDefaultModeAndAnExplicitModeAreUsed() {
        Config act = ConfigLoader.load(null, Map.of(), Map.of("prune.mode", "full"));
        PruneAndDigest s = new PruneAndDigest(act, Map.of());
        String raw = "- generic [ref=e1]:\n  - button \"Go\" [ref=e2]";
        var req = new ViewRequest(null, null, List.of(), null, null, false);
        assertTrue(s.view(SnapshotParser.parse(raw), raw, req).statsLine().contains("mode full"));
        var browse = new ViewRequest(Mode.BROWSE, null, List.of(), null, null, false);
        assertTrue(s.view(SnapshotParser.parse(raw), raw, browse).statsLine().contains("mode browse"));
    }

    @Test
    void anUpstreamWhoseBrowserWillNotStartGetsOneLineOfOursAfterItsError(@TempDir Path dir) throws Exception {
        ResultRewriter r = rewriter(dir, Config.ActionSnapshots.INLINE);
        ToolCall navigate = callFor(JSON.readTree("{\"name\":\"browser_navigate\",\"arguments\":{\"url\":\"https://example.com\"}}"));
        // Playwright's words as the default upstream says them as root without Chrome, and as a browser it would download
        // (the first as @playwright/mcp 0.0.83 answered browser_navigate here, run as root without --executable-path)
        for (String error : List.of("### Error\nError: async initializeServer: Chromium distribution 'chrome' is not found at"
                        + " /opt/google/chrome/chrome\n"
                        + "Run \"npx playwright install chrome\"",
                "### Error\nError: Browser \"chromium\" is not installed; expected executable at /root/.cache/ms-playwright/"
                        + "chromium-1200/chrome-linux/chrome. Run `npx @playwright/mcp install-browser chromium` to install",
                // an --executable-path that names no browser, as @playwright/mcp 0.0.83 answered browser_navigate here
                "### Error\nError: async initializeServer: Failed to launch chromium because executable doesn't exist at"
                        + " /nonexistent/chrome")) {
            JsonNode result = JSON.createObjectNode().put("isError", true).set("content", JSON.createArrayNode()
                    .add(JSON.createObjectNode().put("type", "text").put("text", error)));
            JsonNode out = r.rewrite(navigate, result);
            assertEquals(2, out.path("content").size(), out.toString());
            assertEquals(error, out.path("content").get(0).path("text").asText(), "the upstream's text as it came");
            String ours = out.path("content").get(1).path("text").asText();
            assertTrue(ours.startsWith("[goaldigest: the upstream found no browser to start. `java -jar "), ours);
            assertTrue(ours.contains(" setup <client>` (claude-code, cursor or vscode)"), ours);
            assertTrue(ours.contains("`--executable-path /usr/bin/chromium`"), ours);
            assertFalse(ours.contains("\n"), ours);
            assertTrue(out.path("isError").asBoolean());
        }
        // Chromium run as root without --no-sandbox, as @playwright/mcp 0.0.83 answered browser_navigate here
        String sandbox = "### Error\nError: async initializeServer: Target page, context or browser has been closed\n"
                + "Browser logs:\nChromium sandboxing failed!\n================================\nCall log:\n"
                + "\u001b[2m  - [pid=31518][err] [31518:31518:1129/061920.454650:ERROR:content/browser/zygote_host/"
                + "zygote_host_impl_linux.cc:103] Running as root without --no-sandbox is not supported. See"
                + " https://crbug.com/638180.\u001b[22m\n";
        JsonNode failed = r.rewrite(navigate, JSON.createObjectNode().put("isError", true).set("content",
                JSON.createArrayNode().add(JSON.createObjectNode().put("type", "text").put("text", sandbox))));
        assertEquals(2, failed.path("content").size(), failed.toString());
        assertEquals(sandbox, failed.path("content").get(0).path("text").asText());
        String said = failed.path("content").get(1).path("text").asText();
        assertTrue(said.startsWith("[goaldigest: the upstream's Chromium cannot start its sandbox"), said);
        assertTrue(said.contains("add `--no-sandbox` to the upstream command"), said);
        assertFalse(said.contains("\n"), said);
        // any other error, and the same words on a page (no isError), stay as they came
        JsonNode other = JSON.createObjectNode().put("isError", true).set("content", JSON.createArrayNode()
                .add(JSON.createObjectNode().put("type", "text").put("text", "### Error\nError: Timeout 5000ms exceeded")));
        assertSame(other, r.rewrite(navigate, other));
        JsonNode page = JSON.createObjectNode().set("content", JSON.createArrayNode().add(JSON.createObjectNode()
                .put("type", "text").put("text", "### Result\nChromium distribution 'chrome' is not found at /x")));
        assertEquals(1, r.rewrite(navigate, page).path("content").size());
    }
}
