package dev.goaldigest.proxy;

import dev.goaldigest.config.Config;
import dev.goaldigest.diff.PageChanges;
import dev.goaldigest.diff.TreeDiff;
import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneResult;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.prune.StatsLine;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The proxy's viewer: the rules prune ({@link Pruner}), then, for a {@code browser_snapshot} with a goal and a
 * configured model, the model digests. The digest classes (and the model client) load only when a model is configured.
 * After an action on a page the agent has seen, what changed ({@link TreeDiff}) goes through the same rules.
 */
final class PruneAndDigest implements PageViewer {
    private static final Logger LOG = LoggerFactory.getLogger(PruneAndDigest.class);
    private static final Executor COUNTER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "goaldigest-token-count");
        t.setDaemon(true);
        return t;
    });

    /** Changes are shown only when they cost at most this share of the whole pruned page's tokens. */
    static final double CHANGES_SHARE = 0.5;

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
                p.foldThreshold(), p.foldKeep());
        this.pruner = new Pruner(settings);
        this.defaultMode = settings.mode();
        this.digestSettings = config.digest();
        this.env = env;
        if (digestSettings.enabled()) {
            // the digest is set up now, in the background (the model client built and put through one request answered
            // in-process, the tokenizer loaded: a second or two of a cold JVM), not inside the first digest's time
            // limit; a digester that cannot be built is reported on each goal call instead
            try {
                digest().warmUp();
            } catch (RuntimeException e) {
                digest = null;
            }
        }
    }

    /** Waits at most {@code max} for the digest's set-up; false when the digest is off or could not be built. */
    boolean awaitDigestReady(Duration max) {
        DigestBridge d = digestSettings.enabled() ? digest : null;
        return d != null && d.awaitReady(max);
    }

    @Override
    public PageView view(Snapshot raw, String rawText, ViewRequest request) {
        Mode mode = request.mode() == null ? defaultMode : request.mode();
        Goal goal = request.goal() != null ? request.goal()
                : request.context().isEmpty() ? null : Goal.context(request.context());
        CompletableFuture<Tokens.Count> tokensIn = rawCount(rawText);
        long t0 = System.nanoTime();
        PruneResult pruned = pruner.pruneOwned(raw, new PruneRequest(mode, goal, request.url(), request.title()),
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

    /**
     * The changes from {@code before} to {@code after}, computed on the raw trees and rendered by the rules like a
     * whole page, in {@code full} mode (every line of a change view is there because it changed or places a change: no
     * region of it is folded away as chrome); the whole view instead when the two are not one document, a dialog
     * opened or closed, or the changes would cost more than {@link #CHANGES_SHARE} of the whole page.
     */
    @Override
    public PageView changes(Snapshot before, Snapshot after, String afterText, ViewRequest request) {
        PageChanges changes;
        Snapshot tree;
        try {
            changes = TreeDiff.compare(before, after);
            // copies of the changed lines, taken before the whole view prunes `after` in place
            tree = changes.comparable() && !changes.isEmpty() ? changes.tree() : null;
        } catch (RuntimeException | StackOverflowError e) {
            LOG.warn("changes not computed ({}): the whole page instead", e.getClass().getSimpleName());
            return view(after, afterText, request);
        }
        PageView whole = view(after, afterText, request);
        if (!changes.comparable() || !(whole instanceof PageView.Pruned)) {
            LOG.debug("whole page after an action: {}", changes.verdict());
            return whole;
        }
        String line = changes.line();
        if (tree == null) return new PageView.Changes("", line);
        // the one place the change view is pruned: its budget is the whole view's, given here when there is one
        String text = pruner.prune(tree, new PruneRequest(Mode.FULL, null, request.url())).text();
        int shown = tokens.count(text) + tokens.count(line);
        int page = tokens.count(whole.text()) + tokens.count(whole.statsLine());
        if (shown > page * CHANGES_SHARE) {
            LOG.debug("changes of {} tokens against a page of {}: the whole page", shown, page);
            return whole;
        }
        return new PageView.Changes(text, line);
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
