package dev.goaldigest.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * An upstream error saying its browser will not start: it found none (the default {@code @playwright/mcp} looks for
 * Google Chrome, which a Debian machine or a container seldom has), or Chromium could not have its sandbox (run as
 * root). goaldigest adds one line of its own after the upstream's text saying what to add to the upstream command.
 * The upstream's text is left as it came.
 */
final class BrowserStart {
    /**
     * Playwright's own words for a browser it cannot find: {@code Chromium distribution 'chrome' is not found at ...}
     * (a channel), {@code Browser "chromium" is not installed} and {@code Executable doesn't exist at ...} (a
     * browser it would have downloaded), {@code Failed to launch chromium because executable doesn't exist at ...} (an
     * {@code --executable-path} that names none).
     */
    private static final Pattern NO_BROWSER = Pattern.compile(
            "\\b(?:Chromium|Firefox|WebKit) distribution '[^'\\r\\n]{1,64}' is not found"
                    + "|\\bBrowser \"[^\"\\r\\n]{1,64}\" is not installed"
                    + "|\\b(?:Executable|executable) doesn't exist at ");
    /**
     * Chromium's words for a sandbox it cannot have, as the upstream passes them on from the browser's log: {@code
     * Chromium sandboxing failed!}, {@code Running as root without --no-sandbox is not supported}.
     */
    private static final Pattern NO_SANDBOX = Pattern.compile(
            "\\bChromium sandboxing failed!|\\bRunning as root without --no-sandbox is not supported");

    private BrowserStart() {
    }

    /** The line goaldigest adds after the upstream's error when it found no browser. */
    static String hint(String jar) {
        return "[goaldigest: the upstream found no browser to start. `java -jar " + jar + " setup <client>` (claude-code,"
                + " cursor or vscode) prints an entry that starts the Chromium or Chrome installed here; or add"
                + " `--executable-path /usr/bin/chromium` (Debian: apt-get install chromium) to the upstream command]";
    }

    /** The line goaldigest adds after the upstream's error when Chromium could not have its sandbox. */
    static String sandboxHint(String jar) {
        return "[goaldigest: the upstream's Chromium cannot start its sandbox (run as root, or in a container without one):"
                + " add `--no-sandbox` to the upstream command; `java -jar " + jar + " setup <client>` (claude-code, cursor"
                + " or vscode) prints an entry that does when run as root]";
    }

    /**
     * The result with {@link #hint} (or {@link #sandboxHint}) as a text item after the one that says no browser was
     * found (or no sandbox); {@code result} itself for anything else. Only an error result ({@code isError}) counts: a
     * page's text cannot bring the line.
     */
    static JsonNode withHint(JsonNode result) {
        if (!result.path("isError").asBoolean(false) || !(result.get("content") instanceof ArrayNode content)) {
            return result;
        }
        for (int i = 0; i < content.size(); i++) {
            JsonNode item = content.get(i);
            if (!"text".equals(item.path("type").asText())) continue;
            String text = item.path("text").asText();
            String hint = NO_BROWSER.matcher(text).find() ? hint(jar())
                    : NO_SANDBOX.matcher(text).find() ? sandboxHint(jar()) : null;
            if (hint == null) continue;
            ObjectNode copy = result.deepCopy();
            ObjectNode line = ((ArrayNode) copy.get("content")).insertObject(i + 1);
            line.put("type", "text");
            line.put("text", hint);
            return copy;
        }
        return result;
    }

    /** This jar's path, as the client started it (the name the README builds when not run from a jar). */
    static String jar() {
        return ThisJar.path().map(Path::toString).orElse(Path.of("target", "goaldigest.jar").toString());
    }
}
