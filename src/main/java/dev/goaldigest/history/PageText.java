package dev.goaldigest.history;

import dev.goaldigest.prune.PageQuote;

/**
 * Page-controlled text (a title, a URL, a summary of page content) made safe to quote inside the placeholder line:
 * {@link PageQuote#sanitize} (one line, no bracket that could close ours, nothing that reads as a ref or a header),
 * and no double quote that could end the quoted title; bounded length.
 */
final class PageText {
    private PageText() {
    }

    static String clean(String pageText, int maxChars) {
        if (pageText == null) return "";
        return cut(PageQuote.sanitize(pageText).replace('"', '\''), maxChars);
    }

    /** {@code text} cut to {@code maxChars} code points, the cut marked with an ellipsis. */
    static String cut(String text, int maxChars) {
        if (text.codePointCount(0, text.length()) <= maxChars) return text;
        return text.substring(0, text.offsetByCodePoints(0, maxChars - 1)).stripTrailing() + "\u2026";
    }
}
