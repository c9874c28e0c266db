package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** The proxy as a child process, driven with raw JSON-RPC lines (what a client that is not the SDK sends). */
final class ProcessClient implements AutoCloseable {
    final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    final StringBuffer stderr = new StringBuffer();
    final StringBuffer nonJson = new StringBuffer();

    ProcessClient(List<String> command, Path dir, Map<String, String> env) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        if (env != null) {
            pb.environment().clear();
            pb.environment().putAll(env);
        }
        process = pb.start();
        stdin = process.getOutputStream();
        Thread out = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String l;
                while ((l = r.readLine()) != null) {
                    try {
                        RelayHarness.JSON.readTree(l);
                        lines.add(l);
                    } catch (IOException e) {
                        nonJson.append(l).append('\n');
                    }
                }
            } catch (IOException ignored) {
                // the process ended
            }
        });
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String l;
                while ((l = r.readLine()) != null) stderr.append(l).append('\n');
            } catch (IOException ignored) {
                // the process ended
            }
        });
        err.setDaemon(true);
        err.start();
    }

    void send(String json) throws IOException {
        stdin.write((json + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    void closeStdin() throws IOException {
        stdin.close();
    }

    JsonNode await(Predicate<JsonNode> p, long seconds) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String l = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                if (l == null) fail("no matching message within " + seconds + " s; proxy stderr:\n" + stderr);
                JsonNode n = RelayHarness.JSON.readTree(l);
                if (p.test(n)) return n;
            }
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    JsonNode request(String idJson, String method, String paramsJson, long seconds) throws IOException {
        send("{\"jsonrpc\":\"2.0\",\"id\":" + idJson + ",\"method\":\"" + method + "\",\"params\":" + paramsJson + "}");
        return await(n -> n.has("id") && n.get("id").toString().equals(idJson) && !n.has("method"), seconds);
    }

    JsonNode initialize() throws IOException {
        JsonNode r = request("0", "initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}", 60);
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return r;
    }

    JsonNode call(String idJson, String tool, String argsJson, long seconds) throws IOException {
        return request(idJson, "tools/call", "{\"name\":\"" + tool + "\",\"arguments\":" + argsJson + "}", seconds);
    }

    @Override
    public void close() {
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already closed
        }
        List<ProcessHandle> tree = process.descendants().toList();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
        }
        tree.forEach(ProcessHandle::destroyForcibly);
    }
}
