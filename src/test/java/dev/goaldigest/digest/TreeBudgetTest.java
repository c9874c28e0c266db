package dev.goaldigest.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.prune.Goal;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TreeBudgetTest {

    @Test
    void aTreeWithinBudgetIsSentAsIs() {
        String text = WireMockModel.corpus("jacamo-signin.yaml");
        TreeBudget.Sent s = TreeBudget.fit(SnapshotParser.parse(text), text, Goal.of("sign in"), 12000);
        assertEquals(text, s.text());
        assertFalse(s.trimmed());
        assertNull(s.note());
        assertEquals(Tokens.count(text), s.tokens());
    }

    @Test
    void relevanceTrimmingKeepsTheGoalsLinesWithTheirAncestorsWithinBudget() {
        String goal = "Limit results to a maximum price of 500 EUR.";
        String text = WireMockModel.corpus("ebay-de-search-apple.yaml");
        Snapshot tree = SnapshotParser.parse(text);
        TreeBudget.Sent s = TreeBudget.fit(tree, text, Goal.of(goal), 4000);
        assertTrue(s.tokens() <= 4000, "tokens " + s.tokens());
        assertEquals(Tokens.count(s.text()), s.tokens());
        assertTrue(s.trimmed());
        assertTrue(s.note().startsWith("Note: the page is large; "), s.note());
        // the task's target (the 'Höchstwert in EUR' price box) survives, and a kept line keeps its ancestors
        assertTrue(s.text().contains("[ref=e976]"), "target kept");
        Snapshot sent = SnapshotParser.parse(s.text());
        Set<String> original = tree.refSet();
        for (String r : sent.refs()) assertTrue(original.contains(r), "no ref invented: " + r);
        var target = sent.findRef("e976");
        var originalTarget = tree.findRef("e976");
        assertEquals(originalTarget.depth(), target.depth(), "same place in the tree");
        assertEquals(originalTarget.parent().ref(), target.parent().ref());
    }

    @Test
    void theGoalsWordsMatchTheLinesWordsAsThePipelineMatchesThem() {
        // a goal in another inflection and without accents, a page with them: the pipeline's words agree, so the
        // matching line is what goes first; a number in a goal names that number, not every number holding its digits
        StringBuilder page = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 400; i++) page.append("  - listitem [ref=e").append(i + 2).append("]: Artikel ").append(i).append(" 1500 EUR\n");
        page.append("  - link \"Kühlschränke 500 EUR\" [ref=e999]\n");
        String text = page.toString();
        TreeBudget.Sent s = TreeBudget.fit(SnapshotParser.parse(text), text, Goal.of("kuhlschrank unter 500 eur"), 300);
        assertTrue(s.trimmed());
        assertTrue(s.text().contains("[ref=e999]"), "the matching line goes first, not in page order: " + s.text());
    }

    @Test
    void aGridcellOrAPointerAnAgentActsOnCountsAsActionable() {
        StringBuilder page = new StringBuilder("- grid [ref=e1]:\n");
        for (int i = 0; i < 300; i++) page.append("  - row: text ").append(i).append(" of a long table with words\n");
        page.append("  - gridcell \"Pick\" [ref=e900]\n");
        page.append("  - generic [ref=e901] [cursor=pointer]: Open\n");
        String text = page.toString();
        TreeBudget.Sent s = TreeBudget.fit(SnapshotParser.parse(text), text, Goal.none(), 200);
        assertTrue(s.trimmed());
        assertTrue(s.text().contains("[ref=e900]") && s.text().contains("[ref=e901]"), s.text());
    }

    @Test
    void hostileShapesDeepAndWideAreTrimmedOnTheDefaultStack() {
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 5000; i++) deep.append("  ".repeat(i)).append("- generic [ref=e").append(i).append("]:\n");
        deep.append("  ".repeat(5000)).append("- button \"Checkout now\" [ref=e99999]\n");
        StringBuilder wide = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 20000; i++) wide.append("  - listitem [ref=e").append(i + 2).append("]: item number ").append(i).append('\n');
        wide.append("  - button \"Checkout now\" [ref=e99999]\n");
        for (String text : new String[] {deep.toString(), wide.toString()}) {
            Snapshot tree = SnapshotParser.parse(text);
            TreeBudget.Sent s = TreeBudget.fit(tree, text, Goal.of("checkout"), 2000);
            assertTrue(s.tokens() <= 2000, "tokens " + s.tokens());
            assertTrue(s.trimmed());
            if (text == wide.toString()) assertTrue(s.text().contains("[ref=e99999]"), "the goal's button kept");
        }
    }
}
