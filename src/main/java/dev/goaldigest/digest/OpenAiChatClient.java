package dev.goaldigest.digest;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.openai.azure.AzureOpenAIServiceVersion;
import com.openai.azure.AzureUrlPathMode;
import com.openai.azure.credential.AzureApiKeyCredential;
import com.openai.client.OpenAIClient;
import com.openai.client.OpenAIClientAsync;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.JsonValue;
import com.openai.errors.OpenAIInvalidDataException;
import com.openai.errors.OpenAIIoException;
import com.openai.errors.OpenAIServiceException;
import com.openai.models.ResponseFormatJsonObject;
import com.openai.models.ResponseFormatJsonSchema;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import dev.goaldigest.config.Config;
import dev.goaldigest.secrets.Secrets;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Chat Completions through openai-java: OpenAI ({@code Authorization: Bearer}), any OpenAI-compatible base URL, or
 * Azure OpenAI ({@code /openai/deployments/{deployment}/chat/completions?api-version=...}, {@code api-key} header).
 * The whole call, the SDK's retries included, is bounded by the deadline given to {@link #complete}.
 */
final class OpenAiChatClient implements ModelClient {
    /**
     * The header only {@link #warmUp}'s request carries: {@link #WARM_UP} answers it inside the process, and it never
     * reaches a server.
     */
    static final String WARM_UP_HEADER = "X-Goaldigest-Warm-Up";
    /** A minimal chat.completion, in the wire format of the real API, for the warm-up's round trip. */
    private static final String WARM_UP_ANSWER = "{\"id\":\"chatcmpl-goaldigest-warm-up\",\"object\":\"chat.completion\","
            + "\"created\":0,\"model\":\"warm-up\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
            + "\"content\":\"{}\",\"refusal\":null,\"annotations\":[]},\"logprobs\":null,\"finish_reason\":\"stop\"}],"
            + "\"usage\":{\"prompt_tokens\":0,\"completion_tokens\":0,\"total_tokens\":0}}";
    /** Answers the warm-up's request where a server would; every other request goes on as it came. */
    private static final Interceptor WARM_UP = chain -> {
        Request r = chain.request();
        if (r.header(WARM_UP_HEADER) == null) return chain.proceed(r);
        return new Response.Builder().request(r).protocol(Protocol.HTTP_1_1).code(200).message("OK")
                .header("Content-Type", "application/json")
                .body(ResponseBody.create(WARM_UP_ANSWER, MediaType.get("application/json"))).build();
    };
    /** Where a call is built and handed to the SDK, so that this part too is inside the call's deadline. */
    private static final ExecutorService SENDER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "goaldigest-model-call");
        t.setDaemon(true);
        return t;
    });

    private final OpenAIClient owner;
    private final OpenAIClientAsync client;
    private final String model;
    private final boolean strict;
    private final String endpoint;
    private final long configuredTimeoutMs;

    private OpenAiChatClient(OpenAIClient owner, String model, boolean strict, String endpoint, long configuredTimeoutMs) {
        this.configuredTimeoutMs = configuredTimeoutMs;
        this.owner = owner;
        this.client = owner.async();
        this.model = model;
        this.strict = strict;
        this.endpoint = endpoint;
    }

    /**
     * Builds the client (no network yet).
     *
     * @param apiKey the key, or null for a server that needs none (a local OpenAI-compatible server)
     * @throws DigestFailure when the settings cannot make a client (e.g. Azure without endpoint)
     */
    static OpenAiChatClient create(Config.Digest d, String apiKey) throws DigestFailure {
        OpenAIOkHttpClient.Builder b = OpenAIOkHttpClient.builder()
                .maxRetries(d.maxRetries())
                .timeout(Duration.ofMillis(d.timeoutMs()))
                .addInterceptor(WARM_UP);
        String model;
        String endpoint;
        if (d.provider() == Config.Provider.AZURE) {
            Config.Azure a = d.azure();
            if (a.endpoint() == null) throw new DigestFailure("digest.azure.endpoint is not set");
            String deployment = a.deployment() != null ? a.deployment() : d.model();
            if (deployment == null) throw new DigestFailure("digest.azure.deployment is not set");
            if (apiKey == null) throw new DigestFailure("no API key for Azure OpenAI");
            String version = a.apiVersion() == null ? "2024-10-21" : a.apiVersion();
            endpoint = trimSlash(a.endpoint());
            // LEGACY: the deployment goes in the path (/openai/deployments/{deployment}/...), for any host
            b.baseUrl(endpoint)
                    .credential(AzureApiKeyCredential.create(apiKey))
                    .azureServiceVersion(AzureOpenAIServiceVersion.fromString(version))
                    .azureUrlPathMode(AzureUrlPathMode.LEGACY);
            model = deployment;
        } else {
            if (d.baseUrl() == null) throw new DigestFailure("digest.baseUrl is not set");
            if (d.model() == null) throw new DigestFailure("digest.model is not set");
            endpoint = trimSlash(d.baseUrl());
            // a local server without auth still gets a (meaningless) bearer value: the SDK requires one
            b.baseUrl(endpoint).apiKey(apiKey == null ? "none" : apiKey);
            model = d.model();
        }
        try {
            return new OpenAiChatClient(b.build(), model, d.strictSchema(), endpoint, d.timeoutMs());
        } catch (RuntimeException e) {
            throw new DigestFailure("cannot set up the model client (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static String trimSlash(String s) {
        String t = s.trim();
        while (t.endsWith("/")) t = t.substring(0, t.length() - 1);
        return t;
    }

    @Override
    public String endpoint() {
        return endpoint;
    }

    @Override
    public ModelReply complete(String system, String user, String schemaName, ObjectNode schema, long deadlineNanos)
            throws DigestFailure {
        return call(() -> params(system, user, schemaName, schema).build(), deadlineNanos);
    }

    @Override
    public void warmUp(String system, String schemaName, ObjectNode schema) throws DigestFailure {
        call(() -> params(system, "The agent's goal: warm up", schemaName, schema)
                .putAdditionalHeader(WARM_UP_HEADER, "1").build(), System.nanoTime() + TimeUnit.SECONDS.toNanos(60));
    }

    private ChatCompletionCreateParams.Builder params(String system, String user, String schemaName, ObjectNode schema) {
        ChatCompletionCreateParams.Builder p = ChatCompletionCreateParams.builder()
                .model(model)
                .addSystemMessage(system)
                .addUserMessage(user);
        // no temperature: reasoning models (o-series, gpt-5 nano) reject anything but the default
        if (strict) {
            ResponseFormatJsonSchema.JsonSchema.Schema.Builder sb = ResponseFormatJsonSchema.JsonSchema.Schema.builder();
            @SuppressWarnings("unchecked")
            Map<String, Object> m = DigestSchema.JSON.convertValue(schema, Map.class);
            m.forEach((k, v) -> sb.putAdditionalProperty(k, JsonValue.from(v)));
            p.responseFormat(ResponseFormatJsonSchema.builder()
                    .jsonSchema(ResponseFormatJsonSchema.JsonSchema.builder()
                            .name(schemaName).strict(true).schema(sb.build()).build())
                    .build());
        } else {
            p.responseFormat(ResponseFormatJsonObject.builder().build());
        }
        return p;
    }

    /**
     * One call, all of it (building the request, the SDK's serialisation and sending, its retries, the answer) bounded
     * by {@code deadlineNanos}: in a cold JVM building and serialising the first request alone takes a good part of a
     * second, which must not run outside the limit.
     */
    private ModelReply call(Supplier<ChatCompletionCreateParams> request, long deadlineNanos) throws DigestFailure {
        if (deadlineNanos - System.nanoTime() <= 0) throw new DigestFailure("timeout after " + configuredTimeoutMs + " ms");
        AtomicReference<CompletableFuture<ChatCompletion>> sent = new AtomicReference<>();
        CompletableFuture<ChatCompletion> f = CompletableFuture.supplyAsync(() -> {
            try {
                CompletableFuture<ChatCompletion> s = client.chat().completions().create(request.get());
                sent.set(s);
                return s;
            } catch (RuntimeException e) {
                throw new CompletionException(new DigestFailure("cannot send the request (" + e.getClass().getSimpleName() + ")"));
            }
        }, SENDER).thenCompose(s -> s);
        ChatCompletion c;
        try {
            c = f.get(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            cancel(f, sent.get());
            throw new DigestFailure("timeout after " + configuredTimeoutMs + " ms");
        } catch (InterruptedException e) {
            cancel(f, sent.get());
            Thread.currentThread().interrupt();
            throw new DigestFailure("interrupted");
        } catch (CancellationException e) {
            throw new DigestFailure("cancelled");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof DigestFailure d) throw d;
            String reason = describe(e.getCause(), configuredTimeoutMs);
            if (strict && e.getCause() instanceof OpenAIServiceException s && s.statusCode() == 400
                    && "response_format".equals(field(s::param))) {
                reason += "; the server rejects strict schemas: set digest.strictSchema to false";
            }
            throw new DigestFailure(reason);
        }
        try {
            return reply(c);
        } catch (RuntimeException e) {
            // the SDK reads fields lazily: a body without choices or message throws here
            throw new DigestFailure("the model endpoint sent an answer that is not a chat completion");
        }
    }

    private static void cancel(CompletableFuture<?> call, CompletableFuture<?> sent) {
        call.cancel(true);
        if (sent != null) sent.cancel(true);
    }

    private static ModelReply reply(ChatCompletion c) throws DigestFailure {
        if (c.choices().isEmpty()) throw new DigestFailure("the model endpoint sent no choices");
        ChatCompletion.Choice ch = c.choices().get(0);
        String finish = null;
        try {
            finish = ch.finishReason().asString();
        } catch (RuntimeException ignored) {
            // absent or unknown finish_reason: some compatible servers omit it
        }
        long pt = c.usage().map(u -> safe(u::promptTokens)).orElse(-1L);
        long ct = c.usage().map(u -> safe(u::completionTokens)).orElse(-1L);
        return new ModelReply(ch.message().content().orElse(null), ch.message().refusal().orElse(null), finish, pt, ct);
    }

    private static long safe(LongSupplier s) {
        try {
            return s.getAsLong();
        } catch (RuntimeException e) {
            return -1L;
        }
    }

    /**
     * One line for the user. Of what the server sent only a short identifier-like code or type is kept
     * ({@link Secrets#serverDetail}): its message, and a code that reads like a key, are never repeated (gateways echo
     * the key there).
     */
    static String describe(Throwable t, long timeoutMs) {
        if (t instanceof OpenAIServiceException s) {
            String detail = Secrets.serverDetail(field(s::code));
            if (detail.isEmpty()) detail = Secrets.serverDetail(field(s::type));
            return "HTTP " + s.statusCode() + " from the model endpoint" + (detail.isEmpty() ? "" : " (" + detail + ")");
        }
        if (t instanceof OpenAIIoException io) {
            for (Throwable c = io.getCause(); c != null; c = c.getCause()) {
                if (c instanceof ConnectException) return "cannot connect to the model endpoint (connection refused)";
                if (c instanceof UnknownHostException) return "cannot connect to the model endpoint (unknown host)";
                if (c instanceof SocketTimeoutException || c instanceof InterruptedIOException) {
                    return "timeout after " + timeoutMs + " ms";
                }
            }
            return "cannot reach the model endpoint (" + (io.getCause() == null ? "I/O error"
                    : io.getCause().getClass().getSimpleName()) + ")";
        }
        if (t instanceof OpenAIInvalidDataException) return "the model endpoint sent an answer that is not a chat completion";
        return "model call failed (" + (t == null ? "unknown" : t.getClass().getSimpleName()) + ")";
    }

    /** A field of the server's error body; "" when absent or not a string (the SDK throws for a missing "type"). */
    private static String field(Supplier<Optional<String>> f) {
        try {
            return f.get().orElse("");
        } catch (RuntimeException e) {
            return "";
        }
    }

    @Override
    public void close() {
        try {
            owner.close();
        } catch (RuntimeException ignored) {
            // closing is best effort
        }
    }
}
