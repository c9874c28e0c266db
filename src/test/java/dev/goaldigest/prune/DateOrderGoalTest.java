package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/**
 * A goal that asks for the oldest or the newest item of a list ("Open the oldest decision listed on this page") keeps
 * that item whole, found by the dates the items show, as "the cheapest" keeps the lowest price's.
 */
class DateOrderGoalTest {
    /** A court's search results: twenty decisions, each its title, its judge and its decision date. */
    static String decisions() {
        String[] dates = {"29 July 2022", "3 March 2021", "17 May 2019", "1 February 2023", "12 November 2020",
            "5 June 2018", "22 August 2017", "9 January 2016", "30 April 2015", "14 October 2014", "13 December 2006",
            "2 September 2013", "25 March 2012", "16 March 2012", "8 July 2011", "19 May 2010", "7 June 2009",
            "28 February 2008", "11 November 2007", "3 May 2024"};
        StringBuilder b = new StringBuilder("- heading \"Search results\" [level=1] [ref=e1]\n- generic [ref=e2]:\n");
        int ref = 10;
        for (int i = 0; i < dates.length; i++) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n");
            b.append("    - heading [level=4] [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"Smith v Jones No ").append(i + 1).append(" [").append(dates[i].substring(dates[i].length() - 4))
                    .append("] NSWSC ").append(100 + i).append("\" [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: Succession - estate accounts - whether the executor")
                    .append(" must file and verify them in case ").append(i + 1).append('\n');
            b.append("    - list [ref=e").append(ref++).append("]:\n");
            b.append("      - listitem [ref=e").append(ref++).append("]: Judgment of Hallen J\n");
            b.append("      - listitem [ref=e").append(ref++).append("]: Decision date ").append(dates[i]).append('\n');
        }
        return b.toString();
    }

    @Test
    void theOldestAndTheNewestItemOfAListStayWhole() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        String oldest = pruner.prune(SnapshotParser.parse(decisions()),
                new PruneRequest(Mode.ACT, Goal.of("Open the oldest decision listed on this page."), null)).text();
        // the eleventh, decided 13 December 2006
        assertTrue(oldest.contains("link \"Smith v Jones No 11 [2006] NSWSC 110\""), oldest);
        assertTrue(oldest.contains("Decision date 13 December 2006"), oldest);
        assertFalse(oldest.contains("Decision date 3 May 2024"), oldest);
        String newest = pruner.prune(SnapshotParser.parse(decisions()),
                new PruneRequest(Mode.ACT, Goal.of("Open the most recent decision"), null)).text();
        assertTrue(newest.contains("link \"Smith v Jones No 20 [2024] NSWSC 119\""), newest);
        assertTrue(newest.contains("Decision date 3 May 2024"), newest);
        // a goal whose words are not on the page is no goal, whatever order it asks for: nothing is hidden for it
        String unsaid = pruner.prune(SnapshotParser.parse(decisions()),
                new PruneRequest(Mode.ACT, Goal.of("Zeige den ältesten Eintrag"), null)).text();
        assertTrue(unsaid.contains("found none of the goal's words"), unsaid);
    }

