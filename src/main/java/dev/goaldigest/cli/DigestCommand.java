package dev.goaldigest.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder until the digest package lands; its owner replaces this class. */
@Command(name = "digest", description = "(arriving with the digest issue)")
public final class DigestCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goaldigest: 'digest' is not built yet");
        return 2;
    }
}
