package dev.goaldigest.config;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * Builds a {@link Config}: built-in defaults &lt; config file &lt; environment &lt; flags. Every layer is a tree of
 * keys; an unknown key is an error (a typo must not be silently ignored).
 */
public final class ConfigLoader {

    /** The pinned, tested upstream: {@code @playwright/mcp} through npx, headless. */
    public static final String PLAYWRIGHT_MCP_VERSION = "0.0.83";

    /** Environment variables and the dotted key each one sets. */
    public static final Map<String, String> ENVIRONMENT = Map.ofEntries(
            Map.entry("GOALDIGEST_MODE", "prune.mode"),
            Map.entry("GOALDIGEST_URLS", "prune.urls"),
            Map.entry("GOALDIGEST_ACTION_SNAPSHOTS", "proxy.actionSnapshots"),
            Map.entry("GOALDIGEST_DIGEST_ENABLED", "digest.enabled"),
            Map.entry("GOALDIGEST_PROVIDER", "digest.provider"),
            Map.entry("GOALDIGEST_BASE_URL", "digest.baseUrl"),
            Map.entry("GOALDIGEST_MODEL", "digest.model"),
            Map.entry("GOALDIGEST_API_KEY_ENV", "digest.apiKeyEnv"),
            Map.entry("GOALDIGEST_TIMEOUT_MS", "digest.timeoutMs"),
            Map.entry("GOALDIGEST_STRICT_SCHEMA", "digest.strictSchema"),
            Map.entry("GOALDIGEST_PROMPTS", "digest.promptsDir"),
            Map.entry("AZURE_OPENAI_ENDPOINT", "digest.azure.endpoint"),
            Map.entry("AZURE_OPENAI_DEPLOYMENT", "digest.azure.deployment"),
            Map.entry("OPENAI_API_VERSION", "digest.azure.apiVersion"));

    /** The variable naming a config file when no {@code --config} flag is given. */
    public static final String CONFIG_ENV = "GOALDIGEST_CONFIG";

    private ConfigLoader() {
    }

    /** The built-in defaults as a key tree; {@code config/goaldigest.yaml} says the same (a test checks it). */
    public static Map<String, Object> defaultTree() {
        Map<String, Object> prune = new LinkedHashMap<>();
        prune.put("mode", "auto");
        prune.put("urls", "drop");
        prune.put("foldThreshold", 12);
        prune.put("foldKeep", 5);
        Map<String, Object> proxy = new LinkedHashMap<>();
        proxy.put("upstream", new ArrayList<>(List.of("npx", "-y", "@playwright/mcp@" + PLAYWRIGHT_MCP_VERSION,
                "--headless")));
        proxy.put("actionSnapshots", "inline");
        Map<String, Object> azure = new LinkedHashMap<>();
        azure.put("endpoint", null);
        azure.put("deployment", null);
        azure.put("apiVersion", "2024-10-21");
        Map<String, Object> digest = new LinkedHashMap<>();
        digest.put("enabled", false);
        digest.put("provider", "openai");
        digest.put("baseUrl", "https://api.openai.com/v1");
        digest.put("model", "gpt-4.1-nano");
        digest.put("apiKeyEnv", "OPENAI_API_KEY");
        digest.put("apiKey", null);
        digest.put("timeoutMs", 8000);
        digest.put("maxRetries", 2);
        digest.put("strictSchema", true);
        digest.put("tokenBudget", 12000);
        digest.put("cacheSize", 128);
        digest.put("promptsDir", null);
        digest.put("overview", false);
        digest.put("azure", azure);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("prune", prune);
        root.put("proxy", proxy);
        root.put("digest", digest);
        return root;
    }

    /**
     * Loads the configuration.
     *
     * @param file a config file, or null for none (then {@code GOALDIGEST_CONFIG} from env is used, if set)
     * @param env the environment (System.getenv() in production)
     * @param flags dotted keys set on the command line, e.g. {@code digest.model -> gpt-4o-mini}
     */
    public static Config load(Path file, Map<String, String> env, Map<String, String> flags) {
        Map<String, Object> tree = defaultTree();
        Path f = file;
        if (f == null && env.get(CONFIG_ENV) != null && !env.get(CONFIG_ENV).isBlank()) {
            f = Path.of(env.get(CONFIG_ENV));
        }
        if (f != null) {
            merge(tree, readYaml(f), "", f.toString());
        }
        for (Map.Entry<String, String> e : ENVIRONMENT.entrySet()) {
            String v = env.get(e.getKey());
            if (v != null && !v.isBlank()) set(tree, e.getValue(), v, "environment variable " + e.getKey());
        }
        for (Map.Entry<String, String> e : flags.entrySet()) {
            if (e.getValue() != null) set(tree, e.getKey(), e.getValue(), "flag");
        }
        return build(tree);
    }

