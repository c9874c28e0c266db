package dev.goaldigest.proxy;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** browser_snapshot with a goal through the proxy, the rule pipeline and the digest, against a WireMock model. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DigestThroughProxyTest {
    static final String KEY = "sk-test-proxy-0123456789abcdef";
    WireMockServer model;

    @BeforeEach
    void start() {
        model = new WireMockServer(WireMockConfiguration.options().dynamicPort().bindAddress("127.0.0.1"));
        model.start();
    }

    @AfterEach
    void stop() {
        model.stop();
    }

    private RelayHarness proxy() {
        Config cfg = ConfigLoader.load(null, Map.of(), Map.of("digest.enabled", "true", "digest.baseUrl",
                "http://127.0.0.1:" + model.port() + "/v1", "digest.maxRetries", "0", "digest.timeoutMs", "5000"));
        List<String> upstream = List.of(RelayHarness.javaBin(), "-Dfake.page=jacamo-signin", "-cp",
                System.getProperty("java.class.path"), FakeUpstream.class.getName());
        return new RelayHarness(cfg, new PruneAndDigest(cfg, Map.of("OPENAI_API_KEY", KEY)), upstream);
    }

    private void answer(int status, String fixture) throws Exception {
        model.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(aResponse().withStatus(status)
                .withHeader("Content-Type", "application/json")
                .withBody(Files.readString(Path.of("fixtures/digest", fixture), StandardCharsets.UTF_8))));
    }

    @Test
    void aGoalGivesTheCheckedDigestInPlaceOfTheSnapshot() throws Exception {
        answer(200, "chat-completion-success.json");
        try (RelayHarness h = proxy()) {
            h.initialize("{}");
            String text = RelayHarness.text(h.call("1", "browser_snapshot", "{\"goal\":\"sign in as pat@example.com\"}"));
            assertTrue(text.startsWith("### Page\n"), text);
            assertTrue(text.contains("### Snapshot\n[goaldigest: digest"), text);
            assertTrue(text.contains("[ref=e25]") && text.contains("[ref=e38]"), text);
            assertFalse(text.contains("```yaml"), "a digest, not a snapshot: " + text);
            assertFalse(text.contains(KEY));
            String body = model.getAllServeEvents().get(0).getRequest().getBodyAsString();
            assertTrue(body.contains("sign in as pat@example.com"), "the goal went to the model");
            assertFalse(body.contains("\"goal\""), "no MCP arguments leak into the prompt");

            String plain = RelayHarness.text(h.call("2", "browser_snapshot", "{}"));
            assertTrue(plain.contains("```yaml\n"), "no goal: the rule-pruned snapshot");
            assertEquals(1, model.getAllServeEvents().size(), "no model call without a goal");
        }
    }

    @Test
    void theDigestIsSetUpWhenTheProxyStartsAndNothingIsSentDoingSo() throws Exception {
        answer(200, "chat-completion-success.json");
        Config cfg = ConfigLoader.load(null, Map.of(), Map.of("digest.enabled", "true", "digest.baseUrl",
                "http://127.0.0.1:" + model.port() + "/v1", "digest.maxRetries", "0", "digest.timeoutMs", "5000"));
        PruneAndDigest viewer = new PruneAndDigest(cfg, Map.of("OPENAI_API_KEY", KEY));
        assertTrue(viewer.awaitDigestReady(java.time.Duration.ofSeconds(60)),
                "the model client is built and exercised before any goal comes");
        assertEquals(0, model.getAllServeEvents().size(), "the warm-up's round trip stays inside the process");
        Config off = ConfigLoader.load(null, Map.of(), Map.of());
        assertFalse(new PruneAndDigest(off, Map.of()).awaitDigestReady(java.time.Duration.ofMillis(10)),
                "no model configured: nothing set up");
    }

    @Test
    void aDigestThatCannotBeBuiltFallsBackToo() throws Exception {
        Config cfg = ConfigLoader.load(null, Map.of(), Map.of("digest.enabled", "true", "digest.promptsDir",
                "/nonexistent/prompts"));
        List<String> upstream = List.of(RelayHarness.javaBin(), "-cp", System.getProperty("java.class.path"),
                FakeUpstream.class.getName());
        try (RelayHarness h = new RelayHarness(cfg, new PruneAndDigest(cfg, Map.of("OPENAI_API_KEY", KEY)), upstream)) {
            h.initialize("{}");
            String text = RelayHarness.text(h.call("1", "browser_snapshot", "{\"goal\":\"add product 3\"}"));
            assertTrue(text.contains("### Snapshot\n[goaldigest: digest unavailable ("), text);
            assertTrue(text.contains("```yaml\n- "), text);
        }
    }

    @Test
    void aFailingModelFallsBackToTheRulePrunedSnapshotWithOneLineWhy() throws Exception {
        answer(500, "error-500.json");
        try (RelayHarness h = proxy()) {
            h.initialize("{}");
            String text = RelayHarness.text(h.call("1", "browser_snapshot", "{\"goal\":\"sign in\"}"));
            assertTrue(text.contains("### Snapshot\n[goaldigest: digest unavailable ("), text);
            assertTrue(text.contains("\n[goaldigest: -"), "the prune stats line: " + text);
            assertTrue(text.contains("```yaml\n- "), text);
        }
    }
}
