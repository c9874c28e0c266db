package dev.goaldigest.snapshot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Parses the text of an ARIA snapshot into a {@link Snapshot}. Never fails: a line that matches no form of the
 * grammar becomes a {@link Node.Kind#RAW} node kept verbatim in its place. Linear time, no recursion.
 *
 * <p>The grammar (Playwright's {@code renderAriaTree}): indentation, {@code - }, then a key and optionally
 * {@code :} (children follow) or {@code : value}. The key is {@code role "json name" [attr] [attr=v]}, {@code text},
 * or {@code /prop}; it is single-quoted (with {@code ''}) when YAML needs it. Values are plain or double-quoted YAML.
 * Also read: the older incremental forms {@code - <changed> role ...} and {@code - ref=e5 [unchanged]}, CRLF, tabs,
 * trailing spaces, a missing final newline and odd indentation.
 */
public final class SnapshotParser {
    private SnapshotParser() {
    }

    /** Texts at least this long are read in two halves at once (the second on a helper thread). */
    static final int PARALLEL_CHARS = 200_000;

    public static Snapshot parse(String text) {
        return parse(text, text.length() >= PARALLEL_CHARS);
    }

    /** {@link #parse(String)}, reading the text in two halves at once or not (tests compare the two). */
    static Snapshot parse(String text, boolean inHalves) {
        // First every line is read into a node of its own; the strings a line needs are made on the way. A long text
        // is read in two halves at once, as its lines are read independently. Then the lines are hung under each
        // other by their indentation, and the tree is built from fresh copies of their nodes, in document order, each
        // followed by its list of children: the nodes end up next to each other in memory, in the order every walk
        // visits them, instead of scattered among their strings (walks over the tree run about a third faster).
        int len = text.length();
        Lines lines;
        if (inHalves) {
            int mid = text.indexOf('\n', len / 2) + 1;
            if (mid <= 0 || mid >= len) {
                lines = read(text, 0, len);
            } else {
                Future<Lines> second = Helper.POOL.submit(() -> read(text, mid, len));
                Lines first = read(text, 0, mid);
                Lines rest;
                try {
                    rest = second.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    rest = read(text, mid, len);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) throw r;
                    if (e.getCause() instanceof Error err) throw err;
                    throw new IllegalStateException(e.getCause());
                }
                lines = first.append(rest);
            }
        } else {
            lines = read(text, 0, len);
        }
        int count = lines.count;
        Node[] nodes = lines.nodes;
        // stack of open parents (line indexes, -1 for the root) and their indentation widths; the root has width -1
        int[] parents = new int[count];
        int[] stack = new int[64];
        int[] widths = new int[64];
        int depth = 1;
        stack[0] = -1;
        widths[0] = -1;
        int last = -1;
        for (int i = 0; i < count; i++) {
            if (nodes[i].isRaw()) {
                // a raw line stays right after the previous line, so it is written back in its place
                parents[i] = last;
                continue;
            }
            int indent = nodes[i].contentStart;
            while (depth > 1 && widths[depth - 1] >= indent) depth--;
            parents[i] = stack[depth - 1];
            if (depth == stack.length) {
                stack = Arrays.copyOf(stack, depth * 2);
                widths = Arrays.copyOf(widths, depth * 2);
            }
            stack[depth] = i;
            widths[depth++] = indent;
            last = i;
        }
        int[] childCounts = new int[count];
        int rootChildren = 0;
        int elements = 0;
        int raw = 0;
        int incremental = 0;
        for (int i = 0; i < count; i++) {
            if (parents[i] < 0) rootChildren++; else childCounts[parents[i]]++;
            Node n = nodes[i];
            if (n.isElement()) elements++;
            if (n.isRaw()) raw++;
            if (Snapshot.isIncremental(n)) incremental++;
        }
        Node root = Node.root();
        root.reserveChildren(rootChildren);
        for (int i = 0; i < count; i++) {
            Node n = nodes[i].shallowCopy();
            if (childCounts[i] > 0) n.reserveChildren(childCounts[i]);
            (parents[i] < 0 ? root : nodes[parents[i]]).appendChildRaw(n);
            nodes[i] = n; // each line's node is replaced by its copy in the tree, in place
        }
        return new Snapshot(root, true, lines.crlf > lines.lf ? "\r\n" : "\n", lines.finalNewline).withSizeHint(len)
                .withLineCounts(new Snapshot.LineCounts(elements, raw, incremental));
    }

    /** The lines of a stretch of the text, read but not yet hung together, with its line-end counts. */
    private static final class Lines {
        Node[] nodes;
        int count;
        int crlf;
        int lf;
        boolean finalNewline;

        Lines(int capacity) {
            nodes = new Node[Math.max(16, capacity)];
        }

        void add(Node n) {
            if (count == nodes.length) nodes = Arrays.copyOf(nodes, count * 2);
            nodes[count++] = n;
        }

        /** These lines followed by {@code rest}'s (which end the text). */
        Lines append(Lines rest) {
            Node[] all = Arrays.copyOf(nodes, count + rest.count);
            System.arraycopy(rest.nodes, 0, all, count, rest.count);
            nodes = all;
            count += rest.count;
            crlf += rest.crlf;
            lf += rest.lf;
            finalNewline = rest.finalNewline;
            return this;
        }
    }

    /** The one helper thread that reads the second half of a long text. */
    private static final class Helper {
        static final ExecutorService POOL = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "goaldigest-parse");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Reads the lines of {@code text[from, to)} ({@code from} at a line start, {@code to} at a line start or the end):
     * each into a node with its source line, indentation ({@code contentStart}) and line end.
     */
    private static Lines read(String text, int from, int to) {
        Lines out = new Lines((to - from) / 40);
        int len = text.length();
        int pos = from;
        while (pos < to) {
            int nl = text.indexOf('\n', pos);
            if (nl >= to) nl = -1;
            int lineEnd;
            String eol;
            if (nl < 0) {
                lineEnd = to;
                eol = "";
            } else if (nl > pos && text.charAt(nl - 1) == '\r') {
                lineEnd = nl - 1;
                eol = "\r\n";
                out.crlf++;
            } else {
                lineEnd = nl;
                eol = "\n";
                out.lf++;
            }
            String line = text.substring(pos, lineEnd);
            pos = nl < 0 ? to : nl + 1;
            if (nl >= 0 && pos == len) out.finalNewline = true;

            int indent = 0;
            while (indent < line.length() && (line.charAt(indent) == ' ' || line.charAt(indent) == '\t')) indent++;
            Node node = parseLine(line, indent);
            node.sourceLine = line;
            node.contentStart = indent;
            node.eol = eol;
            out.add(node);
        }
        return out;
    }

    /** Parses one line; returns a RAW node when it matches no form. */
    static Node parseLine(String line, int indent) {
        int end = line.length();
        while (end > indent && (line.charAt(end - 1) == ' ' || line.charAt(end - 1) == '\t')) end--;
        if (end - indent < 2 || line.charAt(indent) != '-' || line.charAt(indent + 1) != ' ') {
            return rawNode();
        }
        int p = indent + 2;
        while (p < end && line.charAt(p) == ' ') p++;
        boolean changed = false;
        if (line.startsWith("<changed> ", p)) {
            changed = true;
            p += "<changed> ".length();
        }
        if (p >= end) return rawNode();

        String key;
        int afterKey;
        char q = line.charAt(p);
        if (q == '\'' || q == '"') {
            int close = closingQuote(line, p, end, q);
            if (close < 0) return rawNode();
            String quoted = line.substring(p, close + 1);
            key = q == '\'' ? Yaml.decodeSingleQuoted(quoted) : Yaml.decodeDoubleQuoted(quoted);
            if (key == null) return rawNode();
            afterKey = close + 1;
            Node n = parseKey(key, 0, key.length(), true);
            if (n == null) return rawNode();
            return keyAt(finish(n, line, afterKey, end, changed), afterKey, -1);
        }
        Node n = parseKeyPrefix(line, p, end);
        if (n == null) return rawNode();
        int keyEnd = n.contentStart;
        int attrsStart = n.attrsStart;
        Node f = finish(n, line, keyEnd, end, changed);
        return keyAt(f, keyEnd, f == n ? attrsStart : -1);
    }

    /** Where in its line a parsed node's key ends and (unquoted keys only) its attributes start, for the writer. */
    private static Node keyAt(Node n, int keyEnd, int attrsStart) {
        if (!n.isRaw()) {
            n.keyEnd = keyEnd;
            n.attrsStart = attrsStart;
        }
        return n;
    }

    private static Node rawNode() {
        return Node.parsed(Node.Kind.RAW);
    }

    /** After the key: nothing, {@code :}, or {@code : value}. */
    private static Node finish(Node n, String line, int at, int end, boolean changed) {
        String value = null;
        if (at == end) {
            // no colon: a leaf element
            if (n.kind() != Node.Kind.ELEMENT) return rawNode();
        } else if (line.charAt(at) == ':') {
            if (at + 1 == end) {
                if (n.kind() == Node.Kind.PROPERTY) value = ""; // "/url:" with nothing after it
            } else if (line.charAt(at + 1) == ' ') {
                String v = line.substring(at + 2, end).stripLeading();
                value = decodeValue(v);
                if (value == null) return rawNode();
            } else {
                return rawNode();
            }
        } else {
            return rawNode();
        }
        if ((n.kind() == Node.Kind.TEXT) && value == null) {
            // "- text:" with children is not a text node: read it as an element whose role is "text"
            Node e = Node.parsed(Node.Kind.ELEMENT);
            e.setParsed("text", null, false, List.of(), null, changed);
            return e;
        }
        n.setParsedValue(value, changed);
        return n;
    }

    private static String decodeValue(String v) {
        if (v.isEmpty()) return "";
        char c = v.charAt(0);
        if (c == '"') return Yaml.decodeDoubleQuoted(v);
        if (c == '\'') return Yaml.decodeSingleQuoted(v);
        return v;
    }

    private static int closingQuote(String s, int from, int end, char q) {
        for (int i = from + 1; i < end; i++) {
            char c = s.charAt(i);
            if (q == '"' && c == '\\') {
                i++;
            } else if (c == q) {
                if (q == '\'' && i + 1 < end && s.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * Parses a key that is the whole of {@code s[from, end)} (a key that was quoted); null when it is not one.
     */
    private static Node parseKey(String s, int from, int end, boolean whole) {
        Node n = parseKeyPrefix(s, from, end);
        if (n == null || (whole && n.contentStart != end)) return null;
        return n;
    }

    /**
     * Parses the longest key at {@code from}: {@code text}, {@code /prop}, {@code ref=X [attrs]} or
     * {@code role ["name"|/regex/] [attrs]}. The returned node's {@code contentStart} is where the key ended.
     */
    /**
     * The one shared instance of a known role, attribute or property key: the rules compare them many times per node,
     * and equal strings that are the same object compare at once.
     */
    private static final Map<String, String> CANONICAL = canonicalNames();

    private static Map<String, String> canonicalNames() {
        Map<String, String> m = new HashMap<>();
        for (Set<String> set : List.of(Roles.INTERACTIVE, Roles.FIELDS, Roles.LANDMARKS, Roles.STRUCTURAL,
                Roles.READING, Roles.REPEATING_CONTAINERS, Roles.MODAL)) {
            for (String x : set) m.put(x, x);
        }
        for (String x : List.of("text", "list", "listitem", "img", "image", "separator", "article", "row", "dialog",
                "ref", "cursor", "level", "checked", "selected", "active", "expanded", "disabled", "pressed",
                "aria-hidden", "unchanged", "url", "/url", "/placeholder")) {
            m.put(x, x);
        }
        return Map.copyOf(m);
    }

    static String canonical(String s) {
        String c = CANONICAL.get(s);
        return c != null ? c : s;
    }

    private static Node parseKeyPrefix(String s, int from, int end) {
        int p = from;
        if (p < end && s.charAt(p) == '/') {
            int k = p + 1;
            while (k < end && isKeyChar(s.charAt(k))) k++;
            if (k == p + 1 || k >= end || s.charAt(k) != ':') return null;
            Node n = Node.parsed(Node.Kind.PROPERTY);
            n.setParsed(canonical(s.substring(p, k)), null, false, List.of(), null, false);
            n.contentStart = k;
            return n;
        }
        int r = p;
        while (r < end && isRoleChar(s.charAt(r))) r++;
        if (r == p) return null;
        String role = canonical(s.substring(p, r));
        if (role.equals("text") && r < end && s.charAt(r) == ':') {
            Node n = Node.parsed(Node.Kind.TEXT);
            n.setParsed("text", null, false, List.of(), null, false);
            n.contentStart = r;
            return n;
        }
        List<Attr> attrs = new ArrayList<>(2);
        String name = null;
        boolean regex = false;
        if (role.equals("ref") && r < end && s.charAt(r) == '=') {
            // the older incremental form: "ref=e5 [unchanged]"
            int v = r + 1;
            while (v < end && s.charAt(v) != ' ' && s.charAt(v) != ':' && s.charAt(v) != '[') v++;
            if (v == r + 1) return null;
            attrs.add(new Attr("ref", s.substring(r + 1, v)));
            role = null;
            r = v;
        } else if (!Character.isLetter(s.charAt(p))) {
            return null;
        }
        p = r;
        // name
        if (role != null && p + 1 < end && s.charAt(p) == ' ' && s.charAt(p + 1) == '"') {
            StringBuilder sb = new StringBuilder();
            int after = Yaml.readJsonString(s, p + 1, end, sb);
            if (after < 0) return null;
            name = sb.toString();
            p = after;
        } else if (role != null && p + 1 < end && s.charAt(p) == ' ' && s.charAt(p + 1) == '/') {
            int close = regexEnd(s, p + 2, end);
            if (close < 0) return null;
            name = s.substring(p + 2, close);
            regex = true;
            p = close + 1;
        }
        // attributes
        int attrsStart = p;
        while (p + 1 < end && s.charAt(p) == ' ' && s.charAt(p + 1) == '[') {
            int close = s.indexOf(']', p + 2);
            if (close < 0 || close >= end) return null;
            String body = s.substring(p + 2, close);
            if (body.isEmpty()) return null;
            int eq = body.indexOf('=');
            String k = eq < 0 ? body : body.substring(0, eq);
            for (int i = 0; i < k.length(); i++) if (!isKeyChar(k.charAt(i))) return null;
            if (k.isEmpty()) return null;
            k = canonical(k);
            attrs.add(eq < 0 ? Attr.flag(k) : new Attr(k, body.substring(eq + 1)));
            p = close + 1;
        }
        if (p < end && s.charAt(p) != ':') return null;
        Node n = Node.parsed(Node.Kind.ELEMENT);
        n.setParsed(role, name, regex, attrs, null, false);
        n.contentStart = p;
        n.attrsStart = role == null ? -1 : attrsStart; // the older "ref=e5" form has its ref before the attributes
        return n;
    }

    /** The closing slash of a {@code /regex/} name: one followed by the end, a space, or a colon. */
    private static int regexEnd(String s, int from, int end) {
        for (int i = from; i < end; i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '/' && (i + 1 == end || s.charAt(i + 1) == ' ' || s.charAt(i + 1) == ':')) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isRoleChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    }

    private static boolean isKeyChar(char c) {
        return isRoleChar(c);
    }
}
