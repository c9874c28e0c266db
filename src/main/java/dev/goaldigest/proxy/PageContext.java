package dev.goaldigest.proxy;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Per-session page state: the last raw snapshot, where the agent was shown it (the baseline of the next change view),
 * the page URL and site, and the goal-relevance context captured from what the agent typed and from URL query terms.
 * A navigation to another site (host) clears the context. Thread-safe (calls and results are handled on different
 * threads).
 */
final class PageContext {
    private static final int MAX_TERMS = 24;
    private static final int MAX_TERM_CHARS = 200;

    /** Field names that hold secrets: nothing typed into them is ever kept. */
    private static final Pattern SECRET_FIELD = Pattern.compile(
            "pass(word|wort|wd|phrase|code)?\\b|password|passwort|mot de passe|contrase|senha|wachtwoord|parola"
                    + "|\\bpin\\b|\\botp\\b|one[- ]time|2fa|verification code|security code|\\bcvc|\\bcvv|card ?number"
                    + "|kartennummer|\\biban\\b|\\bssn\\b|social security|secret|token|api[ _-]?key|credential",
            Pattern.CASE_INSENSITIVE);

    /** Query parameters that carry tracking or session state, not what the user looks for. */
    private static final Pattern NOISE_PARAM = Pattern.compile(
            "utm_.*|gclid|fbclid|msclkid|dclid|yclid|mc_[a-z]+|_ga|_gl|ref|ref_|referrer|src|source|session|sessionid|sid"
                    + "|token|auth|key|api_?key|signature|sig|hash|nonce|state|code|redirect.*|return.*|callback|page|p"
                    + "|offset|start|limit|per_page|sort|order|lang|locale|hl|gl|ie|oe|client|format|v|ver|version|t|ts",
            Pattern.CASE_INSENSITIVE);

    private static final Pattern OPAQUE = Pattern.compile("[0-9a-fA-F-]{12,}|[A-Za-z0-9_+/=-]{24,}|[0-9.,:-]+");

    private Snapshot lastSnapshot;
    /**
     * The last whole snapshot seen, as text: parsed only when a typed field needs it (the tree the proxy parsed was
     * pruned in place, and most pages see no typing).
     */
    private String lastSnapshotText;
    /** Where the last snapshot was shown to the agent (whole, as changes, or raw); null while it has not been. */
    private Shown shown;
    private String url;
    private String host;
    private final LinkedHashSet<String> terms = new LinkedHashSet<>();

    synchronized Snapshot lastSnapshot() {
        if (lastSnapshot == null && lastSnapshotText != null) {
            lastSnapshot = SnapshotParser.parse(lastSnapshotText);
            lastSnapshotText = null;
        }
        return lastSnapshot;
    }

    /** The page of a snapshot the agent was shown: its URL and the index of its tab. */
    private record Shown(String url, String tab) {
    }

    /** A new last snapshot; until {@link #shownToAgent} it is no baseline for a change view. */
    synchronized void setLastSnapshotText(String text) {
        lastSnapshot = null;
        lastSnapshotText = text;
        shown = null;
    }

    /** The agent now has the last snapshot, of the page at {@code pageUrl} in tab {@code tab}. */
    synchronized void shownToAgent(String pageUrl, String tab) {
        shown = lastSnapshotText == null && lastSnapshot == null || pageUrl == null ? null : new Shown(pageUrl, tab);
    }

    /**
     * The last snapshot the agent was shown, when it is of the page at {@code pageUrl} in tab {@code tab}: what a
     * change view is computed against. Null when the agent has seen no snapshot of that page as the last one.
     */
    synchronized Snapshot lastShown(String pageUrl, String tab) {
        Shown s = shown;
        if (s == null || pageUrl == null || !pageUrl.equals(s.url()) || !Objects.equals(tab, s.tab())) return null;
        return lastSnapshot();
    }

    /** What the agent last saw is not the page it acts on any more (a dialog opened or closed): no baseline. */
    synchronized void forgetShown() {
        shown = null;
    }

    synchronized String url() {
        return url;
    }

    /** The context terms for the page now shown (a copy). */
    synchronized List<String> terms() {
        return new ArrayList<>(terms);
    }

    /**
     * The page shown is now {@code pageUrl}: another site clears the context; a new URL adds its query terms.
     */
    synchronized void pageShown(String pageUrl) {
        if (pageUrl == null || pageUrl.isBlank() || pageUrl.equals(url)) return;
        String newHost = hostOf(pageUrl);
        if (host != null && !host.equals(newHost)) {
            terms.clear();
            lastSnapshot = null;
            lastSnapshotText = null;
            shown = null;
        }
        host = newHost;
        url = pageUrl;
        queryTerms(pageUrl).forEach(this::add);
    }

    /** The agent is about to navigate to {@code target}: another site clears the context first. */
    synchronized void navigating(String target) {
        if (target == null) return;
        String newHost = hostOf(target);
        if (newHost != null && host != null && !host.equals(newHost)) {
            terms.clear();
            lastSnapshot = null;
            lastSnapshotText = null;
            shown = null;
        }
    }

    /**
     * The agent typed {@code text} into a field. Kept as context unless the field looks like it holds a secret,
     * judged from its name in the last snapshot, its description, its declared name and type, and a CSS target.
     */
    synchronized boolean typed(String text, String target, String... descriptions) {
        if (text == null || text.isBlank()) return false;
        if (target != null) {
            Snapshot last = lastSnapshot();
            Node field = last == null ? null : last.findRef(target.trim());
            if (field != null && isSecret(field.name())) return false;
            if (field == null && isSecret(target)) return false;
        }
        for (String d : descriptions) if (isSecret(d)) return false;
        add(text);
        return true;
    }

    static boolean isSecret(String fieldName) {
        return fieldName != null && SECRET_FIELD.matcher(fieldName).find();
    }

    private void add(String term) {
        String t = term.strip().replaceAll("\\s+", " ");
        if (t.isEmpty()) return;
        if (t.length() > MAX_TERM_CHARS) t = t.substring(0, MAX_TERM_CHARS);
        terms.remove(t);
        terms.add(t);
        while (terms.size() > MAX_TERMS) terms.remove(terms.iterator().next());
    }

    static String hostOf(String url) {
        try {
            String h = URI.create(url.trim()).getHost();
            return h == null ? null : h.toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The search-like query values of a URL: decoded, without tracking and paging parameters or opaque ids. */
    static List<String> queryTerms(String url) {
        List<String> out = new ArrayList<>();
        String query;
        try {
            query = URI.create(url.trim()).getRawQuery();
        } catch (IllegalArgumentException e) {
            return out;
        }
        if (query == null || query.isEmpty()) return out;
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) continue;
            String key = decode(pair.substring(0, eq));
            String value = decode(pair.substring(eq + 1)).strip();
            if (key == null || value == null || value.isEmpty()) continue;
            if (NOISE_PARAM.matcher(key).matches() || isSecret(key)) continue;
            if (OPAQUE.matcher(value).matches() || value.length() > MAX_TERM_CHARS) continue;
            out.add(value);
        }
        return out;
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
