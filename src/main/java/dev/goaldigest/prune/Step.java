package dev.goaldigest.prune;

/**
 * One rule of the pipeline, with one job (OkHttp's {@code Interceptor} is the model): it changes the working tree in
 * {@link PruneContext#root()} and drops nodes only through {@link PruneContext#folds()}, so every actionable ref it
 * removes is listed in a fold line. Which modes a step runs in, and how it is set up for each, is the business of
 * {@link Pipeline}'s table, not of the step.
 */
interface Step {
    void apply(PruneContext ctx);
}
