package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An MCP server child process (the upstream alone, or the proxy in front of it) spoken to with raw JSON-RPC lines,
 * as the benchmarks drive it: one request at a time, its answer awaited, whatever else the server sends skipped.
 */
final class McpPeer implements AutoCloseable {
    /** Loaded when a bench runs, not when picocli builds the command tree at every start. */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private int nextId = 1;

    McpPeer(List<String> cmd, Path work) throws IOException {
        process = new ProcessBuilder(cmd).directory(work.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8), 1 << 16)) {
                String l;
                while ((l = r.readLine()) != null) lines.add(l);
            } catch (IOException ignored) {
                // ended
            }
        });
        t.setDaemon(true);
        t.start();
    }

    void initialize() throws Exception {
        request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":"
                + "{\"name\":\"goaldigest-bench\",\"version\":\"1\"}}");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    }

    JsonNode request(String method, String params) throws Exception {
        int id = nextId++;
        send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}");
        while (true) {
            String l = lines.poll(120, TimeUnit.SECONDS);
            if (l == null) throw new IOException("no answer to " + method + " in 120 s");
            JsonNode n = Json.MAPPER.readTree(l);
            if (n.path("id").asInt(-1) == id && !n.has("method")) {
                if (n.has("error")) throw new IOException(method + ": " + n.get("error"));
                return n;
            }
        }
    }

    /** Calls {@code tool} with {@code arguments} and returns the text of its result (the first text item). */
    String call(String tool, ObjectNode arguments) throws Exception {
        ObjectNode params = Json.MAPPER.createObjectNode();
        params.put("name", tool);
        params.set("arguments", arguments == null ? Json.MAPPER.createObjectNode() : arguments);
        return text(request("tools/call", Json.MAPPER.writeValueAsString(params)));
    }

    /** A fresh arguments object. */
    static ObjectNode args() {
        return Json.MAPPER.createObjectNode();
    }

    static String text(JsonNode response) {
        return response.path("result").path("content").path(0).path("text").asText("");
    }

    private void send(String line) throws IOException {
        OutputStream os = process.getOutputStream();
        os.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        os.flush();
    }

    @Override
    public void close() throws IOException {
        List<ProcessHandle> tree = process.descendants().toList();
        process.getOutputStream().close();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        for (ProcessHandle h : tree) if (h.isAlive()) h.destroyForcibly();
    }
}
