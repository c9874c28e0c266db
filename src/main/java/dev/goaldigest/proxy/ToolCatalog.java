package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.prune.Budget;
import dev.goaldigest.prune.Mode;
import java.util.List;

/**
 * What the proxy adds to the upstream's tool list: {@code goal}, {@code mode} and {@code maxTokens} on
 * {@code browser_snapshot}, and
 * what it takes away again before a call goes upstream (upstream schemas say {@code additionalProperties: false}).
 * Everything else in the list (other tools, annotations, unknown fields) is kept as it came.
 */
final class ToolCatalog {
    static final String GOAL = "goal";
    static final String MODE = "mode";
    static final String MAX_TOKENS = "maxTokens";
    /** The range {@code maxTokens} takes (that of {@code prune.maxTokens}). */
    static final int MIN_TOKENS = Budget.MIN_TOKENS;
    static final int MAX_TOKENS_LIMIT = Budget.MAX_TOKENS;

    static final String GOAL_DESCRIPTION = "What you are trying to do on this page, in a few words (e.g. \"add the"
            + " cheapest 128GB iPhone to the basket\"). goaldigest then returns what matters for that goal: a short"
            + " digest naming the elements and refs to use when a model is configured, otherwise the rule-pruned"
            + " snapshot focused on the goal. Give it when you know what you want from the page; leave it out to see"
            + " the whole page pruned.";

    static final String MODE_DESCRIPTION = "How much of the page the snapshot keeps. Every mode but off removes noise"
            + " and wrappers and folds long repeated lists (a fold line says how to get the rest)."
            + " auto (default): chosen per page. act: what you can act on (main content, forms, buttons, prices);"
            + " header, navigation, sidebars and footer fold. browse: act plus the reading content (paragraphs, tables,"
            + " code). navigate: act plus header, navigation and search. full: every region, long footers cut."
            + " off: the raw snapshot exactly as Playwright returns it. Use off (or browser_find) when an element you"
            + " expect is missing from the pruned view.";

    static final String MAX_TOKENS_DESCRIPTION = "The most tokens this result may count, its goaldigest summary line"
            + " included (o200k tokens, from 500 to 1000000; default 16000 unless goaldigest is configured otherwise)."
            + " When the page is larger, whole regions are folded, least useful first, each into one line saying what it"
            + " held and how to get it back (browser_snapshot with target and mode: off, or browser_find, are never"
            + " cut).";

    static final String DESCRIPTION_SUFFIX = " Through goaldigest the snapshot is pruned to what an agent needs"
            + " (every ref it keeps is valid; folded lists say how to get the rest) and held to a token budget; pass"
            + " goal to focus it, maxTokens to set the budget, mode: off for the raw snapshot.";

    private ToolCatalog() {
    }

    /** Adds our arguments to {@code browser_snapshot} in a {@code tools/list} response, in place. */
    static void extend(ObjectNode response, List<Mode> modes) {
        JsonNode tools = response.path("result").path("tools");
        if (!tools.isArray()) return;
        for (JsonNode t : tools) {
            if (!(t instanceof ObjectNode tool) || !PlaywrightTools.SNAPSHOT.equals(tool.path("name").asText())) continue;
            if (tool.path("description").isTextual()) {
                tool.put("description", describe(tool.get("description").asText()));
            }
            JsonNode schema = tool.get("inputSchema");
            if (!(schema instanceof ObjectNode s)) continue;
            JsonNode propsNode = s.get("properties");
            ObjectNode props = propsNode instanceof ObjectNode p ? p : s.putObject("properties");
            if (!props.has(GOAL)) {
                ObjectNode goal = props.putObject(GOAL);
                goal.put("type", "string");
                goal.put("description", GOAL_DESCRIPTION);
            }
            if (!props.has(MODE)) {
                ObjectNode mode = props.putObject(MODE);
                mode.put("type", "string");
                ArrayNode values = mode.putArray("enum");
                modes.forEach(m -> values.add(m.id()));
                mode.put("description", MODE_DESCRIPTION);
            }
            if (!props.has(MAX_TOKENS)) {
                ObjectNode max = props.putObject(MAX_TOKENS);
                max.put("type", "integer");
                max.put("minimum", MIN_TOKENS);
                max.put("maximum", MAX_TOKENS_LIMIT);
                max.put("description", MAX_TOKENS_DESCRIPTION);
            }
        }
    }

    /**
     * The upstream's description with ours after it, as a sentence of its own: the upstream's may end without a full
     * stop (0.0.83: "... this is better than screenshot").
     */
    static String describe(String upstream) {
        String u = upstream.stripTrailing();
        if (u.isEmpty()) return DESCRIPTION_SUFFIX.strip();
        char last = u.charAt(u.length() - 1);
        return u + (last == '.' || last == '!' || last == '?' ? "" : ".") + DESCRIPTION_SUFFIX;
    }

    /** Removes our arguments from a {@code browser_snapshot} call's arguments, in place. */
    static void strip(ObjectNode arguments) {
        arguments.remove(GOAL);
        arguments.remove(MODE);
        arguments.remove(MAX_TOKENS);
    }
}
