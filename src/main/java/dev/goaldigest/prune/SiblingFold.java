package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
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
                if (matching.contains(c) || isCurrent(c) || hasLiveField(c) || isKeyValueRow(c) || holdsNavigation(c)) continue;
                if (ctx.mode() == Mode.BROWSE && "row".equals(c.role())) continue; // browse reads tables whole
                drop.add(c);
            }
        }
        ctx.foldChildren(parent, drop, SiblingFold::title, Node::role);
    }

    /**
     * What stays of a folded item: its heading (inside the link that holds it, if any) or its first named link with a
     * ref; null when the item is itself the thing to click or has no title (then it folds whole into the ref list).
     */
    static Node title(Node item) {
        if (Roles.isActionable(item) || !item.hasChildren()) return null;
        // an item that is one link and a few words folds whole: its title would be all of it
        if (Texts.actionableCount(item) <= 1 && Texts.textLength(item) < 80) return null;
        Node h = Traversal.find(item, n -> n.isElement() && "heading".equals(n.role()));
        if (h != null) {
            Node clickable = null;
            for (Node a = h.parent(); a != null && a != item; a = a.parent()) if (Roles.isActionable(a)) clickable = a;
            if (clickable != null) {
                // the link around the heading: keep both, without the link's other content
                List<Node> only = new ArrayList<>();
                for (Node c : clickable.children()) if (c == h || isInside(h, c)) only.add(c);
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
     * Form fields are never folded away: an item that is a field and its label (a line of a form) stays. A product
     * card that carries a quantity box among its links is a list item like the others and may fold.
     */
    static boolean hasLiveField(Node item) {
        if (Roles.isField(item.role()) && item.ref() != null) return true;
        if (Traversal.find(item, n -> n.isElement() && n.ref() != null && Roles.isField(n.role())
                && !n.hasAttr("aria-hidden")) == null) {
            return false;
        }
        return Texts.actionableCount(item) <= FORM_LINE_ACTIONS && Texts.textLength(item) <= FORM_LINE_TEXT;
    }

    /** A form line holds at most this many things to act on (the field, maybe a help link) ... */
    static final int FORM_LINE_ACTIONS = 3;
    /** ... and at most this much text (its label). */
    static final int FORM_LINE_TEXT = 80;

    /** Pagination and other navigation inside a list item is how the agent moves on: it stays. */
    static boolean holdsNavigation(Node item) {
        return Traversal.find(item, n -> "navigation".equals(n.role())) != null;
    }

    /** An infobox line: a row headed by a rowheader holds a fact, not an item of a list. */
    static boolean isKeyValueRow(Node n) {
        if (!"row".equals(n.role())) return false;
        for (Node c : n.children()) if ("rowheader".equals(c.role())) return true;
        return false;
    }

    /** The selected or current item of a list (the page the agent is on, the chosen tab) always stays. */
    private static boolean isCurrent(Node n) {
        return n.hasAttr("selected") || n.hasAttr("checked") || n.hasAttr("active") || n.hasAttr("pressed")
                || n.hasAttr("expanded");
    }
}
