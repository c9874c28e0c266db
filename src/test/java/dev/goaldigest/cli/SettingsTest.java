package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsTest {
    @Test
    void theConfiguredDefaultsAreThePipelinesDefaults() {
        assertEquals(PruneSettings.DEFAULTS, Settings.prune(Config.defaults().prune()));
    }

    @Test
    void everyUrlPolicyAndTheModeAreMappedTyped() {
        for (Config.UrlPolicy u : Config.UrlPolicy.values()) {
            Config.Prune p = new Config.Prune(" Browse ", u, 8, 3);
            assertEquals(new PruneSettings(Mode.BROWSE, PruneSettings.UrlPolicy.valueOf(u.name()), 8, 3), Settings.prune(p));
        }
        Config cfg = ConfigLoader.load(null, Map.of(), Map.of("prune.urls", "clean", "prune.mode", "full"));
        assertEquals(new PruneSettings(Mode.FULL, PruneSettings.UrlPolicy.CLEAN, 12, 5), Settings.prune(cfg.prune()));
    }

    @Test
    void aModeThatIsNoneIsOneLineForTheUser() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Settings.prune(new Config.Prune("fast", Config.UrlPolicy.DROP, 12, 5)));
        assertEquals("mode must be one of auto, act, browse, navigate, full, off, not 'fast'", e.getMessage());
    }
}
