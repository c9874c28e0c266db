package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.cli.Main;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.E2E;
import dev.goaldigest.testing.EndToEnd;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MCP Inspector CLI ({@code @modelcontextprotocol/inspector --cli}, pinned in the test lockfile) as the client,
 * starting goaldigest the way its users write it: {@code inspector --cli java ... Main <upstream words> --method ...},
 * the upstream's words straight after goaldigest's (the Inspector keeps a {@code --} to itself). Each Inspector run
 * is one session: it starts the proxy, the proxy starts the real upstream and its Chromium, one method is called.
 */
@EndToEnd
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class InspectorCliE2ETest {
    private static final Pattern FENCE = Pattern.compile("(?s)```yaml\n(.*?)\n```");
    private final ObjectMapper json = new ObjectMapper();
    private E2E.Pages pages;
    private Path work;

    @BeforeAll
    void start(@TempDir Path tmp) throws Exception {
        work = Files.createDirectories(tmp.resolve("work"));
        pages = new E2E.Pages();
    }

    @AfterAll
    void stop() {
        if (pages != null) pages.close();
    }

    @BeforeEach
    void needsTheInspector() {
        E2E.requireInspector();
    }

    /**
     * Runs the Inspector CLI once: goaldigest (this build's classes) in front of the real upstream, then
     * {@code method}; returns what it printed (the method's result as JSON).
     */
    private JsonNode inspect(List<String> upstreamExtra, String... method) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(E2E.which("node").toString(), E2E.INSPECTOR.toString(), "--cli",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:auto",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "dev.goaldigest.cli.Main"));
        cmd.addAll(E2E.upstreamWords());
        cmd.addAll(upstreamExtra);
        cmd.addAll(List.of(method));
        return run(cmd, Map.of());
    }

    /** Runs an Inspector command line in the work folder, with the upstream's settings and {@code env} added. */
    private JsonNode run(List<String> cmd, Map<String, String> env) throws Exception {
        Path err = Files.createTempFile(work, "inspector", ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(work.toFile()).redirectError(err.toFile());
        pb.environment().putAll(E2E.upstreamEnvironment(work));
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the Inspector did not finish");
        String stdout = new String(out, StandardCharsets.UTF_8);
        String stderr = Files.readString(err);
        assertEquals(0, p.exitValue(), "the Inspector failed:\n" + stderr + "\n" + stdout);
        return json.readTree(stdout.substring(Math.max(0, stdout.indexOf('{'))));
    }

    private static String text(JsonNode result) {
        assertFalse(result.path("isError").asBoolean(false), result.toString());
        return result.path("content").path(0).path("text").asText();
    }

    private static String fence(String text) {
        Matcher m = FENCE.matcher(text);
        assertTrue(m.find(), "an inline snapshot in:\n" + text);
        return m.group(1);
    }

    @Test
    void toolsListShowsGoalAndModeOnBrowserSnapshot() throws Exception {
        JsonNode tools = inspect(List.of(), "--method", "tools/list").path("tools");
        JsonNode snapshot = null;
        for (JsonNode t : tools) if (t.path("name").asText().equals("browser_snapshot")) snapshot = t;
        assertTrue(snapshot != null, tools.toString());
        JsonNode props = snapshot.path("inputSchema").path("properties");
        assertTrue(props.has("goal") && props.has("mode") && props.has("target"), props.toString());
        assertTrue(props.path("mode").path("enum").toString().contains("\"off\""), props.toString());
        String description = snapshot.path("description").asText();
        assertTrue(description.contains("better than screenshot. Through goaldigest the snapshot is pruned"), description);
        assertTrue(tools.size() >= 20, "the upstream's tools pass through: " + tools.size());
    }

    @Test
    void navigateGivesAPrunedSnapshotAndASnapshotWithAGoalIsFocusedOnIt() throws Exception {
        String url = pages.url("/pages/1000bulbs-search.html");
        String nav = text(inspect(List.of(), "--method", "tools/call", "--tool-name", "browser_navigate",
                "--tool-arg", "url=" + url));
        assertTrue(nav.contains("### Page\n- Page URL: " + url), nav);
        Matcher stats = Pattern.compile("### Snapshot\n\\[goaldigest: -(\\d+\\.\\d)% tokens, ([\\d,]+) -> ([\\d,]+) "
                + "\\(o200k\\) \\| mode (\\w+)[^\n]*]\n").matcher(nav);
        assertTrue(stats.find(), "a stats line before the pruned snapshot:\n" + nav);
        assertTrue(Double.parseDouble(stats.group(1)) > 30, "pruned by more than 30%: " + stats.group());
        String pruned = fence(nav);
        assertTrue(SnapshotParser.parse(pruned).refs().size() > 20, "a page with its refs:\n" + pruned);

        // a fresh session (the Inspector's next run) opens the same page before the call: --init-page
        Path open = work.resolve("open-page.js");
        Files.writeString(open, "module.exports = { default: async ({ page }) => { await page.goto("
                + json.writeValueAsString(url) + "); } };\n");
        String goal = "What is the unit price of the 1000 Watt Hortilux bulb (MH1000B/U/BT37/HTL)?";
        String snap = text(inspect(List.of("--init-page", open.toString()), "--method", "tools/call", "--tool-name",
                "browser_snapshot", "--tool-arg", "goal=" + goal));
        assertTrue(snap.contains("### Snapshot\n[goaldigest: -"), snap);
        String focused = fence(snap);
        assertTrue(focused.contains("MH1000B/U/BT37/HTL") && focused.contains("$63.00"),
                "the goal's item keeps its details:\n" + focused);
        assertTrue(focused.length() < pruned.length(), "the goal focuses the page further");
    }

    @Test
    void theCursorEntrySetupWritesStartsGoaldigestInFrontOfTheUpstream() throws Exception {
        // what a Cursor user gets from 'goaldigest setup cursor --write', read by the Inspector (--config --server)
        Path mcpJson = work.resolve("cursor/mcp.json");
        assertEquals(0, Main.run(new String[] {"setup", "cursor", "--write=" + mcpJson}));
        JsonNode entry = json.readTree(mcpJson.toFile()).path("mcpServers").path("goaldigest");
        assertTrue(entry.path("args").toString().contains("\"--executable-path\",\"/usr/bin/chromium\""), entry.toString());
        // npx stands for the pinned install here (the tests fetch nothing): same server, same flags
        Path bin = Files.createDirectories(work.resolve("npx-bin"));
        Path npx = bin.resolve("npx");
        Files.writeString(npx, "#!/bin/sh\n[ \"$1\" = \"-y\" ] && shift\ncase \"$1\" in @playwright/mcp@" 
                + ConfigLoader.PLAYWRIGHT_MCP_VERSION + ") shift ;; *) echo \"unexpected: npx $*\" >&2; exit 1 ;; esac\n"
                + "exec '" + E2E.which("node") + "' '" + E2E.CLI + "' \"$@\"\n");
        Files.setPosixFilePermissions(npx, PosixFilePermissions.fromString("rwxr-xr-x"));
        String url = pages.url("/pages/jacamo-signin.html");
        List<String> cmd = List.of(E2E.which("node").toString(), E2E.INSPECTOR.toString(), "--cli", "--config",
                mcpJson.toString(), "--server", "goaldigest", "--method", "tools/call", "--tool-name", "browser_navigate",
                "--tool-arg", "url=" + url);
        String nav = text(run(cmd, Map.of("PATH", bin + ":" + System.getenv("PATH"), "PLAYWRIGHT_MCP_ISOLATED", "true")));
        assertTrue(nav.contains("- Page URL: " + url), nav);
        assertTrue(nav.contains("### Snapshot\n[goaldigest: "), nav);
        assertTrue(fence(nav).contains("Sign In"), nav);
    }
}
