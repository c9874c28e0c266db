package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NoiseRemovalTest {
    @Test
    void dropsAdLabelsInSeveralLanguages() {
        String in = lines("- generic [ref=e1]: Anzeige", "- generic [ref=e2]: Publicité", "- text: Sponsored",
                "- generic [ref=e3]: Werbung", "- heading \"Apple iPad\" [level=3] [ref=e4]");
        assertEquals(lines("- heading \"Apple iPad\" [level=3] [ref=e4]"), run(Mode.ACT, NoiseRemoval.class, in));
    }

    @Test
    void aLinkNamedLikeAnAdLabelGoesToAPageAndStays() {
        // a footer's "Advertising" (advertise with us) is a destination; the same word as a label marks an ad, and so
        // does a short marker link, a clickable badge or a button ("Sponsored": why am I seeing this ad?)
        String in = lines("- link \"Advertising\" [ref=e142]:", "  - /url: /advertising/", "- link \"Werbung\" [ref=e143]:",
                "  - /url: /werbung", "- generic [ref=e144]: Advertising", "- link \"Ad\"", "- link \"Ad\" [ref=e145]:",
                "  - /url: /about-ads", "- generic [ref=e146] [cursor=pointer]: Sponsored", "- button \"Sponsored\" [ref=e147]");
        String out = run(Mode.ACT, NoiseRemoval.class, in);
        assertEquals(lines("- link \"Advertising\" [ref=e142]:", "  - /url: /advertising/",
                "- link \"Werbung\" [ref=e143]:", "  - /url: /werbung",
                "- text: \"folded 3 ad labels: e145 e146 e147; see browser_snapshot mode=off or browser_find\""), out);
    }

    @Test
    void anItemNamedLikeALabelButHoldingMoreStays() {
        String in = lines("- generic \"Anzeige\" [ref=e1]:", "  - link \"Apple MacBook Air 13 Zoll M1 8GB 256GB, sehr guter Zustand\" [ref=e2]");
        assertEquals(in, run(Mode.ACT, NoiseRemoval.class, in));
    }

    @Test
    void cookieBannersGoButTheirButtonsAreListedAndDialogsStay() {
        String in = lines("- region \"Cookie banner\" [ref=e1]:", "  - button \"Accept all\" [ref=e2]",
                "- dialog \"We use cookies\" [ref=e3]:", "  - button \"OK\" [ref=e4]");
        String out = run(Mode.ACT, NoiseRemoval.class, in);
        assertFalse(out.contains("Cookie banner"));
        assertTrue(out.contains("folded 1 cookie banner: e2;"), out);
        assertTrue(out.contains("dialog \"We use cookies\""));
    }

    @Test
    void hiddenContentTheGoalNamesInsideStays() {
        // a collapsed accordion: its button, and its table hidden from assistive technology until opened
        // (the goal's other words are elsewhere on the page: the hidden table matches only a part of it)
        String in = lines("- heading \"Serving suggestion\" [level=2] [ref=e10]",
                "- paragraph [ref=e11]: One dish contains four servings; serve each one warm.",
                "- button \"Nutritional information\" [ref=e1]",
                "- generic [aria-hidden] [ref=e2]:",
                "  - table [ref=e3]:",
                "    - row [ref=e4]:",
                "      - rowheader [ref=e5]: Protein",
                "      - cell [ref=e6]: 50.9 g",
                "    - row [ref=e7]:",
                "      - rowheader [ref=e8]: Salt",
                "      - cell [ref=e9]: 0.59 g");
        assertFalse(run(Mode.ACT, NoiseRemoval.class, in).contains("Protein"), "hidden, with nothing to act on: it goes");
        assertFalse(run(Mode.ACT, NoiseRemoval.class, Goal.of("How much sugar is in it?"), in).contains("Protein"));
        String named = run(Mode.ACT, NoiseRemoval.class, Goal.of("How much protein does one serving contain?"), in);
        assertTrue(named.contains("cell [ref=e6]: 50.9 g"), named);
    }

    @Test
    void skipLinksAndEnergyLabels() {
        NoisePatterns p = NoisePatterns.bundled();
        assertEquals("skip link", p.label("Skip to main content"));
        assertEquals("skip link", p.label("Zum Inhalt springen"));
        assertEquals("energy label", p.label("Energieeffizienzklasse A++"));
        assertEquals("rating details", p.label("See rating details"));
        assertNull(p.label("Add to basket"));
        assertNotNull(p.container("Comments sidebar advertisement"));
    }

    @Test
    void aMalformedNoiseFileIsAOneLineError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NoisePatterns.parse("labels:\n  ad: ['(']\n", "test.yaml"));
        assertTrue(e.getMessage().startsWith("test.yaml: labels.ad: bad pattern"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> NoisePatterns.parse("oops: 1\n", "t"));
    }
}
