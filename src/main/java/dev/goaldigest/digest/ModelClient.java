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
     * @param deadlineNanos when the whole call's limit ({@code digest.timeoutMs}) runs out, on the
     *     {@link System#nanoTime()} clock: everything the call does (building and sending the request, the SDK's
     *     retries, reading the answer) is inside it
     * @throws DigestFailure with a one-line reason on any failure (timeout, HTTP error, connection ...)
     */
    ModelReply complete(String system, String user, String schemaName, ObjectNode schema, long deadlineNanos)
            throws DigestFailure;

    /**
     * One call through everything a real call goes through (request building, the schema, serialisation, the HTTP
     * client, reading and parsing an answer), answered inside this process: nothing is sent. What a cold JVM pays for
     * the first call (loading and linking a few thousand classes) is then paid here, ahead of any time limit.
     *
     * @throws DigestFailure when the round trip fails (the client still works; the first call pays the cold start)
     */
    void warmUp(String system, String schemaName, ObjectNode schema) throws DigestFailure;

    /** The endpoint this client talks to (for the cache key and messages; never holds a key). */
    String endpoint();

    @Override
    void close();
}
