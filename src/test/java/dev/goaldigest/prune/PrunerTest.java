package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

class PrunerTest {
    private final Pruner pruner = new Pruner(PruneSettings.DEFAULTS);

    static final String PAGE = String.join("\n",
            "- generic [active] [ref=e1]:",
            "  - banner [ref=e2]:",
            "    - link \"Home\" [ref=e3] [cursor=pointer]:",
            "      - /url: /",
            "  - main [ref=e4]:",
            "    - heading \"Apple iPhone 15 (128GB)\" [level=1] [ref=e5]",
            "    - generic [ref=e6]: $799.00",
            "    - generic [ref=e7]: In stock",
            "    - button \"Add to basket\" [ref=e8]",
            "  - contentinfo [ref=e9]:",
            "    - link \"Imprint\" [ref=e10] [cursor=pointer]:",
            "      - /url: /imprint") + "\n";

    @Test
    void offReturnsTheSameText() {
        Snapshot in = SnapshotParser.parse(PAGE);
        PruneResult r = pruner.prune(in, PruneRequest.of(Mode.OFF));
        assertEquals(PAGE, r.text());
        assertEquals(Mode.OFF, r.mode());
    }

    @Test
    void neverMutatesItsInput() {
        Snapshot in = SnapshotParser.parse(PAGE);
        for (Mode m : Mode.values()) pruner.prune(in, new PruneRequest(m, Goal.of("imprint"), "https://shop.test/p"));
        assertEquals(PAGE, in.write());
    }

    @Test
    void actUnwrapsTheBodyAndFoldsTheChrome() {
        PruneResult r = pruner.prune(SnapshotParser.parse(PAGE), PruneRequest.of(Mode.ACT));
        String out = r.text();
        assertFalse(out.contains("[ref=e1]"));
        assertTrue(out.contains("button \"Add to basket\" [ref=e8]"));
        // the banner goes; its one link is shown, not folded: the fold line would be three times its length
        assertTrue(out.contains("- link \"Home\" [ref=e3]"), out);
        assertFalse(out.contains("banner"), out);
        // a footer's named links stay, by name (a footer's links are few and each goes somewhere an agent may be sent)
        assertTrue(out.contains("link \"Imprint\" [ref=e10]"), out);
        assertFalse(out.contains("/url"));
        assertNull(r.reason());
    }

    @Test
    void autoSaysWhy() {
        PruneResult r = pruner.prune(SnapshotParser.parse(PAGE), PruneRequest.of(Mode.AUTO));
        assertNotEquals(Mode.AUTO, r.mode());
        assertTrue(r.reason() != null && !r.reason().isBlank());
        PruneResult wiki = pruner.prune(SnapshotParser.parse(PAGE),
                new PruneRequest(Mode.AUTO, null, "https://en.wikipedia.org/wiki/HTML"));
        assertEquals(Mode.BROWSE, wiki.mode());
        assertEquals("url: wikipedia.org", wiki.reason());
    }

    @Test
    void aFiveThousandDeepSnapshotPrunesWithoutStackOverflow() {
        StringBuilder b = new StringBuilder();
        int depth = 5000;
        for (int i = 0; i < depth; i++) {
            b.append("  ".repeat(i)).append("- generic [ref=e").append(i + 1).append("]:\n");
        }
        b.append("  ".repeat(depth)).append("- button \"Deep\" [ref=e").append(depth + 1).append("]\n");
        Snapshot in = SnapshotParser.parse(b.toString());
        for (Mode m : Mode.values()) {
            PruneResult r = pruner.prune(in, new PruneRequest(m, Goal.of("deep button"), null));
            assertTrue(r.text().contains("button \"Deep\" [ref=e" + (depth + 1) + "]"), m.id());
            assertTrue(PruneCheck.lostActionable(in, SnapshotParser.parse(r.text())).isEmpty(), m.id());
        }
    }

    @Test
    void fiftyThousandSiblingsToDropStayLinear() {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 50_000; i++) {
            b.append("  - generic [ref=e").append(i + 2).append("]: Anzeige\n");
            b.append("  - paragraph: ").append("Long prose that nobody acts on, ".repeat(8)).append('\n');
        }
        b.append("  - button \"Buy\" [ref=e999999]\n");
        Snapshot in = SnapshotParser.parse(b.toString());
        // drops are batched per parent (a drop at a time would be quadratic here: minutes, not milliseconds)
        PruneResult r = pruner.prune(in, PruneRequest.of(Mode.ACT));
        assertTrue(r.text().contains("button \"Buy\" [ref=e999999]"), r.text().substring(Math.max(0, r.text().length() - 500)));
        assertFalse(r.text().contains("Anzeige"));
        // the prose is a main text: its first blocks stay whole, up to a bound, the rest goes like other prose
        int whole = (r.text().split("Long prose", -1).length - 1) / 8;
        assertTrue(whole > 0 && whole <= ReadingPrune.MAIN_TEXT_MAX / 256 + 8, "paragraphs kept whole: " + whole);
    }

    /** Prunes {@code prose} followed by a list of 3,000 links in act mode; checks the output parses and loses no ref. */
    private PruneResult hugeList(String prose) {
        StringBuilder b = new StringBuilder(prose).append("- list [ref=e1]:\n");
        for (int i = 0; i < 3000; i++) b.append("  - listitem:\n    - link \"Item ").append(i).append("\" [ref=e").append(i + 2).append("]\n");
        Snapshot in = SnapshotParser.parse(b.toString());
        PruneResult r = pruner.prune(in, PruneRequest.of(Mode.ACT));
        Snapshot out = SnapshotParser.parse(r.text());
        assertEquals(0, PruneCheck.rawLines(out));
        assertTrue(PruneCheck.lostActionable(in, out).isEmpty());
        assertTrue(r.text().length() < b.length() / 3);
        return r;
    }

    @Test
    void aHugeListFoldsIntoOneLineThatParsesAndNamesWhatItHolds() {
        // a list of links beside the page's main text (many paragraphs of it): not what the page is about; its line
        // names the first links and the list's ref, and lists none of its 2,995 refs
        PruneResult r = hugeList(("- paragraph: \"" + "Prose to read, short. ".repeat(3) + "\"\n").repeat(1000));
        String tail = r.text().substring(r.text().length() - 300);
        assertTrue(tail.contains("folded 2995 listitems (2995 links: 'Item 5', 'Item 6', 'Item 7', …); see browser_snapshot"
                + " target=e1 mode=off or browser_find"), tail);
    }

    @Test
    void aHugeListOfLinksThatIsThePageKeepsNamesUntilTheBudgetFoldsItIntoOneLine() {
        PruneResult r = hugeList("");
        assertTrue(r.text().contains("link \"Item 2\" [ref=e4]"), r.text());
        // the budget folds the list's end and keeps as much of its head as it holds
        assertTrue(r.text().contains("link \"Item 1000\" [ref=e1002]"), r.text());
        assertTrue(r.text().contains("links: 'Item 1"), r.text());
        assertTrue(r.text().contains("…; see browser_snapshot target=e1 mode=off"), r.text());
        assertFalse(r.text().contains("\"Item 2999\""), r.text());
    }
}
