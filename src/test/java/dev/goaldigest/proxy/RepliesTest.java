package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;

/** The proxy's own answers: the MCP wire shapes, with the request's id as the client sent it. */
class RepliesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aToolErrorIsAnErrorResultInTheUpstreamsLayout() throws Exception {
        JsonNode r = JSON.readTree(Replies.toolError(JSON.readTree("\"call-7\""), "the upstream MCP server exited"));
        assertEquals(JSON.readTree("{\"jsonrpc\":\"2.0\",\"id\":\"call-7\",\"result\":{\"content\":[{\"type\":\"text\","
                + "\"text\":\"### Error\\nError: the upstream MCP server exited\"}],\"isError\":true}}"), r);
        McpSchema.CallToolResult typed = JSON.treeToValue(r.get("result"), McpSchema.CallToolResult.class);
        assertEquals(Boolean.TRUE, typed.isError());
    }

    @Test
    void anyOtherRequestGetsAJsonRpcInternalError() throws Exception {
        JsonNode r = JSON.readTree(Replies.error(JSON.readTree("12"), "cannot start the upstream MCP server 'x'"));
        assertEquals(JSON.readTree("{\"jsonrpc\":\"2.0\",\"id\":12,\"error\":{\"code\":-32603,"
                + "\"message\":\"goaldigest: cannot start the upstream MCP server 'x'\"}}"), r);
    }

    @Test
    void theIdGoesBackAsItCameWhateverItIs() throws Exception {
        for (String id : new String[] {"7", "\"7\"", "9007199254740993", "123456789012345678901234567890", "1.5",
                "{\"a\":1}", "true"}) {
            assertEquals(JSON.readTree(id), JSON.readTree(Replies.toolError(JSON.readTree(id), "x")).get("id"), id);
            assertEquals(JSON.readTree(id), JSON.readTree(Replies.error(JSON.readTree(id), "x")).get("id"), id);
        }
    }
}
