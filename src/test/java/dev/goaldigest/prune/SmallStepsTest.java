package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The small steps, each on its own. */
class SmallStepsTest {
    @Test
    void comboboxKeepsItselfTheSelectedValueAndACount() {
        StringBuilder b = new StringBuilder("- combobox \"Sort by\" [ref=e1]:\n");
        for (int i = 0; i < 12; i++) b.append("  - option \"Choice ").append(i).append('"').append(i == 7 ? " [selected]" : "").append('\n');
        String out = run(Mode.ACT, ComboboxTrim.class, b.toString());
        assertEquals(lines("- combobox \"Sort by\" [ref=e1]:", "  - option \"Choice 7\" [selected]",
                "  - text: \"12 options; all: browser_snapshot target=e1 mode=off\""), out);
    }

    @Test
    void shortSelectsStayWholeAndOpenOptionRefsAreListed() {
        String small = lines("- combobox [ref=e1]:", "  - option \"S\" [selected]", "  - option \"M\"");
        assertEquals(small, run(Mode.ACT, ComboboxTrim.class, small));
        StringBuilder b = new StringBuilder("- listbox \"Size\" [ref=e1]:\n");
        for (int i = 0; i < 10; i++) b.append("  - option \"").append(i).append("\" [ref=e").append(i + 2).append("]\n");
        String out = run(Mode.ACT, ComboboxTrim.class, b.toString());
        assertTrue(out.contains(": e2 e3 e4 e5 e6 e7 e8 e9 e10 e11;"), out);
        assertTrue(out.contains("10 options, none selected"), out);
    }

    @Test
    void urlsAreDroppedOrCleaned() {
        String in = lines("- link \"A\" [ref=e1]:", "  - /url: https://x.test/p?id=3&utm_source=nl&gclid=abc#top");
        assertEquals(lines("- link \"A\" [ref=e1]"), run(Mode.ACT, UrlPolicyStep.class, in));
        String clean = StepTesting.run(Mode.ACT, UrlPolicyStep.class, null, in,
                new PruneSettings(Mode.AUTO, PruneSettings.UrlPolicy.CLEAN, 4, 2));
        assertEquals(lines("- link \"A\" [ref=e1]:", "  - /url: https://x.test/p?id=3#top"), clean);
        assertEquals("https://x.test/p", UrlPolicyStep.clean("https://x.test/p?fbclid=1&utm_medium=x"));
        assertEquals("/a?b=1", UrlPolicyStep.clean("/a?b=1"));
    }

    @Test
    void linkDedupWorksInsideOneItemOnly() {
        String in = lines("- list [ref=e20]:", "  - listitem [ref=e21]:",
                "    - link [ref=e1]:", "      - /url: /p/1", "      - img \"Phone\"",
                "    - link \"Phone\" [ref=e2]:", "      - /url: /p/1",
                "    - link \"Phone\" [ref=e3]:", "      - /url: /p/1",
                "  - listitem:", "    - link \"edit\" [ref=e4]:", "      - /url: /e/1",
                "  - listitem:", "    - link \"edit\" [ref=e5]:", "      - /url: /e/2",
                "  - listitem:", "    - link [ref=e6]:", "      - /url: /p/2", "      - img \"Tablet, blue\"",
                "    - link \"Tablet\" [ref=e7]:", "      - /url: /p/3");
        String card = lines("- list:", "  - listitem:", "    - link [ref=e2]:", "      - /url: /p/9",
                "      - generic [ref=e4]: Apple iPad Air 64GB Blue", "      - generic [ref=e5]: Only 2 left in stock",
                "    - link \"Apple iPad Air 64GB\" [ref=e6]:", "      - /url: /p/9");
        assertEquals(card, run(Mode.ACT, LinkDedup.class, card), "a link holding more than pictures keeps it");
        String out = run(Mode.ACT, LinkDedup.class, in);
        // the picture before its title, linking where the title links, and the title said again to the same page go
        // into one counting line at the top whose way back holds them
        assertFalse(out.contains("[ref=e1]") || out.contains("[ref=e3]"), out);
        assertTrue(out.startsWith("- text: folded 2 links leading where a named link of the same item leads"), out);
        assertTrue(out.contains("see browser_snapshot target=e21 mode=off"), out);
        assertTrue(out.contains("- link \"Phone\" [ref=e2]"));
        assertTrue(out.contains("- link [ref=e6]:\n      - /url: /p/2\n      - img \"Tablet, blue\""), "linking elsewhere, it stays");
        assertTrue(out.contains("link \"edit\" [ref=e4]") && out.contains("link \"edit\" [ref=e5]"));
    }

