package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Goal relevance in repeated lists: with an explicit goal, the items that match it keep their details and the others
 * shrink to their title (a heading or the first named link), keeping their form fields: fields are never dropped for
 * not matching. The refs that go are counted in one page-level fold line. Context (not an explicit goal) never
 * shrinks anything; it only keeps matching items out of folds (see SiblingFold).
 */
final class GoalFocus implements Step {
    /** A group of siblings this size or larger is a repeated list. */
    static final int MIN_GROUP = 3;
    /**
     * A goal of whose terms the page says this share or less cannot tell a short list's items apart, as a goal in
     * another language than the page's does (an English goal on an Italian town's page finds the town's name and
     * "news", and neither "mayor" nor "vote"); so does a goal in the page's language whose words the page mostly lacks.
     */
    static final double FOREIGN = 1.0 / 3;

    @Override
    public void apply(PruneContext ctx) {
        Relevance rel = ctx.relevance();
        if (!ctx.goal().isExplicit() || !rel.active() && rel.goal().ordinals().isEmpty() && rel.goal().priceOrder() == 0) {
            return;
        }
        // the page's one list of dated entries, for a goal asking for the oldest or newest, is read before any list
        // here shrinks its dates away
        if (rel.goal().dateOrder() != 0) rel.datedList();
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isModal(n) || "form".equals(n.role()) || ctx.isKeptAsIs(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() >= MIN_GROUP) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        int keep = Math.max(3, ctx.settings().foldKeep());
        Titles named = Titles.of(named(ctx.root(), rel), rel);
        // the items the goal picked: they keep their details, and a few blocks of one of them (its byline, its tags,
        // its "Read more") are its parts, not a list to shrink
        Set<Node> picked = Collections.newSetFromMap(new IdentityHashMap<>());
        // no word of the goal on the page: a position alone picks ("the fifth story"), and it counts the items of a
        // list, not the lists of a page (five news boxes of five stories each)
        boolean byPositionOnly = !rel.active() && !rel.goal().ordinals().isEmpty();
        boolean foreign = rel.saidShare() <= FOREIGN;
        // whether a table is named by its heading, asked once a table (of all its row groups)
        Map<Node, Boolean> headedTables = new IdentityHashMap<>();
        for (Node p : parents) {
            // a grid of cards laid out as a table: its rows are no items, its cards are (SiblingFold folds them)
            if (!ctx.isAttached(p) || inGrid(ctx, p)) continue;
            boolean inPicked = picked.contains(p);
            Set<Node> sortHeaders = null;
            Set<Node> sections = Set.of();
            for (List<Node> g : Signature.groups(p, ctx.folds()::isFold).values()) {
                if (g.size() < MIN_GROUP || inPicked && g.size() < MIN_LIST_IN_ITEM) continue;
                boolean parts = partsOfTheNamed(rel, named, p, g);
                Set<Node> match = GoalPicks.of(rel, g, keep);
                picked.addAll(match);
                // a goal of which the page says little ({@link #FOREIGN}) that picks none of a short list's
                // items cannot tell them apart: they stay as they are without a goal, the answer being in one of them
                // (a longer list shrinks to the titles there are to choose by)
                if (match.isEmpty() && foreign && !byPositionOnly && g.size() <= keep) continue;
                // a short list of short lines that each say the goal's words alike, none picked ("Nachnamen A-D: H 030",
                // "E-M: N 120" for "which room if my surname starts with K?"): the answer is in one of them, which the
                // goal cannot tell; shrunk to its title (the room) a line would lose what it is for, to save a few words
                if (match.isEmpty() && g.size() <= keep && shortLines(g) && allSayTheGoal(rel, g)) continue;
                // a short table under a heading the goal names ("ASX200 - Top Gainers & Losers at 12:00PM" for "which
                // stock was the top gainer at 12:00PM, and by how much?") is what the goal reads across: its rows stay
                // whole, their figures beside their names
                Node table = g.size() <= HEADED_TABLE_ROWS && "row".equals(g.get(0).role()) ? tableOf(p) : null;
                if (table != null && headedTables.computeIfAbsent(table, t -> tableNamedByHeading(rel, t))) continue;
                // a few items titled alike (each entry of a short change log by its author's link): shrunk to their
                // titles they would all say the same, so each keeps its first short line too (its date)
                boolean alike = g.size() <= keep && !titlesTellApart(g);
                // a table's header of sort links is how its rows are ordered ("sort by runs scored": its "RS"), read
                // once a parent
                if (sortHeaders == null && "row".equals(g.get(0).role())) {
                    sortHeaders = SiblingFold.sortHeaders(p);
                    sections = namedSections(rel, p, sortHeaders);
                }
                for (Node item : g) {
                    // a row of the section the goal names stays whole, the fold of repeated siblings after this too
                    if (sections.contains(item)) {
                        ctx.keepWhole(item);
                        continue;
                    }
                    // a label and its value are one fact: shrunk to its title, the row would keep the label alone
                    // an item that quotes a phrase the goal quotes inside a text of its own (the replies that quote the
                    // question "「モノリスは何ができるだっけ？」" the goal asks about) answers it, however its other
                    // words weigh; a label each record repeats does not
                    if (!match.contains(item) && !ctx.isKeptAsIs(item) && !SiblingFold.isLabelValueRow(item)
                            && (sortHeaders == null || !sortHeaders.contains(item))
                            && !(byPositionOnly && holdsAList(ctx, item)) && !rel.quotesIn(item)) {
                        shrink(ctx, item, parts, alike);
                    }
                }
            }
        }
    }

