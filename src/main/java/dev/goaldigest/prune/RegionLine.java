package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fold line of a region the token budget folds: what it was, what it held to act on, the first few names in it,
 * and how to get it back. Its length does not grow with the region: a few counts, at most {@value Fold#NAMES} names
 * of at most {@value Fold#NAME_CHARS} characters each, one ref. E.g.
 * {@code folded footer: 42 links, 1 field: 'About', 'Shipping & Returns', 'Careers', …; see browser_snapshot
 * target=e900 mode=off or browser_find}.
 */
final class RegionLine {
    /** Kinds of members a line names with their counts (the rest are "and N more"). */
    private static final int KINDS = 2;

    /** What a region held, once walked: its actionable elements by kind and its first names. */
    record Content(Tally tally, List<String> names) {
    }

    private RegionLine() {
    }

    /**
     * The line for {@code members} (one subtree, or consecutive children of one parent) folded by the budget.
     *
     * @param target the ref holding them all (their own, or their nearest ancestor's), or null for none
     */
    static String text(List<Node> members, Content content, String target) {
        StringBuilder b = new StringBuilder(Fold.PREFIX);
        what(b, members);
        if (content.tally().total() > 0) content.tally().appendTo(b.append(": "));
        if (!content.names().isEmpty()) Fold.appendNames(b.append(": "), content.names());
        return Fold.way(b, target).toString();
    }

    /** Walks the region once: its actionable elements (and what fold lines in it held) and its first names. */
    static Content content(List<Node> members, Folds folds) {
        Tally tally = new Tally();
        List<String> names = new ArrayList<>(Fold.NAMES);
        List<Node> items = items(members);
        for (Node item : items) {
            if (names.size() >= Fold.NAMES) break;
            String t = title(item, folds);
            if (Fold.telling(t) && !names.contains(t)) names.add(t);
        }
        for (Node m : members) {
            Traversal.walk(m, (n, d) -> {
                if (n.isText()) {
                    Fold rule = folds.ruleFold(n);
                    Tally budget = folds.budgetTally(n);
                    if (rule != null) {
                        tally.addAll(rule.tally);
                    } else if (budget != null) {
                        tally.addAll(budget);
                    } else if (Fold.isFoldLine(n)) {
                        tally.other += Fold.listedRefs(n).size();
                    }
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                if (Roles.isActionable(n)) tally.add(n);
                return NodeVisitor.Next.CONTINUE;
            });
        }
        return new Content(tally, names);
    }

    /** The items a region lists: the members, or the children of one repeating container (a list, a table). */
    private static List<Node> items(List<Node> members) {
        if (members.size() != 1) return members;
        Node m = unwrap(members.get(0));
        if (m.childCount() >= 2 && (Roles.isRepeatingContainer(m) || Roles.isLandmark(m) || Roles.isStructural(m))) {
            return m.children();
        }
        return members;
    }

    /** A lone wrapper (unnamed structure around one element) is described by what it wraps. */
    private static Node unwrap(Node n) {
        Node m = n;
        for (int guard = 0; guard < 20; guard++) {
            if (!m.isElement() || !Roles.isStructural(m) || (m.name() != null && !m.name().isBlank()) || m.value() != null) {
                break;
            }
            Node only = null;
            for (int ci = 0, cn = m.childCount(); ci < cn; ci++) {
                Node c = m.child(ci);
                if (c.isProperty()) continue;
                if (only != null || !c.isElement()) {
                    only = null;
                    break;
                }
                only = c;
            }
            if (only == null) break;
            m = only;
        }
        return m;
    }

    /** Appends what was folded: {@code footer}, {@code navigation 'Main menu'}, {@code list of 38 listitem}, {@code 12 paragraph, 3 table}. */
    private static void what(StringBuilder b, List<Node> members) {
        if (members.size() == 1) {
            Node m = unwrap(members.get(0));
            if (!m.isElement()) {
                b.append(m.isText() ? (Fold.isFoldLine(m) ? "fold line" : "text") : "line");
                return;
            }
            b.append(kind(m));
            if (m.name() != null && !m.name().isBlank() && !Roles.isActionable(m)) {
                b.append(' ').append(Fold.quoteName(m.name()));
            }
            if (Roles.isRepeatingContainer(m) && m.childCount() >= 2) {
                b.append(" of ");
                roles(b, m.children());
            }
            return;
        }
        roles(b, members);
    }

    /** {@code 12 paragraph, 3 table} (the two most common kinds, then {@code and 4 more}). */
    private static void roles(StringBuilder b, List<Node> nodes) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Node n : nodes) {
            // fold lines are goaldigest's own: what they held is counted after the colon, not as a kind of the page's
            if (n.isProperty() || Fold.isFoldLine(n)) continue;
            String k = n.isElement() ? kind(n) : n.isText() ? "text" : "line";
            counts.merge(k, 1, Integer::sum);
        }
        if (counts.isEmpty()) {
            b.append(nodes.size()).append(" fold lines");
            return;
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(counts.entrySet());
        sorted.sort((x, y) -> y.getValue() - x.getValue());
        int shown = 0;
        int rest = 0;
        for (Map.Entry<String, Integer> e : sorted) {
            if (shown < KINDS) {
                if (shown > 0) b.append(", ");
                b.append(e.getValue()).append(' ').append(e.getKey());
                shown++;
            } else {
                rest += e.getValue();
            }
        }
        if (rest > 0) b.append(" and ").append(rest).append(" more");
    }

    /** The word for an element's role, in the words of a page rather than of ARIA where they differ. */
    private static String kind(Node n) {
        String r = n.role();
        if (r == null) return "element";
        return switch (r) {
            case "contentinfo" -> "footer";
            case "banner" -> "header";
            case "complementary" -> "sidebar";
            case "main" -> "main content";
            default -> PageQuote.sanitize(r);
        };
    }

    /**
     * What an item is called: its first heading, else its first named element to act on, else its own name, else the
     * start of its text; null when it has none.
     */
    static String title(Node item, Folds folds) {
        if (item.isText()) {
            if (folds.ruleFold(item) != null || folds.budgetTally(item) != null || Fold.isFoldLine(item)) return null;
            return blankToNull(item.value());
        }
        if (!item.isElement()) return null;
        String[] found = new String[3]; // heading, actionable, text
        Traversal.walk(item, (n, d) -> {
            if (n.isProperty() || folds.ruleFold(n) != null || folds.budgetTally(n) != null) {
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            String name = Fold.telling(n.name()) ? n.name() : null;
            if ("heading".equals(n.role()) && name != null) {
                found[0] = name;
                return NodeVisitor.Next.STOP;
            }
            if (found[1] == null && name != null && Roles.isActionable(n)) found[1] = name;
            if (found[2] == null) {
                if (n.isText() && Fold.telling(n.value()) && !Fold.isFoldLine(n)) found[2] = n.value();
                else if (n.isElement() && Fold.telling(n.value())) found[2] = n.value();
                else if (name != null && !Roles.isStructural(n)) found[2] = name;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        if (found[0] != null) return found[0].strip();
        if (found[1] != null) return found[1].strip();
        return found[2] == null ? null : found[2].strip();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
