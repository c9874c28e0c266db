package dev.goaldigest.diff;

import dev.goaldigest.prune.PageQuote;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.regex.Pattern;

/**
 * Page text in goaldigest's own words (a removed element's name): on one line, in double quotes it cannot close,
 * cut short, and with no token a reader could take for a ref ({@code e12} becomes {@code e-12}).
 */
final class Quoted {
    /** The most characters of one element's text that a removal line quotes. */
    static final int MAX_CHARS = 60;
    /** How many nodes of a removed subtree are searched for a text to name it by. */
    static final int MAX_SEARCH = 24;
    private static final Pattern REF_LIKE = Pattern.compile("(?<![A-Za-z0-9])((?:f\\d+)?)e(\\d+)(?![A-Za-z0-9])");

    private Quoted() {
    }

    /** {@code "text"}: sanitised, ref-free, at most {@link #MAX_CHARS} characters inside the quotes. */
    static String of(String pageText) {
        String s = refFree(PageQuote.sanitize(pageText).replace('"', '\''));
        // a cut inside a word can leave a ref-shaped token ("e10000x2" to "e10000…"): cleared again after it
        if (s.length() > MAX_CHARS) s = PageQuote.cut(s, MAX_CHARS, Quoted::refFree);
        return "\"" + s + "\"";
    }

    private static String refFree(String s) {
        return REF_LIKE.matcher(s).replaceAll("$1e-$2");
    }

    /** What a line was, in a few words: its role and name, or the first text under it ({@code listitem "Product 2"}). */
    static String describe(Node n) {
        if (n.isText()) return "text " + of(n.value());
        if (n.isRaw()) return "line " + of(n.sourceLine());
        String role = n.role() == null ? "element" : PageQuote.sanitize(n.role());
        if (n.isProperty()) return role;
        String text = n.name() != null && !n.name().isBlank() ? n.name()
                : n.value() != null && !n.value().isBlank() ? n.value() : firstText(n);
        return text == null ? role : role + " " + of(text);
    }

    /** The first name or text in a subtree, searching a few nodes only; null when there is none. */
    private static String firstText(Node top) {
        String[] found = {null};
        int[] seen = {0};
        Traversal.walk(top, (n, d) -> {
            if (++seen[0] > MAX_SEARCH) return NodeVisitor.Next.STOP;
            if (n == top || n.isProperty()) return n == top ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            String t = n.isText() ? n.value() : n.name() != null && !n.name().isBlank() ? n.name() : n.value();
            if (t != null && !t.isBlank()) {
                found[0] = t;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }
}
