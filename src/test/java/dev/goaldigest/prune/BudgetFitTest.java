package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.refOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The budget step on a page of a kind agents meet every day (a search box, sort, a long result list with its pager in
 * its last item, a large footer): within a tight budget it keeps what the agent acts on and the page's way on, folds
 * the footer and the list's tail into lines that say what they held and how to get it back, and those lines do not
 * grow with what they fold.
 */
class BudgetFitTest {
    private static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);

    /** A result page: {@code items} results, each a titled link, a price, a rating and an add-to-cart button. */
    static String resultsPage(int items) {
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n");
        int[] ref = {10};
        b.append("  - banner [ref=e2]:\n");
        b.append("    - link \"Shop home\" [ref=e3]\n");
        b.append("    - searchbox \"Search products\" [ref=e4]\n");
        b.append("    - button \"Search\" [ref=e5]\n");
        b.append("  - main [ref=e6]:\n");
        b.append("    - heading \"Results for lamps\" [level=1] [ref=e7]\n");
        b.append("    - combobox \"Sort by\" [ref=e8]:\n      - option \"Relevance\" [selected]\n      - option \"Price\"\n");
        b.append("    - list [ref=e9]:\n");
        for (int i = 1; i <= items; i++) {
            b.append("      - listitem [ref=e").append(ref[0]++).append("]:\n");
            b.append("        - link \"Desk lamp model ").append(i).append(" with a long descriptive title for comparison\" [ref=e")
                    .append(ref[0]++).append("]:\n");
            b.append("          - heading \"Desk lamp model ").append(i).append("\" [level=3] [ref=e").append(ref[0]++).append("]\n");
            b.append("        - generic [ref=e").append(ref[0]++).append("]: $").append(10 + i).append(".99\n");
            b.append("        - generic [ref=e").append(ref[0]++).append("]: 4.").append(i % 10).append(" out of 5 stars, ")
                    .append(100 + i).append(" ratings\n");
            b.append("        - button \"Add to cart\" [ref=e").append(ref[0]++).append("]\n");
        }
        // the pager, as some shops have it: the list's last item
        b.append("      - listitem [ref=e").append(ref[0]++).append("]:\n");
        b.append("        - navigation \"Pagination\" [ref=e").append(ref[0]++).append("]:\n");
        b.append("          - list [ref=e").append(ref[0]++).append("]:\n");
        for (int p = 1; p <= 8; p++) {
            b.append("            - listitem [ref=e").append(ref[0]++).append("]:\n");
            b.append("              - link \"").append(p).append("\" [ref=e").append(ref[0]++).append("]\n");
        }
        b.append("          - link \"Next page\" [ref=e").append(ref[0]++).append("]\n");
        b.append("  - contentinfo [ref=e").append(ref[0]++).append("]:\n");
        for (int f = 1; f <= 60; f++) {
            b.append("    - link \"Footer link number ").append(f).append("\" [ref=e").append(ref[0]++).append("]\n");
        }
        return b.toString();
    }

    private static List<String> foldLines(String out) {
        List<String> lines = new ArrayList<>();
        Traversal.walk(SnapshotParser.parse(out).root(), (n, d) -> {
            if (Fold.isFoldLine(n)) lines.add(n.value());
            return NodeVisitor.Next.CONTINUE;
        });
        return lines;
    }

    private static PruneResult prune(String page, Mode mode, Goal goal, int budget) {
        return PRUNER.prune(SnapshotParser.parse(page), new PruneRequest(mode, goal, null, Budget.of(budget)));
    }

    @Test
    void aTightBudgetKeepsTheSearchBoxSortHeadingAndPagerAndFoldsTheFooterAndTheListTail() {
        String page = resultsPage(80);
        for (Mode mode : List.of(Mode.ACT, Mode.FULL, Mode.BROWSE)) {
            PruneResult r = prune(page, mode, null, 2000);
            String out = r.text();
            String stats = StatsLine.of(Tokens.measure(page), Tokens.measure(out), r);
            assertTrue(Tokens.count(out) + Tokens.count(stats + "\n") <= 2000, mode + ": " + Tokens.count(out));
            assertTrue(stats.contains(" | fit to 2,000 tokens: "), stats);
            for (String kept : List.of("searchbox \"Search products\" [ref=e4]", "combobox \"Sort by\" [ref=e8]",
                    "heading \"Results for lamps\" [level=1] [ref=e7]", "link \"2\" [ref=", "link \"Next page\" [ref=",
                    "Desk lamp model 1 ")) {
                assertTrue(out.contains(kept), mode + " keeps " + kept + ":\n" + out);
            }
            assertFalse(out.contains("Desk lamp model 70 "), mode + ": the list's tail folds");
            List<String> folds = foldLines(out);
            String footerRef = refOf(page, "- contentinfo [ref=");
            assertTrue(folds.stream().anyMatch(l -> l.contains("target=" + footerRef + " mode=off")),
                    mode + ": the footer folds with its own ref as the way back: " + folds);
            for (String l : folds) assertTrue(l.contains("browser_snapshot target=") || l.contains("browser_find"), l);
        }
    }

    @Test
    void aSmallFooterIsThePagesOwnNavigationAndStays() {
        // a long article with links in its paragraphs, and a footer of a dozen links (privacy, cookies, contact ...):
        // few and valuable, kept while the article's later sections fold
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - main [ref=e2]:\n");
        b.append("    - heading \"An article\" [level=1] [ref=e3]\n");
        int ref = 10;
        for (int sec = 1; sec <= 40; sec++) {
            b.append("    - heading \"Section ").append(sec).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            for (int p = 1; p <= 5; p++) {
                b.append("    - paragraph [ref=e").append(ref++).append("]:\n");
                b.append("      - text: Some sentences of the article that say what the section is about, at length,")
                        .append(" with a reference to\n");
                b.append("      - link \"another article ").append(sec).append('.').append(p).append("\" [ref=e")
                        .append(ref++).append("]\n");
                b.append("      - text: and more words after it that carry on the thought for a while longer.\n");
            }
        }
        b.append("  - contentinfo [ref=e").append(ref++).append("]:\n");
        String[] names = {"Privacy policy", "About", "Disclaimers", "Contact us", "Code of Conduct", "Developers",
            "Statistics", "Cookie statement", "Mobile view", "Terms of Use", "Accessibility", "Help"};
        for (String name : names) b.append("    - link \"").append(name).append("\" [ref=e").append(ref++).append("]\n");
        PruneResult r = prune(b.toString(), Mode.BROWSE, null, 2500); // the mode whose rules keep a footer
        String out = r.text();
        assertTrue(r.fit().bit(), "the budget bit");
        for (String name : names) assertTrue(out.contains("link \"" + name + "\" [ref="), name + ":\n" + out);
    }

    @Test
    void theEndOfALongListFoldsButNotTheFooterAfterIt() {
        // an index of 400 story links, one a line, then the page's footer (no landmark: a block with a copyright line)
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n");
        int ref = 10;
        for (int i = 1; i <= 400; i++) {
            b.append("  - link \"Story number ").append(i).append(" of the university's news\" [ref=e").append(ref++)
                    .append("]\n");
        }
        b.append("  - generic [ref=e2]:\n    - generic [ref=e3]: © 2026 University News Office, 1 College Road\n");
        String[] names = {"About us", "Contact", "Privacy", "Accessibility", "Jobs", "Press"};
        for (String name : names) b.append("    - link \"").append(name).append("\" [ref=e").append(ref++).append("]\n");
        PruneResult r = prune(b.toString(), Mode.ACT, null, 3000);
        String out = r.text();
        assertTrue(r.fit().bit(), "the budget bit");
        assertTrue(r.fit().tokens().tokens() <= 3000, r.fit().tokens() + " tokens");
        assertFalse(out.contains("\"Story number 400 of"), "the list's end folds");
        assertTrue(out.contains("\"Story number 20 of"), "its head stays");
        // the footer is the page's own navigation, with its copyright and address line: no tail of the list takes it
        for (String name : names) assertTrue(out.contains("link \"" + name + "\" [ref="), name + ":\n" + out);
        assertTrue(out.contains("generic [ref=e3]: © 2026 University News Office"), out);
    }

    @Test
    void aLoneNextLinkIsTheWayOnAndStaysWithinABudget() {
        // a blog's front page: 60 posts, each a title link and a teaser, then "Older posts ›" (no page numbers)
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        int ref = 10;
        for (int i = 1; i <= 60; i++) {
            b.append("  - article [ref=e").append(ref++).append("]:\n    - link \"Post number ").append(i)
                    .append(" about the garden in spring\" [ref=e").append(ref++).append("]\n    - paragraph [ref=e")
                    .append(ref++).append("]: A teaser of the post that says what it is about, at some length.\n");
        }
        b.append("  - link \"Older posts ›\" [ref=e2]\n");
        PruneResult r = prune(b.toString(), Mode.ACT, null, 1200);
        assertTrue(r.fit().bit(), "the budget bit");
        assertTrue(r.text().contains("link \"Older posts ›\" [ref=e2]"), r.text());
    }

    @Test
    void aFoldLineDoesNotGrowWithWhatItFolds() {
        // the names a line quotes (at most three, each cut short) may differ with where the fold starts; without them,
        // a line ten times as full is a few digits longer
        int longest100 = foldLines(prune(resultsPage(100), Mode.ACT, null, 1500).text()).stream()
                .mapToInt(l -> l.replaceAll("'[^']*'", "''").length()).max().orElseThrow();
        int longest1000 = foldLines(prune(resultsPage(1000), Mode.ACT, null, 1500).text()).stream()
                .mapToInt(l -> l.replaceAll("'[^']*'", "''").length()).max().orElseThrow();
        assertTrue(longest1000 <= 300 && longest100 <= 300, longest100 + " and " + longest1000 + " characters");
        assertTrue(longest1000 - longest100 <= 12, "a few digits more at most: " + longest100 + " -> " + longest1000);
    }

    @Test
    void theItemTheGoalNamesKeepsItsPriceAndButtonDeepInTheList() {
        String page = resultsPage(80);
        PruneResult r = prune(page, Mode.ACT, Goal.of("add Desk lamp model 63 to the cart"), 1500);
        String out = r.text();
        int at = out.indexOf("Desk lamp model 63");
        assertTrue(at >= 0, out);
        String after = out.substring(at, Math.min(out.length(), at + 600));
        assertTrue(after.contains("$73.99"), "its price: " + after);
        assertTrue(after.contains("button \"Add to cart\" [ref="), "its main action: " + after);
    }

    /**
     * A news page: a short report, a list of 40 related reports and a comment form, then a side column with a tab list and a numbered
     * list of the most read stories (in a {@code complementary} landmark with {@code aside}, else in a plain block),
     * and a footer.
     */
    static String newsPage(boolean aside) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        b.append("  - banner [ref=e2]:\n    - link \"Daily News home\" [ref=e3]\n    - searchbox \"Search\" [ref=e4]\n");
        b.append("  - main [ref=e5]:\n    - heading \"Council approves the new bridge\" [level=1] [ref=e6]\n");
        int ref = 10;
        for (int i = 1; i <= 10; i++) {
            b.append("    - paragraph [ref=e").append(ref++).append("]: Paragraph ").append(i)
                    .append(" of the report tells how the council met again on a Tuesday evening.\n");
        }
        b.append("    - list [ref=e").append(ref++).append("]:\n");
        for (int i = 1; i <= 40; i++) {
            b.append("      - listitem [ref=e").append(ref++).append("]:\n");
            b.append("        - link \"Related report number ").append(i).append(" on the city budget\" [ref=e")
                    .append(ref++).append("]\n");
        }
        b.append("    - form [ref=e").append(ref++).append("]:\n");
        for (int i = 1; i <= 8; i++) {
            b.append("      - textbox \"Field number ").append(i).append(" of the comment form\" [ref=e").append(ref++).append("]\n");
        }
        b.append("      - button \"Post comment\" [ref=e").append(ref++).append("]\n");
        b.append(aside ? "  - complementary [ref=e" : "  - generic [ref=e").append(ref++).append("]:\n");
        b.append("    - list [ref=e").append(ref++).append("]:\n");
        for (String tab : List.of("Most Popular", "Most Commented", "More Headlines")) {
            b.append("      - listitem [ref=e").append(ref++).append("]: ").append(tab).append("\n");
        }
        b.append("    - list [ref=e").append(ref++).append("]:\n");
        String[] stories = {"School board election to be held in October", "Pedestrian killed in crash on the highway",
            "Teen racer qualifies for the national championship", "Driver charged in wreck that killed a teen",
            "Native of the town honored posthumously"};
        for (int i = 0; i < stories.length; i++) {
            b.append("      - listitem [ref=e").append(ref++).append("]:\n");
            b.append("        - generic [ref=e").append(ref++).append("]: \"").append(i + 1).append("\"\n");
            b.append("        - link \"").append(stories[i]).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - contentinfo [ref=e").append(ref++).append("]:\n");
        for (int f = 1; f <= 30; f++) b.append("    - link \"Footer link ").append(f).append("\" [ref=e").append(ref++).append("]\n");
        return b.toString();
    }

    @Test
    void theItemAGoalNamesByItsPositionStaysWithinABudget() {
        String second = "link \"Pedestrian killed in crash on the highway\" [ref=";
        Goal goal = Goal.of("What is the second most popular story right now?");
        for (boolean aside : List.of(true, false)) {
            String page = newsPage(aside);
            assertFalse(prune(page, Mode.ACT, null, 500).text().contains(second), "the budget folds the side list");
            for (int budget : List.of(16000, 750, 700, 650, 600, 500)) {
                PruneResult r = prune(page, Mode.ACT, goal, budget);
                assertTrue(r.fit().tokens().tokens() <= budget, r.fit().tokens() + " tokens");
                assertTrue(r.text().contains(second), "the second story, named by its position (aside " + aside + ", "
                        + budget + " tokens): " + r.text());
                // in the side column, the other stories fold with the rest of it
                if (aside) assertFalse(r.text().contains("link \"Teen racer qualifies for the national championship\""), r.text());
            }
        }
    }

    /** An article with a fact box of {@code rows} rows (a field and its value each) beside its text, then a footer. */
    static String factBoxPage(int rows) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - main [ref=e2]:\n");
        b.append("    - heading \"Northland Region\" [level=1] [ref=e3]\n");
        b.append("    - table [ref=e4]:\n      - rowgroup [ref=e5]:\n");
        int ref = 10;
        for (int i = 1; i <= rows; i++) {
            b.append("        - row [ref=e").append(ref++).append("]:\n");
            b.append("          - rowheader \"Field number ").append(i).append("\" [ref=e").append(ref++).append("]\n");
            b.append("          - cell [ref=e").append(ref++).append("]:\n");
            b.append("            - link \"Value of field ").append(i).append(" in the region\" [ref=e").append(ref++).append("]\n");
        }
        for (int i = 1; i <= 6; i++) {
            b.append("    - paragraph [ref=e").append(ref++).append("]: Paragraph ").append(i)
                    .append(" of the article tells how the region grew along its coast in the last century.\n");
        }
        b.append("  - contentinfo [ref=e").append(ref++).append("]:\n");
        for (int f = 1; f <= 12; f++) b.append("    - link \"Footer link ").append(f).append("\" [ref=e").append(ref++).append("]\n");
        return b.toString();
    }

    @Test
    void aBudgetALittleShortFoldsTheEndOfALongRunNotAllOfItAfterItsHead() {
        String page = factBoxPage(48);
        PruneResult whole = prune(page, Mode.ACT, null, 16000);
        int all = whole.fit().tokens().tokens();
        assertTrue(whole.text().contains("\"Value of field 48 in the region\""), whole.text());
        for (int shortBy : List.of(100, 200, 300)) {
            PruneResult r = prune(page, Mode.ACT, null, all - shortBy);
            String out = r.text();
            assertTrue(r.fit().tokens().tokens() <= all - shortBy, r.fit().tokens() + " tokens");
            // a few rows at the end fold into one line; the rows before them stay
            assertTrue(out.contains("link \"Value of field 24 in the region\" [ref="), shortBy + " short:\n" + out);
            assertFalse(out.contains("link \"Value of field 48 in the region\" [ref="), shortBy + " short:\n" + out);
            assertTrue(foldLines(out).stream().anyMatch(l -> l.contains(" row: ") && l.contains("'Value of field ")),
                    "the line says what rows it holds: " + out);
        }
    }

    @Test
    void aControlInsideAnotherCountsOnce() {
        Snapshot s = SnapshotParser.parse("- link \"Brand A (12)\" [ref=e1]:\n  - checkbox [aria-hidden] [ref=e2]\n");
        var link = s.root().child(0);
        var box = link.child(0);
        double alone = RegionValue.of(box, RegionValue.IN_FILTER, Relevance.NONE);
        double inside = RegionValue.of(box, RegionValue.IN_FILTER | RegionValue.IN_CONTROL, Relevance.NONE);
        assertEquals(RegionValue.OTHER, inside);
        assertTrue(inside < alone && inside < RegionValue.of(link, RegionValue.IN_FILTER, Relevance.NONE));
    }

    /** A reference table of {@code n} key words, each with how five standards class it (the last is ZONE). */
    static String keywordTable(int n) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"SQL Key Words\" [level=1] [ref=e2]\n")
                .append("  - paragraph [ref=e3]: \"This table lists the key words that are reserved in SQL, in SQL-92 and")
                .append(" in the current standard, and which are non-reserved.\"\n  - table [ref=e4]:\n")
                .append("    - row [ref=e5]:\n      - columnheader \"Key Word\" [ref=e6]\n")
                .append("      - columnheader \"PostgreSQL\" [ref=e7]\n      - columnheader \"SQL-92\" [ref=e8]\n");
        for (int i = 0; i < n; i++) {
            String word = i == n - 1 ? "ZONE" : "KEYWORD_" + Integer.toString(i, 26).toUpperCase(java.util.Locale.ROOT);
            int r = 100 + 4 * i;
            b.append("    - row [ref=e").append(r).append("]:\n")
                    .append("      - cell [ref=e").append(r + 1).append("]:\n        - code: ").append(word).append('\n')
                    .append("      - cell \"").append(i % 3 == 0 ? "reserved" : "non-reserved").append("\" [ref=e")
                    .append(r + 2).append("]\n      - cell \"").append(i % 2 == 0 ? "reserved" : "")
                    .append("\" [ref=e").append(r + 3).append("]\n");
        }
        return b.toString();
    }

    @Test
    void theRowTheGoalNamesInALongTableOutlastsTheTablesTailUnderTheBudget() {
        String page = keywordTable(400);
        // browse reads tables whole: only the budget shortens this one
        String out = prune(page, Mode.BROWSE, Goal.of("Was ZONE a reserved word in SQL-92?"), 2_000).text();
        assertTrue(out.contains("code: ZONE"), out);
        assertTrue(out.contains("row [ref=e1696]:") && out.contains("cell \"reserved\" [ref=e1698]"), "with its cells: " + out);
        assertTrue(out.contains("folded"), "the rest of the table folds: " + out);
    }

    /**
     * A registration form whose rules are written out between its fields and its submit button, no heading after
     * them: a budget that bites folds the rules, not the run of them with the checkbox and the button after it (the
     * tails of a run end where it ends; the stretch of text between the fields is a region of its own).
     */
    @Test
    void aFormsTextFoldsWithoutTheFieldsAndButtonAfterIt() {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Sign up\" [level=1] [ref=e2]\n"
                + "  - textbox \"User name\" [ref=e3]\n  - textbox \"Password\" [ref=e4]\n"
                + "  - textbox \"E-mail address\" [ref=e5]\n  - heading \"Forum rules\" [level=2] [ref=e6]\n");
        int r = 100;
        for (int i = 1; i <= 40; i++) {
            b.append("  - generic [ref=e").append(r++).append("]: ").append(i).append(". Rule number ").append(i)
                    .append(" of the forum.\n");
            b.append("  - generic [ref=e").append(r++).append("]: What rule ").append(i)
                    .append(" forbids, in a sentence of some length that says what a member must not post or do.\n");
            b.append("  - generic [ref=e").append(r++).append("]: (10 infraction points, expiring after 15 days)\n");
        }
        b.append("  - checkbox \"I have read and agree to the rules\" [ref=e7]\n  - button \"Complete registration\" [ref=e8]\n"
                + "  - button \"Reset fields\" [ref=e9]\n");
        String page = b.toString();
        PruneResult whole = prune(page, Mode.ACT, null, 16000);
        int all = Tokens.count(whole.text());
        PruneResult r2 = prune(page, Mode.ACT, null, all * 2 / 3);
        String out = r2.text();
        assertTrue(Tokens.count(out) < all, out);
        for (String kept : List.of("textbox \"User name\" [ref=e3]", "checkbox \"I have read and agree to the rules\" [ref=e7]",
                "button \"Complete registration\" [ref=e8]")) {
            assertTrue(out.contains(kept), "keeps " + kept + ":\n" + out);
        }
        assertTrue(foldLines(out).stream().anyMatch(l -> l.contains("generic")), out);
    }
}