    @Test
    void aPictureBesideItsCardsTitleGoesWhateverHoldsThem() {
        // a card laid out as a list of its parts: the picture, the title, the price each in a list item
        String parts = lines("- list [ref=e1]:", "  - listitem [ref=e2]:", "    - list:",
                "      - listitem:", "        - link [ref=e3]:", "          - /url: /p/1", "          - img \"Mug, red\"",
                "      - listitem:", "        - heading [level=3] [ref=e4]:", "          - link \"Mug, red\" [ref=e5]:",
                "            - /url: /p/1", "      - listitem [ref=e6]: $8.99");
        String out = run(Mode.ACT, LinkDedup.class, parts);
        assertFalse(out.contains("[ref=e3]"), out);
        assertTrue(out.startsWith("- text: folded 1 link leading where a named link of the same item leads"), out);
        assertTrue(out.contains("link \"Mug, red\" [ref=e5]") && out.contains("$8.99"), out);
        // cards laid out flat, a rating's link between the picture and the title
        String flat = lines("- generic [ref=e1]:", "  - link [ref=e2]:", "    - /url: /p/1", "    - img \"Tee\"",
                "  - link [ref=e3]:", "    - /url: /p/1?reviews", "    - generic [ref=e4]: 5 out of 5 (4 Reviews)",
                "  - generic [ref=e5]:", "    - link \"Tee\" [ref=e6]:", "      - /url: /p/1",
                "  - link [ref=e7]:", "    - /url: /p/2", "    - img \"Hoodie\"",
                "  - generic [ref=e8]:", "    - link \"Hoodie\" [ref=e9]:", "      - /url: /p/3");
        out = run(Mode.ACT, LinkDedup.class, flat);
        assertFalse(out.contains("[ref=e2]"), out);
        assertTrue(out.contains("[ref=e3]") && out.contains("(4 Reviews)"), "a link holding more than a picture stays: " + out);
        assertTrue(out.contains("- link [ref=e7]:"), "a picture of another page than its neighbour's title stays: " + out);
        // the title too far away, or not clickable: the picture is the way to its page
        String far = lines("- generic [ref=e1]:", "  - link [ref=e2]:", "    - /url: /p/1", "    - img \"Tee\"",
                "  - paragraph [ref=e3]: a", "  - paragraph [ref=e4]: b", "  - paragraph [ref=e5]: c",
                "  - link \"Tee\" [ref=e6]:", "    - /url: /p/1", "  - link [ref=e7]:", "    - /url: /p/4",
                "    - img \"Cap\"", "  - link \"Cap\":", "    - /url: /p/4");
        assertEquals(far, run(Mode.ACT, LinkDedup.class, far));
    }

    @Test
    void anEmptyLinkBesideItsTitleIsAPictureItsStyleDraws() {
        // a list of sites: each item's logo a link with nothing inside (the picture is a background), then the
        // heading's link and a tagline's link, all to the same site
        String sites = lines("- list [ref=e1]:", "  - listitem [ref=e2]:", "    - link [ref=e3]:", "      - /url: https://a.test/",
                "    - generic [ref=e4]:", "      - heading [level=3] [ref=e5]:", "        - link \"a.test\" [ref=e6]:",
                "          - /url: https://a.test/", "      - paragraph [ref=e7]:", "        - link \"Roads and buses\" [ref=e8]:",
                "          - /url: https://a.test/",
                "  - listitem [ref=e9]:", "    - link [ref=e10]:", "      - /url: https://b.test/",
                "    - generic [ref=e11]:", "      - heading [level=3] [ref=e12]:", "        - link \"b.test\" [ref=e13]:",
                "          - /url: https://b.test/",
                "  - listitem [ref=e14]:", "    - link [ref=e15]:", "      - /url: https://c.test/",
                "    - paragraph [ref=e16]: c.test, under way");
        String out = run(Mode.ACT, LinkDedup.class, sites);
        assertFalse(out.contains("[ref=e3]") || out.contains("[ref=e10]"), out);
        assertTrue(out.startsWith("- text: folded 2 links leading where a named link of the same item leads"), out);
        assertTrue(out.contains("link \"a.test\" [ref=e6]") && out.contains("link \"b.test\" [ref=e13]"), out);
        assertTrue(out.contains("- link [ref=e15]:"), "with no named link to its page beside it, it is the way there: " + out);
    }

