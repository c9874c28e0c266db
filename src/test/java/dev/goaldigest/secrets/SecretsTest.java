package dev.goaldigest.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SecretsTest {
    static final String KEY = "sk-unit-SECRET-0123456789abcdefXYZ";

    @Test
    void aHeldSecretIsRedactedFromTextAndFromBytes() {
        Secrets.hold(KEY);
        assertEquals("HTTP 401 (" + Secrets.MASK + ") and " + Secrets.MASK,
                Secrets.redact("HTTP 401 (" + KEY + ") and " + KEY));
        byte[] line = ("{\"text\":\"key " + KEY + "\"}").getBytes(StandardCharsets.UTF_8);
        assertEquals("{\"text\":\"key " + Secrets.MASK + "\"}", new String(Secrets.redact(line), StandardCharsets.UTF_8));
        byte[] clean = "{\"text\":\"sk-unit-SECRET-0123 is not the whole key\"}".getBytes(StandardCharsets.UTF_8);
        assertSame(clean, Secrets.redact(clean), "nothing to redact: the line itself, no copy");
        assertTrue(Secrets.any());
    }

    @Test
    void aSecretWithJsonSpecialCharactersIsFoundInItsEscapedForm() {
        String odd = "key\"with\\quote-0123456789";
        Secrets.hold(odd);
        byte[] json = "{\"k\":\"key\\\"with\\\\quote-0123456789\"}".getBytes(StandardCharsets.UTF_8);
        assertFalse(new String(Secrets.redact(json), StandardCharsets.UTF_8).contains("quote-0123456789"));
    }

    @Test
    void shortValuesAreNotHeld() {
        Secrets.hold("ollama");
        Secrets.hold("   ");
        Secrets.hold(null);
        assertEquals("ollama runs locally", Secrets.redact("ollama runs locally"));
    }

    @Test
    void aGuardedStreamRedactsASecretWrittenInPiecesAndAcrossLongLines() {
        Secrets.hold(KEY);
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream guarded = Secrets.guard(new PrintStream(sink, true, StandardCharsets.UTF_8));
        assertSame(guarded, Secrets.guard(guarded));
        guarded.print("401: ");
        guarded.print(KEY.substring(0, 10));
        guarded.print(KEY.substring(10));
        guarded.println(" echoed");
        guarded.print("x".repeat(100_000) + KEY.substring(0, 7));
        guarded.print(KEY.substring(7) + "\n");
        guarded.println(KEY);
        guarded.flush();
        String out = sink.toString(StandardCharsets.UTF_8);
        assertFalse(out.contains(KEY), "no key: " + out.replace("x".repeat(100_000), "x..."));
        assertFalse(out.contains("0123456789abcdef"), "no part of it either");
        assertTrue(out.startsWith("401: " + Secrets.MASK + " echoed\n"), out.substring(0, 80));
        assertTrue(out.endsWith(Secrets.MASK + "\n" + Secrets.MASK + "\n"));
        assertEquals(3, out.split(java.util.regex.Pattern.quote(Secrets.MASK), -1).length - 1);
    }

    @Test
    void serverDetailsAreShortIdentifiersThatDoNotReadLikeKeys() {
        Secrets.hold(KEY);
        assertEquals("invalid_api_key", Secrets.serverDetail("invalid_api_key"));
        assertEquals("401", Secrets.serverDetail("401"));
        assertEquals("DeploymentNotFound", Secrets.serverDetail("DeploymentNotFound"));
        assertEquals("", Secrets.serverDetail(KEY));
        assertEquals("", Secrets.serverDetail("sk-proj-abc"), "a key's prefix");
        assertEquals("", Secrets.serverDetail("Abc123def456ghi789"), "letters and digits mixed: a key, maybe not ours");
        assertEquals("", Secrets.serverDetail("Incorrect API key provided: sk-test-***3456"), "free text");
        assertEquals("", Secrets.serverDetail("Bearer abc"));
        assertEquals("", Secrets.serverDetail("x".repeat(49)));
        assertEquals("", Secrets.serverDetail(null));
        // a piece of the key is no code, however short it reads and in whatever case it comes back
        assertEquals("", Secrets.serverDetail("SECRET-01234"), "twelve of its characters");
        assertEquals("", Secrets.serverDetail("secret-0123"), "lower-cased");
        assertEquals("", Secrets.serverDetail("ret-012_expired"), "six of them inside a code");
        assertEquals("et-01_expired", Secrets.serverDetail("et-01_expired"), "five are chance");
    }
}
