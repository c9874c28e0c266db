package dev.goaldigest.prune;

/**
 * One rule of the pipeline, with one job (OkHttp's {@code Interceptor} is the model): it changes the working tree in
 * {@link PruneContext#root()} and drops nodes only through {@link PruneContext#drop}, so every actionable ref it
 * removes is listed in a fold line.
 */
public interface Step {
    /** A short name for logs and benchmarks. */
    String name();

    /** Whether this step runs in {@code mode} (never called with AUTO or OFF). */
    boolean runsIn(Mode mode);

    void apply(PruneContext ctx);
}
