package dev.goaldigest.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Without the upstream, the tests of an {@link EndToEnd} class are counted as skipped with the reason printed once,
 * and its set-up does not run; under CI=true the class fails. (Before, an aborted {@code @BeforeAll} hid them all.)
 */
class EndToEndConditionTest {
    static final AtomicBoolean SET_UP_RAN = new AtomicBoolean();
    static final AtomicBoolean TEST_RAN = new AtomicBoolean();
    static final String NOWHERE = "/nonexistent/@playwright/mcp/cli.js";

    @EndToEnd
    static class TwoTests {
        @BeforeAll
        static void startTheUpstream() {
            SET_UP_RAN.set(true);
        }

        @AfterAll
        static void stopTheUpstream() {
            SET_UP_RAN.set(true);
        }

        @Test
        void one() {
            TEST_RAN.set(true);
        }

        @Test
        void two() {
            TEST_RAN.set(true);
        }
    }

    @EndToEnd
    static class AnotherClass {
        @Test
        void three() {
            TEST_RAN.set(true);
        }
    }

    private record Run(EngineExecutionResults results, String stderr) {
    }

    private static Run run(boolean ci, Class<?>... classes) {
        SET_UP_RAN.set(false);
        TEST_RAN.set(false);
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            EngineTestKit.Builder kit = EngineTestKit.engine("junit-jupiter")
                    .configurationParameter("goaldigest.e2e.cli", NOWHERE)
                    .configurationParameter("goaldigest.e2e.ci", Boolean.toString(ci));
            for (Class<?> c : classes) kit = kit.selectors(selectClass(c));
            return new Run(kit.execute(), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(old);
        }
    }

    @Test
    void withoutTheUpstreamEveryTestCountsAsSkippedAndTheReasonIsPrintedOnce() {
        Run r = run(false, TwoTests.class, AnotherClass.class);
        r.results().testEvents().assertStatistics(s -> s.skipped(3).started(0).failed(0));
        r.results().containerEvents().assertStatistics(s -> s.failed(0).aborted(0));
        for (Event e : r.results().testEvents().skipped().list()) {
            assertTrue(e.getPayload(String.class).orElse("").startsWith(
                    "end-to-end tests need the pinned @playwright/mcp (run: npm ci --prefix src/test/node)"), e.toString());
        }
        assertFalse(SET_UP_RAN.get(), "@BeforeAll and @AfterAll start and stop what the skipped tests would use");
        assertFalse(TEST_RAN.get());
        List<String> lines = r.stderr().lines().toList();
        assertEquals(1, lines.size(), r.stderr());
        assertTrue(lines.get(0).startsWith("skipped: end-to-end tests need the pinned @playwright/mcp"), r.stderr());
    }

    @Test
    void underCiAMissingPartFailsTheClass() {
        Run r = run(true, TwoTests.class);
        r.results().containerEvents().assertStatistics(s -> s.failed(1));
        r.results().testEvents().assertStatistics(s -> s.started(0).skipped(0));
        String failure = r.results().containerEvents().failed().list().get(0).getPayload(TestExecutionResult.class)
                .flatMap(TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse("");
        assertTrue(failure.contains("the pinned @playwright/mcp") && failure.endsWith("(CI=true: not skipped)"), failure);
        assertFalse(SET_UP_RAN.get());
        assertEquals("", r.stderr());
    }
}
