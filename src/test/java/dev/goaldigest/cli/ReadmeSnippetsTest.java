package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.config.ConfigLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * What the README and the files under {@code docs/} say, checked against the code: a newcomer tries every sentence.
 * The client configurations start the proxy the way the proxy bench measures it; the two commands on the first screen
 * are the build and the test command CI runs; every command line names real commands and options; every class,
 * config key, link and test named exists.
 */
class ReadmeSnippetsTest {
    private static final Path README = Path.of("README.md");
    private static final Pattern JAR_COMMAND = Pattern.compile("java -jar target/(goaldigest|goaldigest-bench)\\.jar\\b");
    /** {@code prune.Pruner}, {@code dev.goaldigest.digest.DigestSchema}: a class of ours, by package. */
    private static final Pattern QUALIFIED_CLASS = Pattern.compile(
            "\\b(?:dev\\.goaldigest\\.)?(cli|config|snapshot|prune|digest|history|proxy|testing)\\.([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\\b");
    private static final Pattern TEST_CLASS = Pattern.compile("`([A-Z][A-Za-z0-9]*Test)`");
    private static final Pattern CONFIG_KEY = Pattern.compile(
            "(?<![\\w./-])((?:prune|proxy|digest)(?:\\.[a-z][A-Za-z]*)+)(?![\\w/(-]|\\.\\w)");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** README.md and every file under docs/. */
    private static List<Path> documents() {
        List<Path> docs = new ArrayList<>(List.of(README));
        try (Stream<Path> s = Files.list(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return docs;
    }

    @Test
    void everyClientConfigurationUsesTheMeasuredJvmOptions() throws Exception {
        String readme = read(README);
        String line = "java " + ProxyCommand.JVM_OPTIONS + " -jar /abs/path/goaldigest.jar";
        assertTrue(readme.contains("claude mcp add goaldigest -- " + line), "the Claude Code line");
        List<String> expectedArgs = new ArrayList<>(List.of(ProxyCommand.JVM_OPTIONS.split(" ")));
        expectedArgs.addAll(List.of("-jar", "/abs/path/goaldigest.jar"));
        Matcher m = Pattern.compile("(?s)```json\\n(.*?)```").matcher(readme);
        int configs = 0;
        ObjectMapper json = new ObjectMapper();
        while (m.find()) {
            JsonNode doc = json.readTree(m.group(1));
            JsonNode servers = doc.has("mcpServers") ? doc.get("mcpServers") : doc.get("servers");
            if (servers == null || !servers.has("goaldigest")) continue;
            List<String> args = new ArrayList<>();
            servers.get("goaldigest").get("args").forEach(a -> args.add(a.asText()));
            assertEquals(expectedArgs, args);
            configs++;
        }
        assertEquals(2, configs, "Cursor and VS Code");
    }

    @Test
    void theReadmeOpensWithTwoCommandsTheSecondBeingWhatCiRuns() {
        List<String> readme = read(README).lines().toList();
        assertTrue(readme.size() <= 300, "a front door, not a lab notebook: " + readme.size() + " lines");
        int open = readme.indexOf("```bash");
        assertTrue(open >= 0 && open < 5, "the commands come first");
        int close = open + 1 + readme.subList(open + 1, readme.size()).indexOf("```");
        List<String> commands = readme.subList(open + 1, close);
        assertEquals(2, commands.size(), commands.toString());
        assertTrue(commands.get(0).startsWith("mvn -q -B package -DskipTests && java -jar target/goaldigest.jar "),
                commands.get(0));
        List<String> ci = read(Path.of(".ci/run")).lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        assertEquals(ci.get(ci.size() - 1), commands.get(1), "the README's test command is the one .ci/run runs");
    }

    @Test
    void theFirstScreenSaysWhatToRunAndTheClientSectionLeadsWithSetup() {
        List<String> readme = read(README).lines().toList();
        String firstScreen = String.join("\n", readme.subList(0, Math.min(24, readme.size())));
        assertTrue(firstScreen.contains("`java -jar target/goaldigest.jar setup claude-code`"),
                "the first screen says how to give goaldigest to an agent:\n" + firstScreen);
        int section = readme.indexOf("## Use it from your agent");
        assertTrue(section > 0, "a client section");
        int block = section + readme.subList(section, readme.size()).indexOf("```bash");
        assertTrue(readme.get(block + 1).startsWith("java -jar target/goaldigest.jar setup claude-code"),
                "the client section's first command is setup: " + readme.get(block + 1));
        assertTrue(Main.commandLine().getSubcommands().containsKey("setup"));
    }

    @Test
    void everyCommandLineNamesARealCommandAndItsOptions() {
        CommandLine product = Main.commandLine();
        CommandLine bench = Main.configure(new CommandLine(new BenchCommand()));
        List<String> checked = new ArrayList<>();
        for (Path doc : documents()) {
            List<String> lines = read(doc).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                int at = i;
                if (JAR_COMMAND.matcher(line).find()) {
                    // a command goes on after a trailing backslash, and a usage block on its indented lines
                    while (i + 1 < lines.size() && (line.endsWith("\\")
                            || lineIsCode(lines, i) && lines.get(i + 1).matches("\\s+\\S.*"))) {
                        line = line.replaceFirst("\\\\$", "") + " " + lines.get(++i).strip();
                    }
                }
                Matcher m = JAR_COMMAND.matcher(line);
                while (m.find()) {
                    String rest = line.substring(m.end());
                    int tick = rest.indexOf('`');
                    if (tick >= 0 && !lineIsCode(lines, at)) rest = rest.substring(0, tick);
                    String where = doc + ":" + (at + 1) + ": " + line.strip();
                    check(m.group(1).equals("goaldigest") ? product : bench, rest, where);
                    checked.add(where);
                }
            }
        }
        assertTrue(checked.size() >= 10, "the command lines found: " + checked);
    }

    private static boolean lineIsCode(List<String> lines, int index) {
        boolean code = false;
        for (int i = 0; i < index; i++) if (lines.get(i).startsWith("```")) code = !code;
        return code;
    }

    /**
     * The words after {@code java -jar JAR}: a command (none: the proxy, or the bench usage) and its options. The
     * proxy's options end at the first word that is neither one of them nor the value of one: the upstream's words
     * follow, with their own options.
     */
    private static void check(CommandLine root, String words, String where) {
        Deque<String> tokens = new ArrayDeque<>(List.of(words.strip().split("\\s+")));
        CommandLine command = root;
        String first = tokens.isEmpty() ? "" : tokens.peekFirst().replaceAll("^\\[|]$", "");
        if (first.matches("[a-z]+") && root.getSubcommands().containsKey(first)) {
            tokens.removeFirst();
            command = root.getSubcommands().get(first);
        } else if (first.matches("[a-z]+") && !root.getCommandName().equals("goaldigest")) {
            throw new AssertionError("no command '" + first + "': " + where);
        } else if (first.matches("[A-Z]+")) {
            return; // COMMAND: a placeholder
        } else if (root.getCommandName().equals("goaldigest")) {
            command = root.getSubcommands().get("proxy");
        }
        boolean proxy = command.getCommandName().equals("proxy");
        boolean value = false;
        for (String token : tokens) {
            String t = token.replaceAll("^\\[+", "");
            if (t.replaceAll("]+$", "").equals("--") || t.equals("#") || t.equals(">") || t.equals("|") || t.equals("&&")) return;
            if (!t.startsWith("-")) {
                if (proxy && !value) return; // the upstream command
                value = false;
                continue;
            }
            String option = t.replaceAll("[=\\[\\]].*$", "");
            assertTrue(command.getCommandSpec().findOption(option) != null,
                    "'" + command.getCommandSpec().qualifiedName() + "' has no option " + option + ": " + where);
            value = !t.contains("=") && ProxyCommand.VALUED_OPTIONS.contains(option);
        }
    }

    @Test
    void everyClassAndTestTheDocsNameExists() {
        List<Path> roots = List.of(Path.of("src/main/java"), Path.of("src/bench/java"), Path.of("src/test/java"));
        Set<String> missing = new LinkedHashSet<>();
        for (Path doc : documents()) {
            String text = read(doc);
            Matcher m = QUALIFIED_CLASS.matcher(text);
            while (m.find()) {
                String file = "dev/goaldigest/" + m.group(1) + "/" + m.group(2) + ".java";
                if (roots.stream().noneMatch(r -> Files.isRegularFile(r.resolve(file)))) {
                    missing.add(doc + ": " + m.group(1) + "." + m.group(2));
                }
            }
            Matcher t = TEST_CLASS.matcher(text);
            while (t.find()) {
                String name = t.group(1) + ".java";
                try (Stream<Path> s = Files.walk(Path.of("src/test/java"))) {
                    if (s.noneMatch(p -> p.getFileName().toString().equals(name))) missing.add(doc + ": " + t.group(1));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        assertEquals(Set.of(), missing, "classes the docs name that do not exist (renamed? say the new name)");
    }

    @Test
    void everyConfigKeyIsDocumentedAndEveryKeyNamedExists() {
        Map<String, String> keys = new TreeMap<>();
        leaves("", ConfigLoader.defaultTree(), keys);
        String reference = read(Path.of("docs/configuration.md"));
        for (String key : keys.keySet()) {
            assertTrue(reference.contains("| `" + key + "` |"), "docs/configuration.md has no row for " + key);
        }
        for (Map.Entry<String, String> env : ConfigLoader.ENVIRONMENT.entrySet()) {
            String row = reference.lines().filter(l -> l.startsWith("| `" + env.getValue() + "` |")).findFirst()
                    .orElse("");
            assertTrue(row.contains("`" + env.getKey() + "`"), env.getValue() + "'s row names " + env.getKey() + ": " + row);
        }
        Set<String> unknown = new LinkedHashSet<>();
        for (Path doc : documents()) {
            String text = read(doc);
            Matcher m = CONFIG_KEY.matcher(text);
            while (m.find()) {
                String key = m.group(1);
                if (key.endsWith(".md") || key.endsWith(".yaml") || key.endsWith(".yml")) continue;
                if (text.startsWith("unknown config key '", m.start() - "unknown config key '".length())) continue;
                boolean known = keys.containsKey(key) || keys.keySet().stream().anyMatch(k -> k.startsWith(key + "."));
                if (!known) unknown.add(doc + ": " + key);
            }
        }
        assertEquals(Set.of(), unknown, "config keys the docs name that do not exist");
    }

    @SuppressWarnings("unchecked")
    private static void leaves(String prefix, Map<String, Object> tree, Map<String, String> out) {
        for (Map.Entry<String, Object> e : tree.entrySet()) {
            String key = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
            if (e.getValue() instanceof Map<?, ?> m) leaves(key, (Map<String, Object>) m, out);
            else out.put(key, String.valueOf(e.getValue()));
        }
    }

    @Test
    void everyLinkResolvesAndEveryDocIsReachableFromTheReadme() {
        Set<String> broken = new LinkedHashSet<>();
        Set<Path> reached = new LinkedHashSet<>();
        Deque<Path> todo = new ArrayDeque<>(List.of(README.toAbsolutePath().normalize()));
        while (!todo.isEmpty()) {
            Path doc = todo.removeFirst();
            if (!reached.add(doc)) continue;
            Matcher m = LINK.matcher(read(doc));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("^[a-z]+:.*")) continue; // https:, mailto:
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                String anchor = target.contains("#") ? target.substring(target.indexOf('#') + 1) : null;
                Path p = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
                if (!Files.exists(p)) {
                    broken.add(doc + ": " + target);
                    continue;
                }
                if (anchor != null && !anchors(p).contains(anchor)) broken.add(doc + ": " + target + " (no such heading)");
                if (p.toString().endsWith(".md")) todo.add(p);
            }
        }
        assertEquals(Set.of(), broken);
        for (Path doc : documents()) {
            assertTrue(reached.contains(doc.toAbsolutePath().normalize()), doc + " is linked from nowhere");
        }
    }

    /** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
    private static Set<String> anchors(Path markdown) {
        Set<String> out = new LinkedHashSet<>();
        boolean code = false;
        for (String line : read(markdown).lines().toList()) {
            if (line.startsWith("```")) code = !code;
            if (code || !line.startsWith("#")) continue;
            String title = line.replaceFirst("^#+\\s*", "").toLowerCase(Locale.ROOT);
            out.add(title.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
        }
        return out;
    }

    @Test
    void theCodeMapListsEveryPackage() throws IOException {
        String readme = read(README);
        try (Stream<Path> s = Files.list(Path.of("src/main/java/dev/goaldigest"))) {
            for (Path p : s.filter(Files::isDirectory).toList()) {
                String pkg = p.getFileName().toString();
                assertTrue(readme.contains("| `" + pkg + "` |"), "the README's code map has no row for " + pkg);
            }
        }
    }
}
