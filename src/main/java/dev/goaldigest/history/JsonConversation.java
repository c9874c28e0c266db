package dev.goaldigest.history;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.goaldigest.snapshot.Tokens;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A conversation as JSON: a messages array, or a request body holding one under {@code "messages"}, in the OpenAI
 * Chat Completions format ({@code role: "tool"} messages, content a string or an array of {@code text} parts) or the
 * Anthropic Messages format ({@code tool_result} blocks in user messages, content a string or {@code text} blocks).
 * Every text a tool result holds is a piece: a string field of some object, known by its JSON pointer.
 */
final class JsonConversation {
    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .build();

    /** One text of a tool result: the object holding it, the field name, and its pointer in the document. */
    record Piece(ObjectNode holder, String field, JsonPointer pointer, int message) {
        String text() {
            return holder.get(field).textValue();
        }
    }

    private final JsonNode root;
    private final JsonNode messages;
    private final String messagesPointer;
    private final List<List<Piece>> toolResults = new ArrayList<>();

    private JsonConversation(JsonNode root) {
        this.root = root;
        if (root.isArray()) {
            messages = root;
            messagesPointer = "";
        } else if (root.isObject() && root.get("messages") != null && root.get("messages").isArray()) {
            messages = root.get("messages");
            messagesPointer = "/messages";
        } else {
            throw new HistoryFormatException(
                    "expected a JSON array of messages or an object with a \"messages\" array, got "
                            + describe(root));
        }
        collect();
    }

    static JsonConversation of(JsonNode root) {
        return new JsonConversation(root);
    }

    static JsonNode read(String json) {
        try {
            JsonNode node = MAPPER.readTree(json);
            if (node == null || node.isMissingNode()) throw new HistoryFormatException("not JSON: the input is empty");
            return node;
        } catch (JsonProcessingException e) {
            throw new HistoryFormatException("not valid JSON: " + oneLine(e), e);
        }
    }

    private static String oneLine(JsonProcessingException e) {
        String msg = e.getOriginalMessage();
        String first = msg == null ? e.getClass().getSimpleName() : msg.lines().findFirst().orElse(msg).trim();
        JsonLocation loc = e.getLocation();
        return loc == null ? first : first + " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
    }

    private static String describe(JsonNode n) {
        if (n.isObject()) return "an object without a \"messages\" array";
        return "a " + n.getNodeType().name().toLowerCase(Locale.ROOT);
    }

    private void collect() {
        for (int m = 0; m < messages.size(); m++) {
            JsonNode msg = messages.get(m);
            if (!msg.isObject()) continue;
            String at = messagesPointer + "/" + m;
            String role = msg.path("role").asText("");
            JsonNode content = msg.get("content");
            if (content == null) continue;
            if (role.equals("tool")) {
                // OpenAI: the whole tool message is one tool result
                toolResults.add(textPieces((ObjectNode) msg, "content", at, m));
            } else if (role.equals("user") && content.isArray()) {
                // Anthropic: each tool_result block is one tool result
                for (int b = 0; b < content.size(); b++) {
                    JsonNode block = content.get(b);
                    if (block.isObject() && "tool_result".equals(block.path("type").asText(null))) {
                        toolResults.add(textPieces((ObjectNode) block, "content", at + "/content/" + b, m));
                    }
                }
            }
        }
    }

    /** The texts of a content field: itself when a string, the {@code text} of each text part when an array. */
    private static List<Piece> textPieces(ObjectNode holder, String field, String at, int message) {
        List<Piece> out = new ArrayList<>();
        JsonNode content = holder.get(field);
        if (content == null) return out;
        if (content.isTextual()) {
            out.add(new Piece(holder, field, JsonPointer.compile(at + "/" + field), message));
        } else if (content.isArray()) {
            for (int p = 0; p < content.size(); p++) {
                JsonNode part = content.get(p);
                if (part.isObject() && "text".equals(part.path("type").asText(null))
                        && part.get("text") != null && part.get("text").isTextual()) {
                    out.add(new Piece((ObjectNode) part, "text",
                            JsonPointer.compile(at + "/" + field + "/" + p + "/text"), message));
                }
            }
        }
        return out;
    }

