package dev.goaldigest.digest;

import dev.goaldigest.prune.PageQuote;

/**
 * The result of {@link Digester#digest}: either a checked digest or the fallback, never an exception.
 *
 * @param text what the agent gets: the rendered digest, or (fallback) {@link #notice()} on its own line followed by
 *     the rule-pruned text exactly as given in {@link DigestInput#prunedText()}
 * @param succeeded true when {@code text} is a digest whose every ref was checked against the pruned tree
 * @param reason why the digest is unavailable ("timeout after 8000 ms", "no API key: OPENAI_API_KEY is not set",
 *     "HTTP 500 from the model endpoint", "model refused", ...); null on success. Never holds a key.
 * @param statsLine one line for the result, always set:
 *     {@code [goaldigest: digest by gpt-4.1-nano | 9,812 tokens sent -> 214 in digest (o200k) | 1,204 ms | 1 invented
 *     ref dropped]} ({@code | cached, 0 ms |} for a cache hit) or, for a fallback,
 *     {@code [goaldigest: digest unavailable (REASON) | 9,812 tokens sent | 8,003 ms]}; text in it is sanitised
 * @param tokensSent o200k tokens sent to the model: system prompt, user message, response_format schema (0 when
 *     no call was made)
 * @param digestTokens o200k tokens of the rendered digest (0 on fallback)
 * @param latencyMs wall time of this call, model included (0 for a cache hit)
 * @param refsDropped refs in the model's answer that are not in the pruned tree (dropped, never shown)
 * @param cached true when the digest came from the cache without a model call
 */
public record DigestOutcome(String text, boolean succeeded, String reason, String statsLine, int tokensSent,
                            int digestTokens, long latencyMs, int refsDropped, boolean cached) {

    /** The one line that starts a fallback text; null on success. */
    public String notice() {
        return succeeded ? null : fallbackNotice(reason, text.startsWith(fallbackNotice(reason, true) + "\n"));
    }

    /** {@code [goaldigest: digest unavailable (REASON); rule-pruned snapshot follows]}. */
    public static String fallbackNotice(String reason) {
        return fallbackNotice(reason, false);
    }

    /**
     * {@link #fallbackNotice(String)}, or for a snapshot the rules left as it came ({@code mode off})
     * {@code [goaldigest: digest unavailable (REASON); raw snapshot follows (mode off)]}.
     */
    public static String fallbackNotice(String reason, boolean unpruned) {
        return "[goaldigest: digest unavailable (" + PageQuote.sanitize(reason) + "); "
                + (unpruned ? "raw snapshot follows (mode off)" : "rule-pruned snapshot follows") + "]";
    }
}
