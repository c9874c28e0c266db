package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/**
 * A page of sections (a portal's News, Business, Sport, Weather) with an explicit goal: the sections that say no word of
 * it keep their headings and fields, and the rest of them is counted in the page-level goal line, beside a section that
 * holds one of the goal's best matches.
 */
class GoalSectionsTest {
    private final Pruner pruner = new Pruner(PruneSettings.DEFAULTS);

    /** A portal: a block per section, each beginning with its heading; the weather block has a field. */
    static String portal() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Home\" [level=1] [ref=e2]\n");
        String[][] sections = {
                {"News", "Ukraine truce shaken by new shelling", "Stars attend a funeral", "Kashmir city hit by huge flood"},
                {"Business", "UK set to challenge EU bonus cap", "Alibaba announces share sale", "Watch firms thrive"},
                {"Sport", "Hamilton wins after Rosberg error", "Fletcher eyes famous win", "Williams set for final"},
                {"Culture", "Who says the camera never lies?", "Street photos that are not what they seem", "A film wins in Venice"}};
        int ref = 10;
        for (String[] s : sections) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n");
            b.append("    - heading \"").append(s[0]).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: The day's stories in ").append(s[0]).append(" from our reporters\n");
            b.append("    - list [ref=e").append(ref++).append("]:\n");
            for (int i = 1; i < s.length; i++) {
                b.append("      - listitem [ref=e").append(ref++).append("]:\n");
                b.append("        - link \"").append(s[i]).append("\" [ref=e").append(ref++).append("]\n");
            }
            if ("Sport".equals(s[0])) b.append("    - textbox \"Search scores\" [ref=e").append(ref++).append("]\n");
        }
        b.append(lines("  - generic [ref=e90]:", "    - heading \"Weather\" [level=2] [ref=e91]",
                "    - paragraph [ref=e92]: Find a forecast",
                "    - textbox \"Enter city, town or region\" [ref=e93]", "    - button \"Search\" [ref=e94]"));
        return b.toString();
    }

    private String prune(Mode mode, String goal) {
        return pruner.prune(SnapshotParser.parse(portal()), new PruneRequest(mode, Goal.of(goal), null)).text();
    }

    @Test
    void sectionsTheGoalSaysNothingOfKeepTheirHeadingsAndFields() {
        String out = prune(Mode.ACT, "Look up the weather forecast for Manchester");
        assertTrue(out.contains("textbox \"Enter city, town or region\" [ref=e93]") && out.contains("button \"Search\" [ref=e94]"), out);
        for (String h : new String[] {"News", "Business", "Sport", "Culture"}) {
            assertTrue(out.contains("heading \"" + h + "\" [level=2]"), h + ": " + out);
        }
        assertFalse(out.contains("Hamilton wins"), out);
        assertFalse(out.contains("UK set to challenge"), out);
        // a field stays, whatever its section
        assertTrue(out.contains("textbox \"Search scores\""), out);
        // what went is counted in the page-level line, with the way back
        assertTrue(out.contains("items not matching the goal") && out.contains("browser_snapshot mode=off"), out);
    }

    @Test
    void withoutAGoalOrOnAReadingPageEverySectionStays() {
        String plain = pruner.prune(SnapshotParser.parse(portal()), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(plain.contains("Hamilton wins"), plain);
        // browse reads: a goal's words met in one section say nothing of another's paragraphs
        String browse = prune(Mode.BROWSE, "Look up the weather forecast for Manchester");
        assertTrue(browse.contains("Hamilton wins"), browse);
    }

    @Test
    void aGoalWhoseWordsNoSectionSaysFoldsNone() {
        String out = prune(Mode.ACT, "Sign in to my account");
        assertTrue(out.contains("Hamilton wins") && out.contains("UK set to challenge"), out);
    }
}
