package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Goal focus in documents: with an explicit goal, the sections of a page (a heading and what follows it up to the
 * next heading of its level or a higher one) that say little of what the goal asks fold their bodies into one line
 * each, under their heading, which stays as the page's outline. A chapter of a manual asked how to remove a package
 * keeps the section on removing packages and folds the ones on installing, upgrading and configuring them.
 *
 * <p>Sections are weighed against their sisters (the sections under the same heading, or at the top): one that says
 * less than {@link #SHARE} of what the best of them says of the goal ({@link Relevance}, terms weighted by rarity) is
 * not about it; the words of the page's title (its first named level-1 heading) do not count when the goal has others
 * the page says ("How many users does the LTB forum have?" on "LTB Forums": every section says "LTB" and "forum").
 * Nothing folds when no sister says anything of the goal (it is about another part of the page), when the
 * page lacks most of the goal's words ({@link #SAID}: a goal in another language than the page's), and no section folds
 * whose text is mostly in another script than the goal's (an English goal on a Russian manual finds "GIMP" in one
 * section and can say nothing of the others). A section's words are its own text, not the titles of the links it
 * lists (a "Related articles" list repeats the goal's words and would outweigh the section that answers). A
 * section's parts that serve any goal stay where they are: form fields, the page's way on (next and previous),
 * landmarks and dialogs, the footer and copyright or legal lines, the goal's best matches. Runs after
 * {@link WrapperCollapse}, so sections are the siblings they look like. Every fold line says what it held and how to
 * get it back.
 */
final class GoalSections implements Step {
    /** A section saying less than this share of what its best sister says of the goal is not about it. */
    static final double SHARE = 0.5;
    /**
     * A goal of whose terms the page has fewer than this share is in another language than the page (an English goal
     * on a German recipe finds "recipe" in a link and nothing else) and cannot tell sections apart.
     */
    static final double SAID = 0.6;
    /**
     * A run of a section's body with less text than this stays: the line saying what it held (some 100 characters)
     * would not be much shorter.
     */
    static final int MIN_TEXT = 250;

    @Override
    public void apply(PruneContext ctx) {
        Relevance rel = ctx.relevance();
        if (!ctx.goal().isExplicit() || !rel.active()) return;
        if (rel.saidShare() < SAID) return;
        Character.UnicodeScript script = script(ctx.goal().text(), ctx.goal().text().length());
        if (script == null) return;
        // the page's title names what all of it is about ("the LTB forum"): its words tell no section from another
        long title = rel.subtreeMask(ImplicitChrome.title(ctx.root()));
        long without = rel.saysMoreThan(title) ? title : 0;
        // each container is focused when the walk reaches it, so what an outer section folded is not walked again
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || !n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isModal(n) || "form".equals(n.role()) || ctx.isKeptAsIs(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            int headings = 0;
            for (int ci = 0, cn = n.childCount(); ci < cn && headings < 2; ci++) if (level(n.child(ci)) > 0) headings++;
            if (headings >= 2) focus(ctx, rel, n, script, without);
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /** The sections among {@code p}'s children, weighed against their sisters; the bodies of those off the goal fold. */
    private static void focus(PruneContext ctx, Relevance rel, Node p, Character.UnicodeScript script, long without) {
        List<Node> kids = p.children();
        List<Integer> heads = new ArrayList<>();
        for (int i = 0; i < kids.size(); i++) if (level(kids.get(i)) > 0) heads.add(i);
        int s = heads.size();
        int[] start = new int[s];
        int[] end = new int[s];
        int[] up = new int[s]; // the section each one sits in, or -1 at the top
        int[] stack = new int[s];
        int sp = 0;
        for (int k = 0; k < s; k++) {
            start[k] = heads.get(k);
            int level = level(kids.get(start[k]));
            while (sp > 0 && level(kids.get(start[stack[sp - 1]])) >= level) end[stack[--sp]] = start[k];
            up[k] = sp > 0 ? stack[sp - 1] : -1;
            if (PageParts.headingLevel(kids.get(start[k])) > 0) {
                stack[sp++] = k;
            } else {
                end[k] = start[k] + 1; // a section in a wrapper of its own: the wrapper is all of it
            }
        }
        while (sp > 0) end[stack[--sp]] = kids.size();
        double[] score = new double[s];
        // what a section says itself: the goal's words in the titles of links it lists (related articles, see also)
        // would make a list of links the best section, and hide the one that answers
        for (int k = 0; k < s; k++) score[k] = rel.outsideLinks(kids.subList(start[k], end[k]), without);
        // headings in a row, the first with nothing under it, are one title in two lines ("Bibliothèque de Brossard",
        // then "Georgette-Lepage" over the library's address): what the first says of the goal, the section under the
        // second says too
        // (what a heading says itself, not what it was given: a run of empty headings, collapsed questions, passes
        // nothing down the run)
        double[] said = score.clone();
        for (int k = 0; k + 1 < s; k++) {
            if (end[k] == start[k] + 1 && start[k + 1] == start[k] + 1 && up[k + 1] == up[k]
                    && PageParts.headingLevel(kids.get(start[k])) > 0) {
                score[k + 1] = Math.max(score[k + 1], said[k]);
            }
        }
        // sisters: the sections with the same one above; the best of each group sets its bar
        double[] best = new double[s + 1]; // by the index of the section above, plus one (0: the top)
        int[] sisters = new int[s + 1];
        for (int k = 0; k < s; k++) {
            best[up[k] + 1] = Math.max(best[up[k] + 1], score[k]);
            sisters[up[k] + 1]++;
        }
        boolean[] off = new boolean[s];
        Set<Node> fold = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int k = 0; k < s; k++) {
            // in a section that folds already, or alone under its heading: nothing to weigh it against
            if (up[k] >= 0 && off[up[k]]) {
                off[k] = true;
                continue;
            }
            double bar = best[up[k] + 1];
            if (sisters[up[k] + 1] < 2 || bar <= 0 || score[k] >= SHARE * bar) continue;
            // a section in another script than the goal's says nothing of it in words the goal could find
            if (!written(kids.subList(start[k], end[k]), script)) continue;
            off[k] = true;
            Node first = kids.get(start[k]);
            if (PageParts.headingLevel(first) > 0) {
                runs(ctx, rel, kids, start[k] + 1, end[k], fold);
            } else {
                // its body is the wrapper's children after its heading
                Set<Node> inner = Collections.newSetFromMap(new IdentityHashMap<>());
                List<Node> body = first.children();
                runs(ctx, rel, body, body.indexOf(firstElement(first)) + 1, body.size(), inner);
                if (!inner.isEmpty()) ctx.folds().foldChildren(first, inner, c -> List.of(), GoalSections::what);
            }
        }
        if (!fold.isEmpty()) ctx.folds().foldChildren(p, fold, c -> List.of(), GoalSections::what);
    }

    /**
     * The level of the section {@code n} starts: a heading's, or that of the heading a wrapper starts with (a section
     * in a {@code generic} or a {@code region} of its own, beside sections laid out flat); 0 for none.
     */
    static int level(Node n) {
        int own = PageParts.headingLevel(n);
        if (own > 0 || !n.isElement() || Roles.isLandmark(n) || Roles.isModal(n) || "form".equals(n.role())) return own;
        Node first = firstElement(n);
        return first == null ? 0 : PageParts.headingLevel(first);
    }

    /** The first child of {@code n} that is an element (a section's heading comes first), or null. */
    private static Node firstElement(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty()) continue;
            return c.isElement() ? c : null;
        }
        return null;
    }

    /** Adds to {@code fold} the runs of {@code kids[from, to)} that may fold and hold enough text to be worth a line. */
    private static void runs(PruneContext ctx, Relevance rel, List<Node> kids, int from, int to, Set<Node> fold) {
        int i = from;
        while (i < to) {
            int j = i;
            int text = 0;
            while (j < to && foldable(ctx, rel, kids.get(j))) text += Texts.textLength(kids.get(j++));
            if (text >= MIN_TEXT) fold.addAll(kids.subList(i, j));
            i = Math.max(j, i + 1);
        }
    }

    /** A line this short is read for a copyright or legal line (a footer's, which the rules keep). */
    static final int LEGAL_TEXT = 300;

    /**
     * Whether nothing in {@code n} serves whatever the goal is: no field, no way on (next, previous), no landmark or
     * dialog, no footer or its copyright or legal line, nothing the goal keeps, no best match.
     */
    private static boolean foldable(PruneContext ctx, Relevance rel, Node n) {
        if (ctx.folds().isFooter(n)) return false;
        boolean[] keep = {false};
        Traversal.walk(n, (x, d) -> {
            if (x.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (x.isElement() && (Roles.isLandmark(x) || Roles.isModal(x) || Roles.isField(x) && x.ref() != null
                    || RegionValue.pagerLink(x)) || ctx.isKeptAsIs(x) || rel.strong(x) || rel.picked(x)
                    || legal(x)) {
                keep[0] = true;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return !keep[0];
    }

    static boolean legal(Node x) {
        String own = Texts.shownLine(x);
        return own != null && own.length() <= LEGAL_TEXT && FooterFold.FOOTER.matcher(own).find();
    }

    private static String what(Node n) {
        return n.isText() ? "text" : n.role();
    }

    /** How much of a section's text is read for its script. */
    static final int SCRIPT_TEXT = 2000;

    /** Whether most letters of the first {@link #SCRIPT_TEXT} characters of {@code nodes} are in {@code script}. */
    private static boolean written(List<Node> nodes, Character.UnicodeScript script) {
        StringBuilder b = new StringBuilder();
        for (Node n : nodes) {
            if (b.length() >= SCRIPT_TEXT) break;
            b.append(Texts.subtreeText(n, SCRIPT_TEXT - b.length())).append(' ');
        }
        return script == script(b, b.length());
    }

    /**
     * The script most of the letters of {@code s} are written in (Han, Hiragana and Katakana count as one: Japanese
     * mixes them); null when it has no letters.
     */
    static Character.UnicodeScript script(CharSequence s, int limit) {
        java.util.EnumMap<Character.UnicodeScript, Integer> counts = new java.util.EnumMap<>(Character.UnicodeScript.class);
        int end = Math.min(s.length(), limit);
        for (int i = 0; i < end; ) {
            int cp = Character.codePointAt(s, i);
            i += Character.charCount(cp);
            if (!Character.isLetter(cp)) continue;
            Character.UnicodeScript sc = Character.UnicodeScript.of(cp);
            if (sc == Character.UnicodeScript.HIRAGANA || sc == Character.UnicodeScript.KATAKANA) sc = Character.UnicodeScript.HAN;
            counts.merge(sc, 1, Integer::sum);
        }
        Character.UnicodeScript best = null;
        int most = 0;
        for (var e : counts.entrySet()) {
            if (e.getValue() > most) {
                most = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }
}
