package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Footers without a {@code contentinfo} landmark: the last blocks of the page, when they carry a copyright or legal
 * line and hold a small share of the page's refs, are folded, with the blocks of links right before them (the footer's
 * columns: about us, contact, terms, shipping). Form fields in them (a newsletter box) and what the goal
 * clearly asks for stay.
 */
final class FooterFold implements Step {
    /** How many levels down a footer is looked for inside a last block that holds most of the page. */
    static final int MAX_DOWN = 4;

    /** How many blocks of links right before the copyright line's may join the footer. */
    static final int FOOTER_COLUMNS = 2;
    /** A block that says more than this share (in percent) of the page's text is no column of its footer. */
    static final int COLUMN_TEXT_SHARE = 40;

    /** A copyright or legal line, anywhere in a text ({@code prune/words.yaml}). */
    static final Pattern FOOTER = Pattern.compile(WordLists.bundled().alternatives(WordLists.Phrases.FOOTER),
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** Sites repeat their footers page after page: each distinct footer text is matched once. */
    private static final PatternMemo FOOTER_MEMO = new PatternMemo(FOOTER, 8_000, t -> true);

    @Override
    public void apply(PruneContext ctx) {
        Node spine = spine(ctx);
        Node page = spine;
        int total = Texts.actionableCount(spine);
        int pageText = -1; // read when a last block may be the page's content
        List<Node> blocks = new ArrayList<>();
        int from = -1;
        for (int down = 0; down <= MAX_DOWN; down++) {
            blocks.clear();
            // a footer landmark already reduced (to a fold line, or to its named links) is no block of the page to judge
            for (Node c : spine.children()) if (isBlock(ctx, c)) blocks.add(c);
            if (blocks.size() < 2) return;
            from = -1;
            for (int i = blocks.size() - 1; i >= Math.max(1, blocks.size() - 3); i--) {
                Node b = blocks.get(i);
                if ("main".equals(b.role()) || Roles.isModal(b) || containsMain(b) || isForm(b)) break;
                if (holdsLegalLine(b)) from = i;
            }
            if (from < 0) return;
            // the page's last block is blocks of its own, the last holding the legal line, the others most of the
            // page's text, and the blocks before it hold no heading and no prose (a header's links, a search box):
            // the page's content ending in its legal line (a page laid out as one block), not a footer; its own last
            // blocks are judged. A page with content of its own before it (a 404's "Page not found") has a footer.
            Node last = blocks.get(blocks.size() - 1);
            if (from != blocks.size() - 1) break;
            if (pageText < 0) pageText = Texts.textLength(page);
            if (!endsInLegalLine(ctx, last, pageText) || holdsContent(blocks.subList(0, blocks.size() - 1))) break;
            if (down == MAX_DOWN) return;
            spine = last;
        }
        int refs = 0;
        for (int i = from; i < blocks.size(); i++) refs += Texts.actionableCount(blocks.get(i));
        int most = (int) Math.max(12, total * 0.35);
        if (refs > most) return; // too much of the page to be a footer
        // the columns of links right before the copyright line ("About us": contact, terms, shipping) are the footer's
        // own, not a side column: up to two such blocks (two groups of links or more each) join it while it stays a
        // small share of the page
        for (int i = from - 1; i >= Math.max(1, from - FOOTER_COLUMNS); i--) {
            Node b = blocks.get(i);
            if ("main".equals(b.role()) || Roles.isModal(b) || containsMain(b) || isForm(b) || ImplicitChrome.offers(b)
                    || !ImplicitChrome.isMenu(b, ImplicitChrome.MIN_LINKS) || !columns(b) || ctx.isKeptAsIs(b)) {
                break;
            }
            int more = Texts.actionableCount(b);
            if (refs + more > most) break;
            // nor the page's content laid out as link boxes (a school's home page: its news, its notices, what it
            // teaches): a footer's columns say a small part of what the page says
            if (pageText < 0) pageText = Texts.textLength(page);
            if (Texts.textLength(b) * 100L > (long) pageText * COLUMN_TEXT_SHARE) break;
            refs += more;
            from = i;
        }
        // form fields never go (a newsletter box, a form the footer check mistook for a footer); named links stay:
        // as many as a footer keeps, shared among the footer's blocks by how many each holds
        ChromeFold.reduceFooters(ctx, blocks.subList(from, blocks.size()), "footer");
    }

    /**
     * The level where the page's blocks sit side by side ({@link PageParts#spine}), looking past a footer landmark
     * already laid out as its links: beside it, the page's one other block is where its own last blocks are.
     */
    private static Node spine(PruneContext ctx) {
        Node spine = PageParts.spine(ctx.root());
        for (int guard = 0; guard < 50; guard++) {
            Node only = null;
            int blocks = 0;
            boolean laidOut = false;
            for (int ci = 0, cn = spine.childCount(); ci < cn; ci++) {
                Node c = spine.child(ci);
                if (!c.isElement()) continue;
                if (ctx.isLaidOut(c)) {
                    laidOut = true;
                    continue;
                }
                blocks++;
                only = c;
            }
            if (!laidOut || blocks != 1 || "main".equals(only.role())) break;
            spine = PageParts.spine(only);
        }
        return spine;
    }

    /** A block of the page to judge: an element, no fold line, no footer landmark already laid out as its links. */
    private static boolean isBlock(PruneContext ctx, Node c) {
        return c.isElement() && !ctx.folds().isFold(c) && !ctx.isLaidOut(c);
    }

    /** Whether a block's text (its first 4,000 characters) carries a copyright or legal line ({@link #FOOTER}). */
    private static boolean holdsLegalLine(Node b) {
        return FOOTER_MEMO.find(Texts.subtreeText(b, 4000));
    }

    /** A block of this many parts or more may be a page's content ending in its legal line. */
    static final int CONTENT_PARTS = 3;

    /**
     * Whether {@code b} is {@link #CONTENT_PARTS} blocks or more, its last the one with the legal line and the others
     * holding more than half of the page's text ({@code pageText} characters).
     */
    private static boolean endsInLegalLine(PruneContext ctx, Node b, int pageText) {
        Node lastPart = null;
        int parts = 0;
        for (int ci = 0, cn = b.childCount(); ci < cn; ci++) {
            Node c = b.child(ci);
            // counted as the next level counts its blocks
            if (isBlock(ctx, c)) {
                lastPart = c;
                parts++;
            } else if (c.isText() && c.value() != null && !c.value().isBlank()) {
                lastPart = null; // text of its own after its blocks: the block is one thing, not blocks
            }
        }
        if (parts < CONTENT_PARTS || lastPart == null || !holdsLegalLine(lastPart)) return false;
        return (Texts.textLength(b) - Texts.textLength(lastPart)) * 2 > pageText;
    }

    /** A line of text this long, outside a field, is prose ({@link #holdsContent}). */
    static final int PROSE_LINE = 80;

    /** Whether {@code blocks} hold a heading, a paragraph or a line of text of {@link #PROSE_LINE} characters. */
    private static boolean holdsContent(List<Node> blocks) {
        for (Node b : blocks) if (isContent(b) || Traversal.find(b, FooterFold::isContent) != null) return true;
        return false;
    }

    private static boolean isContent(Node n) {
        if (n.isElement() && ("heading".equals(n.role()) || "paragraph".equals(n.role()))) return true;
        return (n.isText() || n.isElement() && !Roles.isField(n) && !Roles.isInteractive(n)) && n.value() != null
                && n.value().strip().length() >= PROSE_LINE;
    }

    /** A block holding a form (three fields or more; a newsletter box has fewer) is page content, whatever legal line it also carries. */
    private static boolean isForm(Node b) {
        int[] fields = {0};
        Traversal.walk(b, (n, d) -> {
            if (Roles.isField(n) && n.ref() != null && !n.hasAttr("aria-hidden")) fields[0]++;
            return fields[0] >= 3 ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return fields[0] >= 3;
    }

    /**
     * Whether a block is laid out as a footer's columns: two groups of links or more, each under a heading or in a list
     * of its own ("Most searched", "About us"); one list of links (a page's downloads) is content.
     */
    private static boolean columns(Node b) {
        int[] groups = {0, 0}; // headings, lists
        Traversal.walk(b, (n, d) -> {
            if (n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("heading".equals(n.role())) {
                groups[0]++;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if ("list".equals(n.role())) {
                groups[1]++;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return groups[0] >= 2 || groups[1] >= 2 ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return groups[0] >= 2 || groups[1] >= 2;
    }

    private static boolean containsMain(Node b) {
        return Traversal.find(b, n -> "main".equals(n.role())) != null;
    }
}
