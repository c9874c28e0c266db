package dev.goaldigest.prune;

/**
 * A fold line that costs more than what it folds goes: the one to three elements it holds are written in its place,
 * each as its own line ({@link Folds#showWhereCheaper}). "folded 1 generic ('Automotive.com'): e8; see
 * browser_snapshot target=e5 mode=off or browser_find" hides a logo link behind three times its length; {@code - link "Automotive.com"
 * [ref=e8]} shows it. Runs after the last rule that folds and before the refs and wrappers are trimmed, so a
 * container that held such a line for its way back loses a ref nobody needs any more.
 */
final class SmallFolds implements Step {
    @Override
    public void apply(PruneContext ctx) {
        ctx.folds().showWhereCheaper(ctx.settings().urls());
    }
}
