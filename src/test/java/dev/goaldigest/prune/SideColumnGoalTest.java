package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A goal that names a record of a side column together with the heading of its section (a label's count under
 * "Labels", a month under "Blog archive", a game under "Scores") keeps that record whole, with its heading, while the
 * rest of the column folds.
 */
class SideColumnGoalTest {
    private static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);

    /** A blog about JavaScript: every post says it; the side column has labels with counts and a dated archive. */
    static String blog() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        int ref = 10;
        for (int i = 0; i < 6; i++) {
            b.append("  - article [ref=e").append(ref++).append("]:\n");
            b.append("    - heading \"JavaScript tip number ").append(i).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: How JavaScript handles case ").append(i)
                    .append(" of its type coercion, and what JavaScript engines do about it.\n");
            b.append("    - link \"javascript\" [ref=e").append(ref++).append("]\n");
        }
        b.append("- complementary [ref=e2]:\n");
        b.append("  - heading \"Blog archive\" [level=2] [ref=e3]\n");
        b.append("  - list [ref=e4]:\n");
        for (int year = 2013; year >= 2011; year--) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(year).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - text: (").append(150 + year % 10).append(")\n");
            b.append("      - list [ref=e").append(ref++).append("]:\n");
            String[] months = {"December", "November", "October", "September", "August", "July", "June", "May",
                    "April", "March", "February", "January"};
            for (String m : months) {
                b.append("        - listitem [ref=e").append(ref++).append("]:\n");
                b.append("          - link \"").append(m).append("\" [ref=e").append(ref++).append("]\n");
                b.append("          - text: (").append(10 + m.length()).append(")\n");
            }
        }
        b.append("  - heading \"Labels\" [level=2] [ref=e5]\n");
        b.append("  - list [ref=e6]:\n");
        String[] labels = {"dev", "computers", "javascript", "esnext", "jslang", "life", "hci", "web"};
        for (int i = 0; i < labels.length; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(labels[i]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - text: (").append(200 + 7 * i).append(")\n");
        }
        return b.toString();
    }

    private static String prune(String page, String goal) {
        return PRUNER.prune(SnapshotParser.parse(page), new PruneRequest(Mode.ACT, Goal.of(goal), null)).text();
    }

    @Test
    void aLabelsCountStaysWhenTheGoalNamesTheLabelUnderItsHeading() {
        String out = prune(blog(), "How many posts on this blog are labeled 'javascript'?");
        assertTrue(out.contains("heading \"Labels\" [level=2] [ref=e5]"), out);
        assertTrue(out.contains("text: (214)"), out);
        // the other labels still fold with the rest of the column
        assertFalse(out.contains("link \"hci\""), out);
    }

    @Test
    void aMonthOfTheArchiveStaysWithinItsYear() {
        String out = prune(blog(), "Open the blog archive for March 2012.");
        assertTrue(out.contains("heading \"Blog archive\" [level=2] [ref=e3]"), out);
        int year = out.indexOf("link \"2012\"");
        assertTrue(year >= 0, out);
        int march = out.indexOf("link \"March\"", year);
        assertTrue(march > year && out.indexOf("link \"2011\"") < 0, out);
        // the whole year stays as the page shows it: its months are not shrunk or folded for the goal
        assertTrue(out.contains("link \"April\""), out);
    }

    /** An encyclopedia article with its languages list in a side column, each language by its own name. */
    static String article() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        b.append("  - heading \"Time loop\" [level=1] [ref=e2]\n");
        int ref = 10;
        for (int i = 1; i <= 8; i++) {
            b.append("  - paragraph [ref=e").append(ref++).append("]: Section ").append(i)
                    .append(" of the article on stories where a day repeats until the hero gets it right.\n");
        }
        b.append("- navigation \"Languages\" [ref=e3]:\n  - list [ref=e4]:\n");
        for (String language : List.of("العربية", "Deutsch", "Español", "Français", "Italiano", "日本語", "한국어",
                "Polski", "Português", "Русский", "Suomi", "Svenska", "Türkçe", "Tiếng Việt", "中文")) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(language).append("\" [ref=e").append(ref++).append("]\n");
        }
        return b.toString();
    }

    @Test
    void aGoalThatNamesALanguageFindsTheLinkThatGivesItsOwnName() {
        for (String[] c : List.of(new String[] {"Open the Japanese version of this article.", "日本語"},
                new String[] {"Read this article in German", "Deutsch"},
                new String[] {"Lire cet article en vietnamien", "Tiếng Việt"},
                new String[] {"Switch to Chinese", "中文"})) {
            String out = prune(article(), c[0]);
            assertTrue(out.contains("link \"" + c[1] + "\" [ref="), c[0] + ": " + out);
            assertFalse(out.contains("link \"Svenska\" [ref="), "the other languages fold: " + out);
        }
    }

    /** A news site's side box of the day's stories: each a picture link, a headline and the time it was posted. */
    static String storiesOfTheDay() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Report on the new bill\" [level=1] [ref=e2]\n");
        b.append("  - paragraph [ref=e3]: \"").append("The commission published its findings on the bill today. ".repeat(8))
                .append("\"\n");
        b.append("- complementary [ref=e5]:\n  - heading \"News of the day\" [level=2] [ref=e6]\n  - generic [ref=e7]:\n");
        String[] titles = {"Ten years of change", "Rail line reopens", "Fishing fleet returns", "Commission sends four points",
            "Festival opens downtown", "Prices of rice rise"};
        String[] times = {"20:44", "20:23", "19:44", "17:00", "16:30", "15:05"};
        int ref = 20;
        for (int i = 0; i < titles.length; i++) {
            b.append("    - generic [ref=e").append(ref++).append("]:\n");
            b.append("      - link [ref=e").append(ref++).append("]\n");
            b.append("      - heading [level=3] [ref=e").append(ref++).append("]:\n");
            b.append("        - link \"").append(titles[i]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - generic [ref=e").append(ref++).append("]: 2019-01-22 ").append(times[i]).append("\n");
        }
        b.append("  - list [ref=e90]:\n    - listitem [ref=e91]: Opening hours 17:00-19:00\n");
        b.append("    - listitem [ref=e92]:\n      - link \"Contact\" [ref=e93]\n    - listitem [ref=e94]:\n");
        b.append("      - link \"Archive\" [ref=e95]\n");
        return b.toString();
    }

    @Test
    void aRecordsTimeTheGoalNamesKeepsTheRecordsHeadlineBesideIt() {
        String out = PRUNER.prune(SnapshotParser.parse(storiesOfTheDay()), new PruneRequest(Mode.AUTO,
                Goal.of("In the news-of-the-day box, which story was posted at 17:00 and what is it about?"), null)).text();
        assertTrue(out.contains("2019-01-22 17:00"), out);
        assertTrue(out.contains("link \"Commission sends four points\""), out);
        assertFalse(out.contains("link \"Rail line reopens\""), out);
        // a list's own entry that names the time is no record's line: nothing else of its list comes with it
        assertTrue(out.contains("Opening hours 17:00-19:00"), out);
        assertFalse(out.contains("link \"Contact\""), out);
    }

    @Test
    void withoutAGoalAnArchiveByDateKeepsItsYearsAndTheirCountsItsMonthsFold() {
        String out = PRUNER.prune(SnapshotParser.parse(blog()), new PruneRequest(Mode.ACT, null, null)).text();
        for (int year = 2013; year >= 2011; year--) assertTrue(out.contains("link \"" + year + "\""), out);
        assertTrue(out.contains("text: (153)") && out.contains("text: (151)"), out);
        assertFalse(out.contains("link \"March\""), out);
        assertFalse(out.contains("link \"hci\""), "the labels fold as before: " + out);
        // a flat archive of months with their years and counts (WordPress's) keeps its months
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"A post\" [level=1] [ref=e2]\n");
        b.append("  - paragraph [ref=e3]: \"").append("What we did this week in the garden. ".repeat(12)).append("\"\n");
        b.append("- complementary [ref=e4]:\n  - heading \"Archives\" [level=2] [ref=e5]\n  - list [ref=e6]:\n");
        String[] months = {"April 2014", "March 2014", "February 2014", "January 2014"};
        int ref = 10;
        for (String m : months) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(m).append("\" [ref=e")
                    .append(ref++).append("]\n      - text: (").append(m.length()).append(")\n");
        }
        b.append("  - heading \"Friends\" [level=2] [ref=e7]\n  - list [ref=e8]:\n");
        for (int i = 0; i < 8; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"Friend's blog ").append(i)
                    .append("\" [ref=e").append(ref++).append("]\n");
        }
        String flat = PRUNER.prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(flat.contains("link \"March 2014\"") && flat.contains("text: (10)"), flat);
        assertFalse(flat.contains("link \"Friend's blog 3\""), flat);
        // months in other languages are months; a category named with a year is no month
        assertEquals(6, ChromeKeeps.dateArchive(SnapshotParser.parse(lines("- list [ref=e1]:",
                "  - listitem [ref=e2]:", "    - link \"März 2014\" [ref=e3]", "    - text: (3)",
                "  - listitem [ref=e4]:", "    - link \"février 2014\" [ref=e5]", "    - text: (12)",
                "  - listitem [ref=e6]:", "    - link \"Dec. 2013\" [ref=e7]", "    - text: (1)")).root()).size());
        assertTrue(ChromeKeeps.dateArchive(SnapshotParser.parse(lines("- list [ref=e1]:",
                "  - listitem [ref=e2]:", "    - link \"Tokyo 2020\" [ref=e3]", "    - text: (12)",
                "  - listitem [ref=e4]:", "    - link \"Euro 2024\" [ref=e5]", "    - text: (8)",
                "  - listitem [ref=e6]:", "    - link \"Windows 2000\" [ref=e7]", "    - text: (3)")).root()).isEmpty());
        // a list of years without counts (a footer's "2012 2013 2014" of reports) is no archive of posts
        assertTrue(ChromeKeeps.dateArchive(SnapshotParser.parse("- list [ref=e1]:\n  - link \"2012\" [ref=e2]\n"
                + "  - link \"2013\" [ref=e3]\n  - link \"2014\" [ref=e4]\n").root()).isEmpty());
    }

    @Test
    void aShortRecordWhoseTitleTheGoalNamesIsReadWhole() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Università\" [level=1] [ref=e2]\n");
        b.append("  - paragraph [ref=e3]: \"").append("Notizie per studenti e docenti. ".repeat(10)).append("\"\n");
        b.append("- complementary [ref=e4]:\n");
        String[][] calls = {{"Erasmus Mundus in Asia", "Con i progetti SILKROUTE ed EDEN."},
            {"On line il bando Visiting Scientist 2015", "Borse di ricerca per studiosi dall'estero. Le candidature entro il 29 gennaio 2015."},
            {"Ricerca in Cina", "Opportunità di ricerca. Scadenza: 31-12-2014"}};
        int ref = 10;
        for (String[] c : calls) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n    - heading [level=3] [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"").append(c[0]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: ").append(c[1]).append("\n");
        }
        String out = PRUNER.prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("By what date must applications for the Visiting Scientist 2015 call be submitted?"), null)).text();
        assertTrue(out.contains("entro il 29 gennaio 2015"), out);
        assertFalse(out.contains("SILKROUTE"), out);
        // a menu's entry with its submenu is no record to read
        dev.goaldigest.snapshot.Node nav = SnapshotParser.parse(lines("- navigation [ref=e4]:", "  - list [ref=e5]:",
                "    - listitem [ref=e6]:", "      - link \"Products\" [ref=e7]", "      - list [ref=e8]:",
                "        - link \"Sub P1\" [ref=e9]", "    - listitem [ref=e10]:", "      - link \"Licensing\" [ref=e11]",
                "      - list [ref=e12]:", "        - link \"Sub L1\" [ref=e13]", "    - listitem [ref=e14]:",
                "      - link \"Support\" [ref=e15]", "      - list [ref=e16]:", "        - link \"Sub S1\" [ref=e17]")).root();
        dev.goaldigest.snapshot.Node entry = nav.child(0).child(0).child(1);
        org.junit.jupiter.api.Assertions.assertNull(ChromeKeeps.titledRecord(entry.child(0), nav.child(0), new java.util.IdentityHashMap<>()));
        dev.goaldigest.snapshot.Node column = SnapshotParser.parse(b.toString()).root().child(1);
        dev.goaldigest.snapshot.Node heading = column.child(1).child(0);
        org.junit.jupiter.api.Assertions.assertSame(column.child(1), ChromeKeeps.titledRecord(heading, column, new java.util.IdentityHashMap<>()));
    }

    /**
     * A news page's side column: a navigation holding the line "Themen im Trend" (no heading's role), then the list it
     * heads, each story a link with its heading and teaser.
     */
    static String trending() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        b.append("  - heading \"Neue Version des Browsers erschienen\" [level=1] [ref=e2]\n");
        b.append("  - paragraph [ref=e3]: Der Artikel handelt von neuen Funktionen für Entwickler. Ein Seminar dazu findet im Mai statt.\n");
        b.append("- complementary [ref=e4]:\n");
        b.append("  - navigation [ref=e5]:\n");
        b.append("    - paragraph [ref=e6]: Themen im Trend\n");
        b.append("  - list [ref=e7]:\n");
        String[][] stories = {
            {"Update für das Spiel bringt Kumpel", "Das Update führt ein System ein, mit dem man Bonbons findet."},
            {"Neues Telefon mit zwei Kameras", "Zwei Fotografen haben mit der Kamera Bilder vom Football gemacht."},
            {"Unternehmen wollen Diabetikern helfen", "Das Gemeinschaftsunternehmen soll sich um Diabetes kümmern."},
            {"Icinga 2 in zwei Tagen lernen", "Ein Intensivseminar in Hannover vermittelt die Grundlagen des Monitoring-Tools."},
            {"Neue Prozessoren vorgestellt", "Der Hersteller zeigt Prozessoren für Notebooks und Server."}};
        int ref = 10;
        for (String[] s : stories) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link [ref=e").append(ref++).append("]:\n");
            b.append("        - heading \"").append(s[0]).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("        - paragraph [ref=e").append(ref++).append("]: ").append(s[1]).append('\n');
        }
        return b.toString();
    }

    @Test
    void aListUnderALineOfTextTheGoalQuotesKeepsTheStoryTheGoalNames() {
        // the line heads the list from inside its own wrapper; the story's own words say little of the goal, with the
        // line they say it as a strong match would; the heading of the story before it heads nothing after it
        String out = prune(trending(), "Welcher Artikel unter „Themen im Trend“ handelt von einem Monitoring-Tool, und wo findet das Seminar statt?");
        assertTrue(out.contains("heading \"Icinga 2 in zwei Tagen lernen\" [level=2] [ref=e24]"), out);
        assertTrue(out.contains("Grundlagen des Monitoring-Tools. [ref=e25]") || out.contains("[ref=e25]: Ein Intensivseminar"), out);
        // the other stories fold with the column
        assertFalse(out.contains("Neues Telefon mit zwei Kameras"), out);
    }

    @Test
    void aLineBetweenTheHeadingAndItsListHeadsTheListBesideTheHeading() {
        // "Labels", then "Browse by topic", then the labels: the line does not take the heading's place
        String page = blog().replace("  - heading \"Labels\" [level=2] [ref=e5]\n  - list [ref=e6]:\n",
                "  - heading \"Labels\" [level=2] [ref=e5]\n  - paragraph [ref=e7]: Browse by topic\n  - list [ref=e6]:\n");
        assertTrue(page.contains("Browse by topic"));
        String out = prune(page, "How many posts on this blog are labeled javascript?");
        assertTrue(out.contains("text: (214)"), out);
    }

    /** A blog's side column laid out as a list of widgets, each a list item: its heading, then its list of labels. */
    static String widgets(int labels) {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        int ref = 10;
        for (int i = 0; i < 6; i++) {
            b.append("  - article [ref=e").append(ref++).append("]:\n");
            b.append("    - heading \"JavaScript tip number ").append(i).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: How JavaScript handles case ").append(i).append(" of type coercion.\n");
        }
        b.append("- complementary [ref=e2]:\n  - list [ref=e3]:\n    - listitem [ref=e4]:\n");
        b.append("      - heading \"Labels\" [level=2] [ref=e5]\n      - list [ref=e6]:\n");
        for (int i = 0; i < labels; i++) {
            String name = i == labels / 2 ? "javascript" : "topic" + Integer.toString(i * 7919, 36);
            b.append("        - listitem [ref=e").append(ref++).append("]:\n");
            b.append("          - link \"").append(name).append("\" [ref=e").append(ref++).append("]\n");
            b.append("          - text: (").append(1000 + i).append(")\n");
        }
        return b.toString();
    }

    @Test
    void aWidgetsHeadingInsideItsListItemHeadsTheWidgetsOwnList() {
        for (int n : new int[] {8, 60, 150}) {
            String out = prune(widgets(n), "How many posts on this blog are labeled javascript?");
            assertTrue(out.contains("text: (" + (1000 + n / 2) + ")"), n + " labels: " + out);
            assertFalse(out.contains("link \"topic"), n + " labels: the others fold: " + out);
        }
    }
    @Test
    void aSideBoxsLabelTheGoalNamesIsReadWithTheValueBesideIt() {
        // a blog's side column: a countdown box ("Nächste BRN" and its date), recent posts, a search box
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Talstraße BRN 2013\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: Die Anwohner treffen sich am Sonntag im Garten, um die Feier der Straße zu planen.",
                "- complementary [ref=e10]:",
                "  - generic [ref=e11]:",
                "    - generic [ref=e12]:",
                "      - strong [ref=e13]: Nächste BRN",
                "      - generic [ref=e14]: 13. Juni 2014",
                "    - generic [ref=e15]:",
                "      - text: Noch",
                "      - generic [ref=e16]: \"6\"",
                "      - text: Monate.",
                "  - heading \"Aktuelle Beiträge\" [level=2] [ref=e20]",
                "  - list [ref=e21]:",
                "    - listitem [ref=e22]:", "      - link \"Notruf aus dem Lustgarten\" [ref=e23]",
                "    - listitem [ref=e24]:", "      - link \"Einmalige Gelegenheit\" [ref=e25]",
                "    - listitem [ref=e26]:", "      - link \"Spielaktionen zu vergeben\" [ref=e27]");
        String out = prune(page, "Wann findet laut Seitenleiste die nächste BRN statt?");
        assertTrue(out.contains("strong [ref=e13]: Nächste BRN") && out.contains("generic [ref=e14]: 13. Juni 2014"), out);
        assertFalse(out.contains("Einmalige Gelegenheit"), out);
    }
    @Test
    void aVideoBoxTheGoalNamesIsReadWithItsDate() {
        // a news story's right rail: a video box (its picture's link, its title, its date), a list of stories
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Sensor for old guitars\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: The clip-on sensor turns any old guitar into a controller for the tablet, for $24.99 a set.",
                "- complementary [ref=e10]:",
                "  - generic [ref=e11]:",
                "    - heading \"USA NOW\" [level=6] [ref=e12]",
                "    - generic [ref=e13]:",
                "      - link [ref=e14] [cursor=pointer]:",
                "        - /url: /media/video/super-bowl-bets/",
                "      - heading \"Super Bowl bets gone wild | USA NOW\" [level=5] [ref=e15]",
                "      - heading \"Jan 31, 2014\" [level=5] [ref=e16]",
                "  - heading \"Talking Tech\" [level=6] [ref=e20]",
                "  - list [ref=e21]:",
                "    - listitem [ref=e22]:", "      - link \"NAMM 2014: new Fender Stratocasters\" [ref=e23]",
                "    - listitem [ref=e24]:", "      - link \"Tablets for the living room\" [ref=e25]",
                "    - listitem [ref=e26]:", "      - link \"A phone that folds twice\" [ref=e27]");
        String out = prune(page, "What is the date shown for the \"Super Bowl bets gone wild | USA NOW\" video in the sidebar?");
        assertTrue(out.contains("heading \"Jan 31, 2014\" [level=5] [ref=e16]"), out);
        assertFalse(out.contains("A phone that folds twice"), out);
    }

    @Test
    void aShortListUnderAHeadingTheGoalNamesStaysWhole() {
        // a local news site's side column: the upcoming events (one), the news feed, a list of links
        String page = lines(
                "- main [ref=e1]:",
                "  - heading \"Putsch en cours à Radio Kaléidoscope\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: La radio associative a été reprise en main par son conseil d'administration cette semaine.",
                "- complementary [ref=e10]:",
                "  - generic [ref=e11]:",
                "    - heading [level=2] [ref=e12]:",
                "      - link \"Prochains rendez-vous\" [ref=e13]",
                "    - list [ref=e14]:",
                "      - listitem [ref=e15]:",
                "        - generic [ref=e16]: vendredi 4",
                "        - heading [level=4] [ref=e17]:",
                "          - 'link \"Morsures : rencontres antispécistes\" [ref=e18]'",
                "        - time [ref=e19]: Toute la journée",
                "    - link \"Afficher tout l'agenda\" [ref=e20]",
                "  - heading \"Fil d'infos\" [level=2] [ref=e21]",
                "  - list [ref=e22]:",
                "    - listitem [ref=e23]:", "      - link \"Cantine pour Georges\" [ref=e24]",
                "    - listitem [ref=e25]:", "      - link \"Rassemblement devant le tribunal\" [ref=e26]",
                "    - listitem [ref=e27]:", "      - link \"Concert de soutien samedi\" [ref=e28]");
        String out = prune(page, "In the sidebar 'Prochains rendez-vous' (upcoming events), open the next listed event.");
        assertTrue(out.contains("link \"Morsures : rencontres antispécistes\" [ref=e18]"), out);
        assertFalse(out.contains("Concert de soutien samedi"), out);
        // a box whose one entry wraps a list of sixty events is no short list: it is chosen among, not kept whole
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            many.append("\n          - listitem [ref=e").append(100 + 2 * i).append("]:\n            - link \"Soirée ").append(i)
                    .append("\" [ref=e").append(101 + 2 * i).append("]");
        }
        String nested = page.replace("      - listitem [ref=e15]:\n", "      - listitem [ref=e15]:\n        - list [ref=e99]:" + many + "\n");
        String outNested = prune(nested, "In the sidebar 'Prochains rendez-vous' (upcoming events), open the next listed event.");
        assertFalse(outNested.contains("link \"Soirée 50\""), outNested);
    }

    /**
     * A blog post about Rust (the word in every paragraph) beside a side column of 31 categories: a goal quoting the
     * category "Rust", a name of four letters, picks its link though a title that short names nothing unquoted
     * ("Home", "More") and the page's prose says the word all over.
     */
    @Test
    void aShortNameTheGoalQuotesPicksItsLinkInAFoldedList() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Python 3 and Rust\" [level=1] [ref=e2]\n");
        int ref = 10;
        for (int i = 0; i < 8; i++) {
            b.append("  - paragraph [ref=e").append(ref++).append("]: Rust gives systems programmers what Python 3 never did, and")
                    .append(" porting a project of ").append(i + 2).append("00,000 lines to Rust is a question of years.\n");
        }
        // the goal's other words, each said once or twice: rarer on the page than "Rust", they weigh more
        b.append("  - link \"Show all comments\" [ref=e6]\n  - paragraph [ref=e7]: All content of this blog is under a free licence.\n")
                .append("- complementary [ref=e8]:\n  - heading \"Recent Posts\" [level=2] [ref=e9]\n  - link \"Posts by month\" [ref=e99]\n")
                .append("- complementary [ref=e3]:\n  - heading \"Categories\" [level=2] [ref=e4]\n  - list [ref=e5]:\n");
        String[] cats = {"Apple", "Bugzilla", "Clang", "Docker", "Firefox", "Git", "Internet", "Jenkins", "Mercurial",
            "Mozilla", "Music", "Networking", "Personal", "Puppet", "PyOxidizer", "Python", "Review Board", "Rust",
            "Sync", "Testing", "Travel", "Ubuntu", "Vagrant", "Zeal", "Bitbucket", "Emacs", "Fedora", "Gentoo",
            "Haskell", "Kernel", "Linux"};
        int rust = 0;
        for (String c : cats) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n      - link \"").append(c).append("\" [ref=e")
                    .append(ref).append("]\n");
            if (c.equals("Rust")) rust = ref;
            ref++;
        }
        String out = PRUNER.prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("Show me all of this blog's posts in the 'Rust' category."), null)).text();
        assertTrue(out.contains("link \"Rust\" [ref=e" + rust + "]"), out);
        assertFalse(out.contains("link \"Vagrant\""), "the other categories fold:\n" + out);
    }
    /** The pick itself: a title of four letters counts when the goal quotes it, not when it only says it. */
    @Test
    void aShortTitleIsANameOnlyBetweenQuotes() {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        String[] cats = {"Apple", "Rust", "Sync", "Python"};
        for (int i = 0; i < cats.length; i++) {
            b.append("  - listitem [ref=e").append(10 + 2 * i).append("]:\n    - link \"").append(cats[i]).append("\" [ref=e")
                    .append(11 + 2 * i).append("]\n");
        }
        List<dev.goaldigest.snapshot.Node> items = SnapshotParser.parse(b.toString()).root().child(0).children();
        assertEquals(List.of(items.get(1)), GoalPicks.namedByTitle(Goal.of("Show me the posts in the 'Rust' category."), items, 3));
        assertEquals(List.of(items.get(1)), GoalPicks.namedByTitle(Goal.of("Zeig die Beiträge der Kategorie „Rust“"), items, 3));
        assertTrue(GoalPicks.namedByTitle(Goal.of("Show me the posts in the Rust category."), items, 3).isEmpty());
        assertTrue(GoalPicks.quotes("posts in the 'rust' category", "rust"));
        assertFalse(GoalPicks.quotes("it's rust's 'own' category", "rust"));
        // apostrophes inside names quote nothing
        assertFalse(GoalPicks.quotes("show the posts by shaquille o'neil's coach", "neil"));
        assertFalse(GoalPicks.quotes("joan d'arc's biography", "arc"));
        assertTrue(GoalPicks.quotes("don't 'sync' yet", "sync"));
    }

    @Test
    void aSideBoxCardTheGoalNamesByItsHeadlineKeepsItsOtherLines() {
        // a side column's latest reviews: each card a picture's link, then its heading's link and its score
        StringBuilder b = new StringBuilder(lines("- main [ref=e1]:", "  - heading \"Koncertkalender\" [level=1] [ref=e2]"));
        for (int i = 0; i < 10; i++) b.append("  - link \"Koncert ").append(i).append(" i Amager Bio\" [ref=e").append(10 + i).append("]\n");
        b.append("- complementary [ref=e100]:\n  - generic [ref=e101]:\n    - heading \"Seneste anmeldelser\" [level=2] [ref=e102]\n");
        String[] albums = {"We Came As Romans - All Is Beautiful", "Skovblod - In The Valleys of Winter",
                "Lust Of Decay - Entombed In Sewage", "Sleep Theory - Afterglow"};
        for (int i = 0; i < albums.length; i++) {
            int r = 110 + 10 * i;
            b.append("    - generic [ref=e").append(r).append("]:\n      - link [ref=e").append(r + 1).append("]:\n        - img \"")
                    .append(albums[i]).append("\" [ref=e").append(r + 2).append("]\n      - generic [ref=e").append(r + 3)
                    .append("]:\n        - heading [level=3] [ref=e").append(r + 4).append("]:\n          - link \"").append(albums[i])
                    .append("\" [ref=e").append(r + 5).append("]\n        - paragraph [ref=e").append(r + 6).append("]: ")
                    .append(6 + i % 3).append("/10\n");
        }
        String out = PRUNER.prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("What score did the review of Skovblod - In The Valleys of Winter get?"), null)).snapshot().write();
        assertTrue(out.contains("link \"Skovblod - In The Valleys of Winter\" [ref=e125]"), out);
        assertTrue(out.contains("paragraph [ref=e126]: 7/10"), out);
    }
}
