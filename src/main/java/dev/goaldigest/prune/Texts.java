package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.regex.Pattern;

/** Small text helpers the steps share. */
final class Texts {
    private Texts() {
    }

    /** Compiled once: shortName runs for every button and picker of the page. */
    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** A price: a currency sign or code next to a number. */
    /** A main action's words: add to cart, buy, in den Warenkorb ... ({@code prune/words.yaml}, "primary action"). */
    static final Pattern PRIMARY_ACTION = WordLists.bundled().wholeWords(WordLists.Phrases.PRIMARY_ACTION,
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** Whether an element's name says it is a main action ({@link #PRIMARY_ACTION}, on its {@link #shortName}). */
    static boolean namesPrimaryAction(String name) {
        return name != null && PRIMARY_ACTION.matcher(shortName(name)).find();
    }

    /** A price: a currency's sign, code or word and a number, either way round ({@link Currencies#pricePattern}). */
    static final Pattern PRICE = Currencies.bundled().pricePattern();
    /** The letters {@link #PRICE} needs: a digit, and a currency sign or code (the gate lets non-ASCII signs through). */
    static final LetterGate PRICE_GATE = Currencies.bundled().priceGate();
    /** {@link #PRICE}, its first match remembered per distinct short text. */
    static final PatternMemo PRICE_MEMO = new PatternMemo(PRICE, PatternMemo.MAX_TEXT, PRICE_GATE);

    /** The text of a whole subtree (names, values, text lines), cut off after {@code limit} characters. */
    static String subtreeText(Node start, int limit) {
        StringBuilder b = new StringBuilder();
        Traversal.walk(start, (n, d) -> {
            if (b.length() >= limit) return NodeVisitor.Next.STOP;
            if (n.name() != null && !n.name().isEmpty()) b.append(n.name()).append(' ');
            if (n.value() != null && !n.isProperty()) b.append(n.value()).append(' ');
            return NodeVisitor.Next.CONTINUE;
        });
        return b.length() > limit ? b.substring(0, limit) : b.toString();
    }

    /**
     * The characters of text {@code n} itself adds to its subtree's ({@link #textLength}): its value, or the name of an
     * element without children (an element's children say its name again).
     */
    static int ownLength(Node n) {
        if (n.value() != null && !n.isProperty()) return n.value().length();
        if (n.name() != null && !n.hasChildren()) return n.name().length();
        return 0;
    }

    /** The number of characters of text in a subtree (names of elements with children are not counted twice). */
    static int textLength(Node start) {
        int[] len = {0};
        Traversal.walk(start, (n, d) -> {
            len[0] += ownLength(n);
            return NodeVisitor.Next.CONTINUE;
        });
        return len[0];
    }

    /** Whether the subtree holds an actionable ref. */
    static boolean hasActionable(Node start) {
        return firstActionable(start) != null;
    }

    /** {@code start} when it is actionable, else the first actionable element of its subtree, or null. */
    static Node firstActionable(Node start) {
        return Roles.isActionable(start) ? start : Traversal.find(start, Roles::isActionable);
    }

    /** The number of actionable refs in a subtree. */
    static int actionableCount(Node start) {
        return actionableCount(start, Integer.MAX_VALUE);
    }

    /** {@link #actionableCount(Node)}, counted up to {@code cap} and no further (a walk that stops there). */
    static int actionableCount(Node start, int cap) {
        int[] c = {0};
        Traversal.walk(start, (n, d) -> {
            if (c[0] >= cap) return NodeVisitor.Next.STOP;
            if (Roles.isActionable(n)) c[0]++;
            return NodeVisitor.Next.CONTINUE;
        });
        return c[0];
    }

    /** Cuts {@code s} after about {@code words} words, marking the cut with an ellipsis. */
    static String cut(String s, int words) {
        int count = 0;
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            boolean space = Character.isWhitespace(s.charAt(i));
            if (!space && !inWord) {
                count++;
                if (count > words) return s.substring(0, i).stripTrailing() + " …";
            }
            inWord = !space;
        }
        return s;
    }

