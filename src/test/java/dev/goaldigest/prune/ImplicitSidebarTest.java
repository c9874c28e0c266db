package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Reading pages without landmarks: the link lists after the story fold like a sidebar would. */
class ImplicitSidebarTest {
    private static final String SENTENCES = "The council voted on Tuesday to keep the old harbour open for another ten"
            + " years, after a long debate about the cost of repairs and the future of the fishing fleet that still"
            + " lands its catch there every morning before the markets open in the town.";

    /**
     * A news page of generics: a menu, the story (a title, three paragraphs) and, after it, a list of teasers, a most
     * read list, the story's table of contents, a list of offers with prices, and the page's footer.
     */
    static final String PAGE = lines(
            "- generic [ref=e1]:",
            "  - generic [ref=e2]:",
            "    - link \"News\" [ref=e3]",
            "    - link \"Sport\" [ref=e4]",
            "    - link \"Weather\" [ref=e5]",
            "  - generic [ref=e6]:",
            "    - heading \"Harbour stays open\" [level=1] [ref=e7]",
            "    - generic [ref=e8]:",
            "      - paragraph [ref=e9]: " + SENTENCES,
            "      - paragraph [ref=e10]: " + SENTENCES,
            "      - paragraph [ref=e11]: " + SENTENCES,
            "  - generic [ref=e12]:",
            "    - link \"Bridge closed for a week\" [ref=e13]",
            "    - link \"New school opens in the north\" [ref=e14]",
            "    - link \"Rain expected all weekend\" [ref=e15]",
            "    - link \"Mayor answers questions\" [ref=e16]",
            "    - link \"Ferry prices go up\" [ref=e17]",
            "    - link \"Market moves to the square\" [ref=e18]",
            "  - generic [ref=e19]:",
            "    - link \"Photos\" [ref=e20]",
            "    - link \"Videos\" [ref=e21]",
            "    - heading \"Most read\" [level=2] [ref=e22]",
            "    - list [ref=e23]:",
            "      - listitem [ref=e24]:",
            "        - link \"Storm damages pier\" [ref=e25]",
            "      - listitem [ref=e26]:",
            "        - link \"Fish prices fall\" [ref=e27]",
            "      - listitem [ref=e28]:",
            "        - link \"Lifeboat rescues two\" [ref=e29]",
            "    - link \"Podcasts\" [ref=e30]",
            "    - link \"Letters\" [ref=e31]",
            "    - link \"Archive\" [ref=e32]",
            "  - generic [ref=e33]:",
            "    - link \"The vote\" [ref=e34]:",
            "      - /url: \"#vote\"",
            "    - link \"The cost\" [ref=e35]:",
            "      - /url: \"#cost\"",
            "    - link \"The fleet\" [ref=e36]:",
            "      - /url: \"#fleet\"",
            "    - link \"The market\" [ref=e37]:",
            "      - /url: \"#market\"",
            "    - link \"The future\" [ref=e38]:",
            "      - /url: \"#future\"",
            "    - link \"Comments\" [ref=e39]:",
            "      - /url: \"#comments\"",
            "  - generic [ref=e40]:",
            "    - link \"Boat trip\" [ref=e41]",
            "    - text: £12.00",
            "    - link \"Harbour tour\" [ref=e42]",
            "    - text: £8.50",
            "    - link \"Fishing day\" [ref=e43]",
            "    - text: £45.00",
            "    - link \"Sunset cruise\" [ref=e44]",
            "    - link \"Gift card\" [ref=e45]",
            "    - link \"All trips\" [ref=e46]",
            "  - generic [ref=e47]:",
            "    - link \"About us\" [ref=e48]",
            "    - link \"Contact\" [ref=e49]",
            "    - link \"Jobs\" [ref=e50]",
            "    - link \"Privacy\" [ref=e51]",
            "    - link \"Terms\" [ref=e52]",
            "    - link \"Advertise\" [ref=e53]",
            "    - text: © 2024 The Harbour Times");

    @Test
    void theTeasersAfterTheStoryFoldToALineWithTheWayBack() {
        String out = run(Mode.ACT, ImplicitSidebar.class, PAGE);
        assertFalse(out.contains("link \"Bridge closed for a week\""), out);
        // six refs: named and counted (fewer tokens than their refs after their names), with the column's own ref as
        // the way back
        assertTrue(out.contains("folded 1 sidebar (6 links: 'Bridge closed for a week', 'New school opens in the north',"
                + " 'Rain expected all weekend', …); see browser_snapshot target=e12 mode=off"), out);
        // the menu before the story and the story itself are not this step's
        assertTrue(out.contains("link \"Weather\" [ref=e5]") && out.contains("paragraph [ref=e11]"), out);
    }

