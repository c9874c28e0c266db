package dev.goaldigest.proxy;

/**
 * What replaces a raw snapshot in a tool result: the rule-pruned snapshot, the model's digest of it, or what changed
 * since the agent's last view of the page.
 */
public sealed interface PageView {

    /** What replaces the snapshot. */
    String text();

    /** One line (or a reason line, then one line) saying what was done: tokens in and out, mode, summary. */
    String statsLine();

    /** The rule-pruned snapshot: YAML, shown in a fence (or written to a file) like the one it replaces. */
    record Pruned(String text, String statsLine) implements PageView {
    }

    /** The model's goal-focused digest: plain text, every ref in it checked against the pruned tree. */
    record Digest(String text, String statsLine) implements PageView {
    }

    /**
     * What changed since the agent's last view of the page: the changed lines as a rule-pruned snapshot (YAML, shown
     * in a fence; empty when nothing changed), then {@code statsLine}, which says so and how to get the whole page.
     */
    record Changes(String text, String statsLine) implements PageView {
    }
}
