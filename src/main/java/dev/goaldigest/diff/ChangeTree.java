package dev.goaldigest.diff;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the snapshot tree an agent is shown for a page's changes: every changed line and new subtree of the later
 * snapshot, each placed by its ancestors (region, form, list item ...) and by the nearest heading before it in its
 * region, and a {@code removed: ...} line where lines went. Everything else is left out. The tree is made of copies,
 * with the refs of the later snapshot only.
 */
final class ChangeTree {
    /** How a node of the later snapshot is in the tree. */
    private enum Mark {
        /** its own line (a change, or context that places one) */
        LINE,
        /** its whole subtree (new) */
        SUBTREE,
        /** its own line, as the ancestor of something shown */
        ANCESTOR
    }

    /** How many siblings before a line (and before each of its ancestors) are searched for its heading. */
    static final int HEADING_SEARCH = 40;
    /** How many nodes of an item are searched for the name it goes by. */
    static final int TITLE_SEARCH = 24;
    /** Roles of the items of a list, table or feed: a change inside one is placed by the item's title. */
    static final Set<String> ITEMS = Set.of("listitem", "row", "article", "treeitem", "option");
    /** How many removals one removal line names; the rest it counts. */
    static final int REMOVALS_NAMED = 5;

    private final IdentityHashMap<Node, Mark> marks = new IdentityHashMap<>();
    private final Map<Node, IdentityHashMap<Node, Integer>> indexes = new IdentityHashMap<>();

    private ChangeTree() {
    }

    static Snapshot build(PageChanges changes, Snapshot after) {
        ChangeTree t = new ChangeTree();
        List<Node> shown = new ArrayList<>();
        for (Node a : changes.added()) {
            t.marks.put(a, Mark.SUBTREE);
            shown.add(a);
        }
        for (Node c : changes.changed()) {
            t.marks.putIfAbsent(c, Mark.LINE);
            shown.add(c);
        }
        for (Node c : changes.changed()) t.identify(c);
        for (Node s : shown) {
            t.label(s);
            t.title(s);
            Node h = t.heading(s);
            if (h != null) t.marks.putIfAbsent(h, h.name() == null ? Mark.SUBTREE : Mark.LINE);
        }
        IdentityHashMap<Node, List<PageChanges.Removal>> before = new IdentityHashMap<>();
        IdentityHashMap<Node, List<PageChanges.Removal>> atEnd = new IdentityHashMap<>();
        for (PageChanges.Removal r : changes.removals()) {
            if (r.parent() != after.root()) t.marks.putIfAbsent(r.parent(), Mark.ANCESTOR);
            Node h = t.heading(r.before() != null ? r.before() : r.parent());
            if (h != null) t.marks.putIfAbsent(h, h.name() == null ? Mark.SUBTREE : Mark.LINE);
            if (r.before() != null) before.computeIfAbsent(r.before(), k -> new ArrayList<>()).add(r);
            else atEnd.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
        }
        for (Node n : new ArrayList<>(t.marks.keySet())) {
            for (Node p = n.parent(); p != null && p != after.root() && !t.marks.containsKey(p); p = p.parent()) {
                t.marks.put(p, Mark.ANCESTOR);
            }
        }
        return Snapshot.of(t.copy(after.root(), before, atEnd));
    }

    /** The marked lines of {@code root}'s tree, copied, in document order, with the removal lines in place. */
    private Node copy(Node root, Map<Node, List<PageChanges.Removal>> before,
                      Map<Node, List<PageChanges.Removal>> atEnd) {
        Node out = Node.root();
        IdentityHashMap<Node, Node> copies = new IdentityHashMap<>();
        copies.put(root, out);
        Traversal.walk(root, new NodeVisitor.WithTail() {
            @Override
            public Next head(Node n, int depth) {
                if (n == root) return Next.CONTINUE;
                Node into = copies.get(n.parent());
                List<PageChanges.Removal> gone = before.get(n);
                if (gone != null && into != null) into.appendChild(removalLine(gone));
                Mark m = marks.get(n);
                if (m == null || into == null) return Next.SKIP_CHILDREN;
                if (m == Mark.SUBTREE) {
                    into.appendChild(n.deepCopy());
                    return Next.SKIP_CHILDREN;
                }
                Node c = n.shallowCopy();
                into.appendChild(c);
                copies.put(n, c);
                return Next.CONTINUE;
            }

            @Override
            public void tail(Node n, int depth) {
                List<PageChanges.Removal> gone = atEnd.get(n);
                Node c = copies.get(n);
                if (gone != null && c != null) c.appendChild(removalLine(gone));
            }
        });
        return out;
    }

