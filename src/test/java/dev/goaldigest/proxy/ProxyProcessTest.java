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
    void aBadConfigIsOneLineOnStderrAndANonZeroExit(@TempDir Path tmp) throws Exception {
        Path cfg = tmp.resolve("bad.yaml");
        Files.writeString(cfg, "proxy:\n  actionSnapshots: sideways\n");
        List<String> cmd = List.of(RelayHarness.javaBin(), "-cp", System.getProperty("java.class.path"),
                "dev.goaldigest.cli.Main", "--config", cfg.toString());
        try (ProcessClient c = new ProcessClient(cmd, tmp, null)) {
            assertTrue(c.process.waitFor(30, TimeUnit.SECONDS));
            assertEquals(2, c.process.exitValue());
            Thread.sleep(200);
            String err = c.stderr.toString().strip();
            assertEquals(1, err.lines().count(), err);
            assertTrue(err.contains("proxy.actionSnapshots must be inline, link, diff or none"), err);
        }
    }
}
