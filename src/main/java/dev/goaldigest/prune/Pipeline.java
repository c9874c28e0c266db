package dev.goaldigest.prune;

import static dev.goaldigest.prune.Mode.ACT;
import static dev.goaldigest.prune.Mode.BROWSE;
import static dev.goaldigest.prune.Mode.FULL;
import static dev.goaldigest.prune.Mode.NAVIGATE;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rule pipeline as a table of step by mode: one row per step, in the order the steps run, naming the modes it
 * runs in. A step set up differently for some modes has one row per set-up. This is the one place a rule is
 * registered and the one place that says how the modes differ: a new rule is a new row, a new mode a new column.
 */
final class Pipeline {
    private Pipeline() {
    }

    /** A step and the modes it runs in. */
    private record Row(Step step, Set<Mode> modes) {
    }

    private static Row row(Step step, Mode... modes) {
        return new Row(step, Set.of(modes));
    }

    private static final List<Row> TABLE = List.of(
            //                                                                          the modes it runs in
            row(new UnwrapBody(),                                                       ACT, BROWSE, NAVIGATE, FULL),
            row(new NoiseRemoval(),                                                     ACT, BROWSE, NAVIGATE, FULL),
            row(new LayoutTables(),                                                     ACT, BROWSE, NAVIGATE, FULL),
            row(new FootnoteMarkers(),                                                  ACT, BROWSE, NAVIGATE),
            row(new RegionExtract("banner", "navigation", "contentinfo", "complementary"), ACT),
            // browse reads a page to its end: the footer's lines (last updated, licence, legal links) stay
            row(new RegionExtract("banner", "navigation", "complementary"),                BROWSE),
            row(new RegionExtract("contentinfo", "complementary"),                      NAVIGATE),
            row(new ImplicitChrome(),                                                   ACT, BROWSE),
            row(new FooterFold(),                                                       ACT, NAVIGATE),
            row(new ImplicitSidebar(),                                                  ACT, BROWSE),
            row(new FooterLandmarkTrim(),                                               FULL),
            row(ReadingPrune.cutting(),                                                 ACT, NAVIGATE),
            row(ReadingPrune.reading(),                                                 BROWSE),
            row(new ComboboxTrim(),                                                     ACT, BROWSE, NAVIGATE, FULL),
            row(new FilterPanelTrim(),                                                  ACT, BROWSE, NAVIGATE),
            row(new EchoTrim(),                                                         ACT, BROWSE, NAVIGATE, FULL),
            row(new LinkDedup(),                                                        ACT, BROWSE, NAVIGATE, FULL),
            row(new CopyFold(),                                                         ACT, BROWSE, NAVIGATE, FULL),
            row(new UrlPolicyStep(),                                                    ACT, BROWSE, NAVIGATE, FULL),
            // browse reads rows whole: records laid out flat stay the page's own rows there
            row(new FlatRecords(),                                                      ACT, NAVIGATE, FULL),
            row(new GoalFocus(),                                                        ACT, BROWSE, NAVIGATE, FULL),
            row(new SiblingFold(false),                                                 ACT, NAVIGATE, FULL),
            // browse reads tables whole
            row(new SiblingFold(true),                                                  BROWSE),
            row(new SmallFolds(),                                                       ACT, BROWSE, NAVIGATE, FULL),
            row(new RefTrim(),                                                          ACT, BROWSE, NAVIGATE, FULL),
            row(new WrapperCollapse(),                                                  ACT, BROWSE, NAVIGATE, FULL),
            row(new GoalSections(),                                                     ACT, BROWSE, NAVIGATE, FULL),
            row(new BylineFocus(),                                                      ACT, BROWSE, NAVIGATE, FULL),
            row(new AttrTrim(),                                                         ACT, BROWSE, NAVIGATE, FULL),
            // last: the token budget, on the text as the agent will see it
            row(new BudgetFit(),                                                        ACT, BROWSE, NAVIGATE, FULL));

    private static final Map<Mode, List<Step>> BY_MODE = byMode();

    private static Map<Mode, List<Step>> byMode() {
        Map<Mode, List<Step>> out = new EnumMap<>(Mode.class);
        for (Mode m : Mode.values()) {
            List<Step> steps = new ArrayList<>();
            for (Row r : TABLE) if (r.modes().contains(m)) steps.add(r.step());
            out.put(m, List.copyOf(steps));
        }
        return out;
    }

    /**
     * The steps {@code mode} runs, in order: none for OFF (the snapshot unchanged).
     *
     * @throws IllegalArgumentException for AUTO, which is resolved to another mode per page first
     */
    static List<Step> forMode(Mode mode) {
        if (mode == Mode.AUTO) throw new IllegalArgumentException("auto is resolved per page before the steps run");
        return BY_MODE.get(mode);
    }
}
