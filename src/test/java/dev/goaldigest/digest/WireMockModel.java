package dev.goaldigest.digest;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.goaldigest.config.Config;
import dev.goaldigest.config.ConfigLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Test helpers: an in-process WireMock on a loopback port as the model endpoint, fixtures, config. */
final class WireMockModel {
    static final String KEY = "sk-test-0123456789abcdefghij3456";

    private WireMockModel() {
    }

    static WireMockServer start() {
        WireMockServer s = new WireMockServer(WireMockConfiguration.options().dynamicPort().bindAddress("127.0.0.1")
                .containerThreads(12));
        s.start();
        return s;
    }

    static String fixture(String name) {
        try {
            return Files.readString(Path.of("fixtures/digest", name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String corpus(String name) {
        try {
            return Files.readString(Path.of("fixtures/corpus", name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Digest settings through the real loader, pointing at {@code baseUrl}, plus extra dotted flags. */
    static Config.Digest openai(String baseUrl, String... flags) {
        Map<String, String> f = new HashMap<>();
        f.put("digest.enabled", "true");
        f.put("digest.baseUrl", baseUrl);
        f.put("digest.model", "gpt-4.1-nano");
        f.put("digest.maxRetries", "0");
        f.put("digest.timeoutMs", "5000");
        for (int i = 0; i + 1 < flags.length; i += 2) f.put(flags[i], flags[i + 1]);
        return ConfigLoader.load(null, Map.of(), f).digest();
    }

    static Map<String, String> env() {
        return Map.of("OPENAI_API_KEY", KEY);
    }
}
