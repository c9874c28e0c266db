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
 * Renders a {@link CheckedDigest} as compact text an agent acts on: the goal and summary, snapshot-style element
 * lines ({@code - button "Add to basket" [ref=e345]  # why}) written from the tree's own nodes, the next actions
 * with their refs, and one line on how to see more. Every piece of model text goes through {@link Sanitize}, so it
 * cannot start a line, forge a {@code [ref=...]} or a {@code [goaldigest: ...]} line.
 */
final class DigestRenderer {
    /** Attributes that only help a mouse, not an agent. */
    private static final List<String> DROPPED_ATTRS = List.of("cursor");
    private static final int MAX_VALUE = 80;
    private static final int MAX_TEXT_CHILDREN = 2;

    private DigestRenderer() {
    }

    static String render(CheckedDigest d, String goal, int refsInTree) {
        StringBuilder b = new StringBuilder(1024);
        if (goal == null || goal.isBlank()) {
            b.append("Page overview");
            if (d.pageKind() != null && !d.pageKind().isBlank()) b.append(" (").append(Sanitize.oneLine(d.pageKind(), 40)).append(')');
            b.append('\n');
        }
        b.append("Summary: ").append(Sanitize.oneLine(d.summary(), 600)).append('\n');
        if (d.reachable() != null) {
            b.append("Reachable: ").append(d.reachable() ? "yes" : "no");
            if (!d.reachable() && d.missing() != null && !d.missing().isBlank()) {
                b.append(" (missing: ").append(Sanitize.oneLine(d.missing(), 300)).append(')');
            }
            b.append('\n');
        }
        b.append("Elements:\n");
        Set<Node> listed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (CheckedDigest.Element e : d.elements()) {
            listed.add(e.node());
            b.append(line(e.node()));
            String why = Sanitize.oneLine(e.why(), 200);
            if (!why.isEmpty()) b.append("  # ").append(why);
            b.append('\n');
            // what the element says, from the tree (a price, a status): the agent reads it here, not in the model's words
            if (e.node().value() == null) {
                int shown = 0;
                for (Node c : e.node().children()) {
                    if (!c.isText() || c.value() == null || c.value().isBlank()) continue;
                    if (shown++ == MAX_TEXT_CHILDREN) break;
                    String v = c.value().length() > MAX_VALUE ? c.value().substring(0, MAX_VALUE) + "…" : c.value();
                    b.append("  ").append(Node.text(defuse(v)).lineText()).append('\n');
                }
            }
        }
        if (!d.actions().isEmpty()) {
            b.append("Next:\n");
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
                String desc = Sanitize.oneLine(a.description(), 200);
                if (!desc.isEmpty()) b.append(" - ").append(desc);
                b.append('\n');
            }
        }
        b.append("[goaldigest: ").append(d.elements().size()).append(" of ")
                .append(String.format(Locale.ROOT, "%,d", refsInTree))
                .append(" refs shown; see more: browser_snapshot without goal, or mode: off]");
        return b.toString();
    }

    /** The element's own line, from the tree: role, name, states and ref; a short value kept; no children. */
    static String line(Node n) {
        List<Attr> attrs = new ArrayList<>();
        for (Attr a : n.attrs()) if (!DROPPED_ATTRS.contains(a.key())) attrs.add(a);
        String value = n.value();
        if (value != null && value.length() > MAX_VALUE) value = value.substring(0, MAX_VALUE) + "…";
        Node copy = Node.element(n.role(), defuse(n.name()), attrs, defuse(value));
        if (n.role() == null) copy = Node.element(null, null, attrs, null);
        return copy.lineText();
    }

    /** Page text that spells a ref ({@code [ref=e9]}) inside a name or value cannot pass for one: {@code (ref=e9)}. */
    private static String defuse(String pageText) {
        if (pageText == null || !pageText.contains("[ref=")) return pageText;
        return pageText.replace("[ref=", "(ref=");
    }
}
