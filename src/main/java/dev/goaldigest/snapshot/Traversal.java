package dev.goaldigest.snapshot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Iterative depth-first walks (jsoup's {@code NodeTraversor} is the model): real pages nest hundreds deep and hostile
 * ones thousands, so nothing here recurses. The visitor must not restructure the nodes above the one it is at; it may
 * detach or replace the current node's children in {@code head}.
 */
public final class Traversal {
    private Traversal() {
    }

    /** Walks {@code start} and its subtree; {@code start} gets depth 0. */
    public static void walk(Node start, NodeVisitor visitor) {
        // two parallel stacks (no per-node allocation): the node, its next child index (-1: head not yet called)
        NodeVisitor.WithTail tails = visitor instanceof NodeVisitor.WithTail t ? t : null;
        Node[] nodes = new Node[16];
        int[] next = new int[16];
        int top = 0;
        nodes[0] = start;
        next[0] = -1;
        while (top >= 0) {
            Node n = nodes[top];
            int i = next[top];
            if (i == -1) {
                NodeVisitor.Next what = visitor.head(n, top);
                if (what == NodeVisitor.Next.STOP) return;
                i = what == NodeVisitor.Next.SKIP_CHILDREN ? Integer.MAX_VALUE : 0;
            }
            if (i < n.childCount()) {
                next[top] = i + 1;
                Node c = n.child(i);
                if (++top == nodes.length) {
                    nodes = Arrays.copyOf(nodes, top * 2);
                    next = Arrays.copyOf(next, top * 2);
                }
                nodes[top] = c;
                next[top] = -1;
            } else {
                next[top] = i;
                if (tails != null) tails.tail(n, top);
                nodes[top--] = null;
            }
        }
    }

    /** Every node below {@code start} (not {@code start} itself), in document order. */
    public static List<Node> descendants(Node start) {
        List<Node> out = new ArrayList<>();
        walk(start, (n, d) -> {
            if (n != start) out.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** Calls {@code action} on every node below {@code start}, in document order. */
    public static void forEachDescendant(Node start, Consumer<Node> action) {
        walk(start, (n, d) -> {
            if (n != start) action.accept(n);
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /** Whether {@code n} is {@code ancestor} or lies inside it. */
    public static boolean isInside(Node n, Node ancestor) {
        for (Node a = n; a != null; a = a.parent()) if (a == ancestor) return true;
        return false;
    }

    /** The first node below {@code start} that matches, or null. */
    public static Node find(Node start, Predicate<Node> p) {
        Node[] found = new Node[1];
        walk(start, (n, d) -> {
            if (n != start && p.test(n)) {
                found[0] = n;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /**
     * The first node of {@code start}'s subtree ({@code start} included) that matches, among its first {@code maxNodes}
     * in document order (every node visited counts); properties ({@code /url}) are neither tested nor looked into.
     * Null if none: a look that stays bounded however large the subtree.
     */
    public static Node find(Node start, Predicate<Node> p, int maxNodes) {
        Node[] found = new Node[1];
        int[] seen = {0};
        walk(start, (n, d) -> {
            if (++seen[0] > maxNodes) return NodeVisitor.Next.STOP;
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (p.test(n)) {
                found[0] = n;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /** The refs in {@code start}'s subtree ({@code start} included), in document order. */
    public static List<String> refs(Node start) {
        List<String> out = new ArrayList<>();
        walk(start, (n, d) -> {
            if (n.ref() != null) out.add(n.ref());
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }
}
