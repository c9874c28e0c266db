package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Positions named in a goal ("the fourth story", "result #23", "the 2nd link", "der dritte Artikel"), so the item at
 * that position of a repeated list keeps its details even when nothing else in it matches the goal's words.
 */
final class Ordinals {
    private Ordinals() {
    }

    /** "#23", "2nd", "3.", "4e", "result 23", "Nummer 4": the suffixes and position words are {@code prune/words.yaml}'s. */
    private static final Pattern NUMERIC = Pattern.compile(
            "(?:#\\s?(\\d{1,4})\\b)|(?:\\b(\\d{1,4})(?:"
                    + WordLists.bundled().alternatives(WordLists.Phrases.ORDINAL_SUFFIXES) + ")(?=\\s|$|[,;:)]))"
                    + "|(?:\\b(?:" + WordLists.bundled().alternatives(WordLists.Phrases.POSITION_WORDS)
                    + ")\\s+(\\d{1,4})\\b)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** Ordinal words of several languages, folded (no accents), and the positions they name. */
    private static final Map<String, Integer> WORDS = WordLists.bundled().ordinalWords();

    /** A most-generous bound: nobody means item 10,000 of a list. */
    private static final int MAX = 1000;

    static List<Integer> of(String goal) {
        List<Integer> out = new ArrayList<>();
        if (goal == null || goal.isBlank()) return out;
        Matcher m = NUMERIC.matcher(goal);
        while (m.find()) {
            for (int g = 1; g <= 3; g++) {
                if (m.group(g) != null) add(out, Integer.parseInt(m.group(g)));
            }
        }
        for (String w : Words.foldedLetterRuns(goal)) {
            Integer v = WORDS.get(w);
            if (v != null) add(out, v);
        }
        return out;
    }

    private static void add(List<Integer> out, int v) {
        if (v >= 1 && v <= MAX && !out.contains(v)) out.add(v);
    }
}
