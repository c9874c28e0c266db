package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Roles;
import java.util.regex.Pattern;

/**
 * What each line of a pruned page is worth to an agent, for the token budget: the budget folds the regions that are
 * worth least per token first. A line's worth comes from what it is (a form field, a main action, a heading, a link,
 * a price, text) and where it sits (the main content or the page's chrome: banner, footer, side columns, menus
 * outside main), with the page's own navigation (pagination, filter panels) worth as much wherever it sits, and what
 * the goal names worth most, with the item or section it belongs to.
 */
final class RegionValue {

    static final double FIELD = 6;
    static final double PRIMARY_BUTTON = 6;
    static final double BUTTON = 2.5;
    static final double LINK = 1.2;
    static final double UNNAMED_LINK = 0.4;
    static final double OTHER_ACTION = 0.8;
    static final double POINTER = 0.6;
    /** A link of a pager (page numbers, previous, next): few, small, and how an agent gets to the next results. */
    static final double PAGER = 12;
    static final double FILTER = 2.5;
    /** What a fold line is worth: it says what was there and how to get it back. */
    static final double FOLD_LINE = 0.3;
    /** What one more fold line costs the agent (one more place to look), against what a fold saves. */
    static final double FOLD_COST = 3;
    static final double TEXT = 0.3;
    static final double PRICE = 1.5;
    static final double SHOWN_TEXT = 0.5;
    /** A row headed by a rowheader (an infobox fact, a specification) and a definition are read by their ref. */
    static final double FACT = 1.5;
    static final double OTHER = 0.1;
    /** Chrome (banner, footer, side columns, menus outside main) is worth this share of the same line in main. */
    static final double CHROME = 0.3;
    static final double NAV_IN_MAIN = 0.7;
    static final double MODAL = 3;
    /** What the goal names: this much times its share of the goal's terms, and more for one of the best matches. */
    static final double GOAL = 12;
    static final double STRONG_GOAL = 30;
    /** Everything in the item or section of a strong goal match counts this many times more. */
    static final double GOAL_ITEM = 4;

    // where a line sits, inherited from its ancestors
    static final int IN_MAIN = 1;
    static final int IN_CHROME = 2;
    static final int IN_NAV_MAIN = 4;
    static final int IN_PAGER = 8;
    static final int IN_FILTER = 16;
    static final int IN_MODAL = 32;
    static final int IN_GOAL_ITEM = 64;
    static final int IN_DEEP_ITEM = 128;
    /** Inside an element to act on: a checkbox or image inside a link is part of the link and adds no worth of its own. */
    static final int IN_CONTROL = 256;
    /** In a footer with at most {@link #SMALL_FOOTER} elements to act on: its links are the page's own navigation. */
    static final int IN_SMALL_FOOTER = 512;
    static final int SMALL_FOOTER = 40;
    /** An item deep in a long list (past its first {@link #LIST_HEAD} of {@link #LONG_LIST}) is worth this share. */
    static final double DEEP_ITEM = 0.6;
    static final int LONG_LIST = 12;
    static final int LIST_HEAD = 5;
    /**
     * What comes first is read first: a line is worth up to {@code 1 + POSITION} times more the nearer it is to the
     * top of the page, fading over the first {@link #POSITION_TOKENS} tokens or so.
     */
    static final double POSITION = 1;
    static final double POSITION_TOKENS = 4000;

    private RegionValue() {
    }

    /** The flags a node adds to those of its parent ({@code inherited}). */
    static int flags(Node n, int inherited, boolean pager) {
        int f = inherited;
        if (!n.isElement() || n.role() == null) return f;
        switch (n.role()) {
            case "main" -> f = (f | IN_MAIN) & ~IN_CHROME;
            case "banner", "contentinfo", "complementary" -> f |= IN_CHROME;
            case "navigation" -> f |= (f & IN_MAIN) != 0 ? IN_NAV_MAIN : IN_CHROME;
            default -> {
                // other roles add nothing by themselves
            }
        }
        if (Roles.isModal(n)) f |= IN_MODAL;
        if (pager) f |= IN_PAGER;
        if (n.childCount() >= 3 && PageParts.isFilterPanel(n)) f |= IN_FILTER;
        return f;
    }

    /** How much more a line is worth for coming {@code offset} tokens into the page. */
    static double position(long offset) {
        return 1 + POSITION * Math.exp(-offset / POSITION_TOKENS);
    }

