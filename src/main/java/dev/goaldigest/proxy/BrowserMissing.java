package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * An upstream error saying it found no browser to start (the default {@code @playwright/mcp} looks for Google Chrome,
 * which a Debian machine or a container seldom has): goaldigest adds one line of its own after the upstream's text
 * saying how to point the upstream at a browser. The upstream's text is left as it came.
 */
final class BrowserMissing {
    /**
     * Playwright's own words for a browser it cannot find: {@code Chromium distribution 'chrome' is not found at ...}
     * (a channel), {@code Browser "chromium" is not installed} and {@code Executable doesn't exist at ...} (a
     * browser it would have downloaded).
     */
    private static final Pattern NO_BROWSER = Pattern.compile(
            "\\b(?:Chromium|Firefox|WebKit) distribution '[^'\\r\\n]{1,64}' is not found"
                    + "|\\bBrowser \"[^\"\\r\\n]{1,64}\" is not installed"
                    + "|\\bExecutable doesn't exist at ");

    private BrowserMissing() {
    }

    /** The line goaldigest adds after the upstream's error. */
    static String hint(String jar) {
        return "[goaldigest: the upstream found no browser to start. `java -jar " + jar + " setup <client>` (claude-code,"
                + " cursor or vscode) prints an entry that starts the Chromium or Chrome installed here; or add"
                + " `--executable-path /usr/bin/chromium` (Debian: apt-get install chromium) to the upstream command]";
    }

    /**
     * The result with {@link #hint} as a text item after the one that says no browser was found; {@code result}
     * itself for anything else. Only an error result ({@code isError}) counts: a page's text cannot bring the line.
     */
    static JsonNode withHint(JsonNode result) {
        if (!result.path("isError").asBoolean(false) || !(result.get("content") instanceof ArrayNode content)) {
            return result;
        }
        for (int i = 0; i < content.size(); i++) {
            JsonNode item = content.get(i);
            if (!"text".equals(item.path("type").asText()) || !NO_BROWSER.matcher(item.path("text").asText()).find()) {
                continue;
            }
            ObjectNode copy = result.deepCopy();
            ObjectNode line = ((ArrayNode) copy.get("content")).insertObject(i + 1);
            line.put("type", "text");
            line.put("text", hint(jar()));
            return copy;
        }
        return result;
    }

    /** This jar's path, as the client started it (the name the README builds when not run from a jar). */
    static String jar() {
        return ThisJar.path().map(Path::toString).orElse(Path.of("target", "goaldigest.jar").toString());
    }
}
