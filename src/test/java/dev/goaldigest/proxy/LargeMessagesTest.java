package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Messages of any size: the proxy handles them, or passes them on with one line saying why, or answers the call with a
 * clear error; goaldigest's own arguments never reach the upstream (before: past Jackson's default 20M-character
 * strings the parse failed and the message went through unchanged, with no note and with {@code goal} in it).
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class LargeMessagesTest {
    private static Config config() {
        return ConfigLoader.load(null, Map.of(), Map.of());
    }

    @Test
    void aSnapshotOverTheLimitPassesThroughWithANote() {
        try (RelayHarness h = new RelayHarness(config(), new RelayTest.RefLinesViewer())) {
            h.initialize("{}");
            JsonNode r = h.call("1", "huge_snapshot", "{\"chars\":25000000}");
            String text = RelayHarness.text(r);
            String expected = FakeUpstream.hugeSnapshot(25_000_000);
            int at = text.indexOf("### Snapshot\n") + "### Snapshot\n".length();
            String note = text.substring(at, text.indexOf('\n', at));
            assertTrue(note.matches("\\[goaldigest: snapshot too large to prune \\(2[0-9],[0-9]{3},[0-9]{3} characters, over the "
                    + "limit of 10,000,000\\); passed through unchanged]"), note);
            assertEquals(expected, text.substring(0, at) + text.substring(at + note.length() + 1), "otherwise as it came");
        }
    }

    @Test
    void aResultTooLargeToReadGetsALeadingNoteAndIsOtherwiseUnchanged() {
        try (RelayHarness h = new RelayHarness(config(), new RelayTest.RefLinesViewer())) {
            h.initialize("{}");
            JsonNode r = h.call("1", "huge_snapshot", "{\"chars\":40000000}");
            JsonNode content = r.path("result").path("content");
            assertEquals(2, content.size());
            String note = content.get(0).path("text").asText();
            assertTrue(note.matches("\\[goaldigest: result too large to prune \\(4[0-9],[0-9]{3},[0-9]{3} bytes, over the limit of "
                    + "33,554,432\\); passed through unchanged]"), note);
            assertEquals(FakeUpstream.hugeSnapshot(40_000_000), content.get(1).path("text").asText());
        }
    }

    @Test
    void aTwentyMebibyteGoalIsAnErrorNotAForwardedArgument() {
        try (RelayHarness h = new RelayHarness(config(), new RelayTest.RefLinesViewer())) {
            h.initialize("{}");
            JsonNode r = h.call("1", "browser_snapshot", "{\"goal\":\"" + "g".repeat(20 * 1024 * 1024) + "\"}");
            assertTrue(r.path("result").path("isError").asBoolean(), r.toString());
            assertEquals("### Error\nError: Invalid arguments: goal: at most 4,000 characters, not 20,971,520",
                    RelayHarness.text(r));
            // a goal within bounds still works, and the upstream (which rejects unknown arguments) got none of ours
            JsonNode ok = h.call("2", "browser_snapshot", "{\"goal\":\"" + "g".repeat(4000) + "\"}");
            assertFalse(ok.path("result").path("isError").asBoolean(), RelayHarness.text(ok));
        }
    }

    @Test
    void aCallTooLargeToReadIsAnsweredWhenItMayCarryOurArgumentsAndForwardedOtherwise() {
        try (RelayHarness h = new RelayHarness(config(), new RelayTest.RefLinesViewer())) {
            h.initialize("{}");
            String huge = "g".repeat(Limits.MAX_PARSE_BYTES + 10);
            JsonNode r = h.call("1", "browser_snapshot", "{\"goal\":\"" + huge + "\"}");
            assertTrue(r.path("result").path("isError").asBoolean());
            assertTrue(RelayHarness.text(r).startsWith("### Error\nError: goaldigest could not read this call (33,554,"),
                    RelayHarness.text(r));
            // another tool carries none of our arguments: it goes on as it came (the stand-in echoes its arguments)
            JsonNode echo = h.call("2", "echo", "{\"text\":\"" + huge + "\"}");
            JsonNode content = echo.path("result").path("content");
            assertTrue(content.get(0).path("text").asText().startsWith("[goaldigest: result too large to prune ("));
            assertEquals("{\"text\":\"" + huge + "\"}", content.get(1).path("text").asText());
        }
    }

    @Test
    void theNoteIsSplicedWithoutReadingTheLongStrings() {
        String big = "x".repeat(40_000_000);
        byte[] line = ("{\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"" + big + "\"}],\"isError\":false},"
                + "\"jsonrpc\":\"2.0\",\"id\":7}").getBytes(StandardCharsets.UTF_8);
        String out = new String(Envelope.withLeadingNote(line, "[goaldigest: n]"), StandardCharsets.UTF_8);
        assertTrue(out.startsWith("{\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"[goaldigest: n]\"},{\"type\""), out.substring(0, 80));
        assertTrue(out.endsWith(big + "\"}],\"isError\":false},\"jsonrpc\":\"2.0\",\"id\":7}"));
        assertEquals("{\"id\":1,\"result\":{\"x\":\"" + big.substring(0, 5) + "\",\"content\":[{\"type\":\"text\",\"text\":\"n\"}]}}",
                new String(Envelope.withLeadingNote(("{\"id\":1,\"result\":{\"x\":\"xxxxx\",\"content\":[ ]}}")
                        .getBytes(StandardCharsets.UTF_8), "n"), StandardCharsets.UTF_8).replace("[{\"type\":\"text\",\"text\":\"n\"} ]", "[{\"type\":\"text\",\"text\":\"n\"}]"));
        assertNull(Envelope.withLeadingNote("{\"result\":{}}".getBytes(StandardCharsets.UTF_8), "n"));
        String request = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"arguments\":{\"goal\":\""
                + big + "\"},\"name\":\"browser_snapshot\"}}";
        assertEquals("browser_snapshot", Envelope.toolName(request));
        assertEquals(Envelope.Kind.REQUEST, Envelope.peek(request).kind());
    }
}