    /**
     * The rows of {@code rows} under a header of sort links ({@code headers}) whose first cell the goal names, up to the
     * next header: a standings table repeats "WEST W L PCT GB" over each division, and "which NL West team has the best
     * run differential?" reads across the West's rows, figures and all. Empty when no header is so named.
     */
    private static Set<Node> namedSections(Relevance rel, Node rows, Set<Node> headers) {
        if (headers.isEmpty()) return Set.of();
        Set<Node> out = null;
        boolean named = false;
        for (int ci = 0, cn = rows.childCount(); ci < cn; ci++) {
            Node c = rows.child(ci);
            if (headers.contains(c)) {
                Node first = ChromeKeeps.firstElement(c);
                named = first != null && rel.subtree(first) > 0;
            } else if (named && "row".equals(c.role())) {
                if (out == null) out = Collections.newSetFromMap(new IdentityHashMap<>());
                out.add(c);
            }
        }
        return out == null ? Set.of() : out;
    }

    /** A table of at most this many rows under a heading the goal names keeps its rows whole. */
    static final int HEADED_TABLE_ROWS = 12;

    /** The table {@code rows} is (a table or a grid) or whose row group it is, or null. */
    private static Node tableOf(Node rows) {
        Node table = "table".equals(rows.role()) || "grid".equals(rows.role()) ? rows : rows.parent();
        return table != null && ("table".equals(table.role()) || "grid".equals(table.role())) ? table : null;
    }

    /** Whether {@code table} comes right after a heading the goal names strongly, or has a caption that it names so. */
    private static boolean tableNamedByHeading(Relevance rel, Node table) {
        for (int ci = 0, cn = table.childCount(); ci < cn; ci++) {
            Node c = table.child(ci);
            if ("caption".equals(c.role())) return rel.strong(c) || rel.strongBelow(c);
        }
        Node p = table.parent();
        if (p == null) return false;
        for (int i = table.index() - 1; i >= 0; i--) {
            Node c = p.child(i);
            if (!c.isElement()) continue;
            if (!"heading".equals(c.role())) return false;
            return rel.strong(c) || rel.strongBelow(c);
        }
        return false;
    }

    /** An item of a short list whose text is at most this long is one line, not shrunk ({@link #shortLines}). */
    static final int SHORT_LINE = 80;

    /**
     * Whether every item of {@code group} says one of the goal's words or more, and none shows a price: offers are
     * things to choose from, which a goal naming one of them lets the others shrink to their titles.
     */
    private static boolean allSayTheGoal(Relevance rel, List<Node> group) {
        for (Node item : group) {
            if (rel.subtree(item) <= 0 || Traversal.find(item, GoalFocus::isPrice) != null) return false;
        }
        return true;
    }

    /** Whether every item of {@code group} shows at most {@link #SHORT_LINE} characters of text. */
    private static boolean shortLines(List<Node> group) {
        for (Node item : group) if (Texts.subtreeText(item, SHORT_LINE + 1).strip().length() > SHORT_LINE) return false;
        return true;
    }

    /**
     * Whether the titles of a group's items ({@link PageParts#itemTitle}) tell them apart: more than half of them say
     * what no other says. Items without a title have nothing to be told apart by.
     */
    static boolean titlesTellApart(List<Node> group) {
        Map<String, Integer> seen = new HashMap<>();
        for (Node item : group) {
            Node title = PageParts.itemTitle(item);
            if (title == null) return true;
            seen.merge(Texts.subtreeText(title, ALIKE_TITLE).strip(), 1, Integer::sum);
        }
        int alone = 0;
        for (int n : seen.values()) if (n == 1) alone++;
        return alone * 2 > group.size();
    }

