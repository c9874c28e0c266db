package dev.goaldigest.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The benchmarks' own entry point ({@code java -jar target/goaldigest-bench.jar}): figures printed, never timed tests.
 * Each subcommand measures one part of the product jar beside it.
 */
@Command(name = "goaldigest-bench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Benchmarks that print figures: parse, prune, digest, history, proxy, session, diff-pairs.",
        subcommands = {
                BenchParseCommand.class,
                BenchPruneCommand.class,
                BenchDigestCommand.class,
                BenchHistoryCommand.class,
                BenchProxyCommand.class,
                BenchSessionCommand.class,
                BenchDiffPairsCommand.class,
                CommandLine.HelpCommand.class,
        })
public final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a benchmark and returns its exit status (tests call this). */
    public static int run(String[] args) {
        return Main.configure(new CommandLine(new BenchCommand())).execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.err);
    }
}
