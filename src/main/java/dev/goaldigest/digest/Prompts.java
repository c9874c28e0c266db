package dev.goaldigest.digest;

import dev.goaldigest.config.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The prompt files: {@code system.md} (the rules), {@code goal.md} (the user message for a goal) and
 * {@code overview.md} (without a goal). Loaded once, from {@code digest.promptsDir} or the bundled {@code prompts/}.
 * Templates use {@code {{goal}}}, {@code {{url}}}, {@code {{title}}}, {@code {{snapshot}}}, {@code {{note}}} and
 * {@code {{nonce}}}; placeholders are replaced in one pass, so a goal holding {@code {{snapshot}}} stays literal.
 */
public final class Prompts {
    static final String[] FILES = {"system.md", "goal.md", "overview.md"};
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{(\\w+)\\}\\}");
    /** Page text that tries to open or close our data block is defused. */
    private static final Pattern MARKER = Pattern.compile("(?i)(BEGIN|END)(\\s+)(UNTRUSTED)");
    private static final Pattern FENCE = Pattern.compile("=====");

    private final String system;
    private final String goal;
    private final String overview;

    Prompts(String system, String goal, String overview) {
        this.system = system;
        this.goal = goal;
        this.overview = overview;
    }

    /**
     * Loads the prompts from {@code dir}, or the bundled ones when {@code dir} is null.
     *
     * @throws ConfigException when a file is missing or unreadable (one line, for the user)
     */
    public static Prompts load(String dir) {
        if (dir == null || dir.isBlank()) {
            return new Prompts(bundled("system.md"), bundled("goal.md"), bundled("overview.md"));
        }
        Path d = Path.of(dir);
        return new Prompts(file(d, "system.md"), file(d, "goal.md"), file(d, "overview.md"));
    }

    private static String bundled(String name) {
        try (InputStream in = Prompts.class.getResourceAsStream("/prompts/" + name)) {
            if (in == null) throw new ConfigException("bundled prompt prompts/" + name + " is missing from the build");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConfigException("bundled prompt prompts/" + name + ": cannot read");
        }
    }

    private static String file(Path dir, String name) {
        Path f = dir.resolve(name);
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ConfigException("digest.promptsDir " + dir + ": " + name + " is missing");
        } catch (IOException | UncheckedIOException e) {
            throw new ConfigException("digest.promptsDir " + dir + ": cannot read " + name);
        }
    }

    public String system() {
        return system;
    }

    /** The user message: the goal (or overview) template filled with the page data, delimited as untrusted. */
    public String user(String goalText, String url, String title, String snapshotText, String note) {
        String template = goalText == null || goalText.isBlank() ? overview : goal;
        String nonce = nonce(snapshotText + "\u0000" + url + "\u0000" + title);
        Map<String, String> values = Map.of(
                "goal", goalText == null ? "" : Sanitize.oneLine(goalText, 1000),
                "url", url == null ? "(unknown)" : defuse(Sanitize.oneLine(url, 500)),
                "title", title == null ? "(unknown)" : defuse(Sanitize.oneLine(title, 300)),
                "snapshot", defuse(snapshotText),
                "note", note == null ? "" : note,
                "nonce", nonce);
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder(template.length() + snapshotText.length() + 256);
        while (m.find()) {
            String v = values.get(m.group(1).toLowerCase(Locale.ROOT));
            m.appendReplacement(out, Matcher.quoteReplacement(v == null ? m.group() : v));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Neutralises page text that imitates our delimiters: a line of {@code =====} or the words
     * {@code BEGIN/END UNTRUSTED} lose their shape (the nonce already makes the real marker unguessable).
     */
    static String defuse(String pageText) {
        String s = MARKER.matcher(pageText).replaceAll("$1$2(page text) $3");
        return FENCE.matcher(s).replaceAll("= = =");
    }

    private static String nonce(String s) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(h, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
