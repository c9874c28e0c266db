package dev.goaldigest.cli;

import dev.goaldigest.history.HistoryFormatException;
import dev.goaldigest.history.HistoryPruner;
import dev.goaldigest.history.HistoryReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code goaldigest history [--keep N] FILE}: prunes older snapshots out of a conversation saved as JSON (a messages
 * array or a request body, OpenAI Chat Completions or Anthropic Messages). The pruned JSON goes to stdout, one summary
 * line to stderr.
 */
@Command(name = "history", mixinStandardHelpOptions = true,
        description = {"Prune older page snapshots out of a saved agent conversation (JSON).",
                "Writes the pruned JSON to stdout and one summary line to stderr."})
public final class HistoryCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--keep", paramLabel = "N", defaultValue = "1",
            description = "Snapshot-bearing tool results kept whole, the most recent ones (default: ${DEFAULT-VALUE}).")
    int keep;

    @Parameters(index = "0", paramLabel = "FILE",
            description = "A JSON messages array or a request body with \"messages\"; '-' reads stdin.")
    String file;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (keep < 0) {
            err.println("goaldigest history: --keep must be 0 or more, got " + keep);
            return 2;
        }
        String json;
        try {
            json = file.equals("-") ? readStdin() : InputFiles.readText(Path.of(file));
        } catch (InputFiles.BadInput e) {
            err.println("goaldigest history: " + e.getMessage());
            return 1;
        } catch (CharacterCodingException e) {
            err.println("goaldigest history: stdin is not valid UTF-8");
            return 1;
        } catch (IOException e) {
            err.println("goaldigest history: cannot read stdin (" + e.getClass().getSimpleName() + ")");
            return 1;
        }
        HistoryPruner.Pruned<String> pruned;
        try {
            pruned = new HistoryPruner(keep).pruneJsonWithReport(json);
        } catch (HistoryFormatException e) {
            err.println("goaldigest history: " + (file.equals("-") ? "stdin" : file) + ": " + e.getMessage());
            return 1;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(pruned.value());
        out.flush();
        HistoryReport report = pruned.report();
        err.println("goaldigest " + report.summaryLine());
        err.flush();
        return 0;
    }

    private static String readStdin() throws IOException {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(System.in.readAllBytes())).toString();
    }
}
