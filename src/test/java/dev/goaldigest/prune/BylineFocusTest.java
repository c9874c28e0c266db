package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A goal asking who wrote a page or when it was published keeps the byline and dates and folds the prose. */
class BylineFocusTest {
    private static final String P1 = "Renting makes a smart home harder: you cannot rewire the walls, and the landlord"
            + " has a say in what you fix to them, so every device you choose has to come down again when you move out.";
    private static final String P2 = "Plugs and bulbs are the easy start: they need no tools, no wiring and no"
            + " permission, and most of them speak to the same hubs, so the rest of the flat can follow them later on.";
    private static final String BIO = "Jane Roe is a guest blogger from Compass Learning, where she works on reading"
            + " programmes for schools; she writes about classrooms, teachers and the tools they use every single day.";

    static final String ARTICLE = lines(
            "- heading \"The connected renter\" [level=1] [ref=e2]",
            "- paragraph [ref=e3]:",
            "  - link \"Valentina Palladino\" [ref=e4]",
            "  - time [ref=e5]: Aug 10, 2016 11:15 am UTC",
            "- paragraph [ref=e6]: " + P1,
            "- paragraph [ref=e7]: " + P2,
            "- heading \"What protocols can you use?\" [level=2] [ref=e8]",
            "- paragraph [ref=e9]: " + P2,
            "- figure \"A hub\" [ref=e10]",
            "- paragraph [ref=e11]: " + P1,
            "- paragraph [ref=e12]: " + BIO,
            "- paragraph [ref=e13]: Posted on 3/09/15 by the editors, who read every reply and answer the best ones, with"
                    + " thanks to all our readers for their letters and their patience over the years.",
            "- link \"Next story\" [ref=e14]",
            "- link \"Share this article\" [ref=e15]");

    @Test
    void aBylineQuestionFoldsTheProseAndKeepsTheBylineTheDatesAndTheOutline() {
        String out = run(Mode.BROWSE, BylineFocus.class, Goal.of("Who wrote this article?"), ARTICLE);
        for (String kept : List.of("link \"Valentina Palladino\" [ref=e4]", "time [ref=e5]", "[ref=e2]", "[ref=e8]",
                "link \"Next story\" [ref=e14]", "paragraph [ref=e13]: Posted on 3/09/15")) {
            assertTrue(out.contains(kept), kept + ":\n" + out);
        }
        for (String gone : List.of("[ref=e6]", "[ref=e7]", "[ref=e9]", "[ref=e11]", "[ref=e12]")) {
            assertFalse(out.contains(gone), gone + ":\n" + out);
        }
        // a run holds the picture between its paragraphs; each line says what it held and how to get it back
        assertTrue(out.contains("folded 2 paragraphs; see browser_snapshot mode=off or browser_find"), out);
        assertTrue(out.contains("folded 3 paragraphs, 1 figure; see browser_snapshot mode=off or browser_find"), out);
    }

    @Test
    void anArticlesClosingNoteOnItsAuthorsStaysWithTheByline() {
        // an opinion column: long paragraphs, then who the authors are, in one short line at the article's end
        String note = "Ana Ruiz es politóloga e investigadora en la Universidad de Lisboa. Tomás Gil es abogado"
                + " administrativista y analista internacional.";
        String body = lines(
                "  - heading \"Opinion column: la cuestión del sur\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: " + P1 + " " + P2,
                "  - paragraph [ref=e4]: " + P2 + " " + P1,
                "  - paragraph [ref=e5]: " + P1 + " " + P1,
                "  - paragraph [ref=e6]: " + note,
                "  - complementary [ref=e7]:",
                "    - link \"Más sobre el tema\" [ref=e8]");
        String column = "- article [ref=e1]:\n" + body;
        String out = run(Mode.BROWSE, BylineFocus.class, Goal.of("Who wrote this opinion column, and what are their professions?"),
                column);
        assertTrue(out.contains("paragraph [ref=e6]: " + note), out);
        assertFalse(out.contains("[ref=e4]"), "the column's prose folds: " + out);
        // comments after it, articles of their own, end their own runs: the column's note still stays
        String comment = lines("  - article [ref=e20]:", "    - paragraph [ref=e21]: " + P1 + " " + P2,
                "    - paragraph [ref=e22]: " + P2 + " " + P1, "    - paragraph [ref=e23]: " + P1 + " " + P1,
                "    - paragraph [ref=e24]: " + note);
        String commented = run(Mode.BROWSE, BylineFocus.class, Goal.of("Who wrote this opinion column?"), column + comment);
        assertTrue(commented.contains("paragraph [ref=e6]: " + note), commented);
        // a short paragraph followed by more prose in the same article is no closing note
        String more = column.replace("  - complementary [ref=e7]:", lines("  - heading \"Epílogo\" [level=2] [ref=e30]",
                "  - paragraph [ref=e31]: " + P1 + " " + P2, "  - paragraph [ref=e32]: " + P2 + " " + P2,
                "  - complementary [ref=e7]:"));
        assertFalse(run(Mode.BROWSE, BylineFocus.class, Goal.of("Who wrote this opinion column?"), more).contains("[ref=e6]"));
        // outside an article, a section's short last paragraph is prose like the others
        String section = "- generic [ref=e1]:\n" + body;
        String flat = run(Mode.BROWSE, BylineFocus.class, Goal.of("Who wrote this opinion column?"), section);
        assertFalse(flat.contains("[ref=e6]"), flat);
    }

