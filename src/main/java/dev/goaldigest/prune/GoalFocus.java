package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Goal relevance in repeated lists: with an explicit goal, the items that match it keep their details and the others
 * shrink to their title (a heading or the first named link), keeping their form fields: fields are never dropped for
 * not matching. The refs that go are counted in one page-level fold line. Context (not an explicit goal) never
 * shrinks anything; it only keeps matching items out of folds (see SiblingFold).
 */
final class GoalFocus implements Step {
    /** A group of siblings this size or larger is a repeated list. */
    static final int MIN_GROUP = 3;

    @Override
    public void apply(PruneContext ctx) {
        Relevance rel = ctx.relevance();
        if (!ctx.goal().isExplicit() || !rel.active() && rel.goal().ordinals().isEmpty() && rel.goal().priceOrder() == 0) {
            return;
        }
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isModal(n) || "form".equals(n.role())) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() >= MIN_GROUP) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        int keep = Math.max(3, ctx.settings().foldKeep());
        for (Node p : parents) {
            if (!ctx.isAttached(p)) continue;
            for (List<Node> g : Signature.groups(p, ctx.folds()::isFold).values()) {
                if (g.size() < MIN_GROUP) continue;
                Set<Node> match = GoalPicks.of(rel, g, keep);
                for (Node item : g) if (!match.contains(item)) shrink(ctx, item);
            }
        }
    }

    /** Shrinks an item to its title and its form fields. */
    static void shrink(PruneContext ctx, Node item) {
        if (!item.hasChildren()) return;
        List<Node> keep = new ArrayList<>();
        Node title = title(item);
        if (title != null) keep.add(title);
        Traversal.walk(item, (n, d) -> {
            if (n != item && n.isElement() && Roles.isField(n) && n.ref() != null) {
                if (title == null || !isInside(n, title)) keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        ctx.folds().shrinkItem(item, keep);
    }

    private static boolean isInside(Node n, Node ancestor) {
        for (Node a = n; a != null; a = a.parent()) if (a == ancestor) return true;
        return false;
    }

    /** The item's title: its first heading, else its first named link, else its first element with text. */
    static Node title(Node item) {
        Node h = Traversal.find(item, n -> n.isElement() && "heading".equals(n.role()));
        if (h != null) {
            // a heading that holds the item's link: keep the heading (the link is inside it)
            return h;
        }
        Node link = Traversal.find(item, n -> n.isElement() && "link".equals(n.role()) && n.name() != null
                && !n.name().isBlank());
        if (link != null) return link;
        return Traversal.find(item, n -> n.isElement() && !Texts.ownText(n).isBlank());
    }
}
