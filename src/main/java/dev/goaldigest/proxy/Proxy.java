package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.TokenMeter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The MCP relay between a client (our stdin/stdout) and one upstream MCP server (a child process, kept by
 * {@link UpstreamSupervisor}). Every line passes through as it came, ids untouched, in both directions, except: the
 * {@code initialize} and {@code tools/list} answers ({@link Handshake}), {@code tools/call} requests (read by
 * {@link ToolCallPolicy}) and their results ({@link CallResults}). When the upstream dies, calls in flight get an
 * error result and the next call starts a fresh one.
 */
public final class Proxy {
    private static final Logger LOG = LoggerFactory.getLogger(Proxy.class);

    /** A client request forwarded upstream and not answered yet. */
    private record Pending(String method, int generation, ToolCall call) {
    }

    /** A request the upstream sent the client, not answered yet. */
    private record ServerRequest(String method, int generation) {
    }

    private final InputStream in;
    private final LineWriter client;
    private final SnapshotFiles files;
    private final Handshake handshake;
    private final PageViewer viewer;
    private final PageContext page;
    private final CallResults results;
    private final ToolCallPolicy policy;
    private final UpstreamSupervisor upstream;
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    /** The newest restarted upstream whose first result said so ({@link #RESTARTED}). */
    private final AtomicInteger restartNoted = new AtomicInteger();
    private final Map<String, ServerRequest> serverRequests = new ConcurrentHashMap<>();
    private final AtomicBoolean stopped = new AtomicBoolean();

    /**
     * @param config the configuration (actionSnapshots)
     * @param command the upstream command (argv)
     * @param viewer what the agent sees of a page: the rules prune it, the model digests it
     * @param in the client's side: requests come from here
     * @param out the client's side: only JSON-RPC lines go here
     * @param version our version, for the server info
     */
    public Proxy(Config config, List<String> command, PageViewer viewer, InputStream in, OutputStream out,
                 String version) {
        this(config, command, null, viewer, in, out, version);
    }

    private Proxy(Config config, List<String> command, Process early, PageViewer viewer, InputStream in,
                  OutputStream out, String version) {
        this.in = in;
        this.client = new LineWriter(out);
        this.viewer = viewer;
        this.handshake = new Handshake(version, viewer);
        this.files = SnapshotFiles.forUpstream(command, Path.of("").toAbsolutePath());
        this.page = new PageContext();
        this.results = new CallResults(client, new ResultRewriter(viewer, config.proxy().actionSnapshots(), files, page,
                viewer.tokenMeter(), config.prune().maxTokens()));
        this.policy = new ToolCallPolicy(page, results::catchUp);
        this.upstream = new UpstreamSupervisor(command, early, this::fromUpstream, this::upstreamExited);
    }

    /**
     * The proxy goaldigest runs: the rules prune, and the model digests when one is configured (its classes load only
     * then). The pipeline is built in the background once the session is up.
     *
     * @param started the upstream already spawned with {@link EarlyStart#spawn}, or null to start it in {@link #run}
     */
    public static Proxy create(Config config, List<String> command, Process started, InputStream in, OutputStream out,
                               String version) {
        Map<String, String> env = System.getenv();
        TokenMeter tokens = new TokenMeter();
        PageViewer viewer = new LazyViewer(() -> new PruneAndDigest(config, env, tokens), tokens);
        return new Proxy(config, command, started, viewer, in, out, version);
    }

