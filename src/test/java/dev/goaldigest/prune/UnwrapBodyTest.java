package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnwrapBodyTest {
    @Test
    void liftsTheActiveBodyWrapper() {
        String in = lines("- generic [active] [ref=e1]:", "  - banner [ref=e2]:", "    - link \"Home\" [ref=e3]",
                "  - main [ref=e4]:", "    - button \"Buy\" [ref=e5]");
        assertEquals(lines("- banner [ref=e2]:", "  - link \"Home\" [ref=e3]", "- main [ref=e4]:",
                "  - button \"Buy\" [ref=e5]"), run(Mode.ACT, UnwrapBody.class, in));
    }

    @Test
    void keepsAClickableOrNamedWrapperAndSeveralTopLines() {
        String clickable = lines("- generic [ref=e1] [cursor=pointer]:", "  - text: hi");
        assertEquals(clickable, run(Mode.ACT, UnwrapBody.class, clickable));
        String two = lines("- generic [ref=e1]:", "  - text: a", "- generic [ref=e2]:", "  - text: b");
        assertEquals(two, run(Mode.ACT, UnwrapBody.class, two));
    }
}
