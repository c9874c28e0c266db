package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the summary line ({@link Summarizer}) and the mode choice ({@link AutoMode}) read of a whole page, from one
 * walk over it before any rule runs: each short text is scanned once for both, and a paragraph's length is summed on
 * the way instead of by a walk of its own.
 */
final class PageSurvey implements NodeVisitor.WithTail {
    /** Stock words: in stock, sold out, auf Lager, épuisé ... ({@code prune/words.yaml}). */
    static final Pattern STOCK = WordLists.bundled().wholeWords(WordLists.Phrases.STOCK,
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** A quantity field's name: qty, Menge, quantité ... */
    static final Pattern QUANTITY = WordLists.bundled().wholeWords(WordLists.Phrases.QUANTITY,
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** The letters {@link #STOCK} needs. */
    static final LetterGate STOCK_GATE = WordLists.bundled().gate(WordLists.Phrases.STOCK);
    static final PatternMemo STOCK_MEMO = new PatternMemo(STOCK, PatternMemo.MAX_TEXT, STOCK_GATE);
    /** A paragraph this long is prose, not a caption or a forum's one-line description. */
    static final int LONG_PARAGRAPH = 200;
    /**
     * In a list item or a table row, a text block counts as a document's from this reading length: shorter, it is an
     * item's blurb (a forum board's, a search result's); longer, a layout table's content.
     */
    static final int LONG_ITEM_BLOCK = 600;

    // for the summary (nothing inside a picker counts but its options)
    String h1;
    String price;
    String stock;
    int links;
    int fields;
    boolean quantity;
    boolean search;
    /** Pickers by name: two country selects are two pickers of 245 options, not one of 490. */
    final Map<String, Pickers> picks = new LinkedHashMap<>();
    final Map<String, Integer> buttons = new LinkedHashMap<>();
    // for the mode choice (the whole page)
    int refFields;
    int prices;
    int proseChars;
    int textChars;
    int actionable;
    int longParagraphs;
    /** All text, in reading length ({@link #readingLength}). */
    int readingText;
    /**
     * Text in long blocks, in reading length: prose blocks (paragraph, blockquote, definition, code) and bare texts
     * outside them, each at least {@link #LONG_PARAGRAPH} long ({@link #LONG_ITEM_BLOCK} in a list item or a table
     * row), not the name of something to act on.
     */
    int blockText;

    private int proseOpen;
    /** Open list items and table rows: a long text in one is an item's blurb (a forum's, a result's), not a document's. */
    private int itemsOpen;
    /** {@link #readingText} when the outermost open prose block started. */
    private int blockStart;
    private Node picker;
    private String pickerOption;
    private int pickerOptions;
    /** The text length counted when each open paragraph started. */
    private int[] paragraphStarts = new int[8];
    private int paragraphs;

    private PageSurvey() {
    }

    static PageSurvey of(Node root) {
        PageSurvey s = new PageSurvey();
        Traversal.walk(root, s);
        return s;
    }

    @Override
    public Next head(Node n, int depth) {
        if (n.isProperty() || n.isRaw()) return Next.SKIP_CHILDREN;
        boolean element = n.isElement();
        if (element && Roles.isField(n) && n.ref() != null) refFields++;
        if (Roles.isActionable(n)) actionable++;
        if (isItem(n)) itemsOpen++;
        if (isProse(n) && proseOpen++ == 0) blockStart = readingText;
        if (element && "paragraph".equals(n.role())) {
            if (paragraphs == paragraphStarts.length) paragraphStarts = Arrays.copyOf(paragraphStarts, paragraphs * 2);
            paragraphStarts[paragraphs++] = textChars;
        }
        String raw = n.value() != null ? n.value() : (n.hasChildren() ? null : n.name());
        boolean summarized = picker == null;
        if (raw != null) {
            textChars += raw.length();
            int reading = readingLength(raw);
            readingText += reading;
            if (proseOpen > 0) proseChars += raw.length();
            else if (reading >= longBlock() && !Roles.isActionable(n)) blockText += reading;
            // the summary reads a leaf's name stripped; a price is the same found either way
            String text = n.value() != null ? n.value() : element ? n.name().strip() : null;
            if (text != null) scan(text, raw.length(), summarized);
        }
        if (!summarized) {
            if (pickerOption.equals(n.role())) pickerOptions++;
            return Next.CONTINUE;
        }
        if (!element) return Next.CONTINUE;
        String role = n.role() == null ? "" : n.role();
        // the name only where the summary reads it (most names are not looked at, so not touched)
        String name = n.name() != null && NAMED.contains(role) ? n.name().strip() : "";
        if ("heading".equals(role) && !name.isEmpty()) {
            if (h1 == null && "1".equals(n.attr("level"))) h1 = name;
        }
        switch (role) {
            case "link" -> links++;
            case "combobox", "listbox", "radiogroup" -> {
                picker = n;
                pickerOption = "radiogroup".equals(role) ? "radio" : "option";
                pickerOptions = 0;
            }
            case "textbox", "searchbox", "spinbutton" -> {
                if (QUANTITY.matcher(name).find()) quantity = true;
                else if ("searchbox".equals(role) || name.toLowerCase(Locale.ROOT).contains("search")) search = true;
                else fields++;
            }
            case "button" -> {
                if (!name.isEmpty()) buttons.merge(Texts.shortName(name).toLowerCase(Locale.ROOT), 1, Integer::sum);
            }
            default -> {
            }
        }
        return Next.CONTINUE;
    }

    /** The roles whose name the summary reads. */
    private static final Set<String> NAMED = Set.of("heading", "textbox", "searchbox", "spinbutton",
            "button", "combobox", "listbox", "radiogroup");

    /**
     * One text, for the first price and stock word (summary) and the first three prices (mode choice): its letters
     * are gathered once for both gates.
     */
    private void scan(String text, int rawLength, boolean summarized) {
        int len = text.length();
        boolean summaryPrice = summarized && price == null && len <= 40;
        boolean modePrice = prices < 3 && rawLength < 60;
        boolean wantPrice = (summaryPrice || modePrice) && len < 80;
        boolean wantStock = summarized && stock == null && len <= 40;
        if (!wantPrice && !wantStock) return;
        long letters = LetterGate.mask(text);
        if (wantPrice && Texts.PRICE_GATE.test(letters, len)) {
            String m = Texts.PRICE_MEMO.firstPassed(text);
            if (m != null) {
                if (summaryPrice) price = m.strip();
                if (modePrice) prices++;
            }
        }
        if (wantStock && STOCK_GATE.test(letters, len)) {
            String m = STOCK_MEMO.firstPassed(text);
            if (m != null) stock = m.toLowerCase(Locale.ROOT);
        }
    }

    @Override
    public void tail(Node n, int depth) {
        if (isItem(n)) itemsOpen--;
        if (isProse(n) && --proseOpen == 0 && readingText - blockStart >= longBlock()) {
            blockText += readingText - blockStart;
        }
        if (n.isElement() && "paragraph".equals(n.role())) {
            int start = paragraphStarts[--paragraphs];
            if (textChars - start >= LONG_PARAGRAPH) longParagraphs++;
        }
        if (n == picker) {
            String what = n.name() == null || n.name().isBlank() ? "option" : Texts.shortName(n.name().strip());
            picks.computeIfAbsent("pick " + what.toLowerCase(Locale.ROOT), k -> new Pickers())
                    .add(Math.max(pickerOptions, 1));
            picker = null;
        }
    }

    /** The pickers of one name: how many, and the fewest and most options one has. */
    static final class Pickers {
        private int count;
        private int min = Integer.MAX_VALUE;
        private int max;

        void add(int options) {
            count++;
            min = Math.min(min, options);
            max = Math.max(max, options);
        }

        /** {@code (5)} for one picker of 5 options, {@code (245) ×2} for two of 245, {@code (3-7) ×4} for four. */
        @Override
        public String toString() {
            return "(" + (min == max ? Integer.toString(max) : min + "-" + max) + ")" + (count > 1 ? " ×" + count : "");
        }
    }

    /**
     * A text's length as reading matter, alike in any script: a character of Chinese, Japanese or Korean (Han, kana,
     * Hangul) says about what three Latin letters do, so it counts three.
     */
    static int readingLength(String s) {
        int n = 0;
        for (int i = 0, len = s.length(); i < len; i++) {
            char c = s.charAt(i);
            if (c < 0x1100) {
                n++;
            } else if (Character.isHighSurrogate(c) && i + 1 < len) {
                n += wide(Character.toCodePoint(c, s.charAt(++i))) ? 3 : 1;
            } else {
                n += wide(c) ? 3 : 1;
            }
        }
        return n;
    }

    private static boolean wide(int cp) {
        Character.UnicodeScript sc = Character.UnicodeScript.of(cp);
        return sc == Character.UnicodeScript.HAN || sc == Character.UnicodeScript.HIRAGANA
                || sc == Character.UnicodeScript.KATAKANA || sc == Character.UnicodeScript.HANGUL;
    }

    /** How long a text block must be to count as a document's: longer in a list item or a table row. */
    private int longBlock() {
        return itemsOpen == 0 ? LONG_PARAGRAPH : LONG_ITEM_BLOCK;
    }

    private static boolean isItem(Node n) {
        return n.isElement() && ("listitem".equals(n.role()) || "row".equals(n.role()));
    }

    private static boolean isProse(Node n) {
        if (!n.isElement()) return false;
        String r = n.role();
        return "paragraph".equals(r) || "blockquote".equals(r) || "definition".equals(r) || "code".equals(r);
    }
}
