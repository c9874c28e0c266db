package dev.goaldigest.snapshot;

import java.util.Arrays;
import java.util.List;

/**
 * Writes a {@link Snapshot} back to text. An unmodified node of a snapshot that still preserves its layout is written
 * as its source line, so parse-then-write is byte-exact; in a new layout, a line whose fields did not change keeps its
 * source text after the new indentation; everything else is written the way Playwright writes it.
 */
public final class SnapshotWriter {
    private SnapshotWriter() {
    }

    public static String write(Snapshot snapshot) {
        boolean preserve = snapshot.preservesLayout();
        // as parsed, the text comes back at its own size; restructured (pruned), it is most often a quarter of it
        StringBuilder out = new StringBuilder(Math.max(256, preserve ? snapshot.sizeHint() : snapshot.sizeHint() / 3));
        String le = snapshot.lineEnding();
        Node root = snapshot.root();
        // iterative pre-order over an explicit stack of (node, depth)
        Node[] nodes = new Node[64];
        int[] depths = new int[64];
        int top = 0;
        for (int i = root.childCount() - 1; i >= 0; i--) {
            if (top == nodes.length) {
                nodes = Arrays.copyOf(nodes, top * 2);
                depths = Arrays.copyOf(depths, top * 2);
            }
            nodes[top] = root.child(i);
            depths[top++] = 0;
        }
        String lastEol = null;
        while (top > 0) {
            Node n = nodes[--top];
            int depth = depths[top];
            nodes[top] = null;
            if (lastEol != null) out.append(lastEol);
            if (n.isRaw()) {
                out.append(n.sourceLine == null ? "" : n.sourceLine);
            } else if (preserve && !n.modified && n.sourceLine != null) {
                out.append(n.sourceLine);
            } else {
                if (preserve && n.sourceLine != null) {
                    out.append(n.sourceLine, 0, n.contentStart);
                } else {
                    indent(out, depth);
                }
                appendLine(out, n);
            }
            lastEol = preserve && n.sourceLine != null && !n.eol.isEmpty() ? n.eol : le;
            int cc = n.childCount();
            if (top + cc > nodes.length) {
                int cap = Math.max(nodes.length * 2, top + cc);
                nodes = Arrays.copyOf(nodes, cap);
                depths = Arrays.copyOf(depths, cap);
            }
            for (int i = cc - 1; i >= 0; i--) {
                nodes[top] = n.child(i);
                depths[top++] = depth + 1;
            }
        }
        if (lastEol != null && snapshot.finalNewline()) out.append(lastEol);
        return out.toString();
    }

    /**
     * One line's content (after its indentation). A parsed line whose role, name and value did not change is copied
     * from its source: with the attributes written anew if they changed, and its {@code :} set by whether lines still
     * sit below it. Anything else is written from the fields, the way Playwright writes it.
     */
    private static void appendLine(StringBuilder out, Node n) {
        String src = n.sourceLine;
        if (src == null || n.fieldsModified || n.keyEnd < 0) {
            appendContent(out, n);
            return;
        }
        if (n.kind() != Node.Kind.ELEMENT) {
            out.append(src, n.contentStart, src.length());
            return;
        }
        if (!n.attrsModified) {
            out.append(src, n.contentStart, n.keyEnd);
        } else if (n.attrsStart >= 0 && plainAttrs(n)) {
            out.append(src, n.contentStart, n.attrsStart);
            appendAttrs(out, n.attrs());
        } else {
            appendContent(out, n);
            return;
        }
        if (n.value() != null) {
            out.append(src, n.keyEnd, src.length());
        } else if (hasLineChildren(n)) {
            out.append(':');
        }
    }

    /** Whether every attribute is written as is in a plain (unquoted) key: letters, digits and {@code -_.=}. */
    private static boolean plainAttrs(Node n) {
        for (Attr a : n.attrs()) {
            if (!plain(a.key()) || a.value() != null && !plain(a.value())) return false;
        }
        return true;
    }

    private static boolean plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
                    || c == '.')) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasLineChildren(Node n) {
        for (int i = 0; i < n.childCount(); i++) if (!n.child(i).isRaw()) return true;
        return false;
    }

    private static void indent(StringBuilder out, int depth) {
        for (int i = 0; i < depth; i++) out.append("  ");
    }

    /** The canonical text of one line, without indentation. */
    static String content(Node n) {
        if (n.isRaw()) return n.sourceLine == null ? "" : n.sourceLine;
        StringBuilder b = new StringBuilder();
        appendContent(b, n);
        return b.toString();
    }

    private static void appendContent(StringBuilder out, Node n) {
        out.append("- ");
        if (n.changedMarker()) out.append("<changed> ");
        switch (n.kind()) {
            case TEXT -> out.append("text: ").append(Yaml.escapeValue(n.value() == null ? "" : n.value()));
            case PROPERTY -> out.append(n.role()).append(": ").append(Yaml.escapeValue(n.value() == null ? "" : n.value()));
            default -> {
                int start = out.length();
                appendKey(out, n);
                if (Yaml.needsQuotesAt(out, start)) {
                    String k = out.substring(start);
                    out.setLength(start);
                    out.append(Yaml.escapeKey(k));
                }
                if (n.value() != null) {
                    out.append(": ").append(Yaml.escapeValue(n.value()));
                } else if (hasLineChildren(n)) {
                    out.append(':');
                }
            }
        }
    }

    /** The unquoted key of an element: {@code role "name" [attr] ...}. */
    public static String key(Node n) {
        StringBuilder k = new StringBuilder(48);
        appendKey(k, n);
        return k.toString();
    }

    private static void appendKey(StringBuilder k, Node n) {
        boolean first = true;
        if (n.role() == null) {
            // the older "ref=e5 [unchanged]" form
            for (Attr a : n.attrs()) {
                if (first && a.key().equals("ref")) {
                    k.append("ref=").append(a.value());
                } else {
                    if (!first) k.append(' ');
                    k.append(a.text());
                }
                first = false;
            }
            return;
        }
        k.append(n.role());
        if (n.name() != null) {
            k.append(' ');
            if (n.regexName()) {
                k.append('/').append(n.name()).append('/');
            } else {
                Yaml.appendJsonQuoted(k, n.name());
            }
        }
        appendAttrs(k, n.attrs());
    }

    private static void appendAttrs(StringBuilder k, List<Attr> attrs) {
        for (int i = 0, size = attrs.size(); i < size; i++) {
            Attr a = attrs.get(i);
            k.append(" [").append(a.key());
            if (a.value() != null) k.append('=').append(a.value());
            k.append(']');
        }
    }
}
