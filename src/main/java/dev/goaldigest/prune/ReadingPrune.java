package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reading content, in one of two ways. Cutting (for a page an agent acts on): prose blocks with nothing to act on are
 * dropped, long text is cut to its first words, decorative images and separators go; but without an explicit goal the
 * page's main text (the story of a news page with a comment form, the description of a product), up to
 * {@link #MAIN_TEXT_MAX}, stays whole, and the fold of repeated siblings leaves its blocks (the token budget may still
 * fold them). Reading (for a page an agent
 * reads): paragraphs, code, definitions, headings, captions and cells stay whole; only images that name nothing and
 * separators go. Links inside prose always stay; so do elements with a ref that show a short text (a price, a count,
 * a date).
 */
final class ReadingPrune implements Step {
    /** Reading blocks an agent does not act on. */
    private static final Set<String> PROSE = Set.of("paragraph", "blockquote", "code", "figure", "caption",
            "figcaption", "note", "definition", "term", "math", "DescriptionList", "article");
    /** Text longer than this is cut in act and navigate. */
    static final int LONG_TEXT = 100;
    /** How many words of a cut text stay. */
    static final int KEEP_WORDS = 12;
    /** A prose block with this much text and nothing to act on is dropped in act and navigate. */
    static final int PROSE_BLOCK = 160;

    /** true: reading content stays whole (the reading way); false: prose is dropped or cut (the cutting way) */
    private final boolean browse;

    private ReadingPrune(boolean browse) {
        this.browse = browse;
    }

    /** Prose blocks with nothing to act on go, long texts are cut: for pages an agent acts on. */
    static ReadingPrune cutting() {
        return new ReadingPrune(false);
    }

    /** Reading content stays whole; only separators and images that name nothing go: for pages an agent reads. */
    static ReadingPrune reading() {
        return new ReadingPrune(true);
    }

    /**
     * A prose block of at least this reading length ({@link PageSurvey#readingLength}: a sentence, in any script) is
     * a block of text ...
     */
    static final int SENTENCE = 80;
    /** ... and a container whose own prose children hold this much in such blocks ... */
    static final int MAIN_TEXT = 600;
    /** ... in at least this many of them holds (part of) a main text ... */
    static final int MAIN_TEXT_BLOCKS = 2;
    /**
     * ... of which at most this much reading, in document order, stays whole (about 6,000 tokens: well within the
     * default budget, whatever else the page holds); blocks after it are cut like other prose.
     */
    static final int MAIN_TEXT_MAX = 24_000;

    /**
     * The containers of the page's main text: those whose own prose children hold at least {@link #MAIN_TEXT} of
     * reading in {@link #MAIN_TEXT_BLOCKS} or more blocks of a sentence or more (a story split by a picture or an ad
     * is two such containers).
     */
    static Set<Node> mainText(Node root) {
        return mainText(root, new IdentityHashMap<>());
    }

