package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A cheap first test before a pattern that looks for key words: a text can only hold one of the words if it holds
 * all of that word's letters. One pass over the text's characters into a 64-bit set (letters case-folded, digits,
 * {@code $}), no hashing and no allocation; most short texts of a page ("Home", "Page 2 of 10", "edit") fail here.
 * A text with any character outside ASCII always passes (accents and currency signs are left to the pattern).
 */
final class LetterGate implements Predicate<String> {
    private static final long DIGIT = 1L << 26;
    private static final long DOLLAR = 1L << 27;
    private static final long NON_ASCII = 1L << 63;

    /** The bit of each ASCII character (0 for those not counted). */
    private static final long[] BITS = new long[128];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            BITS[c] = 1L << (c - 'a');
            BITS[c - 32] = 1L << (c - 'a');
        }
        for (char c = '0'; c <= '9'; c++) BITS[c] = DIGIT;
        BITS['$'] = DOLLAR;
    }

    private final long[] words;
    /** The shortest key word: a shorter text holds none of them. */
    private final int minLength;

    /**
     * @param words the key words, as the pattern spells them (ASCII), none longer than the shortest text its part of
     *     the pattern can match; {@code #} stands for any digit
     */
    LetterGate(List<String> words) {
        this.words = new long[words.size()];
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < words.size(); i++) {
            min = Math.min(min, words.get(i).length());
            long m = mask(words.get(i).replace('#', '0'));
            if ((m & NON_ASCII) != 0) throw new IllegalArgumentException("not ASCII: " + words.get(i));
            this.words[i] = m;
        }
        this.minLength = min;
    }

    private LetterGate(long[] words, int minLength) {
        this.words = words;
        this.minLength = minLength;
    }

    /**
     * The gate of a pattern made of {@code lines} of alternatives (as {@code words.yaml} holds them), matched
     * case-insensitively: a key word per alternative, of the letters and digits its every match holds
     * ({@link Alternatives#lead}); an alternative whose every match holds a character outside ASCII needs none (the
     * gate lets such texts through).
     */
    static LetterGate forAlternatives(List<String> lines) {
        List<Long> masks = new ArrayList<>();
        int min = Integer.MAX_VALUE;
        for (String line : lines) {
            for (String alternative : Alternatives.split(line)) {
                Alternatives.Lead lead = Alternatives.lead(alternative);
                min = Math.min(min, lead.length());
                if (!lead.outsideAscii()) masks.add(mask(lead.letters()));
            }
        }
        long[] words = new long[masks.size()];
        for (int i = 0; i < words.length; i++) words[i] = masks.get(i);
        return new LetterGate(words, min == Integer.MAX_VALUE ? 0 : min);
    }

    /** Whether {@code text} holds every letter of some key word (or a character this gate cannot judge). */
    @Override
    public boolean test(String text) {
        return text.length() >= minLength && test(mask(text), text.length());
    }

    /** {@link #test(String)} of a text of {@code length} characters whose {@link #mask} is {@code letters}. */
    boolean test(long letters, int length) {
        if (length < minLength) return false;
        if ((letters & NON_ASCII) != 0) return true;
        for (long w : words) if ((letters & w) == w) return true;
        return false;
    }

    static long mask(String s) {
        long m = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= 128) return m | NON_ASCII;
            m |= BITS[c];
        }
        return m;
    }
}
