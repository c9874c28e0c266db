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
 * of "Datenschutzbestimmungen"; "status" is the last part of "Bestellstatus".
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
        links.add("Bestellstatus");
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
        String status = prune(page, Goal.of("Where do I check my order status?"));
        assertTrue(status.contains("link \"Bestellstatus\" [ref=e101]"), status);
    }

    @Test
    void shortPartsAndEnglishWordsAreNoCompounds() {
        // "intern" (six letters) is no first part: a first part is eight letters or more ("international" is no compound)
        dev.goaldigest.snapshot.Node root = SnapshotParser.parse("- link \"International news\" [ref=e1]\n"
                + "- link \"Werbebannerverwaltung\" [ref=e2]\n- link \"Kundenservicezentrum\" [ref=e3]\n").root();
        Relevance r = new Relevance(root, Goal.of("Apply for an intern position at the service desk"));
        assertTrue(r.own(root.child(0)) == 0, "international: no compound of intern");
        // a last part of six letters or more is one ("Kunden|service|zentrum" holds "service" inside, not at an end)
        assertTrue(r.own(root.child(2)) == 0, "a word inside a compound is no part of it at an end");
    }
}
