package dev.goaldigest.digest;

/**
 * What the model endpoint answered (the first choice).
 *
 * @param content the message content (JSON text), or null
 * @param refusal the refusal text when the model refused, or null
 * @param finishReason {@code stop}, {@code length}, {@code content_filter} ...; null when absent
 * @param promptTokens usage.prompt_tokens as the server counted them (-1 when absent)
 * @param completionTokens usage.completion_tokens (-1 when absent)
 */
record ModelReply(String content, String refusal, String finishReason, long promptTokens, long completionTokens) {
}
