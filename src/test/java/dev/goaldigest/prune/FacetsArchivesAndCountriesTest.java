package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.SETTINGS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Kinds of page structure and goal wording that lost what a task needs on unseen pages (issue 14): a filter bar whose
 * facets ("Language:", "Sort:") are runs of links in one block, a blog's archive by month without counts of posts in a
 * sidebar that folds, and a goal that names a country in its own language where the page lists countries in English.
 */
class FacetsArchivesAndCountriesTest {
    private static String prune(String page, Goal goal) {
        return new Pruner(SETTINGS).prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, goal, null)).text();
    }

    /** A search page's filter bar: labelled runs of links in one cell, then {@code results} result rows. */
    private static String filterBar(String firstLabel, String secondLabel, String sortLabel) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - cell [ref=e2]:\n");
        b.append("    - text: ").append(firstLabel).append('\n');
        int ref = 10;
        for (int i = 1; i <= 45; i++) b.append("    - link \"Genre ").append(i).append("\" [ref=e").append(ref++).append("]\n");
        b.append("    - text: ").append(secondLabel).append('\n');
        for (String l : List.of("All", "Chinese", "Traditional", "Simplified", "Japanese", "English", "Other")) {
            b.append("    - link \"").append(l).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("    - text: ").append(sortLabel).append('\n');
        for (String s : List.of("Relevance", "Rating", "Most read", "Rising", "Random", "Newest added", "Last updated")) {
            b.append("    - link \"").append(s).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - list [ref=e100]:\n");
        for (int i = 1; i <= 12; i++) {
            b.append("    - listitem [ref=e").append(100 + 3 * i).append("]:\n      - link \"Result title number ").append(i)
                    .append(" of the search\" [ref=e").append(101 + 3 * i).append("]\n      - paragraph [ref=e")
                    .append(102 + 3 * i).append("]: A story of a school club told over many chapters, with its")
                    .append(" characters, their summer and the match they train for, volume ").append(i).append(".\n");
        }
        return b.toString();
    }

    @Test
    void aFilterBarKeepsEachFacetsChoicesWhereItsLongFirstFacetFolds() {
        String page = filterBar("Genre:", "Language：", "Sort by:");
        String out = prune(page, Goal.none());
        // the sort facet and the language facet, each fewer links than the fold threshold, stay by name
        assertTrue(out.contains("link \"Rating\" [ref=e63]"), out);
        assertTrue(out.contains("link \"Last updated\" [ref=e68]"), out);
        assertTrue(out.contains("link \"Japanese\" [ref=e59]"), out);
        // the 30 genres are still one long run: their first ones stay, the rest fold
        assertTrue(out.contains("link \"Genre 1\" [ref=e10]"), out);
        assertFalse(out.contains("link \"Genre 45\""), out);
        assertTrue(out.contains("target=e2 mode=off"), out);
    }

    @Test
    void aListOfRecordsThatRepeatsItsLabelIsNoFilterBar() {
        Node cell = SnapshotParser.parse(filterBar("Posted:", "Posted:", "Sort by:")).root().child(0).child(0);
        Map<Long, List<Node>> groups = Signature.groups(cell, n -> false);
        assertSame(groups, SiblingFold.byFacet(cell, groups));
        // one label is no filter bar either; two different ones are
        Node one = SnapshotParser.parse(filterBar("Genre", "Language", "Sort by:")).root().child(0).child(0);
        Map<Long, List<Node>> oneGroups = Signature.groups(one, n -> false);
        assertSame(oneGroups, SiblingFold.byFacet(one, oneGroups));
        Node bar = SnapshotParser.parse(filterBar("Genre:", "Language:", "Sort by:")).root().child(0).child(0);
        Map<Long, List<Node>> split = SiblingFold.byFacet(bar, Signature.groups(bar, n -> false));
        assertEquals(List.of(7, 7, 45), split.values().stream().map(List::size).filter(s -> s > 1).sorted().toList());
    }

    /** A blog's post beside a sidebar of recent posts, categories and an archive of {@code months} months. */
    private static String blog(List<String> months) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - article [ref=e2]:\n");
        b.append("    - heading \"A long walk by the river\" [level=2] [ref=e3]\n");
        for (int i = 0; i < 6; i++) {
            b.append("    - paragraph [ref=e").append(4 + i).append("]: We walked along the river for hours, and the light")
                    .append(" changed over the water as the afternoon went on, paragraph ").append(i).append(".\n");
        }
        b.append("- complementary [ref=e20]:\n  - heading \"Recent Posts\" [level=2] [ref=e21]\n  - list [ref=e22]:\n");
        int ref = 23;
        for (int i = 1; i <= 8; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"A post about the garden, part ")
                    .append(i).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - heading \"Categories\" [level=2] [ref=e60]\n  - list [ref=e61]:\n");
        ref = 62;
        for (String c : List.of("Books", "Cooking", "Family", "Garden", "Music", "Travel", "Walks")) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(c).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        b.append("  - heading \"Archives\" [level=2] [ref=e90]\n  - list [ref=e91]:\n");
        ref = 92;
        for (String m : months) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(m).append("\" [ref=e")
                    .append(ref++).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aBlogsArchiveByMonthStaysWhereItsSidebarFolds() {
        List<String> months = List.of("October 2006", "September 2006", "December 2005", "September 2005", "July 2005",
                "May 2005", "April 2005", "March 2005", "February 2005", "January 2005");
        String out = prune(blog(months), Goal.none());
        assertTrue(out.contains("link \"February 2005\" [ref=e109]"), out);
        assertTrue(out.contains("link \"October 2006\" [ref=e93]"), out);
        // the rest of the sidebar folds, and says so
        assertFalse(out.contains("A post about the garden, part 8"), out);
        assertTrue(out.contains("target=e20 mode=off"), out);
        // in the page's language too
        String german = prune(blog(List.of("Oktober 2006", "September 2006", "Dezember 2005", "März 2005")), Goal.none());
        assertTrue(german.contains("link \"März 2005\" [ref=e99]"), german);
        // years alone, without counts of posts, are any row of years (a year picker): they fold with the sidebar
        List<Node> none = ChromeKeeps.dateArchive(SnapshotParser.parse(blog(List.of("2006", "2005", "2004", "2003")))
                .root().child(1));
        assertEquals(List.of(), none);
        // months that run forward are a picker of the months to come, no archive
        assertEquals(List.of(), ChromeKeeps.dateArchive(SnapshotParser.parse(blog(List.of("January 2026", "February 2026",
                "March 2026", "April 2026"))).root().child(1)));
        String picker = prune(blog(List.of("January 2026", "February 2026", "March 2026", "April 2026")), Goal.none());
        assertFalse(picker.contains("link \"March 2026\""), picker);
        // two months are no archive
        assertEquals(List.of(), ChromeKeeps.dateArchive(SnapshotParser.parse(blog(List.of("March 2005", "May 2005")))
                .root().child(1)));
    }

    /** A withdrawn listing's page: a notice, then a footer of the network's sites by country, in English. */
    private static String countries() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Este imóvel já não está disponível\" [level=1] [ref=e2]\n");
        b.append("  - paragraph [ref=e3]: Procure outros imóveis na nossa pesquisa.\n");
        for (int i = 0; i < 8; i++) {
            b.append("  - paragraph [ref=e").append(200 + i).append("]: Apartamento T").append(i % 4 + 1)
                    .append(" com varanda, perto do metro e das escolas, com cozinha equipada e garagem, anúncio ")
                    .append(i).append(".\n");
        }
        b.append("- contentinfo [ref=e10]:\n  - paragraph [ref=e11]:\n");
        int ref = 12;
        for (String c : List.of("Albania", "Argentina", "Aruba", "Belgium", "Belize", "Bermuda", "Cambodia", "Chile",
                "Colombia", "Costa Rica", "Cyprus", "Czech Republic", "Dominican Republic", "Dubai", "France", "Germany",
                "Greece", "Guatemala", "Honduras", "Indonesia", "Israel", "Italy", "Jamaica", "Luxembourg",
                "Malta", "Mexico", "Mongolia", "Morocco", "Nicaragua", "Panama", "Paraguay", "Peru", "Philippines",
                "Poland", "Puerto Rico", "Romania", "Serbia", "Slovenia", "Spain", "Japan", "Thailand", "Turkey", "Uruguay",
                "Vietnam")) {
            b.append("    - link \"").append(c).append("\" [ref=e").append(ref++).append("]\n    - text: \"|\"\n");
        }
        return b.toString();
    }

    @Test
    void aGoalNamingACountryInItsLanguageFindsItsNameInEnglish() {
        String page = countries();
        String none = prune(page, Goal.none());
        assertFalse(none.contains("link \"Japan\""), none);
        assertFalse(none.contains("link \"Poland\""), none);
        String out = prune(page, Goal.of("Abre o site da Keller Williams no Japão."));
        assertTrue(out.contains("link \"Japan\" [ref=e51]"), out);
        String german = prune(page, Goal.of("Öffne die Seite für Polen"));
        assertTrue(german.contains("link \"Poland\" [ref=e45]"), german);
        // the country's own name finds its English name too
        String own = prune(page, Goal.of("Öffne die Seite für Polska"));
        assertTrue(own.contains("link \"Poland\" [ref=e45]"), own);
        // the name as an interface word: it is looked for on what is acted on, not as a word the goal itself writes
        Goal g = Goal.of("Abre o site no Japão");
        assertTrue(g.terms().contains("japan"), g.terms().toString());
        assertTrue(g.interfaceOnly("japan"));
        // a name whose stem is a shorter common word (French "corée" stems to "core") is not looked for
        assertFalse(Goal.of("Switch the docs to Korean").terms().contains("core"), Goal.of("Korean").terms().toString());
        assertTrue(Goal.of("Open the site for Korea").terms().contains("corea"), Goal.of("Korea").terms().toString());
    }
}
