package dev.goaldigest.prune;

import java.time.Month;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Normalised goal or context terms for offline relevance (see {@link Words}). An explicit goal comes from the agent
 * and may fold away refs that do not serve it; a context goal is what the proxy captured (typed text, URL query terms)
 * and only ever keeps more: it never makes a ref disappear.
 */
public final class Goal {
    /** The words of each language's own name, by the names other languages give it, folded ({@link #ownNames}). */
    private static final Map<String, List<String>> OWN_NAMES = ownNamesByName(WordLists.bundled().languageNames());
    /**
     * Countries' names by each name a goal may give one (its own name, written in letters of more than three, and its
     * other names): its own name and its other names ("japão" looks for "日本" and for "Japan", "japon", "giappone";
     * "Deutschland" for "Germany": an international site lists its countries in English, whatever the goal's language).
     */
    private static final Map<String, List<String>> COUNTRY_NAMES = withOtherNames(WordLists.bundled().countryNames());
    /**
     * Languages' two-letter codes by the last word of the language's own name, as {@link #OWN_NAMES} gives it: the word
     * that tells it from the others ("tiếng việt" and "tiếng anh", "bahasa indonesia" and "bahasa melayu").
     */
    private static final Map<String, List<String>> LANGUAGE_CODES = codesByOwnWord(WordLists.bundled().languageCodes());
    /** Countries' internet domains by a word naming the country, folded, not stemmed ({@link #domainsByWord}). */
    private static final Map<String, List<String>> DOMAINS =
            domainsByWord(WordLists.bundled().countryDomains(), WordLists.bundled().countryNames());

    private static final Goal NONE = new Goal("", List.of(), false);

    private final String text;
    private final List<String> terms;
    /** The terms only an element to act on matches: the goal's words in other languages ({@link #acrossLanguages}). */
    private final Set<String> interfaceTerms;
    private final boolean explicit;
    /** The words the goal's text itself says (not those looked for on its behalf: {@link #writes}). */
    private final Set<String> written;
    private final List<Integer> ordinals;
    private final int priceOrder;
    private final int columnOrder;
    private final int dateOrder;
    /** The countries the goal names, by their two-letter internet domain: the term each stands for ({@link #domains}). */
    private final Map<String, String> domains;
    /** The languages the goal names, by their two-letter codes: the terms each stands for ({@link #languageCodes}). */
    private final Map<String, List<String>> languageCodes;

    /** "cheapest", "günstigste", "moins cher" ...: the goal wants the lowest price of a list (matched folded). */
    private static final Pattern CHEAPEST = WordLists.bundled().wholeWords(WordLists.Phrases.CHEAPEST, 0);
    /** "most expensive", "teuerste" ...: the highest price. */
    private static final Pattern DEAREST = WordLists.bundled().wholeWords(WordLists.Phrases.DEAREST, 0);
    /** "the most", "höchste", "le plus" ...: the goal wants the row of a table with the highest figure of a column. */
    private static final Pattern MOST = WordLists.bundled().wholeWords(WordLists.Phrases.MOST, 0);
    /** "the fewest", "niedrigste", "le moins" ...: the lowest. */
    private static final Pattern FEWEST = WordLists.bundled().wholeWords(WordLists.Phrases.FEWEST, 0);
    /**
     * The words before a word written as a place ("the site's", "on the page", "auf der Seite"): articles,
     * prepositions, possessives.
     */
    private static final Set<String> BEFORE_PLACE = Set.of("the", "this", "that", "a", "an", "on", "of", "from", "in",
            "at", "to", "our", "your", "its", "their", "my", "der", "die", "das", "dem", "den", "des", "auf", "von", "la",
            "le", "les", "du", "de", "del", "della", "sul", "sur", "na", "w", "pa");
    /** A word of the goal, with a possessive's "'s" after it when it has one. */
    private static final Pattern GOAL_WORD = Pattern.compile("(\\p{L}+)(['\u2019]s\\b)?");

