package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.E2E;
import dev.goaldigest.testing.EndToEnd;
import dev.goaldigest.testing.Fixtures;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end: the proxy with {@code --action-snapshots diff} in front of the real pinned {@code @playwright/mcp} and
 * Debian Chromium, the MCP Java SDK client as the agent, on the small pages of {@code fixtures/diff/pages}.
 */
@EndToEnd
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ChangeViewE2ETest {
    private static final String CHANGES = "[goaldigest: changes since your last view: ";
    private static final Pattern REF = Pattern.compile("\\b(?:f\\d+)?e\\d+\\b");

    private E2E.Pages pages;
    private McpSyncClient client;

    @BeforeAll
    void start(@TempDir Path tmp) throws Exception {
        Path work = Files.createDirectories(tmp.resolve("work"));
        pages = new E2E.Pages();
        for (String page : List.of("signup.html", "dialog.html", "list.html")) {
            pages.page("/diff/" + page, Fixtures.read(Fixtures.ROOT.resolve("diff/pages").resolve(page)));
        }
        List<String> cmd = E2E.proxyCommand(E2E.upstreamCommand(work), "--action-snapshots", "diff");
        ServerParameters params = ServerParameters.builder(cmd.get(0)).args(cmd.subList(1, cmd.size())).build();
        StdioClientTransport transport = new StdioClientTransport(params, new JacksonMcpJsonMapper(new ObjectMapper())) {
            @Override
            protected ProcessBuilder getProcessBuilder() {
                return super.getProcessBuilder().directory(work.toFile());
            }
        };
        client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120))
                .initializationTimeout(Duration.ofSeconds(60))
                .clientInfo(McpSchema.Implementation.builder("goaldigest-e2e", "1").build()).build();
        client.initialize();
    }

    @AfterAll
    void stop() {
        if (client != null) client.closeGracefully();
        if (pages != null) pages.close();
    }

    private String call(String tool, Map<String, Object> args) {
        McpSchema.CallToolResult r = client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(args).build());
        String text = ((McpSchema.TextContent) r.content().get(0)).text();
        assertFalse(Boolean.TRUE.equals(r.isError()), text);
        return text;
    }

    private static String ref(String text, String line) {
        Matcher m = Pattern.compile(Pattern.quote(line) + "[^\\n]*\\[ref=([^\\]]+)\\]").matcher(text);
        assertTrue(m.find(), "no " + line + " in:\n" + text);
        return m.group(1);
    }

    private static boolean whole(String text) {
        return text.contains("### Snapshot\n[goaldigest: -") && !text.contains("since your last view");
    }

    @Test
    void afterActionsOnOnePageTheAgentGetsWhatChangedWithRefsItCanUse() {
        String nav = call("browser_navigate", Map.of("url", pages.url("/diff/signup.html")));
        assertTrue(whole(nav), "a navigation gives the whole pruned page: " + nav);
        String email = ref(nav, "textbox \"Email\"");
        call("browser_click", Map.of("target", email, "element", "Email"));
        String typed = call("browser_type", Map.of("target", email, "element", "Email", "text", "pat.example.com"));
        assertFalse(typed.contains("### Snapshot"), "typing returns no snapshot: " + typed);

        String check = call("browser_click", Map.of("target", ref(nav, "checkbox \"I accept the terms\""),
                "element", "I accept the terms"));
        assertTrue(check.contains("textbox \"Email\" [ref=" + email + "]: pat.example.com"), "the typed value: " + check);
        assertTrue(check.contains("checkbox \"I accept the terms\" [checked]"), check);
        assertTrue(check.contains(CHANGES), check);
        assertFalse(check.contains("textbox \"Full name\""), "nothing that did not change: " + check);

        String more = call("browser_click", Map.of("target", ref(nav, "button \"More options\""),
                "element", "More options"));
        assertTrue(more.contains("button \"More options\" [expanded]"), more);
        // a ref that only a change view showed works
        String company = ref(more, "textbox \"Company\"");
        call("browser_type", Map.of("target", company, "element", "Company", "text", "Example Ltd"));
        String submit = call("browser_click", Map.of("target", ref(nav, "button \"Create account\""),
                "element", "Create account"));
        assertTrue(submit.contains("textbox \"Company\" [ref=" + company + "]: Example Ltd"), submit);
        assertTrue(submit.contains("alert [ref="), "the validation message: " + submit);
        assertTrue(submit.contains("Enter a valid email address"), submit);
        assertTrue(submit.contains("textbox \"Email\" [invalid]"), submit);

        // every ref the change view shows is in the page as it is now
        String raw = ResultLayout.parse(call("browser_snapshot", Map.of("mode", "off"))).inlineSnapshot();
        Set<String> refs = SnapshotParser.parse(raw).refSet();
        Matcher m = REF.matcher(ResultLayout.parse(submit).inlineSnapshot());
        while (m.find()) assertTrue(refs.contains(m.group()), m.group() + " is not in the page");

        String snap = call("browser_snapshot", Map.of());
        assertTrue(whole(snap), "an explicit snapshot is the whole page: " + snap);
        String focus = call("browser_click", Map.of("target", email, "element", "Email"));
        assertTrue(focus.contains("[goaldigest: no changes since your last view; "), "counted from that snapshot: "
                + focus);
        String reload = call("browser_navigate", Map.of("url", pages.url("/diff/signup.html")));
        assertTrue(whole(reload), "a reload is a new page: " + reload);
    }

    @Test
    void aDialogThatOpensOrClosesGivesTheWholePageAndItemsAddedAreChanges() {
        String nav = call("browser_navigate", Map.of("url", pages.url("/diff/dialog.html")));
        String open = call("browser_click", Map.of("target", ref(nav, "button \"Delete account\""),
                "element", "Delete account"));
        assertTrue(whole(open), "a dialog opened: " + open);
        assertTrue(open.contains("dialog"), open);
        String close = call("browser_click", Map.of("target", ref(open, "button \"Cancel\""), "element", "Cancel"));
        assertTrue(whole(close), "a dialog closed: " + close);

        String list = call("browser_navigate", Map.of("url", pages.url("/diff/list.html")));
        String more = call("browser_click", Map.of("target", ref(list, "button \"Load more\""), "element", "Load more"));
        assertTrue(more.contains(CHANGES + "4 new;"), more);
        assertTrue(more.contains("link \"Product 12\" [ref="), more);
        String remove = call("browser_click", Map.of("target", ref(list, "button \"Remove\""), "element", "Remove"));
        assertTrue(remove.contains("removed: listitem \\\"Product 1\\\""), remove);
    }
}
