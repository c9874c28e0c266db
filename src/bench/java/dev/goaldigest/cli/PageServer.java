package dev.goaldigest.cli;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Serves HTML folders on 127.0.0.1 for the benchmarks that drive a real browser: {@code /corpus/NAME.html} from
 * {@code fixtures/corpus/pages}, {@code /diff/NAME.html} from {@code fixtures/diff/pages}; anything else is a 404.
 */
final class PageServer implements AutoCloseable {
    static final Map<String, Path> FOLDERS = Map.of(
            "corpus", Path.of("fixtures", "corpus", "pages"),
            "diff", Path.of("fixtures", "diff", "pages"));

    private final HttpServer server;

    PageServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", ex -> {
            byte[] body = find(ex.getRequestURI().getPath());
            int status = body == null ? 404 : 200;
            if (body == null) body = "<!doctype html><title>Not found</title><p>not found".getBytes();
            ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            ex.sendResponseHeaders(status, body.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(body);
            }
        });
        server.start();
    }

    private static byte[] find(String path) throws IOException {
        String[] parts = path.split("/");
        if (parts.length != 3 || !parts[2].endsWith(".html") || parts[2].contains("..")) return null;
        Path folder = FOLDERS.get(parts[1]);
        if (folder == null) return null;
        Path file = folder.resolve(parts[2]);
        return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
    }

    /** The URL of {@code /FOLDER/NAME.html} (a query or fragment may follow the name). */
    String url(String folder, String page) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + folder + "/" + page;
    }

    /** Whether the HTML a page name points to is there (a query or fragment after the name is ignored). */
    static boolean exists(String folder, String page) {
        String name = page.replaceAll("[?#].*$", "");
        return FOLDERS.containsKey(folder) && Files.isRegularFile(FOLDERS.get(folder).resolve(name));
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
