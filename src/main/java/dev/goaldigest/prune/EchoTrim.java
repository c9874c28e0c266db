package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Echoes: a link or button named {@code "2022 (232) Artikel"} often holds a text or a generic saying
 * {@code 2022 (232) Artikel} again (a cell named by its content, too). Inside a named element, a descendant with
 * nothing to act on whose text the name already holds is dropped; so are images named like their link.
 */
final class EchoTrim implements Step {
    @Override
    public void apply(PruneContext ctx) {
        List<Node> owners = new ArrayList<>();
        List<Node> parents = new ArrayList<>();
        List<Node> longNamed = new ArrayList<>();
        List<Node> valued = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.value() != null && n.name() != null) valued.add(n);
            // a node whose children are only properties (a link and its /url) holds nothing that could echo it
            if (!holdsPageLines(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            parents.add(n);
            if (n.isElement() && n.name() != null && n.name().length() >= 2 && n.name().length() <= 500) {
                owners.add(n);
            } else if (n.isElement() && n.name() != null && n.name().length() > 500 && CONTENT_NAMED.contains(n.role())) {
                longNamed.add(n);
            }
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node owner : owners) {
            trim(ctx, owner);
            nameSaidByChildren(ctx, owner);
        }
        for (Node owner : longNamed) longNameSaidByChildren(ctx, owner);
        for (Node p : parents) labelsSaidByFields(ctx, p);
        // last: the echoes above read a line's name and value as the page wrote them
        for (Node n : valued) valueSaidByName(n);
    }

    /**
     * A line whose value says its name again but for white space ({@code cell "3,00 Erlangen": 3,00Erlangen}: the
     * browser names a cell by its texts joined with spaces, and shows them joined as they are, across a line break)
     * loses the value. A field's value is what it holds, not an echo: it stays.
     */
    private static void valueSaidByName(Node n) {
        String v = n.value();
        String name = n.name();
        if (v == null || name == null || v.isBlank() || !n.isElement() || Roles.isField(n)) return;
        if (tight(v).equals(tight(name))) n.setValue(null);
    }

