package dev.goaldigest.prune;

import java.time.Month;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The months' names in the languages of the sites a goal is most often about, from the JDK's own locale data: what an
 * archive's month entry begins with ("March 2014", "März 2014", "mars 2014"), and what a page in another language calls
 * the month a goal names ("July 2014" is "Juli 2014" on a German page).
 */
final class Months {
    private Months() {
    }

    private static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk",
            "sv", "da", "nb", "fi", "cs", "sk", "hu", "ro", "tr", "el", "bg", "hr", "sl", "lt", "lv", "et", "ca");

    /** Each month's names, full and short, lower case and without a final dot, of three letters or more: its month. */
    static final Map<String, Month> NAMES;
    /** Each month's full names in every language, lower case (standalone and in a date: "июль", "июля"). */
    private static final Map<Month, List<String>> FULL;

    static {
        Map<String, Month> names = new HashMap<>();
        Map<Month, List<String>> full = new EnumMap<>(Month.class);
        for (Month m : Month.values()) {
            Set<String> fulls = new LinkedHashSet<>();
            for (String tag : LANGUAGES) {
                Locale l = Locale.forLanguageTag(tag);
                for (TextStyle style : List.of(TextStyle.FULL, TextStyle.FULL_STANDALONE, TextStyle.SHORT,
                        TextStyle.SHORT_STANDALONE)) {
                    String name = m.getDisplayName(style, l).toLowerCase(Locale.ROOT);
                    if (name.endsWith(".")) name = name.substring(0, name.length() - 1);
                    if (name.length() < 3) continue;
                    // a short name two months share across languages keeps the first month it was found for
                    names.putIfAbsent(name, m);
                    if (!style.equals(TextStyle.SHORT) && !style.equals(TextStyle.SHORT_STANDALONE)) fulls.add(name);
                }
            }
            full.put(m, List.copyOf(fulls));
        }
        NAMES = Map.copyOf(names);
        FULL = full;
    }

    /**
     * The months {@code text} names beside a number, a year or a day ("July 2014", "5 March", "März 2014"), in the order
     * it names them: a month word alone ("May I ...", "the March for ...") is not a date.
     */
    static List<Month> dated(String text) {
        String[] tokens = text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+");
        Set<Month> out = new LinkedHashSet<>();
        for (int i = 0; i < tokens.length; i++) {
            Month m = NAMES.get(tokens[i]);
            if (m == null) continue;
            if (i > 0 && day(tokens[i - 1]) || i + 1 < tokens.length && (day(tokens[i + 1]) || year(tokens[i + 1]))) {
                out.add(m);
            }
        }
        return new ArrayList<>(out);
    }

    /** The full names of {@code m} in every language. */
    static List<String> fullNames(Month m) {
        return FULL.get(m);
    }

    private static boolean day(String t) {
        return t.matches("\\d{1,2}(st|nd|rd|th)?");
    }

    private static boolean year(String t) {
        return t.matches("(1[89]|20)\\d\\d");
    }
}
