package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.HashMap;
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
     * The element children of {@code parent} by the number each shows, or an empty map when the list is not numbered
     * (fewer than {@link #MIN_NUMBERED} items show one, or the numbers do not rise in document order: prices, counts
     * and scores are numbers too, but not a list's own). Reads a bounded start of each child, so linear in the list.
     */
    static Map<Integer, Node> of(Node parent) {
        Map<Integer, Node> byNumber = new HashMap<>();
        int numbered = 0;
        int rising = 0;
        int last = Integer.MIN_VALUE;
        for (Node child : parent.children()) {
            if (!child.isElement()) continue;
            Integer n = shown(child);
            if (n == null) continue;
            if (numbered > 0 && n > last) rising++;
            numbered++;
            last = n;
            byNumber.putIfAbsent(n, child);
        }
        if (numbered < MIN_NUMBERED || rising < MIN_RISING * (numbered - 1)) return Map.of();
        return byNumber;
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
