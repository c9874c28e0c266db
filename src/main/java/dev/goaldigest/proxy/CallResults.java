package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The results of {@code tools/call} on their way back to the client. One the policy passes through goes out at once,
 * byte for byte, and its page state is read right after, on the rewrite thread while the agent thinks (or sooner, by
 * whatever needs it first: {@link #catchUp}). One with a snapshot to prune is rewritten on the rewrite thread, one at
 * a time, in the order they came.
 */
final class CallResults {
    private static final Logger LOG = LoggerFactory.getLogger(CallResults.class);

    /** A result relayed as it came, whose page state is not read yet. */
    private record Unobserved(ToolCall call, byte[] line) {
    }

    private final LineWriter client;
    private final ResultRewriter rewriter;
    private final ExecutorService rewrites = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "goaldigest-rewrite");
        t.setDaemon(true);
        return t;
    });
    private final Object observationLock = new Object();
    private Unobserved unobserved;

    CallResults(LineWriter client, ResultRewriter rewriter) {
        this.client = client;
        this.rewriter = rewriter;
    }

    /** Sends the client the result {@code line} of {@code call} (null: a call the policy could not read). */
    void relay(ToolCall call, byte[] line) {
        relay(call, line, null, () -> { });
    }

    /**
     * {@link #relay(ToolCall, byte[])}, with {@code note} (null for none) as the result's first text item, whether it
     * goes out as it came or rewritten; {@code noteLost} runs when the line has no content to put it in (a JSON-RPC
     * error).
     */
    void relay(ToolCall call, byte[] line, String note, Runnable noteLost) {
        if (call == null) {
            client.write(withNote(line, note, noteLost));
        } else if (call.passThrough()) {
            client.write(withNote(line, note, noteLost));
            synchronized (observationLock) {
                unobserved = new Unobserved(call, line);
            }
            rewrites.execute(this::catchUp);
        } else {
            rewrites.execute(() -> client.write(withNote(rewrite(call, line), note, noteLost)));
        }
    }

    /** {@code line} with {@code note} first in its content; as it came when the note is null or it has no content. */
    private static byte[] withNote(byte[] line, String note, Runnable noteLost) {
        if (note == null) return line;
        byte[] out = Envelope.withLeadingNote(line, note);
        if (out == null) noteLost.run();
        return out == null ? line : out;
    }

    /** Reads the page state from the last result passed through unread (mode off and the like), if any. */
    void catchUp() {
        synchronized (observationLock) {
            Unobserved u = unobserved;
            unobserved = null;
            if (u == null) return;
            ObjectNode msg = Json.object(u.line());
            if (msg == null || !(msg.get("result") instanceof ObjectNode result)) return;
            try {
                rewriter.rewrite(u.call(), result);
            } catch (RuntimeException e) {
                LOG.debug("result of {} not observed: {}", u.call().tool(), e.toString());
            }
        }
    }

    void shutdown() {
        rewrites.shutdownNow();
    }

    /**
     * The line to send for a result that may be rewritten: the JSON is read from and written to UTF-8 bytes directly
     * (no intermediate copy of a 1 MB line as a Java string), and {@code line} itself goes out when nothing changes.
     */
    private byte[] rewrite(ToolCall call, byte[] line) {
        catchUp();
        long t0 = System.nanoTime();
        if (line.length > Limits.MAX_PARSE_BYTES) {
            return noted(call, line, "result too large to prune (" + Limits.count(line.length)
                    + " bytes, over the limit of " + Limits.count(Limits.MAX_PARSE_BYTES) + ")");
        }
        ObjectNode msg = Json.object(line);
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
                        Millis.of(t1 - t0), Millis.of(t2 - t1), Millis.of(System.nanoTime() - t2), line.length,
                        bytes.length);
            }
            return bytes;
        } catch (IOException | RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // the result goes out as it came: a failed rewrite must never cost the agent its answer
            return noted(call, line, "result could not be rewritten (" + e.getClass().getSimpleName() + ")");
        }
    }

    /** The result as it came, with a first text item saying why it was not rewritten (as it came, if it cannot). */
    private static byte[] noted(ToolCall call, byte[] line, String why) {
        LOG.warn("result of {} not rewritten: {}", call.tool(), why);
        try {
            return withNote(line, "[goaldigest: " + why + "; passed through unchanged]", () -> { });
        } catch (RuntimeException | OutOfMemoryError e) {
            return line;
        }
    }
}
