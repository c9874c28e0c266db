package dev.goaldigest.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a user's input file as UTF-8 text, or says in one line why it cannot. */
final class InputFiles {
    private InputFiles() {
    }

    /** A problem with an input file; the message is one line naming the file. */
    static final class BadInput extends Exception {
        BadInput(Path file, String problem) {
            super(file + ": " + problem);
        }
    }

    static String readText(Path file) throws BadInput {
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) throw new BadInput(file, "is a directory");
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new BadInput(file, "no such file");
        } catch (AccessDeniedException e) {
            throw new BadInput(file, "permission denied");
        } catch (IOException e) {
            throw new BadInput(file, "cannot read (" + e.getClass().getSimpleName() + ")");
        }
        for (byte b : bytes) {
            if (b == 0) throw new BadInput(file, "binary content (NUL bytes), not a snapshot");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new BadInput(file, "not valid UTF-8");
        }
    }
}
