package dev.goaldigest.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.diff.PageChanges;
import dev.goaldigest.diff.TreeDiff;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A conversation with change views ({@code proxy.actionSnapshots: diff}): they are not pages, so pruning the history
 * keeps the last whole page they build on, and leaves them as they are.
 */
class ChangeViewHistoryTest {
    private static final String PAGE = "- main [ref=e1]:\n  - heading \"Sign in\" [level=1] [ref=e2]\n"
            + "  - textbox \"Email\" [ref=e3]\n  - button \"Go\" [ref=e4]";

    private static String whole(String url, String snapshot) {
        return "### Page\n- Page URL: " + url + "\n- Page Title: Sign in\n### Snapshot\n"
                + "[goaldigest: -10.0% tokens, 40 -> 36 (o200k) | mode act]\n" + ResultLayout.fence(snapshot) + "\n";
    }

    /** A change view as the proxy writes it: the changes in a fence, then the line. */
    private static String changes(String before, String after) {
        PageChanges c = TreeDiff.compare(SnapshotParser.parse(before), SnapshotParser.parse(after));
        String body = c.isEmpty() ? c.line() : ResultLayout.fence(c.tree().write()) + "\n" + c.line();
        return "### Page\n- Page URL: http://x/signin\n- Page Title: Sign in\n### Snapshot\n" + body + "\n";
    }

    @Test
    void theLastWholePageStaysWhenChangeViewsFollowIt() {
        String typed = PAGE.replace("textbox \"Email\" [ref=e3]", "textbox \"Email\" [ref=e3]: pat@example.com");
        String view = changes(PAGE, typed);
        assertTrue(view.contains("since your last view"), view);
        assertTrue(HistoryPruner.hasSnapshot(view), "a change view has a fence like a page");
        List<String> results = List.of(whole("http://x/start", PAGE.replace("Sign in", "Start")),
                whole("http://x/signin", PAGE), view, changes(typed, typed));
        List<String> out = new HistoryPruner(1).pruneToolResults(results);
        assertNotEquals(results.get(0), out.get(0), "the older page is replaced");
        assertSame(results.get(1), out.get(1), "the last whole page stays: the changes after it build on it");
        assertSame(results.get(2), out.get(2), "a change view stays as it is");
        assertSame(results.get(3), out.get(3));
        assertEquals(out, new HistoryPruner(1).pruneToolResults(out), "idempotent");
    }

    @Test
    void aPageWhoseTextMentionsTheLineIsStillAPage() {
        String page = PAGE + "\n  - text: \"[goaldigest: changes since your last view: 1 changed]\"";
        List<String> results = List.of(whole("http://x/a", page), whole("http://x/b", PAGE));
        List<String> out = new HistoryPruner(1).pruneToolResults(results);
        assertNotEquals(results.get(0), out.get(0), "page text inside the fence makes no change view");
    }
}
