package dev.goaldigest.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.openai.core.JsonValue;
import com.openai.core.ObjectMappers;
import com.openai.models.chat.completions.ChatCompletionContentPartText;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionMessageParam;
import com.openai.models.chat.completions.ChatCompletionToolMessageParam;
import com.openai.models.chat.completions.ChatCompletionUserMessageParam;
import dev.goaldigest.testing.Fixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** openai-java's typed messages: the same decisions as JSON, with untouched messages kept as the same instances. */
class HistoryPrunerTypedTest {

    static List<ChatCompletionMessageParam> typed(JsonNode messages) throws Exception {
        return ObjectMappers.jsonMapper().readValue(messages.toString(), new TypeReference<>() {
        });
    }

    /** The tool texts of the JSON variant's output, in order: what the typed variant must produce too. */
    static List<String> jsonToolTexts(String prunedJson) throws Exception {
        JsonNode root = HistoryPrunerJsonTest.OM.readTree(prunedJson);
        JsonNode messages = root.isArray() ? root : root.get("messages");
        List<String> out = new ArrayList<>();
        for (JsonNode m : messages) {
            if (!m.path("role").asText().equals("tool")) continue;
            JsonNode c = m.get("content");
            out.add(c.isTextual() ? c.asText() : c.get(0).get("text").asText());
        }
        return out;
    }

    static List<String> typedToolTexts(List<ChatCompletionMessageParam> messages) {
        List<String> out = new ArrayList<>();
        for (ChatCompletionMessageParam m : messages) {
            if (!m.isTool()) continue;
            ChatCompletionToolMessageParam.Content c = m.asTool().content();
            out.add(c.isText() ? c.asText() : c.asArrayOfContentParts().get(0).text());
        }
        return out;
    }

    @Test
    void typedStringContentsMatchTheJsonVariantAndKeepInstances() throws Exception {
        String json = Fixtures.read(HistoryPrunerJsonTest.DIR.resolve("six-pages.messages.json"));
        List<ChatCompletionMessageParam> in = typed(HistoryPrunerJsonTest.OM.readTree(json));
        HistoryPruner.Pruned<List<ChatCompletionMessageParam>> pruned = new HistoryPruner().pruneWithReport(in);
        List<ChatCompletionMessageParam> out = pruned.value();
        assertEquals(in.size(), out.size());
        int rebuilt = 0;
        for (int i = 0; i < in.size(); i++) {
            if (in.get(i) == out.get(i)) continue;
            rebuilt++;
            assertTrue(out.get(i).isTool());
            assertEquals(in.get(i).asTool().toolCallId(), out.get(i).asTool().toolCallId());
            assertTrue(out.get(i).asTool().content().isText(), "a string stays a string");
        }
        assertEquals(5, rebuilt, "only the five older snapshot results are new instances");
        assertEquals(jsonToolTexts(new HistoryPruner().pruneJson(json)), typedToolTexts(out));
        assertEquals(5, pruned.report().snapshotsReplaced());
        assertTrue(pruned.report().reduction() >= 0.6, pruned.report().summaryLine());
    }

    @Test
    void typedArrayPartsStayArraysAndOtherPartsKeepTheirInstances() throws Exception {
        String json = Fixtures.read(HistoryPrunerJsonTest.DIR.resolve("six-pages.request.json"));
        List<ChatCompletionMessageParam> in = typed(HistoryPrunerJsonTest.OM.readTree(json).get("messages"));
        // give one older snapshot result a second part, which must come through as the same instance
        int firstSnapshot = -1;
        for (int i = 0; i < in.size() && firstSnapshot < 0; i++) {
            if (in.get(i).isTool() && HistoryPruner.hasSnapshot(
                    in.get(i).asTool().content().asArrayOfContentParts().get(0).text())) firstSnapshot = i;
        }
        ChatCompletionContentPartText extra = ChatCompletionContentPartText.builder().text("a note").build();
        ChatCompletionToolMessageParam t = in.get(firstSnapshot).asTool();
        List<ChatCompletionContentPartText> parts = new ArrayList<>(t.content().asArrayOfContentParts());
        parts.add(extra);
        List<ChatCompletionMessageParam> messages = new ArrayList<>(in);
        messages.set(firstSnapshot, ChatCompletionMessageParam.ofTool(
                t.toBuilder().contentOfArrayOfContentParts(parts).build()));

        List<ChatCompletionMessageParam> out = new HistoryPruner(2).prune(messages);
        ChatCompletionToolMessageParam changed = out.get(firstSnapshot).asTool();
        assertTrue(changed.content().isArrayOfContentParts(), "an array stays an array");
        assertEquals(2, changed.content().asArrayOfContentParts().size());
        assertSame(extra, changed.content().asArrayOfContentParts().get(1));
        assertTrue(changed.content().asArrayOfContentParts().get(0).text().contains(Placeholder.PREFIX));
        assertEquals(JsonValue.from("text"), changed.content().asArrayOfContentParts().get(0)._type());
        int rebuilt = 0;
        for (int i = 0; i < messages.size(); i++) if (messages.get(i) != out.get(i)) rebuilt++;
        assertEquals(4, rebuilt, "keep 2: four older snapshot results rebuilt");
    }

    @Test
    void createParamsAndItsBuilder() throws Exception {
        String json = Fixtures.read(HistoryPrunerJsonTest.DIR.resolve("six-pages.messages.json"));
        List<ChatCompletionMessageParam> in = typed(HistoryPrunerJsonTest.OM.readTree(json));
        ChatCompletionCreateParams params = ChatCompletionCreateParams.builder()
                .model("gpt-4.1-mini").temperature(0.2).messages(in).build();
        HistoryPruner pruner = new HistoryPruner();
        ChatCompletionCreateParams pruned = pruner.prune(params);
        assertNotSame(params, pruned);
        assertEquals(params.model(), pruned.model());
        assertEquals(params.temperature(), pruned.temperature());
        assertEquals(pruner.prune(in), pruned.messages());
        assertSame(pruned, pruner.prune(pruned), "nothing left to prune: the same instance");

        ChatCompletionCreateParams.Builder builder = ChatCompletionCreateParams.builder()
                .model("gpt-4.1-mini").messages(in);
        assertSame(builder, pruner.prune(builder));
        assertEquals(pruned.messages(), builder.build().messages());
    }

    @Test
    void userMessagesAreNeverCandidates() throws Exception {
        String real = Fixtures.read(Fixtures.CORPUS.resolve("jacamo-signin.response.txt"));
        ChatCompletionMessageParam user = ChatCompletionMessageParam.ofUser(
                ChatCompletionUserMessageParam.builder().content(real).build());
        ChatCompletionMessageParam tool = ChatCompletionMessageParam.ofTool(
                ChatCompletionToolMessageParam.builder().toolCallId("call_1").content(real).build());
        List<ChatCompletionMessageParam> in = List.of(user, user, tool);
        List<ChatCompletionMessageParam> out = new HistoryPruner(0).prune(in);
        assertSame(user, out.get(0));
        assertSame(user, out.get(1));
        assertFalse(out.get(2).asTool().content().asText().contains("```yaml"));
        assertEquals("call_1", out.get(2).asTool().toolCallId());
    }
}
