package dev.goaldigest.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {

    @TempDir
    Path tmp;

    @Test
    void theBundledDefaultFileSaysWhatTheBuiltInDefaultsSay() {
        Config builtIn = ConfigLoader.load(null, Map.of(), Map.of());
        Config file = ConfigLoader.load(Path.of("config", "goaldigest.yaml"), Map.of(), Map.of());
        assertEquals(builtIn, file);
        assertFalse(builtIn.digest().enabled(), "rules-only by default");
        assertEquals("auto", builtIn.prune().mode());
        assertEquals(Config.ActionSnapshots.INLINE, builtIn.proxy().actionSnapshots());
        assertTrue(builtIn.proxy().upstream().contains("@playwright/mcp@" + ConfigLoader.PLAYWRIGHT_MCP_VERSION));
    }

    @Test
    void fileThenEnvironmentThenFlags() throws Exception {
        Path f = tmp.resolve("c.yaml");
        Files.writeString(f, "digest:\n  enabled: true\n  model: from-file\n  timeoutMs: 3000\nprune:\n  mode: act\n");
        Config c = ConfigLoader.load(f, Map.of(), Map.of());
        assertTrue(c.digest().enabled());
        assertEquals("from-file", c.digest().model());
        assertEquals(3000, c.digest().timeoutMs());
        assertEquals("act", c.prune().mode());

        Config e = ConfigLoader.load(f, Map.of("GOALDIGEST_MODEL", "from-env", "GOALDIGEST_MODE", "browse"), Map.of());
        assertEquals("from-env", e.digest().model());
        assertEquals("browse", e.prune().mode());

        Config fl = ConfigLoader.load(f, Map.of("GOALDIGEST_MODEL", "from-env"), Map.of("digest.model", "from-flag"));
        assertEquals("from-flag", fl.digest().model());
    }

    @Test
    void configFileFromEnvironmentVariable() throws Exception {
        Path f = tmp.resolve("env.yaml");
        Files.writeString(f, "proxy:\n  actionSnapshots: link\n");
        Config c = ConfigLoader.load(null, Map.of("GOALDIGEST_CONFIG", f.toString()), Map.of());
        assertEquals(Config.ActionSnapshots.LINK, c.proxy().actionSnapshots());
    }

    @Test
    void diffIsAnActionSnapshotsValueInTheFileTheEnvironmentAndTheFlag() throws Exception {
        Path f = tmp.resolve("diff.yaml");
        Files.writeString(f, "proxy:\n  actionSnapshots: diff\n");
        assertEquals(Config.ActionSnapshots.DIFF, ConfigLoader.load(f, Map.of(), Map.of()).proxy().actionSnapshots());
        assertEquals(Config.ActionSnapshots.DIFF, ConfigLoader.load(null, Map.of("GOALDIGEST_ACTION_SNAPSHOTS", "diff"),
                Map.of()).proxy().actionSnapshots());
        assertEquals(Config.ActionSnapshots.DIFF, ConfigLoader.load(null, Map.of(),
                Map.of("proxy.actionSnapshots", "DIFF")).proxy().actionSnapshots());
    }

    @Test
    void azureKeysAndUpstreamList() throws Exception {
        Path f = tmp.resolve("azure.yaml");
        Files.writeString(f, "digest:\n  provider: azure\n  azure: { endpoint: https://r.openai.azure.com, deployment: d1,"
                + " apiVersion: 2024-10-21 }\nproxy:\n  upstream: [node, cli.js, --headless]\n");
        Config c = ConfigLoader.load(f, Map.of(), Map.of());
        assertEquals(Config.Provider.AZURE, c.digest().provider());
        assertEquals("https://r.openai.azure.com", c.digest().azure().endpoint());
        assertEquals("d1", c.digest().azure().deployment());
        assertEquals("2024-10-21", c.digest().azure().apiVersion());
        assertEquals(java.util.List.of("node", "cli.js", "--headless"), c.proxy().upstream());
    }

    @Test
    void unknownKeysAndBadValuesAreOneLineErrors() throws Exception {
        Path f = tmp.resolve("bad.yaml");
        Files.writeString(f, "digest:\n  modle: typo\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(f, Map.of(), Map.of()));
        assertTrue(e.getMessage().contains("unknown config key 'digest.modle'"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));

        Files.writeString(f, "digest:\n  timeoutMs: soon\n");
        e = assertThrows(ConfigException.class, () -> ConfigLoader.load(f, Map.of(), Map.of()));
        assertTrue(e.getMessage().contains("digest.timeoutMs"), e.getMessage());

        Files.writeString(f, "digest: [1, 2\n");
        e = assertThrows(ConfigException.class, () -> ConfigLoader.load(f, Map.of(), Map.of()));
        assertTrue(e.getMessage().startsWith("config file " + f + ": invalid YAML"), e.getMessage());

        e = assertThrows(ConfigException.class, () -> ConfigLoader.load(tmp.resolve("missing.yaml"), Map.of(), Map.of()));
        assertTrue(e.getMessage().endsWith("no such file"), e.getMessage());

        e = assertThrows(ConfigException.class, () -> ConfigLoader.load(null, Map.of(), Map.of("prune.urls", "sometimes")));
        assertTrue(e.getMessage().contains("prune.urls"), e.getMessage());
    }

    @Test
    void apiKeyIsResolvedButNeverPrinted() throws Exception {
        Path f = tmp.resolve("key.yaml");
        Files.writeString(f, "digest:\n  apiKey: sk-secret-in-file\n");
        Config c = ConfigLoader.load(f, Map.of(), Map.of());
        assertEquals("sk-secret-in-file", c.digest().resolveApiKey(Map.of()));
        assertFalse(c.toString().contains("sk-secret-in-file"));
        assertFalse(c.digest().toString().contains("sk-secret-in-file"));

        Config d = ConfigLoader.load(null, Map.of(), Map.of());
        assertEquals("sk-env", d.digest().resolveApiKey(Map.of("OPENAI_API_KEY", "sk-env")));
        assertNull(d.digest().resolveApiKey(Map.of()));
    }
}
