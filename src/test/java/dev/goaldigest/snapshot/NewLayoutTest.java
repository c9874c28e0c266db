package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Writing a restructured tree: new indentation, each line as it was unless the tree changed what it says. */
class NewLayoutTest {
    private static final String PAGE = """
            - generic [ref=e1]:
                - list:
                    - listitem:
                        - link "A \\"quoted\\" name" [ref=e2] [cursor=pointer]:
                            - /url: /a?x=1
                        - text: "x: y"
                - button "Go" [ref=e3]
                - heading "Kept" [level=2] [ref=e4]:
                    - text: child
            """;

    @Test
    void unchangedLinesKeepTheirTextChangedOnesAreWrittenFromTheirFields() {
        Snapshot s = SnapshotParser.parse(PAGE);
        Node list = s.root().child(0).child(0);
        Node item = list.child(0);
        Node link = item.child(0);
        link.child(0).detach(); // the link loses its only line below: no colon any more
        list.unwrap();
        s.findRef("e3").setName("Go now");
        s.normalizeLayout();
        assertEquals("""
                - generic [ref=e1]:
                  - listitem:
                    - link "A \\"quoted\\" name" [ref=e2] [cursor=pointer]
                    - text: "x: y"
                  - button "Go now" [ref=e3]
                  - heading "Kept" [level=2] [ref=e4]:
                    - text: child
                """, s.write());
    }

    @Test
    void aLineFromAHandWrittenSnapshotKeepsItsOwnSpellingWhenOnlyItsPlaceChanges() {
        // an unquoted '#' value is not how Playwright writes it, but it parses; moving the line does not rewrite it
        Snapshot s = SnapshotParser.parse("- generic:\n  - group:\n    - text: #1 seller\n");
        s.root().child(0).child(0).unwrap();
        s.normalizeLayout();
        assertEquals("- generic:\n  - text: #1 seller\n", s.write());
        Node text = s.root().child(0).child(0);
        text.setValue(text.value());
        assertEquals("- generic:\n  - text: \"#1 seller\"\n", s.write(), "a set value is written the canonical way");
        assertEquals(List.of(), s.refs());
    }

    /**
     * On every fixture: drop each element's last attribute and first line below it, re-indent, and every written line
     * is the line Playwright would write for the node as it now is (what {@link Node#lineText} builds from the fields).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.goaldigest.snapshot.RoundTripTest#snapshotFiles")
    void aLineCopiedFromItsSourceIsTheLineItsFieldsWouldGive(Path file) {
        if (file.getFileName().toString().equals("mcprune-amazon-product.yaml")) return; // hand-written, see RoundTripTest
        Snapshot s = SnapshotParser.parse(Fixtures.read(file));
        int changed = 0;
        for (Node n : s.nodes()) {
            if (!n.isElement()) continue;
            if (!n.attrs().isEmpty() && n.role() != null) {
                n.removeAttr(n.attrs().get(n.attrs().size() - 1).key());
                changed++;
            }
            if (n.hasChildren()) n.child(0).detach();
        }
        s.normalizeLayout();
        List<Node> nodes = s.nodes();
        String[] lines = s.write().split("\n", -1);
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (n.isRaw()) continue;
            assertEquals(n.lineText(), lines[i].stripLeading(), "line " + (i + 1) + " of " + file);
        }
        assertTrue(changed > 0 || nodes.size() < 5, "attributes were removed in " + file);
    }
}
