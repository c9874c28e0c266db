package dev.goaldigest.proxy;

import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import java.util.List;

/**
 * What a view is made for.
 *
 * @param mode the mode the agent asked for, or null for the configured one
 * @param goal the agent's explicit goal, or null
 * @param context terms captured from typed text and URL queries (may be empty)
 * @param url the page URL, or null
 * @param title the page title, or null
 * @param digestAllowed whether a goal may go to the model (browser_snapshot with a goal)
 * @param maxTokens the agent's token budget for this result, or 0 for the configured one
 * @param delivery how the view reaches the agent, for the budget to count; null for the view's lines and text alone
 */
public record ViewRequest(Mode mode, Goal goal, List<String> context, String url, String title,
                          boolean digestAllowed, int maxTokens, Delivery delivery) {

    /** A request with the configured budget, counted over the view alone. */
    public ViewRequest(Mode mode, Goal goal, List<String> context, String url, String title, boolean digestAllowed) {
        this(mode, goal, context, url, title, digestAllowed, 0, null);
    }

    /**
     * The whole text a view becomes for the agent (the tool result's text item, or the file an action links to),
     * which is what the token budget counts.
     */
    @FunctionalInterface
    public interface Delivery {
        /**
         * @param lines goaldigest's lines before the snapshot (the stats line, and a notice line before it if any)
         * @param shown the view's text: pruned YAML ({@code yaml}) or a digest
         */
        String text(String lines, String shown, boolean yaml);

        /**
         * The whole text a change view becomes for the agent.
         *
         * @param line the line saying what changed (and how the budget folded, if it did)
         * @param shown the changed lines, as pruned YAML; empty when nothing changed
         */
        default String changes(String line, String shown) {
            return shown.isEmpty() ? line : shown + "\n" + line;
        }

        /** The view's lines, then its text. */
        Delivery PLAIN = (lines, shown, yaml) -> lines + "\n" + shown;
    }
}