    /** {@link #mainText(Node)}, with the reading length of each block of the page put in {@code lengths}. */
    private static Set<Node> mainText(Node root, Map<Node, Integer> lengths) {
        // in document order (nodes are equal only to themselves): what reads the main text reads it in the page's order
        Map<Node, int[]> byParent = new LinkedHashMap<>();
        Traversal.walk(root, (n, d) -> {
            if (n.isRaw() || n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (isBlock(n) && n.parent() != null) {
                int len = readingLength(n);
                lengths.put(n, len);
                if (len >= SENTENCE) {
                    int[] a = byParent.computeIfAbsent(n.parent(), k -> new int[2]);
                    a[0] += len;
                    a[1]++;
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        Set<Node> out = new LinkedHashSet<>();
        for (Map.Entry<Node, int[]> e : byParent.entrySet()) {
            int[] a = e.getValue();
            if (a[1] >= MAIN_TEXT_BLOCKS && a[0] >= MAIN_TEXT) out.add(e.getKey());
        }
        return out;
    }

    /** A page's one text is a block of at least this much reading ... */
    static final int ONE_TEXT = 300;
    /** ... that holds at least this share (in percent) of the page's reading. */
    static final int ONE_TEXT_SHARE = 25;

    /** Whether the page has a main text ({@link #mainText}) and it says none of the goal's words. */
    private static boolean mainTextUnsaid(PruneContext ctx, Relevance rel) {
        Set<Node> main = mainText(ctx.root(), new LinkedHashMap<>());
        if (main.isEmpty()) return false;
        for (Node container : main) if (rel.subtree(container) > 0) return false;
        return true;
    }

    /**
     * Whether the goal is a question written in a language ({@link Languages#of}) that the blocks of the page's main
     * text are not (an English question on a French story), naming none of the headings among its blocks: its words
     * cannot tell which paragraph answers it.
     */
    private static boolean goalInAnotherLanguage(PruneContext ctx) {
        String text = ctx.goal().text();
        // a question about what the page says; an instruction ("subscribe to the newsletter") names what it acts on
        if (text.indexOf('?') < 0 && text.indexOf('？') < 0) return false;
        String language = Languages.of(text);
        if (language == null) return false;
        Set<Node> main = mainText(ctx.root(), new IdentityHashMap<>());
        if (main.isEmpty()) return false;
        // a goal that names a heading among the text's blocks ("Pauschalreisen") finds its answer under it, in any
        // language
        for (Node h : GoalPicks.headingsNamed(ctx.goal(), headings(ctx.root()), Math.max(3, ctx.settings().foldKeep()))) {
            if (h.parent() != null && main.contains(h.parent())) return false;
        }
        // a sample of the text tells its language: up to MAIN_TEXT_MAX characters of its blocks are read
        List<String> texts = new ArrayList<>();
        int left = MAIN_TEXT_MAX;
        for (Node container : main) {
            for (int i = 0; i < container.childCount() && left > 0; i++) {
                Node b = container.child(i);
                if (!isBlock(b)) continue;
                String t = Texts.subtreeText(b, Math.min(left, Words.MAX_TEXT));
                texts.add(t);
                left -= t.length();
            }
        }
        return Languages.otherThan(language, texts);
    }

    /**
     * Marks the blocks of the page's main text, in document order up to {@link #MAIN_TEXT_MAX}, as kept whole; on a
     * page without one, its one text: the longest block, when it is a good part of all the page says (a firm's page on
     * one of its services: a heading and its paragraph, among menus).
     */
    private static void keepMainTextWhole(PruneContext ctx) {
        // in document order (nodes are equal only to themselves): the first of equally long blocks is the longest
        Map<Node, Integer> lengths = new LinkedHashMap<>();
        Set<Node> main = mainText(ctx.root(), lengths);
        if (main.isEmpty()) {
            List<Node> lede = lede(ctx.root(), lengths);
            if (!lede.isEmpty()) {
                for (Node b : lede) ctx.keepWhole(b);
                return;
            }
            Node longest = null;
            for (Map.Entry<Node, Integer> e : lengths.entrySet()) {
                if (longest == null || e.getValue() > lengths.get(longest)) longest = e.getKey();
            }
            if (longest == null || lengths.get(longest) < ONE_TEXT || !underItsHeading(longest)) return;
            if (lengths.get(longest) * 100L >= (long) readingLength(ctx.root()) * ONE_TEXT_SHARE) ctx.keepWhole(longest);
            return;
        }
        int[] left = {MAIN_TEXT_MAX};
        Traversal.walk(ctx.root(), (n, d) -> {
            if (left[0] <= 0) return NodeVisitor.Next.STOP;
            if (n.isRaw() || n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.parent() != null && main.contains(n.parent()) && isBlock(n)) {
                ctx.keepWhole(n);
                left[0] -= lengths.get(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /**
     * A short story's text (a news brief, a paywalled article's first paragraphs, a recipe's ingredients and steps):
     * the first container in the section of a {@code heading [level=1]} (up to the next heading of level 1 or 2) whose
     * own blocks of a sentence or more in that section (lists of text, {@link #isTextList}, among them) are two or more
     * and read {@link #ONE_TEXT} or more, outside dialogs and forms; its blocks in the section (from the first, up to the
     * section's end). Empty when there is none.
     */
    private static List<Node> lede(Node root, Map<Node, Integer> lengths) {
        boolean[] inSection = {false};
        // per container: its reading and blocks of a sentence or more in the current section, and its first block there
        Map<Node, int[]> byParent = new IdentityHashMap<>();
        Map<Node, Node> firstBlock = new IdentityHashMap<>();
        Node[] found = {null};
        Traversal.walk(root, (n, d) -> {
            if (n.isRaw() || n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            // a dialog's or a form's text is no story (a cookie notice, a sign-up's terms)
            if (n.isElement() && (Roles.isModal(n) || "form".equals(n.role()))) return NodeVisitor.Next.SKIP_CHILDREN;
            int level = PageParts.headingLevel(n);
            if (level > 0) {
                // a title starts a section anew (a page may repeat its title: the story's own starts again); a heading
                // of level 2 ends it
                if (level <= 2) {
                    inSection[0] = level == 1;
                    byParent.clear();
                    firstBlock.clear();
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            boolean list = inSection[0] && isTextList(n);
            if (!inSection[0] || !isBlock(n) && !list || n.parent() == null) return NodeVisitor.Next.CONTINUE;
            firstBlock.putIfAbsent(n.parent(), n);
            Integer len = list ? (Integer) readingLength(n) : lengths.get(n);
            if (len != null && len >= SENTENCE) {
                int[] a = byParent.computeIfAbsent(n.parent(), k -> new int[2]);
                a[0] += len;
                if (++a[1] >= MAIN_TEXT_BLOCKS && a[0] >= ONE_TEXT) {
                    found[0] = n.parent();
                    return NodeVisitor.Next.STOP;
                }
            }
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        List<Node> out = new ArrayList<>();
        if (found[0] == null) return out;
        Node container = found[0];
        for (int ci = firstBlock.get(container).index(), cn = container.childCount(); ci < cn; ci++) {
            Node c = container.child(ci);
            int level = PageParts.headingLevel(c);
            if (level > 0 && level <= 2) break;
            if (isBlock(c) || isTextList(c)) out.add(c);
        }
        return out;
    }

    /**
     * A list of sentences or lines to read, not to choose among: two items or more, each of text alone, none with
     * anything to act on (a recipe's steps and ingredients, a how-to's instructions, a post's points). In a short story
     * it is one of its blocks ({@link #lede}).
     */
    static boolean isTextList(Node n) {
        if (!n.isElement() || !"list".equals(n.role()) || Texts.hasActionable(n)) return false;
        int items = 0;
        for (Node c : n.children()) {
            if (c.isProperty()) continue;
            if (!"listitem".equals(c.role())) return false;
            if (c.value() == null && !c.hasChildren()) continue;
            items++;
        }
        return items >= 2;
    }

    /** The text under a page's title stays whole up to this reading length (a product's description, a standfirst). */
    static final int TITLE_TEXT_MAX = 1_500;
    /** How many wrappers down the text under a title is looked for. */
    private static final int TITLE_TEXT_DEPTH = 3;

    /**
     * The page's title text: the first block of a sentence or more that follows the page's first
     * {@code heading [level=1]} (of {@code titles}, the page's level-1 headings in document order: at most
     * {@link #TITLES}; of more, up to {@link #MANY_TITLES}, the first when it alone has such a text under it), with
     * only a subtitle or two (a model number under a product's name), pictures and empty lines between them, looking
     * into wrappers that hold no control (at most {@link #TITLE_TEXT_DEPTH} down), outside dialogs and forms; null
     * when a control, a list, a form or a table comes first, or the block reads more than {@link #TITLE_TEXT_MAX}. The
     * description under a product's name is what the page says of it, though it is a single paragraph among menus.
     */
    private static Node titleText(List<Node> titles) {
        if (titles.isEmpty() || titles.size() > MANY_TITLES) return null;
        if (titles.size() <= TITLES) return textUnder(titles.get(0));
        // more level-1 headings than a title and a logo: boxes of links headed as titles ("Mehr zum Thema",
        // "Schlagwörter") head no text, and when the first heading is the only one that does, it is the page's title;
        // a carousel of titles (a promotion's eight level-1 headings, each over its line) names no page
        Node found = textUnder(titles.get(0));
        if (found == null) return null;
        for (int i = 1; i < titles.size(); i++) if (textUnder(titles.get(i)) != null) return null;
        return found;
    }

    /** Level-1 headings beyond this many are a page of titles (a list of stories headed so): none is looked under. */
    private static final int MANY_TITLES = 32;

    /** The title's text under level-1 heading {@code h1} ({@link #titleText}), or null. */
    private static Node textUnder(Node h1) {
        if (h1.parent() == null || !outsideDialogsAndForms(h1)) return null;
        Node p = h1.parent();
        int headings = 0;
        for (int i = h1.index() + 1; i < p.childCount(); i++) {
            Node c = p.child(i);
            if (!c.isElement() && !c.isText()) continue;
            // a control (a field, a button, a link) first: the title heads a form or a menu, not a text (a wrapper
            // whose first block comes before its links, a picture's link after the text, holds the text; one that
            // holds a field is a form, its text the form's terms)
            if (c.isElement() && (Roles.isActionable(c) || Texts.hasActionable(c)
                    && (firstBlock(c, TITLE_TEXT_DEPTH) == null || hasField(c)))) {
                return null;
            }
            if (c.isElement() && PageParts.headingLevel(c) > 1) {
                // a subtitle or two (a model number under a product's name); more is a new section
                if (++headings > TITLE_SUBHEADINGS) return null;
                continue;
            }
            if (c.isElement()
                    && (PageParts.isPicture(c) || !c.hasChildren() && c.name() == null && c.value() == null)) {
                continue;
            }
            Node block = firstBlock(c, TITLE_TEXT_DEPTH);
            if (block == null) return null;
            int len = readingLength(block);
            return len >= SENTENCE && len <= TITLE_TEXT_MAX ? block : null;
        }
        return null;
    }

    /** A page with more level-1 headings than this has no one title (a site's logo and the page's name are two). */
    private static final int TITLES = 2;
    /** Headings between a title and its text, at most. */
    private static final int TITLE_SUBHEADINGS = 2;

    /** {@code n} when it is a block, else the first block down its first children through wrappers without controls. */
    private static Node firstBlock(Node n, int depth) {
        if (isBlock(n)) return n;
        if (depth == 0 || !n.isElement() || !Roles.isStructural(n) || Roles.isActionable(n) || n.name() != null) {
            return null;
        }
        for (int i = 0; i < n.childCount(); i++) {
            Node c = n.child(i);
            if (c.isProperty()) continue;
            return firstBlock(c, depth - 1);
        }
        return null;
    }

    private static boolean outsideDialogsAndForms(Node n) {
        for (Node a = n.parent(); a != null; a = a.parent()) {
            if (Roles.isModal(a) || "form".equals(a.role())) return false;
        }
        return true;
    }

    /**
     * Whether a block is the text of the heading right before it (images between them aside), outside a dialog and a
     * form: a consent line under a form's fields or a cookie notice is no page's one text.
     */
    private static boolean underItsHeading(Node block) {
        if (!outsideDialogsAndForms(block)) return false;
        Node p = block.parent();
        if (p == null) return false;
        int i = block.index();
        for (int k = i - 1; k >= 0; k--) {
            Node before = p.child(k);
            if (!before.isElement() || PageParts.isPicture(before)) continue;
            return "heading".equals(before.role());
        }
        return false;
    }

    /** A discussion read whole has at least this many posts ... */
    static final int DISCUSSION_POSTS = 3;
    /**
     * ... which hold at least this share (in percent) of the page's text: the page is the discussion (a forum's thread,
     * a question and its answers), not a story with a few comments under it (its main text is read whole already).
     */
    static final int DISCUSSION_SHARE = 40;

    /** At most this many groups are weighed as a discussion (each holds 40% of the page: a page has few). */
    static final int DISCUSSION_TRIES = 8;

    /**
     * Without an explicit goal, marks the text of the page's discussion as kept whole: a run of like siblings,
     * {@link #DISCUSSION_POSTS} or more, that together hold {@link #DISCUSSION_SHARE} of the page's text and that
     * {@link SiblingFold#threadPosts} takes for posts (most say a sentence of their own, few are titled on their own). A
     * post is often one block of text (a reply of a few lines, laid out one table a post on older forums), which no
     * container's {@link #mainText} counts; cut to its first words, no post would say a sentence any more, and the fold
     * of repeated siblings would take the thread for a list and fold its posts to their authors. The posts' blocks
     * (quotes among them) stay whole, in document order, up to {@link SiblingFold#THREAD_TEXT} characters of text, the
     * allowance of posts the fold of repeated siblings keeps (with an explicit goal it keeps none, and neither does
     * this). Parents are weighed in document order, outer first, each parent's groups by their first item; at most
     * {@link #DISCUSSION_TRIES} groups, and none inside a discussion found.
     */
    private static void keepDiscussionWhole(PruneContext ctx) {
        if (ctx.goal().isExplicit()) return;
        // the parents of enough children that hold enough text for posts, in document order, each with its children's
        // text (as SiblingFold.ItemStats counts it), found in one walk
        Map<Node, long[][]> parents = new LinkedHashMap<>();
        long[] pageText = {0};
        Traversal.walk(ctx.root(), new NodeVisitor.WithTail() {
            /** the text of each node on the path from the root, as far as the walk has read it */
            private long[] open = new long[64];
            /** each node's children's texts on the path, when it has enough children; how many are read */
            private long[][] kids = new long[64][];
            private int[] read = new int[64];

            @Override
            public NodeVisitor.Next head(Node n, int depth) {
                if (depth >= open.length) {
                    open = java.util.Arrays.copyOf(open, open.length * 2);
                    kids = java.util.Arrays.copyOf(kids, kids.length * 2);
                    read = java.util.Arrays.copyOf(read, read.length * 2);
                }
                kids[depth] = null;
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                open[depth] = n.value() != null ? n.value().length()
                        : n.name() != null && !n.hasChildren() ? n.name().length() : 0;
                if (!n.isText() && n.childCount() >= DISCUSSION_POSTS) {
                    kids[depth] = new long[n.childCount()];
                    read[depth] = 0;
                    parents.put(n, null);
                }
                return NodeVisitor.Next.CONTINUE;
            }

            @Override
            public void tail(Node n, int depth) {
                long total = n.isProperty() ? 0 : open[depth];
                if (depth == 0) {
                    pageText[0] += total;
                } else {
                    open[depth - 1] += total;
                    long[] k = kids[depth - 1];
                    if (k != null) k[read[depth - 1]++] = total;
                }
                if (kids[depth] == null) return;
                // a group of posts says POST_TEXT an item on average: its parent at least that much for three
                if (total < (long) DISCUSSION_POSTS * SiblingFold.POST_TEXT) parents.remove(n);
                else parents.put(n, new long[][] {{total}, kids[depth]});
            }
        });
        if (pageText[0] == 0) return;
        long left = SiblingFold.THREAD_TEXT;
        int tries = 0;
        Map<Node, SiblingFold.ItemStats> stats = new IdentityHashMap<>();
        Set<Node> found = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Map.Entry<Node, long[][]> e : parents.entrySet()) {
            Node parent = e.getKey();
            long[] childText = e.getValue()[1];
            if (e.getValue()[0][0] * 100 < pageText[0] * DISCUSSION_SHARE || inside(parent, found)) continue;
            List<List<Node>> groups = new ArrayList<>(Signature.groups(parent, ctx.folds()::isFold).values());
            // each parent's groups by their first item's place (a map's order is its keys')
            Map<Node, Integer> at = new IdentityHashMap<>();
            for (int i = 0; i < parent.childCount(); i++) at.put(parent.child(i), i);
            groups.sort(java.util.Comparator.comparingInt(g -> at.get(g.get(0))));
            for (List<Node> g : groups) {
                if (g.size() < DISCUSSION_POSTS) continue;
                long text = 0;
                for (Node c : g) text += childText[at.get(c)];
                if (text * 100 < pageText[0] * DISCUSSION_SHARE) continue;
                if (++tries > DISCUSSION_TRIES) return;
                for (Node c : g) stats.computeIfAbsent(c, SiblingFold.ItemStats::of);
                Set<Node> posts = SiblingFold.threadPosts(g, stats);
                for (Node post : g) {
                    if (!posts.contains(post)) continue;
                    found.add(post);
                    left = keepBlocksWhole(ctx, post, left);
                    if (left <= 0) return;
                }
            }
        }
    }

    /** Whether {@code n} lies inside one of {@code posts}. */
    private static boolean inside(Node n, Set<Node> posts) {
        if (posts.isEmpty()) return false;
        for (Node a = n.parent(); a != null; a = a.parent()) if (posts.contains(a)) return true;
        return false;
    }

    /**
     * Marks the blocks of {@code post} as kept whole (a post drawn as an article is walked into: its pictures and
     * links go as elsewhere) while {@code left} characters of text are left; what is left after them. Blocks already
     * whole are not counted again; headings and things to act on are no blocks.
     */
    private static long keepBlocksWhole(PruneContext ctx, Node post, long left) {
        long[] l = {left};
        Traversal.walk(post, (n, d) -> {
            if (l[0] <= 0) return NodeVisitor.Next.STOP;
            if (n.isRaw() || n.isProperty() || ctx.isWhole(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && (Roles.isActionable(n) || "heading".equals(n.role()))) {
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (isBlock(n) || n.isElement() && PROSE.contains(n.role()) && !"article".equals(n.role())) {
                ctx.keepWhole(n);
                l[0] -= Texts.textLength(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return l[0];
    }

    /** A table to read has more rows than this ... */
    static final int READ_TABLE_ROWS = 12;
    /** ... which hold at least this share (in percent) of the page's text ... */
    static final int READ_TABLE_SHARE = 40;
    /** ... each showing this many characters of text on average ... */
    static final int READ_ROW_TEXT = 40;
    /** ... and having at most this many things to act on, on average. */
    static final int READ_ROW_ACTIONS = 2;

    /**
     * Without an explicit goal, in the cutting way: the page's main text, its tables to read and its title's text stay
     * whole. One walk finds both the tables and the level-1 headings the title's text is looked for under.
     */
    private static void keepWholeTexts(PruneContext ctx) {
        keepMainTextWhole(ctx);
        keepDiscussionWhole(ctx);
        List<Node> tables = new ArrayList<>();
        List<Node> titles = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isRaw() || n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.role() != null && TABLES.contains(n.role())) tables.add(n);
            if (PageParts.headingLevel(n) == 1) titles.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        keepReadTablesWhole(ctx, tables);
        Node titleText = titleText(titles);
        if (titleText != null) ctx.keepWhole(titleText);
    }

    /**
     * Marks the rows of the page's tables to read ({@code tables}: the page's, in document order) as kept whole: a
     * table whose rows hold much of the page's text, each row mostly text (a court's docket, minutes, a schedule, a
     * changelog), is what the page is about; its rows are read, not chosen among, so they are neither cut nor folded as
     * repeated siblings, up to {@link #READ_TABLE_MAX} of reading in document order (the rows after it fold as repeated
     * siblings do). Rows are counted through the table's row groups, never into a table inside. A grid of cards
     * ({@link PageParts#gridCards}) is no table to read.
     */
    private static void keepReadTablesWhole(PruneContext ctx, List<Node> tables) {
        long pageText = Texts.textLength(ctx.root());
        if (pageText == 0) return;
        int left = READ_TABLE_MAX;
        for (Node table : tables) {
            List<Node> rows = PageParts.rows(table, Integer.MAX_VALUE - 1);
            // a shop's products laid out four a row are chosen among, as a list's are (SiblingFold folds them)
            if (rows.size() <= READ_TABLE_ROWS || !ctx.gridCards(table).isEmpty()) continue;
            long text = 0;
            long actions = 0;
            for (Node row : rows) {
                text += Texts.textLength(row);
                actions += Texts.actionableCount(row);
            }
            if (text * 100 < pageText * READ_TABLE_SHARE || text < (long) rows.size() * READ_ROW_TEXT
                    || actions > (long) rows.size() * READ_ROW_ACTIONS) {
                continue;
            }
            for (Node row : rows) {
                if (left <= 0) return;
                ctx.keepWhole(row);
                left -= readingLength(row);
            }
        }
    }

    private static final Set<String> TABLES = Set.of("table", "grid", "treegrid");

    /**
     * At most this much reading of a page's tables to read stays whole (about 3,000 tokens: a table's rows cost more
     * in lines and refs than a text's paragraphs; the rows after it fold as repeated siblings, keeping their titles).
     */
    static final int READ_TABLE_MAX = 12_000;

    /**
     * A block of a text: a paragraph, a quote, or, on a page laid out without paragraphs, a generic showing text of its
     * own or a bare text line.
     */
    private static boolean isBlock(Node n) {
        if (n.isText()) return true;
        if (!n.isElement()) return false;
        String role = n.role();
        return "paragraph".equals(role) || "blockquote".equals(role)
                || "generic".equals(role) && n.value() != null && !Roles.isActionable(n);
    }

    /** The reading length of a container's own blocks of a sentence or more (what {@link #mainText} counts). */
    static int ownBlocksReading(Node container) {
        int len = 0;
        for (Node c : container.children()) {
            if (!isBlock(c)) continue;
            int l = readingLength(c);
            if (l >= SENTENCE) len += l;
        }
        return len;
    }

    /** The reading length of a subtree's text. */
    static int readingLength(Node start) {
        int[] len = {0};
        Traversal.walk(start, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.value() != null) len[0] += PageSurvey.readingLength(n.value());
            else if (n.name() != null && !n.hasChildren()) len[0] += PageSurvey.readingLength(n.name());
            return NodeVisitor.Next.CONTINUE;
        });
        return len[0];
    }

    @Override
    public void apply(PruneContext ctx) {
        Relevance rel = ctx.relevance();
        // which tables are grids of cards is decided while their pictures are still there (they go below)
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isRaw() || n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.role() != null && TABLES.contains(n.role())) ctx.gridCards(n);
            return NodeVisitor.Next.CONTINUE;
        });
        // with an explicit goal, the paragraphs it names stay (below) and the rest of the story need not; a goal the
        // page says little of and its main text nothing of (an English goal on a Russian page finds one word, in an
        // e-mail address), or one written in another language than the main text (an English question on a Spanish
        // story finds the names it shares with it, not the paragraph that answers), cannot tell which of them it
        // names, and the main text stays whole as without one
        if (!browse && (!ctx.goal().isExplicit() || rel.saidShare() < GoalSections.SAID && mainTextUnsaid(ctx, rel)
                || goalInAnotherLanguage(ctx))) {
            keepWholeTexts(ctx);
        }
        List<Node> drops = new ArrayList<>();
        List<String> whats = new ArrayList<>();
        List<Node> cuts = new ArrayList<>();
        // prose dropped is counted in its fold line with its first words: the agent learns it is there (with an
        // explicit goal, what it names stays, and a line that could only count the rest would tell nothing)
        Set<Node> prose = Collections.newSetFromMap(new IdentityHashMap<>());
        keepFollowers(ctx, rel);
        LogoRows logos = new LogoRows();
        Set<Node> aboveTables = aboveTables(ctx.root());
        // rows of a table to read: inside them nothing is cut or dropped as prose, but images and separators still go
        Set<Node> rowsEntered = Collections.newSetFromMap(new IdentityHashMap<>());
        Traversal.walk(ctx.root(), new NodeVisitor.WithTail() {
            @Override
            public NodeVisitor.Next head(Node n, int depth) {
                if (n.isRaw() || n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if (ctx.folds().isFold(n)) return NodeVisitor.Next.SKIP_CHILDREN;
                boolean inRow = !rowsEntered.isEmpty();
                if (n.isText()) {
                    if (!browse && !inRow && n.value() != null && !ctx.isWhole(n) && n.value().length() > LONG_TEXT
                            && !rel.strong(n)) {
                        cuts.add(n);
                    }
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                if (n.kind() != Node.Kind.ELEMENT) return NodeVisitor.Next.CONTINUE;
                String role = n.role() == null ? "" : n.role();
                // a frame that did not load shows its fallback markup as text: nothing to read (its line and ref stay)
                if ("iframe".equals(role) && isMarkup(n.value())) n.setValue(null);
                if ("separator".equals(role) && !Roles.isActionable(n)) {
                    drops.add(n);
                    whats.add("separator");
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                if (PageParts.isPicture(n) && !Roles.isActionable(n) && !labelsItsControl(n)
                        && (browse ? (n.name() == null || n.name().isBlank())
                                : !logos.inFooterRow(n, ctx) && !LogoRows.namesLogos(n.name()) && !Texts.finishesLine(n))
                        && !n.hasChildren()) {
                    if (!(n.ref() != null && rel.strong(n))) {
                        drops.add(n);
                        whats.add("image");
                    }
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                if (browse) return NodeVisitor.Next.CONTINUE;
                // what the goal keeps as it is (the block after a match, a section its heading names) is not cut
                if (ctx.isKeptAsIs(n)) return NodeVisitor.Next.SKIP_CHILDREN;
                // the main text reads whole
                if (ctx.isWhole(n)) {
                    if (!"row".equals(role)) return NodeVisitor.Next.SKIP_CHILDREN;
                    rowsEntered.add(n);
                    return NodeVisitor.Next.CONTINUE;
                }
                if (inRow) return NodeVisitor.Next.CONTINUE;
                // a block the goal matches strongly, or that holds a strong match (a licence line's "Nevada 2003-0387"
                // in bold), is what the agent came for
                if (PROSE.contains(role) && !rel.strong(n) && !(rel.active() && (rel.subtree(n) >= 0.5 || rel.strongBelow(n)))
                        && !ctx.isKeptAsIs(n)) {
                    // a block holding a table (a product's specification under its tab) is data to read, not prose:
                    // the walk goes on into it
                    if (!Texts.hasActionable(n) && !hasField(n) && Texts.textLength(n) > PROSE_BLOCK && !aboveTables.contains(n)
                            && !statesAPrice(n)) {
                        drops.add(n);
                        whats.add(role);
                        if (!ctx.goal().isExplicit()) prose.add(n);
                        return NodeVisitor.Next.SKIP_CHILDREN;
                    }
                }
                if (n.value() != null && n.value().length() > LONG_TEXT && !rel.strong(n)) cuts.add(n);
                return NodeVisitor.Next.CONTINUE;
            }

            @Override
            public void tail(Node n, int depth) {
                rowsEntered.remove(n);
            }
        });
        ctx.folds().dropAll(drops, whats, prose::contains);
        // a cell named by all it holds says the whole text again in its name: once the text is cut, the name would no
        // longer be taken for an echo of it (EchoTrim) and the text would stay whole there; the name goes first
        // (each part looked at once, however many of its texts are cut: a row of 3,000 lines is one look)
        Set<Node> looked = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node n : cuts) {
            Node a = n.parent();
            for (int up = 0; up < ECHO_LEVELS && a != null; up++, a = a.parent()) {
                if (a.name() == null || !looked.add(a)) continue;
                if (EchoTrim.namedByContent(a, ctx.folds()::isFold)) a.setName(null);
            }
        }
        for (Node n : cuts) n.setValue(Texts.cut(n.value(), Math.max(KEEP_WORDS, wordsToPrice(n.value()))));
    }

    /** How many levels above a cut text a table part named by its content is looked for. */
    static final int ECHO_LEVELS = 3;

    /** A short prose block holding a price is at most this long ... */
    static final int PRICE_BLOCK = 400;
    /** ... and its cut keeps its words up to the price when the price comes within this many words. */
    static final int PRICE_WORDS = 40;

    /**
     * Whether {@code n} is one short block of text stating a price within its first {@link #PRICE_WORDS} words
     * ("next-day delivery is available for just £4.99"): what delivery, a plan or an option costs is what an agent
     * compares, so the block is cut after its price, not dropped.
     */
    private static boolean statesAPrice(Node n) {
        String v = n.value();
        return v != null && !n.hasChildren() && wordsToPrice(v) > 0;
    }

    /** How many words of {@code text} reach the end of its first price, or 0 when there is none within {@link #PRICE_WORDS}. */
    private static int wordsToPrice(String text) {
        // the gate and the memo first: most texts hold no price, and the same text is asked about twice
        if (text.length() > PRICE_BLOCK || !Texts.PRICE_MEMO.find(text)) return 0;
        Matcher m = Texts.PRICE.matcher(text);
        if (!m.find()) return 0;
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < m.end(); i++) {
            boolean space = Character.isWhitespace(text.charAt(i));
            if (!space && !inWord) words++;
            inWord = !space;
        }
        return words <= PRICE_WORDS ? words : 0;
    }

    /**
     * With a goal, the block of prose right after one the goal names strongly, when it names part of the goal too:
     * a story's answer is often the sentence after the one that names its subject ("Bjorn shattered a camera lens"
     * ... "the lens cost $80,000"). Lines of text laid out flat, one block each (a forum's rules: "16. Duplicate
     * accounts.", what it forbids, "(40 infraction points / expiry: never)"): the two lines after a short title line
     * ({@value #TITLE_LINE} characters at most) the goal names strongly stay with it whatever their words (the page's
     * language need not be the goal's), up to a line the goal names as strongly (the next item of a list). A term
     * the goal names keeps its definitions.
     */
    private static void keepFollowers(PruneContext ctx, Relevance rel) {
        if (!ctx.goal().isExplicit() || !rel.active()) return;
        keepSectionsNamed(ctx);
        // each parent's children in one pass by position (a node's own index would cost its siblings each time)
        Traversal.walk(ctx.root(), (p, d) -> {
            if (!p.isElement() && p.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            keepDefinitions(ctx, rel, p);
            for (int i = 0, cn = p.childCount(); i < cn; i++) {
                Node n = p.child(i);
                if (!n.isElement()) continue;
                boolean prose = PROSE.contains(n.role() == null ? "" : n.role());
                boolean titleLine = !prose && isTextLine(n) && n.value().length() <= TITLE_LINE;
                if (!(prose || titleLine) || !rel.strong(n)) continue;
                int looked = 0;
                for (int k = i + 1; k < cn && looked < (prose ? 1 : LINE_FOLLOWERS); k++) {
                    Node next = p.child(k);
                    if (!next.isElement()) continue;
                    looked++;
                    boolean same = prose ? PROSE.contains(next.role() == null ? "" : next.role()) : isTextLine(next);
                    // a line the goal names as strongly is an item of its own: the lines that all name it are the
                    // list's to choose among; a long line is a text of its own, not what a title says
                    if (!same || !prose && (rel.strong(next) || next.value().length() > FOLLOWER_LINE)) break;
                    // kept as it is: neither dropped here nor taken by a later fold of repeated paragraphs; the lines
                    // under a short title line are what it says, whatever their words
                    if (!prose || rel.subtree(next) > 0) ctx.keepAsIs(next);
                }
            }
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /**
     * The definitions of a term the goal names (a glossary's, a specification's fields: "how does the chapter define
     * 'Saturation'?"), strongly or whole ({@link GoalPicks#headingsNamed}), among the children of {@code p}: up to the
     * next term, they are what the page says of it.
     */
    private static void keepDefinitions(PruneContext ctx, Relevance rel, Node p) {
        List<Node> terms = null;
        for (int i = 0, cn = p.childCount(); i < cn; i++) {
            Node n = p.child(i);
            if (!"term".equals(n.role()) || !n.isElement()) continue;
            if (terms == null) terms = new ArrayList<>();
            terms.add(n);
        }
        if (terms == null) return;
        Set<Node> named = Collections.newSetFromMap(new IdentityHashMap<>());
        named.addAll(GoalPicks.headingsNamed(ctx.goal(), terms, Math.max(3, ctx.settings().foldKeep())));
        for (Node t : terms) if (rel.strong(t)) named.add(t);
        for (int i = 0, cn = p.childCount(); i < cn; i++) {
            if (!named.contains(p.child(i))) continue;
            for (int k = i + 1; k < cn; k++) {
                Node next = p.child(k);
                if (!next.isElement()) continue;
                if (!"definition".equals(next.role())) break;
                ctx.keepAsIs(next);
            }
        }
    }

    /** How many lines after a line of text the goal names strongly are looked at for the rest of its answer. */
    static final int LINE_FOLLOWERS = 2;
    /** A line of text this short is a title: the lines after it stay with it whatever they say ... */
    static final int TITLE_LINE = 80;
    /** ... up to this long each (a rule's text and its penalty, not a page of prose). */
    static final int FOLLOWER_LINE = 400;

    /** A block that is one line of text and nothing else: a {@code generic} with a value and no children. */
    private static boolean isTextLine(Node n) {
        return n.isElement() && "generic".equals(n.role()) && !n.hasChildren() && n.value() != null
                && !n.value().isBlank();
    }

    /** The blocks of a section whose heading the goal names that stay with it, at most ... */
    static final int SECTION_BLOCKS = 3;
    /** ... and at most this many characters of text in all (a reference entry: its signature, its sentence). */
    static final int SECTION_CHARS = 1500;
    /** The section's first block stays up to this long (some 1,000 tokens), whatever the others. */
    static final int FIRST_BLOCK_CHARS = 4000;

    /** The page's headings, in document order. */
    private static List<Node> headings(Node root) {
        List<Node> headings = new ArrayList<>();
        Traversal.walk(root, (n, d) -> {
            if (!n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("heading".equals(n.role())) {
                headings.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return headings;
    }

    /**
     * With a goal, the first blocks of a section whose heading the goal names whole ({@link GoalPicks#headingsNamed}):
     * a reference page's entry ("type BenchmarkResult" and the struct under it) answers "what fields does the
     * BenchmarkResult struct have?" though its words weigh less than the goal's others ("fields" is rarer on the page).
     * Up to {@value #SECTION_BLOCKS} blocks and {@value #SECTION_CHARS} characters (the first block up to
     * {@value #FIRST_BLOCK_CHARS}, alone), up to the next heading or the
     * first list or table (whose items the goal sorts one by one); kept as they are, as a strong match's follower is.
     */
    private static void keepSectionsNamed(PruneContext ctx) {
        List<Node> headings = headings(ctx.root());
        // the section ends at the next heading, and at a list or a table: the goal's to sort item by item (GoalFocus),
        // not to keep whole; either may be the next block or inside it
        Predicate<Node> ends = x -> "heading".equals(x.role()) || x.isElement() && Roles.isRepeatingContainer(x);
        for (Node h : GoalPicks.headingsNamed(ctx.goal(), headings, Math.max(3, ctx.settings().foldKeep()))) {
            Node p = h.parent();
            if (p == null) continue;
            int blocks = 0;
            int chars = 0;
            for (int i = h.index() + 1; i < p.childCount() && blocks < SECTION_BLOCKS; i++) {
                Node next = p.child(i);
                if (!next.isElement()) continue;
                if (ends.test(next) || Traversal.find(next, ends) != null) break;
                chars += Texts.textLength(next);
                // the first block stays though it is long (a guide's paragraph of 1,700 characters under "Pauschalreisen"
                // holds the answer somewhere in it); the blocks after it only while the section stays short
                if (chars > (blocks == 0 ? FIRST_BLOCK_CHARS : SECTION_CHARS)) break;
                ctx.keepAsIs(next);
                blocks++;
            }
        }
    }

    /** An HTML tag, with its attributes. */
    private static final Pattern TAG = Pattern.compile("<[!/]?[A-Za-z][^<>]*>");

    /**
     * Text that is HTML markup and nothing else ({@code <a href='...'><img ...></a>}): no letter outside its tags (a
     * fallback that says something, {@code <p>See the <a>schedule</a></p>}, is text to read and stays).
     */
    static boolean isMarkup(String v) {
        if (v == null) return false;
        String t = v.strip();
        if (t.length() <= 2 || t.charAt(0) != '<' || t.charAt(t.length() - 1) != '>') return false;
        String outside = TAG.matcher(t).replaceAll("");
        for (int i = 0; i < outside.length(); i++) if (Character.isLetter(outside.charAt(i))) return false;
        return true;
    }

    /**
     * A row of logos: a list of three or more items, or a block of three or more parts, each a lone picture with a
     * short name of its own ("VISA", "PayPal", "Alipay" in a shop's footer; a carrier's, a seal's, a partner's logo).
     * In the page's footer its names are facts the page states nowhere else (which cards it takes), so its pictures
     * stay in every mode; elsewhere such a strip is a gallery or a card's badges, and goes with the other pictures.
     */
    static final class LogoRows {
        static final int MIN_LOGOS = 3;
        static final int MAX_NAME = 40;
        private final Map<Node, Boolean> known = new IdentityHashMap<>();
        private final Map<Node, Boolean> inFooter = new IdentityHashMap<>();

        boolean inRow(Node img) {
            return row(img) != null;
        }

        /** The list or block of logos {@code img} is one of, or null. */
        Node row(Node img) {
            if (!PageParts.isPicture(img) || img.name() == null || img.name().isBlank()) return null;
            Node p = img.parent();
            if (p == null) return null;
            Node row = "listitem".equals(p.role()) && PageParts.loneChild(p) != null ? p.parent() : p;
            if (row == null) return null;
            Boolean k = known.get(row);
            if (k == null) {
                k = isRow(row);
                known.put(row, k);
            }
            return k ? row : null;
        }

        /**
         * Whether a picture's name lists the logos of two or more cards, payment services or carriers ({@code
         * "mastercard, visa, maestro, american express"}, {@code words.yaml}'s payment brands): one picture of the
         * logos a site takes, which states them as a footer's row of logos does, wherever it is. A name longer than a
         * list of them ({@link #MAX_LOGO_LIST}) is a description.
         */
        static boolean namesLogos(String name) {
            if (name == null || name.length() < 6 || name.length() > MAX_LOGO_LIST) return false;
            Matcher m = PAYMENT_BRANDS.matcher(Words.fold(name));
            int brands = 0;
            while (m.find()) if (++brands >= 2) return true;
            return false;
        }

        /** A picture's name listing logos is shorter than this. */
        static final int MAX_LOGO_LIST = 160;
        private static final Pattern PAYMENT_BRANDS = WordLists.bundled().wholeWords(WordLists.Phrases.PAYMENT_BRANDS, 0);

        private static boolean isRow(Node row) {
            Set<String> names = new HashSet<>();
            for (int ci = 0, cn = row.childCount(); ci < cn; ci++) {
                Node c = row.child(ci);
                if (c.isProperty()) continue;
                Node pic = "listitem".equals(c.role()) ? PageParts.loneChild(c) : c;
                if (pic == null || !PageParts.isPicture(pic) || Roles.isActionable(pic) || pic.hasChildren()
                        || pic.name() == null || pic.name().isBlank() || pic.name().length() > MAX_NAME) {
                    return false;
                }
                // five "star" pictures are a rating, not five logos
                if (!names.add(pic.name().strip().toLowerCase(Locale.ROOT))) return false;
            }
            return names.size() >= MIN_LOGOS;
        }

        /**
         * Whether {@code img} is in a row of logos inside the page's footer (a {@code contentinfo}, or blocks the rules
         * reduced as one): a strip of pictures elsewhere is a gallery or a card's badges.
         */
        boolean inFooterRow(Node img, PruneContext ctx) {
            Node row = row(img);
            if (row == null) return false;
            Boolean k = inFooter.get(row);
            if (k == null) {
                boolean found = false;
                for (Node a = row; a != null && !found; a = a.parent()) {
                    found = "contentinfo".equals(a.role()) || ctx.folds().isFooter(a);
                }
                k = found;
                inFooter.put(row, k);
            }
            return k;
        }
    }

    /** An image that is the only label of the link or button around it (a logo, an icon with alt text). */
    private static boolean labelsItsControl(Node img) {
        Node p = img.parent();
        return p != null && Roles.isActionable(p) && (p.name() == null || p.name().isBlank())
                && img.name() != null && !img.name().isBlank();
    }

    /** The nodes that hold a table or a grid: each ancestor is marked once, so the whole costs one walk. */
    private static Set<Node> aboveTables(Node root) {
        Set<Node> above = Collections.newSetFromMap(new IdentityHashMap<>());
        Traversal.walk(root, (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (PageParts.isTable(n)) {
                for (Node a = n.parent(); a != null && above.add(a); a = a.parent()) {
                    // marked on the way up; stops where an earlier table marked the rest
                }
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return above;
    }

    private static boolean hasField(Node n) {
        return Traversal.find(n, Roles::isField) != null;
    }
}
