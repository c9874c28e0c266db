package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.SnapshotWriter;
import dev.goaldigest.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolCatalogTest {
    private static final String OURS = "Through goaldigest the snapshot is pruned to what an agent needs";

    @Test
    void ourDescriptionIsASentenceOfItsOwnAfterTheUpstreams() throws Exception {
        // the recorded tools/list of the pinned upstream: its description ends without a full stop
        ObjectMapper json = new ObjectMapper();
        ObjectNode response = json.createObjectNode();
        response.putObject("result").set("tools", json.readTree(Files.readString(Path.of("fixtures/upstream/tools.json")))
                .path("tools"));
        ToolCatalog.extend(response, List.of(Mode.values()));
        String description = null;
        for (var t : response.path("result").path("tools")) {
            if (t.path("name").asText().equals("browser_snapshot")) description = t.path("description").asText();
        }
        assertEquals("Capture accessibility snapshot of the current page, this is better than screenshot. " + OURS,
                description.substring(0, description.indexOf(OURS) + OURS.length()));

        assertTrue(ToolCatalog.describe("Takes a snapshot.").startsWith("Takes a snapshot. " + OURS));
        assertTrue(ToolCatalog.describe("Really?  ").startsWith("Really? " + OURS));
        assertTrue(ToolCatalog.describe("").startsWith(OURS));
    }

    @Test
    void theModeDescriptionSaysThatFullFoldsRepetitionToo() {
        // a long list of one kind (the front page's 30 stories) folds in full as in act: the description must not
        // promise an agent that full only removes noise
        var in = SnapshotParser.parse(Fixtures.read(Fixtures.CORPUS.resolve("hackernews-front.yaml")));
        String full = SnapshotWriter.write(new Pruner(PruneSettings.DEFAULTS).prune(in, PruneRequest.of(Mode.FULL))
                .snapshot());
        assertTrue(full.contains("folded "), "full folds a repeated list");
        String d = ToolCatalog.MODE_DESCRIPTION;
        assertTrue(!d.contains("only noise"), d);
        assertTrue(d.contains("Every mode but off removes noise and wrappers and folds long repeated lists"), d);
        for (Mode m : Mode.values()) assertTrue(d.contains(" " + m.id() + ": ") || d.contains(" " + m.id() + " ("), m.id());
    }
}
