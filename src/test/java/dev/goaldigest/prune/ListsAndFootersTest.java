package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.SETTINGS;
import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static dev.goaldigest.prune.StepTesting.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What stays of footers, long lists of offers and folded page chrome without a goal (issue 14). */
class ListsAndFootersTest {
    /** A footer in columns: a heading, its links in lists, an unnamed icon link, a legal line. */
    static final String FOOTER = lines(
            "- main [ref=e1]:",
            "  - heading \"Shop\" [level=1] [ref=e2]",
            "- contentinfo [ref=e3]:",
            "  - generic [ref=e4]:",
            "    - heading \"Can we help?\" [level=3] [ref=e5]",
            "    - list [ref=e6]:",
            "      - listitem [ref=e7]:",
            "        - link \"Shipping & Returns\" [ref=e8]",
            "      - listitem [ref=e9]:",
            "        - link \"Contact us\" [ref=e10]",
            "  - generic [ref=e11]:",
            "    - link [ref=e12]:",
            "      - img [ref=e13]",
            "    - text: © 2026 Shop Ltd. All rights reserved.");

    @Test
    void aDiscussionsPostsStayWholeWithoutAGoalAStoryListFoldsToItsTitles() {
        // a forum's thread: each post its author's link, its date, a "Quote" link and what the author wrote
        StringBuilder thread = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 14; i++) {
            int r = 10 + 10 * i;
            thread.append("  - generic [ref=e" + r + "]:\n")
                    .append("    - link \"member" + i + "\" [ref=e" + (r + 1) + "]\n")
                    .append("    - generic [ref=e" + (r + 2) + "]: \"Reply #" + i + " on: September 20, 2007\"\n")
                    .append("    - link \"Quote\" [ref=e" + (r + 3) + "]\n")
                    .append("    - generic [ref=e" + (r + 4) + "]: Posts may be edited for up to " + i + " days after they were"
                            + " written, so that a member can correct a mistake without asking a moderator. After that"
                            + " the post is locked, and only a moderator can change it on request.\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, thread.toString());
        assertTrue(out.contains("[ref=e134]: Posts may be edited for up to 12 days"), out);
        assertFalse(out.contains("folded"), out);
        // a list of stories, each titled by its own headline, with its summary: the summaries fold, the titles stay
        StringBuilder stories = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 14; i++) {
            int r = 10 + 10 * i;
            stories.append("  - generic [ref=e" + r + "]:\n")
                    .append("    - heading [level=3] [ref=e" + (r + 1) + "]:\n")
                    .append("      - link \"Council votes on the new budget, part " + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("    - paragraph [ref=e" + (r + 4) + "]: The city council met on Monday to vote on a budget that"
                            + " would raise spending on schools and roads by " + i + " percent next year.\n");
        }
        String folded = run(Mode.ACT, SiblingFold.class, stories.toString());
        assertTrue(folded.contains("titles kept") && folded.contains("part 12\" [ref=e132]"), folded);
        assertFalse(folded.contains("[ref=e134]"), folded);
        // with a goal, the posts it names stay, the others fold as items do
        String asked = StepTesting.run(Mode.ACT, SiblingFold.class, Goal.of("Who wrote about moderators in reply 3?"),
                thread.toString(), SETTINGS);
        assertTrue(asked.contains("folded"), asked);
    }

    @Test
    void aFoldedReplyKeepsItsShortMessageBesideItsAuthorAStorysLeadDoesNot() {
        // a forum thread: each reply its author's name as a heading, its message quoted in an article
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        String[] cities = {"Athens", "Berlin", "Cairo", "Dakar", "Edinburgh", "Frankfurt", "Kabul",
            "A long reply that goes on about the rules of the game for far more than sixty characters"};
        for (int i = 0; i < cities.length; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - heading [level=3] [ref=e" + (r + 1) + "]:\n")
                    .append("      - link \"user" + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("    - article [ref=e" + (r + 3) + "]:\n")
                    .append("      - blockquote [ref=e" + (r + 4) + "]: " + cities[i] + "\n")
                    .append("    - link \"#" + (i + 1) + "\" [ref=e" + (r + 5) + "]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("titles kept"), out);
        assertTrue(out.contains("link \"user6\" [ref=e72]") && out.contains("blockquote [ref=e74]: Kabul"), out);
        assertFalse(out.contains("link \"#7\""), out);
        assertFalse(out.contains("rules of the game"), "a long message folds with the rest: " + out);
        // a list of stories, each with its byline as a paragraph: no thread, its folded items keep their titles alone
        StringBuilder news = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 8; i++) {
            int r = 10 + 10 * i;
            news.append("  - listitem [ref=e" + r + "]:\n").append("    - link \"Story " + i + "\" [ref=e" + (r + 1) + "]\n")
                    .append("    - paragraph [ref=e" + (r + 2) + "]: By Jane Doe · " + i + " hours ago\n");
        }
        String stories = run(Mode.ACT, SiblingFold.class, news.toString());
        assertTrue(stories.contains("link \"Story 6\" [ref=e71]"), stories);
        assertFalse(stories.contains("6 hours ago"), stories);
    }

    @Test
    void aGlossaryOfTermsAndAListOfNamesInTermsFoldWithoutLosingAnything() {
        // a glossary: its terms and definitions are the list's items, each term's heading its title
        StringBuilder glossary = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 8; i++) {
            int r = 10 + 10 * i;
            glossary.append("  - term [ref=e" + r + "]:\n    - heading \"Word " + i + "\" [level=3] [ref=e" + (r + 1) + "]\n")
                    .append("  - definition [ref=e" + (r + 2) + "]: meaning " + i + "\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, glossary.toString());
        assertTrue(out.contains("heading \"Word 7\" [level=3] [ref=e81]"), out);
        // people whose names are headings inside their terms: a name is the title, not a label with its value
        StringBuilder people = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 8; i++) {
            int r = 10 + 10 * i;
            people.append("  - listitem [ref=e" + r + "]:\n    - term [ref=e" + (r + 1) + "]:\n      - heading \"Person " + i
                    + "\" [level=3] [ref=e" + (r + 2) + "]\n    - definition [ref=e" + (r + 3) + "]: Professor " + i + "\n")
                    .append("    - link \"Profile\" [ref=e" + (r + 4) + "]\n");
        }
        String named = run(Mode.ACT, SiblingFold.class, people.toString());
        assertTrue(named.contains("heading \"Person 7\" [level=3] [ref=e82]"), named);
        assertFalse(named.contains("term [ref=e81]"), "no empty term beside its name: " + named);
    }

    @Test
    void aTableOfNamesAndTheirValuesIsReadWholeAMenuLaidOutInATableFolds() {
        // a recipe's ingredients: each row a linked ingredient and its amount (salt without one)
        String[][] rows = {{"鸡胸肉", "150克"}, {"胡萝卜", "半根"}, {"土豆", "一个"}, {"番茄", "一个半"}, {"青椒", "半个"},
            {"红椒", "半个"}, {"淀粉", "适量"}, {"黑胡椒粉", "适量"}, {"黄油", "适量"}, {"盐", ""}, {"糖", ""},
            {"酱油", "一勺"}, {"洋葱", "半个"}};
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n");
        for (int i = 0; i < rows.length; i++) {
            int r = 10 + 10 * i;
            b.append("    - row [ref=e" + r + "]:\n      - cell [ref=e" + (r + 1) + "]:\n        - link \"" + rows[i][0]
                    + "\" [ref=e" + (r + 2) + "]\n      - cell" + (rows[i][1].isEmpty() ? "" : " \"" + rows[i][1] + "\"")
                    + " [ref=e" + (r + 3) + "]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("link \"洋葱\" [ref=e132]") && out.contains("cell \"半个\" [ref=e133]"), out);
        assertFalse(out.contains("folded"), out);
        // a table whose rows are one link each is a menu: it folds as lists of links do
        StringBuilder menu = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n");
        for (int i = 0; i < rows.length; i++) {
            int r = 10 + 10 * i;
            menu.append("    - row [ref=e" + r + "]:\n      - cell [ref=e" + (r + 1) + "]:\n        - link \"" + rows[i][0]
                    + "\" [ref=e" + (r + 2) + "]\n");
        }
        assertTrue(run(Mode.ACT, SiblingFold.class, menu.toString()).contains("folded"));
    }

    @Test
    void aNewsListsHeadlinesKeepTheirDatesDeepInTheList() {
        // an office's news: each item its headline and the day it was posted, nothing more
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 12; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n    - link \"系统上线 " + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("    - text: 2021-05-" + (10 + i) + "\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("listitem [ref=e100]:\n    - link \"系统上线 9\" [ref=e102]\n    - text: 2021-05-19"), out);
        // beside a byline or a count, a headline folds to its title as before
        String counted = run(Mode.ACT, SiblingFold.class, b.toString().replaceAll("text: 2021-05-(\\d+)", "text: by user$1"));
        assertFalse(counted.contains("by user19"), counted);
        assertTrue(counted.contains("link \"系统上线 9\" [ref=e102]"), counted);
    }

    /**
     * A directory of {@code n} members: each a name link, a picture link, and its terms and definitions (the seat, the
     * party, then "Connect" with its links).
     */
    static String directory(int n, String partyOf) {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 20 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - paragraph [ref=e" + (r + 1) + "]:\n")
                    .append("      - link \"Member " + i + " MP\" [ref=e" + (r + 2) + "]\n")
                    .append("    - paragraph [ref=e" + (r + 3) + "]:\n")
                    .append("      - link [ref=e" + (r + 4) + "]:\n")
                    .append("        - img \"Photo of Member " + i + " MP\" [ref=e" + (r + 5) + "]\n")
                    .append("    - generic [ref=e" + (r + 6) + "]:\n")
                    .append("      - term [ref=e" + (r + 7) + "]: Member for\n")
                    .append("      - definition [ref=e" + (r + 8) + "]: Seat " + i + ", New South Wales\n")
                    .append("      - term [ref=e" + (r + 9) + "]: Party\n")
                    .append("      - definition [ref=e" + (r + 10) + "]: " + partyOf.replace("#", String.valueOf(i)) + "\n")
                    .append("      - term [ref=e" + (r + 11) + "]: Connect\n")
                    .append("      - definition [ref=e" + (r + 12) + "]:\n")
                    .append("        - link \"Email\" [ref=e" + (r + 13) + "]\n");
        }
        return b.toString();
    }

    @Test
    void aFoldedEntryOfADirectoryKeepsItsLabeledValuesBesideItsName() {
        String out = run(Mode.ACT, SiblingFold.class, directory(8, "Party #"));
        assertTrue(out.contains("titles kept"), out);
        // the seventh member, folded: the name, then what the directory says of it, each with its label
        assertTrue(out.contains("link \"Member 6 MP\" [ref=e132]"), out);
        assertTrue(out.contains("term [ref=e137]: Member for") && out.contains("definition [ref=e138]: Seat 6, New South Wales"), out);
        assertTrue(out.contains("definition [ref=e140]: Party 6"), out);
        // a definition of links is no value to read: the folded member's "Email" is listed in the fold line
        assertFalse(out.contains("link \"Email\" [ref=e143]"), out);
        assertFalse(out.contains("Photo of Member 6"), out);
        // a value too long to be a label's (a biography in the definition) folds; the short seat beside it stays
        String bio = run(Mode.ACT, SiblingFold.class,
                directory(8, "Member # has served the electorate since the last century and chairs three committees"));
        assertTrue(bio.contains("definition [ref=e138]: Seat 6"), bio);
        assertFalse(bio.contains("definition [ref=e140]"), bio);
        // with an explicit goal, entries it does not name keep their names alone
        String goal = run(Mode.ACT, SiblingFold.class, Goal.of("email Member 6 MP"), directory(8, "Party #"));
        assertFalse(goal.contains("definition [ref=e78]"), goal);
    }

    /** A university's last landmark: a navigation holding link columns, its address block and the footer landmark. */
    static String wrappedFooter(String after) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Università\" [level=1] [ref=e2]\n");
        b.append("  - paragraph [ref=e3]: \"").append("Notizie e bandi per studenti e laureati. ".repeat(10)).append("\"\n");
        b.append("- navigation [ref=e10]:\n  - heading \"Collegamenti\" [level=2] [ref=e11]\n  - list [ref=e12]:\n");
        for (int i = 0; i < 40; i++) {
            b.append("    - listitem [ref=e").append(100 + i).append("]:\n      - link \"Servizio ").append(i)
                    .append("\" [ref=e").append(200 + i).append("]\n");
        }
        b.append("  - complementary [ref=e20]:\n    - paragraph [ref=e21]: Via 8 Febbraio, 2 - 35122 Padova\n");
        b.append("    - list [ref=e22]:\n      - listitem [ref=e23]: P.I. 00742430283\n      - listitem [ref=e24]:\n");
        b.append("        - strong [ref=e25]: \"Centralino:\"\n        - text: +39 049 827 5111\n");
        b.append("  - contentinfo [ref=e30]:\n    - paragraph [ref=e31]: © 2014 Università di Padova - Tutti i diritti riservati\n");
        b.append("    - link \"Privacy\" [ref=e32]\n");
        return b + after;
    }

    @Test
    void aChineseFooterIsToldByItsRightsReservedAndKeepsWhoRunsTheSite() {
        // a city's portal: an article, then a trailing block of links and its legal lines (no "©": "版权所有" says it)
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - main [ref=e2]:\n");
        b.append("    - heading \"市政府召开常务会议\" [level=1] [ref=e3]\n");
        for (int i = 0; i < 4; i++) {
            b.append("    - paragraph [ref=e").append(4 + i).append("]: ")
                    .append("会议研究部署了城市更新和民生保障工作，要求各部门加强协调，确保各项任务落到实处。".repeat(3)).append('\n');
        }
        b.append("  - generic [ref=e20]:\n    - list [ref=e21]:\n");
        String[] links = {"关于本网", "网站声明", "联系我们", "网站地图", "网站纠错", "无障碍浏览"};
        for (int i = 0; i < links.length; i++) {
            b.append("      - listitem [ref=e").append(22 + 2 * i).append("]:\n        - link \"").append(links[i])
                    .append("\" [ref=e").append(23 + 2 * i).append("]\n");
        }
        b.append("    - paragraph [ref=e40]: 主办单位：某市人民政府办公室 承办单位：某市大数据中心\n");
        b.append("    - paragraph [ref=e41]: 版权所有：某市人民政府\n");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null))
                .text();
        assertTrue(out.contains("主办单位：某市人民政府办公室"), out);
        assertTrue(out.contains("版权所有：某市人民政府"), out);
        // an Italian company's VAT number is who runs the site; a Spanish price "P.V.P. IVA incluido" is not
        java.util.regex.Pattern fact = java.util.regex.Pattern.compile(WordLists.bundled().alternatives(
                WordLists.Phrases.FOOTER_FACT), java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);
        assertTrue(fact.matcher("Rossi S.r.l. - P.IVA 01234567890").find());
        assertFalse(fact.matcher("P.V.P. IVA incluido").find());
    }

    @Test
    void aNavigationThatHoldsTheFooterAndEndsThePageIsTheFooterItsAddressAndPhoneStay() {
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(wrappedFooter("")), new PruneRequest(Mode.ACT, null, null))
                .text();
        assertTrue(out.contains("+39 049 827 5111") && out.contains("35122 Padova"), out);
        assertTrue(out.contains("© 2014 Università di Padova"), out);
        // its columns of links fold as a navigation's do (a side rail ending in the footer strip keeps no more links)
        assertFalse(out.contains("link \"Servizio 0\""), out);
        assertTrue(out.contains("Servizio 0"), "named in the fold line: " + out);
        // with the page going on after it, it is a navigation like any other: its address block folds
        String more = lines("- article [ref=e40]:", "  - heading \"Ultime notizie\" [level=2] [ref=e41]",
                "  - paragraph [ref=e42]: \"" + "Il rettore ha presentato il nuovo piano. ".repeat(8) + "\"");
        String middle = new Pruner(SETTINGS).prune(SnapshotParser.parse(wrappedFooter(more)),
                new PruneRequest(Mode.ACT, null, null)).text();
        assertFalse(middle.contains("35122 Padova"), middle);
        // ... but for its switchboard's number, which stays as the site's phone number does in any of its chrome
        assertTrue(middle.contains("+39 049 827 5111"), middle);
    }

    @Test
    void aPhoneNumberWrittenInGroupsIsAFooterFactThatStays() {
        // a company's footer: columns of links, then its contact column: address, phone written in groups, e-mail
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Our team\" [level=1] [ref=e2]\n");
        b.append("- contentinfo [ref=e3]:\n");
        for (int col = 0; col < 3; col++) {
            b.append("  - list [ref=e").append(10 + col * 20).append("]:\n");
            for (int i = 0; i < 5; i++) {
                b.append("    - listitem [ref=e").append(11 + col * 20 + 2 * i).append("]:\n      - link \"Page ")
                        .append(col).append('.').append(i).append("\" [ref=e").append(12 + col * 20 + 2 * i).append("]\n");
            }
        }
        b.append("  - link \"CONTACT\" [ref=e80]\n");
        b.append("  - paragraph [ref=e81]:\n    - text: Example AG Hauptstrasse 12 Zurich\n    - link \"Map\" [ref=e82]\n");
        b.append("  - paragraph [ref=e83]:\n    - text: +41 (0) 44 457 13 13\n    - link \"info@example.ch\" [ref=e84]\n");
        b.append("  - paragraph [ref=e85]: Our people make the difference\n");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null))
                .text();
        assertTrue(out.contains("+41 (0) 44 457 13 13"), out);
        assertTrue(out.contains("link \"info@example.ch\" [ref=e84]"), out);
        // a line of the footer that is no fact (a slogan) still folds
        assertFalse(out.contains("Our people make the difference"), out);
    }

    @Test
    void aFooterLineWrittenInFullWidthDigitsIsReadAsItsOrdinaryForm() {
        // a Chinese university office's footer: the card office's phone, then its hours in full-width digits and signs
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"新闻\" [level=1] [ref=e2]\n");
        b.append("- contentinfo [ref=e3]:\n");
        for (int i = 0; i < 6; i++) b.append("  - link \"链接").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("  - link \"校园卡电话\" [ref=e20]\n  - generic [ref=e21]: 025-89683791\n");
        b.append("  - generic [ref=e22]: 服务时间：每天（８：００-１９：００）\n");
        b.append("  - generic [ref=e23]: 欢迎您的光临与指导\n");
        b.append("  - paragraph [ref=e24]: © 2020 版权所有 南京某大学\n");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null))
                .text();
        assertTrue(out.contains("generic [ref=e22]: 服务时间：每天（８：００-１９：００）"), out);
        assertTrue(out.contains("generic [ref=e21]: 025-89683791"), out);
        assertFalse(out.contains("欢迎您的光临与指导"), out);
    }

    @Test
    void theColumnsOfLinksRightBeforeTheCopyrightLineAreTheFootersOwn() {
        // a product's story, then two columns of links under their headings, then the copyright line: the columns are
        // the footer's (its links stay, named), not a side column of the story folded away
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - generic [ref=e2]:\n");
        b.append("    - heading \"Obestavba Irys\" [level=1] [ref=e3]\n");
        b.append("    - paragraph [ref=e4]: \"").append("Obestavba je určená k montáži s krbovou vložkou. ".repeat(12)).append("\"\n");
        b.append("    - paragraph [ref=e5]: \"").append("Nastavitelné clony krbu vyrobené z granitu. ".repeat(12)).append("\"\n");
        b.append("  - generic [ref=e7]:\n");
        int ref = 10;
        String[][] columns = {{"Nejčastěji hledáte", "Kamna Masterflamme", "Kamna Aquaflam", "Vložky Aquaflam", "Kamna HS"},
            {"O firmě", "Kontakt", "Obchodní podmínky", "Způsob dopravy", "Reklamace"}};
        for (String[] col : columns) {
            b.append("    - generic [ref=e").append(ref++).append("]:\n");
            b.append("      - heading \"").append(col[0]).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("      - list [ref=e").append(ref++).append("]:\n");
            for (int i = 1; i < col.length; i++) {
                b.append("        - listitem [ref=e").append(ref++).append("]:\n          - link \"").append(col[i])
                        .append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        b.append("  - generic [ref=e60]:\n    - paragraph [ref=e61]: © 2015, HS Flamingo s.r.o. – všechna práva vyhrazena\n");
        b.append("    - link \"Mapa stránek\" [ref=e62]\n");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("link \"Způsob dopravy\"") && out.contains("link \"Kontakt\""), out);
        // one list of links with their sizes right before the copyright line is the page's, not the footer's
        String downloads = lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - heading \"Downloads\" [level=1] [ref=e3]",
                "    - list [ref=e4]:",
                "      - listitem [ref=e5]:", "        - link \"Installer for Windows\" [ref=e6]", "        - text: 84 MB",
                "      - listitem [ref=e7]:", "        - link \"Installer for macOS\" [ref=e8]", "        - text: 91 MB",
                "      - listitem [ref=e9]:", "        - link \"Installer for Linux\" [ref=e10]", "        - text: 77 MB",
                "  - generic [ref=e11]:",
                "    - paragraph [ref=e12]: © 2024 Example Ltd. All rights reserved.");
        String kept = new Pruner(SETTINGS).prune(SnapshotParser.parse(downloads), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(kept.contains("91 MB"), kept);
    }

    @Test
    void aFoldedProductKeepsItsNameNotTheActionEveryProductHas() {
        // each product: "Add to cart" first, its price beside its stock, then its name
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        int ref = 2;
        for (int i = 0; i < 16; i++) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n");
            b.append("    - generic [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"Add to cart\" [ref=e").append(ref++).append("]\n");
            b.append("      - generic [ref=e").append(ref++).append("]:\n");
            b.append("        - generic [ref=e").append(ref++).append("]: 2 in stock\n");
            b.append("        - text: £").append(20 + i).append(".99\n");
            b.append("    - link \"Laptop stand model ").append(i).append("\" [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: Adjustable and foldable, in black or silver\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("folded"), out);
        assertTrue(out.contains("link \"Laptop stand model 15\"") && out.contains("£35.99"), out);
        // an item whose only link is the shared one keeps it as its title rather than folding whole
        String onlyShared = b.toString().replaceAll("    - link \"Laptop stand model \\d+\" \\[ref=e\\d+\\]\n", "");
        assertTrue(run(Mode.ACT, SiblingFold.class, onlyShared).contains("link \"Add to cart\" [ref=e"
                + (2 + 15 * 7 + 2) + "]"), "the last item's title");
        // a price among more than a label's few lines is not taken whole with them
        String crowded = b.toString().replace("        - generic [ref=e111]: 2 in stock\n",
                "        - generic [ref=e111]: 2 in stock\n        - generic: a\n        - generic: b\n        - generic: c\n");
        assertFalse(run(Mode.ACT, SiblingFold.class, crowded).contains("        - generic: c"), "no block of four lines");
    }

    /**
     * A forum's {@code n} boards: a title (a link, or a heading when {@code sharedLink} is given, that link after the
     * counts) with a blurb, then topics and posts, each a number over its label.
     */
    static String countedBoards(int n, String sharedLink) {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        int ref = 2;
        for (int i = 0; i < n; i++) {
            b.append("  - listitem [ref=e").append(ref++).append("]:\n");
            b.append("    - term [ref=e").append(ref++).append("]:\n");
            if (sharedLink == null) {
                b.append("      - link \"Board ").append(i).append("\" [ref=e").append(ref++).append("]\n");
            } else {
                b.append("      - heading \"Board ").append(i).append("\" [level=3] [ref=e").append(ref++).append("]\n");
            }
            b.append("      - text: Talk about bikes, number ").append(i).append('\n');
            b.append("    - definition [ref=e").append(ref++).append("]:\n      - text: \"").append(100 + i).append("\"\n");
            b.append("      - term [ref=e").append(ref++).append("]: Topics\n");
            b.append("    - definition [ref=e").append(ref++).append("]:\n      - text: \"").append(1000 + i).append("\"\n");
            b.append("      - term [ref=e").append(ref++).append("]: Posts\n");
            if (sharedLink != null) b.append("    - link \"").append(sharedLink).append("\" [ref=e").append(ref++).append("]\n");
        }
        return b.toString();
    }

    @Test
    void foldedBoardsOfAForumKeepTheirCounts() {
        String out = run(Mode.ACT, SiblingFold.class, countedBoards(16, null));
        assertTrue(out.contains("folded"), out);
        // the last board, folded to its title, keeps its topics and posts
        assertTrue(out.contains("link \"Board 15\"") && out.contains("\"1015\""), out);
        assertFalse(out.contains("Talk about bikes, number 15"), "its blurb folds: " + out);
    }

    @Test
    void aRowOfLogosSaysWhichCardsTheShopTakesAndStaysWhereOtherPicturesGo() {
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Sign in\" [level=1] [ref=e2]",
                "  - img \"Happy shoppers\" [ref=e3]",
                "  - textbox \"Email\" [ref=e4]",
                "  - button \"Log in\" [ref=e5]",
                "- contentinfo [ref=e6]:",
                "  - link \"Terms\" [ref=e7]",
                "  - list [ref=e8]:",
                "    - listitem [ref=e9]:",
                "      - img \"VISA\" [ref=e10]",
                "    - listitem [ref=e11]:",
                "      - img \"Master Card\" [ref=e12]",
                "    - listitem [ref=e13]:",
                "      - img \"PayPal\" [ref=e14]",
                "  - img \"Secure site\" [ref=e15]",
                "  - text: © 2026 Shop Ltd.");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("img \"VISA\" [ref=e10]") && out.contains("img \"PayPal\" [ref=e14]"), out);
        assertFalse(out.contains("Happy shoppers"), "a picture of its own still goes: " + out);
        assertFalse(out.contains("Secure site"), "a lone picture in the footer still goes: " + out);
        // two pictures are no row, and a long name is a description, not a logo
        String two = page.replace("    - listitem [ref=e13]:\n      - img \"PayPal\" [ref=e14]\n", "");
        assertFalse(new Pruner(SETTINGS).prune(SnapshotParser.parse(two), new PruneRequest(Mode.ACT, null, null)).text()
                .contains("VISA"));
        // outside the footer a strip of pictures is a gallery or a card's stars: they go with the other pictures
        String gallery = page.replace("  - img \"Happy shoppers\" [ref=e3]\n", lines("  - list [ref=e40]:",
                "    - listitem [ref=e41]:", "      - img \"Product photo 1\" [ref=e42]",
                "    - listitem [ref=e43]:", "      - img \"Product photo 2\" [ref=e44]",
                "    - listitem [ref=e45]:", "      - img \"Product photo 3\" [ref=e46]",
                "  - generic [ref=e47]:", "    - img \"star\" [ref=e48]", "    - img \"star\" [ref=e49]", "    - img \"star\" [ref=e50]"));
        String shown = new Pruner(SETTINGS).prune(SnapshotParser.parse(gallery), new PruneRequest(Mode.ACT, null, null)).text();
        assertFalse(shown.contains("Product photo") || shown.contains("\"star\""), shown);
        assertTrue(shown.contains("img \"PayPal\" [ref=e14]"), shown);
        assertFalse(Texts.isShortPrice("6 Ft Tables", 60), "feet, not forints");
    }

    @Test
    void onePictureNamingSeveralLogosStaysLikeARowOfThem() {
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Apróhirdetések\" [level=1] [ref=e2]",
                "  - img \"Boldog vásárlók a piacon\" [ref=e3]",
                "  - link \"Hirdetés feladása\" [ref=e4]",
                "- generic [ref=e5]:",
                "  - link \"Súgó\" [ref=e6]",
                "  - generic [ref=e7]:",
                "    - img \"mastercard, visa, maestro, american express, otp\" [ref=e8]",
                "    - link \"Vásárlói tájékoztató\" [ref=e9]",
                "  - img \"Sunset over the lake, with boats, birds, and hills\" [ref=e10]");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("img \"mastercard, visa, maestro, american express, otp\" [ref=e8]"), out);
        assertFalse(out.contains("Boldog vásárlók"), "a picture of its own still goes: " + out);
        assertFalse(out.contains("Sunset over the lake"), "a description with commas is no list of names: " + out);
        assertTrue(ReadingPrune.LogoRows.namesLogos("VISA, Mastercard, PayPal"));
        assertTrue(ReadingPrune.LogoRows.namesLogos("Visa, Mastercard, Maestro and Amex"));
        assertTrue(ReadingPrune.LogoRows.namesLogos("Wir versenden mit DHL und GLS"));
        assertFalse(ReadingPrune.LogoRows.namesLogos("VISA"), "one card is a logo of its own");
        // lists of other names are captions or keywords, not logos
        for (String caption : List.of("John, Paul, George, Ringo", "Paris, France, 2019", "shoes, sneakers, running shoes, men",
                "Our team at the 2024 summit in Lisbon, Portugal, last May")) {
            assertFalse(ReadingPrune.LogoRows.namesLogos(caption), caption);
        }
    }

    @Test
    void aGoalKeepsTheProseBlockThatHoldsWhatItNames() {
        // a travel site's support page: a long line of licences, one state's number in bold
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Example customer support\" [level=1] [ref=e2]",
                "  - link \"Change an Example booking\" [ref=e3]",
                "  - link \"Cancel a booking\" [ref=e4]",
                "  - link \"Example rewards\" [ref=e8]",
                "  - link \"Travel alerts\" [ref=e9]",
                "  - link \"Registration help\" [ref=e10]",
                "  - paragraph [ref=e5]:",
                "    - text: Example guards your privacy and security. We're certified by several trust programmes.",
                "    - generic [ref=e6]:",
                "      - text: CST 2063530-50; Hawaii TAR-5627; Iowa 644;",
                "      - strong [ref=e7]: Nevada 2003-0387",
                "      - text: ; Washington 602-102-724; the promoter's licences of every state are listed here.",
                "  - link \"Contact us\" [ref=e11]");
        String out = new Pruner(SETTINGS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("What is Example's Nevada seller-of-travel registration number?"), null)).text();
        assertTrue(out.contains("strong [ref=e7]: Nevada 2003-0387"), out);
        String other = new Pruner(SETTINGS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("Cancel my booking"), null)).text();
        assertFalse(other.contains("Nevada 2003-0387"), "a goal naming something else leaves the block folded: " + other);
    }

    @Test
    void aGoalAskingForAPhoneNumberOrAnAddressKeepsTheFootersNumberWhateverItsWords() {
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Wines of the week\" [level=1] [ref=e2]",
                "  - link \"Shop all wines\" [ref=e3]",
                "- contentinfo [ref=e4]:",
                "  - list [ref=e5]:",
                "    - listitem [ref=e6]:",
                "      - link \"About Lot18\" [ref=e7]",
                "    - listitem [ref=e8]:",
                "      - link \"Careers\" [ref=e9]",
                "  - generic [ref=e10]:",
                "    - generic [ref=e11]: 1-855-MYLOT18",
                "    - link \"1-855-MYLOT18\" [ref=e12]:",
                "      - /url: tel:1-855-695-6818",
                "    - link \"Write to us\" [ref=e13]:",
                "      - /url: mailto:help@lot18.example",
                "    - link \"2 Clark Place, Mahopac, NY 10541\" [ref=e14]:",
                "      - /url: http://maps.example/?q=2+Clark+Place");
        Pruner pruner = new Pruner(SETTINGS);
        String phone = pruner.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("What's Lot18's customer service phone number?"), null)).text();
        assertTrue(phone.contains("[ref=e11]") && phone.contains("[ref=e12]"), phone);
        String mail = pruner.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("What is Lot18's e-mail address?"), null)).text();
        assertTrue(mail.contains("link \"Write to us\" [ref=e13]"), mail);
        // another question leaves the number to the footer's fold
        String careers = pruner.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("Does Lot18 have open jobs in its careers page?"), null)).text();
        assertFalse(careers.contains("[ref=e12]"), careers);
        assertTrue(Relevance.isPhone("Call 0871 984 4000 now") && Relevance.isPhone("+44 (0)20 7946 0958"));
        assertFalse(Relevance.isPhone("Posted 2014-08-16") || Relevance.isPhone("Order 12345"));
    }

    @Test
    void aFooterShowsItsNamedLinksAndHeadingsFlatWithOneLineForTheRest() {
        String out = run(Mode.ACT, RegionExtract.class, FOOTER);
        assertTrue(out.contains(lines(
                "- contentinfo [ref=e3]:",
                "  - heading \"Can we help?\" [level=3] [ref=e5]",
                "  - link \"Shipping & Returns\" [ref=e8]",
                "  - link \"Contact us\" [ref=e10]",
                // the copyright line stays, with the short element holding it (an agent reads who holds the site)
                "  - generic [ref=e11]:",
                "    - link [ref=e12]:",
                "      - img [ref=e13]",
                "    - text: © 2026 Shop Ltd. All rights reserved.").strip()), out);
        assertFalse(out.contains("- list"), out);
    }

    @Test
    void aFooterWithMoreLinksThanAFooterHasKeepsAFairShareOfEachGroup() {
        // a help column, a table of sixty sister sites, and the legal strip at the bottom: 71 links
        StringBuilder b = new StringBuilder("- contentinfo [ref=e1]:\n  - heading \"Let us help you\" [level=2] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        String[] help = {"Your orders", "Shipping rates", "Shipping & Returns", "Contact us", "Gift cards", "Help",
            "Accessibility", "Recalls"};
        int ref = 10;
        for (String h : help) b.append("    - listitem:\n      - link \"").append(h).append("\" [ref=e").append(ref++).append("]\n");
        b.append("  - table [ref=e4]:\n");
        for (int r = 0; r < 20; r++) {
            b.append("    - row:\n");
            for (int c = 0; c < 3; c++) {
                b.append("      - cell:\n        - link \"Sister site ").append(r * 3 + c).append("\" [ref=e").append(ref++)
                        .append("]\n");
            }
        }
        b.append("  - list [ref=e5]:\n");
        for (String l : new String[] {"Conditions of Use", "Privacy Notice", "Interest-Based Ads"}) {
            b.append("    - listitem:\n      - link \"").append(l).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("    - listitem: © 1996-2026 Example.com\n");
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        // each group keeps its first links, as many as the footer's share allows: all of the legal strip, most of
        // the help column, the table's first ones; not the first 32 links in order
        assertTrue(out.contains("link \"Shipping & Returns\" [ref=e12]"), out);
        assertTrue(out.contains("link \"Privacy Notice\" [ref=e79]"), out);
        assertTrue(out.contains("link \"Sister site 0\""), out);
        assertFalse(out.contains("link \"Sister site 30\""), out);
        assertTrue(out.contains("heading \"Let us help you\""), out);
        long shown = out.lines().filter(l -> l.contains("- link ")).count();
        assertTrue(shown <= ChromeFold.FOOTER_LINKS && shown >= ChromeFold.FOOTER_LINKS - 3, shown + " links\n" + out);
        // the rest in one line that names what it folds and, as the way back, the table it all came from
        List<String> folds = out.lines().filter(l -> l.contains("folded")).toList();
        assertEquals(1, folds.size(), out);
        assertTrue(folds.get(0).contains("(39 links: 'Sister site 21'") && folds.get(0).contains("target=e4 mode=off"),
                folds.get(0));
    }

    @Test
    void aFooterKeepsTheLinesAnAgentReadsOffItButNotItsBlurbs() {
        String in = lines("- contentinfo [ref=e1]:",
                "  - list [ref=e2]:",
                "    - listitem [ref=e3]: Shop help",
                "    - listitem [ref=e4]:",
                "      - link \"Contact us\" [ref=e5]",
                "    - listitem [ref=e6]:",
                "      - link \"Returns\" [ref=e7]",
                "  - paragraph [ref=e8]: Sign up for our newsletter to hear about offers, events and new arrivals first.",
                "  - paragraph [ref=e9]: \"Call us: +44 20 7946 0958, or write to help@shop.example\"",
                "  - generic [ref=e10]:",
                "    - text: © 2026 Example Shop Ltd. Please read our",
                "    - link \"disclaimer\" [ref=e11]");
        String out = run(Mode.ACT, RegionExtract.class, in);
        assertTrue(out.contains("paragraph [ref=e9]: \"Call us: +44 20 7946 0958"), out);
        assertTrue(out.contains("generic [ref=e10]:\n    - text: © 2026 Example Shop Ltd."), out);
        assertTrue(out.contains("link \"disclaimer\" [ref=e11]"), out);
        assertTrue(out.contains("link \"Returns\" [ref=e7]"), out);
        assertFalse(out.contains("newsletter"), out);
        assertFalse(out.contains("Shop help"), out);
    }

    @Test
    void aFooterColumnThatSaysWhatTheSiteIsKeepsItsParagraph() {
        // a coupon site's footer: two columns of links, and a column of its name and one paragraph saying what it is
        String in = lines("- contentinfo [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - heading \"Menu\" [level=4] [ref=e3]",
                "    - link \"Shops\" [ref=e4]",
                "    - link \"Black Friday\" [ref=e5]",
                "  - generic [ref=e6]:",
                "    - heading \"Coupons.example\" [level=4] [ref=e7]",
                "    - paragraph [ref=e8]: Coupons.example is the largest site for discount codes in Norway, updated daily.",
                "  - generic [ref=e9]:",
                "    - paragraph [ref=e10]: Sign up for our newsletter to hear about offers first.",
                "    - link \"Sign up\" [ref=e11]",
                "  - generic [ref=e12]: © 2008 - 2015 Coupons.example All Rights Reserved");
        String out = run(Mode.ACT, RegionExtract.class, in);
        assertTrue(out.contains("heading \"Coupons.example\" [level=4] [ref=e7]\n  - paragraph [ref=e8]: Coupons.example is the"), out);
        // a paragraph beside a link is the link's pitch, not the column's
        assertFalse(out.contains("newsletter"), out);
        // an explicit goal says what it wants of the footer
        assertFalse(run(Mode.ACT, RegionExtract.class, Goal.of("Open the Black Friday deals"), in).contains("largest site"));
        // the footer's facts come first: a long blurb gets what they leave of the footer's allowance of text
        String longBlurb = in.replace("Coupons.example is the largest site for discount codes in Norway, updated daily.",
                "Coupons.example is the largest site for discount codes in Norway. " + "We list every shop's codes. ".repeat(19));
        String facts = run(Mode.ACT, RegionExtract.class, longBlurb);
        assertTrue(facts.contains("© 2008 - 2015 Coupons.example") && !facts.contains("largest site"), facts);
    }

    @Test
    void aFooterKeepsTheVersionAndTheLicenceThePageWasMadeWith() {
        String in = lines("- contentinfo [ref=e1]:",
                "  - list [ref=e2]:",
                "    - listitem [ref=e3]: Resources",
                "    - listitem [ref=e4]:",
                "      - link \"Blog\" [ref=e5]",
                "  - generic [ref=e6]:",
                "    - text: Build version go1.0.2. Except as",
                "    - link \"noted\" [ref=e7]",
                "    - text: \", the content of this page is licensed under the Creative Commons Attribution 3.0 License\"",
                "  - paragraph [ref=e8]: Made with love by volunteers around the world, one page at a time.",
                "  - paragraph [ref=e9]: \"Dokumentation: Version 4.2, Inhalte unter der Creative-Commons-Lizenz\"");
        String out = run(Mode.ACT, RegionExtract.class, in);
        assertTrue(out.contains("- text: Build version go1.0.2. Except as"), out);
        assertTrue(out.contains("licensed under the Creative Commons"), out);
        assertTrue(out.contains("paragraph [ref=e9]: \"Dokumentation: Version 4.2"), out);
        assertFalse(out.contains("Made with love"), "a blurb still folds: " + out);
    }

    @Test
    void aRecipesNutritionFactsAreFactsWithoutAColon() {
        // each a nutrient, its quantity in its unit and its share of the daily value
        String[] facts = {"Calories 222kcal (11%)", "Calcium 236mg (24%)", "Vitamin C 8mg (13%)", "Vitamin A 169mcg RAE (6%)",
            "Potassium 254mg", "Magnesium 22mg", "Protein 16g", "Sugar 3g", "Fiber 1g", "Total Carbohydrate 4g",
            "Cholesterol 242mg (81%)", "Sodium 605mg (25%)", "Saturated Fat 7g (35%)", "Fat 16g (25%)", "Iron 1mg (7%)"};
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Nutritional Information\" [level=3] [ref=e2]\n"
                + "  - generic [ref=e3]:\n");
        for (int i = 0; i < facts.length; i++) b.append("    - generic [ref=e").append(10 + i).append("]: ").append(facts[i]).append('\n');
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("generic [ref=e21]: Sodium 605mg (25%)") && out.contains("Iron 1mg (7%)"), out);
        // names with a number are no quantities: such a list folds as before
        StringBuilder names = new StringBuilder("- generic [ref=e1]:\n  - generic [ref=e3]:\n");
        String[] products = {"Windows 10 home", "iPhone 12 mini", "Pixel 7a", "Top 10 list", "Page 2 of"};
        for (int i = 0; i < 15; i++) names.append("    - generic [ref=e").append(10 + i).append("]: ").append(products[i % 5])
                .append('\n');
        assertTrue(run(Mode.ACT, SiblingFold.class, names.toString()).contains("folded"), names.toString());
        // energy in kilojoules, a temperature in degrees are quantities too
        String energy = b.toString().replace("Calories 222kcal (11%)", "Energie 920 kJ").replace("Iron 1mg (7%)", "Temperature 20 °C");
        String kept = run(Mode.ACT, SiblingFold.class, energy);
        assertTrue(kept.contains("Energie 920 kJ") && kept.contains("Temperature 20 °C") && kept.contains("Sodium 605mg"), kept);
    }

    @Test
    void aProductsSpecificationKeepsItsFactsWhereOtherListsFold() {
        String[] facts = {"Screen size: 5\"", "Beams: 2", "GPS module: yes", "Resolution, px: 640 x 640", "Display: TFT",
            "Colours: 256", "Sonar: Down Imaging", "Coverage: 20°, 50° and 86°", "Frequency, kHz: 200/83/455",
            "Target separation, cm: 6.35", "Power, W: 500 (RMS)", "Current draw, mA: 615", "Max. depth, m: 457",
            "Temperature: yes", "Speed: by GPS", "Backlight: yes"};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Fish finder 788ci\" [level=1] [ref=e2]\n"
                + "  - strong [ref=e3]: \"Main specifications:\"\n  - generic [ref=e4]:\n");
        int ref = 10;
        for (String f : facts) b.append("    - generic [ref=e").append(ref++).append("]: \"").append(f.replace("\"", "\\\""))
                .append("\"\n");
        b.append("  - generic [ref=e5]:\n");
        for (int i = 0; i < 16; i++) b.append("    - generic \"Choose colour: shade ").append(i).append("\" [ref=e")
                .append(ref++).append("]\n");
        b.append("  - list [ref=e6]:\n");
        for (int i = 0; i < 16; i++) b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"Re: Question on sonar no. ")
                .append(i).append("\" [ref=e").append(ref++).append("]\n");
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("generic [ref=e22]: \"Max. depth, m: 457\"") && out.contains("\"Backlight: yes\""), out);
        // a swatch named "Choose colour: ..." is one to pick, a link "Re: ..." a title: their lists fold as before
        assertFalse(out.contains("shade 12"), out);
        assertFalse(out.contains("Re: Question on sonar no. 12"), out);
        // "Label : value" is a fact too; a schedule's times and a chat's numbered names are none
        StringBuilder more = new StringBuilder("- main [ref=e1]:\n  - list [ref=e2]:\n");
        for (int i = 0; i < 16; i++) more.append("    - listitem [ref=e").append(10 + i).append("]: \"Bulb Shape ").append((char) ('A' + i))
                .append(" : BT37\"\n");
        more.append("  - list [ref=e3]:\n");
        for (int i = 0; i < 16; i++) more.append("    - listitem [ref=e").append(30 + i).append("]: \"08:").append(10 + i)
                .append(" Talk number ").append(i).append("\"\n");
        more.append("  - list [ref=e4]:\n");
        for (int i = 0; i < 16; i++) more.append("    - listitem [ref=e").append(50 + i).append("]: \"user").append(i)
                .append(": hello there\"\n");
        String kinds = run(Mode.ACT, SiblingFold.class, more.toString());
        assertTrue(kinds.contains("Bulb Shape M : BT37"), kinds);
        assertFalse(kinds.contains("Talk number 12"), kinds);
        assertFalse(kinds.contains("user12: hello"), kinds);
    }

    @Test
    void aFooterKeepsItsOpeningHoursAndTheTimeZoneOfItsTimes() {
        String in = lines("- contentinfo [ref=e1]:",
                "  - list [ref=e2]:",
                "    - listitem [ref=e3]:",
                "      - link \"Mentions légales\" [ref=e4]",
                "    - listitem [ref=e5]:",
                "      - link \"Plan du site\" [ref=e6]",
                "  - generic [ref=e7]:",
                "    - paragraph [ref=e8]: Mairie de Villeneuve, place de la Mairie",
                "    - paragraph [ref=e9]: Ouvert du lundi au vendredi de 9 h à 17 h 30",
                "  - paragraph [ref=e10]: \"Customer service: Mon-Fri 9:00-17:30, Sat 10am-2pm\"",
                "  - paragraph [ref=e11]: \"Öffnungszeiten: Mo-Fr 8-18 Uhr\"",
                "  - paragraph [ref=e12]: Made with love by volunteers, 24 pages and 3 to 5 new ones a week.",
                "  - generic [ref=e13]: \"Текущее время: 03:36. Часовой пояс GMT +3.\"",
                "  - paragraph [ref=e14]: Gift boxes from 12.50 to 15.99, wrapped while you wait.");
        String out = run(Mode.ACT, RegionExtract.class, in);
        assertTrue(out.contains("paragraph [ref=e9]: Ouvert du lundi au vendredi de 9 h à 17 h 30"), out);
        assertTrue(out.contains("paragraph [ref=e10]"), out);
        assertTrue(out.contains("paragraph [ref=e11]"), out);
        // the time zone a forum's times are given in, in any language
        assertTrue(out.contains("generic [ref=e13]"), out);
        // numbers that are no times of day are no opening hours: a count, prices
        assertFalse(out.contains("Made with love"), "a blurb still folds: " + out);
        assertFalse(out.contains("Gift boxes"), "prices are no hours: " + out);
    }

    @Test
    void aGoalAskingForTheNumberReadsTheContactBlockItStandsIn() {
        String in = lines("- main [ref=e20]:",
                "  - heading \"Welcome to the county's mobility portal\" [level=1] [ref=e21]",
                "  - paragraph [ref=e22]: Plan your journey by bus, train or shared car across the county.",
                "- contentinfo [ref=e1]:",
                "  - list [ref=e2]:",
                "    - listitem [ref=e3]:",
                "      - link \"Legal notice\" [ref=e4]",
                "    - listitem [ref=e5]:",
                "      - link \"Site map\" [ref=e6]",
                "  - generic [ref=e7]:",
                "    - paragraph [ref=e8]: County Council, 1 Republic Square, 41020 Blois",
                "    - paragraph [ref=e9]: Tel 02 54 58 41 41, fax 02 54 58 42 13",
                "    - paragraph [ref=e10]: Open Monday to Friday, from 9 h to 19 h",
                "  - generic [ref=e11]:",
                "    - paragraph [ref=e12]: \"Press office: 02 54 58 40 00\"",
                "    - link \"Facebook\" [ref=e13]",
                "    - link \"Twitter\" [ref=e14]",
                "    - link \"Instagram\" [ref=e15]");
        String out = run(Mode.ACT, RegionExtract.class,
                Goal.of("What phone number can I call the council on, and when are they open?"), in);
        assertTrue(out.contains("paragraph [ref=e9]: Tel 02 54 58 41 41"), out);
        assertTrue(out.contains("paragraph [ref=e8]: County Council") && out.contains("paragraph [ref=e10]: Open Monday"),
                "the number's block is read whole: " + out);
        // a number beside a row of links keeps its line, not the links
        assertTrue(out.contains("Press office"), out);
        assertFalse(out.contains("link \"Instagram\" [ref=e15]"), out);
        assertFalse(out.contains("link \"Site map\" [ref=e6]"), out);
    }

    /** A side column: a box of the library's address and number, its opening hours and its summer hours; a weather box. */
    static String libraryAside(String hours) {
        return lines("- main [ref=e20]:",
                "  - heading \"What's new\" [level=1] [ref=e21]",
                "  - paragraph [ref=e22]: Story time every Tuesday for children and their parents.",
                "- complementary [ref=e1]:",
                "  - list [ref=e2]:",
                "    - listitem [ref=e3]:",
                "      - generic [ref=e4]:",
                "        - paragraph [ref=e5]: 94 Main Street East Vankleek Hill, ON (613) 678-2216",
                "        - paragraph [ref=e6]: " + hours,
                "        - paragraph [ref=e7]: Summer hours (July and August) Closed Saturdays",
                "- complementary [ref=e8]:",
                "  - paragraph [ref=e9]: Mostly clear, high 4, low -3. Partly cloudy on Saturday, high 11.",
                "  - link \"Full forecast\" [ref=e10]");
    }

    @Test
    void theOpeningHoursBesideTheSitesNumberStayWithoutAGoal() {
        for (String hours : new String[] {"Monday 1-5 pm, 7-8 pm Tuesday 10 am - 6 pm Saturday 10 am to noon",
            "Lundi 9h30 - 12h, 14h - 18h; samedi 8h-9h", "Mo-Fr 9:00–17:30, Sa 10 bis 14 Uhr", "Mo–Fr 8–12 und 13–17 Uhr"}) {
            String out = run(Mode.ACT, RegionExtract.class, libraryAside(hours));
            assertTrue(out.contains("paragraph [ref=e5]: 94 Main Street"), out);
            assertTrue(out.contains("paragraph [ref=e6]: " + hours.substring(0, 10)), out);
            assertTrue(out.contains("paragraph [ref=e7]: Summer hours"), "the block is read whole: " + out);
            assertFalse(out.contains("Mostly clear"), out);
        }
        // a block of a number and other lines without hours keeps the number alone (pages and years are no hours)
        for (String none : new String[] {"Annual report, see pages 1-5 and 7-8 of part two", "Watches 10-11 Uhrmacher, 12-14 Uhrmacher"}) {
            String other = run(Mode.ACT, RegionExtract.class, libraryAside(none));
            assertTrue(other.contains("paragraph [ref=e5]: 94 Main Street"), other);
            assertFalse(other.contains("paragraph [ref=e6]") || other.contains("Summer hours"), other);
        }
        // an e-mail address in the block kept whole takes no other contact's place: the press office's number stays
        String two = run(Mode.ACT, RegionExtract.class, libraryAside("Monday 1-5 pm, 7-8 pm")
                .replace("Summer hours (July and August) Closed Saturdays", "library@example.org")
                .replace("  - paragraph [ref=e9]: Mostly", "  - paragraph [ref=e11]: \"Press office: (613) 678-2299\"\n  - paragraph [ref=e9]: Mostly"));
        assertTrue(two.contains("paragraph [ref=e7]: library@example.org"), two);
        assertTrue(two.contains("Press office: (613) 678-2299"), two);
    }

    @Test
    void anExplicitGoalKeepsTheFootersLineOfTextItNames() {
        // a footer without a landmark: the page's last block, with its legal links
        String in = lines("- generic [ref=e20]:",
                "  - heading \"Package testing\" [level=1] [ref=e21]",
                "  - paragraph [ref=e22]: Package testing provides support for automated testing of Go packages.",
                "  - link \"Overview\" [ref=e23]",
                "  - link \"Index\" [ref=e24]",
                "- generic [ref=e2]:",
                "  - text: Build version go1.0.2. Except as",
                "  - link \"noted\" [ref=e3]",
                "  - text: \", the content of this page is licensed under the Creative Commons Attribution 3.0 License\"",
                "  - link \"Terms of Service\" [ref=e4]",
                "  - link \"Privacy Policy\" [ref=e5]");
        String out = run(Mode.ACT, FooterFold.class, Goal.of("Which build version is this documentation from?"), in);
        assertTrue(out.contains("- text: Build version go1.0.2. Except as"), out);
        assertFalse(out.contains("Privacy Policy"), "the rest of the footer folds for the goal: " + out);
    }

    /** A news site's "in your language" list: 24 services, as it names them. */
    static final String[] SERVICES = {"Afaan Oromoo", "Amharic", "Arabic", "Azeri", "Bangla", "Burmese", "Chinese",
        "French", "Gujarati", "Hausa", "Hindi", "Igbo", "Indonesian", "Japanese", "Kyrgyz", "Marathi", "Nepali", "Pashto",
        "Persian", "Pidgin", "Russian", "Somali", "Swahili", "Yoruba"};

    @Test
    void aLanguageSwitcherKeepsItsNamesWhereAMenuFoldsWhole() {
        // beside a story far longer than the list (so the list is not the page's main content)
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - paragraph [ref=e4]: \"");
        for (int i = 0; i < 1500; i++) b.append(i == 0 ? "" : " ").append("word");
        b.append("\"\n  - heading \"News in your language\" [level=2] [ref=e2]\n  - list [ref=e3]:\n");
        int ref = 10;
        for (String name : SERVICES) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(name).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("link \"Russian\" [ref="), out);
        assertTrue(out.contains("link \"Yoruba\" [ref="), out);
        // the same list of 24 names that are not languages is a menu: it stays as a menu of short names does ...
        StringBuilder menu = new StringBuilder(b.toString().replace("Russian", "Sport").replace("Arabic", "Weather")
                .replace("Chinese", "Travel").replace("French", "Culture").replace("Hindi", "Future").replace("Japanese", "Reel")
                .replace("Indonesian", "Worklife").replace("Persian", "Business"));
        assertTrue(run(Mode.ACT, SiblingFold.class, menu.toString()).contains("link \"Yoruba\" [ref="));
        // ... and with more items than such a menu holds, it folds whole
        for (int i = 0; i < SiblingFold.MENU_SHOWN; i++) {
            menu.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"Section ").append(i).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        String folded = run(Mode.ACT, SiblingFold.class, menu.toString());
        assertFalse(folded.contains("link \"Yoruba\" [ref="), folded);
    }

    @Test
    void aLanguageSwitcherAmongTheChromeKeepsTheLanguagesAGoalNamesMost() {
        // a wiki's side column: tools, then 30 languages by their own names
        StringBuilder b = new StringBuilder("- navigation [ref=e1]:\n  - heading \"Tools\" [level=3] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        int ref = 10;
        for (String tool : new String[] {"What links here", "Related changes", "Upload file", "Special pages"}) {
            b.append("    - listitem:\n      - link \"").append(tool).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - heading \"Languages\" [level=3] [ref=e4]\n  - list [ref=e5]:\n");
        String[] own = {"العربية", "Asturianu", "Bân-lâm-gú", "Català", "Čeština", "Cymraeg", "Dansk", "Deutsch", "Eesti",
            "Ελληνικά", "Español", "Esperanto", "Euskara", "فارسی", "Français", "Galego", "한국어", "Hrvatski", "Italiano",
            "עברית", "Kiswahili", "Latviešu", "Magyar", "Nederlands", "日本語", "Norsk bokmål", "Polski", "Português",
            "Русский", "Suomi"};
        for (String l : own) b.append("    - listitem:\n      - link \"").append(l).append("\" [ref=e").append(ref++).append("]\n");
        b.append("- main [ref=e6]:\n  - heading \"An article\" [level=1] [ref=e7]\n");
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        for (String l : new String[] {"Deutsch", "Русский", "日本語", "Español", "Norsk bokmål"}) {
            assertTrue(out.contains("link \"" + l + "\" [ref="), l + ":\n" + out);
        }
        assertFalse(out.contains("link \"Cymraeg\""), out);
        assertFalse(out.contains("link \"Upload file\""), out);
    }

    @Test
    void aFooterInsideASideColumnIsReducedAsAFooter() {
        // a portal's left rail: a list of partner links, then the page's footer (About, Terms, Privacy ...), beside main
        StringBuilder b = new StringBuilder("- complementary [ref=e1]:\n  - generic [ref=e2]:\n"
                + "    - heading \"Around the web\" [level=2] [ref=e3]\n    - list [ref=e4]:\n");
        for (int i = 0; i < 10; i++) b.append("      - listitem:\n        - link \"Trend ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("  - contentinfo [ref=e5]:\n");
        String[] legal = {"About", "Terms", "Privacy", "Advertise", "Careers", "Help", "Feedback"};
        for (int i = 0; i < legal.length; i++) {
            b.append("    - listitem:\n      - link \"").append(legal[i]).append("\" [ref=e").append(30 + i).append("]\n");
        }
        b.append("- main [ref=e6]:\n  - heading \"Top stories\" [level=1] [ref=e7]\n");
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        assertTrue(out.contains("link \"Privacy\" [ref=e32]"), out);
        assertTrue(out.contains("contentinfo"), out);
        assertFalse(out.contains("link \"Trend 3\""), out);
    }

    @Test
    void anExplicitGoalKeepsOnlyTheFooterLinkItNames() {
        String out = run(Mode.ACT, RegionExtract.class, Goal.of("What is the shipping and returns policy?"), FOOTER);
        assertTrue(out.contains("link \"Shipping & Returns\" [ref=e8]"), out);
        assertFalse(out.contains("link \"Contact us\""), out);
    }

    @Test
    void theLinksOfAFooterWithoutLandmarkAreNotFoldedAgainAsRepeatedSiblings() {
        StringBuilder b = new StringBuilder("- heading \"Shop\" [level=1] [ref=e1]\n- list [ref=e2]:\n");
        for (int i = 0; i < 30; i++) b.append("  - link \"Item ").append(i).append("\" [ref=e").append(100 + i).append("]\n");
        b.append("- generic [ref=e3]:\n");
        for (int i = 0; i < 8; i++) {
            b.append("  - generic [ref=e").append(10 + i).append("]:\n    - link \"Help ").append(i).append("\" [ref=e")
                    .append(20 + i).append("]\n");
        }
        b.append("  - text: © 2026 Shop GmbH\n");
        Snapshot s = SnapshotParser.parse(b.toString());
        PruneContext ctx = PruneContext.forTest(s.root(), null, SETTINGS);
        step(Mode.ACT, FooterFold.class).apply(ctx);
        step(Mode.ACT, SiblingFold.class).apply(ctx);
        ctx.folds().finish();
        String out = s.normalizeLayout().write();
        for (int i = 0; i < 8; i++) assertTrue(out.contains("link \"Help " + i + "\" [ref=e" + (20 + i) + "]"), out);
        // the page's own long list of links is the page: its links stay, each its own title
        assertTrue(out.contains("link \"Item 29\" [ref=e129]"), out);
    }

    @Test
    void aPageLaidOutAsOneBlockEndingInItsLegalLineKeepsItsContent() {
        // a project's home page: a header, then one block holding the page's content and, last, its licence line
        String in = lines(
                "- generic [ref=e1]:",
                "  - link \"Home\" [ref=e2]",
                "  - link \"Docs\" [ref=e3]",
                "- generic [ref=e10]:",
                "  - generic [ref=e11]:",
                "    - textbox [ref=e12]: print('hello')",
                "    - link \"Run\" [ref=e13]",
                "  - generic [ref=e20]:",
                "    - generic [ref=e21]: Quill is an open source tool that makes it easy to write, check and share notes.",
                "    - link [ref=e22]:",
                "      - text: Download Quill",
                "      - generic [ref=e23]: Builds available for Linux, macOS, Windows and more.",
                "  - generic [ref=e30]:",
                "    - generic [ref=e31]: Featured articles",
                "    - link \"Read more\" [ref=e32]",
                "  - generic [ref=e40]:",
                "    - text: Except as noted, the content of this page is licensed under the Creative Commons licence.",
                "    - link \"Terms of Service\" [ref=e41]",
                "    - link \"Privacy Policy\" [ref=e42]");
        String out = footers(in);
        assertTrue(out.contains("generic [ref=e21]: Quill is an open source tool"), out);
        assertTrue(out.contains("generic [ref=e23]: Builds available for Linux"), out);
        assertTrue(out.contains("generic [ref=e31]: Featured articles"), out);
        assertTrue(out.contains("link \"Run\" [ref=e13]"), out);
        // a thin page (a 404) whose last block is its footer, of several parts holding most of the page's text: the
        // page's own content before it (its heading) says it is a footer, reduced as before
        String notFound = lines(
                "- generic [ref=e1]:",
                "  - link \"Home\" [ref=e2]",
                "  - link \"Shop\" [ref=e3]",
                "- generic [ref=e5]:",
                "  - heading \"Page not found\" [level=1] [ref=e6]",
                "- generic [ref=e10]:",
                "  - paragraph [ref=e11]: Sign up for our newsletter and be the first to hear about new arrivals, sales and events.",
                "  - paragraph [ref=e12]: Our shop is open Monday to Saturday from nine in the morning until six in the evening.",
                "  - generic [ref=e13]:",
                "    - link \"Help\" [ref=e14]",
                "    - link \"Returns\" [ref=e15]",
                "  - generic [ref=e16]: © 2026 Quill Shop Ltd. All rights reserved.");
        String reduced = footers(notFound);
        assertFalse(reduced.contains("Sign up for our newsletter"), reduced);
        assertTrue(reduced.contains("link \"Returns\" [ref=e15]") && reduced.contains("© 2026 Quill Shop Ltd."), reduced);
    }

    /** Runs the act pipeline's footer steps (landmarks, then footers without one) on {@code yaml}. */
    private static String footers(String yaml) {
        Snapshot s = SnapshotParser.parse(yaml);
        PruneContext ctx = PruneContext.forTest(s.root(), null, SETTINGS);
        step(Mode.ACT, RegionExtract.class).apply(ctx);
        step(Mode.ACT, FooterFold.class).apply(ctx);
        ctx.folds().finish();
        return s.normalizeLayout().write();
    }

    @Test
    void aFooterWithoutLandmarkIsFoundBesideAFooterLandmarkLaidOutAsItsLinks() {
        String out = footers(lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - heading \"Shop\" [level=1] [ref=e3]",
                "    - button \"Add to cart\" [ref=e4]",
                "  - generic [ref=e5]:",
                "    - link \"Store finder\" [ref=e6]",
                "    - paragraph: Kostenloser Versand ab einem Bestellwert von fünfzig Euro.",
                "    - text: © 2026 Shop GmbH. Alle Rechte vorbehalten.",
                "- contentinfo [ref=e7]:",
                "  - link \"Impressum\" [ref=e8]"));
        assertTrue(out.contains("link \"Impressum\" [ref=e8]") && out.contains("link \"Store finder\" [ref=e6]"), out);
        // the block with the legal line is the page's footer: reduced to its links and its legal line
        assertFalse(out.contains("Versand"), out);
        assertTrue(out.contains("© 2026 Shop GmbH"), out);
    }

    @Test
    void footerBlocksWithMoreLinksTogetherThanAFooterHasShareTheFootersLinks() {
        StringBuilder b = new StringBuilder("- heading \"Shop\" [level=1] [ref=e1]\n- list [ref=e2]:\n");
        int ref = 1000;
        for (int i = 0; i < 80; i++) b.append("  - link \"Kettle ").append(i).append("\" [ref=e").append(ref++).append("]\n");
        ref = 10;
        for (int block = 0; block < 2; block++) {
            b.append("- generic [ref=e").append(ref++).append("]:\n");
            if (block == 0) b.append("  - text: © 2026 Shop GmbH\n");
            for (int i = 0; i < ChromeFold.FOOTER_LINKS / 2 + 1; i++) {
                b.append("  - link \"Site map ").append(block).append('.').append(i).append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        String out = footers(b.toString());
        // 34 links in two blocks: each keeps its share of the footer's 32, the first 16 of its 17
        int half = ChromeFold.FOOTER_LINKS / 2;
        for (int block = 0; block < 2; block++) {
            assertTrue(out.contains("link \"Site map " + block + ".0\""), out);
            assertTrue(out.contains("link \"Site map " + block + "." + (half - 1) + "\""), out);
            assertFalse(out.contains("link \"Site map " + block + "." + half + "\""), out);
        }
    }

    /** Fourteen offers: a heading holding the title link, a price, a rating, its count, a Buy link and a wish link. */
    static String offers() {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        int ref = 2;
        for (int i = 0; i < 14; i++) {
            b.append("  - listitem [ref=e").append(ref++).append("]:\n");
            b.append("    - heading [level=3] [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"Kettle model ").append(i).append("\" [ref=e").append(ref++).append("]\n");
            b.append("    - generic [ref=e").append(ref++).append("]: Steel, 1.7 litres, quiet boil\n");
            b.append("    - generic [ref=e").append(ref++).append("]: ").append(20 + i).append(",99 €\n");
            b.append("    - img \"4,5 von 5 Sternen\" [ref=e").append(ref++).append("]\n");
            b.append("    - link \"(").append(100 + i).append(")\" [ref=e").append(ref++).append("]\n");
            b.append("    - button \"In den Warenkorb\" [ref=e").append(ref++).append("]\n");
            b.append("    - link \"Merken: Kettle model ").append(i).append("\" [ref=e").append(ref++).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aFoldedOfferKeepsItsTitlePriceRatingCountAndSharedAction() {
        String out = run(Mode.ACT, SiblingFold.class, offers());
        // the 14th offer (refs e119 ...): title link alone (no heading line), then what offers are compared by
        assertTrue(out.contains(lines(
                "  - link \"Kettle model 13\" [ref=e121]",
                "  - generic [ref=e123]: 33,99 €",
                "  - img \"4,5 von 5 Sternen\" [ref=e124]",
                "  - link \"(113)\" [ref=e125]",
                "  - button \"In den Warenkorb\" [ref=e126]")), out);
        assertFalse(out.contains("quiet boil\n  - text: \"folded"), out);
        assertFalse(out.contains("heading [level=3] [ref=e120]"), out);
        // what each offer says alone (its wish link, its description) folds, its refs listed
        assertTrue(out.contains("e127; see browser_snapshot target=e1 mode=off"), out);
        assertTrue(PruneCheck.lostActionable(SnapshotParser.parse(offers()), SnapshotParser.parse(out)).isEmpty());
    }

    @Test
    void aListWithoutPricesKeepsTitlesOnly() {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        int ref = 2;
        for (int i = 0; i < 14; i++) {
            b.append("  - listitem [ref=e").append(ref++).append("]:\n");
            b.append("    - link \"Thread about gears ").append(i).append("\" [ref=e").append(ref++).append("]\n");
            b.append("    - generic [ref=e").append(ref++).append("]: \"Replies: ").append(10 + i).append("\"\n");
            b.append("    - link \"2\" [ref=e").append(ref++).append("]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("link \"Thread about gears 13\" [ref=e55]"), out);
        assertFalse(out.contains("Replies: 23") || out.contains("link \"2\" [ref=e57]"), out);
    }

    /** A page of {@code n} bare links (a blog archive, a table of records) beside a paragraph of {@code prose} words. */
    static String linkList(int n, int prose) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - paragraph [ref=e2]: \"");
        for (int i = 0; i < prose; i++) b.append(i == 0 ? "" : " ").append("word");
        b.append("\"\n  - list [ref=e3]:\n");
        for (int i = 0; i < n; i++) {
            b.append("    - listitem [ref=e").append(10 + 2 * i).append("]:\n");
            b.append("      - link \"Post number ").append(i).append("\" [ref=e").append(11 + 2 * i).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aListOfBareLinksThatIsThePageKeepsTheNamesOfItsFoldedItems() {
        String out = run(Mode.ACT, SiblingFold.class, linkList(40, 20));
        assertTrue(out.contains("link \"Post number 37\" [ref=e85]"), out);
        assertTrue(PruneCheck.lostActionable(SnapshotParser.parse(linkList(40, 20)), SnapshotParser.parse(out)).isEmpty());
    }

    @Test
    void listsOfBareLinksThatTogetherAreThePageKeepTheirNames() {
        // opinions by date: 20 dates, each a line and a list of 14 links; no one list holds 40% of the page
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        int ref = 10;
        for (int d = 0; d < 20; d++) {
            b.append("  - paragraph [ref=e").append(ref++).append("]: \"Day ").append(d).append("\"\n");
            b.append("  - list [ref=e").append(ref++).append("]:\n");
            for (int i = 0; i < 14; i++) {
                b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"Case ").append(d).append('-').append(i)
                        .append(" v. State\" [ref=e").append(ref++).append("]\n");
            }
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("link \"Case 19-13 v. State\""), out);
        assertTrue(out.contains("link \"Case 7-9 v. State\""), out);
    }

    @Test
    void aListOfBareLinksBesideTheContentFoldsWhole() {
        // the same list beside far more text to read: a list of related links, folded into its refs
        String out = run(Mode.ACT, SiblingFold.class, linkList(45, 2000));
        assertFalse(out.contains("Post number 37"), out);
        // more refs than a line lists: it names the first links and the list's ref as the way back
        assertTrue(out.contains("(43 links: 'Post number 2', 'Post number 3', 'Post number 4', …); see browser_snapshot target=e3"), out);
    }

    @Test
    void withAnExplicitGoalOnlyTheNamedLinkOfABareListStays() {
        String out = run(Mode.ACT, SiblingFold.class, Goal.of("Open the post number 37"), linkList(40, 20));
        assertTrue(out.contains("link \"Post number 37\" [ref=e85]"), out);
        assertFalse(out.contains("Post number 30\""), out);
    }

    /** An article of {@code n} paragraphs with nothing to act on. */
    static String article(int n) {
        StringBuilder b = new StringBuilder("- article [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: Paragraph ").append(i)
                    .append(" of the story, which says what happened that day.\n");
        }
        return b.toString();
    }

    @Test
    void aPageThatIsReadKeepsEveryParagraph() {
        String out = run(Mode.BROWSE, SiblingFold.class, article(20));
        for (int i = 0; i < 20; i++) assertTrue(out.contains("[ref=e" + (10 + i) + "]: Paragraph " + i + " "), out);
        assertFalse(out.contains("folded"), out);
    }

    @Test
    void paragraphsFoldedOnAPageThatIsNotReadAreCountedInAFoldLineNeverDroppedSilently() {
        String out = run(Mode.ACT, SiblingFold.class, article(20));
        assertFalse(out.contains("Paragraph 19 "), out);
        assertTrue(out.contains("folded 18 paragraphs: 'Paragraph 2 of the story, which…', 'Paragraph 3 of the story, which…', "
                + "'Paragraph 4 of the story, which…', …; see browser_snapshot target=e1 mode=off"), out);
    }

    @Test
    void withAnExplicitGoalAFoldOfTextOnlyCounts() {
        // (the goal's words are on the page, in its sign-in link: a goal none of whose words is there hides nothing)
        String out = run(Mode.ACT, SiblingFold.class, Goal.of("Sign in with my account"),
                article(20) + "- link \"Sign in\" [ref=e99]\n");
        assertTrue(out.contains("folded 18 paragraphs; see browser_snapshot target=e1 mode=off"), out);
    }

    @Test
    void comparedValuesArePricesRatingsAndCounts() {
        for (String t : List.of("EUR 1.029,00", "£31.50", "4,5 von 5 Sternen", "4.5 out of 5 stars", "3,9/5", "★★★★☆",
                "(1.234)", "1,204")) {
            assertTrue(SiblingFold.isCompared(t), t);
        }
        for (String t : List.of("Quiet boil", "Model 2024 with a very long name that says more than a value", "")) {
            assertFalse(SiblingFold.isCompared(t), t);
        }
    }

    @Test
    void chromeFoldsNameWhatTheyHoldInsteadOfListingManyRefs() {
        StringBuilder b = new StringBuilder("- navigation \"Departments\" [ref=e1]:\n");
        for (int i = 0; i < 30; i++) b.append("  - link \"Department ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("- main [ref=e2]:\n  - heading \"Shop\" [level=1] [ref=e3]\n");
        String out = run(Mode.ACT, RegionExtract.class, b.toString());
        assertTrue(out.startsWith("- text: \"folded 1 navigation (30 links: 'Department 0', 'Department 1', 'Department 2', …);"
                + " see browser_snapshot target=e1 mode=off or browser_find\"\n"), out);
        assertTrue(PruneCheck.lostActionable(SnapshotParser.parse(b.toString()), SnapshotParser.parse(out)).isEmpty());
        // a fold of a few refs lists them after their names: that is the shorter line
        String few = run(Mode.ACT, RegionExtract.class, lines("- complementary [ref=e1]:", "  - link \"Shoes\" [ref=e2]",
                "- main [ref=e3]:", "  - heading \"Shop\" [level=1] [ref=e4]"));
        assertTrue(few.startsWith("- text: \"folded 1 complementary ('Shoes'): e2; see browser_snapshot target=e1 mode=off"),
                few);
        // an explicit goal counts what it hides, in the line it always wrote
        String goal = run(Mode.ACT, RegionExtract.class, Goal.of("add a kettle to the basket"),
                b + "  - button \"Add to basket\" [ref=e4]\n");
        assertTrue(goal.startsWith("- text: folded 1 navigation (30 refs not matching the goal); see browser_snapshot"), goal);
    }

    /** An index of stories: the page's body holds one link a line, {@code n} of them, with no list around them. */
    static String storyIndex(int n) {
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n");
        for (int i = 1; i <= n; i++) {
            b.append("  - link \"Story number ").append(i).append(" of the university's news\" [ref=e").append(i + 1)
                    .append("] [cursor=pointer]:\n    - /url: http://news.example/stories/").append(i).append(".html\n");
        }
        return b.toString();
    }

    @Test
    void anIndexOfLinksLaidOutWithoutAListKeepsItsLinksAsFarAsTheBudgetGoes() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        // within the budget, every link stays with its name
        String small = pruner.prune(SnapshotParser.parse(storyIndex(40)), PruneRequest.of(Mode.ACT)).text();
        assertTrue(small.contains("link \"Story number 40 of the university's news\" [ref=e41]"), small);
        assertFalse(small.contains("folded"), small);
        // far over it (2,000 links), the budget folds the end of the list and keeps its head, not only its first items
        PruneResult r = pruner.prune(SnapshotParser.parse(storyIndex(2000)), PruneRequest.of(Mode.ACT));
        String out = r.text();
        assertTrue(r.fit().tokens().tokens() <= 16_000, r.fit().tokens() + " tokens");
        assertTrue(out.contains("link \"Story number 600 of the university's news\" [ref=e601]"), "the head stays");
        assertFalse(out.contains("\"Story number 2000 of"), "the end folds");
        // the line of what folded names it and the page's ref as the way back; it lists no refs
        String line = out.lines().filter(l -> l.contains("folded")).findFirst().orElseThrow();
        assertTrue(line.contains("links: 'Story number") && line.contains("target=e1 mode=off"), line);
        assertTrue(line.length() < 400, line);
        // however long the list: 12,000 links, far more than eight budgets, still keep a head that fills the budget
        PruneResult huge = pruner.prune(SnapshotParser.parse(storyIndex(12_000)), PruneRequest.of(Mode.ACT));
        assertTrue(huge.fit().tokens().tokens() <= 16_000, huge.fit().tokens() + " tokens");
        assertTrue(huge.text().contains("link \"Story number 300 of the university's news\" [ref=e301]"), "the head stays");
    }

    @Test
    void aGoalNamingTheLastOrSecondToLastItemKeepsItAtTheEndOfALongIndex() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        String page = storyIndex(2000);
        PruneResult last = pruner.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.AUTO, Goal.of("Open the very last story of the index"), null, Budget.of(4000)));
        assertTrue(last.fit().tokens().tokens() <= 4000, last.fit().tokens() + " tokens");
        assertTrue(last.text().contains("\"Story number 2000 of the university's news\" [ref=e2001]"), last.text());
        PruneResult before = pruner.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.AUTO, Goal.of("Öffne die vorletzte Meldung"), null, Budget.of(4000)));
        assertTrue(before.text().contains("\"Story number 1999 of the university's news\" [ref=e2000]"), before.text());
        assertFalse(before.text().contains("[ref=e2001]"), before.text());
    }

    /**
     * A comment thread of {@code n} comments that show their numbers; authors with a website are links, the others
     * plain text (two shapes of item), and a removed comment without a number sits after the fifth; every fourth mentions 40 minutes. Comment i's
     * listitem has ref e(10 * i), its paragraph e(10 * i + 3).
     */
    static String commentThread(int n) {
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - heading \"Comments\" [level=2] [ref=e2]\n  - list [ref=e3]:\n");
        for (int i = 1; i <= n; i++) {
            String who = "Reader " + letters(i);
            b.append("    - listitem [ref=e").append(10 * i).append("]:\n");
            if (i % 3 == 0) b.append("      - text: ").append(who).append("\n");
            else b.append("      - link \"").append(who).append("\" [ref=e").append(10 * i + 1).append("] [cursor=pointer]:\n        - /url: http://blog.example/").append(letters(i)).append("\n");
            b.append("      - generic [ref=e").append(10 * i + 2).append("]: \"").append(i).append("\"\n");
            b.append("      - paragraph [ref=e").append(10 * i + 3).append("]: Lovely cake, I baked it on a Sunday for my family and we ate it all, thank you ")
                    .append(letters(i)).append(i % 4 == 0 ? ". Mine took 40 minutes in the oven, not 30.\n" : "\n");
            if (i == 5) b.append("    - listitem [ref=e9999]: This comment was removed by a moderator.\n");
        }
        return b.toString();
    }

    private static String letters(int i) {
        StringBuilder s = new StringBuilder();
        for (int v = i; v > 0; v /= 26) s.append((char) ('a' + v % 26));
        return s.toString();
    }

    @Test
    void aGoalNamingACommentByItsNumberKeepsTheCommentThatShowsIt() {
        // "comment number 40" is the comment that shows 40: not the fortieth linked-author item (the items have two
        // shapes), nor the fortieth listitem (a removed comment sits between them)
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        for (Budget budget : List.of(Budget.of(16_000), Budget.of(4000))) {
            PruneResult r = pruner.prune(SnapshotParser.parse(commentThread(300)),
                    new PruneRequest(Mode.AUTO, Goal.of("Who wrote comment number 40 on this post?"), null, budget));
            String out = r.text();
            assertTrue(out.contains("Reader " + letters(40) + "\" [ref=e401]"), out);
            assertTrue(out.contains("[ref=e403]: Lovely cake"), out);
            assertFalse(out.contains("[ref=e411]") || out.contains("[ref=e413]"), "not the 41st listitem: " + out);
        }
        // "the last comment" is the thread's last, whatever its shape (not the last of the linked authors)
        String last = pruner.prune(SnapshotParser.parse(commentThread(300)),
                new PruneRequest(Mode.AUTO, Goal.of("Who wrote the very last comment?"), null, Budget.of(4000))).text();
        assertTrue(last.contains("[ref=e3003]: Lovely cake"), last);
        assertFalse(last.contains("[ref=e2993]"), "not the last linked author's: " + last);
        // comment 600 of a thread of 800: its text stays under the budget too
        PruneResult far = pruner.prune(SnapshotParser.parse(commentThread(800)),
                new PruneRequest(Mode.AUTO, Goal.of("What did comment #600 say?"), null, Budget.of(4000)));
        assertTrue(far.text().contains("[ref=e6003]: Lovely cake"), far.text());
        assertTrue(far.fit().tokens().tokens() <= 4000, far.fit().tokens() + " tokens");
    }

    @Test
    void numbersAListShowsAreItsOwnOnlyWhenTheyRise() {
        // a ranking shows "4." on its fourth row
        Snapshot ranks = SnapshotParser.parse("""
                - table [ref=e1]:
                  - row "1. Alpha" [ref=e2]:
                    - cell "1." [ref=e3]
                    - cell "Alpha" [ref=e4]
                  - row "2. Beta" [ref=e5]:
                    - cell "2." [ref=e6]
                    - cell "Beta" [ref=e7]
                  - row "3. Gamma" [ref=e8]:
                    - cell "3." [ref=e9]
                    - cell "Gamma" [ref=e10]
                """);
        var table = ranks.root().child(0);
        assertEquals(List.of(1, 2, 3), DisplayedNumbers.of(table).shown().keySet().stream().sorted().toList());
        assertEquals("e8", DisplayedNumbers.of(table).shown().get(3).ref());
        // quantities or prices in the same place are not the list's numbers: they do not rise
        Snapshot counts = SnapshotParser.parse("""
                - list [ref=e1]:
                  - listitem [ref=e2]:
                    - generic [ref=e3]: "12"
                    - text: Apples
                  - listitem [ref=e4]:
                    - generic [ref=e5]: "3"
                    - text: Pears
                  - listitem [ref=e6]:
                    - generic [ref=e7]: "40"
                    - text: Plums
                  - listitem [ref=e8]:
                    - generic [ref=e9]: "7"
                    - text: Figs
                """);
        assertEquals(0, DisplayedNumbers.of(counts.root().child(0)).shown().size());
    }

    /**
     * A shop's products laid out four a row in a table of {@code rows} rows: each cell a card with a picture, the
     * product's name, its price and two actions. {@code links}: the name is a link and the action a button "Add to
     * cart"; else every part is a clickable generic without a cursor (the snapshot tells nothing clickable), as old
     * shops draw them. A long description ends each card. Card {@code i} (from 0) has refs from {@code 100 + 10 i}.
     */
    static String productGrid(int rows, boolean links) {
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - heading \"Sofas (2153 products)\" [level=1] [ref=e2]\n"
                + "  - table [ref=e3]:\n    - rowgroup [ref=e4]:\n");
        for (int r = 0; r < rows; r++) {
            b.append("      - row [ref=e").append(50 + r).append("]:\n");
            for (int c = 0; c < 4; c++) {
                int i = r * 4 + c;
                int ref = 100 + 10 * i;
                String name = "Sofa " + letters(i + 1) + " in grey";
                String price = (400 + i) + ",00 €*";
                b.append("        - cell \"").append(name).append(' ').append(name).append(' ').append(price)
                        .append(" Details\" [ref=e").append(ref).append("]:\n");
                if (links) {
                    b.append("          - link [ref=e").append(ref + 1).append("] [cursor=pointer]:\n");
                    b.append("            - img \"").append(name).append("\" [ref=e").append(ref + 2).append("]\n");
                    b.append("          - link \"").append(name).append("\" [ref=e").append(ref + 3).append("] [cursor=pointer]\n");
                    b.append("          - generic [ref=e").append(ref + 4).append("]: ").append(price).append('\n');
                    b.append("          - button \"Add to cart\" [ref=e").append(ref + 5).append("]\n");
                    b.append("          - link \"Details\" [ref=e").append(ref + 6).append("] [cursor=pointer]\n");
                } else {
                    b.append("          - generic \"").append(name).append("\" [ref=e").append(ref + 1).append("]:\n");
                    b.append("            - img \"").append(name).append("\" [ref=e").append(ref + 2).append("]\n");
                    b.append("          - generic \"").append(name).append("\" [ref=e").append(ref + 3).append("]\n");
                    b.append("          - generic [ref=e").append(ref + 4).append("]: ").append(price).append('\n');
                    b.append("          - generic \"Zur Detailseite\" [ref=e").append(ref + 6).append("]: Details\n");
                }
                b.append("          - paragraph [ref=e").append(ref + 7).append("]: A deep three-seater in woven grey fabric with"
                        + " feather cushions, solid oak legs and removable covers, delivered assembled within two weeks\n");
            }
        }
        return b.toString();
    }

    @Test
    void aGridOfProductsLaidOutAsATableFoldsCardByCardKeepingNamesAndPrices() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        for (boolean links : new boolean[] {false, true}) {
            String page = productGrid(13, links);
            String out = pruner.prune(SnapshotParser.parse(page), PruneRequest.of(Mode.ACT)).text();
            // not a table to read (a docket's rows are read whole): the products are chosen among, as a list's are
            assertTrue(out.contains("[ref=e146]"), "the fifth card stays whole: " + out);
            assertFalse(out.contains("[ref=e156]") || out.contains("[ref=e496]"), "later cards lose their details: " + out);
            // the fortieth card keeps its name and its price, and the way back to the rest is said
            assertTrue(out.contains("\"Sofa " + letters(40) + " in grey\" [ref=e49" + (links ? "3]" : "1]")), out);
            assertTrue(out.contains("generic [ref=e494]: 439,00 €*"), out);
            if (links) assertTrue(out.contains("button \"Add to cart\" [ref=e495]"), out);
            assertTrue(out.matches("(?s).*folded \\d+ rows \\(titles kept\\)[^\n]*; see browser_snapshot target=e4 mode=off.*"), out);
            assertTrue(PruneCheck.lostActionable(SnapshotParser.parse(page), SnapshotParser.parse(out)).isEmpty(), out);
            assertTrue(out.length() * 2 < page.length(), out.length() + " of " + page.length());
            // and no table to read: a kept card's long description is cut to its first words, as in a list
            assertFalse(out.contains("delivered assembled within two weeks"), out);
        }
        // a goal naming the 33rd product keeps its card whole; the grid's other rows are no items for it to shrink to
        // their first card: each card keeps its title and price
        String goal = pruner.prune(SnapshotParser.parse(productGrid(10, false)), new PruneRequest(Mode.ACT,
                Goal.of("Show the details of the Sofa " + letters(33) + " in grey"), null, Budget.of(16_000))).text();
        assertTrue(goal.contains("[ref=e426]"), goal);
        assertTrue(goal.contains("\"Sofa " + letters(40) + " in grey\" [ref=e491]"), goal);
        assertTrue(goal.contains("generic [ref=e474]: 437,00 €*"), goal);
    }

    @Test
    void aFoldedOfferKeepsTheLineThatNamesItAndEndsWithItsPrice() {
        // a shop's offers: each a picture's link, a promotion's link, and one line of text with the name and the price
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 20; i++) {
            int ref = 10 + 5 * i;
            b.append("  - listitem [ref=e").append(ref).append("]:\n");
            b.append("    - link [ref=e").append(ref + 1).append("]:\n      - img \"Piano ").append(i).append("\" [ref=e")
                    .append(ref + 2).append("]\n");
            b.append("    - link \"Autumn novelty ").append(i).append("!\" [ref=e").append(ref + 3).append("]\n");
            b.append("    - text: Casio Privia PX-").append(300 + i).append(" digital piano 88 weighted keys touch screen€ ")
                    .append(800 + i).append(",00\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        // the 19th offer is folded to its title and the line that prices it
        assertTrue(out.contains("link \"Autumn novelty 18!\" [ref=e103]"), out);
        assertTrue(out.contains("text: Casio Privia PX-318 digital piano 88 weighted keys touch screen€ 818,00"), out);
        // a line that only names it, or says much more before a price, is no compared value: it folds
        String unpriced = run(Mode.ACT, SiblingFold.class, b.toString().replaceAll("€ (\\d+),00", "in black"));
        assertFalse(unpriced.contains("PX-318"), unpriced);
        String long_ = run(Mode.ACT, SiblingFold.class, b.toString().replace("touch screen€", "touch screen and a "
                + "hammer action that feels like a grand piano's, with a stand, a bench and headphones in the box€"));
        assertFalse(long_.contains("PX-318"), long_);
        // one line ending with a price among twenty makes no list of offers (a news summary "… revenue fell to $9")
        StringBuilder news = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 20; i++) {
            news.append("  - listitem [ref=e").append(10 + 3 * i).append("]:\n    - link \"Story ").append(i)
                    .append("\" [ref=e").append(11 + 3 * i).append("]\n    - text: ")
                    .append(i == 3 ? "The company said its quarterly revenue per share fell to $9" : "A story told at some length here")
                    .append("\n");
        }
        Node list = SnapshotParser.parse(news.toString()).root().child(0);
        assertFalse(SiblingFold.priced(list.children()));
        assertTrue(SiblingFold.priced(SnapshotParser.parse(b.toString()).root().child(0).children()));
    }

    @Test
    void aFoldedListOfCategoriesWithCountsKeepsItsLargestNotItsFirst() {
        // a side column's 45 categories of posts, each a link named with its count; the largest are scattered
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Support\" [level=1] [ref=e2]\n"
                + "  - paragraph [ref=e3]: " + "Answers to the questions our customers ask most, by topic. ".repeat(30) + "\n"
                + "  - generic [ref=e4]:\n");
        for (int i = 0; i < 45; i++) {
            int count = i == 17 ? 40 : i == 9 ? 25 : i == 22 ? 12 : i == 3 ? 9 : i == 26 ? 7 : 1;
            b.append("    - link \"topic ").append(i).append(" (").append(count).append(")\" [ref=e").append(10 + i).append("]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        // (the tests' settings keep two a list)
        for (int i : new int[] {17, 9}) assertTrue(out.contains("link \"topic " + i + " ("), i + ": " + out);
        assertFalse(out.contains("link \"topic 0 (1)\""), out);
        // an archive's months are read from the newest: its first stay, whatever their counts
        String archive = b.toString().replaceAll("link \"topic (\\d+) ", "link \"March 20$1 ");
        String a = run(Mode.ACT, SiblingFold.class, archive);
        assertTrue(a.contains("link \"March 200 (1)\""), a);
        assertFalse(a.contains("link \"March 2017 (40)\""), a);
    }

    @Test
    void aTableWhoseRowsAreRecordsIsNoGridOfCards() {
        // a cart: each row a product's card (its picture, name and size) and its price, quantity and total apart
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n");
        for (int r = 0; r < 14; r++) {
            int ref = 10 + 10 * r;
            b.append("  - row [ref=e").append(ref).append("]:\n");
            b.append("    - cell [ref=e").append(ref + 1).append("]:\n      - img \"Shirt ").append(r).append("\" [ref=e")
                    .append(ref + 2).append("]\n      - link \"Shirt ").append(r).append("\" [ref=e").append(ref + 3)
                    .append("]\n      - text: \"Size: M\"\n");
            b.append("    - cell \"12,00 €\" [ref=e").append(ref + 4).append("]\n");
            b.append("    - cell [ref=e").append(ref + 5).append("]:\n      - spinbutton \"Quantity\" [ref=e").append(ref + 6)
                    .append("]: \"1\"\n");
        }
        List<Node> rows = PageParts.rows(SnapshotParser.parse(b.toString()).root().child(0), Integer.MAX_VALUE - 1);
        assertEquals(14, rows.size());
        assertTrue(PageParts.gridCards(rows, n -> false).isEmpty());
        List<Node> grid = PageParts.rows(SnapshotParser.parse(productGrid(3, true)).root().child(0).child(1), 100);
        assertEquals(12, PageParts.gridCards(grid, n -> false).size());
    }

    @Test
    void aForumThreadLaidOutAsATableIsReadWholeNotFoldedAsCards() {
        // fifteen posts, each a row of the author's card (name, joined, posts, avatar) beside the message (date, a
        // quote button with its icon, the text): both cells read like cards, but of two kinds, so a row is a record
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - heading \"Which chain for a 1x12?\" [level=1] [ref=e2]\n"
                + "  - table [ref=e3]:\n");
        for (int r = 0; r < 15; r++) {
            int ref = 100 + 20 * r;
            b.append("    - row [ref=e").append(ref).append("]:\n");
            b.append("      - cell [ref=e").append(ref + 1).append("]:\n");
            b.append("        - link \"rider").append(letters(r + 1)).append("\" [ref=e").append(ref + 2).append("]\n");
            b.append("        - text: \"Joined: Mar 2012\"\n        - text: \"Posts: ").append(40 + r).append("\"\n");
            b.append("        - img \"avatar\" [ref=e").append(ref + 3).append("]\n");
            b.append("      - cell [ref=e").append(ref + 4).append("]:\n");
            b.append("        - text: \"Posted: Tue Mar 0").append(1 + r % 9).append(", 2016\"\n");
            b.append("        - link \"Reply with quote\" [ref=e").append(ref + 5).append("]:\n");
            b.append("          - img \"Reply with quote\" [ref=e").append(ref + 6).append("]\n");
            b.append("        - paragraph [ref=e").append(ref + 7).append("]: Post ").append(letters(r + 1))
                    .append(": I run an eleven-speed chain on my twelve-speed cassette and it shifts well enough on the"
                            + " trail, but it wears the narrow-wide ring faster than I thought it would, so I would not\n");
        }
        String page = b.toString();
        assertTrue(PageParts.gridCards(PageParts.rows(SnapshotParser.parse(page).root().child(0).child(1), 100),
                n -> false).isEmpty());
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page), PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("Post " + letters(15) + ": I run an eleven-speed chain"), out);
        assertTrue(out.contains("Post " + letters(3) + ": I run an eleven-speed chain"), out);
    }

    @Test
    void aCalendarUnderItsWeekdaysIsNoGridOfCardsAndBrowseKeepsAGridWhole() {
        // a month of plays: each day a cell with its number, the play's link, the time and the price, under weekdays
        // (its header row opens with a text cell, the week's name, before the weekdays)
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - row [ref=e2]:\n    - cell \"Week of March 2016\"\n");
        for (String day : List.of("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")) {
            b.append("    - columnheader \"").append(day).append("\"\n");
        }
        for (int w = 0; w < 4; w++) {
            b.append("  - row [ref=e").append(10 + w).append("]:\n");
            for (int d = 0; d < 7; d++) {
                int ref = 100 + 10 * (w * 7 + d);
                b.append("    - cell [ref=e").append(ref).append("]:\n      - text: \"").append(w * 7 + d + 1).append("\"\n")
                        .append("      - link \"Hamlet\" [ref=e").append(ref + 1).append("]\n")
                        .append("      - text: 8:30 pm, Main Stage\n      - text: from $25\n");
            }
        }
        assertTrue(PageParts.gridCards(PageParts.rows(SnapshotParser.parse(b.toString()).root().child(0), 100),
                n -> false).isEmpty());
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), PruneRequest.of(Mode.ACT)).text();
        assertFalse(out.contains("rows (titles kept)"), out);
        // a page that is read keeps its tables whole, a grid of cards too
        String browse = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(productGrid(13, true)),
                PruneRequest.of(Mode.BROWSE)).text();
        assertTrue(browse.contains("- button \"Add to cart\" [ref=e595]"), browse);
        assertFalse(browse.contains("(titles kept)"), browse);
    }

    @Test
    void aGridIsTheSameGridAfterItsPicturesGo() {
        // hotels three a row (five rows: no table to read, which would decide earlier), each a photo, its name and a line of what it offers: the photos make the cards, and
        // act mode drops them (decorative) before the fold of repeated siblings looks: it folds the grid all the same
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - heading \"Hotels in Porto\" [level=1] [ref=e2]\n"
                + "  - table [ref=e3]:\n");
        for (int r = 0; r < 5; r++) {
            b.append("    - row [ref=e").append(50 + r).append("]:\n");
            for (int c = 0; c < 3; c++) {
                int ref = 100 + 10 * (r * 3 + c);
                b.append("      - cell [ref=e").append(ref).append("]:\n")
                        .append("        - img \"Photo\" [ref=e").append(ref + 1).append("]\n")
                        .append("        - generic \"Hotel ").append(letters(r * 3 + c + 1)).append("\" [ref=e").append(ref + 2).append("]\n")
                        .append("        - text: Sea view, breakfast included, free cancellation until the day before\n");
            }
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("generic \"Hotel " + letters(15) + "\" [ref=e242]"), out);
        assertTrue(out.contains("rows (titles kept)"), out);
    }

    @Test
    void aRowOfAWideDataTableKeepsEveryColumn() {
        // 40 rows of a date and 14 figures (cases and deaths by country): a row's figures are its columns, and
        // folding the ninth leaves the question "how many cases had the fifth country" without its answer
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - heading \"Cases by country and date\" [level=2] [ref=e2]\n"
                + "  - table [ref=e3]:\n    - rowgroup [ref=e4]:\n");
        for (int r = 1; r <= 40; r++) {
            int base = 100 * r;
            b.append("      - row [ref=e").append(base).append("]:\n");
            b.append("        - cell \"").append(r).append(" Jul 2014\" [ref=e").append(base + 1).append("]\n");
            for (int c = 2; c <= 15; c++) b.append("        - cell \"").append(r * 31 + c * 7).append("\" [ref=e").append(base + c).append("]\n");
        }
        // a menu laid out as one row of 45 link cells still folds like any list of links that long
        b.append("  - table [ref=e9000]:\n    - row [ref=e9001]:\n");
        for (int c = 1; c <= 45; c++) {
            b.append("      - cell [ref=e").append(9001 + 2 * c).append("]:\n        - link \"Section ").append(letters(c))
                    .append("\" [ref=e").append(9002 + 2 * c).append("] [cursor=pointer]\n");
        }
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        String none = pruner.prune(SnapshotParser.parse(b.toString()), PruneRequest.of(Mode.ACT)).text();
        assertTrue(none.contains("cell \"" + (31 + 15 * 7) + "\" [ref=e115]"), none);
        assertTrue(none.contains("folded"), none);
        assertFalse(none.contains("[ref=e9042]"), "the menu's twentieth link folds: " + none);
        String goal = pruner.prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.AUTO, Goal.of("How many cases were reported as of 23 Jul 2014 in the ninth column?"), null,
                        Budget.of(4000))).text();
        assertTrue(goal.contains("cell \"" + (23 * 31 + 10 * 7) + "\" [ref=e2310]"), goal);
        assertTrue(goal.contains("cell \"" + (23 * 31 + 15 * 7) + "\" [ref=e2315]"), goal);
    }

    /** A column beside the main one: a table of {@code rows} standings (position, name, points), an empty spacer row after each. */
    private static String standings(int rows) {
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - main [ref=e2]:\n"
                + "    - heading \"Registration\" [level=1] [ref=e3]\n    - textbox \"E-mail\" [ref=e4]\n"
                + "    - button \"Register\" [ref=e5]\n  - generic [ref=e6]:\n    - text: \"Final standings:\"\n"
                + "    - table [ref=e7]:\n      - rowgroup [ref=e8]:\n");
        for (int r = 1; r <= rows; r++) {
            int base = 10 * r;
            b.append("        - row [ref=e").append(base).append("]:\n          - cell \"").append(r).append("\" [ref=e")
                    .append(base + 1).append("]\n          - cell \"D. Driver").append(letters(r)).append("\" [ref=e")
                    .append(base + 2).append("]\n          - cell \"").append(400 - 7 * r).append("\" [ref=e")
                    .append(base + 3).append("]\n        - row [ref=e").append(base + 5).append("]:\n          - cell [ref=e")
                    .append(base + 6).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aCompactTableOfShortRowsIsReadWhole() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        // 24 drivers: "how many points did the twelfth finish with" is answered in view
        String out = pruner.prune(SnapshotParser.parse(standings(24)), PruneRequest.of(Mode.ACT)).text();
        assertTrue(out.contains("cell \"D. Driver" + letters(12) + "\" [ref=e122]\n") && out.contains("cell \"316\" [ref=e123]"),
                out);
        assertTrue(out.contains("[ref=e243]"), out);
        assertFalse(out.contains("folded"), out);
        assertFalse(out.contains("[ref=e126]"), "its empty spacer rows still go: " + out);
        // a table of 100 rows is no longer read at a glance: its rows fold as repeated siblings
        String long100 = pruner.prune(SnapshotParser.parse(standings(100)), PruneRequest.of(Mode.ACT)).text();
        assertFalse(long100.contains("[ref=e902]"), long100);
        assertTrue(long100.contains("folded"), long100);
    }

    /** A year's meetings: a header row, then {@code rows} rows of a date, a weekday and a body, {@code body} each. */
    private static String meetings(int rows, String body) {
        StringBuilder b = new StringBuilder("- table:\n  - rowgroup [ref=e2]:\n    - row [ref=e3]:\n"
                + "      - columnheader \"Date\" [ref=e4]\n      - columnheader \"Day\" [ref=e5]\n"
                + "      - columnheader \"Meeting type\" [ref=e6]\n");
        for (int r = 0; r < rows; r++) {
            int base = 10 + 10 * r;
            b.append("    - row:\n      - paragraph [ref=e").append(base).append("]: ").append(1 + r % 28)
                    .append(" May\n      - paragraph [ref=e").append(base + 1).append("]: Monday\n      - paragraph [ref=e")
                    .append(base + 2).append("]: ").append(body).append('\n');
        }
        return b.toString();
    }

    @Test
    void aCompactTableOfMoreShortRowsIsReadWholeWhileItsTextIsShort() {
        // 47 meetings of some 30 characters each: past 40 rows, but no more text than 40 rows of a compact table
        String out = run(Mode.ACT, SiblingFold.class, meetings(47, "City Council"));
        assertFalse(out.contains("folded"), out);
        assertTrue(out.contains("paragraph [ref=e472]: City Council"), out);
        // the same rows of longer text, or twice as many rows as a compact table's, fold as repeated siblings
        assertTrue(run(Mode.ACT, SiblingFold.class, meetings(47, "General Committee of the Whole")).contains("folded"));
        assertTrue(run(Mode.ACT, SiblingFold.class, meetings(2 * SiblingFold.COMPACT_ROWS + 1, "Board")).contains("folded"));
        // up to 40 rows, as before, whatever their length up to a compact row's
        assertFalse(run(Mode.ACT, SiblingFold.class, meetings(SiblingFold.COMPACT_ROWS, "General Committee of the Whole"))
                .contains("folded"));
    }

    /** Search results of {@code n} publications, each a linked title over a list of its date, its body and its kind. */
    private static String publications(int n, String datePrefix, int undated) {
        StringBuilder b = new StringBuilder("- list [ref=e2]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e").append(r).append("]:\n    - heading [level=3] [ref=e").append(r + 1)
                    .append("]:\n      - link \"Guidance note ").append(i + 1).append(" on vaccines\" [ref=e").append(r + 2)
                    .append("]\n    - list [ref=e").append(r + 3).append("]:\n      - listitem [ref=e").append(r + 4)
                    .append("]: ").append(i < undated ? "Updated recently" : datePrefix + (1 + i % 28) + " August 2014")
                    .append("\n      - listitem [ref=e").append(r + 5).append("]: Public Health England\n")
                    .append("      - listitem [ref=e").append(r + 6).append("]: Guidance\n");
        }
        return b.toString();
    }

    @Test
    void aListOfDatedThingsKeepsEachFoldedItemsDate() {
        // 20 results: the 18th, folded to its title, keeps its date beside it, not its body or kind
        String out = run(Mode.ACT, SiblingFold.class, publications(20, "", 0));
        assertTrue(out.contains("folded"), out);
        assertTrue(out.contains("link \"Guidance note 18 on vaccines\" [ref=e182]")
                && out.contains("listitem [ref=e184]: 18 August 2014"), out);
        assertFalse(out.contains("[ref=e185]"), out);
        // a label before the date is a date line too
        assertTrue(run(Mode.ACT, SiblingFold.class, publications(20, "Published: ", 0))
                .contains("[ref=e184]: Published: 18 August 2014"));
        // a date inside a sentence (a reference's access date), or a list where fewer than four in five show one, no
        String retrieved = run(Mode.ACT, SiblingFold.class, publications(20, ". Retrieved ", 0));
        assertFalse(retrieved.contains("[ref=e184]"), retrieved);
        String few = run(Mode.ACT, SiblingFold.class, publications(20, "", 5));
        assertFalse(few.contains("[ref=e184]"), few);
        // with an explicit goal, the items it does not name keep their titles only
        assertFalse(run(Mode.ACT, SiblingFold.class, Goal.of("Open guidance note 2"), publications(20, "", 0))
                .contains("[ref=e184]"));
    }

    @Test
    void aLineOfTheRulesNeverListsMoreThanAFewDozenRefs() {
        // a menu of 200 links at the top of a page (no element holding it has a ref left): its line names the page
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - navigation:\n");
        for (int i = 0; i < 200; i++) b.append("    - link \"Menu ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("  - main [ref=e2]:\n    - heading \"Shop\" [level=1] [ref=e3]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), PruneRequest.of(Mode.ACT)).text();
        String line = out.lines().filter(l -> l.contains("folded")).findFirst().orElseThrow();
        assertTrue(line.contains("200 links: 'Menu 0'") && line.contains("target=e1 mode=off"), line);
        assertFalse(line.contains("e150"), line);
    }

    @Test
    void aListOfHeadlinesKeepsTheTitlesOfItsFoldedStoriesWhereAMenuFoldsWhole() {
        // beside a story far longer than either list: 20 headlines ("More news"), and a menu of 45 short names
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - paragraph [ref=e2]: \"");
        for (int i = 0; i < 1500; i++) b.append(i == 0 ? "" : " ").append("word");
        b.append("\"\n  - heading \"More News\" [level=2] [ref=e3]\n  - list [ref=e4]:\n");
        for (int i = 0; i < 20; i++) {
            b.append("    - listitem [ref=e").append(100 + 2 * i).append("]:\n      - link \"High school number ").append(i)
                    .append(" graduates the class of 2013\" [ref=e").append(101 + 2 * i).append("]\n");
        }
        b.append("  - list [ref=e5]:\n");
        for (int i = 0; i < 45; i++) {
            b.append("    - listitem [ref=e").append(200 + 2 * i).append("]:\n      - link \"Topic ").append(i)
                    .append("\" [ref=e").append(201 + 2 * i).append("]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("link \"High school number 19 graduates the class of 2013\" [ref=e139]"), out);
        assertFalse(out.contains("link \"Topic 19\""), out);
        assertTrue(out.contains("see browser_snapshot target=e5 "), "the menu's line leads back to it: " + out);
        // with an explicit goal, the list is cut to what the goal names like any other
        String focused = run(Mode.ACT, SiblingFold.class, Goal.of("open the weather report"),
                b + "  - link \"Weather report\" [ref=e6]\n");
        assertFalse(focused.contains("High school number 19"), focused);
    }
    /** A shop's footer of four columns under their headings: the last one its phone number and e-mail address. */
    static String footerColumns() {
        StringBuilder b = new StringBuilder(lines(
                "- main [ref=e1]:",
                "  - heading \"Wildbirne, Samen\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: Die Wildbirne wächst langsam und blüht im April.",
                "- generic [ref=e10]:"));
        String[][] columns = {{"Über uns", "Unsere Geschichte", "Presse", "Partner"}, {"Mein Konto", "Anmelden", "Bestellungen",
            "Wunschliste"}, {"Information", "Versand", "AGB", "Impressum"}};
        int ref = 20;
        for (String[] c : columns) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n    - heading \"").append(c[0]).append("\" [level=3] [ref=e")
                    .append(ref++).append("]\n    - list [ref=e").append(ref++).append("]:\n");
            for (int i = 1; i < c.length; i++) {
                b.append("      - listitem [ref=e").append(ref++).append("]:\n        - link \"").append(c[i]).append("\" [ref=e")
                        .append(ref++).append("]\n");
            }
        }
        b.append(lines(
                "  - generic [ref=e90]:",
                "    - heading \"Kontakt\" [level=3] [ref=e91]",
                "    - list [ref=e92]:",
                "      - listitem [ref=e93]: +49 176 99 80 99 19",
                "      - listitem [ref=e94]:",
                "        - link \"info@example.de\" [ref=e95]"));
        return b.toString();
    }

    @Test
    void aGoalAskingForThePhoneNumberKeepsTheFooterColumnThatHoldsIt() {
        String out = run(Mode.ACT, GoalFocus.class, Goal.of("What phone number can I call to reach this shop?"), footerColumns());
        assertTrue(out.contains("listitem [ref=e93]: +49 176 99 80 99 19"), out);
        // the other columns shrink to their headings
        assertFalse(out.contains("link \"Bestellungen\""), out);
        // a directory whose every entry has its number: the kind tells none apart, nothing is picked by it
        String all = footerColumns().replaceAll("(- link \"(Presse|Bestellungen|AGB)\" \\[ref=e\\d+])", "$1\n        - text: Tel. 030 1234567");
        Goal goal = Goal.of("What phone number can I call to reach this shop?");
        Node oneRoot = SnapshotParser.parse(footerColumns()).root();
        Relevance one = new Relevance(oneRoot, goal);
        assertEquals(1, GoalPicks.answering(one, oneRoot.child(1).children(), 5).size());
        Node allRoot = SnapshotParser.parse(all).root();
        assertTrue(GoalPicks.answering(new Relevance(allRoot, goal), allRoot.child(1).children(), 5).isEmpty());
    }
}
