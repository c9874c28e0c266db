package dev.goaldigest.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder until the history package lands; its owner replaces this class. */
@Command(name = "history", description = "(arriving with the history issue)")
public final class HistoryCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goaldigest: 'history' is not built yet");
        return 2;
    }
}
