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
 * Goal relevance in repeated lists: with an explicit goal, the items that match it keep their details and the others
 * shrink to their title (a heading or the first named link), keeping their form fields: fields are never dropped for
 * not matching. The refs that go are counted in one page-level fold line. Context (not an explicit goal) never
 * shrinks anything; it only keeps matching items out of folds (see {@link SiblingFold}).
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
            if (!SiblingFold.attached(p, ctx.root())) continue;
            Map<Long, List<Node>> groups = new HashMap<>();
            long[] scratch = Signature.scratch();
            for (int ci = 0, cn = p.childCount(); ci < cn; ci++) {
                Node c = p.child(ci);
                if (ctx.isFold(c)) continue;
                long sig = Signature.key(c, scratch);
                if (sig != 0) groups.computeIfAbsent(sig, k -> new ArrayList<>()).add(c);
            }
            for (List<Node> g : groups.values()) {
                if (g.size() < MIN_GROUP) continue;
                Set<Node> match = matching(rel, g, keep);
                for (Node item : g) if (!match.contains(item)) shrink(ctx, item);
            }
        }
    }

    /**
     * The items of {@code items} that match the goal best: a weighted score at least 60% of the best one, at most
     * {@code limit} of them (the best first, document order among equals). Empty without goal terms on the page.
     */
    static Set<Node> matching(Relevance rel, List<Node> items, int limit) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        // "the fourth story": the item at that position of the list, whatever its words
        for (int pos : rel.goal().ordinals()) if (pos <= items.size()) out.add(items.get(pos - 1));
        // "the cheapest": the item with the lowest (or highest) price of the list
        double max = 0;
        double[] s = new double[items.size()];
        for (int i = 0; i < items.size(); i++) {
            s[i] = rel.subtree(items.get(i));
            max = Math.max(max, s[i]);
        }
        if (rel.goal().priceOrder() != 0) {
            // among the items that match the goal's words best (all of them when none does)
            List<Node> candidates = new ArrayList<>();
            for (int i = 0; i < s.length; i++) if (max < 0.15 || s[i] >= 0.6 * max) candidates.add(items.get(i));
            Node best = byPrice(candidates, rel.goal().priceOrder());
            if (best != null) out.add(best);
        }
        if (!rel.active()) return out;
        if (max < 0.15) return out;
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < s.length; i++) if (s[i] >= 0.6 * max) idx.add(i);
        idx.sort((a, b) -> Double.compare(s[b], s[a]));
        for (int i = 0; i < idx.size() && i < limit; i++) out.add(items.get(idx.get(i)));
        return out;
    }

    /** The item whose first price is the lowest ({@code order} -1) or highest (1); null when fewer than two have one. */
    static Node byPrice(List<Node> items, int order) {
        Node best = null;
        double bestPrice = 0;
        int priced = 0;
        for (Node item : items) {
            Double p = firstPrice(item);
            if (p == null) continue;
            priced++;
            if (best == null || (order < 0 ? p < bestPrice : p > bestPrice)) {
                best = item;
                bestPrice = p;
            }
        }
        return priced >= 2 ? best : null;
    }

    /** The first price shown by one element of the item (texts of different elements are never joined). */
    static Double firstPrice(Node item) {
        Double[] found = {null};
        Traversal.walk(item, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            String t = n.value() != null ? n.value() : n.hasChildren() ? null : n.name();
            if (t != null && t.length() <= 60 && Summarizer.hasDigit(t)) found[0] = price(t);
            return found[0] != null ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /** The first price in a text as a number ({@code 113,06£} is 113.06, {@code EUR 1.029,00} is 1029), or null. */
    static Double price(String text) {
        String first = Texts.PRICE_MEMO.first(text);
        if (first == null) return null;
        String raw = first.replaceAll("[^0-9.,]", "");
        if (raw.isEmpty() || !Character.isDigit(raw.charAt(0))) return null;
        try {
            return Double.parseDouble(Words.number(raw.replaceAll("[.,]+$", "")));
        } catch (NumberFormatException e) {
            return null;
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
        Map<Node, Boolean> whole = new IdentityHashMap<>();
        Map<Node, Boolean> onPath = new IdentityHashMap<>();
        for (Node k : keep) {
            whole.put(k, true);
            for (Node a = k.parent(); a != null && a != item.parent(); a = a.parent()) onPath.put(a, true);
        }
        boolean changed = false;
        List<Node> work = new ArrayList<>();
        work.add(item);
        while (!work.isEmpty()) {
            Node n = work.remove(work.size() - 1);
            Set<Node> hide = Collections.newSetFromMap(new IdentityHashMap<>());
            for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
                Node c = n.child(ci);
                if (whole.containsKey(c) || c.isProperty()) continue;
                if (onPath.containsKey(c)) work.add(c);
                else hide.add(c);
            }
            if (!hide.isEmpty()) changed = true;
            ctx.hideChildren(n, hide);
        }
        if (changed) ctx.countShrunk();
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
        return Traversal.find(item, n -> n.isElement() && !Relevance.ownText(n).isBlank());
    }
}