    /** "the oldest", "die älteste", "plus ancien" ...: the goal wants the item of a list with the earliest date. */
    private static final Pattern OLDEST = WordLists.bundled().wholeWords(WordLists.Phrases.OLDEST, 0);
    /** "the newest", "latest", "neueste" ...: the latest date. */
    private static final Pattern NEWEST = WordLists.bundled().wholeWords(WordLists.Phrases.NEWEST, 0);

    private Goal(String text, List<String> terms, boolean explicit) {
        this(text, terms, Set.of(), explicit);
    }

    private Goal(String text, List<String> terms, Set<String> interfaceTerms, boolean explicit) {
        this.text = text;
        this.terms = terms;
        this.interfaceTerms = interfaceTerms;
        this.explicit = explicit;
        // a run of Chinese or Japanese is written as the words it is split into too ("スポーツ" of "スポーツのニュース一覧")
        Set<String> written = new java.util.HashSet<>(Words.of(text));
        written.addAll(cjkPieces(Words.of(text)));
        this.written = Set.copyOf(written);
        this.ordinals = explicit ? Ordinals.of(text) : List.of();
        String folded = Words.fold(text);
        this.priceOrder = !explicit ? 0 : CHEAPEST.matcher(folded).find() ? -1 : DEAREST.matcher(folded).find() ? 1 : 0;
        // a price's order is said of prices ("most affordable", "most expensive"): no column is asked for besides
        this.columnOrder = !explicit || priceOrder != 0 ? 0
                : MOST.matcher(folded).find() ? 1 : FEWEST.matcher(folded).find() ? -1 : 0;
        this.dateOrder = !explicit ? 0 : OLDEST.matcher(folded).find() ? -1 : NEWEST.matcher(folded).find() ? 1 : 0;
        Map<String, String> byDomain = new LinkedHashMap<>();
        Map<String, List<String>> byCode = new LinkedHashMap<>();
        if (explicit) {
            // the goal's words as written ("francs" names no country, though it stems like "France")
            for (String w : Words.foldedLetterRuns(text)) {
                List<String> as = Words.of(w);
                String asWritten = as.size() == 1 && terms.contains(as.get(0)) ? as.get(0) : null;
                if (asWritten != null) for (String d : DOMAINS.getOrDefault(w, List.of())) byDomain.putIfAbsent(d, asWritten);
                List<String> own = new ArrayList<>(ownWords(w, OWN_NAMES));
                // the goal that writes the language's own name ("auf Deutsch")
                if (asWritten != null && LANGUAGE_CODES.containsKey(asWritten)) own.add(asWritten);
                for (String o : own) {
                    if (!terms.contains(o)) continue;
                    for (String c : LANGUAGE_CODES.getOrDefault(o, List.of())) {
                        // the code stands for the language as the goal writes it and as the language names itself
                        List<String> stands = byCode.computeIfAbsent(c, k -> new ArrayList<>());
                        for (String t : new String[] {asWritten, o}) if (t != null && !stands.contains(t)) stands.add(t);
                    }
                }
            }
        }
        this.domains = Collections.unmodifiableMap(byDomain);
        Map<String, List<String>> codes = new LinkedHashMap<>();
        byCode.forEach((c, ts) -> codes.put(c, List.copyOf(ts)));
        this.languageCodes = Collections.unmodifiableMap(codes);
    }

    /**
     * Each country's domains by the words a goal names it by, folded: the table's own key ("österreich", "france")
     * and the names the country names list gives it ("austria", "austrian", "autriche").
     */
    private static Map<String, List<String>> domainsByWord(Map<String, List<String>> domains,
            Map<String, List<String>> names) {
        Map<String, List<String>> out = new HashMap<>();
        for (Map.Entry<String, List<String>> e : domains.entrySet()) {
            out.put(Words.fold(e.getKey()), e.getValue());
            for (String name : names.getOrDefault(e.getKey(), List.of())) out.putIfAbsent(Words.fold(name), e.getValue());
        }
        return Map.copyOf(out);
    }

