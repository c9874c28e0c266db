package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per line form of the snapshot grammar ({@code fixtures/upstream/README.md}). */
class GrammarTest {

    private static Node only(String line) {
        Snapshot s = SnapshotParser.parse(line);
        assertEquals(line, s.write(), "round trip");
        assertEquals(1, s.root().childCount());
        return s.root().child(0);
    }

    @Test
    void roleOnly() {
        Node n = only("- generic");
        assertEquals(Node.Kind.ELEMENT, n.kind());
        assertEquals("generic", n.role());
        assertNull(n.name());
        assertNull(n.ref());
    }

    @Test
    void roleNameAttributesInOrder() {
        Node n = only("- heading \"Heading four\" [level=4] [ref=e3]");
        assertEquals("heading", n.role());
        assertEquals("Heading four", n.name());
        assertEquals(List.of(new Attr("level", "4"), new Attr("ref", "e3")), n.attrs());
        assertEquals("e3", n.ref());
        assertEquals("4", n.attr("level"));
    }

    @Test
    void flagAttributesAndCursor() {
        Node n = only("- generic [active] [ref=e1] [cursor=pointer]:");
        assertTrue(n.hasAttr("active"));
        assertEquals("", n.attr("active"));
        assertEquals("pointer", n.attr("cursor"));
        assertEquals("e1", n.ref());
        Node m = only("- checkbox \"Mixed box\" [checked=mixed] [disabled] [ref=e6]");
        assertEquals("mixed", m.attr("checked"));
        assertTrue(m.hasAttr("disabled"));
    }

    @Test
    void boxAttribute() {
        Node n = only("- button \"Go\" [ref=e7] [cursor=pointer] [box=10,20.5,300,40]");
        assertEquals("10,20.5,300,40", n.attr("box"));
        assertEquals("e7", n.ref());
    }

    @Test
    void frameRefs() {
        Node n = only("- link \"Docs\" [ref=f1e5] [cursor=pointer]");
        assertEquals("f1e5", n.ref());
        Node m = only("- button \"In frame\" [ref=f12e345]");
        assertEquals("f12e345", m.ref());
    }

    @Test
    void jsonEscapedName() {
        Node n = only("- button \"Say \\\"hi\\\" \\\\ now\" [ref=e9]");
        assertEquals("Say \"hi\" \\ now", n.name());
        assertEquals("button \"Say \\\"hi\\\" \\\\ now\" [ref=e9]", SnapshotWriter.key(n));
    }

    @Test
    void singleQuotedKeyWithDoubledApostrophe() {
        String line = "- 'button \"Say \\\"hello\\\" to: everyone #1\" [ref=e11]'";
        Node n = only(line);
        assertEquals("button", n.role());
        assertEquals("Say \"hello\" to: everyone #1", n.name());
        assertEquals("e11", n.ref());
        assertEquals(line, "- " + Yaml.escapeKey(SnapshotWriter.key(n)));

        Node m = only("- 'link \"Show HN: Rock''n''roll\" [ref=e40] [cursor=pointer]':");
        assertEquals("Show HN: Rock'n'roll", m.name());
        assertEquals("e40", m.ref());
        assertEquals("link", m.role());
    }

    @Test
    void quotedKeyWithValue() {
        Node n = only("- 'link \"Permalink: 12\" [ref=e5]': go");
        assertEquals("Permalink: 12", n.name());
        assertEquals("go", n.value());
    }

    @Test
    void regexName() {
        Node n = only("- heading /Issues \\d+/ [level=2]");
        assertTrue(n.regexName());
        assertEquals("Issues \\d+", n.name());
        assertEquals("2", n.attr("level"));
    }

    @Test
    void inlineValuePlainAndTyped() {
        Node n = only("- textbox \"Email\" [ref=e8]: user@example.com");
        assertEquals("user@example.com", n.value());
        assertEquals("Email", n.name());
        Node m = only("- textbox \"Multi\" [ref=e48]: line1 line2");
        assertEquals("line1 line2", m.value());
    }

