package dev.goaldigest.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.proxy.ThisJar;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code goaldigest setup CLIENT [--write[=FILE]]}: the MCP server entry for Claude Code, Cursor or VS Code that starts
 * this very jar (its absolute path, the JVM options the proxy is measured with) in front of the pinned upstream, with
 * the browser found on this machine. The entry goes to stdout, where to put it to stderr; {@code --write} merges it into
 * a Cursor or VS Code {@code mcp.json}, keeping every other entry.
 */
@Command(name = "setup", mixinStandardHelpOptions = true,
        description = {"Print the entry that adds goaldigest to an MCP client: this jar, the JVM options, and the"
                + " upstream with the Chromium or Chrome found here (--no-sandbox when run as root).",
                "CLIENT is claude-code, cursor or vscode (or a close name: claude, code, vs-code ...). The entry goes to"
                + " stdout, where to put it to stderr."})
public final class SetupCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CLIENT", description = "claude-code, cursor or vscode")
    String client;

    @Option(names = "--write", arity = "0..1", paramLabel = "FILE", fallbackValue = "",
            description = "Cursor and VS Code: merge the entry into FILE (default: ~/.cursor/mcp.json for Cursor,"
                    + " .vscode/mcp.json here for VS Code), keeping its other servers.")
    String write;

    /** The name of the entry in every client's configuration. */
    static final String NAME = "goaldigest";

    /** An MCP client goaldigest knows how to set up. */
    enum Client {
        CLAUDE_CODE("claude-code", List.of("claude", "claudecode", "claude-code-cli", "cc")),
        CURSOR("cursor", List.of("cursor-ide")),
        VSCODE("vscode", List.of("code", "vs-code", "visual-studio-code", "visualstudiocode", "vsc"));

        final String id;
        final List<String> aliases;

        Client(String id, List<String> aliases) {
            this.id = id;
            this.aliases = aliases;
        }

        /** The client a user means by {@code name}: its id, an alias, or one typo away from one; null when none. */
        static Client named(String name) {
            String n = squash(name);
            Client best = null;
            int bestDistance = Integer.MAX_VALUE;
            boolean tie = false;
            for (Client c : values()) {
                List<String> names = new ArrayList<>(c.aliases);
                names.add(c.id);
                for (String candidate : names) {
                    int d = distance(n, squash(candidate));
                    if (d < bestDistance) {
                        best = c;
                        bestDistance = d;
                        tie = false;
                    } else if (d == bestDistance && best != c) {
                        tie = true;
                    }
                }
            }
            if (bestDistance == 0) return best;
            // a typo (cusror, vscdoe, claud): one or two edits, and no other client as close
            return !tie && bestDistance <= Math.min(2, n.length() / 3) ? best : null;
        }

        static String known() {
            StringBuilder b = new StringBuilder();
            for (Client c : values()) {
                if (b.length() > 0) b.append(", ");
                b.append(c.id).append(" (").append(String.join(", ", c.aliases.subList(0, Math.min(2, c.aliases.size()))))
                        .append(')');
            }
            return b.toString();
        }

        private static String squash(String s) {
            return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        }
    }

    /** Levenshtein distance of two short names. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /**
     * What the entry depends on, as found on this machine (tests give their own).
     *
     * @param javaPath the java that runs goaldigest (absolute: an MCP client may start it with a PATH of its own)
     * @param launch the words after the JVM options that start goaldigest: {@code -jar JAR}, or (classes, not a jar)
     *     {@code -cp CLASSPATH dev.goaldigest.cli.Main}
     * @param path the {@code PATH} programs are looked up on
     * @param root whether goaldigest runs as root (Chromium then needs {@code --no-sandbox})
     * @param home the user's home directory
     * @param browserPaths where browsers are looked for before {@code PATH}: Debian's Chromium, macOS's Chrome and
     *     Chromium
     */
    record Machine(String javaPath, List<String> launch, String path, boolean root, Path home, List<Path> browserPaths) {
        /** Debian's Chromium (apt-get install chromium), then where macOS keeps Chrome and Chromium. */
        static final List<Path> BROWSER_PATHS = List.of(Path.of("/usr/bin/chromium"),
                Path.of("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"),
                Path.of("/Applications/Chromium.app/Contents/MacOS/Chromium"));
        /** Chrome and Chromium by the names their packages put on PATH. */
        static final List<String> ON_PATH = List.of("google-chrome", "google-chrome-stable", "chromium-browser", "chromium");

        static Machine current() {
            return new Machine(Path.of(System.getProperty("java.home"), "bin", "java").toString(), thisGoaldigest(),
                    System.getenv("PATH"), isRoot(), home(System.getenv("HOME"), System.getProperty("user.home")),
                    BROWSER_PATHS);
        }

        /**
         * The user's home: {@code $HOME} when it is set (what {@code ~} means to a shell and to the clients), else
         * Java's {@code user.home} (from the password database, which ignores {@code $HOME}).
         */
        static Path home(String homeVariable, String userHome) {
            if (homeVariable != null && !homeVariable.isBlank() && Path.of(homeVariable).isAbsolute()) {
                return Path.of(homeVariable);
            }
            return Path.of(userHome);
        }

        /** The browser the upstream should start, or null when none is found here. */
        Path browser() {
            for (Path p : browserPaths) {
                if (Files.isRegularFile(p) && Files.isExecutable(p)) return p;
            }
            for (String name : ON_PATH) {
                Path p = Programs.find(name, path);
                if (p != null) return p;
            }
            return null;
        }

        /** How a shell starts this goaldigest: {@code java -jar JAR} (or its class path form). */
        String self() {
            List<String> words = new ArrayList<>(List.of("java"));
            words.addAll(launch);
            StringBuilder b = new StringBuilder();
            for (String w : words) b.append(b.length() == 0 ? "" : " ").append(shellWord(w));
            return b.toString();
        }

        boolean hasNpx() {
            return Programs.find("npx", path) != null;
        }

        private static List<String> thisGoaldigest() {
            Optional<Path> jar = ThisJar.path();
            if (jar.isPresent()) return List.of("-jar", jar.get().toString());
            List<String> cp = new ArrayList<>();
            for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
                if (!e.isEmpty()) cp.add(Path.of(e).toAbsolutePath().normalize().toString());
            }
            return List.of("-cp", String.join(File.pathSeparator, cp), Main.class.getName());
        }

        private static boolean isRoot() {
            try {
                return new com.sun.security.auth.module.UnixSystem().getUid() == 0;
            } catch (RuntimeException | LinkageError e) {
                return "root".equals(System.getProperty("user.name"));
            }
        }
    }

    /** Set by tests: the machine to set up for instead of this one. */
    static Machine machine;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Client c = Client.named(client);
        if (c == null) {
            err.println("goaldigest: unknown client '" + client + "'; known: " + Client.known());
            return 2;
        }
        Machine m = machine != null ? machine : Machine.current();
        Path browser = m.browser();
        List<String> command = command(m, browser);
        if (write != null) {
            if (c == Client.CLAUDE_CODE) {
                err.println("goaldigest: --write is for Cursor and VS Code; for Claude Code run the line that "
                        + m.self() + " setup claude-code prints");
                return 2;
            }
            Path file = write.isEmpty() ? defaultFile(c, m) : Path.of(write);
            String problem = merge(file, c, command, err);
            if (problem != null) {
                err.println("goaldigest: " + file + ": " + problem);
                return 1;
            }
            notes(err, m, browser);
            return 0;
        }
        switch (c) {
            case CLAUDE_CODE -> {
                out.println(claudeLine(command));
                err.println("Run that line in your project (with --scope user after 'claude mcp add': in every project);"
                        + " 'claude mcp list' then shows goaldigest.");
            }
            case CURSOR -> {
                out.println(pretty(entry(c, command)));
                err.println("Put it in ~/.cursor/mcp.json (every project) or .cursor/mcp.json (one), beside any other"
                        + " servers; or let setup do that: " + m.self() + " setup cursor --write");
            }
            case VSCODE -> {
                out.println(pretty(entry(c, command)));
                err.println("Put it in .vscode/mcp.json of your workspace, beside any other servers; or let setup do"
                        + " that: " + m.self() + " setup vscode --write");
            }
        }
        notes(err, m, browser);
        return 0;
    }

    /** What the entry could not settle here, one line each. */
    private static void notes(PrintWriter err, Machine m, Path browser) {
        if (browser == null) {
            err.println("No Chromium or Chrome found here: the upstream will look for Google Chrome where Chrome installs."
                    + " On Debian or Ubuntu: apt-get install -y chromium, then run setup again.");
        }
        if (!m.hasNpx()) {
            err.println("npx is not on PATH: the upstream (@playwright/mcp) needs Node.js 18 or later.");
        }
    }

    /** The whole command an MCP client runs: java, the JVM options, goaldigest, the upstream's words. */
    static List<String> command(Machine m, Path browser) {
        List<String> cmd = new ArrayList<>();
        cmd.add(m.javaPath());
        cmd.addAll(List.of(ProxyCommand.JVM_OPTIONS.split(" ")));
        cmd.addAll(m.launch());
        if (browser != null || m.root()) {
            // the pinned upstream, as proxy.upstream has it, with this machine's browser
            cmd.addAll(List.of("npx", "-y", "@playwright/mcp@" + ConfigLoader.PLAYWRIGHT_MCP_VERSION, "--headless"));
            if (browser != null) cmd.addAll(List.of("--executable-path", browser.toString()));
            if (m.root()) cmd.add("--no-sandbox");
        }
        return cmd;
    }

    /** Claude Code's command line, each word quoted for a POSIX shell where it has to be. */
    static String claudeLine(List<String> command) {
        StringBuilder b = new StringBuilder("claude mcp add " + NAME + " --");
        for (String w : command) b.append(' ').append(shellWord(w));
        return b.toString();
    }

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

    static String shellWord(String w) {
        return PLAIN.matcher(w).matches() ? w : "'" + w.replace("'", "'\\''") + "'";
    }

    /** The client's whole configuration with only goaldigest in it: {@code {"mcpServers": {...}}} or {@code {"servers": {...}}}. */
    static ObjectNode entry(Client c, List<String> command) {
        ObjectNode root = JSON.createObjectNode();
        root.putObject(serversKey(c)).set(NAME, server(c, command));
        return root;
    }

    private static ObjectNode server(Client c, List<String> command) {
        ObjectNode s = JSON.createObjectNode();
        if (c == Client.VSCODE) s.put("type", "stdio");
        s.put("command", command.get(0));
        ArrayNode args = s.putArray("args");
        command.subList(1, command.size()).forEach(args::add);
        return s;
    }

    private static String serversKey(Client c) {
        return c == Client.VSCODE ? "servers" : "mcpServers";
    }

    private static Path defaultFile(Client c, Machine m) {
        return c == Client.CURSOR ? m.home().resolve(".cursor").resolve("mcp.json") : Path.of(".vscode", "mcp.json");
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    /** VS Code's mcp.json may hold comments: read with them to tell the user, never rewritten. */
    private static final ObjectMapper LENIENT = JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA).build();

    /**
     * Puts the goaldigest entry into {@code file} (created if need be), every other key and server kept as they were;
     * a file that is not a JSON object, or that has comments a rewrite would lose, is left alone. Says on {@code err}
     * what it did.
     *
     * @return null when written, else what is wrong (one line)
     */
    static String merge(Path file, Client c, List<String> command, PrintWriter err) {
        ObjectNode root;
        boolean existed = Files.exists(file);
        if (existed) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "cannot read it (" + e.getClass().getSimpleName() + ")";
            }
            JsonNode read;
            try {
                read = text.isBlank() ? JSON.createObjectNode() : JSON.readTree(text);
            } catch (JsonProcessingException strictly) {
                try {
                    LENIENT.readTree(text);
                    return "it has comments (or trailing commas), which rewriting it would lose: add the entry that"
                            + " setup " + c.id + " prints by hand";
                } catch (JsonProcessingException e) {
                    return "not valid JSON (line " + e.getLocation().getLineNr() + "): fix it, or add the entry by hand";
                }
            }
            if (!(read instanceof ObjectNode o)) return "not a JSON object: add the entry by hand";
            root = o;
        } else {
            root = JSON.createObjectNode();
        }
        JsonNode servers = root.get(serversKey(c));
        if (servers != null && !(servers instanceof ObjectNode)) {
            return "its \"" + serversKey(c) + "\" is not an object: add the entry by hand";
        }
        ObjectNode s = servers == null ? root.putObject(serversKey(c)) : (ObjectNode) servers;
        boolean replaced = s.has(NAME);
        int others = s.size() - (replaced ? 1 : 0);
        s.set(NAME, server(c, command));
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".mcp", ".json.tmp");
            Files.writeString(tmp, pretty(root) + "\n", StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            return "cannot write it (" + e.getClass().getSimpleName() + ")";
        }
        err.println("goaldigest: " + (replaced ? "replaced the goaldigest entry in " : "added goaldigest to ")
                + file + (existed ? " (" + others + (others == 1 ? " other server" : " other servers") + " kept)" : "")
                + "; restart " + (c == Client.CURSOR ? "Cursor" : "the MCP server in VS Code") + " to use it");
        return null;
    }

    /** JSON as people write these files: two spaces, one array item a line, {@code "key": value}. */
    static String pretty(JsonNode node) {
        DefaultPrettyPrinter p = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        try {
            return JSON.writer(p).writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings is always JSON", e);
        }
    }
}
