package dev.goaldigest.proxy;

import dev.goaldigest.prune.Mode;
import java.util.List;

/**
 * The last view the proxy made and everything it was made of. An agent often asks again for a page that has not
 * changed: {@code browser_snapshot} right after an action that already brought the page, after a click that did
 * nothing, or once more before acting. The same snapshot text asked for the same way (mode, goal, budget, page, the
 * result's other sections) gets the same view again without the parse and the pipeline, which are deterministic. Only
 * views the viewer calls reusable are kept ({@link PageViewer#reusable}: never a model's digest), and only the last
 * one: the memory it holds is the raw text the page context keeps anyway and one view.
 */
final class LastView {

    /**
     * What a view is made of.
     *
     * @param body the raw snapshot text
     * @param frame what the result holds around the snapshot, as the budget counts it
     */
    record Key(String body, String frame, boolean linking, Mode mode, String goal, List<String> context, String url,
               String title, boolean digestAllowed, int maxTokens) {

        static Key of(String body, String frame, boolean linking, ViewRequest r) {
            return new Key(body, frame, linking, r.mode(), r.goal() == null ? null : r.goal().text(),
                    r.context() == null ? List.of() : List.copyOf(r.context()), r.url(), r.title(), r.digestAllowed(), r.maxTokens());
        }
    }

    private Key key;
    private PageView view;

    /** The view made of {@code key} last, or null when the last view was made of something else. */
    synchronized PageView get(Key key) {
        return key.equals(this.key) ? view : null;
    }

    synchronized void put(Key key, PageView view) {
        this.key = key;
        this.view = view;
    }

    /** Nothing kept (a view that could not be made, or one that is not to be reused). */
    synchronized void clear() {
        key = null;
        view = null;
    }
}
