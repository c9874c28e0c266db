package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.config.Config;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.testing.Fixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code actionSnapshots: diff} on sessions recorded from the real upstream ({@code fixtures/diff}), replayed through
 * the result rewriter with the real pipeline: when an action's result shows what changed, and when the whole page.
 */
class ChangeViewTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final PruneAndDigest VIEWER = new PruneAndDigest(Config.defaults(), Map.of());
    private static final Pattern LINK = Pattern.compile("- \\[Snapshot\\]\\(([^)]+)\\)");
    private static final String CHANGES = "since your last view";

    @TempDir
    Path dir;

    /** A recorded step: the tool, its arguments, the result text, the linked snapshot file's text (null: none). */
    record Recorded(String label, String tool, ObjectNode arguments, String result, String linked) {
    }

    /** The steps of a recorded scenario, the linked files where the upstream put them (under {@link #dir}). */
    private List<Recorded> scenario(String name) throws IOException {
        Path folder = Fixtures.ROOT.resolve("diff").resolve(name);
        List<Recorded> out = new ArrayList<>();
        List<String> rows = Files.readAllLines(folder.resolve("steps.tsv"), StandardCharsets.UTF_8);
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split("\t", -1);
            String base = f[0] + "-" + f[1];
            String tool = "browser_" + f[2].split(" ")[0];
            String result = Files.readString(folder.resolve(base + ".result.txt"), StandardCharsets.UTF_8);
            Path yml = folder.resolve(base + ".yml");
            String linked = null;
            Matcher m = LINK.matcher(result);
            if (m.find()) {
                linked = "link".equals(f[4]) ? Files.readString(yml, StandardCharsets.UTF_8) : "";
                Path at = dir.resolve(m.group(1));
                Files.createDirectories(at.getParent());
                Files.writeString(at, linked, StandardCharsets.UTF_8);
            }
            out.add(new Recorded(f[1], tool, (ObjectNode) JSON.readTree(f[3]), result, linked));
        }
        return out;
    }

    /** A proxy's result path: one page context for the session, the real viewer. */
    private final class Session {
        final PageContext page = new PageContext();
        final ResultRewriter rewriter;

        Session(Config.ActionSnapshots mode) {
            rewriter = new ResultRewriter(VIEWER, mode, new SnapshotFiles(dir, null), page);
        }

        /** What the agent gets for a recorded step. */
        String send(Recorded r) {
            return send(r.tool(), r.arguments(), r.result());
        }

        String send(String tool, ObjectNode args, String resultText) {
            ObjectNode params = JSON.createObjectNode().put("name", tool);
            params.set("arguments", args.deepCopy());
            ToolCall call = ((ToolCallPolicy.Forward) new ToolCallPolicy(page, () -> { }).decide(params)).call();
            ObjectNode result = JSON.createObjectNode();
            result.putArray("content").addObject().put("type", "text").put("text", resultText);
            JsonNode out = rewriter.rewrite(call, result);
            return out.path("content").get(0).path("text").asText();
        }
    }

    private static boolean whole(String text) {
        return text.contains("### Snapshot\n[goaldigest: -") && text.contains("```yaml\n") && !text.contains(CHANGES);
    }

    private static boolean changes(String text) {
        return text.contains(CHANGES);
    }

    private static String byLabel(List<Recorded> steps, List<String> out, String label) {
        for (int i = 0; i < steps.size(); i++) if (steps.get(i).label().equals(label)) return out.get(i);
        throw new AssertionError(label);
    }

    /** Replays the steps that act (not the snapshots the recorder took after a step that showed none). */
    private static List<String> replay(Session s, List<Recorded> steps) {
        List<String> out = new ArrayList<>();
        for (Recorded r : steps) out.add(s.send(r));
        return out;
    }

    @Test
    void aNavigationGivesTheWholePageAndActionsOnItShowTheirChangesAfterTheLine() throws IOException {
        List<Recorded> steps = scenario("jacamo-signin");
        List<String> out = replay(new Session(Config.ActionSnapshots.DIFF), steps);
        assertTrue(whole(out.get(0)), out.get(0));
        String focus = byLabel(steps, out, "click-email");
        assertTrue(focus.endsWith("### Snapshot\n[goaldigest: no changes since your last view; 35 elements unchanged;"
                + " browser_snapshot for the whole page]"), focus);
        String click = byLabel(steps, out, "click-password");
        Matcher m = Pattern.compile("(?s)### Snapshot\n```yaml\n(.*)\n```\n(\\[goaldigest: [^\n]*\\])$").matcher(click);
        assertTrue(m.find(), "the changes in a fence, then the line: " + click);
        assertTrue(m.group(1).contains("textbox \"Email Address OR Account Number\" [ref=e25]: pat@example.com"),
                "the value typed before this click: " + click);
        assertEquals("[goaldigest: changes since your last view: 1 changed; 34 elements unchanged; browser_snapshot for"
                + " the whole page]", m.group(2));
        String head = steps.get(3).result().substring(0, steps.get(3).result().indexOf("### Snapshot"));
        assertTrue(click.startsWith(head), "every other section as it came: " + click);
        assertTrue(byLabel(steps, out, "check-remember").contains("textbox \"Password\" [ref=e30]: hunter2"));
    }

    @Test
    void inlineStaysTheDefaultAndShowsTheWholePageAfterEveryAction() throws IOException {
        assertEquals(Config.ActionSnapshots.INLINE, Config.defaults().proxy().actionSnapshots());
        List<Recorded> steps = scenario("jacamo-signin");
        List<String> out = replay(new Session(Config.ActionSnapshots.INLINE), steps);
        for (int i = 0; i < steps.size(); i++) {
            assertFalse(changes(out.get(i)), out.get(i));
            if (steps.get(i).linked() != null) assertTrue(whole(out.get(i)), out.get(i));
        }
    }

    @Test
    void theWholePageAfterAReloadAnotherUrlOrADialogThatOpensOrCloses() throws IOException {
        List<Recorded> signup = scenario("signup");
        List<String> out = replay(new Session(Config.ActionSnapshots.DIFF), signup);
        assertTrue(changes(byLabel(signup, out, "submit-invalid")));
        assertTrue(whole(byLabel(signup, out, "reload")), "a navigation to the same URL: a new document");

        List<Recorded> bulbs = scenario("1000bulbs-search");
        List<String> b = replay(new Session(Config.ActionSnapshots.DIFF), bulbs);
        assertTrue(changes(byLabel(bulbs, b, "click-quantity-2")));
        assertTrue(whole(byLabel(bulbs, b, "sort-navigates")), "a select whose change navigates: another URL");
        assertTrue(whole(byLabel(bulbs, b, "back")));

        List<Recorded> dialog = scenario("dialog");
        List<String> d = replay(new Session(Config.ActionSnapshots.DIFF), dialog);
        assertTrue(whole(byLabel(dialog, d, "open-dialog")), "a dialog opened");
        assertTrue(whole(byLabel(dialog, d, "close-dialog")), "a dialog closed");
        String alert = byLabel(dialog, d, "alert");
        assertEquals(dialog.get(3).result(), alert, "while a JavaScript dialog is open, the result as it came");
        assertTrue(whole(byLabel(dialog, d, "after-alert")), "the first snapshot after a JavaScript dialog");
    }

    @Test
    void changesNoShorterThanHalfThePageGiveTheWholePage() throws IOException {
        List<Recorded> list = scenario("list");
        List<String> out = replay(new Session(Config.ActionSnapshots.DIFF), list);
        assertTrue(changes(byLabel(list, out, "add-to-cart")));
        assertTrue(changes(byLabel(list, out, "load-more")));
        assertTrue(changes(byLabel(list, out, "remove-item")));
        assertTrue(byLabel(list, out, "remove-item").contains("removed: listitem \\\"Product 1\\\""));
        String rerender = byLabel(list, out, "rerender");
        assertTrue(whole(rerender), "every item rendered again with new refs: the whole page, " + rerender);
    }

    @Test
    void aChangeViewIsHeldToTheBudgetAsTheAgentReceivesItAndSaysWhatItFolded() throws IOException {
        // a product page whose every price changes (a currency or quantity switch that keeps the elements): many
        // changed lines, still a small share of the page, shown as changes within a budget that folds the page
        String page = Fixtures.read(Fixtures.CORPUS.resolve("firemountaingems-product.yaml"));
        Matcher price = Pattern.compile("\\$(\\d+)\\.(\\d\\d)").matcher(page);
        StringBuilder repriced = new StringBuilder();
        while (price.find()) {
            price.appendReplacement(repriced, Matcher.quoteReplacement("$" + (Integer.parseInt(price.group(1)) + 1) + "."
                    + price.group(2)));
        }
        String after = price.appendTail(repriced).toString();
        Path first = dir.resolve(".playwright-mcp/page-1.yml");
        Path second = dir.resolve(".playwright-mcp/page-2.yml");
        Files.createDirectories(first.getParent());
        Files.writeString(first, page, StandardCharsets.UTF_8);
        Files.writeString(second, after, StandardCharsets.UTF_8);
        String head = "### Page\n- Page URL: http://127.0.0.1/product.html\n- Page Title: Beads\n### Snapshot\n";
        int max = 600;
        PageContext context = new PageContext();
        ResultRewriter rewriter = new ResultRewriter(VIEWER, Config.ActionSnapshots.DIFF, new SnapshotFiles(dir, null),
                context, VIEWER.tokenMeter(), max);
        ToolCallPolicy policy = new ToolCallPolicy(context, () -> { });
        ObjectNode nav = JSON.createObjectNode().put("name", "browser_navigate");
        nav.putObject("arguments").put("url", "http://127.0.0.1/product.html");
        rewriter.rewriteText(((ToolCallPolicy.Forward) policy.decide(nav)).call(),
                ResultLayout.parse(head + "- [Snapshot](.playwright-mcp/page-1.yml)\n"));
        ObjectNode click = JSON.createObjectNode().put("name", "browser_click");
        click.putObject("arguments").put("element", "Currency").put("ref", "e5");
        String out = rewriter.rewriteText(((ToolCallPolicy.Forward) policy.decide(click)).call(),
                ResultLayout.parse(head + "- [Snapshot](.playwright-mcp/page-2.yml)\n"));

        assertTrue(changes(out), "the changes, not the whole page: " + out);
        assertTrue(Tokens.count(out) <= max, "the whole text item: "
                + Tokens.count(out) + " tokens");
        String line = out.substring(out.lastIndexOf("\n[goaldigest: ") + 1);
        assertTrue(line.matches("\\[goaldigest: changes since your last view: \\d+ changed; [^\\n]* \\| fit to 600"
                + " tokens: \\d+ regions? folded[^\\n]*]\\n?"), line);
        String shown = ResultLayout.parse(out).inlineSnapshot();
        assertTrue(shown.contains("folded ") && shown.contains("browser_snapshot target="), "fold lines with their way back: "
                + shown);
        Set<String> latest = SnapshotParser.parse(after).refSet();
        Matcher m = Pattern.compile("\\b(?:f\\d+)?e\\d+\\b").matcher(shown);
        while (m.find()) assertTrue(latest.contains(m.group()), "a ref of the page: " + m.group());
    }

    @Test
    void anExplicitSnapshotIsTheWholePageAndTheNewBaseline() throws IOException {
        List<Recorded> steps = scenario("signup");
        Session s = new Session(Config.ActionSnapshots.DIFF);
        s.send(steps.get(0)); // navigate
        String afterType = Fixtures.read(Fixtures.ROOT.resolve("diff/signup/02-type-email.yml"));
        String snapshotResult = "### Page\n- Page URL: " + ResultLayout.parse(steps.get(0).result()).pageUrl()
                + "\n- Page Title: Sign up\n### Snapshot\n```yaml\n" + afterType + "\n```\n";
        String snap = s.send("browser_snapshot", JSON.createObjectNode(), snapshotResult);
        assertTrue(whole(snap), "an explicit browser_snapshot is never a change view: " + snap);
        // the next action's changes are counted from that snapshot: the two typed values are not news any more
        String check = s.send(steps.get(3));
        assertTrue(changes(check), check);
        String shown = ResultLayout.parse(check).inlineSnapshot();
        assertTrue(shown.contains("checkbox \"I accept the terms\" [checked]"), shown);
        assertFalse(shown.contains("Jane Tester") || shown.contains("jane.example.com"), shown);
    }

    @Test
    void aChangeInsideARegionTheWholeViewFoldsIsShown() throws IOException {
        List<Recorded> steps = scenario("signup");
        String after = Fixtures.read(Fixtures.ROOT.resolve("diff/signup/07-expand-menu.yml"));
        PageView wholeView = VIEWER.view(SnapshotParser.parse(after), after,
                new ViewRequest(null, null, List.of(), "http://127.0.0.1/diff/signup.html", "Sign up", false));
        // the whole view shows the navigation's own links and button (cheaper shown than a line naming them: SmallFolds),
        // and the menu's three links beside them. The change view shows the opened menu as the change.
        assertTrue(wholeView.text().contains("button \"Menu\" [expanded] [active] [ref=e6]"), wholeView.text());
        List<String> out = replay(new Session(Config.ActionSnapshots.DIFF), steps);
        String menu = byLabel(steps, out, "expand-menu");
        assertTrue(changes(menu), menu);
        for (String link : List.of("Account", "Orders", "Log out")) assertTrue(menu.contains("link \"" + link + "\""), menu);
    }

    @Test
    void everyRefInAChangeViewIsInTheLatestRawSnapshot() throws IOException {
        int views = 0;
        for (String name : List.of("signup", "list", "dialog", "jacamo-signin", "brooklynbrewshop-create-account",
                "petswelcome-add-rental", "1000bulbs-search")) {
            List<Recorded> steps = scenario(name);
            Session s = new Session(Config.ActionSnapshots.DIFF);
            for (Recorded r : steps) {
                String text = s.send(r);
                if (!changes(text) || r.linked() == null) continue;
                views++;
                Set<String> latest = SnapshotParser.parse(r.linked()).refSet();
                String shown = ResultLayout.parse(text).inlineSnapshot();
                if (shown == null) continue;
                Matcher m = Pattern.compile("\\b(?:f\\d+)?e\\d+\\b").matcher(shown);
                while (m.find()) assertTrue(latest.contains(m.group()), name + "/" + r.label() + ": " + m.group());
            }
        }
        assertTrue(views >= 15, "change views: " + views);
    }

    @Test
    void anotherTabIsANewPage() throws IOException {
        List<Recorded> steps = scenario("jacamo-signin");
        Session s = new Session(Config.ActionSnapshots.DIFF);
        s.send(steps.get(0));
        Recorded click = steps.get(3);
        String inTab1 = click.result().replace("### Page\n", "### Open tabs\n- 0: [Other](http://127.0.0.1/other)\n"
                + "- 1: (current) [Jacamo](http://127.0.0.1/jacamo)\n### Page\n");
        assertTrue(whole(s.send(click.tool(), click.arguments(), inTab1)), "tab 1 is not the page seen in tab 0");
        String again = s.send(steps.get(5).tool(), steps.get(5).arguments(), steps.get(5).result()
                .replace("### Page\n", "### Open tabs\n- 0: [Other](http://127.0.0.1/other)\n"
                        + "- 1: (current) [Jacamo](http://127.0.0.1/jacamo)\n### Page\n"));
        assertTrue(changes(again), "the same tab again: " + again);
    }

    @Test
    void theCurrentTabIsReadFromTheOpenTabsSection() {
        assertEquals("0", ResultRewriter.currentTab(ResultLayout.parse("### Page\n- Page URL: http://x/\n")));
        assertEquals("2", ResultRewriter.currentTab(ResultLayout.parse("### Open tabs\n- 0: [A](http://a/)\n"
                + "- 1: [B](http://b/)\n- 2: (current) [C](http://c/)\n### Page\n- Page URL: http://c/\n")));
    }

    @Test
    void aViewerWithoutChangeViewsShowsTheWholePage() {
        PageViewer plain = (raw, rawText, request) -> new PageView.Pruned("whole", "[stats]");
        PageView v = plain.changes(SnapshotParser.parse("- button \"a\" [ref=e1]"), SnapshotParser.parse(
                "- button \"b\" [ref=e2]"), "- button \"b\" [ref=e2]", new ViewRequest(null, null, List.of(), null,
                null, false));
        assertEquals("whole", v.text());
        assertNull(new PageContext().lastShown("http://x/", "0"));
    }
}
