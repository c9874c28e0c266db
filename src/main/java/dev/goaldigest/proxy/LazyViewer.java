package dev.goaldigest.proxy;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Tokens;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the real viewer off the startup path: once the session is up (the initialize answer has gone out), the
 * rule pipeline, the tokenizer vocabulary and the parser are loaded and exercised on a background thread while the
 * agent lists tools and the browser launches, so neither the session start nor the first snapshot pays for them.
 */
final class LazyViewer implements PageViewer {
    private static final Logger LOG = LoggerFactory.getLogger(LazyViewer.class);
    private static final String WARM_UP = "- generic [ref=e1]:\n  - heading \"Warm up\" [level=1] [ref=e2]\n"
            + "  - button \"Go\" [ref=e3] [cursor=pointer]\n  - link \"Next\" [ref=e4]:\n    - /url: /next\n";
    private static final int WARM_UP_ITEMS = 150;
    private static final int WARM_UP_ROUNDS = 60;
    private static final long WARM_UP_NANOS = 4_000_000_000L;

    private final Supplier<PageViewer> factory;
    private volatile PageViewer delegate;
    private volatile boolean warming;
    private volatile boolean warmingOnPage;
    /** Set once a real snapshot has come in: the warm-up stops. */
    private volatile boolean realWork;

    private final TokenMeter tokens;

    /** @param factory builds the real viewer (the expensive part) */
    LazyViewer(Supplier<PageViewer> factory) {
        this(factory, new TokenMeter());
    }

    /** @param tokens the meter the real viewer counts with (cheap to make: the vocabulary loads on first use) */
    LazyViewer(Supplier<PageViewer> factory, TokenMeter tokens) {
        this.factory = factory;
        this.tokens = tokens;
    }

    @Override
    public TokenMeter tokenMeter() {
        return tokens;
    }

    @Override
    public void sessionStarted() {
        warmUpInBackground();
    }

    @Override
    public void toolsListed() {
        warmUpOnPageInBackground();
    }

    /** Starts building (and exercising) the viewer on a daemon thread, once. */
    void warmUpInBackground() {
        if (warming) return;
        warming = true;
        inBackground("goaldigest-warm-up", () -> {
            PageViewer v = get();
            Snapshot snap = SnapshotParser.parse(WARM_UP);
            v.view(snap, WARM_UP, new ViewRequest(null, null, List.of(), "http://127.0.0.1/", "Warm up", false));
            Tokens.count(WARM_UP);
        });
    }

    /**
     * Starts the warm-up on a page (below) on a daemon thread, once: called when the agent has listed the tools, so it
     * does not compete with the session start.
     */
    void warmUpOnPageInBackground() {
        if (warmingOnPage) return;
        warmingOnPage = true;
        inBackground("goaldigest-warm-up-page", () -> warmUpOnPage(get()));
    }

    private static void inBackground(String name, Runnable work) {
        Thread t = new Thread(() -> {
            try {
                work.run();
            } catch (RuntimeException e) {
                LOG.warn("warm-up of the pruning pipeline failed: {}", e.toString());
            }
        }, name);
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /**
     * Prunes a generated page of the usual shapes over and over for a short while, so the JIT compiles the parser and
     * the pipeline before the first real large page (without it the first few dozen large snapshots of a session run
     * two to ten times slower). Stops as soon as a real snapshot comes in: on 2 cores it must not compete with one.
     */
    private void warmUpOnPage(PageViewer v) {
        String page = WarmUpPage.generate(WARM_UP_ITEMS);
        ViewRequest req = new ViewRequest(null, null, List.of(), "https://shop.example/search?q=warm", "Warm up", false);
        long until = System.nanoTime() + WARM_UP_NANOS;
        int rounds = 0;
        while (!realWork && rounds < WARM_UP_ROUNDS && System.nanoTime() < until) {
            v.view(SnapshotParser.parse(page), page, req);
            rounds++;
        }
        LOG.debug("pipeline warmed up on a {}-char page, {} rounds", page.length(), rounds);
    }

    private PageViewer get() {
        PageViewer d = delegate;
        if (d == null) {
            synchronized (this) {
                d = delegate;
                if (d == null) delegate = d = factory.get();
            }
        }
        return d;
    }

    @Override
    public void prepare(String rawText) {
        realWork = true;
        get().prepare(rawText);
    }

    @Override
    public boolean reusable(ViewRequest request) {
        return get().reusable(request);
    }

    @Override
    public PageView view(Snapshot raw, String rawText, ViewRequest request) {
        realWork = true;
        return get().view(raw, rawText, request);
    }

    @Override
    public PageView changes(Snapshot before, Snapshot after, String afterText, ViewRequest request) {
        realWork = true;
        return get().changes(before, after, afterText, request);
    }
}
