package dev.goaldigest.proxy;

import java.util.Locale;

/**
 * The sizes the proxy handles, set for the heap it runs in (the README's client configurations start it with
 * {@code -Xmx1g}). Past them a message still goes where it was going, with one line saying why it was not touched, or a
 * call is answered with a clear error: nothing slips by unnoticed.
 *
 * <ul>
 *   <li>{@link #MAX_PRUNE_CHARS}: pruning costs about 40 bytes of heap and 1 microsecond per character of snapshot (a
 *       25 MB page: 28 s and 650 MB on the 2-core test machine), and its output would still be over a million tokens,
 *       more than any agent reads. Ten million characters is 13 times the largest page of the corpus.</li>
 *   <li>{@link #MAX_PARSE_BYTES}: the longest line read into a JSON tree (the text of a result is held twice while it
 *       is read); Jackson's own limits are set to it on purpose, not left at their defaults.</li>
 *   <li>{@link #MAX_GOAL_CHARS}: a goal is a sentence or two; it goes into the model's prompt.</li>
 * </ul>
 */
final class Limits {
    static final int MAX_PRUNE_CHARS = 10_000_000;
    static final int MAX_PARSE_BYTES = 32 * 1024 * 1024;
    static final int MAX_GOAL_CHARS = 4_000;

    private Limits() {
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
