package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Traversal;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench diff-pairs}: drives the real upstream alone (no proxy) through scripted steps on small test pages of
 * {@code fixtures/diff/pages} and on corpus form and list pages, records the raw snapshot after every step (the
 * {@code .yml} file an action links to, the inline one of {@code browser_snapshot}, or a {@code browser_snapshot}
 * taken right after a step that returns none) into {@code fixtures/diff/SCENARIO/}, and prints how the refs of
 * consecutive snapshots relate: whether an element that stays keeps its ref, and whether a ref that stays means the
 * same element.
 */
@Command(name = "diff-pairs", mixinStandardHelpOptions = true,
        description = "Records before/after snapshot pairs from the real upstream into fixtures/diff and prints "
                + "ref stability across them.")
public final class BenchDiffPairsCommand implements Callable<Integer> {

    @Option(names = "--out", description = "Where the scenarios go, default ${DEFAULT-VALUE}.")
    Path out = Path.of("fixtures", "diff");

    @Option(names = "--scenario", description = "Record only these scenarios (default: all).")
    List<String> only = new ArrayList<>();

    @Parameters(paramLabel = "UPSTREAM", arity = "0..*", description = "Upstream command (after --); default: the"
            + " pinned test install with /usr/bin/chromium, else proxy.upstream from the config.")
    List<String> upstream = new ArrayList<>();

    /** A scripted scenario: steps on pages, in one browser session. */
    record Scenario(String name, String about, List<AgentStep> steps) {
    }

    /** The scenarios: what each exercises is its {@code about}. */
    static List<Scenario> scenarios(PageServer pages) {
        String signup = pages.url("diff", "signup.html");
        String list = pages.url("diff", "list.html");
        String dialog = pages.url("diff", "dialog.html");
        return List.of(
                new Scenario("signup", "a form of our own: typing, a checkbox, a select, a radio, a disclosure, a nav"
                        + " menu, validation messages, a reload", List.of(
                        AgentStep.navigate("navigate", signup),
                        AgentStep.type("type-name", "textbox", "Full name", "Jane Tester"),
                        AgentStep.type("type-email", "textbox", "Email", "jane.example.com"),
                        AgentStep.click("check-terms", "checkbox", "I accept the terms"),
                        AgentStep.select("select-country", "combobox", "Country", "New Zealand"),
                        AgentStep.click("radio-pro", "radio", "Pro"),
                        AgentStep.click("expand-more", "button", "More options"),
                        AgentStep.click("expand-menu", "button", "Menu"),
                        AgentStep.click("submit-invalid", "button", "Create account"),
                        AgentStep.type("fix-email", "textbox", "Email", "jane@example.com"),
                        AgentStep.click("submit-valid", "button", "Create account"),
                        AgentStep.navigate("reload", signup))),
                new Scenario("list", "a list of our own: a status line, items added, removed, reordered, rendered"
                        + " again, a button renamed", List.of(
                        AgentStep.navigate("navigate", list),
                        AgentStep.click("add-to-cart", "button", "Add to cart"),
                        AgentStep.click("load-more", "button", "Load more"),
                        AgentStep.click("remove-item", "button", "Remove"),
                        AgentStep.click("sort", "button", "Sort by price"),
                        AgentStep.click("rerender", "button", "Refresh list"),
                        AgentStep.click("rename-button", "button", "Show details"))),
                new Scenario("dialog", "a page of our own: a modal dialog opens and closes, then a JavaScript alert",
                        List.of(
                        AgentStep.navigate("navigate", dialog),
                        AgentStep.click("open-dialog", "button", "Delete account"),
                        AgentStep.click("close-dialog", "button", "Cancel"),
                        AgentStep.click("alert", "button", "Save"),
                        AgentStep.dialog("accept-alert", true),
                        AgentStep.click("after-alert", "button", "Delete account"))),
                new Scenario("jacamo-signin", "a corpus sign-in form: two fields typed, a checkbox", List.of(
                        AgentStep.navigate("navigate", pages.url("corpus", "jacamo-signin.html")),
                        AgentStep.click("click-email", "textbox", "Email Address OR Account Number"),
                        AgentStep.type("type-email", "textbox", "Email Address OR Account Number", "pat@example.com"),
                        AgentStep.click("click-password", "textbox", "Password"),
                        AgentStep.type("type-password", "textbox", "Password", "hunter2"),
                        AgentStep.click("check-remember", "checkbox", "Remember me when I next visit?"))),
                new Scenario("brooklynbrewshop-create-account", "a corpus sign-up form: three fields, a checkbox",
                        List.of(
                        AgentStep.navigate("navigate", pages.url("corpus", "brooklynbrewshop-create-account.html")),
                        AgentStep.type("type-first", "textbox", "First Name *", "Pat"),
                        AgentStep.type("type-last", "textbox", "Last Name *", "Tester"),
                        AgentStep.type("type-email", "textbox", "Email Address *", "pat@example.com"),
                        AgentStep.click("check-newsletter", "checkbox", "Sign Up for Newsletter"))),
                new Scenario("petswelcome-add-rental", "a corpus form with unnamed fields: typing, selects, checkboxes",
                        List.of(
                        AgentStep.navigate("navigate", pages.url("corpus", "petswelcome-add-rental.html")),
                        AgentStep.type("type-1", "textbox", "#1", "Sunny Cottage"),
                        AgentStep.select("select-state", "combobox", "#3", "Oregon"),
                        AgentStep.click("check-1", "checkbox", "#1"),
                        AgentStep.click("check-2", "checkbox", "#2"))),
                new Scenario("1000bulbs-search", "a corpus result list: a quantity typed in an item, a sort select that"
                        + " navigates, back",
                        List.of(
                        AgentStep.navigate("navigate", pages.url("corpus", "1000bulbs-search.html")),
                        AgentStep.type("type-quantity", "textbox", "Quantity", "3"),
                        AgentStep.click("click-quantity-2", "textbox", "#5"),
                        AgentStep.select("sort-navigates", "combobox", "Sort By", "Highest Price"),
                        AgentStep.back("back"))));
    }

