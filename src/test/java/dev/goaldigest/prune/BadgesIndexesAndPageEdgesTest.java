package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.SETTINGS;
import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Kinds of page structure whose one line a task reads went missing on unseen pages (issue 14: what the task needs stays
 * in view): a licence's badge that ends its sentence, an index by initial letter, a language bar drawn as flags and
 * names, a footer's address and its "(at)" e-mail, a page's last block of links as its footer, a home page's dated news
 * before boxes titled as level-1 headings, and a control a Chinese or Japanese goal names by one of its words.
 */
class BadgesIndexesAndPageEdgesTest {
    private static String prune(String page, Goal goal) {
        return new Pruner(SETTINGS).prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, goal, null)).text();
    }

    private static final String LICENCE_PAGE = lines(
            "- banner [ref=e1]:",
            "  - link \"Startseite\" [ref=e2]",
            "- main [ref=e3]:",
            "  - heading \"Pressemitteilungen\" [level=1] [ref=e4]",
            "  - paragraph [ref=e5]: Der Senat hat heute den Haushalt für die kommenden zwei Jahre beschlossen, mit mehr Geld für die Schulen der Stadt.",
            "  - generic [ref=e6]:",
            "    - text: \"Preis: 12,99\"",
            "    - img \"Angebot\" [ref=e7]",
            "- contentinfo [ref=e20]:",
            "  - paragraph [ref=e21]:",
            "    - generic [ref=e22]:",
            "      - text: Sofern nicht",
            "      - link \"anders angegeben\" [ref=e23]",
            "      - text: \", stehen die Inhalte dieser Seite unter der Lizenz\"",
            "    - img \"Creative Commons Universell 1.0 (CC 0 1.0)\" [ref=e24]",
            "  - list [ref=e25]:",
            "    - listitem [ref=e26]:",
            "      - link \"Kontakt\" [ref=e27]",
            "    - listitem [ref=e28]:",
            "      - link \"Impressum\" [ref=e29]");

    @Test
    void theBadgeThatEndsAFootersLicenceLineStaysWithItWithAndWithoutAGoal() {
        String out = prune(LICENCE_PAGE, Goal.none());
        assertTrue(out.contains("stehen die Inhalte dieser Seite unter der Lizenz"), out);
        assertTrue(out.contains("img \"Creative Commons Universell 1.0 (CC 0 1.0)\" [ref=e24]"), out);
        String goal = prune(LICENCE_PAGE, Goal.of("Unter welcher Lizenz stehen die Inhalte dieser Seite?"));
        assertTrue(goal.contains("img \"Creative Commons Universell 1.0 (CC 0 1.0)\" [ref=e24]"), goal);
        // a picture after a price (a line that ends in its number, no sentence left open) is a decoration, and goes
        assertFalse(out.contains("[ref=e7]"), out);
        // a paragraph of its own, then a picture: a block and its figure (a recipe's step and its photo), which goes
        String paragraph = LICENCE_PAGE.replace("    - generic [ref=e22]:\n      - text: Sofern nicht\n"
                + "      - link \"anders angegeben\" [ref=e23]\n      - text: \", stehen die Inhalte dieser Seite unter der Lizenz\"\n",
                "    - paragraph [ref=e22]: Die Inhalte dieser Seite stehen unter der Lizenz\n");
        assertTrue(paragraph.contains("- paragraph [ref=e22]: Die Inhalte"), paragraph);
        String p = prune(paragraph, Goal.none());
        assertTrue(p.contains("Die Inhalte dieser Seite stehen unter der Lizenz"), p);
        assertFalse(p.contains("[ref=e24]"), p);
    }

    /** A dream dictionary's index beside the text: one link a letter, the first {@code count} of А to Я. */
    private static String index(int count) {
        String alphabet = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ";
        StringBuilder b = new StringBuilder("- paragraph [ref=e4]: Сегодня 18-й лунный день. Символ дня - колокол, "
                + "день хорош для начала новых дел, поездок и встреч с друзьями, но не для споров и крупных покупок.\n"
                + "- generic [ref=e1]:\n  - generic [ref=e2]: Сонник выберите раздел\n  - generic [ref=e3]:\n");
        for (int i = 0; i < count; i++) {
            b.append("    - link \"").append(alphabet.charAt(i)).append("\" [ref=e").append(10 + i).append("]\n");
        }
        return b.toString();
    }

    @Test
    void anIndexByInitialLetterKeepsEveryLetter() {
        String out = run(Mode.ACT, SiblingFold.class, index(28));
        assertTrue(out.contains("link \"Я\" [ref=e37]"), out);
        assertTrue(out.contains("link \"М\" [ref=e21]"), out);
        assertFalse(out.contains(Fold.PREFIX), out);
        // eight letters are a few initials, no index: they fold as any list of bare links longer than the threshold
        String few = run(Mode.ACT, SiblingFold.class, index(8));
        assertTrue(few.contains(Fold.PREFIX), few);
        assertFalse(few.contains("[ref=e17]"), few);
    }

    private static final String FLAG_BAR_PAGE = lines(
            "- generic [ref=e1]:",
            "  - generic [ref=e2]:",
            "    - generic [ref=e3]:",
            "      - text: Sähköposti",
            "      - textbox [ref=e4]",
            "      - button \"Kirjaudu\" [ref=e5]",
            "    - generic [ref=e6]:",
            "      - list [ref=e7]:",
            "        - listitem [ref=e8]:",
            "          - link [ref=e9]:",
            "            - /url: //beach.example.fi/index.php?kieli=fi",
            "          - link \"Suomeksi\" [ref=e10]:",
            "            - /url: //beach.example.fi/index.php?kieli=fi",
            "        - listitem [ref=e11]:",
            "          - link [ref=e12]:",
            "            - /url: //beach.example.fi/index.php?kieli=en",
            "          - link \"In English\" [ref=e13]:",
            "            - /url: //beach.example.fi/index.php?kieli=en",
            "      - link \"Beach Volley 2024\" [ref=e14]:",
            "        - /url: /",
            "    - generic [ref=e15]:",
            "      - link \"Tulospalvelu\" [ref=e16]",
            "      - link \"Live\" [ref=e17]",
            "      - link \"Masters\" [ref=e18]",
            "      - link \"Ranking\" [ref=e19]",
            "      - link \"Säännöt\" [ref=e20]",
            "      - link \"Yhteystiedot\" [ref=e21]",
            "    - heading \"Beach Volley 2024 tulospalvelu\" [level=1] [ref=e30]",
            "    - paragraph [ref=e31]: Tervetuloa beach volleyn tulospalvelusivuille. Täältä löydät tiedot kaikkien kiertueiden turnauksista ja pääset ilmoittautumaan turnauksiin.");

    @Test
    void aLanguageBarOfFlagsAndNamesKeepsItsLanguages() {
        String out = prune(FLAG_BAR_PAGE, Goal.none());
        // each item a nameless flag link and the language's name leading to the same address; "Suomeksi" is Finnish's
        // "in Finnish"
        assertTrue(out.contains("link \"In English\" [ref=e13]"), out);
        assertTrue(out.contains("link \"Suomeksi\" [ref=e10]"), out);
        // the menu beside it still folds
        assertFalse(out.contains("link \"Masters\" [ref=e18]"), out);
    }

    private static final String CONTACT_FOOTER_PAGE = lines(
            "- main [ref=e1]:",
            "  - heading \"Nachrichten\" [level=1] [ref=e2]",
            "  - paragraph [ref=e3]: Die Schule hat am Montag ihr neues Gebäude eröffnet, mit zwölf Klassenzimmern und einer Bibliothek.",
            "- contentinfo [ref=e10]:",
            "  - paragraph [ref=e11]: Über uns und unsere Arbeit in der Stadt",
            "  - paragraph [ref=e12]: 联系地址：上海市闵行区联农路626号",
            "  - paragraph [ref=e13]: \"Adresse : rue de la Paix, Genève\"",
            "  - paragraph [ref=e14]: Kilpailupäällikkö Jari Lankinen - jari.lankinen(at)lentopalloliitto.fi",
            "  - link \"Kontakt\" [ref=e15]",
            "  - link \"Impressum\" [ref=e16]");

    @Test
    void aFootersAddressAndItsEmailWrittenWithAtInBracketsStay() {
        String out = prune(CONTACT_FOOTER_PAGE, Goal.none());
        assertTrue(out.contains("联系地址：上海市闵行区联农路626号"), out);
        assertTrue(out.contains("Adresse : rue de la Paix, Genève"), out);
        assertTrue(out.contains("jari.lankinen(at)lentopalloliitto.fi"), out);
        // a line that is no fact folds as before
        assertFalse(out.contains("Über uns und unsere Arbeit"), out);
    }

    /** An article without landmarks, then a block of links; {@code after}: a block of text after that one. */
    private static String articleThenLinks(boolean after) {
        return articleThenLinks(after, false);
    }

    /** ... or, {@code related}, forty links to related stories instead of the footer's links. */
    private static String articleThenLinks(boolean after, boolean related) {
        StringBuilder b = new StringBuilder(lines(
                "- generic [ref=e1]:",
                "  - heading \"The Middle Manager's Oath\" [level=1] [ref=e2]",
                "  - generic [ref=e3]:"));
        for (int i = 0; i < 8; i++) {
            b.append("    - paragraph [ref=e").append(4 + i).append("]: I will empower my team to find their own solutions ")
                    .append("to the problems I have created, and I will take expense reports more seriously than anything else, day ")
                    .append(i).append(".\n");
        }
        b.append("  - generic [ref=e20]:\n");
        String[] names = {"Store", "Twitter", "Facebook", "Events and Tour Dates", "Monthly Mailing List",
            "Job Openings", "Order Inquiries", "Bookstores", "Internships", "Contact Us", "Submission Guidelines"};
        if (related) {
            names = new String[40];
            for (int i = 0; i < names.length; i++) names[i] = "Related story number " + i + " about managers";
        }
        for (int i = 0; i < names.length; i++) {
            b.append("    - link \"").append(names[i]).append("\" [ref=e").append(21 + i).append("]\n");
        }
        if (after) b.append("  - paragraph [ref=e40]: Comments are closed for this article; write to the editors instead.\n");
        return b.toString();
    }

    @Test
    void theBlockOfLinksThatEndsAPageWithoutAFooterIsItsFooterAndKeepsItsLinks() {
        String out = prune(articleThenLinks(false), Goal.none());
        assertTrue(out.contains("link \"Job Openings\" [ref=e26]"), out);
        assertTrue(out.contains("link \"Submission Guidelines\" [ref=e31]"), out);
        // with text after it, the block is a side column, and folds as one
        String side = prune(articleThenLinks(true), Goal.none());
        assertFalse(side.contains("link \"Job Openings\" [ref=e26]"), side);
        // forty related stories that end the page are a side column too: no footer is so long, nor named so
        String stories = prune(articleThenLinks(false, true), Goal.none());
        assertFalse(stories.contains("link \"Related story number 30 about managers\""), stories);
    }

    /** A school's home page: a menu, then its news box of dated headlines, then boxes each titled by a level-1 heading. */
    private static String schoolHome() {
        StringBuilder b = new StringBuilder(lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - link \"首页\" [ref=e3]",
                "    - link \"走进闵三\" [ref=e4]",
                "    - link \"校务公开\" [ref=e5]",
                "    - link \"教师发展\" [ref=e6]",
                "  - generic [ref=e10]:",
                "    - list [ref=e11]:",
                "      - listitem [ref=e12]:",
                "        - link \"新闻中心\" [ref=e13]",
                "      - listitem [ref=e14]:",
                "        - link \"通知公告\" [ref=e15]",
                "    - list [ref=e16]:"));
        for (int i = 0; i < 6; i++) {
            int r = 20 + 3 * i;
            b.append("      - listitem [ref=e").append(r).append("]:\n")
                    .append("        - link \"闵行三中学生午餐菜单发布第").append(i + 1).append("周\" [ref=e").append(r + 1).append("]\n")
                    .append("        - generic [ref=e").append(r + 2).append("]: 2024-06-").append(10 + i).append('\n');
        }
        b.append(lines(
                "  - list [ref=e50]:",
                "    - listitem [ref=e51]:",
                "      - heading [level=1] [ref=e52]:",
                "        - link \"特级教师：黄建书\" [ref=e53]",
                "      - paragraph [ref=e54]: 姓名：黄建书 学科：生命科学 职称职务：生命科学特级教师，副校长。",
                "    - listitem [ref=e55]:",
                "      - heading [level=1] [ref=e56]:",
                "        - link \"特级教师：刘辉\" [ref=e57]",
                "      - paragraph [ref=e58]: 姓名：刘辉 学科：研究型课程 职称职务：上海市正高级教师、上海市特级教师。"));
        return b.toString();
    }

    /** A header of forty menu links beside a ticker of three dated headlines, then the page's title and text. */
    private static String menuWithTicker() {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - generic [ref=e2]:\n    - generic [ref=e3]:\n");
        for (int i = 0; i < 40; i++) b.append("      - link \"Menu ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("    - list [ref=e60]:\n");
        for (int i = 0; i < 3; i++) {
            int r = 61 + 3 * i;
            b.append("      - listitem [ref=e").append(r).append("]:\n")
                    .append("        - link \"Ticker story ").append(i).append("\" [ref=e").append(r + 1).append("]\n")
                    .append("        - generic [ref=e").append(r + 2).append("]: 2024-06-1").append(i).append('\n');
        }
        b.append("  - heading \"The page's title\" [level=1] [ref=e80]\n")
                .append("  - paragraph [ref=e81]: What the page says, at some length, for its readers to read.\n");
        return b.toString();
    }

    @Test
    void aMenuBesideATickerOfThreeDatedStoriesIsStillTheHeader() {
        String out = run(Mode.ACT, ImplicitChrome.class, menuWithTicker());
        assertFalse(out.contains("link \"Menu 30\" [ref=e40]"), out);
    }

    @Test
    void aHomePagesDatedNewsBeforeBoxesTitledAsLevelOneHeadingsIsContentNotItsHeader() {
        String out = run(Mode.ACT, ImplicitChrome.class, schoolHome());
        // the news box's fifth headline and its date stay; the menu above it folds as the page's header
        assertTrue(out.contains("[ref=e33]"), out);
        assertTrue(out.contains("2024-06-14"), out);
        assertFalse(out.contains("link \"校务公开\" [ref=e5]"), out);
    }

    /**
     * A page laid out as blocks: a header, the home page's content as boxes of links and paragraphs (most of what the page
     * says), and a last block with the copyright line.
     */
    private static final String BOXES_THEN_COPYRIGHT = lines(
            "- generic [ref=e1]:",
            "  - generic [ref=e2]:",
            "    - link \"首页\" [ref=e3]",
            "    - link \"走进鑫中\" [ref=e4]",
            "    - link \"党建工会\" [ref=e5]",
            "  - generic [ref=e10]:",
            "    - list [ref=e11]:",
            "      - listitem [ref=e12]:",
            "        - link \"校内通知\" [ref=e13]",
            "      - listitem [ref=e14]:",
            "        - link \"开放日\" [ref=e15]",
            "      - listitem [ref=e16]:",
            "        - link \"部门导航\" [ref=e17]",
            "    - list [ref=e18]:",
            "      - listitem [ref=e19]:",
            "        - link \"文明校园\" [ref=e20]",
            "      - listitem [ref=e21]:",
            "        - link \"荣誉园地\" [ref=e22]",
            "      - listitem [ref=e23]:",
            "        - link \"校园新闻\" [ref=e24]",
            "    - generic [ref=e25]:",
            "      - generic [ref=e26]: 办学特色",
            "      - paragraph [ref=e27]: 学校以“科技创新”和“国际理解教育”为办学特色",
            "      - paragraph [ref=e28]: 通过举办英语文化节、科技文化节等五大校园主题节日，着力培养学生的综合素养。",
            "  - generic [ref=e40]:",
            "    - paragraph [ref=e41]: 联系电话：021-33286626",
            "    - paragraph [ref=e42]: 版权所有：上海市七宝中学附属鑫都实验中学",
            "    - link \"沪ICP备05012047号-1\" [ref=e43]");

    @Test
    void boxesSayingMostOfThePageAreNoColumnsOfItsFooter() {
        String out = run(Mode.ACT, FooterFold.class, BOXES_THEN_COPYRIGHT);
        assertTrue(out.contains("学校以“科技创新”和“国际理解教育”为办学特色"), out);
        assertTrue(out.contains("link \"荣誉园地\" [ref=e22]"), out);
        // the copyright block is the footer, and keeps its lines as a footer does
        assertTrue(out.contains("版权所有"), out);
    }

    /**
     * A Japanese news portal: its categories, and headlines whose sources hold the category's word ("日刊スポーツ"), one
     * of them saying more of the goal than the category's link.
     */
    private static String portal() {
        StringBuilder b = new StringBuilder(lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - textbox \"キーワード\" [ref=e3]",
                "    - button \"検索\" [ref=e4]",
                "    - list [ref=e5]:"));
        String[] categories = {"国内", "国際", "経済", "エンタメ", "スポーツ", "地域"};
        for (int i = 0; i < categories.length; i++) {
            b.append("      - listitem [ref=e").append(6 + 2 * i).append("]:\n")
                    .append("        - link \"").append(categories[i]).append("\" [ref=e").append(7 + 2 * i).append("]\n");
        }
        b.append(lines(
                "  - heading \"トピックス\" [level=1] [ref=e20]",
                "  - list [ref=e21]:"));
        String[] sources = {"日刊スポーツ", "デイリースポーツ", "スポーツ報知", "日刊スポーツ", "スポニチ", "サンケイスポーツ"};
        for (int i = 0; i < sources.length; i++) {
            b.append("    - link [ref=e").append(30 + 2 * i).append("]:\n")
                    .append("      - text: \"").append(i + 1).append("\"\n")
                    .append("      - generic [ref=e").append(31 + 2 * i).append("]: ").append(i == 5 ? "プロ野球のニュース一覧 " : "巨人の投手が今日も好投した話 ").append(sources[i])
                    .append(" 6月").append(i + 1).append("日\n");
        }
        return b.toString();
    }

    @Test
    void aControlNamedByOneWordOfAJapaneseGoalStaysThoughHeadlinesSayTheWordInsideLongerRuns() {
        String out = prune(portal(), Goal.of("スポーツのニュース一覧を開いてください。"));
        assertTrue(out.contains("link \"スポーツ\" [ref=e15]"), out);
    }

    /**
     * A thread of image-board posts, each a table of a row: a mark's cell, then its header cell and its text; four
     * replies quote the fourth post, the last two with a link to it and their text as a line of its own.
     */
    private static String thread() {
        String[] texts = {"統一感が全くないデザインもいいな！", "モノリス格好いいよな", "原作は頭カチ割るだけだしね",
            "モノリスは何ができるだっけ？", "昨日の回は作画が良かった", "モノリス戦闘シーン飛ばされなかった？",
            ">モノリスは何ができるだっけ？この趙天君の地烈陣をこうも容易く…！", "来週も楽しみだ",
            ">モノリスは何ができるだっけ？泰天君と合体技で隕石落としてた", "モノリスはデザインに相応しい扱いだった",
            "次回予告が一番面白い", "そろそろ消えるな"};
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        List<String> all = new ArrayList<>(List.of(texts));
        for (int i = 0; i < 24; i++) all.add("今週の話は" + (i + 1) + "回目の見どころだった");
        texts = all.toArray(new String[0]);
        for (int i = 0; i < texts.length; i++) {
            int r = 10 + 10 * i;
            b.append("  - table [ref=e").append(r).append("]:\n")
                    .append("    - rowgroup [ref=e").append(r + 1).append("]:\n")
                    .append("      - row [ref=e").append(r + 2).append("]:\n")
                    .append("        - cell \"…\" [ref=e").append(r + 6).append("]\n")
                    .append("        - cell \"08/06/22(日)21:4").append(i % 10).append(":35 No.362348").append(50 + i)
                    .append("\" [ref=e").append(r + 3).append("]:\n")
                    .append("          - checkbox [ref=e").append(r + 4).append("]\n")
                    .append("          - blockquote [ref=e").append(r + 5).append("]: \"").append(texts[i]).append("\"\n");
        }
        // a third reply drawn as Playwright draws mixed content: a link to the post, then the text as a child line
        b.append(lines(
                "  - table [ref=e900]:",
                "    - rowgroup [ref=e901]:",
                "      - row [ref=e902]:",
                "        - cell \"…\" [ref=e903]",
                "        - cell \"08/06/22(日)21:50:35 No.36234899\" [ref=e904]:",
                "          - checkbox [ref=e905]",
                "          - blockquote [ref=e906]:",
                "            - link \">>No.36234853\" [ref=e907]",
                "            - text: \">モノリスは何ができるだっけ？盾にも剣にもなる便利な宝貝だよ\"",
                "  - table [ref=e910]:",
                "    - rowgroup [ref=e911]:",
                "      - row [ref=e912]:",
                "        - cell \"…\" [ref=e913]",
                "        - cell \"08/06/22(日)21:51:35 No.36234900\" [ref=e914]:",
                "          - checkbox [ref=e915]",
                "          - blockquote [ref=e916]:",
                "            - link \">>No.36234853\" [ref=e917]",
                "            - text: \">モノリスは何ができるだっけ？空を飛んで敵の陣を崩すんだ\""));
        return b.toString();
    }

    @Test
    void theRepliesThatQuoteWhatTheGoalQuotesKeepTheirText() {
        String out = prune(thread(), Goal.of("No.36234853の「モノリスは何ができるだっけ？」という質問に、返信では何と答えている？"));
        // the question, and the two replies quoting it, with their text; posts that say nothing of it shrink
        assertTrue(out.contains("[ref=e45]"), out);
        assertTrue(out.contains("この趙天君の地烈陣をこうも容易く"), out);
        assertTrue(out.contains("泰天君と合体技で隕石落としてた"), out);
        assertTrue(out.contains("盾にも剣にもなる便利な宝貝だよ"), out);
        assertTrue(out.contains("空を飛んで敵の陣を崩すんだ"), out);
        assertFalse(out.contains("回目の見どころだった"), out);
    }
}
