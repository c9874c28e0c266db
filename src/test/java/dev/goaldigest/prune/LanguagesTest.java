package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A text's language told by its commonest function words. */
class LanguagesTest {
    @Test
    void aGoalTellsItsLanguageByItsFunctionWordsWhenItSaysEnoughOfThem() {
        assertEquals("english", Languages.of("According to the article, when and where was she born?"));
        assertEquals("french", Languages.of("Quelle est la part de Safran que l'État vient de vendre dans cette affaire ?"));
        assertEquals("german", Languages.of("Wer ist der Außenminister der Schweiz, und was sagt die Meldung?"));
        // short questions: pronouns and auxiliaries tell them
        assertEquals("english", Languages.of("When did she die?"));
        assertEquals("english", Languages.of("Who was she married to?"));
        assertEquals("portuguese", Languages.of("Quem escreveu o artigo e onde foi publicado?"));
        assertEquals("portuguese", Languages.of("Qual é a data em que o artigo foi publicado?"));
        // a word two languages say tells none: Italian's "qual", Danish's "her" (here) are no marks
        assertEquals("italian", Languages.of("Qual è il prezzo del biglietto per la mostra di Roma?"));
        assertNull(Languages.of("Hvad er prisen her, og hvornår åbner det her sted igen?"));
        // too few to tell, or words of several lists alike
        assertNull(Languages.of("Sort by price"));
        assertNull(Languages.of("la"));
    }

    @Test
    void theMarksAreWrittenFoldedAsTheWordsTheyAreComparedWith() {
        WordLists.bundled().languageMarks().forEach((language, marks) -> {
            for (String m : marks) assertEquals(Words.fold(m), m, language + ": '" + m + "' is not written folded");
        });
    }

    @Test
    void aWordOfTwoListsTellsNoLanguage() {
        Map<String, String> marks = Languages.distinct(Map.of("english", List.of("the", "to", "is"),
                "polish", List.of("to", "nie"), "dutch", List.of("is", "het")));
        assertEquals(Map.of("the", "english", "nie", "polish", "het", "dutch"), marks);
    }

    @Test
    void aTextIsInAnotherLanguageWhenItSaysAnothersWordsOrAnotherScript() {
        String fr = "À Bercy, chacun s'accorde à dire qu'il n'y a aucun tabou. Des cessions pourront ainsi financer des "
                + "réinvestissements dans les entreprises, et l'État vient de vendre une part de Safran pour 448 millions "
                + "d'euros, sans que les syndicats ne soient consultés sur cette vente qui a surpris les marchés.";
        String en = "The board met on Monday and agreed that the company would sell three plants to a rival for seven billion "
                + "dollars, the largest sale in its history, and the shares of the company rose after the news was out.";
        String ja = "東京都は二十日、新しい計画を発表した。計画では市内の公園を増やし、住民の生活を改善することを目指している。"
                .repeat(3);
        assertTrue(Languages.otherThan("english", List.of(fr, fr)));
        assertFalse(Languages.otherThan("english", List.of(en, en, en)));
        assertTrue(Languages.otherThan("english", List.of(ja, ja, ja, ja)));
        // a list of ads says no language's words: not another language
        String ads = "Chevy Chevelle Wagon 1972 - $5500 (Miami) Ford Mustang GT 2004 - $7900 (Hollywood) ".repeat(8);
        assertFalse(Languages.otherThan("english", List.of(ads)));
        // too short to tell
        assertFalse(Languages.otherThan("english", List.of("Nacida en Pamplona")));
    }
}
