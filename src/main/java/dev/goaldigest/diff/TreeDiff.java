package dev.goaldigest.diff;

import dev.goaldigest.snapshot.Attr;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What changed between two raw snapshots of one page: every line of the later snapshot is matched to one of the
 * earlier, or is new; every line of the earlier left unmatched is gone.
 *
 * <p>Matching follows what Playwright MCP 0.0.83 does with refs (measured: {@code fixtures/diff/README.md}). Within one
 * document a ref stays with its DOM element for as long as the element keeps its role and name, and is never given to
 * another element: two lines with the same ref are the same element. Elements without a ref (text, options of a
 * closed select, hidden or covered elements) and elements that got a new ref (a new name, a DOM node rendered again)
 * are matched by place and content: under matched parents, children are aligned on what they say (a longest common
 * subsequence of their role, name and text), and what is left between two aligned children is paired in order when
 * kind and role agree. Nothing is matched across parents but by ref. A new document (the main frame's ref prefix
 * differs: a navigation, a reload) is not compared at all.
 *
 * <p>Work is linear in the two trees but for the alignment of one parent's children, which is a dynamic program only
 * while both runs are short and a greedy in-order match beyond; no recursion.
 */
public final class TreeDiff {
    /** The largest run pair aligned by the dynamic program (cells of its table); longer runs are matched greedily. */
    static final int MAX_TABLE_CELLS = 250_000;
    /** Table cells one comparison may spend in all; beyond, every run is matched greedily. */
    static final long MAX_TOTAL_CELLS = 4_000_000;
    /** Attributes that change without the page changing: focus, the pointer cursor, boxes. */
    static final Set<String> IGNORED_ATTRS = Set.of("active", "cursor", "box");

    private final Map<String, Node> beforeRefs = new HashMap<>();
    private final Map<String, Node> afterRefs = new HashMap<>();
    private final Set<Node> movedOut = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Node> changed = Collections.newSetFromMap(new IdentityHashMap<>());
    private final List<Node> added = new ArrayList<>();
    private final List<PageChanges.Removal> removals = new ArrayList<>();
    private final ArrayDeque<Node[]> pairs = new ArrayDeque<>();
    private long cells;

    private TreeDiff() {
    }

