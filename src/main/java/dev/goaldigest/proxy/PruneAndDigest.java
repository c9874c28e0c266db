package dev.goaldigest.proxy;

import dev.goaldigest.config.Config;
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
    private final Config.Digest digestSettings;
    private final Map<String, String> env;
    private final TokenMeter tokens = new TokenMeter();
    private volatile DigestBridge digest;

    /** A raw text's count under way, started by {@link #prepare} (or by the view itself). */
    private record Counting(String text, CompletableFuture<Tokens.Count> count) {
    }

    private volatile Counting counting;

    PruneAndDigest(Config config, Map<String, String> env) {
        Config.Prune p = config.prune();
        PruneSettings settings = new PruneSettings(Mode.parse(p.mode()), PruneSettings.UrlPolicy.valueOf(p.urls().name()),
                p.foldThreshold(), p.foldKeep(), p.maxTokens());
        this.pruner = new Pruner(settings);
        this.defaultMode = settings.mode();
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

    @Override
    public PageView view(Snapshot raw, String rawText, ViewRequest request) {
        Mode mode = request.mode() == null ? defaultMode : request.mode();
        Goal goal = request.goal() != null ? request.goal()
                : request.context().isEmpty() ? null : Goal.context(request.context());
        CompletableFuture<Tokens.Count> tokensIn = rawCount(rawText);
        long t0 = System.nanoTime();
        PruneResult pruned = pruner.pruneOwned(raw, new PruneRequest(mode, goal, request.url()),
                () -> SnapshotParser.parse(rawText));
        String text = pruned.text();
        long t1 = System.nanoTime();
        Tokens.Count out = tokens.measure(text);
        long t2 = System.nanoTime();
        Tokens.Count in = tokensIn.join();
        long t3 = System.nanoTime();
        String stats = StatsLine.of(in, out, pruned);
        if (LOG.isDebugEnabled()) {
            LOG.debug("pruned {} -> {} chars: prune+write {} ms, count out {} ms, wait for count in {} ms",
                    rawText.length(), text.length(), Millis.of(t1 - t0), Millis.of(t2 - t1), Millis.of(t3 - t2));
        }
        if (request.digestAllowed() && request.goal() != null && digestSettings.enabled()) {
            try {
                return digest().digest(pruned, text, stats, request);
            } catch (RuntimeException e) {
                // the digest never throws once built; building it can (a prompts folder that is not there)
                return new PageView.Pruned(text, DigestBridge.unavailable(e) + "\n" + stats);
            }
        }
        return new PageView.Pruned(text, stats);
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
