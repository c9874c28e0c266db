package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;

/**
 * What a step is handed, for one pruning run: the tree being pruned (a copy of the input, or the subtree a caller
 * prunes), the goal and how each node relates to it, the settings, the page URL and the noise patterns, and the fold
 * lines ({@link #folds()}) every drop goes through.
 */
final class PruneContext {
    private final Node root;
    private final Goal goal;
    private final PruneSettings settings;
    private final String url;
    private final Relevance relevance;
    private final NoisePatterns noise;
    private final Folds folds;

    PruneContext(Node root, Goal goal, PruneSettings settings, String url, NoisePatterns noise) {
        this.root = root;
        this.goal = goal == null ? Goal.none() : goal;
        this.settings = settings;
        this.url = url;
        this.noise = noise;
        this.relevance = this.goal.isEmpty() ? Relevance.NONE : new Relevance(root, this.goal);
        this.folds = new Folds(root, !this.goal.isExplicit());
    }

    /** A context for testing one step on its own. */
    static PruneContext forTest(Node root, Goal goal, PruneSettings settings) {
        return new PruneContext(root, goal, settings, null, NoisePatterns.bundled());
    }

    public Node root() {
        return root;
    }

    public Goal goal() {
        return goal;
    }

    public PruneSettings settings() {
        return settings;
    }

    public String url() {
        return url;
    }

    Relevance relevance() {
        return relevance;
    }

    NoisePatterns noise() {
        return noise;
    }

    /** Whether {@code n} is still in the tree being pruned (an earlier drop may have taken it, or an ancestor, out). */
    boolean isAttached(Node n) {
        Node a = n;
        while (a.parent() != null) a = a.parent();
        return a == root;
    }

    /** The fold lines of this run: every drop goes through them, so no ref is lost without a line that lists it. */
    Folds folds() {
        return folds;
    }
}
