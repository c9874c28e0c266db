package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    private static final Pattern NOT_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    static List<Month> dated(String text) {
        String[] tokens = NOT_WORD.split(text.toLowerCase(Locale.ROOT));
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

    /** A date of digits: year first ("2006-12-13", "2006/12/13", "2006年12月13日") ... */
    private static final Pattern YEAR_FIRST = Pattern.compile(
            "(?<![\\d.])((?:19|20)\\d\\d)([-/.]|年)(\\d{1,2})(?:(?:[-/.]|月)(\\d{1,2}))?(?![\\d.])");
    /** ... or day (or month) first ("13.12.2006", "13/12/2006", "12/13/2006", "13-12-2006"). */
    private static final Pattern YEAR_LAST = Pattern.compile(
            "(?<![\\d.])(\\d{1,2})[./-](\\d{1,2})[./-]((?:19|20)\\d\\d)(?![\\d.])");

    /**
     * The first date {@code text} shows, as one number that orders dates ({@code 20061213}; a day or a month not shown
     * counts 0), or -1: a month's name beside its year, with its day when it has one ("13 December 2006", "März
     * 2014"; an English short name only with its day: "Dec 13, 2006"), or digits ("2006-12-13", "13.12.2006", "2006年12月"; day
     * first unless the second number cannot be a month, so "03/04/2020" is read as 3 April). Of a text with both, the
     * one written first.
     */
    static long date(String text) {
        long named = -1;
        int namedAt = Integer.MAX_VALUE;
        String lower = text.toLowerCase(Locale.ROOT);
        Matcher w = WORD.matcher(lower);
        List<String> tokens = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        while (w.find()) {
            tokens.add(w.group());
            starts.add(w.start());
        }
        for (int i = 0; i < tokens.size() && named < 0; i++) {
            Month m = FULL_NAMES.get(tokens.get(i));
            boolean full = m != null;
            if (m == null) m = ENGLISH_SHORT.get(tokens.get(i));
            if (m == null) continue;
            int y = -1;
            int d = 0;
            if (i + 1 < tokens.size() && year(tokens.get(i + 1))) {
                y = Integer.parseInt(tokens.get(i + 1));
                if (i > 0 && day(tokens.get(i - 1))) d = dayOf(tokens.get(i - 1));
            } else if (i + 2 < tokens.size() && day(tokens.get(i + 1)) && year(tokens.get(i + 2))) {
                y = Integer.parseInt(tokens.get(i + 2));
                d = dayOf(tokens.get(i + 1));
            }
            // a short name is a month only in English and with its day ("Dec 13, 2006"): "Pro 2019", "LED 2020" and
            // "Set 2019" are short months' names in some language, and products' names in a shop's list
            if (y < 0 || d > 31 || !full && d == 0) continue;
            named = y * 10000L + m.getValue() * 100L + d;
            namedAt = starts.get(i);
        }
        long digits = -1;
        int digitsAt = Integer.MAX_VALUE;
        Matcher a = YEAR_FIRST.matcher(text);
        while (digits < 0 && a.find()) {
            int mo = Integer.parseInt(a.group(3));
            int d = a.group(4) == null ? 0 : Integer.parseInt(a.group(4));
            // a year and a month alone are a date written with "-" or 年 ("2006-12", "2006年12月"); with a dot or a
            // slash they are a version ("2019.1", "2020.15")
            boolean monthOnly = d == 0 && !"-".equals(a.group(2)) && !"年".equals(a.group(2));
            if (mo >= 1 && mo <= 12 && d <= 31 && !monthOnly) {
                digits = Integer.parseInt(a.group(1)) * 10000L + mo * 100L + d;
                digitsAt = a.start();
            }
        }
        Matcher b = YEAR_LAST.matcher(text);
        if (b.find() && b.start() < digitsAt) {
            int first = Integer.parseInt(b.group(1));
            int second = Integer.parseInt(b.group(2));
            int d = second > 12 ? second : first;
            int mo = second > 12 ? first : second;
            if (mo >= 1 && mo <= 12 && d >= 1 && d <= 31) {
                digits = Integer.parseInt(b.group(3)) * 10000L + mo * 100L + d;
                digitsAt = b.start();
            }
        }
        return namedAt <= digitsAt ? named : digits;
    }

    /** A date is read from one node's text of at most this many characters (a byline, a cell, a "Decision date"). */
    static final int SHOWN_TEXT = 80;

    /**
     * The date one node shows by itself ({@link #date}), or -1: a text line, an element's own text
     * ({@code - generic: 09/11/2016}) or, when it has no children, its name ({@code - cell "13 December 2006"}), of at
     * most {@link #SHOWN_TEXT} characters. Texts of different nodes are never joined.
     */
    static long shownBy(Node n) {
        if (n.isProperty()) return -1;
        String t = n.value() != null ? n.value() : n.hasChildren() ? null : n.name();
        return t != null && t.length() <= SHOWN_TEXT && Texts.hasDigit(t) ? date(t) : -1;
    }

    /** The English months' short names ("jan", "sep", "sept"), lower case: the ones dates in lists are written with. */
    private static final Map<String, Month> ENGLISH_SHORT = englishShort();

    private static Map<String, Month> englishShort() {
        Map<String, Month> out = new HashMap<>();
        for (Month m : Month.values()) {
            out.put(m.getDisplayName(TextStyle.SHORT, Locale.ENGLISH).toLowerCase(Locale.ROOT), m);
        }
        out.put("sept", Month.SEPTEMBER);
        return Map.copyOf(out);
    }

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    private static int dayOf(String t) {
        return Integer.parseInt(t.replaceAll("\\D", ""));
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
