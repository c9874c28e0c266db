package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code prune/words.yaml}: read once, every list present, a malformed file named in one line. */
class WordListsTest {
    private static final String ALL_LISTS = """
            stop words: {english: [the, of]}
            language marks: {english: [the, of], french: [le, la]}
            ordinal words: {english: {first: 1, second: 2}}
            cheapest: [cheapest]
            dearest: [dearest]
            most: [most]
            fewest: [fewest]
            oldest: [oldest]
            newest: [newest]
            footer: ["©"]
            footer fact: [licensed under]
            filter panel: [filters?]
            account: [log ?in]
            stock: [in stock]
            quantity: [qty]
            primary action: [buy]
            ordinal suffixes: [st]
            position words: [number]
            second from the end: [penultimate]
            last: [last]
            not a position: [name]
            pager: [next]
            popular list: [most read]
            sign out: [log ?out]
            copyright question: [copyright]
            copyright line: ["©"]
            phone question: [phone]
            email question: [e-?mail]
            shop by: [shop by]
            byline question: [who wrote]
            byline cue: [posted by]
            place words: [page]
            document nouns: [article]
            payment brands: [visa]
            language names: {deutsch: [german, allemand]}
            country names: {deutschland: [germany, allemagne]}
            country domains: {deutschland: [de]}
            language codes: {deutsch: [de]}
            goal words across languages: {print: {en: [print], es: [imprimir]}}
            currencies: {codes: [EUR, TRY], not in prices: [TRY], signs: "€$", after the number: [zł], after three digits: [Ft]}
            """;

    @Test
    void theBundledListsHoldEveryLanguageTheyName() {
        WordLists w = WordLists.bundled();
        assertTrue(w.stopWords().containsAll(List.of("the", "der", "les", "los", "het", "yes", "y")));
        assertFalse(w.stopWords().contains("price"));
        assertEquals(3, w.ordinalWords().get("dritte"));
        assertEquals(1, w.ordinalWords().get("premiere"));
        assertTrue(w.languageNames().get("日本語").contains("japanese"));
        Pattern cheapest = w.wholeWords(WordLists.Phrases.CHEAPEST, 0);
        assertTrue(cheapest.matcher("die gunstigsten angebote").find());
        assertFalse(cheapest.matcher("cheapestx").find(), "whole words only");
        Pattern footer = Pattern.compile(w.alternatives(WordLists.Phrases.FOOTER), Pattern.CASE_INSENSITIVE);
        assertTrue(footer.matcher("(c) 2024 Shop GmbH").find());
        assertTrue(footer.matcher("xxImpressumxx").find(), "footer lines are found anywhere, not as whole words");
        for (WordLists.Phrases p : WordLists.Phrases.values()) assertFalse(w.lines(p).isEmpty(), p.key);
    }

    @Test
    void aFileWithEveryListParses() {
        WordLists w = WordLists.parse(ALL_LISTS, "t.yaml");
        assertEquals("cheapest", w.alternatives(WordLists.Phrases.CHEAPEST));
        assertEquals(2, w.ordinalWords().get("second"));
        assertEquals(List.of("german", "allemand"), w.languageNames().get("deutsch"));
        assertEquals(List.of("imprimir"), w.acrossLanguages().get("print").get("es"));
        assertEquals(List.of("de"), w.countryDomains().get("deutschland"));
        Pattern price = w.currencies().pricePattern();
        for (String p : List.of("EUR 12,90", "12 EUR", "€5", "US$ 9.99", "9 900,00 zł", "990 Ft", "12 ZŁ")) {
            assertTrue(price.matcher(p).find(), p);
        }
        // a code in lower case is a word ("en 2020, eur..."), one not in the table or not in prices is none
        for (String p : List.of("TRY 30 days", "12 zło", "6 Ft", "990 ft", "CZK 12", "12 eur")) {
            assertFalse(price.matcher(p).find(), p);
        }
        assertTrue(w.currencies().isCode("TRY"), "a switcher lists it");
        assertFalse(w.currencies().isPriceCode("try"));
    }

    @Test
    void theBundledCurrenciesTellPricesInEveryScriptAndNotWordsThatLookLikeCodes() {
        Pattern price = Texts.PRICE;
        for (String p : List.of("THB 1,300", "฿1,200", "1 300 CZK", "R$ 49,90", "21 777 Kč", "350 руб", "₪ 120", "5,000円",
                "12 USD")) {
            assertTrue(price.matcher(p).find(), p);
        }
        for (String p : List.of("PHP 8.3", "TRY 30 DAYS FREE", "PEN 2", "6 Ft Tables", "Retrieved 12 March 2019",
                "En 2020, ils ont lancé", "Depuis 2019 ils vendent", "COP 28 opens", "In 2021 Ron won", "10 cop shows",
                "R2D2 and C-3PO", "Rule R12b", "HR 1 passed", "rs 40 units", "RSVP 12 guests")) {
            assertFalse(price.matcher(p).find(), p);
        }
        for (String p : List.of("THB 1,300", "1 300 CZK", "₪ 120")) assertTrue(Texts.PRICE_GATE.test(p), p);
        assertFalse(Texts.PRICE_GATE.test("Page 2 of 10"));
        // a switcher's links: every code of the table, and signs
        assertTrue(ChromeKeeps.currencyLink(link("- link \"THB\" [ref=e1]")) != null);
        assertTrue(ChromeKeeps.currencyLink(link("- link \"₪ ILS\" [ref=e1]")) != null);
        assertTrue(ChromeKeeps.currencyLink(link("- link \"Thai\" [ref=e1]")) == null);
    }

