package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Filter panels (facets: brand, price range, size ...) list dozens of choices per facet. Inside a panel, each facet
 * longer than {@link #FACET_KEEP} + 2 choices keeps its first {@link #FACET_KEEP}, the checked ones and those that
 * match the goal; the rest fold with their refs listed. What a panel is: {@link PageParts#isFilterPanel}.
 */
final class FilterPanelTrim implements Step {
    static final int FACET_KEEP = 4;

    @Override
    public void apply(PruneContext ctx) {
        List<Node> panels = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement()) return n.kind() == Node.Kind.ROOT ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if ("main".equals(n.role()) || Roles.isInteractive(n)) return NodeVisitor.Next.CONTINUE;
            if (PageParts.isFilterPanel(n)) {
                panels.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : panels) trim(ctx, p);
    }

    private void trim(PruneContext ctx, Node panel) {
        List<Node> lists = new ArrayList<>();
        Traversal.walk(panel, (n, d) -> {
            if (n.isElement() && n.childCount() > FACET_KEEP + 2) lists.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        Relevance rel = ctx.relevance();
        for (Node list : lists) {
            if (!ctx.isAttached(list)) continue;
            String role = null;
            int same = 0;
            for (int ci = 0, cn = list.childCount(); ci < cn; ci++) {
                Node c = list.child(ci);
                if (!c.isElement()) continue;
                if (role == null) role = c.role();
                if (Objects.equals(c.role(), role)) same++;
            }
            if (same <= FACET_KEEP + 2) continue;
            Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
            int seen = 0;
            for (int ci = 0, cn = list.childCount(); ci < cn; ci++) {
                Node c = list.child(ci);
                if (!c.isElement() || !Objects.equals(c.role(), role)) continue;
                if (++seen <= FACET_KEEP) continue;
                if (isChosen(c) || rel.strong(c) || hasStrong(rel, c) || hasTextField(c)) continue;
                drop.add(c);
            }
            ctx.folds().dropChildren(list, drop, x -> "filter choice");
        }
    }

    private static boolean isChosen(Node n) {
        return Traversal.find(n, c -> c.hasAttr("checked") || c.hasAttr("selected") || c.hasAttr("pressed")) != null
                || n.hasAttr("checked") || n.hasAttr("selected");
    }

    private static boolean hasStrong(Relevance rel, Node n) {
        return rel.active() && Traversal.find(n, rel::strong) != null;
    }

    private static boolean hasTextField(Node n) {
        return Traversal.find(n, c -> "textbox".equals(c.role()) || "spinbutton".equals(c.role())
                || "combobox".equals(c.role())) != null;
    }
}
