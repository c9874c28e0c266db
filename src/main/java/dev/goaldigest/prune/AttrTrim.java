package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;

/**
 * {@code [cursor=pointer]} on a link, button or other interactive role says nothing the role does not: it goes. On a
 * {@code generic} or {@code img} it is the only sign the element is clickable, so there it stays.
 */
final class AttrTrim implements Step {
    @Override
    public void apply(PruneContext ctx) {
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isElement() && Roles.isInteractive(n) && n.hasAttr("cursor")) n.removeAttr("cursor");
            return n.isElement() || n.kind() == Node.Kind.ROOT ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
        });
    }
}
