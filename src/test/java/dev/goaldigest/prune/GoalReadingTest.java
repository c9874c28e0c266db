package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/** With a goal, the paragraph after the one the goal names stays when it names part of the goal too: the answer. */
class GoalReadingTest {
    @Test
    void theSentenceAfterTheOneThatNamesTheSubjectStays() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Sports notes\" [level=1] [ref=e2]\n");
        String[] topics = {"The Phillies lost again at home on a muggy night in front of a quiet crowd.",
                "Fans booed the bullpen after the seventh inning, and the manager shrugged it off afterwards.",
                "The Eagles open training camp next week with three rookies competing for the kicking job.",
                "A local marathon raised money for the children's hospital, with a record field of runners.",
                "Golf can be an expensive sport and we're not talking about buying clubs or greens fees.",
                "During the first round of the Open yesterday, Thomas Bjorn shattered a video camera lens while hitting out of the rough.",
                "According to the broadcaster, the lens cost $80,000.",
                "Bjorn made a double-bogey six on the hole and finished the first round at 2-over 73.",
                "Who says white men can't jump? A reader sent a video of his uncle dunking at sixty.",
                "The Flyers signed a defenseman to a two-year deal worth a little under three million.",
                "Temple's football schedule was announced, with four home games at the stadium in September.",
                "A minor league team in Reading will give away bobbleheads of its mascot on Saturday night.",
                "The Sixers are said to be weighing offers for the third pick of the draft this week.",
                "Weather may delay the regatta on the Schuylkill, organisers said on Tuesday afternoon."};
        for (int i = 0; i < topics.length; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: \"").append(topics[i]).append("\"\n");
        }
        b.append("  - textbox \"Comment\" [ref=e3]\n  - button \"Post comment\" [ref=e4]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("How much did the camera lens Thomas Bjorn broke cost?"), null)).text();
        assertTrue(out.contains("Thomas Bjorn shattered"), out);
        assertTrue(out.contains("paragraph [ref=e16]: \"According to the broadcaster, the lens cost $80,000.\""), out);
        // what does not follow the subject, or names nothing of the goal, need not stay
        assertFalse(out.contains("Flyers"), out);
    }
}
