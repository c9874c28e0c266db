package dev.goaldigest.snapshot;

/**
 * The ARIA snapshot a tool result carries, parsed, with the one rule by which goaldigest decides whether it may touch
 * it: the proxy before it prunes, the {@code prune} and {@code digest} commands before they prune, the history pruner
 * before it replaces. The snapshot is the {@code ```yaml} fence under {@code ### Snapshot} (or under
 * {@code - Page Snapshot:} in the older {@code ### Page state} layout), the text of the {@code .yml} file a result
 * links to, or a bare snapshot file.
 *
 * <p>The rule ({@link #problem()}): a snapshot is readable when it has at least one element line and at most one line
 * in ten matches no form of the grammar. Real snapshots have no unreadable line at all; a fence of prose, code or
 * garbage has few or no element lines. Between the two, what cannot be read whole is left whole: pruning keeps
 * unreadable lines as they came, but cannot judge what they hold, and a page built to look half like a snapshot must
 * not be pruned as one.
 */
public final class ToolResultSnapshot {
    private final ResultLayout layout;
    private final String body;
    private final Snapshot snapshot;

    private ToolResultSnapshot(ResultLayout layout, String body, Snapshot snapshot) {
        this.layout = layout;
        this.body = body;
        this.snapshot = snapshot;
    }

    /**
     * The inline snapshot of {@code toolResultText} when it is readable, else null (no fence, an empty one, a fence
     * of something else). Never throws.
     */
    public static ToolResultSnapshot find(String toolResultText) {
        if (toolResultText == null || toolResultText.indexOf("```yaml") < 0) return null; // cheap reject
        ToolResultSnapshot found = inline(ResultLayout.parse(toolResultText));
        return found != null && found.readable() ? found : null;
    }

    /** The inline snapshot of a tool result, parsed, readable or not; null when the result has no fence. */
    public static ToolResultSnapshot inline(ResultLayout layout) {
        if (!layout.hasInlineSnapshot()) return null;
        String body = layout.inlineSnapshot();
        return new ToolResultSnapshot(layout, body, SnapshotParser.parse(body));
    }

    /** A snapshot read from elsewhere for the tool result {@code layout} (the {@code .yml} file it links to). */
    public static ToolResultSnapshot linked(ResultLayout layout, String body) {
        return new ToolResultSnapshot(layout, body, SnapshotParser.parse(body));
    }

    /** A snapshot given on its own (a {@code .yaml} file), in no tool result. */
    public static ToolResultSnapshot bare(String body) {
        return new ToolResultSnapshot(null, body, SnapshotParser.parse(body));
    }

    /**
     * Why this snapshot is not one to touch, as words to follow "snapshot" in a note, or null when it is readable:
     * empty, no element line, or more than one line in ten unreadable.
     */
    public String problem() {
        if (body.isBlank()) return "is empty";
        Snapshot.LineCounts counts = snapshot.lineCounts(); // counted by the parser as it read the lines
        if (counts.elements() == 0) return "could not be parsed (no snapshot lines found)";
        if (counts.unreadable() * 10 > counts.elements() + counts.unreadable()) {
            return "could not be parsed (" + counts.unreadable() + " unreadable lines)";
        }
        return null;
    }

    public boolean readable() {
        return problem() == null;
    }

    /**
     * Whether it is one of the older incremental snapshots (0.0.45-0.0.68: {@code <changed>} lines and
     * {@code ref=eN [unchanged]} placeholders): a diff, not a page. Readable all the same; whether to prune it is the
     * caller's choice.
     */
    public boolean incremental() {
        return snapshot.lineCounts().incremental() > 0;
    }

    /** The tool result it came in; null for a bare snapshot. */
    public ResultLayout layout() {
        return layout;
    }

    /** The snapshot text as it came. */
    public String body() {
        return body;
    }

    /** The parsed tree (a caller that prunes it in place owns it from then on). */
    public Snapshot snapshot() {
        return snapshot;
    }

    /**
     * The text with the snapshot replaced by {@code newBody}: only the fence body of a tool result, every other byte
     * kept; a bare snapshot is {@code newBody} itself.
     */
    public String withSnapshot(String newBody) {
        return layout == null ? newBody : layout.withSnapshot(newBody);
    }

    /**
     * The tool result with the whole snapshot fence (from its {@code ```yaml} line to its closing {@code ```})
     * replaced by {@code line}; every other byte of the result is kept.
     */
    public String replaceFence(String line) {
        if (layout == null || !layout.hasInlineSnapshot()) throw new IllegalStateException("no fence to replace");
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
