package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Positions named in a goal ("the fourth story", "result #23", "the 2nd link", "der dritte Artikel", "the very last
 * story", "die vorletzte Zeile"), so the item at that position of a repeated list keeps its details even when nothing
 * else in it matches the goal's words. Positions from the start are 1, 2, …; from the end, -1 (the last) and -2 (the
 * one before it).
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

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

    /** "second to last", "vorletzte", "avant-dernier", "penúltimo": -2. */
    private static final Pattern SECOND_FROM_END = WordLists.bundled().wholeWords(WordLists.Phrases.SECOND_FROM_END, FLAGS);

    /** "last", "letzte", "dernière", "último": -1, unless a time or a field follows ("last name", "letzte Woche"). */
    private static final Pattern LAST = Pattern.compile("\\b(?:" + WordLists.bundled().alternatives(WordLists.Phrases.LAST)
            + ")\\b(?![\\s-]+(?:" + WordLists.bundled().alternatives(WordLists.Phrases.NOT_A_POSITION) + ")\\b)", FLAGS);

    /** Ordinal words of several languages, folded (no accents), and the positions they name. */
    private static final Map<String, Integer> WORDS = WordLists.bundled().ordinalWords();

    /** A most-generous bound: nobody means item 10,000 of a list. */
    private static final int MAX = 1000;

    static List<Integer> of(String goal) {
        List<Integer> out = new ArrayList<>();
        if (goal == null || goal.isBlank()) return out;
        // from the end first: "second to last" names no second item, and no last one either
        Matcher e = SECOND_FROM_END.matcher(goal);
        StringBuilder rest = new StringBuilder(goal);
        while (e.find()) {
            add(out, -2);
            for (int i = e.start(); i < e.end(); i++) rest.setCharAt(i, ' ');
        }
        goal = rest.toString();
        if (LAST.matcher(goal).find()) add(out, -1);
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
        if (v >= -2 && v != 0 && v <= MAX && !out.contains(v)) out.add(v);
    }
}
