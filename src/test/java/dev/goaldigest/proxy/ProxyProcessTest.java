package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The {@code proxy} command as a process in front of the stand-in upstream (no browser needed). */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ProxyProcessTest {

    private static List<String> command(Path classLog) {
        List<String> cmd = new ArrayList<>(List.of(RelayHarness.javaBin(), "-Xlog:class+load:file=" + classLog,
                "-cp", System.getProperty("java.class.path"), "dev.goaldigest.cli.Main", "--"));
        cmd.addAll(RelayHarness.fakeUpstream());
        return cmd;
    }

    @Test
    void noModelConfiguredMeansNoModelClientLoadedAndNonAsciiSurvivesAnEmptyLocale(@TempDir Path tmp) throws Exception {
        Path classLog = tmp.resolve("classes.log");
        Map<String, String> env = Map.of("PATH", System.getenv("PATH"));
        try (ProcessClient c = new ProcessClient(command(classLog), Path.of("").toAbsolutePath(), env)) {
            JsonNode init = c.initialize();
            assertTrue(init.path("result").path("serverInfo").path("name").asText().startsWith("goaldigest"), init.toString());
            JsonNode list = c.request("2", "tools/list", "{}", 30);
            assertTrue(list.toString().contains("\"goal\""));
            JsonNode u = c.call("3", "unicode", "{}", 30);
            String text = u.path("result").path("content").get(0).path("text").asText();
            assertTrue(text.contains("Grüße aus Zürich — 東京 ✓") && text.contains("Bestätigen ✓"), text);
            assertTrue(text.contains("- Page Title: Zürich ✓"), text);
            JsonNode snap = c.call("4", "browser_snapshot", "{\"goal\":\"add product 3\"}", 30);
            assertTrue(snap.path("result").path("content").get(0).path("text").asText().contains("[goaldigest: "));
            c.closeStdin();
            assertTrue(c.process.waitFor(10, TimeUnit.SECONDS));
            assertEquals(0, c.process.exitValue());
            assertEquals("", c.nonJson.toString(), "stdout carries JSON-RPC only");
        }
        String loaded = Files.readString(classLog);
        assertTrue(loaded.contains("dev.goaldigest.prune.Pruner"), "the pipeline ran");
        assertFalse(loaded.contains("com.openai."), "no model client without a model");
        assertFalse(loaded.contains("dev.goaldigest.digest.ModelClient"), "no model client without a model");
        assertFalse(loaded.contains("dev.goaldigest.proxy.DigestBridge"), "the proxy's digest path not loaded");
    }

    @Test
    void theSdkClientSeesProgressLoggingAndRootsThroughTheProxy(@TempDir Path root) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(RelayHarness.javaBin(), "-cp", System.getProperty("java.class.path"),
                "dev.goaldigest.cli.Main", "--"));
        cmd.addAll(RelayHarness.fakeUpstream());
        ServerParameters params = ServerParameters.builder(cmd.get(0)).args(cmd.subList(1, cmd.size())).build();
        List<McpSchema.ProgressNotification> progress = new CopyOnWriteArrayList<>();
        List<McpSchema.LoggingMessageNotification> logs = new CopyOnWriteArrayList<>();
        McpSyncClient client = McpClient.sync(new StdioClientTransport(params, new JacksonMcpJsonMapper(new ObjectMapper())))
                .requestTimeout(Duration.ofSeconds(60))
                .roots(new McpSchema.Root(root.toUri().toString(), "workspace"))
                .progressConsumer(progress::add)
                .loggingConsumer(logs::add)
                .build();
        try {
            client.initialize();
            McpSchema.CallToolResult slow = client.callTool(McpSchema.CallToolRequest.builder("slow")
                    .arguments(Map.of("ms", 300)).progressToken("p-1").build());
            assertEquals("slow done", ((McpSchema.TextContent) slow.content().get(0)).text());
            assertEquals(3, progress.size(), progress.toString());
            assertEquals("p-1", progress.get(0).progressToken());
            assertEquals(3, logs.size(), logs.toString());
            McpSchema.CallToolResult roots = client.callTool(McpSchema.CallToolRequest.builder("roots")
                    .arguments(Map.of()).build());
            String text = ((McpSchema.TextContent) roots.content().get(0)).text();
            assertTrue(text.contains(root.toUri().toString().replaceAll("/$", "")), text);
        } finally {
            client.closeGracefully();
        }
    }

    @Test
    void theUpstreamCommandNeedsNoDoubleDashAfterTheProxysOwnOptions() throws Exception {
        // as the MCP Inspector passes it: it keeps the first -- of its command line to itself
        List<String> cmd = new ArrayList<>(List.of(RelayHarness.javaBin(), "-cp", System.getProperty("java.class.path"),
                "dev.goaldigest.cli.Main", "--mode", "act"));
        cmd.addAll(RelayHarness.fakeUpstream());
        try (ProcessClient c = new ProcessClient(cmd, Path.of("").toAbsolutePath(), Map.of("PATH", System.getenv("PATH")))) {
            JsonNode init = c.initialize();
            assertTrue(init.path("result").path("serverInfo").path("name").asText().startsWith("goaldigest"), init.toString());
            assertTrue(c.request("2", "tools/list", "{}", 30).toString().contains("\"goal\""));
            JsonNode snap = c.call("3", "browser_snapshot", "{}", 30);
            String text = snap.path("result").path("content").get(0).path("text").asText();
            assertTrue(text.contains("| mode act |"), "--mode before the upstream's words is ours: " + text);
            c.closeStdin();
            assertTrue(c.process.waitFor(10, TimeUnit.SECONDS));
            assertEquals(0, c.process.exitValue());
            assertEquals("", c.nonJson.toString(), "stdout carries JSON-RPC only");
        }
    }

    @Test
    void aBadConfigIsOneLineOnStderrAndANonZeroExit(@TempDir Path tmp) throws Exception {
        Path cfg = tmp.resolve("bad.yaml");
        Files.writeString(cfg, "proxy:\n  actionSnapshots: sideways\n");
        assertRefusesToStart(cfg, tmp, "goaldigest: config file " + cfg
                + ": proxy.actionSnapshots must be inline, link, diff or none, not 'sideways'");
    }

    @Test
    void aKeyEchoedByTheModelEndpointOrPrintedByTheUpstreamNeverReachesTheClientOrStderr(@TempDir Path tmp)
            throws Exception {
        String key = "sk-proc-echo-0123456789abcdefghij";
        com.github.tomakehurst.wiremock.WireMockServer model = new com.github.tomakehurst.wiremock.WireMockServer(
                com.github.tomakehurst.wiremock.core.WireMockConfiguration.options().dynamicPort().bindAddress("127.0.0.1"));
        model.start();
        try {
            // OpenAI's 401 body, with the key echoed in code, type and message (as some gateways do)
            model.stubFor(com.github.tomakehurst.wiremock.client.WireMock.post(
                    com.github.tomakehurst.wiremock.client.WireMock.anyUrl()).willReturn(
                    com.github.tomakehurst.wiremock.client.WireMock.aResponse().withStatus(401)
                            .withHeader("Content-Type", "application/json").withHeader("x-echoed-key", key)
                            .withBody("{\"error\":{\"message\":\"Incorrect API key provided: " + key
                                    + "\",\"type\":\"" + key + "\",\"param\":null,\"code\":\"" + key + "\"}}")));
            List<String> cmd = new ArrayList<>(List.of(RelayHarness.javaBin(), "-cp", System.getProperty("java.class.path"),
                    "dev.goaldigest.cli.Main", "--"));
            cmd.addAll(RelayHarness.fakeUpstream());
            Map<String, String> env = Map.of("PATH", System.getenv("PATH"), "OPENAI_API_KEY", key,
                    "GOALDIGEST_DIGEST_ENABLED", "true", "GOALDIGEST_BASE_URL", "http://127.0.0.1:" + model.port() + "/v1",
                    "GOALDIGEST_TIMEOUT_MS", "30000");
            try (ProcessClient c = new ProcessClient(cmd, Path.of("").toAbsolutePath(), env)) {
                c.initialize();
                JsonNode snap = c.call("2", "browser_snapshot", "{\"goal\":\"add product 3 to the cart\"}", 60);
                String text = snap.path("result").path("content").get(0).path("text").asText();
                assertTrue(text.contains("[goaldigest: digest unavailable (HTTP 401 from the model endpoint)"), text);
                assertTrue(model.getAllServeEvents().get(0).getRequest().getHeader("Authorization").endsWith(key));
                JsonNode printed = c.call("3", "print_env", "{\"name\":\"OPENAI_API_KEY\"}", 30);
                String printedText = printed.path("result").path("content").get(0).path("text").asText();
                assertEquals("the variable holds [redacted]", printedText);
                c.closeStdin();
                assertTrue(c.process.waitFor(10, TimeUnit.SECONDS));
                Thread.sleep(200);
                assertFalse(snap.toString().contains(key));
                assertFalse(c.stderr.toString().contains(key), c.stderr.toString());
                assertTrue(c.stderr.toString().contains("upstream debug: OPENAI_API_KEY=[redacted]"), c.stderr.toString());
                assertEquals("", c.nonJson.toString(), "stdout carries JSON-RPC only");
            }
        } finally {
            model.stop();
        }
    }

    @Test
    void aValueOfTheWrongTypeOrRangeStopsTheProxyBeforeItStarts(@TempDir Path tmp) throws Exception {
        Path cfg = tmp.resolve("typed.yaml");
        Files.writeString(cfg, "digest:\n  enabled: true\n  timeoutMs: 99999999999999999999\n");
        assertRefusesToStart(cfg, tmp, "goaldigest: config file " + cfg + ": digest.timeoutMs must be from 100 to 600000, "
                + "not 99999999999999999999");
        Files.writeString(cfg, "digest:\n  apiKey: [sk-a, sk-b]\n");
        assertRefusesToStart(cfg, tmp, "goaldigest: config file " + cfg + ": digest.apiKey must be text");
    }

    /** The proxy with {@code cfg} exits 2 before anything else, with {@code message} as the one line on stderr. */
    private static void assertRefusesToStart(Path cfg, Path dir, String message) throws Exception {
        List<String> cmd = List.of(RelayHarness.javaBin(), "-cp", System.getProperty("java.class.path"),
                "dev.goaldigest.cli.Main", "--config", cfg.toString());
        try (ProcessClient c = new ProcessClient(cmd, dir, Map.of("PATH", System.getenv("PATH")))) {
            assertTrue(c.process.waitFor(30, TimeUnit.SECONDS));
            assertEquals(2, c.process.exitValue());
            Thread.sleep(200);
            assertEquals(message, c.stderr.toString().strip());
            assertEquals("", c.nonJson.toString());
        }
    }
}
