package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;

/**
 * Tables that lay a page out rather than hold data: a table each of whose rows holds one cell with something in it
 * (and, beside it, only empty spacer cells), none of them named or with a header. A site built with tables writes its
 * category column as one such table a category, inside another a row each: six lines around every link. Such a
 * table, its row groups, rows and cells say nothing; their contents take their place, in order, before the steps that
 * weigh the page's lists see them (a column of links is then a list of links); a cell with text of its own between
 * its elements stays as the block that text is read by. A cell named or with a value, a header cell, or a row of two
 * cells with something in each is a table's, and the table stays.
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
        // innermost first (the walk met the outer ones first): an outer table's cells then hold the inner ones' content
        for (int i = tables.size() - 1; i >= 0; i--) {
            Node t = tables.get(i);
            if (t.parent() != null) t.replaceWith(contents(t));
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

    private static boolean saysText(Node cell) {
        for (Node c : cell.children()) if (c.isText() && c.value() != null && !c.value().isBlank()) return true;
        return false;
    }

    private static boolean named(Node n) {
        return n.name() != null && !n.name().isBlank();
    }

    /** The contents of the table's full cells, in order. */
    private static List<Node> contents(Node table) {
        List<Node> out = new ArrayList<>();
        for (Node c : new ArrayList<>(table.children())) {
            if (c.isProperty()) continue;
            List<Node> rows = "rowgroup".equals(c.role()) ? new ArrayList<>(c.children()) : List.of(c);
            for (Node r : rows) {
                if (r.isProperty()) continue;
                for (Node cell : new ArrayList<>(r.children())) {
                    if (!hasContent(cell)) continue;
                    // a cell that says something itself between its elements (a footer's "BBS 2.1.1 -", its
                    // copyright) is the block that text is read by: it stays, with its ref
                    if (saysText(cell)) {
                        out.add(cell);
                        continue;
                    }
                    for (Node x : new ArrayList<>(cell.children())) if (!x.isProperty()) out.add(x);
                }
            }
        }
        return out;
    }
}
