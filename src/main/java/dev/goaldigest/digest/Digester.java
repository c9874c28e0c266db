package dev.goaldigest.digest;

import dev.goaldigest.config.Config;
import dev.goaldigest.prune.PageQuote;
import dev.goaldigest.secrets.Secrets;
import dev.goaldigest.snapshot.Tokens;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The goal digest facade: the rule-pruned tree and a goal in, a short checked digest (or the rule-pruned fallback)
 * out. Used by the proxy and the {@code digest} command.
 *
 * <pre>{@code
 * try (Digester d = Digester.create(config.digest(), System.getenv())) {
 *     if (d.isEnabled()) {
 *         d.warmUp();                        // at startup: build the client in the background
 *         DigestOutcome o = d.digest(DigestInput.of(prunedSnapshot, goal, pageUrl, pageTitle));
 *         String forAgent = o.text();        // the digest, or the one-line reason + the rule-pruned text
 *         String stats = o.statsLine();      // one line: tokens sent, tokens in digest, latency, refs dropped
 *     }
 * }
 * }</pre>
 *
 * <ul>
 *   <li>{@link #digest} never throws and never blocks past {@code digest.timeoutMs}: the limit covers the whole call,
 *       from waiting for a client still being set up to the model's answer, the SDK's retries included.</li>
 *   <li>The openai-java client is built on the first call that needs it, or ahead by {@link #warmUp()} in the
 *       background (with one round trip through it answered in-process, and the tokenizer loaded), so creating a
 *       Digester costs nothing when no model is configured. {@link #awaitReady} waits for that set-up, for a caller
 *       that can have it done before the clock starts.</li>
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
    /** Built on first use (the first use of Jackson in a fresh JVM: a fifth of a second, better spent off the main thread). */
    private DigestSchema goalSchema;
    private DigestSchema overviewSchema;
    private volatile int goalSchemaTokens = -1;
    private volatile int overviewSchemaTokens = -1;
    private final ClientFactory factory;
    private CompletableFuture<ModelClient> clientFuture;
    /** Done when the warm-up is over (the client built and exercised, the tokenizer loaded), however it ended. */
    private CompletableFuture<Void> warm;
    private boolean closed;
    private volatile Counted countedSystem;

    /** Builds the model client for the settings and the resolved key (null: none). */
    interface ClientFactory {
        ModelClient build(Config.Digest settings, String apiKey) throws DigestFailure;
    }

    private Digester(Config.Digest settings, Map<String, String> env, Prompts prompts, ClientFactory factory) {
        this.settings = settings;
        this.env = Map.copyOf(env);
        this.prompts = prompts;
        this.factory = factory;
        this.cache = new DigestCache(settings.cacheSize());
    }

    /**
     * A digester for these settings. When the digest is on, loads the prompt files now (bundled {@code prompts/}, or
     * {@code digest.promptsDir}); makes no network call. When it is off, builds nothing.
     *
     * @param env the environment the API key is read from ({@code digest.apiKeyEnv}); System.getenv() in production
     * @throws dev.goaldigest.config.ConfigException when the digest is on and {@code digest.promptsDir} lacks a prompt
     *     file (one line, for the user)
     */
    public static Digester create(Config.Digest settings, Map<String, String> env) {
        return create(settings, env, OpenAiChatClient::create);
    }

    /** A digester whose model client comes from {@code factory} (tests: a client that takes its time to set up). */
    static Digester create(Config.Digest settings, Map<String, String> env, ClientFactory factory) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(env, "env");
        return new Digester(settings, env, settings.enabled() ? Prompts.load(settings.promptsDir()) : null, factory);
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
        DigestSchema schema = overview ? overviewSchema() : goalSchema();
        long deadline = t0 + TimeUnit.MILLISECONDS.toNanos(settings.timeoutMs());
        ModelClient c = client(deadline);

        String cacheKey = DigestCache.key(in.prunedText(), overview ? null : in.goal().text(), model(), c.endpoint(),
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
        String goalText = overview ? null : in.goal().text();
        String user = prompts.user(goalText, in.pageUrl(), in.pageTitle(), tree.text(), tree.note());
        // the tree was counted by the budget step; count only what surrounds it (within a token or two at the joins)
        // the schema counts too: the server puts response_format's schema into the model's prompt
        sent[0] = systemTokens(system) + tree.tokens() + (settings.strictSchema() ? schemaTokens(schema) : 0)
                + Tokens.count(prompts.user(goalText, in.pageUrl(), in.pageTitle(), "", tree.note()));

        ModelReply reply = c.complete(system, user, schema.name(), schema.json(), deadline);
        if (reply.refusal() != null && !reply.refusal().isBlank()) throw new DigestFailure("the model refused");
        if ("length".equals(reply.finishReason())) throw new DigestFailure("the model's answer was cut off (length)");
        if ("content_filter".equals(reply.finishReason())) throw new DigestFailure("the answer was filtered (content_filter)");

        CheckedDigest checked = CheckedDigest.check(reply.content(), schema, in.pruned(), !settings.strictSchema());
        String text = DigestRenderer.render(checked, goalText, in.pruned().refs().size());
        int digestTokens = Tokens.count(text);
        cache.put(cacheKey, new DigestCache.Entry(text, sent[0], digestTokens, checked.refsDropped()));
        long ms = millisSince(t0);
        if (checked.refsDropped() > 0) LOG.info("goal digest: dropped {} invented ref(s)", checked.refsDropped());
        return new DigestOutcome(text, true, null, stats(sent[0], digestTokens, ms, checked.refsDropped(), false),
                sent[0], digestTokens, ms, checked.refsDropped(), false);
    }

    private synchronized DigestSchema goalSchema() {
        if (goalSchema == null) goalSchema = DigestSchema.goal();
        return goalSchema;
    }

    private synchronized DigestSchema overviewSchema() {
        if (overviewSchema == null) overviewSchema = DigestSchema.overview();
        return overviewSchema;
    }

    private int systemTokens(String system) {
        Counted c = countedSystem;
        if (c != null && c.text().equals(system)) return c.tokens();
        int n = Tokens.count(system);
        countedSystem = new Counted(system, n);
        return n;
    }

    /** A text and its token count, published together. */
    private record Counted(String text, int tokens) {
    }

    private int schemaTokens(DigestSchema schema) {
        // counted on first use: the tokenizer takes a second to load, which a Digester that is never used must not pay
        if (schema == goalSchema()) {
            if (goalSchemaTokens < 0) goalSchemaTokens = Tokens.count(schema.json().toString());
            return goalSchemaTokens;
        }
        if (overviewSchemaTokens < 0) overviewSchemaTokens = Tokens.count(schema.json().toString());
        return overviewSchemaTokens;
    }

    private String model() {
        if (settings.provider() == Config.Provider.AZURE && settings.azure().deployment() != null) {
            return settings.azure().deployment();
        }
        return settings.model();
    }

    /**
     * Sets the digest up in the background and returns at once: builds the model client and sends one request
     * through it that is answered inside the process (nothing goes out: see {@link ModelClient#warmUp}), and, on a
     * second thread, loads the tokenizer and counts the prompt and schema. In a cold JVM that is one to two seconds
     * (thousands of classes: openai-java, okhttp, Kotlin reflection, jtokkit's vocabulary) the first digest would
     * otherwise spend inside its time limit. Call it at startup when {@link #isEnabled()}; without it the first
     * {@link #digest} builds the client itself, within {@code digest.timeoutMs}. Does nothing when the digest is off.
     */
    public void warmUp() {
        if (!settings.enabled()) return;
        clientFuture();
    }

    /**
     * Waits (at most {@code max}) for the set-up {@link #warmUp()} started, starting it if need be: for a caller that
     * can have it done before a digest's clock starts (the one-shot {@code digest} command).
     *
     * @return whether the client is ready (false: off, still setting up after {@code max}, or its set-up failed, which
     *     the next {@link #digest} reports)
     */
    public boolean awaitReady(Duration max) {
        if (!settings.enabled()) return false;
        CompletableFuture<ModelClient> c = clientFuture();
        CompletableFuture<Void> w;
        synchronized (this) {
            w = warm;
        }
        try {
            w.get(max.toNanos(), TimeUnit.NANOSECONDS);
            return c.isDone() && !c.isCompletedExceptionally();
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The client, built once in the background (then exercised once, offline); a setup failure (no key ...) is
     * remembered and reported each time. The client is handed out as soon as it is built: a digest that comes during
     * the warm-up's round trip does not wait for it.
     */
    private synchronized CompletableFuture<ModelClient> clientFuture() {
        if (clientFuture != null) return clientFuture;
        CompletableFuture<ModelClient> f = new CompletableFuture<>();
        clientFuture = f;
        CompletableFuture<Void> tokenizer = new CompletableFuture<>();
        CompletableFuture<Void> exercised = new CompletableFuture<>();
        warm = CompletableFuture.allOf(tokenizer, exercised);
        background("goaldigest-digest-tokenizer", () -> {
            try {
                // what the first digest counts besides the page: the system prompt and the schema (cached)
                systemTokens(prompts.system());
                schemaTokens(goalSchema());
            } finally {
                tokenizer.complete(null);
            }
        });
        background("goaldigest-digest-client", () -> {
            try {
                ModelClient c = buildClient();
                synchronized (this) {
                    if (closed) {
                        c.close();
                        f.completeExceptionally(new DigestFailure("the digester is closed"));
                        return;
                    }
                }
                f.complete(c);
                long t0 = System.nanoTime();
                try {
                    DigestSchema schema = goalSchema();
                    c.warmUp(prompts.system(), schema.name(), schema.json());
                    LOG.debug("model client warmed up in {} ms (nothing sent)", millisSince(t0));
                } catch (DigestFailure | RuntimeException e) {
                    LOG.debug("model client warm-up failed: {}", e.toString());
                }
            } catch (DigestFailure e) {
                f.completeExceptionally(e);
            } catch (RuntimeException | LinkageError e) {
                f.completeExceptionally(new DigestFailure("cannot set up the model client (" + e.getClass().getSimpleName() + ")"));
            } finally {
                exercised.complete(null);
            }
        });
        return f;
    }

    private static void background(String name, Runnable work) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
    }

    private ModelClient client(long deadlineNanos) throws DigestFailure {
        synchronized (this) {
            if (closed) throw new DigestFailure("the digester is closed");
        }
        CompletableFuture<ModelClient> f = clientFuture();
        try {
            return f.get(Math.max(deadlineNanos - System.nanoTime(), 0), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw new DigestFailure("timeout after " + settings.timeoutMs() + " ms");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof DigestFailure d) throw d;
            throw new DigestFailure("cannot set up the model client");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DigestFailure("interrupted");
        }
    }

    private ModelClient buildClient() throws DigestFailure {
        String key = settings.resolveApiKey(env);
        Secrets.hold(key); // from now on redacted from whatever goaldigest writes
        boolean keyRequired = settings.apiKeyEnv() != null || settings.provider() == Config.Provider.AZURE;
        if (key == null && keyRequired) {
            String var = settings.apiKeyEnv() == null ? "digest.apiKeyEnv" : settings.apiKeyEnv();
            throw new DigestFailure("no API key: environment variable " + var + " is not set");
        }
        return factory.build(settings, key);
    }

    private DigestOutcome fallback(DigestInput in, String reason, int tokensSent, long t0) {
        long ms = millisSince(t0);
        String notice = DigestOutcome.fallbackNotice(reason, in.unpruned());
        String stats = "[goaldigest: digest unavailable (" + PageQuote.sanitize(reason) + ")"
                + (tokensSent > 0 ? " | " + fmt(tokensSent) + " tokens sent" : "") + " | " + fmt(ms) + " ms]";
        return new DigestOutcome(notice + "\n" + in.prunedText(), false, reason, stats, tokensSent, 0, ms, 0, false);
    }

    private String stats(int tokensSent, int digestTokens, long ms, int dropped, boolean cached) {
        return "[goaldigest: digest by " + PageQuote.sanitize(model()) + " | " + fmt(tokensSent)
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
        if (clientFuture != null) {
            // a client still being built is closed by its builder thread when it sees 'closed'
            clientFuture.thenAccept(ModelClient::close);
        }
    }
}
