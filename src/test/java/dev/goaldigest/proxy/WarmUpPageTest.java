package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.prune.Fold;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneResult;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/** The page the proxy warms the pipeline on reads like a real one and takes the pipeline's main paths. */
class WarmUpPageTest {
    @Test
    void itParsesWhollyAndThePipelineFoldsTrimsAndSummarizesIt() {
        String page = WarmUpPage.generate(150);
        Snapshot s = SnapshotParser.parse(page);
        assertEquals(0, s.lineCounts().unreadable(), "no line the parser cannot read");
        assertEquals(page, s.write());
        PruneResult r = new Pruner(PruneSettings.DEFAULTS)
                .prune(s, new PruneRequest(Mode.AUTO, null, "https://shop.example/search?q=warm"));
        assertEquals(Mode.ACT, r.mode());
        assertTrue(r.summary().contains("$10.00") && r.summary().contains("add to cart"), r.summary());
        String out = r.text();
        assertTrue(out.length() * 100 < page.length() * 35, "pruned to about a third: " + out.length() + " of " + page.length());
        assertTrue(r.snapshot().nodes().stream().anyMatch(Fold::isFoldLine), "repeated items folded");
        assertTrue(!out.contains("Sponsored") && !out.contains("/url:") && !out.contains("Skip to main content"),
                "noise, urls and skip links gone");
        assertTrue(r.snapshot().nodes().stream().map(Node::lineText).anyMatch(l -> l.contains("options")),
                "pickers trimmed to a count");
    }

    @Test
    void theWarmUpStopsWhenARealSnapshotComesIn() throws Exception {
        int[] views = {0};
        PageViewer counting = (raw, rawText, request) -> {
            synchronized (views) {
                views[0]++;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new PageView.Pruned(rawText, "");
        };
        LazyViewer lazy = new LazyViewer(() -> counting);
        lazy.warmUpOnPageInBackground();
        Thread.sleep(100);
        lazy.prepare("- button \"Go\" [ref=e1]");
        Thread.sleep(150);
        int after;
        synchronized (views) {
            after = views[0];
        }
        Thread.sleep(200);
        synchronized (views) {
            assertTrue(views[0] <= after + 1, "no more warm-up rounds once real work came: " + after + " -> " + views[0]);
            assertTrue(after < 60, "stopped early: " + after);
        }
    }
}
