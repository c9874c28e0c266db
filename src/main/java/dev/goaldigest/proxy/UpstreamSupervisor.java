package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The upstream's life: one {@link Upstream} process at a time, numbered by generation. It is started (or taken over
 * from {@link EarlyStart}) with the session; when it dies, the next request starts a fresh one and replays the
 * client's own {@code initialize} to it (its answer swallowed), then {@code notifications/initialized}, before the
 * request goes on. No timeouts on upstream calls, only on that replayed initialize.
 */
final class UpstreamSupervisor {
    private static final Logger LOG = LoggerFactory.getLogger(UpstreamSupervisor.class);
    static final String REINIT_ID_PREFIX = "goaldigest-reinit-";
    private static final long STOP_BUDGET_MILLIS = 1200;
    private static final long REINIT_TIMEOUT_SECONDS = 120;

    /** Takes each stdout line of the upstream of {@code generation}, on its reader thread. */
    @FunctionalInterface
    interface Lines {
        void line(int generation, byte[] raw);
    }

    /** Told when the upstream of {@code generation} exited on its own; {@code why} says so in words. */
    @FunctionalInterface
    interface Exits {
        void exited(int generation, String why);
    }

    /** No upstream can take a request now; the message says why, for the client. */
    static final class Unavailable extends Exception {
        Unavailable(String message) {
            super(message);
        }
    }

    private final List<String> command;
    private final Lines lines;
    private final Exits exits;
    private final Object lock = new Object();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private volatile Upstream upstream;
    private volatile int generation;
    /** The replayed initialize of a fresh upstream, until its answer comes; null otherwise. */
    private volatile CompletableFuture<Void> reinit;
    private volatile String initializeLine;
    private volatile int deadGeneration;
    /** The generation of the first upstream that started (0 until one has). */
    private volatile int firstGeneration;
    private Process early;

    /** @param early the upstream already spawned with {@link EarlyStart#spawn}, or null to start it in {@link #start} */
    UpstreamSupervisor(List<String> command, Process early, Lines lines, Exits exits) {
        this.command = List.copyOf(command);
        this.early = early;
        this.lines = lines;
        this.exits = exits;
    }

    /** Takes over the early process, or starts one; a failure is logged, and the first request tries again. */
    void start() {
        synchronized (lock) {
            try {
                if (early != null) {
                    int gen = generation + 1;
                    upstream = Upstream.adopt(gen, command, early, line -> lines.line(gen, line), this::exited);
                    generation = gen;
                    if (firstGeneration == 0) firstGeneration = gen;
                    early = null;
                } else {
                    startUpstream();
                }
            } catch (IOException e) {
                LOG.error("cannot start the upstream MCP server '{}': {}", String.join(" ", command), e.getMessage());
            }
        }
    }

    /** The client's first {@code initialize}, replayed to every fresh upstream. Called on the client's thread. */
    void clientInitialize(String line) {
        if (initializeLine == null) initializeLine = line;
    }

    /**
     * The generation of a live, initialized upstream for a request of {@code method}, starting a fresh one (and
     * replaying the client's {@code initialize}) when the last one died.
     */
    int ready(String method) throws Unavailable {
        CompletableFuture<Void> ready;
        synchronized (lock) {
            Upstream u = upstream;
            if (u == null || !u.alive()) {
                try {
                    startUpstream();
                } catch (IOException e) {
                    String msg = "cannot start the upstream MCP server '" + String.join(" ", command) + "': "
                            + e.getMessage();
                    LOG.error(msg);
                    throw new Unavailable(msg);
                }
                if (initializeLine != null && !"initialize".equals(method)) replayInitialize();
            }
            ready = reinit;
        }
        if (ready != null) {
            try {
                ready.get(REINIT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                synchronized (lock) {
                    if (reinit == ready) {
                        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
                        reinit = null;
                    }
                }
            } catch (TimeoutException e) {
                throw new Unavailable("the restarted upstream MCP server did not answer initialize in "
                        + REINIT_TIMEOUT_SECONDS + " s");
            } catch (Exception e) {
                throw new Unavailable("the restarted upstream MCP server failed to initialize (" + rootMessage(e) + ")");
            }
        }
        return generation;
    }

    private void startUpstream() throws IOException {
        int gen = generation + 1;
        Upstream u = Upstream.start(gen, command, line -> lines.line(gen, line), this::exited);
        generation = gen;
        if (firstGeneration == 0) firstGeneration = gen;
        reinit = null;
        upstream = u;
    }

    /** A fresh upstream gets the client's original initialize under an id of our own. */
    private void replayInitialize() {
        ObjectNode init = Json.object(initializeLine);
        if (init == null) return;
        init.put("id", REINIT_ID_PREFIX + generation);
        reinit = new CompletableFuture<>();
        LOG.info("initializing upstream #{} with the client's initialize", generation);
        send(init.toString());
    }

    /** Whether {@code env} answers a replayed initialize; if so the replay is done (the client never sees it). */
    boolean replayAnswered(Envelope env, byte[] raw) {
        if (!env.id().isTextual() || !env.id().asText().startsWith(REINIT_ID_PREFIX)) return false;
        CompletableFuture<Void> f = reinit;
        if (f != null) {
            ObjectNode msg = Json.object(raw);
            if (msg != null && msg.has("error")) {
                f.completeExceptionally(new IOException(msg.path("error").path("message").asText("error")));
            } else {
                f.complete(null);
            }
        }
        return true;
    }

    /** Sends a line to the current upstream; false when there is none or its stdin is gone. */
    boolean send(String line) {
        Upstream u = upstream;
        return u != null && u.send(line);
    }

    /** Sends a notification or an answer upstream; with no live upstream it has no one to go to, and is dropped. */
    void forward(String line) {
        Upstream u = upstream;
        if (u == null || !u.alive()) {
            LOG.debug("no upstream for a message; dropped"); // the next request restarts it
            return;
        }
        send(line);
    }

    /** The current generation. */
    int generation() {
        return generation;
    }

    /**
     * Whether the upstream of {@code gen} took the place of one that had run and exited: its browser is a fresh one,
     * without the pages the agent had.
     */
    boolean restarted(int gen) {
        int first = firstGeneration;
        return first != 0 && gen > first;
    }

    /** Whether the upstream of {@code gen} has exited (and its calls in flight were told so). */
    boolean exitedSince(int gen) {
        return deadGeneration >= gen;
    }

    /** Notes the current upstream's descendants (its browser), so they can be stopped should it crash. */
    void trackDescendants() {
        Upstream u = upstream;
        if (u != null) u.trackDescendants();
    }

    /** Stops the upstream and its process tree (idempotent). */
    void stop() {
        if (!stopped.compareAndSet(false, true)) return;
        Upstream u = upstream;
        if (u != null) u.stop(STOP_BUDGET_MILLIS);
    }

    private void exited(Upstream u) {
        if (stopped.get()) return;
        try {
            u.stop(300);
        } finally {
            u.killLeftovers();
        }
        Integer code = u.exitCode();
        deadGeneration = Math.max(deadGeneration, u.generation());
        String why = "the upstream MCP server exited" + (code == null ? "" : " (status " + code + ")");
        LOG.warn("{}; the next request starts a fresh one", why);
        CompletableFuture<Void> f = reinit;
        if (f != null && u.generation() == generation) f.completeExceptionally(new IOException(why));
        exits.exited(u.generation(), why);
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
