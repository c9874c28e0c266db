package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How well each node matches a goal, offline: the goal's terms found in a node's own text and in its subtree, each
 * term weighted by how rare it is on the page (a word on every item, like the searched brand, says little). Computed
 * once, in one iterative walk, before the steps change the tree; nodes built later score zero.
 */
final class Relevance {
    static final Relevance NONE = new Relevance();

    private final Goal goal;
    private final Map<String, Integer> index = new HashMap<>();
    /** The goal's terms by the stems they share with words of other endings ({@link #near}). */
    private final Map<String, Integer> stems = new HashMap<>();
    /** The goal's terms by their stem stemmed again when that is shorter than {@link #NEAR_STEM} ({@link #term}). */
    private final Map<String, Integer> restems = new HashMap<>();
    private final IdentityHashMap<Node, long[]> masks = new IdentityHashMap<>(); // {own, subtree}
    /** The items the goal names by position or price ({@link GoalPicks}), whatever their words. */
    private final Set<Node> picked = Collections.newSetFromMap(new IdentityHashMap<>());
    /**
     * The names of two words the goal writes, each word capitalised and a goal term ("Erasmus Mundus", "Blue Ridge"):
     * each a pattern finding the two words next to each other (a space or a hyphen between) in folded page text. A
     * line that says one names what the goal is about, however often the page says each word ({@link #nameBigrams}).
     */
    private final List<Pattern> names = new ArrayList<>();
    /**
     * The phrases the goal quotes ({@link #quotedNames}), each a pattern finding it in folded page text; the places
     * that say one are counted over every element and text of the page, whatever goal words they say.
     */
    private final List<Pattern> quoted = new ArrayList<>();
    /**
     * The elements and texts whose own text says one of the goal's names ({@link #names}) that the page says in at
     * most {@link #NAME_PLACES} of them: a name all over the page (the site's own, the product type of a listing) tells
     * nothing apart.
     */
    private final Set<Node> sayName = Collections.newSetFromMap(new IdentityHashMap<>());
    /** How many elements and texts may say a name for each to name what the goal is about (three items' link and picture). */
    static final int NAME_PLACES = 6;
    /** The numbers lists show on their items, by list, read once before the steps shrink the items. */
    private final IdentityHashMap<Node, DisplayedNumbers.Numbering> numbering = new IdentityHashMap<>();
    /** The tree scored, and the nodes with a strong match in their subtree (made on first need: {@link #strongBelow}). */
    private final Node root;
    private Set<Node> aboveStrong;
    /** The goal term asking for the copyright line ("who holds the copyright"), or -1 ({@link #COPYRIGHT_QUESTION}). */
    private final int copyrightTerm;
    /** The goal terms asking for a phone number and an e-mail address, or -1 ({@link #PHONE_QUESTION}). */
    private final int phoneTerm;
    private final int emailTerm;
    /** The last element or text saying a copyright line, when the goal asks for it ({@link #answersKind}); else null. */
    private Node lastCopyright;
    /** The bits of the goal's country terms by the country's internet domain ({@link Goal#domains}). */
    private final Map<String, Long> domainBits = new HashMap<>();
    /** The goal's terms for the languages it names, by the codes switchers name them by ({@link Goal#languageCodes}). */
    private final Map<String, Long> codeBits = new HashMap<>();
    private double[] weights = new double[0];
    /** On how many elements of the page each goal term is found. */
    private int[] df = new int[0];
    /** On how many controls of the page each goal term is the whole name ({@link #namedWhole}). */
    private int[] wholeNamed = new int[0];
    /** How many of the goal's terms the page has somewhere. */
    private int termsSaid;
    /** How many of the goal's terms are its own words (not its words in other languages: {@link Goal#interfaceOnly}). */
    private int ownTerms;
    private double total;
    private double maxOwn;
    /** The goal's words in other languages, as bits of the masks ({@link Goal#interfaceOnly}). */
    private final long interfaceTerms;
    /** The length of the goal's longest term: no longer part of a page word is looked up ({@link #compound}). */
    private final int longestTerm;

    private Relevance() {
        this.goal = Goal.none();
        this.root = null;
        this.copyrightTerm = -1;
        this.phoneTerm = -1;
        this.emailTerm = -1;
        this.interfaceTerms = 0;
        this.longestTerm = 0;
    }

