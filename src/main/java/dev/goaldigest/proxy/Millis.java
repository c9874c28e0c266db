package dev.goaldigest.proxy;

import java.util.Locale;

/** Durations for the debug log. */
final class Millis {
    private Millis() {
    }

    /** {@code nanos} as milliseconds with one decimal ({@code 12.3}). */
    static String of(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }
}
