package dev.goaldigest.prune;

/**
 * The token budget of one pruned result: at most {@code maxTokens} o200k tokens for the whole text the agent receives,
 * of which {@code frameTokens} go to what surrounds the snapshot (the other sections of a tool result, the fence).
 * The pipeline reserves room for its own stats line itself; the rest is the snapshot's.
 *
 * @param maxTokens the most tokens the whole result may count
 * @param frameTokens what the text around the snapshot counts (0 for a bare snapshot)
 */
public record Budget(int maxTokens, int frameTokens) {
    /** The default: leaves headroom under the 25,000 tokens some clients take from a tool at most. */
    public static final int DEFAULT_TOKENS = 16_000;
    /** The range a user may set ({@code prune.maxTokens}, {@code --max-tokens}, {@code maxTokens}). */
    public static final int MIN_TOKENS = 500;
    public static final int MAX_TOKENS = 1_000_000;

    public Budget {
        if (maxTokens < 1) throw new IllegalArgumentException("maxTokens must be positive");
        if (frameTokens < 0) throw new IllegalArgumentException("frameTokens must not be negative");
    }

    /** A budget for a bare snapshot (nothing around it but the stats line). */
    public static Budget of(int maxTokens) {
        return new Budget(maxTokens, 0);
    }

    /** The same budget with {@code tokens} of text around the snapshot. */
    public Budget withFrame(int tokens) {
        return new Budget(maxTokens, tokens);
    }

    /** Whether {@code tokens} is in the range a user may set. */
    public static boolean inRange(long tokens) {
        return tokens >= MIN_TOKENS && tokens <= MAX_TOKENS;
    }
}
