package dev.goaldigest.history;

/**
 * Page-controlled text (a title, a URL) made safe to quote inside the placeholder line: one line, no brackets that
 * could close ours or open a {@code [ref=...]}, no double quote that could end the quoted title, bounded length.
 */
final class PageText {
    private PageText() {
    }

    static String clean(String pageText, int maxChars) {
        if (pageText == null) return "";
        StringBuilder sb = new StringBuilder(Math.min(pageText.length(), maxChars + 1));
        boolean space = false;
        for (int i = 0; i < pageText.length(); ) {
            int cp = pageText.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isWhitespace(cp) || Character.isISOControl(cp) || Character.isSpaceChar(cp)
                    || cp == 0x2028 || cp == 0x2029 || cp == 0x85
                    || Character.getType(cp) == Character.FORMAT) {
                space = sb.length() > 0;
                continue;
            }
            if (space) {
                sb.append(' ');
                space = false;
            }
            switch (cp) {
                case '[', '{' -> sb.append('(');
                case ']', '}' -> sb.append(')');
                case '"' -> sb.append('\'');
                case '<' -> sb.append('\u2039');
                case '>' -> sb.append('\u203A');
                default -> sb.appendCodePoint(cp);
            }
        }
        String out = sb.toString().replace("ref=", "ref\u2009=");
        if (out.codePointCount(0, out.length()) > maxChars) {
            out = out.substring(0, out.offsetByCodePoints(0, maxChars - 1)) + "\u2026";
        }
        return out;
    }
}