    Relevance(Node root, Goal goal) {
        this.goal = goal;
        this.root = root;
        List<String> terms = goal.terms();
        int n = Math.min(terms.size(), Goal.MAX_TERMS);
        long interfaceBits = 0;
        int longest = 0;
        for (int i = 0; i < n; i++) {
            String t = terms.get(i);
            index.put(t, i);
            longest = Math.max(longest, t.length());
            if (!goal.interfaceOnly(t)) continue;
            interfaceBits |= 1L << i;
            if (t.length() >= 2 && Words.isCjk(t.charAt(0))) {
                cjkTerms.add(t);
                cjkBits.add(i);
            }
        }
        final long onlyToActOn = interfaceBits;
        this.interfaceTerms = interfaceBits;
        this.longestTerm = longest;
        this.copyrightTerm = questionTerm(COPYRIGHT_QUESTION, goal, terms, n);
        this.phoneTerm = questionTerm(PHONE_QUESTION, goal, terms, n);
        this.emailTerm = questionTerm(EMAIL_QUESTION, goal, terms, n);
        goal.domains().forEach((domain, term) -> {
            Integer i = index.get(term);
            if (i != null) domainBits.merge(domain, 1L << i, (a, b) -> a | b);
        });
        goal.languageCodes().forEach((code, named) -> {
            for (String term : named) {
                Integer i = index.get(term);
                if (i != null) codeBits.merge(code, 1L << i, (a, b) -> a | b);
            }
        });
        for (int i = 0; i < n; i++) {
            String t = terms.get(i);
            // the goal's words in other languages are matched whole: "commentaire" stems into every "comments"
            if (t.length() < NEAR_STEM || !alphabetic(t) || goal.interfaceOnly(t)) continue;
            for (int k = Math.max(NEAR_STEM, t.length() - NEAR_ENDING); k <= t.length(); k++) stems.putIfAbsent(t.substring(0, k), i);
            // a word of two endings keeps one as a term ("späteren" -> "spater"), where the page's word of one ending
            // lost it ("später" -> "spat"): the term stemmed once more is that word, too short to be looked for by
            // its start
            String again = Words.stem(t);
            if (again.length() >= RESTEM && again.length() < NEAR_STEM) restems.putIfAbsent(again, i);
        }
        for (int i = 0; i < n; i++) {
            String t = terms.get(i);
            // (Korean, which spaces split into words as other scripts, is matched as they are)
            if (goal.interfaceOnly(t) || t.length() < 2 || !Words.isCjk(t.charAt(0)) || Words.isHangul(t.charAt(0))) continue;
            if (t.length() < CJK_GRAM) {
                // a short run ("海外", "検索") is looked for inside the page's runs, as a word of another language is
                if (Words.hiragana(t) < t.length()) {
                    cjkTerms.add(t);
                    cjkBits.add(i);
                }
                continue;
            }
            final long bit = 1L << i;
            for (int k = 0; k + CJK_GRAM <= t.length(); k++) {
                if (Words.hiragana(t.substring(k, k + CJK_GRAM)) <= 1) cjkGrams.merge(pack(t, k, CJK_GRAM), bit, (a, b) -> a | b);
            }
            for (int k = 0; k + CJK_GRAM - 1 <= t.length(); k++) {
                if (Words.hiragana(t.substring(k, k + CJK_GRAM - 1)) == 0) {
                    cjkLabels.merge(pack(t, k, CJK_GRAM - 1), bit, (a, b) -> a | b);
                }
            }
            // of two letters, only the run's last two: a Chinese request puts its verb first and what it names last
            // ("只看北京": 北京, not 只看 or 看北; "查看成都高新区": 新区, not the 查看 of every row's "view" link)
            int last = t.length() - 2;
            if (Words.hiragana(t.substring(last)) == 0) cjkLabels.merge(pack(t, last, 2), bit, (a, b) -> a | b);
        }
        nameBigrams(goal.text());
        quotedNames(goal.text());
        Map<Node, Integer> saying = new IdentityHashMap<>();
        Map<Node, Integer> quoting = new IdentityHashMap<>();
        Set<Node> quotingInText = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<Node, Integer> phraseAt = new IdentityHashMap<>();
        int[] quotedPlaces = new int[quoted.size()];
        int[] quotedAlone = new int[quoted.size()];
        int[] quotedInText = new int[quoted.size()];
        df = new int[n];
        wholeNamed = new int[n];
        int[] docs = {0};
        Traversal.walk(root, new NodeVisitor.WithTail() {
            @Override
            public Next head(Node node, int depth) {
                long own = 0;
                if (node.isElement() || node.isText()) {
                    String text = Texts.ownText(node);
                    own = mask(text) | contact(node);
                    // folded once for both kinds of name
                    String folded = text != null && (own != 0 && !names.isEmpty() || !quoted.isEmpty()) ? nameText(text) : null;
                    int name = own != 0 ? firstSaid(names, folded) : -1;
                    if (name >= 0) saying.put(node, name);
                    int phrase = firstSaid(quoted, folded);
                    if (phrase >= 0) {
                        quotedPlaces[phrase]++;
                        boolean inText = saysMore(quoted, folded);
                        // a text child of an element saying the same phrase is that element's line: one place
                        Integer parentPhrase = node.isText() ? phraseAt.get(node.parent()) : null;
                        if (parentPhrase == null || parentPhrase != phrase) (inText ? quotedInText : quotedAlone)[phrase]++;
                        phraseAt.put(node, phrase);
                        if (own != 0) quoting.put(node, phrase);
                        if (own != 0 && inText) quotingInText.add(node);
                    }
                }
                if (copyrightTerm >= 0 && (own & (1L << copyrightTerm)) != 0 && copyrightLine(node)) {
                    lastCopyright = node;
                }
                // the goal's words in other languages name an element to act on, not a text
                if (onlyToActOn != 0 && !toActOn(node) && !toActOn(node.parent())) own &= ~onlyToActOn;
                masks.put(node, new long[] {own, own});
                if (own != 0) {
                    int whole = wholeTerm(node);
                    if (whole >= 0) wholeNamed[whole]++;
                    docs[0]++;
                    for (int i = 0; i < n; i++) if ((own & (1L << i)) != 0) df[i]++;
                }
                return Next.CONTINUE;
            }

            @Override
            public void tail(Node node, int depth) {
                Node p = node.parent();
                if (p != null) {
                    long[] pm = masks.get(p);
                    if (pm != null) pm[1] |= masks.get(node)[1];
                }
            }
        });
        Map<Integer, Integer> places = new HashMap<>();
        for (Integer name : saying.values()) places.merge(name, 1, Integer::sum);
        saying.forEach((node, name) -> {
            if (places.get(name) <= NAME_PLACES) sayName.add(node);
        });
        quoting.forEach((node, phrase) -> {
            if (quotedPlaces[phrase] <= NAME_PLACES) sayName.add(node);
            // a quote inside a text of its own (a reply quoting the question), where few lines say the phrase, each
            // line counted once: a phrase in every title of a list (a topic, "升旗仪式"; a package's "2 wheels + 2
            // tyres") tells no item apart
            if (quotingInText.contains(node) && quotedAlone[phrase] + quotedInText[phrase] <= NAME_PLACES) quotesInText.add(node);
        });
        weights = new double[n];
        for (int i = 0; i < n; i++) if ((onlyToActOn & (1L << i)) == 0) ownTerms++;
        // a word saying where on the page or the site ("the site's privacy policy from the page footer") weighs as one
        // found everywhere, when two words of the goal's own that say what are on the page to decide instead
        long place = 0;
        int what = 0;
        Set<String> asPlace = null;
        for (int i = 0; i < n; i++) {
            if (df[i] == 0 || (onlyToActOn & (1L << i)) != 0) continue;
            if (PLACE_WORDS.matcher(terms.get(i)).matches()) {
                if (asPlace == null) asPlace = goal.writtenAsPlace();
                if (asPlace.contains(terms.get(i))) {
                    place |= 1L << i;
                    continue;
                }
            }
            what++;
        }
        if (what < 2) place = 0;
        for (int i = 0; i < n; i++) {
            if (df[i] == 0) continue; // a term the page does not have cannot tell items apart
            // the goal's words in other languages are looked for, not part of what the goal says
            if ((onlyToActOn & (1L << i)) == 0) termsSaid++;
            weights[i] = (place & (1L << i)) != 0 ? PLACE_WEIGHT : Math.log((docs[0] + 1.0) / (df[i] + 0.5)) + 0.1;
            total += weights[i];
        }
        for (long[] m : masks.values()) maxOwn = Math.max(maxOwn, score(m[0]));
    }

    /**
     * From here on, letters are not stemmed ({@link #alphabetic}: CJK and what follows; which text is not split into
     * words is {@link Words#isCjk}'s, which counts Korean's folded jamo too, stems of which still match particles).
     */
    private static final char CJK = 0x2E80;
    /**
     * The goal's words in other languages written in the CJK scripts ({@link Words#isCjk}), looked for inside a page's
     * runs of them.
     */
    private final List<String> cjkTerms = new ArrayList<>();
    private final List<Integer> cjkBits = new ArrayList<>();
    /**
     * The goal's own words of Chinese and Japanese, which no space splits ({@link Goal#cjkPieces}: "脆弱性対策情報
     * データベース", "推动尼可刹米"): each one's pieces of {@value #CJK_GRAM} letters (at most one of them
     * hiragana), packed in a long ({@link #pack}), -> its bit; a page's run holding one of them says its words. Its
     * pieces of three letters, and its last two letters, no hiragana, -> its bit too: a page's whole run of three letters
     * or two that is one of them ("公表日", a cell's label; "北京", a filter's link, in "只看北京的电子商务公司") says them.
     */
    private final Map<Long, Long> cjkGrams = new HashMap<>();
    private final Map<Long, Long> cjkLabels = new HashMap<>();
    static final int CJK_GRAM = 4;

