package dev.goaldigest.cli;

import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.Snapshot;

/** The rule pipeline step before a digest: the model sees the rule-pruned tree with goal relevance, never the raw one. */
final class RulePruning {
    private RulePruning() {
    }

    /** The tree the digest is made from: the settings' mode (default auto) with the goal as an explicit goal. */
    static Snapshot prune(Snapshot raw, PruneSettings settings, Goal goal, String url) {
        PruneRequest request = new PruneRequest(settings.mode(), goal, url);
        return new Pruner(settings).prune(raw, request).snapshot();
    }
}
