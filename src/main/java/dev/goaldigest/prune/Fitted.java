package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Tokens;
import java.util.Objects;

/**
 * A snapshot's text as fitted to a token budget: the text as written, its o200k count, and what the budget stage did
 * to get there. It remembers the run's fold lines and goal, so a later, tighter fit of the same tree
 * ({@link Pruner#refit}) goes on from where this one stopped.
 */
public final class Fitted {
    private final String text;
    private final Tokens.Count tokens;
    private final int maxTokens;
    private final int regions;
    private final int shortened;
    private final int rulesTokens;
    final Folds folds;
    final Relevance relevance;
    final String pageRef;

    Fitted(String text, Tokens.Count tokens, int maxTokens, int regions, int shortened, int rulesTokens, Folds folds,
           Relevance relevance, String pageRef) {
        this.text = Objects.requireNonNull(text, "text");
        this.tokens = Objects.requireNonNull(tokens, "tokens");
        this.maxTokens = maxTokens;
        this.regions = regions;
        this.shortened = shortened;
        this.rulesTokens = rulesTokens;
        this.folds = folds;
        this.relevance = relevance;
        this.pageRef = pageRef;
    }

    /** The snapshot text. */
    public String text() {
        return text;
    }

    /** Its o200k count ({@link dev.goaldigest.snapshot.TokenMeter}: exact, or marked as an estimate). */
    public Tokens.Count tokens() {
        return tokens;
    }

    /** The budget that bit, as it was set (for the whole result), or 0 when the text fitted as it came. */
    public int maxTokens() {
        return maxTokens;
    }

    /** How many regions the budget folded into lines of their own. */
    public int regions() {
        return regions;
    }

    /** How many fold lines of the rules it wrote without their list of refs. */
    public int shortened() {
        return shortened;
    }

    /** What the text counted as the rules left it, before the budget folded anything (o200k). */
    public int rulesTokens() {
        return rulesTokens;
    }

    /** The same, counted from a text that was fitted before (a tighter fit of a fitted tree counts from the first). */
    Fitted after(Fitted first) {
        return new Fitted(text, tokens, maxTokens, regions, shortened, first.rulesTokens, folds, relevance, pageRef);
    }

    /** Whether the budget had to fold or shorten anything. */
    public boolean bit() {
        return maxTokens > 0;
    }

    /** The same text and work, reported against {@code budgetTokens} (the budget as it was set, for the stats line). */
    Fitted reportedAs(int budgetTokens) {
        return new Fitted(text, tokens, bit() ? budgetTokens : 0, regions, shortened, rulesTokens, folds, relevance,
                pageRef);
    }
}