    /**
     * The countries the goal names, by their two-letter internet domain ({@code prune/words.yaml}'s country domains),
     * each with the goal's term that names it: "the Austrian site" gives {@code at} for the term "austrian", so a link
     * named "willhaben.at" answers that term. Only an explicit goal names countries, by words as written.
     */
    Map<String, String> domains() {
        return domains;
    }

    /**
     * The languages the goal names, by the two-letter codes switchers name them by ({@code prune/words.yaml}'s language
     * codes), each with the goal's terms for the language: as written and as the language names itself. "Switch to
     * German" gives {@code de} for the terms "german" and "deutsch", so a link named "DE" answers both, as much as the
     * goal's naming of the language weighs. Only an explicit goal names languages.
     */
    Map<String, List<String>> languageCodes() {
        return languageCodes;
    }

    private static Map<String, List<String>> codesByOwnWord(Map<String, List<String>> codes) {
        Map<String, List<String>> out = new HashMap<>();
        for (Map.Entry<String, List<String>> e : codes.entrySet()) {
            List<String> own = Words.of(e.getKey());
            if (own.isEmpty()) continue;
            List<String> list = out.computeIfAbsent(own.get(own.size() - 1), k -> new ArrayList<>());
            for (String c : e.getValue()) if (!list.contains(c)) list.add(c);
        }
        return frozen(out);
    }

    /** A piece of a goal's run of Chinese or Japanese is at least this long (one letter alone, "他", "开", says little). */
    static final int CJK_PIECE = 2;
    /**
     * Chinese letters that stand between a goal's words as Japanese hiragana do: particles, pronouns and the words of
     * asking ("我想查看这个产品的价格" is "查看", "产品", "价格"). Only letters that seldom start or end a word of a page
     * are here ("个" of "个人", "不" of "不锈钢" are not).
     */
    private static final String CHINESE_BETWEEN = "的了吗呢吧我你这那哪些请把想和与是";

    /**
     * {@code words} with each run of Chinese or Japanese, which no space splits ("脆弱性対策情報データベースの検索ページを開いて"),
     * split into its words: Japanese at its hiragana, the particles and verb endings between its words
     * ("脆弱性対策情報データベース", "検索ページ"), Chinese at the letters of {@link #CHINESE_BETWEEN}. Pieces shorter than
     * {@link #CJK_PIECE} go; a run with nothing to split at stays whole, and so does a run of hiragana alone longer than
     * that ("ないで" is a word the goal asks after, not its particles).
     */
    static List<String> cjkPieces(List<String> words) {
        List<String> out = new ArrayList<>(words.size());
        for (String w : words) {
            boolean japanese = !w.isEmpty() && Words.isCjk(w.charAt(0)) && Words.hiragana(w) > 0;
            boolean chinese = !japanese && !w.isEmpty() && Words.isCjk(w.charAt(0)) && between(w);
            // a word of hiragana alone, three letters or more, is a word the goal names, not what joins its words: a
            // grammar point asked after in English ("what does ないで mean?"), a word a page writes in kana ("すぎる")
            if (!japanese && !chinese || japanese && Words.hiragana(w) == w.length() && w.length() > CJK_PIECE
                    && !HIRAGANA_FUNCTION.contains(w)) {
                out.add(w);
                continue;
            }
            int i = 0;
            while (i < w.length()) {
                while (i < w.length() && splitsAt(w.charAt(i), japanese)) i++;
                int j = i;
                while (j < w.length() && !splitsAt(w.charAt(j), japanese)) j++;
                if (j - i >= CJK_PIECE && !out.contains(w.substring(i, j))) out.add(w.substring(i, j));
                i = j;
            }
        }
        return out;
    }

