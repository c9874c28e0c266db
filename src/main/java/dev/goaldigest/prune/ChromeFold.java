package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Folding a piece of page chrome (a banner, a menu, a side column, a footer) down to what must stay in it
 * ({@link ChromeKeeps}), or whole when nothing must; a footer keeps its named links and the lines an agent reads off
 * it. The steps that find chrome (the landmark regions, implicit menus, side columns and footers) share it.
 */
final class ChromeFold {

    private ChromeFold() {
    }

    /** Folds {@code region} down to what must stay in it; folds it whole (as {@code what}) when nothing must. */
    static void reduce(PruneContext ctx, Node region, String what) {
        reduce(ctx, region, what, !"footer".equals(what) && !"contentinfo".equals(what));
    }

    /** @param accountLinks whether the site's account links stay (in a banner or a menu; a footer's say it again) */
    private static void reduce(PruneContext ctx, Node region, String what, boolean accountLinks) {
        boolean column = "sidebar".equals(what) || "complementary".equals(what);
        // a menu of the page's own section is looked for in a side column and in a navigation landmark (not in a
        // banner or a footer, whose menus are the site's)
        List<Node> keep = ChromeKeeps.mustStay(ctx, region, accountLinks, column, column || "navigation".equals(what));
        // the region is what must stay (a list of tags right after the text): nothing of it folds
        if (keep.contains(region)) return;
        foldAllBut(ctx, region, what, keep);
    }

    /** Folds {@code region} but for {@code keep} (and the way down to it); the whole region when nothing is kept. */
    private static void foldAllBut(PruneContext ctx, Node region, String what, List<Node> keep) {
        ctx.folds().compactly(() -> {
            if (keep.isEmpty()) ctx.folds().drop(region, what);
            else ctx.folds().keepOnly(region, keep);
        });
    }

    /**
     * Folds a landmark that holds the page's footer and ends the page ({@link RegionExtract}: a navigation around the
     * site's columns of links, its address block and the footer strip) as chrome, its links too, but for what a footer
     * keeps of its text without an explicit goal: the organisation's address, phone and VAT number
     * ({@link #footerTexts}).
     */
    static void reduceEndingFooter(PruneContext ctx, Node region, String what) {
        foldAllButFacts(ctx, region, what, ChromeKeeps.mustStay(ctx, region, true, "complementary".equals(what)));
    }

    /**
     * Folds {@code region} but for {@code mustStay} and, without an explicit goal, its {@linkplain #footerTexts facts};
     * nothing of it when the region is one of them (a footer block that is its copyright line).
     */
    private static void foldAllButFacts(PruneContext ctx, Node region, String what, List<Node> mustStay) {
        if (mustStay.contains(region)) return;
        List<Node> keep = new ArrayList<>(mustStay);
        if (!ctx.goal().isExplicit()) {
            List<Node> texts = footerTexts(region);
            if (texts.contains(region)) return;
            keep.addAll(texts);
        }
        foldAllBut(ctx, region, what, inDocumentOrder(ChromeKeeps.outermost(keep, region), region));
    }

    /**
     * A footer's links are few and each goes somewhere an agent may be sent (shipping and returns, contact, privacy):
     * without an explicit goal, up to this many named links stay in a footer as refs with their names.
     */
    static final int FOOTER_LINKS = 32;

    /**
     * Folds a footer ({@code contentinfo}, or the last blocks of a page without one) down to what must stay in it and,
     * without an explicit goal, its named links and the headings that group them: all of them up to
     * {@link #FOOTER_LINKS}, else a fair share of each group ({@link #fairShare}), and the lines of text a footer is
     * asked about ({@link #footerTexts}: its copyright line, address, phone); its other text, unnamed links and the
     * rest of a large footer's groups fold into one line.
     */
    static void reduceFooter(PruneContext ctx, Node region, String what) {
        reduceFooter(ctx, region, what, FOOTER_LINKS);
    }

    /**
     * Folds the blocks of one footer ({@link #reduceFooter}) with the {@link #FOOTER_LINKS} named links a footer keeps
     * shared among them by how many each holds: a sitemap of 35 links and a legal strip of 7 keep 26 and 5.
     */
    static void reduceFooters(PruneContext ctx, List<Node> blocks, String what) {
        int named = 0;
        int[] each = new int[blocks.size()];
        for (int i = 0; i < blocks.size(); i++) named += each[i] = namedLinkCount(blocks.get(i));
        for (int i = 0; i < blocks.size(); i++) {
            int limit = named <= FOOTER_LINKS ? each[i] : (int) ((long) FOOTER_LINKS * each[i] / named);
            reduceFooter(ctx, blocks.get(i), what, Math.max(limit, 0));
        }
    }

