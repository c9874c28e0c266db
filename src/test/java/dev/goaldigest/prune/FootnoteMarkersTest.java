package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/** Footnote markers ("[12]" in a superscript) go from the text they stand in, counted in one line with the way back. */
class FootnoteMarkersTest {
    /** An encyclopedia's article, as Playwright writes it: markers after sentences, a table's cells too. */
    private static final String ARTICLE = lines(
            "- generic [ref=e1]:",
            "  - main [ref=e2]:",
            "    - heading \"Time loops in film\" [level=1] [ref=e3]",
            "    - paragraph [ref=e4]:",
            "      - text: A time loop repeats a period of time until a condition is met.",
            "      - superscript:",
            "        - link \"[1]\" [ref=e5] [cursor=pointer]:",
            "          - /url: \"#cite_note-1\"",
            "      - superscript [ref=e6]: \": 207\"",
            "      - text: The list gives each film's year.",
            "      - superscript:",
            "        - link \"[2]\" [ref=e7] [cursor=pointer]:",
            "          - /url: https://en.wikipedia.org/wiki/Time_loop#cite_note-2",
            "      - superscript:",
            "        - link \"[note 3]\" [ref=e8] [cursor=pointer]:",
            "          - /url: \"#cite_note-3\"",
            "    - table [ref=e9]:",
            "      - row [ref=e10]:",
            "        - cell \"Groundhog Day\" [ref=e11]",
            "        - cell [ref=e12]:",
            "          - text: A weatherman relives one day.",
            "          - superscript:",
            "            - text: \"[\"",
            "            - link \"4\" [ref=e13] [cursor=pointer]:",
            "              - /url: \"#cite_note-4\"",
            "            - text: \"]\"",
            "    - paragraph [ref=e14]:",
            "      - text: The area is 12 m",
            "      - superscript: \"2\"",
            "      - text: and the brand is Loop",
            "      - superscript: TM",
            "      - text: , see the",
            "      - superscript:",
            "        - link \"Terms of use\" [ref=e15] [cursor=pointer]:",
            "          - /url: /terms",
            "    - heading \"References\" [level=2] [ref=e16]",
            "    - list [ref=e17]:",
            "      - listitem [ref=e18]:",
            "        - link \"^\" [ref=e19] [cursor=pointer]:",
            "          - /url: \"#cite_ref-1\"",
            "        - text: Smith, J. (2009). Loops. p. 207.");

    private static String prune(Mode mode, Goal goal) {
        return new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(ARTICLE),
                new PruneRequest(mode, goal, null)).text();
    }

    @Test
    void markersGoFromTheTextAndOneLineAtTheTopCountsThemWithTheWayBack() {
        for (Mode mode : new Mode[] {Mode.ACT, Mode.BROWSE, Mode.NAVIGATE}) {
            String out = prune(mode, null);
            for (String ref : new String[] {"e5", "e6", "e7", "e8", "e13"}) {
                assertFalse(out.contains("[ref=" + ref + "]"), mode + " " + ref + "\n" + out);
            }
            assertFalse(out.contains(": 207"), mode + ": a citation's page numbers go with its marker\n" + out);
            assertTrue(out.contains("folded 4 footnote markers (superscript numbers linking to the page's notes); see"
                    + " browser_snapshot target=e1 mode=off or browser_find"), mode + "\n" + out);
            // the sentences and the notes the markers led to stay
            assertTrue(out.contains("A time loop repeats a period of time") && out.contains("The list gives each film"),
                    mode + "\n" + out);
            assertTrue(out.contains("[ref=e19]") || out.contains("e19"), mode + ": the notes' own links stay\n" + out);
        }
    }

    @Test
    void superscriptsThatAreNotMarkersStay() {
        String out = prune(Mode.ACT, null);
        assertTrue(out.contains("\"2\""), "an exponent is no marker\n" + out);
        assertTrue(out.contains("TM"), "a trademark sign is no marker\n" + out);
        assertTrue(out.contains("link \"Terms of use\" [ref=e15]"), "a named link in a superscript is no marker\n" + out);
    }

    @Test
    void aMarkerTheGoalNamesStays() {
        String out = prune(Mode.ACT, Goal.of("What source does footnote [2] cite?"));
        assertTrue(out.contains("link \"[2]\" [ref=e7]"), out);
        assertFalse(out.contains("[ref=e5]"), out);
    }

    @Test
    void fullModeKeepsThem() {
        String out = prune(Mode.FULL, null);
        assertTrue(out.contains("link \"[1]\" [ref=e5]") && out.contains("link \"4\" [ref=e13]"), out);
        assertFalse(out.contains("footnote"), out);
    }

    @Test
    void theStepAloneCountsEachMarkerOnceWhateverItHolds() {
        String out = StepTesting.run(Mode.ACT, FootnoteMarkers.class, ARTICLE);
        assertEquals(1, out.split("footnote markers", -1).length - 1, out);
        assertTrue(out.contains("folded 4 footnote markers"), out);
    }

    @Test
    void aGoalNamingTheNumberKeepsThatMarkerAndABadgeLeadingElsewhereIsNoMarker() {
        String out = prune(Mode.ACT, Goal.of("What source does reference 2 cite?"));
        assertTrue(out.contains("link \"[2]\" [ref=e7]"), out);
        assertFalse(out.contains("[ref=e5]"), out);
        // "2021" names no "1"
        assertFalse(prune(Mode.ACT, Goal.of("What happened in 2021?")).contains("[ref=e5]"));
        String badge = lines("- generic [ref=e1]:", "  - link \"Inbox\" [ref=e2]", "  - superscript:",
                "    - link \"3\" [ref=e3] [cursor=pointer]:", "      - /url: /inbox");
        String kept = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(badge), PruneRequest.of(Mode.ACT)).text();
        assertTrue(kept.contains("[ref=e3]"), kept);
        assertFalse(kept.contains("footnote"), kept);
    }

    @Test
    void pageNumbersWithARefAreListedWhenNoRefHoldsThePage() {
        // no wrapper with a ref: the line lists what it folded, the page numbers' ref too
        String page = lines("- paragraph [ref=e1]:", "  - text: A loop.", "  - superscript:",
                "    - link \"[1]\" [ref=e5] [cursor=pointer]:", "      - /url: \"#cite-1\"",
                "  - superscript [ref=e6] [cursor=pointer]: \": 207\"",
                "- paragraph [ref=e2]:", "  - text: Another.", "  - superscript:",
                "    - link \"[2]\" [ref=e7] [cursor=pointer]:", "      - /url: \"#cite-2\"");
        String out = StepTesting.run(Mode.ACT, FootnoteMarkers.class, page);
        assertTrue(out.contains("folded 2 footnote markers"), out);
        assertTrue(out.contains("e5") && out.contains("e6") && out.contains("e7"), out);
        assertFalse(out.contains("[ref=e6]"), out);
    }
}
