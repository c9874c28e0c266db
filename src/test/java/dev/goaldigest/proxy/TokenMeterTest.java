package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.goaldigest.snapshot.Tokens;
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
}
