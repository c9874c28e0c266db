package dev.goaldigest.history;

import dev.goaldigest.prune.PageQuote;
import dev.goaldigest.prune.Summarizer;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.text.NumberFormat;
import java.util.Locale;

/**
 * The one line that stands in for a snapshot removed from the history: which page it was (title and URL from the
 * result's page section), what was on it, and how to get the current state back. Page text is sanitised so it
 * cannot end the line, close the bracket, or pass for a ref.
 */
final class Placeholder {
    static final String PREFIX = "[goaldigest: older snapshot removed from history";
    private static final int MAX_TITLE = 120;
    private static final int MAX_URL = 200;
    private static final int MAX_SUMMARY = 200;

    private Placeholder() {
    }

    static String line(ToolResultSnapshot found) {
        StringBuilder sb = new StringBuilder(PREFIX);
        String title = PageText.clean(found.layout().pageTitle(), MAX_TITLE);
        String url = PageText.clean(found.layout().pageUrl(), MAX_URL);
        if (!title.isEmpty() || !url.isEmpty()) {
            sb.append(" | page");
            if (!title.isEmpty()) sb.append(" \"").append(title).append('"');
            if (!url.isEmpty()) sb.append(" <").append(url).append('>');
        }
        // the summary is sanitised already, its page text in double quotes: only cut to length here
        String summary = PageText.cut(PageQuote.sanitize(summary(found)), MAX_SUMMARY);
        if (!summary.isEmpty()) sb.append(" | summary: ").append(summary);
        NumberFormat nf = NumberFormat.getIntegerInstance(Locale.ROOT);
        Tokens.Count was = Tokens.measure(found.layout().inlineSnapshot());
        sb.append(" | was ").append(was.estimated() ? "~" : "").append(nf.format(was.tokens())).append(" tokens, ")
                .append(nf.format(found.snapshot().refs().size())).append(" refs")
                .append("; its refs may be stale: call browser_snapshot for the current page]");
        return sb.toString();
    }

    /** The rule pipeline's one-line summary of the page (its main heading, price, stock, actions), or null. */
    private static String summary(ToolResultSnapshot found) {
        try {
            // no title passed: the summary then leads with the page's own main heading, which the title line lacks
            return Summarizer.summarize(found.snapshot(), null);
        } catch (RuntimeException e) {
            return null; // a summary is a courtesy; the placeholder stands without it
        }
    }
}
