package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import org.junit.jupiter.api.Test;

/**
 * A news page laid out as headings and their texts: one section ("Recent News") of a hundred items, each a heading
 * that dates a release's link, and a quote saying what it brought; "Old news..." after the last.
 */
class NewsListTest {
    private static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);

    static String newsPage(int items) {
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n");
        b.append("  - link \"Home\" [ref=e2]\n");
        b.append("  - heading \"Recent News\" [level=2] [ref=e3]\n");
        int ref = 10;
        for (int i = items; i >= 1; i--) {
            b.append("  - heading [level=3] [ref=e").append(ref++).append("]:\n");
            b.append("    - text: 20").append(10 + i / 12).append('-').append(String.format("%02d", 1 + i % 12)).append("-15 -\n");
            b.append("    - link \"Version 3.").append(i).append(".0\" [ref=e").append(ref++).append("]\n");
            b.append("  - blockquote [ref=e").append(ref++).append("]: Version 3.").append(i)
                    .append(".0 is a maintenance release with small improvements to the query planner, a fix for a rare")
                    .append(" problem in the write-ahead log, and faster loading of large schemas. Upgrading is optional.\n");
        }
        b.append("  - link \"Old news...\" [ref=e").append(ref).append("]\n");
        return b.toString();
    }

    private static String prune(String page, int budget) {
        return PRUNER.prune(SnapshotParser.parse(page), new PruneRequest(Mode.BROWSE, null, null, Budget.of(budget))).text();
    }

    @Test
    void headingsThatDateTheirLinksKeepTheirDatesDeepInTheList() {
        String out = PRUNER.prune(SnapshotParser.parse(newsPage(100)), new PruneRequest(Mode.BROWSE, null, null, (Budget) null)).text();
        // the 60th item, far past the items a long list keeps whole: its heading keeps the date beside its link
        int at = out.indexOf("link \"Version 3.41.0\"");
        assertTrue(at > 0, out);
        String before = out.substring(out.lastIndexOf("- heading", at), at);
        assertTrue(before.contains("2013-06-15 -"), before);
    }

    @Test
    void headingsWithAnAnchorBesideTheirLinkStillFoldToTheirTitles() {
        // a "¶" anchor in each heading is no date: the items past the first fold to their title links as before
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n");
        int ref = 10;
        for (int i = 1; i <= 30; i++) {
            b.append("  - heading [level=3] [ref=e").append(ref++).append("]:\n");
            b.append("    - link \"Chapter number ").append(i).append(" of the guide\" [ref=e").append(ref++).append("]\n");
            b.append("    - link \"¶\" [ref=e").append(ref++).append("]\n");
        }
        String out = PRUNER.prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null, (Budget) null)).text();
        assertTrue(out.contains("folded"), out);
    }

    @Test
    void aPageThatIsOneLongSectionKeepsItsHeadUnderATightBudget() {
        String page = newsPage(100);
        String out = prune(page, 4000);
        int tokens = Tokens.count(out);
        assertTrue(tokens <= 4000, tokens + "");
        // not the whole section folded into one line: most of the budget is used, on its first items
        assertTrue(tokens >= 2000, tokens + ": " + out);
        assertTrue(out.contains("link \"Version 3.100.0\"") && out.contains("link \"Version 3.95.0\""), out);
        assertTrue(out.contains("link \"Old news...\""), out);
        assertTrue(out.contains("folded"), out);
    }
}
