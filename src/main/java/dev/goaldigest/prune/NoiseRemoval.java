package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;

/**
 * Removes noise named in {@code prune/noise.yaml}: ad and sponsored labels, energy labels, rating-detail widgets,
 * skip links (in several languages), cookie banners and ad slots, and elements hidden from assistive technology
 * ({@code [aria-hidden]}) that hold nothing to act on. Dialogs stay: an agent may have to answer them.
 */
final class NoiseRemoval implements Step {
    @Override
    public void apply(PruneContext ctx) {
        NoisePatterns noise = ctx.noise();
        Relevance rel = ctx.relevance();
        List<Node> victims = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, depth) -> {
            if (n.isText() && !ctx.folds().isFold(n)) {
                String what = n.value() == null || n.value().length() > 40 ? null : noise.label(n.value());
                if (what != null) {
                    victims.add(n);
                    labels.add(what);
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (!n.isElement()) return n.kind() == Node.Kind.ROOT ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            if (Roles.isModal(n)) return NodeVisitor.Next.SKIP_CHILDREN;
            String what = classify(n, noise);
            // what the goal names stays, and so does hidden content (a collapsed accordion's table) it names inside
            if (what != null && !rel.strong(n) && !(rel.active() && rel.subtree(n) >= 0.5)
                    && !("hidden".equals(what) && rel.active() && rel.strongBelow(n))) {
                victims.add(n);
                labels.add(what);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        ctx.folds().dropNoise(victims, labels);
    }

    /** A link named like an ad label with at least this many characters ("Werbung", "Advertising") is a page. */
    static final int MIN_AD_PAGE_NAME = 5;

    /** The category of ad and sponsored labels in {@code noise.yaml}: a label marks an item, it is not one. */
    static final String AD_LABEL = "ad label";

    /** The noise category of an element, or null when it is not noise. */
    static String classify(Node n, NoisePatterns noise) {
        if (n.hasAttr("aria-hidden") && !Texts.hasActionable(n)) return "hidden";
        if ((n.name() != null && !Roles.isInteractive(n) && n.hasChildren()) || isLandmarkLike(n)) {
            String c = noise.container(n.name());
            if (c != null) return c;
        }
        // labels are short: skip the text building and the pattern work for anything longer
        if (n.name() != null && n.name().length() > 60 || n.value() != null && n.value().length() > 60) return null;
        boolean textChild = hasTextChild(n);
        if (n.name() == null && n.value() == null && !textChild) return null;
        String own;
        if (n.value() == null && !textChild) {
            own = n.name().trim();
        } else {
            // a paragraph's own text can be long: measure it before building it
            if (ownTextTrimmedLength(n) > 60) return null;
            own = Texts.ownText(n).trim();
        }
        if (own.isEmpty() || own.length() > 60) return null;
        String label = noise.label(own);
        if (label == null) return null;
        int ownLen = own.length();
        // a link named "Advertising" or "Werbung" goes to a page (a footer's "advertise with us"): it marks nothing;
        // a short marker ("Ad", "Pub") and a clickable badge or button ("Sponsored": why this ad?) are labels still
        if (AD_LABEL.equals(label) && "link".equals(n.role()) && n.ref() != null && ownLen >= MIN_AD_PAGE_NAME
                && Texts.urlOf(n) != null) {
            return null;
        }
        // only the label itself: not an item that happens to carry a label as its name
        if (Texts.textLength(n) > ownLen * 2 + 20) return null;
        return label;
    }

    /** {@code Texts.ownText(n).trim().length()}, without building the text. */
    static int ownTextTrimmedLength(Node n) {
        long[] span = {0, -1, -1}; // length so far, first and last position of a character above ' '
        if (n.name() != null) part(span, n.name());
        if (n.value() != null && !n.isProperty()) part(span, n.value());
        for (int i = 0; i < n.childCount(); i++) {
            Node c = n.child(i);
            if (c.isText() && c.value() != null) part(span, c.value());
            if (c.isProperty() && "/placeholder".equals(c.role()) && c.value() != null) part(span, c.value());
        }
        return span[1] < 0 ? 0 : (int) Math.min(Integer.MAX_VALUE, span[2] - span[1] + 1);
    }

    /** One part of the own text (followed by a space, as {@code ownText} writes it). */
    private static void part(long[] span, String s) {
        if (span[1] < 0) {
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) > ' ') {
                    span[1] = span[0] + i;
                    break;
                }
            }
        }
        for (int i = s.length() - 1; i >= 0; i--) {
            if (s.charAt(i) > ' ') {
                span[2] = span[0] + i;
                break;
            }
        }
        span[0] += s.length() + 1;
    }

    private static boolean hasTextChild(Node n) {
        for (int i = 0; i < n.childCount(); i++) if (n.child(i).isText()) return true;
        return false;
    }

    private static boolean isLandmarkLike(Node n) {
        return n.name() != null && (Roles.isLandmark(n) || "region".equals(n.role()));
    }
}