    /** The worth of one line, where it sits ({@code flags}), for a goal ({@code rel}). */
    static double of(Node n, int flags, Relevance rel) {
        double v = (flags & IN_CONTROL) != 0 && Roles.isActionable(n) ? OTHER : base(n);
        boolean field = Roles.isActionable(n) && Roles.isField(n);
        if ((flags & IN_CHROME) != 0 && !field) v *= CHROME;
        if ((flags & IN_NAV_MAIN) != 0 && !field) v *= NAV_IN_MAIN;
        if (Roles.isActionable(n)) {
            if ((flags & IN_CONTROL) == 0) {
                if ((flags & IN_PAGER) != 0) v = Math.max(v, PAGER);
                if ((flags & (IN_FILTER | IN_SMALL_FOOTER)) != 0) v = Math.max(v, FILTER);
            }
        }
        if ((flags & IN_MODAL) != 0) v *= MODAL;
        if ((flags & IN_DEEP_ITEM) != 0) v *= DEEP_ITEM;
        if (rel.active() && (n.isElement() || n.isText())) {
            v += GOAL * rel.own(n);
            if (rel.strong(n)) v += STRONG_GOAL;
        }
        // the item the goal names by position or price counts as one of its best matches
        if (rel.picked(n)) v += STRONG_GOAL;
        if ((flags & IN_GOAL_ITEM) != 0) v = v * GOAL_ITEM + 1;
        return v;
    }

    /** The worth of a line by what it is alone. */
    static double base(Node n) {
        if (n.isText()) {
            if (Fold.isFoldLine(n)) return FOLD_LINE;
            return TEXT + (price(n.value()) ? PRICE : 0);
        }
        if (!n.isElement()) return n.isProperty() ? 0 : OTHER;
        if (Roles.isActionable(n)) {
            if (Roles.isField(n)) return n.hasAttr("aria-hidden") ? UNNAMED_LINK : FIELD;
            String role = n.role();
            boolean named = n.name() != null && !n.name().isBlank();
            if ("button".equals(role)) return named && Texts.namesPrimaryAction(n.name()) ? PRIMARY_BUTTON : BUTTON;
            if ("link".equals(role)) return named ? LINK : UNNAMED_LINK;
            if (Roles.isInteractive(n)) return OTHER_ACTION;
            return POINTER + (price(n.name()) || price(n.value()) ? PRICE : 0);
        }
        if ("heading".equals(n.role())) {
            String level = n.attr("level");
            return "1".equals(level) ? 6 : "2".equals(level) ? 3.5 : 2.5;
        }
        if ("rowheader".equals(n.role()) || "definition".equals(n.role()) || "term".equals(n.role())) return FACT;
        if (n.value() != null) return SHOWN_TEXT + (price(n.value()) ? PRICE : 0);
        if (n.ref() != null && n.name() != null && price(n.name())) return SHOWN_TEXT + PRICE;
        return OTHER;
    }

    private static boolean price(String s) {
        return s != null && !s.isEmpty() && Texts.PRICE_MEMO.find(s);
    }

    /** A pager link's whole name ({@code words.yaml}'s pager), without the arrows and marks around it. */
    private static final Pattern PAGER_NAME = Pattern.compile(
            "^[\\s\\p{Ps}\\p{Pe}\\p{Pi}\\p{Pf}<>‹›«»←→⟨⟩|·.:…-]*(?:" + WordLists.bundled().alternatives(WordLists.Phrases.PAGER)
                    + ")[\\s\\p{Ps}\\p{Pe}\\p{Pi}\\p{Pf}<>‹›«»←→⟨⟩|·.:…-]*\\z",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** Names tested once each (anchored at both ends, a find is a whole match): the budget's plan asks on every pass. */
    private static final PatternMemo PAGER_MEMO = new PatternMemo(PAGER_NAME, 32, t -> true);

    /**
     * Whether an actionable element moves to the next or previous page ("Next", "« Older posts", "weiter ›",
     * "下一页"): a pager by itself, page numbers or not.
     */
    static boolean pagerLink(Node n) {
        if (!Roles.isActionable(n) || n.name() == null || n.name().length() > 32) return false;
        return PAGER_MEMO.find(n.name());
    }

    /** Whether an actionable element is named like a page number (1 to 9999): three of them in a container make a pager. */
    static boolean pageNumber(Node n) {
        if (!Roles.isActionable(n) || n.name() == null) return false;
        String s = n.name().strip();
        if (s.isEmpty() || s.length() > 4) return false;
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }
}
