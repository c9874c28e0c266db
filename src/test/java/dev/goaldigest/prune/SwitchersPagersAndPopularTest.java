package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.SETTINGS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.time.Month;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ways about a page that its chrome holds and that fold with it unless told: a bar of the site's other languages, a
 * box of the most read posts in any language, a pager written "1 2 … 1.515", an archive's month named in the page's
 * language.
 */
class SwitchersPagersAndPopularTest {

    private static String prune(String yaml, Goal goal) {
        return new Pruner(SETTINGS).prune(SnapshotParser.parse(yaml), new PruneRequest(Mode.ACT, goal, null)).text();
    }

    /** A news page: a banner with a menu of eight sections and {@code bar}, an article, a side column of {@code side}. */
    private static String newsPage(String bar, String side, String pager) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - banner [ref=e2]:\n    - list [ref=e3]:\n");
        String[] sections = {"Uutiset", "Urheilu", "Talous", "Kulttuuri", "Tiede", "Matkailu", "Ruoka", "Autot"};
        for (int i = 0; i < sections.length; i++) {
            b.append("      - listitem [ref=e").append(10 + 2 * i).append("]:\n        - link \"").append(sections[i])
                    .append("\" [ref=e").append(11 + 2 * i).append("]\n");
        }
        b.append(bar);
        b.append("  - main [ref=e40]:\n    - article [ref=e41]:\n      - heading \"Kaupunki avaa uuden kirjaston\" [level=1] [ref=e42]\n");
        for (int i = 0; i < 4; i++) {
            b.append("      - paragraph [ref=e").append(43 + i).append("]: \"")
                    .append("Uusi kirjasto avataan keskustaan ensi kuussa, ja sen kokoelmissa on satoja tuhansia kirjoja. ".repeat(2))
                    .append("\"\n");
        }
        b.append(pager);
        b.append("  - complementary [ref=e60]:\n").append(side);
        b.append("  - contentinfo [ref=e90]:\n    - paragraph [ref=e91]: © 2018 Sanomat Oy\n");
        return b.toString();
    }

    @Test
    void aBarOfTheSitesOtherLanguagesStaysThoughItsLinksAreFlagsOrPhrases() {
        // a mobile edition, two languages drawn as pictures of words, and the page's own language as a plain flag
        String bar = """
                    - generic [ref=e30]:
                      - link [ref=e31]:
                        - img "Mobiiliversio" [ref=e32]
                      - link [ref=e33]:
                        - img "In English" [ref=e34]
                      - link [ref=e35]:
                        - img "На русском" [ref=e36]
                      - img "Suomeksi" [ref=e37]
                """;
        String out = prune(newsPage(bar, "    - paragraph [ref=e61]: Mainos\n", ""), null);
        assertTrue(out.contains("[ref=e33]") && out.contains("In English"), out);
        assertTrue(out.contains("[ref=e35]") && out.contains("На русском"), out);
        assertFalse(out.contains("link \"Urheilu\" [ref=e13]"), "the menu around it folds: " + out);
        // one language among a bar's other links is no switcher: the bar folds with the banner
        String one = """
                    - generic [ref=e30]:
                      - link "Yhteystiedot" [ref=e31]
                      - link [ref=e33]:
                        - img "In English" [ref=e34]
                      - link "Palaute" [ref=e35]
                """;
        String folded = prune(newsPage(one, "    - paragraph [ref=e61]: Mainos\n", ""), null);
        assertFalse(folded.contains("[ref=e33]"), folded);
        // an item of two links among them is no switcher's item, and is looked at without a fault
        String two = """
                    - generic [ref=e30]:
                      - generic [ref=e31]:
                        - link "Yhteystiedot" [ref=e32]
                        - link "Palaute" [ref=e34]
                      - link "In English" [ref=e33]
                      - link "På svenska" [ref=e35]
                """;
        PruneResult r = new Pruner(SETTINGS).prune(SnapshotParser.parse(newsPage(two, "    - paragraph [ref=e61]: Mainos\n", "")),
                new PruneRequest(Mode.ACT, null, null));
        assertEquals(null, r.reason(), r.text());
        assertFalse(r.text().contains("link \"Palaute\""), r.text());
    }

    @Test
    void theSitesLogoAtTheTopStaysNamedByItsPictureWithoutAGoal() {
        String logo = """
                    - link [ref=e30]:
                      - img "Kaupunginkirjasto" [ref=e31]
                """;
        String page = newsPage("", "    - paragraph [ref=e61]: Mainos\n", "").replace("  - banner [ref=e2]:\n",
                "  - banner [ref=e2]:\n" + logo);
        String out = prune(page, null);
        assertTrue(out.contains("[ref=e30]") && out.contains("img \"Kaupunginkirjasto\""), out);
        assertFalse(out.contains("link \"Urheilu\" [ref=e13]"), "the menu around it folds: " + out);
        // with a goal it is one more thing the goal does not name
        String goal = prune(page, Goal.of("Avaa urheilu-osio"));
        assertFalse(goal.contains("Kaupunginkirjasto"), goal);
        // a picture link deep in the page (a sponsor's banner in the side column) is no logo of the site
        StringBuilder side = new StringBuilder("    - list [ref=e62]:\n");
        String[] links = {"Tapahtumat", "Arkisto", "Palaute", "Tilaa", "Ilmoita", "Työpaikat", "Säätiedot", "Liikenne",
            "Kuolinilmoitukset", "Asuminen"};
        for (int i = 0; i < links.length; i++) {
            side.append("      - listitem [ref=e").append(100 + 2 * i).append("]:\n        - link \"").append(links[i])
                    .append("\" [ref=e").append(101 + 2 * i).append("]\n");
        }
        side.append("    - link [ref=e69]:\n      - img \"Sponsori Oy\" [ref=e70]\n");
        String deep = prune(newsPage("", side.toString(), ""), null);
        assertFalse(deep.contains("img \"Sponsori Oy\""), deep);
    }

    @Test
    void aGoalAskingWhichLibraryFindsTheLibrarysLogoInThePagesLanguage() {
        Goal goal = Goal.of("Which library's catalogue is this login page for?");
        assertTrue(goal.terms().containsAll(Words.of("Bibliothek")), goal.terms().toString());
        String yaml = """
                - banner [ref=e1]:
                  - link "Zum Inhalt springen" [ref=e2]
                  - link [ref=e3]:
                    - img "Katalog" [ref=e4]
                  - link [ref=e5]:
                    - img "Stadtbibliothek Musterstadt" [ref=e6]
                  - list [ref=e7]:
                    - listitem [ref=e8]:
                      - link "Suche" [ref=e9]
                    - listitem [ref=e10]:
                      - link "Konto" [ref=e11]
                    - listitem [ref=e12]:
                      - link "Hilfe" [ref=e13]
                - main [ref=e20]:
                  - heading "Anmelden" [level=2] [ref=e21]
                  - textbox "Benutzernummer" [ref=e22]
                  - textbox "Passwort" [ref=e23]
                  - button "Anmelden" [ref=e24]
                """;
        String out = prune(yaml, goal);
        assertTrue(out.contains("[ref=e5]"), out);
    }

    @Test
    void theLogosAreTheFirstOfThePageAsItCameTwoAtMostAndNoSocialIcons() {
        // four bars of two picture links each at the top: two logos in all, not two a bar
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        int ref = 10;
        for (int bar = 0; bar < 4; bar++) {
            b.append("  - navigation [ref=e").append(ref++).append("]:\n");
            for (int i = 0; i < 2; i++) {
                b.append("    - link [ref=e").append(ref++).append("]:\n      - img \"Kumppani ").append(bar).append(i)
                        .append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        b.append("  - main [ref=e90]:\n    - heading \"Uutuudet\" [level=1] [ref=e91]\n    - paragraph [ref=e92]: \"")
                .append("Kirjastoon on tullut satoja uusia kirjoja, elokuvia ja pelejä tänä syksynä. ".repeat(4)).append("\"\n");
        String out = prune(b.toString(), null);
        assertEquals(2, out.lines().filter(l -> l.contains("img \"Kumppani")).count(), out);
        // a social network's icon is no logo, by its name or where it leads
        String social = """
                - banner [ref=e1]:
                  - link [ref=e2]:
                    - /url: https://www.facebook.com/kirjasto
                    - img "Seuraa meitä" [ref=e3]
                  - link [ref=e4]:
                    - img "Instagram" [ref=e5]
                  - list [ref=e6]:
                    - listitem [ref=e7]:
                      - link "Haku" [ref=e8]
                    - listitem [ref=e9]:
                      - link "Tapahtumat" [ref=e10]
                    - listitem [ref=e11]:
                      - link "Aukioloajat" [ref=e12]
                    - listitem [ref=e13]:
                      - link "Yhteystiedot" [ref=e14]
                    - listitem [ref=e15]:
                      - link "Palaute" [ref=e16]
                    - listitem [ref=e17]:
                      - link "Kirjaudu" [ref=e18]
                - main [ref=e20]:
                  - heading "Uutuudet" [level=1] [ref=e21]
                """;
        String s2 = prune(social, null);
        assertFalse(s2.contains("Seuraa meitä") || s2.contains("img \"Instagram\""), s2);
        // which links are the page's first is decided on the page as it came: a menu folded before the banner is
        // reached does not make a later picture link one of them
        StringBuilder late = new StringBuilder("- generic [ref=e1]:\n  - navigation [ref=e2]:\n");
        for (int i = 0; i < 12; i++) late.append("    - link \"Osio ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        late.append("  - banner [ref=e30]:\n    - link [ref=e31]:\n      - img \"Kaupunginkirjasto\" [ref=e32]\n");
        late.append("  - main [ref=e40]:\n    - heading \"Uutuudet\" [level=1] [ref=e41]\n");
        String l = prune(late.toString(), null);
        assertFalse(l.contains("img \"Kaupunginkirjasto\""), l);
    }

    @Test
    void aLanguageBarsItemsMayHoldAFlagOrAPlainWord() {
        for (String bar : List.of("""
                    - list [ref=e30]:
                      - listitem [ref=e31]:
                        - img "Suomi" [ref=e32]
                      - listitem [ref=e33]:
                        - link "In English" [ref=e34]
                      - listitem [ref=e35]:
                        - link "På svenska" [ref=e36]
                """, """
                    - list [ref=e30]:
                      - listitem [ref=e31]:
                        - text: Suomi
                      - listitem [ref=e33]:
                        - link "In English" [ref=e34]
                        - text: "|"
                      - listitem [ref=e35]:
                        - link "På svenska" [ref=e36]
                """)) {
            String out = prune(newsPage(bar, "    - paragraph [ref=e61]: Mainos\n", ""), null);
            assertTrue(out.contains("[ref=e34]") && out.contains("[ref=e36]"), bar + out);
        }
    }

    @Test
    void aNavigationBarWithItsMenuToggleStaysWholeWithoutAGoal() {
        String yaml = """
                - navigation [ref=e2]:
                  - button "Toggle navigation" [ref=e5]
                  - link "Kirjasto" [ref=e6]
                  - list [ref=e8]:
                    - listitem [ref=e9]:
                      - link "Asetukset" [ref=e10]
                    - listitem [ref=e11]:
                      - link "Ohje" [ref=e12]
                    - listitem [ref=e13]:
                      - link "Takaisin" [ref=e14]
                - main [ref=e16]:
                  - heading "Ohje" [level=1] [ref=e17]
                  - paragraph [ref=e18]: "Tällä sivulla kerrotaan, miten kirjaston verkkopalvelua käytetään ja mistä löydät asetukset."
                """;
        String out = prune(yaml, null);
        assertTrue(out.contains("link \"Asetukset\" [ref=e10]"), out);
        // a bar with another button in it (a search's) is no such bar
        String search = prune(yaml.replace("button \"Toggle navigation\"", "button \"Hae\""), null);
        assertFalse(search.contains("link \"Asetukset\" [ref=e10]"), search);
        for (String name : List.of("☰", "Open menu", "☰ Menu", "Open main menu", "Menú", "Menü öffnen", "Ouvrir le menu",
                "Toggle navigation\u00a0")) {
            assertTrue(ChromeFold.MENU_TOGGLE.matcher(name).matches(), name);
        }
        for (String name : List.of("Add to cart", "", " ", "Menu of the day")) {
            assertFalse(ChromeFold.MENU_TOGGLE.matcher(name).matches(), name);
        }
        // a "Menu" button holding the links it opens counts them: twelve long ones make no short bar
        StringBuilder hidden = new StringBuilder("- navigation [ref=e2]:\n  - link \"Etusivu\" [ref=e3]\n"
                + "  - button \"Menu\" [expanded] [ref=e4]:\n    - list [ref=e5]:\n");
        for (int i = 0; i < 12; i++) {
            hidden.append("      - link \"Palvelun pitkä osion nimi numero ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        }
        hidden.append("- main [ref=e40]:\n  - heading \"Ohje\" [level=1] [ref=e41]\n");
        String h = prune(hidden.toString(), null);
        assertFalse(h.contains("numero 11\" [ref=e21]"), h);
    }

    @Test
    void aSmallFoldShowsALogoLinkWithItsPicture() {
        // a navigation of a logo and one link after the page's text folds, then shows again as cheaper than its fold
        // line: the logo with its picture, not a nameless link
        StringBuilder b = new StringBuilder("- main [ref=e10]:\n  - heading \"Uutuudet\" [level=1] [ref=e11]\n  - list [ref=e12]:\n");
        for (int i = 0; i < 9; i++) {
            b.append("    - listitem [ref=e").append(20 + 2 * i).append("]:\n      - link \"Kirja ").append(i + 1)
                    .append(": syksyn uutuus\" [ref=e").append(21 + 2 * i).append("]\n");
        }
        b.append("- navigation [ref=e50]:\n  - link [ref=e51]:\n    - img \"Kaupunginkirjasto\" [ref=e52]\n")
                .append("  - link \"Etusivu\" [ref=e53]\n");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("[ref=e51]") && out.contains("img \"Kaupunginkirjasto\""), out);
    }

    @Test
    void aLanguagesNameIsSaidAsAPhraseOrInflectedButAPlaceIsNoLanguage() {
        for (String name : List.of("In English", "En français", "Auf Deutsch", "На русском", "Po polsku", "По-русски",
                "English", "Deutsch (Schweiz)")) {
            var link = SnapshotParser.parse("- link \"" + name + "\" [ref=e1]\n").root().child(0);
            assertTrue(SiblingFold.languageLink(link) != null, name);
        }
        for (String name : List.of("In Deutschland", "Mobiiliversio", "Top stories", "Im Englischen Garten spazieren",
                "Go", "Russland", "In Germany", "In France", "En España", "In Japan", "Go Korea", "Zum Katalog",
                "Our Catalog", "Die Schweiz", "Im Schwerpunkt", "Le roman", "My Romance", "Buy Chinos", "» France",
                "1 Japan")) {
            var link = SnapshotParser.parse("- link \"" + name + "\" [ref=e1]\n").root().child(0);
            assertEquals(null, SiblingFold.languageLink(link), name);
        }
    }

    @Test
    void aFooterWithTwoLanguageLinksIsStillTheFooterWithItsAddress() {
        String side = """
                    - contentinfo [ref=e62]:
                      - link "English" [ref=e63]
                      - link "Deutsch" [ref=e64]
                      - paragraph [ref=e65]: Kirjastokatu 5, 00100 Helsinki, puh. 09 123 4567
                """;
        String out = prune(newsPage("", side, ""), null);
        assertTrue(out.contains("Kirjastokatu 5"), out);
    }

    /** A side column's box: its title as a line of bold text, then its links, the box's other children. */
    private static String box(String title) {
        StringBuilder b = new StringBuilder("    - generic [ref=e62]:\n      - link [ref=e63]:\n        - img \"Mainos\" [ref=e64]\n");
        b.append("    - generic [ref=e65]:\n      - strong [ref=e66]: ").append(title).append('\n');
        String[] posts = {"Kesän parhaat retkikohteet", "Näin säästät sähkössä", "Kymmenen kirjaa syksyyn",
            "Sienestäjän opas", "Uusi ratikkalinja avataan"};
        for (int i = 0; i < posts.length; i++) {
            b.append("      - link \"").append(posts[i]).append("\" [ref=e").append(70 + i).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aBoxOfTheMostReadTitledByItsFirstLineStaysInAnyLanguage() {
        for (String title : List.of("Luetuimmat", "Most read", "Δημοφιλείς Αναρτήσεις", "Ամենաընթերցվողը բաժնում",
                "En çok okunanlar", "Nejčtenější")) {
            String out = prune(newsPage("", box(title), ""), null);
            assertTrue(out.contains("Kymmenen kirjaa syksyyn\" [ref=e72]") && out.contains("[ref=e74]"), title + ":\n" + out);
        }
        // a box of links under a title that says nothing of being read most folds with the column; so does one of the
        // popular categories or searches, in any language
        for (String title : List.of("Mainokset", "Popular categories", "Δημοφιλείς κατηγορίες", "Δημοφιλείς αναζητήσεις",
                "หมวดหมู่ยอดนิยม")) {
            String other = prune(newsPage("", box(title), ""), null);
            assertFalse(other.contains("[ref=e72]"), title + ":\n" + other);
        }
    }

    @Test
    void aBoxNamedAsTheMostReadIsItsListInAnyLanguage() {
        // the page gives the box its label ("Noticias más leídas") instead of a heading over its list
        for (String title : List.of("Noticias más leídas", "Most read", "Meistgelesen")) {
            StringBuilder side = new StringBuilder("    - generic \"" + title + "\" [ref=e61]:\n      - list [ref=e62]:\n");
            String[] stories = {"Hello Kitty y Bob Esponja", "El mercado más macabro", "Generación exilio",
                "La pobreza en un vaso de leche", "Un perro pide la independencia"};
            for (int i = 0; i < stories.length; i++) {
                int r = 70 + 2 * i;
                side.append("        - listitem [ref=e" + r + "]:\n          - link \"" + stories[i] + "\" [ref=e" + (r + 1) + "]\n");
            }
            String out = prune(newsPage("", side.toString(), ""), null);
            assertTrue(out.contains("link \"Generación exilio\" [ref=e75]") && out.contains("[ref=e79]"), title + ":\n" + out);
            // a box named by other words folds with the column
            String other = prune(newsPage("", side.toString().replace(title, "Otras noticias"), ""), null);
            assertFalse(other.contains("[ref=e75]"), other);
        }
    }

    @Test
    void aBlogsLatestCommentsStayWithTheirPostsInAnyLanguage() {
        // a blog's side column: a box of its latest comments, each a commenter (a link or a name) "on" a post's link
        for (String title : List.of("Recent Comments", "Neueste Kommentare", "Derniers commentaires", "Comentarios recientes",
                "Ostatnie komentarze", "最新评论")) {
            StringBuilder side = new StringBuilder("    - heading \"" + title + "\" [level=2] [ref=e61]\n    - list [ref=e62]:\n");
            String[] posts = {"Halwa", "Mantu", "Bolani", "Kabuli Pulao", "Firni"};
            for (int i = 0; i < posts.length; i++) {
                int r = 70 + 3 * i;
                side.append("      - listitem [ref=e" + r + "]:\n");
                side.append(i % 2 == 0 ? "        - link \"Reader " + i + "\" [ref=e" + (r + 1) + "]\n        - text: on\n"
                        : "        - text: Reader " + i + " on\n");
                side.append("        - link \"" + posts[i] + "\" [ref=e" + (r + 2) + "]\n");
            }
            String out = prune(newsPage("", side.toString(), ""), null);
            assertTrue(out.contains("link \"Halwa\" [ref=e72]") && out.contains("link \"Firni\" [ref=e84]"), title + ":\n" + out);
        }
        // a box of the latest posts is no box of comments: it folds with the column
        StringBuilder posts = new StringBuilder("    - heading \"Recent Posts\" [level=2] [ref=e61]\n    - list [ref=e62]:\n");
        for (int i = 0; i < 5; i++) {
            posts.append("      - listitem [ref=e" + (70 + 2 * i) + "]:\n        - link \"Post number " + i + " of the year\" [ref=e"
                    + (71 + 2 * i) + "]\n");
        }
        String other = prune(newsPage("", posts.toString(), ""), null);
        assertFalse(other.contains("[ref=e75]"), other);
    }

    @Test
    void aRankingsEntriesAllStayDeepInTheRanking() {
        // a side column's ranking of 20 keywords: its heading, then a box of entries, each its rank and its link
        StringBuilder side = new StringBuilder("    - heading \"キーワードランキング\" [level=4] [ref=e61]\n    - generic [ref=e62]:\n"
                + "      - generic [ref=e63]:\n");
        String[] words = {"イベント", "キャンペーン", "秋", "ファッション", "アプリ", "音楽", "映画", "旅行", "ゲーム", "本",
            "スポーツ", "健康", "料理", "美容", "車", "ペット", "教育", "ホテル", "家電", "投資"};
        for (int i = 0; i < words.length; i++) {
            int r = 100 + 4 * i;
            side.append("        - generic [ref=e" + r + "]:\n          - generic [ref=e" + (r + 1) + "]: \"" + (i + 1) + "\"\n"
                    + "          - paragraph [ref=e" + (r + 2) + "]:\n            - link \"" + words[i] + "\" [ref=e" + (r + 3) + "]\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(newsPage("", side.toString(), "")),
                PruneRequest.of(Mode.ACT)).text();
        // the 18th keyword with its rank, and a keyword of one sign, which names too little to keep as a title
        assertTrue(out.contains("generic [ref=e169]: \"18\"") && out.contains("link \"ホテル\" [ref=e171]"), out);
        assertTrue(out.contains("link \"本\" [ref=e139]"), out);
        assertTrue(out.contains("generic [ref=e177]: \"20\"") && out.contains("link \"投資\" [ref=e179]"), out);
    }

    @Test
    void aGoalAskingForTheMostReadFindsTheBoxWhateverLanguageItIsTitledIn() {
        Goal goal = Goal.of("Which post is listed last in the sidebar's popular-posts box?");
        String out = prune(newsPage("", box("Δημοφιλείς Αναρτήσεις"), ""), goal);
        assertTrue(out.contains("[ref=e74]"), out);
        assertTrue(ChromeKeeps.asksPopular(Goal.of("Open the most read story")));
        assertFalse(ChromeKeeps.asksPopular(Goal.of("Open the story about the library")));
        assertFalse(ChromeKeeps.asksPopular(Goal.none()));
        assertFalse(ChromeKeeps.asksPopular(Goal.of("Add the top 3 laptops to the cart")), "a ranking's first three");
    }

    @Test
    void aPagerWithTheCurrentPageAsTextAndTheLastInThousandsStaysForAGoalAskingForAPage() {
        String pager = """
                    - navigation [ref=e50]:
                      - heading "Artikkelit" [level=2] [ref=e51]
                      - generic [ref=e52]:
                        - text: "1"
                        - link "2" [ref=e53]
                        - text: …
                        - link "1.515" [ref=e54]
                        - link [ref=e55]
                """;
        String out = prune(newsPage("", "    - paragraph [ref=e61]: Mainos\n", pager), Goal.of("Go to the second page of the article list."));
        assertTrue(out.contains("link \"2\" [ref=e53]"), out);
        var numbers = SnapshotParser.parse(pager.stripIndent()).root().child(0).child(1);
        assertTrue(ChromeKeeps.pager(numbers), pager);
        // two links without the current page, or a sum of money, make no pager
        var two = SnapshotParser.parse("- generic [ref=e1]:\n  - link \"2\" [ref=e2]\n  - link \"1.515\" [ref=e3]\n").root().child(0);
        assertFalse(ChromeKeeps.pager(two));
        var money = SnapshotParser.parse("- generic [ref=e1]:\n  - text: \"1\"\n  - link \"2\" [ref=e2]\n  - link \"1.515,00\" [ref=e3]\n")
                .root().child(0);
        assertFalse(ChromeKeeps.pager(money));
        // a row of counts (likes, comments, shares), a date, prices, a profile's figures: no pager
        for (String row : List.of("  - text: \"128\"\n  - link \"14\" [ref=e2]\n  - link \"3\" [ref=e3]\n",
                "  - text: \"2024\"\n  - link \"12\" [ref=e2]\n  - link \"31\" [ref=e3]\n",
                "  - link \"1,299\" [ref=e2]\n  - link \"2,499\" [ref=e3]\n  - link \"999\" [ref=e4]\n",
                "  - link \"12,400\" [ref=e2]\n  - link \"310\" [ref=e3]\n  - link \"1,024\" [ref=e4]\n")) {
            var g = SnapshotParser.parse("- generic [ref=e1]:\n" + row).root().child(0);
            assertFalse(ChromeKeeps.pager(g), row);
        }
    }

    @Test
    void aMonthTheGoalDatesIsLookedForInThePagesLanguage() {
        assertEquals(List.of(Month.JULY), Months.dated("Show the club's news archive for July 2014."));
        assertEquals(List.of(Month.MARCH), Months.dated("What happened on 5 March?"));
        assertEquals(List.of(), Months.dated("May I see the March for Science photos?"));
        assertEquals(List.of(Month.JULY), Months.dated("Posts of Jul 2014"));
        // short names that are words elsewhere, before a number that is no year
        for (String goal : List.of("Show laptops rated 4 out of 5 stars", "Buy the MacBook Pro 14 inch", "Set 2 alarms",
                "Find a LED 5 watt bulb", "Open the gen 2 page", "Reviews from 3 days ago")) {
            assertEquals(List.of(), Months.dated(goal), goal);
        }
        // a name that is another month in another language names neither; Catalan's article is no term
        assertFalse(Months.fullNames(Month.OCTOBER).contains("listopad"), Months.fullNames(Month.OCTOBER).toString());
        assertFalse(Months.fullNames(Month.NOVEMBER).contains("listopad"));
        assertTrue(Months.fullNames(Month.APRIL).contains("abril"), Months.fullNames(Month.APRIL).toString());
        assertFalse(Goal.of("Show the archive for April 2014").terms().contains("d"));
        Goal goal = Goal.of("Show the club's news archive for July 2014.");
        assertTrue(goal.terms().contains("juli") || goal.terms().stream().anyMatch(t -> t.startsWith("juli")), goal.terms().toString());
        StringBuilder archive = new StringBuilder("    - list [ref=e62]:\n");
        String[] months = {"Oktober", "September", "Juli", "Juni", "Mai", "April", "März", "Februar", "Januar"};
        int ref = 63;
        for (String year : List.of("2015", "2014")) {
            archive.append("      - listitem [ref=e").append(ref++).append("]:\n        - text: \"").append(year)
                    .append("\"\n        - list [ref=e").append(ref++).append("]:\n");
            for (String m : months) {
                archive.append("          - listitem [ref=e").append(ref++).append("]:\n            - link \"").append(m)
                        .append(' ').append(year).append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        String page = newsPage("", archive.toString(), "");
        String out = prune(page, goal);
        assertTrue(out.contains("link \"Juli 2014\""), out);
        assertFalse(out.contains("link \"Oktober 2014\""), "the other months fold: " + out);
    }
}
