package dev.goaldigest.proxy;

import java.io.IOException;
import java.util.List;

/**
 * Spawns the upstream before anything else of the proxy is loaded (no logging, no JSON, no threads), so its boot
 * (0.4-1.4 s for node or npx) overlaps ours and the agent's session is up sooner.
 */
public final class EarlyStart {
    private EarlyStart() {
    }

    /** Starts {@code command} with piped stdio; hand the process to {@link Proxy#create}. */
    public static Process spawn(List<String> command) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectInput(ProcessBuilder.Redirect.PIPE);
        pb.redirectOutput(ProcessBuilder.Redirect.PIPE);
        pb.redirectError(ProcessBuilder.Redirect.PIPE);
        return pb.start();
    }
}
