package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one fold line stands for: how many nodes of which kind were folded, the actionable refs they held, and where to
 * get them back. Written as one {@code text:} line, e.g.
 * {@code - text: "folded 37 listitem: e100 e102; see browser_snapshot target=e55 mode=off or browser_find"}; for page
 * chrome, for more refs than {@link Folds#LISTED_REFS} and when the token budget needs the room, the same line
 * {@linkplain #compactText(String) without its list of refs}:
 * {@code folded 37 listitem (35 links, 2 buttons: 'Sheba Perfect Portions', 'Whiskas', …); see browser_snapshot
 * target=e55 mode=off or browser_find}.
 */
public final class Fold {
    /** The start of every fold line's text. */
    public static final String PREFIX = "folded ";
    /** What separates the folded content from the way back. */
    static final String SEE = "; see ";
    /** How many names of folded elements a line keeps, at most, and how long each is. */
    static final int NAMES = 3;
    static final int NAME_CHARS = 32;
    /** A ref as Playwright writes it, standing alone: what a fold line lists, and names as its target. */
    static final Pattern REF = Pattern.compile("(?<![\\p{L}\\p{N}_-])(?:f\\d+)?e\\d+(?![\\p{L}\\p{N}_-])");
    private static final Pattern TARGET = Pattern.compile("browser_snapshot target=((?:f\\d+)?e\\d+) ");

    final Map<String, Integer> counts = new LinkedHashMap<>();
    final List<String> refs = new ArrayList<>();
    /** The folded actionable elements behind {@link #refs}, in order (for {@link Folds#showWhereCheaper}). */
    final List<Node> elements = new ArrayList<>();
    /**
     * Whether the folded elements, written in the line's place, would sit where they stood: true while every part
     * is a whole subtree dropped where the line is, false once an item's title was kept apart from its other refs
     * or the part was noise (an agent is better told "folded 1 ad slot" than shown the ad).
     */
    boolean inPlace = true;
    /** The names of the first few folded elements with one, as the page wrote them (quoted only when written). */
    final List<String> names = new ArrayList<>(NAMES);
    /** The first few headings inside what was folded ("Tag Cloud", "Archives"): what a compact line folds, in words. */
    final List<String> headings = new ArrayList<>(NAMES);
    /** The folded actionable elements by kind, listed or not. */
    final Tally tally = new Tally();
    int hidden;
    String target;
    /** the ref of the nearest kept ancestor: the target once several drops share one line */
    String ancestorTarget;
    int drops;
    /** Whether the line names what it folds instead of listing its refs (page chrome: {@link Folds#compactly}). */
    boolean compact;
    /** Whether all it folds is noise (ad labels, skip links): its kind says what it was, without names. */
    boolean onlyNoise;

    void add(String what, int n) {
        counts.merge(what, n, Integer::sum);
    }

    void merge(Fold other) {
        compact &= other.compact;
        onlyNoise = (onlyNoise || drops == 0) && other.onlyNoise;
        other.counts.forEach(this::add);
        refs.addAll(other.refs);
        elements.addAll(other.elements);
        inPlace &= other.inPlace;
        for (String n : other.names) addName(n);
        for (String h : other.headings) addHeading(h);
        tally.addAll(other.tally);
        hidden += other.hidden;
        takeTargets(other.ancestorTarget, other.target);
        drops += other.drops;
    }

    /**
     * Takes in where one more dropped part can be got back (call it before counting the part in {@link #drops}): its
     * own target while it is the only part, else the nearest kept ancestor, as several parts share the line.
     */
    void takeTargets(String otherAncestor, String otherTarget) {
        if (drops == 0) {
            ancestorTarget = otherAncestor;
            target = otherTarget;
            return;
        }
        if (ancestorTarget == null) ancestorTarget = otherAncestor;
        if (target == null || !target.equals(otherTarget)) target = ancestorTarget;
    }

    /** Keeps {@code name} as one of the first few names of what was folded (blank and repeated names are not kept). */
    void addName(String name) {
        addTelling(names, name);
    }

    /** Keeps {@code heading} as one of the first few headings of what was folded (as {@link #addName}). */
    void addHeading(String heading) {
        addTelling(headings, heading);
    }

    /** Adds {@code s}, stripped, to the first few of {@code list} when it tells something and is not there yet. */
    private static void addTelling(List<String> list, String s) {
        if (list.size() >= NAMES || !telling(s)) return;
        String t = s.strip();
        if (!list.contains(t)) list.add(t);
    }

    /**
     * Whether a name tells the agent something: two letters or digits at least, and not a bracketed marker ({@code ^},
     * {@code a}, {@code [12]}, {@code (n 1)} say nothing out of place).
     */
    static boolean telling(String name) {
        if (name == null) return false;
        String s = name.strip();
        int alnum = 0;
        for (int i = 0; i < s.length() && alnum < 2; i++) if (Character.isLetterOrDigit(s.charAt(i))) alnum++;
        if (alnum < 2) return false;
        char first = s.charAt(0);
        return !((first == '[' || first == '(') && s.length() <= 10);
    }

    /**
     * The text of the fold line: every actionable ref it holds listed, after the first few names of what it holds (or
     * of its headings, when it has them: "folded 1 sidebar ('Related Products'): e251 e255"), so that the line says in
     * words what it folds; or, holding no ref, the names of what it holds.
     */
    String text() {
        StringBuilder b = what();
        if (!refs.isEmpty()) {
            List<String> words = onlyNoise ? List.of() : !headings.isEmpty() ? headings : names;
            if (!words.isEmpty()) {
                appendQuoted(b.append(" ("), words);
                // under the headings, the first names of what they head: the refs that follow are told by them
                // ("'Latest reviews': 'Skovblod - In The Valleys…', …"), not by their numbers alone
                if (words == headings) {
                    List<String> under = new ArrayList<>(names);
                    under.removeAll(headings);
                    if (!under.isEmpty()) appendNames(b.append(": "), under);
                }
                if (words == names && refs.size() > names.size()) b.append(", …");
                b.append(')');
            }
            b.append(':');
            for (String r : refs) b.append(' ').append(r);
        }
        if (hidden > 0) b.append(" (").append(hidden).append(hidden == 1 ? " ref" : " refs").append(" not matching the goal)");
        // a fold of text alone (paragraphs, rows without links) says what it held in its first words
        if (refs.isEmpty() && hidden == 0 && !names.isEmpty()) appendNames(b.append(": "), names);
        return way(b, target).toString();
    }

    /**
     * The text of the line without its list of refs (page chrome, many refs, or the token budget needs the room): how
     * many refs it holds and the first few names, then the way back, which names a ref holding all of them
     * ({@code target}: the folded element's own ref, its nearest ancestor's or the page's). Its length does not grow
     * with the number of refs folded.
     */
    String compactText(String target) {
        StringBuilder b = what().append(" (");
        int all = refs.size() + hidden;
        if (tally.total() == all) {
            tally.appendTo(b);
        } else {
            b.append(all).append(all == 1 ? " ref" : " refs");
        }
        if (!names.isEmpty()) appendNames(b.append(": "), names);
        if (!headings.isEmpty()) {
            // what the folded part is made of: its tag cloud, its archives, its categories
            appendQuoted(b.append("; headings "), headings);
        }
        b.append(')');
        return way(b, target).toString();
    }

    /** A line names at most this many kinds of what it folds; the others are only counted. */
    static final int KINDS = 3;

    private StringBuilder what() {
        StringBuilder b = new StringBuilder(PREFIX);
        int kinds = 0;
        int more = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (kinds == KINDS && counts.size() > KINDS + 1) {
                more += e.getValue();
                continue;
            }
            if (kinds > 0) b.append(", ");
            kinds++;
            b.append(e.getValue()).append(' ').append(counted(e.getValue(), e.getKey()));
        }
        // a line does not grow with the kinds of part it folds (copies of many parts side by side, each named)
        if (more > 0) b.append(" and ").append(more).append(" more");
        return b;
    }

    /** Roles whose name is no noun: how a fold line counts several of them. */
    private static final Map<String, String> ROLE_PLURALS = Map.of("complementary", "complementary regions",
            "contentinfo", "contentinfo regions", "search", "search regions", "none", "none blocks",
            "presentation", "presentation blocks");

    /**
     * What a fold line says {@code n} of are: {@code what} as the folding rule named one of them ("row", "listitem
     * (titles kept)", "copy of generic e5") said in the plural when {@code n} is not 1 ("45 rows (titles kept)",
     * "3 copies of generic e5"); a phrase already in the plural ("items not matching the goal ...") in the singular
     * when it is 1.
     */
    static String counted(int n, String what) {
        int paren = what.indexOf(" (");
        String head = paren < 0 ? what : what.substring(0, paren);
        String tail = paren < 0 ? "" : what.substring(paren);
        String plural = ROLE_PLURALS.get(head);
        if (plural != null) return n == 1 ? what : plural + tail;
        // the word that counts: the first of a phrase that starts with a plural ("items not matching the goal ..."),
        // the one before "of" ("copy of generic e5"), else the last ("skip link", "footnote markers")
        int space = head.indexOf(' ');
        String first = space < 0 ? head : head.substring(0, space);
        int from;
        int to;
        int of = head.indexOf(" of ");
        if (isPlural(first)) {
            from = 0;
            to = first.length();
        } else if (of > 0) {
            from = head.lastIndexOf(' ', of - 1) + 1;
            to = of;
        } else {
            from = head.lastIndexOf(' ') + 1;
            to = head.length();
        }
        String word = head.substring(from, to);
        String said;
        if (isPlural(word)) said = n == 1 ? word.substring(0, word.length() - 1) : word;
        else said = n == 1 ? word : plural(word);
        return head.substring(0, from) + said + head.substring(to) + tail;
    }

    /** Whether an English word is said in the plural the simple way ("items", "markers"; not "class", "address"). */
    private static boolean isPlural(String word) {
        return word.length() > 2 && word.endsWith("s") && !word.endsWith("ss");
    }

    /** An English noun in the plural: "rows", "copies", "boxes", "matches". */
    static String plural(String noun) {
        if (noun.isEmpty()) return noun;
        int n = noun.length();
        char c = noun.charAt(n - 1);
        if (c == 'y' && n > 1 && "aeiou".indexOf(noun.charAt(n - 2)) < 0) return noun.substring(0, n - 1) + "ies";
        if (c == 's' || c == 'x' || noun.endsWith("ch") || noun.endsWith("sh")) return noun + "es";
        if (!Character.isLetter(c)) return noun;
        return noun + "s";
    }

    /** Appends {@code ; see browser_snapshot [target=eN ]mode=off or browser_find}. */
    static StringBuilder way(StringBuilder b, String target) {
        b.append(SEE).append("browser_snapshot ");
        if (target != null) b.append("target=").append(target).append(' ');
        return b.append("mode=off or browser_find");
    }

    /** Appends page names, each quoted and cut short ({@link #quoteName}), separated by commas, then {@code , …}. */
    static void appendNames(StringBuilder b, List<String> names) {
        appendQuoted(b, names);
        if (!names.isEmpty()) b.append(", …");
    }

    /** Appends page texts, each quoted and cut short ({@link #quoteName}), separated by commas. */
    private static void appendQuoted(StringBuilder b, List<String> texts) {
        for (int i = 0; i < texts.size(); i++) {
            if (i > 0) b.append(", ");
            b.append(quoteName(texts.get(i)));
        }
    }

    /**
     * A page name as a fold line quotes it: sanitised ({@link PageQuote#sanitize}: one line, no ref-shaped token, no
     * bracket), its single quotes turned typographic, at most {@value #NAME_CHARS} characters, in single quotes.
     */
    static String quoteName(String pageText) {
        String s = PageQuote.sanitize(pageText).replace('\'', '\u2019');
        if (s.length() > NAME_CHARS) s = PageQuote.cut(s, NAME_CHARS);
        return "'" + s + "'";
    }

    /** Whether a written line is a fold line (for tests and tools that read pruned output). */
    public static boolean isFoldLine(Node n) {
        return n != null && n.isText() && n.value() != null && n.value().startsWith(PREFIX)
                && n.value().contains(SEE + "browser_snapshot ");
    }

    /**
     * The refs a fold line lists (empty when it is not one): the ref-shaped words between its first {@code ": "} and
     * the way back. Page names quoted in the line never hold a ref-shaped word ({@link PageQuote#sanitize}).
     */
    public static List<String> listedRefs(Node n) {
        List<String> out = new ArrayList<>();
        if (!isFoldLine(n)) return out;
        String v = n.value();
        int end = v.lastIndexOf(SEE);
        // the refs follow the last ": " before the way back (names before them may hold one: "'Sale: 50% off'")
        int i = end < 0 ? -1 : v.lastIndexOf(": ", end);
        if (i < 0) return out;
        Matcher m = REF.matcher(v).region(i + 2, end);
        while (m.find()) out.add(m.group());
        return out;
    }

    /** The ref a fold line's way back names ({@code browser_snapshot target=eN}), or null (or when it is not one). */
    public static String target(Node n) {
        if (!isFoldLine(n)) return null;
        String v = n.value();
        int see = v.lastIndexOf(SEE);
        Matcher m = TARGET.matcher(v);
        return m.find(see) ? m.group(1) : null;
    }
}
