package dev.goaldigest.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's {@code --help} reads as whole sentences at 80 columns: no paragraph cut in two, no URL split. */
class HelpTextTest {
    private static final Pattern URL = Pattern.compile("https?://[^\\s)]+");

    private static List<CommandLine> everyCommand() {
        List<CommandLine> all = new ArrayList<>();
        List<CommandLine> todo = new ArrayList<>(List.of(Main.commandLine(),
                Main.configure(new CommandLine(new BenchCommand()))));
        while (!todo.isEmpty()) {
            CommandLine c = todo.remove(0);
            all.add(c);
            todo.addAll(c.getSubcommands().values());
        }
        return all;
    }

    @Test
    void eachDescriptionLineIsAWholeParagraph() {
        for (CommandLine c : everyCommand()) {
            for (String paragraph : c.getCommandSpec().usageMessage().description()) {
                String p = paragraph.replace("%n", "").strip();
                // picocli starts each element on a line of its own: one that stops mid-sentence leaves a ragged break
                assertTrue(p.isEmpty() || p.endsWith(".") || p.endsWith(":") || p.endsWith(")"),
                        c.getCommandSpec().qualifiedName() + ": a description line that stops mid-sentence: '" + p + "'");
            }
        }
    }

    @Test
    void noUrlIsSplitAcrossLines() {
        for (CommandLine c : everyCommand()) {
            c.setUsageHelpWidth(80);
            String help = c.getUsageMessage(CommandLine.Help.Ansi.OFF);
            String joined = String.join(" ", c.getCommandSpec().usageMessage().description());
            for (var o : c.getCommandSpec().options()) joined += " " + String.join(" ", o.description());
            Matcher m = URL.matcher(joined);
            while (m.find()) {
                assertTrue(help.contains(m.group()), c.getCommandSpec().qualifiedName() + ": '" + m.group()
                        + "' is broken across lines in:\n" + help);
            }
        }
    }
}
