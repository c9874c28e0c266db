package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.secrets.Secrets;
import java.nio.file.Path;
import java.util.Map;

/** The configuration a command runs with ({@link ConfigLoader}), its secrets held for redaction from the start. */
final class Settings {
    private Settings() {
    }

    static Config load(Path file, Map<String, String> env, Map<String, String> flags) {
        Config cfg = ConfigLoader.load(file, env, flags);
        cfg.digest().secrets(env).forEach(Secrets::hold);
        return cfg;
    }
}
