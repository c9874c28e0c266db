package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Snapshot;
import java.util.Objects;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rule pipeline's facade: resolves the mode, runs the mode's steps of {@link Pipeline} over the tree and writes
 * the fold lines. {@link #prune} works on a copy and never changes its input; {@link #pruneOwned} works in place for a
 * caller that gives the tree up. Never throws on a parsed snapshot (a step that fails gives the unpruned snapshot,
 * with a warning on the log).
 */
public final class Pruner {
    private static final Logger LOG = LoggerFactory.getLogger(Pruner.class);

    private final PruneSettings settings;
    private final NoisePatterns noise;

    public Pruner(PruneSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.noise = NoisePatterns.bundled();
    }

    /** Prunes a copy of {@code input}, which stays as it was. */
    public PruneResult prune(Snapshot input, PruneRequest request) {
        if (request.mode() == Mode.OFF) return new PruneResult(input.copy(), Mode.OFF, null, summary(input, request));
        return run(input.copy(), request, input::copy);
    }

    /**
     * Prunes {@code owned} in place: for a caller that parsed the snapshot to prune it and does not use the tree
     * afterwards (the proxy, the CLI), which saves copying a tree as large as the page. Should the rules fail, the
     * unpruned snapshot of the result comes from {@code original} (a parse of the same text, say).
     */
    public PruneResult pruneOwned(Snapshot owned, PruneRequest request, Supplier<Snapshot> original) {
        Objects.requireNonNull(original, "original");
        if (request.mode() == Mode.OFF) return new PruneResult(owned, Mode.OFF, null, summary(owned, request));
        return run(owned, request, original);
    }

    private PruneResult run(Snapshot work, PruneRequest request, Supplier<Snapshot> original) {
        Mode mode = request.mode();
        String reason = null;
        // one walk over the whole page, before any rule runs, for the summary line and the mode choice
        PageSurvey survey = null;
        String summary = "";
        try {
            survey = PageSurvey.of(work.root());
            summary = Summarizer.line(survey, request.title());
        } catch (RuntimeException e) {
            LOG.debug("no summary", e);
        }
        try {
            if (mode == Mode.AUTO) {
                // a survey that failed leaves only the URL to choose by; without it, the rules fail like it did
                AutoMode.Choice c = AutoMode.choose(request.url(), survey);
                mode = c.mode();
                reason = c.reason();
            }
            PruneContext ctx = new PruneContext(work.root(), request.goal(), settings, request.url(), noise);
            for (Step s : Pipeline.forMode(mode)) s.apply(ctx);
            ctx.folds().finish();
            work.normalizeLayout();
            return new PruneResult(work, mode, reason, summary);
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warn("pruning failed ({}), snapshot left unpruned", e.getClass().getSimpleName());
            LOG.debug("pruning failure", e);
            return new PruneResult(original.get(), mode == Mode.AUTO ? Mode.OFF : mode,
                    "unpruned: the rules failed", summary);
        }
    }

    private static String summary(Snapshot s, PruneRequest request) {
        try {
            return Summarizer.summarize(s, request.title());
        } catch (RuntimeException e) {
            return "";
        }
    }
}
