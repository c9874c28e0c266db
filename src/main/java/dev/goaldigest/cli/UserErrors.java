package dev.goaldigest.cli;

import dev.goaldigest.config.ConfigException;
import java.io.IOException;

/** Turns an exception into the one line a user sees. */
final class UserErrors {
    private UserErrors() {
    }

    static String oneLine(Throwable ex) {
        if (ex instanceof ConfigException) return ex.getMessage();
        String msg = ex.getMessage();
        String kind = ex.getClass().getSimpleName();
        if (msg == null || msg.isBlank()) return kind;
        String first = msg.lines().findFirst().orElse(msg).trim();
        return ex instanceof IOException || ex instanceof IllegalArgumentException ? first : kind + ": " + first;
    }
}
