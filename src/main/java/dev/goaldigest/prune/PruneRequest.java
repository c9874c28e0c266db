package dev.goaldigest.prune;

import java.util.Objects;

/**
 * One pruning call.
 *
 * @param mode the mode (AUTO resolves per page)
 * @param goal the agent's goal or proxy-captured context; null or empty for none
 * @param url the page URL, used by AUTO; null when unknown
 * @param budget the token budget of the result; null for the settings' ({@link PruneSettings#maxTokens()}, nothing
 *     around the snapshot)
 */
public record PruneRequest(Mode mode, Goal goal, String url, Budget budget) {
    public PruneRequest {
        Objects.requireNonNull(mode, "mode");
    }

    /** A request with the settings' budget. */
    public PruneRequest(Mode mode, Goal goal, String url) {
        this(mode, goal, url, null);
    }

    /** A request without goal or URL. */
    public static PruneRequest of(Mode mode) {
        return new PruneRequest(mode, null, null);
    }

    /** The same request with this budget. */
    public PruneRequest withBudget(Budget b) {
        return new PruneRequest(mode, goal, url, b);
    }
}
