package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Repeated-sibling folding: when more than {@code foldThreshold} siblings share one structural signature, the first
 * {@code foldKeep} stay whole (and any that match the goal or context), the rest fold into one line that says how
 * many, lists their actionable refs (without an explicit goal) and how to get them back.
 */
final class SiblingFold implements Step {
    @Override
    public String name() {
        return "fold";
    }

    @Override
    public boolean runsIn(Mode mode) {
        return mode != Mode.OFF;
    }

    @Override
    public void apply(PruneContext ctx) {
        int threshold = ctx.settings().foldThreshold();
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() > threshold) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : parents) {
            if (!attached(p, ctx.root())) continue;
            fold(ctx, p);
        }
    }

    static boolean attached(Node n, Node root) {
        Node a = n;
        while (a.parent() != null) a = a.parent();
        return a == root;
    }

    void fold(PruneContext ctx, Node parent) {
        int threshold = ctx.settings().foldThreshold();
        int keep = ctx.settings().foldKeep();
        Map<String, List<Node>> groups = new HashMap<>();
        for (Node c : parent.children()) {
            if (ctx.isFold(c)) continue;
            String sig = Signature.of(c);
            if (sig != null) groups.computeIfAbsent(sig, k -> new ArrayList<>()).add(c);
        }
        Relevance rel = ctx.relevance();
        Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        for (List<Node> g : groups.values()) {
            if (g.size() <= threshold) continue;
            Set<Node> matching = GoalFocus.matching(rel, g, Math.max(keep, 3));
            for (int i = keep; i < g.size(); i++) {
                Node c = g.get(i);
                if (matching.contains(c) || isCurrent(c)) continue;
                drop.add(c);
            }
        }
        ctx.dropChildren(parent, drop, Node::role);
    }

    /** The selected or current item of a list (the page the agent is on, the chosen tab) always stays. */
    private static boolean isCurrent(Node n) {
        return n.hasAttr("selected") || n.hasAttr("checked") || n.hasAttr("active") || n.hasAttr("pressed")
                || n.hasAttr("expanded");
    }
}
