package dev.goaldigest.cli;

import dev.goaldigest.config.Config;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneSettings;

/** The configuration mapped into the settings records of the packages that never read {@code config} themselves. */
public final class Settings {
    private Settings() {
    }

    /**
     * The rule pipeline's settings; the mode is parsed here, once.
     *
     * @throws IllegalArgumentException when {@code prune.mode} is not a mode (one line, for the user)
     */
    public static PruneSettings prune(Config.Prune p) {
        return new PruneSettings(Mode.parse(p.mode()), PruneSettings.UrlPolicy.valueOf(p.urls().name()),
                p.foldThreshold(), p.foldKeep());
    }
}
