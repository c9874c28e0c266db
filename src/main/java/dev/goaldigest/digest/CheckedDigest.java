package dev.goaldigest.digest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The model's answer after checking: parsed against the schema, every ref looked up in the pruned tree. Elements
 * hold the tree's own node (role and name are printed from it, never from the model's text); invented refs are
 * dropped and counted; model prose is kept raw here and sanitised when rendered.
 *
 * @param summary the model's summary (untrusted text)
 * @param reachable whether the goal looks reachable; null for an overview
 * @param missing what is missing (untrusted text), or null
 * @param pageKind for an overview: the page kind (untrusted text), else null
 * @param elements checked elements, in the model's order, no duplicates
 * @param actions checked next actions, each with at least one valid ref
 * @param refsDropped distinct refs the model named that are not in the tree
 */
record CheckedDigest(String summary, Boolean reachable, String missing, String pageKind, List<Element> elements,
                     List<Action> actions, int refsDropped) {

    /**
     * The most elements and next actions kept (the prompt and the schema's descriptions ask for no more); a longer
     * answer keeps the first ones, which the prompt asks to be the most useful. Not {@code maxItems} in the schema:
     * strict mode on older OpenAI and Azure deployments and OpenAI-compatible servers reject or ignore it.
     */
    static final int MAX_ELEMENTS = 6;
    static final int MAX_ACTIONS = 4;
    private static final Pattern REF = Pattern.compile("[A-Za-z0-9_]{1,24}");

    /** A relevant element: the node is the pruned tree's. */
    record Element(Node node, String why) {
    }

    /** A next step: kind, the checked nodes it uses, the text to type (untrusted) and a description. */
    record Action(String kind, List<Node> nodes, String text, String description) {
    }

    /**
     * Parses and checks the model's content.
     *
     * @param lenient true for servers without strict schemas: a Markdown code fence around the JSON is accepted
     * @throws DigestFailure not JSON, not matching the schema, or no valid element left
     */
    static CheckedDigest check(String content, DigestSchema schema, Snapshot tree, boolean lenient)
            throws DigestFailure {
        if (content == null || content.isBlank()) throw new DigestFailure("the model sent an empty answer");
        String text = lenient ? unfence(content) : content.trim();
        JsonNode root;
        try {
            root = DigestSchema.JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new DigestFailure("the model's answer is not valid JSON");
        }
        if (root == null) throw new DigestFailure("the model sent an empty answer");
        List<String> problems = schema.validate(root);
        if (!problems.isEmpty()) {
            throw new DigestFailure("the model's answer does not match the schema: " + Sanitize.oneLine(problems.get(0), 120));
        }
        Map<String, Node> byRef = index(tree);
        Set<String> invented = new LinkedHashSet<>();
        LinkedHashMap<String, Element> elements = new LinkedHashMap<>();
        for (JsonNode e : root.get("elements")) {
            String ref = normalizeRef(e.get("ref").asText());
            Node n = ref == null ? null : byRef.get(ref);
            if (n == null) {
                invented.add(e.get("ref").asText());
                continue;
            }
            if (elements.size() < MAX_ELEMENTS) elements.putIfAbsent(ref, new Element(n, e.get("why").asText()));
        }
        List<Action> actions = new ArrayList<>();
        for (JsonNode a : root.get("next_actions")) {
            List<Node> nodes = new ArrayList<>();
            for (JsonNode r : a.get("refs")) {
                String ref = normalizeRef(r.asText());
                Node n = ref == null ? null : byRef.get(ref);
                if (n == null) invented.add(r.asText());
                else if (!nodes.contains(n)) nodes.add(n);
            }
            if (!nodes.isEmpty() && actions.size() < MAX_ACTIONS) {
                actions.add(new Action(a.get("action").asText(), nodes, text(a.get("text")),
                        a.get("description").asText()));
            }
        }
        if (elements.isEmpty()) {
            throw new DigestFailure(invented.isEmpty() ? "the model named no element"
                    : "no valid ref in the model's answer (" + invented.size() + " invented)");
        }
        Boolean reachable = root.has("goal_reachable") ? root.get("goal_reachable").asBoolean() : null;
        return new CheckedDigest(root.get("summary").asText(), reachable, text(root.get("missing")),
                text(root.get("page_kind")), List.copyOf(elements.values()), List.copyOf(actions), invented.size());
    }

    private static String text(JsonNode n) {
        return n == null || n.isNull() ? null : n.asText();
    }

    /** {@code e12}, {@code [ref=e12]}, {@code ref=e12} -> {@code e12}; anything else that is not a ref -> null. */
    static String normalizeRef(String s) {
        if (s == null) return null;
        String t = s.trim();
        if (t.startsWith("[") && t.endsWith("]")) t = t.substring(1, t.length() - 1).trim();
        if (t.startsWith("ref=")) t = t.substring(4).trim();
        return REF.matcher(t).matches() ? t : null;
    }

    private static Map<String, Node> index(Snapshot tree) {
        Map<String, Node> m = new HashMap<>();
        for (Node n : tree.nodes()) {
            if (n.ref() != null) m.putIfAbsent(n.ref(), n);
        }
        return m;
    }

    /** Strips a Markdown code fence (```json ... ```) that chatty servers put around JSON. */
    static String unfence(String s) {
        String t = s.trim();
        if (t.startsWith("```")) {
            int nl = t.indexOf('\n');
            int end = t.lastIndexOf("```");
            if (nl > 0 && end > nl) t = t.substring(nl + 1, end).trim();
        }
        return t;
    }
}