    @Test
    void inlineValueDoubleQuotedWithEscapes() {
        assertEquals("Price: 42", only("- paragraph [ref=e14]: \"Price: 42\"").value());
        assertEquals("42", only("- spinbutton \"Qty\" [ref=e47]: \"42\"").value());
        assertEquals("yes", only("- paragraph [ref=e16]: \"yes\"").value());
        assertEquals("a\"b\\c\td\u0001", only("- text: \"a\\\"b\\\\c\\td\\x01\"").value());
    }

    @Test
    void textNode() {
        Node n = only("- text: Anchor without href");
        assertEquals(Node.Kind.TEXT, n.kind());
        assertEquals("Anchor without href", n.value());
    }

    @Test
    void bracketsInTextAreNotAttributes() {
        Node t = only("- text: see [1] and [ref=e99]");
        assertEquals(Node.Kind.TEXT, t.kind());
        assertNull(t.ref());
        assertEquals("see [1] and [ref=e99]", t.value());
        Node l = only("- link \"[1]\" [ref=e3] [cursor=pointer]");
        assertEquals("[1]", l.name());
        assertEquals("e3", l.ref());
        Node p = only("- paragraph [ref=e4]: \"[ref=e1] is text\"");
        assertEquals("e4", p.ref());
    }

    @Test
    void properties() {
        Snapshot s = SnapshotParser.parse("- link \"Home\" [ref=e4] [cursor=pointer]:\n  - /url: /index.html\n"
                + "- textbox \"Search\" [ref=e5]:\n  - /placeholder: Search here");
        Node link = s.root().child(0);
        assertEquals(Node.Kind.PROPERTY, link.child(0).kind());
        assertEquals("/url", link.child(0).role());
        assertEquals("/index.html", link.child(0).value());
        assertEquals("/placeholder", s.root().child(1).child(0).role());
        assertEquals("#", SnapshotParser.parse("- link:\n  - /url: \"#\"").root().child(0).child(0).value());
    }

    @Test
    void childrenByIndentation() {
        String text = "- list [ref=e1]:\n  - listitem [ref=e2]:\n    - link \"A\" [ref=e3]\n  - listitem [ref=e4]: B\n- button \"C\" [ref=e5]";
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        Node list = s.root().child(0);
        assertEquals(2, list.childCount());
        assertEquals("e3", list.child(0).child(0).ref());
        assertEquals("B", list.child(1).value());
        assertEquals("e5", s.root().child(1).ref());
        assertEquals(List.of("e1", "e2", "e3", "e4", "e5"), s.refs());
    }

    @Test
    void olderIncrementalLines() {
        String text = "- <changed> generic [ref=e1]:\n  - ref=e2 [unchanged]\n  - main [ref=e8]:\n"
                + "    - <changed> status [ref=e10]: \"Cart: 1 items (last: Product 3)\"";
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        Node g = s.root().child(0);
        assertTrue(g.changedMarker());
        assertEquals("generic", g.role());
        Node unchanged = g.child(0);
        assertNull(unchanged.role());
        assertEquals("e2", unchanged.ref());
        assertTrue(unchanged.hasAttr("unchanged"));
        assertEquals("- ref=e2 [unchanged]", unchanged.lineText());
        Node status = g.child(1).child(0);
        assertTrue(status.changedMarker());
        assertEquals("Cart: 1 items (last: Product 3)", status.value());
        // and written from fields after normalising
        assertEquals(text, SnapshotParser.parse(text).normalizeLayout().write());
    }

    @Test
    void crlfLineEnds() {
        String text = "- main [ref=e1]:\r\n  - button \"A\" [ref=e2]\r\n  - text: hi\r\n";
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        assertEquals("\r\n", s.lineEnding());
        assertEquals("hi", s.root().child(0).child(1).value());
        // a restructured tree keeps the CRLF style
        s.root().child(0).child(1).detach();
        s.normalizeLayout();
        assertEquals("- main [ref=e1]:\r\n  - button \"A\" [ref=e2]\r\n", s.write());
    }

