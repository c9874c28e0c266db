package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.prune.Mode;
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
}
