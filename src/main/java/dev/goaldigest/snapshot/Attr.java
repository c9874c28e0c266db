package dev.goaldigest.snapshot;

import java.util.Objects;

/** One bracketed attribute of an element line: {@code [checked]} (value null) or {@code [level=2]}. */
public record Attr(String key, String value) {
    public Attr {
        Objects.requireNonNull(key, "key");
    }

    /** Written out: the record's generated hash goes through a method handle, slow on the hot path of every fold. */
    @Override
    public int hashCode() {
        return 31 * key.hashCode() + (value == null ? 0 : value.hashCode());
    }

    public static Attr flag(String key) {
        return new Attr(key, null);
    }

    /** The attribute as written: {@code [key]} or {@code [key=value]}. */
    public String text() {
        return value == null ? "[" + key + "]" : "[" + key + "=" + value + "]";
    }
}
