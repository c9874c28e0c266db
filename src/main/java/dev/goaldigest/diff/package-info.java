/**
 * What changed on a page between two raw snapshots, for action results that show changes instead of the whole page.
 * {@link dev.goaldigest.diff.TreeDiff} matches the two trees (by ref within one document, by place and content where
 * refs say nothing) into {@link dev.goaldigest.diff.PageChanges}, whose {@code tree()} is the change view as a snapshot
 * tree: it is rendered by the rule pipeline like a whole page ({@code proxy.PruneAndDigest}). This package knows
 * {@code snapshot} and {@code prune}; it never sees MCP.
 */
package dev.goaldigest.diff;
