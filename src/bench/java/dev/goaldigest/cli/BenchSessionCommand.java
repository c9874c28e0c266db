package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.prune.Fold;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.snapshot.Traversal;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench session}: one scripted agent session (two corpus forms filled in, then quantities typed into a corpus
 * result list) through the proxy in front of the real upstream, once with {@code --action-snapshots inline} and once
 * with {@code diff}: the tokens the agent receives per step and in total. It checks what a change view promises and
 * exits 1 when a check fails: {@code diff} costs at most {@value #MAX_SHARE_PERCENT}% of {@code inline} over the
 * session; every typed value shows in a later action result on that page; no ref in a change view that the latest raw
 * snapshot lacks; every navigation gives the whole pruned page.
 */
@Command(name = "session", mixinStandardHelpOptions = true,
        description = "An agent session through the proxy and the real upstream: tokens per step, inline vs diff.")
public final class BenchSessionCommand implements Callable<Integer> {
    static final int MAX_SHARE_PERCENT = 40;
    private static final Pattern REF = Pattern.compile("\\[ref=([^\\]\\s]+)\\]");
    private static final String CHANGES = "since your last view";

    @Option(names = "--jvm-opts", paramLabel = "OPTS",
            description = "JVM options for the proxy's java; default ${DEFAULT-VALUE}; \"\" for none.")
    String jvmOpts = ProxyCommand.JVM_OPTIONS;

    @Option(names = "--show", description = "Print every result the agent receives in diff mode.")
    boolean show;

    @Parameters(paramLabel = "UPSTREAM", arity = "0..*", description = "Upstream command (after --); default: the"
            + " pinned test install with /usr/bin/chromium, else proxy.upstream from the config.")
    List<String> upstream = new ArrayList<>();

    /** The session: the first 16 steps are the reference session (two forms), then a result list. */
    static List<AgentStep> script(PageServer pages) {
        return List.of(
                AgentStep.navigate("navigate", pages.url("corpus", "petswelcome-add-rental.html")),
                AgentStep.click("click", "textbox", "#1"),
                AgentStep.type("type", "textbox", "#1", "Sunny Cottage"),
                AgentStep.click("click", "textbox", "#2"),
                AgentStep.type("type", "textbox", "#2", "Pat Tester"),
                AgentStep.click("click", "textbox", "#3"),
                AgentStep.type("type", "textbox", "#3", "Astoria"),
                AgentStep.click("click", "checkbox", "#1"),
                AgentStep.navigate("navigate", pages.url("corpus", "brooklynbrewshop-create-account.html")),
                AgentStep.click("click", "textbox", "First Name *"),
                AgentStep.type("type", "textbox", "First Name *", "Robin"),
                AgentStep.click("click", "textbox", "Last Name *"),
                AgentStep.type("type", "textbox", "Last Name *", "Quill"),
                AgentStep.click("click", "textbox", "Email Address *"),
                AgentStep.type("type", "textbox", "Email Address *", "robin@example.com"),
                AgentStep.click("click", "checkbox", "Sign Up for Newsletter"),
                AgentStep.navigate("navigate", pages.url("corpus", "1000bulbs-search.html")),
                AgentStep.click("click", "textbox", "Quantity#1"),
                AgentStep.type("type", "textbox", "Quantity#1", "17"),
                AgentStep.click("click", "textbox", "Quantity#2"),
                AgentStep.type("type", "textbox", "Quantity#2", "42"),
                AgentStep.click("click", "textbox", "Quantity#3"));
    }

    /** The reference session: its first steps. */
    static final int REFERENCE_STEPS = 16;

    /** What the agent got for one step. */
    record Step(AgentStep step, String result, int tokens, String rawSnapshot) {
        boolean changes() {
            return result.contains(CHANGES);
        }

        String kind() {
            if (changes()) return result.contains("```yaml") ? "changes" : "no change";
            if (result.contains("### Snapshot\n[goaldigest: -") || result.contains("### Snapshot\n[goaldigest: +")) {
                return "whole page";
            }
            return result.contains("### Snapshot") ? "snapshot" : "-";
        }
    }

    @Override
    public Integer call() throws Exception {
        PrintStream o = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        List<Step> inline;
        List<Step> diff;
        List<AgentStep> steps;
        try (PageServer pages = new PageServer()) {
            steps = script(pages);
            inline = run("inline", steps);
            diff = run("diff", steps);
        }
        o.println("bench session: " + steps.size() + " steps through the proxy and the real upstream; o200k tokens of"
                + " each result the agent receives");
        o.printf(Locale.ROOT, "%4s  %-40s %8s %8s  %s%n", "step", "action", "inline", "diff", "diff shows");
        int ti = 0;
        int td = 0;
        int ri = 0;
        int rd = 0;
        for (int i = 0; i < steps.size(); i++) {
            Step a = inline.get(i);
            Step b = diff.get(i);
            ti += a.tokens();
            td += b.tokens();
            if (i < REFERENCE_STEPS) {
                ri += a.tokens();
                rd += b.tokens();
            }
            o.printf(Locale.ROOT, "%4d  %-40s %,8d %,8d  %s%n", i + 1, abbreviate(steps.get(i).describe(), 40),
                    a.tokens(), b.tokens(), b.kind());
        }
        o.printf(Locale.ROOT, "%4s  %-40s %,8d %,8d  %.1f%%%n", "", "first " + REFERENCE_STEPS + " steps (two forms)",
                ri, rd, 100.0 * rd / ri);
        o.printf(Locale.ROOT, "%4s  %-40s %,8d %,8d  %.1f%%%n", "", "session total", ti, td, 100.0 * td / ti);
        if (show) {
            for (int i = 0; i < steps.size(); i++) {
                o.println("---- step " + (i + 1) + ": " + steps.get(i).describe());
                o.println(diff.get(i).result());
            }
        }
        List<String> failures = checks(diff, ti, td);
        for (String f : failures) o.println("FAIL: " + f);
        if (failures.isEmpty()) {
            o.println("checks: diff is " + String.format(Locale.ROOT, "%.1f", 100.0 * td / ti) + "% of inline (at most "
                    + MAX_SHARE_PERCENT + "%); every typed value shows later on its page; every ref in a change view"
                    + " is in the latest raw snapshot; every navigation gives the whole page");
        }
        return failures.isEmpty() ? 0 : 1;
    }

    /** The session's promises, checked on the diff run; one line per failure. */
    static List<String> checks(List<Step> diff, int inlineTokens, int diffTokens) {
        List<String> failures = new ArrayList<>();
        if (diffTokens * 100L > (long) inlineTokens * MAX_SHARE_PERCENT) {
            failures.add("diff costs " + diffTokens + " tokens, more than " + MAX_SHARE_PERCENT + "% of inline's "
                    + inlineTokens);
        }
        for (int i = 0; i < diff.size(); i++) {
            Step s = diff.get(i);
            String tool = s.step().tool();
            if ("browser_navigate".equals(tool) && !"whole page".equals(s.kind())) {
                failures.add("step " + (i + 1) + " navigates but does not give the whole pruned page");
            }
            if ("browser_type".equals(tool) && !shownLater(diff, i, s.step().text())) {
                failures.add("step " + (i + 1) + " typed \"" + s.step().text() + "\" and no later result on that page"
                        + " shows it");
            }
            if (s.changes()) {
                Set<String> raw = s.rawSnapshot() == null ? Set.of() : SnapshotParser.parse(s.rawSnapshot()).refSet();
                for (String ref : shownRefs(s.result())) {
                    if (!raw.contains(ref)) failures.add("step " + (i + 1) + " shows " + ref + ", which the latest raw"
                            + " snapshot does not have");
                }
            }
        }
        return failures;
    }

    /** Whether a snapshot in a result after step {@code i}, before the next navigation, shows {@code text}. */
    private static boolean shownLater(List<Step> steps, int i, String text) {
        for (int k = i + 1; k < steps.size(); k++) {
            Step s = steps.get(k);
            if ("browser_navigate".equals(s.step().tool())) return false;
            String snapshot = ResultLayout.parse(s.result()).inlineSnapshot();
            if (snapshot != null && snapshot.contains(text)) return true;
        }
        return false;
    }

    /** Every ref a result shows: in element lines and in fold lines. */
    static Set<String> shownRefs(String result) {
        Set<String> refs = new HashSet<>();
        String snapshot = ResultLayout.parse(result).inlineSnapshot();
        if (snapshot == null) return refs;
        Snapshot s = SnapshotParser.parse(snapshot);
        Traversal.forEachDescendant(s.root(), n -> {
            if (n.ref() != null) refs.add(n.ref());
            refs.addAll(Fold.listedRefs(n));
        });
        Matcher m = REF.matcher(snapshot);
        while (m.find()) refs.add(m.group(1));
        return refs;
    }

    /** Runs the script through a proxy with {@code --action-snapshots mode}. */
    private List<Step> run(String mode, List<AgentStep> steps) throws Exception {
        Path work = Files.createTempDirectory("goaldigest-session-");
        List<String> up = upstream.isEmpty() ? BenchProxyCommand.defaultUpstream(work) : upstream;
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (!jvmOpts.isBlank()) cmd.addAll(List.of(jvmOpts.trim().split("\\s+")));
        cmd.addAll(List.of("-cp", BenchProxyCommand.absoluteClassPath(), Main.class.getName(), "proxy",
                "--action-snapshots", mode, "--"));
        cmd.addAll(up);
        List<Step> out = new ArrayList<>();
        try (McpPeer peer = new McpPeer(cmd, work)) {
            peer.initialize();
            peer.request("tools/list", "{}");
            String raw = null;
            Set<String> seen = new HashSet<>();
            for (AgentStep step : steps) {
                ObjectNode args = step.arguments(raw == null ? Snapshot.empty() : SnapshotParser.parse(raw));
                String result = peer.call(step.tool(), args);
                String latest = newest(work.resolve(".playwright-mcp"), seen);
                if (latest != null) raw = latest;
                out.add(new Step(step, result, Tokens.count(result), raw));
            }
        }
        return out;
    }

    /** The text of the newest snapshot file the upstream wrote that was not seen before, or null. */
    private static String newest(Path dir, Set<String> seen) throws IOException {
        if (!Files.isDirectory(dir)) return null;
        List<Path> fresh;
        try (Stream<Path> s = Files.list(dir)) {
            fresh = s.filter(p -> p.getFileName().toString().startsWith("page-") && p.toString().endsWith(".yml")
                    && !p.toString().endsWith(".pruned.yml") && seen.add(p.getFileName().toString())).sorted().toList();
        }
        if (fresh.isEmpty()) return null;
        String text = Files.readString(fresh.get(fresh.size() - 1), StandardCharsets.UTF_8);
        return text.isEmpty() ? null : text;
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
