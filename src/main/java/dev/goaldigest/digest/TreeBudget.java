package dev.goaldigest.digest;

import dev.goaldigest.prune.Goal;
import dev.goaldigest.prune.Words;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Tokens;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Caps the tree sent to the model at a token budget (o200k). Relevance trimming first: lines that mention the goal's
 * words (its {@link Goal#terms()}, compared as the rule pipeline compares them) and the lines right under them, then
 * elements an agent acts on ({@link Roles#isActionable}), then the rest in page order, each kept
 * with its ancestors so the tree stays a tree. Only if that is still too big is the text cut, with a note.
 */
final class TreeBudget {
    /** What goes to the model. */
    record Sent(String text, int tokens, int linesTotal, int linesSent, boolean truncated) {
        boolean trimmed() {
            return linesSent < linesTotal || truncated;
        }

        /** A note for the prompt when something was left out; null when the whole tree is sent. */
        String note() {
            if (!trimmed()) return null;
            return "Note: the page is large; " + String.format(Locale.ROOT, "%,d of %,d lines", linesSent, linesTotal)
                    + " are shown (those most related to the goal, the interactive ones, then page order)"
                    + (truncated ? "; the end was cut off" : "") + ".";
        }
    }

    private TreeBudget() {
    }

    /** Beyond this many characters per budget token a text is over budget without counting (o200k averages ~4). */
    private static final int SURELY_OVER_CHARS_PER_TOKEN = 10;

    static Sent fit(Snapshot tree, String text, Goal goal, int budget) {
        List<Node> nodes = tree.nodes();
        // counting 700K characters costs ~0.3 s: skip it when the text cannot possibly fit
        if (text.length() <= (long) budget * SURELY_OVER_CHARS_PER_TOKEN) {
            int total = Tokens.count(text);
            if (total <= budget) return new Sent(text, total, nodes.size(), nodes.size(), false);
        }

        Set<String> terms = Set.copyOf(goal.terms());
        int n = nodes.size();
        Map<Node, Integer> index = new IdentityHashMap<>(n * 2);
        for (int i = 0; i < n; i++) index.put(nodes.get(i), i);
        int[] parent = new int[n];
        int[] cost = new int[n];
        int[] score = new int[n];
        int[] own = new int[n];
        for (int i = 0; i < n; i++) {
            Node node = nodes.get(i);
            Integer p = index.get(node.parent());
            parent[i] = p == null ? -1 : p;
            int depth = 0;
            for (int q = parent[i]; q >= 0 && depth < 64; q = parent[q]) depth++;
            // an estimate (4 characters a token, indentation included); the result is counted exactly below
            cost[i] = (node.lineText().length() + 2 * depth) / 4 + 1;
            own[i] = matches(node, terms);
            int inherited = parent[i] >= 0 ? Math.max(own[parent[i]], score[parent[i]] / 2) : 0;
            score[i] = own[i] * 4 + Math.min(inherited, 4) + (Roles.isActionable(node) ? 1 : 0);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> score[a] != score[b] ? Integer.compare(score[b], score[a]) : Integer.compare(a, b));

        int limit = (int) (budget * 0.97) - 16;
        String out = null;
        int tokens = 0;
        int kept = 0;
        for (int attempt = 0; attempt < 3; attempt++) {
            boolean[] keep = select(order, parent, cost, limit);
            kept = 0;
            for (boolean k : keep) if (k) kept++;
            Snapshot copy = tree.copy();
            List<Node> copied = copy.nodes();
            Map<Node, Integer> at = new IdentityHashMap<>(n * 2);
            for (int i = 0; i < n; i++) at.put(copied.get(i), i);
            // one pass over parents (detaching child by child is quadratic on a wide page)
            List<Node> parents = new ArrayList<>(copied.size() + 1);
            parents.add(copy.root());
            for (int i = 0; i < n; i++) if (keep[i] && copied.get(i).hasChildren()) parents.add(copied.get(i));
            for (Node p : parents) {
                List<Node> kids = new ArrayList<>(p.childCount());
                for (Node c : p.children()) if (keep[at.get(c)]) kids.add(c);
                if (kids.size() != p.childCount()) p.setChildren(kids);
            }
            copy.normalizeLayout();
            out = copy.write();
            tokens = Tokens.count(out);
            if (tokens <= budget) break;
            // the estimate was low for this page: shrink the limit by the observed ratio and choose again
            limit = (int) ((long) limit * budget / tokens * 0.95);
        }
        boolean truncated = false;
        if (tokens > budget) {
            out = cut(out, budget);
            tokens = Tokens.count(out);
            truncated = true;
        }
        return new Sent(out, tokens, n, kept, truncated);
    }

    /** Greedy by score: a node goes in with its ancestors while the estimated cost stays within the limit. */
    private static boolean[] select(Integer[] order, int[] parent, int[] cost, int limit) {
        boolean[] keep = new boolean[parent.length];
        int used = 0;
        for (int i : order) {
            if (keep[i]) continue;
            int add = 0;
            for (int q = i; q >= 0 && !keep[q]; q = parent[q]) add += cost[q];
            if (used + add > limit) continue;
            for (int q = i; q >= 0 && !keep[q]; q = parent[q]) keep[q] = true;
            used += add;
        }
        return keep;
    }

    /** Keeps whole lines from the start while they fit. */
    private static String cut(String text, int budget) {
        String[] lines = text.split("\n", -1);
        StringBuilder b = new StringBuilder();
        int used = 0;
        for (String l : lines) {
            int c = Tokens.count(l) + 1;
            if (used + c > budget - 16) break;
            b.append(l).append('\n');
            used += c;
        }
        return b.toString();
    }

    /** How many of the goal's terms a line names (its name and value, as {@link Words} normalises both). */
    private static int matches(Node node, Set<String> terms) {
        if (terms.isEmpty() || node.name() == null && node.value() == null) return 0;
        String text = node.name() == null ? node.value() : node.value() == null ? node.name() : node.name() + " " + node.value();
        int m = 0;
        for (String w : new HashSet<>(Words.of(text))) if (terms.contains(w)) m++;
        return m;
    }
}
