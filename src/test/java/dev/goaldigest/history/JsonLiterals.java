package dev.goaldigest.history;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits JSON text into its string literals and the text between them, exactly, so tests can check that a rewrite
 * changed only certain string literals and kept every other byte. Independent of the code under test.
 */
final class JsonLiterals {
    /** Alternating segments: even indices are the text between literals, odd indices are the literals (quotes included). */
    final List<String> segments = new ArrayList<>();

    JsonLiterals(String json) {
        StringBuilder between = new StringBuilder();
        int i = 0;
        while (i < json.length()) {
            char c = json.charAt(i);
            if (c != '"') {
                between.append(c);
                i++;
                continue;
            }
            int j = i + 1;
            while (json.charAt(j) != '"') j += json.charAt(j) == '\\' ? 2 : 1;
            segments.add(between.toString());
            between.setLength(0);
            segments.add(json.substring(i, j + 1));
            i = j + 1;
        }
        segments.add(between.toString());
    }

    int literalCount() {
        return segments.size() / 2;
    }

    String literal(int n) {
        return segments.get(2 * n + 1);
    }

    String between(int n) {
        return segments.get(2 * n);
    }
}
