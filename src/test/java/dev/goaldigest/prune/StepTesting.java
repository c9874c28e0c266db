package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;

/** Runs one step on a small snapshot written in a test. */
final class StepTesting {
    static final PruneSettings SETTINGS = new PruneSettings(Mode.AUTO, PruneSettings.UrlPolicy.DROP, 4, 2);

    private StepTesting() {
    }

    static String run(Step step, Mode mode, String yaml) {
        return run(step, mode, null, yaml, SETTINGS);
    }

    static String run(Step step, Mode mode, Goal goal, String yaml) {
        return run(step, mode, goal, yaml, SETTINGS);
    }

    static String run(Step step, Mode mode, Goal goal, String yaml, PruneSettings settings) {
        Snapshot s = SnapshotParser.parse(yaml);
        PruneContext ctx = PruneContext.forTest(s.root(), mode, goal, settings);
        step.apply(ctx);
        ctx.finish();
        return s.normalizeLayout().write();
    }

    static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }
}
