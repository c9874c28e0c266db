package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code /url} properties per {@link PruneSettings.UrlPolicy}: dropped (an agent clicks refs, not hrefs), cleaned of
 * tracking parameters (utm_*, gclid, fbclid ...), or kept as they were.
 */
final class UrlPolicyStep implements Step {
    /** Tracking parameters CLEAN strips (utm_* by prefix). */
    static final Set<String> TRACKING = Set.of("gclid", "gclsrc", "dclid", "fbclid", "msclkid", "yclid", "twclid",
            "ttclid", "li_fat_id", "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "igshid", "ref_src",
            "ref_url", "spm", "cm_sp", "cm_mmc", "cm_re", "wt.mc_id", "s_kwcid", "ef_id", "vero_id", "oly_anon_id",
            "oly_enc_id", "rb_clickid", "trk", "trkcampaign", "sc_campaign", "sc_channel", "mkevt", "mkcid", "mkrid",
            "campid", "toolid", "customid", "_trkparms", "_trksid", "pf_rd_p", "pf_rd_r", "pd_rd_r", "pd_rd_w",
            "pd_rd_wg", "pd_rd_i", "smid", "qid", "crid", "sprefix", "dib_tag", "navsrc",
            "originalsearchterm", "epik", "ncid");

    @Override
    public void apply(PruneContext ctx) {
        PruneSettings.UrlPolicy policy = ctx.settings().urls();
        if (policy == PruneSettings.UrlPolicy.KEEP) return;
        List<Node> parents = new ArrayList<>();
        Traversal.walk(ctx.root(), (n, d) -> {
            if (n.isProperty() && "/url".equals(n.role())) {
                if (policy == PruneSettings.UrlPolicy.CLEAN) {
                    String c = clean(n.value());
                    if (!c.equals(n.value())) n.setValue(c);
                } else if (parents.isEmpty() || parents.get(parents.size() - 1) != n.parent()) {
                    parents.add(n.parent());
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return n.isText() || n.isRaw() ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
        });
        for (Node p : parents) {
            List<Node> kept = new ArrayList<>(p.childCount());
            for (int ci = 0, cn = p.childCount(); ci < cn; ci++) {
                Node c = p.child(ci);
                if (!(c.isProperty() && "/url".equals(c.role()))) kept.add(c);
            }
            p.setChildren(kept);
        }
    }

    /** The URL without tracking parameters (and without a '?' or '&' left dangling). Not a URL: unchanged. */
    static String clean(String url) {
        if (url == null) return null;
        int q = url.indexOf('?');
        if (q < 0) return url;
        int hash = url.indexOf('#', q);
        String base = url.substring(0, q);
        String query = hash < 0 ? url.substring(q + 1) : url.substring(q + 1, hash);
        String frag = hash < 0 ? "" : url.substring(hash);
        StringBuilder kept = new StringBuilder();
        for (String part : query.split("[&;]")) {
            if (part.isEmpty()) continue;
            int eq = part.indexOf('=');
            String key = (eq < 0 ? part : part.substring(0, eq)).toLowerCase(Locale.ROOT);
            if (key.startsWith("utm_") || key.startsWith("pk_") || key.startsWith("mtm_") || TRACKING.contains(key)) continue;
            if (kept.length() > 0) kept.append('&');
            kept.append(part);
        }
        return kept.length() == 0 ? base + frag : base + "?" + kept + frag;
    }
}
