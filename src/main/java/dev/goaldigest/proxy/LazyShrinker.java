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
        Thread t = new Thread(() -> {
            try {
                SnapshotShrinker s = get();
                Snapshot snap = SnapshotParser.parse(WARM_UP);
                s.shrink(snap, WARM_UP, new Request(null, null, List.of(), "http://127.0.0.1/", "Warm up", false));
                Tokens.count(WARM_UP);
            } catch (RuntimeException e) {
                LOG.warn("warm-up of the pruning pipeline failed: {}", e.toString());
            }
        }, "goaldigest-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

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
        get().prepare(rawText);
    }

    @Override
    public Shrunk shrink(Snapshot raw, String rawText, Request request) {
        return get().shrink(raw, rawText, request);
    }
}
