package dev.goaldigest.history;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;

/**
 * An ARIA snapshot found in the text of a tool result by its own structure: a {@code ```yaml} fence under
 * {@code ### Snapshot} (or under {@code - Page Snapshot:} in the older {@code ### Page state} layout) whose lines the
 * snapshot parser reads as elements. Text that merely mentions a snapshot, a fence of something else, or a snapshot
 * link is not one.
 */
final class ToolResultSnapshot {
    private final ResultLayout layout;
    private final Snapshot snapshot;
    private final int elements;

    private ToolResultSnapshot(ResultLayout layout, Snapshot snapshot, int elements) {
        this.layout = layout;
        this.snapshot = snapshot;
        this.elements = elements;
    }

    /** The snapshot inside {@code toolResultText}, or null when it carries none. Never throws. */
    static ToolResultSnapshot find(String toolResultText) {
        if (toolResultText == null || toolResultText.indexOf("```yaml") < 0) return null; // cheap reject
        ResultLayout layout = ResultLayout.parse(toolResultText);
        if (!layout.hasInlineSnapshot()) return null;
        String body = layout.inlineSnapshot();
        Snapshot snapshot = SnapshotParser.parse(body);
        int elements = 0;
        int raw = 0;
        for (Node n : snapshot.nodes()) {
            if (n.isElement()) elements++;
            else if (n.isRaw()) raw++;
        }
        // an ARIA snapshot is element lines; a fence of prose or code parses mostly as raw lines
        if (elements == 0 || raw > elements) return null;
        return new ToolResultSnapshot(layout, snapshot, elements);
    }

    ResultLayout layout() {
        return layout;
    }

    Snapshot snapshot() {
        return snapshot;
    }

    int elements() {
        return elements;
    }

    /**
     * The tool result with the whole snapshot fence (from its {@code ```yaml} line to its closing {@code ```})
     * replaced by {@code line}; every other byte of the result is kept.
     */
    String replaceFence(String line) {
        String text = layout.text();
        // mark the fence body through ResultLayout, then widen the mark to the fence lines around it
        String marker = uniqueMarker(text);
        String marked = layout.withSnapshot(marker);
        int at = marked.indexOf(marker);
        int start = marked.lastIndexOf("```yaml", at);
        int afterBody = at + marker.length();
        int close = marked.indexOf("```", afterBody);
        if (start < 0 || close < 0) throw new IllegalStateException("snapshot fence not found around its body");
        return marked.substring(0, start) + line + marked.substring(close + 3);
    }

    private static String uniqueMarker(String text) {
        String marker = "\u0000goaldigest-history-snapshot\u0000";
        while (text.contains(marker)) marker = marker + "\u0000";
        return marker;
    }
}