    /**
     * Words of hiragana alone that join a goal's words rather than name anything ("東京の天気を調べて ください",
     * "レシピ について"): asked with, not asked for.
     */
    private static final Set<String> HIRAGANA_FUNCTION = folded("ください", "について", "ですか", "ますか", "ません",
            "ました", "でした", "という", "として", "ために", "ための", "ような", "ように", "けれど", "けれども", "しかし",
            "そして", "それから", "おねがい", "おねがいします", "します", "しました", "してください", "ありますか",
            "いますか", "できますか", "なんですか", "どうやって", "どうすれば", "どこですか", "いつですか", "なにが", "なにを",
            "これは", "それは", "あれは", "どれが", "どれを", "どこに", "どこで", "ここに", "ここで", "そこに", "そこで");

    /** {@code words} as goals' words are compared ({@link Words#fold}: without the marks of voicing). */
    private static Set<String> folded(String... words) {
        Set<String> out = new java.util.HashSet<>();
        for (String w : words) out.add(Words.fold(w));
        return Set.copyOf(out);
    }

    /** Whether a run of Chinese holds a letter of {@link #CHINESE_BETWEEN} (and no kana or hangul). */
    private static boolean between(String w) {
        boolean any = false;
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (Words.isKana(c) || Words.isHangul(c)) return false;
            if (CHINESE_BETWEEN.indexOf(c) >= 0) any = true;
        }
        return any;
    }

    /** Whether {@code c} splits a run of Chinese or Japanese into words: hiragana, or one of {@link #CHINESE_BETWEEN}. */
    static boolean splitsCjk(char c) {
        return Words.isHiragana(c) || CHINESE_BETWEEN.indexOf(c) >= 0;
    }

    private static boolean splitsAt(char c, boolean japanese) {
        return japanese ? Words.isHiragana(c) : CHINESE_BETWEEN.indexOf(c) >= 0;
    }

    /** An explicit goal from the agent (may fold away refs that do not serve it). */
    public static Goal of(String goalText) {
        if (goalText == null || goalText.isBlank()) return NONE;
        List<String> words = cjkPieces(Words.of(goalText));
        words.addAll(ownNames(goalText));
        // the interface's words in other languages name what to click, not what a text says: only links, buttons and
        // fields match them (a Russian page's every line says "доставка"; its "Доставка" link is the one to follow)
        List<String> keys = new ArrayList<>(words);
        // "log in", "sign up", "check out": a group's word written as two
        String[] runs = Words.foldedLetterRuns(goalText);
        for (int i = 0; i + 1 < runs.length; i++) if (!runs[i].isEmpty()) keys.add(runs[i] + runs[i + 1]);
        Set<String> across = new LinkedHashSet<>(acrossLanguages(keys));
        // a country's own name is what a list of regional forums, editions or shops calls it ("the Russian forum" is
        // the "Россия" link): looked for as those words are, on what is acted on
        across.addAll(ownNames(goalText, COUNTRY_NAMES));
        // a month named with its year or day ("the archive for July 2014") is named in the page's language on its page
        // ("Juli 2014", "juillet 2014"): looked for as those words are, on what is acted on
        for (Month m : Months.dated(goalText)) {
            for (String name : Months.fullNames(m)) {
                for (String w : Words.of(name)) if (w.length() >= 3) across.add(w);
            }
        }
        across.removeAll(words);
        // within the terms the relevance looks at (64): the goal's own words first, then as many of these as fit
        List<String> room = new ArrayList<>(across);
        int left = Math.max(0, MAX_TERMS - distinct(words).size());
        if (room.size() > left) room = room.subList(0, left);
        across = new LinkedHashSet<>(room);
        words.addAll(across);
        return new Goal(goalText.strip(), distinct(words), Set.copyOf(across), true);
    }

    /**
     * The words pages in other languages use for what the goal asks ({@code prune/words.yaml}'s goal words across
     * languages): a goal word in a group brings the group's words in every other language, as the pipeline compares
     * words (folded, lightly stemmed); never another word of the goal word's own language (an English goal's
     * "comments" does not look for every "Reply"). "Print this article" also looks for "imprimir" and "drucken",
     * "prices in euros" for "eur".
     */
    static List<String> acrossLanguages(List<String> goalWords) {
        List<String> out = new ArrayList<>();
        for (String w : goalWords) {
            List<Across> found = ACROSS.get(w);
            if (found == null) continue;
            for (Across a : found) {
                for (Map.Entry<String, List<String>> e : a.byLanguage().entrySet()) {
                    if (!a.languages().contains(e.getKey())) out.addAll(e.getValue());
                }
            }
        }
        return out;
    }

    /** The most terms a goal's relevance looks at (one bit each of a mask). */
    static final int MAX_TERMS = 64;

    /** A word of another language, as the pipeline compares it, is looked for from this many letters on ... */
    static final int MIN_ACROSS = 4;
    /** ... unless it is one of the codes every language writes (EUR, USD: this "language" of the word file). */
    private static final String CODES = "xx";

    private static boolean latin(String w) {
        for (int i = 0; i < w.length(); i++) if (w.charAt(i) > 0x24F) return false;
        return true;
    }

    /** A group of goal words across languages, as the pipeline compares words, and the languages a word is in. */
    private record Across(Map<String, List<String>> byLanguage, Set<String> languages) {
    }

    /** Each word of the groups of goal words across languages, as the pipeline compares it: its groups. */
    private static final Map<String, List<Across>> ACROSS = acrossByWord();

    private static Map<String, List<Across>> acrossByWord() {
        Map<String, List<Across>> out = new HashMap<>();
        for (Map<String, List<String>> group : WordLists.bundled().acrossLanguages().values()) {
            Map<String, List<String>> forms = new LinkedHashMap<>();
            Map<String, Set<String>> languagesOf = new HashMap<>();
            for (Map.Entry<String, List<String>> e : group.entrySet()) {
                List<String> fs = new ArrayList<>();
                for (String word : e.getValue()) {
                    for (String f : Words.of(word)) {
                        // every form finds its group ("buy"); a Latin stem of three letters is some other language's
                        // common word ("sok", "ara", "kop") and is not looked for: only the codes every language
                        // writes (EUR) and words of other scripts are that short
                        languagesOf.computeIfAbsent(f, k -> new LinkedHashSet<>()).add(e.getKey());
                        if (f.length() >= MIN_ACROSS || CODES.equals(e.getKey()) || !latin(f)) fs.add(f);
                    }
                }
                forms.put(e.getKey(), List.copyOf(distinct(fs)));
            }
            Map<String, List<String>> byLanguage = Collections.unmodifiableMap(forms);
            for (Map.Entry<String, Set<String>> e : languagesOf.entrySet()) {
                out.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(new Across(byLanguage, Set.copyOf(e.getValue())));
            }
        }
        Map<String, List<Across>> copy = new HashMap<>();
        out.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        return Map.copyOf(copy);
    }

    /**
     * The words of the languages' own names a goal names in another language ({@code prune/words.yaml}): "Japanese" and
     * "japonais" give "日本語", "German" gives "deutsch". The goal's words are looked up whole, accents folded but not
     * stemmed ("coréen" is Korean; "core" and "France" name no language).
     */
    static List<String> ownNames(String goalText) {
        return ownNames(goalText, OWN_NAMES);
    }

    private static List<String> ownNames(String goalText, Map<String, List<String>> byName) {
        List<String> out = new ArrayList<>();
        for (String w : Words.foldedLetterRuns(goalText)) out.addAll(ownWords(w, byName));
        return out;
    }

    /** The words of the own name a goal's word (folded, as written) names, through its forms; none when it names none. */
    private static List<String> ownWords(String w, Map<String, List<String>> byName) {
        List<String> own = byName.get(w);
        // the forms of an adjective: "allemande", "japonaise", "coréenne", "alemana", "englische", "arabes"
        for (int i = 0; own == null && i < INFLECTIONS.length; i++) {
            String end = INFLECTIONS[i];
            if (w.length() - end.length() >= 4 && w.endsWith(end)) own = byName.get(w.substring(0, w.length() - end.length()));
        }
        return own == null ? List.of() : own;
    }

    /** Endings a language's name may take as an adjective in the goal's language (gender, number, case). */
    private static final String[] INFLECTIONS = {"nne", "ne", "en", "es", "as", "e", "s", "a"};

    /** Context captured by the proxy: typed text, URL query terms. Keeps matching items whole, hides nothing. */
    public static Goal context(Collection<String> terms) {
        if (terms == null || terms.isEmpty()) return NONE;
        StringBuilder all = new StringBuilder();
        for (String t : terms) {
            if (t == null || t.isBlank()) continue;
            if (all.length() > 0) all.append(' ');
            all.append(t.strip());
        }
        List<String> words = distinct(Words.of(all.toString()));
        if (words.isEmpty()) return NONE;
        return new Goal(all.toString(), words, false);
    }

    private static Map<String, List<String>> ownNamesByName(Map<String, List<String>> table) {
        Map<String, List<String>> out = new HashMap<>();
        for (Map.Entry<String, List<String>> e : table.entrySet()) {
            List<String> own = Words.of(e.getKey());
            if (own.isEmpty()) continue;
            for (String name : e.getValue()) {
                // a switcher's three-letter code ("ENG", "SPA") is no word a goal names a language by ("a spa day")
                if (name.length() <= 3) continue;
                out.computeIfAbsent(Words.fold(name), k -> new ArrayList<>()).addAll(own);
            }
        }
        return frozen(out);
    }

    /** {@code lists} as an unmodifiable map of unmodifiable lists. */
    private static Map<String, List<String>> frozen(Map<String, List<String>> lists) {
        Map<String, List<String>> copy = new HashMap<>();
        lists.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        return Map.copyOf(copy);
    }

    /**
     * {@link #ownNamesByName} of {@code table}, with each name's other names of its line added, as the pipeline
     * compares words; the line's own name is a key too. A name whose stem is a shorter word than the name ("coree",
     * French for Korea, stems to "core") is not looked for: that word's links and buttons would match.
     */
    private static Map<String, List<String>> withOtherNames(Map<String, List<String>> table) {
        Map<String, List<String>> out = new HashMap<>();
        ownNamesByName(table).forEach((k, v) -> out.put(k, new ArrayList<>(v)));
        for (Map.Entry<String, List<String>> e : table.entrySet()) {
            List<String> all = new ArrayList<>();
            List<String> keys = new ArrayList<>();
            for (String name : e.getValue()) {
                if (name.length() <= 3) continue;
                String folded = Words.fold(name);
                keys.add(folded);
                List<String> stems = Words.of(name);
                if (stems.size() == 1 && (stems.get(0).equals(folded) || stems.get(0).length() >= MIN_STEM)) {
                    all.add(stems.get(0));
                }
            }
            String own = Words.fold(e.getKey());
            if (own.length() > 3) keys.add(own);
            for (String key : keys) {
                List<String> more = out.computeIfAbsent(key, k -> new ArrayList<>());
                for (String w : all) if (!more.contains(w)) more.add(w);
            }
        }
        return frozen(out);
    }

    /** A country's other name stemmed to a word shorter than itself is looked for from this many letters on. */
    private static final int MIN_STEM = 5;

    /** The same words as context: they keep what they match and hide nothing ({@link #context}). */
    Goal asContext() {
        return explicit ? new Goal(text, terms, interfaceTerms, false) : this;
    }

    /** No goal at all. */
    public static Goal none() {
        return NONE;
    }

    private static List<String> distinct(List<String> words) {
        Set<String> s = new LinkedHashSet<>(words);
        return List.copyOf(s);
    }

    /** True when there is nothing to match (no goal, or only function words). */
    public boolean isEmpty() {
        return terms.isEmpty() && ordinals.isEmpty();
    }

    /** True for a goal the agent gave (it may hide refs); false for captured context or no goal. */
    public boolean isExplicit() {
        return explicit && !isEmpty();
    }

    /**
     * Whether {@code term} is a word of the goal's own text, not one looked for on its behalf (a language's or a
     * country's own name, the words other languages use for what it asks).
     */
    boolean writes(String term) {
        return written.contains(term);
    }

    /** The normalised terms, distinct, in order of first appearance. */
    public List<String> terms() {
        return Collections.unmodifiableList(terms);
    }

    /**
     * Positions the goal names, 1-based: "the fourth story", "result #23", "the 2nd item" give 4, 23, 2; from the end,
     * -1 and -2: "the last story", "the second to last row". Only an explicit goal has them (captured context is not
     * an instruction).
     */
    public List<Integer> ordinals() {
        return ordinals;
    }

    /** -1 when the goal asks for the cheapest item of a list, 1 for the most expensive, 0 otherwise. */
    public int priceOrder() {
        return priceOrder;
    }

    /**
     * The stems of the goal's words written as a place, after an article, a preposition or a possessive
     * ({@link #BEFORE_PLACE}), or with a possessive's "'s" ("the site's privacy policy" gives "site";
     * "web developer jobs" none), read on first need.
     */
    Set<String> writtenAsPlace() {
        Set<String> out = new HashSet<>();
        Matcher m = GOAL_WORD.matcher(Words.fold(text));
        String before = null;
        while (m.find()) {
            String w = m.group(1);
            if (m.group(2) != null || before != null && BEFORE_PLACE.contains(before)) out.addAll(Words.of(w));
            before = w;
        }
        return out;
    }

    /**
     * 1 when the goal asks for the row of a table with the highest figure in a column ("which forum has the most
     * posts?"), -1 for the lowest ("the fewest replies"), 0 otherwise; which column is the one whose header the goal
     * names ({@link GoalPicks#byColumn}).
     */
    public int columnOrder() {
        return columnOrder;
    }

    /** -1 when the goal asks for a list's item with the earliest date ("the oldest"), 1 for the latest, 0 otherwise. */
    public int dateOrder() {
        return dateOrder;
    }

    /** "Who wrote this article?", "When was the post last updated?" (words.yaml's byline question), on the folded goal. */
    private static final Pattern BYLINE = WordLists.bundled().wholeWords(WordLists.Phrases.BYLINE_QUESTION, 0);
    /** "article", "post", "page": what a byline question calls the page (words.yaml's document nouns). */
    private static final Pattern DOCUMENT_NOUNS = WordLists.bundled().wholeWords(WordLists.Phrases.DOCUMENT_NOUNS, 0);

    /**
     * Whether the agent asks who wrote the page or when it was published or updated: its byline and its dates, which
     * sit in short lines, not in the text it says.
     */
    public boolean asksByline() {
        return isExplicit() && BYLINE.matcher(Words.fold(text)).find();
    }

    /**
     * What a byline question asks about besides the byline: the goal without the question's words, without what it
     * calls the page and without {@code pageName}'s words ("Which company does the guest blogger who wrote this post
     * work for?" asks about a company and a guest blogger). An explicit goal, empty when nothing is left.
     */
    Goal bylineTopic(Set<String> pageName) {
        String rest = DOCUMENT_NOUNS.matcher(BYLINE.matcher(Words.fold(text)).replaceAll(" ")).replaceAll(" ");
        List<String> words = new ArrayList<>(Words.of(rest));
        words.removeAll(pageName);
        return words.isEmpty() ? NONE : new Goal(rest.strip(), distinct(words), true);
    }

    /** Whether only an element to act on matches {@code term} ({@link #acrossLanguages}). */
    boolean interfaceOnly(String term) {
        return interfaceTerms.contains(term);
    }

    /** The text the goal was made from. */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return (explicit ? "goal" : "context") + terms;
    }
}
