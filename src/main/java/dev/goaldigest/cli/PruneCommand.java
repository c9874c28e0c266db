package dev.goaldigest.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder until it lands (snapshot-core issue). */
@Command(name = "prune", description = "(arriving with the snapshot-core issue)")
public final class PruneCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goaldigest: 'prune' is not built yet");
        return 2;
    }
}
