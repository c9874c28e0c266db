package dev.goaldigest.proxy;

import dev.goaldigest.snapshot.Snapshot;
import java.util.List;

/**
 * Makes a raw snapshot small for the agent: the rule pipeline, or the goal digest. The proxy's only door into the
 * prune and digest packages, so the relay can be tested apart from them.
 */
public interface SnapshotShrinker {

    /** The mode names an agent may pass (the {@code mode} enum of {@code browser_snapshot}). */
    List<String> modes();

    /** Throws {@link IllegalArgumentException} with a one-line message when {@code mode} is not a mode. */
    void checkMode(String mode);

    /** Whether {@code mode} means "return what upstream returned". */
    boolean isOff(String mode);

    /**
     * Shrinks {@code raw}, which it takes over: it may prune that tree in place, and the caller does not use it again.
     *
     * @param rawText the text {@code raw} was parsed from
     * @param request what the agent asked for and what the proxy knows of the page
     * @return the text to show and the one stats line about it; never null
     * @throws RuntimeException when the snapshot cannot be shrunk (the caller passes it through with a note)
     */
    Shrunk shrink(Snapshot raw, String rawText, Request request);

    /**
     * Told as soon as a raw snapshot's text is known, before it is parsed: work that needs only the text (counting
     * its tokens) can start now, in parallel with the parse. A later {@link #shrink} of the same text uses it.
     */
    default void prepare(String rawText) {
    }

    /**
     * @param mode the mode the agent asked for, or null for the configured one
     * @param goal the agent's explicit goal, or null
     * @param context terms captured from typed text and URL queries (may be empty)
     * @param url the page URL, or null
     * @param title the page title, or null
     * @param digestAllowed whether a goal may go to the model (browser_snapshot with a goal)
     */
    record Request(String mode, String goal, List<String> context, String url, String title, boolean digestAllowed) {
    }

    /**
     * @param text what replaces the snapshot
     * @param statsLine one line saying what was done (tokens in and out, mode, summary)
     * @param yaml whether {@code text} is a snapshot (goes in a yaml fence) or a digest (plain text)
     */
    record Shrunk(String text, String statsLine, boolean yaml) {
    }
}
