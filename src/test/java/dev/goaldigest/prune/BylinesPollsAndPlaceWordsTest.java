package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/**
 * What stays where chrome folds, for kinds of structure a news site and a blog share: a post's date written as text
 * under the site's logo, the byline among a post's own links ("posted by" an author "| permalink | 7 comments"), a
 * poll's answers with the button that sends them; a goal's words that say where ("the site's", "the page footer")
 * weigh less than the words that say what; a table's header of sort links stays for a goal that sorts; and a goal
 * asking for the most (or fewest) of a column keeps the row with that figure.
 */
class BylinesPollsAndPlaceWordsTest {
    private static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);

    /** A news site's header: its logo, the post's author and date as text beside it, the site's menu. */
    static final String HEADER = lines(
            "- banner [ref=e2]:",
            "  - link [ref=e3]:",
            "    - img \"Boing\" [ref=e4]",
            "  - generic [ref=e8]:",
            "    - text: /",
            "    - link \"Cory Doctorow\" [ref=e10]",
            "    - text: / 9 am Tue, Feb 2 2016",
            "  - list [ref=e11]:",
            "    - listitem [ref=e12]:",
            "      - link \"Submit\" [ref=e13]",
            "    - listitem [ref=e14]:",
            "      - link \"About Us\" [ref=e15]",
            "    - listitem [ref=e16]:",
            "      - link \"Contact Us\" [ref=e17]",
            "- main [ref=e30]:",
            "  - heading \"Snowden documents reveal a checklist\" [level=1] [ref=e31]",
            "  - paragraph [ref=e32]: The documents were published today with a short story about surveillance.");

    @Test
    void aDateWrittenAsTextInTheBannerStaysWithItsLine() {
        String out = run(Mode.ACT, RegionExtract.class, HEADER);
        assertTrue(out.contains("generic [ref=e8]") && out.contains("9 am Tue, Feb 2 2016"), out);
        assertTrue(out.contains("link \"Cory Doctorow\" [ref=e10]"), out);
        // the site's menu still folds
        assertFalse(out.contains("link \"Contact Us\" [ref=e17]"), out);
        // a banner's text without a date ("/ blog") keeps nothing of its line
        String undated = run(Mode.ACT, RegionExtract.class, HEADER.replace("/ 9 am Tue, Feb 2 2016", "/ the blog"));
        assertFalse(undated.contains("link \"Cory Doctorow\" [ref=e10]"), undated);
    }

    /** A post's own links after its text, as a blog writes them, then a side column of links. */
    static String post(String cue) {
        StringBuilder b = new StringBuilder(lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - heading \"Thursday, January 29, 2015\" [level=4] [ref=e3]",
                "    - heading \"Fatal dog attacks in 2014\" [level=3] [ref=e4]"));
        for (int i = 0; i < 8; i++) {
            b.append("    - paragraph [ref=e").append(10 + i).append("]: In the year's report, case ").append(i)
                    .append(" shows how the attacks happened, where they took place, who was involved and what the")
                    .append(" authorities did about them afterwards, with the sources listed at the end, the court records, the")
                    .append(" news reports of the time and what the families said.\n");
        }
        b.append(lines(
                "  - generic [ref=e40]:",
                "    - text: " + cue,
                "    - link \"Colleen Lynn\" [ref=e41]",
                "    - text: \"|\"",
                "    - link \"permalink\" [ref=e42]",
                "    - text: \"|\"",
                "    - link \"7 comments\" [ref=e43]",
                "    - link \"email\" [ref=e44]",
                "    - link \"blog rss\" [ref=e45]",
                "    - link \"comment rss\" [ref=e46]",
                "    - link \"Edit Post\" [ref=e47]",
                "  - generic [ref=e50]:",
                "    - heading \"7 comments:\" [level=4] [ref=e51]",
                "    - paragraph [ref=e52]: I read the report and thought the same about the attacks of this year."));
        return b.toString();
    }

    private static String prune(String page, String goal) {
        return PRUNER.prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, goal == null ? Goal.none()
                : Goal.of(goal), null)).text();
    }

    @Test
    void aBylineAmongAPostsLinksKeepsItsWordsAndItsAuthor() {
        String out = prune(post("posted by"), null);
        assertTrue(out.contains("posted by") && out.contains("link \"Colleen Lynn\" [ref=e41]"), out);
        assertFalse(out.contains("link \"blog rss\" [ref=e45]"), out);
        // a goal that asks who posted it names the block: it stays whole
        String asked = prune(post("posted by"), "Who posted this blog entry?");
        assertTrue(asked.contains("link \"Colleen Lynn\" [ref=e41]"), asked);
        // in other languages too, with a colon
        assertTrue(prune(post("Geschrieben von:"), null).contains("link \"Colleen Lynn\" [ref=e41]"));
        // other words before a link are no byline: the block folds as before
        String other = prune(post("share on"), null);
        assertFalse(other.contains("link \"Colleen Lynn\" [ref=e41]"), other);
    }

    /** A side column's poll: its question names its answers, the button that sends the vote is after the group. */
    static final String POLL = lines(
            "- main [ref=e1]:",
            "  - heading \"Salesforce sees growth with AWS\" [level=1] [ref=e2]",
            "  - paragraph [ref=e3]: Salesforce saw its revenue grow by 27 percent in the first quarter of its year.",
            "- complementary [ref=e141]:",
            "  - link \"Advertise\" [ref=e143]",
            "  - generic [ref=e148]:",
            "    - heading \"Poll\" [level=3] [ref=e149]",
            "    - generic [ref=e150]:",
            "      - group \"Which trend has the most potential in 2016?\" [ref=e151]:",
            "        - list [ref=e153]:",
            "          - listitem [ref=e154]:",
            "            - radio \"Hyperconverged datacenter\" [ref=e155]",
            "          - listitem [ref=e156]:",
            "            - radio \"Cloud\" [ref=e157]",
            "          - listitem [ref=e158]:",
            "            - radio \"Information Security\" [ref=e159]",
            "      - button \"Stem\" [ref=e162]",
            "    - link \"Earlier polls\" [ref=e163]",
            "  - link \"Newsletter\" [ref=e165]");

    @Test
    void aPollsAnswersKeepTheButtonThatSendsThem() {
        String plain = run(Mode.ACT, RegionExtract.class, POLL);
        assertTrue(plain.contains("radio \"Cloud\" [ref=e157]") && plain.contains("button \"Stem\" [ref=e162]"), plain);
        assertFalse(plain.contains("link \"Newsletter\" [ref=e165]"), plain);
        // with a goal that names the poll's question, as the group's name says it
        String goal = run(Mode.ACT, RegionExtract.class,
                Goal.of("Answer the poll: vote that Cloud is the trend with the most potential in 2016."), POLL);
        assertTrue(goal.contains("radio \"Cloud\" [ref=e157]") && goal.contains("button \"Stem\" [ref=e162]"), goal);
    }

    /** An article about privacy on a site whose footer links its privacy policy. */
    static String privacyArticle() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        b.append("  - heading \"How trackers follow you\" [level=1] [ref=e2]\n");
        for (int i = 0; i < 6; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: Privacy online is hard: tracker ").append(i)
                    .append(" records your privacy choices as you move between apps and services.\n");
        }
        b.append("  - paragraph [ref=e20]: This page is one of three pages on the subject; the web site has more.\n");
        b.append(lines(
                "- contentinfo [ref=e30]:",
                "  - paragraph [ref=e31]:",
                "    - text: Read the rules you agree to by using this website in our",
                "    - link \"Terms of Service\" [ref=e32]",
                "  - paragraph [ref=e33]:",
                "    - text: We use cookies. Read about what we do with the data in our",
                "    - link \"Privacy Policy\" [ref=e34]",
                "  - link \"Advertise\" [ref=e35]",
                "  - link \"Careers\" [ref=e36]"));
        return b.toString();
    }

    @Test
    void wordsThatSayWhereWeighLessThanWordsThatSayWhat() {
        String out = prune(privacyArticle(), "Open the site's privacy policy from the page footer.");
        assertTrue(out.contains("link \"Privacy Policy\" [ref=e34]"), out);
        assertFalse(out.contains("link \"Careers\" [ref=e36]"), out);
    }

    /** Standings: two divisions, each a header row of sort links and five teams' rows of figures, and a glossary. */
    static String standings() {
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n");
        int ref = 10;
        String[] teams = {"Baltimore", "Boston", "New York", "Toronto", "Tampa Bay", "Detroit", "Cleveland", "Chicago",
            "Kansas City", "Minnesota"};
        for (int division = 0; division < 2; division++) {
            b.append("    - row [ref=e").append(ref++).append("]:\n");
            b.append("      - cell \"").append(division == 0 ? "EAST" : "CENTRAL").append("\" [ref=e").append(ref++).append("]\n");
            for (String column : new String[] {"W", "L", "PCT", "RS", "RA"}) {
                b.append("      - cell [ref=e").append(ref++).append("]:\n");
                b.append("        - link \"").append(column).append("\" [ref=e").append(ref++).append("]\n");
            }
            b.append("      - cell \"DIFF\" [ref=e").append(ref++).append("]\n");
            for (int t = 0; t < 5; t++) {
                b.append("    - row [ref=e").append(ref++).append("]:\n");
                b.append("      - cell [ref=e").append(ref++).append("]:\n");
                b.append("        - link \"").append(teams[division * 5 + t]).append("\" [ref=e").append(ref++).append("]\n");
                for (String v : new String[] {"4", "2", ".667", "21", "17", "+4"}) {
                    b.append("      - cell \"").append(v).append("\" [ref=e").append(ref++).append("]\n");
                }
            }
        }
        b.append(lines(
                "- heading \"Glossary\" [level=5] [ref=e900]",
                "- list [ref=e901]:",
                "  - listitem [ref=e902]: \"W: Wins\"",
                "  - listitem [ref=e903]: \"RS: Runs scored\"",
                "  - listitem [ref=e904]: \"RA: Runs allowed\""));
        return b.toString();
    }

    @Test
    void aTablesHeaderOfSortLinksStaysForAGoalThatSortsByAColumn() {
        String page = standings();
        String out = prune(page, "Sort the standings by runs scored.");
        assertTrue(out.contains("link \"RS\" [ref=e"), out);
        // a row of figures is no header: the teams' rows still shrink to their titles
        assertFalse(out.contains("cell \".667\""), out);
        Node rows = SnapshotParser.parse(page).root().child(0).child(0);
        assertTrue(SiblingFold.sortHeaders(rows).contains(rows.child(0)));
        assertFalse(SiblingFold.sortHeaders(rows).contains(rows.child(1)));
        // a row of short links over more rows of short links is a record, not a header: a table of countries
        String countries = lines("- table [ref=e1]:", "  - rowgroup [ref=e2]:")
                + "    - row [ref=e3]:\n      - cell [ref=e4]:\n        - link \"France\" [ref=e5]\n"
                + "      - cell [ref=e6]:\n        - link \"Paris\" [ref=e7]\n      - cell [ref=e8]:\n        - link \"Euro\" [ref=e9]\n"
                + "    - row [ref=e10]:\n      - cell [ref=e11]:\n        - link \"Peru\" [ref=e12]\n"
                + "      - cell [ref=e13]:\n        - link \"Lima\" [ref=e14]\n      - cell [ref=e15]:\n        - link \"Sol\" [ref=e16]\n";
        Node countryRows = SnapshotParser.parse(countries).root().child(0).child(0);
        assertTrue(SiblingFold.sortHeaders(countryRows).isEmpty());
    }

    @Test
    void aGoalThatNamesASectionOfATableReadsAcrossItsRows() {
        // the header "CENTRAL W L PCT RS RA DIFF" is the second division's: its five teams keep their figures
        String out = prune(standings(), "Which team in the Central has the best run differential?");
        for (String team : new String[] {"Detroit", "Cleveland", "Chicago", "Kansas City", "Minnesota"}) {
            assertTrue(out.contains("link \"" + team + "\""), out);
        }
        assertEquals(5, out.split("cell \"\\+4\"", -1).length - 1, out);
        // the other division's rows shrink to their titles, as without a named section
        assertTrue(out.contains("link \"Baltimore\""), out);
        assertEquals(5, prune(standings(), "Which team in the Central has the best run differential?")
                .split("cell \"\\.667\"", -1).length - 1);
        String none = prune(standings(), "Which team in the Pacific has the best run differential?");
        assertFalse(none.contains("cell \"+4\""), none);
    }

    /** A board's index: a header row naming its columns, then forums with their threads' and posts' counts. */
    static String board() {
        StringBuilder b = new StringBuilder(lines(
                "- table [ref=e1]:",
                "  - rowgroup [ref=e2]:",
                "    - row [ref=e3]:",
                "      - cell [ref=e4]",
                "      - cell \"Forum\" [ref=e5]",
                "      - cell \"Last Post\" [ref=e6]",
                "      - cell \"Threads\" [ref=e7]",
                "      - cell \"Posts\" [ref=e8]",
                "  - rowgroup [ref=e9]:"));
        String[][] forums = {{"General Discussion", "2,078", "45,286"}, {"Off Topic", "11,574", "222,519"},
            {"Guides", "115", "217"}, {"The Workshop", "3,787", "27,813"}, {"Anime", "457", "7,885"},
            {"Trading", "562", "3,208"}, {"Raids", "841", "12,022"}, {"Crafting", "302", "2,911"}};
        int ref = 20;
        for (String[] f : forums) {
            b.append("    - row [ref=e").append(ref++).append("]:\n");
            b.append("      - cell [ref=e").append(ref++).append("]\n");
            b.append("      - cell \"").append(f[0]).append(" for its members\" [ref=e").append(ref++).append("]:\n");
            b.append("        - link \"").append(f[0]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - cell [ref=e").append(ref++).append("]:\n");
            b.append("        - link \"A thread of ").append(f[0]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("        - text: 01-15-13 01:23 PM\n");
            b.append("      - cell \"").append(f[1]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - cell \"").append(f[2]).append("\" [ref=e").append(ref++).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aGoalAskingForTheMostOfAColumnKeepsTheRowWithTheHighestFigure() {
        String most = prune(board(), "Which forum on the board has the most posts, and how many?");
        assertTrue(most.contains("cell \"222,519\""), most);
        assertFalse(most.contains("cell \"7,885\""), most);
        String fewest = prune(board(), "Which forum has the fewest threads?");
        assertTrue(fewest.contains("cell \"115\""), fewest);
        assertFalse(fewest.contains("cell \"11,574\""), fewest);
        // figures as tables write them
        assertEquals(222519, GoalPicks.figure("222,519"));
        assertEquals(1234567, GoalPicks.figure("1.234.567"));
        assertEquals(-12, GoalPicks.figure("-12"));
        assertEquals(10, GoalPicks.figure("+10"));
        assertEquals(0.667, GoalPicks.figure(".667"), 1e-9);
        assertEquals(4.5, GoalPicks.figure("4,5"), 1e-9);
        assertTrue(Double.isNaN(GoalPicks.figure("Off Topic")));
        assertTrue(Double.isNaN(GoalPicks.figure("12 posts")));
    }

    @Test
    void whatTheReviewFoundStaysMended() {
        // figures: a leading 0 is a fraction's, a dash or an en dash is a minus, a percent may stand apart
        assertEquals(0.667, GoalPicks.figure("0.667"), 1e-9);
        assertEquals(-3, GoalPicks.figure("\u20133"));
        assertEquals(12.5, GoalPicks.figure("12,5 %"), 1e-9);
        // "at least", "best", "mayor", an order's "bestellen" and a price's "most affordable" ask for no column
        assertEquals(0, Goal.of("Show hotels with at least 4 stars").columnOrder());
        assertEquals(0, Goal.of("Which team has the best record?").columnOrder());
        assertEquals(0, Goal.of("Who is the mayor of the town?").columnOrder());
        assertEquals(0, Goal.of("Ich möchte den Katalog bestellen").columnOrder());
        assertEquals(0, Goal.of("Show the most affordable hotel").columnOrder());
        assertEquals(1, Goal.of("Which forum has the most posts?").columnOrder());
        assertEquals(-1, Goal.of("Which forum has the least threads?").columnOrder());
        // a place word counts as one only where it is written as a place
        assertTrue(Goal.of("Open the site's privacy policy from the page footer.").writtenAsPlace().containsAll(
                java.util.List.of("site", "page")));
        assertFalse(Goal.of("Find site manager jobs in Berlin").writtenAsPlace().contains("site"));
        // a byline's author is a person's name: not a date after a weekday's "Di", not a page's number
        Node day = SnapshotParser.parse(lines("- generic [ref=e1]:", "  - text: Di", "  - link \"12.03.\" [ref=e2]"))
                .root().child(0);
        assertEquals(null, ChromeKeeps.bylineAuthor(day.child(0)));
        Node by = SnapshotParser.parse(lines("- generic [ref=e1]:", "  - text: \"Von:\"", "  - link \"Anna Schmidt\" [ref=e2]"))
                .root().child(0);
        assertEquals("e2", ChromeKeeps.bylineAuthor(by.child(0)).ref());
        // a facet of twelve brands' boxes is no poll: a box is looked at with its own small parent, as before
        StringBuilder facet = new StringBuilder("- complementary [ref=e1]:\n  - group \"Brand\" [ref=e2]:\n");
        for (int i = 0; i < 12; i++) {
            facet.append("    - generic [ref=e").append(10 + 2 * i).append("]:\n      - checkbox \"Brand ").append(i)
                    .append("\" [ref=e").append(11 + 2 * i).append("]\n");
        }
        facet.append("  - button \"Apply\" [ref=e50]\n");
        Node region = SnapshotParser.parse(facet.toString()).root().child(0);
        Node box = region.child(0).child(0).child(0);
        assertEquals("e10", ChromeKeeps.fieldGroup(box, region).ref());
    }

    @Test
    void aHeaderNarrowerThanItsRowsIsLinedUpFromTheLeftWhenTheRowsEndInAButton() {
        StringBuilder b = new StringBuilder(lines(
                "- table [ref=e1]:",
                "  - rowgroup [ref=e2]:",
                "    - row [ref=e3]:",
                "      - cell \"Forum\" [ref=e5]",
                "      - cell \"Threads\" [ref=e7]",
                "      - cell \"Posts\" [ref=e8]",
                "  - rowgroup [ref=e9]:"));
        String[][] forums = {{"General", "2,078", "45,286"}, {"Off Topic", "11,574", "222,519"}, {"Guides", "115", "217"},
            {"Workshop", "3,787", "27,813"}, {"Anime", "457", "7,885"}, {"Trading", "562", "3,208"},
            {"Raids", "841", "12,022"}, {"Crafting", "302", "2,911"}};
        int ref = 20;
        for (String[] f : forums) {
            b.append("    - row [ref=e").append(ref++).append("]:\n");
            b.append("      - cell [ref=e").append(ref++).append("]:\n");
            b.append("        - link \"").append(f[0]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - cell \"").append(f[1]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - cell \"").append(f[2]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - cell [ref=e").append(ref++).append("]:\n");
            b.append("        - button \"Mark read\" [ref=e").append(ref++).append("]\n");
        }
        String fewest = prune(b.toString(), "Which board has the fewest threads?");
        assertTrue(fewest.contains("cell \"115\""), fewest);
        assertFalse(fewest.contains("cell \"2,911\""), fewest);
    }
}
