package dev.goaldigest.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.slf4j.LoggerFactory;

/** A passing test's stderr (logs included) stays out of the build's output; a failing test's is shown with it. */
class QuietStderrTest {

    @ExtendWith(QuietStderr.class)
    static class Loud {
        @BeforeAll
        static void start() {
            System.err.println("INFO set-up of the class, shown with a failure");
        }

        @Test
        void passes() {
            System.err.println("WARN Proxy - provoked on purpose");
            LoggerFactory.getLogger("dev.goaldigest.Sample").warn("logged on purpose");
        }

        @Test
        void fails() {
            System.err.println("ERROR the line that explains the failure");
            LoggerFactory.getLogger("dev.goaldigest.Sample").error("logged before failing");
            fail("boom");
        }
    }

    @ExtendWith(QuietStderr.class)
    static class Quiet {
        @Test
        void passes() {
            LoggerFactory.getLogger("dev.goaldigest.Sample").error("an error provoked on purpose");
        }
    }

    private static String consoleDuring(Class<?> sample) {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream old = QuietStderr.swapConsole(new PrintStream(console, true, StandardCharsets.UTF_8));
        try {
            EngineTestKit.engine("junit-jupiter").selectors(selectClass(sample)).execute();
        } finally {
            QuietStderr.swapConsole(old);
        }
        return console.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aPassingClassPrintsNothing() {
        assertEquals("", consoleDuring(Quiet.class));
    }

    @Test
    void aFailingTestShowsWhatItWroteAndTheClassSetUpButNotWhatPassingTestsWrote() {
        String console = consoleDuring(Loud.class);
        assertTrue(console.contains("ERROR the line that explains the failure"), console);
        assertTrue(console.contains("ERROR Sample - logged before failing"), console);
        assertTrue(console.contains("---- stderr of Loud.fails(), held back while it ran ----"), console);
        assertTrue(console.contains("---- stderr of Loud, held back while it ran ----"), console);
        assertTrue(console.contains("INFO set-up of the class, shown with a failure"), console);
        assertFalse(console.contains("provoked on purpose"), console);
        assertFalse(console.contains("logged on purpose"), console);
    }

    @Test
    void aTestThatCapturesStderrItselfStillGetsTheLogs() {
        PrintStream old = System.err;
        ByteArrayOutputStream mine = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(mine, true, StandardCharsets.UTF_8));
            LoggerFactory.getLogger("dev.goaldigest.Sample").warn("a line a test asserts on");
            assertSame(System.err, QuietStderr.console(), "lines for the person running the build land there too");
        } finally {
            System.setErr(old);
        }
        assertTrue(mine.toString(StandardCharsets.UTF_8).contains("WARN Sample - a line a test asserts on"));
    }
}
