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
 */
public record PruneRequest(Mode mode, Goal goal, String url, String title) {
    public PruneRequest {
        Objects.requireNonNull(mode, "mode");
    }

    /** A request without the page's title. */
    public PruneRequest(Mode mode, Goal goal, String url) {
        this(mode, goal, url, null);
    }

    /** A request without goal or URL. */
    public static PruneRequest of(Mode mode) {
        return new PruneRequest(mode, null, null);
    }
}
