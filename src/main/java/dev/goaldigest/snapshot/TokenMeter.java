package dev.goaldigest.snapshot;

import java.util.concurrent.ConcurrentHashMap;

/**
 * o200k token counts of snapshot text ({@link Tokens#measure}: exact, or marked as an estimate), line by line with a
 * memo. The o200k pre-tokenizer never merges a line's text with the next line, so the sum of the counts of each line
 * (with its line break, runs of blank lines kept together) is the count of the whole text (checked on every corpus
 * page by a test). Snapshots of one session repeat most of their lines (the same page again, the pruned copy of a page
 * just counted, a pruned page fitted to a budget), so after the first sight of a page the count costs a few hash
 * lookups instead of a full BPE pass (about 250 ms for a 700K-character page on a busy 2-core machine). Thread-safe:
 * the proxy counts a raw page on one thread while the pipeline counts its pruned lines on another.
 */
public final class TokenMeter {
    private static final int MAX_ENTRIES = 400_000;
    private static final int MAX_CACHED_LINE = 2_000;

    private final ConcurrentHashMap<String, Integer> memo = new ConcurrentHashMap<>();

    /** Whole texts counted lately (text, count): the same page seen again costs one comparison. */
    private static final int RECENT = 4;
    private final Object[][] recent = new Object[RECENT][];
    private int next;

    /** The count of {@code text} ({@link #measure}'s tokens). */
    public int count(String text) {
        return measure(text).tokens();
    }

    /** The count of {@code text}, and whether it is an estimate (a run too long to encode: see {@link Tokens}). */
    public Tokens.Count measure(String text) {
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

    /**
     * The count of each line of {@code text}: {@code counts[i]} is that of the i-th line with its {@code \n} (the last
     * line without one), lines being what {@code text.split("\n", -1)} gives. Each line is counted alone, so their sum
     * is at least {@link #count} (a run of blank lines, one piece in the whole text, is a piece per line here).
     */
    public int[] lineCounts(String text) {
        if (text == null || text.isEmpty()) return new int[] {0};
        int lines = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
        int[] out = new int[lines];
        int start = 0;
        for (int li = 0; li < lines; li++) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl + 1;
            out[li] = end == start ? 0 : line(text.substring(start, end)) >>> 1;
            start = end;
        }
        return out;
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
