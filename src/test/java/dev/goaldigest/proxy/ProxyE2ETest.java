package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.testing.E2E;
import dev.goaldigest.testing.EndToEnd;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end: the MCP Java SDK client as the agent, the proxy as a child process, the pinned real
 * {@code @playwright/mcp} behind it driving Debian Chromium, pages served from 127.0.0.1.
 */
@EndToEnd
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ProxyE2ETest {
    static final String SHOP = "<!doctype html><html><head><title>Shop</title></head><body>"
            + "<header><nav><a href='/'>Home</a> <a href='/about'>About</a></nav></header><main><h1>Products</h1>"
            + "<p role='status' id='cart'>Cart: 0 items</p><ul>"
            + productItems()
            + "</ul></main><footer><a href='/terms'>Terms</a> <a href='/privacy'>Privacy</a></footer>"
            + "<script>let n=0;function add(p){n++;document.getElementById('cart').textContent="
            + "'Cart: '+n+' items (last: '+p+')';}</script></body></html>";
    static final String UNICODE = "<!doctype html><html><head><meta charset='utf-8'><title>Zürich ✓</title></head>"
            + "<body><main><h1>Grüße aus Zürich — 東京 ✓</h1><button>Bestätigen ✓</button></main></body></html>";

    static final String DIALOG = "<!doctype html><html><head><title>Dialog</title></head><body><main><h1>Dialog</h1>"
            + "<button onclick=\"alert('Hello alert')\">Show alert</button></main></body></html>";

    private final ObjectMapper json = new ObjectMapper();
    private E2E.Pages pages;
    private McpSyncClient client;
    private Path work;
    private Path root;
    private Path rawDir;

    private static String productItems() {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            b.append("<li><a href='/p/").append(i).append("'>Product ").append(i).append("</a> <span>$").append(i)
                    .append(".99</span> <button onclick=\"add('Product ").append(i).append("')\">Add to cart</button></li>");
        }
        return b.toString();
    }

    @BeforeAll
    void start(@TempDir Path tmp) throws Exception {
        work = Files.createDirectories(tmp.resolve("work"));
        root = Files.createDirectories(tmp.resolve("root"));
        rawDir = Files.createDirectories(tmp.resolve("raw"));
        pages = new E2E.Pages();
        pages.page("/shop.html", SHOP);
        pages.page("/unicode.html", UNICODE);
        pages.page("/dialog.html", DIALOG);
        client = sdkClient(E2E.proxyCommand(E2E.upstreamCommand(work)), work, null, true);
    }

    @AfterAll
    void stop() {
        if (client != null) client.closeGracefully();
        if (pages != null) pages.close();
    }

    /** An SDK client over stdio; {@code env} non-null replaces the child's whole environment. */
    private McpSyncClient sdkClient(List<String> cmd, Path dir, Map<String, String> env, boolean roots) {
        ServerParameters params = ServerParameters.builder(cmd.get(0)).args(cmd.subList(1, cmd.size())).build();
        StdioClientTransport transport = new StdioClientTransport(params, new JacksonMcpJsonMapper(json)) {
            @Override
            protected ProcessBuilder getProcessBuilder() {
                ProcessBuilder pb = super.getProcessBuilder().directory(dir.toFile());
                if (env != null) {
                    pb.environment().clear();
                    pb.environment().putAll(env);
                }
                return pb;
            }
        };
        McpClient.SyncSpec spec = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120))
                .initializationTimeout(Duration.ofSeconds(60))
                .clientInfo(McpSchema.Implementation.builder("goaldigest-e2e", "1").build());
        if (roots) spec = spec.roots(new McpSchema.Root(root.toUri().toString(), "workspace"));
        McpSyncClient c = spec.build();
        c.initialize();
        return c;
    }

    private static String text(McpSchema.CallToolResult r) {
        return ((McpSchema.TextContent) r.content().get(0)).text();
    }

    private McpSchema.CallToolResult call(McpSyncClient c, String tool, Map<String, Object> args) {
        return c.callTool(McpSchema.CallToolRequest.builder(tool).arguments(args).build());
    }

    private static String fence(String text) {
        Matcher m = Pattern.compile("(?s)```yaml\n(.*?)\n```").matcher(text);
        assertTrue(m.find(), "an inline snapshot in:\n" + text);
        return m.group(1);
    }

    @Test
    void theSchemaShowsGoalAndModeAndTheServerSaysWhoItIs() {
        McpSchema.Tool snap = client.listTools().tools().stream().filter(t -> t.name().equals("browser_snapshot"))
                .findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        Map<String, Object> props = (Map<String, Object>) snap.inputSchema().get("properties");
        assertTrue(props.containsKey("goal"), props.keySet().toString());
        assertTrue(props.containsKey("mode"), props.keySet().toString());
        assertTrue(props.containsKey("target"), "upstream arguments kept");
        assertTrue(client.getServerInfo().name().contains("goaldigest"), client.getServerInfo().toString());
        assertTrue(client.getServerInfo().name().contains("Playwright"), client.getServerInfo().toString());
    }

    @Test
    void theLargestCorpusPageFitsTheAgentsMaxTokensAndTheDefaultBudget() {
        McpSchema.Tool snap = client.listTools().tools().stream().filter(t -> t.name().equals("browser_snapshot"))
                .findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        Map<String, Object> max = (Map<String, Object>) ((Map<String, Object>) snap.inputSchema().get("properties"))
                .get("maxTokens");
        assertNotNull(max, "maxTokens in the schema");
        assertEquals("integer", max.get("type"));
        assertTrue(String.valueOf(max.get("description")).contains("tokens"), max.toString());

        String nav = text(call(client, "browser_navigate", Map.of("url", pages.url("/pages/wikipedia-2.html"))));
        assertTrue(Tokens.count(nav) <= 16_000, "the action's snapshot, inline: " + Tokens.count(nav) + " tokens");
        assertTrue(nav.contains(" | fit to 16,000 tokens: "), nav.substring(0, Math.min(nav.length(), 2000)));

        McpSchema.CallToolResult r = call(client, "browser_snapshot", Map.of("maxTokens", 4000));
        String tight = text(r);
        assertFalse(Boolean.TRUE.equals(r.isError()), tight);
        assertTrue(Tokens.count(tight) <= 4000, "the whole text item counts " + Tokens.count(tight) + " tokens");
        assertTrue(tight.contains("### Snapshot\n[goaldigest: -"), "with the summary line: " + tight);
        assertTrue(tight.contains(" | fit to 4,000 tokens: "), tight);
        assertTrue(tight.contains("- Page URL: " + pages.url("/pages/wikipedia-2.html")), "the other sections stay");

        String whole = text(call(client, "browser_snapshot", Map.of()));
        assertTrue(Tokens.count(whole) <= 16_000, "the default budget: " + Tokens.count(whole) + " tokens");
        assertTrue(Tokens.count(whole) > 4000, "more of the page within more tokens");

        String off = text(call(client, "browser_snapshot", Map.of("mode", "off", "maxTokens", 4000)));
        assertFalse(off.contains("goaldigest"), "mode off is exempt: what upstream returned");
        Set<String> rawRefs = SnapshotParser.parse(fence(off)).refSet();
        assertTrue(Tokens.count(off) > 100_000, "the raw page");
        for (String ref : SnapshotParser.parse(fence(tight)).refs()) assertTrue(rawRefs.contains(ref), "invented " + ref);

        McpSchema.CallToolResult bad = call(client, "browser_snapshot", Map.of("maxTokens", 100));
        assertTrue(Boolean.TRUE.equals(bad.isError()));
        assertEquals("### Error\nError: Invalid arguments: maxTokens: must be a whole number from 500 to 1,000,000, not 100",
                text(bad), "refused in the upstream's own error layout");
    }

    @Test
    void navigateReturnsAPrunedInlineSnapshotAndModeOffTheWholeOne() {
        String url = pages.url("/pages/1000bulbs-search.html");
        McpSchema.CallToolResult nav = call(client, "browser_navigate", Map.of("url", url));
        String navText = text(nav);
        assertFalse(Boolean.TRUE.equals(nav.isError()), navText);
        assertTrue(navText.startsWith("### Ran Playwright code\n```js\nawait page.goto("), navText);
        assertTrue(navText.contains("### Page\n- Page URL: " + url), navText);
        assertTrue(navText.contains("### Snapshot\n[goaldigest: -"), navText);
        assertFalse(navText.contains("- [Snapshot]("), "the linked file is inline now");
        String pruned = fence(navText);

        String off = text(call(client, "browser_snapshot", Map.of("mode", "off")));
        assertFalse(off.contains("goaldigest"), "mode off: what upstream returned");
        String raw = fence(off);
        assertTrue(Tokens.count(pruned) * 2 < Tokens.count(raw),
                "pruned " + Tokens.count(pruned) + " vs raw " + Tokens.count(raw) + " tokens");
        Set<String> rawRefs = SnapshotParser.parse(raw).refSet();
        for (String ref : SnapshotParser.parse(pruned).refs()) assertTrue(rawRefs.contains(ref), "invented ref " + ref);

        String snap = text(call(client, "browser_snapshot", Map.of()));
        assertTrue(snap.contains("### Snapshot\n[goaldigest: -"), snap);
        String find = text(call(client, "browser_find", Map.of("text", "cart")));
        assertFalse(find.contains("goaldigest"), find);
    }

    @Test
    void aClickOnARefTakenFromThePrunedViewWorks() {
        String navText = text(call(client, "browser_navigate", Map.of("url", pages.url("/shop.html"))));
        String pruned = fence(navText);
        Matcher m = Pattern.compile("button \"Add to cart\" \\[ref=(\\w+)\\]").matcher(pruned);
        assertTrue(m.find(), pruned);
        String ref = m.group(1);
        McpSchema.CallToolResult click = call(client, "browser_click", Map.of("target", ref, "element", "Add to cart"));
        String clickText = text(click);
        assertFalse(Boolean.TRUE.equals(click.isError()), clickText);
        assertTrue(clickText.contains("Cart: 1 items (last: Product 1)"), clickText);
        assertTrue(clickText.contains("### Snapshot\n[goaldigest: "), clickText);
        assertTrue(clickText.contains("getByRole('button'"), "### Ran Playwright code kept: " + clickText);
    }

    @Test
    void actionSnapshotsGoWhereTheClientsRootSays() throws Exception {
        call(client, "browser_navigate", Map.of("url", pages.url("/shop.html")));
        Path dir = root.resolve(".playwright-mcp");
        assertTrue(Files.isDirectory(dir), "the upstream used the client's first root (roots/list relayed)");
        try (Stream<Path> s = Files.list(dir)) {
            assertTrue(s.anyMatch(p -> p.toString().endsWith(".yml")));
        }
        assertFalse(Files.exists(work.resolve(".playwright-mcp")), "nothing in the working directory");
    }

    @Test
    void whileADialogIsOpenTheEmptySnapshotFileAndTheModalStateAreLeftAsTheyCame() {
        String nav = text(call(client, "browser_navigate", Map.of("url", pages.url("/dialog.html"))));
        Matcher m = Pattern.compile("button \"Show alert\" \\[ref=(\\w+)\\]").matcher(fence(nav));
        assertTrue(m.find(), nav);
        String click = text(call(client, "browser_click", Map.of("target", m.group(1), "element", "Show alert")));
        assertTrue(click.contains("### Modal state\n- [\"alert\" dialog with message \"Hello alert\"]"), click);
        assertTrue(click.contains("### Snapshot\n- [Snapshot]("), "the empty file's link stays: " + click);
        assertFalse(click.contains("goaldigest"), click);
        McpSchema.CallToolResult handled = call(client, "browser_handle_dialog", Map.of("accept", true));
        assertFalse(Boolean.TRUE.equals(handled.isError()), text(handled));
    }

    @Test
    void linkModeWritesAPrunedCopyBesideTheUpstreamsFile() throws Exception {
        try (ProcessClient c = new ProcessClient(E2E.proxyCommand(E2E.upstreamCommand(rawDir), "--action-snapshots",
                "link"), rawDir, null)) {
            c.initialize();
            var nav = c.call("1", "browser_navigate", "{\"url\":\"" + pages.url("/shop.html") + "\"}", 90);
            String t = nav.path("result").path("content").get(0).path("text").asText();
            Matcher m = Pattern.compile("\\[goaldigest: [^\n]*\\]\n- \\[Snapshot\\]\\((.*\\.pruned\\.yml)\\)").matcher(t);
            assertTrue(m.find(), t);
            Path pruned = rawDir.resolve(m.group(1));
            Path original = rawDir.resolve(m.group(1).replace(".pruned.yml", ".yml"));
            assertTrue(Files.size(pruned) < Files.size(original), pruned + " vs " + original);
            assertTrue(Files.readString(pruned).contains("button \"Add to cart\" [ref="));
        }
    }

    @Test
    void nonAsciiTextSurvivesAClientThatPassesNoLang() {
        Map<String, String> env = Map.of("PATH", System.getenv("PATH"));
        McpSyncClient bare = sdkClient(E2E.proxyCommand(upstreamOrFail()), rawDir, env, false);
        try {
            String nav = text(call(bare, "browser_navigate", Map.of("url", pages.url("/unicode.html"))));
            assertTrue(nav.contains("Grüße aus Zürich — 東京 ✓"), nav);
            assertTrue(nav.contains("Bestätigen ✓"), nav);
            assertTrue(nav.contains("- Page Title: Zürich ✓"), nav);
            String goal = text(call(bare, "browser_snapshot", Map.of("goal", "bestätigen")));
            assertTrue(goal.contains("Bestätigen ✓"), goal);
        } finally {
            bare.closeGracefully();
        }
    }

    private List<String> upstreamOrFail() {
        try {
            return E2E.upstreamCommand(rawDir);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void killingTheUpstreamMidCallGivesAnErrorResultAndTheNextCallWorks() throws Exception {
        try (ProcessClient c = new ProcessClient(E2E.proxyCommand(E2E.upstreamCommand(rawDir)), rawDir, null)) {
            c.initialize();
            c.call("1", "browser_navigate", "{\"url\":\"" + pages.url("/shop.html") + "\"}", 90);
            c.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"browser_wait_for\","
                    + "\"arguments\":{\"time\":30}}}");
            Thread.sleep(700);
            ProcessHandle node = c.process.descendants().filter(h -> h.info().commandLine().orElse("")
                    .contains("cli.js")).findFirst().orElse(null);
            assertNotNull(node, "the upstream node process");
            node.destroyForcibly();
            var died = c.await(n -> n.path("id").asInt(-1) == 2, 20);
            assertTrue(died.path("result").path("isError").asBoolean(), died.toString());
            assertTrue(died.path("result").path("content").get(0).path("text").asText().contains("exited"), died.toString());

            var again = c.call("3", "browser_navigate", "{\"url\":\"" + pages.url("/shop.html") + "\"}", 90);
            // the fresh upstream's first result says first that its browser is a fresh one
            assertEquals(Proxy.RESTARTED, again.path("result").path("content").get(0).path("text").asText(), again.toString());
            String t = again.path("result").path("content").get(1).path("text").asText();
            assertFalse(again.path("result").path("isError").asBoolean(), t);
            assertTrue(t.contains("Cart: 0 items"), t);
            assertEquals("", c.nonJson.toString(), "stdout carries JSON-RPC only");
        }
    }

    @Test
    void closingStdinOrSigtermEndsTheProxyTheUpstreamAndTheBrowser() throws Exception {
        for (boolean sigterm : new boolean[] {false, true}) {
            try (ProcessClient c = new ProcessClient(E2E.proxyCommand(E2E.upstreamCommand(rawDir)), rawDir, null)) {
                c.initialize();
                c.call("1", "browser_navigate", "{\"url\":\"" + pages.url("/shop.html") + "\"}", 90);
                List<ProcessHandle> tree = c.process.descendants().toList();
                assertTrue(tree.stream().anyMatch(h -> h.info().command().orElse("").contains("chromium")),
                        "a browser runs: " + tree.stream().map(h -> h.info().command().orElse("?")).toList());
                long t0 = System.nanoTime();
                if (sigterm) c.process.destroy();
                else c.closeStdin();
                assertTrue(c.process.waitFor(10, TimeUnit.SECONDS), "the proxy exits");
                long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
                System.err.println("proxy exit after " + (sigterm ? "SIGTERM" : "stdin closed") + ": " + ms + " ms");
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
                while (tree.stream().anyMatch(Upstream::running) && System.nanoTime() < deadline) Thread.sleep(50);
                assertEquals(List.of(), tree.stream().filter(Upstream::running)
                        .map(h -> h.pid() + " " + h.info().command().orElse("?")).toList(), "no orphans");
                if (!sigterm) assertEquals(0, c.process.exitValue());
            }
        }
    }
}
