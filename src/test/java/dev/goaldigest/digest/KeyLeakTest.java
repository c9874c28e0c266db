package dev.goaldigest.digest;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A model endpoint that answers 401 and echoes the key back (some gateways and proxies do): in the error's code (whole
 * or its last twelve characters), type, message, a header-like field of the body or a response header, in OpenAI's and
 * Azure's error formats, with the key from the environment or from the config file. The key appears nowhere goaldigest writes: the agent's text, the
 * stats line, the reason, stderr and the logs.
 */
class KeyLeakTest {
    static final ObjectMapper JSON = new ObjectMapper();
    WireMockServer wm;
    @TempDir
    Path tmp;

    @BeforeEach
    void setUp() {
        wm = WireMockModel.start();
    }

    @AfterEach
    void tearDown() {
        wm.stop();
    }

    /** Where the echo goes: a change to the wire body (OpenAI or Azure), or a response header. */
    record Echo(String name, boolean azure, BiConsumer<ObjectNode, String> body, boolean header) {
        @Override
        public String toString() {
            return (azure ? "azure " : "openai ") + name;
        }
    }

    static List<Echo> echoes() {
        return List.of(
                new Echo("code", false, (e, k) -> e.put("code", k), false),
                new Echo("piece in code", false, (e, k) -> e.put("code", k.substring(k.length() - 12)), false),
                new Echo("type", false, (e, k) -> {
                    e.putNull("code");
                    e.put("type", k);
                }, false),
                new Echo("message", false, (e, k) -> e.put("message", "Incorrect API key provided: " + k + "."), false),
                new Echo("param", false, (e, k) -> e.put("param", k), false),
                new Echo("header-like field", false, (e, k) -> {
                    e.put("message", "Authorization: Bearer " + k);
                    e.putObject("request").putObject("headers").put("authorization", "Bearer " + k);
                }, false),
                new Echo("response header", false, (e, k) -> { }, true),
                new Echo("code", true, (e, k) -> e.put("code", k), false),
                new Echo("piece in code", true, (e, k) -> e.put("code", k.substring(k.length() - 12)), false),
                new Echo("message", true, (e, k) -> e.put("message", "Access denied for key " + k), false),
                new Echo("header-like field", true, (e, k) -> {
                    e.put("code", "api-key: " + k);
                    e.putObject("innererror").put("code", k).put("api-key", k);
                }, false));
    }

    private void answer401(Echo echo, String key) throws Exception {
        ObjectNode body = (ObjectNode) JSON.readTree(WireMockModel.fixture(echo.azure ? "azure-error-401.json" : "error-401.json"));
        echo.body.accept((ObjectNode) body.get("error"), key);
        var response = aResponse().withStatus(401).withHeader("Content-Type", "application/json")
                .withBody(body.toString());
        if (echo.header) response = response.withHeader("WWW-Authenticate", "Bearer realm=\"" + key + "\"")
                .withHeader("x-echoed-api-key", key);
        wm.stubFor(post(anyUrl()).willReturn(response));
    }

    private Config.Digest settings(Echo echo, String configKey) throws Exception {
        String base = "http://127.0.0.1:" + wm.port();
        StringBuilder yaml = new StringBuilder("digest:\n  enabled: true\n  maxRetries: 0\n  timeoutMs: 30000\n");
        if (echo.azure) {
            yaml.append("  provider: azure\n  apiKeyEnv: AZURE_OPENAI_API_KEY\n  azure:\n    endpoint: ").append(base)
                    .append("\n    deployment: gpt-4.1-nano\n");
        } else {
            yaml.append("  baseUrl: ").append(base).append("/v1\n");
        }
        if (configKey != null) yaml.append("  apiKey: \"").append(configKey).append("\"\n");
        Path file = tmp.resolve("goaldigest.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        return ConfigLoader.load(file, Map.of(), Map.of()).digest();
    }

    @ParameterizedTest(name = "{0}, key from the environment")
    @MethodSource("echoes")
    void keyFromTheEnvironment(Echo echo) throws Exception {
        String key = "sk-env-" + echo.name.replace(' ', '-') + (echo.azure ? "-az" : "-oa") + "-0123456789abcdef";
        answer401(echo, key);
        Config.Digest d = settings(echo, null);
        assertNoLeak(d, Map.of(echo.azure ? "AZURE_OPENAI_API_KEY" : "OPENAI_API_KEY", key), key);
    }

    @ParameterizedTest(name = "{0}, key from the config file")
    @MethodSource("echoes")
    void keyFromTheConfigFile(Echo echo) throws Exception {
        String key = "sk-file-" + echo.name.replace(' ', '-') + (echo.azure ? "-az" : "-oa") + "-0123456789abcdef";
        answer401(echo, key);
        assertNoLeak(settings(echo, key), Map.of(), key);
    }

    private void assertNoLeak(Config.Digest d, Map<String, String> env, String key) {
        Snapshot pruned = new Pruner(PruneSettings.DEFAULTS).prune(
                SnapshotParser.parse(WireMockModel.corpus("jacamo-signin.yaml")),
                new PruneRequest(Mode.ACT, null, null)).snapshot();
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        DigestOutcome o;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8)); // slf4j-simple logs to System.err
        try (Digester digester = Digester.create(d, env)) {
            o = digester.digest(DigestInput.of(pruned, Goal.of("sign in"), "https://example.com/", "Sign in"));
        } finally {
            System.setErr(oldErr);
        }
        assertFalse(o.succeeded());
        assertTrue(o.reason().startsWith("HTTP 401 from the model endpoint"), o.reason());
        assertEquals(1, wm.getAllServeEvents().size(), "the call was made, with the key");
        var request = wm.getAllServeEvents().get(0).getRequest();
        String sent = d.provider() == Config.Provider.AZURE ? request.getHeader("api-key") : request.getHeader("Authorization");
        assertTrue(sent.endsWith(key), "the key went to the endpoint");
        for (String written : List.of(o.text(), o.statsLine(), o.reason(), o.notice(), err.toString(StandardCharsets.UTF_8))) {
            assertFalse(written.contains(key), "the key leaked: " + written.lines().findFirst().orElse(""));
            assertFalse(written.contains(key.substring(key.length() - 10)), "part of the key leaked");
        }
    }
}
