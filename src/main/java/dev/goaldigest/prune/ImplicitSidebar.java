package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A reading page's side columns drawn without landmarks: on a page whose main text ({@link ReadingPrune#mainText}) is
 * a good part of all it says, the blocks that come after the blocks holding that text, at each level of the path down
 * to it, that are no landmark and hold links and nothing else to act on (most-read lists, related stories, teasers,
 * tag clouds, share bars; a size picker with "Add to bag" is the page's) are folded like a sidebar: next and previous
 * links, a most-read list and what the goal names stay ({@link ChromeFold#reduce}); the rest becomes a fold line (its
 * refs, or for many the first names) with the way back. Lists of the page's own sections (a table of contents: links
 * within the page), lists of prices and the page's footer are the page's own and stay, and so does what follows the
 * text inside its {@code article}.
 */
final class ImplicitSidebar implements Step {
    /** The main text holds at least this share (in percent) of the page's reading: the page is there to be read. */
    static final int MAIN_SHARE = 30;
    /**
     * A block with this many links or more, mostly links with short text ({@link ImplicitChrome#isMenu}), is side
     * matter; not a list of offers ({@link ImplicitChrome#offers}: products to compare).
     */
    static final int MIN_LINKS = 6;

    @Override
    public void apply(PruneContext ctx) {
        Node root = ctx.root();
        Set<Node> main = ReadingPrune.mainText(root);
        if (main.isEmpty()) return;
        int mainReading = 0;
        for (Node m : main) mainReading += ReadingPrune.ownBlocksReading(m);
        if (mainReading * 100L < (long) ReadingPrune.readingLength(root) * MAIN_SHARE) return;
        // the path down to the main text: every ancestor of a container of it
        Set<Node> path = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node m : main) for (Node a = m; a != null && path.add(a); a = a.parent()) {
            // up to the root, or to a part of the path already marked
        }
        List<Node> side = new ArrayList<>();
        Map<Node, Boolean> inArticle = new IdentityHashMap<>();
        // the path's parts from the root down, each one's side blocks in the page's order (a set's order is no order)
        Traversal.walk(root, (a, d) -> {
            if (!path.contains(a)) return NodeVisitor.Next.SKIP_CHILDREN;
            // what follows the text inside its article (comments, print, share, related) is the article's own
            if (main.contains(a) || inArticle(a, inArticle)) return NodeVisitor.Next.CONTINUE;
            boolean after = false;
            for (Node c : a.children()) {
                if (path.contains(c)) {
                    after = true;
                    continue;
                }
                if (after && c.isElement() && isSide(ctx, c)) side.add(c);
            }
            return NodeVisitor.Next.CONTINUE;
        });
        // which block ends the page as its footer is told of the page as it stands, before any of them folds: folded
        // first, a block after another would leave it nothing after it
        boolean[] footer = new boolean[side.size()];
        for (int i = 0; i < side.size(); i++) footer[i] = endingFooter(side.get(i));
        for (int i = 0; i < side.size(); i++) {
            Node b = side.get(i);
            if (!ctx.isAttached(b)) continue;
            // the block that ends the page, links only, on a page whose footer nothing else drew (no landmark, no
            // copyright line): that is its footer ("Contact Us", "Job Openings", "Submission Guidelines"), which keeps
            // its few links by name as a footer does
            if (footer[i]) ChromeFold.reduceFooter(ctx, b, "footer");
            else ChromeFold.reduce(ctx, b, "sidebar");
        }
    }

    /**
     * Whether {@code n} is an {@code article} or inside one; {@code known} holds the answers found so far, so that
     * asking it of every node of the path costs the path's length, not its length times the page's depth.
     */
    private static boolean inArticle(Node n, Map<Node, Boolean> known) {
        List<Node> up = new ArrayList<>();
        Boolean answer = null;
        for (Node a = n; a != null && answer == null; a = a.parent()) {
            answer = known.get(a);
            if (answer == null && a.isElement() && "article".equals(a.role())) answer = true;
            if (answer == null) up.add(a);
        }
        boolean in = answer != null && answer;
        for (Node a : up) known.put(a, in);
        return in;
    }

    /** A page's ending block of links is its footer with at most this many named links ... */
    static final int ENDING_FOOTER_LINKS = 24;
    /** ... named in this many characters a link on average: a footer's "Contact Us", not a list of related stories. */
    static final int ENDING_FOOTER_NAME = 30;

    /**
     * Whether {@code b} ends the page (nothing with text after it) and is sized as a footer: a few links of short
     * names ({@link #ENDING_FOOTER_LINKS}, {@link #ENDING_FOOTER_NAME}). A list of forty related stories that ends a
     * page is still a side column.
     */
    private static boolean endingFooter(Node b) {
        int[] c = {0, 0}; // named links, their names' length
        Traversal.walk(b, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "link".equals(n.role())) {
                if (n.name() != null && !n.name().isBlank()) {
                    c[0]++;
                    c[1] += n.name().strip().length();
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        if (c[0] == 0 || c[0] > ENDING_FOOTER_LINKS || c[1] > c[0] * ENDING_FOOTER_NAME) return false;
        return RegionExtract.nothingAfter(b, null);
    }

    private static boolean isSide(PruneContext ctx, Node b) {
        if (ctx.folds().isFold(b) || ctx.isLaidOut(b) || Roles.isModal(b) || ctx.isKeptAsIs(b)) return false;
        // a block the goal names is what the agent came for ("the second story under Most read")
        Relevance rel = ctx.relevance();
        if (ctx.goal().isExplicit() && (rel.strong(b) || rel.strongBelow(b))) return false;
        if (Roles.isLandmark(b) || "form".equals(b.role()) || "table".equals(b.role())) return false;
        if (!ImplicitChrome.isMenu(b, MIN_LINKS)) return false;
        // the page's footer, which the footer rules left as it is (it holds too much of the page to fold)
        if (FooterFold.FOOTER.matcher(Texts.subtreeText(b, 4000)).find()) return false;
        if (ImplicitChrome.offers(b)) return false;
        int[] c = new int[3]; // links within the page, filter panels, things to act on that are no link
        Traversal.walk(b, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "link".equals(n.role())) {
                String url = Texts.url(n);
                if (url != null && url.startsWith("#")) c[0]++;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (n.isElement() && n.childCount() >= 3 && PageParts.isFilterPanel(n)) c[1]++;
            if (n.isElement() && Roles.isInteractive(n)) c[2]++;
            return NodeVisitor.Next.CONTINUE;
        });
        // a side column is links only: a button or a field beside them (a size picker and "Add to bag") is the page's
        return c[0] * 2 < Texts.actionableCount(b) && c[1] == 0 && c[2] == 0;
    }
}
