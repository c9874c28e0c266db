package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pipeline's invariants as checks, shared by the corpus tests and {@code bench prune}: which refs an output
 * holds (as nodes, or listed in fold lines), which actionable refs of the input it lost, which refs it invented,
 * and whether a task's targets survived.
 */
public final class PruneCheck {
    private static final Pattern REF_ATTR = Pattern.compile("\\[ref=([^\\]\\s]+)]");

    private PruneCheck() {
    }

    /** The refs of actionable elements (interactive role, or {@code [cursor=pointer]}) in document order. */
    public static List<String> actionableRefs(Snapshot s) {
        List<String> out = new ArrayList<>();
        Traversal.walk(s.root(), (n, d) -> {
            if (Roles.isActionable(n)) out.add(n.ref());
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** Refs on nodes of {@code s}. */
    public static Set<String> nodeRefs(Snapshot s) {
        return s.refSet();
    }

    /** Refs listed by the fold lines of {@code s}. */
    public static Set<String> foldedRefs(Snapshot s) {
        Set<String> out = new LinkedHashSet<>();
        Traversal.walk(s.root(), (n, d) -> {
            if (Fold.isFoldLine(n)) out.addAll(Fold.listedRefs(n));
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** The refs the fold lines of {@code s} name as their way back ({@code browser_snapshot target=eN}). */
    public static Set<String> foldTargets(Snapshot s) {
        Set<String> out = new LinkedHashSet<>();
        Traversal.walk(s.root(), (n, d) -> {
            String t = Fold.target(n);
            if (t != null) out.add(t);
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /**
     * Actionable refs of {@code in} that {@code out} has lost: shown neither as a node, nor listed in a fold line, nor
     * inside a folded region whose way back ({@code target=eN}) names one of its ancestors in {@code in} (or itself).
     */
    public static List<String> lostActionable(Snapshot in, Snapshot out) {
        Set<String> have = new LinkedHashSet<>(nodeRefs(out));
        have.addAll(foldedRefs(out));
        Set<String> targets = foldTargets(out);
        List<String> lost = new ArrayList<>();
        Traversal.walk(in.root(), (n, d) -> {
            if (Roles.isActionable(n) && !have.contains(n.ref()) && !underTarget(n, targets)) lost.add(n.ref());
            return NodeVisitor.Next.CONTINUE;
        });
        return lost;
    }

    /** Actionable refs of {@code in} that {@code out} shows as nodes or lists in fold lines (no way back needed). */
    public static int shownOrListed(Snapshot in, Snapshot out) {
        Set<String> have = new LinkedHashSet<>(nodeRefs(out));
        have.addAll(foldedRefs(out));
        int c = 0;
        for (String r : actionableRefs(in)) if (have.contains(r)) c++;
        return c;
    }

    private static boolean underTarget(Node n, Set<String> targets) {
        for (Node a = n; a != null; a = a.parent()) if (a.ref() != null && targets.contains(a.ref())) return true;
        return false;
    }

    /** Refs {@code out} shows (as nodes or in fold lines) that {@code in} does not have. */
    public static List<String> inventedRefs(Snapshot in, Snapshot out) {
        Set<String> known = in.refSet();
        List<String> bad = new ArrayList<>();
        for (String r : nodeRefs(out)) if (!known.contains(r)) bad.add(r);
        for (String r : foldedRefs(out)) if (!known.contains(r)) bad.add(r);
        return bad;
    }

    /** Whether the fold lines of {@code s} all say how to get their content back. */
    public static boolean foldsSayHowBack(Snapshot s) {
        boolean[] ok = {true};
        Traversal.walk(s.root(), (n, d) -> {
            if (n.isText() && n.value() != null && n.value().startsWith(Fold.PREFIX)
                    && !(n.value().contains("browser_snapshot") && n.value().contains("mode=off"))) {
                ok[0] = false;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return ok[0];
    }

    /** RAW lines (lines that match no form of the grammar) in {@code s}. */
    public static int rawLines(Snapshot s) {
        int[] c = {0};
        Traversal.walk(s.root(), (n, d) -> {
            if (n.kind() == Node.Kind.RAW) c[0]++;
            return NodeVisitor.Next.CONTINUE;
        });
        return c[0];
    }

    /** The refs written as {@code [ref=X]} in a text. */
    public static Set<String> refsInText(String text) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = REF_ATTR.matcher(text);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    /** A task is covered when its targets survive as {@code [ref=X]}: all of them, or any one for match "any". */
    public static boolean covered(String outputText, List<String> targets, boolean matchAll) {
        Set<String> refs = refsInText(outputText);
        if (matchAll) {
            for (String t : targets) if (!refs.contains(t)) return false;
            return !targets.isEmpty();
        }
        for (String t : targets) if (refs.contains(t)) return true;
        return false;
    }
}
