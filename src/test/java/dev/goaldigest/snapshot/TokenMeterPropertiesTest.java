package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The meter counts a text line by line, without indentation and in segments cut before a space and a sign; its count
 * must be o200k's count of the whole text, on text of any make, not only on snapshots.
 */
class TokenMeterPropertiesTest {
    private static final TokenMeter SHARED = new TokenMeter();

    @Property(tries = 1000)
    void theMetersCountIsTheWholeTextsCount(@ForAll("texts") String text) {
        Tokens.Count whole = Tokens.measure(text);
        if (whole.estimated()) return; // a run over 256 characters: estimated, whole or in lines alike (bounded)
        assertEquals(whole, new TokenMeter().measure(text), text);
        // a meter that has seen other texts (their lines and segments remembered) counts the same
        assertEquals(whole, SHARED.measure(text), text);
    }

    @Provide
    Arbitrary<String> texts() {
        // the signs and spaces the cuts depend on, letters of several scripts, digits, marks and odd white space
        List<String> pieces = List.of(" ", " ", "  ", "    ", "\n", "\n", "\r\n", "\r", "\t", "\u00a0", "\u3000", "-", "- ",
                "\"", "'", "'s", "[", "]", ":", "/", "//", ".", ",", "(", ")", "$", "€", "…", "[ref=e", "]:", "\n  - ",
                "link", "Next", "page", "ABC", "Ünïcödé", "Добавить", "価格", "한국어", "عربي", "\u0301", "e\u0301",
                "1", "12", "1234", "٣", "🙂", "x", "Q");
        return Arbitraries.of(pieces).list().ofMinSize(0).ofMaxSize(40).map(l -> String.join("", l));
    }
}
