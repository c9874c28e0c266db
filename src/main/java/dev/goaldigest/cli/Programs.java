package dev.goaldigest.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/** Programs as a shell finds them: a path to an executable file, or a name looked up on {@code PATH}. */
final class Programs {
    private Programs() {
    }

    /**
     * Where {@code word} runs from: itself when it holds a path separator and is an executable file, else the first
     * executable file of that name (on Windows, with one of its extensions) in a directory of {@code path}; null when
     * there is none.
     */
    static Path find(String word, String path) {
        if (word == null || word.isEmpty()) return null;
        if (word.indexOf('/') >= 0 || word.indexOf(File.separatorChar) >= 0) {
            Path p = safePath(word);
            return p != null && Files.isRegularFile(p) && Files.isExecutable(p) ? p.toAbsolutePath() : null;
        }
        if (path == null) return null;
        List<String> suffixes = File.separatorChar == '\\' ? List.of("", ".exe", ".cmd", ".bat") : List.of("");
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            for (String suffix : suffixes) {
                Path p = safePath(dir, word + suffix);
                if (p != null && Files.isRegularFile(p) && Files.isExecutable(p)) return p.toAbsolutePath();
            }
        }
        return null;
    }

    private static Path safePath(String first, String... more) {
        try {
            return Path.of(first, more);
        } catch (InvalidPathException e) {
            return null; // a PATH entry that is no path: not where the program is
        }
    }
}
