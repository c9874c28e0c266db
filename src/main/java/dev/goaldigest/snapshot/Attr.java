package dev.goaldigest.snapshot;

import java.util.Objects;

/** One bracketed attribute of an element line: {@code [checked]} (value null) or {@code [level=2]}. */
public record Attr(String key, String value) {
    public Attr {
        Objects.requireNonNull(key, "key");
    }

    public static Attr flag(String key) {
        return new Attr(key, null);
    }

    /** The attribute as written: {@code [key]} or {@code [key=value]}. */
    public String text() {
        return value == null ? "[" + key + "]" : "[" + key + "=" + value + "]";
    }
}
