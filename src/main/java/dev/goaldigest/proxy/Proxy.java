package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.prune.Mode;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The MCP relay between a client (our stdin/stdout) and one upstream MCP server (a child process). Every line passes
 * through as it came, ids untouched, in both directions, except: the {@code initialize} response (server info names
 * goaldigest), the {@code tools/list} response ({@code goal} and {@code mode} on {@code browser_snapshot}),
 * {@code tools/call} requests (our arguments stripped) and their results (the snapshot pruned). No timeouts of its
 * own on upstream calls. When the upstream dies, calls in flight get an error result and the next call starts a fresh
 * one, initialized with the client's own {@code initialize}.
 */
public final class Proxy {
    private static final Logger LOG = LoggerFactory.getLogger(Proxy.class);
    static final String REINIT_ID_PREFIX = "goaldigest-reinit-";
    private static final long STOP_BUDGET_MILLIS = 1200;
    private static final long REINIT_TIMEOUT_SECONDS = 120;

    /** A client request forwarded upstream and not answered yet. */
    private record Pending(String method, int generation, ResultRewriter.Call call) {
    }

    /** A result relayed as it came, whose page state is read after it went out (or when something needs it first). */
    private record Unobserved(ResultRewriter.Call call, byte[] line) {
    }

    /** A request the upstream sent the client, not answered yet. */
    private record ServerRequest(String method, int generation) {
    }

    private final List<String> command;
    private final String version;
    private final SnapshotShrinker shrinker;
    private final InputStream in;
    private final LineWriter client;
    private final PageContext page = new PageContext();
    private final SnapshotFiles files;
    private final ResultRewriter rewriter;
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final Map<String, ServerRequest> serverRequests = new ConcurrentHashMap<>();
    private final ExecutorService rewrites;
    private final Object upstreamLock = new Object();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private volatile Upstream upstream;
    private volatile int generation;
    private volatile CompletableFuture<Void> reinit;
    private volatile String initializeLine;
    private Process early;
    private volatile int deadGeneration;
    private final Object observationLock = new Object();
    private Unobserved unobserved;

    /**
     * @param config the configuration (actionSnapshots)
     * @param command the upstream command (argv)
     * @param shrinker what prunes or digests snapshots
     * @param in the client's side: requests come from here
     * @param out the client's side: only JSON-RPC lines go here
     * @param version our version, for the server info
     */
    public Proxy(Config config, List<String> command, SnapshotShrinker shrinker, InputStream in, OutputStream out,
                 String version) {
        this.command = List.copyOf(command);
        this.version = version;
        this.shrinker = shrinker;
        this.in = in;
        this.client = new LineWriter(out);
        this.files = SnapshotFiles.forUpstream(this.command, Path.of("").toAbsolutePath());
        this.rewriter = new ResultRewriter(shrinker, config.proxy().actionSnapshots(), files, page);
        this.rewrites = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "goaldigest-rewrite");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * The proxy goaldigest runs: the rule pipeline, and the goal digest when a model is configured (its classes
     * load only then). The pipeline is built in the background once the session is up.
     *
     * @param started the upstream already spawned with {@link EarlyStart#spawn}, or null to start it in {@link #run}
     */
    public static Proxy create(Config config, List<String> command, Process started, InputStream in, OutputStream out,
                               String version) {
        Map<String, String> env = System.getenv();
        List<String> modes = java.util.Arrays.stream(Mode.values()).map(Mode::id).toList();
        return new Proxy(config, command, new LazyShrinker(() -> new RuleShrinker(config, env), modes,
                m -> Mode.parse(m) == Mode.OFF), in, out, version).adopting(started);
    }

    private Proxy adopting(Process started) {
        this.early = started;
        return this;
    }

    /** Relays until the client closes stdin; then stops the upstream and its browser. Returns the exit status. */
    public int run() {
        synchronized (upstreamLock) {
            try {
                if (early != null) {
                    int gen = generation + 1;
                    upstream = Upstream.adopt(gen, command, early, line -> fromUpstream(gen, line), this::upstreamExited);
                    generation = gen;
                    early = null;
                } else {
                    startUpstream();
                }
            } catch (IOException e) {
                LOG.error("cannot start the upstream MCP server '{}': {}", String.join(" ", command), e.getMessage());
            }
        }
        prewarm();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
            String line;
            while (!stopped.get() && (line = r.readLine()) != null) {
                if (line.isBlank()) continue;
                try {
                    fromClient(line);
                } catch (RuntimeException e) {
                    LOG.error("client message not handled: {}", e.toString());
                }
            }
        } catch (IOException e) {
            if (!stopped.get()) LOG.warn("client stdin: {}", e.toString());
        }
        LOG.info("client closed the connection");
        stop();
        return 0;
    }

