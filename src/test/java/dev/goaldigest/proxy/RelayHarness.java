package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.config.Config;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** An in-process proxy with a raw JSON-RPC client on its stdio, in front of the {@link FakeUpstream}. */
final class RelayHarness implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper(com.fasterxml.jackson.core.JsonFactory.builder()
            .streamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
                    .maxStringLength(Integer.MAX_VALUE).build()).build()); // the tests send and read messages of any size
    private final QueueInput in = new QueueInput();
    private final BlockingQueue<String> out = new LinkedBlockingQueue<>();
    private final List<JsonNode> seen = new ArrayList<>();
    final Proxy proxy;
    private final Thread runner;

    RelayHarness(Config config, PageViewer viewer) {
        this(config, viewer, fakeUpstream());
    }

    RelayHarness(Config config, PageViewer viewer, List<String> upstream) {
        proxy = new Proxy(config, upstream, viewer, in, new LineCollector(out), "test");
        runner = new Thread(proxy::run, "proxy-under-test");
        runner.setDaemon(true);
        runner.start();
    }

    static List<String> fakeUpstream() {
        return List.of(javaBin(), "-cp", System.getProperty("java.class.path"), FakeUpstream.class.getName());
    }

    static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    void send(String json) {
        in.offer((json + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** The next message (in order) matching {@code p}; earlier ones are kept for {@link #seen()}. */
    JsonNode await(Predicate<JsonNode> p, long seconds) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String line = left <= 0 ? null : out.poll(left, TimeUnit.NANOSECONDS);
                if (line == null) fail("no matching message within " + seconds + " s; seen: " + seen);
                JsonNode n = JSON.readTree(line);
                seen.add(n);
                if (p.test(n)) return n;
            }
        } catch (IOException e) {
            throw new AssertionError("proxy wrote a line that is not JSON: " + e.getMessage());
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    JsonNode response(String idJson, long seconds) {
        return await(n -> n.has("id") && n.get("id").toString().equals(idJson) && !n.has("method"), seconds);
    }

    JsonNode request(String idJson, String method, String paramsJson) {
        send("{\"jsonrpc\":\"2.0\",\"id\":" + idJson + ",\"method\":\"" + method + "\",\"params\":" + paramsJson + "}");
        return response(idJson, 60);
    }

    JsonNode initialize(String capabilitiesJson) {
        JsonNode r = request("0", "initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":"
                + capabilitiesJson + ",\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return r;
    }

    JsonNode call(String idJson, String tool, String argsJson) {
        return request(idJson, "tools/call", "{\"name\":\"" + tool + "\",\"arguments\":" + argsJson + "}");
    }

    static String text(JsonNode response) {
        return response.path("result").path("content").get(0).path("text").asText();
    }

    List<JsonNode> seen() {
        return seen;
    }

    /** Lines still queued (not awaited), parsed. */
    List<JsonNode> drain() {
        List<JsonNode> rest = new ArrayList<>();
        String l;
        while ((l = out.poll()) != null) {
            try {
                rest.add(JSON.readTree(l));
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + l);
            }
        }
        return rest;
    }

    @Override
    public void close() {
        in.close();
        try {
            runner.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        proxy.stop();
    }

    /** Client-side stdin of the proxy: chunks offered by the test; EOF after close. */
    private static final class QueueInput extends InputStream {
        private final BlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
        private byte[] cur = new byte[0];
        private int pos;
        private static final byte[] EOF = new byte[0];

        void offer(byte[] b) {
            chunks.add(b);
        }

        @Override
        public void close() {
            chunks.add(EOF);
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (pos >= cur.length) {
                if (cur == EOF) return -1;
                try {
                    cur = chunks.take();
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
                pos = 0;
                if (cur == EOF) {
                    chunks.add(EOF);
                    return -1;
                }
            }
            int n = Math.min(len, cur.length - pos);
            System.arraycopy(cur, pos, b, off, n);
            pos += n;
            return n;
        }
    }

    /** The proxy's stdout: whole lines into a queue. */
    private static final class LineCollector extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream buf = new ByteArrayOutputStream();

        LineCollector(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(buf.toString(StandardCharsets.UTF_8));
                buf.reset();
            } else {
                buf.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            for (int i = off; i < off + len; i++) write(b[i]);
        }
    }
}
