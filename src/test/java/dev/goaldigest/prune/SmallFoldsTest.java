package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/** A fold line that would cost more than the one to three elements it folds shows them instead. */
class SmallFoldsTest {
    private static final String MAIN = lines(
            "  - main [ref=e20]:",
            "    - heading \"Espresso beans, 1 kg\" [level=1] [ref=e21]",
            "    - generic [ref=e22]: $24.00",
            "    - button \"Add to cart\" [ref=e23]");

    private static String act(String yaml) {
        return new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(yaml), PruneRequest.of(Mode.ACT)).text();
    }

    private static String page(String... banner) {
        return lines("- generic [ref=e1]:", "  - banner [ref=e2]:") + lines(banner) + MAIN;
    }

    @Test
    void aBannersOneLinkIsShownNotFolded() {
        String out = act(page("    - link \"Coffee Roasters home\" [ref=e3] [cursor=pointer]:", "      - /url: /",
                "    - img \"Coffee Roasters\" [ref=e4]"));
        assertTrue(out.contains("- link \"Coffee Roasters home\" [ref=e3]\n"), out);
        assertFalse(out.contains("folded"), out);
        assertFalse(out.contains("/url"), out);
        assertFalse(out.contains("cursor"), out);
        assertFalse(out.contains("img \"Coffee Roasters\""), out);
    }

    @Test
    void threeLinksOfRealMarkupAreWeighedWithoutTheCursorTheyLose() {
        // Playwright marks every link [cursor=pointer]; the shown links lose it, so their names cost less than the line
        String out = act(page("    - link \"Collection\" [ref=e3] [cursor=pointer]:", "      - /url: /collection",
                "    - link \"Wine Club\" [ref=e4] [cursor=pointer]:", "      - /url: /club",
                "    - link \"Gifts\" [ref=e5] [cursor=pointer]:", "      - /url: /gifts"));
        assertTrue(out.contains("- link \"Collection\" [ref=e3]\n") && out.contains("- link \"Gifts\" [ref=e5]\n"), out);
        assertFalse(out.contains("folded"), out);
    }

    @Test
    void manyLinksStayOneLine() {
        String out = act(page("    - link \"Beans\" [ref=e3]", "    - link \"Grinders\" [ref=e4]",
                "    - link \"Machines\" [ref=e5]", "    - link \"Cups\" [ref=e6]", "    - link \"Gifts\" [ref=e7]"));
        assertTrue(out.contains("folded 1 banner"), out);
        assertFalse(out.contains("[ref=e4]"), out);
    }

    @Test
    void aNamelessLinkIsShownAsItsShortLine() {
        // "- link [ref=e3]" says as much as "folded 1 banner: e3; see ..." at a fraction of its length
        String out = act(page("    - link [ref=e3] [cursor=pointer]:", "      - img [ref=e4]"));
        assertTrue(out.contains("- link [ref=e3]\n"), out);
        assertFalse(out.contains("folded"), out);
        // a nameless button (or field) stays in the line, which says where it was
        String button = act(page("    - button [ref=e3]:", "      - img [ref=e4]"));
        assertTrue(button.contains("folded 1 banner: e3;"), button);
        // where URLs are kept, the nameless link keeps the URL that tells it from others
        String kept = new Pruner(new PruneSettings(Mode.AUTO, PruneSettings.UrlPolicy.KEEP, 12, 5)).prune(SnapshotParser.parse(
                page("    - link [ref=e3] [cursor=pointer]:", "      - /url: /home", "      - img [ref=e4]")),
                PruneRequest.of(Mode.ACT)).text();
        assertTrue(kept.contains("- link [ref=e3]:\n") && kept.contains("- /url: /home"), kept);
        // where they are dropped (the default), it is shown without one: the URL was dropped from the page already,
        // while the link stood folded; where they are cleaned, it shows the cleaned URL
        String dropped = act(page("    - link [ref=e3] [cursor=pointer]:", "      - /url: /home?utm_source=mail",
                "      - img [ref=e4]"));
        assertTrue(dropped.contains("- link [ref=e3]\n"), dropped);
        assertFalse(dropped.contains("/url"), dropped);
        String cleaned = new Pruner(new PruneSettings(Mode.AUTO, PruneSettings.UrlPolicy.CLEAN, 12, 5)).prune(
                SnapshotParser.parse(page("    - link [ref=e3] [cursor=pointer]:", "      - /url: /home?utm_source=mail",
                        "      - img [ref=e4]")), PruneRequest.of(Mode.ACT)).text();
        assertTrue(cleaned.contains("- /url: /home\n"), cleaned);
    }

    @Test
    void noiseStaysALineThatSaysWhatItWas() {
        String out = act(lines("- generic [ref=e1]:", "  - link \"Skip to main content\" [ref=e2] [cursor=pointer]:",
                "    - /url: \"#main\"") + MAIN);
        assertTrue(out.contains("folded 1 skip link: e2;"), out);
        assertFalse(out.contains("[ref=e2]"), out);
    }

    @Test
    void withAnExplicitGoalFoldsOnlyCount() {
        String yaml = page("    - link \"Coffee Roasters home\" [ref=e3] [cursor=pointer]:", "      - /url: /");
        String out = new Pruner(PruneSettings.DEFAULTS)
                .prune(SnapshotParser.parse(yaml), new PruneRequest(Mode.ACT, Goal.of("add the espresso beans to the cart"), null))
                .text();
        assertFalse(out.contains("[ref=e3]"), out);
        assertTrue(out.contains("[ref=e23]"), out);
    }

    @Test
    void refsOfItemsWhoseTitlesWereKeptStayInTheLine() {
        StringBuilder b = new StringBuilder(lines("- generic [ref=e1]:", "  - list [ref=e2]:"));
        for (int i = 0; i < 5; i++) {
            int r = 10 + 3 * i;
            b.append(lines("    - listitem [ref=e" + r + "]:",
                    "      - link \"Single-origin espresso no. " + (i + 1) + "\" [ref=e" + (r + 1) + "]",
                    "      - link \"" + (12 + i) + " reviews\" [ref=e" + (r + 2) + "]"));
        }
        String out = new Pruner(StepTesting.SETTINGS).prune(SnapshotParser.parse(b.toString()), PruneRequest.of(Mode.ACT))
                .text();
        // the last three items keep their titles; their review links would stand after every title, out of their items
        assertTrue(out.contains("- link \"Single-origin espresso no. 5\" [ref=e23]"), out);
        assertTrue(out.contains("(titles kept) ('14 reviews', '15 reviews', '16 reviews'): e18 e21 e24;"), out);
        assertFalse(out.contains("[ref=e24]"), out);
    }
}
