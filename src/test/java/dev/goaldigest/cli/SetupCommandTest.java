package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code goaldigest setup CLIENT}: the exact entry for Claude Code, Cursor or VS Code, with this jar, the JVM options
 * the proxy is measured with, and the browser found on the machine; {@code --write} merges it into an mcp.json.
 */
class SetupCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String JAVA = "/opt/jdk-17/bin/java";
    private static final String JAR = "/home/pat/goaldigest/target/goaldigest.jar";

    @TempDir
    Path tmp;

    @AfterEach
    void realMachineAgain() {
        SetupCommand.machine = null;
    }

    /** A machine with only the programs given on its PATH (executable files in a folder of their own). */
    private SetupCommand.Machine machine(boolean root, List<Path> browserPaths, String... programs) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        for (String p : programs) executable(bin.resolve(p));
        return new SetupCommand.Machine(JAVA, List.of("-jar", JAR), bin.toString(), root, tmp.resolve("home"), browserPaths);
    }

    private static Path executable(Path p) throws Exception {
        Files.createDirectories(p.getParent());
        Files.writeString(p, "#!/bin/sh\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    private static List<String> expectedCommand(String... upstream) {
        List<String> cmd = new ArrayList<>(List.of(JAVA));
        cmd.addAll(List.of(ProxyCommand.JVM_OPTIONS.split(" ")));
        cmd.addAll(List.of("-jar", JAR));
        cmd.addAll(List.of(upstream));
        return cmd;
    }

    private static List<String> args(JsonNode server) {
        List<String> a = new ArrayList<>();
        server.get("args").forEach(x -> a.add(x.asText()));
        return a;
    }

    @Test
    void eachClientGetsItsEntryWithThisJarTheJvmOptionsAndTheBrowserFoundHere() throws Exception {
        Path debian = executable(tmp.resolve("usr/bin/chromium"));
        SetupCommand.machine = machine(true, List.of(debian), "npx");
        List<String> expected = expectedCommand("npx", "-y", "@playwright/mcp@0.0.83", "--headless",
                "--executable-path", debian.toString(), "--no-sandbox");

        CliRun claude = CliRun.run("setup", "claude-code");
        assertEquals(0, claude.code(), claude.err());
        assertEquals("claude mcp add goaldigest -- " + String.join(" ", expected), claude.out().strip());
        assertTrue(claude.err().startsWith("Run that line in your project"), claude.err());

        CliRun cursor = CliRun.run("setup", "cursor");
        assertEquals(0, cursor.code(), cursor.err());
        JsonNode c = JSON.readTree(cursor.out()).get("mcpServers").get("goaldigest");
        assertEquals(expected.get(0), c.get("command").asText());
        assertEquals(expected.subList(1, expected.size()), args(c));
        assertFalse(c.has("type"));
        assertTrue(cursor.err().startsWith("Put it in ~/.cursor/mcp.json (every project) or .cursor/mcp.json (one)"),
                cursor.err());
        assertTrue(cursor.out().contains("\"command\": \"" + JAVA + "\""), "written as people write it: " + cursor.out());

        CliRun vscode = CliRun.run("setup", "vscode");
        assertEquals(0, vscode.code(), vscode.err());
        JsonNode v = JSON.readTree(vscode.out()).get("servers").get("goaldigest");
        assertEquals("stdio", v.get("type").asText());
        assertEquals(expected.get(0), v.get("command").asText());
        assertEquals(expected.subList(1, expected.size()), args(v));
        assertTrue(vscode.err().startsWith("Put it in .vscode/mcp.json of your workspace"), vscode.err());
        assertEquals(1 + 0, vscode.err().lines().count(), "one line where to put it, nothing missing: " + vscode.err());
    }

    @Test
    void aChromeOnPathWithoutRootAndNoBrowserAtAllAreSaidAsTheyAre() throws Exception {
        SetupCommand.machine = machine(false, List.of(tmp.resolve("nothing/chromium")), "npx", "google-chrome");
        CliRun chrome = CliRun.run("setup", "cursor");
        assertEquals(expectedCommand("npx", "-y", "@playwright/mcp@0.0.83", "--headless", "--executable-path",
                tmp.resolve("bin/google-chrome").toString()).stream().skip(1).toList(),
                args(JSON.readTree(chrome.out()).get("mcpServers").get("goaldigest")));

        Files.delete(tmp.resolve("bin/google-chrome"));
        Files.delete(tmp.resolve("bin/npx"));
        CliRun none = CliRun.run("setup", "cursor");
        assertEquals(0, none.code());
        // nothing found, not root: the proxy's own default upstream, which looks for Google Chrome
        assertEquals(expectedCommand().stream().skip(1).toList(), args(JSON.readTree(none.out()).get("mcpServers").get("goaldigest")));
        assertTrue(none.err().contains("No Chromium or Chrome found here"), none.err());
        assertTrue(none.err().contains("apt-get install -y chromium"), none.err());
        assertTrue(none.err().contains("npx is not on PATH"), none.err());

        SetupCommand.machine = machine(true, List.of(), "npx");
        assertEquals(expectedCommand("npx", "-y", "@playwright/mcp@0.0.83", "--headless", "--no-sandbox").stream().skip(1).toList(),
                args(JSON.readTree(CliRun.run("setup", "vscode").out()).get("servers").get("goaldigest")));
    }

    @Test
    void closeNamesFindTheClientAndAnUnknownOneListsTheKnownOnes() throws Exception {
        SetupCommand.machine = machine(false, List.of(), "npx");
        for (String name : List.of("claude", "Claude-Code", "claude_code", "claudecode", "cc", "claud")) {
            assertTrue(CliRun.run("setup", name).out().startsWith("claude mcp add goaldigest -- "), name);
        }
        for (String name : List.of("cursor", "Cursor", "cusror", "curser")) {
            assertTrue(CliRun.run("setup", name).out().contains("\"mcpServers\""), name);
        }
        for (String name : List.of("vscode", "code", "vs-code", "VS Code", "visual-studio-code", "vscdoe")) {
            assertTrue(CliRun.run("setup", name).out().contains("\"servers\""), name);
        }
        CliRun unknown = CliRun.run("setup", "emacs");
        assertEquals(2, unknown.code());
        assertEquals("", unknown.out());
        assertEquals("goaldigest: unknown client 'emacs'; known: claude-code (claude, claudecode), cursor (cursor-ide),"
                + " vscode (code, vs-code)", unknown.err().strip());
        assertNull(SetupCommand.Client.named("c"), "too short to guess");
    }

    @Test
    void theClaudeCodeLineSurvivesAShellWithSpacesAndQuotesInPaths() throws Exception {
        Path chrome = executable(tmp.resolve("Applications/Google Chrome.app/Contents/MacOS/Google Chrome"));
        SetupCommand.machine = new SetupCommand.Machine(JAVA, List.of("-jar", "/Users/pat o'neil/goaldigest.jar"),
                tmp.resolve("bin").toString(), false, tmp, List.of(chrome));
        String line = CliRun.run("setup", "claude").out().strip();
        String words = line.substring("claude mcp add goaldigest -- ".length());
        Process p = new ProcessBuilder("sh", "-c", "printf '%s\\n' " + words).start();
        List<String> parsed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, p.waitFor());
        List<String> expected = new ArrayList<>(List.of(JAVA));
        expected.addAll(List.of(ProxyCommand.JVM_OPTIONS.split(" ")));
        expected.addAll(List.of("-jar", "/Users/pat o'neil/goaldigest.jar", "npx", "-y", "@playwright/mcp@0.0.83",
                "--headless", "--executable-path", chrome.toString()));
        assertEquals(expected, parsed);
    }

    @Test
    void writeMergesTheEntryKeepingEveryOtherServerAndKey() throws Exception {
        SetupCommand.machine = machine(false, List.of(), "npx", "chromium");
        Path file = tmp.resolve("project/.cursor/mcp.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"mcpServers\": {\"github\": {\"command\": \"gh-mcp\", \"args\": [\"--x\"]},"
                + " \"goaldigest\": {\"command\": \"old\"}}, \"other\": 1}");
        CliRun r = CliRun.run("setup", "cursor", "--write=" + file);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("goaldigest: replaced the goaldigest entry in " + file + " (1 other server kept)"),
                r.err());
        JsonNode written = JSON.readTree(file.toFile());
        assertEquals(JSON.readTree("{\"command\": \"gh-mcp\", \"args\": [\"--x\"]}"), written.get("mcpServers").get("github"));
        assertEquals(1, written.get("other").asInt());
        assertEquals(JAVA, written.get("mcpServers").get("goaldigest").get("command").asText());
        assertEquals(JSON.readTree(CliRun.run("setup", "cursor").out()).get("mcpServers").get("goaldigest"),
                written.get("mcpServers").get("goaldigest"), "the same entry as printed");

        // a new file, in a folder that is not there yet (VS Code's .vscode/mcp.json)
        Path fresh = tmp.resolve("ws/.vscode/mcp.json");
        CliRun v = CliRun.run("setup", "code", "--write", fresh.toString());
        assertEquals(0, v.code(), v.err());
        assertEquals("stdio", JSON.readTree(fresh.toFile()).get("servers").get("goaldigest").get("type").asText());
        assertTrue(Files.readString(fresh).endsWith("}\n"));
    }

    @Test
    void writeLeavesAFileItCannotRewriteFaithfullyAlone() throws Exception {
        SetupCommand.machine = machine(false, List.of(), "npx");
        Path commented = tmp.resolve("mcp.json");
        String jsonc = "{\n  // my servers\n  \"servers\": {\"a\": {\"command\": \"a\"},},\n}\n";
        Files.writeString(commented, jsonc);
        CliRun r = CliRun.run("setup", "vscode", "--write=" + commented);
        assertEquals(1, r.code());
        assertEquals("goaldigest: " + commented + ": it has comments (or trailing commas), which rewriting it would lose:"
                + " add the entry that setup vscode prints by hand", r.err().strip());
        assertEquals(jsonc, Files.readString(commented), "untouched");

        Files.writeString(commented, "{\"servers\": ");
        CliRun broken = CliRun.run("setup", "vscode", "--write=" + commented);
        assertEquals(1, broken.code());
        assertTrue(broken.err().startsWith("goaldigest: " + commented + ": not valid JSON (line 1)"), broken.err());

        Files.writeString(commented, "[1, 2]");
        assertEquals(1, CliRun.run("setup", "vscode", "--write=" + commented).code());
        assertEquals("[1, 2]", Files.readString(commented));

        CliRun claude = CliRun.run("setup", "claude", "--write");
        assertEquals(2, claude.code());
        assertTrue(claude.err().startsWith("goaldigest: --write is for Cursor and VS Code"), claude.err());
    }

    @Test
    void onThisMachineTheEntryStartsThisBuildWithAnAbsoluteJava() throws Exception {
        CliRun r = CliRun.run("setup", "vscode");
        assertEquals(0, r.code(), r.err());
        JsonNode s = JSON.readTree(r.out()).get("servers").get("goaldigest");
        assertTrue(Path.of(s.get("command").asText()).isAbsolute());
        assertTrue(Files.isExecutable(Path.of(s.get("command").asText())));
        List<String> a = args(s);
        // tests run from classes, not the jar: the class path form of the same thing
        int main = a.indexOf(Main.class.getName());
        assertTrue(a.get(3).equals("-jar") || (a.get(3).equals("-cp") && main == 5), a.toString());
    }
}
