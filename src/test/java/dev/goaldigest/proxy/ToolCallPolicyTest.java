package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.goaldigest.prune.Mode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The decisions the proxy takes on a tools/call before it goes upstream, made by the policy the proxy itself uses. */
class ToolCallPolicyTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final PageContext page = new PageContext();
    private int catchUps;
    private final ToolCallPolicy policy = new ToolCallPolicy(page, () -> catchUps++);

    private static JsonNode params(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ToolCallPolicy.Forward forward(JsonNode params) {
        return assertInstanceOf(ToolCallPolicy.Forward.class, policy.decide(params));
    }

    @Test
    void goalAndModeAreReadTypedAndStrippedFromBrowserSnapshotOnly() {
        JsonNode p = params("{\"name\":\"browser_snapshot\",\"arguments\":{\"goal\":\"  add the blue mug \","
                + "\"mode\":\"Act\",\"boxes\":true}}");
        ToolCallPolicy.Forward f = forward(p);
        assertTrue(f.argumentsChanged());
        assertEquals("{\"boxes\":true}", p.get("arguments").toString(), "only the upstream's own arguments go on");
        assertEquals("add the blue mug", f.call().goal().text());
        assertEquals(Mode.ACT, f.call().mode());
        assertFalse(f.call().passThrough(), "a goal and a mode: the snapshot is pruned");

        JsonNode other = params("{\"name\":\"echo\",\"arguments\":{\"goal\":\"kept\",\"mode\":\"act\"}}");
        ToolCallPolicy.Forward o = forward(other);
        assertFalse(o.argumentsChanged());
        assertEquals("{\"goal\":\"kept\",\"mode\":\"act\"}", other.get("arguments").toString());
        assertNull(o.call().goal());
        assertNull(o.call().mode());
    }

    @Test
    void aBlankGoalIsNoGoalAndAMissingModeIsTheConfiguredOne() {
        ToolCallPolicy.Forward f = forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"goal\":\"  \"}}"));
        assertTrue(f.argumentsChanged(), "stripped all the same: upstream rejects what it does not know");
        assertNull(f.call().goal());
        assertNull(f.call().mode());
        assertFalse(f.call().passThrough());
    }

    @Test
    void anInvalidModeIsAToolErrorNamingIt() {
        JsonNode p = params("{\"name\":\"browser_snapshot\",\"arguments\":{\"mode\":\"sideways\"}}");
        ToolCallPolicy.Refuse r = assertInstanceOf(ToolCallPolicy.Refuse.class, policy.decide(p));
        assertEquals("Invalid arguments: mode: mode must be one of auto, act, browse, navigate, full, off, not "
                + "'sideways'", r.message());
    }

    @Test
    void maxTokensIsReadAsAWholeNumberInRangeAndStripped() {
        for (String v : List.of("4000", "4000.0", "\"4000\"", "\" 4000 \"")) {
            JsonNode p = params("{\"name\":\"browser_snapshot\",\"arguments\":{\"maxTokens\":" + v + "}}");
            ToolCallPolicy.Forward f = forward(p);
            assertEquals(4000, f.call().maxTokens(), v);
            assertTrue(f.argumentsChanged(), v);
            assertEquals("{}", p.get("arguments").toString(), "upstream never sees maxTokens: " + v);
            assertFalse(f.call().passThrough(), v);
        }
        assertNull(forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"maxTokens\":null}}")).call()
                .maxTokens(), "null is no budget of the agent's: the configured one");
        assertNull(forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{}}")).call().maxTokens());
        ToolCall exempt = forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"target\":\"e3\","
                + "\"maxTokens\":600}}")).call();
        assertTrue(exempt.passThrough(), "a part of the page is a way back: never cut to a budget");
    }

    @Test
    void aMaxTokensOutOfRangeOrNotAWholeNumberIsAToolErrorNamingIt() {
        for (String v : List.of("499", "1000001", "0", "-5", "4000.5", "\"lots\"", "true", "[4000]", "{\"n\":1}",
                "1e30", "\"99999999999999999999\"")) {
            JsonNode p = params("{\"name\":\"browser_snapshot\",\"arguments\":{\"maxTokens\":" + v + "}}");
            ToolCallPolicy.Refuse r = assertInstanceOf(ToolCallPolicy.Refuse.class, policy.decide(p), v);
            assertTrue(r.message().startsWith("Invalid arguments: maxTokens: must be a whole number from 500 to "
                    + "1,000,000, not "), r.message());
        }
        ToolCallPolicy.Refuse r = assertInstanceOf(ToolCallPolicy.Refuse.class,
                policy.decide(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"maxTokens\":\"lots\"}}")));
        assertEquals("Invalid arguments: maxTokens: must be a whole number from 500 to 1,000,000, not \"lots\"",
                r.message());
    }

    @Test
    void partOfAPageASavedSnapshotASearchAndModeOffReturnWhatUpstreamReturned() {
        for (String args : List.of("{\"target\":\"e8\"}", "{\"depth\":2}", "{\"filename\":\"page.yml\"}",
                "{\"mode\":\"off\"}", "{\"mode\":\"OFF\",\"goal\":\"x\"}")) {
            ToolCall c = forward(params("{\"name\":\"browser_snapshot\",\"arguments\":" + args + "}")).call();
            assertTrue(c.passThrough(), args);
        }
        assertTrue(forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"target\":\"e8\"}}")).call().partial());
        assertFalse(forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"filename\":\"a.yml\"}}")).call()
                .partial(), "a saved snapshot is the whole page");
        assertFalse(forward(params("{\"name\":\"browser_snapshot\",\"arguments\":{\"target\":null}}")).call()
                .passThrough(), "a null argument is no argument");
        ToolCall find = forward(params("{\"name\":\"browser_find\",\"arguments\":{\"text\":\"Cart\"}}")).call();
        assertTrue(find.passThrough() && find.partial());
        ToolCall click = forward(params("{\"name\":\"browser_click\",\"arguments\":{\"target\":\"e8\"}}")).call();
        assertFalse(click.passThrough() || click.partial(), "an action's linked snapshot is pruned");
    }

    @Test
    void aRequestThatNamesNoToolIsRelayedAsItCame() {
        for (String p : List.of("null", "{}", "{\"name\":3}", "[1]")) {
            ToolCallPolicy.Forward f = forward(params(p));
            assertNull(f.call(), p);
            assertFalse(f.argumentsChanged());
        }
        assertNull(forward(null).call());
    }

    @Test
    void typedTextAndNavigationBecomePageContextAfterCatchingUp() {
        page.pageShown("https://shop.example/");
        page.setLastSnapshotText("- textbox \"Search\" [ref=e4]\n- textbox \"Password\" [ref=e6]");
        forward(params("{\"name\":\"browser_type\",\"arguments\":{\"target\":\"e4\",\"text\":\"braided\"}}"));
        forward(params("{\"name\":\"browser_type\",\"arguments\":{\"ref\":\"e6\",\"text\":\"hunter2\"}}"));
        forward(params("{\"name\":\"browser_fill_form\",\"arguments\":{\"fields\":[{\"name\":\"Email\",\"type\":"
                + "\"textbox\",\"target\":\"e5\",\"value\":\"pat@example.com\"},{\"name\":\"Remember\",\"type\":"
                + "\"checkbox\",\"target\":\"e7\",\"value\":\"true\"}]}}"));
        assertEquals(List.of("braided", "pat@example.com"), page.terms());
        assertEquals(3, catchUps, "the page context is brought up to date before each");
        forward(params("{\"name\":\"browser_click\",\"arguments\":{\"target\":\"e4\"}}"));
        assertEquals(3, catchUps, "a click tells the context nothing");
        forward(params("{\"name\":\"browser_navigate\",\"arguments\":{\"url\":\"https://other.example/\"}}"));
        assertEquals(List.of(), page.terms(), "another site: context cleared");
    }
}
