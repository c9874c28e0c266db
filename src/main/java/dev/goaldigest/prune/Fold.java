package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one fold line stands for: how many nodes of which kind were folded, the actionable refs they held, and where to
 * get them back. Written as one {@code text:} line, e.g.
 * {@code - text: "folded 37 listitem: e100 e102; see browser_snapshot target=e55 mode=off or browser_find"}.
 */
public final class Fold {
    /** The start of every fold line's text. */
    public static final String PREFIX = "folded ";
    /** What separates the folded content from the way back. */
    static final String SEE = "; see ";

    final Map<String, Integer> counts = new LinkedHashMap<>();
    final List<String> refs = new ArrayList<>();
    int hidden;
    String target;
    /** the ref of the nearest kept ancestor: the target once several drops share one line */
    String ancestorTarget;
    int drops;

    void add(String what, int n) {
        counts.merge(what, n, Integer::sum);
    }

    void merge(Fold other) {
        other.counts.forEach(this::add);
        refs.addAll(other.refs);
        hidden += other.hidden;
        takeTargets(other.ancestorTarget, other.target);
        drops += other.drops;
    }

    /**
     * Takes in where one more dropped part can be got back (call it before counting the part in {@link #drops}): its
     * own target while it is the only part, else the nearest kept ancestor, as several parts share the line.
     */
    void takeTargets(String otherAncestor, String otherTarget) {
        if (drops == 0) {
            ancestorTarget = otherAncestor;
            target = otherTarget;
            return;
        }
        if (ancestorTarget == null) ancestorTarget = otherAncestor;
        if (target == null || !target.equals(otherTarget)) target = ancestorTarget;
    }

    /** The text of the fold line. */
    String text() {
        StringBuilder b = new StringBuilder(PREFIX);
        boolean first = true;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (!first) b.append(", ");
            first = false;
            b.append(e.getValue()).append(' ').append(e.getKey());
        }
        if (!refs.isEmpty()) {
            b.append(':');
            for (String r : refs) b.append(' ').append(r);
        }
        if (hidden > 0) b.append(" (").append(hidden).append(hidden == 1 ? " ref" : " refs").append(" not matching the goal)");
        b.append(SEE).append("browser_snapshot ");
        if (target != null) b.append("target=").append(target).append(' ');
        b.append("mode=off or browser_find");
        return b.toString();
    }

    /** Whether a written line is a fold line (for tests and tools that read pruned output). */
    public static boolean isFoldLine(Node n) {
        return n != null && n.isText() && n.value() != null && n.value().startsWith(PREFIX)
                && n.value().contains(SEE + "browser_snapshot ");
    }

    /** The refs a fold line lists (empty when it is not one). */
    public static List<String> listedRefs(Node n) {
        List<String> out = new ArrayList<>();
        if (!isFoldLine(n)) return out;
        String v = n.value();
        int i = v.indexOf(": ");
        int end = v.lastIndexOf(SEE);
        if (i < 0 || i > end) return out;
        int paren = v.indexOf(" (", i);
        if (paren >= 0 && paren < end) end = paren;
        for (String r : v.substring(i + 2, end).trim().split(" ")) {
            if (!r.isEmpty()) out.add(r);
        }
        return out;
    }
}