    /** As {@link #reduceFooter(PruneContext, Node, String)}, keeping at most {@code limit} of its named links. */
    static void reduceFooter(PruneContext ctx, Node region, String what, int limit) {
        if (!ctx.goal().isExplicit() && limit > 0) {
            List<Node> named = namedLinks(region);
            List<Node> links = new ArrayList<>();
            List<Node> headings = new ArrayList<>();
            for (Node n : named) ("link".equals(n.role()) ? links : headings).add(n);
            if (!links.isEmpty()) {
                List<Node> keep = new ArrayList<>(ChromeKeeps.mustStay(ctx, region, false));
                // the footer is what must stay (a pager, a ranking's box): nothing of it folds
                if (keep.contains(region)) return;
                if (links.size() <= limit) {
                    keep.addAll(named);
                } else {
                    keep.addAll(headings);
                    keep.addAll(fairShare(links, region, limit));
                }
                keep.addAll(footerTexts(region));
                flatten(ctx, region, inDocumentOrder(ChromeKeeps.outermost(keep, region), region));
                ctx.folds().footer(region);
                return;
            }
        }
        if (!ctx.goal().isExplicit()) {
            // a footer block without named links (its copyright line alone: "vBulletin 3.0.6, Copyright ©2000-2005
            // Jelsoft"), or whose share of the footer's named links is none, keeps its facts as any footer does
            foldAllButFacts(ctx, region, what, ChromeKeeps.mustStay(ctx, region, false));
            return;
        }
        reduce(ctx, region, what, false);
    }

    /** A footer's own lines of text stay up to this many characters in all (about 150 tokens) ... */
    static final int FOOTER_TEXT = 600;
    /** ... each with the element that holds it, when that reads at most this much (its links and separators too). */
    static final int FOOTER_HOLDER = 300;

