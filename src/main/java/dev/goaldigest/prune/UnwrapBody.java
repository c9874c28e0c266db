package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Roles;

/**
 * Real MCP output wraps the whole page in {@code - generic [active] [ref=e1]:}; landmarks sit one level below it.
 * Lifts the children of such a lone, unnamed, non-actionable top-level wrapper to the top, so regions can be found.
 */
final class UnwrapBody implements Step {
    @Override
    public void apply(PruneContext ctx) {
        Node root = ctx.root();
        for (int guard = 0; guard < 8; guard++) {
            Node only = null;
            int elements = 0;
            for (Node c : root.children()) {
                if (c.isElement()) {
                    elements++;
                    only = c;
                } else if (!c.isRaw()) {
                    elements = 99; // a top-level text line: not a lone wrapper
                }
            }
            if (elements != 1 || !isBodyWrapper(only)) return;
            only.unwrap();
        }
    }

    static boolean isBodyWrapper(Node n) {
        if (n.value() != null || Roles.isActionable(n) || !n.hasChildren()) return false;
        if (n.name() != null && !n.name().isEmpty() && !"WebArea".equals(n.role()) && !"RootWebArea".equals(n.role())) {
            return false;
        }
        return Roles.isStructural(n);
    }
}
