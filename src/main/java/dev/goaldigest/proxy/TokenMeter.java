package dev.goaldigest.proxy;

import dev.goaldigest.snapshot.Tokens;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact o200k token counts of snapshot text, line by line with a memo. The o200k pre-tokenizer never merges a
 * line's text with the next line, so the sum of the counts of each line (with its line break, runs of blank lines
 * kept together) is the count of the whole text (checked on every corpus page by a test). Snapshots of one session repeat most of their lines (the same page again, the
 * pruned copy of a page just counted), so after the first sight of a page the count costs a few hash lookups
 * instead of a full BPE pass (about 250 ms for a 700K-character page on a busy 2-core machine).
 */
final class TokenMeter {
    private static final int MAX_ENTRIES = 400_000;
    private static final int MAX_CACHED_LINE = 2_000;

    private final ConcurrentHashMap<String, Integer> memo = new ConcurrentHashMap<>();

    /** Whole texts counted lately (text, count): the same page seen again costs one comparison. */
    private static final int RECENT = 4;
    private final Object[][] recent = new Object[RECENT][];
    private int next;

    int count(String text) {
        if (text == null || text.isEmpty()) return 0;
        Integer seen = recent(text);
        if (seen != null) return seen;
        int total = countLines(text);
        synchronized (recent) {
            recent[next] = new Object[] {text, total};
            next = (next + 1) % RECENT;
        }
        return total;
    }

    private Integer recent(String text) {
        synchronized (recent) {
            for (Object[] e : recent) {
                if (e != null && ((String) e[0]).length() == text.length() && e[0].equals(text)) return (Integer) e[1];
            }
        }
        return null;
    }

    private int countLines(String text) {
        int total = 0;
        int start = 0;
        int len = text.length();
        while (start < len) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? len : nl + 1;
            // a run of line breaks (blank or whitespace-only lines) is one pre-token: keep it in one piece
            for (int j = end; nl >= 0 && j < len; j++) {
                char c = text.charAt(j);
                if (c == '\n') end = j + 1;
                else if (!Character.isWhitespace(c)) break;
            }
            total += line(text.substring(start, end));
            start = end;
        }
        return total;
    }

    private int line(String line) {
        if (line.length() > MAX_CACHED_LINE) return Tokens.count(line);
        Integer n = memo.get(line);
        if (n != null) return n;
        int c = Tokens.count(line);
        if (memo.size() >= MAX_ENTRIES) memo.clear(); // a long session on many sites: start over, stay bounded
        memo.put(line, c);
        return c;
    }
}
