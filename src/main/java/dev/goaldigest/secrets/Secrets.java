package dev.goaldigest.secrets;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The one place that knows the secrets goaldigest holds (API keys from the environment or the config file) and takes
 * them out of what it writes, by value: tool results, stats lines, stderr, logs, command output. Whoever resolves a
 * key {@link #hold}s it; the streams goaldigest writes to are {@link #guard}ed as a last line of defence, and text a
 * server sends is {@link #serverDetail cleaned} before it is shown.
 *
 * <p>Costs nothing while no secret is held (one volatile read); with one held, a scan of the bytes written (about a
 * millisecond per megabyte). A value shorter than {@link #MIN_LENGTH} is not held: it would blank ordinary words of
 * every page, and no real key is that short.
 */
public final class Secrets {
    /** What a secret is replaced with. */
    public static final String MASK = "[redacted]";
    /** The shortest value taken for a secret. */
    public static final int MIN_LENGTH = 8;

    private static final byte[] MASK_BYTES = MASK.getBytes(StandardCharsets.UTF_8);
    /** The secrets as given. */
    private static final java.util.List<String> SECRETS = new java.util.ArrayList<>();
    /** The forms they are searched in (as given, trimmed, JSON-escaped), as text and UTF-8; replaced, never changed. */
    private static volatile Held held = new Held(new String[0], new byte[0][]);

    private record Held(String[] texts, byte[][] bytes) {
        int longest() {
            int n = 0;
            for (byte[] b : bytes) n = Math.max(n, b.length);
            return n;
        }
    }

    private Secrets() {
    }

    /** Takes {@code secret} for one to redact from now on; null, blank and short values are ignored. */
    public static synchronized void hold(String secret) {
        if (secret == null || secret.strip().length() < MIN_LENGTH || SECRETS.contains(secret)) return;
        SECRETS.add(secret);
        java.util.Set<String> forms = new java.util.LinkedHashSet<>();
        for (String s : SECRETS) {
            forms.add(s);
            forms.add(s.strip());
            forms.add(jsonEscaped(s));
        }
        // the longest first: a secret that contains another is masked whole
        String[] texts = forms.stream().sorted((a, b) -> b.length() - a.length()).toArray(String[]::new);
        byte[][] bytes = new byte[texts.length][];
        for (int i = 0; i < texts.length; i++) bytes[i] = texts[i].getBytes(StandardCharsets.UTF_8);
        held = new Held(texts, bytes);
    }

    /** Whether any secret is held. */
    public static boolean any() {
        return held.bytes.length > 0;
    }

    /** {@code text} with every held secret replaced by {@link #MASK}; {@code text} itself when none occurs. */
    public static String redact(String text) {
        Held h = held;
        if (text == null || h.texts.length == 0) return text;
        String out = text;
        for (String s : h.texts) {
            if (out.contains(s)) out = out.replace(s, MASK);
        }
        return out;
    }

    /** The UTF-8 {@code line} with every held secret replaced; {@code line} itself (not a copy) when none occurs. */
    public static byte[] redact(byte[] line) {
        Held h = held;
        if (h.bytes.length == 0) return line;
        return redact(line, line.length, h);
    }

    private static byte[] redact(byte[] data, int length, Held h) {
        byte[] cur = data;
        int len = length;
        for (byte[] secret : h.bytes) {
            int at = indexOf(cur, len, secret, 0);
            if (at < 0) continue;
            java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream(len);
            int from = 0;
            while (at >= 0) {
                b.write(cur, from, at - from);
                b.write(MASK_BYTES, 0, MASK_BYTES.length);
                from = at + secret.length;
                at = indexOf(cur, len, secret, from);
            }
            b.write(cur, from, len - from);
            cur = b.toByteArray();
            len = cur.length;
        }
        return cur == data && len == data.length ? data : Arrays.copyOf(cur, len);
    }

    private static int indexOf(byte[] data, int length, byte[] what, int from) {
        byte first = what[0];
        int last = length - what.length;
        for (int i = from; i <= last; i++) {
            if (data[i] != first) continue;
            int k = 1;
            while (k < what.length && data[i + k] == what[k]) k++;
            if (k == what.length) return i;
        }
        return -1;
    }

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.:-]{0,47}");
    /** Letters and digits mixed over 16 or more characters, or a known key prefix: reads like a key, not a code. */
    private static final Pattern KEY_LIKE = Pattern.compile(
            "(?i)^(?:sk|pk|rk|key|bearer)[-_]|(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}");

    /** The shortest run of a held secret's characters that a server's detail may not repeat. */
    static final int PIECE = 6;

    /**
     * A short, clean detail from text a server sent (an error's {@code code} or {@code type}), or "" when it is not
     * one: only an identifier of up to 48 characters ({@code invalid_api_key}, {@code DeploymentNotFound}, {@code 401})
     * that does not read like a key and repeats no piece of a secret ({@link #PIECE} characters or more, in any case:
     * a gateway that echoes the key's last twelve characters as its code gives no code). Free text (a message) is
     * never shown.
     */
    public static String serverDetail(String text) {
        if (text == null) return "";
        String t = text.strip();
        if (!IDENTIFIER.matcher(t).matches() || KEY_LIKE.matcher(t).find()) return "";
        return holdsPiece(t, held) ? "" : t;
    }

    /** Whether {@code t} (a short identifier) repeats {@link #PIECE} characters of a held secret in a row. */
    private static boolean holdsPiece(String t, Held h) {
        String low = t.toLowerCase(Locale.ROOT);
        for (String secret : h.texts) {
            String s = secret.toLowerCase(Locale.ROOT);
            for (int i = 0; i + PIECE <= low.length(); i++) {
                if (s.contains(low.substring(i, i + PIECE))) return true;
            }
        }
        return false;
    }

    /**
     * {@code out} behind a filter that redacts every held secret from what is written through it. Lines are passed on
     * whole (at a line break or a flush), so a secret written in pieces is still caught; a line longer than 64 KB goes
     * out in pieces that keep the last few bytes back until the next write.
     */
    public static PrintStream guard(PrintStream out) {
        if (out instanceof Guarded) return out;
        return new Guarded(new Redacting(out));
    }

    /**
     * The stream {@link #guard} returns (guarding it again is guarding it once). Not auto-flushing: a PrintStream that
     * is would push every {@code print} through on its own, and a key printed in pieces would go out in pieces; whole
     * lines go out as they end all the same.
     */
    private static final class Guarded extends PrintStream {
        Guarded(Redacting r) {
            super(r, false, StandardCharsets.UTF_8);
        }
    }

    /** Redacts line by line; with no secret held, bytes go straight through. */
    static final class Redacting extends FilterOutputStream {
        private static final int MAX_BUFFER = 64 * 1024;
        private byte[] buf = new byte[256];
        private int count;

        Redacting(OutputStream out) {
            super(out);
        }

        @Override
        public synchronized void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            if (count == 0 && !any()) {
                out.write(b, off, len);
                return;
            }
            int end = off + len;
            int from = off;
            for (int i = off; i < end; i++) {
                if (b[i] == '\n') {
                    append(b, from, i + 1 - from);
                    emit(count);
                    from = i + 1;
                }
            }
            append(b, from, end - from);
            if (count > MAX_BUFFER) {
                // keep back what could be the start of a secret cut in two by this write
                int keep = Math.min(count, Math.max(0, held.longest() - 1));
                emit(count - keep);
            }
        }

        @Override
        public synchronized void flush() throws IOException {
            emit(count);
            out.flush();
        }

        @Override
        public synchronized void close() throws IOException {
            flush();
            out.close();
        }

        private void append(byte[] b, int off, int len) {
            if (len <= 0) return;
            if (count + len > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, count + len));
            System.arraycopy(b, off, buf, count, len);
            count += len;
        }

        /** Writes the first {@code n} buffered bytes, redacted. */
        private void emit(int n) throws IOException {
            if (n <= 0) return;
            Held h = held;
            if (h.bytes.length == 0) {
                out.write(buf, 0, n);
            } else {
                // a secret starting before n and running past it is masked whole: look at the whole buffer
                int end = n;
                for (byte[] s : h.bytes) {
                    int at = indexOf(buf, count, s, Math.max(0, n - s.length + 1));
                    if (at >= 0 && at < n) end = Math.max(end, at + s.length);
                }
                byte[] red = redact(buf, end, h);
                out.write(red, 0, red.length);
                n = end;
            }
            System.arraycopy(buf, n, buf, 0, count - n);
            count -= n;
        }
    }

    /** {@code s} as it appears inside a JSON string (the form Jackson writes the proxy's lines in). */
    private static String jsonEscaped(String s) {
        return new String(JsonStringEncoder.getInstance().quoteAsString(s));
    }
}
