package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Records laid out flat: a list whose items are not elements of their own but runs of two to four siblings, one
 * after the other, the same run again and again (a news board's story as a title row, a row of points and comments
 * and a spacer row; a result as a heading, a blurb and a link). Left alone, each kind of sibling would be a list of
 * its own to the steps after, and the comments link of the fourth story would fold with the 30 rows of points as
 * "the fourth row" of some other list. Each run is put in an unnamed {@code generic} without a ref, so
 * {@link GoalFocus} and {@link SiblingFold} see one item per record (its title, its position, what the goal names
 * in it); {@link WrapperCollapse} takes the wrappers out again, so the agent sees the page's own lines.
 */
final class FlatRecords implements Step {
    /** The longest run of siblings taken for one record. */
    static final int MAX_PERIOD = 4;

    @Override
    public void apply(PruneContext ctx) {
        int threshold = ctx.settings().foldThreshold();
        int least = (threshold + 1) * 2; // a record has two siblings at least, and a list that folds more than threshold
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw() || ctx.isKeptAsIs(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() >= least && !ctx.isLaidOut(n)) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : parents) wrap(ctx, p, threshold);
    }

    /** Wraps each record of each run of flat records among {@code parent}'s children. */
    static void wrap(PruneContext ctx, Node parent, int threshold) {
        int n = parent.childCount();
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            Node c = parent.child(i);
            // what may not be part of a record gets a key of its own, which repeats nowhere
            if (c.isText() && !ctx.folds().isFold(c)) keys[i] = TEXT;
            else if (c.isElement() && c.role() != null && !ctx.isWhole(c)) keys[i] = kind(c);
            else keys[i] = -1 - i;
        }
        boolean[] taken = new boolean[n];
        List<int[]> runs = new ArrayList<>(); // {first sibling, period, records}
        for (int k = 2; k <= MAX_PERIOD; k++) {
            int i = 0;
            while (i + k < n) {
                if (keys[i] != keys[i + k]) {
                    i++;
                    continue;
                }
                int start = i;
                while (i + k < n && keys[i] == keys[i + k]) i++;
                int end = i + k; // siblings [start, end) repeat with period k
                int[] run = records(parent, keys, taken, start, end, k, threshold);
                if (run != null) {
                    runs.add(run);
                    for (int j = run[0]; j < run[0] + run[1] * run[2]; j++) taken[j] = true;
                }
            }
        }
        if (runs.isEmpty()) return;
        runs.sort((a, b) -> Integer.compare(a[0], b[0]));
        List<Node> kids = new ArrayList<>(parent.children());
        List<Node> out = new ArrayList<>(n);
        int at = 0;
        for (int[] run : runs) {
            while (at < run[0]) out.add(kids.get(at++));
            for (int r = 0; r < run[2]; r++) {
                Node record = Node.element("generic", null, List.of(), null);
                record.setChildren(new ArrayList<>(kids.subList(at, at + run[1])));
                ctx.markRecord(record);
                ctx.relevance().adopt(record);
                out.add(record);
                at += run[1];
            }
        }
        while (at < n) out.add(kids.get(at++));
        parent.setChildren(out);
    }

    /**
     * What kind of sibling a record's part is: its role, and whether it holds elements (a story's title row and its
     * row of points are rows with cells, the spacer after them a row without). Coarser than {@link Signature}: one
     * story's row without an upvote button, or a job ad among the stories, is still the same kind of part.
     */
    private static long kind(Node c) {
        boolean holds = false;
        for (int ci = 0, cn = c.childCount(); ci < cn && !holds; ci++) holds = c.child(ci).isElement();
        return (long) c.role().hashCode() << 1 | (holds ? 1 : 0);
    }

    /** The key of a text line (a separator, a word between links) as part of a record. */
    private static final long TEXT = 0x5EC0_4DL;

    /**
     * The records of a run of siblings [start, end) repeating with period {@code k}, as {first sibling, k, count}, or
     * null when they are none: a record holds siblings of two kinds at least, two elements, one of them something
     * to act on, and more of them repeat than a list folds at; it starts with a sibling that says something (a spacer
     * row is no record's first line). Siblings another run took are left alone.
     */
    private static int[] records(Node parent, long[] keys, boolean[] taken, int start, int end, int k, int threshold) {
        for (int j = start; j < end; j++) if (taken[j]) return null;
        Set<Long> kinds = new HashSet<>();
        for (int j = start; j < start + k; j++) kinds.add(keys[j]);
        if (kinds.size() < 2 || kinds.size() < k && isSubPeriod(keys, start, k)) return null;
        for (int phase = 0; phase < k; phase++) {
            int first = start + phase;
            int count = (end - first) / k;
            if (count <= threshold) return null;
            Node head = parent.child(first);
            if (!head.isElement() || Texts.textLength(head) == 0) continue;
            int elements = 0;
            boolean acts = false;
            for (int j = first; j < first + k; j++) {
                Node c = parent.child(j);
                if (c.isElement()) elements++;
                acts |= Texts.hasActionable(c);
            }
            if (elements < 2 || !acts) return null;
            return new int[] {first, k, count};
        }
        return null;
    }

    /** Whether the run repeats with a shorter period that divides {@code k} (then it is that period's list). */
    private static boolean isSubPeriod(long[] keys, int start, int k) {
        for (int d = 1; d < k; d++) {
            if (k % d != 0) continue;
            boolean same = true;
            for (int j = start; j + d < start + k && same; j++) same = keys[j] == keys[j + d];
            if (same) return true;
        }
        return false;
    }
}
