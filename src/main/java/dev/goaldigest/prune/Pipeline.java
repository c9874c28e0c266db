package dev.goaldigest.prune;

import java.util.List;

/**
 * The steps, in order: the one list a new rule is registered in. Each step says in which modes it runs.
 */
final class Pipeline {
    private Pipeline() {
    }

    static final List<Step> STEPS = List.of(
            new UnwrapBody(),
            new NoiseRemoval(),
            new RegionExtract(),
            new ImplicitChrome(),
            new FooterTruncate(),
            new ReadingPrune(),
            new ComboboxTrim(),
            new FilterPanelTrim(),
            new EchoTrim(),
            new LinkDedup(),
            new UrlPolicyStep(),
            new GoalFocus(),
            new SiblingFold(),
            new RefTrim(),
            new WrapperCollapse(),
            new AttrTrim());
}
