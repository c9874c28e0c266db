package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.net.URI;
import java.net.URISyntaxException;

/**
 * A side column's menu of the site's section the page is in: a documentation's table of its guide (the page's own
 * "Introduction" among "Quick Start", "Form Input Bindings" and fifty more), a site's section menu ("Mozilla Security":
 * "Advisories", "Known Vulnerabilities", "Bug Bounty"). It is how an agent goes to the next page of what it reads, and
 * tells where the page stands: it stays, with its links' names, where the side column around it folds. Told by the
 * links, in any language: a navigation in a side column, of {@link #MIN_LINKS} to {@link #MAX_LINKS} links with short
 * names ({@link #NAME_CHARS} on average), one of which leads to the page itself (its query too) or to a section that
 * the page's path lies in, each of two path segments or more. A column of stories ("Most read", each a headline)
 * names its links at length; the site's top menu is in its banner, whose menus are the banner's, and leads to
 * sections of one segment; a table of the page's own sections leads to fragments of it, which no link of a section
 * menu must be for this test. Looked for in side columns and in navigation landmarks, not in a banner or a footer (a
 * documentation's side column drawn as a navigation, a docs site's tabs, a manual's bar of "previous", "next" and the
 * way up to the page).
 */
final class SectionMenu {
    /** A section menu has at least this many links ... */
    static final int MIN_LINKS = 3;
    /** ... and at most this many (a guide's table of contents: 52 in one documentation site's). */
    static final int MAX_LINKS = 80;
    /** Its links' names are this long at most, on average (a headline is longer). */
    static final int NAME_CHARS = 32;
    /** Part of a link's name read. */
    private static final int NAME_READ = 120;

    private SectionMenu() {
    }

    /** Whether {@code nav} is a menu of the section of the page at {@code pageUrl} (null: not known, never). */
    static boolean is(Node nav, String pageUrl) {
        if (pageUrl == null || !"navigation".equals(nav.role())) return false;
        URI page = parse(pageUrl);
        if (page == null || page.getHost() == null || page.getPath() == null) return false;
        String pagePath = trimmed(page.getPath());
        if (pagePath.isEmpty()) return false;
        int[] links = {0};
        long[] names = {0};
        boolean[] here = {false};
        Traversal.walk(nav, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (links[0] > MAX_LINKS) return NodeVisitor.Next.STOP;
            if (!n.isElement() || !"link".equals(n.role())) return NodeVisitor.Next.CONTINUE;
            links[0]++;
            names[0] += Texts.nameOrText(n, NAME_READ).length();
            if (!here[0]) here[0] = leadsHere(Texts.url(n), page, pagePath);
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        return here[0] && links[0] >= MIN_LINKS && links[0] <= MAX_LINKS && names[0] <= (long) NAME_CHARS * links[0];
    }

    /**
     * Whether {@code href} leads to the page (its path, without a fragment: a fragment is a place in the page) or to a
     * section of two path segments or more that the page's path lies in, on the page's host.
     */
    static boolean leadsHere(String href, URI page, String pagePath) {
        if (href == null || href.isBlank() || href.indexOf('#') >= 0) return false;
        URI link = parse(href);
        if (link == null) return false;
        URI to;
        try {
            to = page.resolve(link);
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (to.getHost() == null || !to.getHost().equalsIgnoreCase(page.getHost()) || to.getPath() == null) return false;
        String path = trimmed(to.getPath());
        // one segment is the site's top menu's ("/pricing", "/en/"): no section of its own
        if (segments(path) < 2) return false;
        // a query tells pages of one script apart ("index.php?topic=12", "?board=5"): the page itself has its query, a
        // section none
        if (path.equals(pagePath)) return java.util.Objects.equals(to.getQuery(), page.getQuery());
        return to.getQuery() == null && pagePath.startsWith(path + "/");
    }

    private static URI parse(String s) {
        try {
            return new URI(s.strip());
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** A path without its trailing slashes and a static index page's name ("/a/b/", "/a/b/index.html": "/a/b"). */
    private static String trimmed(String path) {
        String p = path;
        int slash = p.lastIndexOf('/');
        String last = p.substring(slash + 1);
        if ("index.html".equals(last) || "index.htm".equals(last)) p = p.substring(0, slash);
        while (p.endsWith("/")) p = p.substring(0, p.length() - 1);
        return p;
    }

    private static int segments(String path) {
        int n = 0;
        for (String s : path.split("/")) if (!s.isEmpty()) n++;
        return n;
    }
}
