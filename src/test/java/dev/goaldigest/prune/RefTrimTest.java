package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Refs on containers nobody clicks or reads go; every ref an agent acts on or reads by stays. */
class RefTrimTest {
    @Test
    void aContainerHoldingOnlyElementsLosesItsRefButKeepsItsLine() {
        String in = lines(
                "- list [ref=e1]:",
                "  - listitem [ref=e2]:",
                "    - link \"Shoes\" [ref=e3]",
                "  - listitem \"Bags\" [ref=e4]:",
                "    - link \"Bags\" [ref=e5]");
        assertEquals(lines(
                "- list:",
                "  - listitem:",
                "    - link \"Shoes\" [ref=e3]",
                "  - listitem \"Bags\":",
                "    - link \"Bags\" [ref=e5]"), run(Mode.ACT, RefTrim.class, in));
    }

    @Test
    void aContainerIsTheWayToClickALinkWithoutARefOfItsOwn() {
        // a bar of links, one drawn as an icon that did not load: Playwright gives that link no ref, its item has one
        String in = lines(
                "- list [ref=e1]:",
                "  - listitem [ref=e2]:",
                "    - link \"Print version\" [ref=e3]",
                "  - listitem [ref=e4]:",
                "    - link \"High contrast version\"");
        String trimmed = run(Mode.ACT, RefTrim.class, in);
        assertTrue(trimmed.contains("- listitem [ref=e4]:"), trimmed);
        assertTrue(trimmed.contains("- listitem:\n    - link \"Print version\" [ref=e3]"), trimmed);
        // and the wrappers' collapse keeps that item's line: its ref is the only one to click
        String collapsed = run(Mode.ACT, WrapperCollapse.class, trimmed);
        assertTrue(collapsed.contains("  - listitem [ref=e4]:\n    - link \"High contrast version\""), collapsed);
    }

