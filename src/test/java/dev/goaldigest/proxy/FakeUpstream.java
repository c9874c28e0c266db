package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small stand-in for the Playwright MCP server in tests: JSON-RPC on stdio, the recorded 0.0.83 tool list, and
 * tools that exercise what the proxy must relay or survive (progress, cancellation, roots/list, a crash, a bad
 * snapshot, linked snapshot files). Like the real one, it rejects arguments its schemas do not list.
 */
public final class FakeUpstream {
    private static final ObjectMapper JSON = new ObjectMapper(com.fasterxml.jackson.core.JsonFactory.builder()
            .streamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
                    .maxStringLength(Integer.MAX_VALUE).build()).build()); // the tests send and read messages of any size
    private static final Object WRITE = new Object();
    private static final PrintStream OUT = new PrintStream(new FileOutputStream(FileDescriptor.out), true,
            StandardCharsets.UTF_8);
    private static final AtomicInteger INITIALIZES = new AtomicInteger();
    private static final AtomicInteger INITIALIZED = new AtomicInteger();
    private static final List<String> CANCELLED = new CopyOnWriteArrayList<>();
    private static final Map<String, CountDownLatch> RUNNING = new ConcurrentHashMap<>();
    private static final Map<String, ObjectNode> ANSWERS = new ConcurrentHashMap<>();
    private static final Map<String, CountDownLatch> WAITING = new ConcurrentHashMap<>();
    private static final AtomicInteger FILES = new AtomicInteger();
    private static volatile Path workspace = Path.of("").toAbsolutePath();
    private static volatile JsonNode tools;

    private FakeUpstream() {
    }

    public static void main(String[] args) throws Exception {
        tools = JSON.readTree(Path.of("fixtures/upstream/tools.json").toFile()).get("tools");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            ObjectNode msg = (ObjectNode) JSON.readTree(line);
            String method = msg.path("method").asText(null);
            JsonNode id = msg.get("id");
            if (method == null) { // an answer to our request
                String key = id.toString();
                ANSWERS.put(key, msg);
                CountDownLatch l = WAITING.get(key);
                if (l != null) l.countDown();
                continue;
            }
            if (id == null) {
                notification(method, msg);
                continue;
            }
            Thread t = new Thread(() -> request(id, method, msg));
            t.setDaemon(true);
            t.start();
        }
        System.exit(0);
    }

    private static void notification(String method, ObjectNode msg) {
        switch (method) {
            case "notifications/initialized" -> INITIALIZED.incrementAndGet();
            case "notifications/cancelled" -> {
                String rid = msg.path("params").path("requestId").toString();
                CANCELLED.add(rid);
                CountDownLatch l = RUNNING.get(rid);
                if (l != null) l.countDown();
            }
            default -> { }
        }
    }

    private static void request(JsonNode id, String method, ObjectNode msg) {
        try {
            switch (method) {
                case "initialize" -> {
                    INITIALIZES.incrementAndGet();
                    ObjectNode r = JSON.createObjectNode();
                    r.put("protocolVersion", msg.path("params").path("protocolVersion").asText("2025-06-18"));
                    r.putObject("capabilities").putObject("tools").put("listChanged", true);
                    r.putObject("serverInfo").put("name", "Fake").put("version", "9.9.9");
                    r.put("instructions", "a stand-in");
                    respond(id, r);
                }
                case "tools/list" -> {
                    ObjectNode r = JSON.createObjectNode();
                    r.set("tools", tools);
                    r.put("nextCursor", (String) null);
                    r.putObject("_meta").put("x-unknown", "kept");
                    respond(id, r);
                }
                case "tools/call" -> call(id, msg);
                case "ping" -> respond(id, JSON.createObjectNode());
                default -> {
                    ObjectNode m = JSON.createObjectNode();
                    m.put("jsonrpc", "2.0");
                    m.set("id", id);
                    m.putObject("error").put("code", -32601).put("message", "Method not found: " + method);
                    write(m);
                }
            }
        } catch (Exception e) {
            e.printStackTrace();
        }
    }

    private static void call(JsonNode id, ObjectNode msg) throws Exception {
        JsonNode params = msg.path("params");
        String name = params.path("name").asText();
        JsonNode args = params.path("arguments");
        JsonNode tool = null;
        for (JsonNode t : tools) if (t.path("name").asText().equals(name)) tool = t;
        if (tool != null && args.isObject()) {
            var it = args.fieldNames();
            while (it.hasNext()) {
                String f = it.next();
                if (!tool.path("inputSchema").path("properties").has(f)) {
                    respond(id, text("### Error\nInvalid arguments: unrecognized key \"" + f + "\"", true));
                    return;
                }
            }
        }
        switch (name) {
            case "browser_snapshot" -> respond(id, text(corpusResponse(System.getProperty("fake.page", "listing")), false));
            case "corpus_snapshot" -> respond(id, text(corpusResponse(args.path("page").asText("listing")), false));
            case "browser_navigate", "browser_click" -> {
                String page = args.path("url").asText("");
                String yaml = Files.readString(Path.of(page.contains("empty") ? "/dev/null"
                        : "fixtures/upstream/responses/snapshot_listing.yml"), StandardCharsets.UTF_8);
                Path dir = workspace.resolve(".playwright-mcp");
                Files.createDirectories(dir);
                String file = "page-" + ProcessHandle.current().pid() + "-" + FILES.incrementAndGet() + ".yml";
                Files.writeString(dir.resolve(file), yaml, StandardCharsets.UTF_8);
                respond(id, text("### Ran Playwright code\n```js\nawait page.goto('" + page + "');\n```\n### Page\n"
                        + "- Page URL: " + page + "\n- Page Title: Product listing\n### Snapshot\n- [Snapshot](.playwright-mcp/"
                        + file + ")\n### Events\n- [LOG] hello", false));
            }
            case "slow" -> {
                String key = id.toString();
                CountDownLatch done = new CountDownLatch(1);
                RUNNING.put(key, done);
                JsonNode token = params.path("_meta").get("progressToken");
                for (int i = 1; i <= 3; i++) {
                    if (token != null) {
                        ObjectNode n = JSON.createObjectNode();
                        n.put("jsonrpc", "2.0");
                        n.put("method", "notifications/progress");
                        ObjectNode p = n.putObject("params");
                        p.set("progressToken", token);
                        p.put("progress", i);
                        p.put("total", 3);
                        p.put("message", "step " + i);
                        write(n);
                    }
                    ObjectNode log = JSON.createObjectNode();
                    log.put("jsonrpc", "2.0");
                    log.put("method", "notifications/message");
                    log.putObject("params").put("level", "info").put("data", "working " + i);
                    write(log);
                }
                if (!done.await(args.path("ms").asLong(30000), TimeUnit.MILLISECONDS)) {
                    respond(id, text("slow done", false));
                } // cancelled: no answer, as the spec asks
            }
            case "cancellations" -> respond(id, text(String.join(",", CANCELLED), false));
            case "roots" -> {
                ObjectNode req = JSON.createObjectNode();
                req.put("jsonrpc", "2.0");
                String rid = "srv-" + FILES.incrementAndGet();
                req.put("id", rid);
                req.put("method", "roots/list");
                CountDownLatch l = new CountDownLatch(1);
                WAITING.put("\"" + rid + "\"", l);
                write(req);
                l.await(20, TimeUnit.SECONDS);
                ObjectNode answer = ANSWERS.get("\"" + rid + "\"");
                JsonNode roots = answer == null ? null : answer.path("result").path("roots");
                if (roots != null && roots.size() > 0) {
                    workspace = Path.of(URI.create(roots.get(0).path("uri").asText()));
                }
                respond(id, text(answer == null ? "no answer" : answer.path("result").toString(), false));
            }
            case "bad_snapshot" -> respond(id, text("### Page\n- Page URL: http://127.0.0.1/bad\n- Page Title: Bad\n"
                    + "### Snapshot\n```yaml\n{{{ not a snapshot\n\u0000\u0001 garbage: [\n]]]\n```", false));
            case "unicode" -> respond(id, text("### Page\n- Page URL: http://127.0.0.1/u\n- Page Title: Zürich ✓\n"
                    + "### Snapshot\n```yaml\n- generic [ref=e1]:\n  - heading \"Grüße aus Zürich — 東京 ✓\" [level=1] [ref=e2]\n"
                    + "  - button \"Bestätigen ✓\" [ref=e3]\n```", false));
            case "die" -> {
                OUT.flush();
                Runtime.getRuntime().halt(3);
            }
            case "invalid_params" -> { // a JSON-RPC error for a call, as a server answers arguments it refuses
                ObjectNode m = JSON.createObjectNode();
                m.put("jsonrpc", "2.0");
                m.set("id", id);
                m.putObject("error").put("code", -32602).put("message", "Invalid params");
                write(m);
            }
            case "answer_then_die" -> { // a browser server that crashes between calls, after its last answer
                respond(id, text("### Result\nanswered", false));
                OUT.flush();
                Runtime.getRuntime().halt(3);
            }
            case "echo" -> respond(id, text(args.toString(), false));
            case "huge_snapshot" -> respond(id, text(hugeSnapshot(args.path("chars").asInt()), false));
            case "print_env" -> { // an upstream that prints a variable it inherited, on stderr and in its result
                String v = String.valueOf(System.getenv(args.path("name").asText()));
                System.err.println("upstream debug: " + args.path("name").asText() + "=" + v);
                respond(id, text("the variable holds " + v, false));
            }
            case "noise" -> {
                synchronized (WRITE) {
                    OUT.println("Listening on stdout, oops");
                    OUT.println("[{\"jsonrpc\":\"2.0\",\"method\":\"notifications/batched\"}]");
                    OUT.flush();
                }
                respond(id, text("after noise", false));
            }
            case "init_count" -> respond(id, text(INITIALIZES.get() + "/" + INITIALIZED.get() + "/"
                    + ProcessHandle.current().pid(), false));
            default -> respond(id, text("### Result\nok " + name, false));
        }
    }

    /** A browser_snapshot result whose snapshot is a list of about {@code chars} characters. */
    static String hugeSnapshot(int chars) {
        StringBuilder b = new StringBuilder(chars + 200);
        b.append("### Page\n- Page URL: http://127.0.0.1/huge\n- Page Title: Huge\n### Snapshot\n```yaml\n");
        b.append("- list [ref=e1]:\n");
        for (int i = 2; b.length() < chars; i++) b.append("  - listitem [ref=e").append(i).append("]: item number ").append(i).append('\n');
        return b.append("```\n").toString();
    }

    private static String corpusResponse(String page) throws Exception {
        if (page.equals("listing")) {
            return JSON.readTree(Path.of("fixtures/upstream/responses/03_snapshot_listing.json").toFile())
                    .path("result").path("content").get(0).path("text").asText();
        }
        return Files.readString(Path.of("fixtures/corpus/" + page + ".response.txt"), StandardCharsets.UTF_8);
    }

    private static ObjectNode text(String s, boolean isError) {
        ObjectNode r = JSON.createObjectNode();
        r.putArray("content").addObject().put("type", "text").put("text", s);
        if (isError) r.put("isError", true);
        return r;
    }

    private static void respond(JsonNode id, ObjectNode result) {
        ObjectNode m = JSON.createObjectNode();
        m.set("result", result);
        m.put("jsonrpc", "2.0");
        m.set("id", id);
        write(m);
    }

    private static void write(ObjectNode m) {
        synchronized (WRITE) {
            OUT.println(m.toString());
            OUT.flush();
        }
    }

}
