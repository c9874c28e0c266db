package dev.goaldigest.testing;

import static org.junit.jupiter.api.Assertions.fail;

import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Assumptions;

/**
 * What the end-to-end tests need: the pinned upstream ({@code npm ci --prefix src/test/node}), Debian Chromium,
 * pages served from 127.0.0.1, and the command lines that start the proxy in front of the real upstream.
 * Missing pieces skip the tests with a message, except under {@code CI=true}, where they fail (see {@link EndToEnd}).
 */
public final class E2E {
    public static final Path CLI = Path.of("src/test/node/node_modules/@playwright/mcp/cli.js").toAbsolutePath();
    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    /** The MCP Inspector's command line entry point (pinned in the same lockfile as the upstream). */
    public static final Path INSPECTOR = Path.of("src/test/node/node_modules/@modelcontextprotocol/inspector/cli/build/cli.js")
            .toAbsolutePath();

    private E2E() {
    }

    /**
     * Skips (or under CI fails) the calling test when the real upstream cannot run here. A class of such tests is
     * better marked {@link EndToEnd}: its tests are then counted as skipped even when its set-up needs the upstream.
     */
    public static void requireUpstream() {
        List<String> missing = missing(CLI);
        if (missing.isEmpty()) return;
        if (onCi()) fail(reason(missing) + " (CI=true: not skipped)");
        Assumptions.abort(reason(missing));
    }

    /**
     * Skips (or under CI fails) the calling test when the MCP Inspector is not installed beside the upstream (an
     * install from before it joined the lockfile: run {@code npm ci --prefix src/test/node} again).
     */
    public static void requireInspector() {
        if (Files.isRegularFile(INSPECTOR)) return;
        String reason = "the MCP Inspector CLI test needs @modelcontextprotocol/inspector (run: npm ci --prefix src/test/node)";
        if (onCi()) fail(reason + " (CI=true: not skipped)");
        Assumptions.abort(reason);
    }

    /** What the end-to-end tests need and this machine lacks, given where the upstream's {@code cli.js} should be. */
    static List<String> missing(Path cli) {
        List<String> missing = new ArrayList<>();
        if (!Files.isRegularFile(cli)) missing.add("the pinned @playwright/mcp (run: npm ci --prefix src/test/node)");
        if (!Files.isExecutable(CHROMIUM)) missing.add("Chromium at /usr/bin/chromium (run: apt-get install -y chromium)");
        if (which("node") == null) missing.add("node on PATH");
        return missing;
    }

    static String reason(List<String> missing) {
        return "end-to-end tests need " + String.join(", ", missing);
    }

    /** Under CI a missing part is a failure, never a skip. */
    static boolean onCi() {
        return "true".equals(System.getenv("CI"));
    }

    public static Path which(String exe) {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, exe);
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }

    /**
     * The upstream command: the pinned server, headless, Debian Chromium, no sandbox (root), a fresh profile, and
     * the Chromium flags that keep it off the closed network (background networking, component updates ...).
     */
    public static List<String> upstreamCommand(Path workDir) throws IOException {
        Path cfg = workDir.resolve("playwright-mcp.json");
        Files.writeString(cfg, "{\"browser\":{\"launchOptions\":{\"args\":[\"--disable-background-networking\","
                + "\"--disable-component-update\",\"--disable-sync\",\"--no-first-run\",\"--disable-gpu\","
                + "\"--disable-quic\",\"--disable-dev-shm-usage\"]}}}");
        return List.of(which("node").toString(), CLI.toString(), "--headless", "--executable-path", CHROMIUM.toString(),
                "--no-sandbox", "--isolated", "--config", cfg.toString());
    }

    /**
     * The upstream's words for a client that cannot pass {@code --config} through (the MCP Inspector takes it for its
     * own): the same server and flags as {@link #upstreamCommand}, its Chromium settings in
     * {@code PLAYWRIGHT_MCP_CONFIG} (see {@link #upstreamEnvironment}).
     */
    public static List<String> upstreamWords() {
        return List.of(which("node").toString(), CLI.toString(), "--headless", "--executable-path", CHROMIUM.toString(),
                "--no-sandbox", "--isolated");
    }

    /** The environment that gives {@link #upstreamWords} the Chromium flags of {@link #upstreamCommand}. */
    public static Map<String, String> upstreamEnvironment(Path workDir) throws IOException {
        List<String> cmd = upstreamCommand(workDir);
        return Map.of("PLAYWRIGHT_MCP_CONFIG", cmd.get(cmd.indexOf("--config") + 1));
    }

    /** {@code java -cp <test classpath> dev.goaldigest.cli.Main proxy [flags] -- <upstream>}. */
    public static List<String> proxyCommand(List<String> upstream, String... flags) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:auto", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), "dev.goaldigest.cli.Main", "proxy"));
        cmd.addAll(List.of(flags));
        cmd.add("--");
        cmd.addAll(upstream);
        return cmd;
    }

    /** Serves {@code fixtures/corpus/pages/} under {@code /pages/} and the tests' own small pages. */
    public static final class Pages implements AutoCloseable {
        private final HttpServer server;
        private final Map<String, String> extra = new ConcurrentHashMap<>();

        public Pages() throws IOException {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            server.setExecutor(Executors.newFixedThreadPool(4, r -> {
                Thread t = new Thread(r, "pages");
                t.setDaemon(true);
                return t;
            }));
            server.createContext("/", ex -> {
                String path = ex.getRequestURI().getPath();
                byte[] body;
                int status = 200;
                if (extra.containsKey(path)) {
                    body = extra.get(path).getBytes(StandardCharsets.UTF_8);
                } else if (path.startsWith("/pages/") && !path.contains("..")
                        && Files.isRegularFile(Path.of("fixtures/corpus", path))) {
                    body = Files.readAllBytes(Path.of("fixtures/corpus", path));
                } else {
                    status = 404;
                    body = "<!doctype html><title>Not found</title><p>not found".getBytes(StandardCharsets.UTF_8);
                }
                ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
                ex.sendResponseHeaders(status, body.length);
                try (OutputStream os = ex.getResponseBody()) {
                    os.write(body);
                }
            });
            server.start();
        }

        public void page(String path, String html) {
            extra.put(path, html);
        }

        public String url(String path) {
            return "http://127.0.0.1:" + server.getAddress().getPort() + path;
        }

        @Override
        public void close() {
            server.stop(0);
        }
    }
}
