package dev.goaldigest.snapshot;

import java.util.ArrayList;
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
        ArrayList<Node> nodes = new ArrayList<>();
        ArrayList<int[]> state = new ArrayList<>(); // {next child index, depth}
        nodes.add(start);
        state.add(new int[] {-1, 0});
        while (!nodes.isEmpty()) {
            int top = nodes.size() - 1;
            Node n = nodes.get(top);
            int[] s = state.get(top);
            if (s[0] == -1) {
                NodeVisitor.Next next = visitor.head(n, s[1]);
                if (next == NodeVisitor.Next.STOP) return;
                s[0] = next == NodeVisitor.Next.SKIP_CHILDREN ? Integer.MAX_VALUE : 0;
            }
            if (s[0] < n.childCount()) {
                Node c = n.child(s[0]++);
                nodes.add(c);
                state.add(new int[] {-1, s[1] + 1});
            } else {
                visitor.tail(n, s[1]);
                nodes.remove(top);
                state.remove(top);
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