    /**
     * What changed from {@code before} to {@code after}. Neither tree is changed; the result refers to the nodes of
     * {@code after} and builds its view from copies of them.
     */
    public static PageChanges compare(Snapshot before, Snapshot after) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        Survey b = Survey.of(before);
        Survey a = Survey.of(after);
        if (!Objects.equals(b.prefix, a.prefix)) {
            return PageChanges.notComparable(after, PageChanges.Verdict.NEW_DOCUMENT, a.elements);
        }
        if (!b.dialogs.equals(a.dialogs)) return PageChanges.notComparable(after, PageChanges.Verdict.DIALOG, a.elements);
        TreeDiff d = new TreeDiff();
        d.beforeRefs.putAll(b.refs);
        d.afterRefs.putAll(a.refs);
        d.pairs.push(new Node[] {before.root(), after.root()});
        while (!d.pairs.isEmpty()) {
            Node[] p = d.pairs.pop();
            d.align(p[0], p[1]);
        }
        d.removals.removeIf(r -> d.movedOut.contains(r.node()));
        return new PageChanges(after, PageChanges.Verdict.CHANGES, d.changed, d.added, d.removals, a.elements);
    }

    /** One walk over a tree: its refs, its dialogs, its element count and the main frame's ref prefix. */
    private static final class Survey {
        final Map<String, Node> refs = new HashMap<>();
        final Set<String> dialogs = new HashSet<>();
        int elements;
        String prefix;

        static Survey of(Snapshot s) {
            Survey v = new Survey();
            int[] inFrame = {0};
            Traversal.walk(s.root(), new NodeVisitor.WithTail() {
                @Override
                public Next head(Node n, int depth) {
                    if (!n.isElement()) return n == s.root() ? Next.CONTINUE : Next.SKIP_CHILDREN;
                    v.elements++;
                    if (n.ref() != null) {
                        v.refs.putIfAbsent(n.ref(), n);
                        if (v.prefix == null && inFrame[0] == 0) v.prefix = prefix(n.ref());
                    }
                    if (Roles.isModal(n)) v.dialogs.add(n.ref() != null ? n.ref() : n.role() + " " + n.name());
                    if ("iframe".equals(n.role())) inFrame[0]++;
                    return Next.CONTINUE;
                }

                @Override
                public void tail(Node n, int depth) {
                    if (n.isElement() && "iframe".equals(n.role())) inFrame[0]--;
                }
            });
            return v;
        }
    }

    /** The frame prefix of a ref: {@code ""} for {@code e5}, {@code f2} for {@code f2e5}. */
    static String prefix(String ref) {
        int e = ref.lastIndexOf('e');
        return e <= 0 ? "" : ref.substring(0, e);
    }

    // ---------------------------------------------------------------- aligning the children of a matched pair

    private void align(Node b, Node a) {
        List<Node> bs = b.children();
        List<Node> as = a.children();
        int n = bs.size();
        int m = as.size();
        boolean[] bDone = new boolean[n];
        boolean[] aDone = new boolean[m];
        // children that keep their ref under this parent are anchors; those that moved here or away pair by ref alone
        IdentityHashMap<Node, Integer> bIndex = null;
        int[] anchorA = new int[Math.min(n, m)];
        int[] anchorB = new int[anchorA.length];
        int anchors = 0;
        for (int j = 0; j < m; j++) {
            Node x = as.get(j);
            Node y = x.ref() == null ? null : beforeRefs.get(x.ref());
            if (y == null || !sameKind(y, x)) continue;
            if (y.parent() == b) {
                if (bIndex == null) bIndex = indexOf(bs);
                Integer i = bIndex.get(y);
                if (i != null && anchors < anchorA.length) {
                    anchorA[anchors] = j;
                    anchorB[anchors++] = i;
                }
            } else {
                aDone[j] = true;
                pair(y, x, true); // moved here from elsewhere
            }
        }
        for (int i = 0; i < n; i++) {
            Node y = bs.get(i);
            Node x = y.ref() == null ? null : afterRefs.get(y.ref());
            if (x != null && x.parent() != a && sameKind(y, x)) {
                bDone[i] = true; // moved away: paired where it went
                movedOut.add(y);
            }
        }
        // anchors in the same order on both sides stay; the others moved within this parent
        boolean[] kept = increasing(anchorB, anchors);
        List<int[]> order = new ArrayList<>();
        for (int k = 0; k < anchors; k++) {
            Node y = bs.get(anchorB[k]);
            Node x = as.get(anchorA[k]);
            bDone[anchorB[k]] = true;
            aDone[anchorA[k]] = true;
            pair(y, x, !kept[k]);
            if (kept[k]) order.add(new int[] {anchorB[k], anchorA[k]});
        }
        // the runs between kept anchors
        int pb = -1;
        int pa = -1;
        for (int k = 0; k <= order.size(); k++) {
            int cb = k < order.size() ? order.get(k)[0] : n;
            int ca = k < order.size() ? order.get(k)[1] : m;
            List<Node> gb = new ArrayList<>();
            List<Node> ga = new ArrayList<>();
            for (int i = pb + 1; i < cb; i++) if (!bDone[i]) gb.add(bs.get(i));
            for (int j = pa + 1; j < ca; j++) if (!aDone[j]) ga.add(as.get(j));
            if (!gb.isEmpty() || !ga.isEmpty()) run(gb, ga, a, ca < m ? as.get(ca) : null);
            pb = cb;
            pa = ca;
        }
    }

    private static IdentityHashMap<Node, Integer> indexOf(List<Node> nodes) {
        IdentityHashMap<Node, Integer> m = new IdentityHashMap<>(nodes.size() * 2);
        for (int i = 0; i < nodes.size(); i++) m.put(nodes.get(i), i);
        return m;
    }

    /**
     * Aligns one run of unmatched children: what says the same is matched, what is left between is paired in order
     * by kind and role, the rest is added or removed.
     *
     * @param a the parent in the later tree
     * @param next the child of {@code a} right after the run, or null at the end (where removals are placed)
     */
    private void run(List<Node> gb, List<Node> ga, Node a, Node next) {
        int[] match = lcs(gb, ga); // match[i]: the index in ga of gb[i], or -1
        int lastA = -1;
        List<Node> restB = new ArrayList<>();
        for (int i = 0; i <= gb.size(); i++) {
            int j = i < gb.size() ? match[i] : ga.size();
            if (i < gb.size() && j < 0) {
                restB.add(gb.get(i));
                continue;
            }
            List<Node> restA = ga.subList(lastA + 1, j);
            inOrder(restB, restA, a, j < ga.size() ? ga.get(j) : next);
            restB = new ArrayList<>();
            if (i < gb.size()) {
                pair(gb.get(i), ga.get(j), false);
                lastA = j;
            }
        }
    }

    /** Pairs what is left between two aligned children in order, when kind and role agree; the rest is new or gone. */
    private void inOrder(List<Node> gb, List<Node> ga, Node a, Node next) {
        int j = 0;
        for (Node y : gb) {
            int k = j;
            while (k < ga.size() && !pairable(y, ga.get(k))) k++;
            if (k == ga.size()) {
                removals.add(PageChanges.Removal.of(y, a, beforeSibling(ga, j, next)));
                continue;
            }
            for (; j < k; j++) added.add(ga.get(j));
            pair(y, ga.get(j++), false);
        }
        for (; j < ga.size(); j++) added.add(ga.get(j));
    }

    private static Node beforeSibling(List<Node> ga, int j, Node next) {
        return j < ga.size() ? ga.get(j) : next;
    }

    /** Two lines that may be one element whose content changed: same kind and role; a ref-less line or a new ref. */
    private boolean pairable(Node y, Node x) {
        if (!sameKind(y, x)) return false;
        // an element whose ref survives elsewhere on the page is that element, not this one
        return (y.ref() == null || !afterRefs.containsKey(y.ref())) && (x.ref() == null || !beforeRefs.containsKey(x.ref()));
    }

    private static boolean sameKind(Node y, Node x) {
        return y.kind() == x.kind() && Objects.equals(y.role(), x.role());
    }

    /** Records {@code y} and {@code x} as one line; a changed line (or one that moved) is shown. */
    private void pair(Node y, Node x, boolean moved) {
        if (emptied(y, x)) {
            // an alert or status that was cleared says nothing now: what it said is gone
            removals.add(PageChanges.Removal.of(y, x.parent(), x));
            return;
        }
        if (moved || !sameLine(y, x)) changed.add(x);
        if (y.hasChildren() || x.hasChildren()) pairs.push(new Node[] {y, x});
    }

    private static boolean emptied(Node y, Node x) {
        return x.isElement() && x.name() == null && x.value() == null && x.ref() == null && !x.hasChildren()
                && (y.name() != null || y.value() != null || y.hasChildren());
    }

    /** Whether two matched lines say the same: role, name, value, ref and attributes but focus and cursor. */
    static boolean sameLine(Node y, Node x) {
        if (y.kind() != x.kind()) return false;
        if (y.isRaw()) return Objects.equals(y.sourceLine(), x.sourceLine());
        return Objects.equals(y.role(), x.role()) && Objects.equals(y.name(), x.name())
                && y.regexName() == x.regexName() && Objects.equals(y.value(), x.value())
                && Objects.equals(y.ref(), x.ref()) && sameAttrs(y.attrs(), x.attrs());
    }

    private static boolean sameAttrs(List<Attr> p, List<Attr> q) {
        int i = 0;
        int j = 0;
        while (true) {
            while (i < p.size() && skip(p.get(i))) i++;
            while (j < q.size() && skip(q.get(j))) j++;
            if (i == p.size() || j == q.size()) return i == p.size() && j == q.size();
            if (!p.get(i).equals(q.get(j))) return false;
            i++;
            j++;
        }
    }

    private static boolean skip(Attr a) {
        return "ref".equals(a.key()) || IGNORED_ATTRS.contains(a.key());
    }

    // ---------------------------------------------------------------- sequence alignment

    /**
     * What a line says, for alignment: a ref names its element; otherwise its role and name, or its text. The page's
     * own strings, not copies of them (their hashes are cached).
     */
    record Key(Node.Kind kind, boolean ref, String what, String name) {
    }

    static Key key(Node n) {
        return switch (n.kind()) {
            case ELEMENT -> n.ref() != null ? new Key(Node.Kind.ELEMENT, true, n.ref(), null)
                    : new Key(Node.Kind.ELEMENT, false, n.role(), n.name());
            case TEXT -> new Key(Node.Kind.TEXT, false, n.value(), null);
            case PROPERTY -> new Key(Node.Kind.PROPERTY, false, n.role(), null);
            case RAW -> new Key(Node.Kind.RAW, false, n.sourceLine(), null);
            case ROOT -> new Key(Node.Kind.ROOT, false, null, null);
        };
    }

    /** A longest common subsequence of keys (greedy in order for runs too long for the table): ga's index per gb. */
    private int[] lcs(List<Node> gb, List<Node> ga) {
        int n = gb.size();
        int m = ga.size();
        int[] match = new int[n];
        Arrays.fill(match, -1);
        if (n == 0 || m == 0) return match;
        Key[] kb = new Key[n];
        Key[] ka = new Key[m];
        for (int i = 0; i < n; i++) kb[i] = key(gb.get(i));
        for (int j = 0; j < m; j++) ka[j] = key(ga.get(j));
        int lo = 0;
        while (lo < n && lo < m && kb[lo].equals(ka[lo])) {
            match[lo] = lo;
            lo++;
        }
        int hb = n;
        int ha = m;
        while (hb > lo && ha > lo && kb[hb - 1].equals(ka[ha - 1])) match[--hb] = --ha;
        int rn = hb - lo;
        int rm = ha - lo;
        if (rn == 0 || rm == 0) return match;
        long size = (long) (rn + 1) * (rm + 1);
        if (size <= MAX_TABLE_CELLS && cells + size <= MAX_TOTAL_CELLS) {
            cells += size;
            table(kb, ka, lo, hb, lo, ha, match);
        } else {
            greedy(kb, ka, lo, hb, lo, ha, match);
        }
        return match;
    }

    private static void table(Key[] kb, Key[] ka, int b0, int b1, int a0, int a1, int[] match) {
        int rn = b1 - b0;
        int rm = a1 - a0;
        int w = rm + 1;
        int[] t = new int[(rn + 1) * w]; // t[i][j]: LCS of kb[b0+i..] and ka[a0+j..]
        for (int i = rn - 1; i >= 0; i--) {
            for (int j = rm - 1; j >= 0; j--) {
                t[i * w + j] = kb[b0 + i].equals(ka[a0 + j]) ? t[(i + 1) * w + j + 1] + 1
                        : Math.max(t[(i + 1) * w + j], t[i * w + j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < rn && j < rm) {
            if (kb[b0 + i].equals(ka[a0 + j])) {
                match[b0 + i] = a0 + j;
                i++;
                j++;
            } else if (t[(i + 1) * w + j] >= t[i * w + j + 1]) {
                i++;
            } else {
                j++;
            }
        }
    }

    private static void greedy(Key[] kb, Key[] ka, int b0, int b1, int a0, int a1, int[] match) {
        Map<Key, ArrayDeque<Integer>> at = new HashMap<>();
        for (int j = a0; j < a1; j++) at.computeIfAbsent(ka[j], k -> new ArrayDeque<>()).add(j);
        int last = a0 - 1;
        for (int i = b0; i < b1; i++) {
            ArrayDeque<Integer> q = at.get(kb[i]);
            if (q == null) continue;
            while (!q.isEmpty() && q.peekFirst() <= last) q.pollFirst();
            if (q.isEmpty()) continue;
            last = q.pollFirst();
            match[i] = last;
        }
    }

    /** Which of {@code seq[0..n)} form a longest strictly increasing subsequence (patience sorting). */
    static boolean[] increasing(int[] seq, int n) {
        boolean[] in = new boolean[n];
        if (n == 0) return in;
        int[] tails = new int[n]; // index into seq of the smallest tail of each length
        int[] prev = new int[n];
        int len = 0;
        for (int k = 0; k < n; k++) {
            int lo = 0;
            int hi = len;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (seq[tails[mid]] < seq[k]) lo = mid + 1;
                else hi = mid;
            }
            prev[k] = lo > 0 ? tails[lo - 1] : -1;
            tails[lo] = k;
            if (lo == len) len++;
        }
        for (int k = tails[len - 1]; k >= 0; k = prev[k]) in[k] = true;
        return in;
    }
}
