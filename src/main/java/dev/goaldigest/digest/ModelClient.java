package dev.goaldigest.digest;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One Chat Completions call with a structured answer. Implementations bound the whole call by a deadline. */
interface ModelClient extends AutoCloseable {

    /**
     * Sends the two messages and returns the first choice.
     *
     * @param schemaName the {@code json_schema.name}
     * @param schema the JSON schema; sent with {@code strict: true}, or (non-strict servers) only described in the
     *     prompt and checked locally, with {@code response_format: json_object}
     * @param timeoutMs what is left of the whole call's limit ({@code digest.timeoutMs}), retries included
     * @throws DigestFailure with a one-line reason on any failure (timeout, HTTP error, connection ...)
     */
    ModelReply complete(String system, String user, String schemaName, ObjectNode schema, long timeoutMs)
            throws DigestFailure;

    /** The endpoint this client talks to (for the cache key and messages; never holds a key). */
    String endpoint();

    @Override
    void close();
}