    @Test
    void aListWhoseItemsTheGoalDoesNotNameKeepsNoDatedItem() {
        // "the latest Python release": the releases' list is the goal's; the events beside it are not, their latest
        // event is no pick
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - list [ref=e2]:\n");
        int ref = 10;
        for (int i = 0; i < 14; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"Python 3.").append(i).append(".0 release\" [ref=e").append(ref++).append("]\n");
            b.append("      - text: Released ").append(i + 1).append(" March 20").append(10 + i).append('\n');
        }
        b.append("  - list [ref=e200]:\n");
        ref = 201;
        for (int i = 0; i < 14; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"Meetup number ").append(i).append("\" [ref=e").append(ref++).append("]\n");
            b.append("      - text: Held on ").append(i + 1).append(" June 20").append(10 + i).append(" in town hall ").append(i).append('\n');
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("What is the latest Python release?"), null)).text();
        assertTrue(out.contains("Released 14 March 2023"), out);
        assertFalse(out.contains("Held on 14 June 2023"), out);
    }

    @Test
    void aGoalAsksForTheOldestOrTheNewestInItsLanguage() {
        assertEquals(-1, Goal.of("Open the oldest decision").dateOrder());
        assertEquals(-1, Goal.of("die älteste Entscheidung öffnen").dateOrder());
        assertEquals(-1, Goal.of("Покажите самое раннее решение").dateOrder());
        assertEquals(1, Goal.of("Open the most recent post").dateOrder());
        assertEquals(1, Goal.of("Ouvrez l'article le plus récent").dateOrder());
        assertEquals(1, Goal.of("Покажите самое последнее сообщение").dateOrder());
        assertEquals(1, Goal.of("Открой самую новую статью").dateOrder());
        assertEquals(-1, Goal.of("Mostra le foto più vecchie").dateOrder());
        assertEquals(0, Goal.of("Open the decision by Hallen J").dateOrder());
        // without an explicit goal there is nothing to order by
        assertEquals(0, Goal.context(java.util.List.of("the", "newest", "decisions")).dateOrder());
    }

    @Test
    void aDateIsReadInTheWaysPagesWriteIt() {
        assertEquals(20061213, Months.date("Decision date 13 December 2006"));
        assertEquals(20061213, Months.date("Dec 13, 2006"));
        assertEquals(20140300, Months.date("März 2014"));
        assertEquals(20061213, Months.date("2006-12-13"));
        assertEquals(20061213, Months.date("13.12.2006"));
        assertEquals(20061213, Months.date("12/13/2006"), "the second number cannot be a month: month first");
        assertEquals(20061200, Months.date("2006年12月"));
        // the first of two dates; no date at all
        assertEquals(20200105, Months.date("5 January 2020, updated 2021-02-03"));
        assertEquals(-1, Months.date("Page 2 of 31, 4 out of 5"));
        assertEquals(-1, Months.date("May I help you in 2020"), "a month's name not beside its year's day or year");
        // a short name is a month in English and with its day only: products are named like months of other languages
        assertEquals(-1, Months.date("iPhone 11 Pro 2019"));
        assertEquals(-1, Months.date("LED 2020 set"));
        // a year and a number after a dot is a version; a date after it is read; no day 99
        assertEquals(-1, Months.date("Release 2019.1"));
        assertEquals(20200304, Months.date("Version 2020.15 released 2020-03-04"));
        assertEquals(20210312, Months.date("12-03-2021"));
        assertEquals(-1, Months.date("99 March 2020"));
    }

    @Test
    void aGoalWhoseWordsNoListMatchesPicksTheDateInThePagesOneListOfDatedEntries() {
        // an archive of a site's copies: each entry its date and the site's name, which every entry says; the goal's
        // words match none better than another, and the page has no other list of dates
        StringBuilder b = new StringBuilder("- banner [ref=e1]:\n  - link \"Archive home\" [ref=e2]\n"
                + "- heading \"Saved copies\" [level=2] [ref=e3]\n- generic [ref=e4]:\n");
        int ref = 10;
        for (int i = 0; i < 150; i++) {
            b.append("  - paragraph [ref=e").append(ref++).append("]:\n");
            b.append("    - link \"20").append(10 + i / 12).append("年").append(i % 12 + 1).append("月")
                    .append(i % 27 + 1).append("日 10:").append(String.format("%02d", i % 60)).append("\" [ref=e")
                    .append(ref++).append("]\n");
            b.append("    - text: Example\n");
        }
        b.append("- heading \"Take a new copy\" [level=2] [ref=e1000]\n- textbox \"URL\" [ref=e1001]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("When was the most recent copy of example.com in this list taken?"), null)).text();
        assertTrue(out.contains("link \"2022年6月15日 10:29\" [ref=e309]"), out);
        String oldest = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("Open the oldest copy of example.com"), null)).text();
        assertTrue(oldest.contains("[ref=e11]"), oldest);
    }

    @Test
    void theFallbackListIsReadOnThePageAsItComesAndSaysTheGoal() {
        // a news list the goal's words match (its dates shrink away with its items), then a list of site updates
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Space news\" [level=1] [ref=e2]\n  - list [ref=e3]:\n");
        int ref = 10;
        String[] titles = {"Mars rover finds clay", "Mars rover climbs ridge", "Mars rover drill stalls", "Mars rover photographs dust devil"};
        for (int i = 0; i < titles.length; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - heading \"").append(titles[i]).append("\" [level=2] [ref=e").append(ref++).append("]\n");
            b.append("      - paragraph [ref=e").append(ref++).append("]: Published 2023-0").append(i + 1).append("-1").append(i).append("\n");
            b.append("      - paragraph [ref=e").append(ref++).append("]: The team reports on the sol ").append(100 * i).append(" drive and its images.\n");
        }
        b.append("  - heading \"Site updates\" [level=2] [ref=e4]\n  - list [ref=e5]:\n");
        for (int i = 0; i < 12; i++) {
            b.append("    - listitem [ref=e").append(ref++).append("]:\n");
            b.append("      - generic [ref=e").append(ref++).append("]: 2024-0").append(1 + i % 9).append("-2").append(i % 9).append("\n");
            b.append("      - link \"Changelog entry ").append(i).append(" for the newsletter tool\" [ref=e").append(ref++).append("]\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("When was the latest article on the rover drill stalls published?"), null)).text();
        assertFalse(out.contains("2024-09-28"), "no update is the goal's: " + out);
        // a page's comments, dated, that say nothing of the goal: no comment is picked
        StringBuilder c = new StringBuilder("- main [ref=e1]:\n  - heading \"Mars rover finds clay\" [level=1] [ref=e2]\n");
        c.append("  - paragraph [ref=e3]: The Mars rover drilled into a ridge and found clay minerals; the team published new photos.\n");
        c.append("  - heading \"Recent comments\" [level=2] [ref=e4]\n  - list [ref=e5]:\n");
        ref = 10;
        for (int i = 0; i < 60; i++) {
            c.append("    - listitem [ref=e").append(ref++).append("]:\n");
            c.append("      - link \"user").append(i).append("\" [ref=e").append(ref++).append("]\n");
            c.append("      - generic [ref=e").append(ref++).append("]: 2024-0").append(1 + i % 9).append("-1").append(i % 9).append("\n");
            c.append("      - paragraph [ref=e").append(ref++).append("]: Great post, thanks for sharing number ").append(i).append("\n");
        }
        String comments = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(c.toString()), new PruneRequest(Mode.ACT,
                Goal.of("When did the Mars rover take its latest photo?"), null)).text();
        assertFalse(comments.contains("Great post, thanks for sharing number 8"), comments);
    }
}
