package dev.goaldigest.proxy;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The jar goaldigest runs from, for the lines and entries that name it (empty when run from classes, as in tests). */
public final class ThisJar {
    private ThisJar() {
    }

    /** The absolute path of the jar this class was loaded from, or empty when it was not loaded from a jar. */
    public static Optional<Path> path() {
        try {
            Path self = Path.of(ThisJar.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(self) && self.getFileName().toString().endsWith(".jar")) {
                return Optional.of(self.toAbsolutePath().normalize());
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no location to go by
        }
        return Optional.empty();
    }
}
