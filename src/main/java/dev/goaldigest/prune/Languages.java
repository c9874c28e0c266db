package dev.goaldigest.prune;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What language a text is written in, told by its commonest function words ({@code prune/words.yaml}'s language
 * marks): enough to know that a goal and a page's main text are not written in the same one. A word in more than one
 * language's list tells no language ("la", "to", "is").
 */
final class Languages {
    /** Each mark that belongs to one language alone, and that language. */
    private static final Map<String, String> MARKS = distinct(WordLists.bundled().languageMarks());

    /** A text tells its language when it says at least this many of its marks, more than twice any other's. */
    static final int MIN_MARKS = 2;
    /**
     * A text is written in another language than one when it says fewer than one of that language's marks in this
     * many letters (English prose says one in about 20: "the" alone is one word in 16) ...
     */
    static final int LETTERS_PER_MARK = 400;
    /**
     * ... and it says another language's marks, one in this many letters at least, or is written mostly in another
     * script than the Latin (a list of ads, "Chevy Chevelle Wagon 1972 - $5500", says no language's) ...
     */
    static final int OTHER_LETTERS_PER_MARK = 100;
    /** ... over at least this many letters. */
    static final int MIN_LETTERS = 400;

    private Languages() {}

    static Map<String, String> distinct(Map<String, List<String>> marks) {
        Map<String, String> out = new HashMap<>();
        Set<String> shared = new HashSet<>();
        for (Map.Entry<String, List<String>> e : marks.entrySet()) {
            for (String w : e.getValue()) {
                String before = out.putIfAbsent(w, e.getKey());
                if (before != null && !before.equals(e.getKey())) shared.add(w);
            }
        }
        out.keySet().removeAll(shared);
        return Map.copyOf(out);
    }

    /** The language {@code text} is written in, or null when it says too few marks of one to tell. */
    static String of(String text) {
        Map<String, Integer> counts = new HashMap<>();
        tally(text, counts, new long[2]);
        String best = null;
        int first = 0;
        int second = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            int c = e.getValue();
            if (c > first) {
                second = first;
                first = c;
                best = e.getKey();
            } else if (c > second) {
                second = c;
            }
        }
        return first >= MIN_MARKS && first > 2 * second ? best : null;
    }

    /**
     * Whether {@code texts}, together {@link #MIN_LETTERS} letters or more, are written in another language than
     * {@code language}: they say its marks almost never, and another language's or another script's letters instead.
     */
    static boolean otherThan(String language, List<String> texts) {
        long[] seen = new long[2];
        Map<String, Integer> counts = new HashMap<>();
        for (String t : texts) tally(t, counts, seen);
        long letters = seen[0];
        long latin = seen[1];
        if (letters < MIN_LETTERS || counts.getOrDefault(language, 0) * (long) LETTERS_PER_MARK >= letters) return false;
        if (latin * 2 < letters) return true;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (!e.getKey().equals(language) && e.getValue() * (long) OTHER_LETTERS_PER_MARK >= letters) return true;
        }
        return false;
    }

    /**
     * Adds the marks {@code text} says to {@code counts} (by language), and its letters to {@code seen}: all of them
     * at 0, those of words in the Latin script at 1.
     */
    private static void tally(String text, Map<String, Integer> counts, long[] seen) {
        for (String w : Words.foldedLetterRuns(text)) {
            seen[0] += w.length();
            if (!w.isEmpty() && w.charAt(0) < 0x250) seen[1] += w.length();
            String lang = MARKS.get(w);
            if (lang != null) counts.merge(lang, 1, Integer::sum);
        }
    }
}
