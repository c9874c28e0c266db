package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EnvelopeTest {
    @Test
    void requestsNotificationsResponsesAndIdsOfAnyKind() {
        Envelope r = Envelope.peek("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"a\":[1,{\"b\":2}]}}");
        assertEquals(Envelope.Kind.REQUEST, r.kind());
        assertEquals("tools/call", r.method());
        assertEquals("7", r.idKey());
        Envelope s = Envelope.peek("{\"id\":\"7\",\"method\":\"roots/list\",\"jsonrpc\":\"2.0\"}");
        assertEquals("\"7\"", s.idKey(), "7 and \"7\" are different ids");
        Envelope n = Envelope.peek("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{}}");
        assertEquals(Envelope.Kind.NOTIFICATION, n.kind());
        assertNull(n.idKey());
        Envelope resp = Envelope.peek("{\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"x\\ny\"}]},\"jsonrpc\":\"2.0\",\"id\":3}");
        assertEquals(Envelope.Kind.RESPONSE, resp.kind());
        assertEquals("3", resp.idKey(), "the id after a large result");
        Envelope err = Envelope.peek("{\"jsonrpc\":\"2.0\",\"id\":{\"x\":1},\"error\":{\"code\":-32601,\"message\":\"no\"}}");
        assertEquals(Envelope.Kind.RESPONSE, err.kind());
        assertEquals("{\"x\":1}", err.idKey());
    }

    @Test
    void longResponsesAreReadFromTheirEndsAndAgreeWithTheFullParse() {
        String big = "x".repeat(Envelope.FAST_PATH_BYTES);
        String[] lines = {
            "{\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"" + big + "\"}]},\"jsonrpc\":\"2.0\",\"id\":42}",
            "{\"result\":{\"t\":\"" + big + "\"},\"jsonrpc\":\"2.0\",\"id\":\"a-7\"}",
            "{\"result\":{\"t\":\"" + big + "\",\"id\":5},\"jsonrpc\":\"2.0\",\"id\":6}",
            "{\"result\":{\"t\":\"" + big + "\"},\"jsonrpc\":\"2.0\",\"id\":\"Zürich ✓\"}",
            "{\"result\":{\"t\":\"" + big + "\",\"id\":5}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"data\":\"" + big + "\",\"id\":1}}",
        };
        for (String l : lines) {
            Envelope fast = Envelope.peek(l.getBytes(StandardCharsets.UTF_8));
            Envelope full = Envelope.peek(l);
            assertEquals(full, fast, l.substring(l.length() - 60));
        }
        assertEquals("42", Envelope.peek(lines[0].getBytes(StandardCharsets.UTF_8)).idKey());
        assertEquals("6", Envelope.peek(lines[2].getBytes(StandardCharsets.UTF_8)).idKey(), "the top-level id, not one inside");
        assertEquals(Envelope.Kind.INVALID, Envelope.peek(lines[4].getBytes(StandardCharsets.UTF_8)).kind());
    }

    @Test
    void notJsonRpcIsInvalidNeverAnException() {
        for (String s : new String[] {"", "nope", "[1,2]", "{\"jsonrpc\":\"2.0\"}", "{\"id\":1", "{\"id\":null,\"result\":1}"}) {
            assertEquals(Envelope.Kind.INVALID, Envelope.peek(s).kind(), s);
        }
    }
}
