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
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
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
            Map.entry("GOALDIGEST_MAX_TOKENS", "prune.maxTokens"),
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
        prune.put("maxTokens", Config.Prune.DEFAULT_TOKENS);
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

    /** The environment variables whose empty value means something: an empty {@code apiKeyEnv} is "no key needed". */
    static final java.util.Set<String> EMPTY_MEANS_NONE = java.util.Set.of("GOALDIGEST_API_KEY_ENV");

    /**
     * An option's URL that is no config key (a page's {@code --url}), checked as {@code digest.baseUrl} is.
     *
     * @throws ConfigException one line naming the option and the value, for anything but an http or https URL with a
     *     host
     */
    public static String httpUrl(String option, String value) {
        if (value == null || TypedValues.isHttpUrl(value)) return value;
        throw new ConfigException("option " + option + " " + TypedValues.URL_PROBLEM + ", not "
                + TypedValues.quote(value));
    }

    /** The mode names {@code prune.mode} takes (the prune package's own list; a test keeps the two in step). */
    public static final List<String> MODES = List.of("auto", "act", "browse", "navigate", "full", "off");

    /**
     * Loads the configuration.
     *
     * @param file a config file, or null for none (then {@code GOALDIGEST_CONFIG} from env is used, if set)
     * @param env the environment (System.getenv() in production)
     * @param flags dotted keys set on the command line, e.g. {@code digest.model -> gpt-4o-mini}
     * @throws ConfigException one line naming the setting, where it was set (file, variable or option) and what is
     *     wrong with its value, for an unknown key or a value of the wrong type or out of range
     */
    public static Config load(Path file, Map<String, String> env, Map<String, String> flags) {
        return load(file, env, flags, Map.of());
    }

    /**
     * {@link #load(Path, Map, Map)}, naming each flag as the user typed it in errors.
     *
     * @param flagNames dotted key to the option that set it, e.g. {@code digest.timeoutMs -> --timeout-ms}
     */
    public static Config load(Path file, Map<String, String> env, Map<String, String> flags, Map<String, String> flagNames) {
        Map<String, Object> tree = defaultTree();
        Map<String, String> origins = new java.util.HashMap<>();
        Path f = file;
        if (f == null && env.get(CONFIG_ENV) != null && !env.get(CONFIG_ENV).isBlank()) {
            f = Path.of(env.get(CONFIG_ENV));
        }
        if (f != null) {
            merge(tree, readYaml(f), "", "config file " + f, origins);
        }
        for (Map.Entry<String, String> e : ENVIRONMENT.entrySet()) {
            String v = env.get(e.getKey());
            if (v == null || (v.isBlank() && !EMPTY_MEANS_NONE.contains(e.getKey()))) continue;
            set(tree, e.getValue(), v, "environment variable " + e.getKey(), origins);
        }
        for (Map.Entry<String, String> e : flags.entrySet()) {
            if (e.getValue() == null) continue;
            String name = flagNames.get(e.getKey());
            set(tree, e.getKey(), e.getValue(), name != null ? "option " + name : "option " + e.getKey(), origins);
        }
        return build(new TypedValues(tree, origins));
    }

    /** Where in the file a YAML error is, as an editor counts (from 1), or nothing when the parser had no mark. */
    private static String at(Optional<Mark> mark) {
        return mark.map(m -> " at line " + (m.getLine() + 1) + ", column " + (m.getColumn() + 1)).orElse("");
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("[\\p{Cntrl}\\u2028\\u2029]+", " ").strip();
    }

    private static Map<String, Object> readYaml(Path file) {
        if (Files.isDirectory(file)) throw new ConfigException("config file " + file + ": is a directory, not a file");
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
        } catch (MarkedYamlEngineException e) {
            throw new ConfigException("config file " + file + ": invalid YAML" + at(e.getProblemMark()) + ": "
                    + oneLine(e.getProblem()) + (e.getContext() == null ? ""
                            : " (" + oneLine(e.getContext()) + e.getContextMark().map(m -> " from" + at(Optional.of(m)).substring(3))
                                    .orElse("") + ")"));
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
    private static void merge(Map<String, Object> into, Map<String, Object> from, String prefix, String source,
                              Map<String, String> origins) {
        for (Map.Entry<String, Object> e : from.entrySet()) {
            String key = String.valueOf(e.getKey());
            String path = prefix.isEmpty() ? key : prefix + "." + key;
            if (!into.containsKey(key)) throw new ConfigException(source + ": unknown config key '" + path + "'");
            Object cur = into.get(key);
            Object val = e.getValue();
            if (cur instanceof Map<?, ?> curMap) {
                if (val == null) continue;
                if (!(val instanceof Map<?, ?> valMap)) throw new ConfigException(source + ": '" + path + "' must be a mapping");
                merge((Map<String, Object>) curMap, (Map<String, Object>) valMap, path, source, origins);
            } else {
                into.put(key, val);
                origins.put(path, source);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static void set(Map<String, Object> tree, String dotted, String value, String source,
                            Map<String, String> origins) {
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
        origins.put(dotted, source);
    }

    private static Config build(TypedValues v) {
        int foldThreshold = v.integer("prune.foldThreshold", 2, 1000);
        Config.Prune prune = new Config.Prune(
                v.choice("prune.mode", MODES),
                v.parsed("prune.urls", Config.UrlPolicy::parse),
                foldThreshold,
                v.integer("prune.foldKeep", 1, foldThreshold),
                v.integer("prune.maxTokens", Config.Prune.MIN_TOKENS, Config.Prune.MAX_TOKENS));
        Config.Proxy proxy = new Config.Proxy(
                v.command("proxy.upstream"),
                v.parsed("proxy.actionSnapshots", Config.ActionSnapshots::parse));
        Config.Azure azure = new Config.Azure(v.url("digest.azure.endpoint"), v.word("digest.azure.deployment", 200),
                v.matching("digest.azure.apiVersion", API_VERSION, "an API version such as 2024-10-21"));
        Config.Digest digest = new Config.Digest(
                v.bool("digest.enabled"),
                v.parsed("digest.provider", Config.Provider::parse),
                v.url("digest.baseUrl"),
                v.word("digest.model", 200),
                v.matching("digest.apiKeyEnv", ENV_NAME, "the name of an environment variable (letters, digits, _), "
                        + "or empty for no key"),
                v.secret("digest.apiKey"),
                v.integer("digest.timeoutMs", 100, 600_000),
                v.integer("digest.maxRetries", 0, 10),
                v.bool("digest.strictSchema"),
                v.integer("digest.tokenBudget", 256, 1_000_000),
                v.integer("digest.cacheSize", 0, 100_000),
                v.text("digest.promptsDir", 4096),
                v.bool("digest.overview"),
                azure);
        return new Config(prune, proxy, digest);
    }

    private static final java.util.regex.Pattern ENV_NAME = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,199}");
    private static final java.util.regex.Pattern API_VERSION = java.util.regex.Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,39}");
}
