package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.snapshot.Snapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The relay against a stand-in upstream, with a stand-in viewer (keeps only lines with a ref), so what is tested
 * here is the relay: ids, pass-through of what it does not own, argument stripping, faults, restarts.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RelayTest {

    /** Keeps the lines that hold a ref: visibly different, never invents anything. */
    static class RefLinesViewer implements PageViewer {
        volatile ViewRequest last;

        @Override
        public List<Mode> modes() {
            return List.of(Mode.AUTO, Mode.ACT, Mode.OFF);
        }

        @Override
        public PageView view(Snapshot raw, String rawText, ViewRequest request) {
            last = request;
            String kept = rawText.lines().filter(l -> l.contains("[ref=")).collect(Collectors.joining("\n"));
            return new PageView.Pruned(kept, "[goaldigest: test " + rawText.lines().count() + " -> "
                    + kept.lines().count() + " lines]");
        }
    }

    /** The stand-in upstream writes its snapshot files under the working directory when no root is given. */
    @AfterAll
    static void removeStandInFiles() throws IOException {
        Path dir = Path.of(".playwright-mcp");
        if (!Files.isDirectory(dir)) return;
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                if (p.getFileName().toString().matches("page-\\d+-\\d+(\\.pruned)?\\.yml")) Files.delete(p);
            }
        }
        try (var rest = Files.list(dir)) {
            if (rest.findAny().isEmpty()) Files.delete(dir);
        }
    }

    private static Config config(String actionSnapshots) {
        return ConfigLoader.load(null, Map.of(), Map.of("proxy.actionSnapshots", actionSnapshots));
    }

    @Test
    void initializeAndToolsListAreExtendedEverythingElseKept() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            JsonNode init = h.initialize("{}");
            JsonNode info = init.path("result").path("serverInfo");
            assertTrue(info.path("name").asText().contains("goaldigest"), info.toString());
            assertTrue(info.path("name").asText().contains("Fake"), info.toString());
            assertTrue(info.path("version").asText().contains("9.9.9"), info.toString());
            assertEquals("a stand-in", init.path("result").path("instructions").asText());

            JsonNode list = h.request("\"list-1\"", "tools/list", "{}");
            assertEquals("\"list-1\"", list.get("id").toString());
            assertEquals("kept", list.path("result").path("_meta").path("x-unknown").asText());
            JsonNode recorded = RelayHarness.JSON.readTree(Path.of("fixtures/upstream/tools.json").toFile()).get("tools");
            JsonNode tools = list.path("result").path("tools");
            assertEquals(recorded.size(), tools.size());
            for (int i = 0; i < tools.size(); i++) {
                JsonNode t = tools.get(i);
                if (!t.path("name").asText().equals("browser_snapshot")) {
                    assertEquals(recorded.get(i), t, "only browser_snapshot changes");
                    continue;
                }
                JsonNode props = t.path("inputSchema").path("properties");
                assertEquals("string", props.path("goal").path("type").asText());
                assertTrue(props.path("goal").path("description").asText().length() > 80);
                assertEquals(List.of("auto", "act", "off"),
                        RelayHarness.JSON.convertValue(props.path("mode").path("enum"), List.class));
                assertTrue(props.has("target") && props.has("depth"), "upstream arguments kept");
                assertFalse(t.path("inputSchema").path("additionalProperties").asBoolean(true));
            }
        }
    }

    @Test
    void goalAndModeAreStrippedOnlyFromBrowserSnapshot() throws Exception {
        RefLinesViewer s = new RefLinesViewer();
        try (RelayHarness h = new RelayHarness(config("inline"), s)) {
            h.initialize("{}");
            JsonNode r = h.call("5", "browser_snapshot", "{\"goal\":\"add product 3 to the cart\",\"mode\":\"act\"}");
            String text = RelayHarness.text(r);
            assertFalse(r.path("result").path("isError").asBoolean(), text);
            assertTrue(text.startsWith("### Page\n- Page URL: http://127.0.0.1:8765/listing.html\n"), text);
            assertTrue(text.contains("### Snapshot\n[goaldigest: test "), text);
            assertFalse(text.contains("/url:"), "the viewer's output replaced the snapshot");
            assertEquals("add product 3 to the cart", s.last.goal().text());
            assertEquals(Mode.ACT, s.last.mode());
            assertEquals("http://127.0.0.1:8765/listing.html", s.last.url());

            JsonNode echo = h.call("6", "echo", "{\"goal\":\"kept for tools we did not extend\"}");
            assertTrue(RelayHarness.text(echo).contains("kept for tools we did not extend"));

            JsonNode bad = h.call("7", "browser_snapshot", "{\"mode\":\"sideways\"}");
            assertTrue(bad.path("result").path("isError").asBoolean());
            assertTrue(RelayHarness.text(bad).contains("sideways"));
        }
    }

    @Test
    void typedTextAndUrlQueryTermsReachThePipelineAsContextButNeverASecret() throws Exception {
        RefLinesViewer s = new RefLinesViewer();
        try (RelayHarness h = new RelayHarness(config("inline"), s)) {
            h.initialize("{}");
            h.call("1", "browser_navigate", "{\"url\":\"http://127.0.0.1:8765/listing.html?q=usb+cable&utm_source=x\"}");
            assertEquals(List.of("usb cable"), s.last.context());
            h.call("2", "browser_type", "{\"target\":\"e4\",\"text\":\"braided\",\"element\":\"Search\"}");
            h.call("3", "browser_type", "{\"target\":\"#pw\",\"text\":\"hunter2\",\"element\":\"Password\"}");
            h.call("4", "browser_fill_form", "{\"fields\":[{\"name\":\"Email\",\"type\":\"textbox\",\"target\":\"e5\","
                    + "\"value\":\"pat@example.com\"},{\"name\":\"Password\",\"type\":\"textbox\",\"target\":\"e6\","
                    + "\"value\":\"hunter3\"},{\"name\":\"Remember me\",\"type\":\"checkbox\",\"target\":\"e7\","
                    + "\"value\":\"true\"}]}");
            h.call("5", "browser_snapshot", "{}");
            assertEquals(List.of("usb cable", "braided", "pat@example.com"), s.last.context());
            h.call("6", "browser_navigate", "{\"url\":\"http://other.example/\"}");
            assertEquals(List.of(), s.last.context(), "another site: context cleared");
        }
    }

    @Test
    void modeOffTargetAndFindReturnWhatUpstreamReturned() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            String raw = RelayHarness.JSON.readTree(Path.of("fixtures/upstream/responses/03_snapshot_listing.json")
                    .toFile()).path("result").path("content").get(0).path("text").asText();
            assertEquals(raw, RelayHarness.text(h.call("1", "browser_snapshot", "{\"mode\":\"off\"}")));
            assertEquals(raw, RelayHarness.text(h.call("2", "browser_snapshot", "{\"target\":\"e8\"}")));
            assertEquals(raw, RelayHarness.text(h.call("3", "browser_snapshot", "{\"depth\":2}")));
        }
    }

    @Test
    void progressLoggingCancellationAndUnknownMethodsPassThrough() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            h.send("{\"jsonrpc\":\"2.0\",\"id\":\"slow-1\",\"method\":\"tools/call\",\"params\":{\"name\":\"slow\","
                    + "\"arguments\":{},\"_meta\":{\"progressToken\":\"tok-9\"}}}");
            for (int i = 1; i <= 3; i++) {
                final int step = i;
                JsonNode p = h.await(n -> "notifications/progress".equals(n.path("method").asText())
                        && n.path("params").path("progress").asInt() == step, 30);
                assertEquals("tok-9", p.path("params").path("progressToken").asText());
                assertEquals("step " + i, p.path("params").path("message").asText());
            }
            h.await(n -> "notifications/message".equals(n.path("method").asText()), 30);
            h.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"slow-1\","
                    + "\"reason\":\"user\"}}");
            JsonNode c = h.call("8", "cancellations", "{}");
            assertEquals("\"slow-1\"", RelayHarness.text(c));

            JsonNode afterNoise = h.call("10", "noise", "{}");
            assertEquals("after noise", RelayHarness.text(afterNoise));
            assertTrue(h.seen().stream().anyMatch(n -> n.isArray()
                    && "notifications/batched".equals(n.path(0).path("method").asText())), "JSON it does not know: relayed");

            JsonNode unknown = h.request("9", "resources/frobnicate", "{}");
            assertEquals(-32601, unknown.path("error").path("code").asInt());
            JsonNode ping = h.request("\"p\"", "ping", "{}");
            assertTrue(ping.has("result"));
        }
    }

    @Test
    void aLineThatIsNotJsonIsAnsweredWithAParseErrorAndTheNextRequestStillWorks() throws Exception {
        java.io.PrintStream oldErr = System.err;
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            h.send("this is not json {\"jsonrpc\":\"2.0\",\"id\":5");
            JsonNode e = h.await(n -> n.has("error"), 30);
            assertEquals("2.0", e.path("jsonrpc").asText());
            assertTrue(e.has("id") && e.get("id").isNull(), "the spec's null id: " + e);
            assertEquals(-32700, e.path("error").path("code").asInt());
            assertTrue(e.path("error").path("message").asText().startsWith("goaldigest: "), e.toString());
            assertFalse(e.has("result"));
            // JSON cut short is no JSON either
            h.send("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"ping\"");
            assertEquals(-32700, h.await(n -> n.has("error"), 30).path("error").path("code").asInt());
            JsonNode ping = h.request("7", "ping", "{}");
            assertTrue(ping.has("result"), "a following request still works: " + ping);
        } finally {
            System.setErr(oldErr);
        }
        List<String> logged = err.toString(java.nio.charset.StandardCharsets.UTF_8).lines()
                .filter(l -> l.contains("not JSON")).toList();
        assertEquals(2, logged.size(), "one line each on stderr: " + err);
        assertFalse(logged.get(0).contains("this is not json"), "the line itself is not logged: " + logged.get(0));
    }

    @Test
    void rootsListIsRelayedAndItsRootResolvesLinkedSnapshots(@TempDir Path root) throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{\"roots\":{\"listChanged\":true}}");
            h.send("{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"tools/call\",\"params\":{\"name\":\"roots\",\"arguments\":{}}}");
            JsonNode req = h.await(n -> "roots/list".equals(n.path("method").asText()), 30);
            assertTrue(req.get("id").asText().startsWith("srv-"), "the upstream's own id: " + req);
            h.send("{\"jsonrpc\":\"2.0\",\"id\":" + req.get("id") + ",\"result\":{\"roots\":[{\"uri\":\""
                    + root.toUri() + "\",\"name\":\"ws\"}]}}");
            JsonNode r = h.response("11", 30);
            assertTrue(RelayHarness.text(r).contains(root.toUri().toString().replaceAll("/$", "")), RelayHarness.text(r));

            JsonNode nav = h.call("12", "browser_navigate", "{\"url\":\"http://127.0.0.1:8765/listing.html\"}");
            String text = RelayHarness.text(nav);
            assertTrue(text.contains("### Snapshot\n[goaldigest: test "), text);
            assertTrue(text.contains("```yaml\n- generic [active] [ref=e1]:"), text);
            assertTrue(text.startsWith("### Ran Playwright code\n```js\nawait page.goto("), text);
            assertTrue(text.endsWith("\n### Events\n- [LOG] hello"), text);
            try (var files = Files.list(root.resolve(".playwright-mcp"))) {
                assertEquals(1, files.count(), "the upstream wrote its file under the client's root");
            }
        }
    }

    @Test
    void linkModeWritesAPrunedCopyNoneAndEmptyFilesStayAsTheyCame(@TempDir Path root) throws Exception {
        try (RelayHarness h = new RelayHarness(config("link"), new RefLinesViewer())) {
            h.initialize("{\"roots\":{}}");
            h.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"roots\",\"arguments\":{}}}");
            JsonNode req = h.await(n -> "roots/list".equals(n.path("method").asText()), 30);
            h.send("{\"jsonrpc\":\"2.0\",\"id\":" + req.get("id") + ",\"result\":{\"roots\":[{\"uri\":\"" + root.toUri() + "\"}]}}");
            h.response("1", 30);
            String text = RelayHarness.text(h.call("2", "browser_click", "{\"target\":\"e20\"}"));
            assertTrue(text.matches("(?s).*### Snapshot\n\\[goaldigest: test [^\n]*\n- \\[Snapshot\\]\\(\\.playwright-mcp/"
                    + "page-[0-9-]+\\.pruned\\.yml\\)\n### Events.*"), text);
            String link = text.replaceAll("(?s).*\\]\\((.*?\\.pruned\\.yml)\\).*", "$1");
            String pruned = Files.readString(root.resolve(link));
            assertTrue(pruned.startsWith("- generic [active] [ref=e1]:") && !pruned.contains("/url:"), pruned);

            String empty = RelayHarness.text(h.call("3", "browser_navigate", "{\"url\":\"http://127.0.0.1/empty\"}"));
            assertTrue(empty.endsWith(".yml)\n### Events\n- [LOG] hello") && !empty.contains("goaldigest"), empty);
        }
        try (RelayHarness h = new RelayHarness(config("none"), new RefLinesViewer())) {
            h.initialize("{}");
            String text = RelayHarness.text(h.call("2", "browser_click", "{\"target\":\"e20\"}"));
            assertFalse(text.contains("goaldigest"), text);
            assertTrue(text.contains("- [Snapshot](.playwright-mcp/page-"), text);
        }
    }

    @Test
    void aSnapshotThatWillNotParseIsForwardedWithANote() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            String text = RelayHarness.text(h.call("1", "bad_snapshot", "{}"));
            assertTrue(text.contains("### Snapshot\n[goaldigest: snapshot could not be parsed"), text);
            assertTrue(text.contains("```yaml\n{{{ not a snapshot\n\u0000\u0001 garbage: [\n]]]\n```"), text);
            assertEquals(1, text.lines().filter(l -> l.startsWith("[goaldigest")).count());
        }
    }

    @Test
    void anUpstreamThatDiesMidCallGivesAnErrorResultAndTheNextCallAFreshUpstream() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            String before = RelayHarness.text(h.call("1", "init_count", "{}"));
            assertTrue(before.startsWith("1/1/"), before);
            h.send("{\"jsonrpc\":\"2.0\",\"id\":\"slow-2\",\"method\":\"tools/call\",\"params\":{\"name\":\"slow\",\"arguments\":{}}}");
            JsonNode died = h.call("2", "die", "{}");
            assertTrue(died.path("result").path("isError").asBoolean(), died.toString());
            assertTrue(RelayHarness.text(died).contains("upstream MCP server exited"), died.toString());
            JsonNode slow = h.response("\"slow-2\"", 10);
            assertTrue(slow.path("result").path("isError").asBoolean(), "the other call in flight too: " + slow);

            JsonNode third = h.call("3", "init_count", "{}");
            // its first result says first that the browser is a fresh one, once
            assertEquals(Proxy.RESTARTED, RelayHarness.text(third), third.toString());
            String after = third.path("result").path("content").get(1).path("text").asText();
            assertTrue(after.startsWith("1/1/"), "a fresh upstream, initialized once: " + after);
            String fourth = RelayHarness.text(h.call("4", "init_count", "{}"));
            assertTrue(fourth.startsWith("1/1/"), "said once: " + fourth);
            assertNotEquals(before.substring(4), after.substring(4), "another process");
            for (JsonNode n : h.drain()) assertNotEquals("\"goaldigest-reinit-2\"", n.path("id").toString());
            for (JsonNode n : h.seen()) {
                assertFalse(n.path("id").asText().startsWith("goaldigest-reinit"), "the replayed initialize is swallowed");
            }
        }
    }

    @Test
    void anUpstreamThatDiesBetweenCallsIsRestartedAndItsFirstResultSaysSo() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            String first = RelayHarness.text(h.call("1", "browser_snapshot", "{}"));
            assertFalse(first.contains("started again"), first);
            assertEquals("### Result\nanswered", RelayHarness.text(h.call("2", "answer_then_die", "{}")));
            // the agent's next call, on a page it thinks it still has: a fresh browser, and the result says so first
            JsonNode snap = null;
            for (int i = 0; i < 50; i++) { // the exit is noticed on the upstream's reader thread
                snap = h.call(String.valueOf(30 + i), "browser_snapshot", "{}");
                if (Proxy.RESTARTED.equals(RelayHarness.text(snap))) break;
                Thread.sleep(100);
            }
            assertEquals(Proxy.RESTARTED, RelayHarness.text(snap), snap.toString());
            assertTrue(snap.path("result").path("content").get(1).path("text").asText().contains("[ref="), snap.toString());
            String next = RelayHarness.text(h.call("4", "browser_snapshot", "{}"));
            assertFalse(next.contains("started again"), "said once: " + next);
        }
    }

    @Test
    void aRestartedUpstreamsFirstAnswerThatIsAnErrorLeavesTheLineToTheNextResult() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer())) {
            h.initialize("{}");
            h.call("1", "die", "{}");
            // the fresh upstream's first answer is a JSON-RPC error: no content to say it in
            JsonNode refused = h.call("2", "invalid_params", "{}");
            assertEquals(-32602, refused.path("error").path("code").asInt(), refused.toString());
            JsonNode snap = h.call("3", "browser_snapshot", "{}");
            assertEquals(Proxy.RESTARTED, RelayHarness.text(snap), "the next result says it: " + snap);
            assertFalse(RelayHarness.text(h.call("4", "browser_snapshot", "{}")).contains("started again"));
        }
    }

    @Test
    void inDiffModeAnActionOnTheSamePageShowsChangesAndAfterTheUpstreamDiesTheWholePage() throws Exception {
        RefLinesViewer viewer = new RefLinesViewer() {
            @Override
            public PageView changes(Snapshot before, Snapshot after, String afterText, ViewRequest request) {
                return new PageView.Changes("- button \"Changed\" [ref=e9]", "[goaldigest: changes since your last"
                        + " view: test]");
            }
        };
        try (RelayHarness h = new RelayHarness(config("diff"), viewer)) {
            h.initialize("{}");
            String first = RelayHarness.text(h.call("1", "browser_click", "{\"target\":\"e20\"}"));
            assertTrue(first.contains("### Snapshot\n[goaldigest: test "), "nothing seen yet: the whole page, " + first);
            String second = RelayHarness.text(h.call("2", "browser_click", "{\"target\":\"e20\"}"));
            assertTrue(second.contains("### Snapshot\n```yaml\n- button \"Changed\" [ref=e9]\n```\n[goaldigest: changes"
                    + " since your last view: test]\n### Events\n- [LOG] hello"), second);
            h.call("3", "die", "{}");
            String fresh = h.call("4", "browser_click", "{\"target\":\"e20\"}").path("result").path("content").get(1)
                    .path("text").asText();
            assertTrue(fresh.contains("### Snapshot\n[goaldigest: test "), "a fresh upstream's page is new: " + fresh);
        }
    }

    @Test
    void anUpstreamThatCannotStartAnswersWithAnErrorNotAHang() throws Exception {
        try (RelayHarness h = new RelayHarness(config("inline"), new RefLinesViewer(),
                List.of("/nonexistent/goaldigest-upstream"))) {
            JsonNode init = h.request("1", "initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}");
            assertNotNull(init.get("error"));
            assertTrue(init.path("error").path("message").asText().contains("cannot start the upstream"));
            JsonNode call = h.call("2", "browser_snapshot", "{}");
            assertTrue(call.path("result").path("isError").asBoolean());
        }
    }
}
