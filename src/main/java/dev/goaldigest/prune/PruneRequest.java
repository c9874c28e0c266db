package dev.goaldigest.prune;

import java.util.Objects;

/**
 * One pruning call.
 *
 * @param mode the mode (AUTO resolves per page)
 * @param goal the agent's goal or proxy-captured context; null or empty for none
 * @param url the page URL, used by AUTO; null when unknown
 */
public record PruneRequest(Mode mode, Goal goal, String url) {
    public PruneRequest {
        Objects.requireNonNull(mode, "mode");
    }

    /** A request without goal or URL. */
    public static PruneRequest of(Mode mode) {
        return new PruneRequest(mode, null, null);
    }
}
