package dev.goaldigest.proxy;

import dev.goaldigest.config.Config;
import dev.goaldigest.digest.DigestInput;
import dev.goaldigest.digest.DigestOutcome;
import dev.goaldigest.digest.Digester;
import dev.goaldigest.prune.PruneResult;
import java.time.Duration;
import java.util.Map;

/** The goal digest as the proxy uses it; a class of its own so nothing of the model client loads until needed. */
final class DigestBridge {
    private final Digester digester;

    DigestBridge(Config.Digest settings, Map<String, String> env) {
        this.digester = Digester.create(settings, env);
    }

    /** Starts setting the digest up in the background (see {@link Digester#warmUp()}). */
    void warmUp() {
        digester.warmUp();
    }

    /** Waits at most {@code max} for that set-up (see {@link Digester#awaitReady}). */
    boolean awaitReady(Duration max) {
        return digester.awaitReady(max);
    }

    /** The digest's own one-line notice for a digester that could not be built. */
    static String unavailable(RuntimeException e) {
        String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return DigestOutcome.fallbackNotice(msg.lines().findFirst().orElse(msg));
    }

    /** What the model made of a page: its digest, or the one-line reason there is none. */
    record Outcome(PageView.Digest digest, String notice) {
    }

    /** The digest of a rule-pruned snapshot; on any failure, the digest's one-line reason instead. */
    Outcome digest(PruneResult pruned, String prunedText, ViewRequest request) {
        DigestOutcome o = digester.digest(new DigestInput(pruned.snapshot(), prunedText, request.goal(),
                request.url(), request.title()));
        if (o.succeeded()) return new Outcome(new PageView.Digest(o.text(), o.statsLine()), null);
        return new Outcome(null, o.notice());
    }

    /** The notice for a digest that came out over the token budget (the rule-pruned snapshot is sent instead). */
    static String overBudget(int tokens, int maxTokens) {
        return DigestOutcome.fallbackNotice("the digest counts " + Limits.count(tokens) + " tokens, over the budget of "
                + Limits.count(maxTokens));
    }
}
