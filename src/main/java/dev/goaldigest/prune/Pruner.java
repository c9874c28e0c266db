package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.TokenMeter;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
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
    private final TokenMeter meter;

    public Pruner(PruneSettings settings) {
        this(settings, new TokenMeter());
    }

    /** @param meter counts the pruned text for the token budget (a caller counting other text shares its memo) */
    public Pruner(PruneSettings settings, TokenMeter meter) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.meter = Objects.requireNonNull(meter, "meter");
        this.noise = NoisePatterns.bundled();
    }

    public PruneSettings settings() {
        return settings;
    }

    /** The meter the budget counts with (o200k, line by line, memoised). */
    public TokenMeter meter() {
        return meter;
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

    /**
     * Fits a snapshot tree (pruned by this pipeline or not; changed in place) into {@code tokens} o200k tokens of
     * text, folding regions by worth for {@code goal} (null for none). For a caller that puts the snapshot into a text
     * of its own: the tokens of everything else it sends are its own to leave out of {@code tokens}.
     */
    public Fitted fit(Snapshot tree, int tokens, Goal goal) {
        Goal g = goal == null ? Goal.none() : goal;
        Relevance rel = g.isEmpty() ? Relevance.NONE : new Relevance(tree.root(), g);
        tree.normalizeLayout();
        return new Fitter(tree, meter, rel, new Folds(tree.root(), !g.isExplicit()), pageRef(tree.root()))
                .fit(tokens, tokens);
    }

    /**
     * A pruned result fitted again, tighter: its snapshot text into {@code tokens} tokens, the work reported against
     * the budget as it was set ({@code maxTokens}). The tree is changed in place; the fold lines of the first fit
     * stay and are counted.
     */
    public PruneResult refit(PruneResult r, int tokens, int maxTokens) {
        Fitted before = r.fit();
        Snapshot tree = r.snapshot().normalizeLayout();
        Fitter f = before != null
                ? new Fitter(tree, meter, before.relevance, before.folds, before.pageRef)
                : new Fitter(tree, meter, Relevance.NONE, new Folds(tree.root(), true), pageRef(tree.root()));
        Fitted again = f.fit(Math.max(0, tokens), maxTokens);
        return new PruneResult(tree, r.mode(), r.reason(), r.summary(), before != null ? again.after(before) : again);
    }

    /**
     * Holds a result to its budget as a whole: {@code whole} counts the whole text the agent receives for a result
     * (the snapshot text, the stats line, whatever surrounds them); while that is over {@code maxTokens}, the result is
     * {@linkplain #refit fitted again} into the snapshot tokens that leaves. The room the pipeline reserved is an
     * estimate of what surrounds the snapshot: this is the exact check. A few rounds at most, each tighter; the last
     * fits into nothing, which leaves only what surrounds the snapshot.
     */
    public PruneResult hold(PruneResult r, int maxTokens, ToIntFunction<PruneResult> whole) {
        PruneResult out = r;
        for (int round = 0; round < 4; round++) {
            int total = whole.applyAsInt(out);
            if (total <= maxTokens) return out;
            int snapshot = out.fit() != null ? out.fit().tokens().tokens() : meter.count(out.text());
            int tighter = round < 3 ? snapshot - (total - maxTokens) - 2 * (round + 1) : 0;
            out = refit(out, tighter, maxTokens);
        }
        return out;
    }

    private PruneResult run(Snapshot work, PruneRequest request, Supplier<Snapshot> original) {
        Mode mode = request.mode();
        String reason = null;
        Budget budget = request.budget() != null ? request.budget() : Budget.of(settings.maxTokens());
        String pageRef = pageRef(work.root());
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
            PruneContext ctx = new PruneContext(work.root(), request.goal(), settings, request.url(), noise);
            if (mode == Mode.AUTO) {
                // a survey that failed leaves only the URL to choose by; without it, the rules fail like it did. The
                // goal as the context took it: one the page says nothing of is no goal to read a page for
                AutoMode.Choice c = AutoMode.choose(request.url(), survey, ctx.goal());
                mode = c.mode();
                reason = c.reason();
            }
            ctx.budget(new PruneContext.Fit(work, meter, target(budget, mode, reason, summary), budget.maxTokens(),
                    pageRef));
            for (Step s : Pipeline.forMode(mode)) s.apply(ctx);
            ctx.folds().finish();
            work.normalizeLayout();
            return new PruneResult(work, mode, reason, summary, ctx.fitted());
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warn("pruning failed ({}), snapshot left unpruned", e.getClass().getSimpleName());
            LOG.debug("pruning failure", e);
            Snapshot unpruned = original.get();
            Mode m = mode == Mode.AUTO ? Mode.OFF : mode;
            String why = "unpruned: the rules failed";
            return new PruneResult(unpruned, m, why, summary, fitUnpruned(unpruned, budget, m, why, summary, request.goal(),
                    pageRef));
        }
    }

    /** The budget holds even when the rules fail: the unpruned snapshot is fitted on its own (null if that fails too). */
    private Fitted fitUnpruned(Snapshot s, Budget budget, Mode mode, String why, String summary, Goal goal, String pageRef) {
        try {
            Goal g = goal == null ? Goal.none() : goal;
            Relevance rel = g.isEmpty() ? Relevance.NONE : new Relevance(s.root(), g);
            s.normalizeLayout();
            return new Fitter(s, meter, rel, new Folds(s.root(), !g.isExplicit()), pageRef)
                    .fit(target(budget, mode, why, summary), budget.maxTokens());
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warn("the unpruned snapshot could not be fitted to the budget either ({})", e.getClass().getSimpleName());
            return null;
        }
    }

    /** What is left of the budget for the snapshot's text: the frame and the stats line taken off. */
    private int target(Budget budget, Mode mode, String reason, String summary) {
        int left = budget.maxTokens() - budget.frameTokens() - StatsLine.reserve(meter, mode, reason, summary,
                budget.maxTokens());
        return Math.max(0, left);
    }

    /**
     * A ref holding the whole page: the lone top-level element's (real MCP output wraps the page in
     * {@code - generic [active] [ref=e1]:}); null when the page has several top-level lines or its top has no ref.
     */
    static String pageRef(Node root) {
        Node only = null;
        for (int ci = 0, cn = root.childCount(); ci < cn; ci++) {
            Node c = root.child(ci);
            if (c.isRaw() || c.isProperty()) continue;
            if (only != null || !c.isElement()) return null;
            only = c;
        }
        return only == null ? null : only.originalRef();
    }

    private static String summary(Snapshot s, PruneRequest request) {
        try {
            return Summarizer.summarize(s, request.title());
        } catch (RuntimeException e) {
            return "";
        }
    }
}
