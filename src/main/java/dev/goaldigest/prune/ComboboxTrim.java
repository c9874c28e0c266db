package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * A select box lists every option; the agent needs the box, what is selected and how many there are. A combobox or
 * listbox with more than {@link #KEEP_ALL} options keeps its own line (with its ref), the selected options, the
 * options that match the goal and a count line; option refs (an open list) stay listed in a fold line.
 */
final class ComboboxTrim implements Step {
    /** Up to this many options are all kept: the agent can pick by name without another call. */
    static final int KEEP_ALL = 8;

    @Override
    public void apply(PruneContext ctx) {
        List<Node> boxes = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isElement() && ("combobox".equals(n.role()) || "listbox".equals(n.role()))) boxes.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        Relevance rel = ctx.relevance();
        for (Node box : boxes) {
            List<Node> options = new ArrayList<>();
            Traversal.walk(box, (n, d) -> {
                if (n != box && n.isElement() && "option".equals(n.role())) {
                    options.add(n);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                return NodeVisitor.Next.CONTINUE;
            });
            if (options.size() <= KEEP_ALL) continue;
            Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
            Node selected = null;
            for (Node o : options) {
                if (o.hasAttr("selected") || o.hasAttr("checked")) {
                    if (selected == null) selected = o;
                    continue;
                }
                if (rel.strong(o)) continue;
                drop.add(o);
            }
            // options usually sit right under the box; a group in between is handled per parent
            IdentityHashMap<Node, Set<Node>> byParent = new IdentityHashMap<>();
            for (Node o : drop) byParent.computeIfAbsent(o.parent(), k -> Collections.newSetFromMap(new IdentityHashMap<>())).add(o);
            for (var e : byParent.entrySet()) ctx.folds().dropChildren(e.getKey(), e.getValue(), x -> "option");
            String count = options.size() + " options" + (selected == null ? ", none selected" : "")
                    + "; all: browser_snapshot " + (box.ref() == null ? "" : "target=" + box.ref() + " ") + "mode=off";
            box.appendChild(Node.text(count));
        }
    }
}
