package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.Snapshot;

/**
 * The rule pipeline step before a digest, for the digest benchmark (the {@code digest} command calls {@code Pruner}
 * itself with the mode and goal it parsed). Goes with the bench commands when they leave the product.
 */
final class RulePruning {
    private RulePruning() {
    }

    /**
     * The tree the digest is made from: {@code prune.mode} (default auto) with the goal as an explicit goal.
     *
     * @throws IllegalArgumentException when {@code prune.mode} is not a mode (one line, for the user)
     */
    static Snapshot prune(Snapshot raw, Config.Prune settings, String goal, String url) {
        PruneRequest request = new PruneRequest(Mode.parse(settings.mode()), Goal.of(goal), url);
        return new Pruner(settings).prune(raw, request).snapshot();
    }
}
