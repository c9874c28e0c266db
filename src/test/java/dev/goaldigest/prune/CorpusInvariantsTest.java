package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The pipeline's invariants over every corpus page and every mode, and the task coverage it reaches (no timing). */
class CorpusInvariantsTest {
    record Task(String id, String page, String goal, List<String> targets, boolean all) {
    }

    static final Map<String, String> TEXTS = new HashMap<>();
    static final Map<String, String> URLS = new HashMap<>();
    static final List<Task> TASKS = new ArrayList<>();
    static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);

    @BeforeAll
    static void load() throws IOException {
        for (Path p : Fixtures.corpusSnapshots()) {
            TEXTS.put(p.getFileName().toString().replaceFirst("\\.yaml$", ""), Fixtures.read(p));
        }
        List<String> manifest = Files.readAllLines(Fixtures.CORPUS.resolve("manifest.tsv"));
        List<String> head = List.of(manifest.get(0).split("\t", -1));
        int name = head.indexOf("name");
        int url = head.indexOf("original_url");
        for (String l : manifest.subList(1, manifest.size())) {
            String[] f = l.split("\t", -1);
            if (f[url].startsWith("http")) URLS.put(f[name], f[url].replace(" (domain only)", "").trim());
        }
        ObjectMapper json = new ObjectMapper();
        for (String l : Files.readAllLines(Fixtures.CORPUS.resolve("tasks.jsonl"))) {
            if (l.isBlank()) continue;
            JsonNode t = json.readTree(l);
            List<String> targets = new ArrayList<>();
            t.path("targets").forEach(x -> targets.add(x.asText()));
            TASKS.add(new Task(t.path("id").asText(), t.path("page").asText(), t.path("goal").asText(), targets,
                    !"any".equals(t.path("match").asText())));
        }
        assertEquals(40, TEXTS.size());
        assertEquals(68, TASKS.size());
    }

    @Test
    void everyPageEveryModeKeepsTheInvariants() {
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, String> e : TEXTS.entrySet()) {
            Snapshot in = SnapshotParser.parse(e.getValue());
            for (Mode m : Mode.values()) {
                PruneResult r = PRUNER.prune(in, new PruneRequest(m, null, URLS.get(e.getKey())));
                String text = r.text();
                String where = e.getKey() + " " + m.id() + ": ";
                if (m == Mode.OFF && !text.equals(e.getValue())) failures.add(where + "off changed the text");
                Snapshot out = SnapshotParser.parse(text);
                if (PruneCheck.rawLines(out) > PruneCheck.rawLines(in)) failures.add(where + "output does not parse");
                if (!PruneCheck.inventedRefs(in, out).isEmpty()) failures.add(where + "invented " + PruneCheck.inventedRefs(in, out));
                List<String> lost = PruneCheck.lostActionable(in, out);
                if (!lost.isEmpty()) failures.add(where + "lost actionable refs " + lost.subList(0, Math.min(5, lost.size())));
                if (!PruneCheck.foldsSayHowBack(out)) failures.add(where + "a fold line does not say how to get back");
                if (r.mode() == Mode.AUTO) failures.add(where + "mode not resolved");
                if (r.summary() == null || r.summary().contains("\n")) failures.add(where + "bad summary");
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void theSamePageGivesTheSameOutputEveryTime() {
        // each run prunes a fresh copy of the page: a step that went through a set of nodes by identity (another
        // order each run) would come out different from one run to the next
        List<String> failures = new ArrayList<>();
        for (Map.Entry<String, String> e : TEXTS.entrySet()) {
            Snapshot in = SnapshotParser.parse(e.getValue());
            for (Mode m : List.of(Mode.AUTO, Mode.ACT, Mode.BROWSE, Mode.NAVIGATE, Mode.FULL)) {
                PruneRequest request = new PruneRequest(m, null, URLS.get(e.getKey()));
                String first = PRUNER.prune(in, request).text();
                for (int run = 0; run < 2; run++) {
                    if (!first.equals(PRUNER.prune(in, request).text())) failures.add(e.getKey() + " " + m.id());
                }
            }
        }
        for (Task t : TASKS) {
            Snapshot in = SnapshotParser.parse(TEXTS.get(t.page()));
            PruneRequest request = new PruneRequest(Mode.AUTO, Goal.of(t.goal()), URLS.get(t.page()));
            String first = PRUNER.prune(in, request).text();
            for (int run = 0; run < 2; run++) {
                if (!first.equals(PRUNER.prune(in, request).text())) failures.add(t.id() + " with its goal");
            }
        }
        assertTrue(failures.isEmpty(), "outputs that differ between runs: " + String.join(", ", failures));
    }

    @Test
    void withEachTaskGoalOutputsStayValidAndSayHowToGetRefsBack() {
        List<String> failures = new ArrayList<>();
        for (Task t : TASKS) {
            Snapshot in = SnapshotParser.parse(TEXTS.get(t.page()));
            for (Mode m : List.of(Mode.AUTO, Mode.ACT, Mode.BROWSE, Mode.NAVIGATE, Mode.FULL)) {
                for (Goal g : List.of(Goal.of(t.goal()), Goal.context(List.of(t.goal())))) {
                    String text = PRUNER.prune(in, new PruneRequest(m, g, URLS.get(t.page()))).text();
                    Snapshot out = SnapshotParser.parse(text);
                    String where = t.id() + " " + m.id() + " " + g + ": ";
                    if (PruneCheck.rawLines(out) > PruneCheck.rawLines(in)) failures.add(where + "does not parse");
                    if (!PruneCheck.inventedRefs(in, out).isEmpty()) failures.add(where + "invented refs");
                    if (!PruneCheck.foldsSayHowBack(out)) failures.add(where + "fold line without a way back");
                    if (!g.isExplicit() && !PruneCheck.lostActionable(in, out).isEmpty()) {
                        failures.add(where + "context made actionable refs disappear");
                    }
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void autoCoverageReachesTheTargets() {
        int plain = 0;
        int withGoal = 0;
        List<String> missed = new ArrayList<>();
        for (Task t : TASKS) {
            Snapshot in = SnapshotParser.parse(TEXTS.get(t.page()));
            String url = URLS.get(t.page());
            if (PruneCheck.covered(PRUNER.prune(in, new PruneRequest(Mode.AUTO, null, url)).text(), t.targets(), t.all())) plain++;
            if (PruneCheck.covered(PRUNER.prune(in, new PruneRequest(Mode.AUTO, Goal.of(t.goal()), url)).text(),
                    t.targets(), t.all())) {
                withGoal++;
            } else {
                missed.add(t.id());
            }
        }
        // targets of issue 14: 90% without a goal, 97% with each task's goal
        assertTrue(plain * 100 >= 90 * TASKS.size(), "coverage without goal " + plain + "/" + TASKS.size());
        assertTrue(withGoal * 100 >= 97 * TASKS.size(), "coverage with goal " + withGoal + "/" + TASKS.size() + " missed " + missed);
    }
}
