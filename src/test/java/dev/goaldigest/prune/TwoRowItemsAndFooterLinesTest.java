package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.SETTINGS;
import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/**
 * Items drawn two table rows an item (a title's row, then the row of what it is compared by), values that say a line's
 * name again, and a footer that is its copyright line alone (issue 14: what the task needs stays in view).
 */
class TwoRowItemsAndFooterLinesTest {
    /**
     * A flat-finder's results: each flat a row with its title link, then a row of its rooms, area, rent and street
     * (longer than a compact table's row), {@code n} flats; with {@code titled} false the first rows hold a plain text instead of a link (no title).
     */
    static String listings(int n, boolean titled) {
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("    - row [ref=e").append(r).append("]:\n")
                    .append("      - cell [ref=e").append(r + 1).append("]:\n");
            if (titled) {
                b.append("        - link \"Flat ").append(i).append(" near the university\" [ref=e").append(r + 2).append("]\n")
                        .append("        - img \"Balcony\" [ref=e").append(r + 3).append("]\n");
            } else {
                b.append("        - text: Note ").append(i).append(" on the flat's neighbourhood\n");
            }
            b.append("    - row [ref=e").append(r + 4).append("]:\n")
                    .append("      - cell \"").append(2 + i % 3).append(",00 Erlangen\" [ref=e").append(r + 5).append("]\n")
                    .append("      - cell \"").append(70 + i).append(",00 m² Erlangen Süd\" [ref=e").append(r + 6).append("]\n")
                    .append("      - cell \"").append(600 + 10 * i).append(",00 EUR Nahe der Universitätsstraße\" [ref=e").append(r + 7)
                    .append("]\n");
        }
        return b.toString();
    }

    @Test
    void aDeepItemDrawnAsTwoRowsKeepsItsRentAndAreaWithoutAGoal() {
        String out = run(Mode.ACT, SiblingFold.class, listings(12, true));
        // the eleventh flat: its title, and its rooms, area and rent, each by its ref
        assertTrue(out.contains("link \"Flat 10 near the university\" [ref=e112]"), out);
        assertTrue(out.contains("cell \"80,00 m² Erlangen Süd\" [ref=e116]"), out);
        assertTrue(out.contains("cell \"700,00 EUR Nahe der Universitätsstraße\" [ref=e117]"), out);
        assertFalse(out.contains(Fold.PREFIX), "nothing of the pairs folds: " + out);
        // with an explicit goal the items it does not name fold to their titles, as any list's do
        String goal = run(Mode.ACT, SiblingFold.class, Goal.of("Open the flat with a garden"), listings(12, true));
        assertFalse(goal.contains("[ref=e117]"), goal);
    }

    @Test
    void rowsOfValuesUnderRowsWithoutATitleFoldAsBefore() {
        // no titled row above them: no item drawn in two rows, the values rows fold as any long list's items (their
        // first cells are measures, "3,00 Erlangen", no offer's name to title them)
        String out = run(Mode.ACT, SiblingFold.class, listings(12, false));
        assertFalse(out.contains("[ref=e117]"), out);
        assertTrue(out.contains(Fold.PREFIX), out);
    }

    @Test
    void aValueThatSaysTheNameAgainButForSpacesGoesAFieldsValueStays() {
        String in = lines("- table [ref=e1]:", "  - row [ref=e2]:",
                "    - cell \"3,00 Erlangen\" [ref=e3]: 3,00Erlangen",
                "    - cell \"890,00 EUR Nahe Unistr\" [ref=e4]: 890,00 EURNahe Unistr",
                "    - cell \"Rent\" [ref=e5]: 890,00 EUR",
                "- textbox \"Search\" [ref=e6]: Search");
        String out = run(Mode.ACT, EchoTrim.class, in);
        assertTrue(out.contains("cell \"3,00 Erlangen\" [ref=e3]\n"), out);
        assertTrue(out.contains("cell \"890,00 EUR Nahe Unistr\" [ref=e4]\n"), out);
        assertTrue(out.contains("cell \"Rent\" [ref=e5]: 890,00 EUR"), "a value that says more stays: " + out);
        assertTrue(out.contains("textbox \"Search\" [ref=e6]: Search"), "what a field holds stays: " + out);
    }

    /** A forum's list of threads, then the board software's copyright line as the page's last block. */
    static String board() {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - list [ref=e2]:\n");
        for (int i = 0; i < 12; i++) {
            b.append("    - listitem [ref=e").append(10 + 2 * i).append("]:\n")
                    .append("      - link \"Forum thread about channel ").append(i).append("\" [ref=e").append(11 + 2 * i).append("]\n");
        }
        b.append("  - generic [ref=e90]: vBulletin Version 3.0.6, Copyright ©2000-2005, Jelsoft Enterprises Ltd.\n");
        return b.toString();
    }

    @Test
    void aFooterThatIsItsCopyrightLineAloneStaysWithoutAGoal() {
        Pruner pruner = new Pruner(SETTINGS);
        String out = pruner.prune(SnapshotParser.parse(board()), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("generic [ref=e90]: vBulletin Version 3.0.6, Copyright"), out);
        // a footer block of such lines among other text keeps its facts, the rest folds
        String two = board().replace("  - generic [ref=e90]: vBulletin Version 3.0.6, Copyright ©2000-2005, Jelsoft Enterprises Ltd.\n",
                lines("  - generic [ref=e90]:",
                        "    - paragraph [ref=e91]: Thanks for visiting, come back soon and bring your friends along to chat",
                        "    - paragraph [ref=e92]: vBulletin Version 3.0.6, Copyright ©2000-2005, Jelsoft Enterprises Ltd."));
        String out2 = pruner.prune(SnapshotParser.parse(two), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out2.contains("paragraph [ref=e92]: vBulletin Version 3.0.6"), out2);
        assertFalse(out2.contains("come back soon"), out2);
        // with an explicit goal that does not ask for it, the footer folds as before
        String goal = pruner.prune(SnapshotParser.parse(board()),
                new PruneRequest(Mode.ACT, Goal.of("Open the forum thread about channel 3"), null)).text();
        assertFalse(goal.contains("vBulletin"), goal);
        assertEquals(-1, goal.indexOf("[ref=e90]"), goal);
        // a goal that asks which software the board runs on: its copyright line names it
        String software = pruner.prune(SnapshotParser.parse(board()),
                new PruneRequest(Mode.ACT, Goal.of("Which forum software and version does this board run on?"), null)).text();
        assertTrue(software.contains("vBulletin Version 3.0.6"), software);
        String powers = pruner.prune(SnapshotParser.parse(board()),
                new PruneRequest(Mode.ACT, Goal.of("What powers this forum?"), null)).text();
        assertTrue(powers.contains("vBulletin Version 3.0.6"), powers);
    }
}
