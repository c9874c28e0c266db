package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A page an agent acts on (a news page with a comment form, a product with its description) keeps its main text
 * whole, in any script, while prose elsewhere is still dropped (issue 14: "what does the article say").
 */
class MainTextTest {
    /** The whole pipeline of {@code act}, without a goal, on {@code yaml}. */
    private static PruneResult act(String yaml) {
        return new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(yaml), PruneRequest.of(Mode.ACT));
    }

    static final String STORY = "The board met on Monday and agreed that the company would sell three plants to a rival "
            + "for seven billion dollars, the largest sale in its history.";

    /** A news page: a story of {@code n} paragraphs, a teaser box of prose elsewhere, a comment form. */
    static String newsPage(int n, String paragraph) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Story\" [level=1] [ref=e2]\n  - generic [ref=e3]:\n");
        for (int i = 0; i < n; i++) b.append("    - paragraph [ref=e").append(10 + i).append("]: \"").append(i).append(' ')
                .append(paragraph).append("\"\n");
        b.append("  - generic [ref=e4]:\n    - paragraph [ref=e5]: \"").append("An unrelated teaser about something else, ".repeat(5))
                .append("\"\n");
        b.append("  - textbox \"Your comment\" [ref=e6]\n  - textbox \"Your name\" [ref=e7]\n  - button \"Post\" [ref=e8]\n");
        return b.toString();
    }

    @Test
    void aGoalThatCannotReadTheMainTextLeavesItWhole() {
        // a Russian page's delivery terms, under the site's e-mail address, asked in English: the goal finds one word
        // ("taraz", in the address) and none in the text, so it cannot tell which paragraph answers
        String ru = "По городу Тараз возможна доставка нашими курьерами бесплатно (заказы от 10000 тг.), или платно 500 тг. "
                + "При такой доставке оплата производится непосредственно курьеру при получении товара.";
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - link \"multidom-taraz@mail.ru\" [ref=e2]\n"
                + "  - heading \"Оплата и доставка\" [level=1] [ref=e3]\n  - generic [ref=e4]:\n");
        for (int i = 0; i < 16; i++) b.append("    - generic [ref=e").append(10 + i).append("]: \"").append(i).append(' ').append(ru).append("\"\n");
        String page = b.toString();
        String asked = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("How much does courier delivery cost in Taraz?"), null)).text();
        assertTrue(asked.contains("[ref=e24]: \"14 " + ru + "\""), asked);
        // a goal the text says (its words, in its language) focuses as before: the text is no longer kept whole, and
        // of sixteen paragraphs that name it alike, the first few stay
        String said = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("Сколько стоит доставка курьером по городу Тараз?"), null)).text();
        assertTrue(said.contains("folded") && !said.contains("[ref=e24]"), said);
    }

    @Test
    void aQuestionInAnotherLanguageThanTheStoryLeavesItWhole() {
        // a Spanish story asked about in English: the goal shares the story's names ("Izaskun Lesaka"), not the words
        // of the paragraph that answers ("Nacida el 5 de enero de 1975 en Pamplona")
        String[] story = {
            "Izaskun Lesaka utilizaba hoteles y casas rurales como su escondite habitual en el país vecino, según los investigadores.",
            "Bajo su mando se encontraba el control de todos los zulos y las armas de la organización, que Lesaka dirigía desde 2010.",
            "A Lesaka se la conoce como 'La Literaria' por redactar los comunicados de la banda, entre ellos el texto de 2009.",
            "Nacida el 5 de enero de 1975 en Pamplona, su carrera se inicia a la temprana edad de 16 años en las calles del barrio.",
            "Antes de ser juzgada por su militancia, pasó a la clandestinidad y se escondió en México y Francia durante años.",
            "Los investigadores situaron en septiembre de 2010 a Lesaka al frente del aparato militar, por su perfil violento.",
            "Fue condenada en rebeldía el 15 de junio de 2007 por el Tribunal Correccional de París a cuatro años de prisión."};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Cae en Francia Izaskun Lesaka\" [level=1] [ref=e2]\n"
                + "  - generic [ref=e3]:\n");
        for (int i = 0; i < story.length; i++) b.append("    - paragraph [ref=e").append(10 + i).append("]: \"").append(story[i]).append("\"\n");
        b.append("  - textbox \"Comentario\" [ref=e4]\n  - button \"Enviar\" [ref=e5]\n");
        String page = b.toString();
        String born = "[ref=e13]: \"" + story[3] + "\"";
        String asked = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("According to the article, when and where was Izaskun Lesaka born?"), null)).text();
        assertTrue(asked.contains(born), asked);
        // asked in the story's language, the goal picks its paragraphs by its words; an instruction in English names
        // what it acts on, and the story is cut as other prose
        String spanish = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("¿Dónde se escondía Izaskun Lesaka según los investigadores?"), null)).text();
        assertFalse(spanish.contains(born), spanish);
        String act = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("Post a comment about Izaskun Lesaka."), null)).text();
        assertFalse(act.contains(born), act);
    }

    @Test
    void aTableUnderATabIsDataToReadNotProse() {
        // a product's specification: a term (the tab) and its definition holding the table
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Pierścionek z diamentami\" [level=1] [ref=e2]\n"
                + "  - generic [ref=e3]: 4 399,00 zł\n  - button \"Dodaj do koszyka\" [ref=e4]\n"
                + "  - term [ref=e5]: Specyfikacja\n  - definition [ref=e6]:\n    - table [ref=e7]:\n");
        // more text than a paragraph may hold before act drops it as prose
        String[][] rows = {{"Kruszec", "Białe złoto 14K (585), polerowane na wysoki połysk"}, {"Rodzaj kamienia", "Diament naturalny"},
            {"Szlif kamienia", "Brylantowy, 57 faset"}, {"Masa kamienia/i", "0,72 ct łącznie"}, {"Ilość kamieni", "19 sztuk"},
            {"Czas dostawy", "7 - 14 dni"}};
        int ref = 10;
        for (String[] r : rows) {
            b.append("      - row [ref=e").append(ref++).append("]:\n");
            b.append("        - rowheader \"").append(r[0]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("        - cell \"").append(r[1]).append("\" [ref=e").append(ref++).append("]\n");
        }
        String out = act(b.toString()).text();
        assertTrue(out.contains("cell \"7 - 14 dni\" [ref=e27]"), out);
    }

    @Test
    void theStoryOfAPageWithAFormStaysWholeWhileOtherProseGoes() {
        String out = run(Mode.ACT, ReadingPrune.class, newsPage(5, STORY));
        for (int i = 0; i < 5; i++) assertTrue(out.contains("[ref=e" + (10 + i) + "]: \"" + i + " " + STORY + "\""), out);
        // the teaser goes, counted in a line with its first words
        assertFalse(out.matches("(?s).*paragraph \\[ref=e\\d+]: \"?An unrelated teaser.*"), out);
        assertTrue(out.contains("folded 1 paragraph: 'An unrelated teaser"), out);
    }

    @Test
    void aStoryInChineseIsFoundByItsReadingLength() {
        // 3 paragraphs of 170 characters of Chinese: 510 characters (no main text, counted so), but they read as long
        // as 1,530 Latin letters
        String zh = "梁振英强调承诺将在两周内解决其住宅的违建问题，并向市民道歉。".repeat(6).substring(0, 168);
        String out = run(Mode.ACT, ReadingPrune.class, newsPage(3, zh));
        for (int i = 0; i < 3; i++) assertTrue(out.contains("[ref=e" + (10 + i) + "]: \"" + i + " " + zh + "\""), out);
    }

    @Test
    void aStoryLaidOutWithoutParagraphsStaysWholeToo() {
        // a quiz page of div texts: questions, choices and answers as generics and bare text lines, 20 of them
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - generic [ref=e2]:\n");
        for (int i = 0; i < 10; i++) {
            b.append("    - generic [ref=e").append(10 + i).append("]: \"Answer ").append(i).append(": ").append(STORY)
                    .append("\"\n");
            b.append("    - text: \"Question ").append(i).append(": ").append(STORY).append("\"\n");
        }
        b.append("  - textbox \"Your e-mail\" [ref=e3]\n  - button \"Send\" [ref=e4]\n");
        PruneResult r = act(b.toString());
        assertTrue(r.text().contains("[ref=e19]: \"Answer 9: " + STORY + "\""), r.text());
        assertTrue(r.text().contains("Question 9: " + STORY), r.text());
    }

    @Test
    void withAnExplicitGoalTheStoryIsCutLikeOtherProse() {
        String out = run(Mode.ACT, ReadingPrune.class, Goal.of("Post a comment under your name"), newsPage(5, STORY));
        assertFalse(out.contains(STORY), out);
    }

    /** A chapter of a book: a heading, prose, then a glossary of four terms, each with a definition of two paragraphs. */
    static String glossaryChapter() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"The Four Signals\" [level=1] [ref=e2]\n");
        for (int i = 0; i < 6; i++) {
            b.append("  - paragraph [ref=e").append(3 + i).append("]: \"").append(i).append(' ').append(STORY).append("\"\n");
        }
        b.append("  - generic [ref=e20]:\n");
        String[] terms = {"Latency", "Traffic", "Errors", "Saturation"};
        for (int t = 0; t < terms.length; t++) {
            int r = 30 + 10 * t;
            b.append("    - term [ref=e").append(r).append("]: ").append(terms[t]).append('\n')
                    .append("    - definition [ref=e").append(r + 1).append("]:\n")
                    .append("      - paragraph [ref=e").append(r + 2).append("]: How full the thing called ").append(t)
                    .append(" is: a measure of the part of the system that is most constrained, watched over time.\n")
                    .append("      - paragraph [ref=e").append(r + 3).append("]: Many systems degrade before they reach their ")
                    .append("limit, so a target below it is essential for number ").append(t).append(".\n");
        }
        return b.toString();
    }

    @Test
    void aTermTheGoalNamesKeepsItsDefinitionTheOthersFold() {
        String out = run(Mode.ACT, ReadingPrune.class, Goal.of("How does the chapter define the 'Saturation' signal?"),
                glossaryChapter());
        assertTrue(out.contains("paragraph [ref=e62]: How full the thing called 3 is"), out);
        assertTrue(out.contains("paragraph [ref=e63]: Many systems degrade"), out);
        // the other terms' definitions say nothing of the goal: their prose folds as any other
        assertFalse(out.contains("How full the thing called 1 is"), out);
        assertTrue(out.contains("term [ref=e40]: Traffic"), out);
    }

    @Test
    void aPageToReadIsReadForAnExplicitGoalAndWholeWithout() {
        String page = glossaryChapter();
        Pruner p = new Pruner(PruneSettings.DEFAULTS);
        PruneResult whole = p.prune(SnapshotParser.parse(page), PruneRequest.of(Mode.AUTO));
        assertEquals(Mode.BROWSE, whole.mode(), whole.text());
        assertTrue(whole.text().contains("How full the thing called 1 is"), whole.text());
        PruneResult asked = p.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.AUTO, Goal.of("How does the chapter define the 'Saturation' signal?"), null));
        assertEquals(Mode.ACT, asked.mode(), asked.text());
        assertTrue(asked.reason().endsWith(", read for the goal"), asked.reason());
        assertTrue(asked.text().contains("How full the thing called 3 is"), asked.text());
        assertFalse(asked.text().contains("How full the thing called 1 is"), asked.text());
        assertTrue(asked.text().length() < whole.text().length() / 2, asked.text());
        // a goal the page says nothing of is taken as context, and a context is no goal to read for: read whole
        PruneResult unsaid = p.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.AUTO, Goal.of("ferry timetable Oslo Kiel"), null));
        assertEquals(Mode.BROWSE, unsaid.mode(), unsaid.text());
        PruneResult context = p.prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.AUTO, Goal.context(List.of("saturation")), null));
        assertEquals(Mode.BROWSE, context.mode(), context.text());
    }

    @Test
    void itemsBesideTheStoryStillFoldAsRepeatedSiblings() {
        // a forum post of 5 paragraphs, then 300 replies of a few links each, in one container
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 5; i++) b.append("  - paragraph [ref=e").append(2 + i).append("]: \"").append(STORY).append("\"\n");
        int ref = 10;
        for (int i = 0; i < 300; i++) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n");
            for (int k = 0; k < 3; k++) b.append("    - link \"Reply ").append(i).append(" part ").append(k).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        PruneResult r = act(b.toString());
        assertTrue(r.text().contains("paragraph [ref=e6]: \"" + STORY + "\""), r.text());
        assertTrue(r.text().contains("folded 295 generics (titles kept)"), r.text());
    }

    @Test
    void oneParagraphIsNoMainText() {
        // not right under the title either (a list of links between them): nothing keeps it
        String page = newsPage(1, STORY).replace("  - generic [ref=e3]:\n",
                "  - list [ref=e90]:\n    - link \"Share\" [ref=e91]\n  - generic [ref=e3]:\n");
        String out = run(Mode.ACT, ReadingPrune.class, page);
        assertFalse(out.contains(STORY), out);
        // right under the title, the one paragraph is the page's text
        assertTrue(run(Mode.ACT, ReadingPrune.class, newsPage(1, STORY)).contains(STORY));
    }

    @Test
    void throughThePipelineALongStoryIsNotFoldedAsRepeatedSiblings() {
        String page = newsPage(30, STORY);
        Snapshot in = SnapshotParser.parse(page);
        PruneResult r = new Pruner(PruneSettings.DEFAULTS).prune(in, PruneRequest.of(Mode.ACT));
        for (int i = 0; i < 30; i++) assertTrue(r.text().contains("[ref=e" + (10 + i) + "]"), r.text());
        assertEquals(0, PruneCheck.rawLines(SnapshotParser.parse(r.text())));
    }

    /**
     * A court's docket: a short header table and a table of {@code rows} entries (a date, the document's number as a
     * link, the entry's text), with {@code actions} more links in each entry.
     */
    static String docket(int rows, int actions) {
        return docket(rows, actions, 0);
    }

    /** {@link #docket(int, int)} with its entries in row groups of {@code perGroup} rows (0: none), each with a flag icon. */
    static String docket(int rows, int actions, int perGroup) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Criminal docket for case 1:04-cr-00279\" [level=3] [ref=e2]\n");
        b.append("  - table [ref=e3]:\n    - row [ref=e4]:\n      - cell \"Date Filed\" [ref=e5]\n      - cell \"#\" [ref=e6]\n")
                .append("      - cell \"Docket Text\" [ref=e7]\n");
        int ref = 10;
        String in = perGroup > 0 ? "  " : "";
        for (int i = 1; i <= rows; i++) {
            if (perGroup > 0 && (i - 1) % perGroup == 0) b.append("    - rowgroup [ref=e").append(ref++).append("]:\n");
            b.append(in).append("    - row [ref=e").append(ref++).append("]:\n");
            b.append(in).append("      - cell \"0").append(1 + i % 9).append("/1").append(i % 10).append("/2004\" [ref=e").append(ref++).append("]\n");
            b.append(in).append("      - cell [ref=e").append(ref++).append("]:\n").append(in).append("        - link \"").append(i)
                    .append("\" [ref=e").append(ref++).append("]\n");
            b.append(in).append("      - cell [ref=e").append(ref++).append("]:\n");
            if (perGroup > 0) b.append(in).append("        - img \"flag\" [ref=e").append(ref++).append("]\n");
            b.append(in).append("        - text: Entry ").append(i)
                    .append(": MINUTES of the hearing before the judge; the motion of the defendant is heard and the court rules on it.\n");
            for (int k = 0; k < actions; k++) {
                b.append(in).append("        - link \"Attachment ").append(k).append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        return b.toString();
    }

    @Test
    void aShortBlockStatingAPriceIsCutAfterThePriceNotDropped() {
        // a game's product page: its form, related products named at length with their prices, and the delivery terms
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Street Fighter V\" [level=1] [ref=e2]\n"
                + "  - combobox \"Quantity\" [ref=e3]\n  - button \"Pre-order\" [ref=e4]\n  - list [ref=e5]:\n");
        for (int i = 0; i < 4; i++) {
            b.append("    - listitem [ref=e").append(10 + 2 * i).append("]:\n      - link \"Game ").append(i).append("\" [ref=e")
                    .append(11 + 2 * i).append("]\n      - text: Casio Grand Hybrid GP-50").append(i)
                    .append(" Bechstein Celviano pianoforte ibrido con tastiera con martelletto gp500 nero lucido € 3.89")
                    .append(i).append(",00\n");
        }
        b.append("  - generic [ref=e30]:\n    - heading \"Delivery\" [level=2] [ref=e31]\n"
                + "    - paragraph [ref=e32]: Using Free Standard First Class delivery your order should arrive within 2-5 days"
                + " (Sundays and Bank Holidays excluded).\n"
                + "    - paragraph [ref=e33]: Guaranteed Next day delivery is available for just £4.99 (additional costs may apply"
                + " for non game items). Payment must be received before 2pm to qualify; orders Monday to Thursday only, and"
                + " only to addresses on the UK mainland.\n"
                + "    - paragraph [ref=e34]: For non UK residents delivery times may vary, but most orders arrive within 7 working"
                + " days of the date of dispatch, depending on the carrier and on customs in the country of delivery.\n");
        // a block whose price comes after its fortieth word goes as other prose does: cut short, it would lose it
        b.append("  - generic [ref=e36]:\n    - paragraph [ref=e35]: Orders placed before two in the afternoon on a working day are packed the same"
                + " day by our team in the warehouse and handed to the courier in the evening, and they reach most"
                + " addresses in the country by the next morning, while a delivery on a Saturday costs £4.99.\n");
        String out = act(b.toString()).text();
        assertFalse(out.contains("[ref=e35]"), out);
        // the price stays, cut after it; a block of the same length without one still goes
        assertTrue(out.contains("paragraph [ref=e33]: Guaranteed Next day delivery is available for just £4.99"), out);
        assertFalse(out.contains("paragraph [ref=e34]"), out);
        // a long name cut short keeps the price at its end
        assertTrue(out.contains("gp500 nero lucido € 3.892,00"), out);
    }

    @Test
    void aTableOfEntriesToReadThatIsThePageStaysWhole() {
        PruneResult r = act(docket(40, 0));
        assertTrue(r.text().contains("Entry 38: MINUTES of the hearing"), r.text());
        assertTrue(r.text().contains("link \"38\" [ref="), r.text());
        assertFalse(r.text().contains("folded"), r.text());
    }

    @Test
    void aTableToReadSplitIntoRowGroupsStaysWholeWithoutItsImages() {
        PruneResult r = act(docket(40, 0, 10));
        assertTrue(r.text().contains("Entry 38: MINUTES of the hearing before the judge; the motion of the defendant is heard"
                + " and the court rules on it."), r.text());
        assertFalse(r.text().contains("img \"flag\""), "decorative images in its rows still go: " + r.text());
    }

    @Test
    void aVeryLongTableToReadKeepsItsFirstRowsWholeAndFoldsTheRest() {
        PruneResult r = act(docket(400, 0));
        assertTrue(r.text().contains("Entry 40: MINUTES of the hearing"), r.text());
        assertFalse(r.text().contains("Entry 390: MINUTES of the hearing before the judge"), r.text());
        // the rest fold as repeated siblings, in one line, keeping their titles: the default budget need not fold row
        // by row
        assertTrue(r.text().contains("rows (titles kept)"), r.text());
        assertFalse(r.fit().bit(), r.text());
        assertTrue(r.text().split("folded", -1).length - 1 <= 3, r.text());
    }

    @Test
    void aTableOfRowsToActOnStillFolds() {
        // the same rows with four links each are chosen among, not read: they fold as repeated siblings
        PruneResult r = act(docket(40, 4));
        assertFalse(r.text().contains("Entry 38: MINUTES of the hearing"), r.text());
        assertTrue(r.text().contains("folded"), r.text());
    }

    /** A firm's page on one of its services: menus of links, then a heading and the one paragraph that says it all. */
    static String servicePage(String paragraph) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - list [ref=e2]:\n");
        int ref = 10;
        for (String item : List.of("Home", "Structural design", "Building physics", "Fire safety", "Projects", "Team",
                "Jobs", "Contact", "Directions", "Imprint")) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(item).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        b.append("  - generic [ref=e3]:\n    - heading \"Structural design\" [level=3] [ref=e4]\n")
                .append("    - paragraph [ref=e5]: ").append(paragraph).append("\n");
        return b.toString();
    }

    @Test
    void thePagesOneTextStaysWhole() {
        String text = "Our building department plans load-bearing structures for buildings and bridges. We carry out all "
                + "service phases under section 49 of the fee regulations and special services such as reinforcement "
                + "drawings, checks of existing structures and expert opinions for owners, architects and contractors, "
                + "from the first sketch to the last inspection on site.";
        PruneResult r = act(servicePage(text));
        assertTrue(r.text().contains("paragraph [ref=e5]: " + text), r.text());
        // a shorter one (over 160 characters, under 300) is no page's text: it goes like other prose in act
        String teaser = text.substring(0, 240);
        assertFalse(act(servicePage(teaser))
                .text().contains("ref=e5"), "too short to be the page's text");
        // a text without its heading, or in a dialog, is no page's text either (a consent line, a cookie notice)
        String bare = servicePage(text).replace("    - heading \"Structural design\" [level=3] [ref=e4]\n", "");
        assertFalse(act(bare)
                .text().contains("ref=e5"), "no heading");
        String dialog = servicePage(text).replace("  - generic [ref=e3]:\n", "  - dialog \"Cookies\" [ref=e3]:\n");
        assertFalse(act(dialog)
                .text().contains("paragraph [ref=e5]: " + text), "in a dialog");
    }

    /**
     * A short story (a paywalled article's first paragraphs) among much more of the page: menus, a repeated title in a
     * print header, the headline, a byline and two paragraphs, then lists of other stories.
     */
    static String briefPage(String container) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - list [ref=e2]:\n");
        int ref = 100;
        for (int i = 1; i <= 40; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"Section number ").append(i)
                    .append(" of the newspaper\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - generic [ref=e3]:\n    - heading \"Opposition leader to seek the presidency\" [level=1] [ref=e4]\n");
        b.append("  - heading \"Opposition leader to seek the presidency\" [level=1] [ref=e5]\n");
        b.append("  - ").append(container).append(" [ref=e6]:\n    - heading \"BY A CORRESPONDENT\" [level=3] [ref=e7]\n");
        b.append("    - paragraph [ref=e8]: THE CAPITAL—The opposition leader stated unequivocally on Thursday that she")
                .append(" wants to run for president, laying out for the first time what she has done since her release to")
                .append(" prepare for the vote, and what she expects of the new constitution.\n");
        b.append("    - paragraph [ref=e9]: She said she wants to run for president and is quite frank about it, speaking")
                .append(" in a panel discussion during the economic forum in the capital.\n");
        b.append("  - heading \"Most popular\" [level=2] [ref=e10]\n  - list [ref=e11]:\n");
        for (int i = 1; i <= 6; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]: Another story of the day, number ").append(i)
                    .append(", told in a long sentence of its own that a reader may skim past on the way down.\n");
        }
        return b.toString();
    }

    @Test
    void aShortStoryUnderThePagesTitleStaysWhole() {
        String out = act(briefPage("generic")).text();
        assertTrue(out.contains("paragraph [ref=e8]: THE CAPITAL—The opposition leader stated unequivocally on Thursday"
                + " that she wants to run for president, laying out for the first time"), out);
        assertTrue(out.contains("speaking in a panel discussion during the economic forum in the capital."), out);
        // in a form (a comment box's help text, a sign-up's terms) it is no story
        String form = act(briefPage("form")).text();
        assertFalse(form.contains("economic forum in the capital."), form);
        // the section ends at a heading of level 2, in the same container too: what follows it is not the story
        String related = briefPage("generic").replace("  - heading \"Most popular\" [level=2] [ref=e10]\n",
                "    - heading \"Related\" [level=2] [ref=e12]\n    - paragraph [ref=e13]: An older story on the same vote, told"
                        + " again at length for readers who missed it the first time, with every detail of the count and of"
                        + " the recount that followed.\n  - heading \"Most popular\" [level=2] [ref=e10]\n");
        String out3 = act(related).text();
        assertTrue(out3.contains("economic forum in the capital."), out3);
        assertFalse(out3.contains("with every detail of the count"), out3);
        // without a title before it, blocks of prose go like other prose in act
        String untitled = briefPage("generic").replace("[level=1]", "[level=4]");
        String out2 = act(untitled).text();
        assertFalse(out2.contains("economic forum in the capital."), out2);
    }

    @Test
    void theDescriptionUnderAProductsNameStaysThoughItIsOneParagraphAmongMenus() {
        // a shop's product block: the brand's picture link, the name, the model number, one paragraph; menus around it
        String desc = "This compact camera offers a lot to the seasoned photographer, including manual control. It is also "
                + "the first of its kind with a 12x optical zoom and a stabilizer that keeps images crisp.";
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - list [ref=e2]:\n");
        for (int i = 0; i < 12; i++) b.append("    - link \"Category ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        b.append("  - generic [ref=e3]:\n    - link [ref=e4]:\n      - img \"Panasonic\"\n")
                .append("    - heading \"Panasonic 4.0 Megapixel Digital Camera\" [level=1] [ref=e5]\n")
                .append("    - heading \"DMC-FZ10K\" [level=2] [ref=e6]\n")
                .append("    - paragraph [ref=e7]: ").append(desc).append("\n")
                .append("  - generic [ref=e8]:\n    - paragraph [ref=e9]: \"")
                .append("Sign up to receive our weekly emails full of special deals we know you will love to read. ".repeat(2))
                .append("\"\n");
        String out = run(Mode.ACT, ReadingPrune.class, b.toString());
        assertTrue(out.contains("- paragraph [ref=e7]: " + desc + "\n"), out);
        assertFalse(out.contains("weekly emails"), "prose elsewhere still goes:\n" + out);
        // what follows the title is a list, not a text: nothing is taken for the title's text
        String listAfter = b.toString().replace("    - paragraph [ref=e7]: " + desc + "\n",
                "    - list [ref=e30]:\n      - link \"Specs\" [ref=e31]\n    - paragraph [ref=e7]: " + desc + "\n");
        assertFalse(run(Mode.ACT, ReadingPrune.class, listAfter).contains(desc), "only the text right under the title");
    }

    @Test
    void aTitleOverAControlOrAmongManyTitlesHasNoTextOfItsOwn() {
        String terms = "By signing up you agree to receive marketing emails from us and our partners about offers, "
                + "news and events that we think may interest you, at most twice a week.";
        String form = "- generic [ref=e1]:\n  - heading \"Sign in\" [level=1] [ref=e2]\n  - textbox [ref=e3]\n"
                + "  - heading \"Newsletter\" [level=2] [ref=e4]\n  - paragraph [ref=e5]: " + terms + "\n";
        assertFalse(run(Mode.ACT, ReadingPrune.class, form).contains(terms), "a field first: a form's title");
        StringBuilder carousel = new StringBuilder("- generic [ref=e1]:\n");
        for (int i = 0; i < 4; i++) {
            // a slide each: a title and its text
            carousel.append("  - generic [ref=e").append(30 + i).append("]:\n")
                    .append("    - heading \"Offer ").append(i).append("\" [level=1] [ref=e").append(10 + i).append("]\n")
                    .append("    - paragraph [ref=e").append(20 + i).append("]: ").append(i).append(' ').append(terms).append('\n');
        }
        assertFalse(run(Mode.ACT, ReadingPrune.class, carousel.toString()).contains("0 " + terms), "no one title");
    }

    @Test
    void thePagesTitleAmongBoxesOfLinksHeadedAsTitlesKeepsItsTextAndAPictureAfterItIsNoControlFirst() {
        // a city's page on a quarter: its title, one paragraph and a picture's link in one wrapper; then boxes of links
        // headed at level 1 too ("More on this", "Keywords"), and menus of prose around
        String text = "The quarter was the first to be built outside the city wall, in the fifteenth century; craftsmen, "
                + "wine growers and small traders settled here. The tower of 1564 is all that is left of the wall.";
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - list [ref=e2]:\n");
        for (int i = 0; i < 12; i++) b.append("    - link \"Topic ").append(i).append("\" [ref=e").append(100 + i).append("]\n");
        b.append("  - heading \"Old quarter\" [level=1] [ref=e3]\n  - generic [ref=e4]:\n")
                .append("    - paragraph [ref=e5]: ").append(text).append("\n")
                .append("    - link [ref=e6]:\n      - img \"Cafe in the old quarter\" [ref=e7]\n")
                .append("  - heading \"More on this\" [level=1] [ref=e8]\n  - link \"Addresses\" [ref=e9]\n")
                .append("  - heading \"Keywords\" [level=1] [ref=e10]\n  - link \"City history\" [ref=e11]\n")
                .append("  - generic [ref=e12]:\n    - paragraph [ref=e13]: \"")
                .append("Sign up to receive our weekly emails full of special deals we know you will love to read. ".repeat(2))
                .append("\"\n");
        String out = run(Mode.ACT, ReadingPrune.class, b.toString());
        assertTrue(out.contains("- paragraph [ref=e5]: " + text + "\n"), out);
        assertFalse(out.contains("weekly emails"), "prose elsewhere still goes:\n" + out);
        // two headings with a text under each: no one title, nothing is kept for it
        String two = b.toString().replace("  - link \"Addresses\" [ref=e9]\n",
                "  - paragraph [ref=e9]: A second text under a second title, long enough to be a sentence of its own here.\n");
        assertFalse(run(Mode.ACT, ReadingPrune.class, two).contains(text), two);
        // nor when the heading with a text is not the first of them (a carousel whose third slide alone has a sentence)
        String third = b.toString().replace("  - heading \"Old quarter\" [level=1] [ref=e3]\n",
                "  - heading \"Slide one\" [level=1] [ref=e30]\n  - heading \"Slide two\" [level=1] [ref=e31]\n"
                        + "  - heading \"Old quarter\" [level=1] [ref=e3]\n");
        assertFalse(run(Mode.ACT, ReadingPrune.class, third).contains(text), third);
        // a wrapper that holds a field after the text is a form: its text is the form's terms, no page's title text
        String form = b.toString().replace("    - link [ref=e6]:\n      - img \"Cafe in the old quarter\" [ref=e7]\n",
                "    - textbox \"E-mail\" [ref=e6]\n    - button \"Subscribe\" [ref=e7]\n");
        assertFalse(run(Mode.ACT, ReadingPrune.class, form).contains(text), form);
    }

    @Test
    void proseActModeDoesNotShowIsCountedWithItsFirstWordsNeverDroppedWithoutAWord() {
        // a product page: its name, price and button, then its tabs and their texts (the description, the returns policy)
        String page = """
                - generic [active] [ref=e1]:
                  - heading "Aluminium laptop stand" [level=1] [ref=e2]
                  - generic [ref=e3]: £87.50
                  - button "Add to Cart" [ref=e4]
                  - generic [ref=e5]:
                    - generic [ref=e8]: Details
                    - generic [ref=e9]: Returns
                  - generic [ref=e10]:
                    - paragraph [ref=e6]: The stand is made of aircraft grade aluminium, folds flat into its sleeve and lifts a laptop or a controller to eye height on any desk or booth, at six angles and four heights.
                  - generic [ref=e11]:
                    - paragraph [ref=e7]: If you decide an item is not suitable within 10 days of delivery, you can return it to us for a replacement or a refund, unused and in its original undamaged packaging.
                """;
        String none = run(Mode.ACT, ReadingPrune.class, page);
        assertFalse(none.contains("return it to us"), none);
        assertTrue(none.contains("folded 1 paragraph: 'The stand is made of aircraft g…', …; see browser_snapshot target=e6"
                + " mode=off or browser_find"), none);
        assertTrue(none.contains("folded 1 paragraph: 'If you decide an item is not su…', …; see browser_snapshot target=e7"
                + " mode=off or browser_find"), none);
        // with an explicit goal, what it names stays, and the rest goes as before: a line could only count it
        String goal = run(Mode.ACT, ReadingPrune.class, Goal.of("Add the stand to the cart"), page);
        assertFalse(goal.contains("paragraph"), goal);
    }

    @Test
    void aShortPostsListsOfTextAreBlocksOfItsStory() {
        // a recipe under its title on a page with a comment form: times, ingredients in one paragraph, steps in a list;
        // no paragraph reads a main text's length, the list makes the story
        String page = lines(
                "- heading \"Mandelplätzchen\" [level=1] [ref=e2]",
                "- generic [ref=e3]:",
                "  - paragraph [ref=e4]:",
                "    - strong [ref=e5]: \"Zubereitungszeit:\"",
                "    - text: 25 Minuten (+ 15 Minuten backen)",
                "  - paragraph [ref=e6]:",
                "    - strong [ref=e7]: \"Zutaten:\"",
                "    - text: 300 g Mehl 1 TL Backpulver 100 g gemahlene Mandeln 200 g Margarine 200 g Zucker 1 Prise Salz 1 Ei"
                        + " 1 Vanillezucker 1 TL Zimt 1 TL gemahlene Nelken Mandelsplitter",
                "  - list [ref=e8]:",
                "    - listitem [ref=e9]: Alle Zutaten in eine Schüssel geben und mittels Knethaken zu einem glatten Teig verarbeiten.",
                "    - listitem [ref=e10]: Diesen auf einer bemehlten Arbeitsfläche ausrollen und beliebige Figuren ausstechen.",
                "    - listitem [ref=e11]: Die ausgestochenen, rohen Plätzchen darauf verteilen. Jeweils einige Mandelsplitter auf"
                        + " die Plätzchen geben und andrücken.",
                "- generic [ref=e20]:",
                "  - paragraph [ref=e21]: " + "Ein ganz anderer Beitrag über den Urlaub am Meer und das Wetter dort. ".repeat(3),
                "- textbox \"Kommentar\" [ref=e30]",
                "- button \"Senden\" [ref=e31]");
        String out = run(Mode.ACT, ReadingPrune.class, page);
        assertTrue(out.contains("paragraph [ref=e6]") && out.contains("1 TL gemahlene Nelken Mandelsplitter"), out);
        assertTrue(out.contains("die Plätzchen geben und andrücken."), out);
        // prose outside the story still goes
        assertFalse(out.contains("paragraph [ref=e21]"), out);
        // a list of links is no text to read
        assertFalse(ReadingPrune.isTextList(SnapshotParser.parse(lines("- list:", "  - listitem:", "    - link \"A\" [ref=e1]",
                "  - listitem:", "    - link \"B\" [ref=e2]")).root().child(0)));
    }

    @Test
    void aCutTextIsNotSaidWholeAgainInTheNameOfTheCellAroundIt() {
        // a study record's arms: each cell named by all it holds, its description long enough to be cut
        String description = "ctDNA measures will be taken and descriptive statistics will be estimated. These include means,"
                + " standard deviations and 95% confidence intervals for each of the four groups.";
        StringBuilder b = new StringBuilder("- table [ref=e1]:\n");
        for (int i = 0; i < 3; i++) {
            String arm = "Patients - Stage " + (i + 1) + " treated with surgery";
            b.append("  - row [ref=e").append(10 + 10 * i).append("]:\n    - cell \"").append(arm).append(' ').append(description)
                    .append("\" [ref=e").append(11 + 10 * i).append("]:\n      - text: ").append(arm).append("\n      - generic [ref=e")
                    .append(12 + 10 * i).append("]: ").append(description).append("\n");
        }
        String out = run(Mode.ACT, ReadingPrune.class, b.toString());
        assertFalse(out.contains("for each of the four groups"), out);
        assertTrue(out.contains("- cell [ref=e11]:") && out.contains("text: Patients - Stage 1 treated with surgery"), out);
    }

    @Test
    void theMainTextsContainersComeInTheOrderOfThePage() {
        // six sections of a long text, each its own container of paragraphs: a set of nodes by identity would give
        // them in another order each run, and the language is read from the first of them
        StringBuilder b = new StringBuilder();
        String sentence = "The committee met again on the river's banks to weigh the plans for the new bridge and the"
                + " ferry that would run until it opens, with the costs of both read out to the town's people.";
        for (int section = 0; section < 6; section++) {
            b.append("- generic [ref=e").append(100 + section * 10).append("]:\n");
            for (int p = 1; p <= 4; p++) {
                b.append("  - paragraph [ref=e").append(100 + section * 10 + p).append("]: ").append(sentence).append('\n');
            }
        }
        for (int run = 0; run < 5; run++) {
            Snapshot page = SnapshotParser.parse(b.toString());
            List<String> refs = ReadingPrune.mainText(page.root()).stream().map(n -> n.ref()).toList();
            assertEquals(List.of("e100", "e110", "e120", "e130", "e140", "e150"), refs);
        }
    }
}
