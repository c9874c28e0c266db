package dev.goaldigest.prune;

import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.Snapshot;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rule pipeline's facade: copies the snapshot, resolves the mode, runs the mode's steps of {@link Pipeline} over
 * the copy and writes the fold lines. Never changes its input; never throws on a parsed snapshot (a step that fails
 * leaves the input as it was, with a warning on the log).
 */
public final class Pruner {
    private static final Logger LOG = LoggerFactory.getLogger(Pruner.class);

    private final Config.Prune settings;
    private final NoisePatterns noise;
    private final List<Step> steps;

    public Pruner(Config.Prune settings) {
        this(settings, NoisePatterns.bundled(), Pipeline.STEPS);
    }

    Pruner(Config.Prune settings, NoisePatterns noise, List<Step> steps) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.noise = noise;
        this.steps = steps;
    }

    public PruneResult prune(Snapshot input, PruneRequest request) {
        Mode mode = request.mode();
        String reason = null;
        if (mode == Mode.OFF) return new PruneResult(input.copy(), Mode.OFF, null, summary(input));
        Snapshot work = input.copy();
        try {
            if (mode == Mode.AUTO) {
                AutoMode.Choice c = AutoMode.choose(request.url(), work.root());
                mode = c.mode();
                reason = c.reason();
            }
            PruneContext ctx = new PruneContext(work.root(), mode, request.goal(), settings, request.url(), noise);
            for (Step s : steps) if (s.runsIn(mode)) s.apply(ctx);
            ctx.finish();
            work.normalizeLayout();
            return new PruneResult(work, mode, reason, summary(input));
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warn("pruning failed ({}), snapshot left unpruned", e.getClass().getSimpleName());
            LOG.debug("pruning failure", e);
            return new PruneResult(input.copy(), mode == Mode.AUTO ? Mode.OFF : mode,
                    "unpruned: the rules failed", summary(input));
        }
    }

    private static String summary(Snapshot s) {
        try {
            return Summarizer.summarize(s, null);
        } catch (RuntimeException e) {
            return "";
        }
    }
}
