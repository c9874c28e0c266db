package dev.goaldigest.prune;

import java.util.Locale;

/** How much of a page the rule pipeline keeps. */
public enum Mode {
    /** picks one of the others per page, from the URL and the content */
    AUTO,
    /** what an agent acts on: main content, forms, prices, buttons */
    ACT,
    /** act, plus reading content: paragraphs, code, definitions, all headings, captions, table cells */
    BROWSE,
    /** act, plus banner, navigation and search */
    NAVIGATE,
    /** every landmark; only wrappers, noise, URLs and repetition are cut */
    FULL,
    /** the snapshot unchanged */
    OFF;

    /** Case-insensitive; an unknown name is an {@link IllegalArgumentException} with a one-line message. */
    public static Mode parse(String s) {
        if (s == null || s.isBlank()) throw new IllegalArgumentException("mode must be one of " + names() + ", not empty");
        String k = s.trim().toLowerCase(Locale.ROOT);
        for (Mode m : values()) if (m.id().equals(k)) return m;
        throw new IllegalArgumentException("mode must be one of " + names() + ", not '" + s.trim() + "'");
    }

    /** The lower-case name used in flags, config and output: {@code auto}, {@code act} ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    private static String names() {
        StringBuilder b = new StringBuilder();
        for (Mode m : values()) {
            if (b.length() > 0) b.append(", ");
            b.append(m.id());
        }
        return b.toString();
    }
}
