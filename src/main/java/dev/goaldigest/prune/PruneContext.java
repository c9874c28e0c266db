package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Traversal;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a step is handed, for one pruning run: the tree being pruned (a copy of the input, or the subtree a caller
 * prunes), the goal and how each node relates to it, the settings, the page URL and the noise patterns, and the fold
 * lines ({@link #folds()}) every drop goes through.
 */
final class PruneContext {
    private final Node root;
    private final Goal goal;
    private final PruneSettings settings;
    private final String url;
    private final Relevance relevance;
    private final NoisePatterns noise;
    private final Folds folds;
    /** Nodes whose children a rule laid out on purpose (a footer's links): later folds of repeated siblings leave them. */
    private final Set<Node> laidOut = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Blocks of the page's main text, kept whole ({@link #keepWhole}). */
    private final Set<Node> whole = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<Node, List<Node>> grids = new IdentityHashMap<>();
    /** The wrappers {@link FlatRecords} put around records laid out flat ({@link #markRecord}). */
    private final Set<Node> records = Collections.newSetFromMap(new IdentityHashMap<>());
    /** What a rule keeps whole as it is: a record a goal names, a side column's section menu ({@link #keepAsIs}). */
    private final Set<Node> asIs = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Elements a fold line names by their ref ({@link #nameRef}). */
    private final Set<Node> named = Collections.newSetFromMap(new IdentityHashMap<>());
    private Fit fit;
    /** Whether the explicit goal was taken as context, the page saying none of it ({@link Relevance#unsaid}). */
    private boolean goalUnsaid;
    private Fitted fitted;

    /**
     * The token budget of a run: the snapshot to write (in its final layout), the meter that counts it, how many
     * tokens its text may count, the budget as it was set (for the stats line) and a ref holding the whole page.
     */
    record Fit(Snapshot snapshot, TokenMeter meter, int target, int maxTokens, String pageRef) {
    }

    PruneContext(Node root, Goal goal, PruneSettings settings, String url, NoisePatterns noise) {
        this.root = root;
        Goal g = goal == null ? Goal.none() : goal;
        Relevance rel = g.isEmpty() ? Relevance.NONE : new Relevance(root, g);
        if (g.isExplicit() && rel.unsaid() && g.ordinals().isEmpty() && g.priceOrder() == 0) {
            g = g.asContext();
            rel = new Relevance(root, g);
            goalUnsaid = true;
        }
        this.goal = g;
        this.relevance = rel;
        this.settings = settings;
        this.url = url;
        this.noise = noise;
        this.folds = new Folds(root, !this.goal.isExplicit());
        if (goalUnsaid) folds.noteUnsaidGoal();
        this.firstActions = firstActionsOf(root);
    }

    /** A context for testing one step on its own. */
    static PruneContext forTest(Node root, Goal goal, PruneSettings settings) {
        return new PruneContext(root, goal, settings, null, NoisePatterns.bundled());
    }

    public Node root() {
        return root;
    }

    public Goal goal() {
        return goal;
    }

    public PruneSettings settings() {
        return settings;
    }

    public String url() {
        return url;
    }

    Relevance relevance() {
        return relevance;
    }

    NoisePatterns noise() {
        return noise;
    }

    /** Whether {@code n} is still in the tree being pruned (an earlier drop may have taken it, or an ancestor, out). */
    boolean isAttached(Node n) {
        Node a = n;
        while (a.parent() != null) a = a.parent();
        return a == root;
    }

    /** The fold lines of this run: every drop goes through them, so no ref is lost without a line that lists it. */
    Folds folds() {
        return folds;
    }

    /**
     * Marks {@code n}'s children as laid out by a rule that already chose what of them stays (a footer's named links):
     * the fold of repeated siblings leaves them alone. The token budget may still fold them.
     */
    void layOut(Node n) {
        laidOut.add(n);
    }

    /** Whether a rule already chose which of {@code n}'s children stay ({@link #layOut}). */
    boolean isLaidOut(Node n) {
        return laidOut.contains(n);
    }

    /**
     * Marks {@code n} (a block of the page's main text) as kept whole: the fold of repeated siblings leaves it, while
     * its siblings fold as usual. The token budget may still fold it.
     */
    void keepWhole(Node n) {
        whole.add(n);
    }

    /**
     * The cards of {@code table} when it is a grid of cards ({@link PageParts#gridCards}), else an empty list: decided
     * once, by the first step that asks (reading prunes before pictures go; the fold of repeated siblings asks again
     * after, and must find the same grid).
     */
    List<Node> gridCards(Node table) {
        return grids.computeIfAbsent(table, t -> PageParts.gridCards(PageParts.rows(t, Integer.MAX_VALUE - 1),
                folds::isFold));
    }

    /** How many of the page's first actionable elements {@link #firstActions} holds. */
    static final int FIRST_ACTIONS = 8;

    private final Set<Node> firstActions;
    private int logos;

    /**
     * The page's first {@link #FIRST_ACTIONS} actionable elements, in document order, as the page came to the rules:
     * its top (skip links, the site's logos, its first menu items).
     */
    Set<Node> firstActions() {
        return firstActions;
    }

    private static Set<Node> firstActionsOf(Node root) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        Traversal.walk(root, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isActionable(n)) out.add(n);
            return out.size() >= FIRST_ACTIONS ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** Whether one more of the site's logos may stay on this page, at most {@code max} in all; counts it when so. */
    boolean takeLogo(int max) {
        if (logos >= max) return false;
        logos++;
        return true;
    }

    /** Whether {@code n} is kept whole ({@link #keepWhole}). */
    boolean isWhole(Node n) {
        return whole.contains(n);
    }

    /**
     * Marks {@code n} (a record a goal names with its section's heading: a month of a blog's archive; a side column's
     * menu of the page's section, {@link SectionMenu}) as kept as it is: later steps neither shrink nor fold what it
     * holds. The token budget may still fold it.
     */
    void keepAsIs(Node n) {
        asIs.add(n);
    }

    /** Whether {@code n} is kept as it is ({@link #keepAsIs}). */
    boolean isKeptAsIs(Node n) {
        return asIs.contains(n);
    }

    /**
     * Marks {@code n} as named by its ref in a fold line ("copy of table e560"): its ref stays in view, where
     * {@link RefTrim} would take a container's off.
     */
    void nameRef(Node n) {
        named.add(n);
    }

    /** Whether a fold line names {@code n} by its ref ({@link #nameRef}). */
    boolean isNamedRef(Node n) {
        return named.contains(n);
    }

    /** Marks {@code n} as the wrapper of a record laid out flat: one item to the folds, gone from the output. */
    void markRecord(Node n) {
        records.add(n);
    }

    /** Whether {@code n} is the wrapper of a record laid out flat ({@link #markRecord}). */
    boolean isRecord(Node n) {
        return records.contains(n);
    }

    /** The run's token budget; null when it has none (a step tested on its own). */
    Fit budget() {
        return fit;
    }

    void budget(Fit f) {
        this.fit = f;
        folds.pageRef(f.pageRef());
    }

    /** The text as the budget stage wrote and fitted it; null before it ran. */
    Fitted fitted() {
        return fitted;
    }

    void fitted(Fitted f) {
        this.fitted = f;
    }
}
