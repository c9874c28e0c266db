package dev.goaldigest.proxy;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the real shrinker off the startup path: once the session is up (the initialize answer has gone out), the
 * rule pipeline, the tokenizer vocabulary and the parser are loaded and exercised on a background thread while the
 * agent lists tools and the browser launches, so neither the session start nor the first snapshot pays for them.
 */
final class LazyShrinker implements SnapshotShrinker {
    private static final Logger LOG = LoggerFactory.getLogger(LazyShrinker.class);
    private static final String WARM_UP = "- generic [ref=e1]:\n  - heading \"Warm up\" [level=1] [ref=e2]\n"
            + "  - button \"Go\" [ref=e3] [cursor=pointer]\n  - link \"Next\" [ref=e4]:\n    - /url: /next\n";

    private final Supplier<SnapshotShrinker> factory;
    private final List<String> modes;
    private final Function<String, Boolean> isOff;
    private volatile SnapshotShrinker delegate;
    private volatile boolean warming;

    /**
     * @param factory builds the real shrinker (the expensive part)
     * @param modes the mode names, known without building it
     * @param isOff whether a mode is off; throws {@link IllegalArgumentException} for a name that is no mode
     */
    LazyShrinker(Supplier<SnapshotShrinker> factory, List<String> modes, Function<String, Boolean> isOff) {
        this.factory = factory;
        this.modes = List.copyOf(modes);
        this.isOff = isOff;
    }

    /** Starts building (and exercising) the shrinker on a daemon thread, once. */
    void warmUpInBackground() {
        if (warming) return;
        warming = true;
        inBackground("goaldigest-warm-up", () -> {
            SnapshotShrinker s = get();
            Snapshot snap = SnapshotParser.parse(WARM_UP);
            s.shrink(snap, WARM_UP, new Request(null, null, List.of(), "http://127.0.0.1/", "Warm up", false));
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

    private volatile boolean warmingOnPage;

    /**
     * Prunes a generated page of the usual shapes over and over for a short while, so the JIT compiles the parser and
     * the pipeline before the first real large page (without it the first few dozen large snapshots of a session run
     * two to ten times slower). Stops as soon as a real snapshot comes in: on 2 cores it must not compete with one.
     */
    private void warmUpOnPage(SnapshotShrinker s) {
        String page = WarmUpPage.generate(WARM_UP_ITEMS);
        Request req = new Request(null, null, List.of(), "https://shop.example/search?q=warm", "Warm up", false);
        long until = System.nanoTime() + WARM_UP_NANOS;
        int rounds = 0;
        while (!realWork && rounds < WARM_UP_ROUNDS && System.nanoTime() < until) {
            s.shrink(SnapshotParser.parse(page), page, req);
            rounds++;
        }
        LOG.debug("pipeline warmed up on a {}-char page, {} rounds", page.length(), rounds);
    }

    private static final int WARM_UP_ITEMS = 150;
    private static final int WARM_UP_ROUNDS = 60;
    private static final long WARM_UP_NANOS = 4_000_000_000L;
    /** Set once a real snapshot has come in: the warm-up stops. */
    private volatile boolean realWork;

    private SnapshotShrinker get() {
        SnapshotShrinker d = delegate;
        if (d == null) {
            synchronized (this) {
                d = delegate;
                if (d == null) delegate = d = factory.get();
            }
        }
        return d;
    }

    @Override
    public List<String> modes() {
        return modes;
    }

    @Override
    public void checkMode(String mode) {
        isOff.apply(mode);
    }

    @Override
    public boolean isOff(String mode) {
        return isOff.apply(mode);
    }

    @Override
    public void prepare(String rawText) {
        realWork = true;
        get().prepare(rawText);
    }

    @Override
    public Shrunk shrink(Snapshot raw, String rawText, Request request) {
        realWork = true;
        return get().shrink(raw, rawText, request);
    }
}
