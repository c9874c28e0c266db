package dev.goaldigest.snapshot;

/** Called on entering ({@link #head}) and leaving ({@link #tail}) each node, in document order. */
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

    default void tail(Node node, int depth) {
    }
}
