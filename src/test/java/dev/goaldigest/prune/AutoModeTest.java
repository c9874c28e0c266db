package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

class AutoModeTest {
    @Test
    void urlRulesAreHostAnchored() {
        assertEquals(Mode.BROWSE, AutoMode.fromUrl("https://en.wikipedia.org/wiki/HTML").mode());
        assertEquals(Mode.BROWSE, AutoMode.fromUrl("https://WIKIPEDIA.org./wiki/X").mode());
        assertNull(AutoMode.fromUrl("https://wikipedia.org.evil.net/wiki/HTML"));
        assertNull(AutoMode.fromUrl("https://evilwikipedia.org/wiki/HTML"));
        assertNull(AutoMode.fromUrl("https://evil.net/?u=https://en.wikipedia.org/"));
        assertNull(AutoMode.fromUrl("not a url at all"));
        assertNull(AutoMode.fromUrl(null));
        assertTrue(AutoMode.hostIs("docs.python.org", "docs.python.org"));
    }

    @Test
    void contentDecidesOtherwise() {
        StringBuilder shop = new StringBuilder();
        for (int i = 0; i < 4; i++) shop.append("- generic [ref=e").append(i + 1).append("]: EUR ").append(10 + i).append(",00\n");
        AutoMode.Choice c = AutoMode.choose("https://shop.test/x", PageSurvey.of(SnapshotParser.parse(shop.toString()).root()));
        assertEquals(Mode.ACT, c.mode());
        assertEquals("prices", c.reason());
        String form = "- textbox \"Email\" [ref=e1]\n- textbox \"Password\" [ref=e2]\n- button \"Sign in\" [ref=e3]\n";
        assertEquals("form", AutoMode.choose(null, PageSurvey.of(SnapshotParser.parse(form).root())).reason());
        StringBuilder article = new StringBuilder("- heading \"Story\" [level=1] [ref=e1]\n");
        for (int i = 0; i < 8; i++) article.append("- paragraph [ref=e").append(i + 2).append("]: ").append("Long prose sentence. ".repeat(20)).append('\n');
        AutoMode.Choice a = AutoMode.choose("https://news.test/2024/story",
                PageSurvey.of(SnapshotParser.parse(article.toString()).root()));
        assertEquals(Mode.BROWSE, a.mode());
        assertEquals("article text", a.reason());
    }
}