    @Test
    void aSmallRecordOfShortTextsKeepsItsRefAndLine() {
        // a shop's "Order by phone" box: the number, the reference to quote, the hours, read together
        String in = lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]: Order by phone",
                "  - generic [ref=e3]:",
                "    - generic [ref=e4]: +44 20 7424 1960",
                "    - generic [ref=e5]: quote 492398",
                "    - generic [ref=e6]: Lines open in 10 hrs.",
                "  - generic [ref=e7]:",
                "    - link \"Delivery\" [ref=e8]",
                "    - link \"Returns\" [ref=e9]");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(dev.goaldigest.snapshot.SnapshotParser.parse(in),
                PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("- generic [ref=e3]:\n  - generic [ref=e4]: +44 20 7424 1960"), out);
        // a block of links is no record: its line and ref go as before
        assertTrue(!out.contains("[ref=e7]"), out);
    }

    @Test
    void aParagraphOfOneEmphasisedTextKeepsItsRefAndLine() {
        // a communique signed at its end: each line of the signature a paragraph of one strong or emphasis
        String in = lines(
                "- generic [ref=e1]:",
                "  - paragraph [ref=e2]: The council asks every garden to hand the statute to its members.",
                "  - paragraph [ref=e3]:",
                "    - strong [ref=e4]: The National Council",
                "  - paragraph [ref=e5]:",
                "    - emphasis [ref=e6]: Warsaw, 1 December 2015",
                "  - paragraph [ref=e7]:",
                "    - link \"Back\" [ref=e8]");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(dev.goaldigest.snapshot.SnapshotParser.parse(in),
                PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("- paragraph [ref=e3]:\n  - strong [ref=e4]: The National Council"), out);
        assertTrue(out.contains("- paragraph [ref=e5]:\n  - emphasis [ref=e6]: Warsaw, 1 December 2015"), out);
        // a paragraph around a link says nothing of its own: the link stands for it
        assertTrue(!out.contains("[ref=e7]") && out.contains("link \"Back\" [ref=e8]"), out);
    }

    @Test
    void anItemNamedWithWhatItsChildrenDoNotSayKeepsItsRef() {
        // a tag cloud: each item is named by its count, its link by the tag; "47 posts" is read off the item's line
        String in = lines(
                "- list [ref=e1]:",
                "  - listitem \"47 posts\" [ref=e2]:",
                "    - link \"gpl-enforcement\" [ref=e3]",
                "  - listitem \"copyleft\" [ref=e4]:",
                "    - link \"copyleft\" [ref=e5]",
                "  - group \"Newsletter\" [ref=e6]:",
                "    - link \"Subscribe\" [ref=e7]");
        String out = run(Mode.ACT, RefTrim.class, in);
        assertTrue(out.contains("listitem \"47 posts\" [ref=e2]:"), out);
        assertTrue(out.contains("listitem \"copyleft\":"), "a name its link says again is an echo: " + out);
        assertTrue(out.contains("group \"Newsletter\":"), "a group's label is no value of its own: " + out);
    }

    @Test
    void whatAnAgentActsOnOrReadsByRefKeepsItsRef() {
        String in = lines(
                "- link \"Home\" [ref=e1]:",
                "  - img \"Logo\" [ref=e2]",
                "- generic [ref=e3] [cursor=pointer]:",
                "  - img \"Cart\" [ref=e4]",
                "- heading \"Offers\" [level=2] [ref=e5]:",
                "  - link \"All offers\" [ref=e6]",
                "- dialog \"Cookies\" [ref=e7]:",
                "  - button \"Accept\" [ref=e8]",
                "- generic [ref=e9]: 19,99 €",
                "- generic [ref=e10]:",
                "  - text: In stock",
                "  - link \"Details\" [ref=e11]",
                "- separator [ref=e12]");
        assertEquals(in, run(Mode.ACT, RefTrim.class, in));
    }

    @Test
    void aRecordOfSeveralPartsKeepsItsRef() {
        // the tenth of a table of earnings: a rank and a name, a sport, the total; and a result of a list with its price
        String in = lines(
                "- table [ref=e1]:",
                "  - row [ref=e2]:",
                "    - cell [ref=e3]:",
                "      - link \"Zack Greinke\" [ref=e4]",
                "    - cell \"MLB\" [ref=e5]",
                "    - cell \"$29,020,000\" [ref=e6]",
                "- list [ref=e7]:",
                "  - listitem [ref=e8]:",
                "    - link \"Kettle\" [ref=e9]",
                "    - generic [ref=e10]: 33,99 €");
        String out = StepTesting.run(Mode.ACT, RefTrim.class, in);
        assertTrue(out.contains("- row [ref=e2]:"), out);
        assertTrue(out.contains("- listitem [ref=e8]:"), out);
        assertTrue(out.contains("- table:") && out.contains("- list:") && out.contains("- cell:"), out);
    }

    @Test
    void itRunsInEveryModeThatPrunes() {
        for (Mode m : new Mode[] {Mode.ACT, Mode.BROWSE, Mode.NAVIGATE, Mode.FULL}) StepTesting.step(m, RefTrim.class);
    }

    @Test
    void aShortTableOfRecordsKeepsItsRefALongOneDoesNot() {
        StringBuilder b = new StringBuilder(lines(
                "- table [ref=e1]:",
                "  - rowgroup [ref=e2]:",
                "    - row [ref=e3]:",
                "      - cell \"Minnesota - LP: J. Burton\" [ref=e4]",
                "      - cell \"3\" [ref=e5]",
                "    - row [ref=e6]:",
                "      - cell \"Kansas City - WP: T. Collins\" [ref=e7]",
                "      - cell \"7\" [ref=e8]"));
        b.append("- table [ref=e9]:\n");
        for (int i = 0; i <= RefTrim.SHORT_TABLE_ROWS; i++) {
            b.append("  - row [ref=e").append(20 + 3 * i).append("]:\n");
            b.append("    - cell \"Team ").append(i).append("\" [ref=e").append(21 + 3 * i).append("]\n");
            b.append("    - cell \"").append(i).append("\" [ref=e").append(22 + 3 * i).append("]\n");
        }
        String out = run(Mode.ACT, RefTrim.class, b.toString());
        // a game's score box is one thing to read, named by its ref; a long table is a list of rows
        assertTrue(out.startsWith(lines("- table [ref=e1]:", "  - rowgroup:", "    - row [ref=e3]:")), out);
        assertTrue(out.contains("- table:\n  - row [ref=e20]:"), out);
    }
}
