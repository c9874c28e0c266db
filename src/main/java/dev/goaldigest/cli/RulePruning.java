package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.Snapshot;

/** The rule pipeline step before a digest: the model sees the rule-pruned tree, never the raw one. */
final class RulePruning {
    private RulePruning() {
    }

    /**
     * The tree the digest is made from. Until {@code prune.Pruner} is on main this is the parsed snapshot itself
     * (the digest command then sends the unpruned tree); it becomes {@code new Pruner(settings).prune(raw,
     * new PruneRequest(mode, Goal.of(goal), url)).snapshot()} when the rule pipeline lands.
     */
    static Snapshot prune(Snapshot raw, Config.Prune settings, String goal, String url) {
        return raw;
    }
}
