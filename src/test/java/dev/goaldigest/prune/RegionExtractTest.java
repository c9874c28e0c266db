package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Attr;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegionExtractTest {
    static final String PAGE = lines(
            "- banner [ref=e1]:",
            "  - link \"Logo\" [ref=e2]",
            "  - search [ref=e3]:",
            "    - searchbox \"Search\" [ref=e4]",
            "    - button \"Go\" [ref=e5]",
            "- navigation \"Main\" [ref=e6]:",
            "  - link \"Shoes\" [ref=e7]",
            "  - link \"Cookie statement\" [ref=e8]",
            "- main [ref=e9]:",
            "  - navigation \"Pages\" [ref=e10]:",
            "    - link \"Next\" [ref=e11]",
            "  - button \"Add to cart\" [ref=e12]",
            "- contentinfo [ref=e13]:",
            "  - link \"Imprint\" [ref=e14]");

    /** A forum's thread, no footer landmark: the page's last navigation is its footer's row of links. */
    static String threadEndingIn(String after) {
        StringBuilder b = new StringBuilder(lines(
                "- navigation [ref=e1]:",
                "  - link \"Главная\" [ref=e2]",
                "  - link \"Трекер\" [ref=e3]",
                "  - link \"Поиск\" [ref=e4]",
                "  - link \"Группы\" [ref=e5]",
                "  - link \"FAQ\" [ref=e6]",
                "  - link \"Правила\" [ref=e7]",
                "  - link \"Вход\" [ref=e8]",
                "- generic [ref=e10]:",
                "  - heading \"Звуковые дорожки\" [level=1] [ref=e11]",
                "  - paragraph [ref=e12]: Раздача дорожек к фильму.",
                "- generic [ref=e20]:",
                "  - navigation [ref=e21]:"));
        String[] links = {"Условия использования", "Реклама на сайте", "Для правообладателей", "Для прессы",
            "Для провайдеров", "Торрентопедия", "Кому задать вопрос", "Конкурсы"};
        for (int i = 0; i < links.length; i++) b.append("    - link \"").append(links[i]).append("\" [ref=e").append(30 + i).append("]\n");
        return b + after;
    }

    @Test
    void aNavigationThatEndsAPageWithoutAFooterKeepsItsLinksAsAFooterDoes() {
        String out = run(Mode.ACT, RegionExtract.class, threadEndingIn("  - link \"Администрация\" [ref=e40]\n"));
        assertTrue(out.contains("link \"Для правообладателей\" [ref=e32]"), out);
        assertTrue(out.contains("link \"Конкурсы\" [ref=e37]"), out);
        // the site's menu at the top still folds
        assertFalse(out.contains("link \"Группы\" [ref=e5]"), out);
        // with content after it (a heading, more text), it is no footer: it folds as a menu
        String more = run(Mode.ACT, RegionExtract.class, threadEndingIn(
                "- heading \"Похожие раздачи\" [level=2] [ref=e50]\n- paragraph [ref=e51]: Ещё раздачи.\n"));
        assertFalse(more.contains("link \"Для правообладателей\" [ref=e32]"), more);
        // a navigation after a main landmark is a table of contents or a side column: it folds
        StringBuilder toc = new StringBuilder("- main [ref=e2]:\n  - heading \"Install\" [level=1] [ref=e3]\n"
                + "  - paragraph [ref=e4]: Install the tool.\n- navigation \"On this page\" [ref=e5]:\n");
        for (int i = 0; i < 25; i++) toc.append("  - link \"Section ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        String contents = run(Mode.ACT, RegionExtract.class, toc.toString());
        assertFalse(contents.contains("link \"Section 20\" [ref=e30]"), contents);
        // a page with a footer landmark has its footer there
        String footer = run(Mode.ACT, RegionExtract.class, threadEndingIn(
                "- contentinfo [ref=e60]:\n  - paragraph [ref=e61]: © 2024 Tracker\n"));
        assertFalse(footer.contains("link \"Для правообладателей\" [ref=e32]"), footer);
    }

    @Test
    void actFoldsChromeButKeepsSearchAndMain() {
        String out = run(Mode.ACT, RegionExtract.class, PAGE);
        assertTrue(out.contains("searchbox \"Search\" [ref=e4]"));
        assertTrue(out.contains("button \"Go\" [ref=e5]"));
        assertFalse(out.contains("link \"Logo\""));
        assertTrue(out.contains("folded 1 link (1 link: 'Logo', …); see browser_snapshot target=e2 mode=off"), out);
        // a navigation of a few links and nothing else costs about what its fold line would: it stays
        assertTrue(out.contains("- navigation \"Main\" [ref=e6]:\n  - link \"Shoes\" [ref=e7]\n  - link \"Cookie statement\" [ref=e8]"), out);
        String more = PAGE.replace("  - link \"Cookie statement\" [ref=e8]\n", "  - link \"Cookie statement\" [ref=e8]\n"
                + "  - link \"Bags\" [ref=e20]\n  - link \"Belts\" [ref=e21]\n  - link \"Socks\" [ref=e22]\n"
                + "  - link \"Hats\" [ref=e23]\n  - link \"Sale\" [ref=e24]\n");
        String moreOut = run(Mode.ACT, RegionExtract.class, more);
        assertTrue(moreOut.contains("folded 1 navigation (7 links: 'Shoes', 'Cookie statement', 'Bags', …); see browser_snapshot target=e6 mode=off"), moreOut);
        // nor when the page has several: their links share one fold line, where a ref costs less than a line
        String twoBars = PAGE.replace("- main [ref=e9]:", "- navigation \"Help\" [ref=e30]:\n  - link \"FAQ\" [ref=e31]\n"
                + "  - link \"Contact\" [ref=e32]\n- main [ref=e9]:");
        String twoOut = run(Mode.ACT, RegionExtract.class, twoBars);
        assertFalse(twoOut.contains("link \"Shoes\" [ref=e7]") || twoOut.contains("link \"FAQ\" [ref=e31]"), twoOut);
        // nor with a goal, which keeps what it names and folds the rest with the other chrome
        assertFalse(run(Mode.ACT, RegionExtract.class, Goal.of("search for boots"), PAGE).contains("link \"Shoes\""));
        assertTrue(out.contains("link \"Next\" [ref=e11]"), "navigation inside main stays");
        assertTrue(out.contains("- contentinfo [ref=e13]:\n  - link \"Imprint\" [ref=e14]"), "a footer shows its links: " + out);
    }

    @Test
    void nextAndPreviousLinksStayWhenTheChromeAroundThemFolds() {
        // a manual's top bar: index, modules, next, previous, then its breadcrumbs
        String in = lines("- navigation \"related navigation\" [ref=e1]:", "  - list [ref=e2]:",
                "    - listitem:", "      - link \"index\" [ref=e3]",
                "    - listitem:", "      - link \"modules\" [ref=e4]",
                "    - listitem:", "      - link \"next\" [ref=e5]",
                "    - listitem:", "      - link \"« previous\" [ref=e6]",
                "    - listitem:", "      - link \"Python\" [ref=e7]",
                "    - listitem:", "      - link \"3.11.2 Documentation\" [ref=e8]",
                "    - listitem:", "      - link \"The Python Standard Library\" [ref=e9]",
                "    - listitem:", "      - link \"File Formats\" [ref=e10]",
                "- main [ref=e11]:", "  - heading \"csv — CSV File Reading and Writing\" [level=1] [ref=e12]");
        String out = run(Mode.ACT, RegionExtract.class, in);
        assertTrue(out.contains("link \"next\" [ref=e5]"), out);
        assertTrue(out.contains("link \"« previous\" [ref=e6]"), out);
        assertFalse(out.contains("link \"File Formats\""), out);
    }

    @Test
    void aPagerStaysWholeWithItsPageNumbersWhereTheChromeAroundItFolds() {
        // a forum thread's pager drawn as a navigation of its own: "1 ← 2 … 6 → 72 Next >", the last page's number too
        String in = lines("- banner [ref=e1]:", "  - link \"Forums\" [ref=e2]", "  - link \"Members\" [ref=e3]",
                "  - generic [ref=e4]:", "    - text: Page 1 of 72", "    - navigation [ref=e5]:",
                "      - link \"1\" [ref=e6]", "      - text: ←", "      - generic [ref=e7]:", "        - link \"2\" [ref=e8]",
                "        - link \"3\" [ref=e9]", "        - link \"4\" [ref=e10]", "      - text: →",
                "      - link \"72\" [ref=e11]", "      - link \"Next >\" [ref=e12]",
                "- main [ref=e20]:", "  - heading \"Name a city\" [level=1] [ref=e21]");
        String out = run(Mode.ACT, RegionExtract.class, in);
        assertTrue(out.contains("link \"72\" [ref=e11]"), out);
        assertTrue(out.contains("link \"3\" [ref=e9]"), out);
        assertTrue(out.contains("link \"Next >\" [ref=e12]"), out);
        assertFalse(out.contains("link \"Members\" [ref=e3]"), out);
        // the region itself a pager: nothing of it folds
        String alone = lines("- navigation [ref=e1]:", "  - link \"1\" [ref=e2]", "  - link \"2\" [ref=e3]",
                "  - link \"3\" [ref=e4]", "  - link \"Last\" [ref=e5]", "- main [ref=e9]:", "  - heading \"Q\" [level=1] [ref=e10]");
        assertEquals(alone, run(Mode.ACT, RegionExtract.class, alone));
        // a menu with a few numbers in it ("2024", "5G", "24/7") is no pager
        Node menu = SnapshotParser.parse(lines("- navigation [ref=e1]:", "  - link \"1\" [ref=e2]",
                "  - link \"2\" [ref=e3]", "  - link \"3\" [ref=e4]", "  - link \"Shoes\" [ref=e5]", "  - link \"Bags\" [ref=e6]"))
                .root().child(0);
        assertFalse(ChromeKeeps.pager(menu));
        // an archive's years, a carousel's dots (buttons with no "Next") are no pager; page buttons beside "Next" are
        assertFalse(ChromeKeeps.pager(SnapshotParser.parse(lines("- list [ref=e1]:", "  - link \"2024\" [ref=e2]",
                "  - link \"2023\" [ref=e3]", "  - link \"2022\" [ref=e4]", "  - link \"2021\" [ref=e5]")).root().child(0)));
        assertFalse(ChromeKeeps.pager(SnapshotParser.parse(lines("- generic [ref=e1]:", "  - button \"1\" [ref=e2]",
                "  - button \"2\" [ref=e3]", "  - button \"3\" [ref=e4]", "  - button \"4\" [ref=e5]")).root().child(0)));
        assertTrue(ChromeKeeps.pager(SnapshotParser.parse(lines("- generic [ref=e1]:", "  - button \"1\" [ref=e2]",
                "  - button \"2\" [ref=e3]", "  - button \"3\" [ref=e4]", "  - button \"Next\" [ref=e5]")).root().child(0)));
    }

    /** The whole pipeline of {@code mode} on {@code yaml}; the test fails when an actionable ref is lost. */
    private static String pruneWhole(Mode mode, String yaml) {
        String out = new Pruner(StepTesting.SETTINGS).prune(SnapshotParser.parse(yaml), new PruneRequest(mode, null, null)).text();
        assertEquals(List.of(), PruneCheck.lostActionable(SnapshotParser.parse(yaml), SnapshotParser.parse(out)), out);
        return out;
    }

    @Test
    void aFooterThatIsItselfAPagerOrARankingsBoxStaysWholeAndNeverVanishes() {
        String pagerFooter = lines("- main [ref=e1]:", "  - heading \"Results\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: Forty results.", "- contentinfo [ref=e4]:", "  - link \"1\" [ref=e5]",
                "  - link \"2\" [ref=e6]", "  - link \"3\" [ref=e7]", "  - link \"Next\" [ref=e8]", "  - text: © 2024 Shop");
        for (Mode m : new Mode[] {Mode.ACT, Mode.NAVIGATE, Mode.BROWSE}) {
            String out = pruneWhole(m, pagerFooter);
            assertTrue(out.contains("link \"3\" [ref=e7]") && out.contains("link \"Next\" [ref=e8]"), m + ":\n" + out);
        }
        // a sitemap of forty links whose column is headed "Trending", with the legal strip's navigation after it (browse)
        StringBuilder map = new StringBuilder(lines("- main [ref=e1]:", "  - heading \"Story\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: The text.", "- contentinfo [ref=e4]:", "  - heading \"Trending\" [level=2] [ref=e5]"));
        map.append("  - navigation [ref=e6]:\n");
        for (int i = 0; i < 12; i++) map.append("    - link \"Story ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        map.append("  - list [ref=e7]:\n");
        for (int i = 0; i < 30; i++) map.append("    - link \"Section ").append(i).append("\" [ref=e").append(100 + i).append("]\n");
        String out = pruneWhole(Mode.BROWSE, map.toString());
        assertTrue(out.contains("link \"Story 11\" [ref=e21]"), out);
        // a page's last blocks taken for its footer, after a most-read list on the spine
        String spine = lines("- generic [ref=e1]:", "  - heading \"Story\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: The text of the story, long enough to be the page's own.",
                "  - heading \"Most read\" [level=2] [ref=e4]",
                "  - generic [ref=e5]:", "    - link \"Imprint\" [ref=e6]", "    - link \"Privacy\" [ref=e7]",
                "    - link \"Contact\" [ref=e8]", "    - text: © 2024 News Ltd");
        for (Mode m : new Mode[] {Mode.ACT, Mode.BROWSE}) pruneWhole(m, spine);
    }

    @Test
    void aPagerLinkIsNamedNextOrPreviousInSeveralLanguages() {
        for (String name : new String[] {"Next", "next »", "‹ Previous", "Older posts", "Next page", "weiter ›",
            "Nächste Seite", "Page suivante", "Siguiente", "下一页", "次へ", "« Précédent", "Last page »", "Letzte Seite",
            "Última página"}) {
            assertTrue(RegionValue.pagerLink(Node.element("link", name, List.of(new Attr("ref", "e1")), null)), name);
        }
        // "First" alone is a word of prose ("fighting in the First and Second World Wars"), not a way through pages;
        // "Prima pagina" is an Italian paper's front page
        for (String name : new String[] {"Next-gen consoles on sale", "Previous owners", "The next big thing", "Newer"
                + " models of the X100 camera", "First", "Last", "Prima pagina", "Primera página", "Première page"}) {
            assertFalse(RegionValue.pagerLink(Node.element("link", name, List.of(new Attr("ref", "e1")), null)), name);
        }
    }

    /** A side column of facets: links named with their counts of results, a price range with its button. */
    static String facets() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Results\" [level=1] [ref=e2]\n");
        b.append("- complementary [ref=e3]:\n  - heading \"Marke\" [level=3] [ref=e4]\n  - list [ref=e5]:\n");
        int ref = 10;
        for (String brand : new String[] {"Apple", "Samsung", "Google", "Nokia", "Sony", "Motorola", "Xiaomi", "Honor"}) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(brand).append(" (1.2")
                    .append(ref).append(")\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - heading \"Preis\" [level=3] [ref=e6]\n  - textbox \"Min\" [ref=e7]\n  - textbox \"Max\" [ref=e8]\n");
        b.append("  - button \"Los\" [ref=e9]\n");
        return b.toString();
    }

    @Test
    void aSideColumnOfFacetsIsThePagesOwnNavigationNotChrome() {
        for (Mode m : new Mode[] {Mode.ACT, Mode.BROWSE, Mode.NAVIGATE}) {
            String out = run(m, RegionExtract.class, facets());
            assertTrue(out.contains("heading \"Marke\" [level=3] [ref=e4]"), out);
            assertTrue(out.contains("link \"Honor (1.225)\" [ref=e25]"), out);
            assertTrue(out.contains("button \"Los\" [ref=e9]"), out);
            assertFalse(out.contains("folded"), out);
        }
        // counts are what marks facets: the same links without them, or with years, are a menu, chrome in act
        String menu = facets().replaceAll(" \\(1\\.2\\d+\\)", "");
        assertFalse(run(Mode.ACT, RegionExtract.class, menu).contains("link \"Honor\""));
        String films = facets().replaceAll(" \\(1\\.2\\d+\\)", " (2021)");
        assertFalse(run(Mode.ACT, RegionExtract.class, films).contains("link \"Honor (2021)\""));
    }

    @Test
    void theSitesAccountAndCartLinksStayWhenTheMenuAroundThemFolds() {
        StringBuilder b = new StringBuilder("- navigation [ref=e1]:\n");
        int ref = 10;
        for (String name : new String[] {"Forums", "Games", "Characters", "Wiki", "Register", "Log In", "Warenkorb (2)",
                "Members", "Help", "Calendar", "Search the forums", "Why you should register on our site today"}) {
            b.append("  - link \"").append(name).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("- main [ref=e2]:\n  - heading \"Forums\" [level=1] [ref=e3]\n");
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        assertTrue(out.contains("link \"Register\" [ref=e14]") && out.contains("link \"Log In\" [ref=e15]")
                && out.contains("link \"Warenkorb (2)\" [ref=e16]"), out);
        assertFalse(out.contains("link \"Games\"") || out.contains("link \"Why you should"), out);
        // a category that holds such a word is no account link, nor is an account link in the footer
        String shop = lines("- navigation [ref=e1]:", "  - link \"Tents\" [ref=e2]", "  - link \"Golf Cart\" [ref=e3]",
                "  - link \"Sleeping Bag\" [ref=e4]", "  - link \"Stoves\" [ref=e11]", "  - link \"Lamps\" [ref=e12]",
                "  - link \"Chairs\" [ref=e13]", "  - link \"Cart (2)\" [ref=e5]", "- main [ref=e6]:",
                "  - heading \"Camping\" [level=1] [ref=e7]", "- contentinfo [ref=e8]:", "  - link \"My Account\" [ref=e9]",
                "  - generic [ref=e10]: © 2026 Camping Ltd");
        String shopOut = run(Mode.ACT, RegionExtract.class, shop);
        assertTrue(shopOut.contains("link \"Cart (2)\" [ref=e5]"), shopOut);
        assertFalse(shopOut.contains("link \"Golf Cart\"") || shopOut.contains("link \"Sleeping Bag\""), shopOut);
        // with a goal, the goal says what stays
        String goal = run(Mode.ACT, RegionExtract.class, Goal.of("Open the calendar"), b.toString());
        assertFalse(goal.contains("link \"Register\""), goal);
    }

    @Test
    void aSearchBoxsRowOfSuggestionsStaysWithIt() {
        // a coupon site's header: the search box and its button, then "e.g." and the shops it suggests
        StringBuilder b = new StringBuilder("- banner [ref=e1]:\n  - generic [ref=e2]:\n    - generic [ref=e3]:\n"
                + "      - textbox \"e.g. Nelly, Zalando\" [ref=e4]\n      - button \"Search\" [ref=e5]\n    - generic [ref=e6]:\n"
                + "      - text: e.g.\n");
        String[] shops = {"InkClub", "Hotels", "Boozt", "CDON", "Zalando", "Nelly", "BliVakker", "ELLOS"};
        for (int i = 0; i < shops.length; i++) b.append("      - link \"").append(shops[i]).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("  - list [ref=e7]:\n");
        for (int i = 0; i < 12; i++) b.append("    - listitem:\n      - link \"Category ").append(i).append("\" [ref=e").append(30 + i).append("]\n");
        b.append("- main [ref=e8]:\n  - heading \"Sign up\" [level=1] [ref=e9]\n");
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        assertTrue(out.contains("link \"ELLOS\" [ref=e17]") && out.contains("textbox \"e.g. Nelly, Zalando\" [ref=e4]"), out);
        assertFalse(out.contains("link \"Category 3\""), "the menu after them folds: " + out);
        // a row of more links than a search suggests is a menu of its own
        String many = b.toString().replace("      - link \"ELLOS\" [ref=e17]\n", "      - link \"ELLOS\" [ref=e17]\n"
                + "      - link \"Apotek\" [ref=e18]\n      - link \"Bokus\" [ref=e19]\n      - link \"Clas\" [ref=e20]\n");
        assertFalse(run(Mode.ACT, RegionExtract.class, many).contains("link \"ELLOS\" [ref=e17]"), many);
    }

    @Test
    void navigateKeepsBannerAndNavigation() {
        String out = run(Mode.NAVIGATE, RegionExtract.class, PAGE);
        assertTrue(out.contains("link \"Logo\" [ref=e2]"));
        assertTrue(out.contains("link \"Shoes\" [ref=e7]"));
        assertTrue(out.contains("link \"Imprint\" [ref=e14]"), "the footer's links stay by name: " + out);
    }

    @Test
    void aGoalKeepsWhatItNamesInAFoldedRegion() {
        String out = run(Mode.ACT, RegionExtract.class, Goal.of("Open the cookie statement"), PAGE);
        assertTrue(out.contains("link \"Cookie statement\" [ref=e8]"), out);
        assertFalse(out.contains("link \"Shoes\""));
        // with an explicit goal the folded refs are counted, not listed; the line still says how to get them back
        assertFalse(out.contains(" e7 ") || out.contains(": e7"), out);
        assertTrue(out.contains("(1 ref not matching the goal); see browser_snapshot target="), out);
    }

    @Test
    void aSidebarsMostReadListStaysWithItsTabWhenNoGoalSaysOtherwise() {
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Story\" [level=1] [ref=e2]",
                "- complementary [ref=e3]:",
                "  - link \"Newsletter\" [ref=e4]",
                "  - list [ref=e5]:",
                "    - listitem [ref=e6]:",
                "      - tab \"Meistgelesen\" [ref=e7]",
                "    - listitem [ref=e8]:",
                "      - tab \"Neueste\" [ref=e9]",
                "  - list [ref=e10]:",
                "    - link \"Erster Artikel\" [ref=e11]",
                "    - link \"Zweiter Artikel\" [ref=e12]",
                "    - link \"Dritter Artikel\" [ref=e13]",
                "  - link \"Archiv\" [ref=e14]");
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("tab \"Meistgelesen\" [ref=e7]") && out.contains("link \"Zweiter Artikel\" [ref=e12]"), out);
        assertFalse(out.contains("link \"Archiv\"") || out.contains("tab \"Neueste\""), out);
        String goal = run(Mode.ACT, RegionExtract.class, Goal.of("Subscribe to the newsletter"), page);
        assertFalse(goal.contains("link \"Zweiter Artikel\""), goal);
    }

    @Test
    void aRankingHeadedRightBeforeItsSideBoxStaysWhole() {
        // a Q&A site's side box: "Top 5 users" outside the complementary landmark that holds them
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Questions\" [level=1] [ref=e2]",
                "- generic [ref=e3]:",
                "  - heading \"Top 5 users\" [level=3] [ref=e4]",
                "  - complementary [ref=e5]:",
                "    - list [ref=e6]:",
                "      - listitem [ref=e7]:",
                "        - heading [level=5] [ref=e8]:", "          - link \"Helmut\" [ref=e9]", "          - text: Reputation 858",
                "      - listitem [ref=e10]:",
                "        - heading [level=5] [ref=e11]:", "          - link \"Gerfried\" [ref=e12]", "          - text: Reputation 750",
                "      - listitem [ref=e13]:",
                "        - heading [level=5] [ref=e14]:", "          - link \"Stefano\" [ref=e15]", "          - text: Reputation 372",
                "  - link \"More ...\" [ref=e16]",
                "- generic [ref=e20]:",
                "  - heading \"Sponsors\" [level=3] [ref=e21]",
                "  - complementary [ref=e22]:",
                "    - link \"Acme\" [ref=e23]", "    - link \"Globex\" [ref=e24]", "    - link \"Initech\" [ref=e25]");
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("link \"Stefano\" [ref=e15]") && out.contains("text: Reputation 372"), out);
        assertFalse(out.contains("link \"Globex\" [ref=e24]"), "a box under another heading folds: " + out);
        // "Top 10", "TOP 3": a ranking in any language; a laptop's model number is none
        assertTrue(ChromeKeeps.POPULAR.matcher("TOP 10 des ventes").find());
        assertFalse(ChromeKeeps.POPULAR.matcher("Laptop 15 Zoll").find());
        assertTrue(ChromeKeeps.POPULAR.matcher("アクセストップ10").find(), "a Japanese site's most read");
        assertTrue(ChromeKeeps.POPULAR.matcher("点击排行前10名").find());
        assertFalse(ChromeKeeps.POPULAR.matcher("デスクトップ PC").find(), "a desktop is no ranking");
        // a Chinese side box's "hottest news", its title a link to the whole list drawn as a paragraph of its own
        StringBuilder hot = new StringBuilder("- main [ref=e1]:\n  - heading \"专家解读\" [level=1] [ref=e2]\n- complementary [ref=e3]:\n"
                + "  - paragraph [ref=e4]:\n    - link \"最热新闻\" [ref=e5]:\n      - /url: /hot\n  - list [ref=e6]:\n");
        for (int i = 0; i < 8; i++) {
            hot.append("    - listitem [ref=e").append(10 + 2 * i).append("]:\n      - link \"新闻标题第").append(i)
                    .append("条\" [ref=e").append(11 + 2 * i).append("]:\n        - /url: /n/").append(i).append("\n");
        }
        String hotOut = run(Mode.ACT, RegionExtract.class, hot.toString());
        assertTrue(hotOut.contains("link \"新闻标题第7条\" [ref=e25]"), hotOut);
        // a link among others in its paragraph is a page of its own, not a box's title
        String among = hot.toString().replace("      - /url: /hot\n", "      - /url: /hot\n    - link \"更多\" [ref=e7]:\n      - /url: /more\n");
        assertFalse(run(Mode.ACT, RegionExtract.class, among).contains("link \"新闻标题第7条\" [ref=e25]"));
        // a page's own title heads the page, not the menu after it
        String listicle = lines("- heading \"Top 10 laptops of 2024\" [level=1] [ref=e1]", "- navigation [ref=e2]:",
                "  - link \"Home\" [ref=e3]", "  - link \"Reviews\" [ref=e4]", "  - link \"Deals\" [ref=e5]",
                "  - link \"Contact\" [ref=e6]", "  - link \"About\" [ref=e7]", "  - link \"Blog\" [ref=e10]",
                "  - link \"Shop\" [ref=e11]", "- main [ref=e8]:", "  - paragraph [ref=e9]: The list.");
        assertFalse(run(Mode.ACT, RegionExtract.class, listicle).contains("link \"Deals\" [ref=e5]"));
    }

    @Test
    void aSideColumnsFirstLevelHeadingHeadsItsWidgetsList() {
        // a blog theme that gives each box of its sidebar an h1: the box of most commented posts, with their counts
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Tag: MPAA\" [level=1] [ref=e2]",
                "  - link \"Older stories\" [ref=e3]",
                "- complementary [ref=e10]:",
                "  - heading \"Sponsors\" [level=1] [ref=e11]",
                "  - link \"Private Internet Access\" [ref=e12]",
                "- complementary [ref=e20]:",
                "  - heading \"Most Commented Posts\" [level=1] [ref=e21]",
                "  - list [ref=e22]:",
                "    - listitem [ref=e23]:", "      - link \"Sony movies leak online\" [ref=e24]", "      - link \"246\" [ref=e25]",
                "    - listitem [ref=e26]:", "      - link \"Pirate Bay raided\" [ref=e27]", "      - link \"57\" [ref=e28]",
                "    - listitem [ref=e29]:", "      - link \"Court orders blocking\" [ref=e30]", "      - link \"85\" [ref=e31]");
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("link \"Sony movies leak online\" [ref=e24]") && out.contains("link \"246\" [ref=e25]"), out);
        assertFalse(out.contains("link \"Private Internet Access\""), "the sponsors' box folds: " + out);
    }

    @Test
    void aBannerThatIsALanguageSwitcherKeepsItsSearchAndAccountLinksToo() {
        String page = lines(
                "- banner [ref=e2]:",
                "  - link \"Acme home\" [ref=e3]",
                "  - link \"English\" [ref=e4]",
                "  - link \"Deutsch\" [ref=e5]",
                "  - link \"Français\" [ref=e6]",
                "  - generic [ref=e7]:",
                "    - textbox \"Search products\" [ref=e8]",
                "    - button \"Search\" [ref=e9]",
                "  - link \"Sign in\" [ref=e10]",
                "  - link \"Cart (2)\" [ref=e11]",
                "- main [ref=e12]:",
                "  - heading \"Shirts\" [level=1] [ref=e13]");
        String out = run(Mode.ACT, RegionExtract.class, page);
        for (String kept : new String[] {"link \"Deutsch\" [ref=e5]", "textbox \"Search products\" [ref=e8]",
            "button \"Search\" [ref=e9]", "link \"Sign in\" [ref=e10]", "link \"Cart (2)\" [ref=e11]"}) {
            assertTrue(out.contains(kept), kept + ":\n" + out);
        }
        assertFalse(out.contains("link \"Acme home\""), out);
    }

    @Test
    void aShortLanguageSwitcherKeepsItsOtherEditionsTooALongOneOnlyTheLanguagesItKnows() {
        // a forum's side column: its regional boards, languages first, then three countries
        StringBuilder side = new StringBuilder("- complementary [ref=e1]:\n  - link \"Sign up now!\" [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        String[] boards = {"Dansk", "Deutsch", "Español", "Français", "Italiano", "Nederlands", "Português", "Svenska",
            "Suomi", "繁體中文", "India", "Россия", "Malaysia"};
        for (int i = 0; i < boards.length; i++) side.append("    - listitem:\n      - link \"" + boards[i] + "\" [ref=e" + (10 + i) + "]\n");
        String page = side + "- main [ref=e90]:\n  - heading \"Thread\" [level=1] [ref=e91]";
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("link \"Россия\" [ref=e21]"), out);
        assertTrue(out.contains("link \"Malaysia\" [ref=e22]"), out);
        assertFalse(out.contains("link \"Sign up now!\" [ref=e2]"), out);
        // a wiki's 40 languages, one in three of them known: the ones words.yaml knows stay, the others fold
        StringBuilder wiki = new StringBuilder("- navigation \"Languages\" [ref=e1]:\n  - heading \"Languages\" [level=3] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        for (int i = 0; i < 40; i++) {
            String name = i % 3 == 0 ? new String[] {"Deutsch", "Español", "Français", "Italiano", "Русский", "日本語",
                "Polski", "Português", "Nederlands", "Svenska", "Dansk", "Suomi", "Magyar", "Català"}[i / 3] : "Lingua " + i;
            wiki.append("    - listitem:\n      - link \"" + name + "\" [ref=e" + (10 + i) + "]\n");
        }
        String long_ = run(Mode.ACT, RegionExtract.class, wiki + "- main [ref=e90]:\n  - heading \"X\" [level=1] [ref=e91]");
        assertTrue(long_.contains("link \"Deutsch\" [ref=e10]"), long_);
        assertFalse(long_.contains("link \"Lingua 1\" [ref=e11]"), long_);
    }
    @Test
    void browseKeepsTheFootersOwnNavigation() {
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Standalone WebAssembly\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: The post.",
                "- contentinfo [ref=e4]:",
                "  - navigation [ref=e5]:",
                "    - link \"Terms\" [ref=e6]",
                "    - link \"Privacy\" [ref=e7]",
                "    - link \"Edit this page on GitHub\" [ref=e8]");
        String out = StepTesting.run(Mode.BROWSE, RegionExtract.class, page);
        assertTrue(out.contains("link \"Edit this page on GitHub\" [ref=e8]"), out);
        // a sitemap of forty links in the footer folds as navigation does
        StringBuilder map = new StringBuilder(page.substring(0, page.indexOf("    - link \"Terms\"")));
        for (int i = 0; i < 40; i++) map.append("    - link \"Section ").append(i).append("\" [ref=e").append(100 + i).append("]\n");
        String folded = StepTesting.run(Mode.BROWSE, RegionExtract.class, map.toString());
        assertFalse(folded.contains("link \"Section 39\""), folded);
        // ... keeping the links a footer keeps, shared among its navigations: the legal strip after it keeps its own
        map.append("  - navigation [ref=e200]:\n    - link \"Contact\" [ref=e201]\n    - link \"Public tenders\" [ref=e202]\n"
                + "    - link \"Terms\" [ref=e203]\n");
        String shared = StepTesting.run(Mode.BROWSE, RegionExtract.class, map.toString());
        assertTrue(shared.contains("link \"Public tenders\" [ref=e202]"), shared);
        assertTrue(shared.contains("link \"Section 0\" [ref=e100]"), shared);
        assertFalse(shared.contains("link \"Section 39\""), shared);
    }

    /** A shop's banner laid out as a table: one cell, named by all it holds, with a currency switcher among its links. */
    private static String currencyBanner(String... currencies) {
        StringBuilder b = new StringBuilder("- banner [ref=e1]:\n  - table [ref=e2]:\n    - row [ref=e3]:\n");
        b.append("      - cell \"MY CURRENCY: GBP ").append(String.join(" ", currencies))
                .append(" Log in Gift cards Stores Blog Careers\" [ref=e4]:\n");
        b.append("        - generic [ref=e5]: \"MY CURRENCY:\"\n        - generic [ref=e6]: GBP\n        - list [ref=e7]:\n");
        int ref = 10;
        for (String c : currencies) {
            b.append("          - listitem [ref=e").append(ref++).append("]:\n");
            b.append("            - link \"").append(c).append("\" [ref=e").append(ref++).append("]:\n");
            b.append("              - /url: https://shop.example/stand/?currency=").append(c.replaceAll("\\W", "")).append("\n");
        }
        for (String l : new String[] {"Log in", "Gift cards", "Stores", "Blog", "Careers"}) {
            b.append("        - link \"").append(l).append("\" [ref=e").append(ref++).append("]\n");
        }
        return b.append("- main [ref=e90]:\n  - heading \"Laptop stand\" [level=1] [ref=e91]\n").toString();
    }

    @Test
    void aCurrencySwitcherInTheChromeStaysByNameAndTheCellNamedByAllItHeldLosesTheName() {
        // "show the prices in euros": the switcher's few short links stay in view where the rest of the banner folds
        String out = run(Mode.ACT, RegionExtract.class, currencyBanner("AUD", "CNY", "EUR", "JPY", "USD"));
        assertTrue(out.contains("link \"EUR\" [ref=e15]"), out);
        assertTrue(out.contains("link \"USD\" [ref=e19]"), out);
        assertFalse(out.contains("link \"Blog\""), out);
        // the cell's name said all it held, the folded links too: what stays under it says the rest
        assertFalse(out.contains("MY CURRENCY: GBP AUD"), out);
        // a name its content does not say is the author's: it stays
        String authored = run(Mode.ACT, RegionExtract.class, currencyBanner("AUD", "CNY", "EUR", "JPY", "USD")
                .replace("cell \"MY CURRENCY: GBP AUD CNY EUR JPY USD Log in Gift cards Stores Blog Careers\"",
                        "cell \"Choose how you pay and where we deliver\""));
        assertTrue(authored.contains("cell \"Choose how you pay and where we deliver\""), authored);
        // signs and codes together, or signs alone
        String signs = run(Mode.ACT, RegionExtract.class, currencyBanner("€ EUR", "£ GBP", "$ USD", "¥"));
        assertTrue(signs.contains("link \"€ EUR\" [ref=e11]") && signs.contains("link \"¥\" [ref=e17]"), signs);
        // three-letter words that are no currency are a menu like any other
        String words = run(Mode.ACT, RegionExtract.class,
                currencyBanner("FAQ", "NEW", "TOP", "ALL").replace("?currency=", "pages/"));
        assertFalse(words.contains("link \"NEW\""), words);
    }

    @Test
    void aSearchFormsButtonAfterItsFieldsBlockStaysWithTheFieldsBesideASwitchThatLeadsNowhere() {
        // a property site's header: the place box with a "show on the map" switch (a link to "#"), the kind, the
        // price range, then the block with the form's button
        String page = lines(
                "- banner [ref=e1]:",
                "  - link \"Home\" [ref=e2]:",
                "    - /url: /",
                "  - generic [ref=e3]:",
                "    - generic [ref=e4]:",
                "      - generic [ref=e5]:",
                "        - text: Location",
                "        - link \"Show on the map\" [ref=e6]:",
                "          - /url: \"#\"",
                "        - textbox [ref=e7]: country, city, street",
                "      - generic [ref=e8]:",
                "        - combobox \"Transaction\" [ref=e9]:",
                "          - option \"sale\" [selected]",
                "          - option \"rent\"",
                "      - generic [ref=e10]:",
                "        - textbox \"Price from\" [ref=e11]",
                "        - textbox \"to\" [ref=e12]",
                "    - generic [ref=e13]:",
                "      - generic [ref=e14]: More criteria",
                "      - button \"Submit\" [ref=e15]",
                "- main [ref=e20]:",
                "  - heading \"Flats for sale\" [level=1] [ref=e21]");
        // with a goal that names none of its words, the form is sent by its button
        String goal = run(Mode.ACT, RegionExtract.class, Goal.of("Search for flats to rent in Gdansk costing at most 3000"), page);
        assertTrue(goal.contains("textbox \"to\" [ref=e12]") && goal.contains("button \"Submit\" [ref=e15]"), goal);
        assertTrue(run(Mode.ACT, RegionExtract.class, page).contains("button \"Submit\" [ref=e15]"));
        // a block too big for a form (a menu of links beside the fields) does not take the button in
        StringBuilder menu = new StringBuilder();
        for (int i = 0; i < 6; i++) menu.append("      - link \"Section ").append(i).append("\" [ref=e").append(30 + i).append("]:\n        - /url: /s").append(i).append("\n");
        String big = page.replace("      - generic [ref=e14]: More criteria\n", "      - generic [ref=e14]: More criteria\n" + menu);
        String bigOut = run(Mode.ACT, RegionExtract.class, Goal.of("Search for flats to rent in Gdansk costing at most 3000"), big);
        assertTrue(bigOut.contains("textbox \"to\" [ref=e12]") && !bigOut.contains("link \"Section 3\""), bigOut);
    }

    @Test
    void aNewslettersFieldsKeepTheLinkThatSendsThem() {
        // a side column's newsletter: four boxes and a consent, sent by a link drawn as a button (it leads to "#")
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Marketing news\" [level=1] [ref=e2]",
                "- complementary [ref=e3]:",
                "  - link \"Top articles\" [ref=e4]",
                "  - link \"Events\" [ref=e5]",
                "  - paragraph [ref=e6]: / Newsletter",
                "  - generic [ref=e7]:",
                "    - generic [ref=e8]:",
                "      - textbox \"e-mail:\" [ref=e9]",
                "    - generic [ref=e10]:",
                "      - textbox \"first name:\" [ref=e11]",
                "    - generic [ref=e12]:",
                "      - textbox \"last name:\" [ref=e13]",
                "    - generic [ref=e14]:",
                "      - textbox \"company:\" [ref=e15]",
                "    - generic [ref=e16]:",
                "      - generic [ref=e17]:",
                "        - checkbox \"I agree to receive the newsletter\" [ref=e18]",
                "      - link \"Send\" [ref=e19]:",
                "        - /url: \"#\"",
                "    - link \"Privacy policy\" [ref=e20]:",
                "      - /url: /privacy");
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("textbox \"company:\" [ref=e15]") && out.contains("checkbox \"I agree"), out);
        assertTrue(out.contains("link \"Send\" [ref=e19]"), out);
        // a link that leads to a page of its own is no submit: it folds with the rest of the column
        assertFalse(out.contains("link \"Events\""), out);
        assertFalse(run(Mode.ACT, RegionExtract.class, page.replace("/url: \"#\"", "/url: /signup-help"))
                .contains("link \"Send\" [ref=e19]"));
        // six boxes, a consent and the link that sends them, side by side: no smaller block holds the link
        StringBuilder flat = new StringBuilder("- main [ref=e1]:\n  - heading \"News\" [level=1] [ref=e2]\n"
                + "- complementary [ref=e3]:\n  - link \"Events\" [ref=e4]\n  - generic [ref=e5]:\n");
        for (int i = 0; i < 6; i++) flat.append("    - textbox \"box ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        flat.append("    - checkbox \"I agree\" [ref=e20]\n    - link \"Send\" [ref=e21]:\n      - /url: \"#\"\n");
        String many = run(Mode.ACT, RegionExtract.class, flat.toString());
        assertTrue(many.contains("textbox \"box 5\" [ref=e15]") && many.contains("link \"Send\" [ref=e21]"), many);
    }

    @Test
    void aCurrencySwitcherThatIsTheRegionLeavesItsOtherControlsToTheUsualRules() {
        // a menu bar whose own children are the currencies, a search box and the account link
        String page = lines(
                "- navigation [ref=e1]:",
                "  - link \"EUR\" [ref=e2]",
                "  - link \"USD\" [ref=e3]",
                "  - link \"GBP\" [ref=e4]",
                "  - searchbox \"Search\" [ref=e5]",
                "  - link \"Log in\" [ref=e6]",
                "  - link \"Stores\" [ref=e7]",
                "- main [ref=e10]:",
                "  - heading \"Laptop stand\" [level=1] [ref=e11]");
        String out = run(Mode.ACT, RegionExtract.class, page);
        assertTrue(out.contains("link \"USD\" [ref=e3]"), out);
        assertTrue(out.contains("searchbox \"Search\" [ref=e5]") && out.contains("link \"Log in\" [ref=e6]"), out);
        assertFalse(out.contains("link \"Stores\""), out);
    }

    @Test
    void aRegionKeepsOneCurrencySwitcherAndOneListOfTags() {
        // a converter's side column: two lists of currencies; a blog's: two lists of tags
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Rates\" [level=1] [ref=e2]\n- complementary [ref=e3]:\n");
        int ref = 10;
        for (int l = 0; l < 2; l++) {
            b.append("  - list [ref=e").append(ref++).append("]:\n");
            for (String c : new String[] {"EUR", "USD", "GBP", "JPY"}) {
                b.append("    - listitem:\n      - link \"").append(c).append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        for (int l = 0; l < 2; l++) {
            b.append("  - list [ref=e").append(ref++).append("]:\n");
            for (int t = 0; t < 4; t++) {
                b.append("    - listitem:\n      - link \"tag ").append(l).append(t).append("\" [ref=e").append(ref++)
                        .append("]:\n        - /url: /tags/t").append(l).append(t).append("\n");
            }
        }
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        assertTrue(out.contains("[ref=e12]") && !out.contains("[ref=e17]"), "the first currencies only: " + out);
        assertTrue(out.contains("link \"tag 01\"") && !out.contains("link \"tag 11\""), "the first tags only: " + out);
    }

    @Test
    void aBarOfAFewLinksRightAboveTheResultsIsTheirControlsAndStays() {
        // a classifieds search: the site's sections first, then the results' tabs ("Particuliers 39 annonces") and
        // their sort, then the ads
        StringBuilder b = new StringBuilder(lines(
                "- navigation [ref=e1]:",
                "  - link \"Offres\" [ref=e2]",
                "  - link \"Demandes\" [ref=e3]",
                "  - link \"Boutiques\" [ref=e4]",
                "- navigation [ref=e7]:",
                "  - link \"Aide\" [ref=e8]",
                "  - link \"Mon compte\" [ref=e9]",
                "- heading \"Renault Laguna d'occasion\" [level=1] [ref=e5]",
                "- paragraph [ref=e6]: Les annonces de voitures d'occasion de la région, mises à jour chaque jour.",
                "- navigation [ref=e10]:",
                "  - list [ref=e11]:",
                "    - listitem [ref=e12]:",
                "      - text: Toutes",
                "      - generic [ref=e13]: 1 - 35 de 179",
                "    - listitem [ref=e14]:",
                "      - link \"Particuliers 39 annonces\" [ref=e15]",
                "    - listitem [ref=e16]:",
                "      - link \"Professionnels 140 annonces\" [ref=e17]",
                "- iframe [ref=e18]",
                "- navigation [ref=e20]:",
                "  - link \"Trier par prix\" [ref=e21]",
                "  - link \"Cacher les photos\" [ref=e22]",
                "- generic [ref=e30]:"));
        for (int i = 0; i < 8; i++) {
            b.append("  - link \"Renault Laguna ").append(i).append(" Toulouse ").append(9000 + 500 * i).append(" €\" [ref=e")
                    .append(40 + i).append("]\n");
        }
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        for (String r : List.of("e15", "e17", "e21", "e22")) assertTrue(out.contains("[ref=" + r + "]"), r + ": " + out);
        // the site's bars before the page's heading are no controls of its list
        assertFalse(out.contains("link \"Offres\" [ref=e2]"), out);
        // a blog's bars before its main landmark, which opens with its heading over the list of posts: the page's
        // chrome, not a list's controls; they fold as before
        StringBuilder blog = new StringBuilder(lines("- navigation [ref=e1]:", "  - link \"Twitter\" [ref=e2]",
                "  - link \"RSS\" [ref=e3]", "- navigation [ref=e4]:", "  - link \"Home\" [ref=e5]", "  - link \"About\" [ref=e6]",
                "  - link \"Archive\" [ref=e7]", "  - link \"Contact\" [ref=e8]", "- main [ref=e9]:",
                "  - heading \"Latest posts\" [level=1] [ref=e10]", "  - list [ref=e11]:"));
        for (int i = 0; i < 8; i++) blog.append("    - listitem:\n      - link \"Post ").append(i).append("\" [ref=e").append(20 + i).append("]\n");
        String chrome = run(Mode.ACT, RegionExtract.class, blog.toString());
        assertFalse(chrome.contains("link \"Home\" [ref=e5]") || chrome.contains("link \"RSS\" [ref=e3]"), chrome);
        // with an explicit goal, the bars fold as other chrome (what the goal names stays)
        String asked = run(Mode.ACT, RegionExtract.class, Goal.of("Open the third ad"), b.toString());
        assertFalse(asked.contains("[ref=e21]"), asked);
    }
}
