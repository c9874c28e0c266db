package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Runs one step, as the pipeline of a mode sets it up, on a small snapshot written in a test. */
final class StepTesting {
    static final PruneSettings SETTINGS = new PruneSettings(Mode.AUTO, PruneSettings.UrlPolicy.DROP, 4, 2);

    private StepTesting() {
    }

    /** The step of {@code kind} in {@code mode}'s pipeline (the test fails when that mode does not run it). */
    static Step step(Mode mode, Class<? extends Step> kind) {
        return Pipeline.forMode(mode).stream().filter(kind::isInstance).findFirst()
                .orElseThrow(() -> new AssertionError(mode.id() + " runs no " + kind.getSimpleName()));
    }

    static String run(Mode mode, Class<? extends Step> kind, String yaml) {
        return run(step(mode, kind), null, yaml, SETTINGS);
    }

    static String run(Mode mode, Class<? extends Step> kind, Goal goal, String yaml) {
        return run(step(mode, kind), goal, yaml, SETTINGS);
    }

    static String run(Mode mode, Class<? extends Step> kind, Goal goal, String yaml, PruneSettings settings) {
        return run(step(mode, kind), goal, yaml, settings);
    }

    static String run(Step step, Goal goal, String yaml, PruneSettings settings) {
        Snapshot s = SnapshotParser.parse(yaml);
        PruneContext ctx = PruneContext.forTest(s.root(), goal, settings);
        step.apply(ctx);
        ctx.folds().finish();
        return s.normalizeLayout().write();
    }

    /** The ref on the first line of {@code page} that holds {@code text}; the test fails when there is none. */
    static String refOf(String page, String text) {
        for (String line : page.split("\n")) {
            if (!line.contains(text)) continue;
            Matcher m = REF.matcher(line);
            if (m.find()) return m.group(1);
        }
        throw new AssertionError("no line with a ref and " + text);
    }

    private static final Pattern REF = Pattern.compile("\\[ref=(e\\d+)]");

    static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }
}
