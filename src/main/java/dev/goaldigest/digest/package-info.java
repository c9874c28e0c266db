/**
 * The goal digest: a small model turns the rule-pruned tree and the agent's goal into a short answer whose every ref
 * is checked against the tree. {@link dev.goaldigest.digest.Digester} is the facade (used by the proxy and the
 * {@code digest} command); the rest is its parts: {@link dev.goaldigest.digest.Prompts} (the files in
 * {@code prompts/}), {@link dev.goaldigest.digest.DigestSchema} (strict JSON schemas and local validation),
 * {@code TreeBudget} (the token budget), {@code OpenAiChatClient} (openai-java: OpenAI, Azure, compatible servers),
 * {@code CheckedDigest} (parsing and ref checking), {@code DigestRenderer} and {@code DigestCache}. This package
 * knows {@code snapshot} and {@code prune}; it never sees MCP.
 */
package dev.goaldigest.digest;
