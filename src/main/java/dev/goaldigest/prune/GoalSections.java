package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Goal relevance in a page of sections: a portal's News, Business, Sport, Weather; a manual's chapters. With an explicit
 * goal, when three or more sections sit side by side under one heading level and some of them say a word of the
 * goal, the sections that say none keep their heading and their form fields, and the rest of them is counted in the
 * page-level goal line ("look up the weather for Manchester" leaves the weather box and the other sections' titles).
 * A section is a heading and the siblings after it up to the next heading of its level or above, or an element that
 * begins with its heading (a portal's block). Sections the goal names nothing in are told apart only from a section
 * that holds one of the goal's best matches: a goal whose words are in no section, or only met by chance, folds none.
 */
final class GoalSections implements Step {

    /** Sections side by side at one level: this many or more make a page of sections. */
    static final int MIN_SECTIONS = 3;
    /** How deep under an element its leading heading may sit ({@code generic > generic > heading}). */
    static final int LEAD_DEPTH = 3;

    /** One section: its heading and the nodes of its body (children of the same parent, or the element it begins). */
    private record Section(Node heading, Node block, List<Node> body) {
    }

    @Override
    public void apply(PruneContext ctx) {
        Relevance rel = ctx.relevance();
        if (!ctx.goal().isExplicit() || !rel.active()) return;
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (!n.isElement() && n.kind() != Node.Kind.ROOT) return NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isModal(n) || "form".equals(n.role()) || ctx.isKeptForGoal(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.childCount() >= MIN_SECTIONS) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : parents) {
            if (!ctx.isAttached(p)) continue;
            List<Section> sections = sections(p);
            if (sections.size() < MIN_SECTIONS) continue;
            boolean[] named = new boolean[sections.size()];
            boolean strong = false;
            for (int i = 0; i < sections.size(); i++) {
                named[i] = names(ctx, rel, sections.get(i));
                strong |= named[i] && holdsStrong(rel, sections.get(i));
            }
            // only beside a section that holds one of the goal's best matches: a word of the goal met by chance in one
            // section (a German recipe's "long" for an English goal) says nothing about the others
            if (!strong) continue;
            for (int i = 0; i < sections.size(); i++) if (!named[i]) fold(ctx, sections.get(i));
        }
    }

    /** The sections among {@code p}'s children at the shallowest heading level that has {@link #MIN_SECTIONS}. */
    private static List<Section> sections(Node p) {
        List<Node> kids = p.children();
        Node[] lead = new Node[kids.size()];
        int[] count = new int[10];
        for (int i = 0; i < kids.size(); i++) {
            lead[i] = leadingHeading(kids.get(i));
            if (lead[i] != null) count[PageParts.headingLevel(lead[i])]++;
        }
        int level = 0;
        for (int l = 1; l < count.length && level == 0; l++) if (count[l] >= MIN_SECTIONS) level = l;
        if (level == 0) return List.of();
        List<Section> out = new ArrayList<>();
        for (int i = 0; i < kids.size(); i++) {
            if (lead[i] == null || PageParts.headingLevel(lead[i]) != level) continue;
            Node k = kids.get(i);
            if (k != lead[i]) {
                out.add(new Section(lead[i], k, List.of(k)));
                continue;
            }
            List<Node> body = new ArrayList<>();
            for (int j = i + 1; j < kids.size(); j++) {
                if (lead[j] != null && PageParts.headingLevel(lead[j]) <= level) break;
                body.add(kids.get(j));
            }
            out.add(new Section(k, null, body));
        }
        return out;
    }

    /** The heading {@code n} is or begins with (its first element, at most {@link #LEAD_DEPTH} levels down), or null. */
    static Node leadingHeading(Node n) {
        Node x = n;
        for (int d = 0; d <= LEAD_DEPTH && x != null; d++) {
            if (!x.isElement()) return null;
            if ("heading".equals(x.role())) return x;
            if (Roles.isActionable(x) || Roles.isModal(x) || "form".equals(x.role())) return null;
            Node first = null;
            for (int ci = 0, cn = x.childCount(); ci < cn && first == null; ci++) {
                Node c = x.child(ci);
                if (!c.isProperty()) first = c;
            }
            x = first;
        }
        return null;
    }

    /** Whether a section says a word of the goal (heading or body), or holds what the goal keeps or picked. */
    private static boolean names(PruneContext ctx, Relevance rel, Section s) {
        if (rel.subtree(s.heading()) > 0) return true;
        for (Node b : s.body()) {
            if (rel.subtree(b) > 0 || ctx.isKeptForGoal(b)) return true;
            boolean[] found = {false};
            Traversal.walk(b, (n, d) -> {
                if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                if (rel.picked(n) || ctx.isKeptForGoal(n) || Roles.isModal(n)) {
                    found[0] = true;
                    return NodeVisitor.Next.STOP;
                }
                return NodeVisitor.Next.CONTINUE;
            });
            if (found[0]) return true;
        }
        return false;
    }

    /** Whether a section holds one of the page's best matches for the goal ({@link Relevance#strong}). */
    private static boolean holdsStrong(Relevance rel, Section s) {
        if (rel.strong(s.heading()) || rel.strongBelow(s.heading())) return true;
        for (Node b : s.body()) if (rel.strong(b) || rel.strongBelow(b)) return true;
        return false;
    }

    /** Keeps the section's heading and form fields; the rest goes into the page-level goal line. */
    private static void fold(PruneContext ctx, Section s) {
        if (s.block() != null) {
            List<Node> keep = new ArrayList<>();
            keep.add(s.heading());
            keep.addAll(fields(s.block()));
            ctx.folds().shrinkItem(s.block(), keep);
            return;
        }
        if (s.body().isEmpty()) return;
        Node parent = s.heading().parent();
        Set<Node> hide = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node b : s.body()) {
            List<Node> f = fields(b);
            if (f.isEmpty()) {
                hide.add(b);
            } else {
                ctx.folds().shrinkItem(b, f);
            }
        }
        ctx.folds().hideSection(parent, hide);
    }

    private static List<Node> fields(Node top) {
        List<Node> out = new ArrayList<>();
        Traversal.walk(top, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && Roles.isField(n) && n.ref() != null) {
                out.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }
}
