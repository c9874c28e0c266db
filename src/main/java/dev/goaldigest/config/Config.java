package dev.goaldigest.config;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The one immutable configuration of goaldigest. Built by {@link ConfigLoader}: built-in defaults, then the config
 * file, then environment variables, then command-line flags. {@code config/goaldigest.yaml} documents the defaults.
 */
public record Config(Prune prune, Proxy proxy, Digest digest) {

    public Config {
        Objects.requireNonNull(prune, "prune");
        Objects.requireNonNull(proxy, "proxy");
        Objects.requireNonNull(digest, "digest");
    }

    public static Config defaults() {
        return ConfigLoader.load(null, java.util.Map.of(), java.util.Map.of());
    }

    /** How {@code /url} properties leave the pruned tree. */
    public enum UrlPolicy {
        /** dropped (the default: an agent clicks refs, it does not need the href) */
        DROP,
        /** kept, without tracking parameters (utm_*, gclid, fbclid ...) */
        CLEAN,
        /** kept as they were */
        KEEP;

        public static UrlPolicy parse(String s) {
            return switch (s.trim().toLowerCase(Locale.ROOT)) {
                case "drop", "strip", "none" -> DROP;
                case "clean" -> CLEAN;
                case "keep", "all" -> KEEP;
                default -> throw new ConfigException("prune.urls must be drop, clean or keep, not '" + s + "'");
            };
        }
    }

    /** What the proxy does with the {@code .yml} snapshot file an action result links to. */
    public enum ActionSnapshots {
        /** read, prune and put it inline in the result (default) */
        INLINE,
        /** write a pruned copy beside the file and link that */
        LINK,
        /**
         * what changed since the agent's last view of the same page, inline; the whole pruned page when the page is
         * new, a dialog opened or closed, or the changes would not be shorter
         */
        DIFF,
        /** leave the result as upstream sent it */
        NONE;

        public static ActionSnapshots parse(String s) {
            return switch (s.trim().toLowerCase(Locale.ROOT)) {
                case "inline" -> INLINE;
                case "link" -> LINK;
                case "diff" -> DIFF;
                case "none", "off" -> NONE;
                default -> throw new ConfigException(
                        "proxy.actionSnapshots must be inline, link, diff or none, not '" + s + "'");
            };
        }
    }

    /**
     * The rule pipeline.
     *
     * @param mode default mode name (auto, act, browse, navigate, full, off)
     * @param urls what happens to {@code /url} properties
     * @param foldThreshold siblings with one structural signature beyond this count are folded
     * @param foldKeep how many of a folded run stay whole (the first ones)
     * @param maxTokens the most o200k tokens a pruned result may count (the whole text the agent receives)
     */
    public record Prune(String mode, UrlPolicy urls, int foldThreshold, int foldKeep, int maxTokens) {
        /** The token budget's range. */
        public static final int MIN_TOKENS = 500;
        public static final int MAX_TOKENS = 1_000_000;
        public static final int DEFAULT_TOKENS = 16_000;

        /** The settings with the default token budget. */
        public Prune(String mode, UrlPolicy urls, int foldThreshold, int foldKeep) {
            this(mode, urls, foldThreshold, foldKeep, DEFAULT_TOKENS);
        }

        public Prune {
            Objects.requireNonNull(mode, "mode");
            Objects.requireNonNull(urls, "urls");
            if (foldThreshold < 2) throw new ConfigException("prune.foldThreshold must be at least 2");
            if (foldKeep < 1 || foldKeep > foldThreshold) {
                throw new ConfigException("prune.foldKeep must be between 1 and prune.foldThreshold");
            }
            if (maxTokens < MIN_TOKENS || maxTokens > MAX_TOKENS) {
                throw new ConfigException("prune.maxTokens must be from " + MIN_TOKENS + " to " + MAX_TOKENS);
            }
        }
    }

    /**
     * The MCP proxy.
     *
     * @param upstream the command that starts the upstream MCP server (argv)
     * @param actionSnapshots what to do with snapshots linked from action results
     */
    public record Proxy(List<String> upstream, ActionSnapshots actionSnapshots) {
        public Proxy {
            upstream = List.copyOf(upstream);
            if (upstream.isEmpty()) throw new ConfigException("proxy.upstream must name a command");
            Objects.requireNonNull(actionSnapshots, "actionSnapshots");
        }
    }

