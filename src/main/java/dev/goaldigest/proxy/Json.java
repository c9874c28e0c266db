package dev.goaldigest.proxy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/** Whole messages as trees, for the few the proxy changes or reads in full (with {@link Envelope}'s mapper). */
final class Json {
    private Json() {
    }

    /** The line as a JSON object; null when it is not one, or is longer than {@link Limits#MAX_PARSE_BYTES}. */
    static ObjectNode object(String line) {
        if (line.length() > Limits.MAX_PARSE_BYTES) return null;
        try {
            return Envelope.JSON.readTree(line) instanceof ObjectNode o ? o : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** The UTF-8 line as a JSON object; null when it is not one, or is longer than {@link Limits#MAX_PARSE_BYTES}. */
    static ObjectNode object(byte[] line) {
        if (line.length > Limits.MAX_PARSE_BYTES) return null;
        try {
            return Envelope.JSON.readTree(line) instanceof ObjectNode o ? o : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** A JSON value from its text ({@code "7"}, {@code 7}), or null. */
    static JsonNode value(String text) {
        try {
            return Envelope.JSON.readTree(text);
        } catch (IOException e) {
            return null;
        }
    }

    /** Whether the line is one whole JSON value (of any kind). */
    static boolean isJson(byte[] line) {
        try (JsonParser p = Envelope.JSON.getFactory().createParser(line)) {
            if (p.nextToken() == null) return false;
            p.skipChildren();
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }
}
