package dev.goaldigest.digest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The JSON schemas the model answers in, written out explicitly so they stay inside OpenAI's strict mode: every
 * object lists all of its properties in {@code required} and sets {@code additionalProperties: false}; an optional
 * value is nullable ({@code "type": ["string", "null"]}). {@link #validate} checks an answer against the same schema
 * locally, for servers without strict structured outputs (and as a second check for those with them).
 */
public final class DigestSchema {
    static final ObjectMapper JSON = new ObjectMapper();

    /** The kinds of next action the agent can take with Playwright MCP's tools. */
    public static final List<String> ACTION_KINDS =
            List.of("click", "type", "select", "check", "uncheck", "hover", "press", "read", "scroll");

    private final String name;
    private final ObjectNode schema;

    private DigestSchema(String name, ObjectNode schema) {
        this.name = name;
        this.schema = schema;
    }

    /** For a goal: summary, relevant elements, next actions, whether the goal is reachable and what is missing. */
    public static DigestSchema goal() {
        ObjectNode root = object();
        props(root).set("summary", type("string",
                "One or two short sentences: the page against the goal."));
        props(root).set("goal_reachable", type("boolean",
                "Whether the goal can be done or answered on this page."));
        props(root).set("missing", nullable("string",
                "If not reachable: what is missing; else null."));
        props(root).set("elements", elements());
        props(root).set("next_actions", actions());
        return new DigestSchema("goal_digest", close(root));
    }

    /** Without a goal (only when {@code digest.overview} is on): what the page is and its main elements. */
    public static DigestSchema overview() {
        ObjectNode root = object();
        props(root).set("summary", type("string", "At most two sentences: what the page is."));
        props(root).set("page_kind", type("string",
                "article, search results, product, form, listing, login, home or other."));
        props(root).set("elements", elements());
        props(root).set("next_actions", actions());
        return new DigestSchema("page_overview", close(root));
    }

    private static ObjectNode elements() {
        ObjectNode item = object();
        props(item).set("ref", type("string", "The ref as in the snapshot, e.g. e345."));
        props(item).set("role", type("string", "Its role."));
        props(item).set("name", nullable("string", "Its name, or null."));
        props(item).set("why", type("string", "Why it matters, in a few words."));
        ObjectNode arr = JSON.createObjectNode();
        arr.put("type", "array");
        arr.put("description", "At most " + CheckedDigest.MAX_ELEMENTS + ", most useful first.");
        arr.set("items", close(item));
        return arr;
    }

    private static ObjectNode actions() {
        ObjectNode item = object();
        ObjectNode kind = type("string", "What to do.");
        ArrayNode en = kind.putArray("enum");
        ACTION_KINDS.forEach(en::add);
        props(item).set("action", kind);
        ObjectNode refs = JSON.createObjectNode();
        refs.put("type", "array");
        refs.put("description", "The refs it uses.");
        refs.putObject("items").put("type", "string");
        props(item).set("refs", refs);
        props(item).set("text", nullable("string", "Text to type, option to select or key to press; else null."));
        props(item).set("description", type("string", "The step in a few words."));
        ObjectNode arr = JSON.createObjectNode();
        arr.put("type", "array");
        arr.put("description", "At most " + CheckedDigest.MAX_ACTIONS + ", in order.");
        arr.set("items", close(item));
        return arr;
    }

    private static ObjectNode object() {
        ObjectNode o = JSON.createObjectNode();
        o.put("type", "object");
        o.putObject("properties");
        return o;
    }

    private static ObjectNode props(ObjectNode o) {
        return (ObjectNode) o.get("properties");
    }

    private static ObjectNode type(String t, String description) {
        ObjectNode o = JSON.createObjectNode();
        o.put("type", t);
        o.put("description", description);
        return o;
    }

    private static ObjectNode nullable(String t, String description) {
        ObjectNode o = JSON.createObjectNode();
        o.putArray("type").add(t).add("null");
        o.put("description", description);
        return o;
    }

    /** Every property required, nothing else allowed: the two rules of strict mode. */
    private static ObjectNode close(ObjectNode o) {
        ArrayNode req = o.putArray("required");
        props(o).fieldNames().forEachRemaining(req::add);
        o.put("additionalProperties", false);
        return o;
    }

    /** The schema's name as sent in {@code response_format.json_schema.name}. */
    public String name() {
        return name;
    }

    /** A copy of the schema. */
    public ObjectNode json() {
        return schema.deepCopy();
    }

    /** The schema's properties as a map, for openai-java's {@code Schema.putAdditionalProperty}. */
    Map<String, Object> asMap() {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = JSON.convertValue(schema, Map.class);
        return m;
    }

    /**
     * Checks an answer against this schema (types, required properties, no extra properties, enums). Returns the
     * problems found, at most a few, each naming the path; empty when the answer conforms.
     */
    public List<String> validate(JsonNode answer) {
        List<String> problems = new ArrayList<>();
        // iterative: a hostile server could nest deep
        record Item(JsonNode schema, JsonNode value, String path) {
        }
        ArrayList<Item> stack = new ArrayList<>();
        stack.add(new Item(schema, answer, "$"));
        while (!stack.isEmpty() && problems.size() < 5) {
            Item it = stack.remove(stack.size() - 1);
            JsonNode s = it.schema();
            JsonNode v = it.value();
            List<String> types = new ArrayList<>();
            if (s.get("type").isArray()) s.get("type").forEach(t -> types.add(t.asText()));
            else types.add(s.get("type").asText());
            String actual = jsonType(v);
            if (!types.contains(actual) && !(actual.equals("integer") && types.contains("number"))) {
                problems.add(it.path() + " is " + actual + ", expected " + String.join(" or ", types));
                continue;
            }
            if (s.has("enum") && v.isTextual()) {
                boolean ok = false;
                for (JsonNode e : s.get("enum")) ok |= e.asText().equals(v.asText());
                if (!ok) problems.add(it.path() + " is not one of " + s.get("enum"));
            }
            if (v.isObject()) {
                JsonNode ps = s.get("properties");
                for (JsonNode r : s.get("required")) {
                    if (!v.has(r.asText())) problems.add(it.path() + "." + r.asText() + " is missing");
                }
                for (Iterator<String> f = v.fieldNames(); f.hasNext(); ) {
                    String k = f.next();
                    if (!ps.has(k)) problems.add(it.path() + "." + k + " is not allowed");
                    else stack.add(new Item(ps.get(k), v.get(k), it.path() + "." + k));
                }
            } else if (v.isArray()) {
                for (int i = 0; i < v.size(); i++) stack.add(new Item(s.get("items"), v.get(i), it.path() + "[" + i + "]"));
            }
        }
        return problems;
    }

    private static String jsonType(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) return "null";
        if (v.isObject()) return "object";
        if (v.isArray()) return "array";
        if (v.isTextual()) return "string";
        if (v.isBoolean()) return "boolean";
        if (v.isIntegralNumber()) return "integer";
        if (v.isNumber()) return "number";
        return "unknown";
    }
}
