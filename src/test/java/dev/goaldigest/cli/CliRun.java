package dev.goaldigest.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.ToIntFunction;

/** One in-process run of the command line, with its exit code and what it wrote to stdout and stderr. */
record CliRun(int code, String out, String err) {

    /** Runs {@code Main.run(args)} with System.out and System.err captured (they are global: one run at a time). */
    static CliRun run(String... args) {
        return capture(Main::run, args);
    }

    /** Runs the bench jar's entry point, {@code BenchCommand.run(args)}, the same way. */
    static CliRun bench(String... args) {
        return capture(BenchCommand::run, args);
    }

    private static synchronized CliRun capture(ToIntFunction<String[]> entryPoint, String[] args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = entryPoint.applyAsInt(args);
            return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
