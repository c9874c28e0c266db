package dev.goaldigest.digest;

import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.Tokens;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The goal digest facade: the rule-pruned tree and a goal in, a short checked digest (or the rule-pruned fallback)
 * out. Used by the proxy and the {@code digest} command.
 *
 * <pre>{@code
 * try (Digester d = Digester.create(config.digest(), System.getenv())) {
 *     if (d.isEnabled()) {
 *         DigestOutcome o = d.digest(DigestInput.of(prunedSnapshot, goal, pageUrl, pageTitle));
 *         String forAgent = o.text();        // the digest, or the one-line reason + the rule-pruned text
 *         String stats = o.statsLine();      // one line: tokens sent, tokens in digest, latency, refs dropped
 *     }
 * }
 * }</pre>
 *
 * <ul>
 *   <li>{@link #digest} never throws and never blocks past {@code digest.timeoutMs} (the whole model call, the
 *       SDK's retries included, plus local work that is milliseconds).</li>
 *   <li>The openai-java client is built on the first call that needs it, so creating a Digester costs nothing
 *       when no model is configured.</li>
 *   <li>Every ref in a digest exists in {@link DigestInput#pruned()}; roles and names next to refs come from the
 *       tree. Invented refs are dropped and counted; no valid element left means fallback.</li>
 *   <li>Successful digests are cached (bounded LRU, {@code digest.cacheSize}) by pruned text, goal, model and
 *       endpoint. Thread-safe.</li>
 *   <li>Keys are never logged nor put in a reason or stats line.</li>
 * </ul>
 */
public final class Digester implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Digester.class);

    private final Config.Digest settings;
    private final Map<String, String> env;
    private final Prompts prompts;
    private final DigestCache cache;
    private final DigestSchema goalSchema = DigestSchema.goal();
    private final DigestSchema overviewSchema = DigestSchema.overview();
    private ModelClient client;
    private DigestFailure clientFailure;
    private boolean closed;
    private volatile String countedSystem;
    private volatile int countedSystemTokens;

    private Digester(Config.Digest settings, Map<String, String> env, Prompts prompts) {
        this.settings = settings;
        this.env = Map.copyOf(env);
        this.prompts = prompts;
        this.cache = new DigestCache(settings.cacheSize());
    }

    /**
     * A digester for these settings. Loads the prompt files now (bundled {@code prompts/}, or
     * {@code digest.promptsDir}); makes no network call.
     *
     * @param env the environment the API key is read from ({@code digest.apiKeyEnv}); System.getenv() in production
     * @throws dev.goaldigest.config.ConfigException when {@code digest.promptsDir} lacks a prompt file
     */
    public static Digester create(Config.Digest settings, Map<String, String> env) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(env, "env");
        return new Digester(settings, env, Prompts.load(settings.promptsDir()));
    }

    /** Whether a model is configured ({@code digest.enabled}); when false, {@link #digest} always falls back. */
    public boolean isEnabled() {
        return settings.enabled();
    }

    /** Whether a call without a goal gets an overview digest ({@code digest.overview}). */
    public boolean digestsWithoutGoal() {
        return settings.enabled() && settings.overview();
    }

    /**
     * Digests the rule-pruned tree against the goal. Never throws; on any failure the outcome holds the fallback:
     * {@code [goaldigest: digest unavailable (REASON); rule-pruned snapshot follows]}, a newline, and
     * {@link DigestInput#prunedText()} unchanged.
     */
    public DigestOutcome digest(DigestInput in) {
        long t0 = System.nanoTime();
        int[] sent = {0};
        try {
            return digestOrFail(in, t0, sent);
        } catch (DigestFailure f) {
            return fallback(in, f.reason(), sent[0], t0);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            LOG.warn("goal digest failed unexpectedly: {}", e.getClass().getName());
            return fallback(in, "internal error (" + e.getClass().getSimpleName() + ")", sent[0], t0);
        }
    }

    private DigestOutcome digestOrFail(DigestInput in, long t0, int[] sent) throws DigestFailure {
        if (!settings.enabled()) throw new DigestFailure("digest is off: set digest.enabled to true");
        boolean overview = !in.hasGoal();
        if (overview && !settings.overview()) throw new DigestFailure("no goal given");
        if (in.pruned().refs().isEmpty()) throw new DigestFailure("the page has no element with a ref");
        DigestSchema schema = overview ? overviewSchema : goalSchema;
        ModelClient c = client();

        String cacheKey = DigestCache.key(in.prunedText(), overview ? null : in.goal().strip(), model(), c.endpoint(),
                schema.name(), Boolean.toString(settings.strictSchema()), in.pageUrl(), in.pageTitle());
        DigestCache.Entry hit = cache.get(cacheKey);
        if (hit != null) {
            long ms = millisSince(t0);
            return new DigestOutcome(hit.text(), true, null,
                    stats(hit.tokensSent(), hit.digestTokens(), ms, hit.refsDropped(), true), hit.tokensSent(),
                    hit.digestTokens(), ms, hit.refsDropped(), true);
        }

        TreeBudget.Sent tree = TreeBudget.fit(in.pruned(), in.prunedText(), in.goal(), settings.tokenBudget());
        String system = prompts.system();
        if (!settings.strictSchema()) {
            // without strict structured outputs the schema travels in the prompt and is checked locally
            system = system + "\n\nThe JSON schema of your answer:\n" + schema.json().toString() + "\n";
        }
        String goalText = overview ? null : in.goal();
        String user = prompts.user(goalText, in.pageUrl(), in.pageTitle(), tree.text(), tree.note());
        // the tree was counted by the budget step; count only what surrounds it (within a token or two at the joins)
        sent[0] = systemTokens(system) + tree.tokens()
                + Tokens.count(prompts.user(goalText, in.pageUrl(), in.pageTitle(), "", tree.note()));

        long remaining = settings.timeoutMs() - millisSince(t0);
        if (remaining <= 0) throw new DigestFailure("timeout after " + settings.timeoutMs() + " ms");
        ModelReply reply = c.complete(system, user, schema.name(), schema.json(), remaining);
        if (reply.refusal() != null && !reply.refusal().isBlank()) throw new DigestFailure("the model refused");
        if ("length".equals(reply.finishReason())) throw new DigestFailure("the model's answer was cut off (length)");
        if ("content_filter".equals(reply.finishReason())) throw new DigestFailure("the answer was filtered (content_filter)");

        CheckedDigest checked = CheckedDigest.check(reply.content(), schema, in.pruned(), !settings.strictSchema());
        String text = DigestRenderer.render(checked, overview ? null : in.goal(), in.pruned().refs().size());
        int digestTokens = Tokens.count(text);
        cache.put(cacheKey, new DigestCache.Entry(text, sent[0], digestTokens, checked.refsDropped()));
        long ms = millisSince(t0);
        if (checked.refsDropped() > 0) LOG.info("goal digest: dropped {} invented ref(s)", checked.refsDropped());
        return new DigestOutcome(text, true, null, stats(sent[0], digestTokens, ms, checked.refsDropped(), false),
                sent[0], digestTokens, ms, checked.refsDropped(), false);
    }

    private int systemTokens(String system) {
        if (system.equals(countedSystem)) return countedSystemTokens;
        int n = Tokens.count(system);
        countedSystem = system;
        countedSystemTokens = n;
        return n;
    }

    private String model() {
        if (settings.provider() == Config.Provider.AZURE && settings.azure().deployment() != null) {
            return settings.azure().deployment();
        }
        return settings.model();
    }

    /** The client, built once on first use; a setup failure (no key ...) is remembered and reported each time. */
    private synchronized ModelClient client() throws DigestFailure {
        if (closed) throw new DigestFailure("the digester is closed");
        if (client != null) return client;
        if (clientFailure != null) throw clientFailure;
        try {
            String key = settings.resolveApiKey(env);
            boolean keyRequired = settings.apiKeyEnv() != null || settings.provider() == Config.Provider.AZURE;
            if (key == null && keyRequired) {
                String var = settings.apiKeyEnv() == null ? "digest.apiKeyEnv" : settings.apiKeyEnv();
                throw new DigestFailure("no API key: environment variable " + var + " is not set");
            }
            client = OpenAiChatClient.create(settings, key);
            return client;
        } catch (DigestFailure f) {
            clientFailure = f;
            throw f;
        }
    }

    private DigestOutcome fallback(DigestInput in, String reason, int tokensSent, long t0) {
        long ms = millisSince(t0);
        String notice = DigestOutcome.fallbackNotice(reason);
        String stats = "[goaldigest: digest unavailable (" + Sanitize.oneLine(reason, 200) + ")"
                + (tokensSent > 0 ? " | " + fmt(tokensSent) + " tokens sent" : "") + " | " + fmt(ms) + " ms]";
        return new DigestOutcome(notice + "\n" + in.prunedText(), false, reason, stats, tokensSent, 0, ms, 0, false);
    }

    private String stats(int tokensSent, int digestTokens, long ms, int dropped, boolean cached) {
        return "[goaldigest: digest by " + Sanitize.oneLine(model(), 60) + " | " + fmt(tokensSent)
                + " tokens sent -> " + fmt(digestTokens) + " in digest (o200k) | " + (cached ? "cached, " : "")
                + fmt(ms) + " ms | " + dropped + (dropped == 1 ? " invented ref" : " invented refs") + " dropped]";
    }

    private static String fmt(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static long millisSince(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }

    /** Closes the model client, if one was built. */
    @Override
    public synchronized void close() {
        closed = true;
        if (client != null) client.close();
        client = null;
    }
}
