package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A text read in two halves at once gives the same tree, line for line, as one read from start to end. */
class HalvesTest {
    static Stream<Path> snapshotFiles() {
        return Fixtures.files(Fixtures.ROOT, ".yaml", ".yml").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("snapshotFiles")
    void everyFixtureReadInHalvesIsTheSameTree(Path file) {
        String text = Fixtures.read(file);
        sameTree(text);
    }

    @Test
    void theSplitCanFallOnRawLinesCrlfDeepNestingAndAMissingFinalNewline() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 4000; i++) {
            String indent = "  ".repeat(i % 40);
            b.append(indent).append("- listitem [ref=e").append(i).append("]:\r\n");
            b.append(indent).append("  - link \"Item ").append(i).append(" \\\"quoted\\\"\" [ref=f").append(i)
                    .append("] [cursor=pointer]:\r\n");
            b.append(indent).append("    - /url: /item/").append(i).append("\r\n");
            if (i % 7 == 0) b.append("   this line matches nothing\r\n");
            if (i % 11 == 0) b.append(indent).append("  - text: \"x: y\"\n");
        }
        b.append("- button \"Last\" [ref=z1]");
        String text = b.toString();
        assertTrue(text.length() > SnapshotParser.PARALLEL_CHARS, "long enough to be read in halves by default");
        sameTree(text);
        assertEquals(text, SnapshotParser.parse(text).write(), "byte for byte");
    }

    private static void sameTree(String text) {
        Snapshot whole = SnapshotParser.parse(text, false);
        Snapshot halves = SnapshotParser.parse(text, true);
        assertEquals(whole.write(), halves.write());
        assertEquals(whole.lineEnding(), halves.lineEnding());
        assertEquals(whole.finalNewline(), halves.finalNewline());
        List<Node> a = whole.nodes();
        List<Node> b = halves.nodes();
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            Node x = a.get(i);
            Node y = b.get(i);
            String where = "line " + (i + 1) + ": " + x.sourceLine();
            assertEquals(x.kind(), y.kind(), where);
            assertEquals(x.depth(), y.depth(), where);
            assertEquals(x.childCount(), y.childCount(), where);
            assertEquals(x.role(), y.role(), where);
            assertEquals(x.name(), y.name(), where);
            assertEquals(x.value(), y.value(), where);
            assertEquals(x.attrs(), y.attrs(), where);
            assertEquals(x.sourceLine(), y.sourceLine(), where);
        }
    }
}
