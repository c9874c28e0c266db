package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in model for the digest benchmark: an OpenAI-compatible {@code /v1/chat/completions} on 127.0.0.1 that
 * answers from the real request. It reads the goal and the snapshot lines out of the user message, ranks the
 * elements with refs by the goal's words, and answers a {@code chat.completion} in the goal schema naming the ones
 * that share words with the goal (at most 6, as the prompt asks; as next actions the matching fields to fill in, then one click; the first 3 actionable ones when none does;
 * a summary and step descriptions of a few words, names shortened as a model would). It checks that each request asks for {@code json_schema} with {@code strict: true}. Its own handling time
 * is summed, so the benchmark can report the latency goaldigest adds beyond the model's.
 */
final class FakeModelServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern LINE = Pattern.compile(
            "^\\s*- '?([a-z]+)(?: \"((?:[^\"\\\\]|\\\\.)*)\")?[^\\n]*?\\[ref=([A-Za-z0-9]+)\\]");
    private static final Pattern GOAL = Pattern.compile("(?m)^The agent's goal: (.*)$");
    /** Words of a goal that say nothing about which element matters; a model does not match on them. */
    private static final Set<String> STOPWORDS = Set.of("the", "and", "for", "from", "with", "into", "onto", "what",
            "which", "does", "how", "many", "much", "this", "that", "are", "was", "were", "its", "according", "page",
            "show", "open", "only", "then", "all", "any", "one", "two", "out", "has", "have", "you", "your", "there");
    /** The prompt's limits (prompts/system.md): a model that follows them names at most this many. */
    static final int MAX_ELEMENTS = 6;
    static final int MAX_ACTIONS = 4;
    private static final Set<String> ACTIONABLE = Set.of("button", "link", "textbox", "searchbox", "combobox",
            "checkbox", "radio", "option", "menuitem", "tab", "switch", "slider", "spinbutton");

    private final HttpServer server;
    private final AtomicLong handledNanos = new AtomicLong();
    private final AtomicLong requests = new AtomicLong();
    private final AtomicLong notStrict = new AtomicLong();
    private volatile String lastUserMessage = "";

    FakeModelServer() throws IOException {
        // without TCP_NODELAY the JDK server's small writes meet delayed ACKs: ~40 ms per call that is nobody's work
        System.setProperty("sun.net.httpserver.nodelay", "true");
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "fake-model");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/v1/chat/completions", this::handle);
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    long handledNanos() {
        return handledNanos.get();
    }

    long requests() {
        return requests.get();
    }

    /** The user message of the last request (what the model was sent). */
    String lastUserMessage() {
        return lastUserMessage;
    }

    long notStrict() {
        return notStrict.get();
    }

    private void handle(HttpExchange ex) throws IOException {
        long t0 = System.nanoTime();
        byte[] out;
        int status = 200;
        try {
            JsonNode req = JSON.readTree(ex.getRequestBody().readAllBytes());
            JsonNode rf = req.path("response_format");
            if (!"json_schema".equals(rf.path("type").asText()) || !rf.path("json_schema").path("strict").asBoolean()) {
                notStrict.incrementAndGet();
            }
            String user = req.path("messages").path(1).path("content").asText();
            lastUserMessage = user;
            out = JSON.writeValueAsBytes(completion(req.path("model").asText(), answer(user)));
        } catch (RuntimeException e) {
            status = 400;
            out = ("{\"error\":{\"message\":\"bad request\",\"type\":\"invalid_request_error\",\"param\":null,"
                    + "\"code\":null}}").getBytes(StandardCharsets.UTF_8);
        }
        ex.getResponseHeaders().add("Content-Type", "application/json");
        ex.sendResponseHeaders(status, out.length);
        try (OutputStream os = ex.getResponseBody()) {
            os.write(out);
        }
        requests.incrementAndGet();
        handledNanos.addAndGet(System.nanoTime() - t0);
    }

    private record Candidate(String role, String name, String ref, int score, int order) {
    }

    /** The answer a diligent small model might give: the elements whose names share the goal's words. */
    static ObjectNode answer(String user) {
        Matcher g = GOAL.matcher(user);
        String goal = g.find() ? g.group(1) : "";
        List<String> terms = new ArrayList<>();
        for (String w : goal.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (w.length() >= 3 && !STOPWORDS.contains(w)) terms.add(w);
        }
        int begin = user.indexOf("Snapshot:\n");
        List<Candidate> cands = new ArrayList<>();
        int order = 0;
        for (String line : user.substring(Math.max(begin, 0)).split("\n")) {
            Matcher m = LINE.matcher(line);
            if (!m.find()) continue;
            String name = m.group(2) == null ? "" : m.group(2);
            String hay = (name + " " + line).toLowerCase(Locale.ROOT);
            int score = 0;
            for (String t : terms) if (hay.contains(t)) score += 2;
            if (ACTIONABLE.contains(m.group(1))) score++;
            cands.add(new Candidate(m.group(1), name, m.group(3), score, order++));
        }
        cands.sort(Comparator.comparingInt(Candidate::score).reversed().thenComparingInt(Candidate::order));
        // like a model asked for "the elements that matter", within the prompt's limit: those sharing the goal's
        // words, else the first 3 actionable ones
        int matching = (int) cands.stream().filter(c -> c.score() > 1).count();
        List<Candidate> top = cands.subList(0, Math.min(matching > 0 ? Math.min(matching, MAX_ELEMENTS) : 3,
                cands.size()));
        ObjectNode a = JSON.createObjectNode();
        // prose as the prompt asks for it: a short summary, a few words per step (names shortened, as a model would)
        a.put("summary", top.isEmpty() ? "The page shows nothing that fits the goal."
                : "The page has " + top.size() + " elements related to the goal; the first is the " + top.get(0).role()
                        + " '" + fewWords(top.get(0).name(), 8) + "'.");
        a.put("goal_reachable", !top.isEmpty() && top.get(0).score() > 1);
        if (!top.isEmpty() && top.get(0).score() > 1) a.putNull("missing");
        else a.put("missing", "nothing on the page names the goal's words");
        ArrayNode els = a.putArray("elements");
        ArrayNode acts = a.putArray("next_actions");
        // the steps in order, as a model asked for "the next actions" gives them: fill in the matching fields, then
        // one click (a click moves on; alternatives to it are elements, not further steps)
        Candidate click = null;
        for (Candidate c : top) {
            ObjectNode e = els.addObject();
            e.put("ref", c.ref());
            e.put("role", c.role());
            if (c.name().isEmpty()) e.putNull("name");
            else e.put("name", c.name());
            e.put("why", c.score() > 1 ? "its name matches the goal" : "an element the agent can act on");
            if (!ACTIONABLE.contains(c.role())) continue;
            boolean field = c.role().equals("textbox") || c.role().equals("searchbox");
            if (field && acts.size() < MAX_ACTIONS - 1) {
                ObjectNode act = acts.addObject();
                act.put("action", "type");
                act.putArray("refs").add(c.ref());
                act.put("text", "…");
                act.put("description", "fill in " + (c.name().isEmpty() ? c.role() : fewWords(c.name(), 5)));
            } else if (!field && click == null) {
                click = c;
            }
        }
        if (click != null) {
            ObjectNode act = acts.addObject();
            act.put("action", "click");
            act.putArray("refs").add(click.ref());
            act.putNull("text");
            act.put("description", "open " + (click.name().isEmpty() ? click.role() : fewWords(click.name(), 5)));
        }
        return a;
    }

    private static String fewWords(String s, int n) {
        String[] w = s.split("\\s+");
        return w.length <= n ? s : String.join(" ", java.util.Arrays.asList(w).subList(0, n));
    }

    private static ObjectNode completion(String model, ObjectNode answer) throws IOException {
        ObjectNode c = JSON.createObjectNode();
        c.put("id", "chatcmpl-bench");
        c.put("object", "chat.completion");
        c.put("created", System.currentTimeMillis() / 1000);
        c.put("model", model);
        ObjectNode ch = c.putArray("choices").addObject();
        ch.put("index", 0);
        ObjectNode msg = ch.putObject("message");
        msg.put("role", "assistant");
        msg.put("content", JSON.writeValueAsString(answer));
        msg.putNull("refusal");
        msg.putArray("annotations");
        ch.putNull("logprobs");
        ch.put("finish_reason", "stop");
        ObjectNode u = c.putObject("usage");
        u.put("prompt_tokens", 0);
        u.put("completion_tokens", 0);
        u.put("total_tokens", 0);
        c.put("system_fingerprint", "fp_bench");
        return c;
    }

    @Override
    public void close() {
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }
}