    /**
     * A footer line worth reading: a copyright or legal line, a number of four digits or more, an e-mail address (its
     * "@" written "(at)", its dots "(dot)", against spam robots too), a
     * version or a licence ({@code footer fact} in {@code prune/words.yaml}); a phone number written in groups
     * ("+41 (0) 44 457 13 13": {@link ChromeKeeps#isPhoneLine}, as the site's phone number is told in its chrome) is
     * one too.
     */
    private static final Pattern FOOTER_FACT = Pattern.compile(FooterFold.FOOTER.pattern() + "|\\d{4,}|(?<![\\w.+-])[\\w.+-]++(?:@|\\s?[\\[({]at[\\])}]\\s?)[\\w-]++(?:\\.|\\s?[\\[({]dot[\\])}]\\s?)\\w|"
            + WordLists.bundled().alternatives(WordLists.Phrases.FOOTER_FACT), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Whether a footer's line is a fact ({@link #FOOTER_FACT}, a phone number); a line written with full-width
     * digits and signs, as Chinese and Japanese pages write them ("服务时间：每天（8：00-19：00）"), is read in their
     * ordinary forms too.
     */
    static boolean isFooterFact(String v) {
        if (FOOTER_FACT.matcher(v).find() || ChromeKeeps.isPhoneLine(v)) return true;
        boolean fullWidth = false;
        for (int i = 0; i < v.length() && !fullWidth; i++) fullWidth = v.charAt(i) >= '\uFF01' && v.charAt(i) <= '\uFF5E';
        if (!fullWidth) return false;
        String plain = Normalizer.normalize(v, Normalizer.Form.NFKC);
        return FOOTER_FACT.matcher(plain).find() || ChromeKeeps.isPhoneLine(plain);
    }

    /**
     * The lines of text a footer says itself that an agent is asked to read off it: its copyright holder, a phone
     * number, an address with its postcode, an e-mail address ({@link #FOOTER_FACT}; its menus' labels and its
     * blurbs fold), what the site says it is in a column of its own ({@link #aboutBlurb}), and the pictures of a row of logos (the cards a shop takes: {@link ReadingPrune.LogoRows}). Each stays with the smallest element with a ref that holds it, when that is short (else the line
     * alone), in document order, up to {@link #FOOTER_TEXT} characters in all.
     */
    static List<Node> footerTexts(Node region) {
        List<Node> out = new ArrayList<>();
        Set<Node> holders = Collections.newSetFromMap(new IdentityHashMap<>());
        int[] budget = {FOOTER_TEXT};
        List<Node> blurbs = new ArrayList<>();
        ReadingPrune.LogoRows logos = new ReadingPrune.LogoRows();
        Traversal.walk(region, (n, d) -> {
            if (budget[0] <= 0) return NodeVisitor.Next.STOP;
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            Node logoRow = n.isElement() ? logos.row(n) : null;
            if (logoRow != null) {
                // the cards it takes, the carriers it ships with: a row of logos names them, and stays a row
                if (holders.add(logoRow)) {
                    out.add(logoRow);
                    budget[0] -= Texts.subtreeText(logoRow, FOOTER_HOLDER).length();
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            boolean text = n.isText() && n.value() != null;
            // the region itself may be the line (a footer block that is its copyright line): callers keep it whole
            boolean valued = n.isElement() && n.value() != null && !Roles.isActionable(n);
            if (!text && !valued) return NodeVisitor.Next.CONTINUE;
            String v = n.value().strip();
            if (valued && n.ref() != null && aboutBlurb(n, v)) {
                blurbs.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (v.length() > FOOTER_HOLDER || !isFooterFact(v)) return NodeVisitor.Next.SKIP_CHILDREN;
            Node holder = valued && n.ref() != null ? n : null;
            for (Node a = n.parent(); holder == null && a != null && a != region; a = a.parent()) {
                if (a.ref() != null) holder = a;
            }
            Node keep = holder != null && Texts.subtreeText(holder, FOOTER_HOLDER + 1).length() <= FOOTER_HOLDER ? holder : n;
            if (holders.add(keep)) {
                out.add(keep);
                budget[0] -= keep == n ? v.length() : Texts.subtreeText(keep, FOOTER_HOLDER).length();
            }
            // the badge that finishes the line ("..., stehen die Inhalte dieser Seite unter der Lizenz" and its
            // "Creative Commons" picture) is the fact's last words
            Node picture = Texts.pictureAfter(n, region);
            if (picture != null && !Traversal.isInside(picture, keep) && holders.add(picture)) {
                out.add(picture);
                budget[0] -= picture.name().length();
            }
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        // what the site says it is comes after its facts: within what they leave of the footer's allowance
        for (Node b : blurbs) {
            int length = b.value().strip().length();
            if (length > budget[0] || !holders.add(b)) continue;
            out.add(b);
            budget[0] -= length;
        }
        return out;
    }

    /**
     * A footer column that is a heading and one paragraph under it ({@link #FOOTER_TEXT} characters at most), the
     * paragraph saying what the site or its owner is ("Kupongkode.com" and "Norway's largest site for discount codes ..."; "About us" and the company's
     * line): what the site says of itself, asked of its footer.
     */
    private static boolean aboutBlurb(Node n, String v) {
        if (!"paragraph".equals(n.role()) || n.hasChildren() || v.length() > FOOTER_TEXT) return false;
        Node p = n.parent();
        if (p == null || p.childCount() != 2 || p.child(1) != n) return false;
        Node h = p.child(0);
        return "heading".equals(h.role()) && Fold.telling(h.name());
    }

    /** Roles that group a footer's links: a column's list, a table of services, a menu. */
    private static final Set<String> LINK_GROUPS = Set.of("list", "table", "grid", "menu", "menubar", "navigation",
            "group", "tree");

    /**
     * At most {@code limit} of a large footer's links (in document order, inside {@code region}), shared fairly among
     * its groups (a column's list, a table; else the element the links sit in): the first K of each group, K as large
     * as the limit allows. A column of help links (shipping, returns, contact) keeps its first ones beside a table of
     * sixty sister sites, and the legal strip at the bottom keeps its three, where the first 32 links in order would
     * all be the table's. With more groups than the limit, the first link of each group, in order, until the limit.
     */
    static List<Node> fairShare(List<Node> links, Node region, int limit) {
        Map<Node, List<Node>> groups = new IdentityHashMap<>();
        List<List<Node>> order = new ArrayList<>();
        for (Node link : links) {
            Node group = link.parent();
            for (Node a = link.parent(); a != null && a != region; a = a.parent()) {
                if (a.role() != null && LINK_GROUPS.contains(a.role())) {
                    group = a;
                    break;
                }
            }
            List<Node> members = groups.get(group);
            if (members == null) {
                members = new ArrayList<>();
                groups.put(group, members);
                order.add(members);
            }
            members.add(link);
        }
        int each = 0;
        for (int k = 1; k <= limit; k++) {
            int total = 0;
            for (List<Node> g : order) total += Math.min(g.size(), k);
            if (total > limit) break;
            each = k;
            if (total == links.size()) break;
        }
        int perGroup = Math.max(1, each);
        List<Node> out = new ArrayList<>(limit);
        for (List<Node> g : order) {
            for (int i = 0; i < g.size() && i < perGroup && out.size() < limit; i++) out.add(g.get(i));
        }
        return out;
    }

    /**
     * Lays {@code keep} (in document order, none inside another) out as the children of {@code region}, followed by
     * one fold line for all the rest: a footer's lists, columns and wrappers say nothing its links and headings do
     * not, and one line with one way back costs less than a line per gap between the kept links.
     */
    private static void flatten(PruneContext ctx, Node region, List<Node> keep) {
        if (keep.contains(region)) throw new IllegalArgumentException("a region cannot be flattened into itself");
        for (Node k : keep) k.detach();
        Set<Node> rest = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int ci = 0, cn = region.childCount(); ci < cn; ci++) {
            Node c = region.child(ci);
            if (c.isElement() || c.isText()) rest.add(c);
        }
        ctx.folds().compactly(() -> ctx.folds().dropChildren(region, rest, Node::role));
        for (int i = 0; i < keep.size(); i++) region.insertChild(i, keep.get(i));
        ctx.layOut(region);
    }

    /** {@code nodes} (all inside {@code region}) sorted as a walk of {@code region} meets them. */
    private static List<Node> inDocumentOrder(List<Node> nodes, Node region) {
        Map<Node, Boolean> set = new IdentityHashMap<>();
        for (Node n : nodes) set.put(n, true);
        List<Node> out = new ArrayList<>(nodes.size());
        Traversal.walk(region, (n, depth) -> {
            if (set.containsKey(n)) {
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** A region of this many named links at most, and no other text, costs about what its fold line does ... */
    static final int FEW_LINKS = 6;
    /** ... with text outside its links (a "|" between them, a short heading) up to this many characters. */
    private static final int FEW_LINKS_TEXT = 40;

    /** A button that opens a navigation bar on a narrow screen: "Toggle navigation", "Menu", "☰ Menu", "Open main menu". */
    static final java.util.regex.Pattern MENU_TOGGLE = java.util.regex.Pattern.compile(
            "(?iu)[\\s\\u00a0]*(?:[☰≡](?:[\\s\\u00a0]*" + toggleWords() + ")?|" + toggleWords() + ")[\\s\\u00a0]*");

    private static String toggleWords() {
        return "(?:toggle(?: navigation| menu| nav)?|(?:open |close |main |open main )?(?:menu|menü|menú|navigation)"
                + "(?: menu| öffnen| principal)?|nav|navigation umschalten|(?:afficher|ouvrir) le menu|меню|メニュー|菜单|메뉴)";
    }

    /**
     * Whether {@code region} holds named links only, at most {@link #FEW_LINKS} of them, each with a short name, and
     * nothing else to act on and hardly any text besides; one button that opens the bar on a narrow screen
     * ({@link #MENU_TOGGLE}, with nothing to act on inside it) aside.
     */
    static boolean fewLinksOnly(Node region) {
        int[] links = {0};
        int[] text = {0};
        int[] toggles = {0};
        boolean[] other = {false};
        Traversal.walk(region, (n, depth) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("link".equals(n.role())) {
                if (n.ref() == null || !Fold.telling(n.name()) || n.name().length() > Fold.NAME_CHARS || ++links[0] > FEW_LINKS) {
                    other[0] = true;
                    return NodeVisitor.Next.STOP;
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // the button that opens the bar on a narrow screen ("Toggle navigation", "Menu", "☰") is part of it
            if ("button".equals(n.role()) && n.name() != null && toggles[0] == 0 && MENU_TOGGLE.matcher(n.name()).matches()
                    && !holdsActions(n)) {
                toggles[0]++;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (n != region && (Roles.isActionable(n) || Roles.isInteractive(n) || Roles.isField(n))) {
                other[0] = true;
                return NodeVisitor.Next.STOP;
            }
            if (n.value() != null) text[0] += n.value().length();
            if (n != region && n.name() != null && !"img".equals(n.role())) text[0] += n.name().length();
            return text[0] > FEW_LINKS_TEXT ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return !other[0] && links[0] > 0 && text[0] <= FEW_LINKS_TEXT;
    }

    /** Whether anything under {@code n} (not {@code n} itself) is to act on. */
    private static boolean holdsActions(Node n) {
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (!c.isProperty() && Texts.actionableCount(c, 1) > 0) return true;
        }
        return false;
    }

    /** How many links with a telling name {@code region} holds. */
    static int namedLinkCount(Node region) {
        int n = 0;
        for (Node x : namedLinks(region)) if ("link".equals(x.role())) n++;
        return n;
    }

    /** The links of {@code region} with a telling name, and its headings, in document order. */
    static List<Node> namedLinks(Node region) {
        List<Node> out = new ArrayList<>();
        Traversal.walk(region, (n, depth) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("link".equals(n.role()) && n.ref() != null && Fold.telling(n.name())) {
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if ("heading".equals(n.role()) && Fold.telling(n.name())) {
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }
}
