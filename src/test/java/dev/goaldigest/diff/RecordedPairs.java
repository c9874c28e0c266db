package dev.goaldigest.diff;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The before/after pairs of {@code fixtures/diff}: consecutive snapshots of one scenario, as the real upstream sent
 * them (see its README). A step whose snapshot file is missing (a dialog was open) is skipped: its pair is the snapshot
 * before it and the next one.
 */
final class RecordedPairs {
    static final Path DIR = Fixtures.ROOT.resolve("diff");

    /** One pair: the scenario, the step that led to {@code after}, the two texts. */
    record Pair(String scenario, String step, String beforeText, String afterText) {
        Snapshot before() {
            return SnapshotParser.parse(beforeText);
        }

        Snapshot after() {
            return SnapshotParser.parse(afterText);
        }

        @Override
        public String toString() {
            return scenario + "/" + step;
        }
    }

    private RecordedPairs() {
    }

    /** The pair whose later snapshot is step {@code label} of {@code scenario} ({@code 02-type-email}). */
    static Pair of(String scenario, String label) {
        for (Pair p : all(scenario)) if (p.step().equals(label)) return p;
        throw new AssertionError("no recorded pair " + scenario + "/" + label);
    }

    /** Every pair of a scenario, in step order. */
    static List<Pair> all(String scenario) {
        List<Path> files = Fixtures.files(DIR.resolve(scenario), ".yml");
        List<Pair> out = new ArrayList<>();
        for (int i = 1; i < files.size(); i++) {
            String name = files.get(i).getFileName().toString();
            out.add(new Pair(scenario, name.substring(0, name.length() - 4), Fixtures.read(files.get(i - 1)),
                    Fixtures.read(files.get(i))));
        }
        return out;
    }

    /** Every pair of every scenario. */
    static List<Pair> all() {
        List<Pair> out = new ArrayList<>();
        for (Path steps : Fixtures.files(DIR, "steps.tsv")) out.addAll(all(steps.getParent().getFileName().toString()));
        return out;
    }
}
