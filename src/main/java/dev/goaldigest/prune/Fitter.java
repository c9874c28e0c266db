package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.TokenMeter;
import dev.goaldigest.snapshot.Tokens;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Fits a pruned tree into a token budget: when its text counts more than the budget, whole regions are folded, the
 * least worth per token saved first ({@link RegionValue}), each into one line saying what it held and how to get it
 * back ({@link RegionLine}); fold lines of the rules that list many refs are first written without the list
 * ({@link Fold#compactText}). A region is a subtree (a list, a table, a footer, a menu) or a run of siblings (the body
 * of a section under its heading, the tail of a long list after its first items).
 *
 * <p>The text is written and counted once, line by line with the meter's memo; the folds are chosen in one pass over
 * estimates (each line's exact count, an estimate for each new fold line); then the new text is written and counted
 * once more, exactly. Should it still be over (the fold lines came out longer than estimated), another pass folds
 * more; after a few passes the last resort folds the whole page into one line, which fits any budget a user can set.
 */
final class Fitter {
    /** What a fold line of the budget is expected to count before it is written (checked by the exact count after). */
    static final int LINE_TOKENS = 60;
    /** Passes of choosing and folding before the last resort. */
    private static final int PASSES = 3;
    /** A run of siblings this long also gets candidates that fold its tails ({@link Plan#addTails}). */
    private static final int TAIL_FROM = 8;
    private static final int TAIL_KEEP = 3;
    /** The tails of a long run that are candidates to fold are eighths of it ({@link Plan#addTails}) ... */
    private static final int TAIL_PARTS = 8;
    /** ... every one of them in a run of this many items or more, else the last half, quarter and eighth. */
    private static final int FINE_TAILS = 64;
    /**
     * A child holding a line worth this much (a form field or a main action in the main content; a pager link) is dear:
     * the stretches between dear children are candidates too, so the budget can fold a form's long text without
     * the fields and the button after it.
     */
    private static final double DEAR = RegionValue.FIELD;
    /** The line after a goal's title line goes with it when it counts at most this many tokens (a byline, a value). */
    private static final int FOLLOWER_TOKENS = 60;
    private static final boolean DEBUG = Boolean.getBoolean("goaldigest.fit.debug");

    private final Snapshot snapshot;
    private final TokenMeter meter;
    private final Relevance relevance;
    private final Folds folds;
    private final String pageRef;
    /** Whether this fit folded anything (the last resort may leave no line to count). */
    private boolean acted;
    /** What the text counted before this fit. */
    private int rulesTokens;

    /**
     * @param snapshot the tree to fit, written in its final layout (changed in place)
     * @param relevance how its nodes match the goal ({@link Relevance#NONE} for none)
     * @param folds the run's fold lines (a fresh one for a tree pruned elsewhere)
     * @param pageRef a ref holding the whole page (the body's), the way back of last resort; null when none
     */
    Fitter(Snapshot snapshot, TokenMeter meter, Relevance relevance, Folds folds, String pageRef) {
        this.snapshot = snapshot;
        this.meter = meter;
        this.relevance = relevance;
        this.folds = folds;
        this.pageRef = pageRef;
    }

    /**
     * Fits the snapshot's text into {@code target} tokens.
     *
     * @param maxTokens the budget as the agent gave it, for the report (the target is what is left of it for the
     *     snapshot)
     */
    Fitted fit(int target, int maxTokens) {
        String text = snapshot.write();
        Tokens.Count count = meter.measure(text);
        rulesTokens = count.tokens();
        if (count.tokens() <= target) return fitted(text, count, maxTokens);
        for (int pass = 0; pass < PASSES && count.tokens() > target; pass++) {
            Plan plan = new Plan(text, false);
            if (!plan.choose(target)) break;
            if (plan.estimate() < target / 2) {
                // the folds chosen leave less than half the budget in use (a page that is one long section, or one
                // wrapper, folded whole): the choice again, without folds that large and with long sections' tails
                // as candidates, keeps the head of what the large fold took
                Plan finer = new Plan(text, true);
                finer.maxSaving = finer.estimate() - target / 2;
                if (finer.choose(target) && finer.estimate() <= target && finer.estimate() > plan.estimate()) plan = finer;
            }
            plan.apply();
            text = snapshot.write();
            count = meter.measure(text);
        }
        if (count.tokens() > target) {
            lastResort(target);
            text = snapshot.write();
            count = meter.measure(text);
        }
        return fitted(text, count, maxTokens);
    }

    /** The result, with what the budget has folded and shortened in this tree so far (this fit and earlier ones). */
    private Fitted fitted(String text, Tokens.Count count, int maxTokens) {
        int[] work = folds.budgetWork();
        boolean bit = acted || work[0] + work[1] > 0;
        return new Fitted(text, count, bit ? maxTokens : 0, work[0], work[1], rulesTokens, folds, relevance, pageRef);
    }

    /**
     * Folds everything but the goal's line into one line naming what the page holds; if even that is over, the line
     * says only how to get the page back; if that is over too, nothing is left of the snapshot.
     */
    private void lastResort(int target) {
        acted = true;
        Node root = snapshot.root();
        List<Node> members = new ArrayList<>();
        for (Node c : root.children()) if (!(Fold.isFoldLine(c) && Fold.target(c) == null)) members.add(c);
        if (!members.isEmpty()) {
            RegionLine.Content content = RegionLine.content(members, folds);
            folds.foldRegion(members, RegionLine.text(members, content, pageRef), content.tally());
            if (meter.count(snapshot.write()) <= target) return;
        }
        // the page's line alone, without names; then nothing at all
        Tally all = new Tally();
        for (Node c : root.children()) {
            Tally t = folds.budgetTally(c);
            if (t != null) all.addAll(t);
        }
        StringBuilder b = new StringBuilder(Fold.PREFIX).append("the page");
        if (all.total() > 0) all.appendTo(b.append(": "));
        String line = Fold.way(b, pageRef).toString();
        List<Node> everything = new ArrayList<>(root.children());
        if (everything.isEmpty()) return;
        Node only = folds.foldRegion(everything, line, all);
        if (meter.count(snapshot.write()) > target) only.detach();
    }

    /** One pass: every line's count and worth, the candidate folds, and the ones chosen. */
    private final class Plan {
        private static final int SUBTREE = 0;
        private static final int RUN = 1;
        private static final int SHORTEN = 2;

        /** A fold the plan may make. */
        private final class Candidate {
            final int kind;
            /** the node (subtree, shortened line) or the parent (run; {@link #n} for the root) */
            final int at;
            /** a run's children, by index among its parent's */
            final int from;
            final int to;
            double key;
            long saving;
            double loss;
            boolean accepted;
            /** the fold's savings, once accepted (to undo it) */
            long doneTokens;
            double doneValue;
            boolean holdsOthers;
            final int id;

            Candidate(int kind, int at, int from, int to, int id) {
                this.kind = kind;
                this.at = at;
                this.from = from;
                this.to = to;
                this.id = id;
            }
        }

        private final Node[] nodes;
        private final int n;
        private final int[] parent;
        /** the children of each node, by index; {@code kids[n]} are the root's */
        private final int[][] kids;
        private final int[] end;
        private final int[] tok;
        private final long[] cur;
        private final double[] curValue;
        private final int[] covered;
        /** where each line sits ({@link RegionValue} flags) and its own worth */
        private final int[] flags;
        private final double[] own;
        /** The worth of the dearest line of each subtree: a form field or a main action marks a child as dear. */
        private final double[] dearest;
        /**
         * How many lines before each (in document order) are the page's own way on: the links of a pager. A region
         * holding one folds only once nothing else is left to fold, and a run of siblings stops at it.
         */
        private final int[] wayOn;
        /** a shortened line's count, for SHORTEN candidates */
        private final int[] shortTok;
        private final String[] shortText;
        private final List<Candidate> candidates = new ArrayList<>();
        private final List<Candidate> accepted = new ArrayList<>();
        /** The bounds of the runs listed so far for the parent whose runs are being listed. */
        private final java.util.Set<Long> runsOfParent = new java.util.HashSet<>();
        /** The estimate to reach in this pass. */
        private long target;

        /** Whether a long section's tails are candidates too ({@link #runCandidates}). */
        private final boolean sectionTails;
        /** No fold that saves more than this is made (a finer plan's bound: {@link #fit}). */
        private long maxSaving = Long.MAX_VALUE;

        Plan(String text, boolean sectionTails) {
            this.sectionTails = sectionTails;
            // the lines in document order (the order the writer writes them in), each with its parent
            List<Node> list = new ArrayList<>();
            int[] par = new int[64];
            Node root = snapshot.root();
            Node[] stack = new Node[64];
            int[] stackParent = new int[64];
            int sp = 0;
            for (int i = root.childCount() - 1; i >= 0; i--) {
                if (sp == stack.length) {
                    stack = Arrays.copyOf(stack, sp * 2);
                    stackParent = Arrays.copyOf(stackParent, sp * 2);
                }
                stack[sp] = root.child(i);
                stackParent[sp++] = -1;
            }
            while (sp > 0) {
                Node x = stack[--sp];
                int p = stackParent[sp];
                int idx = list.size();
                list.add(x);
                if (idx == par.length) par = Arrays.copyOf(par, idx * 2);
                par[idx] = p;
                int cc = x.childCount();
                if (sp + cc > stack.length) {
                    int cap = Math.max(stack.length * 2, sp + cc);
                    stack = Arrays.copyOf(stack, cap);
                    stackParent = Arrays.copyOf(stackParent, cap);
                }
                for (int i = cc - 1; i >= 0; i--) {
                    stack[sp] = x.child(i);
                    stackParent[sp++] = idx;
                }
            }
            n = list.size();
            nodes = list.toArray(new Node[0]);
            parent = new int[n + 1];
            for (int i = 0; i < n; i++) parent[i] = par[i] < 0 ? n : par[i];
            parent[n] = -1;
            int[] childCount = new int[n + 1];
            for (int i = 0; i < n; i++) childCount[parent[i]]++;
            kids = new int[n + 1][];
            for (int i = 0; i <= n; i++) kids[i] = new int[childCount[i]];
            int[] fill = new int[n + 1];
            for (int i = 0; i < n; i++) kids[parent[i]][fill[parent[i]]++] = i;
            end = new int[n];
            for (int i = n - 1; i >= 0; i--) {
                int[] k = kids[i];
                end[i] = k.length == 0 ? i + 1 : end[k[k.length - 1]];
            }
            tok = lineTokens(text);
            cur = new long[n + 1];
            for (int i = 0; i < n; i++) cur[i] = tok[i];
            for (int i = n - 1; i >= 0; i--) cur[parent[i]] += cur[i];
            flags = new int[n + 1];
            own = values();
            wayOn = new int[n + 1];
            for (int i = 0; i < n; i++) {
                boolean pagerLink = (flags[i] & RegionValue.IN_PAGER) != 0 && (flags[i] & RegionValue.IN_CONTROL) == 0
                        && Roles.isActionable(nodes[i]);
                wayOn[i + 1] = wayOn[i] + (pagerLink ? 1 : 0);
            }
            curValue = own.clone();
            for (int i = n - 1; i >= 0; i--) curValue[parent[i]] += curValue[i];
            dearest = own.clone();
            for (int i = n - 1; i >= 0; i--) dearest[parent[i]] = Math.max(dearest[parent[i]], dearest[i]);
            covered = new int[n];
            Arrays.fill(covered, -1);
            shortTok = new int[n];
            shortText = new String[n];
            candidates();
        }

        /** Each line's exact count, from the written text (one line a node, in this order). */
        private int[] lineTokens(String text) {
            int[] lines = meter.lineCounts(text);
            int[] out = new int[n];
            if (lines.length == n || lines.length == n + 1 && lines[n] == 0) {
                System.arraycopy(lines, 0, out, 0, n);
                return out;
            }
            // a line that broke in two (never written by this writer): each line counted from its node alone
            for (int i = 0; i < n; i++) out[i] = meter.count("  ".repeat(Math.min(depth(i), 200)) + nodes[i].lineText() + "\n");
            return out;
        }

        private int depth(int i) {
            int d = 0;
            for (int a = parent[i]; a != n; a = parent[a]) d++;
            return d;
        }

        /** Each line's own worth, where it sits and for the goal. */
        private double[] values() {
            // pagers: three actionable page numbers under one container (directly, or each in a list item)
            int[] numbers = new int[n + 1];
            for (int i = 0; i < n; i++) {
                if (!RegionValue.pageNumber(nodes[i])) continue;
                int p = parent[i];
                numbers[p]++;
                // a page number in its own list item counts for the list
                if (p != n && kids[p].length <= 3) numbers[parent[p]]++;
            }
            // a pager's own container (a navigation, or a small block) holds its previous and next links too
            boolean[] pager = new boolean[n + 1];
            for (int i = 0; i < n; i++) {
                // a next or previous link is a pager of its own (a manual's "next" chapter, "Older posts")
                if (RegionValue.pagerLink(nodes[i])) pager[i] = true;
                if (numbers[i] < 3) continue;
                pager[i] = true;
                int q = parent[i];
                if (q != n && ("navigation".equals(nodes[q].role()) || kids[q].length <= 4)) pager[q] = true;
            }
            for (int i = 0; i < n; i++) flags[i] = RegionValue.flags(nodes[i], flags[parent[i]], pager[i]);
            // a footer with few links to act on is the page's own navigation (shipping, returns, contact, legal): as
            // worth keeping as its filters, wherever the page puts it
            for (int i = 0; i < n; i++) {
                if (!isFooter(i)) continue;
                int actions = 0;
                for (int j = i; j < end[i] && actions <= RegionValue.SMALL_FOOTER; j++) {
                    if (Roles.isActionable(nodes[j])) actions++;
                }
                if (actions > 0 && actions <= RegionValue.SMALL_FOOTER) {
                    for (int j = i; j < end[i]; j++) flags[j] |= RegionValue.IN_SMALL_FOOTER;
                }
            }
            // a control inside another (a checkbox or an image inside a link) is the same control: it counts once
            for (int i = 0; i < n; i++) {
                if (Roles.isActionable(nodes[i]) && (flags[i] & RegionValue.IN_CONTROL) == 0) {
                    for (int j = i + 1; j < end[i]; j++) flags[j] |= RegionValue.IN_CONTROL;
                }
            }
            markDeepItems(flags);
            if (relevance.active() || relevance.anyPicked()) markGoalItems(flags);
            double[] v = new double[n + 1];
            long offset = 0;
            for (int i = 0; i < n; i++) {
                v[i] = RegionValue.of(nodes[i], flags[i], relevance) * RegionValue.position(offset);
                offset += tok[i];
            }
            return v;
        }

        /** Items of a long list past its first few: each is worth less than the ones an agent reads first. */
        private void markDeepItems(int[] flags) {
            for (int p = 0; p <= n; p++) {
                int[] k = kids[p];
                if (k.length < RegionValue.LONG_LIST) continue;
                java.util.Map<String, Integer> seen = new java.util.HashMap<>();
                java.util.Map<String, Integer> all = new java.util.HashMap<>();
                for (int c : k) if (nodes[c].isElement() && nodes[c].role() != null) all.merge(nodes[c].role(), 1, Integer::sum);
                for (int c : k) {
                    String r = nodes[c].role();
                    if (!nodes[c].isElement() || r == null || all.get(r) < RegionValue.LONG_LIST) continue;
                    if (seen.merge(r, 1, Integer::sum) <= RegionValue.LIST_HEAD) continue;
                    for (int j = c; j < end[c]; j++) flags[j] |= RegionValue.IN_DEEP_ITEM;
                }
            }
        }

        /**
         * The item (of a list) or the section (under a heading) of each strong goal match: everything in it is worth
         * more, so the item the goal names keeps its price and its fields.
         */
        private void markGoalItems(int[] flags) {
            for (int i = 0; i < n; i++) {
                Node x = nodes[i];
                if (relevance.picked(x)) {
                    // the item the goal names by position, price or its words, whole (and, when it names the goal
                    // strongly too, with what follows a title as below)
                    for (int j = i; j < end[i]; j++) flags[j] |= RegionValue.IN_GOAL_ITEM;
                }
                if (!(x.isElement() || x.isText()) || !relevance.strong(x)) continue;
                int item = goalItem(i);
                for (int j = item; j < end[item]; j++) flags[j] |= RegionValue.IN_GOAL_ITEM;
                if (item == i && end[i] == i + 1 && !isHeading(i) && !Roles.isActionable(x)) {
                    // a title line of text the rules left without its record (a comment's title, a label): the line
                    // after it (its byline, its value) is the rest of what the goal names
                    int next = nextSibling(i);
                    if (next >= 0 && end[next] == next + 1 && !isHeading(next) && !Fold.isFoldLine(nodes[next])
                            && cur[next] <= FOLLOWER_TOKENS) {
                        flags[next] |= RegionValue.IN_GOAL_ITEM;
                    }
                }
                if ("heading".equals(x.role())) {
                    // a heading's section: its following siblings up to the next heading as high or higher
                    int p = parent[i];
                    int level = PageParts.headingLevel(x);
                    boolean after = false;
                    for (int c : kids[p]) {
                        if (c == i) {
                            after = true;
                            continue;
                        }
                        if (!after) continue;
                        if ("heading".equals(nodes[c].role()) && PageParts.headingLevel(nodes[c]) <= level) break;
                        for (int j = c; j < end[c]; j++) flags[j] |= RegionValue.IN_GOAL_ITEM;
                    }
                }
            }
        }

        /** The nearest ancestor (up to four levels) that is one of several items of its kind, else a small one. */
        private int goalItem(int i) {
            int a = i;
            for (int up = 0; up < 4 && a != n; up++) {
                int p = parent[a];
                if (p == n) break;
                if (repeated(a)) return a;
                a = p;
            }
            int best = i;
            for (int b = parent[i], up = 0; b != n && up < 2; b = parent[b], up++) if (cur[b] <= 400) best = b;
            return best;
        }

        /** The sibling right after {@code i}, or -1: in document order, the line right after {@code i}'s subtree. */
        private int nextSibling(int i) {
            int limit = parent[i] == n ? n : end[parent[i]];
            return end[i] < limit ? end[i] : -1;
        }

        private boolean repeated(int i) {
            Node x = nodes[i];
            if (!x.isElement() || x.role() == null) return false;
            int same = 0;
            for (int c : kids[parent[i]]) if (x.role().equals(nodes[c].role())) same++;
            return same >= 3;
        }

        private boolean isHeading(int i) {
            return nodes[i].isElement() && "heading".equals(nodes[i].role());
        }

        /** A line of the goal (no way back to one element): never folded into a region. */
        private boolean isGoalLine(int i) {
            return Fold.isFoldLine(nodes[i]) && Fold.target(nodes[i]) == null;
        }

        private void candidates() {
            for (int i = 0; i < n; i++) {
                Node x = nodes[i];
                if (x.isProperty() || isGoalLine(i)) continue;
                if (Fold.isFoldLine(x)) {
                    shortenCandidate(i);
                    continue;
                }
                if (cur[i] > LINE_TOKENS) candidates.add(new Candidate(SUBTREE, i, 0, 0, candidates.size()));
            }
            for (int p = 0; p <= n; p++) if (kids[p].length >= 2) runCandidates(p);
        }

        /** A line of the rules listing refs, written without them: how many it saves. */
        private void shortenCandidate(int i) {
            Fold f = folds.ruleFold(nodes[i]);
            if (f == null || f.refs.isEmpty()) return;
            String target = f.drops == 1 && f.target != null ? f.target : nearestRef(nodes[i].parent());
            if (target == null) return;
            String text = f.compactText(target);
            int t = meter.count("  ".repeat(Math.min(depth(i), 200)) + Node.text(text).lineText() + "\n");
            if (t >= tok[i]) return;
            shortTok[i] = t;
            shortText[i] = text;
            candidates.add(new Candidate(SHORTEN, i, 0, 0, candidates.size()));
        }

        /**
         * Runs of the children of {@code p}: the stretches between headings (and goal items, pagers and the footer), the
         * tail of a long one after its first items, and the body of each heading's section (the heading stays in
         * view; the footer after it is no part of it) and, for a long one in a plan with {@code sectionTails}, its tails.
         */
        private void runCandidates(int p) {
            runsOfParent.clear();
            int[] k = kids[p];
            // the stretches between anchors, and again with the dear children as anchors too: the text between a
            // form's fields folds without the fields after it (a registration form's rules, then its submit button)
            boolean anyDear = false;
            for (int j = 0; j < k.length && !anyDear; j++) anyDear = dearest[k[j]] >= DEAR;
            for (int pass = 0; pass < (anyDear ? 2 : 1); pass++) {
                int start = -1;
                for (int j = 0; j <= k.length; j++) {
                    boolean anchor = j == k.length || isHeading(k[j]) || isGoalLine(k[j]) || nodes[k[j]].isProperty()
                            || goalItemTop(k[j], p) || holdsWayOn(k[j], end[k[j]]) || isFooter(k[j])
                            || pass == 1 && dearest[k[j]] >= DEAR;
                    if (!anchor) {
                        if (start < 0) start = j;
                        continue;
                    }
                    if (start >= 0) {
                        addRun(p, start, j);
                        if (j - start >= TAIL_FROM) addTails(p, start, j);
                    }
                    start = -1;
                }
            }
            for (int j = 0; j < k.length; j++) {
                if (!isHeading(k[j])) continue;
                int level = PageParts.headingLevel(nodes[k[j]]);
                int stop = j + 1;
                boolean goalLine = false;
                while (stop < k.length && !(isHeading(k[stop]) && PageParts.headingLevel(nodes[k[stop]]) <= level)
                        && !isFooter(k[stop])) {
                    goalLine |= isGoalLine(k[stop]) || nodes[k[stop]].isProperty();
                    stop++;
                }
                if (goalLine) continue;
                addRun(p, j + 1, stop);
                if (!sectionTails) continue;
                // when folding whole regions leaves most of the budget unused (the page is one long section: a news
                // page's dated items under one heading), the section's tails keep its head; they end before the
                // page's way on ("Older news")
                int last = j + 1;
                while (last < stop && !holdsWayOn(k[last], end[k[last]])) last++;
                if (last - (j + 1) >= TAIL_FROM) addTails(p, j + 1, last);
            }
        }

        /**
         * Whether line {@code i} is the page's footer: a {@code contentinfo} landmark, or the blocks the rules reduced
         * as one ({@link Folds#isFooter}). No run's tail folds over it: "the end of the page" is the end of its content.
         */
        private boolean isFooter(int i) {
            return "contentinfo".equals(nodes[i].role()) || folds.isFooter(nodes[i]);
        }

        /** Whether the lines {@code from} (inclusive) to {@code to} (exclusive, document order) hold a pager link. */
        private boolean holdsWayOn(int from, int to) {
            return wayOn[to] - wayOn[from] > 0;
        }

        /** Whether candidate {@code c} would fold a pager link. */
        private boolean foldsWayOn(Candidate c) {
            if (c.kind == SHORTEN) return false;
            if (c.kind == SUBTREE) return holdsWayOn(c.at, end[c.at]);
            int first = kids[c.at][c.from];
            int last = kids[c.at][c.to - 1];
            return holdsWayOn(first, end[last]);
        }

        /**
         * Whether child {@code c} of {@code p} is itself the top of a goal item (not only inside one), or an item the goal
         * picked out of its list (by its words, position or price) inside a section the goal names: no run folds over
         * the row the goal asks about, even when its whole table is under the goal's heading.
         */
        private boolean goalItemTop(int c, int p) {
            if ((flags[c] & RegionValue.IN_GOAL_ITEM) == 0) return false;
            return p == n || (flags[p] & RegionValue.IN_GOAL_ITEM) == 0 || relevance.picked(nodes[c]);
        }

        /**
         * The tails of a long run: all of it after its first {@link #TAIL_KEEP} items, and its last half and quarter
         * (and eighth, when that is two items or more); a run of {@link #FINE_TAILS} items or more (a page that is one
         * long list) every eighth of it, and then all of it after its first sixteenth, thirty-second and so on, so the
         * budget keeps as much of its head as fits however long it is. A budget a little short folds the end of a long
         * run (an infobox's last rows, a list's last items) instead of all of it after its head, or a whole other
         * region the agent may need. The members of all of a run's tails add up to a few times its length, and to
         * its length times the halvings (a log) for the longest.
         */
        private void addTails(int p, int start, int stop) {
            addRun(p, start + TAIL_KEEP, stop);
            int len = stop - start;
            for (int part = 1; part < TAIL_PARTS; part++) {
                if (len < FINE_TAILS && (part & (part - 1)) != 0) continue; // 1/8, 2/8 and 4/8 only
                int from = stop - (int) ((long) len * part / TAIL_PARTS);
                if (from > start + TAIL_KEEP) addRun(p, from, stop);
            }
            if (len < FINE_TAILS) return;
            for (int head = len / (2 * TAIL_PARTS); head > TAIL_KEEP; head /= 2) addRun(p, start + head, stop);
        }

        private void addRun(int p, int from, int to) {
            if (to - from < 2) return;
            long t = 0;
            for (int j = from; j < to; j++) t += cur[kids[p][j]];
            if (t <= LINE_TOKENS) return;
            // the runs of p so far (only they can be the same run), by their bounds: the check stays linear
            if (!runsOfParent.add(((long) from << 32) | to)) return;
            candidates.add(new Candidate(RUN, p, from, to, candidates.size()));
        }

        /** Evaluates {@code c} on the current state: false when it can no longer be made or saves nothing. */
        private boolean evaluate(Candidate c) {
            switch (c.kind) {
                case SUBTREE -> {
                    if (coveredUpFrom(c.at)) return false;
                    c.saving = cur[c.at] - LINE_TOKENS;
                    c.loss = curValue[c.at] - RegionValue.FOLD_LINE;
                }
                case SHORTEN -> {
                    if (coveredUpFrom(c.at)) return false;
                    c.saving = tok[c.at] - shortTok[c.at];
                    c.loss = 0.02 * (folds.ruleFold(nodes[c.at]).refs.size());
                }
                default -> {
                    if (c.at != n && coveredUpFrom(c.at)) return false;
                    long t = 0;
                    double v = 0;
                    for (int j = c.from; j < c.to; j++) {
                        int m = kids[c.at][j];
                        if (covered[m] >= 0 && !inside(candidates.get(covered[m]), c)) return false;
                        t += cur[m];
                        v += curValue[m];
                    }
                    c.saving = t - LINE_TOKENS;
                    c.loss = v - RegionValue.FOLD_LINE;
                }
            }
            if (c.saving <= 0 || c.saving > maxSaving) return false;
            // what a fold saves beyond what is still needed buys nothing: a region far larger than the rest of the
            // excess is worth its whole loss for that rest only
            long needed = Math.max(1, cur[n] - target);
            // and every fold line is one more place the agent has to look: a few large folds beat many small ones
            double cost = c.kind == SHORTEN ? 0 : RegionValue.FOLD_COST;
            c.key = (Math.max(0, c.loss) + cost) / Math.min(c.saving, needed);
            // the page's way on (its pager) goes last: after every region without one, whatever their worth
            if (foldsWayOn(c)) c.key = c.key * 1_000 + 1_000;
            return true;
        }

        /** Whether an accepted fold {@code a} lies within the members of run {@code c}. */
        private boolean inside(Candidate a, Candidate c) {
            if (a.kind == RUN) return a.at == c.at && a.from >= c.from && a.to <= c.to;
            return true; // a subtree fold of one of c's members
        }

        private boolean coveredUpFrom(int i) {
            for (int a = i; a != n && a != -1; a = parent[a]) if (covered[a] >= 0) return true;
            return false;
        }

        /** What the text is estimated to count with the folds chosen so far. */
        long estimate() {
            return cur[n];
        }

        /** Chooses folds, least worth per token saved first, until the estimate is within {@code target}. */
        boolean choose(int target) {
            this.target = target;
            PriorityQueue<Candidate> queue = new PriorityQueue<>((x, y) -> x.key != y.key
                    ? Double.compare(x.key, y.key) : Long.compare(y.saving, x.saving));
            for (Candidate c : candidates) if (evaluate(c)) queue.add(c);
            while (cur[n] > target && !queue.isEmpty()) {
                Candidate c = queue.poll();
                double before = c.key;
                if (!evaluate(c)) continue;
                if (c.key > before + 1e-9 * Math.max(1, before)) {
                    queue.add(c); // worth more per token than when queued: back in line
                    continue;
                }
                accept(c);
                if (DEBUG) {
                    System.err.printf("fit: %s at %d [%d,%d) saving %d loss %.1f key %.4f -> %d%n",
                            c.kind == SUBTREE ? "subtree" : c.kind == RUN ? "run" : "shorten", c.at, c.from, c.to,
                            c.saving, c.loss, c.key, cur[n]);
                }
            }
            undoOvershoot(target);
            for (Candidate c : accepted) if (c.accepted) return true;
            return false;
        }

        private void accept(Candidate c) {
            c.accepted = true;
            accepted.add(c);
            long dt;
            double dv;
            int from;
            switch (c.kind) {
                case SUBTREE -> {
                    dt = cur[c.at] - LINE_TOKENS;
                    dv = curValue[c.at] - RegionValue.FOLD_LINE;
                    c.holdsOthers = anyCovered(c.at + 1, end[c.at]);
                    cur[c.at] = LINE_TOKENS;
                    curValue[c.at] = RegionValue.FOLD_LINE;
                    covered[c.at] = c.id;
                    from = parent[c.at];
                }
                case SHORTEN -> {
                    dt = tok[c.at] - shortTok[c.at];
                    dv = c.loss;
                    cur[c.at] -= dt;
                    curValue[c.at] -= dv;
                    from = parent[c.at];
                }
                default -> {
                    long t = 0;
                    double v = 0;
                    boolean others = false;
                    for (int j = c.from; j < c.to; j++) {
                        int m = kids[c.at][j];
                        t += cur[m];
                        v += curValue[m];
                        others |= covered[m] >= 0 || anyCovered(m + 1, end[m]);
                        cur[m] = 0;
                        curValue[m] = 0;
                        covered[m] = c.id;
                    }
                    int first = kids[c.at][c.from];
                    cur[first] = LINE_TOKENS;
                    curValue[first] = RegionValue.FOLD_LINE;
                    dt = t - LINE_TOKENS;
                    dv = v - RegionValue.FOLD_LINE;
                    c.holdsOthers = others;
                    from = c.at;
                }
            }
            c.doneTokens = dt;
            c.doneValue = dv;
            for (int a = from; a != -1; a = parent[a]) {
                cur[a] -= dt;
                curValue[a] -= dv;
            }
        }

        private boolean anyCovered(int from, int to) {
            for (int j = from; j < to; j++) if (covered[j] >= 0) return true;
            return false;
        }

        /**
         * The last folds chosen may have saved more than needed: the most valuable of them that holds no other fold
         * is undone while the estimate stays within {@code target}.
         */
        private void undoOvershoot(int target) {
            for (int i = accepted.size() - 1; i >= 0 && cur[n] < target; i--) {
                Candidate c = accepted.get(i);
                if (!c.accepted || c.holdsOthers || c.kind == SHORTEN || !isTop(c)) continue;
                if (cur[n] + c.doneTokens > target) continue;
                c.accepted = false;
                int from;
                if (c.kind == SUBTREE) {
                    cur[c.at] += c.doneTokens;
                    curValue[c.at] += c.doneValue;
                    covered[c.at] = -1;
                    from = parent[c.at];
                } else {
                    for (int j = c.from; j < c.to; j++) {
                        int m = kids[c.at][j];
                        covered[m] = -1;
                        cur[m] = tok[m];
                        curValue[m] = 0;
                    }
                    // the members' own counts and worth, as they were (nothing inside them was folded)
                    for (int j = c.from; j < c.to; j++) restore(kids[c.at][j]);
                    from = c.at;
                }
                for (int a = from; a != -1; a = parent[a]) {
                    cur[a] += c.doneTokens;
                    curValue[a] += c.doneValue;
                }
            }
        }

        /** Sets a member's current count and worth back to the sum over its subtree. */
        private void restore(int m) {
            long t = 0;
            double v = 0;
            for (int j = m; j < end[m]; j++) {
                t += tok[j];
                v += own[j];
            }
            cur[m] = t;
            curValue[m] = v;
        }

        /** Whether an accepted fold is not inside another accepted fold. */
        private boolean isTop(Candidate c) {
            if (c.kind == SUBTREE) {
                if (covered[c.at] != c.id) return false;
                for (int a = parent[c.at]; a != n; a = parent[a]) if (covered[a] >= 0) return false;
                return true;
            }
            if (c.kind == SHORTEN) {
                for (int a = c.at; a != n; a = parent[a]) if (covered[a] >= 0) return false;
                return true;
            }
            if (covered[kids[c.at][c.from]] != c.id) return false;
            for (int a = c.at; a != n && a != -1; a = parent[a]) if (covered[a] >= 0) return false;
            return true;
        }

        /** Makes the chosen folds in the tree: lines shortened first, then regions folded (their lines written first). */
        void apply() {
            List<Candidate> top = new ArrayList<>();
            for (Candidate c : accepted) if (c.accepted && isTop(c)) top.add(c);
            List<List<Node>> members = new ArrayList<>();
            List<String> texts = new ArrayList<>();
            List<Tally> tallies = new ArrayList<>();
            for (Candidate c : top) {
                if (c.kind == SHORTEN) continue;
                List<Node> m = new ArrayList<>();
                String target;
                if (c.kind == SUBTREE) {
                    m.add(nodes[c.at]);
                    target = nearestRef(nodes[c.at]);
                } else {
                    for (int j = c.from; j < c.to; j++) m.add(nodes[kids[c.at][j]]);
                    target = nearestRef(c.at == n ? null : nodes[c.at]);
                }
                RegionLine.Content content = RegionLine.content(m, folds);
                members.add(m);
                texts.add(RegionLine.text(m, content, target));
                tallies.add(content.tally());
            }
            for (Candidate c : top) if (c.kind == SHORTEN) folds.shorten(nodes[c.at], shortText[c.at]);
            for (int i = 0; i < members.size(); i++) folds.foldRegion(members.get(i), texts.get(i), tallies.get(i));
        }
    }

    /** The ref of {@code n} or of its nearest ancestor with one (a ref a rule took off counts), else the page's. */
    private String nearestRef(Node n) {
        for (Node a = n; a != null; a = a.parent()) if (a.isElement() && a.originalRef() != null) return a.originalRef();
        return pageRef;
    }
}
