package dev.goaldigest.digest;

import dev.goaldigest.prune.Goal;
import dev.goaldigest.snapshot.Snapshot;
import java.util.Objects;

/**
 * What the digest is made from: the <em>rule-pruned</em> tree (goal relevance applied by {@code prune.Pruner}), its
 * text, the agent's goal and the page it came from. Never the raw snapshot: the model sees what the rules kept.
 *
 * @param pruned the rule-pruned tree; refs in the model's answer are checked against it (not mutated)
 * @param prunedText {@code pruned.write()}, also what the agent gets when the digest falls back
 * @param goal the agent's goal; null or an empty one means no goal (then only an overview digest, when configured)
 * @param pageUrl the page URL from the tool result, or null
 * @param pageTitle the page title from the tool result, or null
 * @param unpruned true when the rules were asked to leave the tree as it came ({@code --mode off}): the fallback
 *     then says a raw snapshot follows, not a rule-pruned one
 */
public record DigestInput(Snapshot pruned, String prunedText, Goal goal, String pageUrl, String pageTitle,
                          boolean unpruned) {
    public DigestInput {
        if (goal == null) goal = Goal.none();
        Objects.requireNonNull(pruned, "pruned");
        Objects.requireNonNull(prunedText, "prunedText");
    }

    /** An input of a rule-pruned tree. */
    public DigestInput(Snapshot pruned, String prunedText, Goal goal, String pageUrl, String pageTitle) {
        this(pruned, prunedText, goal, pageUrl, pageTitle, false);
    }

    /** An input whose text is the tree's own {@code write()}. */
    public static DigestInput of(Snapshot pruned, Goal goal, String pageUrl, String pageTitle) {
        return new DigestInput(pruned, pruned.write(), goal, pageUrl, pageTitle);
    }

    public boolean hasGoal() {
        return !goal.text().isBlank();
    }
}
