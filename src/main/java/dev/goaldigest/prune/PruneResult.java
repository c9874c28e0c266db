package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import java.util.Objects;

/**
 * What the pipeline made of a snapshot.
 *
 * @param snapshot the pruned tree (a copy of the input, or the input itself when it was given up to be pruned in place)
 * @param mode the mode that ran (never AUTO)
 * @param reason why AUTO chose that mode (e.g. {@code prices}), or null when the mode was given
 * @param summary one sanitised line describing the page
 * @param fit the text as written and fitted to the token budget; null when no budget stage ran (mode off)
 */
public record PruneResult(Snapshot snapshot, Mode mode, String reason, String summary, Fitted fit) {
    public PruneResult {
        Objects.requireNonNull(snapshot, "snapshot");
        Objects.requireNonNull(mode, "mode");
        if (mode == Mode.AUTO) throw new IllegalArgumentException("a result's mode is resolved, never auto");
    }

    /** A result without a budget stage. */
    public PruneResult(Snapshot snapshot, Mode mode, String reason, String summary) {
        this(snapshot, mode, reason, summary, null);
    }

    /** The pruned snapshot as text (as the budget stage wrote it, when it ran). */
    public String text() {
        return fit != null ? fit.text() : snapshot.write();
    }
}
