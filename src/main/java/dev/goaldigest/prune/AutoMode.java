package dev.goaldigest.prune;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Picks the mode for AUTO, per page: first from the URL (host-anchored: {@code wikipedia.org.evil.net} is not
 * Wikipedia), then from what the page holds (form fields, prices, article text).
 */
final class AutoMode {
    private AutoMode() {
    }

    /** The choice and why. */
    record Choice(Mode mode, String reason) {
    }

    /** Hosts (and their subdomains) whose pages are read: reference, docs, encyclopedias. */
    private static final List<String> READING_HOSTS = List.of(
            "wikipedia.org", "wikimedia.org", "wiktionary.org", "wikibooks.org", "wikivoyage.org", "mozilla.org",
            "readthedocs.io", "readthedocs.org", "docs.python.org", "peps.python.org", "docs.oracle.com", "learn.microsoft.com", "arxiv.org",
            "medium.com", "substack.com", "stackoverflow.com", "stackexchange.com", "w3.org", "ietf.org",
            "rfc-editor.org", "developer.apple.com", "docs.github.com", "man7.org", "cppreference.com");
    /** Path parts that say a page is meant to be read. */
    private static final List<String> READING_PATHS = List.of("/wiki/", "/docs/", "/doc/", "/documentation/",
            "/manual/", "/reference/", "/article/", "/articles/", "/blog/", "/news/", "/guide/", "/tutorial/", "/rfc");
    /** Path parts that say a page is a form or a shop step. */
    private static final List<String> ACT_PATHS = List.of("/cart", "/basket", "/checkout", "/login", "/signin",
            "/sign-in", "/register", "/account", "/search", "/product", "/shop", "/item", "/dp/", "/itm/", "/sch/");

    /**
     * The mode for a page and an agent's goal: {@link #choose(String, PageSurvey)}'s, but a page to read is read for an
     * explicit goal as {@link Mode#ACT} reads it: the blocks the goal names, the sections its headings name and the
     * lines right after them stay whole, the rest of the text folds (a goal the page says nothing of keeps the main
     * text whole there too: {@link ReadingPrune}). Without a goal, or with a context only, the page reads whole.
     */
    static Choice choose(String url, PageSurvey page, Goal goal) {
        Choice c = choose(url, page);
        if (c.mode() != Mode.BROWSE || goal == null || !goal.isExplicit()) return c;
        return new Choice(Mode.ACT, c.reason() + ", read for the goal");
    }

    /** The mode for a page: from its URL, else from the survey of what it holds. */
    static Choice choose(String url, PageSurvey page) {
        Choice byUrl = fromUrl(url);
        if (byUrl != null) return byUrl;
        return fromContent(Objects.requireNonNull(page, "page survey"));
    }

    /** The mode a URL implies, or null when it implies none (or is not a URL). */
    static Choice fromUrl(String url) {
        URI u = uri(url);
        String host = host(u);
        if (host == null) return null;
        String path = u.getRawPath() == null ? "" : u.getRawPath().toLowerCase(Locale.ROOT);
        for (String a : ACT_PATHS) if (path.startsWith(a) || path.contains(a + "/")) return null; // let content decide
        for (String h : READING_HOSTS) {
            if (hostIs(host, h)) return new Choice(Mode.BROWSE, "url: " + h);
        }
        return null;
    }

    private static URI uri(String url) {
        if (url == null || url.isBlank()) return null;
        try {
            return new URI(url.trim());
        } catch (Exception e) {
            return null;
        }
    }

    /** The host {@code u} leads to, lower case, without a trailing dot; null when it names none (a path, not a URL). */
    private static String host(URI u) {
        String host = u == null ? null : u.getHost();
        if (host == null) return null;
        host = host.toLowerCase(Locale.ROOT);
        return host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
    }

    /** The host {@code url} leads to ({@code //www.willhaben.at/} leads to www.willhaben.at), as {@link #fromUrl} reads it. */
    static String host(String url) {
        return host(uri(url));
    }

    /** Whether {@code host} is {@code domain} or one of its subdomains (never a lookalike such as domain.evil.net). */
    static boolean hostIs(String host, String domain) {
        return host.equals(domain) || host.endsWith("." + domain);
    }

    /** Characters of prose per actionable element above which a page is read rather than navigated. */
    static final int PROSE_PER_ACTION = 60;

    /** Reading length ({@link PageSurvey#readingLength}) in long text blocks from which a page can be a reading page. */
    static final int READING_BLOCKS = 800;
    /** The share of a reading page's text (in percent) that is in long blocks. */
    static final int READING_SHARE = 45;
    /** Reading length in long blocks per thing to act on, at least, on a reading page. */
    static final int BLOCKS_PER_ACTION = 20;
    /** Reading length in long blocks per form field, at least: a form with a long notice is still a form. */
    static final int BLOCKS_PER_FIELD = 500;

    /**
     * A document, a story, an RFC: most of its text is in long blocks (paragraphs, or long texts of a document laid out
     * without them), it has far more to read than to click, and its fields are few for its length. In any script: the
     * lengths are reading lengths. Prices are looked at first: a shop page with long descriptions is a shop page.
     */
    static boolean isReading(PageSurvey page) {
        int blocks = page.blockText;
        return blocks >= READING_BLOCKS
                && (long) blocks * 100 >= (long) READING_SHARE * Math.max(1, page.readingText)
                && blocks >= BLOCKS_PER_ACTION * Math.max(1, page.actionable)
                && blocks >= BLOCKS_PER_FIELD * page.refFields;
    }

    static Choice fromContent(PageSurvey page) {
        int fields = page.refFields;
        int prices = page.prices;
        int prose = page.proseChars;
        int text = Math.max(1, page.textChars);
        int actions = page.actionable;
        int longParagraphs = page.longParagraphs;
        if (prices >= 3) return new Choice(Mode.ACT, "prices");
        // an article: long paragraphs, and much more prose than things to click (a forum index has a link per line)
        boolean reading = prose >= PROSE_PER_ACTION * Math.max(1, actions);
        if (reading && prose >= 4000 && prose * 100 / text >= 40 && longParagraphs >= 5) return new Choice(Mode.BROWSE, "article text");
        boolean document = isReading(page);
        if (fields >= 2 && !document) return new Choice(Mode.ACT, "form");
        if (reading && prose >= 2500 && longParagraphs >= 4) return new Choice(Mode.BROWSE, "article text");
        if (document) return new Choice(Mode.BROWSE, "long text");
        return new Choice(Mode.ACT, "links");
    }
}
