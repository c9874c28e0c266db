package dev.goaldigest.prune;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** The pipeline's data files ({@code prune/noise.yaml}, {@code prune/words.yaml}): read from the jar, parsed as YAML. */
final class BundledYaml {
    private BundledYaml() {
    }

    /** The text of a resource in the jar. */
    static String read(String resource) {
        try (InputStream in = BundledYaml.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The top-level mapping of a YAML text; an {@link IllegalArgumentException} with a one-line message (starting with
     * {@code label}) when it does not parse or is not a mapping.
     */
    static Map<?, ?> mapping(String yaml, String label) {
        Object doc;
        try {
            doc = new Load(LoadSettings.builder().setLabel(label).build()).loadFromString(yaml);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(label + ": invalid YAML: " + firstLine(e.getMessage()));
        }
        if (!(doc instanceof Map<?, ?> top)) throw new IllegalArgumentException(label + ": top level must be a mapping");
        return top;
    }

    static String firstLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("");
    }
}
