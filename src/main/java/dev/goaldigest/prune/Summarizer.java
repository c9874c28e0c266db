package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One line per page: title, price and stock when the page shows them, then the main actions with counts, e.g.
 * {@code "Apple iPhone 15 (128GB)" | $799.00 | in stock | pick "color"(5), set quantity, "add to basket", "buy now", 91 links}.
 * Page text in it (the title, names of pickers and buttons) is quoted; the line is sanitised ({@link StatsLine#sanitize}).
 */
public final class Summarizer {
    static final Pattern STOCK = Pattern.compile(
            "\\b(in stock|out of stock|sold out|only \\d+ left|available|unavailable|pre-?order|back-?order"
                    + "|auf lager|nicht (auf lager|verfugbar|verfügbar)|ausverkauft|lieferbar|sofort lieferbar"
                    + "|en stock|rupture de stock|epuise|épuisé|disponible|agotado|esaurito|op voorraad|uitverkocht)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    static final Pattern QUANTITY = Pattern.compile("\\b(qty|quantity|menge|anzahl|quantit[ée]|cantidad|quantit[àa]|aantal)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern PRIMARY = Pattern.compile(
            "\\b(add to (cart|bag|basket|trolley)|buy|checkout|check out|subscribe|sign in|log ?in|sign up|register|"
                    + "submit|search|continue|next|send|book|reserve|order|in den warenkorb|kaufen|jetzt kaufen|anmelden|"
                    + "suchen|ajouter au panier|acheter|connexion|rechercher|comprar|añadir al carrito|acquista|cerca)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** The letters {@link #STOCK} needs: each of its words, as ASCII (the gate lets accented texts through). */
    static final LetterGate STOCK_GATE = new LetterGate(List.of("in stock", "out of stock", "sold out", "only # left",
            "available", "preorder", "backorder", "auf lager", "verfugbar", "ausverkauft", "lieferbar", "en stock",
            "rupture de stock", "epuise", "disponible", "agotado", "esaurito", "op voorraad", "uitverkocht"));
    static final PatternMemo STOCK_MEMO = new PatternMemo(STOCK, PatternMemo.MAX_TEXT, STOCK_GATE);
    private static final int MAX_BUTTONS = 4;
    /** Compiled once: shortName runs for every button and picker of the page. */
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private Summarizer() {
    }

    public static String summarize(Snapshot s, String pageTitle) {
        return line(PageSurvey.of(s.root()), pageTitle);
    }

    /**
     * The line from a survey of the page. The title is the page's own ({@code pageTitle}, a tool result's
     * {@code - Page Title:}); without one, the page's h1. Never another heading: the first one on a page is as often a
     * sponsored block or a teaser as the page's subject.
     */
    static String line(PageSurvey page, String pageTitle) {
        String t = pageTitle == null || pageTitle.isBlank() ? page.h1 : pageTitle.strip();
        List<String> parts = new ArrayList<>();
        // page text is quoted: the title, the names of pickers and buttons; our own words are not
        if (t != null) parts.add(StatsLine.quote(shortName(t), 62));
        if (page.price != null) parts.add(page.price);
        if (page.stock != null) parts.add(page.stock);
        List<String> actions = new ArrayList<>();
        for (Map.Entry<String, PageSurvey.Pickers> e : page.picks.entrySet()) {
            if (actions.size() >= 3) break;
            String k = e.getKey();
            actions.add((k.startsWith("pick ") ? "pick " + StatsLine.quote(k.substring(5), 40) : StatsLine.quote(k, 40))
                    + e.getValue());
        }
        if (page.quantity) actions.add("set quantity");
        if (page.search) actions.add("search");
        if (page.fields > 0) actions.add("fill " + page.fields + (page.fields == 1 ? " field" : " fields"));
        List<String> primary = new ArrayList<>();
        List<String> other = new ArrayList<>();
        for (Map.Entry<String, Integer> e : page.buttons.entrySet()) {
            String label = StatsLine.quote(e.getKey(), 40) + (e.getValue() > 1 ? "(" + e.getValue() + ")" : "");
            (PRIMARY.matcher(e.getKey()).find() ? primary : other).add(label);
        }
        int room = MAX_BUTTONS;
        for (String b : primary) if (room-- > 0) actions.add(b);
        for (String b : other) if (room-- > 0) actions.add(b);
        if (page.buttons.size() > MAX_BUTTONS) actions.add((page.buttons.size() - MAX_BUTTONS) + " more buttons");
        if (page.links > 0) actions.add(page.links + (page.links == 1 ? " link" : " links"));
        if (!actions.isEmpty()) parts.add(String.join(", ", actions));
        return StatsLine.sanitize(String.join(" | ", parts));
    }

    static boolean hasDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') return true;
        }
        return false;
    }

    static String shortName(String s) {
        // a name of megabytes: only its start can show
        String t = SPACES.matcher((s.length() > 400 ? s.substring(0, 400) : s).strip()).replaceAll(" ");
        return t.length() > 60 ? t.substring(0, 59).stripTrailing() + "…" : t;
    }
}
