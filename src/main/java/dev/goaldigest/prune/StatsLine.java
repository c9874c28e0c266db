package dev.goaldigest.prune;

import dev.goaldigest.snapshot.TokenMeter;
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
    private StatsLine() {
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
        if (reason != null) b.append(" (auto: ").append(PageQuote.sanitize(reason)).append(')');
        String summary = PageQuote.sanitize(summaryText);
        if (!summary.isEmpty()) b.append(" | ").append(summary);
        if (fit != null) b.append(" | ").append(fit);
        return b.append(']').toString();
    }
}
