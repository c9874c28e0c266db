package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/** What a folded item keeps to say which item it is, when its one link is every item's ("See more >", "詳細"). */
class ItemTitlesTest {
    /** A grammar dictionary's list: each entry its word, its meaning, an example and "See more >", no heading. */
    static String glossary(int n) {
        return glossary(n, "An example sentence with word#, and a second clause, and a third, that make it longer than a record a list reads whole.");
    }

    /** As {@link #glossary(int)}, each entry's example {@code example} ("#" its number). */
    static String glossary(int n, String example) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("  - generic [ref=e" + r + "]:\n")
                    .append("    - generic [ref=e" + (r + 1) + "]: word" + i + "\n")
                    .append("    - generic [ref=e" + (r + 2) + "]: meaning of word" + i + "\n")
                    .append("    - generic [ref=e" + (r + 3) + "]: " + example.replace("#", String.valueOf(i)) + "\n")
                    .append("    - link \"See more >\" [ref=e" + (r + 4) + "]\n");
        }
        return b.toString();
    }

    @Test
    void aFoldedEntryWhoseOneLinkIsEveryEntrysKeepsItsWordAndThatLink() {
        String out = run(Mode.ACT, SiblingFold.class, glossary(14));
        assertTrue(out.contains("titles kept"), out);
        // the twelfth entry, folded: its word says which it is, its link is the way into it
        assertTrue(out.contains("generic [ref=e121]: word11") && out.contains("link \"See more >\" [ref=e124]"), out);
        assertFalse(out.contains("meaning of word11"), out);
        // an entry with a link of its own name is titled by it, as before
        String named = run(Mode.ACT, SiblingFold.class, glossary(14).replace("link \"See more >\" [ref=e124]",
                "link \"word11 in full\" [ref=e124]"));
        assertTrue(named.contains("link \"word11 in full\" [ref=e124]"), named);
        assertFalse(named.contains("generic [ref=e121]: word11"), named);
    }

    /** A TV show's past episodes: each a heading, what it showed, and the link every episode has ("Details"). */
    static String episodes(int n, String link) {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - heading \"Episode " + i + ": curry\" [level=2] [ref=e" + (r + 1) + "]\n")
                    .append("    - paragraph [ref=e" + (r + 2) + "]: Three restaurants of the town, number " + i + "\n")
                    .append("    - link \"" + link + "\" [ref=e" + (r + 3) + "]\n");
        }
        return b.toString();
    }

    @Test
    void aFoldedItemTitledByAHeadingKeepsTheLinkEveryItemHasBesideIt() {
        String out = run(Mode.ACT, SiblingFold.class, episodes(14, "Details"));
        assertTrue(out.contains("heading \"Episode 11: curry\" [level=2] [ref=e121]"), out);
        assertTrue(out.contains("link \"Details\" [ref=e123]"), "the way into the episode: " + out);
        assertFalse(out.contains("number 11"), out);
        // links of each item's own name are no link every item has: they fold with the rest
        StringBuilder own = new StringBuilder(episodes(14, "Details"));
        String named = own.toString().replaceAll("link \"Details\" \\[ref=e(\\d+)]", "link \"Details $1\" [ref=e$1]");
        String out2 = run(Mode.ACT, SiblingFold.class, named);
        assertFalse(out2.contains("link \"Details 123\" [ref=e123]"), out2);
    }

    /** A film catalogue's results: each its title link, then its ratings, a label in bold and its value. */
    static String films(int n) {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - link \"Film " + i + " (1993)\" [ref=e" + (r + 1) + "]\n")
                    .append("    - generic [ref=e" + (r + 2) + "]:\n")
                    .append("      - strong [ref=e" + (r + 3) + "]: Puntuación IMDb\n")
                    .append("      - text: " + (i % 9) + ".0 344 votos\n")
                    .append("    - paragraph [ref=e" + (r + 4) + "]: Un criminal y contrabandista de oro comete varios asesinatos en el lujoso barrio de"
                            + " Beverly Hills y coge un avión con su banda, número " + i + "\n");
        }
        return b.toString();
    }

    @Test
    void aFoldedResultKeepsItsRatingsShownAsALabelInBoldAndItsValue() {
        String out = run(Mode.ACT, SiblingFold.class, films(14));
        assertTrue(out.contains("link \"Film 11 (1993)\" [ref=e121]"), out);
        assertTrue(out.contains("strong [ref=e123]: Puntuación IMDb") && out.contains("2.0 344 votos"), out);
        assertFalse(out.contains("número 11"), out);
        // with an explicit goal, the results it does not name keep their titles alone
        String goal = run(Mode.ACT, SiblingFold.class, Goal.of("open Film 3"), films(14));
        assertFalse(goal.contains("strong [ref=e123]"), goal);
    }

    @Test
    void aListOfSmallRecordsStaysWholeAsACompactTableDoes() {
        // fourteen entries of a word, its meaning, a short example and "See more >": the list is read, not chosen among
        String out = run(Mode.ACT, SiblingFold.class, glossary(14, "I came by car #."));
        assertFalse(out.contains("folded"), out);
        assertTrue(out.contains("generic [ref=e122]: meaning of word11") && out.contains("I came by car 11."), out);
        // entries with a picture each (a shop's cards), longer than a record, or more of them than a list to read, fold
        String pictures = glossary(14, "I came by car #.").replaceAll("(    - link \"See more >\" \\[ref=e\\d+])",
                "    - img \"A picture of the word\"\n$1");
        assertTrue(run(Mode.ACT, SiblingFold.class, pictures).contains("folded"), pictures);
        assertTrue(run(Mode.ACT, SiblingFold.class, glossary(14)).contains("folded"));
        // a list of offers (a publisher's new books, each its price) keeps what its items are compared by instead
        assertTrue(run(Mode.ACT, SiblingFold.class, glossary(14, "定価（本体1,980円＋税）")).contains("folded"));
        assertTrue(run(Mode.ACT, SiblingFold.class, glossary(SiblingFold.COMPACT_RECORDS + 1, "I came by car #."))
                .contains("folded"));
    }

    @Test
    void aListOfHeadlinesWithTheirDatesAndSourcesIsNoListOfSmallRecords() {
        // each item a link of its own name, its age and its source: a news list, titled by its headlines
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 40; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - link \"Headline number " + i + " about the markets\" [ref=e" + (r + 1) + "]\n")
                    .append("    - generic [ref=e" + (r + 2) + "]: " + (i + 1) + " hours ago\n")
                    .append("    - generic [ref=e" + (r + 3) + "]: Reuters\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("folded"), out);
        assertTrue(out.contains("link \"Headline number 30 about the markets\" [ref=e311]"), out);
        assertFalse(out.contains("31 hours ago"), out);
        // with an explicit goal, a list of small records is chosen among as any list is: the goal's entry stays
        String goal = run(Mode.ACT, SiblingFold.class, Goal.of("what does word11 mean?"), glossary(14, "I came by car #."));
        assertTrue(goal.contains("folded") && goal.contains("meaning of word11"), goal);
    }

    @Test
    void aTextEveryItemShowsNamesNoneOfThem() {
        // each story its category, its date, its lead and "Read more": the date says which story it is, not "Politics"
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 14; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - generic [ref=e" + (r + 1) + "]: Politics\n")
                    .append("    - generic [ref=e" + (r + 2) + "]: 2024-05-" + (10 + i) + "\n")
                    .append("    - paragraph [ref=e" + (r + 3) + "]: The council met again on the budget, and the"
                            + " vote on the new bridge was put off until the autumn, story " + i + "\n")
                    .append("    - link \"Read more\" [ref=e" + (r + 4) + "]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertTrue(out.contains("generic [ref=e122]: 2024-05-21") && out.contains("link \"Read more\" [ref=e124]"), out);
        assertFalse(out.contains("generic [ref=e121]"), out);
    }

    @Test
    void aFoldedBoardWhoseOneLinkIsEveryBoardsKeepsItsCounts() {
        // a forum's boards, each its title as a heading, topics and posts as term and definition, and "View board"
        String boards = ListsAndFootersTest.countedBoards(70, "View board");
        String out = run(Mode.ACT, SiblingFold.class, boards);
        assertTrue(out.contains("folded"), out);
        assertTrue(out.contains("\"1065\""), "the folded board's posts: " + out);
    }

    /** A contest's submissions: a header row, then {@code n} rows of a time, a problem, a user, a language and a result. */
    static String submissions(int n, boolean headers) {
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n    - row [ref=e3]:\n");
        for (String h : new String[] {"Time", "Problem", "User", "Language", "Result", ""}) {
            b.append(headers ? "      - columnheader \"" + h + "\"\n" : "      - cell \"" + h + "\"\n");
        }
        b.append("  - rowgroup [ref=e4]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("    - row [ref=e" + r + "]:\n")
                    .append("      - cell:\n        - time [ref=e" + (r + 1) + "]: 2019-02-" + (10 + i % 18) + " 00:25:14\n")
                    .append("      - cell:\n        - link \"A - Center scoring\" [ref=e" + (r + 2) + "]\n")
                    .append("      - cell:\n        - link \"sigma425\" [ref=e" + (r + 3) + "]\n")
                    .append("      - cell \"Rust (1.15." + i + ")\" [ref=e" + (r + 4) + "]\n")
                    .append("      - cell [ref=e" + (r + 5) + "]: CE\n")
                    .append("      - cell:\n        - link \"Details\" [ref=e" + (r + 6) + "]\n");
        }
        return b.toString();
    }

    /** {@link #submissions} without its header row. */
    static String headless(int n) {
        return submissions(n, false).replaceFirst("    - row \\[ref=e3]:\n(      - cell \"[^\n]*\n){6}", "");
    }

    /**
     * A league's standings: {@code divisions} divisions, each a header row (the division's name, then short sort links,
     * or {@code headerLinks} when given) over six teams' rows of a linked name and figures, all in one row group.
     */
    static String divisions(int divisions, String[] headerLinks) {
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n");
        int ref = 10;
        String[] columns = headerLinks != null ? headerLinks : new String[] {"W", "L", "PCT", "GB", "RS", "RA"};
        for (int d = 0; d < divisions; d++) {
            b.append("    - row [ref=e").append(ref++).append("]:\n      - cell \"DIVISION ").append(d + 1)
                    .append("\" [ref=e").append(ref++).append("]\n");
            for (String column : columns) {
                b.append("      - cell [ref=e").append(ref++).append("]:\n        - link \"").append(column)
                        .append("\" [ref=e").append(ref++).append("]\n");
            }
            b.append("      - cell \"DIFF\" [ref=e").append(ref++).append("]\n");
            for (int t = 0; t < 6; t++) {
                b.append("    - row [ref=e").append(ref++).append("]:\n      - cell [ref=e").append(ref++)
                        .append("]:\n        - link \"Team ").append(d + 1).append('-').append(t + 1).append("\" [ref=e")
                        .append(ref++).append("]\n");
                for (String v : new String[] {"3", "1", ".750", "-", "29", "20"}) {
                    b.append("      - cell \"").append(v).append("\" [ref=e").append(ref++).append("]\n");
                }
                b.append("      - cell \"").append(t - 3).append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        return b.toString();
    }

    @Test
    void aStandingsTableWithASortHeaderOverEachDivisionIsReadWhole() {
        // 21 rows in one group: three headers of sort links, each over six teams' figures
        String page = divisions(3, null);
        String out = run(Mode.ACT, SiblingFold.class, page);
        assertFalse(out.contains("folded"), out);
        // the last team's run differential, in its column
        String lastCell = page.lines().reduce((a, b) -> b).orElseThrow().strip();
        assertTrue(out.contains("link \"Team 3-6\"") && out.contains(lastCell), out);
        // with an explicit goal, the teams it does not name fold as before
        assertTrue(run(Mode.ACT, SiblingFold.class, Goal.of("Open Team 1-2's page"), page).contains("folded"));
        // headers of long links are rows of links, not a table's header: the rows fold as a list's items do
        String links = divisions(3,
                new String[] {"Season results", "Full schedule", "Current roster", "Injury reports", "Player statistics"});
        assertTrue(run(Mode.ACT, SiblingFold.class, links).contains("folded"), links);
        // more rows than a table read whole
        assertTrue(run(Mode.ACT, SiblingFold.class, divisions(6, null)).contains("folded"));
        // a header of sort links in a row group of its own, over the rows: a sortable table's column header
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("      - cell \"([A-Za-z]+)\"\n")
                .matcher(submissions(20, false));
        StringBuilder sortable = new StringBuilder();
        int ref = 900;
        while (m.find()) {
            m.appendReplacement(sortable, "      - cell:\n        - link \"" + m.group(1) + "\" [ref=e" + ref++ + "]\n");
        }
        m.appendTail(sortable);
        assertFalse(run(Mode.ACT, SiblingFold.class, sortable.toString()).contains("folded"), sortable.toString());
    }

    @Test
    void aShortDataTableUnderItsColumnHeadersIsReadWhole() {
        String out = run(Mode.ACT, SiblingFold.class, submissions(20, true));
        assertFalse(out.contains("folded"), out);
        // the 11th row's language and result, each in its column
        assertTrue(out.contains("cell \"Rust (1.15.10)\" [ref=e114]") && out.contains("cell [ref=e115]: CE"), out);
        // more rows than a table read whole, no column headers, or an explicit goal: its rows fold as a list's items do
        assertFalse(run(Mode.ACT, SiblingFold.class, submissions(SiblingFold.DATA_ROWS, true)).contains("folded"));
        assertTrue(run(Mode.ACT, SiblingFold.class, submissions(SiblingFold.DATA_ROWS + 1, true)).contains("folded"));
        // rows of more to act on, or of more text, than a record's; a table of two columns
        String acts = submissions(20, true).replaceAll("(      - cell \\[ref=e(\\d+)]: CE)",
                "      - cell:\n        - link \"Rejudge\" [ref=e9$2]\n        - link \"Delete\" [ref=e8$2]\n$1");
        assertTrue(run(Mode.ACT, SiblingFold.class, acts).contains("folded"), acts);
        String text = submissions(20, true).replace("]: CE\n", "]: CE " + "compile error in line 12 ".repeat(8) + "\n");
        assertTrue(run(Mode.ACT, SiblingFold.class, text).contains("folded"));
        String narrow = submissions(20, true).replaceAll("      - cell \"Rust[^\n]*\n", "")
                .replaceAll("      - cell \\[ref=e\\d+]: CE\n", "").replaceAll("      - cell:\n        - link \"sigma425\"[^\n]*\n", "")
                .replaceAll("      - cell:\n        - link \"Details\"[^\n]*\n", "");
        // a table of two columns folds as a list's items do; each folded row keeps its time and its link, which are the
        // whole of it, so no line says "folded 12 rows (titles kept)" of rows that lost nothing
        String narrowOut = run(Mode.ACT, SiblingFold.class, narrow);
        assertTrue(narrowOut.contains("time [ref=e201]: 2019-02-11") && narrowOut.contains("\"A - Center scoring\" [ref=e202]"),
                narrowOut);
        assertFalse(narrowOut.contains("folded"), narrowOut);
        // a header that is not the table's own: one in each row, or in a table inside a cell (the table without its
        // row of names)
        String inRows = headless(20).replaceAll("      - cell:\n        - time", "      - columnheader:\n        - time");
        assertTrue(run(Mode.ACT, SiblingFold.class, inRows).contains("folded"), inRows);
        String nested = headless(20).replaceAll("(      - cell \\[ref=e\\d+]: CE\n)",
                "$1      - cell:\n        - table:\n          - row:\n            - columnheader \"x\"\n");
        assertTrue(run(Mode.ACT, SiblingFold.class, nested).contains("folded"), nested);
        assertTrue(run(Mode.ACT, SiblingFold.class, headless(20)).contains("folded"));
        // names in plain cells with one of them empty (the column of links): a row that names the columns still
        assertFalse(run(Mode.ACT, SiblingFold.class, submissions(20, false)).contains("folded"));
        assertTrue(run(Mode.ACT, SiblingFold.class, Goal.of("open the submission of 2019-02-20"), submissions(20, true))
                .contains("folded"));
    }

    @Test
    void aFirstRowOfPlainCellsNamingTheColumnsIsTheTablesHeader() {
        // a group's topics: its header drawn as a row of cells ("话题", "作者", "回应", "最后回应"), then the topics
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n  - rowgroup [ref=e2]:\n    - row [ref=e3]:\n");
        for (String h : new String[] {"话题", "作者", "回应", "最后回应"}) b.append("      - cell \"").append(h).append("\"\n");
        for (int i = 0; i < 25; i++) {
            int r = 10 + 10 * i;
            b.append("    - row [ref=e" + r + "]:\n")
                    .append("      - cell [ref=e" + (r + 1) + "]:\n        - link \"徐汇田林三村 一室户 招租 " + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("      - cell [ref=e" + (r + 3) + "]:\n        - link \"用户" + i + "\" [ref=e" + (r + 4) + "]\n")
                    .append("      - cell \"" + (100 + 7 * i) + "\" [ref=e" + (r + 5) + "]\n")
                    .append("      - cell \"12-25 12:0" + (i % 10) + "\" [ref=e" + (r + 6) + "]\n");
        }
        String out = run(Mode.ACT, SiblingFold.class, b.toString());
        assertFalse(out.contains("folded"), out);
        // the 9th topic's author and replies in view
        assertTrue(out.contains("link \"用户8\" [ref=e94]") && out.contains("cell \"156\" [ref=e95]"), out);
        // a first row that is a topic itself, or one with a link in it, names no columns
        String noHeader = b.toString().replaceFirst("    - row \\[ref=e3]:\n(      - cell \"[^\n]*\n){4}", "");
        assertTrue(run(Mode.ACT, SiblingFold.class, noHeader).contains("folded"), noHeader);
        String linked = b.toString().replace("      - cell \"作者\"\n", "      - cell:\n        - link \"作者\" [ref=e5]\n");
        assertTrue(run(Mode.ACT, SiblingFold.class, linked).contains("folded"), linked);
        // a title row before the header, an empty header cell first (a column of checkboxes) and an empty row after
        // it: still the header
        String titled = b.toString().replace("    - row [ref=e3]:\n", "    - row [ref=e6]:\n      - cell \"全部话题\"\n"
                + "    - row [ref=e3]:\n      - cell [ref=e7]\n").replace("      - cell \"最后回应\"\n", "    - row\n");
        assertTrue(titled.contains("      - cell [ref=e7]\n      - cell \"话题\""), titled);
        assertFalse(run(Mode.ACT, SiblingFold.class, titled).contains("folded"), titled);
        // a row of three short words over rows of six cells names no columns of theirs
        String narrow = b.toString().replace("      - cell \"最后回应\"\n", "");
        String wide = narrow.replaceAll("(      - cell \"12-25[^\n]*\n)", "$1      - cell \"上海\"\n      - cell \"整租\"\n");
        assertTrue(run(Mode.ACT, SiblingFold.class, wide).contains("folded"), wide);
    }

    @Test
    void aGoalThatNamesAWordWrittenInHiraganaAloneFindsItsEntry() {
        String page = glossary(14).replace("word11", "ないで").replace("meaning of ないで", "without");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("What does the grammar point ないで mean?"), null)).text();
        assertTrue(out.contains("ないで") && out.contains("without"), out);
        // (terms are compared without the marks of voicing: "ないで" is looked for as "ないて")
        assertTrue(Goal.of("What does the grammar point ないで mean?").terms().contains("ないて"));
        // hiragana inside a run of Japanese still joins its words ("を", "する"): only the words are looked for
        assertFalse(Goal.of("このページを印刷する").terms().contains("する"));
        // a word of hiragana that joins the goal's words, written apart ("please", "about"), is no term
        assertFalse(Goal.of("東京の天気を調べて ください").terms().contains("くたさい"));
        assertFalse(Goal.of("レシピ について 教えて").terms().contains("について"), Goal.of("レシピ について 教えて").terms().toString());
    }
    /** A city portal's menu: list items each holding one link. */
    static String linkMenu(int n) {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - link \"Service " + i + " of the town hall\" [ref=e" + (r + 1) + "] [cursor=pointer]\n");
        }
        return b.toString();
    }

    @Test
    void anItemThatWasItsTitleAndNothingElseGetsNoFoldLine() {
        String out = run(Mode.ACT, SiblingFold.class, linkMenu(14));
        // every link stays by its name, and no line says "folded 1 listitem (titles kept)" of an item that lost nothing
        for (int i = 0; i < 14; i++) assertTrue(out.contains("Service " + i + " of the town hall\" [ref=e" + (11 + 10 * i) + "]"), out);
        assertFalse(out.contains("folded"), out);
        // an item that held more than its title still says so
        String more = run(Mode.ACT, SiblingFold.class, linkMenu(14).replaceAll("(\\[cursor=pointer]\n)",
                "$1    - generic: open Mondays to Fridays\n"));
        assertTrue(more.contains("titles kept"), more);
    }
    @Test
    void anItemWhoseOtherPartsAnEarlierStepFoldedStillGetsItsLine() {
        // a job list: each item its title link and a long description, which the reading step folds inside the item
        // first; the item folds to its title, and the line keeps the descriptions' way back
        StringBuilder jobs = new StringBuilder("- main [ref=e1]:\n  - heading \"Jobs\" [level=1] [ref=e2]\n  - list [ref=e3]:\n");
        for (int i = 0; i < 12; i++) {
            int r = 10 + 10 * i;
            jobs.append("    - listitem [ref=e").append(r).append("]:\n      - link \"Position ").append(i)
                    .append(" in the city archive\" [ref=e").append(r + 1).append("]\n      - paragraph [ref=e").append(r + 2)
                    .append("]: The archive seeks a colleague for its reading room, number ").append(i)
                    .append(", who answers the questions of visitors, orders the files they ask for from the stacks, keeps the")
                    .append(" reading room's rules and helps with the digital catalogue on weekdays and on two Saturdays a month.\n");
        }
        String out = new Pruner(StepTesting.SETTINGS).prune(SnapshotParser.parse(jobs.toString()),
                new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("link \"Position 11 in the city archive\" [ref=e121]"), out);
        assertTrue(out.contains("folded") && out.contains("target=e3"), "the descriptions' line: " + out);
    }
    /**
     * A price comparison's listing: each card its discount, its picture, its name, its sizes and its prices, and a
     * "Save Buy" its script makes clickable: no link, no heading.
     */
    static String comparisonCards(int n) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < n; i++) {
            int r = 10 + 10 * i;
            b.append("  - generic [ref=e" + r + "]:\n")
                    .append("    - generic [ref=e" + (r + 1) + "]:\n")
                    .append("      - text: \"-20%\"\n")
                    .append("      - img \"Boat shoe model " + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("      - generic [ref=e" + (r + 3) + "]: Boat shoe model " + i + "\n")
                    .append("      - generic [ref=e" + (r + 4) + "]: \"Str.: 42 / 44 / 45\"\n")
                    .append("      - generic [ref=e" + (r + 5) + "]: DKK " + (500 + i) + ",00 DKK " + (700 + i) + ",00\n")
                    .append("    - generic [ref=e" + (r + 6) + "]: Gem Køb\n");
        }
        return b.toString();
    }

    @Test
    void aFoldedOfferWithNoLinkOrHeadingKeepsItsNameAndPrice() {
        String out = run(Mode.ACT, SiblingFold.class, comparisonCards(30));
        assertTrue(out.contains("titles kept"), out);
        // the 20th card, folded: its name says which it is, its prices what it costs now and before
        assertTrue(out.contains("generic [ref=e203]: Boat shoe model 19"), out);
        assertTrue(out.contains("generic [ref=e205]: DKK 519,00 DKK 719,00"), out);
        // not its picture, its sizes or the discount
        assertFalse(out.contains("img \"Boat shoe model 19\""), out);
        assertFalse(out.contains("[ref=e204]"), out);
        // cards that show no price are no offers: they fold whole, named in the line
        String unpriced = run(Mode.ACT, SiblingFold.class, comparisonCards(30).replaceAll("DKK (\\d+),00 DKK (\\d+),00", "size chart"));
        assertFalse(unpriced.contains("Boat shoe model 19\n"), unpriced);
        // a badge every card shows before its name ("NEU") names none of them
        String badged = run(Mode.ACT, SiblingFold.class, comparisonCards(30).replaceAll(
                "(      - generic \\[ref=e(\\d+)3\\]: Boat)", "      - generic [ref=e$27]: NEU\n$1"));
        assertTrue(badged.contains("generic [ref=e17]: NEU"), "the cards that stay whole show it: " + badged);
        // a labeled value before the name ("Str.: 42 / 44 / 45") is no name either
        String sized = run(Mode.ACT, SiblingFold.class, comparisonCards(30).replaceAll(
                "(      - generic \\[ref=e(\\d+)3\\]: Boat)", "      - generic [ref=e$27]: \"Str.: 40 / 41\"\n$1"));
        assertTrue(sized.contains("generic [ref=e203]: Boat shoe model 19"), sized);
        assertFalse(sized.contains("[ref=e207]"), sized);
        // a list of reviews where one shows a price: the others show no price, and fold whole, not to their first text
        StringBuilder reviews = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 30; i++) {
            int r = 10 + 10 * i;
            reviews.append("  - generic [ref=e" + r + "]:\n")
                    .append("    - generic [ref=e" + (r + 1) + "]: Verified buyer\n")
                    .append("    - generic [ref=e" + (r + 2) + "]: " + (i == 6 ? "Paid $5.00" : "Good shoes, they fit well number " + i)
                            + "\n");
        }
        String reviewed = run(Mode.ACT, SiblingFold.class, reviews.toString());
        assertFalse(reviewed.contains("[ref=e201]"), reviewed);
        assertTrue(badged.contains("generic [ref=e203]: Boat shoe model 19"), badged);
        assertFalse(badged.contains("[ref=e207]"), badged);
    }
    /**
     * A front page's column of 14 boxes, each a heading link and three headlines, but the {@code at}th: a board of
     * market quotes, each an index's link and its value.
     */
    static String boxesWithQuotes(int at, String[][] quotes) {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 14; i++) {
            int r = 10 + 40 * i;
            b.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - heading [level=3] [ref=e" + (r + 1) + "]:\n")
                    .append("      - link \"Section " + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("    - list [ref=e" + (r + 3) + "]:\n");
            if (i == at) {
                for (int q = 0; q < quotes.length; q++) {
                    b.append("      - listitem [ref=e" + (r + 4 + 2 * q) + "]:\n")
                            .append("        - link \"" + quotes[q][0] + "\" [ref=e" + (r + 5 + 2 * q) + "]\n")
                            .append("        - text: " + quotes[q][1] + "\n");
                }
            } else {
                for (int h = 0; h < 3; h++) {
                    b.append("      - listitem [ref=e" + (r + 4 + 2 * h) + "]:\n")
                            .append("        - link \"Headline " + h + " of section " + i + " about the week's events\" [ref=e"
                                    + (r + 5 + 2 * h) + "]\n");
                }
            }
        }
        return b.toString();
    }

    @Test
    void aBoxOfFiguresStaysWholeWhereItsListFoldsToTitles() {
        String[][] quotes = {{"ATX", "2 132,16"}, {"DAX", "9 692,48"}, {"DOW JONES", "16 466,30"}, {"EUR-USD", "1,09"},
                {"Gold", "+1,2%"}};
        String out = run(Mode.ACT, SiblingFold.class, boxesWithQuotes(10, quotes));
        assertTrue(out.contains("titles kept"), out);
        // the board of quotes, deep in the column: every index with its value
        assertTrue(out.contains("link \"DAX\" [ref=e417]") && out.contains("text: 9 692,48"), out);
        assertTrue(out.contains("link \"Gold\" [ref=e423]") && out.contains("text: +1,2%"), out);
        // the boxes of headlines beside it fold to their titles
        assertFalse(out.contains("Headline 1 of section 9 "), out);
        // a box whose entries are names with words after them is no board of figures
        String[][] words = {{"ATX", "rose sharply today"}, {"DAX", "fell after the news"}, {"DOW JONES", "closed flat again"},
                {"EUR-USD", "steady on Monday"}, {"Gold", "at a record high"}};
        String headlines = run(Mode.ACT, SiblingFold.class, boxesWithQuotes(10, words));
        assertFalse(headlines.contains("link \"DAX\" [ref=e417]"), headlines);
        // a value and its change are figures too; plain numbers of more digits as well
        String[][] changes = {{"ATX", "2132.16", "+0,5%"}, {"DAX", "9692.48", "-1,2%"}, {"DOW JONES", "16466.30", "+0,1%"},
                {"EUR-USD", "1,09", "0,0%"}, {"Gold", "1123.92", "+2,0%"}};
        String[][] joined = new String[changes.length][];
        for (int q = 0; q < changes.length; q++) joined[q] = new String[] {changes[q][0], changes[q][1] + "\n        - text: " + changes[q][2]};
        String withChanges = run(Mode.ACT, SiblingFold.class, boxesWithQuotes(10, joined));
        assertTrue(withChanges.contains("link \"DAX\" [ref=e417]") && withChanges.contains("9692.48"), withChanges);
        // an entry of a name and three numbers (a league's row) or a list of more than twelve entries is no such box
        String[][] many = new String[13][];
        for (int q = 0; q < 13; q++) many[q] = quotes[q % quotes.length];
        assertFalse(run(Mode.ACT, SiblingFold.class, boxesWithQuotes(10, many)).contains("text: 9 692,48"));
        // a column whose every box shows figures (each category with its count) is a list like any: it folds
        StringBuilder all = new StringBuilder("- list [ref=e1]:\n");
        for (int i = 0; i < 14; i++) {
            int r = 10 + 40 * i;
            all.append("  - listitem [ref=e" + r + "]:\n")
                    .append("    - heading [level=3] [ref=e" + (r + 1) + "]:\n")
                    .append("      - link \"Section " + i + "\" [ref=e" + (r + 2) + "]\n")
                    .append("    - list [ref=e" + (r + 3) + "]:\n");
            for (int q = 0; q < 4; q++) {
                all.append("      - listitem [ref=e" + (r + 4 + 2 * q) + "]:\n")
                        .append("        - link \"Subcategory " + q + "\" [ref=e" + (r + 5 + 2 * q) + "]\n")
                        .append("        - text: \"" + (1000 + 37 * q) + "\"\n");
            }
        }
        // (a list of counted things: each folded box keeps its first counts, not all of them)
        String counted = run(Mode.ACT, SiblingFold.class, all.toString());
        assertFalse(counted.contains("[ref=e421]"), counted);
    }
    @Test
    void aCountOfMoreDigitsThanALongHoldsIsNoCount() {
        Node item = SnapshotParser.parse("- listitem [ref=e1]:\n  - link \"Success stories (1.234)\" [ref=e2]\n").root().child(0);
        assertEquals(1234, SiblingFold.count(item));
        Node huge = SnapshotParser.parse("- listitem [ref=e1]:\n  - link \"Stories (123456789012345678901234)\" [ref=e2]\n")
                .root().child(0);
        assertEquals(-1, SiblingFold.count(huge));
        Node eighteen = SnapshotParser.parse("- listitem [ref=e1]:\n  - link \"Stories (123456789012345678)\" [ref=e2]\n")
                .root().child(0);
        assertEquals(123456789012345678L, SiblingFold.count(eighteen));
    }
}
