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

    /** A config file holding {@code yaml}, and the one-line error loading it gives. */
    private String fileError(String yaml) throws Exception {
        Path f = tmp.resolve("typed.yaml");
        Files.writeString(f, yaml);
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(f, Map.of(), Map.of()), yaml);
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().startsWith("config file " + f + ": "), e.getMessage());
        return e.getMessage().substring(("config file " + f + ": ").length());
    }

    @Test
    void everyKeyInTheFileIsCheckedForTypeAndRange() throws Exception {
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("digest:\n  apiKey: 12345\n", "digest.apiKey must be text (put it in quotes)");
        cases.put("digest:\n  apiKey: [sk-a, sk-b]\n", "digest.apiKey must be text");
        cases.put("digest:\n  apiKey: \"sk-abc def\"\n", "digest.apiKey must be one word (no spaces or line breaks)");
        cases.put("digest:\n  model: [a, b]\n", "digest.model must be text, not a list");
        cases.put("digest:\n  model: {a: b}\n", "digest.model must be text, not a mapping");
        cases.put("digest:\n  model: 4.1\n", "digest.model must be text (put it in quotes), not 4.1");
        cases.put("digest:\n  model: two words\n", "digest.model must be one word (no spaces), not 'two words'");
        cases.put("digest:\n  timeoutMs: 99999999999999999999\n",
                "digest.timeoutMs must be from 100 to 600000, not 99999999999999999999");
        cases.put("digest:\n  timeoutMs: 1.5\n", "digest.timeoutMs must be a whole number from 100 to 600000, not 1.5");
        cases.put("digest:\n  timeoutMs: soon\n", "digest.timeoutMs must be a whole number from 100 to 600000, not 'soon'");
        cases.put("digest:\n  timeoutMs: 0\n", "digest.timeoutMs must be from 100 to 600000, not 0");
        cases.put("digest:\n  maxRetries: -1\n", "digest.maxRetries must be from 0 to 10, not -1");
        cases.put("digest:\n  maxRetries: 1000\n", "digest.maxRetries must be from 0 to 10, not 1000");
        cases.put("digest:\n  tokenBudget: 10\n", "digest.tokenBudget must be from 256 to 1000000, not 10");
        cases.put("digest:\n  cacheSize: -5\n", "digest.cacheSize must be from 0 to 100000, not -5");
        cases.put("digest:\n  enabled: maybe\n", "digest.enabled must be true or false, not 'maybe'");
        cases.put("digest:\n  strictSchema: 3\n", "digest.strictSchema must be true or false, not 3");
        cases.put("digest:\n  overview: [true]\n", "digest.overview must be true or false, not a list");
        cases.put("digest:\n  baseUrl: not a url\n", "digest.baseUrl must be an http:// or https:// URL with a host, not 'not a url'");
        cases.put("digest:\n  baseUrl: ftp://example.com/v1\n", "digest.baseUrl must be an http:// or https:// URL");
        cases.put("digest:\n  azure:\n    endpoint: RESOURCE\n", "digest.azure.endpoint must be an http:// or https:// URL");
        cases.put("digest:\n  azure:\n    apiVersion: \"2024 10\"\n", "digest.azure.apiVersion must be an API version");
        cases.put("digest:\n  apiKeyEnv: MY KEY\n", "digest.apiKeyEnv must be the name of an environment variable");
        cases.put("digest:\n  provider: [openai]\n", "digest.provider must be text, not a list");
        cases.put("digest:\n  promptsDir: 5\n", "digest.promptsDir must be text (put it in quotes), not 5");
        cases.put("prune:\n  mode: sideways\n", "prune.mode must be one of auto, act, browse, navigate, full, off, not 'sideways'");
        cases.put("prune:\n  foldThreshold: 1\n", "prune.foldThreshold must be from 2 to 1000, not 1");
        cases.put("prune:\n  foldThreshold: 10\n  foldKeep: 11\n", "prune.foldKeep must be from 1 to 10, not 11");
        cases.put("proxy:\n  upstream: {cmd: npx}\n", "proxy.upstream must name a command");
        cases.put("proxy:\n  upstream: []\n", "proxy.upstream must name a command");
        cases.put("proxy:\n  upstream: [npx, [a]]\n", "proxy.upstream must be a list of words");
        cases.put("proxy:\n  actionSnapshots: 3\n", "proxy.actionSnapshots must be text (put it in quotes), not 3");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            String msg = fileError(c.getKey());
            assertTrue(msg.startsWith(c.getValue()), c.getKey() + " gave: " + msg);
        }
        assertFalse(fileError("digest:\n  apiKey: 12345\n").contains("12345"), "a key is never shown");
        assertFalse(fileError("digest:\n  apiKeyEnv: sk-abc-0123456789\n").contains("sk-abc"),
                "a key put where a variable name goes is never shown");
    }

    @Test
    void environmentVariablesAndOptionsAreCheckedAndNamed() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> ConfigLoader.load(null, Map.of("GOALDIGEST_TIMEOUT_MS", "99999999999999999999"), Map.of()));
        assertEquals("environment variable GOALDIGEST_TIMEOUT_MS: digest.timeoutMs must be from 100 to 600000, "
                + "not '99999999999999999999'", e.getMessage());
        e = assertThrows(ConfigException.class,
                () -> ConfigLoader.load(null, Map.of("GOALDIGEST_BASE_URL", "localhost:11434"), Map.of()));
        assertTrue(e.getMessage().startsWith("environment variable GOALDIGEST_BASE_URL: digest.baseUrl must be an http"),
                e.getMessage());
        e = assertThrows(ConfigException.class, () -> ConfigLoader.load(null, Map.of(),
                Map.of("digest.baseUrl", "not a url"), Map.of("digest.baseUrl", "--base-url")));
        assertEquals("option --base-url: digest.baseUrl must be an http:// or https:// URL with a host, not 'not a url'",
                e.getMessage());
        e = assertThrows(ConfigException.class, () -> ConfigLoader.load(null, Map.of(), Map.of("prune.urls", "sometimes")));
        assertTrue(e.getMessage().startsWith("option prune.urls: prune.urls must be drop, clean or keep"), e.getMessage());
    }

    @Test
    void valuesInRangeAndTheDefaultsLoad() throws Exception {
        Path f = tmp.resolve("ok.yaml");
        Files.writeString(f, "digest:\n  timeoutMs: 600000\n  maxRetries: 0\n  tokenBudget: 256\n  enabled: \"yes\"\n"
                + "  model: \"qwen2.5:3b\"\n  baseUrl: http://localhost:11434/v1\n  azure:\n    apiVersion: 2025-04-01-preview\n"
                + "prune:\n  foldThreshold: 2\n  foldKeep: 2\n");
        Config c = ConfigLoader.load(f, Map.of(), Map.of());
        assertEquals(600_000, c.digest().timeoutMs());
        assertTrue(c.digest().enabled());
        assertEquals("2025-04-01-preview", c.digest().azure().apiVersion());
        assertEquals(Config.defaults(), ConfigLoader.load(null, Map.of(), Map.of()));
    }

    @Test
    void anEmptyApiKeyEnvVariableMeansNoKeyIsNeeded() {
        // README: "empty: no key needed (GOALDIGEST_API_KEY_ENV)" - a local OpenAI-compatible server
        Config c = ConfigLoader.load(null, Map.of("GOALDIGEST_API_KEY_ENV", "", "OPENAI_API_KEY", "sk-not-for-local-0123"),
                Map.of());
        assertEquals(null, c.digest().apiKeyEnv());
        assertEquals(null, c.digest().resolveApiKey(Map.of("OPENAI_API_KEY", "sk-not-for-local-0123")));
        // other variables left empty still mean "not set"
        assertEquals(8000, ConfigLoader.load(null, Map.of("GOALDIGEST_TIMEOUT_MS", ""), Map.of()).digest().timeoutMs());
    }
}
