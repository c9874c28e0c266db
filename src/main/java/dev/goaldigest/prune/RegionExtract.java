package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Folds the page's chrome: the landmark regions it is given (banner, navigation, contentinfo, complementary ...),
 * outside main and dialogs. Inside a folded region, search and form landmarks, form fields (with the buttons beside
 * them) and what clearly matches the goal stay; everything else becomes a fold line listing its actionable refs. A
 * region that is a filter panel ({@link PageParts#isFilterPanel}) is the page's own navigation and stays. Which
 * regions go in which mode is {@link Pipeline}'s table.
 */
final class RegionExtract implements Step {
    private final Set<String> dropRoles;

    /** @param dropRoles the landmark roles folded */
    RegionExtract(String... dropRoles) {
        this.dropRoles = Set.of(dropRoles);
    }

    @Override
    public void apply(PruneContext ctx) {
        List<Node> regions = new ArrayList<>();
        List<Node> footers = new ArrayList<>();
        List<List<Node>> footerNavigations = new ArrayList<>();
        Set<Node> inFooters = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean[] hasFooter = {false};
        int[] banners = {0};
        // whether the page has no main landmark (a page with one has its content's header in it: a banner outside it
        // is the site's), looked up once, when a second banner asks
        Boolean[] noMain = {null};
        Traversal.walk(ctx.root(), (n, depth) -> {
            if (!n.isElement()) return n.kind() == Node.Kind.ROOT ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            // a page with a main landmark or a footer landmark says where its content and its footer are
            if ("main".equals(n.role()) || "contentinfo".equals(n.role())) hasFooter[0] = true;
            if ("main".equals(n.role()) || Roles.isModal(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            // a footer this mode keeps (browse reads a page to its end) keeps its own navigation when it is a footer's
            // few links (terms, privacy, "Edit this page on GitHub"); of a footer with a sitemap, its navigations
            // keep the links a footer keeps, shared among them (the legal strip after a sitemap of 35 keeps its own)
            if ("contentinfo".equals(n.role()) && !dropRoles.contains("contentinfo")) {
                if (ChromeFold.namedLinkCount(n) <= ChromeFold.FOOTER_LINKS) return NodeVisitor.Next.SKIP_CHILDREN;
                if (dropRoles.contains("navigation")) {
                    List<Node> navigations = landmarksIn(n, "navigation");
                    footerNavigations.add(navigations);
                    inFooters.addAll(navigations);
                }
            }
            if (inFooters.contains(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            // on a page without a main landmark, a banner after the page's first is the header of the page's content
            // when it holds the page's title and its date (a story's headline with its date, author and reading time,
            // written in a header outside its article): it is what the page says, not chrome, and does not fold as a
            // banner (the landmarks inside it still fold as theirs do)
            if ("banner".equals(n.role()) && banners[0]++ > 0 && dropRoles.contains("banner") && noMain(ctx, noMain)
                    && storyHeader(n)) {
                return NodeVisitor.Next.CONTINUE;
            }
            if (n.role() != null && dropRoles.contains(n.role())) {
                // a side column of filters is the page's own navigation, not chrome: FilterPanelTrim shortens it; so
                // is a bar of a few links right above the page's list of results (its tabs, its sort)
                if (!PageParts.isFilterPanel(n) && !(!ctx.goal().isExplicit() && controlsTheListAfter(n))) {
                    regions.add(n);
                    if (dropRoles.contains("contentinfo") && !"contentinfo".equals(n.role())) {
                        footers.addAll(landmarksIn(n, "contentinfo"));
                    }
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        // a footer inside a side column (a portal's left rail ending in About, Terms, Privacy) is reduced as a footer,
        // first: the column around it keeps it ({@link ChromeKeeps#mustStay})
        for (Node f : footers) ChromeFold.reduceFooter(ctx, f, f.role());
        for (List<Node> navigations : footerNavigations) ChromeFold.reduceFooters(ctx, navigations, "navigation");
        // without an explicit goal, the page's one navigation bar of a few links and nothing else stays whole
        // ("Archives", "Blogs", "Forums", "Glossary", "My Account"): its fold line would cost what it hides; several
        // such bars share one fold line, where a ref costs less than a line (with a goal, what it names stays, and the
        // rest shares one line with the page's other chrome)
        Node bar = ctx.goal().isExplicit() ? null : onlyBar(regions);
        // a page without a main or a footer landmark whose last navigation ends it: that is its footer's links (a
        // navigation after a main landmark is a table of contents or a side column, and folds)
        Node endBar = hasFooter[0] || !footers.isEmpty() ? null : endingNavigation(regions);
        for (Node r : regions) {
            if ("contentinfo".equals(r.role()) || r == endBar) ChromeFold.reduceFooter(ctx, r, r.role());
            else if (wrapsTheFooter(r, footers)) ChromeFold.reduceEndingFooter(ctx, r, r.role());
            else if (r != bar) ChromeFold.reduce(ctx, r, r.role());
        }
    }

    /** Whether the page has no main landmark, found in one walk the first time it is asked ({@code memo}). */
    private static boolean noMain(PruneContext ctx, Boolean[] memo) {
        if (memo[0] == null) memo[0] = Traversal.find(ctx.root(), x -> x.isElement() && "main".equals(x.role())) == null;
        return memo[0];
    }

    /** A page's title in a header of its content reads at least this many words ... */
    static final int TITLE_WORDS = 3;
    /** ... and a header is looked through this many nodes, in all, for it and its date. */
    private static final int TITLE_LOOK = 200;

    /**
     * Whether {@code banner} holds, among its first {@link #TITLE_LOOK} nodes, a level-1 heading written as text of its
     * own, of {@link #TITLE_WORDS} words or more, with no link or picture in it (a page's title, not the site's name
     * drawn as a logo), and a date (a {@code time} element, or a node that shows one, {@link Months#shownBy}): a
     * story's header.
     */
    static boolean storyHeader(Node banner) {
        int[] seen = {0};
        boolean[] found = {false, false}; // title, date
        boolean[] inTitle = {false};
        boolean[] inside = {false}; // between the heading's head and its tail: inside it
        int[] title = {0, 0}; // words, links or pictures inside the heading
        Node[] heading = {null};
        Traversal.walk(banner, new NodeVisitor.WithTail() {
            @Override
            public NodeVisitor.Next head(Node n, int d) {
                if (++seen[0] > TITLE_LOOK) return NodeVisitor.Next.STOP;
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if (heading[0] == null && !found[0] && n.isElement() && "heading".equals(n.role()) && "1".equals(n.attr("level"))) {
                    heading[0] = n;
                    inside[0] = true;
                    title[0] = n.name() != null && !n.name().isBlank() ? words(n.name()) : 0;
                    title[1] = 0;
                    inTitle[0] = n.name() == null || n.name().isBlank();
                    return NodeVisitor.Next.CONTINUE;
                }
                if (inside[0]) {
                    if (Roles.isActionable(n) || "img".equals(n.role())) title[1]++;
                    if (inTitle[0] && n.isText() && n.value() != null) title[0] += words(n.value());
                    return NodeVisitor.Next.CONTINUE;
                }
                if ("time".equals(n.role())) found[1] = true;
                if (Months.shownBy(n) >= 0) found[1] = true;
                return found[0] && found[1] ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
            }

            @Override
            public void tail(Node n, int d) {
                if (n != heading[0]) return;
                inside[0] = false;
                if (title[1] == 0 && title[0] >= TITLE_WORDS) found[0] = true;
                else heading[0] = null;
            }
        });
        return found[0] && found[1];
    }

    /** The words of a title: runs of letters or digits, two Chinese, Japanese or Korean characters a word. */
    private static int words(String t) {
        int words = 0;
        int cjk = 0;
        boolean in = false;
        for (int i = 0, n = Math.min(t.length(), 400); i < n; i++) {
            char c = t.charAt(i);
            if (Words.isCjk(c)) {
                cjk++;
                in = false;
                continue;
            }
            boolean letter = Character.isLetterOrDigit(c);
            if (letter && !in) words++;
            in = letter;
        }
        return words + cjk / 2;
    }

    /** A bar of the list's own controls holds at most this many links ... */
    static final int LIST_CONTROL_LINKS = 4;
    /** ... and comes right before a list of at least this many items, each with something to act on ... */
    static final int LIST_ITEMS = 5;
    /** ... found within this many nodes of what follows it ... */
    private static final int LIST_LOOK = 3_000;
    /** ... among the bar's next this many siblings. */
    private static final int LIST_CONTROL_AFTER = 3;

    /**
     * Whether {@code nav} is the controls of the list right after it: a navigation of a few short links only
     * ({@link #LIST_CONTROL_LINKS}: "Particuliers 39 annonces | Professionnels 140 annonces", "Trier par prix"), after
     * which (among its next {@link #LIST_CONTROL_AFTER} siblings, other such bars and blocks without text aside) comes a
     * block that is no landmark holding, before any heading, a list of {@link #LIST_ITEMS} items or more, each with
     * something to act on. Such a bar is how the agent narrows or orders the results, as a filter panel is; a site's bars
     * come before the page's heading or its main landmark, not right before its list.
     */
    static boolean controlsTheListAfter(Node nav) {
        if (!"navigation".equals(nav.role()) || !ChromeFold.fewLinksOnly(nav)
                || ChromeFold.namedLinkCount(nav) > LIST_CONTROL_LINKS) {
            return false;
        }
        Node p = nav.parent();
        if (p == null) return false;
        int looked = 0;
        for (int i = nav.index() + 1; i < p.childCount() && looked < LIST_CONTROL_AFTER; i++) {
            Node c = p.child(i);
            if (!c.isElement()) {
                if (c.isText() && c.value() != null && !c.value().isBlank()) return false;
                continue;
            }
            looked++;
            if ("navigation".equals(c.role()) && ChromeFold.fewLinksOnly(c)) continue;
            if (Texts.subtreeText(c, 1).isBlank()) continue;
            // the page's main landmark or a block that opens with a heading is the page, not a list its bar controls
            if (Roles.isLandmark(c)) return false;
            return holdsList(c);
        }
        return false;
    }

    /**
     * Whether {@code block} holds, within {@link #LIST_LOOK} nodes, {@link #LIST_ITEMS} siblings each with a link, before
     * any heading (a heading first: the block is a section of the page, whose list its own heading introduces).
     */
    private static boolean holdsList(Node block) {
        int[] seen = {0};
        boolean[] found = {false};
        boolean[] headed = {false};
        Traversal.walk(block, (n, d) -> {
            if (++seen[0] > LIST_LOOK || found[0] || headed[0]) return NodeVisitor.Next.STOP;
            if (!n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("heading".equals(n.role())) {
                headed[0] = true;
                return NodeVisitor.Next.STOP;
            }
            if (n.childCount() >= LIST_ITEMS) {
                int items = 0;
                for (int ci = 0, cn = n.childCount(); ci < cn && items < LIST_ITEMS && seen[0] <= LIST_LOOK; ci++, seen[0]++) {
                    Node c = n.child(ci);
                    if (c.isElement() && actionableWithin(c, ITEM_LOOK)) items++;
                }
                if (items >= LIST_ITEMS) {
                    found[0] = true;
                    return NodeVisitor.Next.STOP;
                }
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /** An item's link is looked for among its first this many nodes. */
    private static final int ITEM_LOOK = 40;

    /** Whether {@code n} or one of its first {@code look} nodes is something to act on. */
    private static boolean actionableWithin(Node n, int look) {
        return Traversal.find(n, x -> x.isElement() && Roles.isActionable(x), look) != null;
    }

    /** What may follow a page's ending navigation: at most this many links ... */
    static final int AFTER_ENDING_LINKS = 16;
    /** ... and text of this many characters, no heading, no field, no main landmark. */
    static final int AFTER_ENDING_TEXT = 300;

    /**
     * The page's last navigation region when it is the footer's row of links of a page without a main or a footer
     * landmark (a
     * forum's "Terms of use · Advertising · For copyright holders · For the press" under the thread): after a heading
     * of the page's, {@link ChromeFold#FOOTER_LINKS} named links at most, and after it nothing but a few links and
     * short texts ({@link #AFTER_ENDING_LINKS}, {@link #AFTER_ENDING_TEXT}): no heading, no field, no main text. Such a
     * navigation keeps its links as a footer does, where another navigation folds. Null when there is none.
     */
    static Node endingNavigation(List<Node> regions) {
        Node last = null;
        for (Node r : regions) if ("navigation".equals(r.role())) last = r;
        if (last == null || ChromeFold.namedLinkCount(last) > ChromeFold.FOOTER_LINKS || !headingBefore(last)) return null;
        int[] links = {0};
        int[] text = {0};
        boolean[] content = {false};
        for (Node a = last; a.parent() != null && !content[0]; a = a.parent()) {
            Node p = a.parent();
            boolean after = false;
            for (int i = 0, n = p.childCount(); i < n && !content[0]; i++) {
                Node c = p.child(i);
                if (c == a) {
                    after = true;
                    continue;
                }
                if (!after) continue;
                Traversal.walk(c, (x, d) -> {
                    if (x.isText() && x.value() != null) text[0] += x.value().strip().length();
                    if (!x.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
                    if ("heading".equals(x.role()) || "main".equals(x.role()) || Roles.isField(x)
                            || Roles.isModal(x)) {
                        content[0] = true;
                        return NodeVisitor.Next.STOP;
                    }
                    if ("link".equals(x.role())) links[0]++;
                    if (x.name() != null) text[0] += x.name().length();
                    if (links[0] > AFTER_ENDING_LINKS || text[0] > AFTER_ENDING_TEXT) {
                        content[0] = true;
                        return NodeVisitor.Next.STOP;
                    }
                    return NodeVisitor.Next.CONTINUE;
                });
            }
        }
        return content[0] ? null : last;
    }

    /** Whether a heading comes before {@code n} in the page: the page's content, which its footer follows. */
    private static boolean headingBefore(Node n) {
        for (Node a = n; a.parent() != null; a = a.parent()) {
            Node p = a.parent();
            for (int i = 0, k = p.childCount(); i < k; i++) {
                Node c = p.child(i);
                if (c == a) break;
                if (c.isElement() && ("heading".equals(c.role())
                        || Traversal.find(c, x -> x.isElement() && "heading".equals(x.role())) != null)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The one navigation region of a few links only ({@link ChromeFold#fewLinksOnly}); null when none or several. */
    private static Node onlyBar(List<Node> regions) {
        Node bar = null;
        for (Node r : regions) {
            if (!"navigation".equals(r.role()) || !ChromeFold.fewLinksOnly(r)) continue;
            if (bar != null) return null;
            bar = r;
        }
        return bar;
    }

    /**
     * Whether {@code region} holds the page's footer landmark as its last block and ends the page (nothing with text
     * after either): its other blocks are the footer's too, the organisation's address and phone before the
     * copyright strip among them ({@link ChromeFold#reduceEndingFooter}).
     */
    private static boolean wrapsTheFooter(Node region, List<Node> footers) {
        for (Node f : footers) {
            if (Traversal.isInside(f, region) && f != region && nothingAfter(f, region) && nothingAfter(region, null)) {
                return true;
            }
        }
        return false;
    }

    /** Whether nothing with text follows {@code n} up to {@code top} (the whole page when null). */
    static boolean nothingAfter(Node n, Node top) {
        for (Node a = n; a != top && a.parent() != null; a = a.parent()) {
            Node p = a.parent();
            for (int i = a.index() + 1; i < p.childCount(); i++) {
                if (!Texts.subtreeText(p.child(i), 1).isBlank()) return false;
            }
        }
        return true;
    }

    /** The outermost landmarks of {@code role} inside {@code region} (not itself), outside dialogs. */
    private static List<Node> landmarksIn(Node region, String role) {
        List<Node> out = new ArrayList<>();
        Traversal.walk(region, (n, depth) -> {
            if (n == region) return NodeVisitor.Next.CONTINUE;
            if (!n.isElement() || Roles.isModal(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (role.equals(n.role())) {
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }
}
