package dev.goaldigest.snapshot;

import java.util.HashMap;
import java.util.Set;

/**
 * The ARIA roles taxonomy the pruning rules reason with: what an agent can act on, what marks a region of the page,
 * what is only structure, and what is content to read.
 */
public final class Roles {
    private Roles() {
    }

    /** Roles an agent clicks, types into, picks from or toggles. */
    public static final Set<String> INTERACTIVE = Set.of(
            "button", "link", "textbox", "searchbox", "checkbox", "radio", "combobox", "listbox", "option",
            "menuitem", "menuitemcheckbox", "menuitemradio", "tab", "switch", "slider", "spinbutton", "treeitem",
            "scrollbar", "gridcell");

    /** Form fields: elements that hold a value the agent sets. */
    public static final Set<String> FIELDS = Set.of(
            "textbox", "searchbox", "checkbox", "radio", "combobox", "listbox", "switch", "slider", "spinbutton");

    /** Landmark roles: the page's large regions. */
    public static final Set<String> LANDMARKS = Set.of(
            "banner", "navigation", "main", "contentinfo", "complementary", "search", "form", "region");

    /** Pure structure: these carry no meaning of their own when they have no name and no ref. */
    public static final Set<String> STRUCTURAL = Set.of(
            "generic", "group", "none", "presentation", "LayoutTable", "LayoutTableRow", "LayoutTableCell",
            "rowgroup", "Section", "WebArea", "RootWebArea", "document", "application", "div", "span");

    /** Content an agent reads rather than acts on. */
    public static final Set<String> READING = Set.of(
            "paragraph", "heading", "code", "blockquote", "definition", "term", "figure", "caption", "figcaption",
            "cell", "columnheader", "rowheader", "note", "time", "emphasis", "strong", "insertion", "deletion",
            "math", "mark", "subscript", "superscript", "DescriptionList", "status", "alert", "log", "tooltip");

    /** Containers that repeat one kind of item: lists, tables, grids, feeds. */
    public static final Set<String> REPEATING_CONTAINERS = Set.of(
            "list", "table", "rowgroup", "grid", "treegrid", "tree", "feed", "tablist", "menu", "menubar",
            "listbox", "radiogroup", "directory");

    /** Elements that stay on screen above everything: never pruned away. */
    public static final Set<String> MODAL = Set.of("dialog", "alertdialog");

    // one lookup per question instead of a probe into each set: the rules ask these of every node, several times
    private static final int F_INTERACTIVE = 1;
    private static final int F_FIELD = 2;
    private static final int F_LANDMARK = 4;
    private static final int F_STRUCTURAL = 8;
    private static final int F_READING = 16;
    private static final int F_REPEATING = 32;
    private static final int F_MODAL = 64;
    private static final HashMap<String, Integer> FLAGS = new HashMap<>();

    static {
        flag(INTERACTIVE, F_INTERACTIVE);
        flag(FIELDS, F_FIELD);
        flag(LANDMARKS, F_LANDMARK);
        flag(STRUCTURAL, F_STRUCTURAL);
        flag(READING, F_READING);
        flag(REPEATING_CONTAINERS, F_REPEATING);
        flag(MODAL, F_MODAL);
    }

    private static void flag(Set<String> roles, int bit) {
        for (String r : roles) FLAGS.merge(r, bit, (x, y) -> x | y);
    }

    /** The flags of a role (0 for null or a role in no set); a node keeps those of its role. */
    static int bits(String role) {
        if (role == null) return 0;
        Integer f = FLAGS.get(role);
        return f == null ? 0 : f;
    }

    public static boolean isModal(Node n) {
        return (n.roleBits & F_MODAL) != 0;
    }

    public static boolean isRepeatingContainer(Node n) {
        return (n.roleBits & F_REPEATING) != 0;
    }

    public static boolean isInteractive(Node n) {
        return (n.roleBits & F_INTERACTIVE) != 0;
    }

    public static boolean isField(Node n) {
        return (n.roleBits & F_FIELD) != 0;
    }

    public static boolean isLandmark(Node n) {
        return (n.roleBits & F_LANDMARK) != 0;
    }

    public static boolean isStructural(Node n) {
        return (n.roleBits & F_STRUCTURAL) != 0;
    }

    /**
     * Whether an agent can act on this node: it has a ref, and it has an interactive role or is marked
     * {@code [cursor=pointer]}.
     */
    public static boolean isActionable(Node n) {
        if (n == null || !n.isElement() || n.ref() == null) return false;
        return (n.roleBits & F_INTERACTIVE) != 0 || n.cursorPointer();
    }
}
