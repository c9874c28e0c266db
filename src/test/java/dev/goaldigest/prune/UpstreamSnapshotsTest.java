package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.Fixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every snapshot the real server sent in the recorded walkthroughs (0.0.40 to 0.0.83: frame refs, the incremental
 * {@code <changed>} and {@code ref=e5 [unchanged]} forms, odd grammar cases) prunes in every mode without breaking
 * an invariant.
 */
class UpstreamSnapshotsTest {
    @Test
    void everyRecordedSnapshotPrunesInEveryMode() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        List<String> failures = new ArrayList<>();
        int seen = 0;
        for (Fixtures.Named r : Fixtures.upstreamResultTexts()) {
            String yaml = ResultLayout.parse(r.text()).inlineSnapshot();
            if (yaml == null || yaml.isBlank()) continue;
            seen++;
            Snapshot in = SnapshotParser.parse(yaml);
            for (Mode m : Mode.values()) {
                for (Goal g : List.of(Goal.none(), Goal.of("click the second button"))) {
                    PruneResult res = pruner.prune(in, new PruneRequest(m, g, "http://127.0.0.1:8000/x"));
                    Snapshot out = SnapshotParser.parse(res.text());
                    String where = r.name() + " " + m.id() + " " + g + ": ";
                    if (m == Mode.OFF && !res.text().equals(yaml)) failures.add(where + "off changed the text");
                    if (PruneCheck.rawLines(out) > PruneCheck.rawLines(in)) failures.add(where + "does not parse");
                    if (!PruneCheck.inventedRefs(in, out).isEmpty()) failures.add(where + "invented refs");
                    if (g.isEmpty() && !PruneCheck.lostActionable(in, out).isEmpty()) failures.add(where + "lost refs");
                    if (!PruneCheck.foldsSayHowBack(out)) failures.add(where + "fold without a way back");
                }
            }
        }
        assertTrue(seen > 5, "recorded snapshots found: " + seen);
        assertEquals(List.of(), failures);
    }
}
