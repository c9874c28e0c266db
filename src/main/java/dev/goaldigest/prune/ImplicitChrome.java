package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;

/**
 * Pages without landmarks still have a header: the menus above the page's title ({@link #title}). In act and browse,
 * blocks before the block holding it, at each level of the path down to it (at most {@link #MAX_LEVELS}), that are
 * mostly links (menus, account links, category trees) and show no offers ({@link #offers}) are folded like a banner:
 * search boxes, form fields with their buttons, filter panels, a language switcher's languages and what the goal
 * names stay; the rest becomes a fold line listing its refs.
 */
final class ImplicitChrome implements Step {
    /** A block beside the heading's block at the top is a menu with this many links or more ... */
    static final int MIN_LINKS = 3;
    /**
     * A block down the path to the heading (inside the wrapper that holds the page) is a menu with this many links
     * or more: a short row of links there ("Home | View Cart | Help" above a band's name) is the page's own, and a fold
     * line would cost what the links do and lose their names.
     */
    static final int MIN_NESTED_LINKS = 5;
    /** A block is a menu when at least this share of its actionable elements are links. */
    static final double LINK_SHARE = 0.7;
    /** ... and its text is short per link (menus are names, not sentences). */
    static final int CHARS_PER_LINK = 40;

    @Override
    public void apply(PruneContext ctx) {
        Node spine = PageParts.spine(ctx.root());
        if (Traversal.find(ctx.root(), n -> "main".equals(n.role()) || "banner".equals(n.role())) != null) return;
        // down the path to the first level-1 heading: at each level, the blocks before the one that holds it
        Node title = title(spine);
        if (title == null) title = topHeading(spine);
        if (title == null) return;
        Node container = spine;
        for (int level = 0; level < MAX_LEVELS && container != null; level++) {
            int h1 = -1;
            List<Node> kids = new ArrayList<>(container.children());
            for (int i = 0; i < kids.size() && h1 < 0; i++) {
                Node k = kids.get(i);
                if (k == title || Traversal.isInside(title, k)) h1 = i;
            }
            if (h1 < 0) return;
            for (int i = 0; i < h1; i++) {
                Node b = kids.get(i);
                if (!b.isElement() || ctx.folds().isFold(b) || Roles.isModal(b) || PageParts.isFilterPanel(b)
                        || ctx.isKeptAsIs(b)) {
                    continue;
                }
                if (Traversal.find(b, PageParts::isFilterPanel) != null || offers(b)
                        || !ctx.goal().isExplicit() && newsList(b)) continue;
                if (isMenu(b, level == 0 ? MIN_LINKS : MIN_NESTED_LINKS)) ChromeFold.reduce(ctx, b, "menu");
            }
            // not into a dialog, a form, or what is kept for the goal: what sits before a heading there is theirs
            Node next = kids.get(h1);
            if (isH1(next) || Roles.isModal(next) || "form".equals(next.role()) || ctx.isKeptAsIs(next)) return;
            container = next;
        }
    }

    /** A block of at least this many dated headlines ... */
    static final int NEWS_ITEMS = 3;

