package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.List;
import java.util.Set;

/**
 * A ref on a container that shows no text of its own and cannot be acted on (a list item or a row holding one link, a
 * term holding a link) is neither clicked nor read by an agent: the line keeps its role and name, the ref goes (it still works on
 * the page: fold lines name such refs as targets for {@code browser_snapshot}). Elements that show text keep theirs:
 * an agent reads a price or a count by its ref, and a record (a row of cells, an item of several parts, a short table
 * of them) by its own, a paragraph that is one emphasised text (a signature) by the paragraph's.
 */
final class RefTrim implements Step {
    @Override
    public void apply(PruneContext ctx) {
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && n.ref() != null && !Roles.isActionable(n) && n.value() == null && holdsOnlyElements(n)
                    && !Roles.isModal(n) && !"heading".equals(n.role()) && !isRecord(n) && !isSmallRecord(n) && !ctx.isNamedRef(n)
                    && !namesMore(n) && !WrapperCollapse.isEmphasisParagraph(n) && !holdsReflessControl(n)) {
                n.removeAttr("ref");
            }
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /** A small record holds at most this many parts ... */
    static final int RECORD_PARTS = 4;
    /** ... and this much text in all. */
    static final int RECORD_TEXT = 200;

    /**
     * A block of two to {@link #RECORD_PARTS} short texts and nothing else (a shop's "Order by phone" box: the number,
     * the reference to quote, the opening hours; an ad's place and price): the smallest thing holding what an agent
     * reads there together, so it keeps its ref and its line ({@link WrapperCollapse}).
     */
    static boolean isSmallRecord(Node n) {
        if (!n.isElement() || !Roles.isStructural(n) || n.ref() == null || n.name() != null && !n.name().isBlank()) return false;
        int parts = 0;
        int text = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty()) continue;
            if (!c.isElement() || c.hasChildren() || Roles.isActionable(c) || Roles.isInteractive(c) || c.ref() == null) return false;
            String t = c.value() != null ? c.value() : c.name();
            if (t == null || t.isBlank()) return false;
            text += t.length();
            if (++parts > RECORD_PARTS || text > RECORD_TEXT) return false;
        }
        return parts >= 2;
    }

    /**
     * A table row or a list item holding two or more elements, one of them something to read (a cell, a price: not
     * a link or a button), is a record (a player and his earnings, a result and its price): its ref is how an agent
     * names the whole of it, so it stays.
     */
    private static boolean isRecord(Node n) {
        if ("table".equals(n.role())) return isShortTable(n);
        if (!"row".equals(n.role()) && !"listitem".equals(n.role())) return false;
        int elements = 0;
        boolean read = false;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (!c.isElement()) continue;
            elements++;
            if (!Roles.isActionable(c) && (c.value() != null || c.name() != null && !c.name().isBlank() || showsText(c))) {
                read = true;
            }
        }
        return elements >= 2 && read;
    }

    /** A short table holds at most this many rows. */
    static final int SHORT_TABLE_ROWS = 12;

    /**
     * A short table of records (a game's score box: two teams and their runs; a product's facts) is one thing to read
     * too: it keeps its ref, the way to name all of it. Two rows at least, {@link #SHORT_TABLE_ROWS} at most (counted
     * through row groups, never into a table inside), one of them a record.
     */
    private static boolean isShortTable(Node table) {
        List<Node> rows = PageParts.rows(table, SHORT_TABLE_ROWS);
        if (rows.size() < 2 || rows.size() > SHORT_TABLE_ROWS) return false;
        for (Node row : rows) if (isRecord(row)) return true;
        return false;
    }

    /** A name longer than this is a label the page wrote out, not a count or a date beside a link. */
    private static final int OWN_NAME = 80;

    /**
     * Whether {@code n}'s own name says what nothing under it says (a tag cloud's item named "47 posts" around its
     * link "gpl-enforcement"): that text is read off the line by its ref. A name its children say again is an echo.
     */
    private static boolean namesMore(Node n) {
        String name = n.name();
        if (name == null || name.isBlank() || name.length() > OWN_NAME || !NAMED_RECORDS.contains(n.role())) return false;
        int limit = BELOW + name.length();
        String all = Texts.subtreeText(n, limit);
        // a subtree saying that much may say the name anywhere: not worth reading it all for one ref
        return all.length() < limit && !all.substring(name.length()).contains(name.strip());
    }

    /** Items whose name may be a value of their own (a list item named "47 posts", a cell named by a tooltip). */
    private static final Set<String> NAMED_RECORDS = Set.of("listitem", "row", "cell", "gridcell");
    /** How much of what is under a named item is read for its name. */
    private static final int BELOW = 2000;

    /** Whether a text line sits right under {@code n} (a cell holding "10." beside a link): one level, no walk. */
    private static boolean showsText(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) if (n.child(ci).isText()) return true;
        return false;
    }

    /**
     * Whether a link or a button right under {@code n} has no ref of its own (Playwright gives none to a control that
     * takes no pointer events: a link drawn as an icon that did not load): the container's ref is the way to click it.
     */
    static boolean holdsReflessControl(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isElement() && c.ref() == null && Roles.isInteractive(c)) return true;
        }
        return false;
    }

    private static boolean holdsOnlyElements(Node n) {
        boolean any = false;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isText() || c.isRaw()) return false;
            if (c.isElement()) any = true;
        }
        return any;
    }
}
