package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rewrites a {@code tools/call} result: only the snapshot in it changes (inline fence, or the {@code .yml} file an
 * action links to), plus one stats line; every other section, item (images), field and {@code isError} stays. A
 * result passed through is only read: its page URL and whole snapshot become the page context. With
 * {@code actionSnapshots: diff}, an action's snapshot of the page the agent last saw (same tab, same URL) shows what
 * changed since.
 */
final class ResultRewriter {
    private static final Logger LOG = LoggerFactory.getLogger(ResultRewriter.class);

    private final PageViewer viewer;
    private final Config.ActionSnapshots actionSnapshots;
    private final SnapshotFiles files;
    private final PageContext page;

    ResultRewriter(PageViewer viewer, Config.ActionSnapshots actionSnapshots, SnapshotFiles files, PageContext page) {
        this.viewer = viewer;
        this.actionSnapshots = actionSnapshots;
        this.files = files;
        this.page = page;
    }

    /** The result to send the client: {@code result} itself when nothing changes, else a rewritten copy. */
    JsonNode rewrite(ToolCall call, JsonNode result) {
        // an upstream that found no browser: one line of ours after its error says how to give it one
        return BrowserMissing.withHint(rewritten(call, result));
    }

    private JsonNode rewritten(ToolCall call, JsonNode result) {
        JsonNode content = result.path("content");
        if (!content.isArray()) return result;
        int index = -1;
        ResultLayout layout = null;
        for (int i = 0; i < content.size(); i++) {
            JsonNode item = content.get(i);
            if (!"text".equals(item.path("type").asText()) || !item.path("text").isTextual()) continue;
            ResultLayout l = ResultLayout.parse(item.get("text").asText());
            if (!l.sections().isEmpty()) {
                index = i;
                layout = l;
                break;
            }
        }
        if (layout == null) return result;
        page.pageShown(layout.pageUrl());
        String rewritten = rewriteText(call, layout);
        if (rewritten == null) return result;
        ObjectNode copy = result.deepCopy();
        ((ObjectNode) ((ArrayNode) copy.get("content")).get(index)).put("text", rewritten);
        return copy;
    }

    /** The new text of the result, or null to leave it as it came. */
    String rewriteText(ToolCall call, ResultLayout layout) {
        if (layout.section("Modal state") != null || PlaywrightTools.HANDLE_DIALOG.equals(call.tool())) {
            page.forgetShown(); // a dialog opened or closed: the next snapshot is shown whole
        }
        if (layout.hasInlineSnapshot()) {
            String body = layout.inlineSnapshot();
            if (call.passThrough()) {
                if (!call.partial()) {
                    page.setLastSnapshotText(body);
                    page.shownToAgent(layout.pageUrl(), currentTab(layout)); // the agent has the raw page
                }
                return null;
            }
            return viewInto(layout, body, call, null);
        }
        String link = layout.snapshotLink();
        if (link == null || call.passThrough() || actionSnapshots == Config.ActionSnapshots.NONE) return null;
        Path file = files.resolve(link);
        if (file == null) {
            LOG.warn("snapshot file {} not found; result passed through", link);
            return null;
        }
        String body;
        try {
            if (Files.size(file) == 0) return null; // a dialog or file chooser is open: nothing to show
            body = SnapshotFiles.read(file);
        } catch (IOException e) {
            return withNote(layout, "snapshot file not readable (" + e.getClass().getSimpleName() + ")");
        }
        return viewInto(layout, stripFinalNewline(body), call, file);
    }

