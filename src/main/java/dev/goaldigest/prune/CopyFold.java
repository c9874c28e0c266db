package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Attr;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.HashMap;
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
 * of lines in all (a line costs about 90; a link's URL is compared, not counted), and only what is read or leads where
 * the earlier part leads: a part holding a button, a field or a link without a URL of its own stays, since its
 * controls may act on their own item (each review's "Was this helpful? Yes / No", each day's "Book" for the same
 * sailing, a doctor's 09:30); links with the earlier part's URLs are a copy (a share bar above and below a story). It
 * runs before the URLs are dropped. Not with an explicit goal: the goal's focus keeps an
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

    /**
     * A part that could be a copy, as the walk up from the leaves learned it: its hash, its size, and where it sits in
     * document order (its first and last node).
     */
    private record Candidate(Node node, long hash, int lines, int size, int first, int last) {
    }

    @Override
    public void apply(PruneContext ctx) {
        if (ctx.goal().isExplicit()) return;
        int[] nodes = {0};
        List<Candidate> candidates = candidates(ctx.root(), nodes);
        // in document order: the first of equal parts is the one kept
        candidates.sort((a, b) -> Integer.compare(a.first(), b.first()));
        Map<Long, List<Node>> seen = new HashMap<>();
        List<Node> copies = new ArrayList<>();
        List<String> whats = new ArrayList<>();
        // comparing costs at most a few times the page's size, whatever it holds (a page built to make hashes meet)
        long work = 4L * nodes[0] + 1_000;
        int skipTo = -1;
        for (Candidate c : candidates) {
            if (c.first() <= skipTo) continue; // inside a copy already folded
            Node n = c.node();
            List<Node> earlier = seen.computeIfAbsent(c.hash(), k -> new ArrayList<>(1));
            boolean copy = false;
            for (int i = 0; i < earlier.size() && i < COMPARED && work > 0; i++) {
                Node e = earlier.get(i);
                work -= c.size() + 1;
                if (!same(ctx.folds(), e, n)) continue;
                ctx.nameRef(e);
                copies.add(n);
                whats.add("copy of " + e.role() + " " + e.ref());
                skipTo = c.last();
                copy = true;
                break;
            }
            if (!copy) earlier.add(n);
        }
        ctx.folds().dropCopies(copies, whats);
    }

    /**
     * The parts that could be copies, in one walk: each element's subtree hashed from the leaves up (a frame per level
     * of the walk, no map over the page's nodes); those big enough, with a ref, with no button, field or link without
     * a URL of its own, and holding links only as a bar of them ({@link #linkBar}), are candidates. Other controls may
     * act on their own item (a doctor's 09:30, each day's 08:15 sailing, a card's "Add to basket"), which a line
     * pointing at another item's would get wrong.
     */
    private static List<Candidate> candidates(Node root, int[] count) {
        List<Candidate> out = new ArrayList<>();
        Traversal.walk(root, new NodeVisitor.WithTail() {
            long[] hash = new long[64];
            int[] lines = new int[64];
            int[] chars = new int[64];
            boolean[] acts = new boolean[64];
            int[] links = new int[64];
            int[] size = new int[64];
            int[] first = new int[64];

            @Override
            public NodeVisitor.Next head(Node node, int depth) {
                int at = count[0]++;
                boolean element = node.isElement();
                if (element || node.kind() == Node.Kind.ROOT) {
                    if (depth >= hash.length) grow(depth + 1);
                    hash[depth] = own(node);
                    lines[depth] = 0;
                    chars[depth] = element ? lineChars(node) : 0;
                    boolean link = leadsSomewhere(node);
                    acts[depth] = Roles.isActionable(node) && !link;
                    links[depth] = link ? 1 : 0;
                    size[depth] = 0;
                    first[depth] = at;
                    return NodeVisitor.Next.CONTINUE;
                }
                // a text or a raw line: one line of its parent; a property (a link's /url) is compared, not counted:
                // the agent does not read it (URLs are dropped by default)
                if (depth > 0) {
                    boolean read = !node.isProperty();
                    add(depth - 1, own(node), read ? 1 : 0, read ? lineChars(node) : 0, false, 0, 1);
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }

            @Override
            public void tail(Node node, int depth) {
                if (!node.isElement()) return;
                if (lines[depth] >= MIN_LINES && chars[depth] >= MIN_CHARS && node.ref() != null && !acts[depth]
                        && (links[depth] == 0 || linkBar(links[depth], lines[depth]))) {
                    out.add(new Candidate(node, hash[depth], lines[depth], size[depth], first[depth], count[0] - 1));
                }
                if (depth > 0) {
                    add(depth - 1, hash[depth], 1 + lines[depth], chars[depth], acts[depth], links[depth], 1 + size[depth]);
                }
            }

            private void add(int parent, long h, int l, int c, boolean a, int k, int n) {
                long x = hash[parent] * 0x9E3779B97F4A7C15L + h;
                hash[parent] = x ^ (x >>> 29);
                lines[parent] += l;
                chars[parent] += c;
                acts[parent] |= a;
                links[parent] += k;
                size[parent] += n;
            }

            private void grow(int needed) {
                int n = Math.max(needed, hash.length * 2);
                hash = java.util.Arrays.copyOf(hash, n);
                lines = java.util.Arrays.copyOf(lines, n);
                chars = java.util.Arrays.copyOf(chars, n);
                acts = java.util.Arrays.copyOf(acts, n);
                links = java.util.Arrays.copyOf(links, n);
                size = java.util.Arrays.copyOf(size, n);
                first = java.util.Arrays.copyOf(first, n);
            }
        });
        return out;
    }

    /**
     * Whether {@code n} is a link with a URL of its own: two parts whose links lead to the same places (a share bar
     * above and below an article, pagination above and below a list) do the same, and the comparison sees their URLs.
     * A link without one (a script's "Yes" under each review) may act on its own item.
     */
    static boolean leadsSomewhere(Node n) {
        if (!"link".equals(n.role())) return false;
        return leadsSomewhere(Texts.url(n));
    }

    /** Whether {@code url} (a link's {@code /url}) leads somewhere of its own: not empty, {@code #...} or a script. */
    static boolean leadsSomewhere(String url) {
        if (url == null) return false;
        String u = url.strip();
        return !u.isEmpty() && !u.startsWith("#") && !u.regionMatches(true, 0, "javascript:", 0, 11);
    }

    /** A part holding links is a copy only as a bar of links: this many or more ... */
    static final int BAR_LINKS = 4;

    /**
     * ... making up half its lines or more (a share bar, a pager, a row of tags): a card's two or three actions under
     * its text ("Add to basket", "Save for later" to the same pages for every card) act on their own card.
     */
    private static boolean linkBar(int links, int lines) {
        return links >= BAR_LINKS && links * 2 >= lines;
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
