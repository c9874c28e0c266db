package dev.goaldigest.snapshot;

/**
 * Called on entering each node ({@link #head}), in document order; a {@link WithTail} visitor is also called on leaving
 * it. Most walks only look at each node once, and are spared a call per node for nothing.
 */
@FunctionalInterface
public interface NodeVisitor {
    /** What to do after {@link #head}. */
    enum Next {
        /** go into the children */
        CONTINUE,
        /** skip this node's children (its tail is still called) */
        SKIP_CHILDREN,
        /** stop the whole walk */
        STOP
    }

    Next head(Node node, int depth);

    /** A visitor that is also told when the walk leaves a node, after its children. */
    interface WithTail extends NodeVisitor {
        void tail(Node node, int depth);
    }
}
