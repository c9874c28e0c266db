package dev.goaldigest.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The test data under {@code fixtures/} (never {@code ../shared}). */
public final class Fixtures {
    public static final Path ROOT = Path.of("fixtures");
    public static final Path CORPUS = ROOT.resolve("corpus");
    public static final Path UPSTREAM = ROOT.resolve("upstream");

    private Fixtures() {
    }

    public static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file under {@code dir} whose name ends with one of {@code suffixes}, sorted. */
    public static List<Path> files(Path dir, String... suffixes) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).filter(p -> {
                String n = p.getFileName().toString();
                for (String suf : suffixes) if (n.endsWith(suf)) return true;
                return false;
            }).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The corpus snapshots ({@code <page>.yaml}). */
    public static List<Path> corpusSnapshots() {
        return files(CORPUS, ".yaml");
    }

    /** The corpus tool results ({@code <page>.response.txt}). */
    public static List<Path> corpusResults() {
        return files(CORPUS, ".response.txt");
    }

    /** The text items of every recorded upstream result ({@code fixtures/upstream/responses/**.json}). */
    public static List<Named> upstreamResultTexts() {
        ObjectMapper om = new ObjectMapper();
        List<Named> out = new ArrayList<>();
        for (Path p : files(UPSTREAM.resolve("responses"), ".json")) {
            try {
                JsonNode content = om.readTree(p.toFile()).path("result").path("content");
                int i = 0;
                for (JsonNode c : content) {
                    if ("text".equals(c.path("type").asText())) out.add(new Named(p + "#" + i, c.path("text").asText()));
                    i++;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    public record Named(String name, String text) {
        @Override
        public String toString() {
            return name;
        }
    }
}
