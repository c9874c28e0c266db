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
     * case-insensitively: from each alternative, the letters and digits it always matches and the fewest characters
     * it matches, read off its literal start (up to the first group that must match, a bounded repeat or an
     * alternative's end; optional parts are stepped over). An alternative that always matches a character outside
     * ASCII needs no key word (the gate lets such texts through).
     */
    static LetterGate forAlternatives(List<String> lines) {
        List<Long> masks = new ArrayList<>();
        int min = Integer.MAX_VALUE;
        for (String line : lines) {
            for (String alternative : topLevel(line)) {
                long[] lead = lead(alternative); // {letters, length}
                min = (int) Math.min(min, lead[1]);
                if ((lead[0] & NON_ASCII) == 0) masks.add(lead[0]);
            }
        }
        long[] words = new long[masks.size()];
        for (int i = 0; i < words.length; i++) words[i] = masks.get(i);
        return new LetterGate(words, min == Integer.MAX_VALUE ? 0 : min);
    }

    /** The alternatives of a regular expression at its top level (not inside a group or a character class). */
    static List<String> topLevel(String regex) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '[') {
                i = classEnd(regex, i);
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                out.add(regex.substring(start, i));
                start = i + 1;
            }
        }
        out.add(regex.substring(start));
        return out;
    }

    /**
     * What every match of one alternative holds, from its start: the {@link #mask} bits of the ASCII letters and
     * digits it always matches ({@link #NON_ASCII} when it always matches a character no ASCII one folds to), and the
     * fewest characters a match has.
     */
    private static long[] lead(String re) {
        long letters = 0;
        long length = 0;
        int i = 0;
        int n = re.length();
        while (i < n) {
            char c = re.charAt(i);
            int end; // the end of this one-character (or optional) part
            long bits = 0;
            int chars = 1;
            if (c == '(') {
                end = groupEnd(re, i) + 1;
                if (end > n || !optional(re, end)) break; // a group that must match: its alternatives are not read
                chars = 0;
            } else if (c == '[') {
                end = classEnd(re, i) + 1;
                if (end > n) break;
            } else if (c == '\\') {
                if (i + 1 >= n) break;
                char e = re.charAt(i + 1);
                if ("bBAzZG".indexOf(e) >= 0) chars = 0; // a boundary: no character
                else if (e == 'd') bits = DIGIT;
                else if (Character.isLetterOrDigit(e) && "swDSW".indexOf(e) < 0) break; // \Q, \p{..}, \1 ...: stop here
                end = i + 2;
            } else if (c == '^' || c == '$') {
                chars = 0;
                end = i + 1;
            } else if (c == '.' || c == ')' || c == '|' || c == '{' || c == '}' || c == '*' || c == '+' || c == '?') {
                if (c != '.') break;
                end = i + 1;
            } else if (c < 128) {
                bits = BITS[c];
                end = i + 1;
            } else {
                boolean foldsToAscii = Character.toUpperCase(c) < 128 || Character.toLowerCase(c) < 128
                        || Character.toLowerCase(Character.toUpperCase(c)) < 128;
                if (!foldsToAscii) bits = NON_ASCII;
                end = i + 1;
            }
            if (end < n && re.charAt(end) == '{') break; // a bounded repeat: stop here
            if (optional(re, end)) {
                i = end + 1;
                if (i < n && (re.charAt(i) == '?' || re.charAt(i) == '+')) i++; // lazy or possessive
                continue;
            }
            letters |= bits;
            length += chars;
            i = end < n && re.charAt(end) == '+' ? end + 1 : end;
            if (i < n && i == end + 1 && (re.charAt(i) == '?' || re.charAt(i) == '+')) i++;
        }
        return new long[] {letters, length};
    }

    /** Whether the part ending before {@code at} may match nothing ({@code ?} or {@code *} follows it). */
    private static boolean optional(String re, int at) {
        return at < re.length() && (re.charAt(at) == '?' || re.charAt(at) == '*');
    }

    /** The index of the {@code )} closing the group opened at {@code open}, or the length of {@code re}. */
    private static int groupEnd(String re, int open) {
        int depth = 0;
        for (int i = open; i < re.length(); i++) {
            char c = re.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '[') {
                i = classEnd(re, i);
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return re.length();
    }

    /**
     * The index of the {@code ]} closing the character class opened at {@code open}; the length of {@code re} when there
     * is none, or when the class holds another one (then it is not read).
     */
    private static int classEnd(String re, int open) {
        int i = open + 1;
        if (i < re.length() && re.charAt(i) == '^') i++;
        if (i < re.length() && re.charAt(i) == ']') i++; // a ] first in the class is one of its characters
        for (; i < re.length(); i++) {
            char c = re.charAt(i);
            if (c == '\\') i++;
            else if (c == '[') return re.length();
            else if (c == ']') return i;
        }
        return re.length();
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
