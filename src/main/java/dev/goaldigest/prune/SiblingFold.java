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
 * Repeated-sibling folding: when more than {@code foldThreshold} siblings share one structural signature, the first
 * {@code foldKeep} stay whole (and any that match the goal or context), the rest fold into one line that says how
 * many, lists their actionable refs (without an explicit goal) and how to get them back.
 */
final class SiblingFold implements Step {
    /** Whether table rows are never folded (a page that is read keeps its tables whole). */
    private final boolean keepRows;

    /** @param keepRows true to keep table rows whole */
    SiblingFold(boolean keepRows) {
        this.keepRows = keepRows;
    }

    @Override
    public void apply(PruneContext ctx) {
        int threshold = ctx.settings().foldThreshold();
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() > threshold && !ctx.isLaidOut(n)) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : parents) {
            if (!ctx.isAttached(p)) continue;
            fold(ctx, p);
        }
    }

    void fold(PruneContext ctx, Node parent) {
        int threshold = ctx.settings().foldThreshold();
        int keep = ctx.settings().foldKeep();
        Map<Long, List<Node>> groups = Signature.groups(parent, ctx.folds()::isFold);
        Relevance rel = ctx.relevance();
        Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Node> whole = Collections.newSetFromMap(new IdentityHashMap<>());
        for (List<Node> g : groups.values()) {
            if (g.size() <= threshold) continue;
            Set<Node> matching = GoalPicks.of(rel, g, Math.max(keep, 3));
            int bare = 0;
            for (int i = 0; i < g.size(); i++) {
                Node c = g.get(i);
                ItemStats st = ItemStats.of(c);
                if (st.bareLink()) bare++;
                if (i < keep || matching.contains(c) || isCurrent(c) || st.formLine() || isKeyValueRow(c)
                        || st.navigation()) {
                    continue;
                }
                if (keepRows && "row".equals(c.role())) continue;
                drop.add(c);
            }
            // one decision per group: a list of bare links folds whole, a list of richer items keeps titles
            if (bare * 2 >= g.size()) whole.addAll(g);
        }
        ctx.folds().foldChildren(parent, drop, c -> whole.contains(c) ? null : title(c), Node::role);
    }

    /**
     * What stays of a folded item: its heading (inside the link that holds it, if any) or its first named link with a
     * ref; null when the item is itself the thing to click or has no title (then it folds whole into the ref list).
     */
    static Node title(Node item) {
        if (Roles.isActionable(item) || !item.hasChildren()) return null;
        Node h = Traversal.find(item, n -> n.isElement() && "heading".equals(n.role()));
        if (h != null) {
            Node clickable = null;
            for (Node a = h.parent(); a != null && a != item; a = a.parent()) if (Roles.isActionable(a)) clickable = a;
            if (clickable != null) {
                // the link around the heading: keep both, without the link's other content
                List<Node> only = new ArrayList<>();
                for (int ci = 0, cn = clickable.childCount(); ci < cn; ci++) {
                    Node c = clickable.child(ci);
                    if (c == h || isInside(h, c)) only.add(c);
                }
                if (Traversal.refs(clickable).size() - Traversal.refs(h).size() <= 1) {
                    clickable.setChildren(only);
                    return clickable;
                }
            }
            if (h.ref() != null || Texts.hasActionable(h)) return h;
        }
        Node link = Traversal.find(item, n -> n.isElement() && "link".equals(n.role()) && n.ref() != null
                && n.name() != null && n.name().strip().length() > 1);
        return link;
    }

    private static boolean isInside(Node n, Node ancestor) {
        for (Node a = n; a != null; a = a.parent()) if (a == ancestor) return true;
        return false;
    }

    /**
     * What the fold needs to know of an item, from one walk: its actionable elements, its text, whether it holds a
     * visible form field or a navigation (pagination is how the agent moves on: it stays).
     */
    record ItemStats(int actions, int text, boolean liveField, boolean navigation, boolean selfField) {
        static ItemStats of(Node item) {
            int[] c = new int[2];
            boolean[] f = new boolean[2];
            Traversal.walk(item, (n, d) -> {
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if (Roles.isActionable(n)) c[0]++;
                if (n.value() != null) c[1] += n.value().length();
                else if (n.name() != null && !n.hasChildren()) c[1] += n.name().length();
                if (n != item && n.isElement() && n.ref() != null && Roles.isField(n) && !n.hasAttr("aria-hidden")) {
                    f[0] = true;
                }
                if ("navigation".equals(n.role())) f[1] = true;
                return NodeVisitor.Next.CONTINUE;
            });
            return new ItemStats(c[0], c[1], f[0], f[1], Roles.isField(item) && item.ref() != null);
        }

        /**
         * Form fields are never folded away: an item that is a field and its label (a line of a form) stays. A
         * product card that carries a quantity box among its links is a list item like the others and may fold.
         */
        boolean formLine() {
            return selfField || liveField && actions <= FORM_LINE_ACTIONS && text <= FORM_LINE_TEXT;
        }

        /** One link and a few words: its title would be all of it. */
        boolean bareLink() {
            return actions <= 1 && text < 80;
        }
    }

    /** A form line holds at most this many things to act on (the field, maybe a help link) ... */
    static final int FORM_LINE_ACTIONS = 3;
    /** ... and at most this much text (its label). */
    static final int FORM_LINE_TEXT = 80;

    /** An infobox line: a row headed by a rowheader holds a fact, not an item of a list. */
    static boolean isKeyValueRow(Node n) {
        if (!"row".equals(n.role())) return false;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if ("rowheader".equals(c.role())) return true;
        }
        return false;
    }

    /** The selected or current item of a list (the page the agent is on, the chosen tab) always stays. */
    private static boolean isCurrent(Node n) {
        return n.hasAttr("selected") || n.hasAttr("checked") || n.hasAttr("active") || n.hasAttr("pressed")
                || n.hasAttr("expanded");
    }
}
