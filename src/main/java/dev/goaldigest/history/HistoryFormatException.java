package dev.goaldigest.history;

/** The input is not a conversation the pruner can read (bad JSON, no messages array). Its message is one line. */
public final class HistoryFormatException extends IllegalArgumentException {
    public HistoryFormatException(String oneLineMessage) {
        super(oneLineMessage);
    }

    public HistoryFormatException(String oneLineMessage, Throwable cause) {
        super(oneLineMessage, cause);
    }
}
