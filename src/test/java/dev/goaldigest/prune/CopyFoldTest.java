package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parts said twice word for word: the later copy folds into a line naming the earlier. */
class CopyFoldTest {

    /** A product's specifications, as a page writes them under two tabs (refs from {@code first}). */
    private static List<String> specs(int first, String indent) {
        List<String> out = new ArrayList<>();
        String[][] rows = {{"Width", "5\""}, {"Diameter", "13\""}, {"Number of bolts", "4"}, {"Hole circle", "108 mm"},
            {"Offset", "28 mm"}};
        int r = first;
        out.add(indent + "- table [ref=e" + r++ + "]:");
        for (String[] row : rows) {
            out.add(indent + "  - row [ref=e" + r++ + "]:");
            out.add(indent + "    - cell \"" + row[0].replace("\"", "\\\"") + "\" [ref=e" + r++ + "]");
            out.add(indent + "    - cell \"" + row[1].replace("\"", "\\\"") + "\" [ref=e" + r++ + "]");
        }
        return out;
    }

    private static String page(List<String> a, String between, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.add(between);
        all.addAll(b);
        return String.join("\n", all) + "\n";
    }

    @Test
    void aTableSaidAgainFoldsIntoALineNamingTheFirst() {
        String out = run(Mode.ACT, CopyFold.class,
                page(specs(10, ""), "- paragraph [ref=e50]: Non contractual pictures", specs(100, "")));
        assertTrue(out.contains("- table [ref=e10]:\n  - row [ref=e11]:"), "the first stays whole:\n" + out);
        assertTrue(out.contains("- text: folded 1 copy of table e10; see browser_snapshot target=e100 mode=off"
                + " or browser_find\n"), out);
        assertFalse(out.contains("e101"), "nothing of the copy is left but its line:\n" + out);
    }

    @Test
    void aPartWithSomethingToActOnIsNeverACopy() {
        // two doctors' cards (no list around them): the same times, but each button books its own doctor
        String card = lines("- generic [ref=e%d]:", "  - heading \"Dr. %s\" [level=3] [ref=e%d]", "  - generic [ref=e%d]:",
                "    - text: Free appointments tomorrow at the practice on the high street, ground floor",
                "    - button \"09:00\" [ref=e%d]", "    - button \"09:30\" [ref=e%d]", "    - button \"10:00\" [ref=e%d]",
                "    - button \"Show more times\" [ref=e%d]");
        String in = String.format(card, 1, "Alice Smith", 2, 3, 4, 5, 6, 7) + String.format(card, 11, "Bob Jones", 12, 13,
                14, 15, 16, 17);
        assertEquals(in, run(Mode.ACT, CopyFold.class, in));
    }

    @Test
    void anExplicitGoalFoldsNoCopy() {
        String in = page(specs(10, ""), "- paragraph [ref=e50]: Non contractual pictures", specs(100, ""));
        assertEquals(in, run(Mode.ACT, CopyFold.class, Goal.of("What is the offset of the wheel?"), in));
    }