    JsonNode root() {
        return root;
    }

    int messageCount() {
        return messages.size();
    }

    List<List<Piece>> toolResults() {
        return toolResults;
    }

    List<List<String>> toolResultTexts() {
        List<List<String>> out = new ArrayList<>(toolResults.size());
        for (List<Piece> r : toolResults) {
            List<String> texts = new ArrayList<>(r.size());
            for (Piece p : r) texts.add(p.text());
            out.add(texts);
        }
        return out;
    }

    /** The o200k tokens of every string value under the messages (keys are not counted). */
    long tokens() {
        long sum = 0;
        Deque<JsonNode> stack = new ArrayDeque<>();
        stack.push(messages);
        while (!stack.isEmpty()) {
            JsonNode n = stack.pop();
            if (n.isTextual()) sum += Tokens.count(n.textValue());
            else if (n.isContainerNode()) for (Iterator<JsonNode> it = n.elements(); it.hasNext(); ) stack.push(it.next());
        }
        return sum;
    }

    /** Applies {@code plan} to this tree in place (the caller owns it). */
    void apply(Plan plan) {
        for (int r = 0; r < toolResults.size(); r++) {
            for (Map.Entry<Integer, String> e : plan.changesFor(r).entrySet()) {
                Piece p = toolResults.get(r).get(e.getKey());
                p.holder().set(p.field(), TextNode.valueOf(e.getValue()));
            }
        }
    }

    /**
     * The original JSON text with only the changed strings rewritten, every other byte as it was. {@code json}
     * is the text this conversation was read from.
     */
    String splice(String json, Plan plan) {
        Map<String, String> replacements = new HashMap<>();
        for (int r = 0; r < toolResults.size(); r++) {
            for (Map.Entry<Integer, String> e : plan.changesFor(r).entrySet()) {
                replacements.put(toolResults.get(r).get(e.getKey()).pointer().toString(), e.getValue());
            }
        }
        if (replacements.isEmpty()) return json;
        // find where each string to change starts in the text (the parser knows; the tree does not)
        List<int[]> spans = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        try (JsonParser parser = MAPPER.createParser(json)) {
            JsonToken t;
            while ((t = parser.nextToken()) != null) {
                if (t != JsonToken.VALUE_STRING) continue;
                String pointer = parser.getParsingContext().pathAsPointer().toString();
                String replacement = replacements.get(pointer);
                if (replacement == null || !seen.add(pointer)) continue;
                int start = (int) parser.currentTokenLocation().getCharOffset();
                if (start < 0 || start >= json.length() || json.charAt(start) != '"') {
                    throw new IllegalStateException("cannot locate the string at " + pointer);
                }
                int end = endOfString(json, start);
                spans.add(new int[] {start, end});
                texts.add(JsonText.quote(replacement, JsonText.escapesNonAscii(json, start, end)));
            }
        } catch (IOException e) {
            throw new HistoryFormatException("not valid JSON: " + e.getMessage(), e);
        }
        if (spans.size() != replacements.size()) throw new IllegalStateException("not every changed string was found");
        StringBuilder out = new StringBuilder(json.length());
        int pos = 0;
        for (int i = 0; i < spans.size(); i++) {
            int[] span = spans.get(i);
            out.append(json, pos, span[0]).append(texts.get(i));
            pos = span[1];
        }
        out.append(json, pos, json.length());
        return out.toString();
    }

    /** The index just after the closing quote of the JSON string whose opening quote is at {@code start}. */
    private static int endOfString(String json, int start) {
        for (int i = start + 1; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c == '\\') i++;
            else if (c == '"') return i + 1;
        }
        throw new IllegalStateException("unterminated string at " + start);
    }
}
