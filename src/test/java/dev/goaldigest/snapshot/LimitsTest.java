package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.testing.Fixtures;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Deep and huge input: no recursion limit, no stack overflow, on the default thread stack. The timeouts only turn a
 * hang into a failure; speed is measured by {@code bench parse}, not here.
 */
class LimitsTest {

    static String nested(int depth) {
        StringBuilder b = new StringBuilder(depth * (depth / 2 + 30));
        for (int i = 0; i < depth; i++) {
            b.append("  ".repeat(i)).append("- generic [ref=e").append(i + 1).append("]:\n");
        }
        b.append("  ".repeat(depth)).append("- button \"Deep\" [ref=e").append(depth + 1).append(']');
        return b.toString();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void fiveThousandLevelsDeep() {
        String text = nested(5000);
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        assertEquals(5001, s.refs().size());
        Node deepest = s.findRef("e5001");
        assertEquals(5000, deepest.depth());
        Snapshot copy = s.copy();
        assertEquals(text, copy.write());
        // restructured and written with normalised indentation too
        copy.normalizeLayout();
        assertEquals(text, copy.write());
        int[] max = {0};
        Traversal.walk(s.root(), (n, d) -> {
            max[0] = Math.max(max[0], d);
            return NodeVisitor.Next.CONTINUE;
        });
        assertEquals(5001, max[0]);
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void fiftyMegabytes() {
        String page = Fixtures.read(Fixtures.CORPUS.resolve("wikipedia-2.yaml"));
        StringBuilder b = new StringBuilder(52_000_000);
        int copies = 0;
        while (b.length() < 50_000_000) {
            if (b.length() > 0) b.append('\n');
            b.append(page);
            copies++;
        }
        String text = b.toString();
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text.length(), s.write().length());
        assertEquals(text, s.write());
        assertEquals(copies * SnapshotParser.parse(page).refs().size(), s.refs().size());
    }

    @Test
    void binaryAndControlCharactersNeverThrow() {
        byte[] bytes = new byte[4096];
        new Random(42).nextBytes(bytes);
        String junk = new String(bytes, StandardCharsets.ISO_8859_1);
        Snapshot s = SnapshotParser.parse(junk);
        assertEquals(junk, s.write());
        String mixed = "- button \"ok\" [ref=e1]\n\u0000\u0001- text: \u0007bell\n- 'unterminated\n- \"also";
        Snapshot m = SnapshotParser.parse(mixed);
        assertEquals(mixed, m.write());
        assertEquals(1, m.refs().size());
        assertTrue(m.nodes().stream().anyMatch(Node::isRaw));
    }
}