    @Test
    void eachItemsOwnControlsStayThoughTheyReadAlike() {
        // two reviews: their "Was this helpful?" boxes read the same, but each votes on its own review
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 2; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e").append(r).append("]:\n")
                    .append("    - paragraph [ref=e").append(r + 1).append("]: Review number ").append(i).append('\n')
                    .append("    - generic [ref=e").append(r + 2).append("]:\n")
                    .append("      - text: 1 of 2 users found this review helpful. Was this review helpful to you?\n")
                    .append("      - link \"Yes, it was helpful\" [ref=e").append(r + 3).append("]\n")
                    .append("      - link \"No, it was not\" [ref=e").append(r + 4).append("]\n")
                    .append("      - link \"Report this review\" [ref=e").append(r + 5).append("]\n");
        }
        String in = b.toString();
        assertEquals(in, run(Mode.ACT, CopyFold.class, in));
        // the same box with nothing to act on in it (a text said twice) folds
        String text = in.replaceAll("      - link \"(.*)\" \\[ref=e\\d+]\\n", "      - text: $1\n");
        String out = run(Mode.ACT, CopyFold.class, text);
        assertTrue(out.contains("folded 1 copy of generic e12; see browser_snapshot target=e22"), out);
    }

    @Test
    void smallOrDifferentPartsStay() {
        String small = lines("- generic [ref=e1]:", "  - text: In stock", "  - link \"Details\" [ref=e2]",
                "- generic [ref=e3]:", "  - text: In stock", "  - link \"Details\" [ref=e4]");
        assertEquals(small, run(Mode.ACT, CopyFold.class, small), "a copy shorter than its line stays");
        String in = page(specs(10, ""), "- paragraph [ref=e50]: Rear wheel", specs(100, ""));
        String other = in.replace("- cell \"28 mm\" [ref=e115]", "- cell \"35 mm\" [ref=e115]");
        assertTrue(other.contains("35 mm"));
        assertEquals(other, run(Mode.ACT, CopyFold.class, other), "one cell differs: two tables");
        String level = lines("- heading \"Specifications of the wheel and its bolts\" [level=2] [ref=e1]:",
                "  - generic [ref=e2]: Width 5 inches, diameter 13 inches", "  - generic [ref=e3]: Four bolts",
                "  - generic [ref=e4]: Offset 28 mm, center bore 65 mm", "  - generic [ref=e5]: Steel",
                "- heading \"Specifications of the wheel and its bolts\" [level=3] [ref=e6]:",
                "  - generic [ref=e7]: Width 5 inches, diameter 13 inches", "  - generic [ref=e8]: Four bolts",
                "  - generic [ref=e9]: Offset 28 mm, center bore 65 mm", "  - generic [ref=e10]: Steel");
        assertEquals(level, run(Mode.ACT, CopyFold.class, level), "an attribute differs: two parts");
    }

    @Test
    void theWholePipelineKeepsTheFirstCopysRefInView() {
        // a wrapper the rules would unwrap, its ref trimmed: named by a fold line, it stays a part with its ref
        List<String> first = new ArrayList<>(List.of("- generic [ref=e5]:", "  - generic [ref=e6]: Mix and Match"));
        first.addAll(specs(10, "  "));
        List<String> second = new ArrayList<>(List.of("- generic [ref=e205]:", "  - generic [ref=e206]: Mix and Match"));
        second.addAll(specs(210, "  "));
        String in = page(first, "- button \"Add to cart\" [ref=e99]", second);
        String out = new Pruner(PruneSettings.DEFAULTS)
                .prune(SnapshotParser.parse(in), PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("- generic [ref=e5]:"), out);
        assertTrue(out.contains("folded 1 copy of generic e5; see browser_snapshot target=e205 mode=off"), out);
        assertTrue(out.contains("button \"Add to cart\" [ref=e99]"), out);
    }

    @Test
    void aLineFoldingManyKindsNamesTheFirstThreeAndCountsTheRest() {
        Fold f = new Fold();
        for (int i = 1; i <= 6; i++) f.add("copy of listitem e" + (100 + i), 1);
        f.takeTargets("e9", "e9");
        f.drops = 6;
        assertEquals("folded 1 copy of listitem e101, 1 copy of listitem e102, 1 copy of listitem e103 and 3 more;"
                + " see browser_snapshot target=e9 mode=off or browser_find", f.text());
        Fold four = new Fold();
        for (int i = 1; i <= 4; i++) four.add("kind" + i, 2);
        assertTrue(four.text().startsWith("folded 2 kind1, 2 kind2, 2 kind3, 2 kind4;"), "four kinds are all named");
    }

    /** A share bar: {@code n} links to the sharing pages of one story (refs from {@code first}). */
    private static List<String> shareBar(int first, String[] hrefs) {
        List<String> out = new ArrayList<>();
        String[] names = {"Share on Facebook", "Share on Twitter", "Share on LinkedIn", "Share on Reddit",
            "Share on Tumblr", "Print this story", "Email this story to a friend"};
        out.add("- list [ref=e" + first + "]:");
        for (int i = 0; i < names.length; i++) {
            out.add("  - link \"" + names[i] + "\" [ref=e" + (first + 1 + i) + "]:");
            out.add("    - /url: " + hrefs[i]);
        }
        return out;
    }

    @Test
    void linksThatLeadWhereTheFirstPartsLeadAreACopy() {
        String[] share = new String[7];
        for (int i = 0; i < 7; i++) share[i] = "https://share.example/" + i + "?u=https://news.example/story-41";
        String story = "- paragraph [ref=e20]: The board agreed to sell three plants.";
        String out = run(Mode.ACT, CopyFold.class, page(shareBar(10, share), story, shareBar(30, share)));
        assertTrue(out.contains("- text: folded 1 copy of list e10; see browser_snapshot target=e30 mode=off"), out);
        assertTrue(out.contains("link \"Share on Facebook\" [ref=e11]"), out);
        // the same names leading elsewhere (each review's own "helpful" votes) are different links
        String[] other = share.clone();
        other[6] = "https://news.example/story-41/email?review=2";
        String in = page(shareBar(10, share), story, shareBar(30, other));
        assertEquals(in, run(Mode.ACT, CopyFold.class, in));
        // links that lead nowhere of their own (a script's "#") may act on their item: never a copy
        String[] script = {"#", "#", "#", "#", "#", "#", "#"};
        String scripted = page(shareBar(10, script), story, shareBar(30, script));
        assertEquals(scripted, run(Mode.ACT, CopyFold.class, scripted));
    }

    @Test
    void aCardsFewActionsAreItsOwnThoughTheyLeadWhereAnotherCardsDo() {
        // "Add to basket" and "Save for later" post to the same pages for every card, with the card's own item
        String card = lines("- heading \"Acme %s\" [level=3] [ref=e%d]", "- generic [ref=e%d]:",
                "  - text: \"In stock: usually dispatched within 24 hours from our warehouse\"",
                "  - text: \"Free delivery on orders over 40 pounds, returns within 30 days\"",
                "  - link \"Add to basket\" [ref=e%d]:", "    - /url: /basket", "  - link \"Save to your wish list\" [ref=e%d]:",
                "    - /url: /account/login");
        String in = String.format(card, "kettle", 4, 5, 6, 7) + String.format(card, "toaster", 9, 10, 11, 12);
        assertEquals(in, run(Mode.ACT, CopyFold.class, in));
    }
}
