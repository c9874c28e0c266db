package dev.goaldigest.prune;

import java.time.Month;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
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

    /** Each month's full names in every language, standalone and in a date, by their month. */
    private static final Map<String, Month> FULL_NAMES;

    static {
        Map<String, Month> names = new HashMap<>();
        Map<String, Set<Month>> fullNames = new HashMap<>();
        for (Month m : Month.values()) {
            for (String tag : LANGUAGES) {
                Locale l = Locale.forLanguageTag(tag);
                for (TextStyle style : List.of(TextStyle.FULL, TextStyle.FULL_STANDALONE, TextStyle.SHORT,
                        TextStyle.SHORT_STANDALONE)) {
                    String name = m.getDisplayName(style, l).toLowerCase(Locale.ROOT);
                    if (name.endsWith(".")) name = name.substring(0, name.length() - 1);
                    // Catalan writes the month of a date with its article: "d’abril", "de maig"
                    name = name.replaceFirst("^(?:d[’']|de )", "");
                    if (name.length() < 3) continue;
                    // a short name two months share across languages keeps the first month it was found for
                    names.putIfAbsent(name, m);
                    if (style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE) {
                        fullNames.computeIfAbsent(name, k -> new HashSet<>()).add(m);
                    }
                }
            }
        }
        // a full name that is another month in another language ("listopad": October in Croatian, November in Polish)
        // names neither
        Map<String, Month> full = new HashMap<>();
        Map<Month, List<String>> byMonth = new EnumMap<>(Month.class);
        for (Month m : Month.values()) byMonth.put(m, new ArrayList<>());
        fullNames.forEach((name, months) -> {
            if (months.size() != 1) return;
            Month m = months.iterator().next();
            full.put(name, m);
            byMonth.get(m).add(name);
        });
        byMonth.replaceAll((m, l) -> List.copyOf(l.stream().sorted().toList()));
        NAMES = Map.copyOf(names);
        FULL_NAMES = Map.copyOf(full);
        FULL = byMonth;
    }

    /**
     * The months {@code text} names beside a number, a year or a day, in the order it names them: a full name beside
     * either ("July 2014", "5 March", "März 2014"), a short one only before a year ("Jul 2014"). A month word alone
     * ("May I ...", "the March for ...") is not a date, nor a short name that is a word elsewhere before a number ("4
     * out of 5", "MacBook Pro 14", "LED 5 watt").
     */
    static List<Month> dated(String text) {
        String[] tokens = text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+");
        Set<Month> out = new LinkedHashSet<>();
        for (int i = 0; i < tokens.length; i++) {
            Month full = FULL_NAMES.get(tokens[i]);
            boolean yearAfter = i + 1 < tokens.length && year(tokens[i + 1]);
            if (full != null && (yearAfter || i > 0 && day(tokens[i - 1]) || i + 1 < tokens.length && day(tokens[i + 1]))) {
                out.add(full);
            } else if (full == null && yearAfter && NAMES.containsKey(tokens[i])) {
                out.add(NAMES.get(tokens[i]));
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
