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
 */
public record ViewRequest(Mode mode, Goal goal, List<String> context, String url, String title,
                          boolean digestAllowed) {
}
