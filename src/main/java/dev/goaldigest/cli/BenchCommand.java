package dev.goaldigest.cli;

import picocli.CommandLine.Command;

/** Benchmarks that print figures (never timed tests). Each subcommand measures one part. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks that print figures: parse, prune, digest, history, proxy.",
        subcommands = {
                BenchParseCommand.class,
                BenchPruneCommand.class,
                BenchDigestCommand.class,
                BenchHistoryCommand.class,
                BenchProxyCommand.class,
        })
public final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.err);
    }
}