    @Test
    void whatElseTheGoalAsksAboutStays() {
        String out = run(Mode.BROWSE, BylineFocus.class,
                Goal.of("Which company does the guest blogger who wrote this post work for?"), ARTICLE);
        assertTrue(out.contains("paragraph [ref=e12]: Jane Roe is a guest blogger"), out);
        assertFalse(out.contains("[ref=e6]"), out);
    }

    @Test
    void thePagesOwnTitleIsNoTopic() {
        // "the connected renter" names the page: the paragraphs saying "renter" fold all the same
        String out = run(Mode.BROWSE, BylineFocus.class, Goal.of("When was The Connected Renter article published?"),
                ARTICLE.replace(P1, P1.replace("Renting", "A renter")));
        assertFalse(out.contains("[ref=e6]"), out);
        assertTrue(out.contains("time [ref=e5]"), out);
    }

    /**
     * A question in another language than the page's folds its prose: what it keeps is found by its shape, not its
     * words (a page that says none of the goal's words is pruned as without a goal, see {@link Relevance#unsaid}).
     */
    @Test
    void proseInAnotherLanguageFoldsForAnEnglishQuestion() {
        String page = lines(
                "- heading \"Gulasch wie bei Oma\" [level=1] [ref=e2]",
                "- generic [ref=e3]: Veröffentlicht am 10. Februar 2022 von Emmi",
                "- paragraph [ref=e4]: Dieses Gulasch kocht langsam zwei Stunden lang, bis das Fleisch ganz zart ist;"
                        + " dazu passen Nudeln, Knödel oder einfach ein frisches Brot, und am nächsten Tag schmeckt es noch besser.",
                "- paragraph [ref=e5]: Die Zwiebeln werden zuerst goldbraun angebraten, dann kommt das Fleisch dazu, und"
                        + " erst wenn alles schön Farbe hat, gießt man mit Brühe und etwas Rotwein auf und lässt es köcheln.");
        String out = run(Mode.BROWSE, BylineFocus.class, Goal.of("On what date was this Gulasch recipe post published?"), page);
        assertTrue(out.contains("Veröffentlicht am 10. Februar 2022"), out);
        assertFalse(out.contains("[ref=e4]") || out.contains("[ref=e5]"), out);
    }

    @Test
    void whatTheQuestionCallsThePageIsNoTopicInOtherLanguages() {
        // "este" (this) is in the goal and in every Spanish paragraph: it names nothing the goal asks about
        String page = lines(
                "- heading \"Listas de espera\" [level=1] [ref=e2]",
                "- generic [ref=e3]: Madrid, 27 OCT 2012",
                "- paragraph [ref=e4]: Este año las listas de espera de los hospitales han crecido más que nunca, y"
                        + " los pacientes esperan meses para una operación que antes se hacía en pocas semanas, dicen los médicos.",
                "- paragraph [ref=e5]: Este problema no es nuevo, pero los recortes lo han agravado: hay menos camas,"
                        + " menos quirófanos abiertos por la tarde y menos personal para atender a todos los que esperan su turno.",
                "- link \"Compartir este artículo\" [ref=e6]");
        String out = run(Mode.BROWSE, BylineFocus.class, Goal.of("¿Cuándo se publicó este artículo?"), page);
        assertTrue(out.contains("Madrid, 27 OCT 2012"), out);
        assertFalse(out.contains("[ref=e4]") || out.contains("[ref=e5]"), out);
    }

    @Test
    void aLineWithoutARoleIsNoBlockOfProse() {
        // an older incremental snapshot's "- ref=e9 [unchanged]" is an element without a role: it is skipped, not a fault
        String page = ARTICLE + "- ref=e90 [unchanged]\n";
        PruneResult r = new Pruner(PruneSettings.DEFAULTS).prune(dev.goaldigest.snapshot.SnapshotParser.parse(page),
                new PruneRequest(Mode.BROWSE, Goal.of("Who wrote this article?"), null));
        assertTrue(r.text().contains("folded 2 paragraphs") && r.reason() == null, r.reason() + ": " + r.text());
    }

    @Test
    void otherGoalsAndNoGoalFoldNothing() {
        assertEquals(ARTICLE, run(Mode.BROWSE, BylineFocus.class, Goal.of("Which hubs work with smart plugs?"), ARTICLE));
        assertEquals(ARTICLE, run(Mode.BROWSE, BylineFocus.class, Goal.none(), ARTICLE));
        assertEquals(ARTICLE, run(Mode.BROWSE, BylineFocus.class, Goal.context(List.of("who", "wrote")), ARTICLE));
    }

    @Test
    void theQuestionsThatAskForTheByline() {
        for (String g : List.of("Who wrote the article?", "Who is the author of this How To Node article?",
                "When was this documentation page last updated?", "On what date was this blog post published?",
                "When was this Lifehacker article about saving posted?", "What time was the story first published?",
                "Wer hat diesen Artikel geschrieben?", "Wann wurde der Beitrag veröffentlicht?",
                "Qui a écrit cet article ?", "¿Quién escribió este artículo?")) {
            assertTrue(Goal.of(g).asksByline(), g);
        }
        for (String g : List.of("When was the author's phone stolen?", "When was HTML initially released?",
                "When was the iPhone 15 released?", "Find a paperback written by Stephen King",
                "Who are the songwriters of the song?", "List the coauthors of the paper",
                "Which outlet published the story about dogs?", "Add 2 bottles to the cart", "What does the article say?")) {
            assertFalse(Goal.of(g).asksByline(), g);
        }
        assertFalse(Goal.context(List.of("who", "wrote")).asksByline());
    }
}
