package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Link de-duplication inside one repeated item (a product card links its picture and its title to the same page; what
 * goes and what stays: {@link #dedup}), and of a picture beside its card's title where no item holds the card
 * ({@link #dropPicturesBesideTitles}). What goes is counted in one line at the top that says how to get it back
 * ({@link Folds#dropRedundantLinks}). Named links in different items, or outside repeated items, are never touched:
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
        for (Node item : order) ctx.folds().dropRedundantLinks(item, dedup(item, byItem.get(item)));
        dropPicturesBesideTitles(ctx);
    }

    /** How many nodes of a neighbour are looked through for the title a picture link stands beside. */
    private static final int NEIGHBOUR_NODES = 40;

    /**
     * A card laid out without an item around it, or as a list of its parts (the picture in one list item, the title
     * in the next, the price in a third; a picture link, then a block holding the title link and the price): a
     * nameless link holding only pictures with a named, clickable link to the same page near it (in one of the three
     * blocks before or after it, or after the wrappers that hold only it: a rating's link may stand between) says
     * nothing the title does not, and goes into the same counting line as the pictures inside an item.
     */
    private static void dropPicturesBesideTitles(PruneContext ctx) {
        List<Node> pictures = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "link".equals(n.role())) {
                if (n.ref() != null && !named(n) && !n.hasAttr("aria-hidden") && onlyPictures(n)
                        && CopyFold.leadsSomewhere(Texts.url(n))) {
                    pictures.add(n);
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        // each picture's unit (it, or the wrappers holding only it), and where that stands among its parent's children:
        // one pass over each parent, not a search of its children per picture
        List<Node> units = new ArrayList<>(pictures.size());
        IdentityHashMap<Node, Integer> at = new IdentityHashMap<>();
        for (Node picture : pictures) {
            Node unit = picture;
            while (unit.parent() != null && unit.parent().kind() != Node.Kind.ROOT
                    && PageParts.loneChild(unit.parent()) == unit && wrapper(unit.parent())) {
                unit = unit.parent();
            }
            units.add(unit);
            at.put(unit, -1);
        }
        Set<Node> indexed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node unit : units) {
            Node p = unit.parent();
            if (p == null || !indexed.add(p)) continue;
            for (int i = 0, n = p.childCount(); i < n; i++) if (at.containsKey(p.child(i))) at.put(p.child(i), i);
        }
        // decide first, drop after: a drop moves the siblings the next picture is weighed among
        List<Node> redundant = new ArrayList<>();
        List<Node> holders = new ArrayList<>();
        for (int k = 0; k < units.size(); k++) {
            Node unit = units.get(k);
            if (unit.parent() != null && titleNearby(unit, at.get(unit), Texts.url(pictures.get(k)))) {
                redundant.add(pictures.get(k));
                holders.add(unit.parent());
            }
        }
        for (int k = 0; k < redundant.size(); k++) ctx.folds().dropRedundantLinks(holders.get(k), List.of(redundant.get(k)));
    }

    /** A block that only holds what is in it: a wrapper, a list item or a table cell (no landmark, no named group). */
    private static boolean wrapper(Node n) {
        if (!n.isElement() || n.ref() != null && Roles.isActionable(n)) return false;
        String r = n.role();
        return Roles.isStructural(n) && (n.name() == null || n.name().isBlank())
                || "listitem".equals(r) || "cell".equals(r);
    }

    /** How far from a picture link, in blocks either way, its card's title may stand (a rating's link between). */
    private static final int NEIGHBOURS = 3;

    /**
     * Whether one of the blocks next to {@code unit} (up to {@link #NEIGHBOURS} either way among its parent's
     * elements) holds a named, clickable link to {@code url}: another card's title leads to another page.
     */
    private static boolean titleNearby(Node unit, int at, String url) {
        Node p = unit.parent();
        if (p == null || at < 0) return false;
        for (int step = -1; step <= 1; step += 2) {
            int seen = 0;
            int looked = 0;
            for (int i = at + step; i >= 0 && i < p.childCount() && seen < NEIGHBOURS && looked++ < 4 * NEIGHBOURS; i += step) {
                Node c = p.child(i);
                if (!c.isElement()) continue;
                seen++;
                if (titleLinkTo(c, url)) return true;
            }
        }
        return false;
    }

    /** Whether {@code block} is, or holds within its first nodes, a named link with a ref that leads to {@code url}. */
    private static boolean titleLinkTo(Node block, String url) {
        if (block == null) return false;
        boolean[] found = {false};
        int[] seen = {0};
        Traversal.walk(block, (n, d) -> {
            if (++seen[0] > NEIGHBOUR_NODES) return NodeVisitor.Next.STOP;
            if (n.isProperty() || n.isText() || n.isRaw()) return NodeVisitor.Next.SKIP_CHILDREN;
            if ("link".equals(n.role())) {
                if (n.ref() != null && named(n) && url.equals(Texts.url(n))) {
                    found[0] = true;
                    return NodeVisitor.Next.STOP;
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return found[0];
    }

    /** Up to this many links in one item are compared by a look back, more go through hash sets. */
    private static final int SMALL = 8;

    /**
     * De-duplicates the links of one item; returns those that say nothing their item's links with refs do not, for
     * the caller to drop: a nameless link holding only pictures that leads where a named link of the item leads, and
     * a later link with the name and the URL of an earlier one, and a title cut short by an ellipsis beside its full
     * form ({@link #shortenedTitles}). Only a URL that leads somewhere makes two links the
     * same: links to {@code #} or a script act on their own part of the item ("Reply" under each comment) and are left
     * alone. A second link of one name where neither has a URL (older snapshots without them) keeps its line and ref
     * and loses its name; links with one name and different URLs are different links ("Parent" under each comment of
     * a thread). In a table row only the pictures go: its cells are columns, and a name said again in another cell is
     * that column's value.
     */
    static List<Node> dedup(Node item, List<Node> links) {
        if (links.size() < 2) return List.of();
        boolean row = "row".equals(item.role());
        // an item holds a few links: a look back along them costs less than hash sets
        boolean small = links.size() <= SMALL;
        Collection<String> namedTargets = small ? new ArrayList<>(links.size()) : new HashSet<>();
        String[] urls = new String[links.size()];
        for (int i = 0; i < urls.length; i++) {
            Node l = links.get(i);
            urls[i] = Texts.url(l);
            if (named(l) && l.ref() != null && CopyFold.leadsSomewhere(urls[i])) namedTargets.add(urls[i]);
        }
        Collection<String> targets = small ? new ArrayList<>(links.size()) : new HashSet<>();
        Collection<String> seen = small ? new ArrayList<>(links.size()) : new HashSet<>();
        Collection<String> bareNames = small ? new ArrayList<>(links.size()) : new HashSet<>();
        List<Node> redundant = new ArrayList<>();
        for (int i = 0; i < urls.length; i++) {
            Node l = links.get(i);
            String url = urls[i];
            String target = CopyFold.leadsSomewhere(url) ? url : null;
            boolean earlierTarget = target != null && targets.contains(target);
            String name = named(l) ? l.name().strip() : null;
            if (l.ref() == null || hasFieldOrOtherRefs(l) || hasHeading(l)) {
                // not one to drop; one that does what a later one does only when the agent can click it
                if (l.ref() != null) {
                    if (target != null) targets.add(target);
                    if (name != null && target != null) seen.add(name + '\n' + target);
                    if (name != null && url == null) bareNames.add(name);
                }
                continue;
            }
            if (target != null) targets.add(target);
            if (url != null && target == null) continue; // "#" or a script: its own action
            if (name == null) {
                if (target != null && namedTargets.contains(target) && onlyPictures(l)) {
                    redundant.add(l);
                } else if (earlierTarget && onlyPictures(l)) {
                    // a picture of what an earlier link leads to says nothing new; text under a nameless link (a
                    // listing's address, size and rent beside its photo's link) is said nowhere else and stays
                    l.setChildren(List.of());
                }
                continue;
            }
            if (row) continue; // a name said again in a row's other cell is that column's value
            if (target != null) {
                if (seen.contains(name + '\n' + target)) {
                    redundant.add(l);
                    continue;
                }
                seen.add(name + '\n' + target);
            } else if (bareNames.contains(name)) {
                l.setName(null);
                l.setChildren(List.of());
            } else {
                bareNames.add(name);
            }
        }
        if (!row) shortenedTitles(links, urls, redundant);
        return redundant;
    }

    /** A shortened title keeps at least this many characters before its ellipsis to be taken for its long form's. */
    static final int SHORTENED_STEM = 8;

    /**
     * A teaser's title shortened to fit its picture ("13 polskich spółek w rankingu Deloitt...") beside the same title
     * in full, both leading to the same page: the full one says it all, the shortened one joins {@code redundant}. Only
     * a name cut off by an ellipsis, and only where a clickable link to the same URL starts with what is left of it
     * and says more.
     */
    private static void shortenedTitles(List<Node> links, String[] urls, List<Node> redundant) {
        Set<Node> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        gone.addAll(redundant);
        // the links that can stand for a shortened one, by where they lead: built once an item, at its first use
        Map<String, List<Node>> fullByUrl = null;
        for (int i = 0; i < urls.length; i++) {
            Node l = links.get(i);
            String stem = shortenedStem(l);
            if (stem == null || !CopyFold.leadsSomewhere(urls[i]) || gone.contains(l) || hasFieldOrOtherRefs(l)
                    || hasHeading(l)) {
                continue;
            }
            if (fullByUrl == null) {
                fullByUrl = new HashMap<>();
                for (int j = 0; j < urls.length; j++) {
                    Node full = links.get(j);
                    if (full.ref() != null && named(full) && urls[j] != null && !gone.contains(full) && shortenedStem(full) == null) {
                        fullByUrl.computeIfAbsent(urls[j], k -> new ArrayList<>()).add(full);
                    }
                }
            }
            for (Node full : fullByUrl.getOrDefault(urls[i], List.of())) {
                String name = full.name().strip();
                if (name.length() > stem.length() && name.startsWith(stem)) {
                    redundant.add(l);
                    gone.add(l);
                    break;
                }
            }
        }
    }

    /** What is left of {@code link}'s name before the ellipsis that cuts it short, or null when none does. */
    static String shortenedStem(Node link) {
        if (link.ref() == null || !named(link)) return null;
        String name = link.name().strip();
        int end = name.endsWith("…") ? name.length() - 1 : name.endsWith("...") ? name.length() - 3 : -1;
        if (end < 0) return null;
        String stem = name.substring(0, end).strip();
        return stem.codePointCount(0, stem.length()) >= SHORTENED_STEM ? stem : null;
    }

    private static boolean named(Node l) {
        return l.name() != null && !l.name().isBlank();
    }

    /**
     * Whether a link shows pictures and nothing else (its {@code /url} aside; wrappers without a name or text around
     * them), or nothing at all (a picture its style draws: a card's image link whose {@code img} is a background): a
     * card's main link that holds its title, a badge ("Only 2 left") or a price says more than a picture.
     */
    private static boolean onlyPictures(Node link) {
        boolean[] pictures = {true};
        Traversal.walk(link, (n, d) -> {
            if (n == link) return NodeVisitor.Next.CONTINUE;
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "img".equals(n.role()) && !Roles.isActionable(n) && !n.hasChildren()) {
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            boolean wrapper = n.isElement() && Roles.isStructural(n) && n.value() == null
                    && (n.name() == null || n.name().isBlank()) && !Roles.isActionable(n);
            if (!wrapper) {
                pictures[0] = false;
                return NodeVisitor.Next.STOP;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return pictures[0];
    }


    private static boolean hasHeading(Node link) {
        return Traversal.find(link, n -> "heading".equals(n.role())) != null;
    }

    private static boolean hasFieldOrOtherRefs(Node link) {
        return Traversal.find(link, Roles::isActionable) != null;
    }
}
