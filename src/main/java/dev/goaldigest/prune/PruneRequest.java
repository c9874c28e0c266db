package dev.goaldigest.prune;

import java.util.Objects;

/**
 * One pruning call.
 *
 * @param mode the mode (AUTO resolves per page)
 * @param goal the agent's goal or proxy-captured context; null or empty for none
 * @param url the page URL, used by AUTO; null when unknown
 * @param title the page's own title (a tool result's {@code - Page Title:}), the summary line's title; null when
 *     unknown (a bare snapshot), and then the page's h1 is
 * @param budget the token budget of the result; null for the settings' ({@link PruneSettings#maxTokens()}, nothing
 *     around the snapshot)
 */
public record PruneRequest(Mode mode, Goal goal, String url, String title, Budget budget) {
    public PruneRequest {
        Objects.requireNonNull(mode, "mode");
    }

    /** A request with the settings' budget. */
    public PruneRequest(Mode mode, Goal goal, String url, String title) {
        this(mode, goal, url, title, null);
    }

    /** A request without the page's title, with the settings' budget. */
    public PruneRequest(Mode mode, Goal goal, String url) {
        this(mode, goal, url, null, null);
    }

    /** A request without the page's title, with this budget. */
    public PruneRequest(Mode mode, Goal goal, String url, Budget budget) {
        this(mode, goal, url, null, budget);
    }

    /** A request without goal or URL. */
    public static PruneRequest of(Mode mode) {
        return new PruneRequest(mode, null, null);
    }

    /** The same request with this budget. */
    public PruneRequest withBudget(Budget b) {
        return new PruneRequest(mode, goal, url, title, b);
    }
}
