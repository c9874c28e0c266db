package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.Fixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A goal never removes what it names: when the goal names the page's item, that item's prices, quantity field and main
 * action stay, as they do without a goal (issue 14). The product's parts do not repeat its name, so in a repeated
 * group they match nothing and used to shrink to their labels.
 */
class GoalNamedItemTest {
    private final Pruner pruner = new Pruner(PruneSettings.DEFAULTS);

    /** A product page: the title beside its price rows (label and amount), then its size variants, each bought apart. */
    static String productPage(String title, String[] priceLabels, String[] variants, String qty, String add) {
        StringBuilder b = new StringBuilder();
        b.append("- main [ref=e1]:\n");
        b.append("  - generic [ref=e2]:\n");
        b.append("    - heading \"").append(title).append("\" [level=1] [ref=e3]\n");
        int ref = 4;
        for (int i = 0; i < priceLabels.length; i++) {
            b.append("    - generic [ref=e").append(ref++).append("]:\n");
            b.append("      - generic [ref=e").append(ref++).append("]: \"").append(priceLabels[i]).append("\"\n");
            b.append("      - generic [ref=e").append(ref++).append("]: $").append(190 - 38 * i).append(".00\n");
        }
        b.append("    - generic [ref=e").append(ref++).append("]:\n");
        for (int i = 0; i < variants.length; i++) {
            b.append("      - generic [ref=e").append(ref++).append("]:\n");
            b.append("        - generic [ref=e").append(ref++).append("]: ").append(variants[i]).append('\n');
            b.append("        - generic [ref=e").append(ref++).append("]: $").append(110 + 40 * i).append(".00\n");
            b.append("        - spinbutton \"").append(qty).append("\" [ref=e").append(ref++).append("]: \"1\"\n");
            b.append("        - button \"").append(add).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - heading \"Customers also viewed\" [level=2] [ref=e").append(ref++).append("]\n");
        b.append("  - list [ref=e").append(ref++).append("]:\n");
        String[] others = {"Cedar Smoke Candle 190 g", "Fig Leaf Body Lotion 200 ml", "Amber Hand Wash 350 ml",
            "Vetiver Room Spray 150 ml"};
        for (String o : others) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(o).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - generic [ref=e").append(ref++).append("]: $45.00\n");
            b.append("      - button \"").append(add).append("\" [ref=e").append(ref++).append("]\n");
        }
        return b.toString();
    }

    static final String EN = productPage("Maison Verte Eau Claire Eau de Parfum",
            new String[] {"Retail Price:", "Your Price:", "You Save:"},
            new String[] {"50 ml bottle", "75 ml bottle", "100 ml bottle"}, "Quantity", "Add to Cart");
    static final String DE = productPage("Maison Verte Eau Claire Eau de Parfum",
            new String[] {"UVP:", "Ihr Preis:", "Sie sparen:"},
            new String[] {"Flakon 50 ml", "Flakon 75 ml", "Flakon 100 ml"}, "Menge", "In den Warenkorb");

    private String prune(String yaml, String goal) {
        return pruner.prune(SnapshotParser.parse(yaml), new PruneRequest(Mode.AUTO, goal == null ? null : Goal.of(goal),
                "https://shop.example/p/4711")).snapshot().write();
    }

    /** The named item's price amounts, quantity fields and buttons, as lines with their refs. */
    private static void assertItemShown(String out, String label) {
        for (String line : List.of("generic [ref=e6]: $190.00", "generic [ref=e9]: $152.00", "generic [ref=e12]: $114.00",
                "spinbutton", "[ref=e17]", "[ref=e18]", "[ref=e22]", "[ref=e23]", "[ref=e27]", "[ref=e28]")) {
            assertTrue(out.contains(line), label + ": " + line + " missing in\n" + out);
        }
    }

    @Test
    void withoutAGoalTheItemsPartsAreShown() {
        assertItemShown(prune(EN, null), "no goal");
    }

    @Test
    void aGoalNamingTheItemKeepsItsPricesQuantityAndButton() {
        assertItemShown(prune(EN, "Add 2 bottles of Maison Verte Eau Claire to the cart"), "add goal");
        assertItemShown(prune(EN, "What is 'Your Price' for Maison Verte Eau Claire?"), "price goal");
    }

    @Test
    void inGermanToo() {
        assertItemShown(prune(DE, "Lege 2 Flakons Maison Verte Eau Claire in den Warenkorb"), "de goal");
    }

    @Test
    void otherListsStillShrinkToTheirTitles() {
        String out = prune(EN, "Add 2 bottles of Maison Verte Eau Claire to the cart");
        assertTrue(out.contains("link \"Amber Hand Wash 350 ml\"") && !out.contains("$45.00"), out);
    }

    /**
     * A goal naming a category ("sort the coffee products") names the list's heading, not an item: the products under
     * it are things to choose from (each titled by its link), so the ones the goal does not name still shrink to their
     * titles and lose their prices.
     */
    @Test
    void aGoalNamingTheListsHeadingLeavesTheListToChooseFrom() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - generic [ref=e2]:\n");
        b.append("    - heading \"Coffee\" [level=1] [ref=e3]\n");
        b.append("    - combobox \"Sort by\" [ref=e4]\n");
        int ref = 5;
        String[] names = {"Original Blend", "Dark Roast", "Hazelnut", "French Vanilla", "Decaf", "Colombian",
            "Mocha Swirl", "Caramel Swirl"};
        for (String n : names) {
            b.append("    - generic [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(n).append(" Ground Coffee\" [ref=e").append(ref++).append("]\n");
            b.append("      - generic [ref=e").append(ref++).append("]: $").append(ref).append(".99\n");
            b.append("      - button \"Add to Cart\" [ref=e").append(ref++).append("]\n");
        }
        String out = prune(b.toString(), "Sort the coffee products by price, low to high.");
        assertTrue(out.contains("combobox \"Sort by\" [ref=e4]"), out);
        assertTrue(out.contains("link \"Caramel Swirl Ground Coffee\""), out);
        assertTrue(!out.contains("button \"Add to Cart\" [ref=e36]"), "the last product shrinks to its title:\n" + out);
    }

    /**
     * The named product's price table in a box of its own, two wrappers away from the product's heading (a Czech shop:
     * its rows are label and amount cells, "Cena s DPH:" and "21 777 Kč"): its amounts stay with a goal naming it.
     */
    @Test
    void aPriceTableInABoxOfItsOwnBesideTheNamedProductKeepsItsAmounts() {
        String page = String.join("\n",
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - heading \"Obestavba Irys Exclusive (Akce)\" [level=1] [ref=e3]",
                "    - generic [ref=e4]:",
                "      - paragraph [ref=e5]: Akce Doprava zdarma",
                "    - generic [ref=e6]:",
                "      - generic [ref=e7]:",
                "        - table [ref=e8]:",
                "          - rowgroup [ref=e9]:",
                "            - row [ref=e10]:",
                "              - cell \"Cena s DPH:\" [ref=e11]",
                "              - cell \"21 777 Kč\" [ref=e12]",
                "            - row [ref=e13]:",
                "              - cell \"Cena bez DPH:\" [ref=e14]",
                "              - cell \"17 997 Kč\" [ref=e15]",
                "            - row [ref=e16]:",
                "              - cell \"Kód produktu:\" [ref=e17]",
                "              - cell \"IRYS-EX\" [ref=e18]",
                "            - row [ref=e19]:",
                "              - cell \"Dostupnost:\" [ref=e20]",
                "              - cell \"Skladem\" [ref=e21]") + "\n";
        String out = prune(page, "How much does the Irys Exclusive surround cost including VAT?");
        assertTrue(out.contains("cell \"21 777 Kč\" [ref=e12]") && out.contains("cell \"17 997 Kč\" [ref=e15]"), out);
        assertTrue(Texts.isShortPrice("21 777 Kč", 60) && Texts.isShortPrice("9 900,00 zł", 60)
                && Texts.isShortPrice("820руб", 60) && Texts.isShortPrice("19 900 Ft", 60) && Texts.isShortPrice("500 тг.", 60));
        assertTrue(!Texts.isShortPrice("6 ft tall", 60) && !Texts.isShortPrice("Kčs", 60));
    }

    /** A filter laid out in cells ("min", "max", "Filtern") keeps its button with its fields when a goal shrinks it. */
    @Test
    void theButtonThatSendsAKeptFieldStaysWithIt() {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Sofas\" [level=1] [ref=e2]\n  - table [ref=e3]:\n");
        int ref = 4;
        for (String side : new String[] {"Farbe wählen", "Material wählen", "Preis wählen"}) {
            b.append("    - row [ref=e").append(ref++).append("]:\n");
            b.append("      - cell \"").append(side).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - cell [ref=e").append(ref++).append("]:\n");
            b.append("        - textbox [ref=e").append(ref++).append("]: min\n");
            b.append("        - textbox [ref=e").append(ref++).append("]: max\n");
            b.append("        - button \"Filtern\" [ref=e").append(ref++).append("]\n");
        }
        String out = prune(b.toString(), "Only show sofas priced between 300 and 600 euros.");
        // the price filter's row, its fields and its button
        assertTrue(out.contains("textbox [ref=e19]: min") && out.contains("textbox [ref=e20]: max") && out.contains("button \"Filtern\" [ref=e21]"), out);
    }

    /**
     * The corpus's product pages, with their tasks' own goals naming the product: the product's price, quantity field
     * and add-to-cart button are shown with the goal as they are without it.
     */
    @Test
    void corpusProductPagesKeepTheNamedProductsPriceQuantityAndButton() {
        record Case(String page, String goal, List<String> refs) {
        }
        List<Case> cases = List.of(
                new Case("1000bulbs-product", "Add 2 of these Eiko H11B headlight bulbs to the cart.",
                        List.of("strong [ref=e144]: $44.50", "[ref=e156]", "[ref=e158]")),
                new Case("firemountaingems-product", "Add 15 packages of the 32mm rainbow swirl bead to the cart.",
                        List.of("cell \"$1.71\" [ref=e525]", "textbox [ref=e529]", "button \"Add Item To Cart\" [ref=e530]")));
        for (Case c : cases) {
            String yaml = Fixtures.read(Fixtures.CORPUS.resolve(c.page() + ".yaml"));
            String plain = prune(yaml, null);
            String focused = prune(yaml, c.goal());
            for (String ref : c.refs()) {
                assertTrue(plain.contains(ref), c.page() + " without a goal: " + ref);
                assertTrue(focused.contains(ref), c.page() + " with its goal: " + ref + " missing");
            }
        }
    }

    /** An infobox's list of countries, each a link and its figures, on a page that names the countries everywhere. */
    static String epidemicPage() {
        String[] countries = {"Guinea", "Liberia", "Nigeria", "Senegal", "Sierra Leone"};
        String[] figures = {": 771 / 494", ": 1,698 / 871", ": 21 / 8", ": 1 / 0", ": 1,261 / 491"};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Epidemic in West Africa\" [level=1] [ref=e2]\n");
        b.append("  - heading \"Summary table\" [level=2] [ref=e4]\n");
        b.append("  - list [ref=e3]:\n");
        int ref = 10;
        for (int i = 0; i < countries.length; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(countries[i]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - text: \"").append(figures[i]).append("\"\n");
        }
        for (int p = 0; p < 12; p++) {
            b.append("  - paragraph [ref=e").append(ref++).append("]: Cases and deaths were reported from Guinea, Liberia, ")
                    .append("Nigeria, Senegal and Sierra Leone; the response in Sierra Leone and Guinea went on in week ")
                    .append(p + 1).append(".\n");
        }
        return b.toString();
    }

    @Test
    void anItemTitledWithWordsTheGoalSaysKeepsItsFiguresHoweverCommonTheyAre() {
        // the goal's rarest words are the table's ("summary table"): the item's own words weigh little beside them
        String out = prune(epidemicPage(), "According to the summary table, how many cases and deaths had Sierra Leone recorded?");
        assertTrue(out.contains("1,261 / 491"), out);
        // the others, which the goal does not name, shrink to their titles
        assertTrue(out.contains("link \"Liberia\"") && !out.contains("1,698 / 871"), out);
        // a goal that names two of them keeps both
        String two = prune(epidemicPage(), "According to the summary table, how many cases had Sierra Leone and Liberia recorded?");
        assertTrue(two.contains("1,261 / 491") && two.contains("1,698 / 871"), two);
    }

    @Test
    void aLabelAndItsValueStayTogetherWhenAGoalShrinksTheRowsAroundThem() {
        // a product's facts as rows of a label cell and a value cell (no rowheader): a goal asking when it ships names
        // none of the words, and each row would have shrunk to its label ("AVAILABILITY:" without "7-10 Production Days")
        StringBuilder b = new StringBuilder("- generic [active] [ref=e1]:\n  - heading \"Back seat cover set\" [level=1] [ref=e2]\n"
                + "  - table [ref=e3]:\n");
        String[][] facts = {{"PRODUCT ID:", "HSBU2546R"}, {"UNIT PRICE:", "Custom-Made! $180.00"},
            {"AVAILABILITY:", "7-10 Production Days"}, {"FABRIC:", "Hawaiian print, solid w/armrest"}};
        int ref = 10;
        for (String[] f : facts) {
            b.append("    - row [ref=e").append(ref++).append("]:\n      - cell [ref=e").append(ref++).append("]\n")
                    .append("      - cell \"").append(f[0]).append("\" [ref=e").append(ref++).append("]\n")
                    .append("      - cell \"").append(f[1]).append("\" [ref=e").append(ref++).append("]\n");
        }
        // a list of works (its title as rowheader, a year and a text) and a navigation box's row (a heading and its
        // links) are items, not facts: they shrink as before
        b.append("  - table [ref=e100]:\n");
        for (int i = 0; i < 4; i++) {
            int r = 110 + 10 * i;
            b.append("    - row [ref=e").append(r).append("]:\n      - rowheader \"Film ").append((char) ('A' + i))
                    .append("\" [ref=e").append(r + 1).append("]\n      - cell \"19").append(50 + i).append("\" [ref=e")
                    .append(r + 2).append("]\n      - cell \"A woman wishes she could live the year again ").append(i)
                    .append("\" [ref=e").append(r + 3).append("]\n");
        }
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        String out = pruner.prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("How long until the seat cover ships?"), null, Budget.of(16_000))).text();
        for (String[] f : facts) assertTrue(out.contains("cell \"" + f[1] + "\""), f[1] + ": " + out);
        assertTrue(!out.contains("A woman wishes she could live the year again 3"), out);
        // without a goal, a long list of such rows folds as any list does: only the goal's shrinking leaves them whole
        StringBuilder runners = new StringBuilder("- table [ref=e1]:\n");
        for (int i = 0; i < 30; i++) {
            runners.append("  - row [ref=e").append(10 + 3 * i).append("]:\n    - cell \"Runner ").append(i).append(":\" [ref=e")
                    .append(11 + 3 * i).append("]\n    - cell [ref=e").append(12 + 3 * i).append("]:\n      - link \"Profile ")
                    .append(i).append("\" [ref=e").append(200 + i).append("]\n");
        }
        String none = pruner.prune(SnapshotParser.parse(runners.toString()), PruneRequest.of(Mode.ACT)).text();
        assertTrue(none.contains("folded"), none);
        assertTrue(!none.contains("cell \"Runner 29:\""), none);
        assertTrue(SiblingFold.isLabelValueRow(SnapshotParser.parse("- row:\n  - rowheader \"Size\"\n  - cell \"XL\"\n")
                .root().child(0)));
        assertTrue(!SiblingFold.isLabelValueRow(SnapshotParser.parse("- row:\n  - rowheader \"Topics\"\n  - cell:\n"
                + "    - link \"Time loop\" [ref=e1]\n    - link \"Causal loop\" [ref=e2]\n").root().child(0)),
                "a navigation box's row");
    }

    @Test
    void aShortListOfShortLinesKeepsEachLineWhole() {
        // an exam's rooms by surname: each line's range is what tells the rooms apart; shrunk to its title (the room's
        // link) a line would say a room without the names it is for
        String page = String.join("\n",
                "- main [ref=e1]:",
                "  - heading \"Klausur\" [level=2] [ref=e2]",
                "  - paragraph [ref=e3]: Die Klausur beginnt am 15.2. um 16:00. Schreiben Sie mit Kugelschreiber.",
                "  - paragraph [ref=e30]: Welchem Raum Sie zugeteilt sind, steht unten; wenn Sie nicht angemeldet sind, melden Sie sich.",
                "  - paragraph [ref=e31]: Die Nachklausur beginnt am 22.3. um 16:00 im selben Raum.",
                "  - list [ref=e4]:",
                "    - listitem [ref=e5]:",
                "      - text: Nachnamen",
                "      - strong [ref=e6]: \"A-D:\"",
                "      - link \"H 030\" [ref=e7]",
                "      - text: (Physik, Schellingstr. 4)",
                "    - listitem [ref=e8]:",
                "      - text: Nachnamen",
                "      - strong [ref=e9]: \"E-M:\"",
                "      - link \"N 120\" [ref=e10]",
                "      - text: (Großer Physiksaal)",
                "    - listitem [ref=e11]:",
                "      - text: Nachnamen",
                "      - strong [ref=e12]: \"N-Z:\"",
                "      - link \"B 052\" [ref=e13]",
                "      - text: (Theresienstr. 39)",
                "");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT,
                Goal.of("In welchem Raum schreibe ich die Klausur, wenn mein Nachname mit K beginnt?"), null)).text();
        assertTrue(out.contains("strong [ref=e9]: \"E-M:\""), out);
        assertTrue(out.contains("listitem [ref=e8]"), out);
    }

    @Test
    void theOnlyControlNamedByTheGoalsWordStaysThoughAFewStoriesSayTheWord() {
        // a tag page of stories, three of which speak of privacy, one of them naming the site; the site's "Privacy" link
        // in the footer of its side column: the word is said in four places, the link is the one control named by it
        // alone, and the site's name weighs more in the story than the link's one word
        StringBuilder b = new StringBuilder("- banner [ref=e1]:\n  - link \"TorrentFreak\" [ref=e3]\n- main [ref=e2]:\n");
        for (int i = 0; i < 8; i++) {
            String title = i == 2 ? "EFF Supports TorrentFreak in an Electronic Privacy Case" : "The Site Appeals in Court Case " + i;
            b.append("  - article [ref=e").append(10 + 10 * i).append("]:\n    - link [ref=e").append(11 + 10 * i)
                    .append("]:\n      - heading \"").append(title).append("\" [level=1] [ref=e").append(12 + 10 * i)
                    .append("]\n    - paragraph [ref=e").append(13 + 10 * i).append("]: ")
                    .append(i == 4 || i == 6 ? "Visitors are sent to a privacy statement instead of the search results, the site says."
                            : "The appeal was filed on Monday, the site's lawyers said in a statement to the press.")
                    .append("\n");
        }
        b.append("- complementary [ref=e200]:\n  - heading \"Recent posts\" [level=2] [ref=e201]\n  - list [ref=e202]:\n");
        for (int i = 0; i < 6; i++) b.append("    - listitem:\n      - link \"Older story ").append(i).append("\" [ref=e")
                .append(210 + i).append("]\n");
        b.append("  - contentinfo [ref=e230]:\n    - paragraph [ref=e231]:\n      - link \"Copyright CC\" [ref=e232]\n")
                .append("      - text: and\n      - link \"Privacy\" [ref=e233]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("Open TorrentFreak's privacy page."), null)).snapshot().write();
        assertTrue(out.contains("link \"Privacy\" [ref=e233]"), out);
    }

    @Test
    void aDanishFootersPrivacyLinkIsWhatAnEnglishGoalAsksFor() {
        // a footer of four groups of thirty links: the privacy policy is the 21st of the last, in Danish
        StringBuilder b = new StringBuilder("- main [ref=e2]:\n  - heading \"Koncertkalender\" [level=1] [ref=e3]\n");
        for (int i = 0; i < 12; i++) b.append("  - link \"Koncert ").append(i).append(" i Amager Bio\" [ref=e").append(10 + i).append("]\n");
        b.append("- contentinfo [ref=e100]:\n");
        int ref = 200;
        for (int g = 0; g < 4; g++) {
            b.append("  - heading \"Gruppe ").append(g).append("\" [level=2] [ref=e").append(ref++).append("]\n  - list:\n");
            for (int i = 0; i < 30; i++) {
                String name = g == 3 && i == 20 ? "Privatlivspolitik" : "Spillested " + g + "-" + i;
                b.append("    - listitem:\n      - link \"").append(name).append("\" [ref=e").append(ref++).append("]\n");
            }
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("Open the site's privacy policy."), null)).snapshot().write();
        assertTrue(out.contains("link \"Privatlivspolitik\" [ref=e314]"), out);
    }
}
