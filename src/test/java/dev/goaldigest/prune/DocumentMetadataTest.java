package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Traversal;
import org.junit.jupiter.api.Test;

/** A document's metadata (its status table, its dates) stays when the chrome around it folds (issue 14). */
class DocumentMetadataTest {
    /** A standards document's sidebar (German): a status table of key and value rows, then a menu. */
    static final String SIDEBAR = lines(
            "- navigation [ref=e1]:",
            "  - link \"Startseite\" [ref=e2]",
            "  - table [ref=e3]:",
            "    - rowgroup [ref=e4]:",
            "      - row [ref=e5]:",
            "        - rowheader \"Titel\" [ref=e6]",
            "        - cell \"Format für komprimierte Dateien, Version 4.3\" [ref=e7]",
            "      - row [ref=e8]:",
            "        - rowheader \"Status\" [ref=e9]",
            "        - cell [ref=e10]:",
            "          - text: Informativ, Mai 1996",
            "          - link \"Errata ansehen\" [ref=e11]",
            "      - row [ref=e12]:",
            "        - rowheader \"Autor\" [ref=e13]",
            "        - cell [ref=e14]:",
            "          - link \"P. Deutsch\" [ref=e15]",
            "  - list [ref=e16]:",
            "    - listitem [ref=e17]:",
            "      - link \"Impressum\" [ref=e18]",
            "    - listitem [ref=e19]:",
            "      - link \"Datenschutz\" [ref=e20]",
            "- main [ref=e21]:",
            "  - heading \"Format für komprimierte Dateien\" [level=1] [ref=e22]",
            "  - paragraph [ref=e23]: Diese Spezifikation beschreibt ein verlustfreies Datenformat.");

    @Test
    void aStatusTableInTheChromeStaysInEveryModeThatFoldsChrome() {
        for (Mode m : new Mode[] {Mode.ACT, Mode.BROWSE}) {
            String out = run(m, RegionExtract.class, SIDEBAR);
            assertTrue(out.contains("rowheader \"Status\"") && out.contains("Informativ, Mai 1996"), m + ": " + out);
            assertTrue(out.contains("link \"Errata ansehen\" [ref=e11]") && out.contains("link \"P. Deutsch\" [ref=e15]"), out);
            assertFalse(out.contains("link \"Impressum\""), "the menu beside it still folds: " + out);
            assertTrue(out.contains("'Impressum', 'Datenschutz'"), out);
        }
    }

