package dev.goaldigest.proxy;

import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;

/**
 * What the proxy knows of one {@code tools/call} when its result comes back, as {@link ToolCallPolicy} read it.
 *
 * @param tool the tool's name
 * @param goal the agent's {@code goal}, or null
 * @param mode the agent's {@code mode}, or null for the configured one
 * @param passThrough the result goes back as upstream returned it (its page state is read afterwards)
 * @param partial a snapshot in the result is not the whole page (target, depth, a search): not kept as the last one
 * @param maxTokens the agent's {@code maxTokens}, or null for the configured budget
 */
record ToolCall(String tool, Goal goal, Mode mode, boolean passThrough, boolean partial, Integer maxTokens) {
    /** A call with the configured budget. */
    ToolCall(String tool, Goal goal, Mode mode, boolean passThrough, boolean partial) {
        this(tool, goal, mode, passThrough, partial, null);
    }
}
