package dev.goaldigest.prune;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the simple regular expressions of the word lists for what their matches must hold: the alternatives at the
 * top level, and the letters and length every match of one of them has ({@link LetterGate} is built from these).
 * Anything it cannot read it leaves out, so what it says holds of every match.
 */
final class Alternatives {
    private Alternatives() {
    }

    /** The alternatives of a regular expression at its top level (not inside a group or a character class). */
    static List<String> split(String regex) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '[') {
                i = classEnd(regex, i);
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                out.add(regex.substring(start, i));
                start = i + 1;
            }
        }
        out.add(regex.substring(start));
        return out;
    }

    /**
     * What every match of one alternative holds, read off its start up to the first group that must match, a bounded
     * repeat or its end (optional parts are stepped over), matched case-insensitively.
     *
     * @param letters ASCII letters (lower case) and digits every match holds, {@code 0} standing for any digit
     * @param length the fewest characters a match has
     * @param outsideAscii whether every match holds a character that no ASCII one matches
     */
    record Lead(String letters, int length, boolean outsideAscii) {
    }

    /** The {@link Lead} of one alternative. */
    static Lead lead(String re) {
        StringBuilder letters = new StringBuilder();
        boolean outsideAscii = false;
        int length = 0;
        int i = 0;
        int n = re.length();
        while (i < n) {
            char c = re.charAt(i);
            int end; // the end of this one-character (or optional) part
            char letter = 0; // the letter or digit this part always matches, if any
            boolean nonAscii = false;
            int chars = 1;
            if (c == '(') {
                end = groupEnd(re, i) + 1;
                if (end > n || !optional(re, end)) break; // a group that must match: its alternatives are not read
                chars = 0;
            } else if (c == '[') {
                end = classEnd(re, i) + 1;
                if (end > n) break;
            } else if (c == '\\') {
                if (i + 1 >= n) break;
                char e = re.charAt(i + 1);
                if ("bBAzZG".indexOf(e) >= 0) chars = 0; // a boundary: no character
                else if (e == 'd') letter = '0';
                else if (Character.isLetterOrDigit(e) && "swDSW".indexOf(e) < 0) break; // \Q, \p{..}, \1 ...: stop here
                end = i + 2;
            } else if (c == '^' || c == '$') {
                chars = 0;
                end = i + 1;
            } else if (c == '.' || c == ')' || c == '|' || c == '{' || c == '}' || c == '*' || c == '+' || c == '?') {
                if (c != '.') break;
                end = i + 1;
            } else if (c < 128) {
                if (Character.isLetterOrDigit(c)) letter = Character.toLowerCase(c);
                end = i + 1;
            } else {
                boolean foldsToAscii = Character.toUpperCase(c) < 128 || Character.toLowerCase(c) < 128
                        || Character.toLowerCase(Character.toUpperCase(c)) < 128;
                nonAscii = !foldsToAscii;
                end = i + 1;
            }
            if (end < n && re.charAt(end) == '{') break; // a bounded repeat: stop here
            if (optional(re, end)) {
                i = end + 1;
                if (i < n && (re.charAt(i) == '?' || re.charAt(i) == '+')) i++; // lazy or possessive
                continue;
            }
            if (letter != 0) letters.append(letter);
            outsideAscii |= nonAscii;
            length += chars;
            i = end < n && re.charAt(end) == '+' ? end + 1 : end;
            if (i < n && i == end + 1 && (re.charAt(i) == '?' || re.charAt(i) == '+')) i++;
        }
        return new Lead(letters.toString(), length, outsideAscii);
    }

    /** Whether the part ending before {@code at} may match nothing ({@code ?} or {@code *} follows it). */
    private static boolean optional(String re, int at) {
        return at < re.length() && (re.charAt(at) == '?' || re.charAt(at) == '*');
    }

    /** The index of the {@code )} closing the group opened at {@code open}, or the length of {@code re}. */
    private static int groupEnd(String re, int open) {
        int depth = 0;
        for (int i = open; i < re.length(); i++) {
            char c = re.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '[') {
                i = classEnd(re, i);
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return re.length();
    }

    /**
     * The index of the {@code ]} closing the character class opened at {@code open}; the length of {@code re} when there
     * is none, or when the class holds another one (then it is not read).
     */
    private static int classEnd(String re, int open) {
        int i = open + 1;
        if (i < re.length() && re.charAt(i) == '^') i++;
        if (i < re.length() && re.charAt(i) == ']') i++; // a ] first in the class is one of its characters
        for (; i < re.length(); i++) {
            char c = re.charAt(i);
            if (c == '\\') i++;
            else if (c == '[') return re.length();
            else if (c == ']') return i;
        }
        return re.length();
    }
}