    /** Relays until the client closes stdin; then stops the upstream and its browser. Returns the exit status. */
    public int run() {
        upstream.start();
        handshake.warmUpInBackground();
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

    /** Stops the upstream and its process tree (idempotent; also the SIGTERM path). */
    public void stop() {
        if (!stopped.compareAndSet(false, true)) return;
        upstream.stop();
        results.shutdown();
        client.close();
    }

    // ---------------------------------------------------------------- client -> upstream

    private void fromClient(String line) {
        Envelope env = Envelope.peek(line);
        switch (env.kind()) {
            case REQUEST -> clientRequest(env, line);
            case NOTIFICATION -> {
                if ("notifications/cancelled".equals(env.method())) forgetCancelled(line);
                upstream.forward(line);
            }
            case RESPONSE -> clientResponse(env, line);
            case INVALID -> {
                if (Envelope.isJson(line)) {
                    upstream.forward(line); // JSON it does not know (a batch, a newer message): the upstream's to judge
                } else {
                    // the client would wait for an answer forever: JSON-RPC says a parse error, with a null id
                    LOG.warn("client sent a line that is not JSON ({} characters); answered with a parse error",
                            line.length());
                    client.write(Replies.parseError("the line is not JSON"));
                }
            }
        }
    }

    private void clientRequest(Envelope env, String line) {
        String method = env.method();
        String out = line;
        ToolCall call = null;
        if ("initialize".equals(method)) {
            upstream.clientInitialize(line);
        } else if ("tools/call".equals(method)) {
            ObjectNode msg = Json.object(line);
            ToolCallPolicy.Decision d = msg == null ? policy.decideUnread(Envelope.toolName(line), line.length())
                    : policy.decide(msg.get("params"));
            if (d instanceof ToolCallPolicy.Refuse refuse) {
                client.write(Replies.toolError(env.id(), refuse.message()));
                return;
            }
            ToolCallPolicy.Forward forward = (ToolCallPolicy.Forward) d;
            if (forward.argumentsChanged()) out = msg.toString();
            call = forward.call();
        }
        int gen;
        try {
            gen = upstream.ready(method);
        } catch (UpstreamSupervisor.Unavailable e) {
            answerError(env.id(), method, e.getMessage());
            return;
        }
        Pending p = new Pending(method, gen, call);
        pending.put(env.idKey(), p);
        if (!upstream.send(out)) LOG.debug("upstream stdin closed while sending {}", method);
        if (upstream.exitedSince(gen) && pending.remove(env.idKey(), p)) {
            // it died between the check and the write, after its exit handler answered the calls it knew
            answerError(env.id(), method, "the upstream MCP server exited before this call reached it");
        }
    }

    private void clientResponse(Envelope env, String line) {
        ServerRequest req = serverRequests.remove(env.idKey());
        if (req != null && req.generation() != upstream.generation()) {
            LOG.debug("dropping the answer to {} of an upstream that has gone", req.method());
            return;
        }
        if (req != null && "roots/list".equals(req.method())) {
            ObjectNode msg = Json.object(line);
            if (msg != null) files.rootsAnswered(msg.path("result"));
        }
        upstream.forward(line);
    }

    private void forgetCancelled(String line) {
        ObjectNode msg = Json.object(line);
        if (msg == null) return;
        JsonNode id = msg.path("params").get("requestId");
        if (id != null) pending.remove(id.toString());
    }

    // ---------------------------------------------------------------- upstream -> client

    private void fromUpstream(int gen, byte[] raw) {
        Envelope env = Envelope.peek(raw);
        switch (env.kind()) {
            case RESPONSE -> upstreamResponse(env, raw);
            case REQUEST -> {
                serverRequests.put(env.idKey(), new ServerRequest(env.method(), gen));
                client.write(raw);
            }
            case NOTIFICATION -> client.write(raw);
            case INVALID -> {
                if (Json.isJson(raw)) {
                    client.write(raw); // JSON we do not understand (a batch, a future shape): relayed as it came
                } else {
                    // a stray print on the upstream's stdout would corrupt the client's stream
                    LOG.warn("upstream wrote a line that is not JSON (not relayed): {}",
                            new String(raw, 0, Math.min(raw.length, 200), StandardCharsets.UTF_8));
                }
            }
        }
    }

    private void upstreamResponse(Envelope env, byte[] raw) {
        if (upstream.replayAnswered(env, raw)) return; // the client already has its own initialize answer
        Pending p = pending.remove(env.idKey());
        if (p == null) {
            client.write(raw);
            return;
        }
        switch (p.method()) {
            case "initialize" -> {
                client.write(handshake.initializeAnswer(new String(raw, StandardCharsets.UTF_8)));
                viewer.sessionStarted(); // load the pipeline and the tokenizer while the agent lists tools
            }
            case "tools/list" -> {
                client.write(handshake.toolsListAnswer(new String(raw, StandardCharsets.UTF_8)));
                viewer.toolsListed(); // warm the pipeline on a page while the agent makes its first call
            }
            case "tools/call" -> {
                upstream.trackDescendants();
                int gen = p.generation();
                int before = upstream.restarted(gen) ? restartNoted.getAndAccumulate(gen, Math::max) : gen;
                // said on the first result it can be put in (an error answer has no content to put it in): if this
                // one has none, the claim is given back for the next
                results.relay(p.call(), raw, before < gen ? RESTARTED : null, () -> restartNoted.compareAndSet(gen, before));
            }
            default -> client.write(raw);
        }
    }

    /**
     * What the first result from a restarted upstream says first, so the agent does not act on refs of a page that is
     * gone: with an upstream that died between calls, nothing else would tell it.
     */
    static final String RESTARTED = "[goaldigest: the upstream browser server had exited and was started again before"
            + " this call: a fresh browser, without the pages, tabs and refs you had before]";

    /** The upstream of {@code gen} is gone: its calls in flight get an error, its requests to the client lapse. */
    private void upstreamExited(int gen, String why) {
        for (Map.Entry<String, Pending> e : List.copyOf(pending.entrySet())) {
            if (e.getValue().generation() == gen && pending.remove(e.getKey(), e.getValue())) {
                answerError(Json.value(e.getKey()), e.getValue().method(), why + " while this call was running");
            }
        }
        serverRequests.values().removeIf(r -> r.generation() == gen);
        page.forgetShown(); // the next upstream's browser shows no page the agent has seen
    }

    /** Answers a request the upstream cannot: a tool error result for tools/call, else a JSON-RPC error. */
    private void answerError(JsonNode id, String method, String message) {
        if (id == null) return;
        if ("tools/call".equals(method)) {
            client.write(Replies.toolError(id, message + ". The next call starts a fresh upstream."));
        } else {
            client.write(Replies.error(id, message));
        }
    }
}
