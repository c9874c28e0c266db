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
import java.util.Set;

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
                Node item = PageParts.repeatedItem(n.parent());
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

    /** Up to this many links in one item are compared by a look back, more go through hash sets. */
    private static final int SMALL = 8;

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
        // (one pass from the end: the URLs of the named links after each link)
        Set<String> titled = new HashSet<>();
        for (int i = links.size() - 1; i >= 0; i--) {
            Node l = links.get(i);
            String url = url(l);
            if (url == null) continue;
            if (l.name() != null && !l.name().isBlank()) {
                titled.add(url);
            } else if (l.ref() != null && titled.contains(url) && onlyPictures(l)) {
                l.setChildren(List.of());
            }
        }
    }

    /**
     * Whether a link holds pictures and nothing else (its {@code /url} aside; wrappers without a name or text around
     * them): a card's main link that holds its title, a badge ("Only 2 left") or a price says more than a picture.
     */
    private static boolean onlyPictures(Node link) {
        boolean[] seen = {false, true}; // a picture, nothing else
        Traversal.walk(link, (n, d) -> {
            if (n == link) return NodeVisitor.Next.CONTINUE;
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "img".equals(n.role()) && !Roles.isActionable(n) && !n.hasChildren()) {
                seen[0] = true;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            boolean wrapper = n.isElement() && Roles.isStructural(n) && n.value() == null
                    && (n.name() == null || n.name().isBlank()) && !Roles.isActionable(n);
            if (!wrapper) {
                seen[1] = false;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return seen[0] && seen[1];
    }

    private static String url(Node link) {
        Node url = Texts.urlOf(link);
        return url == null ? null : url.value();
    }

    private static boolean hasHeading(Node link) {
        return Traversal.find(link, n -> "heading".equals(n.role())) != null;
    }

    private static boolean hasFieldOrOtherRefs(Node link) {
        return Traversal.find(link, Roles::isActionable) != null;
    }
}
