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
 * A part of the page said again word for word: a specification table under two tabs, a product's price table that the
 * next product shows too, a rating summary at the top and again over the reviews. The later copy folds into one line
 * that names the earlier ({@code folded 1 copy of table e560; see browser_snapshot target=e602 mode=off or
 * browser_find}), which keeps its ref in view: an agent reads it once. Equal means equal as the agent would read it:
 * the same roles, names, values, attributes and text, all the way down, whatever the refs.
 *
 * <p>Only copies worth a line: at least {@value #MIN_LINES} lines under their top and {@value #MIN_CHARS} characters
 * of lines in all (a line costs about 90), and only what is read: a part holding something to act on (a link, a
 * button, a field) stays, since its controls may act on their own item (each review's "Was this helpful? Yes / No",
 * each day's "Book" for the same sailing, a doctor's 09:30). Not with an explicit goal: the goal's focus keeps an
 * item whole, and a pointer to another item's part that the goal folds would leave the agent neither. Comparing
 * costs at most a few times the page's size, whatever the page holds.
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
        if (ctx.goal().isExplicit()) return;
        Map<Node, Shape> shapes = shapes(ctx.root());
        Map<Long, List<Node>> seen = new HashMap<>();
        List<Node> copies = new ArrayList<>();
        List<String> whats = new ArrayList<>();
        // comparing costs at most a few times the page's size, whatever it holds (a page built to make hashes meet)
        long[] work = {4L * shapes.size() + 1_000};
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement()) return n.isRaw() || n.isProperty() || n.isText()
                    ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
            Shape s = shapes.get(n);
            // a part with something to act on is never a copy: its controls may act on their own item (a doctor's
            // 09:30, each day's 08:15 sailing), which a line pointing at another item's would get wrong
            if (s == null || s.acts() || s.lines() < MIN_LINES || s.chars() < MIN_CHARS || n.ref() == null) {
                return NodeVisitor.Next.CONTINUE;
            }
            List<Node> earlier = seen.computeIfAbsent(s.hash(), k -> new ArrayList<>(1));
            for (int i = 0; i < earlier.size() && i < COMPARED && work[0] > 0; i++) {
                Node e = earlier.get(i);
                work[0] -= s.lines() + 1;
                if (!same(ctx.folds(), e, n)) continue;
                ctx.nameRef(e);
                copies.add(n);
                whats.add("copy of " + e.role() + " " + e.ref());
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            earlier.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        ctx.folds().dropCopies(copies, whats);
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
}