    /** Whether {@code n} has a child that is a line of the page: an element, a text or a raw line, not a property. */
    private static boolean holdsPageLines(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) if (!n.child(ci).isProperty()) return true;
        return false;
    }

    /**
     * A field's label written twice: the field is named by it ({@code combobox "Make:"}) and the text beside it says
     * it again ({@code text: "Make:"}, before the field or, for a checkbox, after it). The text goes; the field's line
     * says it. A field whose name begins with the label ({@code "State: * This field is required."}) says it too.
     */
    private static void labelsSaidByFields(PruneContext ctx, Node p) {
        List<Node> kids = p.children();
        boolean[] drop = null;
        for (int i = 0; i < kids.size(); i++) {
            Node f = kids.get(i);
            if (!f.isElement() || !Roles.isField(f) || f.name() == null || f.name().isBlank()) continue;
            String name = squash(f.name());
            // a label comes before its field; only a checkbox, a radio button or a switch has it after
            int last = PageParts.LABEL_AFTER.contains(f.role()) ? i + 1 : i - 1;
            for (int j = i - 1; j <= last; j += 2) {
                if (j < 0 || j >= kids.size() || (drop != null && drop[j])) continue;
                // a text between two fields may be the other one's only label ("Email", then a nameless textbox)
                int other = j < i ? j - 1 : j + 1;
                if (other >= 0 && other < kids.size() && unnamedField(kids.get(other))) continue;
                String label = PageParts.labelText(ctx.folds(), kids.get(j));
                if (label == null) continue;
                label = squash(label);
                if (label.length() >= 2 && (name.equals(label) || name.startsWith(label + " "))) {
                    if (drop == null) drop = new boolean[kids.size()];
                    drop[j] = true;
                    break;
                }
            }
        }
        if (drop == null) return;
        List<Node> kept = new ArrayList<>(kids.size());
        for (int i = 0; i < kids.size(); i++) if (!drop[i]) kept.add(kids.get(i));
        p.setChildren(kept);
    }

    private static boolean unnamedField(Node n) {
        return n.isElement() && Roles.isField(n) && (n.name() == null || n.name().isBlank());
    }

    /** A name shorter than this is left alone: a few tokens, and a short label reads better on its line. */
    static final int MIN_ECHOED_NAME = 16;

    /**
     * The other way round: an element named by its content ({@code cell "2 wheels + 2 tyres135,66£Buy"}, a link named
     * after the texts it holds) whose children still show every word of it, because they carry refs or say more,
     * loses the name; its children say it. Fields keep their label.
     */
    private static void nameSaidByChildren(PruneContext ctx, Node owner) {
        String name = owner.name();
        if (name == null || name.length() < MIN_ECHOED_NAME || Roles.isField(owner) || !owner.hasChildren()) return;
        if (nameSaid(owner, ctx.folds()::isFold)) owner.setName(null);
    }

    /**
     * Whether a table part ({@link #NAMED_FROM_CELLS}) is named by what it holds, as {@link #nameSaidByChildren}
     * judges it (fold lines, {@code folded}, say nothing): {@link Folds#keepOnly} takes such a name off where part of
     * the content folds.
     */
    static boolean namedByContent(Node n, Predicate<Node> folded) {
        String name = n.name();
        return name != null && name.length() >= MIN_ECHOED_NAME && NAMED_FROM_CELLS.contains(n.role()) && n.hasChildren()
                && nameSaid(n, folded);
    }

    /** Whether {@code owner}'s children say its name: all of it in one run, or, for a table part, its words in order. */
    private static boolean nameSaid(Node owner, Predicate<Node> folded) {
        String name = owner.name();
        String tight = tight(name);
        int limit = tight.length() * 4 + 64;
        StringBuilder said = saidBelow(folded, owner, limit, EchoTrim::tight, "");
        if (said.length() > limit) return false;
        return said.indexOf(tight) >= 0 || NAMED_FROM_CELLS.contains(owner.role()) && saidInOrder(folded, owner, name, limit);
    }

    /**
     * Whether {@code owner}'s children say every word of {@code name} in its order, other words between them (only for
     * {@link #NAMED_FROM_CELLS}): a cell named by its content reads its parts' names and texts in turn ({@code "Sofa Sofa 729,00 €* zum Angebot
     * Details"} over a link named "Zum Angebot" showing "zum Angebot", then one named "Zur Detailseite" showing
     * "Details").
     */
    private static boolean saidInOrder(Predicate<Node> folded, Node owner, String name, int limit) {
        String[] words = squash(name).split(" ");
        String[] said = saidBelow(folded, owner, limit, EchoTrim::squash, " ").toString().split(" ");
        int w = 0;
        for (int i = 0; i < said.length && w < words.length; i++) if (said[i].equals(words[w])) w++;
        return w == words.length;
    }

    /**
     * What {@code owner}'s subtree says (names and values, each {@code normal}ised, {@code between} each), up to a
     * little past {@code limit} characters; fold lines and raw lines say nothing of the page.
     */
    private static StringBuilder saidBelow(Predicate<Node> folded, Node owner, int limit, UnaryOperator<String> normal,
            String between) {
        StringBuilder said = new StringBuilder();
        Traversal.walk(owner, (n, d) -> {
            if (n == owner) return NodeVisitor.Next.CONTINUE;
            if (said.length() > limit) return NodeVisitor.Next.STOP;
            if (n.isProperty() || n.isRaw() || folded.test(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.name() != null) said.append(between).append(normal.apply(n.name()));
            if (n.value() != null) said.append(between).append(normal.apply(n.value()));
            return NodeVisitor.Next.CONTINUE;
        });
        return said;
    }

    /**
     * Table parts, which the browser always names from what they hold (a group, a section or a figure may be named by
     * its author: "Delivery in 2 days, free" over options that say other things).
     */
    static final Set<String> NAMED_FROM_CELLS = Set.of("cell", "gridcell", "row", "rowheader", "columnheader");

    /** Containers the browser names by all the text they hold (a layout table's cell holding a whole product page). */
    private static final Set<String> CONTENT_NAMED = Set.of("cell", "gridcell", "row", "rowheader", "columnheader",
            "listitem", "generic", "group", "article", "section", "figure");

    /** Of a long name's words, this share said by its children makes the name an echo of them. */
    static final double LONG_NAME_SAID = 0.6;

    /**
     * A container named by everything it holds (over 500 characters: a layout cell around a product's whole page)
     * whose children still say most of it (60% of its words; what they no longer say, the rules folded or cut on
     * purpose) loses the name: one line would otherwise say the page again.
     */
    private static void longNameSaidByChildren(PruneContext ctx, Node owner) {
        String[] words = squash(owner.name()).split(" ");
        if (words.length == 0) return;
        StringBuilder said = saidBelow(ctx.folds()::isFold, owner, owner.name().length() * 4 + 64, EchoTrim::squash, " ");
        Set<String> saidWords = new HashSet<>(List.of(said.toString().split(" ")));
        int hits = 0;
        for (String w : words) if (saidWords.contains(w)) hits++;
        if (hits >= LONG_NAME_SAID * words.length) owner.setName(null);
    }

    /** Lower case, no white space: an accessible name joins inline texts with spaces that the texts do not have. */
    static String tight(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isWhitespace(c)) b.append(Character.toLowerCase(c));
        }
        return b.toString();
    }

    /** Subtrees bigger than this are not echoes (and are not searched for them). */
    static final int MAX_ECHO_NODES = 12;

    private static void trim(PruneContext ctx, Node owner) {
        boolean any = false;
        for (int i = 0; i < owner.childCount() && !any; i++) {
            Node c = owner.child(i);
            any = !c.isProperty() && !c.isRaw() && !ctx.folds().isFold(c);
        }
        if (!any) return; // a link holding only its /url: nothing to compare
        String name = squash(owner.name());
        String whole = tight(owner.name());
        // a cell or an item named by its content: its price or its date is read by its own ref (and a folded card
        // keeps it), the name saying it too; inside a link or a button the name is what the agent clicks by
        boolean keepPrices = CONTENT_NAMED.contains(owner.role()) && !Roles.isActionable(owner);
        List<Node> work = new ArrayList<>();
        work.add(owner);
        while (!work.isEmpty()) {
            Node p = work.remove(work.size() - 1);
            List<Node> kept = null;
            for (int i = 0; i < p.childCount(); i++) {
                Node c = p.child(i);
                boolean drop = false;
                if (!c.isProperty() && !c.isRaw() && !ctx.folds().isFold(c)) {
                    if (!c.hasChildren()) {
                        // most children are leaves: the same questions as below, without a walk for each
                        drop = !Roles.isActionable(c) && (says(c, name) || saysAll(c, whole))
                                && shortOrWholeLine(c, name, whole, keepPrices);
                    } else if (size(c, MAX_ECHO_NODES + 1) <= MAX_ECHO_NODES) {
                        if (Texts.hasActionable(c)) work.add(c);
                        else drop = echoes(c, name) && shortOrWhole(c, name, whole, keepPrices);
                    }
                }
                if (drop && kept == null) kept = new ArrayList<>(p.children().subList(0, i));
                if (!drop && kept != null) kept.add(c);
            }
            if (kept != null) p.setChildren(kept);
        }
    }

    /** The nodes of a subtree, counting no further than {@code cap}. */
    private static int size(Node n, int cap) {
        int[] c = {0};
        Traversal.walk(n, (x, d) -> ++c[0] >= cap ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE);
        return c[0];
    }

    /**
     * A ref-bearing echo goes only when it repeats the whole name or a scrap of it (a count; a price or a date only
     * inside what is clicked, {@code keepPrices} false): an agent may read a longer part by its ref.
     */
    private static boolean shortOrWhole(Node c, String name, String whole, boolean keepPrices) {
        boolean[] ok = {true};
        Traversal.walk(c, (n, d) -> {
            ok[0] = shortOrWholeLine(n, name, whole, keepPrices);
            return ok[0] ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.STOP;
        });
        return ok[0];
    }

    /** {@link #shortOrWhole} of one line. */
    private static boolean shortOrWholeLine(Node n, String name, String whole, boolean keepPrices) {
        if (n.ref() == null) return true;
        String t = squash(Texts.ownText(n));
        if (t.equals(name) || tight(t).equals(whole)) return true;
        return t.length() <= 12 && !(keepPrices && (Texts.isShortPrice(t, 12) || Months.date(t) >= 0));
    }

    /** Whether everything {@code n}'s subtree says is already in {@code name}. */
    private static boolean echoes(Node n, String name) {
        boolean[] ok = {true};
        Traversal.walk(n, (c, d) -> {
            if (c.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            ok[0] = says(c, name);
            return ok[0] ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.STOP;
        });
        return ok[0];
    }

    /** Whether what one line says (its name and value) is already in {@code name}. */
    private static boolean says(Node c, String name) {
        if (c.name() != null && !c.name().isBlank() && !name.contains(squash(c.name()))) return false;
        return c.value() == null || c.value().isBlank() || name.contains(squash(c.value()));
    }

    /** Whether one line says the whole name but for white space (a link's text without the spaces its name has). */
    private static boolean saysAll(Node c, String whole) {
        String t = c.value() != null && !c.value().isBlank() ? c.value() : c.name();
        return t != null && (c.name() == null || c.value() == null || c.value().isBlank()) && tight(t).equals(whole);
    }

    /** Lower case, runs of white space as one space, trimmed (no regex: this runs for every named element). */
    static String squash(String s) {
        StringBuilder b = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                space = b.length() > 0;
            } else {
                if (space) b.append(' ');
                space = false;
                b.append(Character.toLowerCase(c));
            }
        }
        return b.toString();
    }
}
