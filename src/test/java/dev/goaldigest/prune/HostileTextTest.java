package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Page text is hostile: the patterns the rules try on it walk it once, whatever it holds (runs of thousands of letters,
 * digits or spaces), and give the same matches on real text. The time bound is generous (the walks take milliseconds):
 * it fails only a walk that grows with the square of the text or worse.
 */
class HostileTextTest {
    private static final Duration BOUND = Duration.ofSeconds(30);

    @Test
    void anEmailAddressIsFoundInOneWalk() {
        for (String t : List.of("write to info@example.org today", "a.b+c@mail.example.co.uk", "x--y@host-1.de")) {
            assertTrue(Relevance.isEmail(t), t);
        }
        for (String t : List.of("@ home", "user@localhost", "50 @ 3.00")) assertFalse(Relevance.isEmail(t), t);
        String run = "a".repeat(200_000);
        assertTimeoutPreemptively(BOUND, () -> {
            assertFalse(Relevance.isEmail("@" + run));
            assertFalse(Relevance.isEmail(run + "@"));
            assertFalse(Relevance.isEmail(run + "@" + run));
            assertTrue(Relevance.isEmail(run + "@b.cd"));
        });
    }

    @Test
    void aLongLineIsNoContactLineWhereverItsSpacesFall() {
        // 80 characters, a space in the 81st place, then a run before an "@": read no further than a contact line's length
        String text = "x".repeat(80) + " " + "a".repeat(100_000) + "@";
        var n = SnapshotParser.parse("- paragraph [ref=e1]: \"" + text + "\"\n").root().child(0);
        assertTimeoutPreemptively(BOUND, () -> assertFalse(ChromeKeeps.isContact(n)));
        var mail = SnapshotParser.parse("- paragraph [ref=e1]: \"Mail: shop@example.com\"\n").root().child(0);
        assertTrue(ChromeKeeps.isContact(mail));
        // a line longer than a contact line's, its 81st character a space, is none though it holds an address
        var longLine = SnapshotParser.parse("- paragraph [ref=e1]: \"" + "x".repeat(80) + " mail: a@b.cd\"\n").root().child(0);
        assertFalse(ChromeKeeps.isContact(longLine));
    }

    @Test
    void aCitationsPagesAreReadInOneWalk() {
        assertTrue(FootnoteMarkers.PAGES.matcher(": 207").matches());
        assertTrue(FootnoteMarkers.PAGES.matcher(":12–14").matches());
        assertFalse(FootnoteMarkers.PAGES.matcher(": see below").matches());
        assertTimeoutPreemptively(BOUND, () -> assertFalse(FootnoteMarkers.PAGES.matcher(":" + " ".repeat(100_000) + "x").matches()));
    }

    @Test
    void aGoalNamingALongHostNameDoesNotOverflowTheStack() {
        assertTrue(Relevance.COPYRIGHT_QUESTION.matcher("who runs example.co.uk").find());
        // a host of thousands of labels is no site's: the question is not recognised, and nothing breaks
        assertFalse(Relevance.COPYRIGHT_QUESTION.matcher("who runs " + "aa.".repeat(20_000) + "com").find());
    }
}
