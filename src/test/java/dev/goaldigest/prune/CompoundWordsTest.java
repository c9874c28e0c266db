package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.SETTINGS;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A goal's word found as a part of a compound, as German, Dutch or the Scandinavian languages write them as one word
 * (issue 14, a German news site's footer): "privacy" looks for "Datenschutz", which the footer writes as the first part
 * of "Datenschutzbestimmungen"; "reviews" looks for "Bewertung", the last part of "Kundenbewertungen".
 */
class CompoundWordsTest {
    private static String prune(String page, Goal goal) {
        return new Pruner(SETTINGS).prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, goal, null)).text();
    }

    /** A German article, then a footer of 40 links whose last ones are the ones goals ask for. */
    private static String page() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Bahnstreik legt den Fernverkehr lahm\" [level=1] [ref=e2]\n");
        for (int i = 0; i < 6; i++) {
            b.append("  - paragraph [ref=e").append(3 + i).append("]: Die Gewerkschaft hat ihre Mitglieder zum Streik aufgerufen,")
                    .append(" im Fernverkehr fallen viele Züge aus, Absatz ").append(i).append(".\n");
        }
        b.append("- contentinfo [ref=e20]:\n  - list [ref=e21]:\n");
        List<String> links = new ArrayList<>();
        for (int i = 1; i <= 37; i++) links.add("Ressort " + (char) ('A' + i % 26) + i);
        links.add("Datenschutzbestimmungen");
        links.add("Impressum");
        links.add("Kundenbewertungen");
        int ref = 22;
        for (String l : links) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(l).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aGoalWordIsFoundAsTheFirstOrLastPartOfACompound() {
        String page = page();
        String none = prune(page, Goal.none());
        assertFalse(none.contains("link \"Datenschutzbestimmungen\""), none);
        String privacy = prune(page, Goal.of("Open the site's privacy policy from the footer"));
        assertTrue(privacy.contains("link \"Datenschutzbestimmungen\" [ref=e97]"), privacy);
        String reviews = prune(page, Goal.of("Where can I read the customer reviews?"));
        assertTrue(reviews.contains("link \"Kundenbewertungen\" [ref=e101]"), reviews);
    }

    @Test
    void shortPartsAndEnglishWordsAreNoCompounds() {
        // "intern" (six letters) is no first part: a first part is eight letters or more ("international" is no compound)
        dev.goaldigest.snapshot.Node root = SnapshotParser.parse("- link \"International news\" [ref=e1]\n"
                + "- link \"Television\" [ref=e2]\n- link \"Kundenservicezentrum\" [ref=e3]\n").root();
        Relevance r = new Relevance(root, Goal.of("Apply for an intern position at the vision service desk"));
        assertTrue(r.own(root.child(0)) == 0, "international: no compound of intern");
        // a goal's own word is no last part ("tele|vision" is no vision): only a word of another language it looks for
        assertTrue(r.own(root.child(1)) == 0, "television: no compound of vision");
        // a word inside a compound is no part of it at an end ("Kunden|service|zentrum")
        assertTrue(r.own(root.child(2)) == 0, "a word inside a compound is no part of it at an end");
    }

    @Test
    void aNameCutShortInAFoldLineCarriesNoRefShapedToken() {
        // cut inside a word after the page text was cleared of refs: "abcdefg e10000x2" to "abcdefg e10000…"
        String name = Fold.quoteName("Sale: 0123456789 abcdefg e10000x2 for you");
        assertFalse(Fold.REF.matcher(name).find(), name);
        String quoted = PageQuote.quote("abcdefghij e10000x2", 16);
        assertFalse(java.util.regex.Pattern.compile("(?<![\\p{L}\\p{N}])e\\d+").matcher(quoted).find(), quoted);
        // clearing the cut lengthens it ("e10000" to "e-10000"): the cut is made shorter, within its length
        assertTrue(quoted.length() <= 16 + 2, quoted);
        assertTrue(Fold.quoteName("Sale: 0123456789 abcdefg e10000x2 for you").length() <= Fold.NAME_CHARS + 2);
        // the refs of a line are those after the last ": " before the way back, whatever its names hold
        dev.goaldigest.snapshot.Node line = SnapshotParser.parse("- text: \"folded 2 links ('Sale: 50% off', 'Offers'): e5 e6;"
                + " see browser_snapshot target=e1 mode=off or browser_find\"").root().child(0);
        org.junit.jupiter.api.Assertions.assertEquals(List.of("e5", "e6"), Fold.listedRefs(line));
    }
}
