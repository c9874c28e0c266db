package dev.goaldigest.prune;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import org.junit.jupiter.api.Test;

/**
 * A page that is a discussion (a forum's thread laid out one table a post, each post one block of text) is read whole
 * on a page an agent acts on: its posts' text is neither cut to its first words nor dropped as prose, and the fold of
 * repeated siblings keeps the posts instead of folding them to their authors. A list whose items are titled on their
 * own (search results with their snippets) is no discussion, and its text is still cut.
 */
class DiscussionTextTest {
    private static String act(String yaml) {
        return new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(yaml), PruneRequest.of(Mode.ACT)).text();
    }

    /** The text of post {@code i}: a reply of a few lines, different in each post. */
    static String reply(int i) {
        return "Reply number " + i + ": my account was disabled last night as well, and the support page only says that "
                + "the purchase history was flagged; I have written to them twice about order " + (1000 + i)
                + " and heard nothing back since then.";
    }

    /** A thread of {@code n} posts, one table a post (author, text, links; then date and profile links), and a reply box. */
    static String thread(int n) {
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - heading \"Account disabled\" [level=1] [ref=e2]\n");
        int ref = 100;
        for (int i = 0; i < n; i++) {
            b.append("  - table [ref=e").append(ref++).append("]:\n")
                    .append("    - row [ref=e").append(ref++).append("]:\n")
                    .append("      - cell \"user").append(i).append(" Registered: May 2004\" [ref=e").append(ref++).append("]:\n")
                    .append("        - paragraph [ref=e").append(ref++).append("]: \"Registered: May 2004\"\n")
                    .append("      - cell [ref=e").append(ref++).append("]:\n")
                    .append("        - generic [ref=e").append(ref++).append("]: \"").append(reply(i)).append("\"\n")
                    .append("        - generic [ref=e").append(ref++).append("]:\n")
                    .append("          - link \"Report this post to a moderator\" [ref=e").append(ref++).append("]\n")
                    .append("          - link \"Logged\" [ref=e").append(ref++).append("]\n")
                    .append("    - row [ref=e").append(ref++).append("]:\n")
                    .append("      - generic [ref=e").append(ref++).append("]: 08-25-2004 08:").append(10 + i).append(" PM\n")
                    .append("      - link \"Reply w/Quote\" [ref=e").append(ref++).append("]\n");
        }
        b.append("  - textbox \"Quick reply\" [ref=e3]\n  - button \"Post Quick Reply\" [ref=e4]\n");
        return b.toString();
    }

    @Test
    void aThreadOfOneBlockPostsIsReadWhole() {
        String out = act(thread(16));
        // every post's text, the last one's too, whole and with its ref
        for (int i : new int[] {0, 7, 15}) assertTrue(out.contains("\"" + reply(i) + "\""), out);
        assertFalse(out.contains("folded 1 generic"), out);
    }

    @Test
    void aThreadOfArticlesKeepsItsTextAndLosesItsAvatars() {
        // posts drawn as articles, each with its author's picture: the text stays whole, the pictures go as elsewhere
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Account disabled\" [level=1] [ref=e2]\n");
        int ref = 100;
        for (int i = 0; i < 8; i++) {
            b.append("  - article [ref=e").append(ref++).append("]:\n")
                    .append("    - img \"avatar of user").append(i).append("\" [ref=e").append(ref++).append("]\n")
                    .append("    - link \"user").append(i).append("\" [ref=e").append(ref++).append("]\n")
                    .append("    - generic [ref=e").append(ref++).append("]: \"").append(reply(i)).append("\"\n");
        }
        b.append("  - textbox \"Quick reply\" [ref=e3]\n  - button \"Post Quick Reply\" [ref=e4]\n");
        String out = act(b.toString());
        assertTrue(out.contains("\"" + reply(7) + "\""), out);
        assertFalse(out.contains("avatar of user"), out);
        // with an explicit goal the fold of repeated siblings keeps no posts, and their text is not kept whole either
        String asked = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(thread(16)),
                new PruneRequest(Mode.ACT, Goal.of("Post a quick reply saying thanks"), null)).text();
        assertFalse(asked.contains("\"" + reply(15) + "\""), asked);
    }

    @Test
    void aListOfTitledItemsWithSnippetsIsStillCut() {
        // search results: each item titled on its own by a link, with a snippet of a sentence: a list to choose from
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - searchbox \"Search\" [ref=e2]\n  - button \"Go\" [ref=e3]\n");
        int ref = 100;
        for (int i = 0; i < 16; i++) {
            b.append("  - generic [ref=e").append(ref++).append("]:\n")
                    .append("    - link \"How to recover a disabled account, part ").append(i).append("\" [ref=e").append(ref++).append("]\n")
                    .append("    - generic [ref=e").append(ref++).append("]: \"").append(reply(i)).append("\"\n");
        }
        String out = act(b.toString());
        assertFalse(out.contains("\"" + reply(0) + "\""), out);
    }
}
