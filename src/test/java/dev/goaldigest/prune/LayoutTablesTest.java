package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import org.junit.jupiter.api.Test;

/** Tables that lay a page out give way to what they hold; tables of data stay tables. */
class LayoutTablesTest {
    @Test
    void aColumnOfOneCellTablesIsTheListOfWhatTheyHold() {
        // a shop built with tables: its category column a row a category, each row's cell a table of one link and an
        // empty spacer cell
        String in = lines(
                "- table [ref=e1]:",
                "  - rowgroup [ref=e2]:",
                "    - row [ref=e3]:",
                "      - cell [ref=e4]:",
                "        - table [ref=e5]:",
                "          - rowgroup [ref=e6]:",
                "            - row [ref=e7]:",
                "              - cell [ref=e8]:",
                "                - link \"Accordions\" [ref=e9]",
                "              - cell [ref=e10]",
                "    - row [ref=e11]:",
                "      - cell [ref=e12]:",
                "        - table [ref=e13]:",
                "          - row [ref=e14]:",
                "            - cell [ref=e15]:",
                "              - link \"Ukuleles\" [ref=e16]",
                "              - generic [ref=e17]: (12)");
        // a cell of one element gives way to it; a cell of two (a link and its count) stays their block
        assertEquals(lines("- link \"Accordions\" [ref=e9]", "- cell [ref=e15]:", "  - link \"Ukuleles\" [ref=e16]",
                "  - generic [ref=e17]: (12)"), run(Mode.ACT, LayoutTables.class, in));
    }

    @Test
    void aTableOfDataStaysATable() {
        // two full cells in a row, a header, a named cell: each is a table's
        String twoColumns = lines("- table [ref=e1]:", "  - row [ref=e2]:", "    - cell [ref=e3]:", "      - link \"Tee\" [ref=e4]",
                "    - cell [ref=e5]:", "      - generic [ref=e6]: $9.99");
        assertEquals(twoColumns, run(Mode.ACT, LayoutTables.class, twoColumns));
        String header = lines("- table [ref=e1]:", "  - row [ref=e2]:", "    - columnheader \"Price\" [ref=e3]",
                "  - row [ref=e4]:", "    - cell [ref=e5]:", "      - generic [ref=e6]: $9.99");
        assertEquals(header, run(Mode.ACT, LayoutTables.class, header));
        String named = lines("- table [ref=e1]:", "  - row [ref=e2]:", "    - cell \"Opening hours 9-17\" [ref=e3]:",
                "      - strong [ref=e4]: 9-17");
        assertEquals(named, run(Mode.ACT, LayoutTables.class, named));
    }

    @Test
    void theWorkIsLinearInTheTablesAndCells() {
        // 20,000 layout tables side by side, and one cell of 20,000 links: one pass over each parent's children
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 20_000; i++) {
            b.append("  - table:\n    - row:\n      - cell:\n        - link \"Item ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        }
        b.append("  - table:\n    - row:\n      - cell:\n        - generic:\n");
        for (int i = 0; i < 20_000; i++) b.append("          - link \"More ").append(i).append("\" [ref=f").append(i).append("]\n");
        dev.goaldigest.snapshot.Snapshot page = dev.goaldigest.snapshot.SnapshotParser.parse(b.toString());
        PruneContext ctx = new PruneContext(page.root(), null, StepTesting.SETTINGS, null, NoisePatterns.bundled());
        new LayoutTables().apply(ctx);
        Node top = page.root().child(0);
        assertEquals(20_001, top.childCount());
        assertEquals("link", top.child(19_999).role());
        assertEquals(20_000, top.child(20_000).childCount());
    }

    @Test
    void aCellWithTextOfItsOwnStaysTheBlockThatTextIsReadBy() {
        // a forum's footer laid out in a table: the software's name and version, a link, the copyright
        String in = lines("- table [ref=e1]:", "  - rowgroup [ref=e2]:", "    - row [ref=e3]:", "      - cell [ref=e4]:",
                "        - text: Wise Word BBS 2.1.1 -", "        - link \"Contact\" [ref=e5]", "        - text: © 2007-2015 OWLAIR");
        assertEquals(lines("- cell [ref=e4]:", "  - text: Wise Word BBS 2.1.1 -", "  - link \"Contact\" [ref=e5]",
                "  - text: © 2007-2015 OWLAIR"), run(Mode.ACT, LayoutTables.class, in));
    }

    @Test
    void theCategoriesOfATableLaidOutShopStayAsAMenuWithoutAGoal() {
        // 28 categories, each its own one-cell table, beside the page's text: a menu of short names an agent reads
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Your cart\" [level=1] [ref=e2]\n  - paragraph [ref=e3]: \""
                + "Orders ship in two business days; international orders are charged at cost. ".repeat(12) + "\"\n"
                + "  - table [ref=e4]:\n    - rowgroup [ref=e5]:\n");
        String[] names = {"Accordions", "Amplifiers", "Bagpipes", "Banjos", "Basses", "Bongos", "Cellos", "Clarinets",
            "Congas", "Cymbals", "Drum Sets", "Dulcimers", "Flutes", "Guitars", "Harmonicas", "Harps", "Keyboards",
            "Mandolins", "Microphones", "Oboes", "Pianos", "Saxophones", "Sitars", "Trombones", "Trumpets", "Tubas",
            "Ukuleles", "Violins"};
        int ref = 100;
        for (String name : names) {
            b.append("      - row [ref=e").append(ref++).append("]:\n        - cell [ref=e").append(ref++).append("]:\n")
                    .append("          - table [ref=e").append(ref++).append("]:\n            - row [ref=e").append(ref++)
                    .append("]:\n              - cell [ref=e").append(ref++).append("]:\n                - link \"").append(name)
                    .append("\" [ref=e").append(ref++).append("]\n              - cell [ref=e").append(ref++).append("]\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(dev.goaldigest.snapshot.SnapshotParser.parse(b.toString()),
                PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("link \"Ukuleles\" [ref=e") && out.contains("link \"Violins\" [ref=e"), out);
        assertTrue(!out.contains("- row") && !out.contains("- cell"), "the tables around them are gone: " + out);
        // thirty links of one name are no menu: each "Download" says nothing the others do not, and they fold
        String downloads = b.toString().replaceAll("link \"[A-Za-z ]+\"", "link \"Download\"");
        String d = new Pruner(PruneSettings.DEFAULTS).prune(dev.goaldigest.snapshot.SnapshotParser.parse(downloads),
                PruneRequest.of(Mode.ACT)).text();
        assertTrue(d.contains("folded"), d);
    }
}
