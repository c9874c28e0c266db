package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rewrites a {@code tools/call} result: only the snapshot in it changes (inline fence, or the {@code .yml} file an
 * action links to), plus one stats line; every other section, item (images), field and {@code isError} stays.
 */
final class ResultRewriter {
    private static final Logger LOG = LoggerFactory.getLogger(ResultRewriter.class);


    /**
     * What the proxy knows of one call when its result comes back.
     *
     * @param passThrough the result goes back as upstream returned it
     * @param partial the snapshot in the result is not the whole page (target, depth): not kept as the last one
     */
    record Call(String tool, String goal, String mode, boolean passThrough, boolean partial) {
        Call(String tool, String goal, String mode, boolean passThrough) {
            this(tool, goal, mode, passThrough, false);
        }
    }

    private final SnapshotShrinker shrinker;
    private final Config.ActionSnapshots actionSnapshots;
    private final SnapshotFiles files;
    private final PageContext page;

    ResultRewriter(SnapshotShrinker shrinker, Config.ActionSnapshots actionSnapshots, SnapshotFiles files, PageContext page) {
        this.shrinker = shrinker;
        this.actionSnapshots = actionSnapshots;
        this.files = files;
        this.page = page;
    }

    /** The result to send the client: {@code result} itself when nothing changes, else a rewritten copy. */
    JsonNode rewrite(Call call, JsonNode result) {
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
    String rewriteText(Call call, ResultLayout layout) {
        if (layout.hasInlineSnapshot()) {
            String body = layout.inlineSnapshot();
            if (call.passThrough()) {
                if (!call.partial() && !call.tool().equals(ToolCatalog.FIND_TOOL)) page.setLastSnapshotText(body);
                return null;
            }
            return shrinkInto(layout, body, call, null);
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
            body = readUtf8(file);
        } catch (IOException e) {
            return withNote(layout, "snapshot file not readable (" + e.getClass().getSimpleName() + ")");
        }
        return shrinkInto(layout, stripFinalNewline(body), call, file);
    }

    /**
     * Whether a snapshot is one of the older incremental ones (0.0.45-0.0.68: {@code <changed>} lines and
     * {@code ref=eN [unchanged]} placeholders): a diff, not a page, so never pruned.
     */
    static boolean incremental(Snapshot s) {
        return s.lineCounts()[2] > 0;
    }

    /**
     * Parses and shrinks the snapshot {@code body} into the result's text. Whatever goes wrong on the way (an
     * exception, a tree too deep or too large for this JVM) leaves the snapshot as it came, with one line saying why:
     * the agent always gets an answer.
     */
    private String shrinkInto(ResultLayout layout, String body, Call call, Path linkedFile) {
        if (body.length() > Limits.MAX_PRUNE_CHARS) {
            LOG.warn("snapshot of {} characters not pruned (limit {})", body.length(), Limits.MAX_PRUNE_CHARS);
            return withNote(layout, "snapshot too large to prune (" + Limits.count(body.length())
                    + " characters, over the limit of " + Limits.count(Limits.MAX_PRUNE_CHARS) + ")");
        }
        SnapshotShrinker.Shrunk shrunk;
        try {
            shrinker.prepare(body);
            long t0 = System.nanoTime();
            Snapshot raw = SnapshotParser.parse(body);
            if (LOG.isDebugEnabled()) LOG.debug("parsed {} chars in {} ms", body.length(), Proxy.ms(System.nanoTime() - t0));
            if (incremental(raw)) return null;
            String problem = unparseable(raw, body);
            if (problem != null) return withNote(layout, "snapshot " + problem);
            page.setLastSnapshotText(body); // parsed again only if a later call needs it: raw is pruned in place
            boolean explicitMode = call.mode() != null;
            SnapshotShrinker.Request req = new SnapshotShrinker.Request(explicitMode ? call.mode() : null, call.goal(),
                    page.terms(), layout.pageUrl(), layout.pageTitle(),
                    call.goal() != null && ToolCatalog.SNAPSHOT_TOOL.equals(call.tool()));
            shrunk = shrinker.shrink(raw, body, req);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            LOG.warn("snapshot not pruned: {}", e.toString());
            return withNote(layout, "snapshot could not be pruned (" + e.getClass().getSimpleName() + ")");
        }
        String stats = shrunk.statsLine();
        String shown = shrunk.yaml() ? ResultLayout.fence(shrunk.text()) : shrunk.text();
        if (linkedFile != null && actionSnapshots == Config.ActionSnapshots.LINK && shrunk.yaml()) {
            String newLink = writePrunedCopy(layout.snapshotLink(), linkedFile, shrunk.text());
            if (newLink == null) return withNote(layout, "pruned snapshot could not be written beside the file");
            return layout.withSnapshotLink(stats + "\n- [Snapshot](" + newLink + ")");
        }
        if (layout.hasSnapshotSection()) return layout.withSnapshotSection(stats + "\n" + shown);
        // the older layout (### Page state / - Page Snapshot:): the fence body only, the stats line at the end
        return appendLine(layout.withSnapshot(shrunk.text()), stats);
    }

    /** Why a snapshot is not one we can prune safely, or null: no element at all, or mostly unreadable lines. */
    static String unparseable(Snapshot s, String body) {
        if (body.isBlank()) return "is empty";
        int[] counts = s.lineCounts(); // counted by the parser as it read the lines
        if (counts[0] == 0) return "could not be parsed (no element found)";
        if (counts[1] * 10 > counts[0] + counts[1]) {
            return "could not be parsed (" + counts[1] + " unreadable lines)";
        }
        return null;
    }

    private String writePrunedCopy(String link, Path file, String pruned) {
        String name = file.getFileName().toString();
        String base = name.endsWith(".yml") ? name.substring(0, name.length() - 4) : name;
        String prunedName = base + ".pruned.yml";
        Path target = file.resolveSibling(prunedName);
        try {
            Path tmp = Files.createTempFile(file.getParent(), ".goaldigest-", ".tmp");
            Files.writeString(tmp, pruned.endsWith("\n") ? pruned : pruned + "\n", StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            LOG.warn("cannot write {}: {}", target, e.toString());
            return null;
        }
        int slash = Math.max(link.lastIndexOf('/'), link.lastIndexOf('\\'));
        return link.substring(0, slash + 1) + prunedName;
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

    private static String readUtf8(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("not valid UTF-8", e);
        }
    }
}
