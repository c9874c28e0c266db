package dev.goaldigest.digest;

import dev.goaldigest.snapshot.Attr;
import dev.goaldigest.snapshot.Node;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.List;
import java.util.Locale;

/**
 * Renders a {@link CheckedDigest} as compact text an agent acts on: reachability and summary, snapshot-style element
 * lines ({@code - button "Add to basket" [ref=e345]  # why}) written from the tree's own nodes, the next actions
 * with their refs, and one line on how to see more. Every piece of model text goes through {@link Sanitize}, so it
 * cannot start a line, forge a {@code [ref=...]} or a {@code [goaldigest: ...]} line.
 */
final class DigestRenderer {
    /** Attributes that only help a mouse, not an agent. */
    private static final List<String> DROPPED_ATTRS = List.of("cursor");
    /** Longest name or value printed from the tree; the ref, not the full name, is what the agent acts on. */
    static final int MAX_NAME = 80;
    /** Text lines printed under an element that has a name (one without a name gets {@link #MAX_TEXT_UNNAMED}). */
    static final int MAX_TEXT_CHILDREN = 1;
    static final int MAX_TEXT_UNNAMED = 2;
    /** Model prose: the summary (two sentences), the missing part, a why or an action's description (a few words). */
    static final int MAX_SUMMARY = 240;
    static final int MAX_MISSING = 150;
    static final int MAX_WHY = 60;
    static final int MAX_DESCRIPTION = 60;
    /** The last line: how to see more. */
    static final String SEE_MORE = "more: browser_snapshot without goal, or mode: off]";

    private DigestRenderer() {
    }

    /**
     * The digest text: a first line with reachability and the summary, the element lines (most relevant first), the
     * next actions after one {@code Next:} line ({@code 1. click [ref=e5]}, with the step's description only when a
     * target is not listed with a why above), and one line on how to see more. No other header, no blank line.
     */
    static String render(CheckedDigest d, String goal, int refsInTree) {
        StringBuilder b = new StringBuilder(1024);
        if (goal == null || goal.isBlank()) {
            b.append("Overview");
            if (d.pageKind() != null && !d.pageKind().isBlank()) b.append(" (").append(Sanitize.oneLine(d.pageKind(), 40)).append(')');
            b.append(": ");
        } else if (d.reachable() != null) {
            b.append("Reachable: ").append(d.reachable() ? "yes" : "no");
            if (!d.reachable() && d.missing() != null && !d.missing().isBlank()) {
                b.append(" (missing: ").append(Sanitize.oneLine(d.missing(), MAX_MISSING)).append(')');
            }
            b.append(". ");
        }
        b.append(words(d.summary(), MAX_SUMMARY));
        while (b.length() > 0 && b.charAt(b.length() - 1) == ' ') b.setLength(b.length() - 1);
        b.append('\n');
        // elements listed with a why: an action on them says what to do, not again what they are
        Set<Node> explained = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Node> listed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (CheckedDigest.Element e : d.elements()) {
            listed.add(e.node());
            b.append(line(e.node()));
            String why = words(e.why(), MAX_WHY);
            if (!why.isEmpty()) {
                b.append("  # ").append(why);
                explained.add(e.node());
            }
            b.append('\n');
            // what the element says, from the tree (a price, a status): the agent reads it here, not in the model's words
            if (e.node().value() == null) {
                int max = e.node().name() == null || e.node().name().isBlank() ? MAX_TEXT_UNNAMED : MAX_TEXT_CHILDREN;
                int shown = 0;
                for (Node c : e.node().children()) {
                    if (!c.isText() || c.value() == null || c.value().isBlank()) continue;
                    if (shown++ == max) break;
                    b.append("  ").append(Node.text(defuse(cut(c.value()))).lineText()).append('\n');
                }
            }
        }
        if (!d.actions().isEmpty()) b.append("Next:\n");
        int i = 1;
        for (CheckedDigest.Action a : d.actions()) {
            b.append(i++).append(". ").append(a.kind().toLowerCase(Locale.ROOT));
            if (a.text() != null && !a.text().isBlank()) {
                b.append(" \"").append(Sanitize.oneLine(a.text(), 200).replace('"', '\'')).append('"');
                b.append(a.kind().equals("type") ? " into" : a.kind().equals("select") ? " in" : " on");
            }
            List<String> targets = new ArrayList<>();
            // an element listed above is named by its ref alone; any other by its own line
            for (Node n : a.nodes()) targets.add(listed.contains(n) ? "[ref=" + n.ref() + "]" : line(n).substring(2));
            b.append(' ').append(String.join(", ", targets));
            String desc = explained.containsAll(a.nodes()) ? "" : words(a.description(), MAX_DESCRIPTION);
            if (!desc.isEmpty()) b.append(" - ").append(desc);
            b.append('\n');
        }
        b.append("[goaldigest: ").append(d.elements().size()).append(" of ")
                .append(String.format(Locale.ROOT, "%,d", refsInTree)).append(" refs; ").append(SEE_MORE);
        return b.toString();
    }

    /** Model prose made one safe line, cut at a word boundary near {@code max} characters. */
    static String words(String modelText, int max) {
        String s = Sanitize.oneLine(modelText, 4 * max);
        if (s.length() <= max) return s;
        int cut = s.lastIndexOf(' ', max);
        return (cut > max / 2 ? s.substring(0, cut) : s.substring(0, max)).stripTrailing() + "…";
    }

    /** Page text cut to {@link #MAX_NAME} characters. */
    private static String cut(String pageText) {
        if (pageText == null || pageText.length() <= MAX_NAME) return pageText;
        return pageText.substring(0, MAX_NAME) + "…";
    }

    /** The element's own line, from the tree: role, name, states and ref; a short value kept; no children. */
    static String line(Node n) {
        List<Attr> attrs = new ArrayList<>();
        for (Attr a : n.attrs()) if (!DROPPED_ATTRS.contains(a.key())) attrs.add(a);
        Node copy = Node.element(n.role(), defuse(cut(n.name())), attrs, defuse(cut(n.value())));
        if (n.role() == null) copy = Node.element(null, null, attrs, null);
        return copy.lineText();
    }

    /** Page text that spells a ref ({@code [ref=e9]}) inside a name or value cannot pass for one: {@code (ref=e9)}. */
    private static String defuse(String pageText) {
        if (pageText == null || !pageText.contains("[ref=")) return pageText;
        return pageText.replace("[ref=", "(ref=");
    }
}
