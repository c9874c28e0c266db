package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.refOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/**
 * Records laid out flat (a news board's story as a title row, a row of points and comments, a spacer row) are one item
 * each to the folds and to a goal's positions, and the agent still sees the page's own rows.
 */
class FlatRecordsTest {
    private static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);

    /** A board of {@code stories} stories, three rows each; story {@code job} is a job ad (no points, no comments). */
    static String board(int stories, int job) {
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n");
        int ref = 10;
        for (int s = 1; s <= stories; s++) {
            b.append("    - row [ref=e").append(ref++).append("]:\n");
            b.append("      - cell \"").append(s).append(".\" [ref=e").append(ref++).append("]\n");
            if (s != job) {
                b.append("      - cell [ref=e").append(ref++).append("]:\n");
                b.append("        - generic:\n          - link \"upvote\"\n"); // hidden until hovered: no ref
            }
            // the title row and the row of points look alike (rows of cells holding a generic): one list of rows
            b.append("      - cell [ref=e").append(ref++).append("]:\n");
            b.append("        - generic [ref=e").append(ref++).append("]:\n");
            b.append("          - link \"Story number ").append(words(s)).append("\" [ref=e").append(ref++).append("] [cursor=pointer]\n");
            b.append("    - row [ref=e").append(ref++).append("]:\n");
            b.append("      - cell [ref=e").append(ref++).append("]\n");
            b.append("      - cell [ref=e").append(ref++).append("]:\n");
            b.append("        - generic [ref=e").append(ref++).append("]:\n");
            if (s != job) b.append("          - text: ").append(10 * s + 3).append(" points by\n");
            b.append("          - link \"user").append(s).append("\" [ref=e").append(ref++).append("] [cursor=pointer]\n");
            if (s != job) {
                b.append("          - link \"").append(s + 1).append(" comments\" [ref=e").append(ref++).append("] [cursor=pointer]\n");
            }
            b.append("    - row [ref=e").append(ref++).append("]\n");
        }
        b.append("    - row [ref=e").append(ref++).append("]:\n      - cell [ref=e").append(ref).append("]:\n");
        b.append("        - link \"More\" [ref=e").append(ref + 1).append("] [cursor=pointer]\n");
        return b.toString();
    }

    private static String words(int s) {
        String[] w = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett",
                "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform",
                "victor", "whiskey", "xray", "yankee", "zulu", "one", "two", "three", "four"};
        return w[(s - 1) % w.length] + " " + s;
    }

    private static String prune(String page, Goal goal) {
        return PRUNER.prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, goal, null)).text();
    }

    @Test
    void aStoryFoldsWithItsPointsAndCommentsAndKeepsItsTitle() {
        String page = board(30, 11);
        String out = prune(page, Goal.none());
        // the first stories stay whole, each with its own row of points and comments
        assertTrue(out.contains("link \"4 comments\" [ref=" + refOf(page, "\"4 comments\"") + "]"), out);
        // later ones fold as one record each (not as three lists of rows), keeping the story's title, not its user
        assertTrue(out.contains("link \"Story number tango 20\""), out);
        assertFalse(out.contains("link \"user20\""), out);
        assertTrue(out.contains("folded 25 records (titles kept)"), out);
        assertTrue(out.contains("link \"More\""), out);
        // the wrapper is the rules' own: the agent sees rows, never a line the page did not have
        assertFalse(out.contains("- generic:\n"), out);
    }

    @Test
    void aGoalsPositionCountsStoriesNotRows() {
        String page = board(30, 11);
        String out = prune(page, Goal.of("Go to the comments of the 14th story."));
        assertTrue(out.contains("link \"15 comments\" [ref=" + refOf(page, "\"15 comments\"") + "]"), out);
        assertFalse(out.contains("link \"13 comments\""), out);
        String named = prune(page, Goal.of("How many points does 'Story number victor 22' have?"));
        assertTrue(named.contains("text: 223 points by"), named);
    }

    @Test
    void aListOfLinksWithSeparatorsOrOfOneKindIsNoListOfRecords() {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 40; i++) {
            b.append("  - link \"Tag number ").append(i).append("\" [ref=e").append(10 + i).append("]\n  - text: \"|\"\n");
        }
        String page = b.toString();
        PruneContext ctx = PruneContext.forTest(SnapshotParser.parse(page).root(), Goal.none(), PruneSettings.DEFAULTS);
        new FlatRecords().apply(ctx);
        int wrapped = 0;
        for (var c : ctx.root().child(0).children()) if (ctx.isRecord(c)) wrapped++;
        assertEquals(0, wrapped);
    }

    @Test
    void browseKeepsTheRowsOfABoardWhole() {
        String page = board(30, 11);
        String out = PRUNER.prune(SnapshotParser.parse(page), new PruneRequest(Mode.BROWSE, Goal.none(), null)).text();
        assertTrue(out.contains("link \"29 comments\""), out);
        assertFalse(out.contains("record"), out);
    }
}
