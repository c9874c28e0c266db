package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.testing.E2E;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code bench proxy} measures real snapshots or nothing: an upstream whose browser cannot start, a page that did not
 * load, a result the proxy did not prune, each stop it with one line saying so and a non-zero exit.
 */
class BenchProxyChecksTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String URL = "http://127.0.0.1:8791/wikipedia-2.html";
    private static final String TITLE = "New Zealand - Wikipedia";

    private static JsonNode result(String text, boolean isError) {
        ObjectNode r = JSON.createObjectNode();
        r.putArray("content").addObject().put("type", "text").put("text", text);
        if (isError) r.put("isError", true);
        return r;
    }

    private static String check(JsonNode result, int minRefs, boolean stats) {
        try {
            BenchProxyCommand.check(result, "the upstream", "browser_snapshot", URL, TITLE, minRefs, stats);
            return null;
        } catch (BenchProxyCommand.NotThePage e) {
            return e.getMessage();
        }
    }

    @Test
    void aRealSnapshotOfThePagePasses() {
        String page = Fixtures.read(Fixtures.CORPUS.resolve("wikipedia-2.response.txt"));
        assertNull(check(result(page, false), BenchProxyCommand.MIN_REFS, false));
        String pruned = page.replace("### Snapshot\n", "### Snapshot\n[goaldigest: -78.2% tokens, 190,846 -> 41,520 (o200k)]\n");
        assertNull(check(result(pruned, false), 1, true));
    }

    @Test
    void whatIsNotARealSnapshotOfThePageIsOneLineSayingWhy() {
        assertEquals("the upstream answered browser_snapshot with an error: Error: browserType.launch: Failed to launch"
                        + " chromium because executable doesn't exist at /nope",
                check(result("### Error\nError: browserType.launch: Failed to launch chromium because executable doesn't"
                        + " exist at /nope\n", true), BenchProxyCommand.MIN_REFS, false));
        String blank = "### Page\n- Page URL: about:blank\n- Page Title: \n### Snapshot\n```yaml\n- generic [ref=e1]\n```";
        String few = check(result(blank, false), BenchProxyCommand.MIN_REFS, false);
        assertTrue(few.startsWith("the upstream's browser_snapshot has 1 elements with refs ("), few);
        assertTrue(few.endsWith("did the browser start?"), few);
        assertEquals("the upstream answered browser_snapshot without a snapshot: Navigated.",
                check(result("### Result\nNavigated.\n", false), BenchProxyCommand.MIN_REFS, false));
        String page = Fixtures.read(Fixtures.CORPUS.resolve("wikipedia-2.response.txt"));
        assertEquals("the upstream's browser_snapshot is of a page titled 'Kiwi', not '" + TITLE + "'",
                check(result(page.replace("- Page Title: " + TITLE, "- Page Title: Kiwi"), false), 1, false));
        assertEquals("the upstream's browser_snapshot is of http://127.0.0.1:1/x.html, not of " + URL,
                check(result(page.replace(URL, "http://127.0.0.1:1/x.html"), false), 1, false));
        assertEquals("the upstream's browser_snapshot has no stats line: was it pruned by goaldigest?",
                check(result(page, false), 1, true));
    }

    @Test
    void theExpectedTitleIsTheHtmlsOwn() {
        assertEquals(TITLE, BenchProxyCommand.htmlTitle(Fixtures.read(Path.of("fixtures/corpus/pages/wikipedia-2.html"))));
        assertEquals("Fish & Chips – \"best\" ’s", BenchProxyCommand.htmlTitle(
                "<html><head><TITLE lang=en>\n Fish &amp; Chips &#8211; &quot;best&quot; &#x2019;s </TITLE>"));
        assertNull(BenchProxyCommand.htmlTitle("<title>a &mdash; b</title>"), "not decoded for sure: not checked");
        assertNull(BenchProxyCommand.htmlTitle("<p>no title</p>"));
    }

    @Test
    void anUpstreamWhoseBrowserCannotStartStopsTheBenchWithOneLine() {
        E2E.requireUpstream();
        CliRun r = CliRun.bench("proxy", "--runs", "1", "--sessions", "1", "--", E2E.which("node").toString(),
                E2E.CLI.toString(), "--headless", "--executable-path", "/nonexistent/chromium", "--no-sandbox", "--isolated");
        assertEquals(1, r.code(), r.out() + r.err());
        List<String> err = r.err().lines().toList();
        assertEquals(1, err.size(), r.err());
        assertTrue(err.get(0).startsWith("goaldigest: bench proxy: the upstream answered browser_navigate with an error:"),
                err.get(0));
        assertTrue(err.get(0).contains("/nonexistent/chromium"), err.get(0));
        assertTrue(!r.out().contains("stats line:") && !r.out().contains("tokens sent"), "no figures: " + r.out());
    }

    @Test
    void theChangedPageHasALineOfItsRoundFirstAndOnlyWhenARoundIsAsked() {
        byte[] page = "<html><head><title>T</title></head><BODY class=\"x\"><h1>Page</h1></BODY></html>"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals("<html><head><title>T</title></head><BODY class=\"x\"><p>Round 3 of the changed page</p><h1>Page</h1>"
                + "</BODY></html>", new String(BenchProxyCommand.changedPage(page, 3), java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(page, BenchProxyCommand.changedPage(page, 0));
        assertEquals(3, BenchProxyCommand.round("round=3"));
        assertEquals(12, BenchProxyCommand.round("a=1&round=12&b=2"));
        assertEquals(0, BenchProxyCommand.round(null));
        assertEquals(0, BenchProxyCommand.round("around=3"));
    }

    @Test
    void aTimedNavigationMustBeOfItsPageAndPrunedOnTheProxysSide() throws Exception {
        String url = "http://127.0.0.1:9/p.html?round=2";
        String up = "### Ran Playwright code\nawait page.goto('" + url + "');\n### Page\n- Page URL: " + url
                + "\n- Page Title: P\n### Snapshot\n- [Snapshot](p.yml)\n";
        BenchProxyCommand.checkNavigation(result(up, false), "the upstream", url, false);
        BenchProxyCommand.NotThePage notPruned = org.junit.jupiter.api.Assertions.assertThrows(BenchProxyCommand.NotThePage.class,
                () -> BenchProxyCommand.checkNavigation(result(up, false), "the proxy", url, true));
        assertEquals("the proxy's browser_navigate has no pruned snapshot with a stats line", notPruned.getMessage());
        BenchProxyCommand.NotThePage other = org.junit.jupiter.api.Assertions.assertThrows(BenchProxyCommand.NotThePage.class,
                () -> BenchProxyCommand.checkNavigation(result(up, false), "the upstream", "http://127.0.0.1:9/p.html?round=3", false));
        assertTrue(other.getMessage().contains("not of http://127.0.0.1:9/p.html?round=3"), other.getMessage());
        String pruned = up.replace("- [Snapshot](p.yml)\n", "[goaldigest: -90% tokens]\n```yaml\n- main [ref=e1]\n```\n");
        BenchProxyCommand.checkNavigation(result(pruned, false), "the proxy", url, true);
        // the body's tag found whatever its case and attributes
        assertEquals("<HTML><Body class=\"a\"><p>Round 1 of the changed page</p>x</Body>", new String(BenchProxyCommand.changedPage(
                "<HTML><Body class=\"a\">x</Body>".getBytes(java.nio.charset.StandardCharsets.UTF_8), 1),
                java.nio.charset.StandardCharsets.UTF_8));
    }
}
