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

    private static final Pattern NUMERIC = Pattern.compile(
            "(?:#\\s?(\\d{1,4})\\b)|(?:\\b(\\d{1,4})(?:st|nd|rd|th|\\.|e|er|ème|eme|º|ª)(?=\\s|$|[,;:)]))"
                    + "|(?:\\b(?:number|no\\.?|nr\\.?|nummer|numéro|numero|item|result|row|story|position)\\s+(\\d{1,4})\\b)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** Ordinal words of English, German, French, Spanish and Italian, folded (no accents). */
    private static final Map<String, Integer> WORDS = Map.ofEntries(
            Map.entry("first", 1), Map.entry("second", 2), Map.entry("third", 3), Map.entry("fourth", 4),
            Map.entry("fifth", 5), Map.entry("sixth", 6), Map.entry("seventh", 7), Map.entry("eighth", 8),
            Map.entry("ninth", 9), Map.entry("tenth", 10),
            Map.entry("erste", 1), Map.entry("zweite", 2), Map.entry("dritte", 3), Map.entry("vierte", 4),
            Map.entry("funfte", 5), Map.entry("sechste", 6), Map.entry("siebte", 7), Map.entry("achte", 8),
            Map.entry("neunte", 9), Map.entry("zehnte", 10),
            Map.entry("premier", 1), Map.entry("premiere", 1), Map.entry("deuxieme", 2), Map.entry("troisieme", 3),
            Map.entry("quatrieme", 4), Map.entry("cinquieme", 5), Map.entry("sixieme", 6), Map.entry("septieme", 7),
            Map.entry("huitieme", 8), Map.entry("neuvieme", 9), Map.entry("dixieme", 10),
            Map.entry("primero", 1), Map.entry("segundo", 2), Map.entry("tercero", 3), Map.entry("cuarto", 4),
            Map.entry("quinto", 5), Map.entry("primo", 1), Map.entry("terzo", 3), Map.entry("quarto", 4));

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
        for (String w : Words.fold(goal).split("[^\\p{L}]+")) {
            Integer v = WORDS.get(w);
            if (v != null) add(out, v);
        }
        return out;
    }

    private static void add(List<Integer> out, int v) {
        if (v >= 1 && v <= MAX && !out.contains(v)) out.add(v);
    }
}
