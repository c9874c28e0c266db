package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Footnote markers go from the text they stand in: a superscript holding nothing but links named like a note's
 * number ({@code [12]}, {@code [a]}, {@code [note 3]}, {@code 4}, {@code *}), as encyclopedias, papers and long
 * reports put after a sentence, each linking to the notes at the end. A page of them (a wiki article has hundreds,
 * two lines and a dozen tokens each) costs more than its tables; an agent reading or acting on the page needs none,
 * and the notes they lead to stay where they are. They are counted in one line at the top with the way back
 * ({@link Folds#dropFootnoteMarker}). The page numbers a citation adds after its marker ({@code ": 207"}) go with it.
 * A marker the goal names as written ({@code "[12]"}) stays.
 */
final class FootnoteMarkers implements Step {
    /** A note's number as a link writes it: bracketed (any short label), or bare digits, letters, or note signs. */
    private static final Pattern MARKER = Pattern.compile(
            "\\[[^\\[\\]]{1,24}]|\\(\\d{1,3}\\)|\\d{1,3}|\\p{Ll}|[*†‡§¶]{1,3}");
    /** The text a superscript may hold around its marker links: brackets, commas, spaces. */
    private static final Pattern GLUE = Pattern.compile("[\\s\\[\\](),;]*");
    /** The pages a citation names after its marker: {@code ": 207"}, {@code ":12–14"}. */
    private static final Pattern PAGES = Pattern.compile(":\\s*[\\p{N}\\p{Pd}–,\\s]+");

    @Override
    public void apply(PruneContext ctx) {
        String goal = ctx.goal().isExplicit() ? ctx.goal().text() : "";
        List<Node> found = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "superscript".equals(n.role())) {
                if (isMarker(n, goal)) found.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node m : found) {
            Node parent = m.parent();
            int at = m.index();
            Node next = at + 1 < parent.childCount() ? parent.child(at + 1) : null;
            Node pages = next != null && next.isElement() && "superscript".equals(next.role()) && !next.hasChildren()
                    && next.value() != null && PAGES.matcher(next.value().strip()).matches() ? next : null;
            ctx.folds().dropFootnoteMarker(m, pages, actionableRefs(m));
        }
    }

    /**
     * Whether {@code sup} holds one or more marker links and nothing else but brackets and commas around them, and no
     * marker the goal names.
     */
    static boolean isMarker(Node sup, String goal) {
        if (sup.value() != null && !GLUE.matcher(sup.value()).matches()) return false;
        int links = 0;
        for (Node c : sup.children()) {
            if (c.isProperty()) continue;
            if (c.isText()) {
                if (c.value() != null && !GLUE.matcher(c.value()).matches()) return false;
                continue;
            }
            if (!c.isElement() || !"link".equals(c.role()) || c.name() == null) return false;
            String name = c.name().strip();
            if (!MARKER.matcher(name).matches() || (!goal.isEmpty() && goal.contains(name))) return false;
            for (Node g : c.children()) if (!g.isProperty() && !g.isText()) return false;
            links++;
        }
        return links > 0;
    }

    private static List<String> actionableRefs(Node n) {
        List<String> refs = new ArrayList<>();
        Traversal.walk(n, (x, d) -> {
            if (x.isElement() && x.ref() != null && Roles.isActionable(x)) refs.add(x.ref());
            return NodeVisitor.Next.CONTINUE;
        });
        return refs;
    }
}
