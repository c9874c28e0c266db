package dev.goaldigest.cli;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.SnapshotParser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goaldigest digest} end to end against a WireMock model. */
class DigestCommandTest {
    static final String KEY = "sk-test-cli-0123456789";
    static final String GOAL = "Sign in with the email pat@example.com and password 'hunter2'.";
    WireMockServer wm;
    @TempDir
    Path tmp;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream oldOut;
    PrintStream oldErr;

    @BeforeEach
    void setUp() {
        wm = new WireMockServer(WireMockConfiguration.options().dynamicPort().bindAddress("127.0.0.1"));
        wm.start();
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void tearDown() {
        System.setOut(oldOut);
        System.setErr(oldErr);
        wm.stop();
    }

    Path config(String extra) throws Exception {
        Path f = tmp.resolve("goaldigest.yaml");
        Files.writeString(f, "digest:\n  baseUrl: http://127.0.0.1:" + wm.port() + "/v1\n  maxRetries: 0\n" + extra);
        return f;
    }

    int run(String... args) {
        return Main.run(args);
    }

    @Test
    void digestsAWholeToolResultAndPrintsTheDigest() throws Exception {
        wm.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(Files.readString(Path.of("fixtures/digest/chat-completion-success.json")))));
        int rc = run("digest", "--goal", GOAL, "--config", config("  apiKey: " + KEY + "\n").toString(),
                "--model", "gpt-4o-mini", "fixtures/corpus/jacamo-signin.response.txt");
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
        assertTrue(stdout.startsWith("Reachable: yes. This is the Jacamo sign-in page"), stdout);
        assertTrue(stdout.contains("- link \"Sign In\" [ref=e38]"), stdout);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("[goaldigest: digest by gpt-4o-mini | "));
        var body = new ObjectMapper().readTree(wm.getAllServeEvents().get(0).getRequest().getBodyAsString());
        assertEquals("gpt-4o-mini", body.get("model").asText());
        String user = body.get("messages").get(1).get("content").asText();
        assertTrue(user.contains("URL: http://127.0.0.1:8791/jacamo-signin.html"), "page URL from the tool result");
        assertTrue(user.contains("Title: Jacamo"));
        assertFalse(user.contains("### Page"), "only the snapshot goes in, not the tool result's other sections");
        // the rule-pruned tree (goal relevance applied) goes to the model, not the raw one
        String raw = Files.readString(Path.of("fixtures/corpus/jacamo-signin.yaml"));
        String pruned = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(raw),
                new PruneRequest(Mode.AUTO, Goal.of(GOAL), "http://127.0.0.1:8791/jacamo-signin.html")).text();
        assertFalse(pruned.equals(raw), "the rules change this page");
        assertTrue(user.contains(pruned.strip()), user);
        assertFalse(user.contains("/url: javascript:history.go(-1);"), "a raw-only line");
        assertFalse(stdout.contains(KEY));
    }

    @Test
    void withoutAKeyPrintsTheFallbackAndExitsZero() throws Exception {
        int rc = run("digest", "--goal", GOAL, "--config",
                config("  apiKeyEnv: GOALDIGEST_TEST_SURELY_UNSET_VARIABLE\n").toString(),
                "fixtures/corpus/jacamo-signin.yaml");
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, rc);
        assertTrue(stdout.startsWith("[goaldigest: digest unavailable (no API key: environment variable"
                + " GOALDIGEST_TEST_SURELY_UNSET_VARIABLE is not set); rule-pruned snapshot follows]\n"), stdout);
        assertTrue(stdout.contains("[ref=e38]"));
        wm.verify(0, postRequestedFor(anyUrl()));
    }

    @Test
    void aMissingFileIsOneLineOnStderrAndNonZero() {
        int rc = run("digest", "--goal", "x", tmp.resolve("nope.yaml").toString());
        assertEquals(1, rc);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("goaldigest: ") && e.contains("no such file"), e);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBadConfigIsOneLineOnStderr() throws Exception {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, "digest:\n  modle: x\n");
        int rc = run("digest", "--goal", "x", "--config", bad.toString(), "fixtures/corpus/jacamo-signin.yaml");
        assertEquals(2, rc);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.contains("unknown config key 'digest.modle'"), e);
    }

    @Test
    void aToolResultThatLinksItsSnapshotIsReadFromTheLinkedFile() throws Exception {
        // the layout of a real browser_navigate result (fixtures/upstream/responses/02_navigate_listing_cold.json)
        Path dir = Files.createDirectories(tmp.resolve(".playwright-mcp"));
        Files.copy(Path.of("fixtures/corpus/jacamo-signin.yaml"), dir.resolve("page-2026-11-21T17-05-51-791Z.yml"));
        Path result = tmp.resolve("result.txt");
        Files.writeString(result, "### Ran Playwright code\n```js\nawait page.goto('http://127.0.0.1:8765/signin.html');\n```\n"
                + "### Page\n- Page URL: http://127.0.0.1:8765/signin.html\n- Page Title: Jacamo\n### Snapshot\n"
                + "- [Snapshot](.playwright-mcp/page-2026-11-21T17-05-51-791Z.yml)");
        int rc = run("digest", "--goal", GOAL, "--config",
                config("  apiKeyEnv: GOALDIGEST_TEST_SURELY_UNSET_VARIABLE\n").toString(), result.toString());
        assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertTrue(stdout.startsWith("[goaldigest: digest unavailable (no API key"), stdout);
        assertTrue(stdout.contains("[ref=e38]"), "the linked snapshot, rule-pruned");

        Files.delete(dir.resolve("page-2026-11-21T17-05-51-791Z.yml"));
        err.reset();
        assertEquals(1, run("digest", "--goal", GOAL, result.toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.contains("the snapshot it links to") && e.contains("no such file"), e);
    }

    @Test
    void textThatIsNotASnapshotIsOneLineOnStderrAndNoModelCall() throws Exception {
        Path notes = tmp.resolve("notes.txt");
        Files.writeString(notes, "just some notes\nno snapshot here\n");
        int rc = run("digest", "--goal", GOAL, "--config", config("").toString(), notes.toString());
        assertEquals(1, rc);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("goaldigest: ") && e.contains("notes.txt: snapshot could not be parsed"), e);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        wm.verify(0, postRequestedFor(anyUrl()));
    }

    @Test
    void aKeyFromTheConfigFileIsPrintedNowhereWhateverTheTextCameFrom() throws Exception {
        String key = "sk-cli-config-0123456789abcdefghij";
        // OpenAI's 401 body, the key echoed in code and message, and in a response header
        wm.stubFor(post(anyUrl()).willReturn(aResponse().withStatus(401).withHeader("Content-Type", "application/json")
                .withHeader("x-echoed-key", key).withBody("{\"error\":{\"message\":\"Incorrect API key provided: " + key
                        + "\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":\"" + key + "\"}}")));
        // a page that shows the key (the agent browsing its own dashboard): by value, it goes too
        Path page = tmp.resolve("page.yaml");
        Files.writeString(page, Files.readString(Path.of("fixtures/corpus/jacamo-signin.yaml"))
                + "\n- generic [ref=e9001]: \"Your key: " + key + "\"\n");
        int rc = run("digest", "--goal", GOAL, "--config", config("  apiKey: " + key + "\n").toString(), page.toString());
        assertEquals(0, rc);
        String stdout = out.toString(StandardCharsets.UTF_8);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertTrue(stdout.startsWith("[goaldigest: digest unavailable (HTTP 401 from the model endpoint (invalid_request_error)); "), stdout);
        assertTrue(wm.getAllServeEvents().get(0).getRequest().getHeader("Authorization").endsWith(key));
        assertFalse(stdout.contains(key) || stderr.contains(key), stdout + stderr);
        assertTrue(stdout.contains("Your key: [redacted]"), stdout);
    }

    @Test
    void aBadOptionValueNamesTheOptionTheSettingAndTheValue() {
        int rc = run("digest", "--goal", "x", "--base-url", "not a url", "fixtures/corpus/jacamo-signin.yaml");
        assertEquals(2, rc);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals("goaldigest: option --base-url: digest.baseUrl must be an http:// or https:// URL with a host, "
                + "not 'not a url'\n", e);
        err.reset();
        assertEquals(2, run("digest", "--goal", "x", "--timeout-ms", "99999999999999999999", "fixtures/corpus/jacamo-signin.yaml"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("goaldigest: option --timeout-ms: digest.timeoutMs must be "
                + "from 100 to 600000"), err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        wm.verify(0, postRequestedFor(anyUrl()));
    }

    @Test
    void theConfigsModeListIsThePrunersOwn() {
        assertEquals(Arrays.stream(Mode.values()).map(Mode::id).toList(), ConfigLoader.MODES);
    }

    @Test
    void inAFreshJvmTheTimeLimitIsTheModelCallsNotTheClientsSetUp() throws Exception {
        // a model that answers at once, a limit of a second: a fresh JVM spends longer than that setting the client
        // up (openai-java, okhttp, Kotlin reflection, the tokenizer), which the command does before the clock starts
        wm.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(Files.readString(Path.of("fixtures/digest/chat-completion-success.json")))));
        java.util.List<String> cmd = java.util.List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "digest", "--goal", GOAL,
                "--base-url", "http://127.0.0.1:" + wm.port() + "/v1", "--api-key-env", "", "--timeout-ms", "1000",
                "fixtures/corpus/jacamo-signin.response.txt");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(false);
        pb.environment().remove("GOALDIGEST_CONFIG");
        Process p = pb.start();
        p.getOutputStream().close();
        java.util.concurrent.CompletableFuture<byte[]> stderr = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return p.getErrorStream().readAllBytes();
            } catch (java.io.IOException e) {
                return new byte[0];
            }
        });
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS));
        String errText = new String(stderr.get(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), errText);
        assertTrue(errText.startsWith("[goaldigest: digest by "), "a digest, not the fallback: " + errText);
        assertTrue(stdout.startsWith("Reachable: yes."), stdout);
        assertEquals(1, wm.getAllServeEvents().size(), "one request; the warm-up sent nothing");
    }
}
