package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The structural signature of a node, for finding repeated siblings: its role and the set of its children's roles
 * and, apart, of its grandchildren's roles (sets, so an item with two links looks like one with three, while a
 * pagination item holding a navigation does not look like the product items around it).
 */
final class Signature {
    private static final int MAX_CHILDREN = 16;

    private Signature() {
    }

    /** The element children of {@code parent} grouped by their {@link #key}, leaving out those {@code skip} takes. */
    static Map<Long, List<Node>> groups(Node parent, Predicate<Node> skip) {
        Map<Long, List<Node>> groups = new HashMap<>();
        long[] scratch = scratch();
        for (int ci = 0, cn = parent.childCount(); ci < cn; ci++) {
            Node c = parent.child(ci);
            if (skip.test(c)) continue;
            long sig = key(c, scratch);
            if (sig != 0) groups.computeIfAbsent(sig, k -> new ArrayList<>()).add(c);
        }
        return groups;
    }

    /**
     * The same signature as a number (order-free sums of the role names' hashes): cheap to build and compare for every
     * child of a long list. Two different signatures colliding is as unlikely as a 64-bit hash collision.
     */
    static long key(Node n) {
        return key(n, scratch());
    }

    /** Room for {@link #key(Node, long[])} to work in: one per caller, reused for every node it signs. */
    static long[] scratch() {
        return new long[MAX_CHILDREN + MAX_CHILDREN * MAX_CHILDREN];
    }

    /** {@link #key(Node)}, with the distinct roles seen kept in {@code seen} (from {@link #scratch()}). */
    static long key(Node n, long[] seen) {
        if (!n.isElement() || n.role() == null) return 0;
        long children = 0;
        long grandchildren = 0;
        int seen1 = 0; // roles of children: seen[0, seen1)
        int seen2 = MAX_CHILDREN; // roles of grandchildren: seen[MAX_CHILDREN, seen2)
        boolean text = false;
        int count = 0;
        for (int i = 0; i < n.childCount() && count < MAX_CHILDREN; i++, count++) {
            Node c = n.child(i);
            if (c.isElement()) {
                long h = mix(String.valueOf(c.role()).hashCode());
                if (!contains(seen, 0, seen1, h)) {
                    seen[seen1++] = h;
                    children += h;
                }
                int count2 = 0;
                for (int j = 0; j < c.childCount() && count2 < MAX_CHILDREN; j++, count2++) {
                    Node g = c.child(j);
                    if (!g.isElement()) continue;
                    long gh = mix(String.valueOf(g.role()).hashCode());
                    if (seen2 < seen.length && !contains(seen, MAX_CHILDREN, seen2, gh)) {
                        seen[seen2++] = gh;
                        grandchildren += gh;
                    }
                }
            } else if (c.isText()) {
                text = true;
            }
        }
        long k = mix(n.role().hashCode()) * 31 + children;
        k = k * 1_000_003L + grandchildren;
        return k * 2 + (text ? 1 : 0) | 1L << 62; // never 0
    }

    private static boolean contains(long[] a, int from, int to, long v) {
        for (int i = from; i < to; i++) if (a[i] == v) return true;
        return false;
    }

    private static long mix(long h) {
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        return h;
    }

    static String of(Node n) {
        if (!n.isElement() || n.role() == null) return null;
        TreeSet<String> roles = new TreeSet<>();
        int seen = 0;
        for (Node c : n.children()) {
            if (++seen > MAX_CHILDREN) break;
            if (c.isElement()) {
                roles.add(String.valueOf(c.role()));
                int seen2 = 0;
                for (Node g : c.children()) {
                    if (++seen2 > MAX_CHILDREN) break;
                    if (g.isElement()) roles.add(">" + g.role());
                }
            } else if (c.isText()) {
                roles.add("text");
            }
        }
        return n.role() + "{" + String.join(",", roles) + "}";
    }
}
