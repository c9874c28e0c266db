package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.net.URI;
import org.junit.jupiter.api.Test;

/**
 * A side column's menu of the page's own section (a documentation's guide, the page among its chapters) stays with its
 * links' names, where the side column around it folds; a side column of other things (stories of the same section,
 * another section's links) still folds.
 */
class SectionMenuTest {
    static final String[] CHAPTERS = {"Introduction", "Quick Start", "Creating an Application", "Template Syntax",
        "Reactivity Fundamentals", "Computed Properties", "Class and Style Bindings", "Conditional Rendering",
        "List Rendering", "Event Handling", "Form Input Bindings", "Watchers", "Template Refs", "Components Basics",
        "Lifecycle Hooks", "Registration", "Props", "Events"};

    /** A guide's page: a side column whose navigation lists the guide's chapters (under {@code section}), the text. */
    static String guidePage(String section, boolean longNames) {
        StringBuilder b = new StringBuilder("- banner [ref=e1]:\n  - link \"Home\" [ref=e2]:\n    - /url: /\n"
                + "- complementary [ref=e3]:\n  - navigation \"Sidebar\" [ref=e4]:\n    - heading \"Essentials\" [level=2] [ref=e5]\n");
        int ref = 100;
        for (String c : CHAPTERS) {
            String name = longNames ? c + " explained at length in a story everyone is reading this week" : c;
            b.append("    - link [ref=e").append(ref++).append("]:\n      - /url: ").append(section)
                    .append(c.toLowerCase().replace(' ', '-')).append("\n      - paragraph [ref=e").append(ref++)
                    .append("]: ").append(name).append('\n');
        }
        b.append("- main [ref=e6]:\n  - heading \"Introduction\" [level=1] [ref=e7]\n");
        for (int i = 0; i < 4; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: \"Vue is a framework for building user interfaces; ")
                    .append("it builds on standard HTML, CSS and JavaScript and gives a declarative model, part ").append(i)
                    .append(".\"\n");
        }
        return b.toString();
    }

    private static String act(String yaml, String url) {
        return new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(yaml), new PruneRequest(Mode.ACT, null, url)).text();
    }

    /** The ref of the link to the chapter "Form Input Bindings" (the 11th): e120. */
    static final String FORMS = "[ref=e120]";

    @Test
    void theMenuOfThePagesSectionStaysWithItsNames() {
        String out = act(guidePage("/guide/", false), "https://vuejs.example/guide/introduction");
        assertTrue(out.contains(FORMS) && out.contains("Form Input Bindings"), out);
        // the last chapter too: no fold of repeated siblings inside the menu
        assertTrue(out.contains("[ref=e134]"), out);
    }

    @Test
    void aMenuOfTheSectionAboveThePageStays() {
        // an advisory's page, the menu of its section "/en-US/security/": the page is under one of its links
        String out = act(guidePage("/en-US/security/", false), "https://www.example.org/en-US/security/introduction/mfsa2024-17/");
        assertTrue(out.contains(FORMS), out);
    }

    @Test
    void aDocumentationsSideColumnDrawnAsANavigationLandmarkKeepsItsMenu() {
        // a Sphinx theme's side column: a navigation landmark holding the logo, the search and the guide's menu, whose
        // section index ("index.html") holds the page
        String rtd = guidePage("", false).replace("- complementary [ref=e3]:\n  - navigation \"Sidebar\" [ref=e4]:\n",
                "- navigation [ref=e3]:\n  - searchbox \"Search docs\" [ref=e8]\n  - navigation \"Sidebar\" [ref=e4]:\n"
                        + "    - link \"The Verification Language\" [ref=e9]:\n      - /url: index.html\n");
        String out = act(rtd, "https://docs.example.com/en/latest/docs/cvl/ghosts.html");
        assertTrue(out.contains(FORMS), out);
        // the same menu in the site's banner is the banner's, and folds with it
        String banner = guidePage("/guide/", false).replace("- complementary [ref=e3]:", "- banner [ref=e3]:");
        assertFalse(act(banner, "https://vuejs.example/guide/introduction").contains(FORMS));
    }

    @Test
    void otherSideColumnsStillFold() {
        // the same menu on a page of another section, and without a page's address: folded, as before
        assertFalse(act(guidePage("/guide/", false), "https://vuejs.example/api/application").contains(FORMS));
        assertFalse(act(guidePage("/guide/", false), null).contains(FORMS));
        // a column of stories of the page's own section, each named at length
        assertFalse(act(guidePage("/guide/", true), "https://vuejs.example/guide/introduction").contains(FORMS));
    }

    @Test
    void whatLeadsToThePageOrItsSection() {
        URI page = URI.create("https://www.example.org/en-US/security/advisories/mfsa2024-17/");
        String path = "/en-US/security/advisories/mfsa2024-17";
        assertTrue(SectionMenu.leadsHere("/en-US/security/advisories/", page, path));
        assertTrue(SectionMenu.leadsHere("https://www.example.org/en-US/security/", page, path));
        assertTrue(SectionMenu.leadsHere("../", page, path));
        assertTrue(SectionMenu.leadsHere("index.html", page, path));
        // one segment is the whole site's locale or top section; a fragment is a place in the page; another host
        assertFalse(SectionMenu.leadsHere("/en-US/", page, path));
        assertFalse(SectionMenu.leadsHere("#summary", page, path));
        assertFalse(SectionMenu.leadsHere("/en-US/security/advisories/mfsa2024-17/#summary", page, path));
        assertFalse(SectionMenu.leadsHere("https://blog.example.org/en-US/security/", page, path));
        assertFalse(SectionMenu.leadsHere("/en-US/security/advisories/mfsa2024-1", page, path));
        assertFalse(SectionMenu.leadsHere("http://[bad", page, path));
        // pages of one script are told apart by their query; a section of one segment is the site's top menu's
        URI topic = URI.create("https://forum.example.org/forum/index.php?topic=12");
        assertTrue(SectionMenu.leadsHere("index.php?topic=12", topic, "/forum/index.php"));
        assertFalse(SectionMenu.leadsHere("index.php?board=5", topic, "/forum/index.php"));
        assertFalse(SectionMenu.leadsHere("?page=2", topic, "/forum/index.php"));
        assertFalse(SectionMenu.leadsHere("/pricing", URI.create("https://www.example.org/pricing"), "/pricing"));
        assertFalse(SectionMenu.leadsHere("/forum/", URI.create("https://www.example.org/forum/index.php"), "/forum/index.php"));
    }
}
