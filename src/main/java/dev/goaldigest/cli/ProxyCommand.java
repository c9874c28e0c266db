package dev.goaldigest.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder until the proxy package lands; its owner replaces this class. */
@Command(name = "proxy", description = "(arriving with the proxy issue)")
public final class ProxyCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goaldigest: 'proxy' is not built yet");
        return 2;
    }
}
