package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@code .yml} files action results link to: finding one, reading it, writing a pruned copy beside it. A link is
 * resolved the way the upstream resolves it: an absolute path as it is; a relative one against the client's first
 * root (the upstream's workspace when the client declares roots), the upstream's {@code --output-dir}, then its
 * working directory (ours: the child inherits it).
 */
final class SnapshotFiles {
    private static final Logger LOG = LoggerFactory.getLogger(SnapshotFiles.class);

    private final Path workingDir;
    private final Path outputDir;
    private volatile Path firstRoot;

    SnapshotFiles(Path workingDir, Path outputDir) {
        this.workingDir = workingDir.toAbsolutePath().normalize();
        this.outputDir = outputDir == null ? null : this.workingDir.resolve(outputDir).normalize();
    }

    /** Built from the upstream's command line: {@code --output-dir DIR}, or {@code outputDir} in its {@code --config}. */
    static SnapshotFiles forUpstream(List<String> command, Path workingDir) {
        Path out = null;
        String configFile = null;
        for (int i = 0; i < command.size(); i++) {
            String a = command.get(i);
            String next = i + 1 < command.size() ? command.get(i + 1) : null;
            if (a.equals("--output-dir") && next != null) out = path(next);
            else if (a.startsWith("--output-dir=")) out = path(a.substring("--output-dir=".length()));
            else if (a.equals("--config") && next != null) configFile = next;
            else if (a.startsWith("--config=")) configFile = a.substring("--config=".length());
        }
        if (out == null && configFile != null) {
            try {
                JsonNode cfg = Envelope.JSON.readTree(workingDir.resolve(configFile).toFile());
                if (cfg.path("outputDir").isTextual()) out = path(cfg.get("outputDir").asText());
            } catch (IOException | InvalidPathException e) {
                LOG.debug("upstream config {} not read: {}", configFile, e.toString());
            }
        }
        if (out == null) {
            String env = System.getenv("PLAYWRIGHT_MCP_OUTPUT_DIR");
            if (env != null && !env.isBlank()) out = path(env);
        }
        return new SnapshotFiles(workingDir, out);
    }

    private static Path path(String s) {
        try {
            return Path.of(s);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** The client answered {@code roots/list}: its first root is the upstream's workspace from now on. */
    void rootsAnswered(JsonNode rootsResult) {
        McpSchema.ListRootsResult answer;
        try {
            answer = Envelope.JSON.treeToValue(rootsResult, McpSchema.ListRootsResult.class);
        } catch (IOException | IllegalArgumentException e) {
            LOG.debug("roots/list answer not read: {}", e.toString());
            return;
        }
        if (answer == null || answer.roots() == null || answer.roots().isEmpty()) return;
        String uri = answer.roots().get(0).uri();
        if (uri == null) return;
        try {
            URI u = URI.create(uri);
            if ("file".equalsIgnoreCase(u.getScheme())) firstRoot = Path.of(u).normalize();
        } catch (IllegalArgumentException | FileSystemNotFoundException e) {
            LOG.debug("root {} is not a local folder", uri);
        }
    }

    Path firstRoot() {
        return firstRoot;
    }

    /** The linked file, or null when it is not found in any of the places the upstream could have meant. */
    Path resolve(String link) {
        Path p = path(link);
        if (p == null) return null;
        if (p.isAbsolute()) return Files.isRegularFile(p) ? p : null;
        for (Path base : candidates()) {
            Path c = base.resolve(p).normalize();
            if (Files.isRegularFile(c)) return c;
        }
        // an output dir given separately: the link names the file under it
        if (outputDir != null && p.getFileName() != null) {
            Path c = outputDir.resolve(p.getFileName());
            if (Files.isRegularFile(c)) return c;
        }
        return null;
    }

    private List<Path> candidates() {
        List<Path> c = new ArrayList<>(3);
        Path root = firstRoot;
        if (root != null) c.add(root);
        if (outputDir != null) c.add(outputDir);
        c.add(workingDir);
        return c;
    }

    /** A linked file's text: strict UTF-8 (a file that is not is reported, not decoded into replacement characters). */
    static String read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("not valid UTF-8", e);
        }
    }

    /**
     * Writes {@code pruned} beside the linked {@code file} as {@code NAME.pruned.yml} (atomically: a reader never sees
     * half of it) and returns the link to it, in the form of {@code link}; null when it cannot be written.
     */
    String writePrunedCopy(String link, Path file, String pruned) {
        String name = file.getFileName().toString();
        String base = name.endsWith(".yml") ? name.substring(0, name.length() - 4) : name;
        String prunedName = base + ".pruned.yml";
        Path target = file.resolveSibling(prunedName);
        try {
            Path tmp = Files.createTempFile(file.getParent(), ".goaldigest-", ".tmp");
            Files.writeString(tmp, pruned.endsWith("\n") ? pruned : pruned + "\n", StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            LOG.warn("cannot write {}: {}", target, e.toString());
            return null;
        }
        int slash = Math.max(link.lastIndexOf('/'), link.lastIndexOf('\\'));
        return link.substring(0, slash + 1) + prunedName;
    }
}
