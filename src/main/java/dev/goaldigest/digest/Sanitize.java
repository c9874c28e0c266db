package dev.goaldigest.digest;

import java.util.regex.Pattern;

/**
 * Makes untrusted text (the model's prose, server error text, page titles) safe to print inside our output: one
 * line, no brackets (so it cannot forge a {@code [ref=...]} or a {@code [goaldigest: ...]} line), no leading
 * {@code #} (no {@code ### } header), bounded length.
 */
final class Sanitize {
    private static final Pattern REF_EQUALS = Pattern.compile("(?i)\\bref\\s*=\\s*");
    private Sanitize() {
    }

    /** One line, brackets replaced by parentheses, at most {@code max} characters. Null becomes "". */
    static String oneLine(String s, int max) {
        if (s == null) return "";
        StringBuilder b = new StringBuilder(Math.min(s.length(), max + 8));
        boolean space = false;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isWhitespace(cp) || Character.isISOControl(cp) || cp == 0x2028 || cp == 0x2029
                    || Character.getType(cp) == Character.FORMAT) {
                space = b.length() > 0;
                continue;
            }
            if (space) {
                b.append(' ');
                space = false;
            }
            switch (cp) {
                case '[' -> b.append('(');
                case ']' -> b.append(')');
                case '`' -> b.append('\'');
                default -> b.appendCodePoint(cp);
            }
            if (b.length() >= max) {
                b.setLength(max);
                b.append('…');
                break;
            }
        }
        // a line we print never starts with '#', '-' or '>' taken from untrusted text (no header, list item, quote)
        int start = 0;
        while (start < b.length() && (b.charAt(start) == '#' || b.charAt(start) == '>' || b.charAt(start) == '-'
                || b.charAt(start) == ' ')) {
            start++;
        }
        // "ref=e5" without brackets could still read as a ref to an agent
        return REF_EQUALS.matcher(b.substring(start)).replaceAll("ref ");
    }
}
