package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The noise patterns of {@code prune/noise.yaml} (a data file, so a new language is a new line, not new code).
 * Each pattern matches the whole own text of an element, case-insensitively, accents folded.
 */
public final class NoisePatterns {
    private static final String RESOURCE = "/prune/noise.yaml";
    private static volatile NoisePatterns bundled;

    private final Map<String, Pattern> labels;
    private final Map<String, Pattern> containers;

    private final PrefixGate labelGate;
    private final PrefixGate containerGate;
    /** Whether the prefix gates run first (always, but for the test that checks them against the patterns). */
    private final boolean gated;

    NoisePatterns(Map<String, Pattern> labels, Map<String, Pattern> containers) {
        this(labels, containers, true);
    }

    private NoisePatterns(Map<String, Pattern> labels, Map<String, Pattern> containers, boolean gated) {
        this.labels = labels;
        this.containers = containers;
        this.labelGate = new PrefixGate(labels.values());
        this.containerGate = new PrefixGate(containers.values());
        this.gated = gated;
    }

    /** The patterns shipped in the jar (loaded once). */
    public static NoisePatterns bundled() {
        NoisePatterns p = bundled;
        if (p == null) {
            p = parse(BundledYaml.read(RESOURCE), RESOURCE);
            bundled = p;
        }
        return p;
    }

    /** The same patterns with no gate in front: what a test checks the gates against. */
    static NoisePatterns ungatedForTest(NoisePatterns p) {
        return new NoisePatterns(p.labels, p.containers, false);
    }

    /** Parses a noise file; an {@link IllegalArgumentException} with a one-line message when it is malformed. */
    public static NoisePatterns parse(String yaml, String label) {
        Map<?, ?> top = BundledYaml.mapping(yaml, label);
        for (Object k : top.keySet()) {
            if (!"labels".equals(k) && !"containers".equals(k)) {
                throw new IllegalArgumentException(label + ": unknown key '" + k + "' (labels, containers)");
            }
        }
        return new NoisePatterns(section(top.get("labels"), label + ": labels"),
                section(top.get("containers"), label + ": containers"));
    }

    private static Map<String, Pattern> section(Object v, String where) {
        Map<String, Pattern> out = new LinkedHashMap<>();
        if (v == null) return out;
        if (!(v instanceof Map<?, ?> m)) throw new IllegalArgumentException(where + " must be a mapping of lists");
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String name = String.valueOf(e.getKey());
            List<String> alts = new ArrayList<>();
            if (e.getValue() instanceof List<?> l) {
                for (Object o : l) alts.add(String.valueOf(o));
            } else if (e.getValue() != null) {
                alts.add(String.valueOf(e.getValue()));
            }
            if (alts.isEmpty()) continue;
            StringBuilder re = new StringBuilder();
            for (String a : alts) {
                if (re.length() > 0) re.append('|');
                re.append("(?:").append(a).append(')');
            }
            try {
                out.put(name, Pattern.compile(re.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE));
            } catch (PatternSyntaxException ex) {
                throw new IllegalArgumentException(where + "." + name + ": bad pattern: "
                        + BundledYaml.firstLine(ex.getDescription()));
            }
        }
        return out;
    }

    /** The label category whose pattern matches the whole text, or null. */
    public String label(String ownText) {
        if (ownText == null || gated && !labelGate.mayMatch(ownText)) return null;
        return cached(labelCache, labels, ownText);
    }

    /** The container category whose pattern matches the whole name, or null. */
    public String container(String name) {
        if (name == null || gated && !containerGate.mayMatch(name)) return null;
        return cached(containerCache, containers, name);
    }

    /** Pages repeat their short texts ("|", "by", "Add to cart"): each distinct one is matched once. */
    private static final int CACHE_MAX = 20_000;
    private static final String NONE = "";
    private final ConcurrentHashMap<String, String> labelCache = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, String> containerCache = new ConcurrentHashMap<>();

    private String cached(ConcurrentHashMap<String, String> cache, Map<String, Pattern> patterns, String text) {
        if (text == null || text.length() > 200) return null;
        String hit = cache.get(text);
        if (hit == null) {
            String m = match(patterns, text);
            hit = m == null ? NONE : m;
            if (cache.size() >= CACHE_MAX) cache.clear();
            cache.put(text, hit);
        }
        return hit.isEmpty() ? null : hit;
    }

    private static String match(Map<String, Pattern> patterns, String text) {
        if (text == null) return null;
        String t = normalize(text);
        if (t.isEmpty() || t.length() > 200) return null;
        for (Map.Entry<String, Pattern> e : patterns.entrySet()) if (e.getValue().matcher(t).matches()) return e.getKey();
        return null;
    }

    static String normalize(String text) {
        String f = Words.fold(text);
        StringBuilder b = new StringBuilder(f.length());
        boolean space = false;
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (Character.isWhitespace(c)) {
                space = b.length() > 0;
            } else {
                if (space) b.append(' ');
                space = false;
                b.append(c);
            }
        }
        return b.toString();
    }
}
