package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one rule by which the proxy, the CLI and the history pruner decide whether a snapshot may be touched. */
class ReadableSnapshotTest {

    private static String buttons(int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= n; i++) b.append("- button \"B").append(i).append("\" [ref=e").append(i).append("]\n");
        return b.toString();
    }

    private static String garbage(int n) {
        return "{{{ not a snapshot line\n".repeat(n);
    }

    @Test
    void atMostOneLineInTenUnreadable() {
        ToolResultSnapshot nineAndOne = ToolResultSnapshot.bare(buttons(9) + garbage(1));
        assertEquals(new Snapshot.LineCounts(9, 1, 0), nineAndOne.snapshot().lineCounts());
        assertNull(nineAndOne.problem());
        ToolResultSnapshot eightAndTwo = ToolResultSnapshot.bare(buttons(8) + garbage(2));
        assertEquals("could not be parsed (2 unreadable lines)", eightAndTwo.problem());
        // unreadable lines that do not outnumber the elements are still too many: what cannot be read stays whole
        assertFalse(ToolResultSnapshot.bare(buttons(3) + garbage(2)).readable());
    }

    @Test
    void emptyOrWithoutAnElementLine() {
        assertEquals("is empty", ToolResultSnapshot.bare(" \n").problem());
        assertEquals("could not be parsed (no snapshot lines found)",
                ToolResultSnapshot.bare("just some notes\nno snapshot here\n").problem());
        assertEquals("could not be parsed (no snapshot lines found)",
                ToolResultSnapshot.bare("- text: only text\n- /url: /x\n").problem(), "text and properties are no page");
    }

    @Test
    void theSameRuleInsideAToolResult() {
        String half = "### Page\n- Page URL: http://x/\n### Snapshot\n```yaml\n" + buttons(3) + garbage(2) + "```";
        assertNull(ToolResultSnapshot.find(half), "found only when readable");
        ToolResultSnapshot inline = ToolResultSnapshot.inline(ResultLayout.parse(half));
        assertNotNull(inline, "there is a fence");
        assertEquals("could not be parsed (2 unreadable lines)", inline.problem());
        assertNull(ToolResultSnapshot.inline(ResultLayout.parse("### Page\n- Page URL: http://x/\n")));
    }

    @Test
    void anIncrementalSnapshotIsReadableAndSaysSo() {
        ToolResultSnapshot s = ToolResultSnapshot.bare("- <changed> button \"Add\" [ref=e5]\n- ref=e6 [unchanged]\n");
        assertTrue(s.readable());
        assertTrue(s.incremental());
        assertFalse(ToolResultSnapshot.bare(buttons(2)).incremental());
    }

    @Test
    void withSnapshotReplacesOnlyTheFenceBodyOrTheWholeBareText() {
        String result = "### Page\n- Page URL: http://x/\n### Snapshot\n```yaml\n" + buttons(2) + "```\n### Events\n- e";
        ToolResultSnapshot inline = ToolResultSnapshot.find(result);
        assertEquals(result.replace(buttons(2), "- button \"B1\" [ref=e1]\n"),
                inline.withSnapshot("- button \"B1\" [ref=e1]"));
        assertEquals("- x", ToolResultSnapshot.bare(buttons(2)).withSnapshot("- x"));
    }

    @Test
    void everyRealSnapshotIsReadable() {
        List<Path> files = new ArrayList<>(Fixtures.corpusSnapshots());
        for (Path p : files) assertNull(ToolResultSnapshot.bare(Fixtures.read(p)).problem(), p.toString());
        for (Path p : Fixtures.corpusResults()) {
            ToolResultSnapshot s = ToolResultSnapshot.inline(ResultLayout.parse(Fixtures.read(p)));
            if (s != null && !s.body().isBlank()) assertNull(s.problem(), p.toString());
        }
    }
}
