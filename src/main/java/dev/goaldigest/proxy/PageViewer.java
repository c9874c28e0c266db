package dev.goaldigest.proxy;

import dev.goaldigest.prune.Mode;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.TokenMeter;
import java.util.List;

/**
 * What the agent gets to see of a page in place of the raw snapshot: the rules prune it, and for a goal the model may
 * digest it. The proxy's only door into the prune and digest packages, so the relay can be tested apart from them.
 */
public interface PageViewer {

    /** The meter the viewer counts tokens with (the result's last check counts with it too, and shares its memo). */
    default TokenMeter tokenMeter() {
        return new TokenMeter();
    }

    /** The modes an agent may pass (the {@code mode} enum of {@code browser_snapshot}). */
    default List<Mode> modes() {
        return List.of(Mode.values());
    }

    /**
     * The view of {@code raw}, which it takes over: it may prune that tree in place, and the caller does not use it
     * again.
     *
     * @param rawText the text {@code raw} was parsed from
     * @param request what the agent asked for and what the proxy knows of the page
     * @return never null
     * @throws RuntimeException when no view can be made (the caller passes the snapshot through with a note)
     */
    PageView view(Snapshot raw, String rawText, ViewRequest request);

    /**
     * What changed from {@code before}, the last page the agent was shown, to {@code after}, a later snapshot of the
     * same page (same tab and URL; the proxy checked): a {@link PageView.Changes}, or the whole view of {@code after}
     * when a diff would not serve (another document, a dialog opened or closed, changes no shorter than the page).
     * Takes {@code after} over like {@link #view}; {@code before} is only read.
     */
    default PageView changes(Snapshot before, Snapshot after, String afterText, ViewRequest request) {
        return view(after, afterText, request);
    }

    /**
     * Whether a view made for {@code request} may be given again for the same snapshot asked for the same way: true
     * when the view is a function of what it was made of (the rules are deterministic), false when it is not (a model's
     * digest). Not reusable unless the viewer says so.
     */
    default boolean reusable(ViewRequest request) {
        return false;
    }

    /**
     * Told as soon as a raw snapshot's text is known, before it is parsed: work that needs only the text (counting
     * its tokens) can start now, in parallel with the parse. A later {@link #view} of the same text uses it.
     */
    default void prepare(String rawText) {
    }

    /** The session is up (the initialize answer has gone out): a viewer built lazily may start loading now. */
    default void sessionStarted() {
    }

    /** The agent has listed the tools, so its first call is near: a viewer may warm up on a page now. */
    default void toolsListed() {
    }
}
