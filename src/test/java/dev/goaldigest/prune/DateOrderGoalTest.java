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
                new PruneRequest(Mode.ACT, Goal.of("Öffne die neueste Entscheidung"), null)).text();
        assertTrue(newest.contains("link \"Smith v Jones No 20 [2024] NSWSC 119\""), newest);
        assertTrue(newest.contains("Decision date 3 May 2024"), newest);
        // a list too short to fold: its other items shrink to their titles, though no word of the goal is on the page
        String five = decisions().substring(0, decisions().indexOf("  - generic [ref=e45]:"));
        String short5 = pruner.prune(SnapshotParser.parse(five),
                new PruneRequest(Mode.ACT, Goal.of("Öffne die neueste Entscheidung"), null)).text();
        assertTrue(short5.contains("Decision date 1 February 2023"), short5);
        assertFalse(short5.contains("Decision date 29 July 2022"), short5);
        assertTrue(short5.contains("link \"Smith v Jones No 1 [2022] NSWSC 100\""), short5);
    }

    @Test
    void aGoalAsksForTheOldestOrTheNewestInItsLanguage() {
        assertEquals(-1, Goal.of("Open the oldest decision").dateOrder());
        assertEquals(-1, Goal.of("die älteste Entscheidung öffnen").dateOrder());
        assertEquals(-1, Goal.of("Покажите самое раннее решение").dateOrder());
        assertEquals(1, Goal.of("Open the most recent post").dateOrder());
        assertEquals(1, Goal.of("Ouvrez l'article le plus récent").dateOrder());
        assertEquals(1, Goal.of("Покажите самое последнее сообщение").dateOrder());
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
    }
}