    /**
     * Parses the snapshot {@code body} and puts the agent's view of it into the result's text. Whatever goes wrong on
     * the way (an exception, a tree too deep or too large for this JVM) leaves the snapshot as it came, with one line
     * saying why: the agent always gets an answer. An incremental snapshot of an older server is a diff, not a page:
     * never pruned.
     */
    private String viewInto(ResultLayout layout, String body, ToolCall call, Path linkedFile) {
        if (body.length() > Limits.MAX_PRUNE_CHARS) {
            LOG.warn("snapshot of {} characters not pruned (limit {})", body.length(), Limits.MAX_PRUNE_CHARS);
            return withNote(layout, "snapshot too large to prune (" + Limits.count(body.length())
                    + " characters, over the limit of " + Limits.count(Limits.MAX_PRUNE_CHARS) + ")");
        }
        PageView view;
        try {
            viewer.prepare(body);
            long t0 = System.nanoTime();
            ToolResultSnapshot found = ToolResultSnapshot.linked(layout, body);
            if (LOG.isDebugEnabled()) LOG.debug("parsed {} chars in {} ms", body.length(), Millis.of(System.nanoTime() - t0));
            if (found.incremental()) return null;
            if (!found.readable()) return withNote(layout, "snapshot " + found.problem());
            String tab = currentTab(layout);
            Snapshot before = showsChanges(call, linkedFile) ? page.lastShown(layout.pageUrl(), tab) : null;
            page.setLastSnapshotText(body); // parsed again only if a later call needs it: the tree is pruned in place
            ViewRequest request = new ViewRequest(call.mode(), call.goal(), page.terms(), layout.pageUrl(),
                    layout.pageTitle(), call.goal() != null && PlaywrightTools.SNAPSHOT.equals(call.tool()));
            view = before != null ? viewer.changes(before, found.snapshot(), body, request)
                    : viewer.view(found.snapshot(), body, request);
            page.shownToAgent(layout.pageUrl(), tab); // what the next change view is computed against
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            LOG.warn("snapshot not pruned: {}", e.toString());
            return withNote(layout, "snapshot could not be pruned (" + e.getClass().getSimpleName() + ")");
        }
        String stats = view.statsLine();
        if (view instanceof PageView.Changes changes) {
            // the changes, then the line that says they are changes and how to get the whole page
            String shown = changes.text().isEmpty() ? stats : ResultLayout.fence(changes.text()) + "\n" + stats;
            return layout.hasSnapshotSection() ? layout.withSnapshotSection(shown) : appendLine(layout.text(), shown);
        }
        boolean yaml = view instanceof PageView.Pruned;
        if (linkedFile != null && actionSnapshots == Config.ActionSnapshots.LINK && yaml) {
            String newLink = files.writePrunedCopy(layout.snapshotLink(), linkedFile, view.text());
            if (newLink == null) return withNote(layout, "pruned snapshot could not be written beside the file");
            return layout.withSnapshotLink(stats + "\n- [Snapshot](" + newLink + ")");
        }
        String shown = yaml ? ResultLayout.fence(view.text()) : view.text();
        if (layout.hasSnapshotSection()) return layout.withSnapshotSection(stats + "\n" + shown);
        // the older layout (### Page state / - Page Snapshot:): the fence body only, the stats line at the end
        return appendLine(layout.withSnapshot(view.text()), stats);
    }

    /**
     * Whether an action's linked snapshot may show changes: in diff mode, for a tool that stays on the page (not a
     * navigation, not another tab) and is not an explicit {@code browser_snapshot}, which always shows the whole page.
     */
    private boolean showsChanges(ToolCall call, Path linkedFile) {
        return actionSnapshots == Config.ActionSnapshots.DIFF && linkedFile != null
                && !PlaywrightTools.SNAPSHOT.equals(call.tool()) && !PlaywrightTools.NEW_PAGE.contains(call.tool());
    }

    /** The index of the current tab ({@code - 1: (current) [Title](url)} under {@code ### Open tabs}); "0" with one tab. */
    static String currentTab(ResultLayout layout) {
        String tabs = layout.sectionBody("Open tabs");
        if (tabs == null) return "0";
        for (String line : tabs.lines().toList()) {
            int colon = line.indexOf(": (current)");
            if (line.startsWith("- ") && colon > 2) return line.substring(2, colon).trim();
        }
        return "?";
    }

    /** The text unchanged but for one note line: first in {@code ### Snapshot}, else at the end. */
    static String withNote(ResultLayout layout, String why) {
        String note = "[goaldigest: " + oneLine(why) + "; passed through unchanged]";
        if (layout.hasSnapshotSection()) {
            String body = layout.sectionBody("Snapshot");
            return layout.withSnapshotSection(note + "\n" + (body == null ? "" : body));
        }
        return appendLine(layout.text(), note);
    }

    private static String appendLine(String text, String line) {
        return text.endsWith("\n") ? text + line + "\n" : text + "\n" + line;
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n\\[\\]]+", " ").trim();
    }

    private static String stripFinalNewline(String s) {
        if (s.endsWith("\r\n")) return s.substring(0, s.length() - 2);
        if (s.endsWith("\n")) return s.substring(0, s.length() - 1);
        return s;
    }
}
