package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The cheap tests that run before a pattern ({@link LetterGate}, {@link PrefixGate}) may only ever say "no" where the
 * pattern says no: checked against the patterns on every short text of every fixture and on texts made to match.
 */
class GatesTest {
    /** Every name, value and text of every corpus and upstream snapshot, up to 200 characters, plus its variants. */
    private static final List<String> TEXTS = texts();

    private static List<String> texts() {
        Set<String> out = new LinkedHashSet<>();
        List<Path> files = new ArrayList<>(Fixtures.files(Fixtures.CORPUS, ".yaml"));
        files.addAll(Fixtures.files(Fixtures.UPSTREAM, ".yml"));
        for (Path f : files) {
            for (Node n : SnapshotParser.parse(Fixtures.read(f)).nodes()) {
                for (String t : new String[] {n.name(), n.value()}) {
                    if (t == null || t.length() > 200) continue;
                    out.add(t);
                    out.add(t.toUpperCase(Locale.ROOT));
                    out.add("  " + t + " ");
                }
            }
        }
        return List.copyOf(out);
    }

    private static final List<String> MADE_TO_MATCH = List.of(
            "$19.99", "19,99 €", "EUR 5", "5 eur", "R$ 10", "CHF 1'200", "1 299 kr", "12 zł", "99 Kč", "¥500", "₹ 80",
            "from R180", "Rp 15.000", "Rs. 499", "RM 25", "In stock", "IN STOCK", "Only 3 left", "Sold out", "Pre-order now", "available", "Unavailable", "Auf Lager",
            "Nicht verfügbar", "Épuisé", "epuise", "disponible", "Op voorraad", "back-order", "sofort lieferbar",
            "Advertisement", "Sponsored", "Sponsored results", "  Ads   by   Google ", "Anzeige", "Publicité", "PUB",
            "Energy efficiency class A++", "Energieeffizienzklasse B", "Produktdatenblatt", "Skip to main content",
            "Zum Inhalt springen", "Aller au contenu principal", "See all review details", "Rating details", "ad", "AD",
            "We use cookies to improve", "Cookie consent banner", "Privacy settings", "Ad slot", "Filter by", "FILTERS",
            "Refine results", "Refinements", "Narrow your search", "Facets", "Shop by brand", "Filtern", "Suche eingrenzen",
            "Filtres", "Affiner la recherche", "Filtrar", "Filtri", "Affina", "Verfijn");

    @Test
    void theLetterGatesNeverRejectATextTheirPatternFindsIn() {
        int rejected = 0;
        int found = 0;
        List<String> all = new ArrayList<>(TEXTS);
        all.addAll(MADE_TO_MATCH);
        for (String t : all) {
            for (var gate : List.of(new Object[] {Texts.PRICE_GATE, Texts.PRICE}, new Object[] {PageSurvey.STOCK_GATE,
                    PageSurvey.STOCK}, new Object[] {PageParts.PANEL_GATE, PageParts.PANEL})) {
                LetterGate g = (LetterGate) gate[0];
                boolean matches = ((Pattern) gate[1]).matcher(t).find();
                if (matches) found++;
                if (!g.test(t)) {
                    rejected++;
                    assertFalse(matches, "the gate rejected a text the pattern finds in: " + t);
                }
            }
        }
        assertTrue(found > 100, "texts with a price or a stock word: " + found);
        assertTrue(rejected > all.size(), "the gates turn most texts away: " + rejected + " of " + 3 * all.size());
    }

    @Test
    void theNoisePrefixGateNeverRejectsATextWhosePatternsMatch() {
        NoisePatterns noise = NoisePatterns.bundled();
        NoisePatterns ungated = NoisePatterns.ungatedForTest(noise);
        List<String> all = new ArrayList<>(TEXTS);
        all.addAll(MADE_TO_MATCH);
        int labels = 0;
        for (String t : all) {
            assertEquals(ungated.label(t), noise.label(t), t);
            assertEquals(ungated.container(t), noise.container(t), t);
            if (noise.label(t) != null) labels++;
        }
        assertTrue(labels >= 20, "labels found: " + labels);
    }

    @Test
    void thePrefixGateAnswersFromThePatterns() {
        PrefixGate g = new PrefixGate(List.of(Pattern.compile("ad|ads|sponsored( result)?", Pattern.CASE_INSENSITIVE)));
        assertTrue(g.mayMatch("ad"));
        assertTrue(g.mayMatch(" AD "));
        assertTrue(g.mayMatch("Sponsored result"));
        assertTrue(g.mayMatch("adverts"), "starts like ad: the pattern decides");
        assertTrue(g.mayMatch("spam"), "starts like sponsored: the pattern decides");
        assertFalse(g.mayMatch("edit"));
        assertFalse(g.mayMatch("4.5 stars"));
        assertFalse(g.mayMatch("s"), "a whole text of one letter that matches nothing");
        assertFalse(g.mayMatch("a "), "trailing spaces go: the whole text is a");
        assertFalse(g.mayMatch("s p"), "no pattern goes on with a space after s");
        assertTrue(g.mayMatch("ÄD"), "not ASCII: left to the pattern");
        assertTrue(g.mayMatch("a\u00a0d"), "a space that folding makes: left to the pattern");
    }

