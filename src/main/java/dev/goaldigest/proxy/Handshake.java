package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The two answers a session opens with, as the proxy changes them: {@code initialize} (the server info names
 * goaldigest in front of the upstream) and {@code tools/list} (our arguments on {@code browser_snapshot}, see
 * {@link ToolCatalog}). Everything else in them is kept as it came.
 */
final class Handshake {
    private static final Logger LOG = LoggerFactory.getLogger(Handshake.class);

    private final String version;
    private final PageViewer viewer;

    /** @param version our version, for the server info */
    Handshake(String version, PageViewer viewer) {
        this.version = version;
        this.viewer = viewer;
    }

    /** The upstream's {@code initialize} answer with our server info; the line as it came when it has no result. */
    String initializeAnswer(String line) {
        ObjectNode msg = Json.object(line);
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
        McpSchema.Implementation ours = new McpSchema.Implementation("goaldigest (" + upName + ")",
                "goaldigest: pruned " + upName + " MCP",
                version + " (upstream " + upName + (upVersion.isEmpty() ? "" : " " + upVersion) + ")",
                null, null, null); // no description, icons or website
        result.set("serverInfo", Envelope.JSON.valueToTree(ours));
        return msg.toString();
    }

    /** The upstream's {@code tools/list} answer with our arguments added. */
    String toolsListAnswer(String line) {
        ObjectNode msg = Json.object(line);
        if (msg == null) return line;
        ToolCatalog.extend(msg, viewer.modes());
        return msg.toString();
    }

    /**
     * While the upstream boots: load and exercise what the session's first messages need (the JSON machinery, the
     * wire types the initialize answer is read with), so the answer is not held up by class loading.
     */
    void warmUpInBackground() {
        Thread t = new Thread(() -> {
            try {
                String answer = "{\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"serverInfo\":"
                        + "{\"name\":\"warm\",\"version\":\"0\"}},\"jsonrpc\":\"2.0\",\"id\":0}";
                Envelope.peek(answer.getBytes(StandardCharsets.UTF_8));
                Envelope.peek(answer);
                initializeAnswer(answer);
                toolsListAnswer("{\"result\":{\"tools\":[{\"name\":\"browser_snapshot\",\"inputSchema\":"
                        + "{\"type\":\"object\",\"properties\":{}}}]},\"jsonrpc\":\"2.0\",\"id\":1}");
            } catch (RuntimeException e) {
                LOG.debug("prewarm: {}", e.toString());
            }
        }, "goaldigest-prewarm");
        t.setDaemon(true);
        t.start();
    }
}