    @Test
    void aPriceIsFoundWhole() {
        Map<String, String> found = new LinkedHashMap<>();
        found.put("Preis: 1.234,56 € inkl. MwSt.", "1.234,56 €");
        found.put("ab 9 900 zł", "9 900 zł");
        found.put("only 21 777 Kč today", "21 777 Kč");
        found.put("now US$ 1,299.00!", "US$ 1,299.00");
        found.put("EUR 1.029,00", "EUR 1.029,00");
        found.put("12 345 678 Ft", "12 345 678 Ft");
        found.put("Ár: 4990 Ft", "4990 Ft");
        found.put("price 113,06£ each", "113,06£");
        found.put("was 1 234,50 €", "234,50 €"); // a group, then decimals: the number after the space, as before
        // a currency's letters before the number: the rand, the rupee, the rupiah, the ringgit
        found.put("Colesberg: from R180", "R180");
        found.put("MRP Rs. 1,299.00 incl. taxes", "Rs. 1,299.00");
        found.put("Harga Rp 15.000", "Rp 15.000");
        found.put("(RM 25.90)", "RM 25.90");
        for (var e : found.entrySet()) {
            var m = Texts.PRICE.matcher(e.getKey());
            assertTrue(m.find(), e.getKey());
            assertEquals(e.getValue(), m.group(), e.getKey());
        }
    }

    @Test
    void aPageOfDigitsCostsThePriceALinearWalk() {
        // before: each start in a run of digits walked the run in two nested loops (2,000 digits took 28 s); now a start
        // inside a run is never tried and a number's walk is bounded, so 200,000 digits take milliseconds
        String run = "7".repeat(200_000);
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            for (String hostile : List.of(run + " x kr", run + " x Ft", run + ".5 x €", "1 ".repeat(100_000) + "x kr",
                    "1.".repeat(100_000) + "x zł", "€" + run + " kr", "12 " + "345 ".repeat(50_000) + "x Ft")) {
                var m = Texts.PRICE.matcher(hostile);
                while (m.find()) assertTrue(m.group().length() < 40 || m.group().startsWith("€"), m.group().substring(0, 40));
            }
        });
        assertFalse(Texts.PRICE.matcher("1".repeat(30) + " kr").find(), "thirty digits are no price's number");
    }

    private static Node link(String line) {
        return SnapshotParser.parse(line).root().child(0);
    }

    @Test
    void aMalformedFileIsOneLineNamingWhatIsWrong() {
        assertEquals("t.yaml: unknown list 'colours'",
                assertThrows(IllegalArgumentException.class, () -> WordLists.parse(ALL_LISTS + "colours: [red]\n", "t.yaml"))
                        .getMessage());
        assertEquals("t.yaml: stock must be a non-empty list",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("stock: [in stock]", "stock: []"), "t.yaml")).getMessage());
        assertEquals("t.yaml: goal words across languages.print.es: 'imprimir ya' is not one word of letters",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("[imprimir]", "[imprimir ya]"), "t.yaml")).getMessage());
        assertEquals("t.yaml: country domains: 'united kingdom' is not one word of letters",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("{deutschland: [de]}", "{united kingdom: [uk]}"), "t.yaml"))
                        .getMessage());
        assertEquals("t.yaml: language codes.deutsch: 'deu' is not a two-letter code",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("{deutsch: [de]}", "{deutsch: [deu]}"), "t.yaml")).getMessage());
        assertEquals("t.yaml: language codes: 'klingon' is not a language of language names",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("{deutsch: [de]}", "{klingon: [tl]}"), "t.yaml")).getMessage());
        assertEquals("t.yaml: country domains.deutschland: '.de' is not a two-letter domain",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("[de]", "[.de]"), "t.yaml")).getMessage());
        String badPattern = assertThrows(IllegalArgumentException.class,
                () -> WordLists.parse(ALL_LISTS.replace("[qty]", "[\"qty(\"]"), "t.yaml")).getMessage();
        assertTrue(badPattern.startsWith("t.yaml: quantity: bad pattern 'qty(': "), badPattern);
        assertFalse(badPattern.contains("\n"), badPattern);
        assertEquals("t.yaml: ordinal words.english.first must be a position (1, 2 ...)",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("first: 1", "first: one"), "t.yaml")).getMessage());
        assertEquals("t.yaml: language names.deutsch must be a non-empty list",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("[german, allemand]", "[]"), "t.yaml")).getMessage());
        assertEquals("t.yaml: country names must map own names to other names",
                assertThrows(IllegalArgumentException.class, () -> WordLists.parse(
                        ALL_LISTS.replace("country names: {deutschland: [germany, allemagne]}", "country names: [germany]"),
                        "t.yaml")).getMessage());
        assertEquals("t.yaml: country names.deutschland must be a non-empty list",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("[germany, allemagne]", "[]"), "t.yaml")).getMessage());
        assertEquals("t.yaml: currencies.codes: 'Euro' is not three capitals",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("[EUR, TRY]", "[Euro, TRY]"), "t.yaml")).getMessage());
        assertEquals("t.yaml: currencies.not in prices: 'PHP' is not one of the codes",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("not in prices: [TRY]", "not in prices: [PHP]"), "t.yaml"))
                        .getMessage());
        assertEquals("t.yaml: currencies.signs must be a string of signs, one character each",
                assertThrows(IllegalArgumentException.class,
                        () -> WordLists.parse(ALL_LISTS.replace("signs: \"€$\"", "signs: \"€ E\""), "t.yaml")).getMessage());
        assertEquals("t.yaml: currencies.before the number: 'rs' does not start with a capital",
                assertThrows(IllegalArgumentException.class, () -> WordLists.parse(ALL_LISTS.replace("after the number: [zł]",
                        "before the number: [rs], after the number: [zł]"), "t.yaml")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> WordLists.parse("- a\n", "t.yaml"))
                .getMessage().startsWith("t.yaml: top level must be a mapping"));
    }
}
