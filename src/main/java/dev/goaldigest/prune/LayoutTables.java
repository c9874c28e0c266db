package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Tables that lay a page out rather than hold data: a table each of whose rows holds one cell with something in it
 * (and, beside it, only empty spacer cells), none of them named or with a header. A site built with tables writes its
 * category column as one such table a category, inside another a row each: six lines around every link. Such a
 * table, its row groups, rows and cells say nothing; their contents take their place, in order, before the steps that
 * weigh the page's lists see them (a column of links is then a list of links); a cell of several elements or with
 * text of its own (a thread's link, author and replies; a footer's "BBS 2.1.1 -" and copyright) stays as the block
 * they are read by, with its ref. A cell named or with a value, a header cell, or a row of two cells with something in
 * each is a table's, and the table stays.
 */
final class LayoutTables implements Step {
    @Override
    public void apply(PruneContext ctx) {
        List<Node> tables = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("table".equals(n.role()) && isLayout(n)) tables.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        if (tables.isEmpty()) return;
        Set<Node> layout = Collections.newSetFromMap(new IdentityHashMap<>());
        layout.addAll(tables);
        // each parent's children are laid out again once, when the walk back meets its first layout table: every
        // table after it in the page (those inside its sisters and inside it) is done by then, so a cell holds what
        // its inner tables held (one pass over each parent's children, not a search and a shift per table)
        Map<Node, Node> firstOf = new IdentityHashMap<>();
        for (Node t : tables) firstOf.putIfAbsent(t.parent(), t);
        for (int i = tables.size() - 1; i >= 0; i--) {
            Node t = tables.get(i);
            Node p = t.parent();
            if (p == null || firstOf.get(p) != t) continue;
            List<Node> kids = new ArrayList<>(p.childCount());
            for (Node c : p.children()) {
                if (layout.contains(c)) kids.addAll(contents(c));
                else kids.add(c);
            }
            p.setChildren(kids);
        }
    }

    /** Whether {@code table} is one of layout: unnamed, its rows (or its row groups' rows) each of one full cell. */
    static boolean isLayout(Node table) {
        if (named(table) || table.value() != null) return false;
        int rows = 0;
        for (Node c : table.children()) {
            if (c.isProperty()) continue;
            if ("rowgroup".equals(c.role()) && !named(c)) {
                for (Node r : c.children()) {
                    if (r.isProperty()) continue;
                    if (!layoutRow(r)) return false;
                    rows++;
                }
            } else if (layoutRow(c)) {
                rows++;
            } else {
                return false;
            }
        }
        return rows > 0;
    }

    /** A row holding exactly one cell with something in it, the other cells empty, none named or a header. */
    private static boolean layoutRow(Node row) {
        if (!"row".equals(row.role()) || named(row) || row.value() != null) return false;
        int full = 0;
        for (Node c : row.children()) {
            if (c.isProperty()) continue;
            if (!"cell".equals(c.role()) || named(c) || c.value() != null) return false;
            if (hasContent(c) && ++full > 1) return false;
        }
        return full == 1;
    }

    private static boolean hasContent(Node cell) {
        for (Node c : cell.children()) if (!c.isProperty()) return true;
        return false;
    }

    private static boolean named(Node n) {
        return n.name() != null && !n.name().isBlank();
    }

    /**
     * The contents of the table's full cells, in order: a cell's one element takes its place; a cell of several (a
     * thread's link, its author and its count of replies) or with text of its own stays as their block.
     */
    private static List<Node> contents(Node table) {
        List<Node> out = new ArrayList<>();
        for (Node c : table.children()) {
            if (c.isProperty()) continue;
            List<Node> rows = "rowgroup".equals(c.role()) ? c.children() : List.of(c);
            for (Node r : rows) {
                if (r.isProperty()) continue;
                for (Node cell : r.children()) {
                    if (!hasContent(cell)) continue;
                    Node only = PageParts.loneChild(cell);
                    if (only == null || !only.isElement()) {
                        out.add(cell);
                        continue;
                    }
                    // emptied first: taken into the parent's new children without a search of the cell's
                    cell.setChildren(List.of());
                    out.add(only);
                }
            }
        }
        return out;
    }
}