    /**
     * ... which are half its links or more is the page's news, whatever comes after it ({@link SiblingFold#datedHeadline}:
     * each item a headline's link and its date, "闵行三中饮食公告" and "2024-09-04"), though a theme titles each of its
     * boxes with a level-1 heading further down: a header's menus are not dated, and a menu of forty links beside a
     * ticker of three dated ones is still a menu.
     */
    static boolean newsList(Node b) {
        int[] c = {0, 0}; // dated headlines, links
        Traversal.walk(b, (n, d) -> {
            if (!n.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("link".equals(n.role())) c[1]++;
            if (n != b && SiblingFold.datedHeadline(n)) c[0]++;
            return NodeVisitor.Next.CONTINUE;
        });
        return c[0] >= NEWS_ITEMS && c[0] * 2 >= c[1];
    }

    /** How many levels down the path to the level-1 heading blocks before it are looked at. */
    static final int MAX_LEVELS = 6;

    /**
     * The page's title: its first {@code heading [level=1]} with a name, or its first one when none has a name. A site
     * that marks its logo up as a level-1 heading (a nameless heading around a picture link) names its page in a later
     * one, after the menus.
     */
    static Node title(Node start) {
        Node[] found = {null, null}; // the first level-1 heading, the first one with a name
        Traversal.walk(start, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (isH1(n)) {
                if (found[0] == null) found[0] = n;
                if (n.name() != null && !n.name().isBlank()) {
                    found[1] = n;
                    return NodeVisitor.Next.STOP;
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[1] != null ? found[1] : found[0];
    }

    /**
     * The title of a page without a level-1 heading: its one heading of the highest level it uses, named ("Create an
     * Account" as the only {@code heading [level=3]} above two of level 4), when what follows it weighs more than what
     * comes before it ({@link #weight}: fields, prices, text and links' names): a heading at the foot of a page, after
     * its stories' links, titles nothing the links above it surround.
     */
    static Node topHeading(Node start) {
        Node[] top = {null};
        int[] best = {Integer.MAX_VALUE, 0}; // the highest level, how many headings have it
        Traversal.walk(start, (n, d) -> {
            if (n.isProperty() || Roles.isModal(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            int level = PageParts.headingLevel(n);
            if (level <= 0) return NodeVisitor.Next.CONTINUE;
            if (level < best[0]) {
                best[0] = level;
                best[1] = 1;
                top[0] = n;
            } else if (level == best[0]) {
                best[1]++;
            }
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        Node h = top[0];
        if (h == null || best[1] != 1 || h.name() == null || h.name().isBlank()) return null;
        long[] weights = {0, 0}; // before the heading, after it
        int[] side = {0};
        Traversal.walk(start, (n, d) -> {
            if (n == h) {
                side[0] = 1;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            weights[side[0]] += weight(n);
            // a link weighs its name: a page whose content is a list of links (stories, downloads) weighs that much
            return n.isElement() && "link".equals(n.role()) ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
        });
        return weights[1] > weights[0] ? h : null;
    }

    /** What a node weighs as the page's content: a field 100, a price 50, text (a link's name) a point a character. */
    private static long weight(Node n) {
        if (n.isElement() && Roles.isField(n)) return 100;
        if (n.isElement() && "link".equals(n.role())) return n.name() == null ? 0 : n.name().length();
        String v = n.isText() || n.isElement() ? n.value() : null;
        if (v == null) return 0;
        return Texts.isShortPrice(v, GoalFocus.PRICE_TEXT) ? 50 : v.length();
    }

    private static boolean isH1(Node n) {
        return n.isElement() && "heading".equals(n.role()) && "1".equals(n.attr("level"));
    }

    /** A block showing this many prices or more is a list of offers (a product's buying options), not a menu. */
    static final int OFFER_PRICES = 2;

    /** Whether {@code b} shows {@link #OFFER_PRICES} short prices or more (as texts, or elements' values or names). */
    static boolean offers(Node b) {
        int[] prices = {0};
        Traversal.walk(b, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ((n.isText() || n.isElement()) && Texts.isShortPrice(n.value(), GoalFocus.PRICE_TEXT)
                    || n.isElement() && !n.hasChildren() && Texts.isShortPrice(n.name(), GoalFocus.PRICE_TEXT)) {
                prices[0]++;
            }
            return prices[0] >= OFFER_PRICES ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return prices[0] >= OFFER_PRICES;
    }

    static boolean isMenu(Node b, int minLinks) {
        int[] c = new int[2]; // actionable, links
        Traversal.walk(b, (n, d) -> {
            if (Roles.isActionable(n)) {
                c[0]++;
                if ("link".equals(n.role())) c[1]++;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        if (c[1] < minLinks || c[1] < c[0] * LINK_SHARE) return false;
        return Texts.textLength(b) <= c[1] * CHARS_PER_LINK;
    }
}
