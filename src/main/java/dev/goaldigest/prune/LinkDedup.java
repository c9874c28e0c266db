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
 * page). A nameless link holding only pictures that leads where a named link of its item leads, and a later link with
 * the name and URL of an earlier one, are dropped into one line at the top that counts them and says how to get them
 * back: the named link does what they do. A later nameless link to an URL the item already links keeps its line and
 * ref but loses its children, and a second link of one name with no URL to tell them apart loses its name. Links of
 * one name and different URLs are different links ("Parent" under each comment of a thread); links in different
 * items, or outside repeated items, are never touched: Wikipedia's 28 "edit" links are 28 different links.
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
        for (Node item : order) ctx.folds().dropRedundantLinks(item, dedup(byItem.get(item)));
    }

    /** Up to this many links in one item are compared by a look back, more go through hash sets. */
    private static final int SMALL = 8;

    /**
     * De-duplicates the links of one item; returns those that say nothing their item's named links do not, for the
     * caller to drop: a nameless link holding only pictures (or nothing) that leads where a named link of the item
     * leads, and a later link with the name and the URL of an earlier one. A second link with the same name but no URL
     * to compare keeps its line and ref and loses its name; links with one name and different URLs are different
     * links ("Parent" under each comment of a thread, a commenter's name in two replies to different places).
     */
    static List<Node> dedup(List<Node> links) {
        if (links.size() < 2) return List.of();
        // an item holds a few links: a look back along them costs less than hash sets
        boolean small = links.size() <= SMALL;
        Collection<String> namedUrls = small ? new ArrayList<>(links.size()) : new HashSet<>();
        for (Node l : links) {
            String url = url(l);
            if (url != null && named(l)) namedUrls.add(url);
        }
        Collection<String> urls = small ? new ArrayList<>(links.size()) : new HashSet<>();
        Collection<String> seen = small ? new ArrayList<>(links.size()) : new HashSet<>();
        Collection<String> names = small ? new ArrayList<>(links.size()) : new HashSet<>();
        List<Node> redundant = new ArrayList<>();
        for (Node l : links) {
            String url = url(l);
            boolean earlierUrl = url != null && urls.contains(url);
            if (url != null) urls.add(url);
            String name = named(l) ? l.name().strip() : null;
            if (l.ref() == null || hasFieldOrOtherRefs(l) || hasHeading(l)) {
                if (name != null) names.add(name);
                if (name != null && url != null) seen.add(name + '\n' + url);
                continue;
            }
            if (name == null) {
                if (url != null && namedUrls.contains(url) && onlyPictures(l)) {
                    redundant.add(l);
                } else if (earlierUrl) {
                    // a nameless link to where an earlier one leads says nothing new (its text was said there)
                    l.setChildren(List.of());
                }
                continue;
            }
            if (url != null) {
                if (seen.contains(name + '\n' + url)) {
                    redundant.add(l);
                    continue;
                }
                seen.add(name + '\n' + url);
                names.add(name);
            } else if (names.contains(name)) {
                l.setName(null);
                l.setChildren(List.of());
            } else {
                names.add(name);
            }
        }
        return redundant;
    }

    private static boolean named(Node l) {
        return l.name() != null && !l.name().isBlank();
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
