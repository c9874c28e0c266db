package dev.goaldigest.config;

/** A configuration problem a user must fix; its message is one line and never contains a secret. */
public final class ConfigException extends RuntimeException {
    public ConfigException(String message) {
        super(message);
    }
}
