package dev.goaldigest.prune;

import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cheap first test before whole-text patterns run (or their memory is looked up): from the first two characters of
 * a text as {@link NoisePatterns#normalize} would give them, whether any of the patterns could match the whole of it.
 * Most texts of a page ("|", "edit", "4.5", "Home") fail here, for a few array reads instead of hashing the text.
 *
 * <p>The answer per prefix comes from the patterns themselves, once, on first use: a pattern that does not match the
 * prefix and did not hit its end ({@link Matcher#hitEnd}) cannot match any longer text that starts with it. Only
 * ASCII prefixes are gated; a text whose first characters are not ASCII (accents to fold, odd spaces) always passes.
 */
final class PrefixGate {
    private static final byte UNKNOWN = 0;
    private static final byte NO = 1;
    private static final byte MAYBE = 2;
    /** Two ASCII characters, and whether the text ends after them (then the answer is a whole match). */
    private static final int SIZE = 128 * 128 * 2;

    private final List<Pattern> patterns;
    /** The answers so far; racy writes are harmless (every thread computes the same value). */
    private final byte[] answers = new byte[SIZE];

    PrefixGate(Collection<Pattern> patterns) {
        this.patterns = List.copyOf(patterns);
    }

    /** False only when no pattern can match the whole normalized text; true also when the text is not gated. */
    boolean mayMatch(String text) {
        int n = text.length();
        int i = 0;
        while (i < n && isSpace(text.charAt(i))) i++;
        if (i == n) return true; // empty after trimming: let the matcher say so
        char c1 = text.charAt(i);
        if (c1 >= 128 || Character.isWhitespace(c1)) return true;
        c1 = lower(c1);
        int j = i + 1;
        char c2;
        boolean end;
        if (j == n) {
            c2 = 0;
            end = true;
        } else if (isSpace(text.charAt(j))) {
            int k = j;
            while (k < n && isSpace(text.charAt(k))) k++;
            if (k < n && text.charAt(k) >= 128) return true; // a non-ASCII character could fold into a space
            end = k == n;
            c2 = end ? 0 : ' ';
        } else {
            c2 = text.charAt(j);
            if (c2 >= 128 || Character.isWhitespace(c2)) return true;
            c2 = lower(c2);
            end = j + 1 == n;
        }
        int slot = ((c1 << 7) | c2) << 1 | (end ? 1 : 0);
        byte a = answers[slot];
        if (a == UNKNOWN) {
            a = decide(c2 == 0 ? String.valueOf(c1) : "" + c1 + c2, end) ? MAYBE : NO;
            answers[slot] = a;
        }
        return a == MAYBE;
    }

    private boolean decide(String prefix, boolean whole) {
        for (Pattern p : patterns) {
            Matcher m = p.matcher(prefix);
            if (m.matches() || !whole && m.hitEnd()) return true;
        }
        return false;
    }

    /** ASCII whitespace as {@link Character#isWhitespace} sees it. */
    private static boolean isSpace(char c) {
        return c == ' ' || c >= '\t' && c <= '\r' || c >= 0x1C && c <= 0x1F;
    }

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
}