    /**
     * While the upstream boots: load and exercise what the session's first messages need (the JSON machinery, the
     * wire types the initialize answer is read with), so the answer is not held up by class loading.
     */
    private void prewarm() {
        Thread t = new Thread(() -> {
            try {
                String answer = "{\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"serverInfo\":"
                        + "{\"name\":\"warm\",\"version\":\"0\"}},\"jsonrpc\":\"2.0\",\"id\":0}";
                Envelope.peek(answer.getBytes(StandardCharsets.UTF_8));
                Envelope.peek(answer);
                rewriteInitialize(answer);
                ObjectNode list = parseObject("{\"result\":{\"tools\":[{\"name\":\"browser_snapshot\",\"inputSchema\":"
                        + "{\"type\":\"object\",\"properties\":{}}}]},\"jsonrpc\":\"2.0\",\"id\":1}");
                if (list != null) ToolCatalog.extend(list, shrinker.modes());
            } catch (RuntimeException e) {
                LOG.debug("prewarm: {}", e.toString());
            }
        }, "goaldigest-prewarm");
        t.setDaemon(true);
        t.start();
    }

    /** Stops the upstream and its process tree (idempotent; also the SIGTERM path). */
    public void stop() {
        if (!stopped.compareAndSet(false, true)) return;
        Upstream u = upstream;
        if (u != null) u.stop(STOP_BUDGET_MILLIS);
        rewrites.shutdownNow();
        client.close();
    }

    // ---------------------------------------------------------------- client -> upstream

    private void fromClient(String line) {
        Envelope env = Envelope.peek(line);
        switch (env.kind()) {
            case REQUEST -> clientRequest(env, line);
            case NOTIFICATION -> {
                if ("notifications/cancelled".equals(env.method())) forgetCancelled(line);
                forward(line);
            }
            case RESPONSE -> clientResponse(env, line);
            case INVALID -> forward(line);
        }
    }

    private void clientRequest(Envelope env, String line) {
        String method = env.method();
        String out = line;
        ResultRewriter.Call call = null;
        if ("initialize".equals(method)) {
            if (initializeLine == null) initializeLine = line;
        } else if ("tools/call".equals(method)) {
            ObjectNode msg = parseObject(line);
            if (msg == null) {
                String tool = Envelope.toolName(line);
                if (unreadable(env.id(), line, tool)) return;
                if (tool != null) call = call(tool, null, null, null); // its result is looked at all the same
            }
            JsonNode params = msg == null ? null : msg.get("params");
            if (params instanceof ObjectNode p && p.path("name").isTextual()) {
                String tool = p.get("name").asText();
                JsonNode argsNode = p.get("arguments");
                ObjectNode args = argsNode instanceof ObjectNode a ? a : null;
                noteTyping(tool, args);
                if (ToolCatalog.SNAPSHOT_TOOL.equals(tool) && args != null
                        && (args.has(ToolCatalog.GOAL) || args.has(ToolCatalog.MODE))) {
                    String goal = text(args.get(ToolCatalog.GOAL));
                    String mode = text(args.get(ToolCatalog.MODE));
                    if (goal != null && goal.length() > Limits.MAX_GOAL_CHARS) {
                        client.write(toolError(env.id(), "Invalid arguments: goal: at most "
                                + Limits.count(Limits.MAX_GOAL_CHARS) + " characters, not " + Limits.count(goal.length())));
                        return;
                    }
                    if (mode != null) {
                        try {
                            shrinker.checkMode(mode);
                        } catch (IllegalArgumentException e) {
                            client.write(toolError(env.id(), "Invalid arguments: mode: " + e.getMessage()));
                            return;
                        }
                    }
                    ToolCatalog.strip(args);
                    out = msg.toString();
                    call = call(tool, args, goal == null || goal.isBlank() ? null : goal.strip(), mode);
                } else {
                    call = call(tool, args, null, null);
                }
            }
        }
        int gen = ensureUpstream(env.id(), method);
        if (gen < 0) return;
        Pending p = new Pending(method, gen, call);
        pending.put(env.idKey(), p);
        if (!upstreamSend(out)) LOG.debug("upstream stdin closed while sending {}", method);
        if (deadGeneration >= gen && pending.remove(env.idKey(), p)) {
            // it died between the check and the write, after its exit handler answered the calls it knew
            answerError(env.id(), method, "the upstream MCP server exited before this call reached it");
        }
    }

