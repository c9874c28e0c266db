package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.testing.Fixtures;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code prune} command end to end, in-process, with stdout and stderr captured. */
class PruneCommandTest {

    @TempDir
    Path tmp;

    @Test
    void modeOffIsByteIdenticalForEveryCorpusFile() throws Exception {
        List<String> args = new ArrayList<>(List.of("prune", "--mode", "off", "--out", tmp.toString()));
        List<Path> inputs = new ArrayList<>(Fixtures.corpusSnapshots());
        inputs.addAll(Fixtures.corpusResults());
        for (Path p : inputs) args.add(p.toString());
        CliRun r = CliRun.run(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        for (Path p : inputs) {
            byte[] expected = Files.readAllBytes(p);
            byte[] actual = Files.readAllBytes(tmp.resolve(p.getFileName().toString()));
            assertTrue(Arrays.equals(expected, actual), "mode off changed " + p);
        }
    }

    /**
     * Reader comments as the rules leave them once they unwrap each comment's blocks: a title line, a byline and the
     * comment's text, side by side with the other comments' lines.
     */
    static String flatComments(int comments, int named) {
        StringBuilder b = new StringBuilder("- heading \"Reader comments\" [level=2] [ref=e2]\n");
        String[] words = {"council", "bridge", "price", "river", "road", "traffic", "tax", "vote", "mayor", "street"};
        int ref = 10;
        for (int i = 0; i < comments; i++) {
            String title = i == named ? "Seventh heaven" : words[i % words.length] + " and " + words[(i * 3 + 1) % words.length];
            b.append("- generic [ref=e").append(ref++).append("]: ").append(title).append("\n");
            b.append("- generic [ref=e").append(ref++).append("]: Posted by reader").append(i + 1)
                    .append(" on Monday 29 October at 16:").append(10 + i).append("\n");
            b.append("- paragraph [ref=e").append(ref++).append("]: Comment ").append(i + 1)
                    .append(" says what this reader thinks of the ").append(words[i % words.length]).append(".\n");
        }
        return b.toString();
    }

    @Test
    void theLineAfterATitleTheGoalNamesStaysWithItWithinTheBudget() throws Exception {
        Path file = tmp.resolve("comments.yaml");
        Files.writeString(file, flatComments(20, 12), StandardCharsets.UTF_8);
        int shown = 0;
        for (int budget = 500; budget <= 900; budget += 20) {
            CliRun r = CliRun.run("prune", "--mode", "browse", "--max-tokens", String.valueOf(budget), "--goal",
                    "Who posted the reader comment titled 'Seventh heaven', and when?", file.toString());
            assertEquals(0, r.code(), r.err());
            int title = r.out().indexOf("]: Seventh heaven");
            if (title < 0) continue;
            shown++;
            assertTrue(r.out().indexOf("]: Posted by reader13 on", title) > title,
                    "its byline, at " + budget + " tokens: " + r.out());
        }
        assertTrue(shown >= 15, shown + " outputs showed the title");
    }

    @Test
    void aToolResultKeepsItsLayoutAndOnlyTheSnapshotShrinks() {
        Path file = Fixtures.CORPUS.resolve("arstechnica-article.response.txt");
        String input = Fixtures.read(file);
        CliRun r = CliRun.run("prune", "--mode", "act", file.toString());
        assertEquals(0, r.code(), r.err());
        ResultLayout in = ResultLayout.parse(input);
        ResultLayout out = ResultLayout.parse(r.out());
        assertTrue(out.hasInlineSnapshot());
        assertTrue(out.inlineSnapshot().length() < in.inlineSnapshot().length() / 2);
        // everything around the fence is untouched
        assertEquals(input, out.withSnapshot(in.inlineSnapshot()));
        assertEquals(in.sectionBody("Events"), out.sectionBody("Events"));
        assertTrue(r.err().startsWith("[goaldigest: -"), r.err());
        // no invented refs
        Set<String> inRefs = SnapshotParser.parse(in.inlineSnapshot()).refSet();
        assertTrue(inRefs.containsAll(SnapshotParser.parse(out.inlineSnapshot()).refSet()));
    }

    @Test
    void statsJsonHasOneObjectPerFile() throws Exception {
        Path a = Fixtures.CORPUS.resolve("hackernews-front.yaml");
        Path b = Fixtures.CORPUS.resolve("jacamo-signin.response.txt");
        CliRun r = CliRun.run("prune", "--stats-json", a.toString(), b.toString());
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(2, lines.length, r.out());
        ObjectMapper om = new ObjectMapper();
        JsonNode j = om.readTree(lines[0]);
        for (String k : List.of("file", "mode", "inputChars", "outputChars", "inputTokens", "outputTokens", "inputRefs",
                "outputRefs", "millis")) {
            assertTrue(j.has(k), "missing " + k);
        }
        assertEquals(a.toString(), j.get("file").asText());
        assertNotEquals("auto", j.get("mode").asText(), "mode is reported as resolved");
        assertEquals(Fixtures.read(a).length(), j.get("inputChars").asInt());
        assertTrue(j.get("outputTokens").asInt() < j.get("inputTokens").asInt());
        assertEquals(SnapshotParser.parse(Fixtures.read(a)).refs().size(), j.get("inputRefs").asInt());
        assertTrue(j.get("outputRefs").asInt() > 0);
        assertEquals(b.toString(), om.readTree(lines[1]).get("file").asText());
    }

    @Test
    void everyStatsJsonFieldIsDocumented() throws Exception {
        CliRun r = CliRun.run("prune", "--stats-json", Fixtures.CORPUS.resolve("hackernews-front.yaml").toString());
        assertEquals(0, r.code(), r.err());
        String doc = Files.readString(Path.of("docs/commands.md"));
        int at = doc.indexOf("- `--stats-json`:");
        assertTrue(at >= 0, "docs/commands.md documents --stats-json");
        String bullet = doc.substring(at, doc.indexOf("\n- ", at + 1));
        new ObjectMapper().readTree(r.out().strip()).fieldNames()
                .forEachRemaining(k -> assertTrue(bullet.contains("`" + k + "`"), "docs/commands.md lacks " + k));
    }

    @Test
    void withManyFilesEachStatsLineNamesItsFile() throws Exception {
        Path a = Fixtures.CORPUS.resolve("hackernews-front.yaml");
        Path b = Fixtures.CORPUS.resolve("jacamo-signin.response.txt");
        CliRun many = CliRun.run("prune", "--out", tmp.resolve("out").toString(), a.toString(), b.toString());
        assertEquals(0, many.code(), many.err());
        List<String> lines = many.err().lines().toList();
        assertEquals(2, lines.size(), many.err());
        assertTrue(lines.get(0).startsWith("\"" + a + "\": [goaldigest: "), lines.get(0));
        assertTrue(lines.get(1).startsWith("\"" + b + "\": [goaldigest: "), lines.get(1));
        // one file: the stats line alone, as before
        CliRun one = CliRun.run("prune", "--out", tmp.resolve("one").toString(), a.toString());
        assertTrue(one.err().startsWith("[goaldigest: "), one.err());
        assertEquals(lines.get(0).substring(lines.get(0).indexOf("[goaldigest: ")), one.err().strip());
    }

    @Test
    void statsJsonAndTheStatsLineCountTheSameText() throws Exception {
        // one definition: the figures are the snapshot's (the YAML under ### Snapshot), before and after
        Path f = Fixtures.CORPUS.resolve("hackernews-front.response.txt");
        CliRun plain = CliRun.run("prune", f.toString());
        CliRun json = CliRun.run("prune", "--stats-json", f.toString());
        assertEquals(0, plain.code(), plain.err());
        assertEquals(0, json.code(), json.err());
        java.util.regex.Matcher line = java.util.regex.Pattern.compile("\\[goaldigest: -[\\d.]+% tokens, ([\\d,]+) -> ([\\d,]+) ")
                .matcher(plain.err());
        assertTrue(line.find(), plain.err());
        JsonNode j = new ObjectMapper().readTree(json.out());
        int in = Integer.parseInt(line.group(1).replace(",", ""));
        int out = Integer.parseInt(line.group(2).replace(",", ""));
        assertEquals(in, j.get("inputTokens").asInt(), "stats line and --stats-json, tokens in");
        assertEquals(out, j.get("outputTokens").asInt(), "stats line and --stats-json, tokens out");
        String rawSnapshot = ResultLayout.parse(Fixtures.read(f)).inlineSnapshot();
        String prunedSnapshot = ResultLayout.parse(plain.out()).inlineSnapshot();
        assertEquals(Tokens.count(rawSnapshot), in);
        assertEquals(Tokens.count(prunedSnapshot), out);
        assertEquals(rawSnapshot.length(), j.get("inputChars").asInt());
        assertEquals(prunedSnapshot.length(), j.get("outputChars").asInt());
    }

    @Test
    void theStatsLinesTitleIsThePageTitleOfTheToolResult() {
        // the page's first heading is "3 results for 'Light Bulbs'" (no h1): the title is the result's own
        Path f = Fixtures.CORPUS.resolve("1000bulbs-search.response.txt");
        String title = ResultLayout.parse(Fixtures.read(f)).pageTitle().replace('"', '\''); // quoted as page text is
        CliRun r = CliRun.run("prune", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().matches("(?s)\\[goaldigest: [^|]*\\| mode [^|]*\\| \"" + java.util.regex.Pattern.quote(title) + "\" \\|.*"),
                r.err());
    }

    @Test
    void goalAndUrlAreAccepted() {
        Path file = Fixtures.CORPUS.resolve("ebay-de-search-apple.yaml");
        CliRun plain = CliRun.run("prune", file.toString());
        CliRun goal = CliRun.run("prune", "--goal", "Apple iPad 32GB 2020 NEU", "--url", "https://www.ebay.de/sch/i.html?_nkw=apple",
                file.toString());
        assertEquals(0, goal.code(), goal.err());
        assertTrue(goal.out().contains("[ref=e3806]") || goal.out().contains("[ref=e3808]"), "the goal's listing survives");
        assertTrue(goal.out().length() <= plain.out().length());
    }

    @Test
    void badFilesAreOneLineErrorsAndTheRestIsStillProcessed() throws Exception {
        Path missing = tmp.resolve("missing.yaml");
        Path binary = tmp.resolve("binary.yaml");
        Files.write(binary, new byte[] {0x2d, 0x20, 0x00, 0x01, 0x02});
        Path latin1 = tmp.resolve("latin1.yaml");
        Files.write(latin1, "- text: caf\u00e9".getBytes(StandardCharsets.ISO_8859_1));
        Path good = Fixtures.CORPUS.resolve("jacamo-signin.yaml");
        Path outDir = tmp.resolve("out");
        CliRun r = CliRun.run("prune", "--out", outDir.toString(), missing.toString(), binary.toString(), latin1.toString(),
                good.toString());
        assertNotEquals(0, r.code());
        List<String> errLines = r.err().lines().filter(l -> l.startsWith("goaldigest: ")).toList();
        assertEquals(3, errLines.size(), r.err());
        assertTrue(errLines.get(0).contains("missing.yaml: no such file"), errLines.get(0));
        assertTrue(errLines.get(1).contains("binary.yaml: binary content"), errLines.get(1));
        assertTrue(errLines.get(2).contains("latin1.yaml: not valid UTF-8"), errLines.get(2));
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace");
        assertTrue(Files.exists(outDir.resolve("jacamo-signin.yaml")));
    }

    @Test
    void unknownModeIsAOneLineUsageError() {
        CliRun r = CliRun.run("prune", "--mode", "aggressive", Fixtures.CORPUS.resolve("jacamo-signin.yaml").toString());
        assertNotEquals(0, r.code());
        assertTrue(r.err().contains("aggressive"), r.err());
        assertFalse(r.err().contains("\tat "));
    }

    @Test
    void aPageUrlThatIsNoHttpUrlIsAOneLineUsageError() {
        String file = Fixtures.CORPUS.resolve("jacamo-signin.yaml").toString();
        for (String bad : List.of("not a url", "ftp://example.com/x", "https://", "example.com/page")) {
            CliRun r = CliRun.run("prune", "--url", bad, file);
            assertEquals(2, r.code(), r.err());
            assertEquals("", r.out());
            assertEquals("goaldigest: option --url must be an http:// or https:// URL with a host, not '" + bad + "'\n",
                    r.err());
        }
        CliRun ok = CliRun.run("prune", "--url", "https://en.wikipedia.org/wiki/Prune", file);
        assertEquals(0, ok.code(), ok.err());
    }

    @Test
    void textThatIsNotASnapshotPassesThroughWithANote() throws Exception {
        Path notes = tmp.resolve("notes.txt");
        Files.writeString(notes, "just some notes\nno snapshot here\n");
        CliRun r = CliRun.run("prune", notes.toString());
        assertEquals("just some notes\nno snapshot here\n", r.out());
        assertTrue(r.err().contains("no snapshot lines"), r.err());
        assertNotEquals(0, r.code());
    }

    @Test
    void aSnapshotWithMoreThanOneLineInTenUnreadableIsLeftWhole() throws Exception {
        Path half = tmp.resolve("half.yaml");
        String text = "- button \"A\" [ref=e1]\n- button \"B\" [ref=e2]\n- button \"C\" [ref=e3]\n{{{ x\n{{{ y\n";
        Files.writeString(half, text);
        CliRun r = CliRun.run("prune", half.toString());
        assertEquals(text, r.out());
        assertTrue(r.err().contains("half.yaml: snapshot could not be parsed (2 unreadable lines); passed through"), r.err());
        assertNotEquals(0, r.code());
    }

    @Test
    void anEmptyFileIsAnEmptyOutputWithANoteAndNoFailure() throws Exception {
        Path empty = tmp.resolve("empty.yaml");
        Files.writeString(empty, "");
        CliRun r = CliRun.run("prune", empty.toString());
        assertEquals("", r.out());
        assertTrue(r.err().contains("empty.yaml: snapshot is empty; passed through unchanged"), r.err());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void aTwentyMegabyteOneWordLineIsPrunedInEveryModeWithAnEstimatedCount() throws Exception {
        // before: jtokkit's merge over the one 20 MB "word" took 90 s and died of OutOfMemoryError
        Path file = tmp.resolve("one-word.yaml");
        Files.writeString(file, "- generic [ref=e1]:\n  - heading \"Shop\" [level=1] [ref=e2]\n  - paragraph [ref=e3]: "
                + "a".repeat(20_000_000) + "\n  - text: " + "ab ".repeat(1_000_000) + "\n  - button \"Buy\" [ref=e4]\n",
                StandardCharsets.UTF_8);
        for (String mode : List.of("auto", "act", "browse", "navigate", "full")) {
            CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(120),
                    () -> CliRun.run("prune", "--mode", mode, "--goal", "buy the shop's item", "--out",
                            tmp.resolve(mode).toString(), file.toString()));
            assertEquals(0, r.code(), r.err());
            assertTrue(r.err().startsWith("[goaldigest: ~"), "the count says it is an estimate: " + r.err());
            assertTrue(r.err().matches("(?s)\\[goaldigest: ~-[0-9.]+% tokens, ~[0-9,]+ -> ~?[0-9,]+ \\(o200k\\).*"), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            String out = Files.readString(tmp.resolve(mode).resolve("one-word.yaml"), StandardCharsets.UTF_8);
            assertTrue(out.contains("[ref=e4]"), mode);
        }
    }
}