    @Test
    void aGateReadFromAlternativesAsksForWhatEveryMatchHolds() {
        LetterGate g = LetterGate.forAlternatives(List.of("filters?|shop by", "narrow (your )?(results|search)"));
        assertTrue(g.test("Filter"), "the optional s is not asked for");
        assertTrue(g.test("SHOP BY brand"));
        assertTrue(g.test("Narrow search"));
        assertFalse(g.test("results"), "narrow is asked for; the group after it is not read");
        assertFalse(g.test("edit"));
        assertFalse(g.test("fil"), "shorter than the shortest match (filter)");

        LetterGate stock = LetterGate.forAlternatives(List.of("only \\d+ left|pre-?order|quantit[ée]|back\\w*"));
        assertTrue(stock.test("Only 3 left"));
        assertFalse(stock.test("only left"), "a digit is asked for");
        assertTrue(stock.test("preorder") && stock.test("Pre-order"));
        assertFalse(stock.test("order now"));
        assertTrue(stock.test("quantite") && stock.test("Quantité"));
        assertTrue(stock.test("back"));

        LetterGate accented = LetterGate.forAlternatives(List.of("épuisé|ab"));
        assertTrue(accented.test("Épuisé"), "a text outside ASCII is left to the pattern");
        assertFalse(accented.test("epuise"), "épuisé needs no key word: only ab lets ASCII texts through");
        assertTrue(accented.test("ab"));

        LetterGate unread = LetterGate.forAlternatives(List.of("(?:x|y)z|\\p{L}+"));
        assertTrue(unread.test("q"), "an alternative it cannot read lets every text through");
    }

    @Test
    void theGatesOfTheWordListsAgreeWithTheirPatternsOnTextsMadeToMatchEachAlternative() {
        for (WordLists.Phrases list : List.of(WordLists.Phrases.STOCK, WordLists.Phrases.FILTER_PANEL)) {
            LetterGate gate = WordLists.bundled().gate(list);
            Pattern p = WordLists.bundled().wholeWords(list, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
            for (String line : WordLists.bundled().lines(list)) {
                for (String alternative : Alternatives.split(line)) {
                    // the plainest text the alternative matches: optional parts out, one letter per class or digit
                    String text = alternative.replaceAll("\\([^)]*\\)\\?|.\\?", "").replace("\\d+", "7")
                            .replace("\\w*", "").replaceAll("\\[(.)[^]]*]", "$1").replaceAll("\\((\\w+)[|)].*", "$1");
                    assertTrue(p.matcher(text).find(), list + ": made to match " + alternative + ": " + text);
                    assertTrue(gate.test(text), list + ": the gate rejects " + text);
                    assertTrue(gate.test(text.toUpperCase(Locale.ROOT)), list + ": " + text);
                }
            }
        }
    }

    @Test
    void theTestBeforeALinesPriceNeverRejectsALineThatEndsWithOne() {
        // every fixture text, and lines made to end with a price the pattern knows, in the shapes shops write
        List<String> all = new ArrayList<>(TEXTS);
        String name = "Casio Privia PX-360 bk digital piano 88 weighted keys touch screen";
        for (String price : new String[] {"€ 899,00", " € 899,00", " 899,00 €", " $1,299.99", "$1,299.99", " EUR 1.029,00",
                " 1.029,00 EUR", " 1 299 kr", " 12 zł", " 99 Kč", " ¥500", " ₹ 80", " 89 990 руб", " 1 990 грн", " 990 Ft",
                " R$ 10", " 45 lei", " 3 500 тг", " 100元", " 500円", " 9,900원", " CHF 120", " 120 CHF", " GBP 12", " £12"}) {
            all.add(name + price);
        }
        int found = 0;
        for (String t : all) {
            String s = t.strip();
            if (s.length() <= SiblingFold.COMPARED_CHARS || s.length() > SiblingFold.NAMED_PRICE_CHARS) continue;
            String tail = s.substring(s.length() - SiblingFold.COMPARED_CHARS);
            java.util.regex.Matcher m = Texts.PRICE.matcher(tail);
            boolean ends = false;
            while (m.find()) if (m.end() == tail.length()) ends = true;
            if (!ends) continue;
            found++;
            assertTrue(SiblingFold.endsWithPrice(t), "the test rejects a line its pattern finds a price at the end of: " + t);
        }
        assertTrue(found >= 25, "lines that end with a price: " + found);
    }
}
