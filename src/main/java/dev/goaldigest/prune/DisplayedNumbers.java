package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The numbers a list shows on its items: a comment thread's "40", a ranking's "4.", a result list's "#12". When the
 * items of a list carry their own numbers, "comment number 40" means the item that shows 40, which is not always the
 * fortieth of its kind (replies, ads and notices sit between numbered items, and items of one list differ in shape).
 */
final class DisplayedNumbers {
    private DisplayedNumbers() {
    }

    /** A text that is nothing but a number in a list's manner: {@code 40}, {@code 4.}, {@code #12}, {@code No. 7}, {@code (3)}. */
    private static final Pattern NUMBER = Pattern.compile("^(?:#|№\\s?|no\\.?\\s?|nr\\.?\\s?|n[º°]\\s?)?\\(?(\\d{1,4})[.):]?\\)?$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** An item's number is among its first texts ... */
    static final int LEADING_TEXTS = 6;
    /** ... at most this many levels into the item. */
    static final int DEPTH = 3;
    /** A list counts as numbered when at least this many items show a number ... */
    static final int MIN_NUMBERED = 3;
    /** ... and the numbers grow from one numbered item to the next at least this often (a share of the pairs). */
    static final double MIN_RISING = 0.9;

    /**
     * A numbered list: its items by the number each shows, and all its element children in order (the items the
     * numbers are counted among when one is not shown). {@link #NONE} for a list that is not numbered.
     */
    record Numbering(Map<Integer, Node> shown, List<Node> items) {
        static final Numbering NONE = new Numbering(Map.of(), List.of());

        boolean isNumbered() {
            return !shown.isEmpty();
        }

        /** Whether the items are still {@code parent}'s children (a step may have wrapped them since). */
        boolean current(Node parent) {
            return items.isEmpty() || items.get(0).parent() == parent && items.get(items.size() - 1).parent() == parent;
        }
    }

    /**
     * The numbering of the list under {@code parent}, or {@link Numbering#NONE} when it is not numbered (fewer than
     * {@link #MIN_NUMBERED} items show a number, or the numbers do not rise in document order: prices, counts and
     * scores are numbers too, but not a list's own). Reads a bounded start of each child, so linear in the list.
     */
    static Numbering of(Node parent) {
        Map<Integer, Node> byNumber = new HashMap<>();
        List<Node> items = new ArrayList<>();
        int numbered = 0;
        int rising = 0;
        int last = Integer.MIN_VALUE;
        for (Node child : parent.children()) {
            if (!child.isElement()) continue;
            items.add(child);
            Integer n = shown(child);
            if (n == null) continue;
            if (numbered > 0 && n > last) rising++;
            numbered++;
            last = n;
            byNumber.putIfAbsent(n, child);
        }
        if (numbered < MIN_NUMBERED || rising < MIN_RISING * (numbered - 1)) return Numbering.NONE;
        return new Numbering(byNumber, items);
    }

    /** The number an item shows among its first {@link #LEADING_TEXTS} texts, or null. */
    static Integer shown(Node item) {
        Integer[] found = {null};
        int[] texts = {0};
        Traversal.walk(item, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            String t = n.isText() ? n.value() : n.value() != null ? n.value() : n.hasChildren() ? null : n.name();
            if (n != item && t != null && !t.isBlank()) {
                Matcher m = NUMBER.matcher(t.strip());
                if (m.matches()) {
                    found[0] = Integer.parseInt(m.group(1));
                    return NodeVisitor.Next.STOP;
                }
                if (++texts[0] >= LEADING_TEXTS) return NodeVisitor.Next.STOP;
            }
            return d >= DEPTH ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }
}
