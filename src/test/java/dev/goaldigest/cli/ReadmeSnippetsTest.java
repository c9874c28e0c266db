package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The client configurations in the README start the proxy the way the proxy bench measures it, and parse. */
class ReadmeSnippetsTest {
    @Test
    void everyClientConfigurationUsesTheMeasuredJvmOptions() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        String line = "java " + ProxyCommand.JVM_OPTIONS + " -jar /abs/path/goaldigest.jar";
        assertTrue(readme.contains("claude mcp add goaldigest -- " + line), "the Claude Code line");
        List<String> expectedArgs = new ArrayList<>(List.of(ProxyCommand.JVM_OPTIONS.split(" ")));
        expectedArgs.addAll(List.of("-jar", "/abs/path/goaldigest.jar"));
        Matcher m = Pattern.compile("(?s)```json\\n(.*?)```").matcher(readme);
        int configs = 0;
        ObjectMapper json = new ObjectMapper();
        while (m.find()) {
            JsonNode doc = json.readTree(m.group(1));
            JsonNode servers = doc.has("mcpServers") ? doc.get("mcpServers") : doc.get("servers");
            if (servers == null || !servers.has("goaldigest")) continue;
            List<String> args = new ArrayList<>();
            servers.get("goaldigest").get("args").forEach(a -> args.add(a.asText()));
            assertEquals(expectedArgs, args);
            configs++;
        }
        assertEquals(2, configs, "Cursor and VS Code");
    }
}
