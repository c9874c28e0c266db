package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
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

    /**
     * Runs {@code step} on {@code yaml}; the test fails when the step shows a ref the input did not have or, without an
     * explicit goal, loses an actionable one (neither shown, listed in a fold line, nor inside a folded region whose way
     * back names it).
     */
    static String run(Step step, Goal goal, String yaml, PruneSettings settings) {
        Snapshot s = SnapshotParser.parse(yaml);
        PruneContext ctx = PruneContext.forTest(s.root(), goal, settings);
        step.apply(ctx);
        ctx.folds().finish();
        String out = s.normalizeLayout().write();
        Snapshot in = SnapshotParser.parse(yaml);
        Snapshot written = SnapshotParser.parse(out);
        // with an explicit goal, fold lines count what does not match it instead of listing it: the page is the way back
        List<String> lost = ctx.goal().isExplicit() ? List.of() : PruneCheck.lostActionable(in, written);
        List<String> invented = PruneCheck.inventedRefs(in, written);
        if (!lost.isEmpty() || !invented.isEmpty()) {
            throw new AssertionError(step.getClass().getSimpleName() + " lost " + lost + ", invented " + invented + ":\n" + out);
        }
        return out;
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
