package dev.goaldigest.prune;

import java.util.Objects;

/**
 * What the rule pipeline is told once, by whoever runs it (the CLI and the proxy map their configuration into it).
 *
 * @param mode the mode a call gets when it names none
 * @param urls what happens to {@code /url} properties
 * @param foldThreshold siblings with one structural signature beyond this count are folded
 * @param foldKeep how many of a folded run stay whole (the first ones)
 */
public record PruneSettings(Mode mode, UrlPolicy urls, int foldThreshold, int foldKeep) {
    /** The built-in defaults (those of {@code config/goaldigest.yaml}). */
    public static final PruneSettings DEFAULTS = new PruneSettings(Mode.AUTO, UrlPolicy.DROP, 12, 5);

    public PruneSettings {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(urls, "urls");
        if (foldThreshold < 2) throw new IllegalArgumentException("foldThreshold must be at least 2");
        if (foldKeep < 1 || foldKeep > foldThreshold) {
            throw new IllegalArgumentException("foldKeep must be between 1 and foldThreshold");
        }
    }

    /** How {@code /url} properties leave the pruned tree. */
    public enum UrlPolicy {
        /** dropped: an agent clicks refs, it does not need the href */
        DROP,
        /** kept, without tracking parameters (utm_*, gclid, fbclid ...) */
        CLEAN,
        /** kept as they were */
        KEEP
    }
}
