package dev.goaldigest.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Walks each schema and checks OpenAI's strict-mode rules, then the local validator on good and bad answers. */
class DigestSchemaTest {
    static final Set<String> ALLOWED_KEYWORDS =
            Set.of("type", "description", "properties", "required", "additionalProperties", "items", "enum");

    static List<DigestSchema> schemas() {
        return List.of(DigestSchema.goal(), DigestSchema.overview());
    }

    @ParameterizedTest
    @MethodSource("schemas")
    void everySchemaObeysStrictModeRules(DigestSchema schema) {
        JsonNode root = schema.json();
        assertEquals("object", root.get("type").asText(), "the root is an object, not nullable");
        List<String> violations = new ArrayList<>();
        List<JsonNode> stack = new ArrayList<>(List.of(root));
        List<String> paths = new ArrayList<>(List.of("$"));
        int objects = 0;
        boolean refProperty = false;
        while (!stack.isEmpty()) {
            JsonNode s = stack.remove(stack.size() - 1);
            String path = paths.remove(paths.size() - 1);
            s.fieldNames().forEachRemaining(k -> {
                if (!ALLOWED_KEYWORDS.contains(k)) violations.add(path + ": keyword " + k);
            });
            Set<String> types = new HashSet<>();
            if (s.get("type").isArray()) s.get("type").forEach(t -> types.add(t.asText()));
            else types.add(s.get("type").asText());
            if (types.size() > 1 && !(types.size() == 2 && types.contains("null"))) {
                violations.add(path + ": a union other than T|null");
            }
            if (types.contains("object")) {
                objects++;
                JsonNode props = s.get("properties");
                if (props == null || props.isEmpty()) violations.add(path + ": object without properties");
                if (!s.has("additionalProperties") || s.get("additionalProperties").asBoolean(true)) {
                    violations.add(path + ": additionalProperties is not false");
                }
                Set<String> required = new HashSet<>();
                if (s.has("required")) s.get("required").forEach(r -> required.add(r.asText()));
                Set<String> names = new HashSet<>();
                props.fieldNames().forEachRemaining(names::add);
                if (!required.equals(names)) violations.add(path + ": required " + required + " != properties " + names);
                for (String n : names) {
                    if (n.contains("ref")) refProperty = true;
                    stack.add(props.get(n));
                    paths.add(path + "." + n);
                }
            }
            if (types.contains("array")) {
                if (!s.has("items")) violations.add(path + ": array without items");
                else {
                    stack.add(s.get("items"));
                    paths.add(path + "[]");
                }
            }
        }
        assertEquals(List.of(), violations);
        assertTrue(objects >= 3, "root, element and action objects");
        assertTrue(refProperty, "elements carry their ref in a property named *ref*");
    }

    @ParameterizedTest
    @MethodSource("schemas")
    void validatorAcceptsAConformingAnswerAndNamesProblems(DigestSchema schema) throws Exception {
        ObjectMapper m = new ObjectMapper();
        String elements = "[{\"ref\":\"e1\",\"role\":\"button\",\"name\":null,\"why\":\"x\"}]";
        String actions = "[{\"action\":\"click\",\"refs\":[\"e1\"],\"text\":null,\"description\":\"go\"}]";
        String good = schema.name().equals("goal_digest")
                ? "{\"summary\":\"s\",\"goal_reachable\":true,\"missing\":null,\"elements\":" + elements
                        + ",\"next_actions\":" + actions + "}"
                : "{\"summary\":\"s\",\"page_kind\":\"form\",\"elements\":" + elements + ",\"next_actions\":" + actions + "}";
        assertEquals(List.of(), schema.validate(m.readTree(good)));
        assertTrue(schema.validate(m.readTree(good.replace("\"click\"", "\"explode\""))).get(0).contains("not one of"));
        assertTrue(schema.validate(m.readTree(good.replace("\"summary\":\"s\",", ""))).get(0).contains("summary is missing"));
        assertTrue(schema.validate(m.readTree(good.replace("\"why\":\"x\"", "\"why\":\"x\",\"extra\":1")))
                .get(0).contains("extra is not allowed"));
        assertTrue(schema.validate(m.readTree(good.replace("\"name\":null", "\"name\":5"))).get(0)
                .contains("$.elements[0].name is integer, expected string or null"));
        assertTrue(schema.validate(m.readTree("[1]")).get(0).contains("$ is array"));
    }
}