    /** {@code s}'s letters from {@code from}, {@code count} of them (four at most), packed in one long. */
    private static long pack(String s, int from, int count) {
        long k = count;
        for (int i = from; i < from + count; i++) k = k << 16 | s.charAt(i);
        return k;
    }

    /** A word of a goal, as written: letters, with inner apostrophes. */
    private static final Pattern GOAL_WORD = Pattern.compile("\\p{L}[\\p{L}\\p{M}'’]*");

    /**
     * The goal's names of two words ({@link #names}): two words next to each other (a space or a hyphen between), each
     * capitalised and each a goal term, the first not where a sentence starts ("Show..." names nothing). None in a goal
     * written as a title, which capitalises two function words or more mid-sentence ("Book The Cheapest Flight To
     * Rome"); a German sentence, its nouns capitalised, is no title.
     */
    private void nameBigrams(String text) {
        if (text == null || index.isEmpty()) return;
        List<int[]> words = new ArrayList<>();
        // a title capitalises its function words too ("Book The Cheapest Flight To Rome"); a sentence, even a German
        // one with its nouns capitalised, does not
        int capitalFunctionWords = 0;
        Matcher m = GOAL_WORD.matcher(text);
        while (m.find()) {
            String w = m.group();
            if (Character.isUpperCase(w.charAt(0)) && !sentenceStart(text, m.start())
                    && Words.STOP.contains(w.toLowerCase(Locale.ROOT))) {
                capitalFunctionWords++;
            }
            words.add(new int[] {m.start(), m.end()});
        }
        if (words.size() < 2 || capitalFunctionWords >= 2) return;
        for (int k = 1; k < words.size(); k++) {
            int[] a = words.get(k - 1);
            int[] b = words.get(k);
            String between = text.substring(a[1], b[0]);
            if (!" ".equals(between) && !"-".equals(between)) continue;
            String first = text.substring(a[0], a[1]);
            String second = text.substring(b[0], b[1]);
            if (!Character.isUpperCase(first.charAt(0)) || !Character.isUpperCase(second.charAt(0))) continue;
            if (sentenceStart(text, a[0]) || !goalTerm(first) || !goalTerm(second)) continue;
            names.add(Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(nameText(first)) + "[ \\-]"
                    + Pattern.quote(nameText(second)) + "(?![\\p{L}\\p{N}])"));
        }
    }

    /**
     * A phrase the goal quotes, in any language's quotation marks: "…", “…”, „…“, ‚…‘, «…», »…«, ‹…›, ‘…’, 「…」,
     * 『…』, and '…' or ‘…’ between words (an apostrophe inside a word, "I'm", "Women’s", opens or closes nothing).
     * One group per kind.
     */
    private static final Pattern QUOTED = Pattern.compile("(?<![\\p{L}\\p{N}])\"([^\"]{1,80})\"(?![\\p{L}\\p{N}])"
            + "|(?<![\\p{L}\\p{N}'])'([^'\\s][^']{0,78}[^'\\s]|[^'\\s])'(?![\\p{L}\\p{N}])"
            + "|\u201c([^\u201c\u201d]{1,80})\u201d|\u201e([^\u201c\u201d\u201e]{1,80})[\u201c\u201d]"
            + "|\u201a([^\u2018\u2019\u201a]{1,80})[\u2018\u2019]"
            + "|\u00ab\\s?([^\u00ab\u00bb]{1,80}?)\\s?\u00bb|\u00bb([^\u00ab\u00bb]{1,80})\u00ab"
            + "|\u2039([^\u2039\u203a]{1,80})\u203a"
            + "|(?<![\\p{L}\\p{N}])\u2018([^\u2018\u2019]{1,80})\u2019(?![\\p{L}\\p{N}])"
            + "|\u300c([^\u300c\u300d]{1,80})\u300d|\u300e([^\u300e\u300f]{1,80})\u300f");
    /** Quotation marks, taken off a phrase's edges and looked inside it for a phrase it quotes itself. */
    private static final Pattern QUOTE_MARKS = Pattern.compile("[\"'\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb"
            + "\u2039\u203a\u300c\u300d\u300e\u300f]");
    /** At most this many quoted phrases of a goal are looked for (a goal that quotes more is a text pasted in). */
    static final int QUOTED_PHRASES = 8;

    /**
     * The phrases the goal quotes ({@link #QUOTED}: "open the 'Themen im Trend' list", "「運営状況」のタブ"), as names
     * ({@link #quoted}): a text that says one, where at most {@link #NAME_PLACES} elements and texts of the page do,
     * names what the goal is about, however few of the goal's words the phrase holds beside the others. A phrase
     * holds a goal term and, written in words, two letters or more ("'K'", "rock 'n' roll" name nothing); a phrase
     * that quotes another ("the 'Save' button") gives both. Written words are matched whole, spaces between them as any
     * space; Chinese and Japanese, which no space splits, anywhere in a run. The first {@link #QUOTED_PHRASES} distinct
     * phrases.
     */
    private void quotedNames(String text) {
        if (text == null || index.isEmpty()) return;
        Set<String> seen = new HashSet<>();
        List<String> phrases = new ArrayList<>();
        Matcher m = QUOTED.matcher(text);
        while (m.find() && phrases.size() < 2 * QUOTED_PHRASES) {
            String phrase = null;
            for (int g = 1; g <= m.groupCount() && phrase == null; g++) phrase = m.group(g);
            phrases.add(phrase);
            // a phrase quoting another inside it: the inner one too
            Matcher inner = QUOTED.matcher(phrase);
            while (inner.find() && phrases.size() < 2 * QUOTED_PHRASES) {
                for (int g = 1; g <= inner.groupCount(); g++) {
                    if (inner.group(g) != null) {
                        phrases.add(inner.group(g));
                        break;
                    }
                }
            }
        }
        for (String phrase : phrases) {
            if (quoted.size() >= QUOTED_PHRASES) break;
            String folded = nameText(QUOTE_MARKS.matcher(phrase).replaceAll(" ")).strip();
            if (folded.isEmpty() || !seen.add(folded)) continue;
            boolean cjk = false;
            int letters = 0;
            for (int i = 0; i < folded.length(); i++) {
                char c = folded.charAt(i);
                cjk |= Words.isCjk(c);
                if (Character.isLetterOrDigit(c)) letters++;
            }
            if (!cjk && letters < 2) continue;
            boolean term = false;
            for (String w : Words.of(folded)) term |= term(w) != null;
            if (!term && !cjk) continue;
            StringBuilder p = new StringBuilder();
            for (String w : folded.split("\\s+")) {
                if (p.length() > 0) p.append("\\s+");
                p.append(Pattern.quote(w));
            }
            quoted.add(Pattern.compile(cjk ? p.toString() : "(?<![\\p{L}\\p{N}])" + p + "(?![\\p{L}\\p{N}])"));
        }
    }

    /**
     * The first of {@code patterns} (the goal's {@link #names} or its {@link #quoted} phrases) that {@code folded} (a
     * text as {@link #nameText} folds it; null for none) says, by its index, or -1.
     */
    private static int firstSaid(List<Pattern> patterns, String folded) {
        if (patterns.isEmpty() || folded == null || folded.isEmpty()) return -1;
        for (int k = 0; k < patterns.size(); k++) if (patterns.get(k).matcher(folded).find()) return k;
        return -1;
    }

    /** Text as a name is looked for in it: folded, its apostrophes and dashes written one way ("Women’s", "Erasmus – Mundus"). */
    private static String nameText(String text) {
        String f = Words.fold(text);
        StringBuilder b = new StringBuilder(f.length());
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (c == '\u2019' || c == '\u2018' || c == '\u02bc') b.append('\'');
            else if (c == '\u2010' || c == '\u2011' || c == '\u2012' || c == '\u2013' || c == '\u2014') b.append('-');
            else b.append(c);
        }
        // a dash between words, spaces around it ("Erasmus – Mundus"), is a hyphen
        return b.toString().replace(" - ", "-");
    }

    /** Whether the goal's word at {@code at} starts it, or a sentence in it (after a full stop, a colon, a question). */
    private static boolean sentenceStart(String text, int at) {
        for (int i = at - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == '"' || c == '\'' || c == '«' || c == '“' || c == '(') continue;
            return c == '.' || c == '!' || c == '?' || c == ':' || c == ';';
        }
        return true;
    }

    /** Whether {@code word}, as the goal writes it, is one goal term (not a stop word, not two words). */
    private boolean goalTerm(String word) {
        List<String> w = Words.of(word);
        return w.size() == 1 && term(w.get(0)) != null;
    }

    /** Whether {@code n} is an element to act on (a link, a button, a field). */
    private static boolean toActOn(Node n) {
        return n != null && n.isElement() && Roles.isActionable(n);
    }

    private long mask(String text) {
        if (index.isEmpty() || text.isEmpty()) return 0;
        long m = 0;
        for (String w : Words.of(text)) {
            Integer i = term(w);
            if (i != null) m |= 1L << i;
            // a page word that is the goal's word in another language may be the goal's own word too, near enough:
            // "categorias" says the Portuguese "categorias" and the English goal's "category" alike
            if (i != null && (interfaceTerms & (1L << i)) != 0 && !stems.isEmpty()) {
                Integer own = near(w);
                if (own != null) m |= 1L << own;
            }
            // Chinese, Japanese and Korean are not split into words: "カートに入れる" says "カート" (cart)
            if (i == null && !cjkTerms.isEmpty() && Words.isCjk(w.charAt(0))) {
                for (int k = 0; k < cjkTerms.size(); k++) if (w.contains(cjkTerms.get(k))) m |= 1L << cjkBits.get(k);
            }
            // ... and a run of the goal's own is said by a run holding one of its pieces, or by a label inside it
            if (i == null && w.length() >= 2 && Words.isCjk(w.charAt(0))) {
                if (w.length() < CJK_GRAM) {
                    Long bits = cjkLabels.isEmpty() || Words.hiragana(w) > 0 ? null : cjkLabels.get(pack(w, 0, w.length()));
                    if (bits != null) m |= bits;
                } else if (!cjkGrams.isEmpty()) {
                    for (int k = 0; k + CJK_GRAM <= w.length(); k++) {
                        Long bits = cjkGrams.get(pack(w, k, CJK_GRAM));
                        if (bits != null) m |= bits;
                    }
                }
            }
        }
        if (copyrightTerm >= 0 && (m & (1L << copyrightTerm)) == 0) {
            // "©" and "All rights reserved" answer a goal that asks who holds the copyright
            Matcher line = COPYRIGHT_LINE.matcher(text);
            if (line.region(0, Math.min(text.length(), COPYRIGHT_TEXT)).find()) m |= 1L << copyrightTerm;
        }
        return m;
    }

    /**
     * Words of a goal that ask for the page's copyright line (words.yaml's copyright question), folded as goal words
     * are ("upphovsrätt" is looked for as "upphovsratt"), found anywhere in the folded goal: CJK goals are not split
     * into words.
     */
    static final Pattern COPYRIGHT_QUESTION = Pattern.compile(
            Words.fold(WordLists.bundled().alternatives(WordLists.Phrases.COPYRIGHT_QUESTION)), Pattern.UNICODE_CASE);

    /** A page's copyright line (words.yaml's copyright line), looked for in a text's first {@link #COPYRIGHT_TEXT} characters. */
    static final Pattern COPYRIGHT_LINE = Pattern.compile(
            WordLists.bundled().alternatives(WordLists.Phrases.COPYRIGHT_LINE), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    static final int COPYRIGHT_TEXT = 2000;

    /**
     * Words of a goal that ask for a phone number or an e-mail address (words.yaml's phone and email questions), folded
     * as goal words are, as whole words (no Latin letter or digit on either side).
     */
    static final Pattern PHONE_QUESTION = question(WordLists.Phrases.PHONE_QUESTION);
    static final Pattern EMAIL_QUESTION = question(WordLists.Phrases.EMAIL_QUESTION);

    private static Pattern question(WordLists.Phrases list) {
        return Pattern.compile("(?<![a-z0-9])(" + Words.fold(WordLists.bundled().alternatives(list)) + ")(?![a-z0-9])",
                Pattern.UNICODE_CASE);
    }

    /**
     * A phone number: seven digits or more in one run of digits, spaces, brackets, dots, slashes and dashes
     * ("+44 (0)20 7946 0958", "0871 984 4000"), not a date ("2014-08-16"); or ({@link #LETTERED_PHONE}) a number spelt
     * with letters.
     */
    static final Pattern PHONE_NUMBER = Pattern.compile(
            "(?<![\\w+])(\\+?\\(?\\d[\\d ().\\-/]{5,}\\d)(?![\\w])");
    /**
     * A number spelt with letters after its area code, four or more ("1-855-MYLOT18", "888.412.SHOP"; not a part's
     * number, "10-100-BLK").
     */
    private static final Pattern LETTERED_PHONE = Pattern.compile("\\b\\d{1,3}[-.]\\d{3}[-.][A-Z][A-Z0-9]{3,}\\b");
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}");
    /**
     * An e-mail address. A start inside a run of its letters is not tried (the run's first letter is) and no run is given
     * back: the same matches, in one walk of any text (a run of 16,000 letters before an "@" took 0.7 s, walked again
     * from each of its letters).
     */
    static final Pattern EMAIL_ADDRESS = Pattern.compile("(?<![\\w.+-])[\\w.+-]++@[\\w-]++\\.[\\w.-]+");
    /** How much of a text is looked at for a phone number or an address. */
    static final int CONTACT_TEXT = 300;

    /**
     * The terms a node answers by what it is rather than by its words: a phone number or a {@code tel:} link for a goal
     * asking for a phone number, an address or a {@code mailto:} link for one asking for an e-mail address.
     */
    private long contact(Node node) {
        if (phoneTerm < 0 && emailTerm < 0 && domainBits.isEmpty() && codeBits.isEmpty()) return 0;
        long m = 0;
        if (!codeBits.isEmpty() && toActOn(node) && node.name() != null) {
            // a switcher's link named by the language's code alone ("DE", "EN ▾", "| FR |"): beside another such link,
            // or leading to the page in that language ("/de/", "de.example.com", "?lang=de")
            String code = languageCode(node.name());
            if (code != null && codeBits.containsKey(code) && (besideAnotherCode(node) || inLanguage(Texts.url(node), code))) {
                m |= codeBits.get(code);
            } else if (code == null) {
                // a link named by the language's own name ("Svenska", "Svensk webb" for "switch to Swedish") that leads
                // to the site in that language ("/sv/"): the switch the goal asks for, however little else it says
                m |= ownNameLink(node);
            }
        }
        if (!domainBits.isEmpty() && toActOn(node) && node.name() != null) {
            String domain = countryDomain(node.name());
            // named by an address, and (when the link says where it goes) leading to a site in that domain
            if (domain != null && inDomain(Texts.url(node), domain)) m |= domainBits.getOrDefault(domain, 0L);
        }
        if (phoneTerm < 0 && emailTerm < 0) return m;
        String url = node.isElement() && "link".equals(node.role()) ? Texts.url(node) : null;
        String own = Texts.ownText(node);
        String text = own.length() > CONTACT_TEXT ? own.substring(0, CONTACT_TEXT) : own;
        if (phoneTerm >= 0 && (phoneUrl(url) || isPhone(text))) m |= 1L << phoneTerm;
        if (emailTerm >= 0 && (emailUrl(url) || isEmail(text))) m |= 1L << emailTerm;
        return m;
    }

    /** A link to the site in a language is named in at most this many words ("Svensk webb", "Version française"). */
    static final int OWN_NAME_LINK_WORDS = 3;

    /**
     * The bits of the languages a link names by their own name (one of its few words is the name, or the name with
     * another ending: "svensk" for "svenska") and leads to the site in ({@link #inLanguage}); 0 for any other node.
     */
    private long ownNameLink(Node node) {
        String url = Texts.url(node);
        if (url == null || url.isBlank()) return 0;
        List<String> words = Words.of(node.name());
        if (words.isEmpty() || words.size() > OWN_NAME_LINK_WORDS) return 0;
        long m = 0;
        for (Map.Entry<String, Long> e : codeBits.entrySet()) {
            if (!inLanguage(url, e.getKey())) continue;
            for (String w : words) {
                if (w.length() < NEAR_STEM) continue;
                for (int i = 0; i < goal.terms().size() && i < Goal.MAX_TERMS; i++) {
                    if ((e.getValue() & 1L << i) == 0) continue;
                    String t = goal.terms().get(i);
                    if (w.startsWith(t) && w.length() - t.length() <= NEAR_ENDING
                            || t.startsWith(w) && t.length() - w.length() <= NEAR_ENDING) {
                        m |= e.getValue();
                    }
                }
            }
        }
        return m;
    }

    /** A name that is a site's address and nothing else ({@code "willhaben.at"}, {@code "www.amazon.co.uk/"}). */
    private static final Pattern SITE_ADDRESS = Pattern.compile(
            "(?:https?://)?(?:[\\p{L}\\d][\\p{L}\\d-]*\\.)+(\\p{L}{2})/?", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Whether {@code url} leads to a host in {@code domain} ({@code //www.willhaben.at/} is in {@code at}); true when
     * there is no URL to tell (dropped, or none).
     */
    static boolean inDomain(String url, String domain) {
        if (url == null || url.isBlank()) return true;
        String host = AutoMode.host(url);
        // a path on the same site leads to no other host
        return host != null && host.endsWith("." + domain);
    }

    /**
     * The two-letter domain of a name that is a site's address ({@code "willhaben.at"} gives {@code at}), lower case;
     * null for any other name.
     */
    static String countryDomain(String name) {
        String t = name.strip();
        if (t.length() > 80 || t.indexOf('.') < 0 || t.indexOf(' ') >= 0) return null;
        Matcher m = SITE_ADDRESS.matcher(t);
        return m.matches() ? m.group(1).toLowerCase(Locale.ROOT) : null;
    }

    /** A switcher's codes sit this close: under the same element at most this many levels above a code's link ... */
    static final int SWITCHER_LEVELS = 2;
    /** ... among at most this many nodes. */
    static final int SWITCHER_NODES = 80;

    /** Whether another element to act on named by a language's code alone sits beside {@code n} (a switcher's list). */
    private static boolean besideAnotherCode(Node n) {
        Node top = n;
        for (int i = 0; i < SWITCHER_LEVELS && top.parent() != null && top.parent().parent() != null; i++) top = top.parent();
        return Traversal.find(top, x -> x != n && x.isElement() && Roles.isActionable(x) && x.name() != null
                && languageCode(x.name()) != null, SWITCHER_NODES) != null;
    }

    /** Whether a link leads to a page in the language {@code code} names: a path, a host or a query saying it. */
    static boolean inLanguage(String url, String code) {
        if (url == null || url.isBlank()) return false;
        String u = url.toLowerCase(Locale.ROOT);
        return u.contains("//" + code + ".") || u.contains("/" + code + "/") || u.endsWith("/" + code)
                || u.contains("/" + code + "?") || u.contains("/" + code + "#") || LANGUAGE_QUERY.matcher(u).results()
                        .anyMatch(r -> r.group(1).equals(code));
    }

    private static final Pattern LANGUAGE_QUERY = Pattern.compile("[?&](?:lang|language|hl|locale|lng)=([a-z]{2})(?![a-z])");

    /**
     * The two letters of a name that is nothing else but marks around them, in one case ("DE", "en ▾", "[FR]"), lower
     * case; else null ("No", "Fr" are a button's word and a weekday).
     */
    static String languageCode(String name) {
        if (name.length() > 12) return null;
        int from = -1;
        int to = -1;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetterOrDigit(c)) continue;
            if (c > 'z' || !Character.isLetter(c) || from >= 0 && to != i) return null;
            if (from < 0) from = i;
            to = i + 1;
        }
        if (from < 0 || to - from != 2) return null;
        char a = name.charAt(from);
        char b = name.charAt(from + 1);
        if (Character.isUpperCase(a) != Character.isUpperCase(b)) return null;
        return name.substring(from, to).toLowerCase(Locale.ROOT);
    }

    /** Whether {@code n}'s own text says a copyright line ({@link #COPYRIGHT_LINE}). */
    private static boolean copyrightLine(Node n) {
        String text = Texts.ownText(n);
        return COPYRIGHT_LINE.matcher(text).region(0, Math.min(text.length(), COPYRIGHT_TEXT)).find();
    }

    /** Whether a link's URL calls a number ({@code tel:}). */
    static boolean phoneUrl(String url) {
        return url != null && url.regionMatches(true, 0, "tel:", 0, 4);
    }

    /** Whether a link's URL writes to an address ({@code mailto:}). */
    static boolean emailUrl(String url) {
        return url != null && url.regionMatches(true, 0, "mailto:", 0, 7);
    }

    /** Whether a text holds an e-mail address. */
    static boolean isEmail(String text) {
        return text.indexOf('@') >= 0 && EMAIL_ADDRESS.matcher(text).find();
    }

    static boolean isPhone(String text) {
        if (text.isEmpty()) return false;
        Matcher mm = PHONE_NUMBER.matcher(text);
        while (mm.find()) {
            String found = mm.group();
            if (DATE.matcher(found).matches()) continue;
            int digits = 0;
            for (int i = 0; i < found.length(); i++) if (Character.isDigit(found.charAt(i))) digits++;
            if (digits >= 7) return true;
        }
        return LETTERED_PHONE.matcher(text).find();
    }

    /**
     * The index of the goal term that asks {@code question} (the copyright line, a phone number), or -1: the term that
     * holds the question's word, or that the word goes on from (a term's ending cut: "ophavsrett" for "ophavsretten").
     */
    private static int questionTerm(Pattern question, Goal goal, List<String> terms, int n) {
        if (n == 0) return -1;
        Matcher q = question.matcher(Words.fold(goal.text()));
        while (q.find()) {
            String word = q.group();
            for (int i = 0; i < n; i++) {
                String t = terms.get(i);
                // a stemmed term ("phon") is the start of the question's word ("phone")
                // ... or a part of it ("mail" of "e-mail")
                if (t.contains(word) || t.length() >= Math.min(NEAR_STEM, word.length() - 2) && word.startsWith(t)
                        || t.length() >= 4 && word.contains(t)) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Two words are the same term when they share a stem this long ... */
    static final int NEAR_STEM = 5;
    /** ... and neither goes on for more than this many letters after it. */
    static final int NEAR_ENDING = 3;
    /** A term stemmed again is looked for whole from this many letters on ("spat" for "späteren"). */
    static final int RESTEM = 4;

    /**
     * The goal term a page word shares a stem with, when its ending alone differs ("weigh" and "weight", "Moroccan"
     * and "Morocco", "Lieferung" and "Lieferungen"): a stem of {@value #NEAR_STEM} letters or more, with at most
     * {@value #NEAR_ENDING} more after it in either word; null when none. Scripts with letters only (not CJK, whose
     * words are not split by spaces).
     */
    /**
     * The index of the goal term a page word is, whole, by a shared stem ({@link #near}) or as a part of a compound
     * ({@link #compound}); null when none.
     */
    private Integer term(String w) {
        Integer i = index.get(w);
        if (i == null && !stems.isEmpty()) i = near(w);
        if (i == null && !restems.isEmpty()) i = restems.get(w);
        if (i == null && w.length() >= COMPOUND_REST + COMPOUND_HEAD) i = compound(w);
        return i;
    }

    /** A compound's other part has at least this many letters ... */
    static final int COMPOUND_REST = 4;
    /** ... the goal term that is its last part at least this many ("Kunden|bewertung" for "bewertung") ... */
    static final int COMPOUND_HEAD = 6;
    /** ... and one that is its first part at least this many ("Datenschutz|bestimmungen" for "Datenschutz"). */
    static final int COMPOUND_FIRST = 8;

    /**
     * The goal term a page word is made of, as languages that write compounds as one word make them (German, Dutch,
     * the Scandinavian languages, Finnish, Hungarian), words as the pipeline compares them (stemmed: the counts are of
     * the stems' letters): as the compound's last part, what it is ("Kundenbewertungen" are reviews, "bewertung" the
     * word an English goal's "reviews" looks for in German), for a word of another language the goal looks for only
     * ({@link Goal#interfaceOnly}: an English page's "television" is no "vision", nor "transaction" an "action"); or
     * as its first part, any goal term long enough to be a word of its own there ("Datenschutzbestimmungen" for
     * "Datenschutz"); the other part {@value #COMPOUND_REST} letters or more. Letters only, no CJK; null when none.
     */
    private Integer compound(String w) {
        if (!alphabetic(w)) return null;
        int len = w.length();
        if (interfaceTerms != 0) {
            for (int k = Math.max(COMPOUND_REST, len - longestTerm); k <= len - COMPOUND_HEAD; k++) {
                Integer i = index.get(w.substring(k));
                if (i != null && (interfaceTerms & (1L << i)) != 0) return i;
            }
        }
        for (int k = Math.min(len - COMPOUND_REST, longestTerm); k >= COMPOUND_FIRST; k--) {
            Integer i = index.get(w.substring(0, k));
            if (i != null) return i;
        }
        return null;
    }

    private Integer near(String w) {
        if (w.length() < NEAR_STEM || !alphabetic(w)) return null;
        for (int k = w.length(); k >= Math.max(NEAR_STEM, w.length() - NEAR_ENDING); k--) {
            Integer i = stems.get(w.substring(0, k));
            if (i != null) return i;
        }
        return null;
    }

    private static boolean alphabetic(String w) {
        for (int i = 0; i < w.length(); i++) if (w.charAt(i) >= CJK || !Character.isLetter(w.charAt(i))) return false;
        return true;
    }

    /** A goal's word that says where a thing is, not what ({@code words.yaml}'s place words, matched as a stem). */
    private static final Pattern PLACE_WORDS = Pattern.compile("(?:"
            + WordLists.bundled().alternatives(WordLists.Phrases.PLACE_WORDS) + ")");
    /** What such a word weighs: as a word every element of the page says. */
    static final double PLACE_WEIGHT = 0.1;

    private double score(long mask) {
        if (total == 0 || mask == 0) return 0;
        double s = 0;
        for (int i = 0; i < weights.length; i++) if ((mask & (1L << i)) != 0) s += weights[i];
        return s / total;
    }

    boolean active() {
        return total > 0;
    }

    /** The list a goal's date order falls back to ({@link GoalPicks#datedList}), read on first need; null for none. */
    private Node datedList;
    private boolean datedListRead;

    /**
     * {@link GoalPicks#datedList} of the tree scored, read once: {@link GoalFocus} reads it before it shrinks any list
     * (the tree without its chrome, every list's dates still there), and the steps after it see the same.
     */
    Node datedList() {
        if (!datedListRead) {
            datedListRead = true;
            if (this != NONE) datedList = GoalPicks.datedList(this, root);
        }
        return datedList;
    }

    /**
     * Whether none of the goal's words is anywhere on the page (a goal in another language than the page's, or about
     * another page): such a goal cannot tell what serves it from what does not, and must not hide anything. Measured on
     * the four held-out sets: a goal of which the page has only a few words (a fifth, a quarter, a third) still chooses
     * well enough; taken as context, those goals cost goal-focused cut and brought no task back into view. A term the
     * page has weighs more than 0.1, so this is a goal with terms of which none weighs anything. Only the goal's own
     * words count: its words in other languages ({@link Goal#interfaceOnly}) do not make a goal said.
     */
    boolean unsaid() {
        // the goal's words in other languages found on the page keep what they name (the goal as context), and hide
        // nothing by themselves: a Portuguese "termos" is a Slovak page's "Termo" (thermal) underwear
        return ownTerms > 0 && termsSaid == 0;
    }

    /**
     * The share of the goal's terms that the page has somewhere, 0..1 (1 for a goal without terms). A goal in English
     * on a German page may find one of its words ("recipe" in a link), which then is the best match there is: a step
     * that folds what the goal does not name asks this first.
     */
    double saidShare() {
        return ownTerms == 0 ? 1 : (double) termsSaid / ownTerms;
    }

    Goal goal() {
        return goal;
    }

    /** Weighted share of the goal found in the node's own text, 0..1. */
    double own(Node n) {
        long[] m = masks.get(n);
        return m == null ? 0 : score(m[0]);
    }

    /**
     * Takes in a node a step made around nodes of the page ({@link FlatRecords}' wrapper of a record): it says nothing
     * itself, and its subtree says what its children's do.
     */
    void adopt(Node wrapper) {
        if (masks.isEmpty()) return;
        long sub = 0;
        for (int ci = 0, cn = wrapper.childCount(); ci < cn; ci++) {
            long[] m = masks.get(wrapper.child(ci));
            if (m != null) sub |= m[1];
        }
        masks.put(wrapper, new long[] {0, sub});
    }

    /** Weighted share of the goal found anywhere in the node's subtree, 0..1. */
    double subtree(Node n) {
        long[] m = masks.get(n);
        return m == null ? 0 : score(m[1]);
    }

    /**
     * Weighted share of the goal found in the own texts of {@code nodes} and all they hold but links (a link's name
     * and what is in it are another page's title), taken together, 0..1.
     */
    double outsideLinks(List<Node> nodes) {
        return outsideLinks(nodes, 0);
    }

    /** As {@link #outsideLinks(List)}, leaving out the terms of {@code without} (a mask of {@link #subtreeMask}). */
    double outsideLinks(List<Node> nodes, long without) {
        long[] all = {0};
        for (Node n : nodes) {
            Traversal.walk(n, (x, d) -> {
                if (x.isProperty() || "link".equals(x.role())) return NodeVisitor.Next.SKIP_CHILDREN;
                long[] m = masks.get(x);
                if (m != null) all[0] |= m[0];
                return NodeVisitor.Next.CONTINUE;
            });
        }
        return score(all[0] & ~without);
    }

    /** The goal's terms {@code n}'s subtree holds, as a mask for {@link #outsideLinks(List, long)} (0 for none). */
    long subtreeMask(Node n) {
        long[] m = n == null ? null : masks.get(n);
        return m == null ? 0 : m[1];
    }

    /** Whether the page has a term of the goal outside {@code mask}. */
    boolean saysMoreThan(long mask) {
        for (int i = 0; i < weights.length; i++) if (weights[i] > 0 && (mask & (1L << i)) == 0) return true;
        return false;
    }

    /**
     * Weighted share of the goal found in {@code n}'s subtree and the own text of {@code heading} (the heading of the
     * section {@code n} sits in; null for none) together, 0..1.
     */
    double underHeading(Node n, Node heading) {
        return underHeading(n, heading, null);
    }

    /** {@link #underHeading(Node, Node)} with the own text of {@code label} too (the line right above a list), if any. */
    double underHeading(Node n, Node heading, Node label) {
        long[] m = masks.get(n);
        if (m == null) return 0;
        return score(m[1] | ownMask(heading) | ownMask(label));
    }

    private long ownMask(Node n) {
        long[] m = n == null ? null : masks.get(n);
        return m == null ? 0 : m[0];
    }

    /** The score a node needs to {@linkplain #strong name what the goal is about}. */
    double strongBar() {
        return Math.max(0.3, 0.6 * maxOwn);
    }

    /** The best own score on the page. */
    double maxOwn() {
        return maxOwn;
    }

    /**
     * Records an item the goal names by its position in a list ("the second most popular story") or by its price ("the
     * cheapest"): the budget values it as it values the item of a strong match. No-op on {@link #NONE}.
     */
    void pick(Node item) {
        if (this != NONE) picked.add(item);
    }

    /** Whether the goal names {@code n} by position or price ({@link #pick}). */
    boolean picked(Node n) {
        return !picked.isEmpty() && picked.contains(n);
    }

    /**
     * The numbering of the list under {@code parent} ({@link DisplayedNumbers}; {@code NONE} when the list is not
     * numbered). Read on first need and kept, so a later step sees the numbers an earlier one shrank away.
     */
    DisplayedNumbers.Numbering numbering(Node parent) {
        if (parent == null || this == NONE) return DisplayedNumbers.Numbering.NONE;
        DisplayedNumbers.Numbering n = numbering.get(parent);
        // read again when a step has wrapped the items since (records laid out flat)
        if (n == null || !n.current(parent)) numbering.put(parent, n = DisplayedNumbers.of(parent));
        return n;
    }

    /** Whether the goal names any item by position or price. */
    boolean anyPicked() {
        return !picked.isEmpty();
    }

    /**
     * Whether a node strictly below {@code n} is {@linkplain #strong strong}. The first call marks, in one walk, every
     * node above a strong one in the tree as it is then; later calls only look the mark up (a node a later step took
     * out still counts), so a step asking it of every list stays linear.
     */
    boolean strongBelow(Node n) {
        if (!active()) return false;
        if (aboveStrong == null) aboveStrong = above(node -> (node.isElement() || node.isText()) && strong(node));
        return aboveStrong.contains(n);
    }

    /**
     * Every node above one that {@code is} says yes of, in the tree as it is now, marked in one walk: a step asking
     * of every list whether such a node is inside stays linear.
     */
    private Set<Node> above(Predicate<Node> is) {
        Set<Node> marked = Collections.newSetFromMap(new IdentityHashMap<>());
        Traversal.walk(root, new NodeVisitor.WithTail() {
            @Override
            public Next head(Node node, int depth) {
                return node.isProperty() ? Next.SKIP_CHILDREN : Next.CONTINUE;
            }

            @Override
            public void tail(Node node, int depth) {
                if (node.parent() != null && (is.test(node) || marked.contains(node))) marked.add(node.parent());
            }
        });
        return marked;
    }

    /**
     * The lines that quote one of the goal's phrases inside a text of their own, which goes on beside every quote of the
     * goal's phrases ({@link #saysMore}: a reply that quotes the question it answers), not a line that is the phrase
     * alone (a label each record repeats, "今月のアゲアゲ号"), where at most {@link #NAME_PLACES} lines of the page say
     * the phrase (a line and its own text child are one).
     */
    private final Set<Node> quotesInText = Collections.newSetFromMap(new IdentityHashMap<>());
    /** What a quoting line says besides the quotes: this many letters in Chinese or Japanese ... */
    static final int QUOTE_REST = 8;
    /** ... or this many words where spaces split them. */
    static final int QUOTE_REST_WORDS = 3;
    /** The nodes above a line of {@link #quotesInText}, marked on first need ({@link #quotesIn}). */
    private Set<Node> aboveQuotes;

    /**
     * Whether {@code folded} says more than the goal's quoted phrases it holds: every match of each taken out, what is
     * left holds {@link #QUOTE_REST} letters or digits when it is Chinese or Japanese, else {@link #QUOTE_REST_WORDS}
     * words.
     */
    private static boolean saysMore(List<Pattern> phrases, String folded) {
        String rest = folded;
        for (Pattern p : phrases) rest = p.matcher(rest).replaceAll(" ");
        boolean cjk = false;
        int letters = 0;
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (!Character.isLetterOrDigit(c)) continue;
            letters++;
            cjk |= Words.isCjk(c) && !Words.isHangul(c);
        }
        return cjk ? letters >= QUOTE_REST : Words.of(rest).size() >= QUOTE_REST_WORDS;
    }

    /**
     * Whether {@code item} is or holds a line of {@link #quotesInText}: what the goal asks about answers it there (the
     * replies that quote the question), and it does not shrink away. The first call marks, in one walk, every node
     * above such a line in the tree as it is then; later calls look the mark up, so asking it of every item of every
     * list stays linear.
     */
    boolean quotesIn(Node item) {
        if (quotesInText.isEmpty()) return false;
        if (aboveQuotes == null) aboveQuotes = above(quotesInText::contains);
        return quotesInText.contains(item) || aboveQuotes.contains(item);
    }

    /** A node that clearly names what the goal is about: one of the best matches on the page. */
    boolean strong(Node n) {
        if (!active()) return false;
        double s = own(n);
        return s > 0 && (s >= strongBar() || answersKind(n) || namesTheAction(n) || namedWhole(n) || sayName.contains(n));
    }

    /** A control named in at most this many words (and characters) ... */
    static final int WHOLE_NAME_WORDS = 2;
    static final int WHOLE_NAME_CHARS = 40;
    /** ... each a word of the goal found on at most this many elements of the page ... */
    static final int WHOLE_NAME_PLACES = 3;

    /**
     * ... is what the goal names, however little of the goal it says: the "Students" link of a menu for "I'm a student:
     * show me the student licence", where the goal's other words are everywhere on the page. Words the goal writes
     * itself, not those looked for on its behalf (a language's own name for "polish", other languages' words).
     */
    private boolean namedWhole(Node n) {
        if (!Roles.isActionable(n) || n.name() == null || n.name().length() > WHOLE_NAME_CHARS) return false;
        int whole = wholeTerm(n);
        // in Chinese and Japanese, which no space splits (Korean spaces its words, and is matched as other scripts), a page's longer runs say a word inside them without saying
        // it: a control named by one word of the goal's, no more than a few controls so named, is what the goal names,
        // however many headlines hold the word ("スポーツ" for "スポーツのニュース一覧", the page's "日刊スポーツ" in
        // every other story); where spaces split words, a word said all over the page is the site's or the topic's
        char first = whole >= 0 ? n.name().strip().charAt(0) : ' ';
        if (whole >= 0 && Words.isCjk(first) && !Words.isHangul(first) && wholeNamed[whole] <= WHOLE_NAME_PLACES) return true;
        // the one control the page names by the goal's word alone is what the goal names, though a few texts say the
        // word too (the site's "Privacy" link under a story about privacy, for "open the privacy page")
        if (whole >= 0 && wholeNamed[whole] == 1 && df[whole] <= ONLY_CONTROL_PLACES) return true;
        List<String> words = Words.of(n.name());
        if (words.isEmpty() || words.size() > WHOLE_NAME_WORDS) return false;
        for (String w : words) {
            Integer i = term(w);
            if (i == null || !goal.writes(goal.terms().get(i)) || df[i] > WHOLE_NAME_PLACES) return false;
        }
        return true;
    }

    /**
     * The goal term that is {@code n}'s whole name, when {@code n} is a control named in one word that is exactly a
     * word the goal writes (not one of its words in other languages, not a near stem); else -1.
     */
    private int wholeTerm(Node n) {
        if (!n.isElement() || !Roles.isActionable(n) || n.name() == null || n.name().length() > WHOLE_NAME_CHARS) return -1;
        List<String> words = Words.of(n.name());
        if (words.size() != 1) return -1;
        Integer i = index.get(words.get(0));
        return i == null || i >= wholeNamed.length || !goal.writes(goal.terms().get(i)) ? -1 : i;
    }

    /**
     * A control named by one word of the goal's alone, the only one so named, is what the goal names when the word is
     * found on at most this many elements of the page.
     */
    static final int ONLY_CONTROL_PLACES = 2 * WHOLE_NAME_PLACES;

    /** A short control's name says the goal's action in the page's language in at most this many words ... */
    static final int ACTION_NAME_WORDS = 4;

    /**
     * ... so it is what the goal asks for ("Sælg din bil" for "I want to sell my car"): a link or button whose name, of
     * {@link #ACTION_NAME_WORDS} words at most, holds one of the goal's words in another language (which only such
     * controls are matched with: "sell" in Danish), however the goal's other words weigh.
     */
    private boolean namesTheAction(Node n) {
        if (interfaceTerms == 0 || !Roles.isActionable(n) || n.name() == null) return false;
        long[] m = masks.get(n);
        if (m == null || (m[0] & interfaceTerms) == 0) return false;
        String name = n.name().strip();
        int words = 1;
        for (int i = 0; i < name.length(); i++) if (Character.isWhitespace(name.charAt(i)) && ++words > ACTION_NAME_WORDS) return false;
        return true;
    }

    /** Whether the goal asks for a phone number, an e-mail address or the copyright line ({@link #answersKind}). */
    boolean asksKind() {
        return phoneTerm >= 0 || emailTerm >= 0 || copyrightTerm >= 0;
    }

    /**
     * Whether {@code n} is what the goal asks for by kind: a phone number, an e-mail address ({@link #contact}), the
     * page's copyright line when the goal asks who holds the copyright or who runs the site (its last: a photo's
     * credit in the story is no answer).
     */
    boolean answersKind(Node n) {
        if (phoneTerm < 0 && emailTerm < 0 && copyrightTerm < 0) return false;
        long[] m = masks.get(n);
        if (m == null) return false;
        // the line, or the element whose own text it is
        if (lastCopyright != null && (n == lastCopyright || lastCopyright.isText() && n == lastCopyright.parent())) return true;
        long kinds = (phoneTerm >= 0 ? 1L << phoneTerm : 0) | (emailTerm >= 0 ? 1L << emailTerm : 0);
        return kinds != 0 && (m[0] & kinds) != 0 && (contact(n) & kinds) != 0;
    }
}
