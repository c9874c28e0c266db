package dev.goaldigest.proxy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The JSON-RPC envelope of one line, read without building the tree of its params or result: a 1 MB snapshot result
 * is only tokenized, so relaying what the proxy does not rewrite costs little. The line itself is relayed as it came.
 *
 * @param kind request, notification, response, or invalid (not a JSON-RPC object: relayed as it came all the same)
 * @param method the method of a request or notification, else null
 * @param id the id of a request or response (any JSON value), else null
 * @param idKey the id as compact JSON text ({@code 7} and {@code "7"} differ), the key of in-flight maps
 */
record Envelope(Kind kind, String method, JsonNode id, String idKey) {

    enum Kind { REQUEST, NOTIFICATION, RESPONSE, INVALID }

    static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonFactory FACTORY = JSON.getFactory();
    private static final Envelope INVALID = new Envelope(Kind.INVALID, null, null, null);

    static Envelope peek(String line) {
        try (JsonParser p = FACTORY.createParser(line)) {
            if (p.nextToken() != JsonToken.START_OBJECT) return INVALID;
            String method = null;
            JsonNode id = null;
            boolean hasResult = false;
            JsonToken t;
            while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken v = p.nextToken();
                switch (field) {
                    case "method" -> method = v == JsonToken.VALUE_STRING ? p.getText() : null;
                    case "id" -> id = JSON.readTree(p);
                    case "result", "error" -> {
                        hasResult = true;
                        p.skipChildren();
                    }
                    default -> p.skipChildren();
                }
            }
            if (t != JsonToken.END_OBJECT) return INVALID;
            boolean hasId = id != null && !id.isNull() && !id.isMissingNode();
            String idKey = hasId ? id.toString() : null;
            if (method != null) {
                return hasId ? new Envelope(Kind.REQUEST, method, id, idKey) : new Envelope(Kind.NOTIFICATION, method, null, null);
            }
            if (hasResult && hasId) return new Envelope(Kind.RESPONSE, null, id, idKey);
            return INVALID;
        } catch (IOException | RuntimeException e) {
            return INVALID;
        }
    }
}
