package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.history.HistoryPruner;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryCommandTest {
    static final Path MESSAGES = Fixtures.ROOT.resolve("history/six-pages.messages.json");

    @Test
    void writesThePrunedJsonToStdoutAndOneSummaryLineToStderr() {
        String in = Fixtures.read(MESSAGES);
        CliRun r = CliRun.run("history", MESSAGES.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(new HistoryPruner().pruneJson(in), r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("goaldigest history: 5 of 29 messages touched, 5 of 6 snapshots replaced, tokens "),
                r.err());
    }

    @Test
    void keepTwo() {
        CliRun r = CliRun.run("history", "--keep", "2", MESSAGES.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(new HistoryPruner(2).pruneJson(Fixtures.read(MESSAGES)), r.out());
        assertTrue(r.err().contains("4 of 6 snapshots replaced"), r.err());
    }

    @Test
    void badInputIsOneLineAndNonZero(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "[{\"role\": \"tool\", \"content\": ");
        Path noMessages = dir.resolve("object.json");
        Files.writeString(noMessages, "{\"model\": \"gpt-4.1\"}");
        for (String[] args : new String[][] {
                {"history", broken.toString()},
                {"history", noMessages.toString()},
                {"history", dir.resolve("missing.json").toString()},
                {"history", dir.toString()},
                {"history", "--keep", "-1", MESSAGES.toString()},
                {"history", "--keep", "x", MESSAGES.toString()}}) {
            CliRun r = CliRun.run(args);
            assertNotEquals(0, r.code(), String.join(" ", args));
            assertEquals("", r.out(), "nothing on stdout");
            String firstLine = r.err().lines().findFirst().orElse("");
            assertTrue(firstLine.startsWith("goaldigest"), r.err());
            assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
            if (!args[1].equals("--keep")) assertEquals(1, r.err().lines().count(), r.err());
        }
    }
}
