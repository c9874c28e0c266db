package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Link de-duplication inside one repeated item only (a product card links its picture and its title to the same
 * page). A later link of the same item with the same URL or the same name keeps its line and ref but loses its name
 * and children (it says nothing new); so does a nameless link before a named one to the same URL (the picture above
 * a product's title). Links in different items, or outside repeated items, are never touched:
 * Wikipedia's 28 "edit" links are 28 different links.
 */
final class LinkDedup implements Step {
    @Override
    public void apply(PruneContext ctx) {
        // group the links by their innermost repeated item
        IdentityHashMap<Node, List<Node>> byItem = new IdentityHashMap<>();
        List<Node> order = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "link".equals(n.role()) && !n.hasAttr("aria-hidden")) {
                Node item = item(n);
                if (item != null) {
                    List<Node> l = byItem.get(item);
                    if (l == null) {
                        l = new ArrayList<>();
                        byItem.put(item, l);
                        order.add(item);
                    }
                    l.add(n);
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node item : order) dedup(byItem.get(item));
    }

    /** The innermost repeated item holding {@code n}, or null. */
    static Node item(Node n) {
        for (Node a = n.parent(); a != null; a = a.parent()) if (isRepeatedItem(a)) return a;
        return null;
    }

    /** Up to this many links in one item are compared by a look back, more go through hash sets. */
    private static final int SMALL = 8;

    static boolean isRepeatedItem(Node n) {
        if (!n.isElement()) return false;
        String r = n.role();
        if ("listitem".equals(r) || "row".equals(r) || "article".equals(r)) return true;
        Node p = n.parent();
        return p != null && Roles.isRepeatingContainer(p);
    }

    static void dedup(List<Node> links) {
        if (links.size() < 2) return;
        // an item holds a few links: a look back along them costs less than two hash sets
        Collection<String> urls = links.size() <= SMALL ? new ArrayList<>(links.size()) : new HashSet<>();
        Collection<String> names = links.size() <= SMALL ? new ArrayList<>(links.size()) : new HashSet<>();
        for (Node l : links) {
            String url = url(l);
            String name = l.name() == null || l.name().isBlank() ? null : l.name().strip();
            // same name, or the same target without a name of its own (a picture linking to the title's page)
            boolean dup = (name != null && names.contains(name)) || (name == null && url != null && urls.contains(url));
            if (url != null) urls.add(url);
            if (name != null) names.add(name);
            if (dup && l.ref() != null && !hasFieldOrOtherRefs(l) && !hasHeading(l)) {
                l.setName(null);
                l.setChildren(List.of());
            }
        }
        // the other way round: a picture before the title, linking where the title links, says no more than the title
        for (int i = 0; i < links.size(); i++) {
            Node pic = links.get(i);
            String url = url(pic);
            if (url == null || (pic.name() != null && !pic.name().isBlank()) || pic.ref() == null || !holdsMore(pic)
                    || hasFieldOrOtherRefs(pic) || hasHeading(pic)) {
                continue;
            }
            for (int j = i + 1; j < links.size(); j++) {
                Node title = links.get(j);
                if (title.name() != null && !title.name().isBlank() && url.equals(url(title))) {
                    pic.setChildren(List.of());
                    break;
                }
            }
        }
    }

    /** Whether a link holds more than its {@code /url}. */
    private static boolean holdsMore(Node link) {
        for (int ci = 0, cn = link.childCount(); ci < cn; ci++) if (!link.child(ci).isProperty()) return true;
        return false;
    }

    private static String url(Node link) {
        for (int ci = 0, cn = link.childCount(); ci < cn; ci++) {
            Node c = link.child(ci);
            if (c.isProperty() && "/url".equals(c.role())) return c.value();
        }
        return null;
    }

    private static boolean hasHeading(Node link) {
        return Traversal.find(link, n -> "heading".equals(n.role())) != null;
    }

    private static boolean hasFieldOrOtherRefs(Node link) {
        return Traversal.find(link, Roles::isActionable) != null;
    }
}