    /** Which API dialect the model endpoint speaks. */
    public enum Provider {
        OPENAI, AZURE;

        public static Provider parse(String s) {
            return switch (s.trim().toLowerCase(Locale.ROOT)) {
                case "openai", "openai-compatible", "compatible" -> OPENAI;
                case "azure", "azure-openai" -> AZURE;
                default -> throw new ConfigException("digest.provider must be openai or azure, not '" + s + "'");
            };
        }
    }

    /** Azure OpenAI settings: {@code {endpoint}/openai/deployments/{deployment}/chat/completions?api-version=...}. */
    public record Azure(String endpoint, String deployment, String apiVersion) {
    }

    /**
     * The goal digest (a small model). Off by default: goaldigest then runs rules-only, offline.
     *
     * @param enabled whether a model is called at all
     * @param provider openai (also any OpenAI-compatible server) or azure
     * @param baseUrl the OpenAI-compatible base URL, e.g. {@code https://api.openai.com/v1}
     * @param model the model (the deployment name when provider is azure)
     * @param apiKeyEnv the name of the environment variable holding the key
     * @param apiKey a key given in the config file itself (discouraged; never logged); null when absent
     * @param timeoutMs the whole model call's time limit, retries included
     * @param maxRetries how often the SDK retries a 429/5xx/connection failure
     * @param strictSchema true: {@code response_format: json_schema, strict: true}; false: {@code json_object} plus
     *     local validation, for servers without strict structured outputs
     * @param tokenBudget the most o200k tokens of pruned tree sent to the model
     * @param cacheSize how many digests the LRU cache keeps
     * @param promptsDir the folder holding the prompt files; null means the bundled {@code prompts/}
     * @param overview whether {@code browser_snapshot} without a goal also gets a (goal-less) overview digest
     * @param azure Azure OpenAI settings (used when provider is azure)
     */
    public record Digest(boolean enabled, Provider provider, String baseUrl, String model, String apiKeyEnv,
                         String apiKey, long timeoutMs, int maxRetries, boolean strictSchema, int tokenBudget,
                         int cacheSize, String promptsDir, boolean overview, Azure azure) {
        public Digest {
            Objects.requireNonNull(provider, "provider");
            Objects.requireNonNull(azure, "azure");
            if (timeoutMs <= 0) throw new ConfigException("digest.timeoutMs must be positive");
            if (maxRetries < 0) throw new ConfigException("digest.maxRetries must not be negative");
            if (tokenBudget < 256) throw new ConfigException("digest.tokenBudget must be at least 256");
            if (cacheSize < 0) throw new ConfigException("digest.cacheSize must not be negative");
        }

        /** The key from the config file or the named environment variable; null when there is none. */
        public String resolveApiKey(java.util.Map<String, String> env) {
            if (apiKey != null && !apiKey.isBlank()) return apiKey;
            if (apiKeyEnv == null || apiKeyEnv.isBlank()) return null;
            String v = env.get(apiKeyEnv);
            return v == null || v.isBlank() ? null : v;
        }

        /**
         * The secrets these settings give goaldigest: the key in the config file and the value of the variable
         * {@code apiKeyEnv} names, those that are set (whether or not the digest is on: both are held).
         */
        public List<String> secrets(java.util.Map<String, String> env) {
            List<String> out = new java.util.ArrayList<>();
            if (apiKey != null && !apiKey.isBlank()) out.add(apiKey);
            String v = apiKeyEnv == null || apiKeyEnv.isBlank() ? null : env.get(apiKeyEnv);
            if (v != null && !v.isBlank()) out.add(v);
            return out;
        }

        /** Never prints the key. */
        @Override
        public String toString() {
            return "Digest[enabled=" + enabled + ", provider=" + provider + ", baseUrl=" + baseUrl + ", model=" + model
                    + ", apiKeyEnv=" + apiKeyEnv + ", apiKey=" + (apiKey == null ? "none" : "***") + ", timeoutMs="
                    + timeoutMs + ", maxRetries=" + maxRetries + ", strictSchema=" + strictSchema + ", tokenBudget="
                    + tokenBudget + ", cacheSize=" + cacheSize + ", promptsDir=" + promptsDir + ", overview="
                    + overview + ", azure=" + azure + "]";
        }
    }
}