    @Test
    void tabsTrailingSpacesAndNoFinalNewline() {
        String text = "- main:\n\t- button \"Tabbed\" [ref=e2]   \n\t- text: trailing  ";
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        Node main = s.root().child(0);
        assertEquals(2, main.childCount());
        assertEquals("Tabbed", main.child(0).name());
        assertEquals("trailing", main.child(1).value());
        assertFalse(s.finalNewline());
    }

    @Test
    void oddIndentation() {
        String text = "- main:\n   - list:\n       - listitem: one\n       - listitem: two\n   - button \"B\"";
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        Node main = s.root().child(0);
        assertEquals(2, main.childCount());
        assertEquals(2, main.child(0).childCount());
        assertEquals("- main:\n  - list:\n    - listitem: one\n    - listitem: two\n  - button \"B\"",
                s.normalizeLayout().write());
    }

    @Test
    void unmatchedLinesStayVerbatimInPlace() {
        String text = "- main:\n  - button \"A\" [ref=e2]\n  this is not a snapshot line\n\n  - 'broken quote\n"
                + "  - button \"B\" [ref=e3]\n# comment\n  - link \"unterminated [ref=e4]";
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        assertEquals(List.of("e2", "e3"), s.refs());
        long raw = s.nodes().stream().filter(Node::isRaw).count();
        assertEquals(5, raw);
        // the normalised writer keeps them too, in their places
        String normal = s.normalizeLayout().write();
        assertTrue(normal.contains("this is not a snapshot line\n\n  - 'broken quote\n"), normal);
        assertTrue(normal.endsWith("# comment\n  - link \"unterminated [ref=e4]"), normal);
    }

    @Test
    void unicodeAndEmoji() {
        Node n = only("- paragraph [ref=e54]: Unicode ✓ — “quotes” emoji 😀");
        assertEquals("Unicode ✓ — “quotes” emoji 😀", n.value());
        Node m = only("- button \"Höchstwert in EUR\" [ref=e976]");
        assertEquals("Höchstwert in EUR", m.name());
    }

    @Test
    void emptyAndBlankInput() {
        assertEquals("", SnapshotParser.parse("").write());
        assertEquals("\n\n", SnapshotParser.parse("\n\n").write());
        assertEquals(0, SnapshotParser.parse("").refs().size());
    }

    @Test
    void writerQuotesLikePlaywright() {
        Node n = Node.element("button", "a: b", List.of(new Attr("ref", "e1")), null);
        assertEquals("- 'button \"a: b\" [ref=e1]'", n.lineText());
        assertEquals("- text: \"-8%\"", Node.text("-8%").lineText());
        assertEquals("- text: \"123\"", Node.text("123").lineText());
        assertEquals("- text: plain words", Node.text("plain words").lineText());
        assertEquals("- /url: \"#top\"", Node.property("/url", "#top").lineText());
        assertEquals("- text: \"a\\nb\"", Node.text("a\nb").lineText());
        assertEquals("- button \"it's\"", Node.element("button", "it's", List.of(), null).lineText());
        assertEquals("- 'button \"it''s: x\"'", Node.element("button", "it's: x", List.of(), null).lineText());
    }

    @Test
    void modifiedNodesAreWrittenFromTheirFields() {
        Snapshot s = SnapshotParser.parse("- main [ref=e1]:\n  - button \"Old\" [ref=e2]\n  - text: keep");
        s.root().child(0).child(0).setName("New");
        assertEquals("- main [ref=e1]:\n  - button \"New\" [ref=e2]\n  - text: keep", s.write());
        // removing every child drops the colon
        Snapshot t = SnapshotParser.parse("- list:\n  - listitem: a");
        t.root().child(0).child(0).detach();
        assertEquals("- list", t.normalizeLayout().write());
    }
}
