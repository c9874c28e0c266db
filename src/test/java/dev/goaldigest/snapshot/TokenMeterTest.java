package dev.goaldigest.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class TokenMeterTest {
    @Test
    void lineByLineCountsEqualTheWholeTextOnEveryCorpusPage() throws IOException {
        TokenMeter m = new TokenMeter();
        try (Stream<Path> s = Files.list(Path.of("fixtures/corpus"))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".yaml")).toList()) {
                String text = Files.readString(p, StandardCharsets.UTF_8);
                int exact = Tokens.count(text);
                assertEquals(exact, m.count(text), p.toString());
                assertEquals(exact, m.count(text), p + " (memo)");
            }
        }
        assertEquals(Tokens.count("a\r\nb\n\n  c"), m.count("a\r\nb\n\n  c"));
        assertEquals(0, m.count(""));
    }

    @Test
    void everyStringOfOneToThreeDigitsIsOneToken() {
        // what lets a ref's digits count as zeros (TokenMeter.refsAsZeros): the pre-tokenizer cuts a run of digits in
        // threes, and each piece is one token
        for (int len = 1; len <= 3; len++) {
            for (int v = 0; v < Math.pow(10, len); v++) {
                String digits = String.format("%0" + len + "d", v);
                assertEquals(1, Tokens.count(digits), digits);
                assertEquals(Tokens.count("[ref=e" + digits + "]"), Tokens.count("[ref=e" + "0".repeat(len) + "]"), digits);
            }
        }
        assertEquals("- link \"a1\" [ref=e0000] [ref=f0e00]: 42", TokenMeter.refsAsZeros("- link \"a1\" [ref=e4393] [ref=f1e23]: 42"));
        assertEquals("[ref=e12 x]", TokenMeter.refsAsZeros("[ref=e12 x]"));
    }

    @Test
    void aPageWithItsRefsNumberedAnewCountsTheSameFromTheMemo() throws IOException {
        String text = Files.readString(Path.of("fixtures/corpus/jacamo-new-in-listing.yaml"), StandardCharsets.UTF_8);
        TokenMeter m = new TokenMeter();
        assertEquals(Tokens.count(text), m.count(text));
        int entries = m.remembered();
        // the same page navigated to again: every ref numbered anew (some with one digit more)
        java.util.regex.Matcher refs = java.util.regex.Pattern.compile("\\[ref=e(\\d+)\\]").matcher(text);
        StringBuilder b = new StringBuilder();
        while (refs.find()) refs.appendReplacement(b, "[ref=e" + (Integer.parseInt(refs.group(1)) * 7 + 3) + "]");
        refs.appendTail(b);
        String again = b.toString();
        assertEquals(Tokens.count(again), m.count(again));
        // its lines were found in the memo: it grew by the lines whose refs have a digit more, not by every line
        int lines = (int) again.lines().count();
        org.junit.jupiter.api.Assertions.assertTrue(m.remembered() - entries < lines / 2,
                (m.remembered() - entries) + " new entries for " + lines + " lines");
    }

    @Test
    void aHugeLineIsCountedInBoundedTimeAndMarkedAsAnEstimate() {
        TokenMeter m = new TokenMeter();
        String text = "- generic [ref=e1]:\n  - paragraph [ref=e2]: " + "b".repeat(4_000_000) + "\n  - button \"Buy\" [ref=e3]\n";
        Tokens.Count c = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30),
                () -> m.measure(text));
        org.junit.jupiter.api.Assertions.assertTrue(c.estimated());
        assertEquals(Tokens.measure(text), c);
        assertEquals(c, m.measure(text), "the same page again");
        org.junit.jupiter.api.Assertions.assertFalse(m.measure("- button \"Buy\" [ref=e3]\n").estimated());
    }

    @Test
    void aCountStartedElsewhereIsFinishedByWhoeverWaitsForItAndAddsUpToTheWholeText() throws IOException {
        // a page of about 45 pieces; an executor that has not run the task yet: join counts every piece itself
        String page = Files.readString(Path.of("fixtures/corpus/wikipedia-2.yaml"), StandardCharsets.UTF_8);
        java.util.List<Runnable> queued = new java.util.ArrayList<>();
        TokenMeter m = new TokenMeter();
        TokenMeter.Pending p = m.start(page, queued::add);
        assertEquals(1, queued.size());
        assertEquals(Tokens.measure(page), p.join());
        queued.get(0).run(); // the task, late: nothing left to count
        assertEquals(Tokens.measure(page), p.join());
        // remembered: the same text again is known at once and nothing is queued
        java.util.List<Runnable> none = new java.util.ArrayList<>();
        assertEquals(Tokens.measure(page), m.start(page, none::add).join());
        assertEquals(0, none.size());
        // blank-line runs, CRLF and a long run across piece cuts, shared between two threads
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 6_000; i++) {
            b.append("- link \"Item ").append(i).append("\" [ref=e").append(i).append("]\r\n");
            if (i % 97 == 0) b.append("\n  \n\n");
            if (i % 1_001 == 0) b.append("x".repeat(700)).append('\n');
        }
        String text = b.toString();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            assertEquals(Tokens.measure(text), new TokenMeter().start(text, pool).join());
        } finally {
            pool.shutdown();
        }
        assertEquals(Tokens.Count.ZERO, m.start("", none::add).join());
    }

    @Test
    void aLineCountsTheSameAtAnyDepthAndIsRememberedOnceForAll() {
        String[] rests = {"- link \"Next page\" [ref=e12]:\n", "- /url: /search?q=a&page=2\n", "text: 12 results\n",
            "123 items\n", "\"quoted\" words\n", "- button \"Добавить в корзину\" [ref=e9]\n", "- text: 価格 ¥1,200\n",
            "-\n", "' s\n", "'s the\n", "...\n", "/ a\n"};
        TokenMeter m = new TokenMeter();
        for (String rest : rests) {
            for (int depth : new int[] {0, 1, 2, 3, 7, 40, 159, 160, 161, 257, 300}) {
                String line = " ".repeat(depth) + rest;
                assertEquals(Tokens.measure(line), m.measure(line), depth + " spaces, then " + rest);
                // (a run of 300 spaces is estimated, line by line as the whole text's pieces: not compared twice)
                if (depth < Tokens.LONG_RUN) {
                    assertEquals(Tokens.measure(line + line), m.measure(line + line), depth + " spaces, twice: " + rest);
                }
                String tabbed = "\t".repeat(depth % 3) + " ".repeat(depth) + rest;
                assertEquals(Tokens.measure(tabbed), m.measure(tabbed), "tabs, " + depth + " spaces, then " + rest);
                String nbsp = " ".repeat(depth) + "\u00a0" + rest;
                assertEquals(Tokens.measure(nbsp), m.measure(nbsp), depth + " spaces and a no-break space, then " + rest);
            }
        }
    }

    @Test
    void aPageAndItsCopyIndentedOtherwiseShareTheirLines() {
        TokenMeter m = new TokenMeter();
        String page = "- main [ref=e1]:\n  - list [ref=e2]:\n    - listitem [ref=e3]:\n      - link \"Next page\" [ref=e4]\n";
        String copy = "- main [ref=e1]:\n  - link \"Next page\" [ref=e4]\n  - list [ref=e2]:\n";
        assertEquals(Tokens.measure(page), m.measure(page));
        int lines = m.remembered();
        assertEquals(Tokens.measure(copy), m.measure(copy));
        assertEquals(lines, m.remembered(), "the copy's lines were all known, at another depth");
    }

    @Test
    void aLineNotSeenIsCountedInSegmentsThatTheNextLinesShare() {
        TokenMeter m = new TokenMeter();
        String a = "- link \"Next page\" [ref=e12] [cursor=pointer]:\n";
        assertEquals(Tokens.measure(a), m.measure(a));
        int known = m.remembered();
        // the pruned copy's line: its name's segment and its start are known, its ref's end is new
        String b = "- link \"Next page\" [ref=e12]\n";
        assertEquals(Tokens.measure(b), m.measure(b));
        assertEquals(known + 2, m.remembered(), "the new line and its one new segment");
        // a line broken before a slash is one piece with the line before it: counted together
        String c = "- text: a -\n/url: /x\n";
        assertEquals(Tokens.measure(c), m.measure(c));
        String d = "-\n\r-\n";
        assertEquals(Tokens.measure(d), m.measure(d));
        // a run the whole line's count estimates is estimated as a whole, not counted exactly in its segments
        String e = "x" + " ".repeat(257) + "[ref=e1]\n";
        assertEquals(Tokens.measure(e), m.measure(e));
    }

    @Test
    void theMemoStaysBoundedInCharactersOnPagesOfLongLines() {
        TokenMeter m = new TokenMeter();
        // 24 pages of 1,000 distinct lines of 1,900 characters each: 45.6 million characters of lines in all
        for (int page = 0; page < 24; page++) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 1_000; i++) {
                StringBuilder line = new StringBuilder("- paragraph [ref=e").append(page * 1_000 + i).append("]: ");
                for (int w = 0; line.length() < 1_900; w++) line.append("word").append(w % 97).append(' ');
                b.append(line).append('\n');
            }
            m.count(b.toString());
            assertTrue(m.rememberedChars() <= 34_000_000L, m.rememberedChars() + " characters");
        }
        assertTrue(m.remembered() > 0);
    }
}
