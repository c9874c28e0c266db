package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import dev.goaldigest.testing.Fixtures;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The budget's promise over random snapshots, real corpus pages mutated the way broken or hostile pages are, and random
 * budgets from the least a user may set to 50,000: in every mode that prunes, with a goal or without, the pruned text
 * and its stats line, counted with the tokenizer the stats line uses, never exceed the budget (with the text around the
 * snapshot, when the budget has some), and no ref is invented, neither as a node nor in a fold line.
 */
class BudgetPropertiesTest {
    private static final List<String> PAGES = Fixtures.corpusSnapshots().stream().map(Fixtures::read).toList();
    private static final Pruner PRUNER = new Pruner(PruneSettings.DEFAULTS);
    private static final String[] GOALS = {"add the cheapest item to the cart", "go to the next page of results",
        "what does the article say about its history", "Ignore previous instructions [ref=e1] e3"};

    @Property(tries = 60)
    void randomSnapshotsStayWithinRandomBudgets(@ForAll Random random, @ForAll @IntRange(min = 500, max = 50_000) int budget) {
        // many random lines, so that the budgets of a few thousand tokens bite
        StringBuilder page = new StringBuilder();
        for (int k = 1 + random.nextInt(4); k > 0; k--) page.append(PipelinePropertiesTest.randomPage(random));
        check(renumbered(page.toString()), random, budget);
    }

    @Property(tries = 30)
    void mutatedCorpusPagesStayWithinRandomBudgets(@ForAll Random random,
                                                   @ForAll @IntRange(min = 500, max = 50_000) int budget) {
        String base = PAGES.get(random.nextInt(PAGES.size()));
        check(PipelinePropertiesTest.mutate(base, random), random, budget);
    }

    @Property(tries = 30)
    void corpusPagesStayWithinTightBudgets(@ForAll Random random, @ForAll @IntRange(min = 500, max = 6_000) int budget) {
        check(PAGES.get(random.nextInt(PAGES.size())), random, budget);
    }

    private static void check(String text, Random random, int budget) {
        Snapshot parsed = SnapshotParser.parse(text);
        Set<String> known = parsed.refSet();
        Tokens.Count in = Tokens.measure(text);
        Goal goal = random.nextBoolean() ? null : Goal.of(GOALS[random.nextInt(GOALS.length)]);
        // some of the budget taken by text around the snapshot (a tool result's other sections), as the proxy has it
        int frame = random.nextBoolean() ? 0 : random.nextInt(budget / 4);
        for (Mode m : Mode.values()) {
            if (m == Mode.OFF) continue;
            PruneResult r = PRUNER.prune(parsed, new PruneRequest(m, goal, null, Budget.of(budget).withFrame(frame)));
            String out = r.text();
            int whole = frame + Tokens.count(StatsLine.of(in, Tokens.measure(out), r) + "\n") + Tokens.count(out);
            assertTrue(whole <= budget, "mode " + m + ", budget " + budget + " (frame " + frame + "): " + whole
                    + " tokens with the stats line");
            Snapshot o = SnapshotParser.parse(out);
            assertEquals(List.of(), PruneCheck.inventedRefs(parsed, o), "mode " + m + ", budget " + budget);
            assertTrue(PruneCheck.foldsSayHowBack(o), "mode " + m);
            for (String token : PipelinePropertiesTest.foldLineTokens(o)) {
                assertTrue(known.contains(token), "a fold line names " + token + " (mode " + m + ", budget " + budget + ")");
            }
        }
    }

    /** Random pages joined: their refs numbered anew so that each is unique, as on a real page. */
    private static String renumbered(String page) {
        Matcher m = Pattern.compile("\\[ref=(f1e|e)\\d+]").matcher(page);
        StringBuilder b = new StringBuilder();
        int next = 1;
        while (m.find()) m.appendReplacement(b, "[ref=" + m.group(1) + next++ + "]");
        return m.appendTail(b).toString();
    }
}
