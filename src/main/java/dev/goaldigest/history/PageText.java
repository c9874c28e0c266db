package dev.goaldigest.history;

import dev.goaldigest.prune.StatsLine;

/**
 * Page-controlled text (a title, a URL, a summary of page content) made safe to quote inside the placeholder line:
 * {@link StatsLine#sanitize} (one line, no bracket that could close ours, nothing that reads as a ref or a header),
 * and no double quote that could end the quoted title; bounded length.
 */
final class PageText {
    private PageText() {
    }

    static String clean(String pageText, int maxChars) {
        if (pageText == null) return "";
        String out = StatsLine.sanitize(pageText).replace('"', '\'');
        if (out.codePointCount(0, out.length()) > maxChars) {
            out = out.substring(0, out.offsetByCodePoints(0, maxChars - 1)).stripTrailing() + "\u2026";
        }
        return out;
    }
}
