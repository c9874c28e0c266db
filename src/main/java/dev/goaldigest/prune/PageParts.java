package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Kinds of page structure the steps recognise and share, whatever the site and its language: where the page's blocks
 * sit side by side, what a filter panel is, what a field's label is.
 */
final class PageParts {
    /** What names a filter panel (filter, refine, facets, Filtern, filtres, filtrar ...: {@code prune/words.yaml}). */
    static final Pattern PANEL = WordLists.bundled().wholeWords(WordLists.Phrases.FILTER_PANEL,
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** The letters {@link #PANEL} needs. */
    static final LetterGate PANEL_GATE = WordLists.bundled().gate(WordLists.Phrases.FILTER_PANEL);
    private static final PatternMemo PANEL_MEMO = new PatternMemo(PANEL, PatternMemo.MAX_TEXT, PANEL_GATE);
    /** A landmark holding this many checkboxes and radios is a filter panel, however it is named. */
    private static final int MIN_CHECKBOXES = 10;

    private PageParts() {
    }

    /** A label longer than this is more than a label. */
    static final int MAX_LABEL = 60;

    /** Fields whose label may follow them (the others have it before them). */
    static final Set<String> LABEL_AFTER = Set.of("checkbox", "radio", "switch");

    /**
     * The text of a line that can only be a label: a text line, or an element with nothing under it and nothing to
     * act on that shows a short text ({@code generic [ref=e151]: "State: *"}); null for anything else.
     */
    static String labelText(Folds folds, Node n) {
        String t;
        if (n.isText()) {
            if (folds.isFold(n)) return null;
            t = n.value();
        } else if (n.isElement() && !n.hasChildren() && !Roles.isInteractive(n) && !Roles.isActionable(n)
                && !"heading".equals(n.role())) {
            boolean named = n.name() != null && !n.name().isBlank();
            boolean valued = n.value() != null && !n.value().isBlank();
            if (named == valued) return null;
            t = named ? n.name() : n.value();
        } else {
            return null;
        }
        return t == null || t.isBlank() || t.length() > MAX_LABEL ? null : t;
    }

    /**
     * The level where the page's blocks sit side by side: down from the root through lone element wrappers (at most
     * 50), stopping at {@code main}.
     */
    static Node spine(Node root) {
        Node spine = root;
        for (int guard = 0; guard < 50; guard++) {
            Node only = null;
            int elements = 0;
            for (int ci = 0, cn = spine.childCount(); ci < cn; ci++) {
                Node c = spine.child(ci);
                if (c.isElement()) {
                    elements++;
                    only = c;
                }
            }
            if (elements != 1 || "main".equals(only.role())) break;
            spine = only;
        }
        return spine;
    }

    /**
     * A landmark holding this many links named with a count ({@code Apple (12)}, {@code Größe 38 (1.204)}), and at least
     * as many such links as others, is one too.
     */
    private static final int MIN_COUNTED_LINKS = 6;
    /** A choice's count of results at the end of its name (a year, {@code Dune (2021)}, is no count). */
    private static final Pattern COUNTED = Pattern.compile("\\((?!\\s*(?:1[89]|20)\\d\\d\\s*\\))\\s*\\d[\\d.,\\s]*\\)\\s*$");

    /**
     * The level of a heading ({@code heading [level=2]}: 2), 9 when it gives none; for any other node, 0. Sections
     * nest by it: a heading's section runs to the next heading of its level or a higher one (a lower number).
     */
    static int headingLevel(Node n) {
        if (!n.isElement() || !"heading".equals(n.role())) return 0;
        String l = n.attr("level");
        if (l == null || l.length() != 1 || l.charAt(0) < '1' || l.charAt(0) > '9') return 9;
        return l.charAt(0) - '0';
    }

    /** A menu's "Shop by ..." entry (words.yaml's shop by): it names a panel when it heads one, not as a link. */
    private static final Pattern SHOP_BY = WordLists.bundled().wholeWords(WordLists.Phrases.SHOP_BY,
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * A filter panel: a container named or headed like one, or a landmark holding many checkboxes, or many links
     * named with their count of results (facets in any language).
     */
    static boolean isFilterPanel(Node n) {
        if (!n.isElement()) return false;
        // a link or a button marks its panel when it acts on the filters ("Clear this Filter", "Refine"); "Shop by
        // Price" in a shop's menu is one page of the site, not a panel of choices
        if (Roles.isInteractive(n)) return n.name() != null && PANEL_MEMO.find(n.name()) && !SHOP_BY.matcher(n.name()).find();
        if (n.name() != null && PANEL_MEMO.find(n.name())) return true;
        // a heading right at the top of the container names it
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isElement() && "heading".equals(c.role()) && c.name() != null && PANEL_MEMO.find(c.name())) {
                return true;
            }
            if (c.isElement()) break;
        }
        if (!Roles.isLandmark(n) && !"complementary".equals(n.role())) return false;
        int[] boxes = {0, 0, 0};
        Traversal.walk(n, (c, d) -> {
            if (c.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("checkbox".equals(c.role()) || "radio".equals(c.role())) boxes[0]++;
            if ("link".equals(c.role())) {
                if (c.name() != null && c.name().indexOf(')') >= 0 && COUNTED.matcher(c.name()).find()) boxes[1]++;
                else boxes[2]++;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return boxes[0] >= MIN_CHECKBOXES || boxes[1] >= MIN_COUNTED_LINKS && boxes[1] >= boxes[2];
    }

    /**
     * The rows of {@code table}, in order, counted through row groups and never into a table inside it, at most
     * {@code cap} + 1 of them (enough to tell a table of {@code cap} rows from a longer one).
     */
    static List<Node> rows(Node table, int cap) {
        List<Node> rows = new ArrayList<>();
        Traversal.walk(table, (c, d) -> {
            if (!c.isElement() || c != table && "table".equals(c.role())) return NodeVisitor.Next.SKIP_CHILDREN;
            if (!"row".equals(c.role())) return NodeVisitor.Next.CONTINUE;
            rows.add(c);
            return rows.size() > cap ? NodeVisitor.Next.STOP : NodeVisitor.Next.SKIP_CHILDREN;
        });
        return rows;
    }

    /** A row of a grid holds at least this many cards (and, beside them, only empty cells) ... */
    static final int GRID_ROW_CARDS = 2;
    /** ... each card at least this many parts that show something (a picture, a title, a price). */
    static final int CARD_PARTS = 3;

    /**
     * The cards of a grid laid out as a table ({@code rows}: the table's, {@link #rows}), in document order, or an
     * empty list when it is none: half its rows or more hold {@link #GRID_ROW_CARDS} cards or more, all of one
     * structure ({@link Signature}), and beside them only empty cells (a shop's products four a row). A card is a cell
     * holding {@link #CARD_PARTS} parts or more that show a name or a text, one of them a picture or a price. A table
     * with column or row headers is a data table, never a grid (a calendar's days under their weekdays), and a row of
     * cells of different kinds is a record (a forum post: its author's card beside the message). Fold lines
     * ({@code skip}) are passed over.
     */
    static List<Node> gridCards(List<Node> rows, Predicate<Node> skip) {
        for (Node row : rows) {
            for (int ci = 0, cn = row.childCount(); ci < cn; ci++) {
                String role = row.child(ci).role();
                if ("columnheader".equals(role) || "rowheader".equals(role)) return List.of();
            }
        }
        List<Node> cards = new ArrayList<>();
        long[] scratch = Signature.scratch();
        int gridRows = 0;
        for (Node row : rows) {
            int before = cards.size();
            boolean cardsOnly = true;
            long kind = 0;
            for (int ci = 0, cn = row.childCount(); ci < cn && cardsOnly; ci++) {
                Node c = row.child(ci);
                if (c.isProperty() || skip.test(c)) continue;
                if (!c.isElement() || !"cell".equals(c.role()) && !"gridcell".equals(c.role())) {
                    cardsOnly = false;
                } else if (showsSomething(c)) {
                    long k = Signature.key(c, scratch);
                    if (isCard(c) && (kind == 0 || k == kind)) {
                        kind = k;
                        cards.add(c);
                    } else {
                        cardsOnly = false;
                    }
                }
            }
            if (!cardsOnly) cards.subList(before, cards.size()).clear();
            else if (cards.size() - before >= GRID_ROW_CARDS) gridRows++;
        }
        return gridRows > 0 && gridRows * 2 >= rows.size() ? cards : List.of();
    }

    /** Whether a cell is a card: {@link #CARD_PARTS} parts showing something, one a picture or a price. */
    private static boolean isCard(Node cell) {
        int[] parts = {0};
        boolean[] shown = {false};
        Traversal.walk(cell, (n, d) -> {
            if (n == cell) return NodeVisitor.Next.CONTINUE;
            if (n.isProperty() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (isPicture(n)) {
                parts[0]++;
                shown[0] = true;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // what the node says itself (its name, its value, a text line): its text lines are parts of their own
            for (String own : n.isText() ? new String[] {n.value()} : new String[] {n.name(), n.value()}) {
                if (own == null || own.isBlank()) continue;
                parts[0]++;
                if (Texts.isShortPrice(own.strip(), PRICE_CHARS)) shown[0] = true;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return parts[0] >= CARD_PARTS && shown[0];
    }

    /** A picture: the two roles snapshots give images. */
    static boolean isPicture(Node n) {
        return "img".equals(n.role()) || "image".equals(n.role());
    }

    /** Whether {@code n} is a table or a grid. */
    static boolean isTable(Node n) {
        return "table".equals(n.role()) || "grid".equals(n.role());
    }

    /** Whether {@code n} shows something: it holds a node or says a text (an empty cell of a layout does neither). */
    static boolean showsSomething(Node n) {
        return n.hasChildren() || Texts.textLength(n) > 0;
    }

    /** A card's price is a short text (its amount, maybe the old one before it). */
    private static final int PRICE_CHARS = 40;

    /** A list item's title (what a goal shrinks it to, and names it by): its first heading, else its first named link, else its first element with text. */
    static Node itemTitle(Node item) {
        Node h = Traversal.find(item, n -> n.isElement() && "heading".equals(n.role()));
        if (h != null) {
            // a heading that holds the item's link: keep the heading (the link is inside it)
            return h;
        }
        Node link = Traversal.find(item, n -> n.isElement() && "link".equals(n.role()) && n.name() != null
                && !n.name().isBlank());
        if (link != null) return link;
        return Traversal.find(item, n -> n.isElement() && !Texts.ownText(n).isBlank());
    }

    /** Whether one of {@code n}'s children is an element: one level, no walk. */
    static boolean hasElementChild(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) if (n.child(ci).isElement()) return true;
        return false;
    }

    /** The picture {@code n} is drawn as: its only child, when that is an {@code img} (a logo, a flag), else null. */
    static Node lonePicture(Node n) {
        Node only = loneChild(n);
        return only != null && "img".equals(only.role()) ? only : null;
    }

    /** The only child of {@code n} that is no property (an element, a text or a raw line), or null. */
    static Node loneChild(Node n) {
        Node only = null;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty()) continue;
            if (only != null) return null;
            only = c;
        }
        return only;
    }

    /**
     * The innermost repeated item at or above {@code n} (a list item, a row, an article, or any child of a list, a
     * table or a grid), or null.
     */
    static Node repeatedItem(Node n) {
        for (Node a = n; a != null; a = a.parent()) if (isRepeatedItem(a)) return a;
        return null;
    }

    private static boolean isRepeatedItem(Node n) {
        if (!n.isElement()) return false;
        String r = n.role();
        if ("listitem".equals(r) || "row".equals(r) || "article".equals(r)) return true;
        Node p = n.parent();
        return p != null && Roles.isRepeatingContainer(p);
    }
}
