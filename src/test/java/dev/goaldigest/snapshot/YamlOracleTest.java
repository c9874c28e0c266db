package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.testing.Fixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * Our hand-written scalar decoding agrees with snakeyaml-engine (a full YAML 1.2 parser) on every quoted key and
 * value in the fixtures. snakeyaml-engine is the oracle here; in the parser it would cost a loader per line.
 */
class YamlOracleTest {

    @Test
    void quotedScalarsDecodeAsSnakeyamlEngineDecodesThem() {
        Load load = new Load(LoadSettings.builder().build());
        int checked = 0;
        for (Path p : Fixtures.files(Fixtures.ROOT, ".yaml", ".yml")) {
            if (p.getFileName().toString().equals("mcprune-amazon-product.yaml")) continue; // hand-written, not YAML
            for (String line : Fixtures.read(p).split("\n", -1)) {
                String t = line.strip();
                if (!t.startsWith("- ")) continue;
                String item = t.substring(2);
                boolean quotedKey = item.startsWith("'");
                boolean quotedValue = item.matches(".*: \".*\"$");
                if (!quotedKey && !quotedValue) continue;
                Object doc = load.loadFromString(line.strip());
                Node n = SnapshotParser.parse(line.strip()).root().child(0);
                assertTrue(doc instanceof List<?>, line);
                Object item0 = ((List<?>) doc).get(0);
                if (item0 instanceof Map<?, ?> m) {
                    Map.Entry<?, ?> e = m.entrySet().iterator().next();
                    String key = String.valueOf(e.getKey());
                    String expectedKey = n.isProperty() ? n.role() : n.isText() ? "text" : SnapshotWriter.key(n);
                    assertEquals(key, expectedKey, "key of " + line);
                    if (e.getValue() != null) assertEquals(String.valueOf(e.getValue()), n.value(), "value of " + line);
                } else {
                    assertEquals(String.valueOf(item0), SnapshotWriter.key(n), line);
                }
                checked++;
            }
        }
        assertTrue(checked > 500, "quoted scalars checked: " + checked);
    }
}
