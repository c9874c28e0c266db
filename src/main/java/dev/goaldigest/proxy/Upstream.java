package dev.goaldigest.proxy;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One upstream MCP server process: its stdin takes our lines, its stdout lines go to a callback on a reader thread,
 * its stderr goes to our log (stderr). Pipes are UTF-8 explicitly. Stopping it stops its whole process tree
 * (npx, node, the browser it launched).
 */
final class Upstream {
    private static final Logger LOG = LoggerFactory.getLogger(Upstream.class);

    private final int generation;
    private final Process process;
    private final LineWriter stdin;
    private final Set<ProcessHandle> seenDescendants = new LinkedHashSet<>();
    private volatile boolean stopping;

    private Upstream(int generation, Process process) {
        this.generation = generation;
        this.process = process;
        this.stdin = new LineWriter(process.getOutputStream());
    }

    /**
     * Starts the command. {@code onLine} gets every stdout line; {@code onExit} runs once, after stdout has ended
     * (the process died or closed its output).
     */
    static Upstream start(int generation, List<String> command, Consumer<byte[]> onLine, Consumer<Upstream> onExit)
            throws IOException {
        return adopt(generation, command, spawn(command), onLine, onExit);
    }

    static Process spawn(List<String> command) throws IOException {
        return EarlyStart.spawn(command);
    }

    /** Takes over a process from {@link #spawn}. */
    static Upstream adopt(int generation, List<String> command, Process p, Consumer<byte[]> onLine,
                          Consumer<Upstream> onExit) {
        Upstream u = new Upstream(generation, p);
        Thread out = new Thread(() -> u.readStdout(onLine, onExit), "upstream-" + generation + "-stdout");
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(u::readStderr, "upstream-" + generation + "-stderr");
        err.setDaemon(true);
        err.start();
        LOG.info("upstream #{} started (pid {}): {}", generation, p.pid(), String.join(" ", command));
        return u;
    }

    /** Reads stdout as raw lines (UTF-8 bytes, no decoding: what is relayed as it came stays byte for byte). */
    private void readStdout(Consumer<byte[]> onLine, Consumer<Upstream> onExit) {
        try (InputStream in = process.getInputStream()) {
            byte[] buf = new byte[1 << 16];
            ByteArrayOutputStream cur = new ByteArrayOutputStream(1 << 16);
            int n;
            while ((n = in.read(buf)) > 0) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    if (buf[i] != '\n') continue;
                    cur.write(buf, start, i - start);
                    boolean large = cur.size() > (1 << 22);
                    emit(cur, onLine);
                    if (large) cur = new ByteArrayOutputStream(1 << 16); // a reset buffer keeps its size
                    start = i + 1;
                }
                cur.write(buf, start, n - start);
            }
            emit(cur, onLine);
        } catch (IOException e) {
            if (!stopping) LOG.warn("upstream #{} stdout: {}", generation, e.toString());
        }
        onExit.accept(this);
    }

    private void emit(ByteArrayOutputStream cur, Consumer<byte[]> onLine) {
        byte[] line = cur.toByteArray();
        cur.reset();
        int len = line.length;
        if (len > 0 && line[len - 1] == '\r') len--;
        boolean blank = true;
        for (int i = 0; i < len && blank; i++) blank = line[i] == ' ' || line[i] == '\t';
        if (blank) return;
        try {
            onLine.accept(len == line.length ? line : Arrays.copyOf(line, len));
        } catch (RuntimeException e) {
            LOG.error("upstream line not handled: {}", e.toString());
        }
    }

    private void readStderr() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                LOG.info("[upstream] {}", line);
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    int generation() {
        return generation;
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive() && !stopping;
    }

    /** Sends one line to the upstream; false when its stdin is gone. */
    boolean send(String line) {
        return stdin.write(line);
    }

    /** The exit status, or null while it runs. */
    Integer exitCode() {
        return process.isAlive() ? null : process.exitValue();
    }

    private void rememberDescendants() {
        synchronized (seenDescendants) {
            process.descendants().forEach(seenDescendants::add);
        }
    }

    /**
     * Stops the upstream and every process under it within about {@code budgetMillis}: close its stdin (a polite MCP
     * server exits on that, closing its browser), then SIGTERM the tree, then SIGKILL what is left. Descendants are
     * collected before anything ends, since a browser whose parent exits is re-parented and no longer found under it.
     */
    void stop(long budgetMillis) {
        stopping = true;
        rememberDescendants();
        stdin.close();
        waitAll(budgetMillis * 3 / 10);
        rememberDescendants();
        for (ProcessHandle h : tree()) if (running(h)) h.destroy();
        if (process.isAlive()) process.destroy();
        waitAll(budgetMillis * 4 / 10);
        for (ProcessHandle h : tree()) if (running(h)) h.destroyForcibly();
        if (process.isAlive()) process.destroyForcibly();
        waitAll(budgetMillis * 3 / 10);
        LOG.info("upstream #{} stopped", generation);
    }

    private Set<ProcessHandle> tree() {
        synchronized (seenDescendants) {
            return new LinkedHashSet<>(seenDescendants);
        }
    }

    /**
     * Whether a process still runs. A zombie (exited, not yet reaped by whoever inherited it) counts as ended: it
     * holds nothing and no signal reaches it.
     */
    static boolean running(ProcessHandle h) {
        if (!h.isAlive()) return false;
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(h.pid()), "stat"));
            int close = stat.lastIndexOf(')');
            return close < 0 || close + 2 >= stat.length() || stat.charAt(close + 2) != 'Z';
        } catch (IOException | RuntimeException e) {
            return h.isAlive(); // no /proc: trust the JDK
        }
    }

    /** Waits until the process and every known descendant have ended, or the time is up. */
    private void waitAll(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive() && tree().stream().noneMatch(Upstream::running)) return;
            try {
                Thread.sleep(15);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Records the current descendants (called now and then, so a browser that outlives a crashed parent is known). */
    void trackDescendants() {
        if (process.isAlive()) rememberDescendants();
    }

    /** Kills every known process of this upstream at once (after it died on its own, its browser may still run). */
    void killLeftovers() {
        rememberDescendants();
        synchronized (seenDescendants) {
            for (ProcessHandle h : seenDescendants) if (h.isAlive()) h.destroyForcibly();
        }
    }
}
