package dev.goaldigest.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every provider example in config/ loads through the real loader and enables the digest. */
class ExampleConfigsTest {
    @ParameterizedTest
    @ValueSource(strings = {"openai", "azure", "ollama", "vllm"})
    void exampleLoads(String name) {
        Config c = ConfigLoader.load(Path.of("config", name + ".example.yaml"), Map.of(), Map.of());
        assertTrue(c.digest().enabled());
        assertEquals(name.equals("azure") ? Config.Provider.AZURE : Config.Provider.OPENAI, c.digest().provider());
        assertEquals(!name.equals("ollama"), c.digest().strictSchema());
        try (Digester d = Digester.create(c.digest(), Map.of())) {
            assertTrue(d.isEnabled());
        }
    }
}