    @Test
    void aPostsDateInTheBannerStays() {
        String page = lines(
                "- banner [ref=e1]:",
                "  - link \"Blog\" [ref=e2]",
                "  - generic [ref=e3]:",
                "    - text: Publié le",
                "    - time [ref=e4]: 12 mars 2024",
                "  - link \"Contact\" [ref=e5]",
                "- main [ref=e6]:",
                "  - paragraph [ref=e7]: Un article.");
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("time [ref=e4]: 12 mars 2024"), out);
        // the date is read in its line: "Publié le" says which date it is
        assertTrue(out.contains("Publié le"), out);
        assertFalse(out.contains("link \"Contact\""), out);
    }

    @Test
    void aContestsTimesInTheBannerStayWithTheirLabelAndTheirLength() {
        String page = lines(
                "- generic [ref=e1]:",
                "  - link \"AtCoder\" [ref=e2]",
                "  - generic [ref=e3]:",
                "    - text: \"コンテスト時間:\"",
                "    - link [ref=e4]:",
                "      - time [ref=e5]: 2012-04-14 21:00:00+0900",
                "    - text: ~",
                "    - link [ref=e6]:",
                "      - time [ref=e7]: 2012-04-15 02:00:00+0900",
                "    - text: (300分)",
                "  - link \"Home\" [ref=e8]",
                "- banner [ref=e9]:",
                "  - link \"Top\" [ref=e10]",
                "  - generic [ref=e11]:",
                "    - text: Updated",
                "    - time [ref=e12]: 2024-03-12",
                "    - paragraph [ref=e13]: \"" + "A long note on what changed in this release and why. ".repeat(5) + "\"",
                "- main [ref=e14]:",
                "  - heading \"Submissions\" [level=1] [ref=e15]");
        String out = run(Mode.ACT, RegionExtract.class, page.replace("- generic [ref=e1]:", "- banner [ref=e1]:"));
        assertTrue(out.contains("コンテスト時間:") && out.contains("(300分)"), out);
        assertTrue(out.contains("time [ref=e5]") && out.contains("time [ref=e7]"), out);
        assertFalse(out.contains("link \"Home\""), out);
        // a line that holds the banner's links beside its date (a logo, "Log in"): the date stays alone
        String banner = run(Mode.ACT, RegionExtract.class, lines("- banner [ref=e1]:", "  - generic [ref=e2]:",
                "    - link \"Logo\" [ref=e3]", "    - text: Today", "    - time [ref=e4]: 2024-03-12",
                "    - link \"Log in\" [ref=e5]", "- main [ref=e6]:", "  - heading \"News\" [level=1] [ref=e7]"));
        assertTrue(banner.contains("time [ref=e4]: 2024-03-12"), banner);
        assertFalse(banner.contains("link \"Logo\" [ref=e3]"), banner);
        // a block that says more than a line (a release note beside the date): the date stays alone
        assertTrue(out.contains("time [ref=e12]: 2024-03-12"), out);
        assertFalse(out.contains("A long note"), out);
    }

    @Test
    void aTableOfLinksOrALongTableIsNotMetadata() {
        StringBuilder menu = new StringBuilder("- navigation [ref=e1]:\n  - table [ref=e2]:\n");
        int ref = 3;
        // (more links than a navigation bar that stays whole: ChromeFold.FEW_LINKS)
        for (int i = 0; i < ChromeFold.FEW_LINKS + 2; i++) {
            menu.append("    - row [ref=e").append(ref++).append("]:\n");
            menu.append("      - cell [ref=e").append(ref++).append("]:\n");
            menu.append("        - link \"Abschnitt ").append(i).append("\" [ref=e").append(ref++).append("]\n");
        }
        String out = run(Mode.ACT, RegionExtract.class, menu.toString());
        assertFalse(out.contains("link \"Abschnitt 0\""), out);
        StringBuilder longTable = new StringBuilder("- complementary [ref=e1]:\n  - table [ref=e2]:\n");
        for (int i = 0; i < ChromeKeeps.METADATA_ROWS + 1; i++) {
            longTable.append("    - row:\n      - rowheader \"Key ").append(i).append("\"\n      - cell \"Value ").append(i).append("\"\n");
        }
        assertFalse(run(Mode.ACT, RegionExtract.class, longTable.toString()).contains("Key 3"));
    }

    /** A blog post's side column: who wrote it and when, as terms and definitions, then a list of other posts. */
    static final String POST_COLUMN = lines(
            "- complementary [ref=e1]:",
            "  - heading \"About the Author\" [level=4] [ref=e2]",
            "  - generic [ref=e3]:",
            "    - term [ref=e4]: \"Name:\"",
            "    - definition [ref=e5]: Geoff Flarity",
            "  - generic [ref=e6]:",
            "    - term [ref=e7]: \"Last Updated:\"",
            "    - definition [ref=e8]: Tuesday February 21, 2011",
            "  - term [ref=e9]: \"Node Version:\"",
            "  - definition [ref=e10]:",
            "    - link \"node v0.4.0\" [ref=e11]",
            "  - list [ref=e12]:",
            "    - listitem [ref=e13]:",
            "      - link \"Other post\" [ref=e14]");

    @Test
    void aPostsKeysAndValuesInASideColumnStay() {
        String out = run(Mode.ACT, RegionExtract.class, POST_COLUMN);
        assertTrue(out.contains("term [ref=e4]: \"Name:\"") && out.contains("definition [ref=e5]: Geoff Flarity"), out);
        assertTrue(out.contains("definition [ref=e8]: Tuesday February 21, 2011"), out);
        assertTrue(out.contains("link \"node v0.4.0\" [ref=e11]"), out);
        assertFalse(out.contains("link \"Other post\""), out);
    }

    @Test
    void aMenuUnderATermOrALongDefinitionIsNotMetadata() {
        // a footer's column: a term over a definition for each of its links
        String menu = lines(
                "- contentinfo [ref=e1]:",
                "  - term [ref=e2]: Company",
                "  - definition [ref=e3]:",
                "    - link \"About\" [ref=e4]",
                "  - definition [ref=e5]:",
                "    - link \"Contact\" [ref=e6]",
                "  - definition [ref=e7]:",
                "    - link \"Help\" [ref=e8]");
        String out = run(Mode.ACT, RegionExtract.class, menu);
        assertFalse(out.contains("term [ref=e2]"), out);
        // a glossary's entry is reading, not a value
        String glossary = POST_COLUMN.replace("Geoff Flarity", "x".repeat(ChromeKeeps.VALUE_TEXT + 1));
        assertFalse(run(Mode.ACT, RegionExtract.class, glossary).contains("definition [ref=e5]"));
    }

    @Test
    void aKeyWithSeveralValuesKeepsThemAllAndLimitsHold() {
        String authors = POST_COLUMN.replace("    - definition [ref=e5]: Geoff Flarity\n",
                "    - definition [ref=e5]: Geoff Flarity\n    - definition [ref=e20]: Ada Byron\n");
        String out = run(Mode.ACT, RegionExtract.class, authors);
        assertTrue(out.contains("definition [ref=e5]: Geoff Flarity") && out.contains("definition [ref=e20]: Ada Byron"), out);
        // a key longer than a label is a sentence, not a key
        String longKey = POST_COLUMN.replace("\"Name:\"", "\"" + "k".repeat(ChromeKeeps.KEY_TEXT + 1) + "\"");
        assertFalse(run(Mode.ACT, RegionExtract.class, longKey).contains("definition [ref=e5]"));
        // a value with more to act on than a value has is a menu
        StringBuilder links = new StringBuilder();
        for (int i = 0; i <= ChromeKeeps.VALUE_ACTIONS; i++) links.append("    - link \"v").append(i).append("\" [ref=e3").append(i).append("]\n");
        String menu = POST_COLUMN.replace("    - link \"node v0.4.0\" [ref=e11]\n", links.toString());
        assertFalse(run(Mode.ACT, RegionExtract.class, menu).contains("link \"v0\""));
        String short6 = POST_COLUMN.replace("    - link \"node v0.4.0\" [ref=e11]\n",
                links.substring(0, links.lastIndexOf("    - link")));
        assertTrue(run(Mode.ACT, RegionExtract.class, short6).contains("link \"v0\""));
    }
    /** A news article's info box after its text, in a side column: date, author, keywords, feedback, permalink. */
    static final String INFO_BOX = lines(
            "- main [ref=e1]:",
            "  - heading \"Rwandan genocide: the long wait for justice\" [level=1] [ref=e2]",
            "  - paragraph [ref=e3]: Human rights defenders are celebrating the arrest of a key perpetrator.",
            "- complementary [ref=e10]:",
            "  - list [ref=e11]:",
            "    - listitem [ref=e12]:",
            "      - strong [ref=e13]: Date",
            "      - text: 21.05.2020",
            "    - listitem [ref=e14]:",
            "      - strong [ref=e15]: Author",
            "      - text: Antonio Cascais",
            "    - listitem [ref=e16]:",
            "      - strong [ref=e17]: Keywords",
            "      - link \"Rwanda genocide\" [ref=e18]",
            "      - text: \",\"",
            "      - link \"courts\" [ref=e19]",
            "    - listitem [ref=e20]:",
            "      - strong [ref=e21]: Feedback",
            "      - text: \":\"",
            "      - link \"Send us your feedback.\" [ref=e22]",
            "    - listitem [ref=e23]:",
            "      - strong [ref=e24]: Permalink",
            "      - text: https://p.dw.com/p/3caXy",
            "  - heading \"Most read\" [level=4] [ref=e30]",
            "  - link \"Berlin Wall: thirty years on\" [ref=e31]");

    @Test
    void anArticlesInfoBoxOfLabelledValuesStaysInTheChromeAndAsAChromeRegionOfItsOwn() {
        String out = run(Mode.ACT, RegionExtract.class, INFO_BOX);
        assertTrue(out.contains("listitem [ref=e14]") && out.contains("text: Antonio Cascais") && out.contains("text: 21.05.2020"), out);
        // the list is the region itself (taken for a side column of its own)
        Snapshot page = SnapshotParser.parse(INFO_BOX);
        PruneContext ctx = PruneContext.forTest(page.root(), null, StepTesting.SETTINGS);
        ChromeFold.reduce(ctx, Traversal.find(page.root(), n -> "e11".equals(n.ref())), "sidebar");
        ctx.folds().finish();
        String alone = page.normalizeLayout().write();
        assertTrue(alone.contains("text: Antonio Cascais") && !alone.contains("folded"), alone);
        // a menu under labels ("Company" over its links) is no info box
        String menu = lines(
                "- main [ref=e1]:", "  - heading \"Shop\" [level=1] [ref=e2]",
                "- complementary [ref=e10]:", "  - list [ref=e11]:",
                "    - listitem [ref=e12]:", "      - strong [ref=e13]: Company", "      - link \"About\" [ref=e14]", "      - link \"Jobs\" [ref=e15]",
                "    - listitem [ref=e16]:", "      - strong [ref=e17]: Help", "      - link \"Returns\" [ref=e18]", "      - link \"Contact\" [ref=e19]",
                "    - listitem [ref=e20]:", "      - strong [ref=e21]: Legal", "      - link \"Terms\" [ref=e22]", "      - link \"Privacy\" [ref=e23]");
        assertFalse(run(Mode.ACT, RegionExtract.class, menu).contains("link \"Jobs\" [ref=e15]"));
    }
    /** A recipe's side block: the chef, the members' rating of the recipe, a form to rate it, related recipes. */
    static final String RATING_BOX = lines(
            "- main [ref=e1]:",
            "  - heading \"Mantu (Beef Dumplings)\" [level=1] [ref=e2]",
            "  - paragraph [ref=e3]: Mantu are steamed dumplings filled with spiced beef and onions, served with yogurt and a tomato sauce.",
            "- complementary [ref=e10]:",
            "  - heading \"Recipe by\" [level=5] [ref=e11]",
            "  - link \"nash\" [ref=e12]",
            "  - generic [ref=e13]:",
            "    - heading \"Average Member Rating\" [level=6] [ref=e14]",
            "    - paragraph [ref=e15]: (2.8 / 5)",
            "    - paragraph [ref=e16]: 122 people rated this recipe",
            "  - heading \"Related Recipes:\" [level=3] [ref=e20]",
            "  - list [ref=e21]:",
            "    - listitem [ref=e22]:", "      - link \"Ashak\" [ref=e23]", "      - text: (4 / 5)",
            "    - listitem [ref=e24]:", "      - link \"Bolani\" [ref=e25]", "      - text: (3.5 / 5)",
            "    - listitem [ref=e26]:", "      - link \"Kofta Kebab\" [ref=e27]", "      - text: (4.5 / 5)");

    @Test
    void thePagesOwnRatingInASideBlockStaysWithItsHeading() {
        String out = run(Mode.ACT, RegionExtract.class, RATING_BOX);
        assertTrue(out.contains("heading \"Average Member Rating\" [level=6] [ref=e14]") && out.contains("paragraph [ref=e15]: (2.8 / 5)"), out);
        // the related recipes' ratings are theirs, in a list: they fold with the rest of the column
        assertFalse(out.contains("(3.5 / 5)"), out);
        // a line that holds a rating's shape among other words is no rating, and takes no rating's place
        String hours = RATING_BOX.replace("  - generic [ref=e13]:\n", "  - heading \"Opening hours\" [level=6] [ref=e30]\n"
                + "  - paragraph [ref=e31]: Mon-Fri 9 to 5\n  - generic [ref=e13]:\n");
        String withHours = run(Mode.ACT, RegionExtract.class, hours);
        assertTrue(withHours.contains("paragraph [ref=e15]: (2.8 / 5)") && !withHours.contains("Mon-Fri 9 to 5"), withHours);
        assertFalse(SiblingFold.isRatingAlone("Updated 3/5/2024"));
        assertFalse(SiblingFold.isRatingAlone("Page 1 of 10"));
        assertTrue(SiblingFold.isRatingAlone("4.5 out of 5"));
    }
    /**
     * A story's header written outside its article, after the site's own header, on a page without a main landmark:
     * its headline, its date, author, views and reading time, its previous and next posts.
     */
    static final String STORY_HEADER = lines(
            "- banner [ref=e1]:",
            "  - heading [level=1] [ref=e2]:",
            "    - link [ref=e3]:",
            "      - img \"La revue des usages\" [ref=e4]",
            "  - list [ref=e5]:",
            "    - listitem [ref=e6]:",
            "      - link \"Enjeux\" [ref=e7]",
            "    - listitem [ref=e8]:",
            "      - link \"Débats\" [ref=e9]",
            "- banner [ref=e10]:",
            "  - generic [ref=e11]:",
            "    - heading \"Ce que le design fait de notre attention\" [level=1] [ref=e12]",
            "    - text: Par Anne Martin",
            "  - list [ref=e13]:",
            "    - listitem [ref=e14]:",
            "      - time [ref=e15]: 09/11/2016",
            "    - listitem [ref=e16]:",
            "      - link \"Anne Martin\" [ref=e17]",
            "    - listitem [ref=e18]: 1494 vues",
            "    - listitem [ref=e19]: ~ 12 minutes",
            "  - link \"Billet suivant\" [ref=e20]",
            "- generic [ref=e21]:",
            "  - article [ref=e22]:",
            "    - paragraph [ref=e23]: En juin dernier, nous avions rendu compte des propos d'un designer sur l'attention.");

    @Test
    void aStoryHeaderAfterTheSitesOwnIsTheStorysOnAPageWithoutAMain() {
        for (Mode m : new Mode[] {Mode.ACT, Mode.BROWSE}) {
            String out = run(m, RegionExtract.class, STORY_HEADER);
            assertTrue(out.contains("heading \"Ce que le design fait de notre attention\" [level=1] [ref=e12]"), m + ": " + out);
            assertTrue(out.contains("listitem [ref=e18]: 1494 vues") && out.contains("listitem [ref=e19]: ~ 12 minutes"), out);
            assertTrue(out.contains("link \"Anne Martin\" [ref=e17]") && out.contains("link \"Billet suivant\" [ref=e20]"), out);
            // the site's own header, whose title is its logo, folds as chrome
            assertFalse(out.contains("link \"Débats\" [ref=e9]"), out);
        }
        // with a main landmark, the content's header is in it: a second banner outside it (a department's name over
        // the site's pages) is chrome
        String withMain = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("- generic [ref=e21]:", "- main [ref=e21]:"));
        assertFalse(withMain.contains("1494 vues"), withMain);
        // a second banner whose heading is a link or a picture, or one word, is no story's header
        String logo = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace(
                "    - heading \"Ce que le design fait de notre attention\" [level=1] [ref=e12]",
                "    - heading \"Usages\" [level=1] [ref=e12]"));
        assertFalse(logo.contains("1494 vues"), logo);
        // a headline in Chinese is three words or more by its characters, two a word
        String chinese = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("Ce que le design fait de notre attention",
                "中华人民共和国监察法全文"));
        assertTrue(chinese.contains("1494 vues"), chinese);
        String shortTitle = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("Ce que le design fait de notre attention",
                "监察法"));
        assertFalse(shortTitle.contains("1494 vues"), shortTitle);
        // a site's header whose title is its name in words, with its menu and no date beside it, is chrome
        String siteHeader = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("      - time [ref=e15]: 09/11/2016", "      - link \"Agenda\" [ref=e15]"));
        assertFalse(siteHeader.contains("1494 vues"), siteHeader);
        // a date written as an element's own text, not in a time element, is the story's date too
        String ownValue = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("      - time [ref=e15]: 09/11/2016",
                "      - generic [ref=e15]: 09/11/2016"));
        assertTrue(ownValue.contains("1494 vues"), ownValue);
        String noDate = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("      - time [ref=e15]: 09/11/2016",
                "      - generic [ref=e15]: Rubrique 12"));
        assertFalse(noDate.contains("1494 vues"), noDate);
        // a headline that is a link is no story's own title
        String linked = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace(
                "    - heading \"Ce que le design fait de notre attention\" [level=1] [ref=e12]",
                "    - heading \"Ce que le design fait de notre attention\" [level=1] [ref=e12]:\n"
                        + "      - link \"Ce que le design fait de notre attention\" [ref=e24]"));
        assertFalse(linked.contains("1494 vues"), linked);
        // the first banner of the page is the site's, whatever its title
        String first = run(Mode.ACT, RegionExtract.class, STORY_HEADER.substring(STORY_HEADER.indexOf("- banner [ref=e10]")));
        assertFalse(first.contains("1494 vues"), first);
        // a region inside the story's header folds as its own kind does
        String side = run(Mode.ACT, RegionExtract.class, STORY_HEADER.replace("  - link \"Billet suivant\" [ref=e20]",
                "  - complementary [ref=e25]:\n    - link \"Rubriques\" [ref=e26]\n    - link \"Archives\" [ref=e27]\n"
                        + "    - link \"Newsletter\" [ref=e28]\n    - link \"Contact\" [ref=e29]\n    - link \"Agenda\" [ref=e30]"));
        assertTrue(side.contains("1494 vues") && !side.contains("link \"Archives\" [ref=e27]"), side);
    }
}
