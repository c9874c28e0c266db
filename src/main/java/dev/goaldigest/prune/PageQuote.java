package dev.goaldigest.prune;

import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Page text made safe for goaldigest's own lines (the stats line, fold lines, the digest's and the history's notes):
 * it cannot close a bracket, start a new line, read as a section header, or hand the agent a ref.
 */
public final class PageQuote {
    /** The most characters of page text one of goaldigest's lines carries. */
    static final int MAX_TEXT = 240;

    private PageQuote() {
    }

    /**
     * A token shaped like a Playwright ref ({@code e12}, {@code f1e12}), standing alone (not inside a word): page
     * text must not hand the agent a ref in goaldigest's own lines, after "ref", "ref=", "[ref=" or anything else.
     */
    private static final Pattern REF_SHAPED = Pattern.compile("(?<![\\p{L}\\p{N}])((?:f\\d+)?e)(\\d+)(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern REF_EQUALS = Pattern.compile("(?i)\\bref\\s*=");

    /**
     * Page text made safe for one bracketed line: one line, no bracket or brace that could close ours, nothing that
     * reads as a section header, a {@code ref=} or a ref ({@code e12} becomes {@code e-12}), at most
     * {@value #MAX_TEXT} characters. Reads at most a few times that much of {@code pageText}, however long it is.
     */
    public static String sanitize(String pageText) {
        if (pageText == null) return "";
        int limit = Math.min(pageText.length(), MAX_TEXT * 4);
        StringBuilder b = new StringBuilder(Math.min(limit, MAX_TEXT + 8));
        boolean space = false;
        for (int i = 0; i < limit && b.length() <= MAX_TEXT * 2; i++) {
            char c = pageText.charAt(i);
            char out;
            if (c == '[' || c == '{' || c == '<') {
                out = '(';
            } else if (c == ']' || c == '}' || c == '>') {
                out = ')';
            } else if (c == '#') {
                continue; // nothing that reads as a "### " section header
            } else if (c == '`') {
                out = '\'';
            } else if (Character.isWhitespace(c) || Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                    || Character.getType(c) == Character.FORMAT) {
                out = ' ';
            } else {
                out = c;
            }
            if (out == ' ') {
                if (space || b.length() == 0) continue;
                space = true;
            } else {
                space = false;
            }
            b.append(out);
        }
        boolean cut = limit < pageText.length() && !pageText.substring(limit).isBlank();
        String s = b.toString().strip();
        // no "ref=e5" a reader could take for a ref, no "e5" either
        s = refFree(s);
        if (s.length() > MAX_TEXT || cut) s = cut(s, MAX_TEXT);
        return s;
    }

    /** {@code s} without "ref=e5" or a token shaped like a ref ("e5" becomes "e-5"). */
    private static String refFree(String s) {
        s = REF_EQUALS.matcher(s).replaceAll("ref ");
        return REF_SHAPED.matcher(s).replaceAll("$1-$2");
    }

    /**
     * {@code s} cut to {@code max} characters with "…" at its end, and cleared of refs again: a cut inside a word
     * ("abc e10000x2" to "abc e10000…") can leave a ref-shaped token that the whole word was not.
     */
    static String cut(String s, int max) {
        return cut(s, max, PageQuote::refFree);
    }

    /**
     * {@code s} cut to at most {@code max} characters with "…" at its end, {@code clear} applied after the cut (it
     * clears what the cut may have made ref-shaped, and may lengthen the text: the cut is then made shorter).
     */
    public static String cut(String s, int max, UnaryOperator<String> clear) {
        for (int keep = Math.min(s.length(), max - 1); ; keep--) {
            String out = clear.apply(s.substring(0, keep).stripTrailing() + "…");
            if (out.length() <= max || keep == 0) return out;
        }
    }

    /**
     * Page text as a quoted piece of one of our lines: {@link #sanitize}d, double quotes inside turned into single ones,
     * cut to {@code max} characters, in double quotes.
     */
    public static String quote(String pageText, int max) {
        String s = sanitize(pageText).replace('"', '\'');
        if (s.length() > max) s = cut(s, max);
        return "\"" + s + "\"";
    }
}
