package dev.goaldigest.snapshot;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Token counts with the o200k_base encoding (GPT-4o, GPT-4.1 and later), via jtokkit, linear in time and bounded in
 * memory on any input.
 *
 * <p>jtokkit's byte-pair merge is fast on the short pieces real text splits into, but one long piece (a line of
 * 20 MB without a space, a run of 100,000 blanks) costs it about 1.5 microseconds and hundreds of bytes per
 * character. A run of one kind of character (letters, punctuation, whitespace) longer than {@link #LONG_RUN} is
 * therefore not encoded whole: it is counted in pieces (an upper bound; beyond {@link #COUNTED_RUN} characters
 * scaled from its start, with a margin), and the whole count says it is an estimate.
 * Text without such a run (every real page of the corpus) is counted exactly, in one pass.
 */
public final class Tokens {
    /** Runs of one character class longer than this are estimated (jtokkit's cost per character grows above it). */
    static final int LONG_RUN = 256;

    private static final class Holder {
        // the lazy registry reads only o200k's vocabulary; the default one reads all four of jtokkit's (r50k, p50k,
        // cl100k, o200k): about 40% of the first count's time in a cold JVM, for encodings never used
        static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }

    private Tokens() {
    }

    /**
     * A token count.
     *
     * @param tokens the count
     * @param estimated whether part of it was extrapolated (a run longer than {@link #LONG_RUN} characters)
     */
    public record Count(int tokens, boolean estimated) {
        public static final Count ZERO = new Count(0, false);

        public Count plus(Count other) {
            long sum = (long) tokens + other.tokens;
            return new Count((int) Math.min(Integer.MAX_VALUE, sum), estimated || other.estimated);
        }
    }

    /** The number of o200k tokens in {@code text} (an estimate for text with a very long run: see {@link #measure}). */
    public static int count(String text) {
        return measure(text).tokens();
    }

    /** The o200k token count of {@code text}, and whether it is an estimate. Linear in the text's length. */
    public static Count measure(String text) {
        if (text == null || text.isEmpty()) return Count.ZERO;
        int len = text.length();
        if (len <= LONG_RUN) return new Count(Holder.O200K.countTokensOrdinary(text), false);
        long total = 0;
        int segment = 0; // start of the text not counted yet
        for (long run = longRun(text, 0); run >= 0; run = longRun(text, segment)) {
            int start = (int) (run >>> 32);
            if (start > segment) total += exact(text, segment, start);
            segment = (int) run;
            total += estimate(text, start, segment);
        }
        if (segment == 0) return new Count(Holder.O200K.countTokensOrdinary(text), false);
        if (segment < len) total += exact(text, segment, len);
        return new Count((int) Math.min(Integer.MAX_VALUE, total), true);
    }

    /** Whether {@link #measure} estimates part of {@code text}: it has a run longer than {@link #LONG_RUN}. */
    static boolean hasLongRun(String text) {
        return text.length() > LONG_RUN && longRun(text, 0) >= 0;
    }

    /**
     * The first run of one kind of character (not digits) longer than {@link #LONG_RUN} in {@code text} from {@code
     * from} on, as {@code start << 32 | end}; -1 when there is none. One pass, which {@link #measure} goes on from the
     * end of each run it finds.
     */
    private static long longRun(String text, int from) {
        int len = text.length();
        int runStart = from;
        int runClass = -1;
        for (int i = from; i <= len; i++) {
            int c = i < len ? charClass(text.charAt(i)) : -2;
            if (c == runClass) continue;
            if (runClass != DIGIT && i - runStart > LONG_RUN) return (long) runStart << 32 | i;
            runClass = c;
            runStart = i;
        }
        return -1;
    }

    private static final int LETTER = 0;
    private static final int DIGIT = 1;
    private static final int SPACE = 2;
    private static final int OTHER = 3;

    /** The pre-tokenizer's character classes, roughly: it never joins two of them into one long piece. */
    private static int charClass(char ch) {
        if (ch < 128) {
            if ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z') return LETTER;
            if (ch >= '0' && ch <= '9') return DIGIT;
            if (ch == ' ' || (ch >= '\t' && ch <= '\r')) return SPACE;
            return OTHER;
        }
        if (Character.isSurrogate(ch)) return LETTER; // both halves of a pair alike, whatever the code point
        if (Character.isWhitespace(ch) || Character.isSpaceChar(ch)) return SPACE;
        if (Character.isLetter(ch)) return LETTER;
        return switch (Character.getType(ch)) {
            case Character.NON_SPACING_MARK, Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK -> LETTER;
            case Character.DECIMAL_DIGIT_NUMBER, Character.LETTER_NUMBER, Character.OTHER_NUMBER -> DIGIT;
            default -> OTHER;
        };
    }

    private static int exact(String text, int from, int to) {
        return Holder.O200K.countTokensOrdinary(text.substring(from, to));
    }

    /**
     * A long run's count, from its pieces of {@link #LONG_RUN} characters each counted exactly: linear in the run's
     * length, and never below the run's true count (the encoder cannot join tokens across a cut, so cut text counts
     * as many tokens or more), which a token budget needs. An extrapolation from the run's ends undercounted runs of
     * blanks (deep indentation) by a third.
     */
    private static long estimate(String text, int from, int to) {
        int counted = Math.min(to, from + COUNTED_RUN);
        long tokens = 0;
        for (int at = from; at < counted; ) {
            int end = Math.min(counted, at + LONG_RUN);
            if (end < counted) end = safeEnd(text, end);
            tokens += exact(text, at, end);
            at = end;
        }
        if (counted < to) {
            // a run of megabytes (one word of 20 MB) goes on as it began: its counted start, scaled, with a margin
            tokens = (long) Math.ceil(tokens * (double) (to - from) / (counted - from) * RUN_MARGIN);
        }
        return Math.max(1, tokens);
    }

    /** A run's first this many characters are counted (in pieces); beyond, the count is scaled ... */
    static final int COUNTED_RUN = 65_536;
    /** ... with this margin. */
    static final double RUN_MARGIN = 1.1;

    private static int safeEnd(String text, int end) {
        return Character.isHighSurrogate(text.charAt(end - 1)) ? end + 1 : end;
    }
}
