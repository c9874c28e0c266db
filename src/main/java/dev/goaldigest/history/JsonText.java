package dev.goaldigest.history;

/** Writes a JSON string literal in the style of the document it goes into (ASCII-only escaping or not). */
final class JsonText {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private JsonText() {
    }

    /** Whether the literal at {@code [start, end)} of {@code json} escapes characters beyond ASCII as {@code \}{@code uXXXX}. */
    static boolean escapesNonAscii(String json, int start, int end) {
        for (int i = start; i < end - 5; i++) {
            char c = json.charAt(i);
            if (c == '\\') {
                if (json.charAt(i + 1) == 'u') {
                    int v = Integer.parseInt(json.substring(i + 2, i + 6), 16);
                    if (v > 0x7f) return true;
                }
                i++;
            }
        }
        return false;
    }

    /** {@code value} as a quoted JSON string; with {@code asciiOnly}, every character beyond ASCII is escaped. */
    static String quote(String value, boolean asciiOnly) {
        StringBuilder sb = new StringBuilder(value.length() + 16);
        sb.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20 || (asciiOnly && c > 0x7f)) {
                        sb.append("\\u").append(HEX[c >> 12 & 0xf]).append(HEX[c >> 8 & 0xf])
                                .append(HEX[c >> 4 & 0xf]).append(HEX[c & 0xf]);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
