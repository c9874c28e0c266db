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
 */
public record PruneResult(Snapshot snapshot, Mode mode, String reason, String summary) {
    public PruneResult {
        Objects.requireNonNull(snapshot, "snapshot");
        Objects.requireNonNull(mode, "mode");
        if (mode == Mode.AUTO) throw new IllegalArgumentException("a result's mode is resolved, never auto");
    }

    /** The pruned snapshot as text. */
    public String text() {
        return snapshot.write();
    }
}
