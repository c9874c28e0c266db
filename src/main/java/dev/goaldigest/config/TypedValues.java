package dev.goaldigest.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The merged key tree and where each value came from: every value is read through a typed accessor that checks
 * its type and range and, when it is wrong, says so in one line naming the key, its source and the value.
 */
record TypedValues(Map<String, Object> tree, Map<String, String> origins) {

    private Object raw(String key) {
        Object node = tree;
        for (String part : key.split("\\.")) {
            node = node instanceof Map<?, ?> m ? m.get(part) : null;
        }
        return node;
    }

    private ConfigException bad(String key, String problem, Object value, boolean show) {
        String where = origins.getOrDefault(key, "default");
        String shown = !show || value == null ? "" : ", not " + quote(value);
        return new ConfigException(where + ": " + key + " " + problem + shown);
    }

    /** A value for a message: one short line, a list or mapping named as such. */
    static String quote(Object value) {
        if (value instanceof List<?>) return "a list";
        if (value instanceof Map<?, ?>) return "a mapping";
        String s = String.valueOf(value).replaceAll("[\\p{Cntrl}\\u2028\\u2029]+", " ");
        if (s.length() > 60) s = s.substring(0, 59) + "…";
        return value instanceof String ? "'" + s + "'" : s;
    }

    /** Text (or null when unset or empty); a number, a boolean, a list or a mapping is an error. */
    String text(String key, int maxLength) {
        return text(key, maxLength, true);
    }

    private String text(String key, int maxLength, boolean show) {
        Object v = raw(key);
        if (v == null) return null;
        if (!(v instanceof String s)) {
            throw bad(key, "must be text" + (v instanceof Number || v instanceof Boolean ? " (put it in quotes)" : ""),
                    v, show);
        }
        String t = s.strip();
        if (t.isEmpty()) return null;
        if (t.length() > maxLength) throw bad(key, "must be at most " + maxLength + " characters", null, false);
        return t;
    }

    /** Text of one word: no spaces or control characters. */
    String word(String key, int maxLength) {
        String t = text(key, maxLength);
        if (t != null && !t.codePoints().allMatch(c -> c > ' ' && !Character.isISOControl(c) && !Character.isWhitespace(c))) {
            throw bad(key, "must be one word (no spaces)", t, true);
        }
        return t;
    }

    /** A key: text of one word, never shown in a message. */
    String secret(String key) {
        String t = text(key, 4096, false);
        if (t != null && !t.codePoints().allMatch(c -> c > ' ' && !Character.isISOControl(c) && !Character.isWhitespace(c))) {
            throw bad(key, "must be one word (no spaces or line breaks)", null, false);
        }
        return t;
    }

    String matching(String key, java.util.regex.Pattern p, String what) {
        // a variable name may have been set to the key itself by mistake: the value is not shown
        boolean show = !key.equals("digest.apiKeyEnv");
        String t = text(key, 200, show);
        if (t != null && !p.matcher(t).matches()) throw bad(key, "must be " + what, t, show);
        return t;
    }

    /** One of {@code allowed} (case-insensitive); the enum's own parser maps it. */
    String choice(String key, List<String> allowed) {
        String t = text(key, 100);
        if (t == null) throw bad(key, "must be set", null, false);
        if (!allowed.contains(t.toLowerCase(Locale.ROOT))) {
            throw bad(key, "must be one of " + String.join(", ", allowed), t, true);
        }
        return t;
    }

    /** A value its enum's own parser reads (its message names the choices), the source put before its message. */
    <T> T parsed(String key, java.util.function.Function<String, T> parser) {
        String t = text(key, 100);
        if (t == null) throw bad(key, "must be set", null, false);
        try {
            return parser.apply(t);
        } catch (ConfigException e) {
            throw new ConfigException(origins.getOrDefault(key, "default") + ": " + e.getMessage());
        }
    }

    /** An http or https URL with a host, or null when unset. */
    String url(String key) {
        String t = text(key, 2048);
        if (t == null || isHttpUrl(t)) return t;
        throw bad(key, URL_PROBLEM, t, true);
    }

    static final String URL_PROBLEM = "must be an http:// or https:// URL with a host";

    /** Whether {@code t} is an http or https URL with a host. */
    static boolean isHttpUrl(String t) {
        try {
            java.net.URI u = new java.net.URI(t);
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            return (scheme.equals("http") || scheme.equals("https")) && u.getHost() != null && !u.getHost().isEmpty();
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    int integer(String key, int min, int max) {
        Object v = raw(key);
        java.math.BigInteger n = null;
        if (v instanceof Integer || v instanceof Long || v instanceof java.math.BigInteger || v instanceof Short) {
            n = new java.math.BigInteger(v.toString());
        } else if (v instanceof String s) {
            try {
                n = new java.math.BigInteger(s.strip());
            } catch (NumberFormatException e) {
                n = null;
            }
        }
        String range = " from " + min + " to " + max;
        if (n == null) throw bad(key, "must be a whole number" + range, v, true);
        if (n.compareTo(java.math.BigInteger.valueOf(min)) < 0 || n.compareTo(java.math.BigInteger.valueOf(max)) > 0) {
            throw bad(key, "must be" + range, v, true);
        }
        return n.intValue();
    }

    boolean bool(String key) {
        Object v = raw(key);
        if (v instanceof Boolean b) return b;
        if (v instanceof String s) {
            switch (s.strip().toLowerCase(Locale.ROOT)) {
                case "true", "yes", "on", "1" -> {
                    return true;
                }
                case "false", "no", "off", "0" -> {
                    return false;
                }
                default -> {
                    // said below
                }
            }
        }
        throw bad(key, "must be true or false", v, true);
    }

    /** A command: a list of words (file), or words separated by spaces (variable, option). */
    List<String> command(String key) {
        Object v = raw(key);
        List<String> out = new ArrayList<>();
        if (v instanceof List<?> l) {
            for (Object o : l) {
                if (!(o instanceof String || o instanceof Number || o instanceof Boolean) || String.valueOf(o).isBlank()) {
                    throw bad(key, "must be a list of words (the command and its arguments)", null, false);
                }
                out.add(String.valueOf(o));
            }
        } else if (v instanceof String s && !s.isBlank()) {
            out.addAll(List.of(s.trim().split("\\s+")));
        }
        if (out.isEmpty()) throw bad(key, "must name a command (a list: the command and its arguments)", v, true);
        if (out.size() > 1000) throw bad(key, "must have at most 1000 words", null, false);
        return out;
    }
}
