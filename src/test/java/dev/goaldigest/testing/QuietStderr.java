package dev.goaldigest.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A green build is quiet: what the code under test writes to stderr while a test class runs (the logs of slf4j-simple,
 * which writes to whatever {@code System.err} is at the time, and what the proxy relays from its children) is held
 * back, and printed only when the test, or the class's set-up or tear-down, fails. Registered for every test class
 * through {@code META-INF/services} ({@code junit.jupiter.extensions.autodetection.enabled} in
 * {@code junit-platform.properties}).
 *
 * <p>A test that captures {@code System.err} itself (to assert on a line) still gets everything: while it has its own
 * stream in place, nothing passes through here. Lines meant for the person running the build go to {@link #console()}.
 */
public final class QuietStderr implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {
    private static final Router ROUTER = new Router();
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(QuietStderr.class);

    /** The build's own stderr, past any holding back (or whatever stream a test has put in place of it). */
    public static PrintStream console() {
        return ROUTER.console();
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        hold(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        hold(context);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        byte[] held = release(context);
        if (context.getExecutionException().isPresent()) {
            // the class's own set-up output (a proxy's start, an upstream's logs) explains a failure too
            context.getParent().ifPresent(c -> c.getStore(NAMESPACE).put("failed", Boolean.TRUE));
            show(context, held);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        byte[] held = release(context);
        if (context.getExecutionException().isPresent() || context.getStore(NAMESPACE).get("failed") != null) {
            show(context, held);
        }
    }

    /** For this class's own test: shows held output on {@code console} instead of the build's stderr. */
    static PrintStream swapConsole(PrintStream console) {
        return ROUTER.swapConsole(console);
    }

    private static void hold(ExtensionContext context) {
        context.getStore(NAMESPACE).put("held", ROUTER.hold());
    }

    private static byte[] release(ExtensionContext context) {
        ByteArrayOutputStream held = context.getStore(NAMESPACE).remove("held", ByteArrayOutputStream.class);
        return held == null ? new byte[0] : ROUTER.release(held);
    }

    private static void show(ExtensionContext context, byte[] held) {
        if (held.length == 0) return;
        String name = context.getTestClass().map(Class::getSimpleName).orElse("")
                + context.getTestMethod().map(m -> "." + context.getDisplayName()).orElse("");
        PrintStream out = console();
        out.println("---- stderr of " + name + ", held back while it ran ----");
        out.print(new String(held, StandardCharsets.UTF_8));
        out.println("---- end of stderr of " + name + " ----");
        out.flush();
    }

    /**
     * Installed once as {@code System.err}: writes go to the innermost scope's buffer (test, else class), or to the
     * build's stderr between classes.
     */
    private static final class Router extends OutputStream {
        private final PrintStream self = new PrintStream(this, true, StandardCharsets.UTF_8);
        private final Deque<ByteArrayOutputStream> scopes = new ArrayDeque<>();
        private PrintStream console;

        synchronized ByteArrayOutputStream hold() {
            if (console == null) {
                console = System.err;
                System.setErr(self);
            }
            ByteArrayOutputStream scope = new ByteArrayOutputStream();
            scopes.push(scope);
            return scope;
        }

        synchronized byte[] release(ByteArrayOutputStream scope) {
            scopes.remove(scope);
            return scope.toByteArray();
        }

        synchronized PrintStream swapConsole(PrintStream replacement) {
            PrintStream old = console;
            console = replacement;
            return old;
        }

        synchronized PrintStream console() {
            return console == null || System.err != self ? System.err : console;
        }

        private OutputStream target() {
            return scopes.isEmpty() ? console : scopes.peek();
        }

        @Override
        public synchronized void write(int b) {
            try {
                target().write(b);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            try {
                target().write(b, off, len);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public synchronized void flush() {
            if (scopes.isEmpty()) console.flush();
        }
    }
}