    /**
     * A call too large (or too deep) to read: one for {@code browser_snapshot}, or for a tool we cannot name, may
     * carry our arguments, which the upstream would reject; it is answered with an error (true). Any other goes on
     * as it came (false).
     */
    private boolean unreadable(JsonNode id, String line, String tool) {
        if (tool != null && !ToolCatalog.SNAPSHOT_TOOL.equals(tool)) return false;
        String why = line.length() > Limits.MAX_PARSE_BYTES
                ? Limits.count(line.length()) + " characters, over the limit of " + Limits.count(Limits.MAX_PARSE_BYTES)
                : "it could not be read as JSON";
        LOG.warn("a {} call was not forwarded: {}", tool == null ? "tools/call" : tool, why);
        client.write(toolError(id, "goaldigest could not read this call (" + why + "); it was not sent. Call "
                + (tool == null ? "the tool" : tool) + " again with shorter arguments."));
        return true;
    }

    private ResultRewriter.Call call(String tool, ObjectNode args, String goal, String mode) {
        boolean pass = ToolCatalog.FIND_TOOL.equals(tool);
        boolean partial = false;
        if (ToolCatalog.SNAPSHOT_TOOL.equals(tool) && args != null) {
            partial = args.hasNonNull("target") || args.hasNonNull("depth");
            pass |= partial || args.hasNonNull("filename");
        }
        if (mode != null && shrinker.isOff(mode)) pass = true;
        return new ResultRewriter.Call(tool, goal, mode, pass, partial);
    }

    /** Typed text and navigation targets become page context (never what goes into a secret field). */
    private void noteTyping(String tool, ObjectNode args) {
        if (args == null) return;
        if (tool.equals("browser_navigate") || tool.equals("browser_type") || tool.equals("browser_fill_form")) {
            catchUp(); // these need the last snapshot and page
        }
        switch (tool) {
            case "browser_navigate" -> page.navigating(text(args.get("url")));
            case "browser_type" -> page.typed(text(args.get("text")), target(args), text(args.get("element")));
            case "browser_fill_form" -> {
                JsonNode fields = args.get("fields");
                if (fields == null || !fields.isArray()) return;
                for (JsonNode f : fields) {
                    String type = text(f.get("type"));
                    if (type != null && !type.equals("textbox") && !type.equals("combobox")) continue;
                    page.typed(text(f.get("value")), target(f), text(f.get("name")), text(f.get("element")));
                }
            }
            default -> {
                // other tools add no context
            }
        }
    }

    private static String target(JsonNode args) {
        String t = text(args.get("target"));
        return t != null ? t : text(args.get("ref"));
    }

    private void clientResponse(Envelope env, String line) {
        ServerRequest req = serverRequests.remove(env.idKey());
        if (req != null && req.generation() != generation) {
            LOG.debug("dropping the answer to {} of an upstream that has gone", req.method());
            return;
        }
        if (req != null && "roots/list".equals(req.method())) {
            ObjectNode msg = parseObject(line);
            if (msg != null) files.rootsAnswered(msg.path("result"));
        }
        forward(line);
    }

    private void forgetCancelled(String line) {
        ObjectNode msg = parseObject(line);
        if (msg == null) return;
        JsonNode id = msg.path("params").get("requestId");
        if (id != null) pending.remove(id.toString());
    }

    /** Sends a notification or an answer upstream (starting one if needed: not for a lone notification). */
    private void forward(String line) {
        Upstream u = upstream;
        if (u == null || !u.alive()) {
            // notifications and answers for a dead upstream have no one to go to; the next request restarts it
            LOG.debug("no upstream for a message; dropped");
            return;
        }
        upstreamSend(line);
    }

