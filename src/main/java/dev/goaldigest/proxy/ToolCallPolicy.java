package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the proxy makes of a {@code tools/call} request before it goes upstream: our own arguments ({@code goal},
 * {@code mode}, {@code maxTokens} on {@code browser_snapshot}) read once into typed values, checked, and stripped, whether the result comes back
 * as it came or with its snapshot pruned, and what the call tells the page context (typed text, navigation).
 */
final class ToolCallPolicy {
    private static final Logger LOG = LoggerFactory.getLogger(ToolCallPolicy.class);

    /** The verdict on one call. */
    sealed interface Decision {
    }

    /**
     * Send the call upstream.
     *
     * @param call what to do with its result; null when the request names no tool (its result is relayed as it came)
     * @param argumentsChanged our arguments were stripped from the request's params: send it re-serialised
     */
    record Forward(ToolCall call, boolean argumentsChanged) implements Decision {
    }

    /** Answer the call with a tool error instead, without the upstream ({@code message} is the error's text). */
    record Refuse(String message) implements Decision {
    }

    private final PageContext page;
    private final Runnable catchUp;

    /**
     * @param page where typed text and navigation targets are noted
     * @param catchUp brings the page context up to date with results relayed as they came (a typed field is judged
     *     secret or not by its name in the last snapshot)
     */
    ToolCallPolicy(PageContext page, Runnable catchUp) {
        this.page = page;
        this.catchUp = catchUp;
    }

    /** Decides on a call from its {@code params}; our arguments are stripped from them in place. */
    Decision decide(JsonNode params) {
        if (!(params instanceof ObjectNode p) || !p.path("name").isTextual()) return new Forward(null, false);
        String tool = p.get("name").asText();
        ObjectNode args = p.get("arguments") instanceof ObjectNode a ? a : null;
        note(tool, args);
        Goal goal = null;
        Mode mode = null;
        Integer maxTokens = null;
        boolean changed = false;
        if (PlaywrightTools.SNAPSHOT.equals(tool) && args != null
                && (args.has(ToolCatalog.GOAL) || args.has(ToolCatalog.MODE) || args.has(ToolCatalog.MAX_TOKENS))) {
            String modeText = PlaywrightTools.text(args, ToolCatalog.MODE);
            if (modeText != null) {
                try {
                    mode = Mode.parse(modeText);
                } catch (IllegalArgumentException e) {
                    return new Refuse("Invalid arguments: mode: " + e.getMessage());
                }
            }
            String goalText = PlaywrightTools.text(args, ToolCatalog.GOAL);
            if (goalText != null && goalText.length() > Limits.MAX_GOAL_CHARS) {
                return new Refuse("Invalid arguments: goal: at most " + Limits.count(Limits.MAX_GOAL_CHARS)
                        + " characters, not " + Limits.count(goalText.length()));
            }
            if (goalText != null && !goalText.isBlank()) goal = Goal.of(goalText);
            JsonNode max = args.get(ToolCatalog.MAX_TOKENS);
            if (max != null && !max.isNull()) {
                maxTokens = tokens(max);
                if (maxTokens == null) {
                    return new Refuse("Invalid arguments: maxTokens: must be a whole number from "
                            + Limits.count(ToolCatalog.MIN_TOKENS) + " to " + Limits.count(ToolCatalog.MAX_TOKENS_LIMIT)
                            + ", not " + shown(max));
                }
            }
            ToolCatalog.strip(args);
            changed = true;
        }
        return new Forward(call(tool, args, goal, mode, maxTokens), changed);
    }

    /** A token budget: a whole number (written as one, or as digits in a string) in range; null otherwise. */
    private static Integer tokens(JsonNode v) {
        long n;
        if (v.isIntegralNumber() && v.canConvertToLong()) {
            n = v.asLong();
        } else if (v.isNumber() && v.asDouble() == Math.rint(v.asDouble()) && Math.abs(v.asDouble()) < 1e12) {
            n = (long) v.asDouble();
        } else if (v.isTextual() && v.asText().strip().matches("[0-9]{1,12}")) {
            n = Long.parseLong(v.asText().strip());
        } else {
            return null;
        }
        return n >= ToolCatalog.MIN_TOKENS && n <= ToolCatalog.MAX_TOKENS_LIMIT ? (int) n : null;
    }

    /** An argument's value for an error message: its JSON, on one line, cut short. */
    private static String shown(JsonNode v) {
        String s = v.toString().replaceAll("[\\p{Cntrl}\\u2028\\u2029]+", " ");
        return s.length() > 40 ? s.substring(0, 39) + "…" : s;
    }

    /**
     * Decides on a call that could not be read (too large or too deep for {@link Json#object}), from the tool name
     * found in its text ({@code tool}, null when none was) and its length. One for {@code browser_snapshot}, or for a
     * tool we cannot name, may carry our arguments, which the upstream would reject: it is refused. Any other goes on
     * as it came, and its result is looked at all the same.
     */
    Decision decideUnread(String tool, int length) {
        if (tool != null && !PlaywrightTools.SNAPSHOT.equals(tool)) {
            return new Forward(call(tool, null, null, null, null), false);
        }
        String why = length > Limits.MAX_PARSE_BYTES
                ? Limits.count(length) + " characters, over the limit of " + Limits.count(Limits.MAX_PARSE_BYTES)
                : "it could not be read as JSON";
        LOG.warn("a {} call was not forwarded: {}", tool == null ? "tools/call" : tool, why);
        return new Refuse("goaldigest could not read this call (" + why + "); it was not sent. Call "
                + (tool == null ? "the tool" : tool) + " again with shorter arguments.");
    }

    private static ToolCall call(String tool, ObjectNode args, Goal goal, Mode mode, Integer maxTokens) {
        boolean partial = PlaywrightTools.AS_IT_CAME.contains(tool);
        boolean pass = partial;
        if (PlaywrightTools.SNAPSHOT.equals(tool) && args != null) {
            for (String a : PlaywrightTools.PARTIAL_SNAPSHOT) partial |= args.hasNonNull(a);
            pass |= partial || args.hasNonNull(PlaywrightTools.SAVED_SNAPSHOT);
        }
        if (mode == Mode.OFF) pass = true;
        return new ToolCall(tool, goal, mode, pass, partial, maxTokens);
    }

    /** Typed text and navigation targets become page context (never what goes into a secret field). */
    private void note(String tool, ObjectNode args) {
        PlaywrightTools.Note note = PlaywrightTools.noteFor(tool);
        if (note == null || args == null) return;
        catchUp.run(); // the last snapshot and page, as far as the upstream has sent them
        note.tell(page, args);
    }
}
