package dev.goaldigest.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The tree diff on before/after pairs recorded from the real upstream ({@code fixtures/diff}): what an agent must see
 * after each kind of action, placed by its ancestors, with the refs of the later snapshot only.
 */
class TreeDiffTest {
    private static final Pattern REF = Pattern.compile("\\[ref=([^\\]]+)\\]");

    private static PageChanges diff(String scenario, String step) {
        RecordedPairs.Pair p = RecordedPairs.of(scenario, step);
        return TreeDiff.compare(p.before(), p.after());
    }

    private static Snapshot p(String text) {
        return SnapshotParser.parse(text);
    }

    private static String view(PageChanges c) {
        return c.tree().write();
    }

    private static Set<String> refs(String text) {
        Set<String> out = new java.util.HashSet<>();
        Matcher m = REF.matcher(text);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    @Test
    void aTypedValueIsOneChangedFieldPlacedByItsFormAndHeading() {
        PageChanges c = diff("signup", "02-type-email");
        assertTrue(c.comparable());
        assertEquals(1, c.changed().size(), view(c));
        String v = view(c);
        assertTrue(v.contains("textbox \"Email\" [active] [ref=e14]: jane.example.com"), v);
        assertTrue(v.contains("form \"Sign up\""), "its form places it: " + v);
        assertTrue(v.contains("heading \"Your details\""), "its heading places it: " + v);
        assertFalse(v.contains("Full name"), "nothing that did not change: " + v);
        assertEquals("[goaldigest: changes since your last view: 1 changed; 38 elements unchanged; browser_snapshot"
                + " for the whole page]", c.line());
    }

    @Test
    void aValueTypedIntoAFieldWithAPlaceholderShowsAsTheFieldsNewText() {
        String v = view(diff("signup", "01-type-name"));
        assertTrue(v.contains("textbox \"Full name\" [active] [ref=e12]"), v);
        assertTrue(v.contains("text: Jane Tester"), v);
    }

    @Test
    void checkedSelectedAndPickedStatesShow() {
        assertTrue(view(diff("signup", "03-check-terms")).contains("checkbox \"I accept the terms\" [checked] [active]"
                + " [ref=e27]"));
        String select = view(diff("signup", "04-select-country"));
        assertTrue(select.contains("combobox \"Country\" [ref=e18]:"), select);
        assertTrue(select.contains("option \"New Zealand\" [selected]"), select);
        assertTrue(select.contains("option \"Choose\"\n"), "the option that lost [selected]: " + select);
        String radio = view(diff("signup", "05-radio-pro"));
        assertTrue(radio.contains("group \"Plan\""), radio);
        assertTrue(radio.contains("radio \"Pro\" [checked] [active] [ref=e24]"), radio);
        assertTrue(radio.contains("radio \"Free\" [ref=e22]"), "the radio that lost [checked]: " + radio);
        String remember = view(diff("jacamo-signin", "05-check-remember"));
        assertTrue(remember.contains("checkbox \"Remember me when I next visit?\" [checked] [active] [ref=e36]"),
                remember);
    }

    @Test
    void anUnnamedFieldIsShownWithTheTextThatLabelsIt() {
        String v = view(diff("petswelcome-add-rental", "03-check-1"));
        assertTrue(v.contains("text: \"Hot Tub:\"\n"), v);
        assertTrue(v.contains("checkbox [checked] [active] [ref=e184]"), v);
        String typed = view(diff("petswelcome-add-rental", "01-type-1"));
        assertTrue(typed.contains("text: \"Property Name:\""), typed);
        assertTrue(typed.contains("textbox [active] [ref=e133]: Sunny Cottage"), typed);
    }

    @Test
    void aFieldInAResultItemIsPlacedByTheItemsHeading() {
        String v = view(diff("1000bulbs-search", "01-type-quantity"));
        assertTrue(v.contains("textbox \"Quantity\" [active] [ref=e299]: \"3\""), v);
        assertTrue(v.contains("heading [level=4] [ref=e261]:"), v);
        assertTrue(v.contains("link \"400 Watt - Probe Start"), "the item's title: " + v);
    }

    @Test
    void expandingShowsTheNewStateAndWhatAppearedWithTheirRefs() {
        PageChanges c = diff("signup", "06-expand-more");
        String v = view(c);
        assertTrue(v.contains("button \"More options\" [expanded] [active] [ref=e29]"), v);
        assertTrue(v.contains("textbox \"Company\" [ref=e37]"), v);
        assertTrue(v.contains("textbox \"VAT number\" [ref=e39]"), v);
        assertEquals(1, c.added().size(), "one new block: " + c.added());
        String menu = view(diff("signup", "07-expand-menu"));
        assertTrue(menu.contains("navigation \"Site\""), "a change in the navigation is shown: " + menu);
        for (String link : List.of("Account", "Orders", "Log out")) {
            assertTrue(menu.contains("link \"" + link + "\" [ref="), menu);
        }
    }

    @Test
    void validationMessagesAppearAndGoAway() {
        String invalid = view(diff("signup", "08-submit-invalid"));
        assertTrue(invalid.contains("textbox \"Email\" [invalid] [ref=e14]: jane.example.com"), invalid);
        assertTrue(invalid.contains("alert [ref=e47]: Enter a valid email address"), invalid);
        PageChanges valid = diff("signup", "10-submit-valid");
        String v = view(valid);
        assertTrue(v.contains("status [ref=e48]: Account created for jane@example.com"), v);
        assertTrue(v.contains("textbox \"Email\" [ref=e14]: jane@example.com"), "[invalid] went: " + v);
        assertTrue(v.contains("removed: alert \\\"Enter a valid email address\\\""), "the cleared alert: " + v);
        assertEquals(1, valid.removals().size());
    }

    @Test
    void aStatusLineThatChangesIsTheOnlyChange() {
        PageChanges c = diff("list", "01-add-to-cart");
        assertEquals(1, c.changed().size());
        String v = view(c);
        assertTrue(v.contains("status [ref=e8]: \"Cart: 1 items (last: Product 1)\""), v);
        assertTrue(v.contains("heading \"Products\""), v);
        assertFalse(v.contains("listitem"), v);
    }

    @Test
    void itemsAddedToAListAreNewWithTheirRefsAndNothingElse() {
        PageChanges c = diff("list", "02-load-more");
        assertEquals(4, c.added().size());
        assertTrue(c.changed().isEmpty(), c.changed().toString());
        String v = view(c);
        for (int i = 9; i <= 12; i++) assertTrue(v.contains("link \"Product " + i + "\" [ref="), v);
        assertFalse(v.contains("Product 8\""), v);
    }

    @Test
    void aRemovedItemIsNamedWithoutARef() {
        PageChanges c = diff("list", "03-remove-item");
        assertEquals(1, c.removals().size());
        assertEquals("listitem \"Product 1\"", c.removals().get(0).what());
        String v = view(c);
        assertTrue(v.contains("removed: listitem \\\"Product 1\\\""), v);
        assertTrue(v.contains("heading \"Products\""), v);
        for (String r : List.of("e14", "e15", "e16", "e17")) assertFalse(refs(v).contains(r), "the item's refs: " + v);
        assertTrue(p(v).nodes().stream().noneMatch(n -> "listitem".equals(n.role())), "only the list it went from: " + v);
    }

    @Test
    void reorderedItemsKeepTheirRefsAndOnlyTheMovedOnesShow() {
        RecordedPairs.Pair p = RecordedPairs.of("list", "04-sort");
        PageChanges c = TreeDiff.compare(p.before(), p.after());
        assertTrue(c.removals().isEmpty() && c.added().isEmpty(), "a reorder removes and adds nothing");
        assertFalse(c.changed().isEmpty());
        assertTrue(c.changed().size() < 8, "the items that kept their order are not shown: " + c.changed().size());
        String v = view(c);
        assertTrue(v.contains("listitem [ref=e58]:\n") && v.contains("link \"Product 11\" [ref=e59]"),
                "a moved item with its title: " + v);
    }

    @Test
    void aListRenderedAgainShowsEveryItemWithItsNewRefAndNoneOfTheOld() {
        RecordedPairs.Pair p = RecordedPairs.of("list", "05-rerender");
        PageChanges c = TreeDiff.compare(p.before(), p.after());
        String v = view(c);
        Set<String> shown = refs(v);
        Set<String> gone = p.before().refSet();
        gone.removeAll(p.after().refSet());
        assertFalse(gone.isEmpty());
        for (String r : gone) assertFalse(shown.contains(r), "stale ref " + r + " in " + v);
        assertTrue(c.changed().size() > 40, "every item's lines got new refs: " + c.changed().size());
    }

    @Test
    void aNewDocumentOrADialogIsNotComparedAtAll() {
        assertEquals(PageChanges.Verdict.NEW_DOCUMENT, diff("signup", "11-reload").verdict());
        assertEquals(PageChanges.Verdict.NEW_DOCUMENT, diff("1000bulbs-search", "03-sort-navigates").verdict());
        assertEquals(PageChanges.Verdict.NEW_DOCUMENT, diff("1000bulbs-search", "04-back").verdict());
        assertEquals(PageChanges.Verdict.DIALOG, diff("dialog", "01-open-dialog").verdict());
        assertEquals(PageChanges.Verdict.DIALOG, diff("dialog", "02-close-dialog").verdict());
        assertFalse(diff("dialog", "01-open-dialog").comparable());
    }

    @Test
    void focusAloneIsNoChange() {
        PageChanges c = diff("jacamo-signin", "01-click-email");
        assertTrue(c.comparable());
        assertTrue(c.isEmpty(), view(c));
        assertEquals("[goaldigest: no changes since your last view; 35 elements unchanged; browser_snapshot for the"
                + " whole page]", c.line());
    }

    @Test
    void onEveryRecordedPairTheViewHasOnlyRefsOfTheLaterSnapshotAndReadsBack() {
        List<RecordedPairs.Pair> pairs = RecordedPairs.all();
        assertTrue(pairs.size() >= 30, "pairs: " + pairs.size());
        int compared = 0;
        for (RecordedPairs.Pair p : pairs) {
            Snapshot after = p.after();
            PageChanges c = TreeDiff.compare(p.before(), after);
            if (!c.comparable()) continue;
            compared++;
            String v = view(c);
            Set<String> latest = after.refSet();
            for (String r : refs(v)) assertTrue(latest.contains(r), p + ": " + r + " is not in the later snapshot");
            for (Node n : SnapshotParser.parse(v).nodes()) {
                if (n.ref() != null) assertTrue(latest.contains(n.ref()), p + ": " + n.ref());
            }
            for (PageChanges.Removal r : c.removals()) {
                assertFalse(Pattern.compile("\\b(f\\d+)?e\\d+\\b").matcher(r.what()).find(), p + ": " + r.what());
            }
            assertEquals(v, SnapshotParser.parse(v).write(), p + ": the view is a snapshot that reads back");
            assertTrue(c.unchangedElements() >= 0 && c.unchangedElements() <= after.lineCounts().elements(), p.toString());
        }
        assertTrue(compared >= 25, "compared: " + compared);
    }

    @Test
    void aSnapshotComparedWithItselfHasNoChanges() {
        for (RecordedPairs.Pair p : RecordedPairs.all()) {
            PageChanges c = TreeDiff.compare(p.after(), p.after());
            assertTrue(c.isEmpty(), p.toString());
            assertEquals(p.after().lineCounts().elements(), c.unchangedElements(), p.toString());
        }
    }

    @Test
    void longestIncreasingRunKeepsTheAnchorsInOrder() {
        boolean[] in = TreeDiff.increasing(new int[] {0, 5, 1, 2, 6, 3}, 6);
        assertEquals(List.of(true, false, true, true, false, true), List.of(in[0], in[1], in[2], in[3], in[4], in[5]));
        assertEquals(0, TreeDiff.increasing(new int[0], 0).length);
    }
}
