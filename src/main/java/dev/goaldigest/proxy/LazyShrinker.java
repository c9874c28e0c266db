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
    private volatile boolean realWork;

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
                //TMP warmUpOnPage(s);
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
        realWork = true;
        get().prepare(rawText);
    }

    @Override
    public Shrunk shrink(Snapshot raw, String rawText, Request request) {
        realWork = true;
        return get().shrink(raw, rawText, request);
    }

    /**
     * Runs the parser and the pipeline on a generated page of realistic shape (navigation, headings, paragraphs,
     * link lists, a table, a form) for a short while, so the JIT has compiled them before the first real large page;
     * stops as soon as a real snapshot comes in (it must not compete with the warm-up on a 2-core machine).
     */
    private void warmUpOnPage(SnapshotShrinker s) {
        String page = realisticPage(600);
        Request req = new Request(null, null, List.of(), "http://127.0.0.1/wiki/Warm_up", "Warm up", false);
        long until = System.nanoTime() + WARM_UP_NANOS;
        int rounds = 0;
        while (!realWork && System.nanoTime() < until && rounds < 60) {
            s.shrink(SnapshotParser.parse(page), page, req);
            rounds++;
        }
        LOG.debug("pipeline warmed up on a {}-char page, {} rounds", page.length(), rounds);
    }

    private static final long WARM_UP_NANOS = 2_000_000_000L;

    /** A generated snapshot shaped like an article page with {@code sections} sections (about 330 chars each). */
    static String realisticPage(int sections) {
        StringBuilder b = new StringBuilder(sections * 400);
        int ref = 1;
        b.append("- generic [ref=e").append(ref++).append("]:\n");
        b.append("  - banner [ref=e").append(ref++).append("]:\n");
        b.append("    - link \"Home\" [ref=e").append(ref++).append("] [cursor=pointer]:\n      - /url: /\n");
        b.append("    - searchbox \"Search\" [ref=e").append(ref++).append("]\n");
        b.append("    - button \"Search\" [ref=e").append(ref++).append("] [cursor=pointer]\n");
        b.append("  - navigation \"Contents\" [ref=e").append(ref++).append("]:\n    - list [ref=e").append(ref++).append("]:\n");
        for (int i = 0; i < Math.min(sections, 40); i++) {
            b.append("      - listitem [ref=e").append(ref++).append("]:\n        - link \"Section ").append(i)
                    .append("\" [ref=e").append(ref++).append("] [cursor=pointer]:\n          - /url: \"#s").append(i).append("\"\n");
        }
        b.append("  - main [ref=e").append(ref++).append("]:\n");
        b.append("    - heading \"Warm up article\" [level=1] [ref=e").append(ref++).append("]\n");
        for (int i = 0; i < sections; i++) {
            b.append("    - heading \"Section ").append(i).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]:\n");
            b.append("      - text: Some text about topic ").append(i).append(" with a number ").append(i * 37 % 1000)
                    .append(" and a date 19").append(10 + i % 90).append(".\n");
            b.append("      - link \"Topic ").append(i).append("\" [ref=e").append(ref++).append("] [cursor=pointer]:\n")
                    .append("        - /url: /wiki/Topic_").append(i).append("\n");
            b.append("      - text: \": more text, see also\"\n");
            b.append("      - superscript [ref=e").append(ref++).append("]:\n        - link \"[").append(i + 1)
                    .append("]\" [ref=e").append(ref++).append("] [cursor=pointer]:\n          - /url: \"#cite-").append(i).append("\"\n");
            if (i % 20 == 0) {
                b.append("    - table [ref=e").append(ref++).append("]:\n      - rowgroup [ref=e").append(ref++).append("]:\n");
                for (int r = 0; r < 5; r++) {
                    b.append("        - row \"Row ").append(r).append(" value ").append(r * i).append("\" [ref=e").append(ref++).append("]:\n");
                    b.append("          - cell \"Row ").append(r).append("\" [ref=e").append(ref++).append("]\n");
                    b.append("          - cell \"").append(r * i).append("\" [ref=e").append(ref++).append("]\n");
                }
            }
            if (i % 50 == 0) {
                b.append("    - img \"Figure ").append(i).append("\" [ref=e").append(ref++).append("]\n");
                b.append("    - textbox \"Comment\" [ref=e").append(ref++).append("]\n");
                b.append("    - checkbox \"Subscribe\" [ref=e").append(ref++).append("]\n");
            }
        }
        b.append("  - contentinfo [ref=e").append(ref++).append("]:\n    - paragraph [ref=e").append(ref++)
                .append("]: Text is available under a licence.\n");
        return b.toString();
    }
}
