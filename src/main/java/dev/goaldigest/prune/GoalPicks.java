package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The items of a repeated list a goal picks: by its words (the best matches, an item whose title or one of whose rows of
 * links the goal names whole), by position ("the fourth story"), by price ("the cheapest") and by date ("the oldest").
 * The goal-focus step keeps them whole while the other items shrink; sibling folding keeps them out of its folds.
 */
final class GoalPicks {
    private GoalPicks() {
    }

    /**
     * The items of {@code items} that match the goal best: a weighted score at least 60% of the best one, at most
     * {@code limit} of them (the best first, document order among equals). Empty without goal terms on the page.
     */
    static Set<Node> of(Relevance rel, List<Node> items, int limit) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        // "the fourth story": the item at that position of the list, whatever its words
        List<Node> positioned = atPositions(rel, items);
        out.addAll(positioned);
        if (!positioned.isEmpty() && nearAMatch(rel, items.get(0).parent())) for (Node item : positioned) rel.pick(item);
        // "the cheapest": the item with the lowest (or highest) price of the list
        double max = 0;
        double[] s = new double[items.size()];
        for (int i = 0; i < items.size(); i++) {
            s[i] = rel.subtree(items.get(i));
            max = Math.max(max, s[i]);
        }
        if (rel.goal().priceOrder() != 0) {
            // among the items that match the goal's words best (all of them when none does)
            List<Node> candidates = new ArrayList<>();
            for (int i = 0; i < s.length; i++) if (max < MATCHED || s[i] >= 0.6 * max) candidates.add(items.get(i));
            Node best = byPrice(candidates, rel.goal().priceOrder());
            if (best != null) {
                out.add(best);
                rel.pick(best);
            }
        }
        // "which forum has the most posts?": the row of a table with the highest (or lowest) figure in the column the
        // goal names by its header
        if (rel.goal().columnOrder() != 0) {
            Node best = byColumn(rel, items, rel.goal().columnOrder());
            if (best != null) {
                out.add(best);
                rel.pick(best);
            }
        }
        // "the oldest decision": the item with the earliest (or latest) date, among the best matches, in a list whose
        // items match the goal's words ("the latest Python release" picks no event of the events' list); or in the
        // page's one list of dated entries when no list's items do ("the most recent archived copy" of a list of
        // copies, each a date)
        boolean matched = max >= MATCHED;
        if (rel.goal().dateOrder() != 0 && (matched || items.get(0).parent() == rel.datedList())) {
            List<Node> candidates = new ArrayList<>();
            for (int i = 0; i < s.length; i++) if (!matched || s[i] >= 0.6 * max) candidates.add(items.get(i));
            Node best = byDate(candidates, rel.goal().dateOrder());
            if (best != null) {
                out.add(best);
                rel.pick(best);
            }
        }
        if (!rel.active()) return out;
        // "how many cases had Sierra Leone": the item titled with words the goal says whole, however common they are
        // on the page (a country's name on its epidemic's page weighs little among the goal's words)
        List<Node> titled = namedByTitle(rel.goal(), items, limit);
        for (Node item : titled) {
            out.add(item);
            rel.pick(item);
        }
        // "only Beijing's e-commerce companies": the rows of filters each holding a link the goal names whole, though
        // one of the names is on every result and weighs little
        for (Node item : holdingNamedLinks(rel.goal(), items, limit)) {
            out.add(item);
            rel.pick(item);
        }
        // "what phone number can I call?": the item holding the number (the address, the copyright line) the goal
        // asks for, however little else of the goal it says (a footer's "Kontakt" column among "About us", "My
        // account", "Information"), when it is one of few that do
        for (Node item : answering(rel, items, limit)) {
            out.add(item);
            rel.pick(item);
        }
        if (max < MATCHED) return out;
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < s.length; i++) if (s[i] >= 0.6 * max) idx.add(i);
        idx.sort((a, b) -> Double.compare(s[b], s[a]));
        // the best matches of a list the goal tells apart (not every item matching alike): the token budget values
        // them as the items the goal names, so a long list's tail does not take the one row the goal asks about
        boolean tellsApart = idx.size() * 2 <= items.size();
        for (int i = 0; i < idx.size() && i < limit; i++) {
            Node item = items.get(idx.get(i));
            out.add(item);
            if (tellsApart) rel.pick(item);
        }
        return out;
    }

    /**
     * A title shorter than this many letters ("Home", "More") is no name a goal can be said to give, unless the goal
     * quotes it ({@link #quotes}: "the 'Rust' category").
     */
    static final int MIN_TITLE_LETTERS = 5;
    static final int MAX_TITLE_CHARS = 80;

    /**
     * The items whose title (heading or first named link; a link's own name) the goal says whole, as words of its own
     * ("Sierra Leone" in "how many cases had Sierra Leone recorded?"), each of the titles the goal says; a title more
     * than {@code limit} items share names none of them (a "Reply" on every comment).
     */
    static List<Node> namedByTitle(Goal goal, List<Node> items, int limit) {
        return namedBy(goal, items, GoalPicks::titleOf, limit);
    }

    /** An item's title: a link item is its own ("电子商务" of a row of filter links), others have one inside. */
    private static Node titleOf(Node item) {
        boolean named = "link".equals(item.role()) && item.name() != null && !item.name().isBlank();
        return named ? item : PageParts.itemTitle(item);
    }

    /**
     * The headings among {@code headings} whose title the goal says whole ("type BenchmarkResult" for "what fields
     * does the BenchmarkResult struct have?"), read as {@link #namedByTitle} reads an item's title.
     */
    static List<Node> headingsNamed(Goal goal, List<Node> headings, int limit) {
        return namedBy(goal, headings, h -> h, limit);
    }

    /**
     * The nodes whose title ({@code titleOf}: the node holding it) the goal says whole: five letters or more (two when
     * the goal quotes it), at most {@value #MAX_TITLE_CHARS} characters; a title more than {@code limit} of the nodes
     * share names none of them.
     */
    private static List<Node> namedBy(Goal goal, List<Node> nodes, Function<Node, Node> titleOf, int limit) {
        if (!goal.isExplicit() || nodes.isEmpty()) return List.of();
        String folded = Words.fold(goal.text());
        Map<String, List<Node>> byTitle = new LinkedHashMap<>();
        Map<String, Boolean> said = new HashMap<>();
        for (Node n : nodes) {
            Node title = titleOf.apply(n);
            String t = title == null ? null : titleText(title);
            if (t == null || t.length() > MAX_TITLE_CHARS) continue;
            String ft = Words.fold(t.strip());
            // a short title counts when the goal quotes it ("posts in the 'Rust' category"): then it is a name
            int letters = letters(ft);
            if (letters < MIN_TITLE_LETTERS && (letters < 2 || !quotes(folded, ft))) continue;
            if (!said.computeIfAbsent(ft, k -> saysWhole(folded, k))) continue;
            byTitle.computeIfAbsent(ft, k -> new ArrayList<>()).add(n);
        }
        List<Node> out = new ArrayList<>();
        for (List<Node> same : byTitle.values()) if (same.size() <= limit) out.addAll(same);
        return out;
    }

    /** How deep inside an item {@link #holdingNamedLinks} looks for links, and how many nodes of it at most. */
    static final int LINK_DEPTH = 3;
    static final int LINK_NODES = 400;

    /**
     * The items that hold, at most {@link #LINK_DEPTH} levels down and in a row of links ({@link #rowOfLinks}), a link
     * whose name the goal says whole (as {@link #namedByTitle} reads a title: a row of filters "地区: 全部 上海 北京 …"
     * for "只看北京的…", a brand's row for "only Samsung phones"); a name more than {@code limit} of the items hold (a tag
     * on every result) names none.
     */
    static List<Node> holdingNamedLinks(Goal goal, List<Node> items, int limit) {
        if (!goal.isExplicit() || items.isEmpty()) return List.of();
        String folded = Words.fold(goal.text());
        Map<String, List<Node>> byName = new LinkedHashMap<>();
        Map<String, Boolean> said = new HashMap<>();
        // whether a link's parent is a row of links, judged once a parent (a row of many links is read once)
        Map<Node, Boolean> rows = new IdentityHashMap<>();
        for (Node item : items) {
            if (Roles.isActionable(item)) continue;
            Set<String> names = new HashSet<>();
            int[] seen = {0};
            Traversal.walk(item, (n, d) -> {
                if (++seen[0] > LINK_NODES) return NodeVisitor.Next.STOP;
                if (n.isProperty() || n.isText() || d > LINK_DEPTH) return NodeVisitor.Next.SKIP_CHILDREN;
                if (!"link".equals(n.role()) || n.name() == null || n.name().isBlank()) return NodeVisitor.Next.CONTINUE;
                if (!rows.computeIfAbsent(n.parent(), GoalPicks::rowOfLinks)) return NodeVisitor.Next.SKIP_CHILDREN;
                String t = n.name().strip();
                if (t.length() <= MAX_TITLE_CHARS) {
                    String ft = Words.fold(t);
                    if (letters(ft) >= MIN_TITLE_LETTERS && said.computeIfAbsent(ft, k -> saysWhole(folded, k))) {
                        names.add(ft);
                    }
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            });
            for (String name : names) byName.computeIfAbsent(name, k -> new ArrayList<>()).add(item);
        }
        List<Node> out = new ArrayList<>();
        for (List<Node> same : byName.values()) {
            if (same.size() > limit) continue;
            for (Node item : same) if (!out.contains(item)) out.add(item);
        }
        return out;
    }

    /** A row of filters holds at least this many links ... */
    static final int ROW_LINKS = 3;

    /**
     * ... and nothing else but short texts between them (a separator, a count): whether {@code p} is such a row (a
     * paragraph, whose links are words of its sentences, is not).
     */
    private static boolean rowOfLinks(Node p) {
        if (p == null || "paragraph".equals(p.role())) return false;
        int links = 0;
        for (int ci = 0, cn = p.childCount(); ci < cn; ci++) {
            Node c = p.child(ci);
            if (c.isProperty()) continue;
            if ("link".equals(c.role())) {
                links++;
            } else if (c.isText() ? c.value() != null && c.value().strip().length() > ROW_TEXT : !c.isRaw()) {
                return false;
            }
        }
        return links >= ROW_LINKS;
    }

    /** A text between a row's links reads at most this much ("|", "(12)"). */
    static final int ROW_TEXT = 8;

    private static String titleText(Node title) {
        if (title.name() != null && !title.name().isBlank()) return title.name();
        // a name of signs alone is a heading's permalink ("¶", "#"), not its title: the heading's own text is
        Node link = Traversal.find(title, n -> n.isElement() && n.name() != null
                && n.name().codePoints().anyMatch(Character::isLetterOrDigit));
        if (link != null) return link.name();
        String own = Texts.ownText(title).strip();
        return own.isEmpty() ? null : own;
    }

    /** Quotation marks a goal may put around a name, opening and closing alike. */
    private static final String QUOTE_MARKS = "\"'\u201c\u201d\u201e\u2018\u2019\u201a\u00ab\u00bb\u2039\u203a\u300c\u300d\u300e\u300f";
    /** Marks that are also apostrophes ("O'Neil's", "d’Arc"): a quote of them stands between words, not inside one. */
    private static final String APOSTROPHES = "'\u2018\u2019";

    /**
     * Whether {@code goal} (folded) says {@code title} (folded) between quotation marks: {@code 'Rust'}, „Rust“,
     * 「Rust」. Around a quote in apostrophes no letter or digit touches the marks from outside: "O'Neil's coach" does
     * not quote "Neil", nor "d'Arc's" "Arc".
     */
    static boolean quotes(String goal, String title) {
        if (title.isEmpty()) return false;
        for (int i = goal.indexOf(title); i >= 0; i = goal.indexOf(title, i + 1)) {
            int e = i + title.length();
            if (i == 0 || e >= goal.length()) continue;
            char open = goal.charAt(i - 1);
            char close = goal.charAt(e);
            if (QUOTE_MARKS.indexOf(open) < 0 || QUOTE_MARKS.indexOf(close) < 0) continue;
            boolean apostrophes = APOSTROPHES.indexOf(open) >= 0 || APOSTROPHES.indexOf(close) >= 0;
            if (apostrophes && (i >= 2 && Character.isLetterOrDigit(goal.charAt(i - 2))
                    || e + 1 < goal.length() && Character.isLetterOrDigit(goal.charAt(e + 1)))) {
                continue;
            }
            return true;
        }
        return false;
    }

    /**
     * The letters of a title, a Chinese, Japanese or Korean character counting as {@link #CJK_LETTERS}: "北京" is a
     * name as "Beijing" is.
     */
    private static int letters(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetter(c)) n += Words.isCjk(c) ? CJK_LETTERS : 1;
        }
        return n;
    }

    /** A Chinese, Japanese or Korean character is worth this many letters of a title (a word is two or three). */
    static final int CJK_LETTERS = 3;

    /**
     * Whether {@code text} holds {@code phrase} with no letter or digit right before or after it. In Chinese, Japanese
     * or Korean, which write no space between words, one of its edges may touch a letter of those scripts while the
     * other ends the run's word (a space, a sign, a particle, {@link Goal#splitsCjk}): "只看北京的电子商务公司" says
     * "北京" (before "的") and "电子商务" (after "的") whole, "北京东路" says no "京东".
     */
    static boolean saysWhole(String text, String phrase) {
        if (phrase.isEmpty()) return false;
        boolean cjkStart = Words.isCjk(phrase.charAt(0));
        boolean cjkEnd = Words.isCjk(phrase.charAt(phrase.length() - 1));
        for (int i = text.indexOf(phrase); i >= 0; i = text.indexOf(phrase, i + 1)) {
            int e = i + phrase.length();
            boolean before = i == 0 || wordEdge(text.charAt(i - 1));
            boolean after = e == text.length() || wordEdge(text.charAt(e));
            if (before && after) return true;
            if (before && cjkEnd && Words.isCjk(text.charAt(e)) || after && cjkStart && Words.isCjk(text.charAt(i - 1))) {
                return true;
            }
        }
        return false;
    }

    /** Whether a word ends at {@code c}: no letter or digit, or a letter that splits Chinese or Japanese into words. */
    private static boolean wordEdge(char c) {
        return !Character.isLetterOrDigit(c) || Goal.splitsCjk(c);
    }

    /**
     * The items of a list at the positions the goal names, in the goal's order: "the fourth story" is its fourth item,
     * "the last story" its last. When the list shows numbers on its items ({@link DisplayedNumbers}: a comment thread,
     * a ranking), "comment number 40" is the item that shows 40, and a position no item shows is counted over all the
     * list's items, whatever their shape ("the last comment" is the list's last); such an item is picked with the
     * group it belongs to.
     */
    static List<Node> atPositions(Relevance rel, List<Node> items) {
        List<Integer> ordinals = rel.goal().ordinals();
        if (ordinals.isEmpty() || items.isEmpty()) return List.of();
        DisplayedNumbers.Numbering numbering = rel.numbering(items.get(0).parent());
        List<Node> out = new ArrayList<>();
        if (!numbering.isNumbered()) {
            for (int pos : ordinals) {
                int i = pos > 0 ? pos - 1 : items.size() + pos;
                if (i >= 0 && i < items.size() && !out.contains(items.get(i))) out.add(items.get(i));
            }
            return out;
        }
        Set<Node> group = Collections.newSetFromMap(new IdentityHashMap<>());
        group.addAll(items);
        List<Node> all = numbering.items();
        for (int pos : ordinals) {
            Node at = pos > 0 ? numbering.shown().get(pos) : null;
            if (at == null) {
                int i = pos > 0 ? pos - 1 : all.size() + pos;
                if (i < 0 || i >= all.size()) continue;
                at = all.get(i);
            }
            // another group's item is picked with that group
            if (group.contains(at) && !out.contains(at)) out.add(at);
        }
        return out;
    }

    /** How far above a list a match of the goal's words may sit for a position the goal names to be the list's. */
    static final int NEAR_LEVELS = 2;

    /**
     * Whether the goal's words name something within {@link #NEAR_LEVELS} levels above the list under {@code parent}
     * (the "Most popular" tab beside "the second most popular story"'s list), or nowhere on the page (the position is
     * all the goal says). Only then is an item at a position the goal names worth to the budget what a best match is:
     * "first" or "3rd" in a goal picks an item of every list, and most of those lists are not the goal's.
     */
    static boolean nearAMatch(Relevance rel, Node parent) {
        if (!rel.active()) return true;
        Node top = parent;
        for (int up = 0; up < NEAR_LEVELS && top != null && top.parent() != null; up++) top = top.parent();
        return top != null && rel.strongBelow(top);
    }

    /** The item whose first price is the lowest ({@code order} -1) or highest (1); null when fewer than two have one. */
    static Node byPrice(List<Node> items, int order) {
        return extreme(items, order, item -> {
            Double p = firstPrice(item);
            return p == null ? Double.NaN : p;
        });
    }

    /** The items of a list the goal's words match score at least this much, the best of them ({@link Relevance#subtree}). */
    static final double MATCHED = 0.15;

    /**
     * The items of {@code items} that hold what the goal asks for by its kind ({@link Relevance#answersKind}: a phone
     * number, an e-mail address, the copyright line), when at least one and at most {@code limit} do and at most half
     * the list: where every item has its number (a directory), the kind tells none apart. Empty otherwise.
     */
    static List<Node> answering(Relevance rel, List<Node> items, int limit) {
        if (!rel.asksKind()) return List.of();
        List<Node> out = new ArrayList<>();
        for (Node item : items) {
            // an item that says none of the goal's terms holds no answer of its kind either (its mask says so without
            // a walk)
            if (rel.subtree(item) <= 0 || Traversal.find(item, rel::answersKind) == null) continue;
            out.add(item);
            if (out.size() > limit || out.size() * 2 > items.size()) return List.of();
        }
        return out;
    }
    /** The page's list of dated entries shows at least this many dates ... */
    static final int DATED_LIST_MIN = 5;
    /** ... this many times as many as any other list does. */
    static final int DATED_LIST_LEAD = 2;

    /**
     * The parent of the page's one list of dated entries, for a goal that asks for the oldest or newest and whose words
     * match no dated list's items well (a list of archived copies of a site, each its date and the site's name): the
     * element whose groups of {@link GoalFocus#MIN_GROUP} siblings or more, items of which say a word of the goal, show
     * the most items with a date ({@link #firstDate}), at least {@link #DATED_LIST_MIN} and {@link #DATED_LIST_LEAD}
     * times any other's. Null when a dated list's items match the goal's words (that list is the goal's) or when no
     * list leads. Read once, on the page as it comes ({@link Relevance#datedList}).
     */
    static Node datedList(Relevance rel, Node root) {
        Node[] best = {null};
        int[] counts = {0, 0}; // the best's dates, the second's
        boolean[] matched = {false};
        Traversal.walk(root, (n, d) -> {
            if (n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() < GoalFocus.MIN_GROUP) return NodeVisitor.Next.CONTINUE;
            int dates = 0;
            for (List<Node> g : Signature.groups(n, x -> false).values()) {
                if (g.size() < GoalFocus.MIN_GROUP) continue;
                int shown = 0;
                double max = 0;
                for (Node item : g) {
                    if (firstDate(item) >= 0) shown++;
                    max = Math.max(max, rel.subtree(item));
                }
                if (shown < 2) continue;
                if (max >= MATCHED) {
                    matched[0] = true;
                    return NodeVisitor.Next.STOP;
                }
                // a list that says none of the goal's words is not the one it asks about (a page's recent comments)
                if (max > 0) dates += shown;
            }
            if (dates > counts[0]) {
                counts[1] = counts[0];
                counts[0] = dates;
                best[0] = n;
            } else if (dates > counts[1]) {
                counts[1] = dates;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        if (matched[0] || counts[0] < DATED_LIST_MIN || counts[0] < DATED_LIST_LEAD * counts[1]) return null;
        return best[0];
    }

    /** The item whose first date is the earliest ({@code order} -1) or latest (1); null when fewer than two show one. */
    static Node byDate(List<Node> items, int order) {
        return extreme(items, order, item -> {
            long d = firstDate(item);
            return d < 0 ? Double.NaN : d;
        });
    }

    /**
     * The item whose {@code value} (NaN: it shows none) is the lowest ({@code order} -1) or highest (1), the first of
     * equals; null when fewer than two items show one.
     */
    private static Node extreme(List<Node> items, int order, ToDoubleFunction<Node> value) {
        Node best = null;
        double bestValue = 0;
        int shown = 0;
        for (Node item : items) {
            double v = value.applyAsDouble(item);
            if (Double.isNaN(v)) continue;
            shown++;
            if (best == null || (order < 0 ? v < bestValue : v > bestValue)) {
                best = item;
                bestValue = v;
            }
        }
        return shown >= 2 ? best : null;
    }

    /** A table's header is looked for among its first this many nodes ... */
    static final int HEADER_LOOK = 300;
    /** ... a column's name there is this short at most, and a figure in a row's cell too. */
    static final int COLUMN_NAME = 30;

    /**
     * The row of {@code rows} (a table's rows) with the highest ({@code order} 1) or lowest (-1) figure in the column
     * whose header the goal names ("Posts" for "which forum has the most posts?"), or null: no table, no header
     * naming a column, fewer than two rows showing a figure there. A header one or two cells narrower than the rows
     * (a title spanning an icon's column) is matched to them from the right.
     */
    static Node byColumn(Relevance rel, List<Node> rows, int order) {
        if (rows.size() < 2 || !"row".equals(rows.get(0).role())) return null;
        Node table = rows.get(0).parent();
        for (int up = 0; up < 3 && table != null && !PageParts.isTable(table); up++) table = table.parent();
        if (table == null || !PageParts.isTable(table)) return null;
        Set<Node> data = Collections.newSetFromMap(new IdentityHashMap<>());
        data.addAll(rows);
        // each row's cells, read once; the rows' width is the one most of them have (a category's one-cell row among
        // them is no record)
        List<List<Node>> rowCells = new ArrayList<>(rows.size());
        Map<Integer, Integer> widths = new HashMap<>();
        for (Node row : rows) {
            List<Node> cs = cells(row);
            rowCells.add(cs);
            widths.merge(cs.size(), 1, Integer::sum);
        }
        int rowWidth = widths.entrySet().stream()
                .max(Map.Entry.<Integer, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .orElseThrow().getKey();
        // the header cells the goal names: their place in the header, the header's width, how well the goal names them
        List<double[]> named = new ArrayList<>();
        int[] seen = {0};
        Node top = table;
        Traversal.walk(table, (n, d) -> {
            if (++seen[0] > HEADER_LOOK) return NodeVisitor.Next.STOP;
            if (!n.isElement() || n != top && PageParts.isTable(n) || data.contains(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (!"row".equals(n.role())) return NodeVisitor.Next.CONTINUE;
            List<Node> header = cells(n);
            if (header.size() < 3 || header.size() > rowWidth || rowWidth - header.size() > 2) return NodeVisitor.Next.SKIP_CHILDREN;
            for (int i = 0; i < header.size(); i++) {
                Node c = header.get(i);
                String t = Texts.nameOrText(c, COLUMN_NAME + 1);
                double s = rel.subtree(c);
                if (s > 0 && t.length() <= COLUMN_NAME && t.codePoints().anyMatch(Character::isLetter)) {
                    named.add(new double[] {i, header.size(), s});
                }
            }
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        // the best named column that shows figures ("Forum" and "Posts" for "which forum has the most posts?": the
        // forums' names are no figures); a narrower header is lined up from the right (a title over an icon's column
        // and its own), else from the left (rows that end in a button of their own)
        named.sort((a, b) -> Double.compare(b[2], a[2]));
        for (double[] h : named) {
            int at = (int) h[0];
            int narrower = rowWidth - (int) h[1];
            for (int column : narrower == 0 ? new int[] {at} : new int[] {at + narrower, at}) {
                List<Node> byRow = new ArrayList<>(rows.size());
                Map<Node, Double> figures = new IdentityHashMap<>();
                for (int r = 0; r < rows.size(); r++) {
                    List<Node> cs = rowCells.get(r);
                    if (cs.size() != rowWidth) continue;
                    byRow.add(rows.get(r));
                    figures.put(rows.get(r), figure(Texts.nameOrText(cs.get(column), COLUMN_NAME + 1)));
                }
                Node best = extreme(byRow, order, figures::get);
                if (best != null) return best;
            }
        }
        return null;
    }

    /** The cells of a row (its element children). */
    private static List<Node> cells(Node row) {
        List<Node> out = new ArrayList<>();
        for (int ci = 0, cn = row.childCount(); ci < cn; ci++) if (row.child(ci).isElement()) out.add(row.child(ci));
        return out;
    }

    /**
     * A figure and nothing else: a sign, digits grouped by thousands (the first group not a 0: "0.667" is a fraction)
     * or not, a fraction, a percent sign ("222,519", "+10", "–3", ".667", "12,5 %").
     */
    private static final Pattern FIGURE = Pattern.compile(
            "([+\\-\u2212\u2013]?)([1-9]\\d{0,2}(?:[,.\u00a0\u202f ]\\d{3})+|\\d*)([.,]\\d+)?\\s?%?");

    /** The figure a cell shows ({@link #FIGURE}), or NaN. */
    static double figure(String t) {
        if (t.isEmpty() || t.length() > COLUMN_NAME) return Double.NaN;
        Matcher m = FIGURE.matcher(t);
        if (!m.matches() || m.group(2).isEmpty() && m.group(3) == null) return Double.NaN;
        String whole = m.group(2).replaceAll("[^0-9]", "");
        String fraction = m.group(3) == null ? "" : "." + m.group(3).substring(1);
        double v = Double.parseDouble((whole.isEmpty() ? "0" : whole) + fraction);
        return m.group(1).isEmpty() || "+".equals(m.group(1)) ? v : -v;
    }

    /** How many nodes of an item are looked at for its date. */
    static final int DATE_NODES = 200;

    /** The first date shown by one element of the item ({@link Months#shownBy}), or -1. */
    static long firstDate(Node item) {
        // the date is read once: the look stops at the node that shows one, with its date in hand
        long[] date = {-1};
        Traversal.find(item, n -> (date[0] = Months.shownBy(n)) >= 0, DATE_NODES);
        return date[0];
    }

    /** The first price shown by one element of the item (texts of different elements are never joined). */
    static Double firstPrice(Node item) {
        Double[] found = {null};
        Traversal.walk(item, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            String t = n.value() != null ? n.value() : n.hasChildren() ? null : n.name();
            if (t != null && t.length() <= 60 && Texts.hasDigit(t)) found[0] = price(t);
            return found[0] != null ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /** The first price in a text as a number ({@code 113,06£} is 113.06, {@code EUR 1.029,00} is 1029), or null. */
    static Double price(String text) {
        String first = Texts.PRICE_MEMO.first(text);
        if (first == null) return null;
        String raw = first.replaceAll("[^0-9.,]", "");
        if (raw.isEmpty() || !Character.isDigit(raw.charAt(0))) return null;
        try {
            return Double.parseDouble(Words.number(raw.replaceAll("[.,]+$", "")));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
