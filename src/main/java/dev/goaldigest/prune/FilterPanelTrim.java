package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Filter panels (facets: brand, price range, size ...) list dozens of choices per facet. Inside a panel, each facet
 * longer than {@link #FACET_KEEP} + 2 choices keeps its first {@link #FACET_KEEP}, the checked ones and those that
 * match the goal; the rest fold with their refs listed. A panel is a container named or headed like one
 * (filter, refine, facets, Filtern, filtres, filtrar ...) or one holding many checkboxes.
 */
final class FilterPanelTrim implements Step {
    static final Pattern PANEL = Pattern.compile(
            "\\b(filters?|filter by|refine|refinements?|narrow (your )?(results|search)|facets?|shop by|filtern|"
                    + "suche (eingrenzen|verfeinern)|filtres?|affiner|filtrar|filtri|affina|verfijn)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** The letters {@link #PANEL} needs: one of its words (the gate lets accented texts through). */
    static final LetterGate PANEL_GATE = new LetterGate(List.of("filtr", "refine", "narrow", "facet", "shop by", "suche",
            "affin", "verfijn"));
    private static final PatternMemo PANEL_MEMO = new PatternMemo(PANEL, PatternMemo.MAX_TEXT, PANEL_GATE);
    static final int FACET_KEEP = 4;
    private static final int MIN_CHECKBOXES = 10;

    @Override
    public void apply(PruneContext ctx) {
        List<Node> panels = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement()) return n.kind() == Node.Kind.ROOT ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if ("main".equals(n.role()) || Roles.isInteractive(n)) return NodeVisitor.Next.CONTINUE;
            if (isPanel(n)) {
                panels.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : panels) trim(ctx, p);
    }

    static boolean isPanel(Node n) {
        if (n.name() != null && PANEL_MEMO.find(n.name())) return true;
        // a heading right at the top of the container names it
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isElement() && "heading".equals(c.role()) && c.name() != null && PANEL_MEMO.find(c.name())) {
                return true;
            }
            if (c.isElement()) break;
        }
        if (!Roles.isLandmark(n) && !"complementary".equals(n.role())) return false;
        int[] boxes = {0};
        Traversal.walk(n, (c, d) -> {
            if ("checkbox".equals(c.role()) || "radio".equals(c.role())) boxes[0]++;
            return NodeVisitor.Next.CONTINUE;
        });
        return boxes[0] >= MIN_CHECKBOXES;
    }

    private void trim(PruneContext ctx, Node panel) {
        List<Node> lists = new ArrayList<>();
        Traversal.walk(panel, (n, d) -> {
            if (n.isElement() && n.childCount() > FACET_KEEP + 2) lists.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        Relevance rel = ctx.relevance();
        for (Node list : lists) {
            if (!SiblingFold.attached(list, ctx.root())) continue;
            String role = null;
            int same = 0;
            for (int ci = 0, cn = list.childCount(); ci < cn; ci++) {
                Node c = list.child(ci);
                if (!c.isElement()) continue;
                if (role == null) role = c.role();
                if (java.util.Objects.equals(c.role(), role)) same++;
            }
            if (same <= FACET_KEEP + 2) continue;
            Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
            int seen = 0;
            for (int ci = 0, cn = list.childCount(); ci < cn; ci++) {
                Node c = list.child(ci);
                if (!c.isElement() || !java.util.Objects.equals(c.role(), role)) continue;
                if (++seen <= FACET_KEEP) continue;
                if (isChosen(c) || rel.strong(c) || hasStrong(rel, c) || hasTextField(c)) continue;
                drop.add(c);
            }
            ctx.dropChildren(list, drop, x -> "filter choice");
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
