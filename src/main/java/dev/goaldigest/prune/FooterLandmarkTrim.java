package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;

/**
 * Footer landmarks kept whole by the mode ({@code contentinfo} in full) are cut after their first
 * {@link #KEEP} actionable elements; their headings and what the goal clearly asks for stay.
 */
final class FooterLandmarkTrim implements Step {
    /** Actionable elements a trimmed footer keeps. */
    static final int KEEP = 8;

    @Override
    public void apply(PruneContext ctx) {
        List<Node> footers = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if ("contentinfo".equals(n.role())) {
                footers.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        Relevance rel = ctx.relevance();
        for (Node f : footers) {
            List<Node> keep = new ArrayList<>();
            int[] seen = {0};
            Traversal.walk(f, (n, d) -> {
                if (n == f) return NodeVisitor.Next.CONTINUE;
                if (Roles.isActionable(n) || (n.isElement() && "heading".equals(n.role()))) {
                    if (seen[0] < KEEP || rel.strong(n)) keep.add(n);
                    if (Roles.isActionable(n)) seen[0]++;
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                return NodeVisitor.Next.CONTINUE;
            });
            if (seen[0] > KEEP) ctx.folds().keepOnly(f, keep);
        }
    }
}
