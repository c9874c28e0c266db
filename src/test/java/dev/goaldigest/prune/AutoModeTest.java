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

    private static AutoMode.Choice content(String yaml) {
        return AutoMode.choose("https://site.test/page", PageSurvey.of(SnapshotParser.parse(yaml).root()));
    }

    /** A menu of {@code n} links, as pages put around what they are about. */
    private static String menu(int n, int firstRef) {
        StringBuilder b = new StringBuilder("- navigation [ref=e" + firstRef + "]:\n");
        for (int i = 1; i <= n; i++) b.append("  - link \"Menu ").append(i).append("\" [ref=e").append(firstRef + i).append("]\n");
        return b.toString();
    }

    @Test
    void aStoryInJapaneseIsReadByItsReadingLength() {
        // about 340 characters of Japanese: the story's one paragraph is what the page is for
        String story = "肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。".repeat(7);
        String page = menu(30, 100) + "- heading \"イソップ童話\" [level=1] [ref=e2]\n- paragraph [ref=e3]: " + story + "\n- paragraph [ref=e4]: おしまい\n";
        assertTrue(PageSurvey.readingLength(story) == 3 * story.length() - 2 * (int) story.chars().filter(c -> c == '、' || c == '。').count());
        AutoMode.Choice c = content(page);
        assertEquals(Mode.BROWSE, c.mode(), c.reason());
        assertEquals("long text", c.reason());
    }

    @Test
    void aDocumentWithoutParagraphsAndAFewPickersIsRead() {
        // an RFC-like page: its text in long bare lines, a metadata table with two version pickers
        StringBuilder doc = new StringBuilder(menu(20, 100));
        doc.append("- combobox \"From revision\" [ref=e2]:\n  - option \"03\" [selected]\n- combobox \"To revision\" [ref=e3]:\n  - option \"RFC\" [selected]\n");
        doc.append("- generic [ref=e4]:\n");
        for (int i = 0; i < 12; i++) {
            doc.append("  - text: \"").append(("2.3. Member format. Each member has the following structure, where the fields are "
                    + "described below; a field marked optional may be absent. ").repeat(3)).append("\"\n");
        }
        AutoMode.Choice c = content(doc.toString());
        assertEquals(Mode.BROWSE, c.mode(), c.reason());
    }

    @Test
    void listsFormsAndShopsWithLongTextsStayActedOn() {
        // a forum index: a description paragraph in every row, each row a handful of links
        StringBuilder forum = new StringBuilder();
        int ref = 1;
        for (int i = 0; i < 12; i++) {
            forum.append("- row [ref=e").append(ref++).append("]:\n");
            for (int j = 0; j < 5; j++) forum.append("  - link \"Forum ").append(i).append('.').append(j).append("\" [ref=e").append(ref++).append("]\n");
            forum.append("  - paragraph [ref=e").append(ref++).append("]: ").append("Talk about frames, forks and wheels. ".repeat(6)).append('\n');
        }
        assertEquals(Mode.ACT, content(forum.toString()).mode());
        // a registration form with its terms spelled out (Polish)
        StringBuilder form = new StringBuilder();
        for (int i = 0; i < 8; i++) form.append("- textbox \"Pole ").append(i).append("\" [ref=e").append(i + 1).append("]\n");
        form.append("- paragraph [ref=e20]: ").append("Akceptuję regulamin serwisu i politykę prywatności administratora danych. ".repeat(20)).append('\n');
        assertEquals("form", content(form.toString()).reason());
        // a shop page with long product descriptions
        StringBuilder shop = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            shop.append("- generic [ref=e").append(i + 1).append("]: EUR ").append(10 + i).append(",00\n");
            shop.append("- paragraph [ref=e").append(i + 10).append("]: ").append("A fine bass with a warm tone and a slim neck. ".repeat(10)).append('\n');
        }
        assertEquals("prices", content(shop.toString()).reason());
    }
}
