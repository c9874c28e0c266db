package dev.goaldigest.history;

import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The decision shared by every message format: given the tool results of a conversation in order (each as the text
 * pieces its content holds), which pieces of which results get their snapshot replaced. The last {@code keep}
 * results that carry a snapshot stay whole; in each older one every piece carrying a snapshot loses only its fence.
 * A change view of the proxy ({@code proxy.actionSnapshots: diff}) is not a page: it is small, and says nothing
 * without the whole page before it, so it is neither replaced nor counted among the kept.
 */
final class Plan {
    /** The line that follows a change view under {@code ### Snapshot} ({@code diff.PageChanges#line}). */
    private static final Pattern CHANGE_VIEW = Pattern.compile("(?m)^\\[goaldigest: (?:no )?changes since your last view[:;]");

    /** Replacement texts by result index, then by piece index within that result. */
    private final Map<Integer, Map<Integer, String>> changes;
    private final int snapshotResults;

    private Plan(Map<Integer, Map<Integer, String>> changes, int snapshotResults) {
        this.changes = changes;
        this.snapshotResults = snapshotResults;
    }

    static Plan of(List<List<String>> toolResults, int keep) {
        List<Map<Integer, ToolResultSnapshot>> found = new ArrayList<>(toolResults.size());
        List<Integer> bearing = new ArrayList<>();
        for (int r = 0; r < toolResults.size(); r++) {
            Map<Integer, ToolResultSnapshot> inResult = new LinkedHashMap<>();
            List<String> pieces = toolResults.get(r);
            for (int p = 0; p < pieces.size(); p++) {
                ToolResultSnapshot s = ToolResultSnapshot.find(pieces.get(p));
                if (s != null && !changeView(pieces.get(p))) inResult.put(p, s);
            }
            found.add(inResult);
            if (!inResult.isEmpty()) bearing.add(r);
        }
        Map<Integer, Map<Integer, String>> changes = new LinkedHashMap<>();
        int replace = Math.max(0, bearing.size() - keep);
        for (int i = 0; i < replace; i++) {
            int r = bearing.get(i);
            Map<Integer, String> texts = new LinkedHashMap<>();
            for (Map.Entry<Integer, ToolResultSnapshot> e : found.get(r).entrySet()) {
                texts.put(e.getKey(), e.getValue().replaceFence(Placeholder.line(e.getValue())));
            }
            changes.put(r, texts);
        }
        return new Plan(changes, bearing.size());
    }

    /** Whether a tool result's snapshot is a change view: its {@code ### Snapshot} section ends in the changes line. */
    static boolean changeView(String toolResultText) {
        String section = ResultLayout.parse(toolResultText).sectionBody("Snapshot");
        return section != null && CHANGE_VIEW.matcher(section).find();
    }

    /** The new texts of the pieces of result {@code r} that change (piece index to text); empty if none. */
    Map<Integer, String> changesFor(int r) {
        return changes.getOrDefault(r, Collections.emptyMap());
    }

    boolean changes(int r) {
        return changes.containsKey(r);
    }

    /** How many tool results carried a snapshot. */
    int snapshotResults() {
        return snapshotResults;
    }

    /** How many tool results had their snapshot replaced. */
    int replacedResults() {
        return changes.size();
    }

    boolean isEmpty() {
        return changes.isEmpty();
    }
}
