package dev.goaldigest.proxy;

import dev.goaldigest.snapshot.Tokens;
import java.util.concurrent.ConcurrentHashMap;

/**
 * o200k token counts of snapshot text ({@link Tokens#measure}: exact, or marked as an estimate), line by line with a memo. The o200k pre-tokenizer never merges a
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
        return measure(text).tokens();
    }

    /** The count of {@code text}, and whether it is an estimate (a run too long to encode: see {@link Tokens}). */
    Tokens.Count measure(String text) {
        if (text == null || text.isEmpty()) return Tokens.Count.ZERO;
        Tokens.Count seen = recent(text);
        if (seen != null) return seen;
        Tokens.Count total = countLines(text);
        synchronized (recent) {
            recent[next] = new Object[] {text, total};
            next = (next + 1) % RECENT;
        }
        return total;
    }

    private Tokens.Count recent(String text) {
        synchronized (recent) {
            for (Object[] e : recent) {
                if (e != null && ((String) e[0]).length() == text.length() && e[0].equals(text)) return (Tokens.Count) e[1];
            }
        }
        return null;
    }

    private Tokens.Count countLines(String text) {
        long total = 0;
        boolean estimated = false;
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
            int c = line(text.substring(start, end));
            total += c >>> 1;
            estimated |= (c & 1) != 0;
            start = end;
        }
        return new Tokens.Count((int) Math.min(Integer.MAX_VALUE, total), estimated);
    }

    /** A line's count times two, plus one when it is an estimate (one boxed value per memo entry). */
    private int line(String line) {
        if (line.length() > MAX_CACHED_LINE) return packed(Tokens.measure(line));
        Integer n = memo.get(line);
        if (n != null) return n;
        int c = packed(Tokens.measure(line));
        if (memo.size() >= MAX_ENTRIES) memo.clear(); // a long session on many sites: start over, stay bounded
        memo.put(line, c);
        return c;
    }

    private static int packed(Tokens.Count c) {
        return (Math.min(c.tokens(), Integer.MAX_VALUE >>> 1) << 1) | (c.estimated() ? 1 : 0);
    }
}
