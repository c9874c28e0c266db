package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.prune.Budget;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    private final TokenMeter tokens;
    private final int defaultMaxTokens;
    private final LastView last = new LastView();

    ResultRewriter(PageViewer viewer, Config.ActionSnapshots actionSnapshots, SnapshotFiles files, PageContext page) {
        this(viewer, actionSnapshots, files, page, new TokenMeter(), Budget.DEFAULT_TOKENS);
    }

    /**
     * @param tokens the meter the viewer counts with (the last texts it counted are remembered: the check here is free)
     * @param defaultMaxTokens the token budget of a result whose call sets none
     */
    ResultRewriter(PageViewer viewer, Config.ActionSnapshots actionSnapshots, SnapshotFiles files, PageContext page,
                   TokenMeter tokens, int defaultMaxTokens) {
        this.viewer = viewer;
        this.actionSnapshots = actionSnapshots;
        this.files = files;
        this.page = page;
        this.tokens = tokens;
        this.defaultMaxTokens = defaultMaxTokens;
    }

    /** The result to send the client: {@code result} itself when nothing changes, else a rewritten copy. */
    JsonNode rewrite(ToolCall call, JsonNode result) {
        // an upstream whose browser will not start: one line of ours after its error says what to add
        return BrowserStart.withHint(rewritten(call, result));
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
    private String viewInto(ResultLayout original, String body, ToolCall call, Path linkedFile) {
        if (body.length() > Limits.MAX_PRUNE_CHARS) {
            LOG.warn("snapshot of {} characters not pruned (limit {})", body.length(), Limits.MAX_PRUNE_CHARS);
            return withNote(original, "snapshot too large to prune (" + Limits.count(body.length())
                    + " characters, over the limit of " + Limits.count(Limits.MAX_PRUNE_CHARS) + ")");
        }
        int max = budgetOf(call);
        ResultLayout layout = frameWithin(original, max);
        boolean linking = linkedFile != null && actionSnapshots == Config.ActionSnapshots.LINK;
        // what the agent receives of a view, as the budget counts it: the pruned copy a link points to, or the text item
        ViewRequest.Delivery delivery = new ViewRequest.Delivery() {
            @Override
            public String text(String lines, String shown, boolean yaml) {
                return linking && yaml ? shown : inline(layout, lines, shown, yaml);
            }

            @Override
            public String changes(String line, String shown) {
                return changesInline(layout, line, shown);
            }
        };
        PageView view;
        try {
            String tab = currentTab(layout);
            boolean changesView = showsChanges(call, linkedFile);
            ViewRequest request = new ViewRequest(call.mode(), call.goal(), page.terms(), layout.pageUrl(),
                    layout.pageTitle(), call.goal() != null && PlaywrightTools.SNAPSHOT.equals(call.tool()), max,
                    delivery);
            // the same snapshot asked for the same way: the view made of it last time (a change view is made against
            // what the agent saw last, which moves: never reused)
            LastView.Key key = changesView || !viewer.reusable(request) ? null
                    : LastView.Key.of(body, inline(layout, "", "", true), linking, request);
            view = key == null ? null : last.get(key);
            if (view != null) {
                LOG.debug("the same snapshot asked for the same way: the last view again");
                page.setLastSnapshotText(body);
            } else {
                last.clear();
                viewer.prepare(body);
                long t0 = System.nanoTime();
                ToolResultSnapshot found = ToolResultSnapshot.linked(layout, body);
                if (LOG.isDebugEnabled()) LOG.debug("parsed {} chars in {} ms", body.length(), Millis.of(System.nanoTime() - t0));
                if (found.incremental()) return null;
                if (!found.readable()) return withNote(layout, "snapshot " + found.problem());
                Snapshot before = changesView ? page.lastShown(layout.pageUrl(), tab) : null;
                page.setLastSnapshotText(body); // parsed again only if a later call needs it: the tree is pruned in place
                view = before != null ? viewer.changes(before, found.snapshot(), body, request)
                        : viewer.view(found.snapshot(), body, request);
                if (key != null) last.put(key, view);
            }
            page.shownToAgent(layout.pageUrl(), tab); // what the next change view is computed against
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            last.clear();
            LOG.warn("snapshot not pruned: {}", e.toString());
            return withNote(layout, "snapshot could not be pruned (" + e.getClass().getSimpleName() + ")");
        }
        String stats = view.statsLine();
        if (view instanceof PageView.Changes changes) return withinBudget(delivery.changes(stats, changes.text()), max);
        boolean yaml = view instanceof PageView.Pruned;
        if (linking && yaml) {
            String newLink = files.writePrunedCopy(layout.snapshotLink(), linkedFile, view.text());
            if (newLink == null) return withNote(layout, "pruned snapshot could not be written beside the file");
            return withinBudget(layout.withSnapshotLink(stats + "\n- [Snapshot](" + newLink + ")"), max);
        }
        return withinBudget(delivery.text(stats, view.text(), yaml), max);
    }

    /** The result's text with the view in place of the snapshot: in {@code ### Snapshot}, or in the older layout. */
    private static String inline(ResultLayout layout, String lines, String shown, boolean yaml) {
        if (layout.hasSnapshotSection()) return layout.withSnapshotSection(lines + "\n" + (yaml ? ResultLayout.fence(shown) : shown));
        // the older layout (### Page state / - Page Snapshot:): the fence body only, the stats line at the end
        return appendLine(layout.withSnapshot(shown), lines);
    }

    /** The result's text with a change view: the changes, then the line that says they are changes and how to get the whole page. */
    private static String changesInline(ResultLayout layout, String line, String changes) {
        String shown = changes.isEmpty() ? line : ResultLayout.fence(changes) + "\n" + line;
        return layout.hasSnapshotSection() ? layout.withSnapshotSection(shown) : appendLine(layout.text(), shown);
    }

    /**
     * The result's text as it goes out: within the budget, as the snapshot was fitted to what the rest of the result
     * leaves it (a last check; the meter remembers the text the viewer counted, so it costs a comparison).
     */
    private String withinBudget(String text, int max) {
        if (tokens.count(text) > max) LOG.warn("a result stays over its budget of {} tokens", max);
        return text;
    }

    /**
     * The result with room for its snapshot within {@code max} tokens. Only a result whose other sections alone leave
     * the snapshot less than {@link #SNAPSHOT_ROOM} tokens (a very long text typed, echoed in its code, say) changes:
     * their bodies are replaced by one line each, the longest first, until there is room ({@code ### Page} keeps its
     * URL and title).
     */
    ResultLayout frameWithin(ResultLayout layout, int max) {
        if (tokens.count(frame(layout)) <= max - SNAPSHOT_ROOM) return layout;
        List<ResultLayout.Section> others = new ArrayList<>();
        for (ResultLayout.Section sec : layout.sections()) if (!"Snapshot".equals(sec.title())) others.add(sec);
        others.sort((x, y) -> (y.end() - y.start()) - (x.end() - x.start()));
        ResultLayout cur = layout;
        for (ResultLayout.Section sec : others) {
            ResultLayout.Section now = cur.section(sec.title());
            if (now == null) continue;
            String text = cur.text();
            String kept = "Page".equals(sec.title()) ? pageLines(cur.sectionBody("Page")) : "";
            String note = "[goaldigest: " + sec.title().replaceAll("[\\[\\]\\r\\n]+", " ").strip()
                    + " left out to fit the budget of " + Limits.count(max) + " tokens]";
            String header = text.substring(now.start(), Math.max(now.start(), text.indexOf('\n', now.start()) + 1));
            String replacement = header + (kept.isEmpty() ? "" : kept + "\n") + note + "\n";
            cur = ResultLayout.parse(text.substring(0, now.start()) + replacement + text.substring(now.end()));
            if (tokens.count(frame(cur)) <= max - SNAPSHOT_ROOM) break;
        }
        return cur;
    }

    /** The tokens a result's other sections leave the snapshot, at least, before they are cut to make room. */
    static final int SNAPSHOT_ROOM = 300;

    /** A result's text without its snapshot. */
    private static String frame(ResultLayout layout) {
        if (layout.hasSnapshotSection()) return layout.withSnapshotSection("");
        return layout.hasInlineSnapshot() ? layout.withSnapshot("") : layout.text();
    }

    /** The URL and title lines of a {@code ### Page} section. */
    private static String pageLines(String body) {
        if (body == null) return "";
        StringBuilder b = new StringBuilder();
        for (String line : body.split("\n")) {
            if (line.startsWith("- Page URL: ") || line.startsWith("- Page Title: ")) {
                if (b.length() > 0) b.append('\n');
                b.append(line.length() > 400 ? line.substring(0, 400) + "…" : line);
            }
        }
        return b.toString();
    }

    private int budgetOf(ToolCall call) {
        return call.maxTokens() != null ? call.maxTokens() : defaultMaxTokens;
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
