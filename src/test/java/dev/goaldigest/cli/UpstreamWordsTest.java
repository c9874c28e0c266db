package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The upstream command on goaldigest's command line: the words after the proxy's own options, with or without a
 * {@code --} before them. The MCP Inspector keeps the first {@code --} of its command line to itself, so
 * {@code inspector --cli java -jar goaldigest.jar -- npx @playwright/mcp ...} reaches goaldigest without it.
 */
class UpstreamWordsTest {
    private static final List<String> UPSTREAM = List.of("node", "/opt/mcp/cli.js", "--headless", "--executable-path",
            "/usr/bin/chromium", "--config", "pw.json", "--help");

    private static ProxyCommand parse(String... args) {
        ProxyCommand p = new ProxyCommand();
        ProxyCommand.commandLine(new CommandLine(p)).parseArgs(args);
        return p;
    }

    private static String[] words(List<String> before, List<String> after) {
        List<String> all = new java.util.ArrayList<>(before);
        all.addAll(after);
        return all.toArray(String[]::new);
    }

    @Test
    void theWordsAfterTheProxysOptionsAreTheUpstreamCommandWithOrWithoutDoubleDash() {
        assertEquals(UPSTREAM, parse(words(List.of(), UPSTREAM)).upstream, "no --: every word is the upstream's");
        assertEquals(UPSTREAM, parse(words(List.of("--"), UPSTREAM)).upstream, "-- still works");
        ProxyCommand withOptions = parse(words(List.of("--mode", "act", "--action-snapshots=link"), UPSTREAM));
        assertEquals(UPSTREAM, withOptions.upstream);
        assertEquals("act", withOptions.mode);
        assertEquals("link", withOptions.actionSnapshots);
        ProxyCommand both = parse(words(List.of("--mode", "browse", "--"), UPSTREAM));
        assertEquals(UPSTREAM, both.upstream);
        assertEquals("browse", both.mode);
        assertTrue(parse().upstream.isEmpty(), "no words: proxy.upstream from the config");
        // the upstream's own --config and --help are its own, not ours
        assertEquals(null, parse(words(List.of(), UPSTREAM)).config);
    }

    @Test
    void aProgramAsTheFirstWordMeansTheProxy(@TempDir Path bin) throws Exception {
        Path program = bin.resolve("my-mcp-server");
        Files.writeString(program, "#!/bin/sh\n");
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertTrue(Main.isProgram("my-mcp-server", bin.toString()), "found on PATH");
        assertTrue(Main.isProgram(program.toString(), null), "given as a path");
        assertFalse(Main.isProgram("no-such-program-here", bin.toString()));
        assertFalse(Main.isProgram(bin.resolve("nothing").toString(), null));

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        assertArrayEquals(new String[] {"proxy", java, "-version"}, Main.defaultToProxy(new String[] {java, "-version"}));
        assertArrayEquals(new String[] {"proxy", "--mode", "act", java}, Main.defaultToProxy(new String[] {"--mode", "act", java}));
        assertArrayEquals(new String[] {"proxy", "--config=x.yaml"}, Main.defaultToProxy(new String[] {"--config=x.yaml"}));
        assertArrayEquals(new String[] {"proxy", "--", "x"}, Main.defaultToProxy(new String[] {"--", "x"}));
        assertArrayEquals(new String[] {"proxy"}, Main.defaultToProxy(new String[0]));
        for (String command : List.of("prune", "digest", "history", "setup", "proxy", "help")) {
            assertArrayEquals(new String[] {command, "x"}, Main.defaultToProxy(new String[] {command, "x"}));
        }
        assertArrayEquals(new String[] {"--version"}, Main.defaultToProxy(new String[] {"--version"}));
    }

    @Test
    void aTypoIsNotStartedAsAnUpstreamButNamedWithTheCommands() {
        assertThrows(Main.NotACommand.class, () -> Main.defaultToProxy(new String[] {"prnue", "file.txt"}));
        CliRun r = CliRun.run("prnue", "fixtures/corpus/hackernews-front.response.txt");
        assertEquals(2, r.code());
        assertEquals("", r.out());
        List<String> lines = r.err().lines().toList();
        assertEquals(2, lines.size(), r.err());
        assertEquals("goaldigest: 'prnue' is neither a command (proxy, prune, digest, history, setup, help) nor a"
                + " program on PATH to start as the upstream MCP server", lines.get(0));
        assertEquals("Try 'goaldigest --help' for more information.", lines.get(1));
    }

    @Test
    void helpIsOursOnlyAmongOurOwnOptions() {
        assertTrue(Main.asksForHelp(new String[] {"proxy", "--help"}));
        assertTrue(Main.asksForHelp(new String[] {"proxy", "--mode", "act", "-h"}));
        assertFalse(Main.asksForHelp(new String[] {"proxy", "npx", "@playwright/mcp", "--help"}), "the upstream's");
        assertFalse(Main.asksForHelp(new String[] {"proxy", "--", "npx", "--help"}));
        assertFalse(Main.asksForHelp(new String[] {"proxy", "--config", "--help"}), "a (strange) value of --config");
    }
}
