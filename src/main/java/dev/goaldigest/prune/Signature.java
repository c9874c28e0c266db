package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The structural signature of a node, for finding repeated siblings: its role and the set of its children's roles
 * and, apart, of its grandchildren's roles (sets, so an item with two links looks like one with three, while a
 * pagination item holding a navigation does not look like the product items around it).
 */
final class Signature {
    private static final int MAX_CHILDREN = 16;

    private Signature() {
    }

    /**
     * The same signature as a number (order-free sums of the role names' hashes): cheap to build and compare for every
     * child of a long list. Two different signatures colliding is as unlikely as a 64-bit hash collision.
     */
    static long key(Node n) {
        if (!n.isElement() || n.role() == null) return 0;
        long children = 0;
        long grandchildren = 0;
        List<String> seen = new ArrayList<>(8);
        List<String> seen2 = new ArrayList<>(8);
        boolean text = false;
        int count = 0;
        for (int i = 0; i < n.childCount() && count < MAX_CHILDREN; i++, count++) {
            Node c = n.child(i);
            if (c.isElement()) {
                String r = String.valueOf(c.role());
                if (!seen.contains(r)) {
                    seen.add(r);
                    children += mix(r.hashCode());
                }
                int count2 = 0;
                for (int j = 0; j < c.childCount() && count2 < MAX_CHILDREN; j++, count2++) {
                    Node g = c.child(j);
                    if (!g.isElement()) continue;
                    String gr = String.valueOf(g.role());
                    if (!seen2.contains(gr)) {
                        seen2.add(gr);
                        grandchildren += mix(gr.hashCode());
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
