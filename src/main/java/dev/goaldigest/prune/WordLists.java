package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The words of {@code prune/words.yaml}: what the rules look for in pages and goals, per language (stop words, "the
 * cheapest", footer lines, filter panels, stock, quantity, main actions, ordinals). Data, so a new language is new lines
 * there, not new code; read once.
 */
final class WordLists {
    private static final String RESOURCE = "/prune/words.yaml";
    private static final String STOP_WORDS = "stop words";
    private static final String ORDINAL_WORDS = "ordinal words";
    private static final String LANGUAGE_NAMES = "language names";
    private static final String COUNTRY_NAMES = "country names";
    private static final String COUNTRY_DOMAINS = "country domains";
    private static final String LANGUAGE_CODES = "language codes";
    private static final String ACROSS_LANGUAGES = "goal words across languages";
    private static final String CURRENCIES = "currencies";
    private static final String LANGUAGE_MARKS = "language marks";

    /** The phrase lists of the file: each is alternatives of a regular expression. */
    enum Phrases {
        CHEAPEST("cheapest"),
        DEAREST("dearest"),
        MOST("most"),
        FEWEST("fewest"),
        OLDEST("oldest"),
        NEWEST("newest"),
        FOOTER("footer"),
        FOOTER_FACT("footer fact"),
        FILTER_PANEL("filter panel"),
        ACCOUNT("account"),
        STOCK("stock"),
        QUANTITY("quantity"),
        PRIMARY_ACTION("primary action"),
        ORDINAL_SUFFIXES("ordinal suffixes"),
        POSITION_WORDS("position words"),
        SECOND_FROM_END("second from the end"),
        LAST("last"),
        NOT_A_POSITION("not a position"),
        PAGER("pager"),
        POPULAR_LIST("popular list"),
        SIGN_OUT("sign out"),
        COPYRIGHT_QUESTION("copyright question"),
        COPYRIGHT_LINE("copyright line"),
        PHONE_QUESTION("phone question"),
        EMAIL_QUESTION("email question"),
        SHOP_BY("shop by"),
        BYLINE_QUESTION("byline question"),
        BYLINE_CUE("byline cue"),
        PLACE_WORDS("place words"),
        DOCUMENT_NOUNS("document nouns"),
        PAYMENT_BRANDS("payment brands");

        final String key;

        Phrases(String key) {
            this.key = key;
        }
    }

    /** The lists shipped in the jar, read when the pipeline first needs a word. */
    private static final WordLists BUNDLED = parse(BundledYaml.read(RESOURCE), RESOURCE);

    private final Set<String> stopWords;
    private final Map<String, Integer> ordinalWords;
    private final Map<String, List<String>> languageNames;
    private final Map<String, List<String>> countryNames;
    private final Map<String, List<String>> countryDomains;
    private final Map<String, List<String>> languageCodes;
    private final Map<String, Map<String, List<String>>> acrossLanguages;
    private final Map<Phrases, List<String>> phrases;
    private final Currencies currencies;
    private final Map<String, List<String>> languageMarks;

    private WordLists(Set<String> stopWords, Map<String, Integer> ordinalWords, Map<String, List<String>> languageNames,
            Map<String, List<String>> countryNames, Map<String, List<String>> countryDomains,
            Map<String, List<String>> languageCodes,
            Map<String, Map<String, List<String>>> acrossLanguages, Map<Phrases, List<String>> phrases,
            Currencies currencies, Map<String, List<String>> languageMarks) {
        this.stopWords = Set.copyOf(stopWords);
        this.languageMarks = Collections.unmodifiableMap(new LinkedHashMap<>(languageMarks));
        this.ordinalWords = Map.copyOf(ordinalWords);
        // in the file's order: a goal's words come out the same on every run
        this.languageNames = Collections.unmodifiableMap(new LinkedHashMap<>(languageNames));
        this.countryNames = Collections.unmodifiableMap(new LinkedHashMap<>(countryNames));
        this.countryDomains = Map.copyOf(countryDomains);
        this.languageCodes = Map.copyOf(languageCodes);
        this.acrossLanguages = Collections.unmodifiableMap(new LinkedHashMap<>(acrossLanguages));
        this.phrases = phrases;
        this.currencies = currencies;
    }

    static WordLists bundled() {
        return BUNDLED;
    }

    /** Parses a word file; an {@link IllegalArgumentException} with a one-line message when it is malformed. */
    static WordLists parse(String yaml, String label) {
        Map<?, ?> top = BundledYaml.mapping(yaml, label);
        Set<String> known = new HashSet<>(List.of(STOP_WORDS, ORDINAL_WORDS, LANGUAGE_NAMES, COUNTRY_NAMES, COUNTRY_DOMAINS,
                LANGUAGE_CODES, ACROSS_LANGUAGES, CURRENCIES, LANGUAGE_MARKS));
        for (Phrases p : Phrases.values()) known.add(p.key);
        for (Object k : top.keySet()) {
            if (!known.contains(k)) throw new IllegalArgumentException(label + ": unknown list '" + k + "'");
        }
        Set<String> stop = new HashSet<>();
        for (Map.Entry<?, ?> language : groups(top, STOP_WORDS, label).entrySet()) {
            String where = label + ": " + STOP_WORDS + "." + language.getKey();
            for (Object w : list(language.getValue(), where)) stop.add(String.valueOf(w));
        }
        Map<String, Integer> ordinals = new HashMap<>();
        for (Map.Entry<?, ?> language : groups(top, ORDINAL_WORDS, label).entrySet()) {
            String where = label + ": " + ORDINAL_WORDS + "." + language.getKey();
            if (!(language.getValue() instanceof Map<?, ?> words)) {
                throw new IllegalArgumentException(where + " must map words to positions");
            }
            for (Map.Entry<?, ?> w : words.entrySet()) {
                if (!(w.getValue() instanceof Integer position) || position < 1) {
                    throw new IllegalArgumentException(where + "." + w.getKey() + " must be a position (1, 2 ...)");
                }
                ordinals.put(String.valueOf(w.getKey()), position);
            }
        }
        Map<String, List<String>> languages = ownNames(top, LANGUAGE_NAMES, label);
        Map<String, List<String>> countries = ownNames(top, COUNTRY_NAMES, label);
        Map<String, List<String>> domains = ownNames(top, COUNTRY_DOMAINS, label);
        for (Map.Entry<String, List<String>> e : domains.entrySet()) {
            if (!e.getKey().codePoints().allMatch(Character::isLetter)) {
                throw new IllegalArgumentException(label + ": " + COUNTRY_DOMAINS + ": '" + e.getKey()
                        + "' is not one word of letters");
            }
            for (String d : e.getValue()) {
                if (!d.matches("[a-z]{2}")) {
                    throw new IllegalArgumentException(label + ": " + COUNTRY_DOMAINS + "." + e.getKey() + ": '" + d
                            + "' is not a two-letter domain");
                }
            }
        }
        Map<String, List<String>> codes = ownNames(top, LANGUAGE_CODES, label);
        for (Map.Entry<String, List<String>> e : codes.entrySet()) {
            if (!languages.containsKey(e.getKey())) {
                throw new IllegalArgumentException(label + ": " + LANGUAGE_CODES + ": '" + e.getKey()
                        + "' is not a language of " + LANGUAGE_NAMES);
            }
            for (String c : e.getValue()) {
                if (!c.matches("[a-z]{2}")) {
                    throw new IllegalArgumentException(label + ": " + LANGUAGE_CODES + "." + e.getKey() + ": '" + c
                            + "' is not a two-letter code");
                }
            }
        }
        Map<String, Map<String, List<String>>> across = new LinkedHashMap<>();
        for (Map.Entry<?, ?> group : groups(top, ACROSS_LANGUAGES, label).entrySet()) {
            String where = label + ": " + ACROSS_LANGUAGES + "." + group.getKey();
            if (!(group.getValue() instanceof Map<?, ?> byLanguage)) {
                throw new IllegalArgumentException(where + " must map languages to words");
            }
            Map<String, List<String>> words = new LinkedHashMap<>();
            for (Map.Entry<?, ?> language : byLanguage.entrySet()) {
                String at = where + "." + language.getKey();
                words.put(String.valueOf(language.getKey()), List.copyOf(words(language.getValue(), at, 2)));
            }
            across.put(String.valueOf(group.getKey()), Collections.unmodifiableMap(words));
        }
        Map<Phrases, List<String>> phrases = new EnumMap<>(Phrases.class);
        for (Phrases p : Phrases.values()) {
            String where = label + ": " + p.key;
            List<String> lines = new ArrayList<>();
            for (Object line : list(top.get(p.key), where)) {
                String alternatives = String.valueOf(line);
                try {
                    Pattern.compile(alternatives);
                } catch (PatternSyntaxException e) {
                    throw new IllegalArgumentException(where + ": bad pattern '" + alternatives + "': "
                            + BundledYaml.firstLine(e.getDescription()));
                }
                lines.add(alternatives);
            }
            phrases.put(p, List.copyOf(lines));
        }
        Map<String, List<String>> marks = new LinkedHashMap<>();
        for (Map.Entry<?, ?> language : groups(top, LANGUAGE_MARKS, label).entrySet()) {
            String where = label + ": " + LANGUAGE_MARKS + "." + language.getKey();
            marks.put(String.valueOf(language.getKey()), List.copyOf(words(language.getValue(), where, 1)));
        }
        return new WordLists(stop, ordinals, languages, countries, domains, codes, across, phrases, currencies(top, label),
                marks);
    }

    /** The currency table: codes (three capitals), the codes no price stands beside, signs, words. */
    private static Currencies currencies(Map<?, ?> top, String label) {
        String at = label + ": " + CURRENCIES;
        if (!(top.get(CURRENCIES) instanceof Map<?, ?> m)) throw new IllegalArgumentException(at + " must be a mapping");
        Set<String> known = Set.of("codes", "not in prices", "signs", "before the number", "after the number",
                "after three digits");
        for (Object k : m.keySet()) {
            if (!known.contains(k)) throw new IllegalArgumentException(at + ": unknown key '" + k + "'");
        }
        Set<String> codes = new HashSet<>();
        for (Object c : list(m.get("codes"), at + ".codes")) {
            String code = String.valueOf(c);
            if (!code.matches("[A-Z]{3}")) throw new IllegalArgumentException(at + ".codes: '" + code + "' is not three capitals");
            codes.add(code);
        }
        Set<String> notInPrices = new HashSet<>();
        for (Object c : list(m.get("not in prices"), at + ".not in prices")) {
            String code = String.valueOf(c);
            if (!codes.contains(code)) throw new IllegalArgumentException(at + ".not in prices: '" + code + "' is not one of the codes");
            notInPrices.add(code);
        }
        if (!(m.get("signs") instanceof String signs) || signs.isBlank() || signs.codePoints().anyMatch(
                c -> Character.isLetterOrDigit(c) || Character.isWhitespace(c) || Character.charCount(c) > 1)) {
            throw new IllegalArgumentException(at + ".signs must be a string of signs, one character each");
        }
        List<String> before = m.containsKey("before the number")
                ? words(m.get("before the number"), at + ".before the number", 1) : List.of();
        for (String w : before) {
            if (!Character.isUpperCase(w.charAt(0))) {
                throw new IllegalArgumentException(at + ".before the number: '" + w + "' does not start with a capital");
            }
        }
        return new Currencies(codes, notInPrices, signs, before, words(m.get("after the number"), at + ".after the number", 1),
                words(m.get("after three digits"), at + ".after three digits", 1));
    }

    /** A non-empty list of words of letters, each {@code minLength} characters at least, or one line saying what is not. */
    private static List<String> words(Object v, String where, int minLength) {
        List<String> out = new ArrayList<>();
        for (Object w : list(v, where)) {
            String word = String.valueOf(w);
            if (word.length() < minLength || !word.codePoints().allMatch(Character::isLetter)) {
                throw new IllegalArgumentException(where + ": '" + word + "' is not one word of letters");
            }
            out.add(word);
        }
        return out;
    }

    /** A table of names by their own name ({@code language names}, {@code country names}), in the file's order. */
    private static Map<String, List<String>> ownNames(Map<?, ?> top, String key, String label) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (!(top.get(key) instanceof Map<?, ?> byOwnName)) {
            throw new IllegalArgumentException(label + ": " + key + " must map own names to other names");
        }
        for (Map.Entry<?, ?> e : byOwnName.entrySet()) {
            String where = label + ": " + key + "." + e.getKey();
            List<String> names = new ArrayList<>();
            for (Object w : list(e.getValue(), where)) names.add(String.valueOf(w));
            out.put(String.valueOf(e.getKey()), List.copyOf(names));
        }
        return out;
    }

    private static Map<?, ?> groups(Map<?, ?> top, String key, String label) {
        if (!(top.get(key) instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException(label + ": " + key + " must be a mapping of languages");
        }
        return m;
    }

    private static List<?> list(Object v, String where) {
        if (!(v instanceof List<?> l) || l.isEmpty()) throw new IllegalArgumentException(where + " must be a non-empty list");
        return l;
    }

    /** The stop words of every language. */
    Set<String> stopWords() {
        return stopWords;
    }

    /** Ordinal words and the positions they name ({@code third} is 3). */
    Map<String, Integer> ordinalWords() {
        return ordinalWords;
    }

    /**
     * Languages by their own name ("deutsch", "日本語") and the names goals give them in other languages ("german",
     * "allemand"), as written in the file (not yet split into {@link Words}).
     */
    Map<String, List<String>> languageNames() {
        return languageNames;
    }

    /**
     * Countries by their own name ("россия", "deutschland") and the names goals give them or their people in other
     * languages ("russia", "russian"), as written in the file.
     */
    Map<String, List<String>> countryNames() {
        return countryNames;
    }

    /** The two-letter codes a language switcher names each language by ("de"), by the language's own name. */
    Map<String, List<String>> languageCodes() {
        return languageCodes;
    }

    /** Countries' two-letter internet domains by the country's own name or its name written alike, as written in the file. */
    Map<String, List<String>> countryDomains() {
        return countryDomains;
    }

    /** The commonest function words of some languages, by language ({@link Languages}). */
    Map<String, List<String>> languageMarks() {
        return languageMarks;
    }

    /**
     * The groups of words pages in other languages use for what an agent asks ("print": de drucken, es imprimir, ja
     * 印刷 ...), by the group's English name, each by language, in the file's order.
     */
    Map<String, Map<String, List<String>>> acrossLanguages() {
        return acrossLanguages;
    }

    /** The currency table. */
    Currencies currencies() {
        return currencies;
    }

    /** The lines of a phrase list, in the file's order. */
    List<String> lines(Phrases list) {
        return phrases.get(list);
    }

    /** A phrase list as one regular expression: its lines' alternatives in the file's order. */
    String alternatives(Phrases list) {
        return String.join("|", phrases.get(list));
    }

    /** A pattern that finds any phrase of the list as whole words. */
    Pattern wholeWords(Phrases list, int flags) {
        return Pattern.compile("\\b(" + alternatives(list) + ")\\b", flags);
    }

    /** A letter gate for {@link #wholeWords} of the list (see {@link LetterGate#forAlternatives}). */
    LetterGate gate(Phrases list) {
        return LetterGate.forAlternatives(phrases.get(list));
    }
}
