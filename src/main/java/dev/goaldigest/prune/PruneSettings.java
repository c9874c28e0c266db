package dev.goaldigest.prune;

import java.util.Objects;

/**
 * What the rule pipeline is told once, by whoever runs it (the CLI and the proxy map their configuration into it).
 *
 * @param mode the mode a call gets when it names none
 * @param urls what happens to {@code /url} properties
 * @param foldThreshold siblings with one structural signature beyond this count are folded
 * @param foldKeep how many of a folded run stay whole (the first ones)
 * @param maxTokens the token budget of a result when a call sets none ({@link Budget})
 */
public record PruneSettings(Mode mode, UrlPolicy urls, int foldThreshold, int foldKeep, int maxTokens) {
    /** The built-in defaults (those of {@code config/goaldigest.yaml}). */
    public static final PruneSettings DEFAULTS = new PruneSettings(Mode.AUTO, UrlPolicy.DROP, 12, 5,
            Budget.DEFAULT_TOKENS);

    /** Settings with the default token budget. */
    public PruneSettings(Mode mode, UrlPolicy urls, int foldThreshold, int foldKeep) {
        this(mode, urls, foldThreshold, foldKeep, Budget.DEFAULT_TOKENS);
    }

    public PruneSettings {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(urls, "urls");
        if (foldThreshold < 2) throw new IllegalArgumentException("foldThreshold must be at least 2");
        if (foldKeep < 1 || foldKeep > foldThreshold) {
            throw new IllegalArgumentException("foldKeep must be between 1 and foldThreshold");
        }
        if (!Budget.inRange(maxTokens)) {
            throw new IllegalArgumentException("maxTokens must be from " + Budget.MIN_TOKENS + " to " + Budget.MAX_TOKENS);
        }
    }

    /** The same settings with another token budget. */
    public PruneSettings withMaxTokens(int tokens) {
        return new PruneSettings(mode, urls, foldThreshold, foldKeep, tokens);
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
