package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pipeline's table: which steps each mode runs, in which order. */
class PipelineTest {
    private static final Mode[] MODES = {Mode.ACT, Mode.BROWSE, Mode.NAVIGATE, Mode.FULL};

    /** Step by mode, as {@link Pipeline} registers them: a row per kind of step in the order they run. */
    private static final String TABLE = """
                                    act browse navigate full
                UnwrapBody          x   x      x        x
                NoiseRemoval        x   x      x        x
                LayoutTables        x   x      x        x
                FootnoteMarkers     x   x      x        -
                RegionExtract       x   x      x        -
                ImplicitChrome      x   x      -        -
                FooterFold          x   -      x        -
                ImplicitSidebar     x   x      -        -
                FooterLandmarkTrim  -   -      -        x
                ReadingPrune        x   x      x        -
                ComboboxTrim        x   x      x        x
                FilterPanelTrim     x   x      x        -
                EchoTrim            x   x      x        x
                LinkDedup           x   x      x        x
                CopyFold            x   x      x        x
                UrlPolicyStep       x   x      x        x
                FlatRecords         x   -      x        x
                GoalFocus           x   x      x        x
                SiblingFold         x   x      x        x
                SmallFolds          x   x      x        x
                RefTrim             x   x      x        x
                WrapperCollapse     x   x      x        x
                GoalSections        x   x      x        x
                BylineFocus         x   x      x        x
                AttrTrim            x   x      x        x
                BudgetFit           x   x      x        x
                """;

    @Test
    void eachModeRunsItsStepsInTheTablesOrder() {
        List<String> rows = TABLE.lines().skip(1).toList();
        for (int col = 0; col < MODES.length; col++) {
            List<String> expected = new ArrayList<>();
            for (String row : rows) {
                String[] cells = row.trim().split("\\s+");
                if (cells[col + 1].equals("x")) expected.add(cells[0]);
            }
            List<String> actual = Pipeline.forMode(MODES[col]).stream().map(st -> st.getClass().getSimpleName()).toList();
            assertEquals(expected, actual, MODES[col].id());
        }
    }

    @Test
    void offRunsNothingAndAutoIsResolvedFirst() {
        assertTrue(Pipeline.forMode(Mode.OFF).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> Pipeline.forMode(Mode.AUTO));
    }
}
