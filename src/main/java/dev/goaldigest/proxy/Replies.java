package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;

/**
 * The answers the proxy gives itself, built from the MCP SDK's wire types: a tool error result for a call the
 * upstream cannot take, a JSON-RPC error for any other request. The id goes back as the client sent it.
 */
final class Replies {
    private Replies() {
    }

    /** A {@code tools/call} result with {@code isError}, in the upstream's own layout ({@code ### Error}). */
    static String toolError(JsonNode id, String message) {
        McpSchema.CallToolResult result = new McpSchema.CallToolResult(
                List.of(new McpSchema.TextContent(null, "### Error\nError: " + message, null)), true, null, null);
        return line(id, McpSchema.JSONRPCResponse.result(wireId(id), result));
    }

    /** A JSON-RPC internal error, its message prefixed with who says so. */
    static String error(JsonNode id, String message) {
        McpSchema.JSONRPCResponse.JSONRPCError error = new McpSchema.JSONRPCResponse.JSONRPCError(
                McpSchema.ErrorCodes.INTERNAL_ERROR, "goaldigest: " + message);
        return line(id, McpSchema.JSONRPCResponse.error(wireId(id), error));
    }

    /**
     * The JSON-RPC 2.0 answer to a line that is not JSON: a parse error (-32700) with a null id, as the spec has it
     * (no id can be read from such a line).
     */
    static String parseError(String message) {
        McpSchema.JSONRPCResponse.JSONRPCError error = new McpSchema.JSONRPCResponse.JSONRPCError(
                McpSchema.ErrorCodes.PARSE_ERROR, "goaldigest: " + message);
        // the SDK wants an id to build the record; the spec's null goes in once it is a tree
        return line(NullNode.getInstance(), McpSchema.JSONRPCResponse.error("", error));
    }

    /**
     * The id as the SDK's records take it (a string or an integer). Any other JSON value a client may send as an id
     * is put back as it came once the record is a tree: the answer must carry the request's own id.
     */
    private static Object wireId(JsonNode id) {
        if (id.isTextual()) return id.asText();
        if (id.canConvertToLong() && id.isIntegralNumber()) return id.asLong();
        return "";
    }

    private static String line(JsonNode id, McpSchema.JSONRPCResponse response) {
        ObjectNode tree = Envelope.JSON.valueToTree(response);
        tree.set("id", id);
        return tree.toString();
    }
}