    @Test
    void linksOfOneNameToDifferentPagesKeepTheirNames() {
        // a thread: each reply repeats "Parent" and its author's name, linking elsewhere each time
        String in = lines("- list:", "  - listitem [ref=e1]:",
                "    - link \"RE: Battery\" [ref=e2]:", "      - /url: /c?id=1",
                "    - link \"Goty\" [ref=e3]:", "      - /url: /u/7",
                "    - link \"Parent\" [ref=e4]:", "      - /url: /c?id=0",
                "    - generic [ref=e5]:",
                "      - link \"RE: Battery\" [ref=e6]:", "        - /url: /c?id=2",
                "      - link \"karim\" [ref=e7]:", "        - /url: /u/9",
                "      - link \"Parent\" [ref=e8]:", "        - /url: /c?id=1",
                "  - listitem [ref=e9]:", "    - link \"RE: Other\" [ref=e10]:", "      - /url: /c?id=3");
        String out = run(Mode.ACT, LinkDedup.class, in);
        assertEquals(in, out, "different targets are different links, whatever they are called");
        // no URL to tell them apart: the second of one name in the item says nothing new
        String bare = lines("- list:", "  - listitem [ref=e1]:", "    - link \"Phone\" [ref=e2]",
                "    - link \"Phone\" [ref=e3]", "  - listitem [ref=e4]:", "    - link \"Tablet\" [ref=e5]");
        assertTrue(run(Mode.ACT, LinkDedup.class, bare).contains("    - link [ref=e3]\n"));
    }

    @Test
    void onlyALinkThatLeadsSomewhereAndCanBeClickedMakesAnotherRedundant() {
        // each comment's "Reply" runs a script: its own action, never "a title said twice"
        String replies = lines("- list:", "  - listitem [ref=e3]:", "    - paragraph [ref=e4]: \"Ana: the battery died\"",
                "    - link \"Reply\" [ref=e5]:", "      - /url: \"#\"", "    - generic [ref=e6]:",
                "      - paragraph [ref=e7]: \"Bo: mine too\"", "      - link \"Reply\" [ref=e8]:", "        - /url: \"#\"",
                "  - listitem [ref=e9]:", "    - link \"Reply\" [ref=e10]:", "      - /url: \"#\"");
        assertEquals(replies, run(Mode.ACT, LinkDedup.class, replies));
        // the title without a ref cannot be clicked: the picture link is the card's only way to its page
        String card = lines("- list:", "  - listitem [ref=e3]:", "    - link [ref=e4]:", "      - /url: /p/1",
                "      - img \"Phone X, blue\"", "    - link \"Phone X\":", "      - /url: /p/1",
                "  - listitem [ref=e5]:", "    - link \"Tablet\" [ref=e6]:", "      - /url: /p/2");
        assertTrue(run(Mode.ACT, LinkDedup.class, card).contains("- link [ref=e4]"), "the clickable one stays");
        // a table row's cells are columns: a link said again in another cell is that column's value
        String rows = lines("- table:", "  - row [ref=e1]:", "    - cell:", "      - link \"Auckland\" [ref=e2]:",
                "        - /url: /wiki/Auckland", "    - cell [ref=e3]:", "      - link \"Auckland\" [ref=e4]:",
                "        - /url: /wiki/Auckland", "  - row [ref=e5]:", "    - cell:", "      - link \"Wellington\" [ref=e6]:",
                "        - /url: /wiki/Wellington");
        assertEquals(rows, run(Mode.ACT, LinkDedup.class, rows));
        // no ref above the dropped links: the line lists them
        String bare = lines("- list:", "  - listitem:", "    - link \"Phone X\" [ref=e4]:", "      - /url: /p/1",
                "    - link \"Phone X\" [ref=e5]:", "      - /url: /p/1", "  - listitem:", "    - link \"Tablet\" [ref=e6]:",
                "      - /url: /p/2");
        String out = run(Mode.ACT, LinkDedup.class, bare);
        assertTrue(out.contains("same item leads (pictures beside a title, a title said twice): e5;"), out);
    }

    @Test
    void aTitleCutShortBesideItsFullFormToTheSamePageGoes() {
        // a teaser grid: the title shortened under the picture, then in full above the lead, both to the story
        String grid = lines("- list:",
                "  - article [ref=e1]:", "    - link \"13 companies in the Fast 500 ran...\" [ref=e2]:", "      - /url: /a/13",
                "    - link \"13 companies in the Fast 500 ranking of the year\" [ref=e3]:", "      - /url: /a/13",
                "  - article [ref=e4]:", "    - link \"Rebranding: when to change…\" [ref=e5]:", "      - /url: /a/14",
                "    - link \"Rebranding: when to change the brand's image?\" [ref=e6]:", "      - /url: /a/14",
                "  - article [ref=e7]:", "    - link \"Short news...\" [ref=e8]:", "      - /url: /a/15",
                "    - link \"Other story entirely\" [ref=e9]:", "      - /url: /a/15");
        String out = run(Mode.ACT, LinkDedup.class, grid);
        assertFalse(out.contains("[ref=e2]"), out);
        assertFalse(out.contains("[ref=e5]"), out);
        assertTrue(out.contains("same item leads (pictures beside a title, a title said twice): e2 e5;"), out);
        // a shortened title whose full form is elsewhere, or leads elsewhere, is the only way to say it
        assertTrue(out.contains("- link \"Short news...\" [ref=e8]"), out);
        String elsewhere = lines("- list:",
                "  - article [ref=e1]:", "    - link \"13 companies in the Fast 500 ran...\" [ref=e2]:", "      - /url: /a/13",
                "    - link \"13 companies in the Fast 500 ranking of the year\" [ref=e3]:", "      - /url: /a/99",
                "  - article [ref=e4]:", "    - link \"Rebranding\" [ref=e5]:", "      - /url: /a/14");
        assertEquals(elsewhere, run(Mode.ACT, LinkDedup.class, elsewhere));
    }

