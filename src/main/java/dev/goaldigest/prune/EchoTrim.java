package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Echoes: a link or button named {@code "2022 (232) Artikel"} often holds a text or a generic saying
 * {@code 2022 (232) Artikel} again. Inside a named actionable element, a descendant with nothing to act on whose text
 * the name already holds is dropped; so are images named like their link.
 */
final class EchoTrim implements Step {
    @Override
    public String name() {
        return "echo";
    }

    @Override
    public boolean runsIn(Mode mode) {
        return mode != Mode.OFF;
    }

    @Override
    public void apply(PruneContext ctx) {
        List<Node> owners = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isActionable(n) && n.name() != null && n.name().length() >= 2 && n.hasChildren()) owners.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node owner : owners) trim(ctx, owner);
    }

    private static void trim(PruneContext ctx, Node owner) {
        String name = squash(owner.name());
        List<Node> work = new ArrayList<>();
        work.add(owner);
        while (!work.isEmpty()) {
            Node p = work.remove(work.size() - 1);
            List<Node> kept = new ArrayList<>(p.childCount());
            boolean changed = false;
            for (Node c : p.children()) {
                if (c.isProperty() || c.isRaw() || ctx.isFold(c)) {
                    kept.add(c);
                } else if (Texts.hasActionable(c)) {
                    kept.add(c);
                    work.add(c);
                } else if (echoes(c, name) && shortOrWhole(c, name)) {
                    changed = true;
                } else {
                    kept.add(c);
                }
            }
            if (changed) p.setChildren(kept);
        }
    }

    /** A ref-bearing echo goes only when it repeats the whole name or a scrap of it (a count): an agent may read a
     * longer part by its ref. */
    private static boolean shortOrWhole(Node c, String name) {
        boolean[] ok = {true};
        Traversal.walk(c, (n, d) -> {
            if (n.ref() != null) {
                String t = squash(Relevance.ownText(n));
                if (t.length() > 12 && !t.equals(name)) ok[0] = false;
            }
            return ok[0] ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.STOP;
        });
        return ok[0];
    }

    /** Whether everything {@code n}'s subtree says is already in {@code name}. */
    private static boolean echoes(Node n, String name) {
        boolean[] ok = {true};
        Traversal.walk(n, (c, d) -> {
            if (c.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (c.name() != null && !c.name().isBlank() && !name.contains(squash(c.name()))) ok[0] = false;
            if (c.value() != null && !c.value().isBlank() && !name.contains(squash(c.value()))) ok[0] = false;
            return ok[0] ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.STOP;
        });
        return ok[0];
    }

    private static String squash(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }
}
