package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotFilesTest {
    private static Path file(Path p) throws Exception {
        Files.createDirectories(p.getParent());
        Files.writeString(p, "- button \"Go\" [ref=e1]\n");
        return p;
    }

    @Test
    void theClientsFirstRootComesFirstThenTheWorkingDirectory(@TempDir Path tmp) throws Exception {
        Path cwd = Files.createDirectories(tmp.resolve("cwd"));
        Path root = Files.createDirectories(tmp.resolve("root"));
        SnapshotFiles f = SnapshotFiles.forUpstream(List.of("npx", "@playwright/mcp"), cwd);
        Path inCwd = file(cwd.resolve(".playwright-mcp/page-1.yml"));
        assertEquals(inCwd, f.resolve(".playwright-mcp/page-1.yml"));
        f.rootsAnswered(RelayHarness.JSON.readTree("{\"roots\":[{\"uri\":\"" + root.toUri() + "\",\"name\":\"w\"},"
                + "{\"uri\":\"file:///elsewhere\"}]}"));
        Path inRoot = file(root.resolve(".playwright-mcp/page-1.yml"));
        assertEquals(inRoot, f.resolve(".playwright-mcp/page-1.yml"));
        assertNull(f.resolve(".playwright-mcp/missing.yml"));
        assertEquals(inCwd, f.resolve(inCwd.toString()), "an absolute link as it is");
    }

    @Test
    void theUpstreamsOutputDirFromItsFlagOrItsConfigFile(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("out");
        Path snap = file(out.resolve("page-2.yml"));
        SnapshotFiles flag = SnapshotFiles.forUpstream(List.of("node", "cli.js", "--output-dir", out.toString()), tmp);
        assertEquals(snap, flag.resolve("page-2.yml"));
        assertEquals(snap, flag.resolve("out/page-2.yml"));
        SnapshotFiles eq = SnapshotFiles.forUpstream(List.of("node", "cli.js", "--output-dir=out"), tmp);
        assertEquals(snap, eq.resolve(".playwright-mcp/page-2.yml"), "the file name under the output dir");
        Files.writeString(tmp.resolve("pw.json"), "{\"outputDir\":\"" + out + "\"}");
        SnapshotFiles cfg = SnapshotFiles.forUpstream(List.of("node", "cli.js", "--config", "pw.json"), tmp);
        assertEquals(snap, cfg.resolve("page-2.yml"));
    }
}
