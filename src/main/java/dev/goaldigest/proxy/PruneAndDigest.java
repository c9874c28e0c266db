package dev.goaldigest.proxy;

import dev.goaldigest.config.Config;
import dev.goaldigest.prune.Budget;
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
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Tokens;
import java.time.Duration;
import java.util.Map;
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
    private final int defaultMaxTokens;
    private final Config.Digest digestSettings;
    private final Map<String, String> env;
    private final TokenMeter tokens;
    private volatile DigestBridge digest;

    /** A raw text's count under way, started by {@link #prepare} (or by the view itself). */
    private record Counting(String text, TokenMeter.Pending count) {
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

    /**
     * The rule-pruned view, held to the token budget as the agent receives it ({@link ViewRequest#delivery()}: the
     * stats line, the fence, the result's other sections). With a goal and a model, the model digests the pruned page
     * as the rules left it (the budget is the agent's, not the model's: the digest has its own), and the digest is
     * sent when it fits; otherwise the rule-pruned view, fitted, with a line saying why.
     */
    @Override
    public PageView view(Snapshot raw, String rawText, ViewRequest request) {
        return render(raw, rawText, request).view();
    }

    /**
     * A view and what the rules' pruned page counted before the budget folded anything (the page as the agent would
     * read it without a budget; 0 for a digest).
     */
    private record Rendered(PageView view, int rulesTokens) {
    }

    private Rendered render(Snapshot raw, String rawText, ViewRequest request) {
        Mode mode = request.mode() == null ? defaultMode : request.mode();
        Goal goal = request.goal() != null ? request.goal()
                : request.context().isEmpty() ? null : Goal.context(request.context());
        int max = request.maxTokens() > 0 ? request.maxTokens() : defaultMaxTokens;
        ViewRequest.Delivery delivery = request.delivery() != null ? request.delivery() : ViewRequest.Delivery.PLAIN;
        boolean digesting = digests(request);
        TokenMeter.Pending tokensIn = rawCount(rawText);
        long t0 = System.nanoTime();
        // what surrounds the snapshot in the result, counted once: the pipeline leaves it room
        int frame = tokens.count(delivery.text("", "", true));
        Budget budget = new Budget(digesting ? Budget.MAX_TOKENS : max, Math.min(frame, Budget.MAX_TOKENS));
        PruneResult pruned = pruner.pruneOwned(raw, new PruneRequest(mode, goal, request.url(), request.title(), budget),
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
                    if (n <= max) return new Rendered(d, 0);
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
        int rulesTokens = pruned.fit() != null ? pruned.fit().rulesTokens() : countOf(pruned).tokens();
        pruned = pruner.hold(pruned, max,
                r -> tokens.count(delivery.text(before + StatsLine.of(in, countOf(r), r), r.text(), true)));
        long t3 = System.nanoTime();
        if (LOG.isDebugEnabled()) {
            LOG.debug("pruned {} -> {} chars: prune+fit+write {} ms, wait for count in {} ms, hold {} ms",
                    rawText.length(), pruned.text().length(), Millis.of(t1 - t0), Millis.of(t2 - t1),
                    Millis.of(t3 - t2));
        }
        return new Rendered(new PageView.Pruned(pruned.text(), before + StatsLine.of(in, countOf(pruned), pruned)),
                rulesTokens);
    }

    /** A rule-pruned view is a function of the snapshot and the request; a model's digest is not. */
    @Override
    public boolean reusable(ViewRequest request) {
        return !digests(request);
    }

    /** Whether a view made for {@code request} goes to the model: a goal on browser_snapshot, with a model configured. */
    private boolean digests(ViewRequest request) {
        return request.digestAllowed() && request.goal() != null && digestSettings.enabled();
    }

    /** The pruned snapshot's count: the budget stage's, or counted now. */
    private Tokens.Count countOf(PruneResult r) {
        return r.fit() != null ? r.fit().tokens() : tokens.measure(r.text());
    }

    /**
     * The changes from {@code before} to {@code after}, computed on the raw trees and rendered by the rules like a
     * whole page, in {@code full} mode (every line of a change view is there because it changed or places a change: no
     * region of it is folded away as chrome), and held to the token budget like any view: counted as the agent
     * receives it ({@link ViewRequest.Delivery#changes}), the change line included, which then says what the budget
     * folded. The whole view instead when the two are not one document, a dialog opened or closed, or the changes
     * would cost more than {@link #CHANGES_SHARE} of the whole page (both as the rules leave them, before the budget:
     * a budget that folds the page does not make its changes look large).
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
        Rendered whole = render(after, afterText, request);
        if (!changes.comparable() || !(whole.view() instanceof PageView.Pruned)) {
            LOG.debug("whole page after an action: {}", changes.verdict());
            return whole.view();
        }
        String line = changes.line();
        if (tree == null) return new PageView.Changes("", line);
        int max = request.maxTokens() > 0 ? request.maxTokens() : defaultMaxTokens;
        ViewRequest.Delivery delivery = request.delivery() != null ? request.delivery() : ViewRequest.Delivery.PLAIN;
        Budget budget = new Budget(max, Math.min(tokens.count(delivery.changes(line, "")), Budget.MAX_TOKENS));
        PruneResult pruned = pruner.prune(tree, new PruneRequest(Mode.FULL, null, request.url(), request.title(), budget));
        int rules = pruned.fit() != null ? pruned.fit().rulesTokens() : tokens.count(pruned.text());
        pruned = pruner.hold(pruned, max, r -> tokens.count(delivery.changes(changeLine(line, r), r.text())));
        int shown = rules + tokens.count(line);
        int page = whole.rulesTokens() + tokens.count(whole.view().statsLine());
        if (shown > page * CHANGES_SHARE) {
            LOG.debug("changes of {} tokens against a page of {}: the whole page", shown, page);
            return whole.view();
        }
        return new PageView.Changes(pruned.text(), changeLine(line, pruned));
    }

    /** The change line, with what the budget folded of the changes when it did. */
    private static String changeLine(String line, PruneResult r) {
        String fit = StatsLine.fitClause(r);
        if (fit == null || !line.endsWith("]")) return line;
        return line.substring(0, line.length() - 1) + " | " + fit + "]";
    }

    @Override
    public void prepare(String rawText) {
        // the raw text's tokens are counted on the other core while the parse and the pipeline run (and by the
        // pipeline's thread too once it is done, when a large new page's count is not)
        counting = new Counting(rawText, tokens.start(rawText, COUNTER));
    }

    private TokenMeter.Pending rawCount(String rawText) {
        Counting c = counting;
        if (c != null && c.text() == rawText) {
            counting = null;
            return c.count();
        }
        return tokens.start(rawText, COUNTER);
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
