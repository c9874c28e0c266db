package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Walk order, skipping and stopping, and the leave calls only a {@link NodeVisitor.WithTail} visitor asks for. */
class TraversalTest {
    private static final Snapshot PAGE = SnapshotParser.parse("""
            - list [ref=e1]:
              - listitem [ref=e2]:
                - link "A" [ref=e3]
              - listitem [ref=e4]:
                - link "B" [ref=e5]
            - button "Go" [ref=e6]
            """);

    @Test
    void headsInDocumentOrderTailsAfterChildren() {
        List<String> events = new ArrayList<>();
        Traversal.walk(PAGE.root(), new NodeVisitor.WithTail() {
            @Override
            public Next head(Node n, int depth) {
                events.add("+" + (n.ref() == null ? "root" : n.ref()) + "@" + depth);
                return "e4".equals(n.ref()) ? Next.SKIP_CHILDREN : Next.CONTINUE;
            }

            @Override
            public void tail(Node n, int depth) {
                events.add("-" + (n.ref() == null ? "root" : n.ref()));
            }
        });
        assertEquals(List.of("+root@0", "+e1@1", "+e2@2", "+e3@3", "-e3", "-e2", "+e4@2", "-e4", "-e1", "+e6@1", "-e6",
                "-root"), events, "a skipped node's children are not visited, its tail still comes");
    }

    @Test
    void aPlainVisitorIsOnlyToldOfEachNodeOnceAndCanStop() {
        List<String> seen = new ArrayList<>();
        Traversal.walk(PAGE.root(), (n, d) -> {
            if (n.ref() != null) seen.add(n.ref());
            return "e5".equals(n.ref()) ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        assertEquals(List.of("e1", "e2", "e3", "e4", "e5"), seen);
        assertEquals(List.of("e1", "e2", "e3", "e4", "e5", "e6"), Traversal.refs(PAGE.root()));
    }

    @Test
    void aBoundedFindLooksAtTheFirstNodesOnlyAndNeverIntoProperties() {
        Snapshot page = SnapshotParser.parse("""
                - list [ref=e1]:
                  - listitem [ref=e2]:
                    - link "A" [ref=e3]:
                      - /url: /a
                  - listitem [ref=e4]:
                    - link "B" [ref=e5]
                """);
        Node list = page.root().child(0);
        // the start is looked at too
        assertEquals("e1", Traversal.find(list, n -> n.ref() != null, 1).ref());
        // list, listitem, link A, its /url, listitem, link B: the sixth node
        assertEquals("e5", Traversal.find(list, n -> "B".equals(n.name()), 6).ref());
        assertNull(Traversal.find(list, n -> "B".equals(n.name()), 5));
        assertNull(Traversal.find(list, Node::isProperty, 100));
    }
}
