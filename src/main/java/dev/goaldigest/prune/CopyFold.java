package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Attr;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A part of the page said again word for word: a specification table under two tabs, the sort box above a grid and
 * again below it, a rating summary at the top and again over the reviews, a second copy of a menu for small screens.
 * The later copy folds into one line that names the earlier ({@code folded 1 copy of table e560; see browser_snapshot
 * target=e602 mode=off or browser_find}), which keeps its ref in view: an agent reads it once, and acts through the
 * copy it sees. Equal means equal as the agent would read it: the same roles, names, values, attributes and text, all
 * the way down, whatever the refs.
 *
 * <p>Only copies worth a line: at least {@value #MIN_LINES} lines under their top and {@value #MIN_CHARS} characters
 * of lines in all (a line costs about 90). A copy holding something to act on is left alone where it and the earlier
 * sit in items of the same list (each review's "Was this helpful? Yes / No", each product's quantity box and
 * button): those are one control per item, not one said twice. Runs before the goal is weighed, so a goal keeps the
 * copy an agent sees.
 */
final class CopyFold implements Step {
    /** A copy has at least this many lines under its top line. */
    static final int MIN_LINES = 4;
    /** A copy's lines hold at least this many characters in all (as written, without indentation). */
    static final int MIN_CHARS = 160;
    /** Candidates with the same hash compared in full, at most (equal hashes of unequal trees are rare). */
    private static final int COMPARED = 4;

    /** What the walk up from the leaves learned of one subtree. */
    private record Shape(long hash, int lines, int chars, boolean acts) {
    }

    @Override
    public void apply(PruneContext ctx) {
        Map<Node, Shape> shapes = shapes(ctx.root());
        Map<Long, List<Node>> seen = new HashMap<>();
        List<Node> copies = new ArrayList<>();
        List<Node> originals = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement()) return n.isRaw() || n.isProperty() || n.isText()
                    ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
            Shape s = shapes.get(n);
            if (s == null || s.lines() < MIN_LINES || s.chars() < MIN_CHARS || n.ref() == null) {
                return NodeVisitor.Next.CONTINUE;
            }
            List<Node> earlier = seen.computeIfAbsent(s.hash(), k -> new ArrayList<>(1));
            for (int i = 0; i < earlier.size() && i < COMPARED; i++) {
                Node e = earlier.get(i);
                if (!same(ctx.folds(), e, n)) continue;
                if (s.acts() && itemsOfOneList(e, n)) break;
                copies.add(n);
                originals.add(e);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            earlier.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (int i = 0; i < copies.size(); i++) {
            Node original = originals.get(i);
            ctx.nameRef(original);
            ctx.folds().dropCopy(copies.get(i), "copy of " + original.role() + " " + original.ref());
        }
    }

    /** The shape of every element's subtree, leaves first: one pass over the tree. */
    private static Map<Node, Shape> shapes(Node root) {
        Map<Node, Shape> out = new IdentityHashMap<>();
        Traversal.walk(root, new NodeVisitor.WithTail() {
            @Override
            public NodeVisitor.Next head(Node node, int depth) {
                return node.isElement() || node.kind() == Node.Kind.ROOT
                        ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            }

            @Override
            public void tail(Node node, int depth) {
                if (!node.isElement()) return;
                long h = own(node);
                int lines = 0;
                int chars = 0;
                boolean acts = Roles.isActionable(node);
                for (int ci = 0, cn = node.childCount(); ci < cn; ci++) {
                    Node c = node.child(ci);
                    Shape s = c.isElement() ? out.get(c) : null;
                    long ch;
                    if (s != null) {
                        ch = s.hash();
                        lines += 1 + s.lines();
                        chars += s.chars();
                        acts |= s.acts();
                    } else {
                        ch = own(c);
                        lines++;
                        chars += lineChars(c);
                    }
                    h = h * 0x9E3779B97F4A7C15L + ch;
                    h ^= h >>> 29;
                }
                out.put(node, new Shape(h, lines, chars + lineChars(node), acts));
            }
        });
        return out;
    }

    /** A line's characters as the agent would read them, its ref aside. */
    private static int lineChars(Node n) {
        int c = 2;
        if (n.role() != null) c += n.role().length();
        if (n.name() != null) c += n.name().length() + 3;
        if (n.value() != null) c += n.value().length() + 2;
        for (Attr a : n.attrs()) if (!"ref".equals(a.key())) c += a.text().length() + 1;
        return c;
    }

    /** A hash of one line without its ref (and without its children). */
    private static long own(Node n) {
        long h = n.kind().ordinal();
        h = h * 31 + Objects.hashCode(n.role());
        h = h * 31 + Objects.hashCode(n.name());
        h = h * 31 + Objects.hashCode(n.value());
        for (Attr a : n.attrs()) if (!"ref".equals(a.key())) h = h * 31 + a.hashCode();
        return h * 0xC2B2AE3D27D4EB4FL;
    }

    /**
     * Whether two subtrees read the same: each line's kind, role, name, value and attributes but the ref. A fold line
     * of an earlier step is written only at the end (its refs are not in its text yet): it equals no other.
     */
    static boolean same(Folds folds, Node a, Node b) {
        List<Node> left = new ArrayList<>();
        List<Node> right = new ArrayList<>();
        left.add(a);
        right.add(b);
        while (!left.isEmpty()) {
            Node x = left.remove(left.size() - 1);
            Node y = right.remove(right.size() - 1);
            if (!sameLine(x, y) || x.childCount() != y.childCount() || folds.isFold(x) || folds.isFold(y)) return false;
            for (int ci = 0, cn = x.childCount(); ci < cn; ci++) {
                left.add(x.child(ci));
                right.add(y.child(ci));
            }
        }
        return true;
    }

    private static boolean sameLine(Node x, Node y) {
        if (x.kind() != y.kind() || !Objects.equals(x.role(), y.role()) || !Objects.equals(x.name(), y.name())
                || !Objects.equals(x.value(), y.value())) {
            return false;
        }
        if (x.isRaw()) return Objects.equals(x.sourceLine(), y.sourceLine());
        return attrsButRef(x).equals(attrsButRef(y));
    }

    private static List<Attr> attrsButRef(Node n) {
        List<Attr> out = new ArrayList<>(n.attrs().size());
        for (Attr a : n.attrs()) if (!"ref".equals(a.key())) out.add(a);
        return out;
    }

    /** Whether {@code a} and {@code b} lie in two items of one list (or rows of one table, cards of one grid). */
    private static boolean itemsOfOneList(Node a, Node b) {
        Node ia = PageParts.repeatedItem(a);
        Node ib = PageParts.repeatedItem(b);
        return ia != null && ib != null && ia != ib && ia.parent() == ib.parent();
    }
}