    @Test
    void aMostReadListStaysWithItsHeadingWhereTheRestOfItsColumnFolds() {
        String out = run(Mode.ACT, ImplicitSidebar.class, PAGE);
        assertTrue(out.contains("heading \"Most read\" [level=2] [ref=e22]"), out);
        assertTrue(out.contains("link \"Fish prices fall\" [ref=e27]"), out);
        assertFalse(out.contains("link \"Podcasts\""), out);
        // in other languages too
        String french = PAGE.replace("\"Most read\"", "\"Les plus lus\"");
        assertTrue(run(Mode.ACT, ImplicitSidebar.class, french).contains("link \"Fish prices fall\" [ref=e27]"));
        // a news site's "Top story" box (one story or several) is such a list
        String top = PAGE.replace("\"Most read\"", "\"Top story\"");
        assertTrue(run(Mode.ACT, ImplicitSidebar.class, top).contains("link \"Fish prices fall\" [ref=e27]"));
        // ... and "Laptop news" is no top news
        assertFalse(ChromeKeeps.popularLabel(dev.goaldigest.snapshot.SnapshotParser.parse("- heading \"Laptop news\" [level=2] [ref=e1]\n").root()
                .child(0)));
        // a link that leads somewhere is a page of its own, not the heading of the list after it
        String link = PAGE.replace("    - heading \"Most read\" [level=2] [ref=e22]\n",
                "    - link \"Most read\" [ref=e22]:\n      - /url: /most-read\n");
        assertFalse(run(Mode.ACT, ImplicitSidebar.class, link).contains("link \"Fish prices fall\""));
    }

    @Test
    void contentsWithinThePageOffersWithPricesAndTheFooterStay() {
        String out = run(Mode.ACT, ImplicitSidebar.class, PAGE);
        assertTrue(out.contains("link \"The future\" [ref=e38]"), "a table of contents: " + out);
        assertTrue(out.contains("link \"Fishing day\" [ref=e43]"), "offers to compare: " + out);
        assertTrue(out.contains("link \"Advertise\" [ref=e53]"), "the footer is the footer rules': " + out);
    }

    @Test
    void aBlockWithAButtonOrAFieldIsThePagesNotASidebar() {
        // a product's size picker and its buy button after the description
        String buy = PAGE.replace("    - link \"Market moves to the square\" [ref=e18]\n",
                "    - link \"Market moves to the square\" [ref=e18]\n    - button \"Add to bag\" [ref=e60]\n");
        String out = run(Mode.ACT, ImplicitSidebar.class, buy);
        assertTrue(out.contains("link \"Bridge closed for a week\" [ref=e13]") && out.contains("button \"Add to bag\" [ref=e60]"),
                out);
    }

    @Test
    void aGoalThatNamesALinkOfTheColumnKeepsTheColumn() {
        String out = run(Mode.ACT, ImplicitSidebar.class, Goal.of("Open the story about the ferry prices"), PAGE);
        assertTrue(out.contains("link \"Ferry prices go up\" [ref=e17]"), out);
        assertTrue(out.contains("link \"Mayor answers questions\" [ref=e16]"), out);
        // another goal folds it, and the most read list with it (the goal says what matters)
        String other = run(Mode.ACT, ImplicitSidebar.class, Goal.of("How long does the harbour stay open?"), PAGE);
        assertFalse(other.contains("link \"Ferry prices go up\""), other);
        assertFalse(other.contains("link \"Fish prices fall\""), other);
    }

    @Test
    void whatFollowsTheTextInsideItsArticleIsTheArticles() {
        // the story's block is an article holding the teasers after its text (its own "related" links)
        String teasers = PAGE.substring(PAGE.indexOf("  - generic [ref=e12]:"), PAGE.indexOf("  - generic [ref=e19]:"));
        String page = PAGE.replace(teasers, "").replace("  - generic [ref=e6]:\n", "  - article [ref=e6]:\n")
                .replace("      - paragraph [ref=e11]: " + SENTENCES + "\n",
                        "      - paragraph [ref=e11]: " + SENTENCES + "\n" + teasers.replaceAll("(?m)^  ", "    "));
        String out = run(Mode.ACT, ImplicitSidebar.class, page);
        assertTrue(out.contains("link \"Bridge closed for a week\" [ref=e13]"), out);
        assertFalse(out.contains("link \"Podcasts\""), "outside the article the column still folds: " + out);
    }

