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
    void goalTermsDropStopWordsAndKeepNumbers() {
        assertEquals(java.util.List.of("limit", "results", "maximum", "price", "500", "eur"),
                java.util.List.of(TreeBudget.terms("Limit the results to a maximum price of 500 EUR.")));
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
