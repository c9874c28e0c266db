package dev.goaldigest.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PageContextTest {
    private static final String FORM = "- generic [ref=e1]:\n  - textbox \"Search products\" [ref=e2]\n"
            + "  - textbox \"Password\" [ref=e3]\n  - textbox \"Kennwort / Passwort\" [ref=e4]\n"
            + "  - textbox \"Card number\" [ref=e5]\n  - button \"Sign in\" [ref=e6]";

    private static PageContext onForm() {
        PageContext c = new PageContext();
        c.pageShown("https://shop.example/login");
        c.setLastSnapshotText(FORM);
        return c;
    }

    @Test
    void typedTextBecomesContextButNeverWhatGoesIntoASecretField() {
        PageContext c = onForm();
        assertTrue(c.typed("usb-c cable", "e2"));
        assertFalse(c.typed("hunter2", "e3"), "password field, known from the last snapshot");
        assertFalse(c.typed("hunter2", "e4"));
        assertFalse(c.typed("4111 1111 1111 1111", "e5"));
        assertFalse(c.typed("hunter2", "#pwd", "Password field"), "the element description says so");
        assertFalse(c.typed("hunter2", "input[type=password]"), "a CSS target says so");
        assertFalse(c.typed("hunter2", "e99", "textbox", "Passwort"), "the fill_form field name says so");
        assertEquals(List.of("usb-c cable"), c.terms());
    }

    @Test
    void aSnapshotSeenOnlyAsTextIsParsedWhenAFieldNeedsIt() {
        PageContext c = new PageContext();
        c.setLastSnapshotText(FORM);
        assertFalse(c.typed("hunter2", "e3"));
        assertTrue(c.typed("cable", "e2"));
    }

    @Test
    void queryTermsOfNavigatedUrlsWithoutTrackingOrPaging() {
        assertEquals(List.of("iphone 15 128gb", "blue"),
                PageContext.queryTerms("https://shop.example/s?q=iphone+15+128gb&utm_source=x&page=2&color=blue"
                        + "&sid=9f8e7d6c5b4a39281706&gclid=abc"));
        assertEquals(List.of("Zürich"), PageContext.queryTerms("https://x.example/?city=Z%C3%BCrich"));
        assertEquals(List.of(), PageContext.queryTerms("not a url at all %%"));
    }

    @Test
    void anotherSiteClearsTheContextTheSameSiteKeepsIt() {
        PageContext c = onForm();
        c.typed("usb-c cable", "e2");
        c.pageShown("https://shop.example/s?q=usb-c+cable+2m");
        assertEquals(List.of("usb-c cable", "usb-c cable 2m"), c.terms());
        c.navigating("https://other.example/");
        assertEquals(List.of(), c.terms());
        c.pageShown("https://other.example/?q=lamp");
        assertEquals(List.of("lamp"), c.terms());
    }

    @Test
    void theLastPageShownIsTheBaselineOnlyForItsUrlAndTabUntilForgotten() {
        PageContext c = onForm();
        assertEquals(null, c.lastShown("https://shop.example/login", "0"), "set, but not yet shown to the agent");
        c.shownToAgent("https://shop.example/login", "0");
        assertEquals("e6", c.lastShown("https://shop.example/login", "0").findRef("e6").ref());
        assertEquals(null, c.lastShown("https://shop.example/login?next=1", "0"), "another URL");
        assertEquals(null, c.lastShown("https://shop.example/login", "1"), "another tab");
        c.forgetShown();
        assertEquals(null, c.lastShown("https://shop.example/login", "0"), "a dialog opened or closed");
        assertTrue(c.typed("cable", "e2"), "the snapshot itself stays for judging typed fields");
        assertFalse(c.typed("hunter2", "e3"));

        c.shownToAgent("https://shop.example/login", "0");
        c.setLastSnapshotText(FORM.replace("Sign in", "Log in"));
        assertEquals(null, c.lastShown("https://shop.example/login", "0"), "a new snapshot is no baseline until shown");
        c.shownToAgent("https://shop.example/login", "0");
        c.navigating("https://other.example/");
        assertEquals(null, c.lastShown("https://shop.example/login", "0"), "another site clears it");
    }
}
