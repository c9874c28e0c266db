package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void theProxysStartHintOnlyWhenTheDigestNeedsAKeyItHasNot() {
        java.util.function.BiFunction<Map<String, String>, Map<String, String>, String> hint = (env, flags) ->
                ProxyCommand.missingKeyHint(dev.goaldigest.config.ConfigLoader.load(null, env, flags).digest(), env);
        Map<String, String> on = Map.of("digest.enabled", "true");
        assertTrue(hint.apply(Map.of(), on).contains("environment variable OPENAI_API_KEY is not set"));
        assertEquals(null, hint.apply(Map.of(), Map.of()), "digest off");
        assertEquals(null, hint.apply(Map.of("OPENAI_API_KEY", "sk-set-0123456789"), on), "key set");
        assertEquals(null, hint.apply(Map.of("GOALDIGEST_API_KEY_ENV", ""), on), "no key needed");
        String azure = hint.apply(Map.of("GOALDIGEST_API_KEY_ENV", ""), Map.of("digest.enabled", "true",
                "digest.provider", "azure"));
        assertTrue(azure != null && azure.contains("digest.apiKeyEnv is empty"), "Azure always needs a key: " + azure);
        String withKey = hint.apply(Map.of("OPENAI_API_KEY", "sk-set-0123456789"), Map.of("digest.enabled", "true",
                "digest.apiKeyEnv", "OTHER_KEY_VARIABLE"));
        assertTrue(withKey.contains("OTHER_KEY_VARIABLE") && !withKey.contains("sk-set"), withKey);
    }
}
