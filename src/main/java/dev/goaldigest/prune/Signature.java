package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import java.util.TreeSet;

/**
 * The structural signature of a node, for finding repeated siblings: its role and the set of its children's roles
 * and, apart, of its grandchildren's roles (sets, so an item with two links looks like one with three, while a
 * pagination item holding a navigation does not look like the product items around it).
 */
final class Signature {
    private static final int MAX_CHILDREN = 40;

    private Signature() {
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