    @Test
    void aPageWhoseStoryIsASmallPartOfWhatItSaysKeepsItsLists() {
        // the same story among twelve other texts, each a block of its own (a portal's teasers with their summaries):
        // the story is a fifth of the page's reading, under the share that makes a page one to read
        String many = PAGE;
        for (int i = 0; i < 12; i++) {
            many = many.replace("  - generic [ref=e47]:\n", "  - generic [ref=e" + (70 + i) + "]:\n    - paragraph [ref=e"
                    + (90 + i) + "]: " + SENTENCES + "\n  - generic [ref=e47]:\n");
        }
        assertEquals(many, run(Mode.ACT, ImplicitSidebar.class, many));
        // with four of them, the story is still a good part of the page, and its column folds
        String few = PAGE;
        for (int i = 0; i < 4; i++) {
            few = few.replace("  - generic [ref=e47]:\n", "  - generic [ref=e" + (70 + i) + "]:\n    - paragraph [ref=e"
                    + (90 + i) + "]: " + SENTENCES + "\n  - generic [ref=e47]:\n");
        }
        assertFalse(run(Mode.ACT, ImplicitSidebar.class, few).contains("link \"Bridge closed for a week\""));
    }

    /** The blocks after the story: a share bar and the story's tags, side by side in one block. */
    private static String withTags(String tagPath, int tags) {
        StringBuilder b = new StringBuilder(PAGE.substring(0, PAGE.indexOf("  - generic [ref=e12]:")));
        b.append("  - generic [ref=e60]:\n");
        b.append("    - list [ref=e61]:\n");
        for (String s : new String[] {"twitter", "facebook", "reddit", "print"}) {
            b.append("      - listitem:\n        - link \"").append(s).append("\" [ref=e6").append(s.length()).append("]:\n");
            b.append("          - /url: https://").append(s).append(".example/share?u=harbour\n");
        }
        b.append("    - list [ref=e70]:\n");
        for (int i = 0; i < tags; i++) {
            b.append("      - listitem:\n        - link \"topic ").append(i).append("\" [ref=e").append(100 + i).append("]:\n");
            b.append("          - /url: http://harbour.example").append(tagPath).append("topic").append(i).append("\n");
        }
        return b.append(PAGE.substring(PAGE.indexOf("  - generic [ref=e12]:"))).toString();
    }

    @Test
    void theStorysTagsStayWhereTheShareBarBesideThemFolds() {
        // "more stories tagged 'topic 3'": the tags after an article are its own, few, and where agents are sent
        for (String path : new String[] {"/tags/", "/tag/", "/search/label/", "/schlagwort/", "/etiqueta/", "/?tag="}) {
            String out = run(Mode.ACT, ImplicitSidebar.class, withTags(path, 8));
            assertTrue(out.contains("link \"topic 3\" [ref=e103]"), path + ": " + out);
            assertFalse(out.contains("link \"facebook\""), path + ": " + out);
        }
        // links into a site's sections are a menu, not tags; a cloud of twenty tags is side matter: both fold
        assertFalse(run(Mode.ACT, ImplicitSidebar.class, withTags("/category/", 8)).contains("link \"topic 3\""));
        assertFalse(run(Mode.ACT, ImplicitSidebar.class, withTags("/tags/", 20)).contains("link \"topic 3\""));
    }

    @Test
    void aMostReadListHeadedByALineOfTextStaysAndAGoalNamingItsHeadingKeepsIt() {
        // a heading drawn as a line of text, in words of the list of popular lists ("Top articles", "Top artykuły")
        for (String label : new String[] {"Top articles", "Top artykuły", "Most read"}) {
            String page = PAGE.replace("    - heading \"Most read\" [level=2] [ref=e22]",
                    "    - generic [ref=e22]: " + label);
            String out = run(Mode.ACT, ImplicitSidebar.class, page);
            assertTrue(out.contains("link \"Fish prices fall\" [ref=e27]"), label + ": " + out);
            assertFalse(out.contains("link \"Podcasts\""), out);
        }
        // in a side column (a landmark): with an explicit goal that names the list's heading, the list stays, kept
        // for the goal; a goal that names something else folds the column, the list with it
        String aside = lines(
                "- main [ref=e1]:",
                "  - heading \"Harbour stays open\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: " + SENTENCES,
                "- complementary [ref=e4]:",
                "  - generic [ref=e5]:",
                "    - generic [ref=e6]: Top articles",
                "    - generic [ref=e7]:",
                "      - article [ref=e8]:",
                "        - link \"Storm damages pier\" [ref=e9]",
                "      - article [ref=e10]:",
                "        - link \"Fish prices fall\" [ref=e11]",
                "      - article [ref=e12]:",
                "        - link \"Lifeboat rescues two\" [ref=e13]",
                "  - link \"Podcasts\" [ref=e14]",
                "  - link \"Letters\" [ref=e15]");
        String out = run(Mode.ACT, RegionExtract.class, Goal.of("Which story is number one in Top articles?"), aside);
        assertTrue(out.contains("link \"Storm damages pier\" [ref=e9]"), out);
        assertFalse(out.contains("link \"Podcasts\""), out);
        String other = run(Mode.ACT, RegionExtract.class, Goal.of("When does the harbour close?"), aside);
        assertFalse(other.contains("link \"Storm damages pier\""), other);
    }

