package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Token counts: exact on real text, linear and bounded on one huge piece (marked as an estimate). */
class TokensTest {
    private static final Encoding O200K = Encodings.newDefaultEncodingRegistry().getEncoding(EncodingType.O200K_BASE);

    @Test
    void everyCorpusPageIsCountedExactly() {
        for (Path p : Fixtures.files(Fixtures.CORPUS, ".yaml", ".txt")) {
            String text = Fixtures.read(p);
            Tokens.Count c = Tokens.measure(text);
            assertFalse(c.estimated(), p.toString());
            assertEquals(O200K.countTokensOrdinary(text), c.tokens(), p.toString());
        }
    }

    @Test
    void shortAndLongButOrdinaryTextsAreExact() {
        String words = "Add to basket, 128GB, only 3 left! ".repeat(50_000);
        assertEquals(new Tokens.Count(O200K.countTokensOrdinary(words), false), Tokens.measure(words));
        String run = "x".repeat(Tokens.LONG_RUN);
        assertEquals(new Tokens.Count(O200K.countTokensOrdinary(run), false), Tokens.measure(run));
        assertEquals(Tokens.Count.ZERO, Tokens.measure(""));
        assertEquals(Tokens.Count.ZERO, Tokens.measure(null));
    }

    @Test
    void aTwentyMegabyteWordIsEstimatedInBoundedTimeAndMemory() {
        // jtokkit alone: about 90 s and 6 GB for this one piece (an OutOfMemoryError under the tests' -Xmx2g)
        String word = "a".repeat(20_000_000);
        Tokens.Count c = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Tokens.measure(word));
        assertTrue(c.estimated());
        assertTrue(c.tokens() > 20_000_000 / 64 && c.tokens() < 20_000_000, "a plausible count: " + c);
    }

    @Test
    void longRunsOfEachKindAreEstimatedCloseToTheTruth() {
        java.util.Random r = new java.util.Random(7);
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < 20_000; i++) letters.append((char) ('a' + r.nextInt(26)));
        for (String run : new String[] {letters.toString(), " ".repeat(20_000), "!?".repeat(10_000),
                "\n".repeat(20_000), "日本語".repeat(7_000), "😀".repeat(10_000)}) {
            String text = "Price: $19.99 " + run + " in stock";
            Tokens.Count c = Tokens.measure(text);
            assertTrue(c.estimated(), "estimated: " + run.substring(0, 4));
            int exact = O200K.countTokensOrdinary(text);
            // an estimate, never below the truth (a budget holds by it), and within a factor of two above it
            assertTrue(c.tokens() >= exact && c.tokens() <= exact * 2 + 10,
                    "estimate " + c.tokens() + " vs exact " + exact + " for " + run.substring(0, 4));
        }
    }

    @Test
    void deepIndentationIsNeverCountedBelowItsTruth() {
        // a tree nested hundreds deep (a mutated page found it): lines start with runs of 300 to 950 blanks; counted
        // from the runs' ends, such text came out 50% above the truth, so a budget step counting lines and a check
        // counting the whole text disagreed
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            b.append(" ".repeat(300 + (i * 37) % 650)).append("- link \"Item ").append(i).append("\" [ref=e").append(i).append("]\n");
        }
        String text = b.toString();
        Tokens.Count c = Tokens.measure(text);
        int exact = O200K.countTokensOrdinary(text);
        assertTrue(c.estimated());
        assertTrue(c.tokens() >= exact && c.tokens() <= exact * 1.25, c.tokens() + " vs " + exact);
    }

    @Test
    void countsAddUp() {
        assertEquals(new Tokens.Count(5, true), new Tokens.Count(2, false).plus(new Tokens.Count(3, true)));
        assertEquals(Integer.MAX_VALUE, new Tokens.Count(Integer.MAX_VALUE, false).plus(new Tokens.Count(1, false)).tokens());
    }
}
