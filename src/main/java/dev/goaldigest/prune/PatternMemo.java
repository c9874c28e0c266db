package dev.goaldigest.prune;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pattern's first match in a short text, remembered per distinct text: pages repeat their short texts (names,
 * labels, prices) and the rules test them on every run, so each distinct one is matched once. Bounded: past
 * {@link #MAX} texts or {@link #MAX_CHARS} characters the memory starts over. Thread-safe; texts longer than
 * {@link #MAX_TEXT} are matched directly, never remembered.
 */
final class PatternMemo {
    static final int MAX = 20_000;
    static final int MAX_TEXT = 2_000;
    /** Characters of remembered text, at most (the texts are the page's own strings, kept alive by the memory). */
    static final long MAX_CHARS = 2_000_000;
    private static final String NONE = new String("");

    private final Pattern pattern;
    private final ConcurrentHashMap<String, String> found = new ConcurrentHashMap<>();
    private final AtomicLong chars = new AtomicLong();

    private final int maxText;
    private final Predicate<String> worthMatching;

    PatternMemo(Pattern pattern) {
        this(pattern, MAX_TEXT, t -> true);
    }

    /**
     * A memory for texts up to {@code maxText} characters; the pattern is only tried (and the memory only looked up)
     * for texts that pass {@code worthMatching}, a cheap test that must be true of every text the pattern finds in.
     */
    PatternMemo(Pattern pattern, int maxText, Predicate<String> worthMatching) {
        this.pattern = pattern;
        this.maxText = maxText;
        this.worthMatching = worthMatching;
    }

    Pattern pattern() {
        return pattern;
    }

    /** The text of the first match of the pattern in {@code text} ({@link Matcher#find}), or null. */
    String first(String text) {
        if (!worthMatching.test(text)) return null; // a cheap test first: most texts stop here, unhashed
        return firstPassed(text);
    }

    /** {@link #first} of a text the caller has already found worth matching. */
    String firstPassed(String text) {
        if (text.length() > maxText) return match(text);
        String hit = found.get(text);
        if (hit == null) {
            String m = match(text);
            hit = m == null ? NONE : m;
            if (found.size() >= MAX || chars.get() >= MAX_CHARS) {
                found.clear();
                chars.set(0);
            }
            if (found.put(text, hit) == null) chars.addAndGet(text.length());
        }
        return hit == NONE ? null : hit;
    }

    /** Whether the pattern occurs in {@code text}. */
    boolean find(String text) {
        return first(text) != null;
    }

    private String match(String text) {
        Matcher m = pattern.matcher(text);
        return m.find() ? m.group() : null;
    }
}
