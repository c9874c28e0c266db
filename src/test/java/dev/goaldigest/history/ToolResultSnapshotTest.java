package dev.goaldigest.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Detection and replacement over every real tool result in the fixtures, not just examples. */
class ToolResultSnapshotTest {

    static List<Fixtures.Named> allResults() {
        List<Fixtures.Named> out = new ArrayList<>(Fixtures.upstreamResultTexts());
        for (Path p : Fixtures.corpusResults()) out.add(new Fixtures.Named(p.toString(), Fixtures.read(p)));
        return out;
    }

    @Test
    void everyRealResultWithANonEmptyInlineSnapshotIsFoundAndOnlyItsFenceReplaced() {
        int found = 0;
        int older = 0;
        for (Fixtures.Named r : allResults()) {
            ResultLayout layout = ResultLayout.parse(r.text());
            boolean expected = layout.hasInlineSnapshot() && !layout.inlineSnapshot().isBlank();
            ToolResultSnapshot s = ToolResultSnapshot.find(r.text());
            assertEquals(expected, s != null, r.name());
            if (s == null) continue;
            found++;
            if (layout.olderLayout()) older++;
            String line = Placeholder.line(s);
            String replaced = s.replaceFence(line);
            int fence = r.text().indexOf("```yaml", r.text().indexOf(layout.olderLayout() ? "- Page Snapshot:" : "### Snapshot"));
            int close = r.text().indexOf("```", fence + 7) + 3;
            assertEquals(r.text().substring(0, fence) + line + r.text().substring(close), replaced, r.name());
            assertFalse(line.contains("\n") || line.contains("ref="), r.name() + ": " + line);
            assertNull(ToolResultSnapshot.find(replaced), "a placeholder is not a snapshot: " + r.name());
        }
        assertTrue(found >= 31 + 40, "corpus and upstream inline snapshots: " + found);
        assertTrue(older >= 10, "older ### Page state layouts: " + older);
    }

    @Test
    void incrementalSnapshotsOfOlderServersCount() {
        Fixtures.Named changed = allResults().stream()
                .filter(r -> r.name().contains("0.0.56") && r.name().contains("02_click_add_to_cart"))
                .findFirst().orElseThrow();
        assertTrue(changed.text().contains("[unchanged]"));
        assertNotNull(ToolResultSnapshot.find(changed.text()));
    }

    @Test
    void whatIsNotASnapshot() {
        assertNull(ToolResultSnapshot.find(null));
        assertNull(ToolResultSnapshot.find(""));
        assertNull(ToolResultSnapshot.find("### Snapshot\n```yaml\n\n```"), "empty fence (page closed)");
        assertNull(ToolResultSnapshot.find("### Result\n```yaml\n- button \"OK\" [ref=e1]\n```"), "not under ### Snapshot");
        assertNull(ToolResultSnapshot.find("### Snapshot\n```yaml\n- button \"OK\" [ref=e1]\n"), "unclosed fence");
        assertNull(ToolResultSnapshot.find("### Snapshot\n```js\n- button \"OK\" [ref=e1]\n```"), "not yaml");
        assertNull(ToolResultSnapshot.find("Here is the ### Snapshot section:\n```yaml\n- button [ref=e1]\n```"),
                "a header must start its line");
        assertNotNull(ToolResultSnapshot.find("### Snapshot\n```yaml\n- button \"OK\" [ref=e1]\n```"));
    }
}