    private boolean upstreamSend(String line) {
        Upstream u = upstream;
        return u != null && u.send(line);
    }

    /**
     * The generation of a live, initialized upstream for a request, starting a fresh one (and replaying the client's
     * {@code initialize}) when the last one died; -1 after answering the request with an error.
     */
    private int ensureUpstream(JsonNode id, String method) {
        CompletableFuture<Void> ready;
        synchronized (upstreamLock) {
            Upstream u = upstream;
            if (u == null || !u.alive()) {
                try {
                    startUpstream();
                } catch (IOException e) {
                    String msg = "cannot start the upstream MCP server '" + String.join(" ", command) + "': "
                            + e.getMessage();
                    LOG.error(msg);
                    answerError(id, method, msg);
                    return -1;
                }
                if (initializeLine != null && !"initialize".equals(method)) replayInitialize();
            }
            ready = reinit;
        }
        if (ready != null) {
            try {
                ready.get(REINIT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                synchronized (upstreamLock) {
                    if (reinit == ready) {
                        upstreamSend("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
                        reinit = null;
                    }
                }
            } catch (TimeoutException e) {
                answerError(id, method, "the restarted upstream MCP server did not answer initialize in "
                        + REINIT_TIMEOUT_SECONDS + " s");
                return -1;
            } catch (Exception e) {
                answerError(id, method, "the restarted upstream MCP server failed to initialize ("
                        + rootMessage(e) + ")");
                return -1;
            }
        }
        return generation;
    }

    private void startUpstream() throws IOException {
        int gen = generation + 1;
        Upstream u = Upstream.start(gen, command, line -> fromUpstream(gen, line), this::upstreamExited);
        generation = gen;
        reinit = null;
        upstream = u;
    }

    /** A fresh upstream gets the client's original initialize (its answer swallowed) and notifications/initialized. */
    private void replayInitialize() {
        ObjectNode init = parseObject(initializeLine);
        if (init == null) return;
        String id = REINIT_ID_PREFIX + generation;
        init.put("id", id);
        CompletableFuture<Void> f = new CompletableFuture<>();
        reinit = f;
        LOG.info("initializing upstream #{} with the client's initialize", generation);
        upstreamSend(init.toString());
    }

    // ---------------------------------------------------------------- upstream -> client

    private void fromUpstream(int gen, byte[] raw) {
        Envelope env = Envelope.peek(raw);
        switch (env.kind()) {
            case RESPONSE -> upstreamResponse(gen, env, raw);
            case REQUEST -> {
                serverRequests.put(env.idKey(), new ServerRequest(env.method(), gen));
                client.write(raw);
            }
            case NOTIFICATION -> client.write(raw);
            case INVALID -> {
                if (isJson(raw)) {
                    client.write(raw); // JSON we do not understand (a batch, a future shape): relayed as it came
                } else {
                    // a stray print on the upstream's stdout would corrupt the client's stream
                    LOG.warn("upstream wrote a line that is not JSON (not relayed): {}",
                            new String(raw, 0, Math.min(raw.length, 200), StandardCharsets.UTF_8));
                }
            }
        }
    }

    private void upstreamResponse(int gen, Envelope env, byte[] raw) {
        if (env.id().isTextual() && env.id().asText().startsWith(REINIT_ID_PREFIX)) {
            CompletableFuture<Void> f = reinit;
            ObjectNode msg = parseObject(new String(raw, StandardCharsets.UTF_8));
            if (f != null) {
                if (msg != null && msg.has("error")) {
                    f.completeExceptionally(new IOException(msg.path("error").path("message").asText("error")));
                } else {
                    f.complete(null);
                }
            }
            return; // the client already has its own initialize answer
        }
        Pending p = pending.remove(env.idKey());
        if (p == null) {
            client.write(raw);
            return;
        }
        switch (p.method()) {
            case "initialize" -> {
                client.write(rewriteInitialize(new String(raw, StandardCharsets.UTF_8)));
                // the session is up: load the pipeline and the tokenizer while the agent lists tools
                if (shrinker instanceof LazyShrinker lazy) lazy.warmUpInBackground();
            }
            case "tools/list" -> {
                client.write(rewriteToolsList(new String(raw, StandardCharsets.UTF_8)));
                // the session is usable: warm the pipeline on a page while the agent makes its first call
                if (shrinker instanceof LazyShrinker lazy) lazy.warmUpOnPageInBackground();
            }
            case "tools/call" -> {
                Upstream u = upstream;
                if (u != null) u.trackDescendants();
                ResultRewriter.Call call = p.call();
                if (call == null || ToolCatalog.FIND_TOOL.equals(call.tool())) {
                    client.write(raw);
                } else if (call.passThrough()) {
                    // what upstream returned goes out at once, byte for byte; its page state is read right after, on
                    // the rewrite thread while the agent thinks (or sooner, by whatever needs it first)
                    client.write(raw);
                    synchronized (observationLock) {
                        unobserved = new Unobserved(call, raw);
                    }
                    rewrites.execute(this::catchUp);
                } else {
                    rewrites.execute(() -> client.write(rewriteCall(call, raw)));
                }
            }
            default -> client.write(raw);
        }
    }

    private String rewriteInitialize(String line) {
        ObjectNode msg = parseObject(line);
        if (msg == null || !(msg.get("result") instanceof ObjectNode result)) return line;
        McpSchema.Implementation up = null;
        try {
            JsonNode info = result.get("serverInfo");
            if (info != null) up = Envelope.JSON.treeToValue(info, McpSchema.Implementation.class);
        } catch (IOException | IllegalArgumentException e) {
            LOG.debug("upstream serverInfo not read: {}", e.toString());
        }
        String upName = up == null || up.name() == null ? "unknown" : up.name();
        String upVersion = up == null || up.version() == null ? "" : up.version();
        ObjectNode ours = result.putObject("serverInfo");
        ours.put("name", "goaldigest (" + upName + ")");
        ours.put("title", "goaldigest: pruned " + upName + " MCP");
        ours.put("version", version + " (upstream " + upName + (upVersion.isEmpty() ? "" : " " + upVersion) + ")");
        return msg.toString();
    }

    private String rewriteToolsList(String line) {
        ObjectNode msg = parseObject(line);
        if (msg == null) return line;
        ToolCatalog.extend(msg, shrinker.modes());
        return msg.toString();
    }

    /** Reads the page state from the last result passed through unread (mode off and the like), if any. */
    private void catchUp() {
        Unobserved u;
        synchronized (observationLock) {
            u = unobserved;
            unobserved = null;
            if (u == null) return;
            ObjectNode msg = parseObject(u.line());
            if (msg == null || !(msg.get("result") instanceof ObjectNode result)) return;
            try {
                rewriter.rewrite(u.call(), result);
            } catch (RuntimeException e) {
                LOG.debug("result of {} not observed: {}", u.call().tool(), e.toString());
            }
        }
    }

    /**
     * The line to send for a result that may be rewritten: the JSON is read from and written to UTF-8 bytes directly
     * (no intermediate copy of a 1 MB line as a Java string), and {@code line} itself goes out when nothing changes.
     */
    private byte[] rewriteCall(ResultRewriter.Call call, byte[] line) {
        catchUp();
        long t0 = System.nanoTime();
        if (line.length > Limits.MAX_PARSE_BYTES) {
            return noted(call, line, "result too large to prune (" + Limits.count(line.length) + " bytes, over the limit of "
                    + Limits.count(Limits.MAX_PARSE_BYTES) + ")");
        }
        ObjectNode msg = parseObject(line);
        if (msg == null) return noted(call, line, "result could not be read as JSON");
        if (!(msg.get("result") instanceof ObjectNode result)) return line;
        try {
            long t1 = System.nanoTime();
            JsonNode out = rewriter.rewrite(call, result);
            if (out == result) return line;
            long t2 = System.nanoTime();
            msg.set("result", out);
            byte[] bytes = Envelope.JSON.writeValueAsBytes(msg);
            if (LOG.isDebugEnabled()) {
                LOG.debug("{} rewritten: json in {} ms, rewrite {} ms, json out {} ms ({} -> {} bytes)", call.tool(),
                        ms(t1 - t0), ms(t2 - t1), ms(System.nanoTime() - t2), line.length, bytes.length);
            }
            return bytes;
        } catch (IOException | RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // the result goes out as it came: a failed rewrite must never cost the agent its answer
            return noted(call, line, "result could not be rewritten (" + e.getClass().getSimpleName() + ")");
        }
    }

    /** The result as it came, with a first text item saying why it was not rewritten (as it came, if it cannot). */
    private static byte[] noted(ResultRewriter.Call call, byte[] line, String why) {
        LOG.warn("result of {} not rewritten: {}", call.tool(), why);
        try {
            byte[] out = Envelope.withLeadingNote(line, "[goaldigest: " + why + "; passed through unchanged]");
            return out == null ? line : out;
        } catch (RuntimeException | OutOfMemoryError e) {
            return line;
        }
    }

    static String ms(long nanos) {
        return String.format(java.util.Locale.ROOT, "%.1f", nanos / 1e6);
    }

    private void upstreamExited(Upstream u) {
        if (stopped.get()) return;
        Integer code;
        try {
            u.stop(300);
        } finally {
            u.killLeftovers();
        }
        code = u.exitCode();
        deadGeneration = Math.max(deadGeneration, u.generation());
        String why = "the upstream MCP server exited" + (code == null ? "" : " (status " + code + ")");
        LOG.warn("{}; the next request starts a fresh one", why);
        CompletableFuture<Void> f = reinit;
        if (f != null && u.generation() == generation) f.completeExceptionally(new IOException(why));
        List<Map.Entry<String, Pending>> lost = new ArrayList<>();
        for (Map.Entry<String, Pending> e : pending.entrySet()) {
            if (e.getValue().generation() == u.generation()) lost.add(e);
        }
        for (Map.Entry<String, Pending> e : lost) {
            if (pending.remove(e.getKey(), e.getValue())) {
                JsonNode id = readId(e.getKey());
                answerError(id, e.getValue().method(), why + " while this call was running");
            }
        }
        serverRequests.values().removeIf(r -> r.generation() == u.generation());
    }

    // ---------------------------------------------------------------- helpers

    /** Answers a request the upstream cannot: a tool error result for tools/call, else a JSON-RPC error. */
    private void answerError(JsonNode id, String method, String message) {
        if (id == null) return;
        if ("tools/call".equals(method)) {
            client.write(toolError(id, message + ". The next call starts a fresh upstream."));
        } else {
            ObjectNode msg = Envelope.JSON.createObjectNode();
            msg.put("jsonrpc", McpSchema.JSONRPC_VERSION);
            msg.set("id", id);
            ObjectNode err = msg.putObject("error");
            err.put("code", McpSchema.ErrorCodes.INTERNAL_ERROR);
            err.put("message", "goaldigest: " + message);
            client.write(msg.toString());
        }
    }

    static String toolError(JsonNode id, String message) {
        ObjectNode msg = Envelope.JSON.createObjectNode();
        msg.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        msg.set("id", id);
        ObjectNode result = msg.putObject("result");
        ObjectNode item = result.putArray("content").addObject();
        item.put("type", "text");
        item.put("text", "### Error\nError: " + message);
        result.put("isError", true);
        return msg.toString();
    }

    private static boolean isJson(byte[] raw) {
        try (com.fasterxml.jackson.core.JsonParser p = Envelope.JSON.getFactory().createParser(raw)) {
            if (p.nextToken() == null) return false;
            p.skipChildren();
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    private static JsonNode readId(String idKey) {
        try {
            return Envelope.JSON.readTree(idKey);
        } catch (IOException e) {
            return null;
        }
    }

    /** The line as a JSON object; null when it is not one, or is longer than {@link Limits#MAX_PARSE_BYTES}. */
    private static ObjectNode parseObject(byte[] line) {
        if (line.length > Limits.MAX_PARSE_BYTES) return null;
        try {
            return Envelope.JSON.readTree(line) instanceof ObjectNode o ? o : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static ObjectNode parseObject(String line) {
        if (line.length() > Limits.MAX_PARSE_BYTES) return null;
        try {
            return Envelope.JSON.readTree(line) instanceof ObjectNode o ? o : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static String text(JsonNode n) {
        return n != null && n.isTextual() ? n.asText() : null;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