    @Override
    public Integer call() throws Exception {
        PrintStream o = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Path work = Files.createTempDirectory("goaldigest-diff-pairs-");
        List<String> up = upstream.isEmpty() ? BenchProxyCommand.defaultUpstream(work) : upstream;
        List<String[]> rows = new ArrayList<>();
        try (PageServer pages = new PageServer()) {
            for (Scenario s : scenarios(pages)) {
                if (!only.isEmpty() && !only.contains(s.name())) continue;
                record(s, up, work, o, rows);
            }
        }
        o.println();
        o.println("ref stability, consecutive snapshots of one scenario (elements matched by role, name and content):");
        o.printf(Locale.ROOT, "%-34s %-18s %6s %6s %7s %9s %9s %9s %s%n", "scenario", "step", "refs", "kept",
                "renamed", "same elt", "new ref", "lost ref", "prefix");
        for (String[] r : rows) {
            o.printf(Locale.ROOT, "%-34s %-18s %6s %6s %7s %9s %9s %9s %s%n", (Object[]) r);
        }
        return 0;
    }

    private void record(Scenario s, List<String> up, Path work, PrintStream o, List<String[]> rows) throws Exception {
        Path dir = out.resolve(s.name());
        if (Files.isDirectory(dir)) {
            try (Stream<Path> old = Files.list(dir)) {
                for (Path p : old.toList()) Files.delete(p);
            }
        }
        Files.createDirectories(dir);
        StringBuilder tsv = new StringBuilder("step\tlabel\taction\targuments\tsnapshot\turl\tmodal\ttabs\n");
        o.println("== " + s.name() + ": " + s.about());
        try (McpPeer peer = new McpPeer(up, work)) {
            peer.initialize();
            Snapshot current = null;
            String currentText = null;
            for (int i = 0; i < s.steps().size(); i++) {
                AgentStep step = s.steps().get(i);
                ObjectNode args = step.arguments(current);
                String result = peer.call(step.tool(), args);
                ResultLayout layout = ResultLayout.parse(result);
                String source;
                String text;
                String url = layout.pageUrl();
                if (layout.hasInlineSnapshot()) {
                    source = "inline";
                    text = layout.inlineSnapshot();
                } else if (layout.snapshotLink() != null) {
                    text = Files.readString(work.resolve(layout.snapshotLink()), StandardCharsets.UTF_8);
                    source = text.isEmpty() ? "empty" : "link";
                } else if (layout.section("Modal state") != null || layout.section("Error") != null) {
                    source = "none";
                    text = "";
                } else {
                    // the step shows no snapshot (typing without submit): the page as it is now, for the pair
                    ResultLayout snap = ResultLayout.parse(peer.call("browser_snapshot", McpPeer.args()));
                    text = snap.inlineSnapshot();
                    url = snap.pageUrl();
                    source = "snapshot-after";
                }
                String base = String.format(Locale.ROOT, "%02d-%s", i, step.label());
                Files.writeString(dir.resolve(base + ".result.txt"), result, StandardCharsets.UTF_8);
                if (!text.isEmpty()) Files.writeString(dir.resolve(base + ".yml"), text, StandardCharsets.UTF_8);
                String tabs = layout.sectionBody("Open tabs") == null ? "" : layout.sectionBody("Open tabs")
                        .lines().filter(l -> l.contains("(current)")).findFirst().orElse("").trim();
                tsv.append(String.format(Locale.ROOT, "%02d\t%s\t%s\t%s\t%s\t%s\t%s\t%s%n", i, step.label(),
                        step.describe(), portless(args.toString()), source, url == null ? "" : portless(url),
                        layout.section("Modal state") != null ? "yes" : "no", tabs));
                o.printf(Locale.ROOT, "  %s %-50s %s%n", base, step.describe(), source);
                if (!text.isEmpty()) {
                    Snapshot next = SnapshotParser.parse(text);
                    if (current != null) rows.add(stability(s.name(), step.label(), current, next));
                    current = next;
                    currentText = text;
                }
            }
            if (currentText == null) o.println("  (no snapshot recorded)");
        }
        Files.writeString(dir.resolve("steps.tsv"), tsv.toString(), StandardCharsets.UTF_8);
    }

