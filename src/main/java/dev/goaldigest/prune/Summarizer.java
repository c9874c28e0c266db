package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One line per page: title, price and stock when the page shows them, then the main actions with counts, e.g.
 * {@code Apple iPhone 15 (128GB) | $799.00 | in stock | pick color(5), set quantity, add to basket, buy now, 91 links}.
 * The line is sanitised ({@link StatsLine#sanitize}).
 */
public final class Summarizer {
    static final Pattern STOCK = Pattern.compile(
            "\\b(in stock|out of stock|sold out|only \\d+ left|available|unavailable|pre-?order|back-?order"
                    + "|auf lager|nicht (auf lager|verfugbar|verfügbar)|ausverkauft|lieferbar|sofort lieferbar"
                    + "|en stock|rupture de stock|epuise|épuisé|disponible|agotado|esaurito|op voorraad|uitverkocht)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern QUANTITY = Pattern.compile("\\b(qty|quantity|menge|anzahl|quantit[ée]|cantidad|quantit[àa]|aantal)\\b",
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
    private static final PatternMemo STOCK_MEMO = new PatternMemo(STOCK, PatternMemo.MAX_TEXT, STOCK_GATE);
    private static final int MAX_BUTTONS = 4;
    /** Compiled once: shortName runs for every button and picker of the page. */
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private Summarizer() {
    }

    public static String summarize(Snapshot s, String pageTitle) {
        Node root = s.root();
        String[] title = {pageTitle == null || pageTitle.isBlank() ? null : pageTitle.strip()};
        String[] firstHeading = {null};
        String[] price = {null};
        String[] stock = {null};
        int[] links = {0};
        int[] fields = {0};
        boolean[] quantity = {false};
        boolean[] search = {false};
        Map<String, Integer> picks = new LinkedHashMap<>();
        Map<String, Integer> buttons = new LinkedHashMap<>();
        Traversal.walk(root, (n, d) -> {
            if (n.isProperty() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            String role = n.role() == null ? "" : n.role();
            String name = n.name() == null ? "" : n.name().strip();
            if (n.isElement() && "heading".equals(role) && !name.isEmpty()) {
                if (title[0] == null && "1".equals(n.attr("level"))) title[0] = name;
                if (firstHeading[0] == null) firstHeading[0] = name;
            }
            String text = n.value() != null ? n.value() : (n.isElement() && !n.hasChildren() ? name : null);
            if (text != null && text.length() < 80) {
                if (price[0] == null && text.length() <= 40 && hasDigit(text)) {
                    String m = Texts.PRICE_MEMO.first(text);
                    if (m != null) price[0] = m.strip();
                }
                if (stock[0] == null && text.length() <= 40) { // STOCK_GATE, then STOCK, remembered per text
                    String m = STOCK_MEMO.first(text);
                    if (m != null) stock[0] = m.toLowerCase(Locale.ROOT);
                }
            }
            if (!n.isElement()) return NodeVisitor.Next.CONTINUE;
            switch (role) {
                case "link" -> links[0]++;
                case "combobox", "listbox", "radiogroup" -> {
                    int options = count(n, "combobox".equals(role) || "listbox".equals(role) ? "option" : "radio");
                    String what = name.isEmpty() ? "option" : shortName(name);
                    picks.merge("pick " + what.toLowerCase(Locale.ROOT), Math.max(options, 1), Integer::sum);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                case "textbox", "searchbox", "spinbutton" -> {
                    if (QUANTITY.matcher(name).find()) quantity[0] = true;
                    else if ("searchbox".equals(role) || name.toLowerCase(Locale.ROOT).contains("search")) search[0] = true;
                    else fields[0]++;
                }
                case "button" -> {
                    if (!name.isEmpty()) buttons.merge(shortName(name).toLowerCase(Locale.ROOT), 1, Integer::sum);
                }
                default -> {
                }
            }
            return NodeVisitor.Next.CONTINUE;
        });
        List<String> parts = new ArrayList<>();
        String t = title[0] != null ? title[0] : firstHeading[0];
        if (t != null) parts.add(shortName(t));
        if (price[0] != null) parts.add(price[0]);
        if (stock[0] != null) parts.add(stock[0]);
        List<String> actions = new ArrayList<>();
        for (Map.Entry<String, Integer> e : picks.entrySet()) {
            if (actions.size() >= 3) break;
            actions.add(e.getKey() + "(" + e.getValue() + ")");
        }
        if (quantity[0]) actions.add("set quantity");
        if (search[0]) actions.add("search");
        if (fields[0] > 0) actions.add("fill " + fields[0] + (fields[0] == 1 ? " field" : " fields"));
        List<String> primary = new ArrayList<>();
        List<String> other = new ArrayList<>();
        for (Map.Entry<String, Integer> e : buttons.entrySet()) {
            String label = e.getKey() + (e.getValue() > 1 ? "(" + e.getValue() + ")" : "");
            (PRIMARY.matcher(e.getKey()).find() ? primary : other).add(label);
        }
        int room = MAX_BUTTONS;
        for (String b : primary) if (room-- > 0) actions.add(b);
        for (String b : other) if (room-- > 0) actions.add(b);
        if (buttons.size() > MAX_BUTTONS) actions.add((buttons.size() - MAX_BUTTONS) + " more buttons");
        if (links[0] > 0) actions.add(links[0] + (links[0] == 1 ? " link" : " links"));
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

    private static int count(Node box, String role) {
        int[] c = {0};
        Traversal.walk(box, (n, d) -> {
            if (n != box && role.equals(n.role())) c[0]++;
            return NodeVisitor.Next.CONTINUE;
        });
        return c[0];
    }

    private static String shortName(String s) {
        String t = SPACES.matcher(s.strip()).replaceAll(" ");
        return t.length() > 60 ? t.substring(0, 59).stripTrailing() + "…" : t;
    }
}