    @Test
    void aListOfTagsThatIsTheBlockAfterTheStoryStaysAndLinksThatOnlyLookLikeTagsFold() {
        // the story's tags are the block itself (eight links right after the text), not inside a block of their own
        String page = withTags("/tags/", 8).replace("  - generic [ref=e60]:\n", "");
        page = page.replace("\n    - list [ref=e61]:", "\n  - list [ref=e61]:").replace("\n    - list [ref=e70]:", "\n  - list [ref=e70]:");
        page = page.replaceAll("\n      - listitem:\n        - link", "\n    - listitem:\n      - link")
                .replaceAll("\n          - /url", "\n        - /url");
        String out = run(Mode.ACT, ImplicitSidebar.class, page);
        assertTrue(out.contains("link \"topic 3\" [ref=e103]"), out);
        // "/thema/" is a tag's path too; a shop's affiliate mark ("?tag=" on a product's page) and a forum's threads
        // ("/topic/123") are not
        assertTrue(run(Mode.ACT, ImplicitSidebar.class, withTags("/thema/", 8)).contains("link \"topic 3\" [ref=e103]"));
        String amazon = withTags("/?tag=", 8).replace("harbour.example/?tag=", "shop.example/dp/B00X?tag=");
        assertFalse(run(Mode.ACT, ImplicitSidebar.class, amazon).contains("link \"topic 3\""), amazon);
        assertFalse(run(Mode.ACT, ImplicitSidebar.class, withTags("/topic/", 8)).contains("link \"topic 3\""));
    }

    @Test
    void aLineOfTextHeadsOnlyTheListRightAfterIt() {
        // a banner's "Trending:" bar (the label and two links), then the site's menu in a block of its own
        String menu = "    - list [ref=e80]:\n" + "      - listitem:\n        - link \"Section %d\" [ref=e8%d]\n".repeat(1);
        StringBuilder m = new StringBuilder("  - generic [ref=e70]:\n    - generic [ref=e71]:\n      - generic [ref=e72]: \"Trending:\"\n"
                + "      - generic [ref=e73]:\n        - link \"Storm\" [ref=e74]\n        - link \"Ferry\" [ref=e75]\n"
                + "    - list [ref=e80]:\n");
        for (int i = 0; i < 8; i++) m.append("      - listitem:\n        - link \"Section ").append(i).append("\" [ref=e8").append(i + 1).append("]\n");
        String page = PAGE.replace("  - generic [ref=e12]:\n", m + "  - generic [ref=e12]:\n");
        String out = run(Mode.ACT, ImplicitSidebar.class, page);
        assertFalse(out.contains("link \"Section 3\""), out);
    }

    /**
     * A story whose related links follow it inside the page's wrapper, and after the wrapper a list of 30 other
     * stories that ends the page (too many links for a footer): which of them is the page's footer is told of the page as it stands, whatever order
     * they fold in.
     */
    static String twoSideBlocks() {
        StringBuilder b = new StringBuilder(lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - heading \"Harbour stays open\" [level=1] [ref=e3]",
                "    - paragraph [ref=e4]: " + SENTENCES,
                "    - paragraph [ref=e5]: " + SENTENCES,
                "    - paragraph [ref=e6]: " + SENTENCES,
                "  - generic [ref=e50]:"));
        String[] related = {"About us", "Contact", "Jobs", "Advertise", "Privacy", "Terms", "Help", "Archive"};
        for (int i = 0; i < related.length; i++) {
            b.append("    - link \"").append(related[i]).append("\" [ref=e").append(51 + i).append("]\n");
        }
        b.append("- generic [ref=e60]:\n");
        for (int i = 0; i < 30; i++) {
            b.append("  - link \"Harbour news ").append(i)
                    .append("\" [ref=e").append(61 + i).append("]\n");
        }
        return b.toString();
    }

    @Test
    void whichSideBlockIsTheFooterDoesNotHangOnTheOrderTheyFoldIn() {
        String first = run(Mode.ACT, ImplicitSidebar.class, twoSideBlocks());
        // the links inside the wrapper have a long list after them: a side column, not the page's end
        assertFalse(first.contains("link \"About us\" [ref=e51]"), first);
        assertTrue(first.contains("folded 1 sidebar"), first);
        // the same every time (the path to the text is a set of nodes; its order is no order)
        for (int i = 0; i < 30; i++) assertEquals(first, run(Mode.ACT, ImplicitSidebar.class, twoSideBlocks()));
    }
}