    private static String portless(String s) {
        return s.replaceAll("127\\.0\\.0\\.1:\\d+", "127.0.0.1:PORT");
    }

    /**
     * How the refs of two consecutive snapshots relate. Elements are matched by what they are (role, name, text, and
     * the same of each ancestor; {@link #byPlace}), not by ref:
     * {@code kept} refs are in both snapshots; {@code renamed} of those name a different role or name in the second;
     * {@code same elt}: elements matched on both sides with a ref on both, {@code new ref}: of those, with a different
     * ref; {@code lost ref}: matched elements with a ref before and none after.
     */
    static String[] stability(String scenario, String step, Snapshot before, Snapshot after) {
        Map<String, Node> beforeRefs = byRef(before);
        Map<String, Node> afterRefs = byRef(after);
        int kept = 0;
        int renamed = 0;
        for (Map.Entry<String, Node> e : afterRefs.entrySet()) {
            Node b = beforeRefs.get(e.getKey());
            if (b == null) continue;
            kept++;
            if (!same(b.role(), e.getValue().role()) || !same(b.name(), e.getValue().name())) renamed++;
        }
        Map<String, Node> beforePlaces = byPlace(before);
        Map<String, Node> afterPlaces = byPlace(after);
        int both = 0;
        int newRef = 0;
        int lost = 0;
        for (Map.Entry<String, Node> e : afterPlaces.entrySet()) {
            Node b = beforePlaces.get(e.getKey());
            if (b == null || b.ref() == null) continue;
            if (e.getValue().ref() == null) {
                lost++;
                continue;
            }
            both++;
            if (!b.ref().equals(e.getValue().ref())) newRef++;
        }
        return new String[] {scenario, step, beforeRefs.size() + "->" + afterRefs.size(), String.valueOf(kept),
                String.valueOf(renamed), String.valueOf(both), String.valueOf(newRef), String.valueOf(lost),
                prefix(before) + "->" + prefix(after)};
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    private static Map<String, Node> byRef(Snapshot s) {
        Map<String, Node> m = new HashMap<>();
        Traversal.forEachDescendant(s.root(), n -> {
            if (n.ref() != null) m.put(n.ref(), n);
        });
        return m;
    }

    /**
     * Elements by what they are: their role, name and value, the text of their subtree when it is short (a list item,
     * a button), under the key of their parent, counted among equals. A list item that moves keeps its key; one
     * rendered again keeps it too; so do the elements inside them.
     */
    private static Map<String, Node> byPlace(Snapshot s) {
        Map<String, Node> m = new LinkedHashMap<>();
        Map<Node, String> keys = new HashMap<>();
        keys.put(s.root(), "");
        Map<String, Integer> seen = new HashMap<>();
        Traversal.walk(s.root(), (n, d) -> {
            if (n == s.root()) return NodeVisitor.Next.CONTINUE;
            if (!n.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            String own = keys.get(n.parent()) + "/" + n.role() + " " + n.name() + " " + n.value() + " " + text(n);
            int k = seen.merge(own, 1, Integer::sum);
            String key = own + "#" + k;
            keys.put(n, key);
            m.put(key, n);
            return NodeVisitor.Next.CONTINUE;
        });
        return m;
    }

    /** The names and texts in a subtree when they are short (at most 80 characters), else "". */
    private static String text(Node top) {
        StringBuilder b = new StringBuilder();
        Traversal.walk(top, (n, d) -> {
            if (b.length() > 80) return NodeVisitor.Next.STOP;
            if (n != top && n.name() != null) b.append(n.name()).append(' ');
            if (n != top && n.value() != null && !n.isProperty()) b.append(n.value()).append(' ');
            return n.isProperty() ? NodeVisitor.Next.SKIP_CHILDREN : NodeVisitor.Next.CONTINUE;
        });
        return b.length() > 80 ? "" : b.toString();
    }

    /** The prefix of the first ref in the snapshot ({@code ""} for {@code e5}, {@code f2} for {@code f2e5}). */
    private static String prefix(Snapshot s) {
        for (String r : s.refs()) {
            int e = r.lastIndexOf('e');
            return e <= 0 ? "\"\"" : r.substring(0, e);
        }
        return "-";
    }
}
