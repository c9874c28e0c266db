package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Set;

/**
 * The upstream's tools the proxy knows by name (Playwright MCP; see {@code fixtures/upstream/tools.json}) and what
 * each means to it. Every other tool is relayed and its result's snapshot pruned without the proxy knowing its name.
 * A tool that types text or navigates is one entry in {@link #NOTES}; a recovery tool, one name in
 * {@link #AS_IT_CAME}.
 */
final class PlaywrightTools {
    static final String SNAPSHOT = "browser_snapshot";
    static final String FIND = "browser_find";
    static final String NAVIGATE = "browser_navigate";
    static final String TYPE = "browser_type";
    static final String FILL_FORM = "browser_fill_form";
    static final String HANDLE_DIALOG = "browser_handle_dialog";

    /**
     * Tools whose snapshot is of a page the agent has not seen (a navigation, another tab): shown whole, never as
     * changes.
     */
    static final Set<String> NEW_PAGE = Set.of(NAVIGATE, "browser_navigate_back", "browser_navigate_forward",
            "browser_tabs");

    /** {@code browser_snapshot} arguments that make its snapshot part of the page: returned as it came. */
    static final Set<String> PARTIAL_SNAPSHOT = Set.of("target", "depth");
    /** The {@code browser_snapshot} argument that saves the snapshot to a file: returned as it came. */
    static final String SAVED_SNAPSHOT = "filename";

    /**
     * Tools whose results go back as the upstream returned them: the recovery calls fold lines point to. What they
     * show is part of a page, never kept as the last snapshot.
     */
    static final Set<String> AS_IT_CAME = Set.of(FIND);

    /** What a call tells the page context: typed text (never a secret field's) and navigation targets. */
    @FunctionalInterface
    interface Note {
        void tell(PageContext page, JsonNode arguments);
    }

    private static final Map<String, Note> NOTES = Map.of(
            NAVIGATE, (page, args) -> page.navigating(text(args, "url")),
            TYPE, (page, args) -> page.typed(text(args, "text"), target(args), text(args, "element")),
            FILL_FORM, PlaywrightTools::filledForm);

    /** Form fields whose value is typed text: other types (checkbox, radio, slider) say nothing of the goal. */
    private static final Set<String> TYPED_FIELDS = Set.of("textbox", "combobox");

    private PlaywrightTools() {
    }

    /** What a call of {@code tool} tells the page context, or null for nothing. */
    static Note noteFor(String tool) {
        return NOTES.get(tool);
    }

    private static void filledForm(PageContext page, JsonNode args) {
        JsonNode fields = args.get("fields");
        if (fields == null || !fields.isArray()) return;
        for (JsonNode f : fields) {
            String type = text(f, "type");
            if (type != null && !TYPED_FIELDS.contains(type)) continue;
            page.typed(text(f, "value"), target(f), text(f, "name"), text(f, "element"));
        }
    }

    /** The element an argument object points at: {@code target} (0.0.71 on), or {@code ref} (up to 0.0.70). */
    private static String target(JsonNode args) {
        String t = text(args, "target");
        return t != null ? t : text(args, "ref");
    }

    static String text(JsonNode args, String field) {
        JsonNode n = args.get(field);
        return n != null && n.isTextual() ? n.asText() : null;
    }
}
