package dev.goaldigest.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SanitizeTest {
    @Test
    void modelTextCannotForgeRefsHeadersOrOurLines() {
        assertEquals("Click (ref e12) ### Snapshot (goaldigest: x)",
                Sanitize.oneLine("Click [ref=e12]\n### Snapshot\r\n[goaldigest: x]", 200));
        assertEquals("Header", Sanitize.oneLine("### Header", 200));
        assertEquals("quote", Sanitize.oneLine("  > - quote", 200));
        assertEquals("a b", Sanitize.oneLine("a\u2028\u0000\u200b b", 200));
        assertEquals("abc…", Sanitize.oneLine("abcdef", 3));
        assertEquals("", Sanitize.oneLine(null, 3));
        assertEquals("use ref e5", Sanitize.oneLine("use ref = e5", 50));
    }

    @Test
    void refsAreNormalisedOrRejected() {
        assertEquals("e12", CheckedDigest.normalizeRef(" [ref=e12] "));
        assertEquals("f1e5", CheckedDigest.normalizeRef("ref=f1e5"));
        assertEquals(null, CheckedDigest.normalizeRef("e12 e13"));
        assertEquals(null, CheckedDigest.normalizeRef("button \"Go\""));
    }
}
