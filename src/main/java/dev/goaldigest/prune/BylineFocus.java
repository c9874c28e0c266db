package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A goal that asks who wrote a page or when it was published or updated ({@link Goal#asksByline}) is answered by its
 * byline and its dates: short lines by the title, under a post, in the footer. The page's prose (runs of long
 * paragraphs, in any language) says neither, and folds into one line per run; headings, short lines, times, dates,
 * fields, tables and the footer stay. Prose that speaks of what else the goal asks ("the guest blogger who wrote this
 * post": the guest blogger's note) stays, and so does a paragraph with a date near its start (a "Posted on 3/09/15
 * by ..." written as a sentence). Every fold line says what it held and how to get it back.
 */
final class BylineFocus implements Step {
    /** A block with less text than this may be a byline ("By Patrick Allan, staff writer"): it is never prose. */
    static final int PROSE_TEXT = 120;
    /** A run of prose folds from this much text (as {@link GoalSections}' runs: the fold line is some 100 characters). */
    static final int MIN_TEXT = GoalSections.MIN_TEXT;
    /** A run's closing note on its author is at most this long ({@link Run#closingNote}). */
    static final int CLOSING_NOTE = 300;
    /** How much of a line's text is looked at for a date. */
    static final int CUE_TEXT = 160;
    /** A year, a date written with digits, a time of day, a CJK date: what a byline shows. */
    static final Pattern DATE = Pattern.compile(
            "\\b(1[89]\\d\\d|20\\d\\d)\\b|\\b\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}\\b|\\b\\d{1,2}:\\d\\d\\b|\\d{1,4}\\s*[年月日]");
    /** What prose is written in: a paragraph of inline parts, or a block of such paragraphs. */
    private static final Set<String> BLOCKS = Set.of("paragraph", "generic", "listitem", "blockquote", "definition");
    /** Inline parts of a paragraph. */
    private static final Set<String> INLINE = Set.of("link", "strong", "emphasis", "code", "superscript", "subscript",
            "mark", "img", "generic", "insertion", "deletion");
    /**
     * What a plain part is made of (prose, or what a run of it holds between its paragraphs: lists, code, terms,
     * pictures); a heading, a field, a time, a table or a landmark is not.
     */
    private static final Set<String> PLAIN = Set.of("paragraph", "generic", "listitem", "list", "blockquote", "term",
            "definition", "code", "figure", "img", "link", "strong", "emphasis", "superscript", "subscript", "mark",
            "insertion", "deletion", "caption");
    /**
     * What a run of prose holds between its paragraphs (plain: no date, nothing the goal names): a list, code, a
     * picture, a link standing alone, a term and its definition. A short paragraph ends the run: it may be a byline.
     */
    private static final Set<String> BETWEEN = Set.of("list", "code", "figure", "img", "link", "term", "definition",
            "caption", "blockquote");
    /** Containers whose parts are not a page's prose: a table's cells are facts, a form's texts say what to fill. */
    private static final Set<String> NOT_PROSE = Set.of("table", "grid", "treegrid", "row", "rowgroup", "cell",
            "gridcell", "columnheader", "rowheader", "form", "search", "banner", "navigation", "contentinfo");
    /** Deeper than this, blocks inside blocks are not weighed as prose (the walk stays bounded). */
    static final int MAX_DEPTH = 24;

    @Override
    public void apply(PruneContext ctx) {
        Goal goal = ctx.goal();
        if (!goal.asksByline()) return;
        new Run(ctx, topic(ctx, goal)).walk();
    }

    /**
     * What the goal asks about besides the byline, without the words of the page's title: "When was this git-log
     * manual page last updated?" names the page, and every paragraph says "git log".
     */
    private static Relevance topic(PruneContext ctx, Goal goal) {
        Set<String> title = new HashSet<>();
        Node h1 = Traversal.find(ctx.root(), n -> n.isElement() && PageParts.headingLevel(n) == 1);
        if (h1 != null) title.addAll(Words.of(Texts.subtreeText(h1, 300)));
        Goal topic = goal.bylineTopic(title);
        return topic.isExplicit() ? new Relevance(ctx.root(), topic) : Relevance.NONE;
    }

    private static final class Run {
        private final PruneContext ctx;
        private final Relevance rel;
        private final Relevance topic;
        private final Map<Node, Boolean> plain = new IdentityHashMap<>();
        private final Map<Node, Boolean> prose = new IdentityHashMap<>();

        Run(PruneContext ctx, Relevance topic) {
            this.ctx = ctx;
            this.rel = ctx.relevance();
            this.topic = topic;
        }

        /** The parents whose runs fold, in document order, and what folds under each. */
        private final List<Node> parents = new ArrayList<>();
        private final Map<Node, Set<Node>> folding = new IdentityHashMap<>();
        /** The last block of each run that folds, and those of them that are a closing note ({@link #closingNote}). */
        private final Set<Node> runEnds = Collections.newSetFromMap(new IdentityHashMap<>());
        private final Set<Node> closingNotes = Collections.newSetFromMap(new IdentityHashMap<>());

        void walk() {
            Set<Node> folded = Collections.newSetFromMap(new IdentityHashMap<>());
            Traversal.walk(ctx.root(), (n, d) -> {
                if (n.isProperty() || !n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
                if (n.isElement() && (Roles.isModal(n) || has(NOT_PROSE, n)) || ctx.isKeptAsIs(n) || folded.contains(n)) {
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                Set<Node> fold = runs(n.children());
                if (!fold.isEmpty()) {
                    parents.add(n);
                    folding.put(n, fold);
                    folded.addAll(fold);
                }
                return NodeVisitor.Next.CONTINUE;
            });
            // an article's text ends with a note on its author: when the article's last run ends with one, that
            // block stays, the others of its run fold (a comment, an article inside it, has its own last run)
            if (!closingNotes.isEmpty()) {
                for (Node end : lastRunEnds().values()) if (closingNotes.contains(end)) folding.get(end.parent()).remove(end);
            }
            for (Node p : parents) {
                Set<Node> fold = folding.get(p);
                if (!fold.isEmpty()) ctx.folds().foldChildren(p, fold, c -> List.of(), BylineFocus::what);
            }
        }

        /** The runs among {@code kids} from a prose block to a prose block, plain parts between, with enough text to fold. */
        private Set<Node> runs(List<Node> kids) {
            Set<Node> fold = null;
            int i = 0;
            while (i < kids.size()) {
                if (!prose(kids.get(i), 0)) {
                    i++;
                    continue;
                }
                int last = i;
                for (int j = i + 1; j < kids.size(); j++) {
                    Node k = kids.get(j);
                    if (prose(k, 0)) last = j;
                    else if (!has(BETWEEN, k) || !plain(k)) break;
                }
                int text = 0;
                int blocks = 0;
                int proseText = 0;
                for (int j = i; j <= last; j++) {
                    int t = Texts.textLength(kids.get(j));
                    text += t;
                    if (prose(kids.get(j), 0)) {
                        blocks++;
                        proseText += t;
                    }
                }
                if (text >= MIN_TEXT) {
                    if (fold == null) fold = Collections.newSetFromMap(new IdentityHashMap<>());
                    fold.addAll(kids.subList(i, last + 1));
                    runEnds.add(kids.get(last));
                    if (closingNote(kids.get(last), blocks, proseText)) closingNotes.add(kids.get(last));
                }
                i = last + 1;
            }
            return fold == null ? Set.of() : fold;
        }

        /** The end of each article's last run, by the article (the innermost around it), in one walk of the page. */
        private Map<Node, Node> lastRunEnds() {
            Map<Node, Node> last = new IdentityHashMap<>();
            List<Node> articles = new ArrayList<>();
            Traversal.walk(ctx.root(), new NodeVisitor.WithTail() {
                @Override
                public Next head(Node n, int depth) {
                    if (n.isProperty()) return Next.SKIP_CHILDREN;
                    if ("article".equals(n.role())) articles.add(n);
                    if (runEnds.contains(n) && !articles.isEmpty()) last.put(articles.get(articles.size() - 1), n);
                    return Next.CONTINUE;
                }

                @Override
                public void tail(Node n, int depth) {
                    if (!articles.isEmpty() && articles.get(articles.size() - 1) == n) articles.remove(articles.size() - 1);
                }
            });
            return last;
        }

        /**
         * Whether the last block of a run of prose is the text's closing note on its author ("Andrés Malamud es
         * politólogo e investigador en la Universidad de Lisboa", "The writer is a professor at ..."): after two long
         * blocks or more, a short one ({@link #CLOSING_NOTE} characters at most, and at most half as long as the
         * others on average), at the end of an article's last run: the article's end. It stays with the byline.
         */
        private static boolean closingNote(Node last, int blocks, int text) {
            if (blocks < 3) return false;
            int own = Texts.textLength(last);
            return own <= CLOSING_NOTE && own * 2 <= (text - own) / (blocks - 1);
        }

        /**
         * Whether {@code n} is prose: {@linkplain #plain plain}, a text or a paragraph of inline parts of
         * {@link #PROSE_TEXT} characters or more, mostly outside links; or a block whose blocks are all prose (lists,
         * code and pictures between them). A block holding a short paragraph (a byline) is not.
         */
        private boolean prose(Node n, int depth) {
            if (depth > MAX_DEPTH) return false; // not kept: the walk may meet the node again at its own level
            Boolean known = prose.get(n);
            if (known != null) return known;
            boolean is = (n.isText() || has(BLOCKS, n)) && plain(n)
                    && Texts.textLength(n) >= PROSE_TEXT && (inline(n) ? mostlyOutsideLinks(n) : blocksAreProse(n, depth));
            prose.put(n, is);
            return is;
        }

        private boolean blocksAreProse(Node n, int depth) {
            boolean any = false;
            for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
                Node c = n.child(ci);
                if (c.isProperty()) continue;
                if (c.isText() || has(BLOCKS, c)) {
                    if (!prose(c, depth + 1)) return false;
                    any = true;
                }
            }
            return any;
        }

        /** Whether {@code n} is a text, or holds texts and inline parts only (a paragraph, a generic written as one). */
        private static boolean inline(Node n) {
            return n.isText() || Traversal.find(n, x -> x != n && !x.isProperty() && !x.isText() && !has(INLINE, x)) == null;
        }

        private static boolean mostlyOutsideLinks(Node n) {
            int[] linked = {0};
            Traversal.walk(n, (x, d) -> {
                if (x.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if ("link".equals(x.role())) {
                    linked[0] += Texts.textLength(x);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                return NodeVisitor.Next.CONTINUE;
            });
            return linked[0] * 2 < Texts.textLength(n);
        }

        /**
         * Whether {@code n} says nothing a byline question asks: text, paragraphs, lists, code, terms and pictures
         * only, no line showing a date near its start, nothing the goal or its topic names, no way on, no copyright or
         * legal line, no fold line, nothing of the footer.
         */
        private boolean plain(Node n) {
            Boolean known = plain.get(n);
            if (known != null) return known;
            boolean[] ok = {!ctx.folds().isFooter(n) && (n.isText() || n.isElement())};
            if (ok[0]) {
                Traversal.walk(n, (x, d) -> {
                    if (x.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                    String own = x.isText() || x.isElement() ? Texts.ownText(x) : "";
                    if (x.isElement() && !has(PLAIN, x) || x.isRaw() || ctx.folds().isFold(x) || ctx.isKeptAsIs(x)
                            || rel.picked(x) || topic.strong(x) || RegionValue.pagerLink(x)
                            || GoalSections.legal(x) || DATE.matcher(own.length() > CUE_TEXT ? own.substring(0, CUE_TEXT) : own).find()) {
                        ok[0] = false;
                        return NodeVisitor.Next.STOP;
                    }
                    return NodeVisitor.Next.CONTINUE;
                });
            }
            plain.put(n, ok[0]);
            return ok[0];
        }
    }

    /** Whether {@code n} is an element whose role is one of {@code roles} (an element without a role is none). */
    private static boolean has(Set<String> roles, Node n) {
        return n.isElement() && n.role() != null && roles.contains(n.role());
    }

    private static String what(Node n) {
        return n.isText() ? "text" : n.role();
    }
}
