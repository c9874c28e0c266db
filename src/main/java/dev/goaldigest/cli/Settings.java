package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneSettings;
import dev.goaldigest.secrets.Secrets;
import java.nio.file.Path;
import java.util.Map;

/**
 * The configuration a command runs with ({@link ConfigLoader}), its secrets held for redaction from the start, and
 * its mapping into the settings records of the packages that never read {@code config} themselves.
 */
final class Settings {
    private Settings() {
    }

    /**
     * @param flags dotted key to the value an option gave (null: not given)
     * @param flagNames dotted key to the option's name, for error messages
     */
    static Config load(Path file, Map<String, String> env, Map<String, String> flags, Map<String, String> flagNames) {
        Config cfg = ConfigLoader.load(file, env, flags, flagNames);
        cfg.digest().secrets(env).forEach(Secrets::hold);
        return cfg;
    }

    /**
     * The rule pipeline's settings; the mode is parsed here, once.
     *
     * @throws IllegalArgumentException when {@code prune.mode} is not a mode (one line, for the user)
     */
    static PruneSettings prune(Config.Prune p) {
        return new PruneSettings(Mode.parse(p.mode()), PruneSettings.UrlPolicy.valueOf(p.urls().name()),
                p.foldThreshold(), p.foldKeep(), p.maxTokens());
    }
}