    /** How much of a title is compared with the others' ({@link #titlesTellApart}). */
    static final int ALIKE_TITLE = 200;
    /** An item titled like its siblings keeps its first line of text when that is this short (a date, a label). */
    static final int FIRST_LINE = 80;

    /** How many wrappers of one child each {@link #holdsAList} looks through. */
    static final int LIST_WRAPPERS = 3;

    /**
     * Whether {@code item} is a list itself: {@link #MIN_GROUP} or more siblings of one shape under it, through at most
     * {@link #LIST_WRAPPERS} wrappers of one child, each with a title of its own (a heading or a named link: stories,
     * not a card's lines of specifications).
     */
    private static boolean holdsAList(PruneContext ctx, Node item) {
        Node n = item;
        for (int down = 0; down <= LIST_WRAPPERS; down++) {
            if (n.childCount() >= MIN_GROUP) {
                for (List<Node> g : Signature.groups(n, ctx.folds()::isFold).values()) {
                    if (g.size() >= MIN_GROUP && g.stream().allMatch(i -> PageParts.itemTitle(i) != null)) return true;
                }
                return false;
            }
            if (n.childCount() != 1) return false;
            n = n.child(0);
        }
        return false;
    }

    /**
     * Inside an item the goal picked, a group this size or larger is still a list to choose from (a picked category's
     * products); a smaller one is the item's own blocks.
     */
    static final int MIN_LIST_IN_ITEM = 5;

    /** Whether {@code p} holds the rows of a grid of cards ({@link PruneContext#gridCards}): the table or its row group. */
    private static boolean inGrid(PruneContext ctx, Node p) {
        Node table = "rowgroup".equals(p.role()) ? p.parent() : p;
        return table != null && PageParts.isTable(table)
                && !ctx.gridCards(table).isEmpty();
    }

    /** How far above a title naming the goal's item the parent of its parts (price rows, quantity, buy button) may sit. */
    static final int PARTS_DEPTH = 3;
    /** How far up from a group's parent the branch beside such a title may start (a table in a box in a column). */
    static final int PARTS_CLIMB = 5;

