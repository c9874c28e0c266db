package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Footnote markers go from the text they stand in: a superscript holding nothing but links named like a note's
 * number ({@code [12]}, {@code [a]}, {@code [note 3]}, {@code 4}, {@code *}), as encyclopedias, papers and long
 * reports put after a sentence, each linking to the notes at the end. A page of them (a wiki article has hundreds,
 * two lines and a dozen tokens each) costs more than its tables; an agent reading or acting on the page needs none,
 * and the notes they lead to stay where they are. They are counted in one line at the top with the way back
 * ({@link Folds#dropFootnoteMarkers}). The page numbers a citation adds after its marker ({@code ": 207"}) go with it.
 * A marker the goal names ({@code "[12]"}, "reference 12") stays, and so does a link that leads off the page (a count
 * badge). Each parent's children are rebuilt once, whatever the number of markers.
 */
final class FootnoteMarkers implements Step {
    /** A note's number as a link writes it: bracketed (any short label), or bare digits, letters, or note signs. */
    private static final Pattern MARKER = Pattern.compile(
            "\\[[^\\[\\]]{1,24}]|\\(\\d{1,3}\\)|\\d{1,3}|\\p{Ll}|[*†‡§¶]{1,3}");
    /** The text a superscript may hold around its marker links: brackets, commas, spaces. */
    private static final Pattern GLUE = Pattern.compile("[\\s\\[\\](),;]*");
    /** The pages a citation names after its marker: {@code ": 207"}, {@code ":12–14"}. */
    static final Pattern PAGES = Pattern.compile(":[\\p{N}\\p{Pd}–,\\s]+");

    /** A parent's markers (and the page numbers after them) to drop, the refs they hold, how many markers. */
    private record Drops(Node parent, Set<Node> gone, List<String> refs, int count) {
    }

    @Override
    public void apply(PruneContext ctx) {
        Goal goal = ctx.goal().isExplicit() ? ctx.goal() : Goal.none();
        Set<String> numbers = numbersOf(goal.text());
        // each parent's children looked at once, in order: a marker, and the page numbers right after it
        List<Drops> drops = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "superscript".equals(n.role())) return NodeVisitor.Next.SKIP_CHILDREN;
            Set<Node> gone = null;
            List<String> held = null;
            int count = 0;
            for (int i = 0, cn = n.childCount(); i < cn; i++) {
                Node c = n.child(i);
                if (!c.isElement() || !"superscript".equals(c.role()) || !isMarker(c, goal.text(), numbers)) continue;
                if (gone == null) {
                    gone = Collections.newSetFromMap(new IdentityHashMap<>());
                    held = new ArrayList<>();
                }
                gone.add(c);
                held.addAll(actionableRefs(c));
                count++;
                Node next = i + 1 < cn ? n.child(i + 1) : null;
                if (isPages(next)) {
                    gone.add(next);
                    held.addAll(actionableRefs(next));
                    i++;
                }
            }
            if (gone != null) drops.add(new Drops(n, gone, held, count));
            return NodeVisitor.Next.CONTINUE;
        });
        for (Drops d : drops) ctx.folds().dropFootnoteMarkers(d.parent(), d.gone(), d.refs(), d.count());
    }

    /** The page numbers a citation writes after its marker: a superscript saying {@code ": 207"} and nothing else. */
    private static boolean isPages(Node n) {
        return n != null && n.isElement() && "superscript".equals(n.role()) && !n.hasChildren() && n.value() != null
                && PAGES.matcher(n.value().strip()).matches();
    }

    /**
     * Whether {@code sup} holds one or more marker links and nothing else but brackets and commas around them, and no
     * marker the goal names ({@code goal}, its whole numbers {@code goalNumbers}: {@link #numbersOf}).
     */
    static boolean isMarker(Node sup, String goal, Set<String> goalNumbers) {
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
            if (!MARKER.matcher(name).matches() || goalNames(goal, goalNumbers, name)) return false;
            // a note's marker leads to a place on a page (#cite-12); a count badge ("3" new messages) to a page
            String url = Texts.url(c);
            if (url != null && url.indexOf('#') < 0) return false;
            for (Node g : c.children()) if (!g.isProperty() && !g.isText()) return false;
            links++;
        }
        return links > 0;
    }

    /**
     * Whether the goal names the marker: as written ("[12]"), or its number as a whole word ("what does reference 12
     * cite?"; "2021" names no "1").
     */
    static boolean goalNames(String goal, Set<String> goalNumbers, String name) {
        if (goal.isEmpty()) return false;
        if (goal.contains(name)) return true;
        Matcher number = NUMBER.matcher(name);
        return number.find() && goalNumbers.contains(number.group());
    }

    /** The numbers a goal writes as whole words (runs of digits with no letter or digit on either side). */
    static Set<String> numbersOf(String goal) {
        Set<String> out = new HashSet<>();
        Matcher m = WHOLE_NUMBER.matcher(goal);
        while (m.find()) out.add(m.group());
        return out;
    }

    private static final Pattern NUMBER = Pattern.compile("\\d{1,3}");
    private static final Pattern WHOLE_NUMBER = Pattern.compile("(?<![\\p{L}\\p{N}])\\p{N}+(?![\\p{L}\\p{N}])");

    private static List<String> actionableRefs(Node n) {
        List<String> refs = new ArrayList<>();
        Traversal.walk(n, (x, d) -> {
            if (x.isElement() && x.ref() != null && Roles.isActionable(x)) refs.add(x.ref());
            return NodeVisitor.Next.CONTINUE;
        });
        return refs;
    }
}
