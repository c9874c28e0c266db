package dev.goaldigest.snapshot;

import java.util.Locale;

/**
 * The YAML scalar rules Playwright's snapshot writer follows ({@code yamlEscapeKeyIfNeeded},
 * {@code yamlEscapeValueIfNeeded}), and their decoding. Hand-written rather than snakeyaml-engine: these few rules
 * run once per line on 50 MB inputs, and a test checks the decoder against snakeyaml-engine on every quoted scalar
 * of the fixtures.
 */
public final class Yaml {
    private Yaml() {
    }

    /** Playwright's {@code yamlStringNeedsQuotes}. */
    public static boolean needsQuotes(String s) {
        int n = s.length();
        if (n == 0) return true;
        if (isJsSpace(s.charAt(0)) || isJsSpace(s.charAt(n - 1))) return true;
        char first = s.charAt(0);
        if (first == '-' || first == '[') return true;
        if ("&*],?!>|@\"'#%".indexOf(first) >= 0) return true;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c <= 0x08 || c == 0x0b || c == 0x0c || (c >= 0x0e && c <= 0x1f) || (c >= 0x7f && c <= 0x9f)) return true;
            if (c == '\n' || c == '\r') return true;
            if (c == ':' && (i + 1 == n || isJsSpace(s.charAt(i + 1)))) return true;
            if (c == '#' && i > 0 && isJsSpace(s.charAt(i - 1))) return true;
            if (c == '{' || c == '}' || c == '`') return true;
        }
        if (isJsNumber(s)) return true;
        // the YAML 1.1 booleans and null are at most 5 characters (lower-casing never shortens a string)
        if (n > 5) return false;
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "y", "n", "yes", "no", "true", "false", "on", "off", "null" -> true;
            default -> false;
        };
    }

    /**
     * {@link #needsQuotes} of the text {@code b} holds from {@code start} to its end, without copying it out in the
     * common case (the writer builds a key in place and quotes it only when this says so).
     */
    static boolean needsQuotesAt(StringBuilder b, int start) {
        int end = b.length();
        int n = end - start;
        if (n == 0) return true;
        char first = b.charAt(start);
        if (isJsSpace(first) || isJsSpace(b.charAt(end - 1))) return true;
        if (first == '-' || first == '[') return true;
        if ("&*],?!>|@\"'#%".indexOf(first) >= 0) return true;
        for (int i = start; i < end; i++) {
            char c = b.charAt(i);
            if (c <= 0x08 || c == 0x0b || c == 0x0c || (c >= 0x0e && c <= 0x1f) || (c >= 0x7f && c <= 0x9f)) return true;
            if (c == '\n' || c == '\r') return true;
            if (c == ':' && (i + 1 == end || isJsSpace(b.charAt(i + 1)))) return true;
            if (c == '#' && i > start && isJsSpace(b.charAt(i - 1))) return true;
            if (c == '{' || c == '}' || c == '`') return true;
        }
        // what is left: a JS number (it starts with a digit, a sign, a point or "Infinity") or a YAML 1.1 word
        // (at most 5 characters); only those few are copied out and checked in full
        if (n <= 5 || "0123456789+-.I".indexOf(first) >= 0) return needsQuotes(b.substring(start));
        return false;
    }

    /** A key as Playwright writes it: single-quoted with {@code ''} when it needs quotes. */
    public static String escapeKey(String s) {
        return needsQuotes(s) ? "'" + s.replace("'", "''") + "'" : s;
    }

    /** A value as Playwright writes it: double-quoted with escapes when it needs quotes. */
    public static String escapeValue(String s) {
        if (!needsQuotes(s)) return s;
        StringBuilder b = new StringBuilder(s.length() + 8).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '"' -> b.append("\\\"");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) {
                        b.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** Decodes a YAML double-quoted scalar (with its quotes); null when it is not one or holds a bad escape. */
    public static String decodeDoubleQuoted(String s) {
        int n = s.length();
        if (n < 2 || s.charAt(0) != '"' || s.charAt(n - 1) != '"') return null;
        StringBuilder b = null;
        for (int i = 1; i < n - 1; i++) {
            char c = s.charAt(i);
            if (c == '"') return null; // an unescaped quote inside: not one scalar
            if (c != '\\') {
                if (b != null) b.append(c);
                continue;
            }
            if (b == null) b = new StringBuilder(n).append(s, 1, i);
            if (i + 1 >= n - 1) return null;
            char e = s.charAt(++i);
            switch (e) {
                case '0' -> b.append('\0');
                case 'a' -> b.append('\u0007');
                case 'b' -> b.append('\b');
                case 't', '\t' -> b.append('\t');
                case 'n' -> b.append('\n');
                case 'v' -> b.append('\u000b');
                case 'f' -> b.append('\f');
                case 'r' -> b.append('\r');
                case 'e' -> b.append('\u001b');
                case ' ' -> b.append(' ');
                case '"' -> b.append('"');
                case '/' -> b.append('/');
                case '\\' -> b.append('\\');
                case 'N' -> b.append('\u0085');
                case '_' -> b.append('\u00a0');
                case 'L' -> b.append('\u2028');
                case 'P' -> b.append('\u2029');
                case 'x', 'u', 'U' -> {
                    int len = e == 'x' ? 2 : e == 'u' ? 4 : 8;
                    if (i + len >= n) return null;
                    int cp;
                    try {
                        cp = Integer.parseInt(s.substring(i + 1, i + 1 + len), 16);
                    } catch (NumberFormatException ex) {
                        return null;
                    }
                    if (!Character.isValidCodePoint(cp)) return null;
                    b.appendCodePoint(cp);
                    i += len;
                }
                default -> {
                    return null;
                }
            }
        }
        return b == null ? s.substring(1, n - 1) : b.toString();
    }

    /** Decodes a YAML single-quoted scalar (with its quotes); null when it is not one. */
    public static String decodeSingleQuoted(String s) {
        int n = s.length();
        if (n < 2 || s.charAt(0) != '\'' || s.charAt(n - 1) != '\'') return null;
        StringBuilder b = new StringBuilder(n);
        for (int i = 1; i < n - 1; i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                if (i + 1 < n - 1 && s.charAt(i + 1) == '\'') {
                    b.append('\'');
                    i++;
                } else {
                    return null;
                }
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** JSON string literal, as {@code JSON.stringify} writes it (names are written so). */
    public static String jsonQuote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2);
        appendJsonQuoted(b, s);
        return b.toString();
    }

    /** Appends {@link #jsonQuote}{@code (s)} to {@code b}. */
    static void appendJsonQuoted(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || (Character.isSurrogate(c) && !validSurrogateAt(s, i))) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }

    private static boolean validSurrogateAt(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /**
     * Reads a JSON string literal starting at {@code from} (a {@code "}); returns the index after its closing quote,
     * or -1. The decoded text is appended to {@code out}.
     */
    static int readJsonString(String s, int from, int end, StringBuilder out) {
        if (from >= end || s.charAt(from) != '"') return -1;
        for (int i = from + 1; i < end; i++) {
            char c = s.charAt(i);
            if (c == '"') return i + 1;
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (++i >= end) return -1;
            char e = s.charAt(i);
            switch (e) {
                case '"' -> out.append('"');
                case '\\' -> out.append('\\');
                case '/' -> out.append('/');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (i + 4 >= end) return -1;
                    try {
                        out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    } catch (NumberFormatException ex) {
                        return -1;
                    }
                    i += 4;
                }
                default -> {
                    return -1;
                }
            }
        }
        return -1;
    }

    /** JavaScript's {@code \s}. */
    static boolean isJsSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u000b' || c == '\f' || c == '\u00a0'
                || c == '\u1680' || (c >= '\u2000' && c <= '\u200a') || c == '\u2028' || c == '\u2029'
                || c == '\u202f' || c == '\u205f' || c == '\u3000' || c == '\ufeff';
    }

    /** {@code !isNaN(Number(s))} for a non-empty string. */
    static boolean isJsNumber(String s) {
        int a = 0;
        int b = s.length();
        while (a < b && isJsSpace(s.charAt(a))) a++;
        while (b > a && isJsSpace(s.charAt(b - 1))) b--;
        if (a == b) return true; // Number("  ") is 0
        String t = s.substring(a, b);
        if (t.length() > 2 && t.charAt(0) == '0') {
            char k = Character.toLowerCase(t.charAt(1));
            int radix = k == 'x' ? 16 : k == 'o' ? 8 : k == 'b' ? 2 : 0;
            if (radix != 0) {
                for (int i = 2; i < t.length(); i++) if (Character.digit(t.charAt(i), radix) < 0) return false;
                return true;
            }
        }
        String u = t.startsWith("+") || t.startsWith("-") ? t.substring(1) : t;
        if (u.equals("Infinity")) return true;
        // decimal literal: digits [. digits] [e [+-] digits], at least one digit in the mantissa
        int i = 0;
        int n = u.length();
        int digits = 0;
        while (i < n && Character.isDigit(u.charAt(i)) && u.charAt(i) < 128) {
            i++;
            digits++;
        }
        if (i < n && u.charAt(i) == '.') {
            i++;
            while (i < n && u.charAt(i) >= '0' && u.charAt(i) <= '9') {
                i++;
                digits++;
            }
        }
        if (digits == 0) return false;
        if (i < n && (u.charAt(i) == 'e' || u.charAt(i) == 'E')) {
            i++;
            if (i < n && (u.charAt(i) == '+' || u.charAt(i) == '-')) i++;
            int ed = 0;
            while (i < n && u.charAt(i) >= '0' && u.charAt(i) <= '9') {
                i++;
                ed++;
            }
            if (ed == 0) return false;
        }
        return i == n;
    }
}
