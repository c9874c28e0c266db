package dev.goaldigest.history;

import java.util.Locale;

/**
 * What a pruning pass did: how many messages and tool results it saw, how many tool results carried a snapshot,
 * how many of those lost it, how many messages changed, and the conversation's o200k tokens before and after
 * (counted over every string value of the messages: contents, tool call arguments, ids, roles).
 */
public record HistoryReport(int messages, int toolResults, int snapshotResults, int snapshotsReplaced,
                            int messagesTouched, long tokensBefore, long tokensAfter) {

    /** The fraction of tokens removed, 0 when there were none. */
    public double reduction() {
        return tokensBefore == 0 ? 0 : (tokensBefore - tokensAfter) / (double) tokensBefore;
    }

    /** One line for a human: {@code history: 5 of 12 messages touched, 5 of 6 snapshots replaced, tokens 70,123 -> 9,876 (-85.9%, o200k)}. */
    public String summaryLine() {
        return String.format(Locale.ROOT,
                "history: %d of %d messages touched, %d of %d snapshots replaced, tokens %,d -> %,d (-%.1f%%, o200k)",
                messagesTouched, messages, snapshotsReplaced, snapshotResults, tokensBefore, tokensAfter,
                reduction() * 100);
    }
}
