package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How a fold line counts what it folds: "45 rows (titles kept)", "1 banner", "3 copies of generic e5". */
class FoldCountsTest {
    @Test
    void whatAFoldLineCountsIsSaidInThePluralWhenItIsNotOne() {
        assertEquals("rows (titles kept)", Fold.counted(45, "row (titles kept)"));
        assertEquals("row (titles kept)", Fold.counted(1, "row (titles kept)"));
        assertEquals("listitems", Fold.counted(14, "listitem"));
        assertEquals("banner", Fold.counted(1, "banner"));
        assertEquals("filter choices", Fold.counted(4, "filter choice"));
        assertEquals("skip links", Fold.counted(2, "skip link"));
        assertEquals("copies of generic e5", Fold.counted(3, "copy of generic e5"));
        assertEquals("boxes", Fold.counted(2, "box"));
        assertEquals("complementary regions", Fold.counted(2, "complementary"));
        // a phrase already in the plural stays so, and says one in the singular
        assertEquals("footnote markers (superscript numbers)", Fold.counted(4, "footnote markers (superscript numbers)"));
        assertEquals("items not matching the goal to their title",
                Fold.counted(14, "items not matching the goal to their title"));
        assertEquals("item not matching the goal to their title", Fold.counted(1, "items not matching the goal to their title"));
        assertEquals("links leading where a named link of the same item leads",
                Fold.counted(10, "links leading where a named link of the same item leads"));
    }

    @Test
    void aFoldLineWritesItsCountsThatWay() {
        Fold f = new Fold();
        f.add("paragraph", 5);
        f.add("link", 3);
        f.add("banner", 1);
        String line = f.text();
        assertEquals(true, line.startsWith("folded 5 paragraphs, 3 links, 1 banner"), line);
    }

    @Test
    void aFoldLineUnderAHeadingNamesWhatTheHeadingHeadsBesideItsRefs() {
        // a side box's latest reviews: the refs that follow are told by the cards' names, not by their numbers alone
        Fold f = new Fold();
        f.add("generic", 3);
        f.addHeading("Seneste anmeldelser");
        f.addName("Skovblod - In The Valleys of Winter");
        f.addName("Lust Of Decay - Entombed In Sewage");
        f.refs.addAll(java.util.List.of("e1256", "e1260", "e1264", "e1268"));
        String line = f.text();
        assertTrue(line.startsWith("folded 3 generics ('Seneste anmeldelser': 'Skovblod - In The Valleys of Wi…', "), line);
        assertTrue(line.contains("): e1256 e1260 e1264 e1268"), line);
        // a name that says the heading again is not said twice
        Fold g = new Fold();
        g.add("heading", 1);
        g.addHeading("Biodiversity");
        g.addName("Biodiversity");
        g.refs.add("e1429");
        assertTrue(g.text().startsWith("folded 1 heading ('Biodiversity'): e1429"), g.text());
    }
}
