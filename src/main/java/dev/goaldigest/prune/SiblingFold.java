package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Repeated-sibling folding: when more than {@code foldThreshold} siblings share one structural signature, the first
 * {@code foldKeep} stay whole (and any that match the goal or context, and a table row's text cells: its columns),
 * the rest fold into one line that says how
 * many, lists their actionable refs (without an explicit goal; or, past {@link Folds#LISTED_REFS} of them, names them
 * and counts them) and how to get them back.
 */
final class SiblingFold implements Step {
    /** Whether table rows and text items are never folded (a page that is read keeps its tables and prose whole). */
    private final boolean keepRows;

    /** @param keepRows true to keep table rows and items of text whole */
    SiblingFold(boolean keepRows) {
        this.keepRows = keepRows;
    }

    @Override
    public void apply(PruneContext ctx) {
        int threshold = ctx.settings().foldThreshold();
        List<Node> tables = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw() || ctx.isKeptAsIs(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (PageParts.isTable(n)) tables.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        // a grid of cards first: its rows are no items, its cards are (their rows are laid out once it folds them);
        // a page that is read keeps its tables whole, grids too
        if (!keepRows) for (Node table : tables) if (ctx.isAttached(table)) foldGrid(ctx, table);
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw() || ctx.isKeptAsIs(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            // a pager is few links and the way through the list: its last page and "Next" stay, not its first five
            if (n.childCount() > threshold && !ctx.isLaidOut(n) && !pagerOnly(n)) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        // each parent's groups and each item's stats, found once: the page-wide share below and the folds use both
        // (a fold changes only its own parent's children, and the parents inside what it folds are skipped)
        Map<Node, Map<Long, List<Node>>> groupsOf = new IdentityHashMap<>();
        for (Node p : parents) groupsOf.put(p, byFacet(p, Signature.groups(p, ctx.folds()::isFold)));
        Map<Node, ItemStats> stats = new IdentityHashMap<>();
        // with an explicit goal, the items it names stay whole anyway (and what is left of the page is no measure)
        int pageText = ctx.goal().isExplicit() ? Integer.MAX_VALUE : Texts.textLength(ctx.root());
        // lists of bare links that together hold much of the page (an archive by month, opinions by date) are its
        // content, each list as much as one list alone would be
        boolean linkPage = pageText != Integer.MAX_VALUE
                && bareListText(groupsOf.values(), stats, threshold) * 100 >= (long) pageText * MAIN_LIST_SHARE;
        for (Node p : parents) {
            if (!ctx.isAttached(p)) continue;
            fold(ctx, p, groupsOf.get(p), stats, linkPage ? 0 : pageText);
        }
    }

    /**
     * {@code groups} of a filter bar's children split at its labels: a parent whose runs of links each follow a label
     * of their own ("Language:", "Region:", "Sort by:", "排序：") holds one facet per label, each a few choices an agent
     * picks from, not one long list of like links whose first five stay. The labels are short texts ending in a colon,
     * at least {@link #FACET_LABELS} of them and each different (a list of records that repeats "Posted:" in each is
     * no filter bar), in a block whose children are three in four those labels and things to act on; each group of
     * like children then counts each facet apart. Other parents' groups as they are.
     */
    static Map<Long, List<Node>> byFacet(Node parent, Map<Long, List<Node>> groups) {
        int n = parent.childCount();
        int[] facet = null;
        Set<String> labels = null;
        int at = 0;
        int choices = 0;
        for (int ci = 0; ci < n; ci++) {
            Node c = parent.child(ci);
            String label = facetLabel(c);
            if (label != null) {
                if (labels == null) labels = new HashSet<>();
                if (!labels.add(label)) return groups;
                at++;
            } else if (c.isElement() && Roles.isActionable(c)) {
                choices++;
            }
            if (at > 0) {
                if (facet == null) facet = new int[n];
                facet[ci] = at;
            }
        }
        // a filter bar is its labels and the choices after them, little else (an article's "For example:" before its
        // code is no label of a facet)
        if (labels == null || labels.size() < FACET_LABELS || (choices + labels.size()) * 4 < n * 3) return groups;
        Map<Node, Integer> index = new IdentityHashMap<>();
        for (int ci = 0; ci < n; ci++) index.put(parent.child(ci), ci);
        Map<Long, List<Node>> split = new HashMap<>();
        for (Map.Entry<Long, List<Node>> e : groups.entrySet()) {
            for (Node c : e.getValue()) {
                long key = e.getKey() * 31 + facet[index.get(c)];
                split.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
            }
        }
        return split;
    }

    /** A filter bar has at least this many labels ({@link #byFacet}). */
    static final int FACET_LABELS = 2;
    /** What a facet's label is drawn as when it is no text of its own: an inline box, not a paragraph or a heading. */
    private static final Set<String> LABEL_ROLES = Set.of("generic", "strong", "emphasis", "term", "LabelText");

    /** The label {@code c} is when it is one ("Language:", "排序："): a short text with a letter ending in a colon. */
    private static String facetLabel(Node c) {
        String t;
        if (c.isText()) t = c.value();
        else if (c.isElement() && c.role() != null && LABEL_ROLES.contains(c.role()) && !PageParts.hasElementChild(c)
                && c.name() == null) {
            t = Texts.ownText(c);
        } else return null;
        if (t == null) return null;
        t = t.strip();
        if (t.length() < 2 || t.length() > MENU_NAME_CHARS) return null;
        char last = t.charAt(t.length() - 1);
        if (last != ':' && last != '\uFF1A') return null;
        for (int i = 0; i < t.length(); i++) if (Character.isLetter(t.charAt(i))) return t;
        return null;
    }

    /**
     * Whether {@code n} is a pager ({@link ChromeKeeps#pager}) and nothing else: each of its children a page's link,
     * the line holding one, or a short text between them (the current page's "10", "…"); a list of records that ends
     * in its pager is no pager.
     */
    static boolean pagerOnly(Node n) {
        // the pager's own count first: it reads at most ChromeKeeps.PAGER_NODES nodes, so the children's look below is
        // bounded too (a page's every long list is asked)
        if (!ChromeKeeps.pager(n)) return false;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            // a pager's "previous" and "next" links are drawn without a ref at times (an arrow's title): links all the same
            if (c.isProperty() || Texts.hasActionable(c) || c.isElement() && Roles.isInteractive(c)) {
                continue;
            }
            String t = c.isText() ? c.value() : Texts.ownText(c);
            if (PageParts.hasElementChild(c) || t == null || t.strip().length() > PAGER_TEXT) return false;
        }
        return true;
    }

    /** The text between a pager's links is this short: the current page, an ellipsis. */
    static final int PAGER_TEXT = 8;

    /**
     * A list of bare links that holds at least this share (in percent) of the page's text is what the page is
     * about (an archive of posts, a table of records): its items keep their names when they fold, like richer items.
     * So do all such lists of a page where they hold that share together.
     */
    static final int MAIN_LIST_SHARE = 40;
    /**
     * A list of bare links whose items read this many characters on average is a list of headlines ("More news": one
     * story a link), not a menu: without an explicit goal its folded items keep their titles, like richer items.
     */
    static final int HEADLINE_CHARS = 30;

    /**
     * A list of at most this many items, at least half of them one link and nothing else, reading at most
     * {@link #MENU_NAME_CHARS} characters an item on average, whose links are named each differently and in words (not
     * page numbers: a pager is the pager's), is a menu an agent reads whole (the categories of a shop, the boards of a
     * forum): without an explicit goal it does not fold (the token budget folds it by value when the page is too long).
     */
    static final int MENU_SHOWN = 40;
    static final int MENU_NAME_CHARS = 24;

    /** Whether each item of {@code g} leads on by a name of its own, in words ({@link #MENU_SHOWN}). */
    private static boolean menuOfNames(List<Node> g) {
        Set<String> names = new HashSet<>();
        for (Node c : g) {
            Node link = Texts.firstActionable(c);
            String name = link == null ? null : link.name();
            if (!Fold.telling(name)) return false;
            String n = name.strip();
            boolean letters = false;
            for (int i = 0; i < n.length() && !letters; i++) letters = Character.isLetter(n.charAt(i));
            if (!letters || !names.add(n.toLowerCase(java.util.Locale.ROOT))) return false;
        }
        return true;
    }

    /** An index by initial letter has at least this many items, and at most {@link #LETTER_INDEX_MOST} ... */
    static final int LETTER_INDEX_LEAST = 10;
    static final int LETTER_INDEX_MOST = 60;

    /**
     * ... each a link and nothing else, named each differently in three characters at most ("0-9", "#"), nine in ten
     * of them one letter ("А", "Б", … "Я"; "A" … "Z"): an alphabetical index, whose links are each a page of its own.
     */
    static boolean letterIndex(List<Node> g, Map<Node, ItemStats> stats) {
        if (g.size() < LETTER_INDEX_LEAST || g.size() > LETTER_INDEX_MOST) return false;
        Set<String> names = new HashSet<>();
        int letters = 0;
        for (Node c : g) {
            ItemStats st = stats.computeIfAbsent(c, ItemStats::of);
            Node link = Texts.firstActionable(c);
            if (!st.bareLink() || st.actions() != 1 || link == null || !"link".equals(link.role()) || link.name() == null) return false;
            String name = link.name().strip();
            if (name.isEmpty() || name.length() > 3 || name.chars().anyMatch(Character::isWhitespace)) return false;
            if (!names.add(name.toLowerCase(java.util.Locale.ROOT))) return false;
            if (name.codePointCount(0, name.length()) == 1 && Character.isLetter(name.codePointAt(0))) letters++;
        }
        return letters * 10 >= g.size() * 9L;
    }

    /**
     * A list of bare links of which at least this share (in percent) are languages' names ("Deutsch", "Русский",
     * "Russian"; {@code words.yaml}'s language names) is a language switcher, not a menu: its folded items keep their
     * names, so "switch to the Russian service" finds its link in view. The share is low: the file names a few dozen
     * languages, a switcher lists many more.
     */
    static final int LANGUAGE_SHARE = 30;
    /** Languages by their own names only ("english", "français"; not "french"), folded. */
    private static final Set<String> OWN_NAMES = ownNames();
    /** Languages' names, folded ({@link Words#fold}): their own names and what other languages call them. */
    private static final Set<String> LANGUAGES = languages();

    private static Set<String> languages() {
        Set<String> out = new HashSet<>(OWN_NAMES);
        for (List<String> names : WordLists.bundled().languageNames().values()) {
            for (String name : names) out.add(Words.fold(name).strip());
        }
        return Set.copyOf(out);
    }

    private static Set<String> ownNames() {
        Set<String> out = new HashSet<>();
        for (String name : WordLists.bundled().languageNames().keySet()) out.add(Words.fold(name).strip());
        return Set.copyOf(out);
    }

    /** Whether {@code name} is, whole, a language's own name ("Français", "English"; not "French Connection"). */
    static boolean isOwnLanguageName(String name) {
        return OWN_NAMES.contains(Words.fold(name).strip());
    }

    /** Whether at least {@link #LANGUAGE_SHARE} percent of the items of {@code g} (three at least) name a language. */
    static boolean languageSwitcher(List<Node> g) {
        int named = 0;
        for (Node c : g) if (languageLink(c) != null) named++;
        return named >= 3 && named * 100 >= (long) LANGUAGE_SHARE * g.size();
    }

    /**
     * The link of item {@code c} (or {@code c} itself) when its name is a language's ("Deutsch", "Russian"), else null.
     * A link drawn as a flag or a word in a picture is named by the picture ("In English").
     */
    static Node languageLink(Node c) {
        Node link = Texts.firstActionable(c);
        String name = link == null ? null : link.name();
        if ((name == null || name.isBlank()) && link != null && "link".equals(link.role())) {
            Node picture = PageParts.lonePicture(link);
            if (picture != null) name = picture.name();
        }
        if (name == null || name.length() > 40) return null;
        // the whole name ("Deutsch", "Bahasa Indonesia"), or its first word or two ("Norsk bokmål", "English (UK)")
        String f = Words.fold(name).strip();
        if (LANGUAGES.contains(f)) return link;
        String[] words = NOT_LETTERS.split(f);
        if (words.length > 0 && LANGUAGES.contains(words[0])) return link;
        if (words.length > 1 && LANGUAGES.contains(words[0] + " " + words[1])) return link;
        // a short phrase of a preposition and the language, as it is said in it: "In English", "En français", "Auf
        // Deutsch"; in a Slavic language, which inflects the name, its first five letters or more: "На русском", "Po
        // polsku" ("In Germany", "Zum Katalog" are no language)
        String[] ws = Arrays.stream(words).filter(w -> !w.isEmpty()).toArray(String[]::new);
        if (ws.length != 2) return null;
        if (IN_LANGUAGE.contains(ws[0]) && LANGUAGES.contains(ws[1])) return link;
        return IN_SLAVIC.contains(ws[0]) && inflected(ws[1]) ? link : null;
    }

    /** What is no letter (compiled once: a name is split on every look). */
    private static final Pattern NOT_LETTERS = Pattern.compile("[^\\p{L}]+");

    /** The words before a language's name in "in English" across languages, folded. */
    private static final Set<String> IN_LANGUAGE = Set.of("in", "en", "auf", "em", "pa", "i", "na", "w", "po", "по",
            "на", "σε", "op", "v", "в");
    /** ... and those of the Slavic languages, which inflect the name after them ("на русском", "po polsku"). */
    private static final Set<String> IN_SLAVIC = Set.of("po", "по", "на", "na", "w", "v", "в");

    /**
     * Whether {@code word} begins in five letters or more as a language's name of six letters or more does, and is no
     * longer than that name plus two letters ("русском", "polsku").
     */
    private static boolean inflected(String word) {
        if (word.length() < 5) return false;
        for (int n = Math.min(word.length(), 6); n >= 5; n--) {
            String stem = word.substring(0, n);
            for (String l : LANGUAGE_STEMS.getOrDefault(stem, List.of())) {
                if (word.length() <= l.length() + 2) return true;
            }
        }
        return false;
    }

    /** The single-word languages' names of six letters or more, by their first five and first six letters. */
    private static final Map<String, List<String>> LANGUAGE_STEMS = languageStems();

    private static Map<String, List<String>> languageStems() {
        Map<String, List<String>> out = new HashMap<>();
        for (String l : LANGUAGES) {
            if (l.length() < 6 || l.indexOf(' ') >= 0) continue;
            for (int n = 5; n <= 6; n++) out.computeIfAbsent(l.substring(0, n), k -> new ArrayList<>()).add(l);
        }
        return Map.copyOf(out);
    }

    /** The text of the lists of bare links that would fold (more items than the threshold) among {@code groups}. */
    private static long bareListText(Collection<Map<Long, List<Node>>> groups, Map<Node, ItemStats> stats, int threshold) {
        long sum = 0;
        for (Map<Long, List<Node>> byParent : groups) {
            for (List<Node> g : byParent.values()) {
                if (g.size() <= threshold) continue;
                int bare = 0;
                long text = 0;
                for (Node c : g) {
                    ItemStats st = stats.computeIfAbsent(c, ItemStats::of);
                    if (st.bareLink() && st.actions() == 1) bare++;
                    text += st.text();
                }
                if (bare * 2 >= g.size()) sum += text;
            }
        }
        return sum;
    }

    /**
     * A table of at most this many rows of text, each at most {@link #COMPACT_ROW_TEXT} characters and nothing to act
     * on (a league's standings, a timetable, a price list), or a link in its first cell and the cell of its value after
     * it (a recipe's ingredients and their amounts), is read as a whole: its rows stay (the token budget folds it by value when the page is too
     * long). Up to twice as many rows are, when all of them read no more than this many rows of the longest
     * ({@code COMPACT_ROWS * COMPACT_ROW_TEXT} characters: a year's meetings, each a date, a weekday and a body).
     */
    static final int COMPACT_ROWS = 40;
    static final int COMPACT_ROW_TEXT = 48;

    /** A row of values under its item's titled row reads at most this many characters, the titled row twice as many. */
    static final int VALUES_ROW_TEXT = 160;

    /**
     * The rows of items drawn two rows an item, among the parent's {@code groups}: a group of rows (more than
     * {@code threshold}) each holding text and nothing to act on, at least four in five of them right after a row of
     * another group that has a {@linkplain #title title} (a table of listings: the title's row, then the row of its
     * rooms, area and rent). Such a values row that reads at most {@link #VALUES_ROW_TEXT} characters is returned, and
     * so is the titled row above it when it reads at most twice as many (its title and the pictures of its features).
     */
    private static Set<Node> pairedRows(Map<Long, List<Node>> groups, Map<Node, ItemStats> stats, int threshold) {
        Map<Node, Node> before = null;
        Set<Node> out = null;
        for (List<Node> g : groups.values()) {
            if (g.size() <= threshold || !"row".equals(g.get(0).role()) || !valuesOnly(g, stats)) continue;
            if (before == null) before = elementBefore(g.get(0).parent());
            Set<Node> mine = Collections.newSetFromMap(new IdentityHashMap<>());
            mine.addAll(g);
            Map<Node, Node> titled = new IdentityHashMap<>(); // values row -> the titled row above it
            for (Node c : g) {
                Node prev = before.get(c);
                if (prev != null && "row".equals(prev.role()) && !mine.contains(prev) && title(prev) != null) {
                    titled.put(c, prev);
                }
            }
            if (titled.size() * 5 < g.size() * 4) continue;
            if (out == null) out = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Node c : g) {
                if (stats.get(c).text() > VALUES_ROW_TEXT) continue;
                out.add(c);
                Node t = titled.get(c);
                if (t != null && stats.computeIfAbsent(t, ItemStats::of).text() <= 2 * VALUES_ROW_TEXT) out.add(t);
            }
        }
        return out == null ? Set.of() : out;
    }

    /** Whether each item of {@code g} holds text and nothing to act on. */
    private static boolean valuesOnly(List<Node> g, Map<Node, ItemStats> stats) {
        for (Node c : g) {
            ItemStats st = stats.computeIfAbsent(c, ItemStats::of);
            if (st.actions() > 0 || st.text() == 0) return false;
        }
        return true;
    }

    /** Each element child of {@code parent} with the element sibling right before it. */
    private static Map<Node, Node> elementBefore(Node parent) {
        Map<Node, Node> out = new IdentityHashMap<>();
        Node prev = null;
        for (int ci = 0, cn = parent.childCount(); ci < cn; ci++) {
            Node c = parent.child(ci);
            if (!c.isElement()) continue;
            if (prev != null) out.put(c, prev);
            prev = c;
        }
        return out;
    }

    /**
     * Whether a row is a name and its value: its first cell holds its link, a later cell nothing to act on, empty or not
     * (a recipe's "salt" beside no amount is still a row of the table's two columns). A label before a link ("Runner
     * 7:", "Profile") is a list's item, not a name and its value.
     */
    private static boolean hasValueCell(Node row) {
        boolean named = false;
        for (int ci = 0, cn = row.childCount(); ci < cn; ci++) {
            Node c = row.child(ci);
            if (!c.isElement() || !"cell".equals(c.role()) && !"gridcell".equals(c.role())) continue;
            boolean acts = Texts.hasActionable(c);
            if (!named) {
                if (!acts) return false;
                named = true;
            } else if (!acts) {
                return true;
            }
        }
        return false;
    }

    /**
     * A list of small records, each a few short texts and one link at most (a grammar dictionary's entries: the word,
     * its meaning, an example, "See more >"; a glossary; a timetable laid out without a table), is read as a whole, as a
     * compact table is: its items stay (the token budget folds it by value when the page is too long). At most this many
     * items ...
     */
    static final int COMPACT_RECORDS = 60;
    /** ... of this much text each on average, twice that at most ... */
    static final int COMPACT_RECORD_TEXT = 120;
    /** ... all of them this much at most (about 1,500 tokens). */
    static final int COMPACT_RECORDS_TEXT = 6_000;

    /**
     * Whether {@code g} is a {@linkplain #COMPACT_RECORDS list of small records}, without an explicit goal: every item
     * one thing to act on at most, a link every item has or none, short ({@link #COMPACT_RECORD_TEXT}), no picture, and two texts or more of its own outside what it acts on (a word and its meaning; a
     * headline and its date is a news list's item, which keeps its title). Not rows: a table's are
     * {@link #compactTable}'s; not offers (items showing prices) nor counted things (a forum's boards), whose folded items
     * keep what they are compared by.
     */
    private static boolean compactRecords(List<Node> g, Map<Node, ItemStats> stats) {
        // a list of offers or of counted things keeps what its items are compared by instead (a shop's new books:
        // title, price; a forum's boards: title, topics, posts)
        if (g.size() > COMPACT_RECORDS || priced(g) || counted(g)) return false;
        long all = 0;
        for (Node c : g) {
            ItemStats st = stats.get(c);
            if ("row".equals(c.role()) || st.actions() > 1 || st.text() > 2 * COMPACT_RECORD_TEXT) return false;
            all += st.text();
            if (all > COMPACT_RECORDS_TEXT || ownTexts(c) < 2) return false;
        }
        if (all > (long) COMPACT_RECORD_TEXT * g.size()) return false;
        // its one link is every item's ("See more >") or none: an item with a link of its own name is a headline, a
        // result or a comment, titled by that link (its date and its source fold with the rest)
        Set<String> shared = sharedActions(g);
        for (Node c : g) {
            if (stats.get(c).actions() == 0) continue;
            Node act = Traversal.find(c, n -> Roles.isActionable(n));
            if (act == null || !sharedLink(act, shared)) return false;
        }
        return true;
    }

    /** How many texts {@code item} shows outside what it acts on; 0 when it holds a picture. */
    private static int ownTexts(Node item) {
        int[] texts = {0};
        boolean[] picture = {false};
        Traversal.walk(item, (n, d) -> {
            if (n.isProperty() || Roles.isActionable(n) && n != item) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && PageParts.isPicture(n)) {
                picture[0] = true;
                return NodeVisitor.Next.STOP;
            }
            String t = n.isText() ? n.value() : n.isElement() && !n.hasChildren() ? n.value() : null;
            if (t != null && t.codePoints().anyMatch(Character::isLetterOrDigit)) texts[0]++;
            return NodeVisitor.Next.CONTINUE;
        });
        return picture[0] ? 0 : texts[0];
    }

    /** A data table read whole has at most this many rows ... */
    static final int DATA_ROWS = 40;
    /** ... each with at most this many things to act on ... */
    static final int DATA_ROW_ACTIONS = 4;
    /** ... and this much text ... */
    static final int DATA_ROW_TEXT = 200;
    /** ... and all of them this much (about 1,500 tokens). */
    static final int DATA_TEXT = 6_000;

    /**
     * Whether {@code g} is the rows of a short data table under its column headers (a contest's submissions: time,
     * problem, user, language, score, result; a forum's topics: title, author, replies, last post): at most
     * {@link #DATA_ROWS} rows of three cells or more showing something, each of {@link #DATA_ROW_ACTIONS} things to act
     * on and {@link #DATA_ROW_TEXT} characters at most, {@link #DATA_TEXT} in all, in a table with a column header (or
     * a row before them that names their columns in plain cells, {@link #headerCells}, or in short sort links,
     * {@link #sortLinks}), or with rows of sort links among them (a league's standings, the header repeated over each
     * division, any number of links in those rows). Its rows are read as a whole:
     * folded to one cell each they would say nothing of their other columns.
     */
    private static boolean dataTable(List<Node> g, Map<Node, ItemStats> stats) {
        if (g.size() > DATA_ROWS) return false;
        long all = 0;
        // a header of sort links among the rows themselves (a standings table repeats "EAST W L PCT GB" over each
        // division's rows)
        boolean ownHeader = false;
        for (Node c : g) {
            ItemStats st = stats.get(c);
            if (!"row".equals(c.role()) || st.text() > DATA_ROW_TEXT) return false;
            if (st.actions() > 0 && sortLinks(c)) ownHeader = true;
            else if (st.actions() > DATA_ROW_ACTIONS) return false;
            all += st.text();
            if (all > DATA_TEXT) return false;
            int cells = 0;
            for (int ci = 0, cn = c.childCount(); ci < cn && cells < 3; ci++) {
                Node cell = c.child(ci);
                if (cell.isElement() && PageParts.showsSomething(cell)) cells++;
            }
            if (cells < 3) return false;
        }
        if (ownHeader) return true;
        Node table = g.get(0).parent();
        for (int up = 0; up < 2 && table != null && !PageParts.isTable(table); up++) table = table.parent();
        if (table == null || !PageParts.isTable(table)) return false;
        // its own header: not a header cell in the rows themselves, nor one of a table inside a cell
        Set<Node> rows = Collections.newSetFromMap(new IdentityHashMap<>());
        rows.addAll(g);
        Node top = table;
        boolean[] header = {false};
        // a header drawn as a row of plain cells ("话题", "作者", "回应", "最后回应"): the last row of three cells or
        // more before the first of the rows (a title row, a filter row or an empty spacer may come between)
        Node[] before = {null};
        boolean[] inRows = {false};
        Traversal.walk(table, (n, d) -> {
            if (!n.isElement() || n != top && PageParts.isTable(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (rows.contains(n)) {
                inRows[0] = true;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if ("columnheader".equals(n.role())) {
                header[0] = true;
                return NodeVisitor.Next.STOP;
            }
            // (a spacer row, or a title row of one cell, is no candidate)
            if ("row".equals(n.role()) && !inRows[0] && cellCount(n) >= 3) before[0] = n;
            return NodeVisitor.Next.CONTINUE;
        });
        // (a sortable table's header is a row of short sort links: "W", "L", "PCT", "Price")
        return header[0] || before[0] != null
                && (headerCells(before[0], cellCount(g.get(0))) || sortLinks(before[0]));
    }

    /** How many cells (elements) {@code row} holds. */
    private static int cellCount(Node row) {
        int cells = 0;
        for (int ci = 0, cn = row.childCount(); ci < cn; ci++) if (row.child(ci).isElement()) cells++;
        return cells;
    }

    /** A column's name drawn as a plain cell is this short at most. */
    static final int HEADER_CELL = 30;

    /**
     * Whether {@code row} names the columns of rows of {@code width} cells: as many cells, one more or one fewer (a
     * column spanning two), nothing to act on and no other element in it, three of them or more a short name
     * ({@link #HEADER_CELL}) with a letter, the others at most one empty cell (a column of checkboxes or actions) and
     * short signs ("#").
     */
    private static boolean headerCells(Node row, int width) {
        int cells = 0;
        int named = 0;
        int empty = 0;
        for (int ci = 0, cn = row.childCount(); ci < cn; ci++) {
            Node c = row.child(ci);
            if (c.isProperty()) continue;
            if (!c.isElement() || !HEADER_CELLS.contains(c.role()) || Texts.hasActionable(c)) return false;
            cells++;
            String t = Texts.nameOrText(c, HEADER_CELL + 1);
            if (t.length() > HEADER_CELL) return false;
            if (t.isEmpty()) {
                if (++empty > 1) return false;
            } else if (t.codePoints().anyMatch(Character::isLetter)) {
                named++;
            }
        }
        return named >= 3 && Math.abs(cells - width) <= 1;
    }

    /** The roles a header's plain cells have. */
    private static final Set<String> HEADER_CELLS = Set.of("cell", "gridcell", "columnheader");

    /** A column's sort link is named this short at most ("W", "PCT", "RS", "Price", "Posted"). */
    static final int SORT_LINK = 12;

    /**
     * The rows of {@code parent} that are a table's header of sort links (a standings table's "EAST W L PCT GB RS RA
     * DIFF", each a link that sorts by its column): three cells or more, three or more of them one short link each
     * ({@link #SORT_LINK}) or a column header, every cell that shows anything a short name with a letter
     * ({@link #HEADER_CELL}), and the row right after it showing figures in two cells or more (a team's "4", "2",
     * ".667"): a header over records, not one more row of short links ("France", "Paris", "Euro"). One pass over the
     * parent's children.
     */
    static Set<Node> sortHeaders(Node parent) {
        Set<Node> out = null;
        for (int ci = 0, cn = parent.childCount(); ci < cn; ci++) {
            Node row = parent.child(ci);
            if (!"row".equals(row.role()) || !sortLinks(row)) continue;
            Node next = null;
            for (int k = ci + 1; k < cn && next == null; k++) if (parent.child(k).isElement()) next = parent.child(k);
            if (next == null || !"row".equals(next.role()) || figureCells(next) < 2) continue;
            if (out == null) out = Collections.newSetFromMap(new IdentityHashMap<>());
            out.add(row);
        }
        return out == null ? Set.of() : out;
    }

    /** Whether a row's cells are sort links or column headers and short names ({@link #sortHeaders}). */
    private static boolean sortLinks(Node row) {
        int cells = 0;
        int sorts = 0;
        for (int ci = 0, cn = row.childCount(); ci < cn; ci++) {
            Node c = row.child(ci);
            if (c.isProperty()) continue;
            if (!c.isElement() || !HEADER_CELLS.contains(c.role())) return false;
            cells++;
            Node link = c.childCount() == 1 && "link".equals(c.child(0).role()) ? c.child(0) : null;
            String t = link != null && link.name() != null ? link.name().strip() : Texts.nameOrText(c, HEADER_CELL + 1);
            if (t.length() > HEADER_CELL) return false;
            if (t.isEmpty()) continue;
            if (t.codePoints().noneMatch(Character::isLetter)) return false;
            if (link != null && link.ref() != null && t.length() <= SORT_LINK || "columnheader".equals(c.role())) sorts++;
            else if (Texts.hasActionable(c)) return false;
        }
        return cells >= 3 && sorts >= 3;
    }

    /** How many cells of {@code row} show a figure ({@link GoalPicks#figure}), counted up to two. */
    private static int figureCells(Node row) {
        int figures = 0;
        for (int k = 0, kn = row.childCount(); k < kn && figures < 2; k++) {
            Node cell = row.child(k);
            if (cell.isElement() && !Double.isNaN(GoalPicks.figure(Texts.nameOrText(cell, HEADER_CELL + 1)))) figures++;
        }
        return figures;
    }

    /** A post of a discussion says a sentence of its own: a block of text of at least this many characters ... */
    static final int POST_SENTENCE = 80;
    /** ... outside links and headings; an item titled on its own says a name of at least this many characters. */
    static final int OWN_TITLE = 25;
    /** How much of a heading's or a link's name is read to tell whether it titles its item. */
    private static final int TITLE_READ = 200;
    /** Posts say this much text each on average, outside links and headings (a story's lead says less). */
    static final int POST_TEXT = 200;
    /** The posts of a discussion that stay whole hold this much text at most, from the first (about 6,000 tokens). */
    static final int THREAD_TEXT = 24_000;

    /**
     * The posts of a discussion (a forum's thread, an article's comments, a question's answers) that stay whole
     * without a goal: the items of {@code g}, from the first, up to {@link #THREAD_TEXT} characters, when half of them
     * or more say a sentence of their own ({@link #POST_SENTENCE}, outside links, headings and definitions, and no
     * price in it: an offer's line), {@link #POST_TEXT} characters an item on average, and fewer than a third
     * are titled on their own (a heading, or a link of {@link #OWN_TITLE} characters or more that no other item
     * names and that is no date: a list of stories with their summaries). A forum's replies repeat one title
     * ("Re: FAQ"), or have none but their author's name. Empty when {@code g} is no discussion.
     */
    static Set<Node> threadPosts(List<Node> g, Map<Node, ItemStats> stats) {
        // a table's rows are records, their cells its columns; a run of paragraphs is a text, not its posts
        String role = g.get(0).role();
        if ("row".equals(role) || "paragraph".equals(role)) return Set.of();
        // the items' text, counted already, holds their prose: most lists say too little to be posts, and are not walked
        long all = 0;
        for (Node c : g) all += stats.get(c).text();
        if (all < (long) POST_TEXT * g.size()) return Set.of();
        int said = 0;
        long written = 0;
        Map<String, Integer> titles = new HashMap<>();
        List<String> own = new ArrayList<>(g.size());
        for (Node c : g) {
            int[] longest = {0};
            String[] title = {null};
            long[] prose = {0};
            Traversal.walk(c, (n, d) -> {
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if (n != c && (Roles.isActionable(n) || "heading".equals(n.role()))) {
                    String name = Texts.nameOrText(n, TITLE_READ);
                    // a title is read no further than it counts (a name of 25 characters or more titles its item)
                    if (name.length() > TITLE_READ) name = name.substring(0, TITLE_READ);
                    if (title[0] == null && ("heading".equals(n.role()) || name.length() >= OWN_TITLE && Months.date(name) < 0)) {
                        title[0] = name;
                    }
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                // a directory's definitions are its entries' values, not what someone wrote
                if ("definition".equals(n.role()) || "term".equals(n.role())) return NodeVisitor.Next.SKIP_CHILDREN;
                // a short line that prices something is an offer's ("… digital piano with a stand € 818,00"); the
                // price is looked for, through its gate, in such lines only
                String v = n.value();
                if (v != null && !(v.length() >= POST_SENTENCE && v.length() <= ReadingPrune.PRICE_BLOCK
                        && Texts.PRICE_MEMO.find(v))) {
                    longest[0] = Math.max(longest[0], v.length());
                    prose[0] += v.length();
                }
                return NodeVisitor.Next.CONTINUE;
            });
            if (longest[0] >= POST_SENTENCE) said++;
            written += prose[0];
            own.add(title[0]);
            if (title[0] != null) titles.merge(title[0].toLowerCase(Locale.ROOT), 1, Integer::sum);
        }
        if (said * 2 < g.size() || written < (long) POST_TEXT * g.size()) return Set.of();
        int titled = 0;
        for (String t : own) if (t != null && titles.get(t.toLowerCase(Locale.ROOT)) == 1) titled++;
        if (titled * 3 >= g.size()) return Set.of();
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        long text = 0;
        for (Node c : g) {
            text += stats.get(c).text();
            if (text > THREAD_TEXT) break;
            out.add(c);
        }
        return out;
    }

    /** Whether {@code g} is the rows of a {@linkplain #COMPACT_ROWS compact table} (its empty spacer rows aside). */
    private static boolean compactTable(List<Node> g, Map<Node, ItemStats> stats) {
        int rows = 0;
        long text = 0;
        for (Node c : g) {
            ItemStats st = stats.get(c);
            if (!"row".equals(c.role()) || st.actions() > 1 || st.text() > COMPACT_ROW_TEXT) return false;
            if (st.actions() == 1 && !hasValueCell(c)) return false;
            if (st.text() > 0) rows++;
            text += st.text();
        }
        // more rows of shorter text (a year's meetings, each a date and a body) are as much to read
        return rows <= COMPACT_ROWS || rows <= 2 * COMPACT_ROWS && text <= (long) COMPACT_ROWS * COMPACT_ROW_TEXT;
    }

    void fold(PruneContext ctx, Node parent, Map<Long, List<Node>> groups, Map<Node, ItemStats> stats, int pageText) {
        int threshold = ctx.settings().foldThreshold();
        int keep = ctx.settings().foldKeep();
        Relevance rel = ctx.relevance();
        Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Node> whole = Collections.newSetFromMap(new IdentityHashMap<>());
        // rows of values under titled rows, and those titled rows: each pair is an item, which stays whole (with an
        // explicit goal, the items it names stay whole, the others fold to their titles)
        Set<Node> paired = ctx.goal().isExplicit() ? Set.of() : pairedRows(groups, stats, threshold);
        for (List<Node> g : groups.values()) {
            if (g.size() <= threshold) continue;
            Set<Node> matching = GoalPicks.of(rel, g, Math.max(keep, 3));
            int bare = 0;
            int links = 0;
            long groupText = 0;
            for (Node c : g) {
                ItemStats st = stats.computeIfAbsent(c, ItemStats::of);
                if (st.bareLink()) bare++;
                if (st.bareLink() && st.actions() == 1) links++;
                groupText += st.text();
            }
            // one decision per group: a list of bare links folds whole, a list of richer items keeps titles, and so
            // does a list of bare links that is the page's main content, a list of headlines, or a language switcher
            boolean headlines = pageText != Integer.MAX_VALUE && groupText >= (long) HEADLINE_CHARS * g.size();
            boolean named = headlines || bare * 2 >= g.size() && languageSwitcher(g);
            boolean foldsWhole = bare * 2 >= g.size() && groupText * 100 < (long) pageText * MAIN_LIST_SHARE && !named;
            // without an explicit goal, a menu of short names (a shop's 29 categories, a forum's boards) stays: a
            // line each costs little more than its ref in a fold line, and says where each leads
            if (foldsWhole && pageText != Integer.MAX_VALUE && links * 2 >= g.size() && g.size() <= MENU_SHOWN
                    && groupText <= (long) MENU_NAME_CHARS * g.size() && menuOfNames(g)) {
                continue;
            }
            // an index by initial letter (a dictionary's "А Б В … Я", a directory's "A-Z"): each letter is a page of
            // its own an agent is sent to, and its line costs what its ref in a fold line would
            if (letterIndex(g, stats)) continue;
            // of a list that folds whole, names and all, the items that stay are its largest categories when it counts
            Set<Node> largest = foldsWhole ? largestCounts(g, keep) : null;
            boolean compactTable = compactTable(g, stats)
                    || !ctx.goal().isExplicit() && (compactRecords(g, stats) || dataTable(g, stats));
            // a specification ("Max. depth, m: 457", "Gewicht: 2,5 kg"): its facts are what the item is compared by
            Set<Node> facts = ctx.goal().isExplicit() ? Set.of() : factLines(g, stats);
            // a discussion's posts are what its page says: without an explicit goal they stay, up to an allowance
            Set<Node> posts = ctx.goal().isExplicit() ? Set.of() : threadPosts(g, stats);
            // a box of figures among boxes of other things (a market's quotes in a column of teasers)
            Set<Node> figures = figureBoxes(g, stats);
            for (int i = 0; i < g.size(); i++) {
                Node c = g.get(i);
                ItemStats st = stats.get(c);
                if ((largest == null ? i < keep : largest.contains(c)) || matching.contains(c) || isCurrent(c)
                        || st.formLine() || isKeyValueRow(c) || st.navigation() || ctx.isWhole(c) || ctx.isKeptAsIs(c)
                        || ownTitle(c) || i < FACTS_KEPT && facts.contains(c) || datedHeadline(c) || posts.contains(c)
                        || figures.contains(c)) {
                    continue;
                }
                // a row's cells are its columns: a wide data table's row keeps every value (its folded cells would
                // leave numbers without their column); cells of links (a menu laid out in a table) fold as lists do
                if ("row".equals(parent.role()) && st.actions() == 0 && st.text() > 0) continue;
                // a page that is read keeps its tables and its prose (items with nothing to act on) whole
                if (keepRows && ("row".equals(c.role()) || st.actions() == 0 && st.text() > 0)) continue;
                if (compactTable && st.text() > 0) continue;
                // an item drawn as two rows (a listing's title, then its rooms, area and rent): its values are what
                // it is compared by, and its titled row, folded, would keep its title anyway
                if (paired.contains(c)) continue;
                // on a page of link lists (pageText 0: see apply), the lists themselves stay: their own links fold
                if (pageText == 0 && "list".equals(c.role())) continue;
                drop.add(c);
            }
            if (foldsWhole) {
                whole.addAll(g);
            } else if (bare * 2 >= g.size()) {
                // the page's own list of links, or a list of headlines, laid out without list items (an index of
                // stories, one link a line): each link is its own title, and stays as the titles of list items do (the
                // token budget folds the end of a list too long for it)
                for (Node c : g) if (Roles.isActionable(c)) drop.remove(c);
            }
        }
        // a list of offers: what each folded offer is compared by, and the action every offer has, stay
        Map<Node, Set<String>> offers = new IdentityHashMap<>();
        // the names half the items' links share ("Add to cart", "Read more") title none of them
        Map<Node, Set<String>> common = new IdentityHashMap<>();
        // the texts half the items show (a category on every story) name none of them
        Map<Node, Set<String>> texts = new IdentityHashMap<>();
        for (List<Node> g : groups.values()) {
            if (g.size() <= threshold) continue;
            Set<String> shared = sharedActions(g);
            boolean priced = priced(g);
            // read only where a shared link may title an item, or an offer has no title but its own text (shown): most
            // lists share no link
            Set<String> sharedTexts = shared.isEmpty() && !priced ? Set.of() : sharedTexts(g);
            for (Node c : g) {
                common.put(c, shared);
                texts.put(c, sharedTexts);
            }
            if (priced) {
                for (Node c : g) offers.put(c, shared);
            } else if (counted(g)) {
                // a list of counted things (a forum's boards: topics, posts): their counts stay, no action
                for (Node c : g) offers.put(c, Set.of());
            }
        }
        // a thread's replies: the message each quotes stays beside its author
        Map<Node, Node> messages = new IdentityHashMap<>();
        // a directory (members, staff, branches): each folded entry's labeled values ("Member for" Berowra, "Party"
        // Liberal) stay beside its name, without an explicit goal (with one, the entries it names stay whole)
        Map<Node, List<Node>> labeled = new IdentityHashMap<>();
        // a list of dated things: each folded item's date stays beside its title, without an explicit goal
        Map<Node, Node> dates = new IdentityHashMap<>();
        for (List<Node> g : groups.values()) {
            if (g.size() <= threshold || offers.containsKey(g.get(0))) continue;
            messages.putAll(threadMessages(g));
            if (!ctx.goal().isExplicit() && !whole.contains(g.get(0))) {
                labeled.putAll(labeledEntries(g, drop, common));
                datedEntries(g, drop, dates);
            }
        }
        ctx.folds().foldChildren(parent, drop,
                c -> whole.contains(c) ? List.of() : withDate(withValues(shown(c, offers.get(c), common.get(c),
                        messages.get(c), texts.get(c)), labeled.get(c)), dates.get(c)),
                c -> ctx.isRecord(c) ? "record" : c.role());
    }

    /**
     * The date line of each item of {@code g} that folds ({@code drop}), into {@code out}, when {@code g} is a list of
     * dated things: four in five of its items or more show a date on an element of their own ({@link Months#shownBy}: a
     * publication's "1 August 2014", a result's "Posted 3 days ago" is none). A list's items are told apart and ordered
     * by their dates, as offers are by their prices: folded to its title, the 30th result would lose the date a task
     * asks of it.
     */
    private static void datedEntries(List<Node> g, Set<Node> drop, Map<Node, Node> out) {
        int dated = 0;
        Map<Node, Node> found = new IdentityHashMap<>();
        for (int i = 0; i < g.size(); i++) {
            Node c = g.get(i);
            Node date = Traversal.find(c, SiblingFold::bareDate, GoalPicks.DATE_NODES);
            if (date != null) {
                dated++;
                if (drop.contains(c)) found.put(c, date);
            }
            // too few dated already: the rest cannot make four in five
            if ((i + 1 - dated) * 5 > g.size()) return;
        }
        if (dated * 5 >= g.size() * 4) out.putAll(found);
    }

    /** A date line says this much at most. */
    static final int DATE_LINE = 40;

    /** A date, or a label and its date: "1 August 2014", "Aug 1, 2014", "2014-08-01", "Published: 1 August 2014". */
    private static final Pattern DATE_FIRST = Pattern.compile("(?:[^\\s:]{1,20}:\\s*)?([\\p{L}\\p{N}]+).*", Pattern.DOTALL);

    /**
     * Whether {@code n} is an element whose own text is a date ({@link Months#shownBy}) and little else
     * ({@link #DATE_LINE}): it starts with the date's digits or its month's name, or with a label and a colon before
     * them. A sentence's "… Retrieved 27 January 2020" (a reference's access date) is no item's date.
     */
    private static boolean bareDate(Node n) {
        if (!n.isElement()) return false;
        String t = Texts.shownLine(n);
        if (t == null || (t = t.strip()).length() > DATE_LINE || !Texts.hasDigit(t)) return false;
        Matcher m = DATE_FIRST.matcher(t);
        if (!m.matches()) return false;
        String first = m.group(1).toLowerCase(Locale.ROOT);
        return (Character.isDigit(first.charAt(0)) || Months.NAMES.containsKey(first)) && Months.date(t) >= 0;
    }

    /** {@code shown} with {@code date} after it, unless it holds the date already or shows nothing. */
    private static List<Node> withDate(List<Node> shown, Node date) {
        if (date == null || shown.isEmpty()) return shown;
        for (Node s : shown) if (Traversal.isInside(date, s)) return shown;
        List<Node> out = new ArrayList<>(shown.size() + 1);
        out.addAll(shown);
        out.add(date);
        return out;
    }

    /**
     * Folds a grid of cards laid out as a table ({@link PageParts#gridCards}: a shop's products four a row) as one list
     * of its cards, when it holds more than {@code foldThreshold}: the first {@code foldKeep} cards stay whole, and so do
     * the goal's, the current one and what a rule keeps whole; the others keep their title and, in a grid of offers,
     * what they are compared by ({@link #shown}). A row whose cards all fold folds as one item showing each card's title
     * (one fold line for a run of them); in a row that keeps some, its other cards fold in place.
     */
    private static void foldGrid(PruneContext ctx, Node table) {
        List<Node> cards = new ArrayList<>();
        // as decided before earlier steps took its pictures; a card a copy's fold line took is no longer there
        for (Node c : ctx.gridCards(table)) if (ctx.isAttached(c)) cards.add(c);
        List<Node> rows = PageParts.rows(table, Integer.MAX_VALUE - 1);
        int keep = ctx.settings().foldKeep();
        if (cards.size() <= ctx.settings().foldThreshold()) return;
        Set<Node> matching = GoalPicks.of(ctx.relevance(), cards, Math.max(keep, 3));
        Set<Node> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = keep; i < cards.size(); i++) {
            Node c = cards.get(i);
            if (!matching.contains(c) && !isCurrent(c) && !ctx.isWhole(c) && !ctx.isKeptAsIs(c)) drop.add(c);
        }
        if (drop.isEmpty()) return;
        Set<String> common = sharedActions(cards);
        Set<String> actions = priced(cards) ? common : null;
        Function<Node, List<Node>> card = c -> shownCard(c, actions, common);
        // the rows whose cards all fold, by the node that holds them (the table or one of its row groups)
        Map<Node, Set<Node>> foldedRows = new LinkedHashMap<>();
        Map<Node, List<Node>> dropped = new IdentityHashMap<>();
        for (Node row : rows) {
            List<Node> own = new ArrayList<>();
            boolean kept = false;
            for (int ci = 0, cn = row.childCount(); ci < cn; ci++) {
                Node c = row.child(ci);
                if (drop.contains(c)) own.add(c);
                else if (c.isElement() && PageParts.showsSomething(c)) kept = true;
            }
            if (own.isEmpty()) continue;
            ctx.layOut(row);
            if (kept) {
                Set<Node> here = Collections.newSetFromMap(new IdentityHashMap<>());
                here.addAll(own);
                ctx.folds().foldChildren(row, here, card, Node::role);
            } else {
                dropped.put(row, own);
                foldedRows.computeIfAbsent(row.parent(), p -> Collections.newSetFromMap(new IdentityHashMap<>())).add(row);
            }
        }
        foldedRows.forEach((parent, folded) -> {
            ctx.layOut(parent);
            ctx.folds().foldChildren(parent, folded, row -> {
                List<Node> shown = new ArrayList<>();
                for (Node c : dropped.get(row)) shown.addAll(card.apply(c));
                return shown;
            }, Node::role);
        });
    }

    /**
     * What stays of a folded card ({@link #shown}); a card without a heading or a named link (its parts clickable
     * without saying so) is titled by its first element with a ref and a name of its own, no picture.
     */
    private static List<Node> shownCard(Node card, Set<String> actions, Set<String> common) {
        List<Node> shown = shown(card, actions, common);
        if (!shown.isEmpty()) return shown;
        Node title = Traversal.find(card, n -> n != card && n.isElement() && n.ref() != null && Fold.telling(n.name())
                && !PageParts.isPicture(n) && !PageParts.hasElementChild(n));
        if (title == null) return List.of();
        List<Node> out = new ArrayList<>(1 + COMPARED);
        out.add(title);
        if (actions != null) out.addAll(compared(card, title));
        return out;
    }

    /**
     * What stays of a folded item: its {@link #title} and, in a list whose items show prices ({@code actions} not
     * null), after it what agents compare such items by ({@link #compared}) and its own one of the actions every
     * offer of the list has ({@code actions}: "Buy", "Add to cart").
     */
    static List<Node> shown(Node item, Set<String> actions, Set<String> common) {
        return shown(item, actions, common, null);
    }

    /**
     * As {@link #shown(Node, Set, Set)}; an item of a thread keeps its short {@code message} too (null: none,
     * {@link #threadMessages}).
     */
    static List<Node> shown(Node item, Set<String> actions, Set<String> common, Node message) {
        return shown(item, actions, common, message, Set.of());
    }

    /**
     * As {@link #shown(Node, Set, Set, Node)}; {@code texts}, the short texts half the list's items show (a category,
     * "NEW"), name none of them.
     */
    static List<Node> shown(Node item, Set<String> actions, Set<String> common, Node message, Set<String> texts) {
        Node title = title(item, common == null ? Set.of() : common);
        // an item of a list of offers or of counted things with no link or heading to title it (a comparison site's
        // card, whose "Buy" is a script's) is told by its name when it shows what it is compared by (its price), and
        // keeps that beside it as the other items do; one that shows none folds whole (a review without a price)
        List<Node> byName = List.of();
        if (title == null && actions != null) {
            Node name = nameOf(item, texts == null ? Set.of() : texts);
            if (name != null) byName = compared(item, name);
            if (!byName.isEmpty()) title = name;
        }
        if (title == null) return List.of();
        // the way into an item whose title is no link of its own: the link every item has ("詳細", "See more >"); not in
        // a list of offers or of counted things, whose items keep what they are compared by
        Node way = null;
        if (common != null && !common.isEmpty() && actions == null) {
            if (sharedLink(title, common)) {
                Node name = ownName(item, title, texts == null ? Set.of() : texts);
                if (name != null) {
                    way = title;
                    title = name;
                }
            } else if (!Roles.isActionable(title) && !Texts.hasActionable(title)) {
                way = onlyWayIn(item, title, common);
            }
        }
        if (actions == null || way != null) {
            boolean said = message != null && message != title && !Traversal.isInside(message, title);
            List<Node> out = new ArrayList<>(3);
            out.add(title);
            if (said && message != way) out.add(message);
            if (way != null) out.add(way);
            return out;
        }
        Node t = title;
        List<Node> out = new ArrayList<>(2 + COMPARED);
        out.add(t);
        out.addAll(byName.isEmpty() ? compared(item, t) : byName);
        if (!actions.isEmpty()) {
            Node act = Traversal.find(item, n -> n != t && !Traversal.isInside(n, t) && Roles.isActionable(n)
                    && n.name() != null && actions.contains(n.name().strip()));
            if (act != null && !Traversal.isInside(t, act)) out.add(act);
        }
        return out;
    }

    /**
     * The name of an offer that has no link or heading of its own ({@link #ownName}, a text not in {@code texts}, what
     * half the offers show: "Gem Køb", "NEU"): a text with a word in it (two letters at least) that is no value (a
     * price, a rating, a count, a discount, a measure it begins with: "3,00 Erlangen", "70,00 m²") and no label or
     * labeled value ("Str.:", "Str.: 42 / 44 / 45"); null when it shows none.
     */
    static Node nameOf(Node item, Set<String> texts) {
        return ownName(item, null, texts, SiblingFold::isOfferName);
    }

    /** A label before a value: a short text ending in a colon, at the start of the text. */
    private static final Pattern LABEL_FIRST = Pattern.compile("[^:]{1,24}:(?:\\s.*)?", Pattern.DOTALL);
    /** A measure a text begins with: a number with decimals ("3,00 Erlangen", "70,00 m²"). */
    private static final Pattern MEASURE_FIRST = Pattern.compile("[-+]?\\d{1,9}[.,]\\d{1,4}(?!\\d).*", Pattern.DOTALL);

    private static boolean isOfferName(String t) {
        if (isCompared(t) || t.indexOf('%') >= 0 || LABEL_FIRST.matcher(t).matches() || MEASURE_FIRST.matcher(t).matches()) {
            return false;
        }
        return letters(t) >= 2;
    }

    /** Whether {@code n} is a link named as half the list's items name one of theirs ({@code common}). */
    private static boolean sharedLink(Node n, Set<String> common) {
        return "link".equals(n.role()) && n.name() != null && common.contains(n.name().strip());
    }

    /** An item's name shown as its own short text, at most this long ... */
    static final int OWN_NAME_CHARS = 80;

    /**
     * ... the first element with a ref before {@code link} in {@code item} that shows a short text of its own and holds
     * nothing else, no picture, nothing to act on, a text not in {@code texts} (what half the items show: a category) (a glossary's entry "すぎる" before its meaning, its example and "See
     * more >"): the name of an item whose one link is named as every item's is. Null when there is none.
     */
    static Node ownName(Node item, Node link, Set<String> texts) {
        return ownName(item, link, texts, t -> true);
    }

    /** {@link #ownName(Node, Node, Set)}, of a text {@code name} takes. */
    private static Node ownName(Node item, Node link, Set<String> texts, Predicate<String> name) {
        Node[] found = {null};
        Traversal.walk(item, (n, d) -> {
            if (found[0] != null || n == link) return NodeVisitor.Next.STOP;
            if (n == item || !n.isElement()) return n == item ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isActionable(n) || PageParts.isPicture(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.ref() == null || PageParts.hasElementChild(n)) return NodeVisitor.Next.CONTINUE;
            String t = Texts.subtreeText(n, OWN_NAME_CHARS + 1).strip();
            if (!t.isEmpty() && t.length() <= OWN_NAME_CHARS && t.codePoints().anyMatch(Character::isLetterOrDigit)
                    && !texts.contains(t) && name.test(t)) {
                found[0] = n;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        return found[0];
    }

    /**
     * The one thing to act on in {@code item} outside its {@code title}, when it is a link named as half the list's
     * items name one of theirs ({@code common}: an episode's "詳細" under its heading); else null.
     */
    static Node onlyWayIn(Node item, Node title, Set<String> common) {
        Node[] found = {null, null};
        Traversal.walk(item, (n, d) -> {
            if (n == title || n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != item && Roles.isActionable(n)) {
                found[found[0] == null ? 0 : 1] = n;
                return found[1] != null ? NodeVisitor.Next.STOP : NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[1] == null && found[0] != null && sharedLink(found[0], common) ? found[0] : null;
    }

    /**
     * Whether {@code item} is a headline and its date, nothing more (a news list's "科研管理系统：移动端 上线" and
     * "2021-05-24"): its one link, and one short line beside it that shows a date ({@link Months#date}). Shrunk to its
     * title it would lose the one thing agents read it for besides, and save a line.
     */
    static boolean datedHeadline(Node item) {
        Node link = null;
        Node date = null;
        for (int ci = 0, cn = item.childCount(); ci < cn; ci++) {
            Node c = item.child(ci);
            if (c.isProperty()) continue;
            if (c.isElement() && "link".equals(c.role()) && link == null && !PageParts.hasElementChild(c)) {
                link = c;
                continue;
            }
            if (date != null || Roles.isActionable(c) || c.isElement() && PageParts.hasElementChild(c) && !iconsBeside(c)) {
                return false;
            }
            date = c;
        }
        if (link == null || date == null) return false;
        String t = date.isText() ? date.value() : Texts.ownText(date);
        return t != null && !t.isBlank() && t.strip().length() <= COMPARED_CHARS && Months.date(t) >= 0;
    }

    /** A date line holds at most this many nameless icons to act on beside its text (a file's download arrow). */
    static final int DATE_ICONS = 2;

    /**
     * Whether the element children of {@code c} are only nameless things to act on, {@link #DATE_ICONS} at most, with
     * nothing inside them but properties: a document list's date beside its download icon ("⤓ 2020-05-27").
     */
    private static boolean iconsBeside(Node c) {
        int icons = 0;
        for (int ci = 0, cn = c.childCount(); ci < cn; ci++) {
            Node x = c.child(ci);
            if (!x.isElement()) continue;
            if (!Roles.isActionable(x) || x.name() != null && !x.name().isBlank() || PageParts.hasElementChild(x)
                    || ++icons > DATE_ICONS) {
                return false;
            }
        }
        return icons > 0;
    }

    /** A folded entry of a directory keeps at most this many labeled values ... */
    static final int LABELED = 3;
    /**
     * ... each a term of at most {@link #LABEL_CHARS} characters and a definition this short, or a row of a label and
     * its value ({@link #isLabelValueRow}).
     */
    static final int LABELED_VALUE_CHARS = 60;

    /** {@code shown} (the title, what an item is compared by) followed by its labeled {@code values}, when any. */
    private static List<Node> withValues(List<Node> shown, List<Node> values) {
        if (values == null || values.isEmpty() || shown.isEmpty()) return shown;
        List<Node> out = new ArrayList<>(shown.size() + values.size());
        out.addAll(shown);
        for (Node v : values) if (!out.contains(v)) out.add(v);
        return out;
    }

    /**
     * The labeled values of each folded entry of {@code g} ({@link #labeledValues}), when {@code g} is a directory:
     * half its entries or more, counted among those that fold, show one or more outside their title. Else none.
     */
    static Map<Node, List<Node>> labeledEntries(List<Node> g, Set<Node> drop, Map<Node, Set<String>> common) {
        Map<Node, List<Node>> out = new IdentityHashMap<>();
        int folded = 0;
        for (Node c : g) {
            if (!drop.contains(c)) continue;
            folded++;
            Set<String> shared = common.get(c);
            Node title = title(c, shared == null ? Set.of() : shared);
            if (title == null) continue;
            List<Node> values = labeledValues(c, title);
            if (!values.isEmpty()) out.put(c, values);
        }
        return folded > 0 && out.size() * 2 >= folded ? out : Map.of();
    }

    /**
     * An entry's values that say what they are, outside its {@code title}, in document order, at most {@link #LABELED}:
     * a term and the definition right after it that shows a short text and nothing to act on ("Member for", "Berowra,
     * New South Wales"), or a row of a label and its value ({@link #isLabelValueRow}). A definition made of links (a
     * member's "Connect": Email, Facebook) is no value to read.
     */
    static List<Node> labeledValues(Node item, Node title) {
        List<Node> out = new ArrayList<>();
        int[] pairs = {0};
        // where the last term of each parent was found: terms are met in document order, so the search for each goes on
        // from the one before it (Node.index() would scan the siblings again for every term of a long glossary)
        Map<Node, Integer> termAt = new IdentityHashMap<>();
        Traversal.walk(item, (n, d) -> {
            if (pairs[0] >= LABELED) return NodeVisitor.Next.STOP;
            if (n == title || !n.isElement()) return n == item ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if (isLabelValueRow(n) || isLabeledLine(n)) {
                if (!Traversal.isInside(title, n)) {
                    out.add(n);
                    pairs[0]++;
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a term that is the entry itself (a glossary's terms are the list) has its definition outside the entry
            if (!"term".equals(n.role()) || n == item) return NodeVisitor.Next.CONTINUE;
            Node p = n.parent();
            int i = termAt.getOrDefault(p, 0);
            while (p.child(i) != n) i++;
            termAt.put(p, i++);
            while (i < p.childCount() && !p.child(i).isElement()) i++;
            Node def = i < p.childCount() ? p.child(i) : null;
            // the pair holds nothing to act on and not the title (a name as a heading inside its term is the title)
            if (def == null || !"definition".equals(def.role()) || Texts.hasActionable(def) || Texts.hasActionable(n)
                    || Traversal.isInside(title, n) || Traversal.isInside(title, def)) {
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            String label = Texts.subtreeText(n, LABEL_CHARS + 1).strip();
            String value = Texts.subtreeText(def, LABELED_VALUE_CHARS + 1).strip();
            if (!label.isEmpty() && label.length() <= LABEL_CHARS && !value.isEmpty() && value.length() <= LABELED_VALUE_CHARS) {
                out.add(n);
                out.add(def);
                pairs[0]++;
            }
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        return out;
    }

    /** A folded item's message stays beside its title when it reads at most this much ... */
    static final int MESSAGE_CHARS = 60;

    /**
     * The short quote of each item ({@link #shortMessage}) when the list is a thread whose replies quote their
     * messages: half its items or more hold one; else none. Decided once a list, as offers are: a list of stories whose
     * items each hold a byline quotes nothing.
     */
    static Map<Node, Node> threadMessages(List<Node> items) {
        Map<Node, Node> out = new IdentityHashMap<>();
        for (Node item : items) {
            Node title = title(item);
            Node message = title == null ? null : shortMessage(item, title);
            if (message != null) out.put(item, message);
        }
        return out.size() * 2 >= items.size() ? out : Map.of();
    }

    /**
     * ... the message of a reply in a thread: the item's one quote outside its title, holding text and nothing to act
     * on ("Kabul" under its author's name: a forum's post quotes its message as a blockquote); null when the item has
     * none, or more than one, or a longer one (a reply that says more folds with the rest, as a story's lead does).
     */
    static Node shortMessage(Node item, Node title) {
        Node[] found = {null, null};
        Traversal.walk(item, (n, d) -> {
            if (n == title || n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != item && "blockquote".equals(n.role())) {
                found[found[0] == null ? 0 : 1] = n;
                return found[1] != null ? NodeVisitor.Next.STOP : NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        Node m = found[0];
        if (m == null || found[1] != null || Texts.hasActionable(m) || Traversal.isInside(m, title)) return null;
        String text = Texts.subtreeText(m, MESSAGE_CHARS + 1).strip();
        return text.isEmpty() || text.length() > MESSAGE_CHARS ? null : m;
    }

    /** A link named with a count of what it leads to: "success stories (10)", "Apple (12)", "Nachrichten (1.234)". */
    private static final Pattern COUNTED_NAME = Pattern.compile("\\((\\d{1,3}(?:[.,\\u00a0 ]?\\d{3}){0,5})\\)\\s*$");
    /** A name with a year in it is a period ("March 2012 (5)"): an archive is read from its newest, not its largest. */
    private static final Pattern YEAR = Pattern.compile("(?<!\\d)(?:1[89]|20)\\d\\d(?!\\d)");

    /**
     * The {@code keep} items of {@code g} whose links name the largest counts, when at least four in five of them are
     * links named with a count and no year ({@link #COUNTED_NAME}: a side column's categories or tags with the number of
     * posts in each): of such a list the largest categories stay, not the first in the alphabet. Ties go to the
     * first. Null for any other list (its first items stay).
     */
    static Set<Node> largestCounts(List<Node> g, int keep) {
        long[] counts = new long[g.size()];
        int missed = 0;
        for (int i = 0; i < g.size(); i++) {
            counts[i] = count(g.get(i));
            // more than one in five without a count: no list of counted categories (most lists stop at their first)
            if (counts[i] < 0 && ++missed * 5 > g.size()) return null;
        }
        Integer[] order = new Integer[g.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> counts[a] != counts[b] ? Long.compare(counts[b], counts[a]) : Integer.compare(a, b));
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = 0; i < Math.min(keep, order.length); i++) out.add(g.get(order[i]));
        return out;
    }

    /**
     * The count item {@code c}'s link is named with ("success stories (10)": 10), or -1 (none, a year in it, or a number
     * of more than 18 digits, which is no count of anything and would not fit a long).
     */
    static long count(Node c) {
        Node link = Texts.firstActionable(c);
        String name = link == null ? null : link.name();
        if (name == null || name.length() > 80) return -1;
        String s = name.strip();
        if (s.isEmpty() || s.charAt(s.length() - 1) != ')') return -1;
        Matcher m = COUNTED_NAME.matcher(s);
        if (!m.find() || YEAR.matcher(s).find()) return -1;
        return Long.parseLong(m.group(1).replaceAll("\\D", ""));
    }

    /** An action of an offer has a short name (a verb: "Buy", "In den Warenkorb") ... */
    static final int ACTION_CHARS = 32;

    /**
     * ... and the same name in at least half of the list's items: the names of such actions (the list's "Buy" or
     * "Add to cart"; a link named after its item is no shared action).
     */
    /**
     * The short texts ({@link #OWN_NAME_CHARS}) of elements without children that half the {@code items} or more show
     * (a news list's category on every item, a badge "NEW"): such a text names no item.
     */
    static Set<String> sharedTexts(List<Node> items) {
        return inHalfOrMore(items, (item, texts) -> Traversal.walk(item, (n, d) -> {
            if (n.isProperty() || Roles.isActionable(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && !PageParts.hasElementChild(n) && n.ref() != null) {
                String t = Texts.subtreeText(n, OWN_NAME_CHARS + 1).strip();
                if (!t.isEmpty() && t.length() <= OWN_NAME_CHARS) texts.add(t);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        }));
    }

    static Set<String> sharedActions(List<Node> items) {
        return inHalfOrMore(items, (item, names) -> Traversal.walk(item, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isActionable(n) && n.name() != null && Fold.telling(n.name())
                    && n.name().strip().length() <= ACTION_CHARS) {
                names.add(n.name().strip());
            }
            return NodeVisitor.Next.CONTINUE;
        }));
    }

    /**
     * The strings that half the {@code items} or more show, each item's gathered once by {@code gather} (an item, the
     * set to add its strings to).
     */
    private static Set<String> inHalfOrMore(List<Node> items, BiConsumer<Node, Set<String>> gather) {
        Map<String, Integer> seen = new HashMap<>();
        for (Node item : items) {
            Set<String> own = new HashSet<>();
            gather.accept(item, own);
            for (String s : own) seen.merge(s, 1, Integer::sum);
        }
        Set<String> out = new HashSet<>();
        seen.forEach((s, count) -> {
            if (count * 2 >= items.size()) out.add(s);
        });
        return out;
    }

    /** At most this many compared values stay of a folded item ... */
    static final int COMPARED = 3;
    /** ... each a short text: a price, a rating, a count of ratings ({@code 4,5 von 5}, {@code (1.234)}). */
    static final int COMPARED_CHARS = 40;
    /**
     * A rating: a mark up to 10 out of 5 or 10, whatever the words between ({@code 4.5/5}, {@code 4,5 von 5},
     * {@code 4.5 out of 5}), or stars.
     */
    private static final Pattern RATING = Pattern.compile(
            "(?<![\\d.,])(?:10|[0-9])(?:[.,]\\d{1,2})?\\s?(?:/\\s?|\\p{L}{1,5}(?:\\s\\p{L}{1,5})?\\s)(?:5|10)(?![\\d.,]\\d)"
                    + "|[\u2605\u2606\u2B50]");
    /** Ratings looked for once per text, in texts with a digit or a star (each of the pattern's matches holds one). */
    private static final PatternMemo RATING_MEMO = new PatternMemo(RATING, PatternMemo.MAX_TEXT, SiblingFold::digitOrStar);

    private static boolean digitOrStar(String t) {
        for (int i = 0, n = t.length(); i < n; i++) {
            char c = t.charAt(i);
            if (c >= '0' && c <= '9' || c == '\u2605' || c == '\u2606' || c == '\u2B50') return true;
        }
        return false;
    }

    /** A count as lists of products show the number of ratings: a number alone, or in parentheses. */
    private static final Pattern COUNT = Pattern.compile("\\(?\\d[\\d.,\\s]*\\)?");

    /**
     * Whether the items of a list show prices (then folding keeps what they are compared by: a list of offers): one
     * shows a short price, or half of them a line that ends with one ({@link #endsWithPrice}: one summary ending "$9"
     * makes no list of news a list of offers).
     */
    static boolean priced(List<Node> items) {
        int lines = 0;
        for (Node item : items) {
            int[] found = {0}; // 1: a short price; 2: a line that ends with a price
            Traversal.walk(item, (n, d) -> {
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                String t = n.isText() ? n.value() : PageParts.hasElementChild(n) ? null : Texts.ownText(n).strip();
                if (t != null && isPrice(t)) found[0] = 1;
                else if (t != null && n.isText() && endsWithPrice(t)) found[0] = 2;
                return found[0] == 1 ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
            });
            if (found[0] == 1) return true;
            if (found[0] == 2) lines++;
        }
        return lines > 0 && lines * 2 >= items.size();
    }

    /**
     * The elements (or text lines) of a folded item outside its title that show a value agents compare offers by (a
     * price, a rating, the count of ratings), in document order, at most {@link #COMPARED}: what keeps the 50th
     * search result's price and rating count in view once its title alone would stay.
     */
    static List<Node> compared(Node item, Node title) {
        List<Node> out = new ArrayList<>(COMPARED);
        Traversal.walk(item, (n, d) -> {
            if (out.size() >= COMPARED) return NodeVisitor.Next.STOP;
            if (n == title || n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n == item || n.isRaw()) return NodeVisitor.Next.CONTINUE;
            if (n.isText()) {
                if (n.parent() == item && (isCompared(n.value()) || endsWithPrice(n.value()))) out.add(n);
                return NodeVisitor.Next.CONTINUE;
            }
            if (PageParts.hasElementChild(n) && n.ref() != null && !Roles.isActionable(n) && n.childCount() <= SMALL_VALUE
                    && isCompared(Texts.ownText(n).strip())) {
                // a count with its label under it ("187208" above "Posts"), a price beside its stock ("2 in stock"
                // "£74.99"): the whole of it, the label included
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (PageParts.hasElementChild(n) || Roles.isActionable(n) && !"link".equals(n.role())) return NodeVisitor.Next.CONTINUE;
            String t = Texts.ownText(n).strip();
            // a link is a compared value only as a price, a rating or a count in parentheses, never a page number
            if ("link".equals(n.role()) ? isPrice(t) || isRating(t) || t.startsWith("(") && isCompared(t) : isCompared(t)) {
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** A line that names a thing and ends with its price reads at most this much ... */
    static final int NAMED_PRICE_CHARS = 120;

    /**
     * ... and ends with the price ("Casio Privia PX-360 bk pianoforte 88 tasti touch screen€ 899,00": a card's name and
     * price in one line of text): the price is what a folded card is compared by, the name comes with it.
     */
    static boolean endsWithPrice(String t) {
        if (t == null) return false;
        String s = t.strip();
        if (s.length() <= COMPARED_CHARS || s.length() > NAMED_PRICE_CHARS || !mayEndWithPrice(s)) return false;
        String tail = s.substring(s.length() - COMPARED_CHARS);
        Matcher m = Texts.PRICE.matcher(tail);
        while (m.find()) if (m.end() == tail.length()) return true;
        return false;
    }

    /** The currencies a price is told by. */
    private static final Currencies CURRENCIES = Currencies.bundled();
    /** Currency words a price may end with ({@link Texts#PRICE}'s), lower case. */
    private static final List<String> CURRENCY_ENDS = CURRENCIES.endings();

    /**
     * A cheap test before {@link Texts#PRICE} on a line's end, so that prose ("Retrieved 12 March 2019") costs no
     * pattern: the line ends with a currency's sign or word, or with a number that a sign or a code stands before.
     */
    private static boolean mayEndWithPrice(String s) {
        int end = s.length() - 1;
        char last = s.charAt(end);
        if (CURRENCIES.isSign(last)) return true;
        if (Character.isLetter(last)) {
            String low = s.substring(Math.max(0, s.length() - 3)).toLowerCase(Locale.ROOT);
            for (String w : CURRENCY_ENDS) if (low.endsWith(w)) return true;
            return false;
        }
        if (last < '0' || last > '9') return false;
        // back over the number, then a space at most: a sign, or a code's last letter
        int i = end;
        while (i >= 0 && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == ','
                || s.charAt(i) == ' ' || s.charAt(i) == '\u00a0' || s.charAt(i) == '\u202f')) {
            i--;
        }
        if (i < 0) return false;
        if (CURRENCIES.isSign(s.charAt(i))) return true;
        int j = i;
        while (j >= 0 && Character.isLetter(s.charAt(j))) j--;
        return i - j == 3 && CURRENCIES.isPriceCode(s.substring(j + 1, i + 1));
    }

    /** Whether a short text shows a price, a rating or a count (of ratings, beside them). */
    static boolean isCompared(String t) {
        return isPrice(t) || isRating(t) || isCount(t);
    }

    /** Whether a short text is a count: a number alone, or in parentheses. */
    static boolean isCount(String t) {
        return t != null && !t.isEmpty() && t.length() <= COMPARED_CHARS && Texts.hasDigit(t) && COUNT.matcher(t.strip()).matches();
    }

    /** A value shown with its label holds at most this many lines. */
    static final int SMALL_VALUE = 3;

    /** A list whose items show this many counts each (a board's topics and posts) is compared by them. */
    static final int COUNTS = 2;

    /**
     * Whether the items of a list are compared by the counts they show (a forum's boards, each with its topics and its
     * posts): half of them or more show {@link #COUNTS} counts or more outside their title.
     */
    static boolean counted(List<Node> items) {
        int counted = 0;
        for (Node item : items) {
            Node title = title(item);
            if (title == null) continue;
            int counts = 0;
            for (Node n : compared(item, title)) if (isCount(n.isText() ? n.value() : Texts.ownText(n))) counts++;
            if (counts >= COUNTS) counted++;
        }
        return counted * 2 >= items.size();
    }

    static boolean isPrice(String t) {
        return Texts.isShortPrice(t, COMPARED_CHARS);
    }

    static boolean isRating(String t) {
        return t != null && !t.isEmpty() && t.length() <= COMPARED_CHARS && RATING_MEMO.find(t);
    }

    /**
     * Whether a short text is a rating and nothing else but signs and spaces ("(2.8 / 5)", "4,5 von 5", "★★★★☆"): no
     * letter or digit outside its rating ("Mon-Fri 9 to 5", "3/5/2024" and "Page 1 of 10" hold one, and are none).
     */
    static boolean isRatingAlone(String t) {
        if (!isRating(t)) return false;
        Matcher m = RATING.matcher(t);
        int at = 0;
        while (m.find()) {
            if (hasLetterOrDigit(t, at, m.start())) return false;
            at = m.end();
        }
        return !hasLetterOrDigit(t, at, t.length());
    }

    private static boolean hasLetterOrDigit(String t, int from, int to) {
        for (int i = from; i < to; i++) if (Character.isLetterOrDigit(t.charAt(i))) return true;
        return false;
    }

    /**
     * What stays of a folded item: its heading (inside the link that holds it, if any) or its first named link with a
     * ref; null when the item is itself the thing to click or has no title (then it folds whole into the ref list).
     */
    static Node title(Node item) {
        return title(item, Set.of());
    }

    /**
     * As {@link #title(Node)}, where a link named as half the list's items name one of theirs ({@code common}: "Add to
     * cart" before each product's name) is no title when a link of the item's own name follows.
     */
    static Node title(Node item, Set<String> common) {
        if (Roles.isActionable(item) || !item.hasChildren()) return null;
        Node h = Traversal.find(item, n -> n.isElement() && "heading".equals(n.role()));
        if (h == item) return loneNamedLink(h);
        if (h != null) {
            Node clickable = null;
            for (Node a = h.parent(); a != null && a != item; a = a.parent()) if (Roles.isActionable(a)) clickable = a;
            if (clickable != null) {
                // the link around the heading: keep both, without the link's other content
                List<Node> only = new ArrayList<>();
                for (int ci = 0, cn = clickable.childCount(); ci < cn; ci++) {
                    Node c = clickable.child(ci);
                    if (c == h || Traversal.isInside(h, c)) only.add(c);
                }
                if (Traversal.refs(clickable).size() - Traversal.refs(h).size() <= 1) {
                    // a named link says what its heading says: the link's line alone is the title
                    clickable.setChildren(Fold.telling(clickable.name()) ? properties(clickable) : only);
                    return clickable;
                }
            }
            Node link = loneNamedLink(h);
            if (link != null) return link;
            if (h.ref() != null || Texts.hasActionable(h)) return h;
        }
        Predicate<Node> named = n -> n.isElement() && "link".equals(n.role()) && n.ref() != null && n.name() != null
                && n.name().strip().length() > 1 && !common.contains(n.name().strip());
        Node link = Traversal.find(item, named);
        // a news list's row leads with its category as a tag ("[Notices]", "【公告】"): the headline after it is the title
        if (link != null && isTag(link.name())) {
            Node headline = Traversal.find(item, n -> named.test(n) && !isTag(n.name()));
            if (headline != null) link = headline;
        }
        if (link != null || common.isEmpty()) return link;
        return title(item, Set.of());
    }

    /**
     * A short name in brackets and nothing else, a letter in it: a category's tag before a headline ("[教学处]", "【公告】",
     * "［通知］", "(News)"); not a title in Japanese quotes ("『ノルウェイの森』"), nor a count ("(2)").
     */
    private static final Pattern TAG = Pattern.compile(
            "\\s*[\\[【(（〔［〖](?=[^\\]】)）〕］〗]*\\p{L})[^\\]】)）〕］〗\\[【(（〔［〖]{1,24}[\\]】)）〕］〗]\\s*");

    static boolean isTag(String name) {
        return name != null && name.length() <= 32 && TAG.matcher(name).matches();
    }

    /** A box of figures holds at most this much text in all ... */
    static final int FIGURE_BOX_TEXT = 600;
    /** ... and a list of {@link #FIGURE_ENTRIES_MIN} to {@link #FIGURE_ENTRIES} entries ... */
    static final int FIGURE_ENTRIES_MIN = 3;
    static final int FIGURE_ENTRIES = 12;
    /** ... each of at most this much text: a short name and its figure (and the figure's change). */
    static final int FIGURE_ENTRY_TEXT = 60;
    /**
     * A figure: a number as boards of quotes, rates and scores write it ("9 692,48", "16466.30", "+0,5%", "21 °C"),
     * with its sign, its decimals, its unit.
     */
    private static final Pattern FIGURE = Pattern.compile(
            "[-+\u2212\u00b1]?(?:\\d{1,3}+(?:[ \u00a0\u202f.,']\\d{3})++|\\d++)(?:[.,]\\d{1,4})?\\s?(?:%|\u00b0[CF]?|pts?)?");
    /** How many nodes of an item are looked through, in all, for the list of its figures. */
    private static final int FIGURE_NODES = 300;

    /**
     * The items of {@code g} that are boxes of figures ({@link #figureBox}), when fewer than half of them are: a box
     * that stands out among its siblings (a market's quotes in a column of teasers), not a list whose every item shows
     * figures (those fold as lists do, keeping what they are compared by).
     */
    private static Set<Node> figureBoxes(List<Node> g, Map<Node, ItemStats> stats) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node c : g) {
            if (stats.get(c).text() <= FIGURE_BOX_TEXT && figureBox(c)) out.add(c);
            if (out.size() * 2 >= g.size()) return Set.of();
        }
        return out;
    }

    /**
     * Whether {@code item} is a box of figures (a market's indices with their values, a currency's rates, a league's
     * points, the weather of a few towns): among its first {@link #FIGURE_NODES} nodes, a list or a table (or its row group)
     * of {@link #FIGURE_ENTRIES_MIN} to {@link #FIGURE_ENTRIES} entries, three in four of them a short name and one or
     * two figures (a value, its change) and nothing more. Folded to its title, it would say none of what it shows,
     * which is read at a glance.
     */
    static boolean figureBox(Node item) {
        int[] budget = {FIGURE_NODES};
        boolean[] found = {false};
        Traversal.walk(item, (n, d) -> {
            if (--budget[0] < 0) return NodeVisitor.Next.STOP;
            if (n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != item && ("list".equals(n.role()) || "table".equals(n.role()) || "rowgroup".equals(n.role()))
                    && figureEntries(n, budget)) {
                found[0] = true;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /**
     * Whether the entries of {@code list} (its element children) are names with their figures ({@link #figureBox}),
     * looking through at most {@code budget} nodes (shared with the walk that found the list).
     */
    private static boolean figureEntries(Node list, int[] budget) {
        int entries = 0;
        int figures = 0;
        for (int ci = 0, cn = list.childCount(); ci < cn; ci++) {
            Node e = list.child(ci);
            if (!e.isElement()) continue;
            if (++entries > FIGURE_ENTRIES || budget[0] < 0) return false;
            if (nameAndFigure(e, budget)) figures++;
        }
        return entries >= FIGURE_ENTRIES_MIN && figures * 4 >= entries * 3;
    }

    /**
     * Whether an entry shows a name (two letters at least, in a link or a text) and one or two figures ({@link #FIGURE}:
     * a value and its change), each a text or element of its own, in {@link #FIGURE_ENTRY_TEXT} characters at most.
     */
    private static boolean nameAndFigure(Node entry, int[] budget) {
        int[] t = {0, 0, 0}; // text, names, figures
        Traversal.walk(entry, (n, d) -> {
            if (--budget[0] < 0) return NodeVisitor.Next.STOP;
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            // an element's name says what it holds (a link "DAX", a cell "9 692,48"); a text or a value its own
            boolean named = n != entry && n.isElement() && n.name() != null && !n.name().isBlank();
            for (String s : new String[] {named ? n.name() : null, n.value()}) {
                if (s == null || s.isBlank()) continue;
                s = s.strip();
                t[0] += s.length();
                if (t[0] > FIGURE_ENTRY_TEXT) return NodeVisitor.Next.STOP;
                if (FIGURE.matcher(s).matches()) t[2]++;
                else if (letters(s) >= 2) t[1]++;
            }
            return named ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
        });
        return budget[0] >= 0 && t[0] <= FIGURE_ENTRY_TEXT && t[1] >= 1 && t[2] >= 1 && t[2] <= 2;
    }

    private static int letters(String s) {
        int n = 0;
        for (int i = 0; i < s.length() && n < 2; i++) if (Character.isLetter(s.charAt(i))) n++;
        return n;
    }

    /**
     * Whether {@code item} is a heading that is its own title: one that dates its link ("2022-07-21 - Version 3.39.2",
     * a news list laid out as headings and their texts): it stays whole, as a title does.
     */
    private static boolean ownTitle(Node item) {
        if (!"heading".equals(item.role()) || Texts.actionableCount(item) != 1) return false;
        Node link = Traversal.find(item, n -> n != item && Roles.isActionable(n));
        return link != null && "link".equals(link.role()) && Fold.telling(link.name()) && datedBeside(item, link);
    }

    /**
     * The one actionable element of a heading when it is a named link and the heading's line adds nothing to it; a
     * heading that also dates it ("2022-07-21 - Version 3.39.2": a news item) is the title itself.
     */
    private static Node loneNamedLink(Node heading) {
        if (Texts.actionableCount(heading) != 1) return null;
        Node link = Traversal.find(heading, n -> n != heading && Roles.isActionable(n));
        if (link == null || !"link".equals(link.role()) || !Fold.telling(link.name())) return null;
        return datedBeside(heading, link) ? null : link;
    }

    /**
     * Whether {@code heading} says a date or a number beside {@code link} ("2022-07-21 - Version 3.39.2"): what agents
     * compare the items of a list by, as they compare prices. Other words beside a link ("func (*B) Cleanup") go with
     * the rest of a folded item.
     */
    private static boolean datedBeside(Node heading, Node link) {
        StringBuilder own = new StringBuilder();
        Traversal.walk(heading, (n, d) -> {
            if (n == link || n.isProperty() || own.length() > COMPARED_CHARS) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isText() && n.value() != null) own.append(n.value());
            return NodeVisitor.Next.CONTINUE;
        });
        return own.length() <= COMPARED_CHARS && Texts.hasDigit(own.toString());
    }

    private static List<Node> properties(Node n) {
        List<Node> out = new ArrayList<>();
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) if (n.child(ci).isProperty()) out.add(n.child(ci));
        return out;
    }

    /**
     * What the fold needs to know of an item, from one walk: its actionable elements, its text, whether it holds a
     * visible form field or a navigation (pagination is how the agent moves on: it stays).
     */
    record ItemStats(int actions, int text, boolean liveField, boolean navigation, boolean selfField) {
        static ItemStats of(Node item) {
            int[] c = new int[2];
            boolean[] f = new boolean[2];
            Traversal.walk(item, (n, d) -> {
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if (Roles.isActionable(n)) c[0]++;
                if (n.value() != null) c[1] += n.value().length();
                else if (n.name() != null && !n.hasChildren()) c[1] += n.name().length();
                if (n != item && n.isElement() && n.ref() != null && Roles.isField(n) && !n.hasAttr("aria-hidden")) {
                    f[0] = true;
                }
                if ("navigation".equals(n.role())) f[1] = true;
                return NodeVisitor.Next.CONTINUE;
            });
            return new ItemStats(c[0], c[1], f[0], f[1], Roles.isField(item) && item.ref() != null);
        }

        /**
         * Form fields are never folded away: an item that is a field and its label (a line of a form) stays. A
         * product card that carries a quantity box among its links is a list item like the others and may fold.
         */
        boolean formLine() {
            return selfField || liveField && actions <= FORM_LINE_ACTIONS && text <= FORM_LINE_TEXT;
        }

        /** One link and a few words: its title would be all of it. */
        boolean bareLink() {
            return actions <= 1 && text < 80;
        }
    }

    /** A form line holds at most this many things to act on (the field, maybe a help link) ... */
    static final int FORM_LINE_ACTIONS = 3;
    /** ... and at most this much text (its label). */
    static final int FORM_LINE_TEXT = 80;

    /** A label in a cell of its own is a short text ... */
    static final int LABEL_CHARS = 40;

    /** A specification keeps at most this many of its facts (a spec sheet of 200 lines folds its tail). */
    static final int FACTS_KEPT = 40;
    /** A fact line's value reads at most this many characters (its label at most {@link #LABEL_CHARS}). */
    static final int FACT_VALUE = 60;
    /**
     * A fact line: a short label with a letter in it, not ending in a digit, a colon (a space before it at most), a
     * short value ("Max. depth, m:457", "Bulb Shape : BT37", "価格：1,200円"; not a time, "08:15 Talk", nor a numbered
     * name, "user12: hello").
     */
    private static final Pattern FACT = Pattern.compile("(?=[^:：\\n]*\\p{L})[^:：\\n]{1," + (LABEL_CHARS - 1)
            + "}[^:：\\n\\d\\s]\\s?[:：]\\s*[^\\s:：][^\\n]{0," + (FACT_VALUE - 1) + "}");

    /**
     * A fact line without a colon: a label of words, then a quantity in a unit of measure and, at most, its share in
     * percent ("Sodium 605mg (25%)", "Vitamin A 169mcg RAE (6%)", "Energie 920 kJ", "Gewicht 2,5 kg"; not a name with a
     * number, "Windows 10", "iPhone 12 mini", "Pixel 7a", "Page 2 of"), the line ending there.
     */
    private static final Pattern QUANTITY_FACT = Pattern.compile("\\p{L}[\\p{L} .,'-]{0," + (LABEL_CHARS - 2)
            + "}\\p{L}\\s+\\d{1,7}(?:[.,]\\d{1,3})?\\s?(?:k?cal|kj|mcg|[µμ]g|mg|kg|g|ml|cl|dl|l|oz|lbs?|iu|mm|cm|km|m|"
            + "kwh|wh|kw|w|mah|°[cf]|%)(?:\\s\\p{Lu}{2,4})?(?:\\s*\\(\\d{1,3}(?:[.,]\\d{1,2})?\\s?%\\))?",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Whether item {@code c} is a line stating one fact and nothing else ({@link #FACT}, {@link #QUANTITY_FACT}) in its text: no name, no child
     * element, nothing to act on (a link "Re: Question" is a title, not a fact).
     */
    static boolean isFactLine(Node c, ItemStats st) {
        if (st.actions() > 0 || !c.isElement()) return false;
        for (int i = 0, n = c.childCount(); i < n; i++) if (c.child(i).isElement()) return false;
        // the line's text, not its name ("Farbe wählen: beige" names a swatch to pick, no fact)
        if (c.value() == null || c.name() != null && !c.name().isBlank()) return false;
        String t = c.value().strip();
        return t.length() <= LABEL_CHARS + 1 + FACT_VALUE && (FACT.matcher(t).matches() || QUANTITY_FACT.matcher(t).matches());
    }

    /**
     * The {@linkplain #isFactLine fact lines} of {@code g} when most of its items (three in four) are: a specification;
     * none otherwise. Each item read once.
     */
    private static Set<Node> factLines(List<Node> g, Map<Node, ItemStats> stats) {
        Set<Node> facts = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node c : g) if (isFactLine(c, stats.computeIfAbsent(c, ItemStats::of))) facts.add(c);
        return facts.size() * 4 >= g.size() * 3 ? facts : Set.of();
    }

    /** An infobox line: a row headed by a rowheader holds a fact, not an item of a list. */
    static boolean isKeyValueRow(Node n) {
        if (!"row".equals(n.role())) return false;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) if ("rowheader".equals(n.child(ci).role())) return true;
        return false;
    }

    /**
     * A label and its value, nothing more: a row of two cells that show something, the first a rowheader or a label
     * ({@link #LABEL_CHARS} at most, ending with a colon: "UNIT PRICE:", "Verfügbarkeit:", "価格："), the second a
     * short value ({@link #FORM_LINE_TEXT} characters, one thing to act on at most). Shrunk to its title, it would keep
     * the label without its value. (A row of a list of works headed by its title, a year and a
     * text beside it, is an item: it shrinks.)
     */
    static boolean isLabelValueRow(Node n) {
        if (!"row".equals(n.role())) return false;
        Node first = null;
        Node value = null;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (!c.isElement() || !PageParts.showsSomething(c)) continue;
            if (value != null) return false;
            if (first == null) first = c;
            else value = c;
        }
        // a value is short, one thing to act on at most (a navigation box's row of links beside its heading is none)
        if (value == null || Texts.textLength(value) > FORM_LINE_TEXT || Texts.actionableCount(value) > 1) return false;
        if ("rowheader".equals(first.role())) return true;
        String t = Texts.subtreeText(first, LABEL_CHARS + 1).strip();
        return t.length() <= LABEL_CHARS && (t.endsWith(":") || t.endsWith("："));
    }

    /**
     * A label in bold and its value, nothing more: a block with a ref holding one {@code strong} or {@code emphasis}
     * of {@link #LABEL_CHARS} at most and, after it, text alone of {@link #LABELED_VALUE_CHARS} at most, nothing to act
     * on ("Puntuación IMDb" 4.0 344 votos; "Autor:" Jan Novák).
     */
    static boolean isLabeledLine(Node n) {
        if (n.ref() == null || Roles.isActionable(n) || n.name() != null && !n.name().isBlank()) return false;
        Node label = null;
        int value = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty()) continue;
            if (c.isText()) {
                if (label == null) return false;
                value += c.value() == null ? 0 : c.value().strip().length();
                continue;
            }
            if (label != null || !("strong".equals(c.role()) || "emphasis".equals(c.role())) || c.hasChildren()
                    && PageParts.hasElementChild(c)) {
                return false;
            }
            label = c;
        }
        if (label == null || value == 0 || value > LABELED_VALUE_CHARS) return false;
        String t = Texts.subtreeText(label, LABEL_CHARS + 1).strip();
        return !t.isEmpty() && t.length() <= LABEL_CHARS && t.codePoints().anyMatch(Character::isLetter);
    }

    /** The selected or current item of a list (the page the agent is on, the chosen tab) always stays. */
    private static boolean isCurrent(Node n) {
        return n.hasAttr("selected") || n.hasAttr("checked") || n.hasAttr("active") || n.hasAttr("pressed")
                || n.hasAttr("expanded");
    }
}
