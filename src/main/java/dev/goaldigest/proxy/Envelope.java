package dev.goaldigest.proxy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    /**
     * Jackson with its limits set on purpose, not left at its defaults (strings of 20M characters): a string as long as
     * the longest line the proxy reads into a tree ({@link Limits#MAX_PARSE_BYTES}; longer lines are never given to
     * it), nesting 1000 deep. Documents are not limited: tokenizing a line of any length without reading its strings
     * (what {@link #peek} does) costs no memory.
     */
    static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(Limits.MAX_PARSE_BYTES)
                    .maxNestingDepth(1000)
                    .build())
            .build());
    private static final JsonFactory FACTORY = JSON.getFactory();
    private static final Envelope INVALID = new Envelope(Kind.INVALID, null, null, null);

    static Envelope peek(String line) {
        try (JsonParser p = FACTORY.createParser(line)) {
            return peek(p);
        } catch (IOException | RuntimeException e) {
            return INVALID;
        }
    }

    /**
     * Whether the line is one well-formed JSON value (whatever it holds), tokenized without building it: linear, and
     * no memory for its strings.
     */
    static boolean isJson(String line) {
        try (JsonParser p = FACTORY.createParser(line)) {
            if (p.nextToken() == null) return false;
            p.skipChildren();
            return p.nextToken() == null;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Lines at least this long that look like a server's response are read from their two ends only. */
    static final int FAST_PATH_BYTES = 16 * 1024;
    private static final Pattern TAIL_ID = Pattern.compile(
            "[,{]\\s*\"id\"\\s*:\\s*(-?[0-9]{1,18}|\"[A-Za-z0-9_.:/+-]{0,64}\")\\s*}\\s*$");

    /**
     * The envelope of a raw UTF-8 line. A long response (a snapshot result is up to megabytes) written the way MCP
     * servers write it, {@code {"result":...,"jsonrpc":"2.0","id":N}}, is recognised from its first key and its last
     * member without tokenizing the middle: in valid JSON a top-level {@code "id":N} followed by the one closing brace
     * can only be the object's own last member. Anything else is tokenized.
     */
    static Envelope peek(byte[] line) {
        if (line.length >= FAST_PATH_BYTES) {
            Envelope fast = peekEnds(line);
            if (fast != null) return fast;
        }
        try (JsonParser p = FACTORY.createParser(line)) {
            return peek(p);
        } catch (IOException | RuntimeException e) {
            return INVALID;
        }
    }

    private static Envelope peekEnds(byte[] line) {
        int i = 0;
        while (i < line.length && (line[i] == ' ' || line[i] == '\t')) i++;
        byte[] head = "{\"result\":".getBytes(StandardCharsets.US_ASCII);
        if (line.length - i < head.length) return null;
        for (int k = 0; k < head.length; k++) if (line[i + k] != head[k]) return null;
        int from = Math.max(0, line.length - 256);
        String tail = new String(line, from, line.length - from, StandardCharsets.ISO_8859_1);
        Matcher m = TAIL_ID.matcher(tail);
        if (!m.find()) return null;
        try {
            JsonNode id = JSON.readTree(m.group(1));
            return new Envelope(Kind.RESPONSE, null, id, id.toString());
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * The {@code params.name} of a request, read without building a tree or holding any long string (a call too large
     * to parse can still be told apart); null when it has none.
     */
    static String toolName(String line) {
        try (JsonParser p = FACTORY.createParser(line)) {
            return seek(p, "params", "name") == JsonToken.VALUE_STRING ? p.getText() : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Moves {@code p} (at the start of a line) onto the value of the top-level object's {@code outer.inner}, skipping
     * everything else without reading it; that value's token, or null when there is none.
     */
    private static JsonToken seek(JsonParser p, String outer, String inner) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) return null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            boolean found = outer.equals(p.currentName());
            if (p.nextToken() != JsonToken.START_OBJECT || !found) {
                p.skipChildren();
                continue;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                boolean hit = inner.equals(p.currentName());
                JsonToken v = p.nextToken();
                if (hit) return v;
                p.skipChildren();
            }
            return null;
        }
        return null;
    }

    /**
     * {@code line} (a {@code tools/call} result) with one more text item first in {@code result.content}: the note, in
     * place of a rewrite that cannot be done. Found by tokenizing, without reading the long strings; null when the
     * line has no {@code result.content} array.
     */
    static byte[] withLeadingNote(byte[] line, String note) {
        long at;
        try (JsonParser p = FACTORY.createParser(line)) {
            if (seek(p, "result", "content") != JsonToken.START_ARRAY) return null;
            at = p.currentTokenLocation().getByteOffset() + 1;
        } catch (IOException | RuntimeException e) {
            return null;
        }
        if (at <= 0 || at > line.length) return null;
        int i = (int) at;
        int next = i;
        while (next < line.length && (line[next] == ' ' || line[next] == '\t' || line[next] == '\r' || line[next] == '\n')) next++;
        boolean empty = next < line.length && line[next] == ']';
        com.fasterxml.jackson.databind.node.ObjectNode item = JSON.createObjectNode();
        item.put("type", "text");
        item.put("text", note);
        byte[] insert = (item.toString() + (empty ? "" : ",")).getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[line.length + insert.length];
        System.arraycopy(line, 0, out, 0, i);
        System.arraycopy(insert, 0, out, i, insert.length);
        System.arraycopy(line, i, out, i + insert.length, line.length - i);
        return out;
    }

    private static Envelope peek(JsonParser p) throws IOException {
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
    }
}