    private static Map<String, Object> readYaml(Path file) {
        String text;
        try {
            byte[] bytes = Files.readAllBytes(file);
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (NoSuchFileException e) {
            throw new ConfigException("config file " + file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new ConfigException("config file " + file + ": not valid UTF-8");
        } catch (IOException e) {
            throw new ConfigException("config file " + file + ": cannot read (" + e.getClass().getSimpleName() + ")");
        }
        Object doc;
        try {
            doc = new Load(LoadSettings.builder().setLabel(file.toString()).build()).loadFromString(text);
        } catch (YamlEngineException e) {
            String msg = e.getMessage() == null ? "invalid YAML" : e.getMessage().lines().findFirst().orElse("");
            throw new ConfigException("config file " + file + ": invalid YAML: " + msg);
        }
        if (doc == null) return new LinkedHashMap<>();
        if (!(doc instanceof Map<?, ?> m)) throw new ConfigException("config file " + file + ": top level must be a mapping");
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) m;
        return map;
    }

    @SuppressWarnings("unchecked")
    private static void merge(Map<String, Object> into, Map<String, Object> from, String prefix, String source) {
        for (Map.Entry<String, Object> e : from.entrySet()) {
            String key = String.valueOf(e.getKey());
            String path = prefix.isEmpty() ? key : prefix + "." + key;
            if (!into.containsKey(key)) throw new ConfigException(source + ": unknown config key '" + path + "'");
            Object cur = into.get(key);
            Object val = e.getValue();
            if (cur instanceof Map<?, ?> curMap) {
                if (val == null) continue;
                if (!(val instanceof Map<?, ?> valMap)) throw new ConfigException(source + ": '" + path + "' must be a mapping");
                merge((Map<String, Object>) curMap, (Map<String, Object>) valMap, path, source);
            } else {
                into.put(key, val);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static void set(Map<String, Object> tree, String dotted, String value, String source) {
        String[] parts = dotted.split("\\.");
        Map<String, Object> node = tree;
        for (int i = 0; i < parts.length - 1; i++) {
            Object next = node.get(parts[i]);
            if (!(next instanceof Map<?, ?>)) throw new ConfigException(source + ": unknown config key '" + dotted + "'");
            node = (Map<String, Object>) next;
        }
        String last = parts[parts.length - 1];
        if (!node.containsKey(last) || node.get(last) instanceof Map<?, ?>) {
            throw new ConfigException(source + ": unknown config key '" + dotted + "'");
        }
        node.put(last, value);
    }

    @SuppressWarnings("unchecked")
    private static Config build(Map<String, Object> t) {
        Map<String, Object> p = (Map<String, Object>) t.get("prune");
        Map<String, Object> x = (Map<String, Object>) t.get("proxy");
        Map<String, Object> d = (Map<String, Object>) t.get("digest");
        Map<String, Object> a = (Map<String, Object>) d.get("azure");
        Config.Prune prune = new Config.Prune(
                str(p, "mode", "prune.mode"),
                Config.UrlPolicy.parse(str(p, "urls", "prune.urls")),
                integer(p, "foldThreshold", "prune.foldThreshold"),
                integer(p, "foldKeep", "prune.foldKeep"));
        Config.Proxy proxy = new Config.Proxy(
                stringList(x.get("upstream"), "proxy.upstream"),
                Config.ActionSnapshots.parse(str(x, "actionSnapshots", "proxy.actionSnapshots")));
        Config.Azure azure = new Config.Azure(opt(a, "endpoint"), opt(a, "deployment"), opt(a, "apiVersion"));
        Config.Digest digest = new Config.Digest(
                bool(d, "enabled", "digest.enabled"),
                Config.Provider.parse(str(d, "provider", "digest.provider")),
                opt(d, "baseUrl"),
                opt(d, "model"),
                opt(d, "apiKeyEnv"),
                opt(d, "apiKey"),
                integer(d, "timeoutMs", "digest.timeoutMs"),
                integer(d, "maxRetries", "digest.maxRetries"),
                bool(d, "strictSchema", "digest.strictSchema"),
                integer(d, "tokenBudget", "digest.tokenBudget"),
                integer(d, "cacheSize", "digest.cacheSize"),
                opt(d, "promptsDir"),
                bool(d, "overview", "digest.overview"),
                azure);
        return new Config(prune, proxy, digest);
    }

    private static String opt(Map<String, Object> m, String k) {
        Object v = m.get(k);
        if (v == null) return null;
        String s = String.valueOf(v).trim();
        return s.isEmpty() ? null : s;
    }

    private static String str(Map<String, Object> m, String k, String path) {
        String s = opt(m, k);
        if (s == null) throw new ConfigException(path + " must be set");
        return s;
    }

    private static int integer(Map<String, Object> m, String k, String path) {
        Object v = m.get(k);
        if (v instanceof Number n) return n.intValue();
        try {
            return Integer.parseInt(String.valueOf(v).trim());
        } catch (NumberFormatException e) {
            throw new ConfigException(path + " must be a whole number, not '" + v + "'");
        }
    }

    private static boolean bool(Map<String, Object> m, String k, String path) {
        Object v = m.get(k);
        if (v instanceof Boolean b) return b;
        String s = String.valueOf(v).trim().toLowerCase(Locale.ROOT);
        return switch (s) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new ConfigException(path + " must be true or false, not '" + v + "'");
        };
    }

    private static List<String> stringList(Object v, String path) {
        if (v instanceof List<?> l) {
            List<String> out = new ArrayList<>();
            for (Object o : l) out.add(String.valueOf(o));
            return out;
        }
        if (v instanceof String s && !s.isBlank()) {
            // a flag or env value: whitespace-separated argv
            return List.of(s.trim().split("\\s+"));
        }
        throw new ConfigException(path + " must be a list of strings");
    }
}
