package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Writing a parsed snapshot reproduces it byte for byte, for every corpus page and fixture. */
class RoundTripTest {

    static Stream<Path> snapshotFiles() {
        return Fixtures.files(Fixtures.ROOT, ".yaml", ".yml").stream();
    }

    static Stream<Path> resultFiles() {
        return Fixtures.corpusResults().stream();
    }

    static Stream<Fixtures.Named> upstreamTexts() {
        return Fixtures.upstreamResultTexts().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("snapshotFiles")
    void everySnapshotFileRoundTrips(Path file) {
        String text = Fixtures.read(file);
        Snapshot s = SnapshotParser.parse(text);
        assertEquals(text, s.write());
        // a deep copy writes the same too
        assertEquals(text, s.copy().write());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("snapshotFiles")
    void realPagesHaveNoUnparsedLinesAndEveryRefIsRead(Path file) {
        String text = Fixtures.read(file);
        Snapshot s = SnapshotParser.parse(text);
        long raw = s.nodes().stream().filter(Node::isRaw).count();
        assertEquals(0, raw, "lines read as raw in " + file);
        long refsInText = Pattern.compile("\\[ref=([a-z0-9]+)\\]").matcher(text).results().count();
        assertEquals(refsInText, s.refs().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("snapshotFiles")
    void theParsersLineCountsAreWhatAWalkCounts(Path file) {
        Snapshot s = SnapshotParser.parse(Fixtures.read(file));
        assertEquals(Snapshot.of(s.root()).lineCounts(), s.lineCounts());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("snapshotFiles")
    void canonicalWritingMatchesPlaywright(Path file) {
        // every line written from its fields (as after pruning) is the line Playwright wrote;
        // mcprune's amazon fixture is hand-written (unquoted '#' and '-' values), so it is exempt
        if (file.getFileName().toString().equals("mcprune-amazon-product.yaml")) return;
        Snapshot s = SnapshotParser.parse(Fixtures.read(file));
        for (Node n : s.nodes()) {
            String src = n.sourceLine().substring(n.sourceLine().length() - n.sourceLine().stripLeading().length());
            assertEquals(src, n.lineText(), "in " + file);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("resultFiles")
    void toolResultsRoundTripAroundTheFence(Path file) {
        String text = Fixtures.read(file);
        ResultLayout layout = ResultLayout.parse(text);
        String expected = Fixtures.read(Path.of(file.toString().replace(".response.txt", ".yaml")));
        assertEquals(expected, layout.inlineSnapshot());
        assertEquals(text, layout.withSnapshot(SnapshotParser.parse(layout.inlineSnapshot()).write()));
        assertTrue(layout.pageUrl().startsWith("http://127.0.0.1:"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("upstreamTexts")
    void upstreamResultsOfEveryVersionRoundTrip(Fixtures.Named result) {
        ResultLayout layout = ResultLayout.parse(result.text());
        if (layout.hasInlineSnapshot()) {
            String body = layout.inlineSnapshot();
            assertEquals(body, SnapshotParser.parse(body).write());
            assertEquals(result.text(), layout.withSnapshot(body));
        }
        if (layout.hasSnapshotSection()) {
            assertEquals(result.text(), layout.withSnapshotSection(layout.sectionBody("Snapshot")));
        }
    }

    @Test
    void olderLayoutsAreFound() {
        List<Fixtures.Named> texts = Fixtures.upstreamResultTexts();
        long older = texts.stream().filter(t -> t.name().contains("0.0.40") || t.name().contains("0.0.56"))
                .map(t -> ResultLayout.parse(t.text())).filter(ResultLayout::hasInlineSnapshot)
                .filter(ResultLayout::olderLayout).count();
        assertTrue(older >= 8, "older '- Page Snapshot:' layouts found: " + older);
        long incremental = texts.stream().map(t -> ResultLayout.parse(t.text())).filter(ResultLayout::hasInlineSnapshot)
                .map(l -> SnapshotParser.parse(l.inlineSnapshot()))
                .filter(s -> s.nodes().stream().anyMatch(Node::changedMarker)).count();
        assertTrue(incremental >= 4, "incremental snapshots found: " + incremental);
        long links = texts.stream().map(t -> ResultLayout.parse(t.text())).filter(l -> l.snapshotLink() != null).count();
        assertTrue(links >= 20, "linked snapshots found: " + links);
        assertFalse(texts.isEmpty());
    }
}
