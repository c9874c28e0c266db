package dev.goaldigest.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.openai.core.ObjectMappers;
import com.openai.models.chat.completions.ChatCompletionContentPartText;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionMessageParam;
import com.openai.models.chat.completions.ChatCompletionToolMessageParam;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.snapshot.ToolResultSnapshot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Prunes the page state out of an agent's conversation history: of the tool results that carry an ARIA snapshot,
 * the last {@code keep} stay whole; in each older one only the snapshot is replaced by a one-line placeholder naming
 * the page, and the rest of that result (page section, errors, events) is kept. Everything else is untouched: user
 * and assistant messages, tool calls and their ids, tool results without a snapshot, every other field.
 *
 * <p>Reads the OpenAI Chat Completions format (openai-java's typed messages, or JSON: a messages array or a request
 * body with {@code "messages"}) and, in JSON, the Anthropic Messages format ({@code tool_result} blocks). A snapshot
 * is recognised by its own structure (a {@code ```yaml} fence of ARIA element lines under {@code ### Snapshot}, or
 * under {@code - Page Snapshot:} in older Playwright MCP results), so a message that only talks about snapshots is
 * left alone. Pruning is idempotent: a placeholder is not a snapshot.
 *
 * <pre>{@code
 * HistoryPruner pruner = new HistoryPruner(1);
 * ChatCompletionCreateParams params = pruner.prune(paramsBuilder.build());
 * String body = pruner.pruneJson(requestBodyJson);
 * }</pre>
 * Instances are immutable and thread-safe.
 */
public final class HistoryPruner {
    /** Snapshots kept whole by default: the most recent one. */
    public static final int DEFAULT_KEEP = 1;

    /** A pruned value with the report of what was done to it. */
    public record Pruned<T>(T value, HistoryReport report) {
    }

    private final int keep;

    /** Keeps the most recent snapshot. */
    public HistoryPruner() {
        this(DEFAULT_KEEP);
    }

    /** Keeps the {@code keep} most recent snapshots whole ({@code 0} replaces them all). */
    public HistoryPruner(int keep) {
        if (keep < 0) throw new IllegalArgumentException("keep must be 0 or more, got " + keep);
        this.keep = keep;
    }

    public int keep() {
        return keep;
    }

    /** Whether the text of a tool result carries an inline ARIA snapshot (the thing this class replaces). */
    public static boolean hasSnapshot(String toolResultText) {
        return ToolResultSnapshot.find(toolResultText) != null;
    }

    // ---------------------------------------------------------------- any host: the tool result texts

    /**
     * For hosts with their own message types: the texts of a conversation's tool results, oldest first, with older
     * snapshots replaced. The list has the same size and order; unchanged texts are the same instances.
     */
    public List<String> pruneToolResults(List<String> toolResultTexts) {
        List<List<String>> units = new ArrayList<>(toolResultTexts.size());
        for (String t : toolResultTexts) units.add(Collections.singletonList(t));
        Plan plan = Plan.of(units, keep);
        List<String> out = new ArrayList<>(toolResultTexts);
        for (int r = 0; r < out.size(); r++) {
            String changed = plan.changesFor(r).get(0);
            if (changed != null) out.set(r, changed);
        }
        return out;
    }

    // ---------------------------------------------------------------- openai-java typed messages

    /**
     * The messages with older snapshots replaced. Messages that do not change are the same instances; a changed tool
     * message is rebuilt from its own builder with only its content text changed (a string stays a string, an array
     * of parts stays an array with the other parts as they were).
     */
    public List<ChatCompletionMessageParam> prune(List<ChatCompletionMessageParam> messages) {
        return pruneTyped(messages).messages();
    }

    /** {@link #prune(List)} with a report (token counts over the messages as openai-java serialises them). */
    public Pruned<List<ChatCompletionMessageParam>> pruneWithReport(List<ChatCompletionMessageParam> messages) {
        TypedOutcome outcome = pruneTyped(messages);
        long before = tokens(messages);
        long after = outcome.plan().isEmpty() ? before : tokens(outcome.messages());
        HistoryReport report = new HistoryReport(messages.size(), outcome.toolResults(),
                outcome.plan().snapshotResults(), outcome.plan().replacedResults(), outcome.plan().replacedResults(),
                before, after);
        return new Pruned<>(outcome.messages(), report);
    }

    /** The same request with older snapshots in its messages replaced; the same instance when nothing changes. */
    public ChatCompletionCreateParams prune(ChatCompletionCreateParams params) {
        TypedOutcome outcome = pruneTyped(params.messages());
        if (outcome.plan().isEmpty()) return params;
        return params.toBuilder().messages(outcome.messages()).build();
    }

    /**
     * Replaces the builder's messages with their pruned form and returns the builder. The builder must be complete
     * enough to build (messages and model set), because openai-java builders cannot be read otherwise.
     */
    public ChatCompletionCreateParams.Builder prune(ChatCompletionCreateParams.Builder builder) {
        TypedOutcome outcome = pruneTyped(builder.build().messages());
        if (!outcome.plan().isEmpty()) builder.messages(outcome.messages());
        return builder;
    }

    private record TypedOutcome(List<ChatCompletionMessageParam> messages, Plan plan, int toolResults) {
    }

    private TypedOutcome pruneTyped(List<ChatCompletionMessageParam> messages) {
        List<Integer> at = new ArrayList<>();
        List<List<String>> texts = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            ChatCompletionMessageParam m = messages.get(i);
            if (!m.isTool()) continue;
            Optional<ChatCompletionToolMessageParam.Content> content = m.asTool()._content().asKnown();
            if (content.isEmpty()) continue; // content not in a known shape: leave the message alone
            List<String> pieces = new ArrayList<>();
            ChatCompletionToolMessageParam.Content c = content.get();
            if (c.isText()) {
                pieces.add(c.asText());
            } else if (c.isArrayOfContentParts()) {
                for (ChatCompletionContentPartText part : c.asArrayOfContentParts()) {
                    pieces.add(part._text().asKnown().orElse(null));
                }
            }
            at.add(i);
            texts.add(pieces);
        }
        Plan plan = Plan.of(texts, keep);
        List<ChatCompletionMessageParam> out = new ArrayList<>(messages);
        for (int r = 0; r < at.size(); r++) {
            Map<Integer, String> changes = plan.changesFor(r);
            if (changes.isEmpty()) continue;
            int i = at.get(r);
            ChatCompletionToolMessageParam tool = messages.get(i).asTool();
            ChatCompletionToolMessageParam.Content c = tool._content().asKnown().orElseThrow();
            ChatCompletionToolMessageParam rebuilt;
            if (c.isText()) {
                rebuilt = tool.toBuilder().content(changes.get(0)).build();
            } else {
                List<ChatCompletionContentPartText> parts = new ArrayList<>(c.asArrayOfContentParts());
                for (Map.Entry<Integer, String> e : changes.entrySet()) {
                    parts.set(e.getKey(), parts.get(e.getKey()).toBuilder().text(e.getValue()).build());
                }
                rebuilt = tool.toBuilder().contentOfArrayOfContentParts(parts).build();
            }
            out.set(i, ChatCompletionMessageParam.ofTool(rebuilt));
        }
        return new TypedOutcome(List.copyOf(out), plan, at.size());
    }

    private static long tokens(List<ChatCompletionMessageParam> messages) {
        JsonNode tree = ObjectMappers.jsonMapper().valueToTree(messages);
        return JsonConversation.of(tree).tokens();
    }

    // ---------------------------------------------------------------- JSON

    /**
     * Prunes a conversation given as JSON text: a messages array, or a request body with {@code "messages"} (OpenAI
     * Chat Completions or Anthropic Messages). Returns the same text with only the rewritten content strings changed;
     * every other byte (key order, spacing, number formatting, escapes) is as it was.
     *
     * @throws HistoryFormatException when the text is not JSON or holds no messages array
     */
    public String pruneJson(String json) {
        return pruneJson(json, false).value();
    }

    /** {@link #pruneJson(String)} with a report (which costs a tokenizer pass over the conversation). */
    public Pruned<String> pruneJsonWithReport(String json) {
        return pruneJson(json, true);
    }

    private Pruned<String> pruneJson(String json, boolean countTokens) {
        if (json == null) throw new HistoryFormatException("not JSON: no input");
        boolean bom = json.startsWith("\uFEFF");
        String body = bom ? json.substring(1) : json;
        JsonConversation conversation = JsonConversation.of(JsonConversation.read(body));
        long before = countTokens ? conversation.tokens() : 0;
        Plan plan = Plan.of(conversation.toolResultTexts(), keep);
        String out = conversation.splice(body, plan);
        long after = before;
        int touched = 0;
        if (!plan.isEmpty()) {
            if (countTokens) after = before + tokenDelta(conversation, plan);
            touched = touchedMessages(conversation, plan);
        }
        HistoryReport report = new HistoryReport(conversation.messageCount(), conversation.toolResults().size(),
                plan.snapshotResults(), plan.replacedResults(), touched, before, after);
        return new Pruned<>(bom ? "\uFEFF" + out : out, report);
    }

    /**
     * Prunes a conversation given as a Jackson tree (a messages array, or a request body with {@code "messages"}).
     * Returns a deep copy with only the rewritten content strings changed; the argument is not modified.
     *
     * @throws HistoryFormatException when the tree holds no messages array
     */
    public JsonNode prune(JsonNode conversation) {
        JsonNode copy = conversation.deepCopy();
        JsonConversation c = JsonConversation.of(copy);
        c.apply(Plan.of(c.toolResultTexts(), keep));
        return copy;
    }

    /** Tokens after minus tokens before, over the strings the plan rewrites. */
    private static long tokenDelta(JsonConversation conversation, Plan plan) {
        long delta = 0;
        List<List<JsonConversation.Piece>> results = conversation.toolResults();
        for (int r = 0; r < results.size(); r++) {
            for (Map.Entry<Integer, String> e : plan.changesFor(r).entrySet()) {
                delta += Tokens.count(e.getValue()) - Tokens.count(results.get(r).get(e.getKey()).text());
            }
        }
        return delta;
    }

    private static int touchedMessages(JsonConversation conversation, Plan plan) {
        Set<Integer> touched = new HashSet<>();
        List<List<JsonConversation.Piece>> results = conversation.toolResults();
        for (int r = 0; r < results.size(); r++) {
            if (plan.changes(r)) touched.add(results.get(r).get(0).message());
        }
        return touched.size();
    }
}