    /** An element's {@code /url} line (a link's target), or null: none, or URLs already dropped. */
    static Node urlOf(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty() && "/url".equals(c.role())) return c;
        }
        return null;
    }

    /** The value of {@code n}'s {@code /url} property ({@link #urlOf}), or null when it has none. */
    static String url(Node n) {
        Node url = urlOf(n);
        return url == null ? null : url.value();
    }

    /** The text a node shows itself: its name, value and direct text children. */
    static String ownText(Node n) {
        StringBuilder b = new StringBuilder();
        if (n.name() != null) b.append(n.name()).append(' ');
        if (n.value() != null && !n.isProperty()) b.append(n.value()).append(' ');
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isText() && c.value() != null) b.append(c.value()).append(' ');
            if (c.isProperty() && "/placeholder".equals(c.role()) && c.value() != null) b.append(c.value()).append(' ');
        }
        return b.toString();
    }

    /** A picture that ends a line of text is read as its words up to this many characters ... */
    static final int PICTURE_WORDS = 160;
    /** ... after a line of at least this many words ... */
    static final int PICTURE_LINE_WORDS = 3;
    /** ... in a block of at most this many parts. */
    static final int PICTURE_SIBLINGS = 64;

    /**
     * The picture that finishes a sentence left open: the named img right after {@code line}, a text of
     * {@link #PICTURE_LINE_WORDS} words or more whose last letter is a letter (no full stop, no number, no sign: "...,
     * stehen die Inhalte dieser Seite unter der Lizenz" and the badge "Creative Commons Universell 1.0"; "Awarded by"
     * and the award's logo). The img follows the text, or the element the text ends (its paragraph, inside
     * {@code within}). Null when there is none.
     */
    static Node pictureAfter(Node line, Node within) {
        // a run of text inside its sentence's block; a paragraph of its own, then a picture, is a block and its figure
        // (a recipe's step and its photo), no sentence the picture ends
        if (!line.isText() || line.value() == null) return null;
        String v = line.value().strip();
        if (v.isEmpty() || !Character.isLetter(v.charAt(v.length() - 1))) return null;
        if (Words.of(v).size() < PICTURE_LINE_WORDS) return null;
        Node a = line;
        for (int up = 0; up < 2 && a != within && a.parent() != null; up++) {
            Node p = a.parent();
            // a sentence's block holds a few parts; a gallery of hundreds is no sentence (and a place looked up in it
            // costs its length)
            if (p.childCount() > PICTURE_SIBLINGS) return null;
            int i = a.index();
            if (i + 1 < p.childCount()) {
                Node next = p.child(i + 1);
                return next.isElement() && "img".equals(next.role()) && next.name() != null && !next.name().isBlank()
                        && next.name().length() <= PICTURE_WORDS ? next : null;
            }
            a = p;
        }
        return null;
    }

    /** The last line of {@code block}: itself, or its last child that is no property (one level down). */
    static Node lastLine(Node block) {
        if (!block.isElement()) return block;
        for (int i = block.childCount() - 1; i >= 0; i--) if (!block.child(i).isProperty()) return block.child(i);
        return block;
    }

    /** Whether {@code img} is the picture that finishes the line of text before it ({@link #pictureAfter}). */
    static boolean finishesLine(Node img) {
        Node p = img.parent();
        if (p == null || img.name() == null || img.name().isBlank() || p.childCount() > PICTURE_SIBLINGS) return false;
        int i = img.index();
        if (i <= 0) return false;
        Node before = p.child(i - 1);
        return pictureAfter(before.isText() ? before : lastLine(before), null) == img;
    }

    /**
     * The one line a node shows of its own: a text's or an element's value, else the name of an element with nothing
     * under it ({@code generic "$8.99"}); null for anything else.
     */
    static String shownLine(Node n) {
        if (n.value() != null && (n.isText() || n.isElement())) return n.value();
        return n.isElement() && !n.hasChildren() ? n.name() : null;
    }

    /**
     * What an element shows as a label: its name, else its text (the first {@code limit} characters of its subtree),
     * stripped: a cell's "Posts", a heading's words, a link's name.
     */
    static String nameOrText(Node n, int limit) {
        return n.name() != null && !n.name().isBlank() ? n.name().strip() : subtreeText(n, limit).strip();
    }

    /** Whether {@code t} is a short text (at most {@code maxChars}) that shows a price: a price's own line. */
    static boolean isShortPrice(String t, int maxChars) {
        return t != null && t.length() <= maxChars && PRICE_MEMO.find(t);
    }

    /** Whether {@code s} holds an ASCII digit. */
    static boolean hasDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') return true;
        }
        return false;
    }

    /** A name on one line, cut to 60 characters. */
    static String shortName(String s) {
        // a name of megabytes: only its start can show
        String t = SPACES.matcher((s.length() > 400 ? s.substring(0, 400) : s).strip()).replaceAll(" ");
        return t.length() > 60 ? t.substring(0, 59).stripTrailing() + "…" : t;
    }
}
