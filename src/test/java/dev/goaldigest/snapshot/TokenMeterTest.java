package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class TokenMeterTest {
    @Test
    void lineByLineCountsEqualTheWholeTextOnEveryCorpusPage() throws IOException {
        TokenMeter m = new TokenMeter();
        try (Stream<Path> s = Files.list(Path.of("fixtures/corpus"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".yaml")).toList()) {
                String text = Files.readString(p, StandardCharsets.UTF_8);
                int exact = Tokens.count(text);
                assertEquals(exact, m.count(text), p.toString());
                assertEquals(exact, m.count(text), p + " (memo)");
            }
        }
        assertEquals(Tokens.count("a\r\nb\n\n  c"), m.count("a\r\nb\n\n  c"));
        assertEquals(0, m.count(""));
    }

    @Test
    void aHugeLineIsCountedInBoundedTimeAndMarkedAsAnEstimate() {
        TokenMeter m = new TokenMeter();
        String text = "- generic [ref=e1]:\n  - paragraph [ref=e2]: " + "b".repeat(4_000_000) + "\n  - button \"Buy\" [ref=e3]\n";
        Tokens.Count c = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30),
                () -> m.measure(text));
        org.junit.jupiter.api.Assertions.assertTrue(c.estimated());
        assertEquals(Tokens.measure(text), c);
        assertEquals(c, m.measure(text), "the same page again");
        org.junit.jupiter.api.Assertions.assertFalse(m.measure("- button \"Buy\" [ref=e3]\n").estimated());
    }
}
