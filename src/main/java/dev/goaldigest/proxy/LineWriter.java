package dev.goaldigest.proxy;

import dev.goaldigest.secrets.Secrets;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes newline-delimited JSON-RPC messages, one whole line at a time under one lock, so lines written from
 * several threads never interleave. UTF-8 whatever the platform's locale.
 */
final class LineWriter {
    private final OutputStream out;
    private final Object lock = new Object();
    private volatile boolean broken;

    LineWriter(OutputStream out) {
        this.out = out;
    }

    /** Writes {@code line} and a newline; false (and nothing more is written) once the stream has failed. */
    boolean write(String line) {
        return write(line.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes one line given as UTF-8 bytes (without its newline), with every secret goaldigest holds redacted. */
    boolean write(byte[] line) {
        if (broken) return false;
        byte[] bytes = Secrets.redact(line); // the last line of defence: costs nothing while no secret is held
        synchronized (lock) {
            try {
                out.write(bytes);
                out.write('\n');
                out.flush();
                return true;
            } catch (IOException e) {
                broken = true;
                return false;
            }
        }
    }

    boolean broken() {
        return broken;
    }

    void close() {
        synchronized (lock) {
            try {
                out.close();
            } catch (IOException ignored) {
                // closing a pipe whose reader is gone
            }
        }
    }
}
