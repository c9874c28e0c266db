package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One line per page: title, price and stock when the page shows them, then the main actions with counts, e.g.
 * {@code "Apple iPhone 15 (128GB)" | $799.00 | in stock | pick "color"(5), set quantity, "add to basket", "buy now", 91 links}.
 * Page text in it (the title, names of pickers and buttons) is quoted; the line is sanitised ({@link PageQuote#sanitize}).
 */
public final class Summarizer {
    private static final int MAX_BUTTONS = 4;

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
        if (t != null) parts.add(PageQuote.quote(Texts.shortName(t), 62));
        if (page.price != null) parts.add(page.price);
        if (page.stock != null) parts.add(page.stock);
        List<String> actions = new ArrayList<>();
        for (Map.Entry<String, PageSurvey.Pickers> e : page.picks.entrySet()) {
            if (actions.size() >= 3) break;
            String k = e.getKey();
            actions.add((k.startsWith("pick ") ? "pick " + PageQuote.quote(k.substring(5), 40) : PageQuote.quote(k, 40))
                    + e.getValue());
        }
        if (page.quantity) actions.add("set quantity");
        if (page.search) actions.add("search");
        if (page.fields > 0) actions.add("fill " + page.fields + (page.fields == 1 ? " field" : " fields"));
        List<String> primary = new ArrayList<>();
        List<String> other = new ArrayList<>();
        for (Map.Entry<String, Integer> e : page.buttons.entrySet()) {
            String label = PageQuote.quote(e.getKey(), 40) + (e.getValue() > 1 ? "(" + e.getValue() + ")" : "");
            (Texts.PRIMARY_ACTION.matcher(e.getKey()).find() ? primary : other).add(label);
        }
        int room = MAX_BUTTONS;
        for (String b : primary) if (room-- > 0) actions.add(b);
        for (String b : other) if (room-- > 0) actions.add(b);
        if (page.buttons.size() > MAX_BUTTONS) actions.add((page.buttons.size() - MAX_BUTTONS) + " more buttons");
        if (page.links > 0) actions.add(page.links + (page.links == 1 ? " link" : " links"));
        if (!actions.isEmpty()) parts.add(String.join(", ", actions));
        return PageQuote.sanitize(String.join(" | ", parts));
    }
}
