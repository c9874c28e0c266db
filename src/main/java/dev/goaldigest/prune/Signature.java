package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Roles;
import java.util.TreeSet;

/**
 * The structural signature of a node, for finding repeated siblings: its role and the roles of its children and
 * grandchildren (as a set, so an item with one badge more still looks like its neighbours). Items of a list, table
 * or grid compare by role alone: a list's items are alike by definition.
 */
final class Signature {
    private static final int MAX_CHILDREN = 40;

    private Signature() {
    }

    static String of(Node n) {
        if (!n.isElement() || n.role() == null) return null;
        Node p = n.parent();
        if (p != null && p.role() != null && Roles.REPEATING_CONTAINERS.contains(p.role())) return n.role();
        TreeSet<String> roles = new TreeSet<>();
        int seen = 0;
        for (Node c : n.children()) {
            if (++seen > MAX_CHILDREN) break;
            if (!c.isElement()) continue;
            roles.add(c.role());
            int seen2 = 0;
            for (Node g : c.children()) {
                if (++seen2 > MAX_CHILDREN) break;
                if (g.isElement()) roles.add(c.role() + ">" + g.role());
            }
        }
        return n.role() + "{" + String.join(",", roles) + "}";
    }
}
