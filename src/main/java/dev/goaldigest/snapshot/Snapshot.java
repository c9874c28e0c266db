package dev.goaldigest.snapshot;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A parsed ARIA snapshot: a root node whose children are the top-level lines. While {@link #preservesLayout()} is
 * true (as parsed), the writer reproduces the source byte for byte (indentation, line ends, final newline); a
 * pipeline that restructures the tree calls {@link #normalizeLayout()} and the writer then uses two spaces per level.
 */
public final class Snapshot {
    private final Node root;
    private boolean preserveLayout;
    private String lineEnding;
    private boolean finalNewline;
    private int sizeHint;
    /** What the parser counted as it read the lines; null for a built snapshot. */
    private LineCounts lineCounts;

    /**
     * The lines of a snapshot by kind.
     *
     * @param elements element lines ({@code - role "name" [ref=e1]})
     * @param unreadable lines that matched no form of the grammar (kept as they came, {@link Node#isRaw()})
     * @param incremental lines of the older incremental form ({@code <changed>}, {@code ref=e5 [unchanged]})
     */
    public record LineCounts(int elements, int unreadable, int incremental) {
    }

    Snapshot(Node root, boolean preserveLayout, String lineEnding, boolean finalNewline) {
        this.root = root;
        this.preserveLayout = preserveLayout;
        this.lineEnding = lineEnding;
        this.finalNewline = finalNewline;
    }

    /** The length of the text it was parsed from (a capacity hint for the writer), 0 when built. */
    int sizeHint() {
        return sizeHint;
    }

    Snapshot withSizeHint(int chars) {
        this.sizeHint = chars;
        return this;
    }

    Snapshot withLineCounts(LineCounts counts) {
        this.lineCounts = counts;
        return this;
    }

    /** The lines of each kind, as the parser counted them; counted by a walk for a snapshot that was not parsed. */
    public LineCounts lineCounts() {
        if (lineCounts != null) return lineCounts;
        int[] c = new int[3];
        Traversal.forEachDescendant(root, n -> {
            if (n.isElement()) c[0]++;
            if (n.isRaw()) c[1]++;
            if (isIncremental(n)) c[2]++;
        });
        return new LineCounts(c[0], c[1], c[2]);
    }

    /** A line of the older incremental form: {@code - <changed> role ...}, or {@code - ref=e5 [unchanged]} (no role). */
    static boolean isIncremental(Node n) {
        return n.changedMarker() || n.isElement() && n.role() == null;
    }

    /** An empty snapshot to build on. */
    public static Snapshot empty() {
        return new Snapshot(Node.root(), false, "\n", false);
    }

    /** A snapshot around an existing root (used by steps that build a new tree). */
    public static Snapshot of(Node root) {
        return new Snapshot(root, false, "\n", false);
    }

    public Node root() {
        return root;
    }

    public boolean preservesLayout() {
        return preserveLayout;
    }

    /** From now on write two spaces per level, whatever the source's indentation was. */
    public Snapshot normalizeLayout() {
        this.preserveLayout = false;
        return this;
    }

    /** The dominant line terminator of the source ({@code \n} or {@code \r\n}). */
    public String lineEnding() {
        return lineEnding;
    }

    public boolean finalNewline() {
        return finalNewline;
    }

    public Snapshot setFinalNewline(boolean finalNewline) {
        this.finalNewline = finalNewline;
        return this;
    }

    public Snapshot setLineEnding(String lineEnding) {
        this.lineEnding = lineEnding;
        return this;
    }

    /** A deep copy: the copy can be pruned while this one stays as it was. */
    public Snapshot copy() {
        return new Snapshot(root.deepCopy(), preserveLayout, lineEnding, finalNewline);
    }

    /** All refs, in document order. */
    public List<String> refs() {
        return Traversal.refs(root);
    }

    public Set<String> refSet() {
        return new LinkedHashSet<>(refs());
    }

    /** Every node, in document order. */
    public List<Node> nodes() {
        return Traversal.descendants(root);
    }

    /** The node holding {@code ref}, or null. */
    public Node findRef(String ref) {
        return Traversal.find(root, n -> ref.equals(n.ref()));
    }

    public String write() {
        return SnapshotWriter.write(this);
    }

    @Override
    public String toString() {
        return write();
    }
}
