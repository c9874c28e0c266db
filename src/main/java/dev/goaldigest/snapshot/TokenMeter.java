package dev.goaldigest.snapshot;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * o200k token counts of snapshot text ({@link Tokens#measure}: exact, or marked as an estimate), line by line with a
 * memo. The o200k pre-tokenizer merges a line's text with the next line's only where the next line starts with a slash
 * or a carriage return (a sign's piece takes the line breaks and slashes after it: "-\n/"), so the sum of the counts of
 * each line (with its line break, runs of blank lines kept together, a line that so starts kept with the one before) is
 * the count of the whole text (checked on every corpus page, and on text of any make, by tests). Snapshots of one
 * session repeat most of their lines (the same page again, the pruned copy of a page just counted, a pruned page fitted
 * to a budget), so after the first sight of a page the count costs a few hash lookups instead of a full BPE pass (about 250 ms for a 700K-character page on a busy 2-core machine). Thread-safe:
 * the proxy counts a raw page on one thread while the pipeline counts its pruned lines on another.
 */
public final class TokenMeter {
    private static final int MAX_ENTRIES = 400_000;
    private static final int MAX_CACHED_LINE = 2_000;
    /** ... and at most this many characters in all (long lines: 16,000 of 2,000 characters, some 32-64 MB). */
    static final long MAX_CHARS = 32_000_000L;
    /** The characters the memo's keys hold, about (a clear and a put may cross). */
    private final AtomicLong chars = new AtomicLong();

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
        rememberWhole(text, total);
        return total;
    }

    /**
     * Starts counting {@code text} on {@code executor}, in pieces of whole lines: {@link Pending#join} counts the pieces
     * no one has started yet on the calling thread, then waits for the rest. The proxy starts a raw page's count
     * beside the pipeline; when the pipeline is done first (a large page never seen before: its count takes three
     * times the pipeline's time), its thread counts the pieces no one has started instead of waiting for them. The same
     * count as {@link #measure}, remembered like it.
     */
    public Pending start(String text, Executor executor) {
        Tokens.Count seen = text == null || text.isEmpty() ? Tokens.Count.ZERO : recent(text);
        Pending p = new Pending(this, seen == null ? text : "", seen);
        if (!p.result.isDone()) executor.execute(p::work);
        return p;
    }

    /** A count under way ({@link #start}). */
    public static final class Pending {
        /** Pieces of about this many characters (a 733K-character page: 45 of them). */
        static final int PIECE = 16_384;

        private final TokenMeter meter;
        private final String text;
        private final int[] bounds;
        private final long[] parts;
        private final AtomicInteger next = new AtomicInteger();
        private final AtomicInteger done = new AtomicInteger();
        private final CompletableFuture<Tokens.Count> result = new CompletableFuture<>();

        private Pending(TokenMeter meter, String text, Tokens.Count known) {
            this.meter = meter;
            this.text = text;
            this.bounds = known != null ? new int[] {0} : pieces(text);
            this.parts = new long[bounds.length - 1];
            if (known != null) result.complete(known);
        }

        /** The count: the pieces left are counted here, then the ones under way elsewhere are waited for. */
        public Tokens.Count join() {
            work();
            return result.join();
        }

        private void work() {
            try {
                for (int i = next.getAndIncrement(); i < parts.length; i = next.getAndIncrement()) {
                    Tokens.Count c = meter.countLines(text.substring(bounds[i], bounds[i + 1]));
                    parts[i] = ((long) c.tokens() << 1) | (c.estimated() ? 1 : 0);
                    if (done.incrementAndGet() == parts.length) finish();
                }
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }

        private void finish() {
            long total = 0;
            boolean estimated = false;
            for (long p : parts) {
                total += p >>> 1;
                estimated |= (p & 1) != 0;
            }
            Tokens.Count c = new Tokens.Count((int) Math.min(Integer.MAX_VALUE, total), estimated);
            meter.rememberWhole(text, c);
            result.complete(c);
        }

        /**
         * Where the pieces of {@code text} start, and its length: each cut where {@link #countLines} starts a line (after
         * a line break and the blank lines that follow it), so the pieces' counts add up to the whole's.
         */
        private static int[] pieces(String text) {
            int len = text.length();
            int[] bounds = new int[len / PIECE + 2];
            int n = 1;
            int at = PIECE;
            while (at < len) {
                int nl = text.indexOf('\n', at);
                if (nl < 0) break;
                int end = lineEnd(text, nl);
                if (end >= len) break;
                bounds[n++] = end;
                at = end + PIECE;
            }
            bounds[n++] = len;
            return java.util.Arrays.copyOf(bounds, n);
        }
    }

    private void rememberWhole(String text, Tokens.Count total) {
        synchronized (recent) {
            recent[next] = new Object[] {text, total};
            next = (next + 1) % RECENT;
        }
    }

    /**
     * Where the line ending with the line break at {@code nl} ends: the blank lines right after it with it, and the
     * next line too when it starts with a slash or a carriage return (the pre-tokenizer's piece of a sign goes on over
     * line breaks into them), and so on.
     */
    private static int lineEnd(String text, int nl) {
        int len = text.length();
        while (true) {
            int end = nl + 1;
            for (int j = end; j < len; j++) {
                char c = text.charAt(j);
                if (c == '\n') end = j + 1;
                else if (!Character.isWhitespace(c)) break;
            }
            if (end >= len || text.charAt(end) != '/' && text.charAt(end) != '\r') return end;
            nl = text.indexOf('\n', end);
            if (nl < 0) return len;
        }
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
            // a run of line breaks (blank or whitespace-only lines) is one pre-token: keep it in one piece
            int end = nl < 0 ? len : lineEnd(text, nl);
            int c = line(text, start, end);
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
            out[li] = end == start ? 0 : line(text, start, end) >>> 1;
            start = end;
        }
        return out;
    }

    /**
     * The count of the line {@code text[start, end)}, times two, plus one when it is an estimate (one boxed value per
     * memo entry). The o200k pre-tokenizer makes a line's indentation but its last space a piece of its own (the last
     * space goes with what follows: " -", " link"), so the rest of an indented line counts the same at any depth: it
     * is remembered without the indentation, and a page's lines count once whether the raw page or its pruned copy,
     * indented otherwise, is counted first.
     */
    private int line(String text, int start, int end) {
        int sp = start;
        while (sp < end && sp - start <= MAX_INDENT && text.charAt(sp) == ' ') sp++;
        int indent = sp - start;
        if (indent >= 2 && indent <= MAX_INDENT && sp < end && text.charAt(sp) > ' ' && text.charAt(sp) <= '~') {
            return counted(text, sp - 1, end) + (spaces(indent - 1) << 1);
        }
        return counted(text, start, end);
    }

    /** Indentation up to this many spaces is split off a line (far below {@link Tokens#LONG_RUN}: counted exactly). */
    static final int MAX_INDENT = 160;
    /** The count of k spaces, once known (0: not yet; filled when first needed, not when the class loads). */
    private static final int[] SPACES = new int[MAX_INDENT + 1];

    private static int spaces(int k) {
        int c = SPACES[k];
        if (c == 0) SPACES[k] = c = Tokens.count(" ".repeat(k));
        return c;
    }

    /** The packed count of {@code text[from, to)}: a long line counted alone, else from the memo, one copy made. */
    private int counted(String text, int from, int to) {
        if (to - from > MAX_CACHED_LINE) return packed(Tokens.measure(text.substring(from, to)));
        return memoised(refsAsZeros(text, from, to), this::segments);
    }

    private static final String REF = "[ref=";

    /**
     * {@code line} with the digits of its refs written as zeros ({@code [ref=e4393]}: {@code [ref=e0000]}), the same
     * count. The o200k pre-tokenizer makes a run of digits pieces of three digits, from its start, whatever is around
     * it (no other piece takes a digit), and each string of one to three digits is one token (checked by a test); a
     * ref's digits lie between its letters and its bracket. A page seen again with its refs numbered anew (navigated to
     * again, edited above: every ref after the change is new) then counts in memo lookups, as do a site's menus and
     * footer on its next page.
     */
    static String refsAsZeros(String line) {
        return refsAsZeros(line, 0, line.length());
    }

    /** {@link #refsAsZeros(String)} of {@code text[from, to)}, copied once (a ref's digits as zeros in the copy). */
    private static String refsAsZeros(String text, int from, int to) {
        char[] c = null;
        for (int at = from; at + REF.length() < to; at++) {
            if (text.charAt(at) != '[' || !text.startsWith(REF, at)) continue;
            int i = at + REF.length();
            int end = i;
            while (end < to && isRefChar(text.charAt(end))) end++;
            if (end < to && text.charAt(end) == ']') {
                for (int k = i; k < end; k++) {
                    char ch = text.charAt(k);
                    if (ch >= '1' && ch <= '9') {
                        if (c == null) {
                            c = new char[to - from];
                            text.getChars(from, to, c, 0);
                        }
                        c[k - from] = '0';
                    }
                }
            }
            at = end - 1;
        }
        return c == null ? text.substring(from, to) : new String(c);
    }

    private static boolean isRefChar(char ch) {
        return ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z';
    }

    /** The packed count of {@code text} from the memo, else {@code count}'s, remembered. */
    private int memoised(String text, java.util.function.ToIntFunction<String> count) {
        Integer n = memo.get(text);
        if (n != null) return n;
        int c = count.applyAsInt(text);
        remember(text, c);
        return c;
    }

    private void remember(String text, int packed) {
        // a long session on many sites, or pages of long lines: start over, stay bounded in entries and in characters
        if (memo.size() >= MAX_ENTRIES || chars.get() >= MAX_CHARS) {
            memo.clear();
            chars.set(0);
        }
        if (memo.put(text, packed) == null) chars.addAndGet(text.length());
    }

    /** How many characters the memo's keys hold, about (for tests). */
    long rememberedChars() {
        return chars.get();
    }

    /**
     * A line not seen before, counted in segments, each remembered: the line is cut before every space that an ASCII
     * sign follows ({@code  "Name"}, {@code  [ref=e5]}, {@code  [cursor=pointer]:}). The o200k pre-tokenizer always
     * starts a piece there (a space followed by a sign is a piece's start: " [", " \""; no piece ends in a space but a
     * run of white space, which leaves its last space to what follows), so the segments' counts add up to the line's.
     * A page's pruned copy, its lines shortened (a ref's {@code [cursor=pointer]} dropped, a name cut), then shares
     * most of its segments with the raw page counted beside it; so does a page that changed only here and there.
     */
    private int segments(String line) {
        int len = line.length();
        // a run that the whole line's count estimates is estimated whole, not counted exactly in segments; without one,
        // no segment's count is an estimate either (a segment's runs are the line's)
        if (len > Tokens.LONG_RUN && Tokens.hasLongRun(line)) return packed(Tokens.measure(line));
        int from = 0;
        int total = 0;
        for (int i = 1; i < len - 1; i++) {
            if (line.charAt(i) != ' ' || !sign(line.charAt(i + 1))) continue;
            total += memoised(line.substring(from, i), TokenMeter::exact);
            from = i;
        }
        if (from == 0) return exact(line);
        return total + memoised(line.substring(from), TokenMeter::exact);
    }

    /** The packed count of text without a long run ({@link Tokens#measure}: never an estimate). */
    private static int exact(String text) {
        return packed(Tokens.measure(text));
    }

    /** An ASCII character neither letter, digit, nor white space. */
    private static boolean sign(char c) {
        return c > ' ' && c <= '~' && !(c >= '0' && c <= '9') && !((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
    }

    /** How many lines the memo holds (for tests). */
    int remembered() {
        return memo.size();
    }

    private static int packed(Tokens.Count c) {
        return (Math.min(c.tokens(), Integer.MAX_VALUE >>> 1) << 1) | (c.estimated() ? 1 : 0);
    }
}
