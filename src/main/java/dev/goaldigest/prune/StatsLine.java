package dev.goaldigest.prune;

import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Tokens;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.regex.Pattern;

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
        s = REF_EQUALS.matcher(s).replaceAll("ref ");
        s = REF_SHAPED.matcher(s).replaceAll("$1-$2");
        if (s.length() > MAX_TEXT || cut) s = s.substring(0, Math.min(s.length(), MAX_TEXT - 1)).stripTrailing() + "…";
        return s;
    }

    /**
     * Page text as a quoted piece of one of our lines: {@link #sanitize}d, double quotes inside turned into single ones,
     * cut to {@code max} characters, in double quotes.
     */
    public static String quote(String pageText, int max) {
        String s = sanitize(pageText).replace('"', '\'');
        if (s.length() > max) s = s.substring(0, max - 1).stripTrailing() + "…";
        return "\"" + s + "\"";
    }

    public static String of(int tokensIn, int tokensOut, PruneResult r) {
        return of(new Tokens.Count(tokensIn, false), new Tokens.Count(tokensOut, false), r);
    }

    /**
     * The line for these counts; an estimated count is written with a leading {@code ~}. When the token budget had to
     * fold, the line ends with what it did: {@code | fit to 4,000 tokens: 12 regions folded}.
     */
    public static String of(Tokens.Count in, Tokens.Count out, PruneResult r) {
        return line(in, out, r.mode(), r.reason(), r.summary(), fitClause(r));
    }

    /**
     * What the budget did to {@code r}, for a line of goaldigest's own ({@code fit to 4,000 tokens: 12 regions folded}),
     * or null when it fitted as it came.
     */
    public static String fitClause(PruneResult r) {
        Fitted f = r.fit();
        return f != null && f.bit() ? fitClause(f.maxTokens(), f.regions(), f.shortened()) : null;
    }

    /** {@code fit to 4,000 tokens: 12 regions folded, 3 fold lines shortened} (the parts with none left out). */
    static String fitClause(int maxTokens, int regions, int shortened) {
        StringBuilder b = new StringBuilder("fit to ").append(thousands(maxTokens)).append(" tokens: ");
        if (regions > 0 || shortened == 0) {
            b.append(thousands(regions)).append(regions == 1 ? " region folded" : " regions folded");
        }
        if (shortened > 0) {
            if (regions > 0) b.append(", ");
            b.append(thousands(shortened)).append(shortened == 1 ? " fold line shortened" : " fold lines shortened");
        }
        return b.toString();
    }

    /**
     * The most tokens the stats line of a result of this mode, reason and summary can count (with its line break),
     * whatever its figures turn out to be: the room the budget leaves for it.
     */
    static int reserve(TokenMeter meter, Mode mode, String reason, String summary, int maxTokens) {
        Tokens.Count widest = new Tokens.Count(99_999_999, true);
        String l = line(widest, widest, mode, reason, summary, fitClause(maxTokens, 99_999, 99_999));
        // a figure's digits may split into one more piece than the widest's: a few tokens of room
        return meter.count(l + "\n") + 4;
    }

    private static String thousands(long n) {
        return new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.US)).format(n);
    }

    private static String line(Tokens.Count in, Tokens.Count out, Mode mode, String reason, String summaryText,
                               String fit) {
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
        b.append(" | mode ").append(mode.id());
        if (reason != null) b.append(" (auto: ").append(sanitize(reason)).append(')');
        String summary = sanitize(summaryText);
        if (!summary.isEmpty()) b.append(" | ").append(summary);
        if (fit != null) b.append(" | ").append(fit);
        return b.append(']').toString();
    }
}