    @Test
    void aNamelessLinksTextBesideAPictureLinkToTheSamePageStays() {
        // a listing in table cells: the photo's link, then a nameless link holding the address, size and rent
        String row = lines("- table:", "  - row [ref=e1]:", "    - cell [ref=e2]:", "      - link [ref=e3]:",
                "        - /url: /flat/1", "        - img \"Flat to let\" [ref=e4]", "    - cell [ref=e5]:",
                "      - link [ref=e6]:", "        - /url: /flat/1", "        - paragraph [ref=e7]: Tverskaya 25",
                "        - paragraph [ref=e8]: 100 000 $/month", "  - row [ref=e9]:", "    - cell [ref=e10]:",
                "      - link \"Cottage\" [ref=e11]:", "        - /url: /cottage/1");
        assertEquals(row, run(Mode.ACT, LinkDedup.class, row));
        // a second picture of the same page says nothing new
        String pictures = row.replace("        - paragraph [ref=e7]: Tverskaya 25\n", "        - img \"Kitchen\" [ref=e7]\n")
                .replace("        - paragraph [ref=e8]: 100 000 $/month\n", "");
        assertTrue(run(Mode.ACT, LinkDedup.class, pictures).contains("      - link [ref=e6]\n"), pictures);
    }

    @Test
    void aListOfOneIsNoList() {
        assertEquals(lines("- link \"One\" [ref=e2]"),
                run(Mode.ACT, WrapperCollapse.class, lines("- list:", "  - listitem [ref=e1]:", "    - link \"One\" [ref=e2]")));
    }

    @Test
    void wrappersCollapseButTextHoldersKeepTheirRef() {
        String in = lines("- generic:", "  - generic [ref=e1]:", "    - generic:", "      - button \"Buy\" [ref=e2]",
                "    - generic [ref=e3]: EUR 12,00", "  - generic [ref=e4]:", "    - text: 103 points by",
                "    - link \"bob\" [ref=e5]", "  - list:", "    - listitem [ref=e6]:", "      - link \"One\" [ref=e7]",
                "    - listitem:", "      - link \"Two\" [ref=e9]",
                "  - group", "  - generic [ref=e8] [cursor=pointer]:", "    - generic: hi");
        String out = run(Mode.ACT, WrapperCollapse.class, in);
        assertEquals(lines("- button \"Buy\" [ref=e2]", "- generic [ref=e3]: EUR 12,00", "- generic [ref=e4]:",
                "  - text: 103 points by", "  - link \"bob\" [ref=e5]", "- list:", "  - link \"One\" [ref=e7]",
                "  - link \"Two\" [ref=e9]",
                "- generic [ref=e8] [cursor=pointer]:", "  - generic: hi"), out);
    }

    @Test
    void aTablesPartsThatHoldOneElementGiveWayToIt() {
        // a layout's table of one row, a row of one cell, a cell around one link: their lines say nothing
        String in = lines("- table:", "  - row:", "    - cell:", "      - table:", "        - row:",
                "          - cell:", "            - link \"Consulta\" [ref=e1]",
                "          - cell \"4.00\" [ref=e2]",
                "- table:", "  - row:", "    - cell:", "      - link \"Board 1\" [ref=e3]", "    - cell: \"12\"",
                "  - row:", "    - cell:", "      - link \"Board 2\" [ref=e4]", "    - cell: \"7\"",
                "- table [ref=e5]:", "  - row:", "    - cell:", "      - link \"Kept\" [ref=e6]");
        String out = run(Mode.ACT, WrapperCollapse.class, in);
        // the rows of several cells keep their lines, the record each row is; a table with a ref keeps its line
        assertEquals(lines("- row:", "  - link \"Consulta\" [ref=e1]", "  - cell \"4.00\" [ref=e2]",
                "- table:", "  - row:", "    - link \"Board 1\" [ref=e3]", "    - cell: \"12\"",
                "  - row:", "    - link \"Board 2\" [ref=e4]", "    - cell: \"7\"",
                "- table [ref=e5]:", "  - link \"Kept\" [ref=e6]"), out);
    }

