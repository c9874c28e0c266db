package dev.goaldigest.proxy;

import dev.goaldigest.config.Config;
import dev.goaldigest.prune.Budget;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneResult;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.prune.StatsLine;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Tokens;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The proxy's viewer: the rules prune ({@link Pruner}), then, for a {@code browser_snapshot} with a goal and a
 * configured model, the model digests. The digest classes (and the model client) load only when a model is configured.
 */
final class PruneAndDigest implements PageViewer {
    private static final Logger LOG = LoggerFactory.getLogger(PruneAndDigest.class);
    private static final Executor COUNTER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "goaldigest-token-count");
        t.setDaemon(true);
        return t;
    });

    private final Pruner pruner;
    private final Mode defaultMode;
    private final int defaultMaxTokens;
    private final Config.Digest digestSettings;
    private final Map<String, String> env;
    private final TokenMeter tokens;
    private volatile DigestBridge digest;

    /** A raw text's count under way, started by {@link #prepare} (or by the view itself). */
    private record Counting(String text, CompletableFuture<Tokens.Count> count) {
    }

    private volatile Counting counting;

    PruneAndDigest(Config config, Map<String, String> env) {
        this(config, env, new TokenMeter());
    }

    /** @param tokens the meter the budget counts with (shared with whoever checks the results it delivers) */
    PruneAndDigest(Config config, Map<String, String> env, TokenMeter tokens) {
        Config.Prune p = config.prune();
        PruneSettings settings = new PruneSettings(Mode.parse(p.mode()), PruneSettings.UrlPolicy.valueOf(p.urls().name()),
                p.foldThreshold(), p.foldKeep(), p.maxTokens());
        this.tokens = tokens;
        this.pruner = new Pruner(settings, tokens);
        this.defaultMode = settings.mode();
        this.defaultMaxTokens = settings.maxTokens();
        this.digestSettings = config.digest();
        this.env = env;
        if (digestSettings.enabled()) {
            // the model client's cold start (seconds) happens now, in the background, not inside the first digest's
            // time limit; a digester that cannot be built is reported on each goal call instead
            try {
                digest().warmUp();
            } catch (RuntimeException e) {
                digest = null;
            }
        }
    }

    /**
     * The rule-pruned view, held to the token budget as the agent receives it ({@link ViewRequest#delivery()}: the
     * stats line, the fence, the result's other sections). With a goal and a model, the model digests the pruned page
     * as the rules left it (the budget is the agent's, not the model's: the digest has its own), and the digest is
     * sent when it fits; otherwise the rule-pruned view, fitted, with a line saying why.
     */
    @Override
    public PageView view(Snapshot raw, String rawText, ViewRequest request) {
        Mode mode = request.mode() == null ? defaultMode : request.mode();
        Goal goal = request.goal() != null ? request.goal()
                : request.context().isEmpty() ? null : Goal.context(request.context());
        int max = request.maxTokens() > 0 ? request.maxTokens() : defaultMaxTokens;
        ViewRequest.Delivery delivery = request.delivery() != null ? request.delivery() : ViewRequest.Delivery.PLAIN;
        boolean digesting = request.digestAllowed() && request.goal() != null && digestSettings.enabled();
        CompletableFuture<Tokens.Count> tokensIn = rawCount(rawText);
        long t0 = System.nanoTime();
        // what surrounds the snapshot in the result, counted once: the pipeline leaves it room
        int frame = tokens.count(delivery.text("", "", true));
        Budget budget = new Budget(digesting ? Budget.MAX_TOKENS : max, Math.min(frame, Budget.MAX_TOKENS));
        PruneResult pruned = pruner.pruneOwned(raw, new PruneRequest(mode, goal, request.url(), budget),
                () -> SnapshotParser.parse(rawText));
        long t1 = System.nanoTime();
        Tokens.Count in = tokensIn.join();
        long t2 = System.nanoTime();
        String notice = null;
        if (digesting) {
            try {
                DigestBridge.Outcome o = digest().digest(pruned, pruned.text(), request);
                PageView.Digest d = o.digest();
                if (d != null) {
                    int n = tokens.count(delivery.text(d.statsLine(), d.text(), false));
                    if (n <= max) return d;
                    notice = DigestBridge.overBudget(n, max);
                } else {
                    notice = o.notice();
                }
            } catch (RuntimeException e) {
                // the digest never throws once built; building it can (a prompts folder that is not there)
                notice = DigestBridge.unavailable(e);
            }
        }
        String before = notice == null ? "" : notice + "\n";
        pruned = pruner.hold(pruned, max,
                r -> tokens.count(delivery.text(before + StatsLine.of(in, countOf(r), r), r.text(), true)));
        long t3 = System.nanoTime();
        if (LOG.isDebugEnabled()) {
            LOG.debug("pruned {} -> {} chars: prune+fit+write {} ms, wait for count in {} ms, hold {} ms",
                    rawText.length(), pruned.text().length(), Millis.of(t1 - t0), Millis.of(t2 - t1),
                    Millis.of(t3 - t2));
        }
        return new PageView.Pruned(pruned.text(), before + StatsLine.of(in, countOf(pruned), pruned));
    }

    /** The pruned snapshot's count: the budget stage's, or counted now. */
    private Tokens.Count countOf(PruneResult r) {
        return r.fit() != null ? r.fit().tokens() : tokens.measure(r.text());
    }

    @Override
    public void prepare(String rawText) {
        // the raw text's tokens are counted on the other core while the parse and the pipeline run
        counting = new Counting(rawText, CompletableFuture.supplyAsync(() -> tokens.measure(rawText), COUNTER));
    }

    private CompletableFuture<Tokens.Count> rawCount(String rawText) {
        Counting c = counting;
        if (c != null && c.text() == rawText) {
            counting = null;
            return c.count();
        }
        return CompletableFuture.supplyAsync(() -> tokens.measure(rawText), COUNTER);
    }

    private DigestBridge digest() {
        DigestBridge d = digest;
        if (d == null) {
            synchronized (this) {
                d = digest;
                if (d == null) digest = d = new DigestBridge(digestSettings, env);
            }
        }
        return d;
    }
}
