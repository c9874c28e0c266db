package dev.goaldigest.diff;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Traversal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What {@link TreeDiff} found between two snapshots of a page: the lines of the later snapshot that changed, the
 * subtrees that are new, what is gone and where it was, and how many elements stayed as they were; or why the two
 * cannot be compared (a new document, a dialog that opened or closed).
 */
public final class PageChanges {

    /** Whether a diff can say what happened. */
    public enum Verdict {
        /** one document before and after: the changes below */
        CHANGES,
        /** another document (a navigation, a reload): nothing to compare */
        NEW_DOCUMENT,
        /** a dialog opened or closed: the page the agent acts on is another one */
        DIALOG
    }

    /**
     * One line (and its subtree) of the earlier snapshot that is gone.
     *
     * @param node the line in the earlier snapshot
     * @param parent where it was, in the later snapshot: the line its parent matched
     * @param before the line of the later snapshot it stood before, or null when it was the last
     * @param what its role and name, as goaldigest says it ({@link Quoted}): no ref, page text quoted
     */
    public record Removal(Node node, Node parent, Node before, String what) {
        static Removal of(Node gone, Node parent, Node before) {
            return new Removal(gone, parent, before, Quoted.describe(gone));
        }
    }

    private final Snapshot after;
    private final Verdict verdict;
    private final Set<Node> changed;
    private final List<Node> added;
    private final List<Removal> removals;
    private final int elements;

    PageChanges(Snapshot after, Verdict verdict, Set<Node> changed, List<Node> added, List<Removal> removals,
                int elements) {
        this.after = after;
        this.verdict = verdict;
        this.changed = changed;
        this.added = List.copyOf(added);
        this.removals = List.copyOf(removals);
        this.elements = elements;
    }

    static PageChanges notComparable(Snapshot after, Verdict why, int elements) {
        return new PageChanges(after, why, Collections.newSetFromMap(new IdentityHashMap<>()), List.of(), List.of(),
                elements);
    }

    public Verdict verdict() {
        return verdict;
    }

    /** Whether the two snapshots are of one document and no dialog opened or closed: a diff can show the change. */
    public boolean comparable() {
        return verdict == Verdict.CHANGES;
    }

    /** Whether nothing changed but focus, the cursor and the like. */
    public boolean isEmpty() {
        return changed.isEmpty() && added.isEmpty() && removals.isEmpty();
    }

    /** The lines of the later snapshot that say something new (value, state, name, ref, place). */
    public Set<Node> changed() {
        return Collections.unmodifiableSet(changed);
    }

    /** The new subtrees of the later snapshot (their tops). */
    public List<Node> added() {
        return added;
    }

    public List<Removal> removals() {
        return removals;
    }

    /** The elements of the later snapshot that neither changed nor are new. */
    public int unchangedElements() {
        int[] n = {0};
        for (Node a : added) {
            Traversal.walk(a, (x, d) -> {
                if (x.isElement()) n[0]++;
                return x.isElement() ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            });
        }
        for (Node c : changed) if (c.isElement()) n[0]++;
        return Math.max(0, elements - n[0]);
    }

    /**
     * The changes as a snapshot tree: each changed line and new subtree with its ancestors and the nearest heading
     * before it, and a {@code removed: ...} line where something went. Built from copies of the later snapshot's
     * nodes, so that tree may be pruned in place afterwards; refs are only those the later snapshot has.
     */
    public Snapshot tree() {
        return ChangeTree.build(this, after);
    }

    /**
     * The line that follows the changes:
     * {@code [goaldigest: changes since your last view: 2 changed, 1 new, 1 removed; 212 elements unchanged;
     * browser_snapshot for the whole page]}.
     */
    public String line() {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.US));
        StringBuilder b = new StringBuilder("[goaldigest: ");
        if (isEmpty()) {
            b.append("no changes since your last view");
        } else {
            b.append("changes since your last view:");
            String sep = " ";
            if (!changed.isEmpty()) {
                b.append(sep).append(f.format(changed.size())).append(" changed");
                sep = ", ";
            }
            if (!added.isEmpty()) {
                b.append(sep).append(f.format(added.size())).append(" new");
                sep = ", ";
            }
            if (!removals.isEmpty()) b.append(sep).append(f.format(removals.size())).append(" removed");
        }
        int same = unchangedElements();
        b.append("; ").append(f.format(same)).append(same == 1 ? " element" : " elements").append(" unchanged");
        return b.append("; browser_snapshot for the whole page]").toString();
    }
}