    /** One {@code removed: ...} line for removals that stood together. */
    static Node removalLine(List<PageChanges.Removal> gone) {
        StringBuilder b = new StringBuilder("removed: ");
        for (int i = 0; i < gone.size() && i < REMOVALS_NAMED; i++) {
            if (i > 0) b.append(", ");
            b.append(gone.get(i).what());
        }
        if (gone.size() > REMOVALS_NAMED) b.append(" and ").append(gone.size() - REMOVALS_NAMED).append(" more");
        return Node.text(b.toString());
    }

    /**
     * A changed line that says nothing of itself (no name, no value: a list item that moved, a row whose ref is new)
     * is shown with what it says: the first named line inside it and its own text.
     */
    private void identify(Node c) {
        if (!c.isElement() || named(c) || c.value() != null) return;
        markFirstNamed(c, c);
        for (Node k : c.children()) if (k.isText()) marks.putIfAbsent(k, Mark.LINE);
    }

    /** How many siblings before an unnamed element are searched for the text that labels it. */
    static final int LABEL_SEARCH = 2;

    /** An element without a name (a field a page labels with plain text) is shown with the text right before it. */
    private void label(Node s) {
        if (!s.isElement() || named(s) || s.parent() == null) return;
        Node p = s.parent();
        int i = index(p, s);
        for (int k = i - 1; k >= 0 && k >= i - LABEL_SEARCH; k--) {
            Node t = p.child(k);
            if (t.isText()) {
                marks.putIfAbsent(t, Mark.LINE);
                return;
            }
            if (t.isElement()) return;
        }
    }

    private static boolean named(Node n) {
        return n.name() != null && !n.name().isBlank();
    }

    /** A line inside a list item, row or article that has no name of its own is placed by the item's title. */
    private void title(Node s) {
        Node item = null;
        int up = 0;
        for (Node p = s.parent(); p != null && up < 4; p = p.parent(), up++) {
            if (p.isElement() && ITEMS.contains(p.role())) {
                item = p;
                break;
            }
        }
        if (item == null || named(item)) return;
        markFirstNamed(item, s);
    }

    /** Marks the first element under {@code top} (not {@code besides}) with a name, searching a few nodes only. */
    private void markFirstNamed(Node top, Node besides) {
        int[] seen = {0};
        Traversal.walk(top, (n, d) -> {
            if (++seen[0] > TITLE_SEARCH) return NodeVisitor.Next.STOP;
            if (n == top) return NodeVisitor.Next.CONTINUE;
            if (!n.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != besides && named(n)) {
                marks.putIfAbsent(n, Mark.LINE);
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /** A sibling block this small (in nodes) is searched for a heading inside it (a card's title). */
    static final int BLOCK_SEARCH = 32;

    /**
     * The nearest heading before {@code n} in its section: among the siblings before it or before one of its
     * ancestors (or inside such a sibling when it is a small block), searched up to the nearest landmark or dialog.
     * Null when there is none, or {@code n} is one.
     */
    private Node heading(Node n) {
        if (isHeading(n)) return null;
        for (Node y = n; y.parent() != null; y = y.parent()) {
            Node p = y.parent();
            int i = index(p, y);
            for (int k = i - 1; k >= 0 && k >= i - HEADING_SEARCH; k--) {
                Node s = p.child(k);
                if (isHeading(s) && saysSomething(s)) return s;
                Node inside = s.hasChildren() ? lastHeadingIn(s) : null;
                if (inside != null) return inside;
            }
            if (Roles.isLandmark(p) || Roles.isModal(p)) return null;
        }
        return null;
    }

    /** The last heading in a block of at most {@link #BLOCK_SEARCH} nodes; null in a larger one. */
    private static Node lastHeadingIn(Node block) {
        Node[] last = {null};
        int[] seen = {0};
        Traversal.walk(block, (x, d) -> {
            if (++seen[0] > BLOCK_SEARCH) return NodeVisitor.Next.STOP;
            if (x != block && isHeading(x) && saysSomething(x)) last[0] = x;
            return x.isElement() || x == block ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
        });
        return seen[0] > BLOCK_SEARCH ? null : last[0];
    }

    private static boolean saysSomething(Node n) {
        return named(n) || n.value() != null && !n.value().isBlank() || n.hasChildren();
    }

    private static boolean isHeading(Node n) {
        return n.isElement() && "heading".equals(n.role());
    }

    /** The index of {@code child} in {@code parent} (one index per parent, built once: wide lists stay linear). */
    private int index(Node parent, Node child) {
        IdentityHashMap<Node, Integer> m = indexes.get(parent);
        if (m == null) {
            m = new IdentityHashMap<>(parent.childCount() * 2);
            for (int i = 0; i < parent.childCount(); i++) m.put(parent.child(i), i);
            indexes.put(parent, m);
        }
        return m.get(child);
    }
}