    /** The elements whose own text clearly names what the goal is about (a product's heading, say). */
    private static List<Node> named(Node root, Relevance rel) {
        List<Node> out = new ArrayList<>();
        if (!rel.active()) return out;
        Traversal.walk(root, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && rel.strong(n)) out.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /**
     * Whether the group under {@code parent} holds the parts of the item the goal names rather than a list to choose
     * from. A product's price rows, size variants, quantity field and buy button do not repeat the product's name, so
     * they match nothing and would shrink to their labels, hiding what the goal asks about. They are parts when a title
     * that names the goal better than any item of the group sits beside the group, outside its items: under
     * {@code parent} itself (at most {@link #PARTS_DEPTH} levels down), or beside the branch holding {@code parent},
     * up to {@link #PARTS_CLIMB} levels above it, when the items have no title of their own. A group whose items have a heading or a named link each is a list to choose from
     * (other products; the products of a category the goal names), never parts.
     */
    private static boolean partsOfTheNamed(Relevance rel, Titles named, Node parent, List<Node> group) {
        // a list of things to choose from (each item with a heading or a named link) is never parts of one item
        if (named.isEmpty() || !untitled(group)) return false;
        double best = 0;
        for (Node item : group) best = Math.max(best, rel.subtree(item));
        Set<Node> items = Collections.newSetFromMap(new IdentityHashMap<>());
        items.addAll(group);
        // beside the group under its parent: a way up from a title that does not pass through an item of the group
        for (Titles.Way w : named.under(parent)) {
            if (w.score() <= best) break;
            if (!items.contains(w.child())) return true;
        }
        // or beside the branch that holds the group, up to PARTS_CLIMB levels above its parent (a product's price table
        // in a box of its own, beside the product's heading two wrappers up)
        Node a = parent;
        for (int up = 0; up < PARTS_CLIMB && a.parent() != null; up++, a = a.parent()) {
            for (Titles.Way w : named.under(a.parent())) {
                if (w.score() <= best) break;
                if (w.child() != a) return true;
            }
        }
        return false;
    }

    /**
     * The titles that name the goal, indexed by where they sit: for each element, the children of it through which a
     * title at most {@link #PARTS_DEPTH} levels down is reached, each with the best score of such a title, best first.
     * Built once per page (the titles times {@link #PARTS_DEPTH}), so asking about every group stays linear: a group
     * skips at most one way per item of its own before it finds one outside them or one that scores too low.
     */
    private static final class Titles {
        record Way(Node child, double score) {
        }

        private final Map<Node, List<Way>> byParent;

        private Titles(Map<Node, List<Way>> byParent) {
            this.byParent = byParent;
        }

        static Titles of(List<Node> named, Relevance rel) {
            Map<Node, Map<Node, Double>> best = new IdentityHashMap<>();
            for (Node t : named) {
                double score = rel.own(t);
                Node a = t;
                for (int up = 0; up <= PARTS_DEPTH && a != null && a.parent() != null; up++, a = a.parent()) {
                    best.computeIfAbsent(a.parent(), k -> new IdentityHashMap<>()).merge(a, score, Math::max);
                }
            }
            Map<Node, List<Way>> byParent = new IdentityHashMap<>();
            best.forEach((parent, ways) -> {
                List<Way> list = new ArrayList<>(ways.size());
                ways.forEach((child, score) -> list.add(new Way(child, score)));
                list.sort(Comparator.comparingDouble(Way::score).reversed());
                byParent.put(parent, list);
            });
            return new Titles(byParent);
        }

        boolean isEmpty() {
            return byParent.isEmpty();
        }

        List<Way> under(Node parent) {
            return byParent.getOrDefault(parent, List.of());
        }
    }

    /** Whether no item of the group has a heading or a named link (the title a list of things to choose from has). */
    private static boolean untitled(List<Node> group) {
        for (Node item : group) {
            Node title = PageParts.itemTitle(item);
            if (title != null && ("heading".equals(title.role()) || "link".equals(title.role()))) return false;
        }
        return true;
    }

    /** A text this short that shows a price is the price of what it belongs to (not a sentence that mentions one). */
    static final int PRICE_TEXT = 60;

    /**
     * Shrinks an item to its title and its form fields; a part of the item the goal names ({@code parts}) keeps its
     * prices and main actions too, and an item titled like its siblings ({@code alike}) its first line of text, when
     * that is at most {@link #FIRST_LINE} characters: what tells it from them.
     */
    static void shrink(PruneContext ctx, Node item, boolean parts, boolean alike) {
        if (!item.hasChildren()) return;
        List<Node> keep = new ArrayList<>();
        Node title = PageParts.itemTitle(item);
        if (title != null) keep.add(title);
        if (alike) {
            Node first = Traversal.find(item, n -> n != item && (n.isText() || n.isElement() && !Roles.isActionable(n)
                    && !n.hasChildren()) && n.value() != null && !n.value().isBlank()
                    && (title == null || !Traversal.isInside(n, title)));
            if (first != null && first.value().strip().length() <= FIRST_LINE) keep.add(first);
        }
        List<Node> fields = new ArrayList<>();
        List<Node> buttons = new ArrayList<>();
        Traversal.walk(item, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n == item || title != null && Traversal.isInside(n, title)) return NodeVisitor.Next.CONTINUE;
            if (n.isElement() && Roles.isField(n) && n.ref() != null
                    || parts && (isPrice(n) || isPrimaryAction(n))) {
                keep.add(n);
                if (Roles.isField(n)) fields.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (n.isElement() && "button".equals(n.role()) && n.ref() != null) buttons.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        // the button that sends the fields kept (a price filter's "min", "max" and its "Filtern") stays with them
        if (!fields.isEmpty() && !buttons.isEmpty()) {
            Set<Node> nearFields = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Node f : fields) {
                Node a = f;
                for (int up = 0; up < 2 * BUTTON_REACH && a != item && a.parent() != null; up++) {
                    a = a.parent();
                    if (!nearFields.add(a)) break; // the rest of the way up is marked already
                }
            }
            for (Node b : buttons) if (besideAField(b, nearFields, item)) keep.add(b);
        }
        ctx.folds().shrinkItem(item, keep);
    }

    /** How far up from a button the block it shares with a field it sends may be. */
    static final int BUTTON_REACH = 3;

    /**
     * Whether a block {@link #BUTTON_REACH} levels around {@code button}, inside {@code item}, holds a kept field (is one
     * of {@code nearFields}: the blocks a few levels above the fields).
     */
    private static boolean besideAField(Node button, Set<Node> nearFields, Node item) {
        Node a = button;
        for (int up = 0; up < BUTTON_REACH && a != item && a.parent() != null; up++) {
            a = a.parent();
            if (nearFields.contains(a)) return true;
        }
        return false;
    }

    private static boolean isPrice(Node n) {
        return Texts.isShortPrice(Texts.shownLine(n), PRICE_TEXT);
    }

    private static boolean isPrimaryAction(Node n) {
        return Roles.isActionable(n) && Texts.namesPrimaryAction(n.name());
    }
}