    @Test
    void aLayoutCellNamedByAWholePageLosesTheNameItsChildrenSay() {
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < 90; i++) words.append("part").append(i).append(' ');
        String said = words.toString().strip();
        String cell = lines("- table:", "  - row:", "    - cell \"" + said + " larger image Add to Cart\" [ref=e1]:",
                "      - heading \"Saxophone Kit\" [level=1] [ref=e2]",
                "      - paragraph [ref=e3]: " + said);
        String out = run(Mode.ACT, EchoTrim.class, cell);
        assertTrue(out.contains("    - cell [ref=e1]:\n"), out);
        assertTrue(out.contains("paragraph [ref=e3]: part0"), out);
        // a long name its children say little of stays: it is all the agent has of it
        String other = cell.replace("      - paragraph [ref=e3]: " + said + "\n", "      - paragraph [ref=e3]: part0 part1\n");
        assertEquals(other, run(Mode.ACT, EchoTrim.class, other));
    }

    @Test
    void echoesOfALinkNameGo() {
        String in = lines("- link \"2022 (232) Artikel\" [ref=e1]:", "  - checkbox [aria-hidden] [ref=e2]",
                "  - generic [ref=e3]:", "    - generic [ref=e4]: 2022 (232) Artikel", "    - text: (232)",
                "  - text: more");
        assertEquals(lines("- link \"2022 (232) Artikel\" [ref=e1]:", "  - checkbox [aria-hidden] [ref=e2]",
                "  - text: more"), run(Mode.ACT, EchoTrim.class, in));
    }

    @Test
    void aTextThatIsTheWholeNameWithoutItsSpacesIsAnEchoButAWordAcrossTwoIsNot() {
        // the accessible name joins inline parts with spaces the text does not have
        String in = lines("- link \"Hifly WIN-Turi 212 165/70 R13 79T 3PMSF\" [ref=e1]:",
                "  - text: Hifly WIN-Turi 212165/70 R13 79T3PMSF",
                "- link \"You must be signed in to change notification settings\" [ref=e2]:",
                "  - text: Notifications");
        assertEquals(lines("- link \"Hifly WIN-Turi 212 165/70 R13 79T 3PMSF\" [ref=e1]",
                "- link \"You must be signed in to change notification settings\" [ref=e2]:",
                "  - text: Notifications"), run(Mode.ACT, EchoTrim.class, in));
    }

    @Test
    void aNameThatItsChildrenSayGoesAndTheChildrenStay() {
        String in = lines("- cell \"2 wheels + 2 tyres135,66£Buy\":",
                "  - generic \"2 Tyres : 80.4 GBP\" [ref=e2]:", "    - text: 2 wheels + 2 tyres",
                "    - generic [ref=e3]: 135,66£", "  - link \"Buy\" [ref=e4]",
                "- cell \"Price per unit, incl. VAT\" [ref=e5]:", "  - generic [ref=e6]: 27,63£",
                "- combobox \"Sort by price\" [ref=e7]:", "  - option \"Sort by price, low to high\" [selected] [ref=e8]");
        assertEquals(lines("- cell:",
                "  - generic \"2 Tyres : 80.4 GBP\" [ref=e2]:", "    - text: 2 wheels + 2 tyres",
                "    - generic [ref=e3]: 135,66£", "  - link \"Buy\" [ref=e4]",
                // the children say less than the name: it stays; a field keeps its label
                "- cell \"Price per unit, incl. VAT\" [ref=e5]:", "  - generic [ref=e6]: 27,63£",
                "- combobox \"Sort by price\" [ref=e7]:", "  - option \"Sort by price, low to high\" [selected] [ref=e8]"),
                run(Mode.ACT, EchoTrim.class, in));
    }

    @Test
    void aDateInACellNamedByItsContentStaysButAScrapOfTheNameGoes() {
        // a review's row: the browser names the cell by all it says, the date among it; the date is read by its ref
        String in = lines("- cell \"Otlichnyj telefon progarel 11 июня 2010 5 stars\" [ref=e1]:",
                "  - link \"progarel\" [ref=e2]", "  - generic [ref=e3]: 11 июня 2010", "  - generic [ref=e4]: 5 stars",
                "  - paragraph [ref=e5]: Otlichnyj telefon",
                "- listitem \"Great phone by Ann Jan 5, 2019\" [ref=e6]:", "  - generic [ref=e7]: Jan 5, 2019",
                "  - paragraph [ref=e8]: Great phone by Ann",
                // inside what is clicked the name is what the agent reads: the date said again goes
                "- link \"Great phone by Ann Jan 5, 2019\" [ref=e9]:", "  - generic [ref=e10]: Jan 5, 2019");
        String out = run(Mode.ACT, EchoTrim.class, in);
        assertTrue(out.contains("  - generic [ref=e3]: 11 июня 2010\n"), out);
        assertTrue(out.contains("  - generic [ref=e7]: Jan 5, 2019\n"), out);
        assertFalse(out.contains("[ref=e4]"), "a short scrap that is no date or price goes: " + out);
        assertFalse(out.contains("[ref=e10]"), out);
    }

    @Test
    void aCellNamedByItsPartsInTurnLosesTheNameWhenTheyStillSayEachWordInOrder() {
        // the browser names a product's cell by its parts' names and texts read in turn, each action's name beside its
        // text: no run of the children's words is the name, but every word of it is said, in its order
        String in = lines("- cell \"Sofa Lina in grey Sofa Lina in grey 729,00 €* zum Angebot Details\" [ref=e1]:",
                "  - generic \"Sofa Lina in grey\" [ref=e2]", "  - generic \"Sofa Lina in grey\" [ref=e3]",
                "  - generic [ref=e4]: 729,00 €*", "  - generic \"Zum Angebot\" [ref=e5]: zum Angebot",
                "  - generic \"Zur Detailseite\" [ref=e6]: Details",
                // a word the children never say, or say out of order, keeps the name; so does a link, named to be clicked
                "- cell \"Sofa Ines in blue 499,00 € Details\" [ref=e7]:", "  - generic \"Details\" [ref=e8]",
                "  - generic \"Sofa Ines in blue\" [ref=e9]", "  - generic [ref=e10]: 499,00 €",
                "- link \"Sofa Ada in red, see the details\" [ref=e11]:", "  - generic [ref=e12]: Sofa Ada", "  - text: in red, see the",
                "  - generic [ref=e13]: other details",
                // a group is named by its author: its options say the words apart, and other things
                "- group \"Delivery in 2 days, free\" [ref=e14]:", "  - text: Delivery options",
                "  - radio \"Standard in 5 days\" [ref=e15]", "  - radio \"Express 2 days, 9.99\" [ref=e16]", "  - text: free returns");
        String out = run(Mode.ACT, EchoTrim.class, in);
        assertTrue(out.startsWith(lines("- cell [ref=e1]:", "  - generic \"Sofa Lina in grey\" [ref=e2]")), out);
        assertTrue(out.contains("- cell \"Sofa Ines in blue 499,00 € Details\" [ref=e7]:"), out);
        assertTrue(out.contains("- link \"Sofa Ada in red, see the details\" [ref=e11]:"), out);
        assertTrue(out.contains("- group \"Delivery in 2 days, free\" [ref=e14]:"), out);
    }

    @Test
    void aLabelThatTheFieldBesideItIsNamedByGoes() {
        // a car-quote form's rows, a checkbox with its label after it, a required field named with its label and more
        String in = lines("- generic [ref=e96]:", "  - text: \"Make:\"", "  - combobox \"Make:\" [ref=e97]",
                "- generic [ref=e99]:", "  - checkbox \"Search Entire County\" [ref=e100]", "  - text: Search Entire County",
                "- listitem [ref=e150]:", "  - generic [ref=e151]: \"State: *\"",
                "  - 'combobox \"State: * This field is required.\" [ref=e152]'",
                "- generic [ref=e160]:", "  - text: \"Zip:\"", "  - textbox \"Postcode\" [ref=e161]",
                "- generic [ref=e170]:", "  - heading \"Size\" [level=3] [ref=e171]", "  - combobox \"Size\" [ref=e172]",
                "- generic [ref=e180]:", "  - text: \"Email\"", "  - textbox [ref=e181]",
                "- generic [ref=e190]:", "  - textbox \"Email\" [ref=e191]", "  - text: Email", "  - textbox [ref=e192]",
                "- generic [ref=e195]:", "  - textbox \"Name\" [ref=e196]", "  - text: Name");
        assertEquals(lines("- generic [ref=e96]:", "  - combobox \"Make:\" [ref=e97]",
                "- generic [ref=e99]:", "  - checkbox \"Search Entire County\" [ref=e100]",
                "- listitem [ref=e150]:", "  - 'combobox \"State: * This field is required.\" [ref=e152]'",
                // a label the field does not say, a heading, and a label of an unnamed field stay
                "- generic [ref=e160]:", "  - text: \"Zip:\"", "  - textbox \"Postcode\" [ref=e161]",
                "- generic [ref=e170]:", "  - heading \"Size\" [level=3] [ref=e171]", "  - combobox \"Size\" [ref=e172]",
                "- generic [ref=e180]:", "  - text: \"Email\"", "  - textbox [ref=e181]",
                // a text between two fields that may be the next one's only label, and a text after a textbox, stay
                "- generic [ref=e190]:", "  - textbox \"Email\" [ref=e191]", "  - text: Email", "  - textbox [ref=e192]",
                "- generic [ref=e195]:", "  - textbox \"Name\" [ref=e196]", "  - text: Name"),
                run(Mode.ACT, EchoTrim.class, in));
    }

    @Test
    void aFormsRowsAreLiftedOutOfTheirWrappers() {
        String in = lines("- list:",
                "  - listitem [ref=e159]:", "    - text: \"Zip Code:\"", "    - textbox [ref=e160]",
                // a checkbox's row stays: its label may sit on either side
                "  - listitem [ref=e183]:", "    - text: \"Hot Tub:\"", "    - checkbox [ref=e184]",
                "  - listitem [ref=e190]:", "    - generic [ref=e191]: Price", "    - generic [ref=e192]: \"from:\"",
                "    - spinbutton [ref=e193]: \"10\"",
                // not only a form's row: an ingredient after its checkbox, a field and its button, a named group
                "  - listitem [ref=e200]:", "    - checkbox [ref=e201]", "    - text: 200 g flour",
                "  - listitem [ref=e210]:", "    - text: \"Coupon:\"", "    - textbox [ref=e211]", "    - button \"Apply\" [ref=e212]",
                "  - group \"Delivery\" [ref=e220]:", "    - text: \"Every:\"", "    - combobox [ref=e221]");
        assertEquals(lines("- list:",
                "  - text: \"Zip Code:\"", "  - textbox [ref=e160]",
                "  - listitem [ref=e183]:", "    - text: \"Hot Tub:\"", "    - checkbox [ref=e184]",
                "  - generic [ref=e191]: Price", "  - generic [ref=e192]: \"from:\"", "  - spinbutton [ref=e193]: \"10\"",
                "  - listitem [ref=e200]:", "    - checkbox [ref=e201]", "    - text: 200 g flour",
                "  - listitem [ref=e210]:", "    - text: \"Coupon:\"", "    - textbox [ref=e211]", "    - button \"Apply\" [ref=e212]",
                "  - group \"Delivery\" [ref=e220]:", "    - text: \"Every:\"", "    - combobox [ref=e221]"),
                run(Mode.ACT, WrapperCollapse.class, in));
    }

    @Test
    void namedFieldsLaidOutInAListLeaveTheList() {
        // a shop's sign-up form built on lists: a row of two fields, then fields one to an item (lifted already)
        String in = lines("- heading \"Personal Information\" [level=4] [ref=e51]",
                "- list:", "  - listitem:", "    - textbox \"First Name *\" [ref=e57]", "    - textbox \"Last Name *\" [ref=e60]",
                "  - listitem:", "    - textbox \"Email Address *\" [ref=e64]",
                "  - listitem:", "    - checkbox \"Sign Up for Newsletter\" [ref=e66]",
                // not a group of fields: a list with a ref, a nameless field, a field beside a link
                "- list [ref=e70]:", "  - textbox \"Password *\" [ref=e74]", "  - textbox \"Confirm Password *\" [ref=e77]",
                "- list:", "  - textbox [ref=e80]", "  - textbox \"Code\" [ref=e81]",
                "- list:", "  - textbox \"Coupon\" [ref=e90]", "  - link \"What is this?\" [ref=e91]",
                "  - textbox \"Gift card\" [ref=e92]",
                "- list:", "  - listitem:", "    - textbox \"Street\" [ref=e93]", "    - textbox \"City\" [ref=e94]",
                "  - listitem:", "    - textbox \"Street\" [ref=e95]", "    - textbox \"City\" [ref=e96]");
        assertEquals(lines("- heading \"Personal Information\" [level=4] [ref=e51]",
                "- textbox \"First Name *\" [ref=e57]", "- textbox \"Last Name *\" [ref=e60]",
                "- textbox \"Email Address *\" [ref=e64]", "- checkbox \"Sign Up for Newsletter\" [ref=e66]",
                "- list [ref=e70]:", "  - textbox \"Password *\" [ref=e74]", "  - textbox \"Confirm Password *\" [ref=e77]",
                "- list:", "  - textbox [ref=e80]", "  - textbox \"Code\" [ref=e81]",
                "- list:", "  - textbox \"Coupon\" [ref=e90]", "  - link \"What is this?\" [ref=e91]",
                "  - textbox \"Gift card\" [ref=e92]",
                // two address blocks' rows go, their list stays: it alone holds the two apart
                "- list:", "  - textbox \"Street\" [ref=e93]", "  - textbox \"City\" [ref=e94]",
                "  - textbox \"Street\" [ref=e95]", "  - textbox \"City\" [ref=e96]"),
                run(Mode.ACT, WrapperCollapse.class, in));
    }

    @Test
    void pointerOnInteractiveRolesGoesElsewhereStays() {
        String in = lines("- link \"A\" [ref=e1] [cursor=pointer]", "- generic [ref=e2] [cursor=pointer]: Menu");
        assertEquals(lines("- link \"A\" [ref=e1]", "- generic [ref=e2] [cursor=pointer]: Menu"),
                run(Mode.ACT, AttrTrim.class, in));
    }

    @Test
    void aFrameThatDidNotLoadLosesItsFallbackMarkupButKeepsItsLineAndRef() {
        String in = lines("- iframe [ref=e1]: <a href='http://ads.example/click'><img src='http://ads.example/b.gif' alt='Top'></a>",
                "- iframe [ref=e2]: Your browser shows no frames: read the schedule below.",
                "- iframe [ref=e3]: <p>Your browser does not support frames. See the <a href='/s'>schedule</a>.</p>");
        for (Mode m : new Mode[] {Mode.ACT, Mode.BROWSE}) {
            String out = run(m, ReadingPrune.class, in);
            assertTrue(out.startsWith(lines("- iframe [ref=e1]")), out);
            assertTrue(out.contains("iframe [ref=e2]: Your browser shows no frames"), out);
            assertTrue(out.contains("iframe [ref=e3]: <p>Your browser does not support"), out);
        }
    }

    @Test
    void actDropsProseWithNothingToActOnAndCutsLongText() {
        // less than a main text (which would stay whole: MainTextTest)
        String prose = "word ".repeat(40).trim();
        String in = lines("- paragraph [ref=e1]: " + prose, "- paragraph [ref=e2]:", "  - text: " + prose,
                "  - link \"inline\" [ref=e3]", "- img \"Logo\"", "- paragraph [ref=e4]: £31.50", "- separator");
        String act = run(Mode.ACT, ReadingPrune.class, in);
        assertFalse(act.contains("[ref=e1]"));
        assertTrue(act.contains("link \"inline\" [ref=e3]"));
        assertTrue(act.contains("text: word word word word word word word word word word word word …"), act);
        assertTrue(act.contains("paragraph [ref=e4]: £31.50"));
        assertFalse(act.contains("img") || act.contains("separator"));
        String browse = run(Mode.BROWSE, ReadingPrune.class, in);
        assertTrue(browse.contains("[ref=e1]: " + prose));
        assertTrue(browse.contains("img \"Logo\""));
    }

    @Test
    void filterPanelsKeepTheFirstChoicesAndTheChecked() {
        StringBuilder b = new StringBuilder("- group \"Filter by brand\":\n  - list:\n");
        for (int i = 1; i <= 12; i++) {
            b.append("    - listitem:\n      - checkbox \"Brand ").append(i).append('"').append(i == 9 ? " [checked]" : "")
                    .append(" [ref=e").append(i).append("]\n");
        }
        String out = run(Mode.ACT, FilterPanelTrim.class, b.toString());
        assertTrue(out.contains("Brand 4\" [ref=e4]") && !out.contains("Brand 5\""));
        assertTrue(out.contains("Brand 9\" [checked] [ref=e9]"));
        assertTrue(out.contains("folded 4 filter choices ('Brand 5', 'Brand 6', 'Brand 7', …): e5 e6 e7 e8;"), out);
        assertTrue(out.contains("folded 3 filter choices ('Brand 10', 'Brand 11', 'Brand 12'): e10 e11 e12;"), out);
    }

    @Test
    void footerWithoutLandmarkFoldsInActAndTruncatesInFull() {
        StringBuilder b = new StringBuilder("- heading \"Shop\" [level=1] [ref=e1]\n- list [ref=e2]:\n");
        for (int i = 0; i < 30; i++) b.append("  - link \"Item ").append(i).append("\" [ref=e").append(100 + i).append("]\n");
        b.append("- generic [ref=e3]:\n  - link \"Imprint\" [ref=e4]\n  - text: © 2024 Shop GmbH\n")
                .append("  - paragraph: Follow us for news of the season's new lines\n");
        String out = run(Mode.ACT, FooterFold.class, b.toString());
        // the footer's named link stays by name, and its legal line (who holds the site); its blurb folds (it holds no
        // ref: nothing to list)
        assertTrue(out.contains("- generic [ref=e3]:\n  - link \"Imprint\" [ref=e4]\n  - text: © 2024 Shop GmbH"), out);
        assertFalse(out.contains("Follow us"), out);

        StringBuilder f = new StringBuilder("- contentinfo [ref=e1]:\n");
        for (int i = 0; i < 12; i++) f.append("  - link \"L").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        String full = run(Mode.FULL, FooterLandmarkTrim.class, f.toString());
        assertTrue(full.contains("L7\" [ref=e17]") && !full.contains("\"L8\""));
        assertTrue(full.contains(": e18 e19 e20 e21;"), full);
    }
}
