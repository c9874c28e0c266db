package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Folds the page's chrome: the landmark regions it is given (banner, navigation, contentinfo, complementary ...),
 * outside main and dialogs. Inside a folded region, search and form landmarks, form fields (with the buttons beside
 * them) and what clearly matches the goal stay; everything else becomes a fold line listing its actionable refs. Which
 * regions go in which mode is {@link Pipeline}'s table.
 */
final class RegionExtract implements Step {
    private final Set<String> dropRoles;

    /** @param dropRoles the landmark roles folded */
    RegionExtract(String... dropRoles) {
        this.dropRoles = Set.of(dropRoles);
    }

    @Override
    public void apply(PruneContext ctx) {
        List<Node> regions = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, depth) -> {
            if (!n.isElement()) return n.kind() == Node.Kind.ROOT ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if ("main".equals(n.role()) || Roles.isModal(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.role() != null && dropRoles.contains(n.role())) {
                regions.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node r : regions) reduce(ctx, r, r.role());
    }

    /** Folds {@code region} down to what must stay in it; folds it whole when nothing must. */
    static void reduce(PruneContext ctx, Node region, String what) {
        List<Node> keep = rescued(ctx, region);
        if (keep.isEmpty()) {
            ctx.drop(region, what);
            return;
        }
        keepOnly(ctx, region, keep);
    }

    /** The subtrees of {@code region} that stay: search/form landmarks, fields with their buttons, goal matches. */
    static List<Node> rescued(PruneContext ctx, Node region) {
        List<Node> keep = new ArrayList<>();
        Relevance rel = ctx.relevance();
        Traversal.walk(region, (n, depth) -> {
            if (n == region || !n.isElement()) return n == region ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if ("search".equals(n.role()) || "form".equals(n.role())) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (Roles.isField(n) && n.ref() != null) {
                keep.add(fieldGroup(n, region));
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (rel.strong(n) && (Texts.hasActionable(n) || n.ref() != null)) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        // a field's parent may also hold another kept node: keep the outermost only
        Map<Node, Boolean> set = new IdentityHashMap<>();
        for (Node k : keep) set.put(k, true);
        List<Node> out = new ArrayList<>();
        Map<Node, Boolean> added = new IdentityHashMap<>();
        for (Node k : keep) {
            boolean inner = false;
            for (Node a = k.parent(); a != null && a != region; a = a.parent()) if (set.containsKey(a)) inner = true;
            if (!inner && added.put(k, true) == null) out.add(k);
        }
        return out;
    }

    /**
     * A field with what belongs to it: the smallest ancestor (up to three levels, inside the region) that also holds
     * a button (the field's submit), as long as it stays small; else the field's parent when small; else the field.
     */
    /** A field group holds at most this many things to act on. */
    static final int FIELD_GROUP_ACTIONS = 4;

    static Node fieldGroup(Node field, Node region) {
        Node a = field.parent();
        for (int up = 0; up < 3 && a != null && a != region; up++, a = a.parent()) {
            if (Texts.actionableCount(a) > FIELD_GROUP_ACTIONS) break;
            if (Traversal.find(a, x -> "button".equals(x.role()) && x.ref() != null) != null) return a;
        }
        Node p = field.parent();
        return p != null && p != region && Texts.actionableCount(p) <= 6 ? p : field;
    }

    /** Keeps {@code keep} (whole) and the nodes on the way to them; every other subtree of {@code top} is folded. */
    static void keepOnly(PruneContext ctx, Node top, List<Node> keep) {
        Map<Node, Boolean> onPath = new IdentityHashMap<>();
        Map<Node, Boolean> whole = new IdentityHashMap<>();
        for (Node k : keep) {
            whole.put(k, true);
            for (Node a = k.parent(); a != null && a != top.parent(); a = a.parent()) onPath.put(a, true);
        }
        List<Node> work = new ArrayList<>();
        work.add(top);
        while (!work.isEmpty()) {
            Node n = work.remove(work.size() - 1);
            Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
            for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
                Node c = n.child(ci);
                if (whole.containsKey(c)) continue;
                if (onPath.containsKey(c)) {
                    work.add(c);
                } else if (c.isElement()) {
                    drop.add(c);
                } else if (c.isText() && !ctx.isFold(c)) {
                    drop.add(c);
                }
            }
            ctx.dropChildren(n, drop, Node::role);
        }
    }
}
