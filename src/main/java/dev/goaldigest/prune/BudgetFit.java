package dev.goaldigest.prune;

/**
 * The last step: the token budget. Once the rules are done (their fold lines written), the tree's text is counted;
 * over the budget, regions are folded by worth ({@link Fitter}) until it fits. Runs in every mode that prunes.
 */
final class BudgetFit implements Step {
    @Override
    public void apply(PruneContext ctx) {
        PruneContext.Fit f = ctx.budget();
        if (f == null) return;
        ctx.folds().finish();
        f.snapshot().normalizeLayout();
        Fitter fitter = new Fitter(f.snapshot(), f.meter(), ctx.relevance(), ctx.folds(), f.pageRef());
        ctx.fitted(fitter.fit(f.target(), f.maxTokens()));
    }
}
