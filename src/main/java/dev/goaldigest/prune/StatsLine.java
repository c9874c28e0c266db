package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Tokens;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * The one line the proxy adds to a result:
 * {@code [goaldigest: -85.8% tokens, 100,112 -> 14,210 (o200k) | mode act (auto: prices) | <summary>]}.
 * Page text in it is sanitised: it cannot close the bracket, start a new line, or look like a ref or a header.
 */
public final class StatsLine {
    /** The most characters of page text one stats line carries. */
    static final int MAX_TEXT = 240;

    private StatsLine() {
    }

    /** Page text made safe for one bracketed line. */
    public static String sanitize(String pageText) {
        if (pageText == null) return "";
        StringBuilder b = new StringBuilder(Math.min(pageText.length(), MAX_TEXT + 8));
        boolean space = false;
        for (int i = 0; i < pageText.length(); i++) {
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
        String s = b.toString().strip();
        // no "ref=e5" a reader could take for a ref, no "###" a reader could take for a section header
        s = s.replaceAll("(?i)\\bref\\s*=", "ref ");
        if (s.length() > MAX_TEXT) s = s.substring(0, MAX_TEXT - 1).stripTrailing() + "…";
        return s;
    }

    public static String of(int tokensIn, int tokensOut, PruneResult r) {
        return of(new Tokens.Count(tokensIn, false), new Tokens.Count(tokensOut, false), r);
    }

    /** The line for these counts; an estimated count is written with a leading {@code ~}. */
    public static String of(Tokens.Count in, Tokens.Count out, PruneResult r) {
        int tokensIn = in.tokens();
        int tokensOut = out.tokens();
        DecimalFormat thousands = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.US));
        DecimalFormat pct = new DecimalFormat("0.0", DecimalFormatSymbols.getInstance(Locale.US));
        StringBuilder b = new StringBuilder("[goaldigest: ");
        if (tokensIn > 0) {
            if (in.estimated() || out.estimated()) b.append('~');
            double change = (tokensOut - tokensIn) * 100.0 / tokensIn;
            b.append(change <= 0 ? "-" : "+").append(pct.format(Math.abs(change))).append("% tokens, ");
        }
        b.append(in.estimated() ? "~" : "").append(thousands.format(tokensIn)).append(" -> ")
                .append(out.estimated() ? "~" : "").append(thousands.format(tokensOut)).append(" (o200k)");
        b.append(" | mode ").append(r.mode().id());
        if (r.reason() != null) b.append(" (auto: ").append(sanitize(r.reason())).append(')');
        String summary = sanitize(r.summary());
        if (!summary.isEmpty()) b.append(" | ").append(summary);
        return b.append(']').toString();
    }
}
