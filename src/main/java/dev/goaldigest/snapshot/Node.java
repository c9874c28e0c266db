package dev.goaldigest.snapshot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One line of an ARIA snapshot and its children: a plain tree with parent links (jsoup's {@code Node} is the model).
 *
 * <p>An element is {@code role "name" [attrs]} with an optional inline {@code value}; a text node is
 * {@code text: value}; a property is {@code /url: value} or {@code /placeholder: value}; a raw node is a line that
 * matched no form of the grammar, kept verbatim. A node remembers the line it was parsed from, so an unmodified tree
 * writes back byte for byte; a field setter marks it modified and it is then written from its fields.
 */
public final class Node {

    /** What a line is. */
    public enum Kind {
        /** the invisible root holding the top-level lines */
        ROOT,
        /** {@code role "name" [attrs]: value}, also the older {@code ref=e5 [unchanged]} line (role null) */
        ELEMENT,
        /** {@code text: value} */
        TEXT,
        /** {@code /url: value}, {@code /placeholder: value}, any {@code /key: value} */
        PROPERTY,
        /** a line that matched nothing (kept verbatim, in its place) */
        RAW
    }

    private final Kind kind;
    private String role;
    private String name;
    private boolean regexName;
    private List<Attr> attrs;
    private String ref;
    /** The ref the line had before a rule took it off (a container's ref still works as a way back). */
    private String formerRef;
    private boolean pointer;
    /** {@link #attrBit} of each attribute key present. */
    private int attrBits;
    /** The role's {@link Roles} flags, kept with the role. */
    int roleBits;
    private String value;
    private boolean changed;

    private Node parent;
    /** The children; null until the first one is added (most lines are leaves: one object less each). */
    private ArrayList<Node> children;
    private static final List<Node> NO_CHILDREN = List.of();

    // source fidelity: the original line without its terminator, where its content starts, and its terminator
    String sourceLine;
    int contentStart;
    String eol = "\n";
    boolean modified;
    /** Whether the role, name or value was set since the parse: the source line no longer says it. */
    boolean fieldsModified;
    /** Whether the attributes were set since the parse (the rest of the source line may still hold). */
    boolean attrsModified;
    /** Where the key ends in the source line (before {@code :}), -1 when built. */
    int keyEnd = -1;
    /** Where the attributes start in the source line (an unquoted key), -1 when unknown. */
    int attrsStart = -1;

    private Node(Kind kind) {
        this.kind = kind;
        this.attrs = List.of();
    }

    public static Node root() {
        return new Node(Kind.ROOT);
    }

    /** A new element; pass null for no name. */
    public static Node element(String role, String name, List<Attr> attrs, String value) {
        Node n = new Node(Kind.ELEMENT);
        n.role = role;
        n.roleBits = Roles.bits(role);
        n.name = name;
        n.setAttrsInternal(attrs);
        n.value = value;
        n.modified = true;
        return n;
    }

    public static Node text(String value) {
        Node n = new Node(Kind.TEXT);
        n.role = "text";
        n.value = value;
        n.modified = true;
        return n;
    }

    /** A property such as {@code /url}; {@code key} is written with its slash, e.g. {@code "/url"}. */
    public static Node property(String key, String value) {
        if (!key.startsWith("/")) throw new IllegalArgumentException("property keys start with '/': " + key);
        Node n = new Node(Kind.PROPERTY);
        n.role = key;
        n.value = value;
        n.modified = true;
        return n;
    }

    /** A raw line, written exactly as given (no indentation is added). */
    public static Node raw(String line) {
        Node n = new Node(Kind.RAW);
        n.sourceLine = line;
        n.contentStart = 0;
        return n;
    }

    static Node parsed(Kind kind) {
        return new Node(kind);
    }

    // ---- fields ------------------------------------------------------------------------------------------------

    public Kind kind() {
        return kind;
    }

    public boolean isElement() {
        return kind == Kind.ELEMENT;
    }

    public boolean isText() {
        return kind == Kind.TEXT;
    }

    public boolean isProperty() {
        return kind == Kind.PROPERTY;
    }

    public boolean isRaw() {
        return kind == Kind.RAW;
    }

    /** The role of an element, {@code text} for a text node, the key ({@code /url}) of a property; null otherwise. */
    public String role() {
        return role;
    }

    /** The accessible name, decoded; null when the line has none. For a regex name, the text between slashes. */
    public String name() {
        return name;
    }

    public boolean regexName() {
        return regexName;
    }

    /** The attributes in their written order, the ref among them. */
    public List<Attr> attrs() {
        return attrs;
    }

    /** The ref ({@code e12}, {@code f1e5}); null when none. */
    public String ref() {
        return ref;
    }

    /**
     * The ref this line has, or had before a rule took it off (a list's ref, trimmed because it shows no text, still
     * names the list on the page: a way back to what was folded inside it); null when it never had one.
     */
    public String originalRef() {
        return ref != null ? ref : formerRef;
    }

    /** The inline value (text after {@code ": "}), decoded; null when none. */
    public String value() {
        return value;
    }

    /** True for the older incremental form {@code - <changed> role ...}. */
    public boolean changedMarker() {
        return changed;
    }

    /** The raw line of a RAW node (or the source line of any parsed node), without terminator; null if built. */
    public String sourceLine() {
        return sourceLine;
    }

    public boolean hasAttr(String key) {
        int bit = attrBit(key);
        if (bit != 0) return (attrBits & bit) != 0;
        List<Attr> as = attrs;
        for (int i = 0, n = as.size(); i < n; i++) if (as.get(i).key().equals(key)) return true;
        return false;
    }

    /** A bit for each attribute the rules ask about on every node, so asking costs no walk over the attributes. */
    private static int attrBit(String key) {
        return switch (key) {
            case "ref" -> 1;
            case "cursor" -> 1 << 1;
            case "aria-hidden" -> 1 << 2;
            case "selected" -> 1 << 3;
            case "checked" -> 1 << 4;
            case "pressed" -> 1 << 5;
            case "expanded" -> 1 << 6;
            case "active" -> 1 << 7;
            case "disabled" -> 1 << 8;
            case "level" -> 1 << 9;
            default -> 0;
        };
    }

    /** The value of attribute {@code key}, "" for a flag attribute, null when absent. */
    public String attr(String key) {
        List<Attr> as = attrs;
        for (int i = 0, n = as.size(); i < n; i++) {
            Attr a = as.get(i);
            if (a.key().equals(key)) return a.value() == null ? "" : a.value();
        }
        return null;
    }

    public Node setRole(String role) {
        this.role = role;
        this.roleBits = Roles.bits(role);
        this.modified = true;
        this.fieldsModified = true;
        return this;
    }

    public Node setName(String name) {
        this.name = name;
        this.regexName = false;
        this.modified = true;
        this.fieldsModified = true;
        return this;
    }

    public Node setAttrs(List<Attr> attrs) {
        String before = ref;
        setAttrsInternal(attrs);
        if (ref == null && before != null) formerRef = before;
        this.modified = true;
        this.attrsModified = true;
        return this;
    }

    public Node removeAttr(String key) {
        if (!hasAttr(key)) return this;
        List<Attr> as = attrs;
        if (as.size() == 2) {
            // the common case, [ref=e5] [cursor=pointer]: the other one alone
            Attr other = as.get(0).key().equals(key) ? as.get(1) : as.get(0);
            return setAttrs(other.key().equals(key) ? List.of() : List.of(other));
        }
        Attr[] kept = new Attr[as.size()];
        int k = 0;
        for (int i = 0, n = as.size(); i < n; i++) if (!as.get(i).key().equals(key)) kept[k++] = as.get(i);
        return setAttrs(k == 0 ? List.of() : List.of(Arrays.copyOf(kept, k)));
    }

    public Node setValue(String value) {
        this.value = value;
        this.modified = true;
        this.fieldsModified = true;
        return this;
    }

    /** The part after the key, once the parser has read it. */
    void setParsedValue(String value, boolean changed) {
        this.value = value;
        this.changed = changed;
    }

    void setParsed(String role, String name, boolean regexName, List<Attr> attrs, String value, boolean changed) {
        this.role = role;
        this.roleBits = Roles.bits(role);
        this.name = name;
        this.regexName = regexName;
        setAttrsInternal(attrs);
        this.value = value;
        this.changed = changed;
    }

    private void setAttrsInternal(List<Attr> attrs) {
        this.attrs = attrs == null || attrs.isEmpty() ? List.of() : List.copyOf(attrs);
        String r = null;
        for (Attr a : this.attrs) {
            if (a.key().equals("ref") && a.value() != null) {
                r = a.value();
                break;
            }
        }
        this.ref = r;
        boolean ptr = false;
        for (Attr a : this.attrs) {
            if (a.key().equals("cursor")) {
                ptr = "pointer".equals(a.value());
                break;
            }
        }
        this.pointer = ptr;
        int bits = 0;
        for (Attr a : this.attrs) bits |= attrBit(a.key());
        this.attrBits = bits;
    }

    /** Whether the element is marked {@code [cursor=pointer]} (the same as {@code "pointer".equals(attr("cursor"))}). */
    public boolean cursorPointer() {
        return pointer;
    }

    private ArrayList<Node> kids() {
        ArrayList<Node> c = children;
        if (c == null) {
            c = new ArrayList<>(4);
            children = c;
        }
        return c;
    }

    /** Whether this line or its list of children was changed since it was parsed. */
    public boolean isModified() {
        return modified;
    }

    // ---- tree --------------------------------------------------------------------------------------------------

    public Node parent() {
        return parent;
    }

    /** The children, read-only; change them with the methods below. */
    public List<Node> children() {
        return children == null ? NO_CHILDREN : Collections.unmodifiableList(children);
    }

    public int childCount() {
        return children == null ? 0 : children.size();
    }

    public Node child(int i) {
        if (children == null) throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length 0");
        return children.get(i);
    }

    public boolean hasChildren() {
        return children != null && !children.isEmpty();
    }

    public Node appendChild(Node child) {
        Objects.requireNonNull(child);
        child.detach();
        child.parent = this;
        kids().add(child);
        modified = true;
        return this;
    }

    public Node insertChild(int index, Node child) {
        Objects.requireNonNull(child);
        child.detach();
        child.parent = this;
        kids().add(index, child);
        modified = true;
        return this;
    }

    /** Makes room for {@code n} children at once (the parser knows how many lines sit under each line). */
    void reserveChildren(int n) {
        children = new ArrayList<>(n);
    }

    /** Appends a fresh, parentless node without the checks of {@link #appendChild} (the parser's fast path). */
    void appendChildRaw(Node child) {
        child.parent = this;
        kids().add(child);
    }

    /** Replaces all children (in the given order); each one is detached from where it was. */
    public Node setChildren(List<Node> newChildren) {
        List<Node> copy = new ArrayList<>(newChildren);
        if (children != null) {
            for (Node c : children) c.parent = null;
            children.clear();
        }
        for (Node c : copy) {
            if (c.parent != null && c.parent != this) c.parent.children.remove(c);
            c.parent = this;
            kids().add(c);
        }
        if (children != null) children.trimToSize();
        modified = true;
        return this;
    }

    /** Removes this node (and its subtree) from its parent. */
    public void detach() {
        if (parent != null) {
            parent.children.remove(this);
            parent.modified = true;
            parent = null;
        }
    }

    /** Puts {@code replacements} where this node stood; this node is detached. */
    public void replaceWith(List<Node> replacements) {
        Node p = parent;
        if (p == null) throw new IllegalStateException("the root cannot be replaced");
        int i = p.children.indexOf(this);
        List<Node> copy = new ArrayList<>(replacements);
        detach();
        for (Node r : copy) {
            r.detach();
            r.parent = p;
            p.children.add(i++, r);
        }
        p.modified = true;
    }

    /** Removes this node but keeps its children in its place (unwrapping). */
    public void unwrap() {
        replaceWith(children == null ? List.of() : new ArrayList<>(children));
    }

    /** Index among the parent's children, -1 for the root. */
    public int index() {
        return parent == null ? -1 : parent.children.indexOf(this);
    }

    /** Depth below the root: a top-level line has depth 0. */
    public int depth() {
        int d = -1;
        for (Node n = parent; n != null; n = n.parent) d++;
        return d;
    }

    /** A copy of this node alone, no children, no parent; it keeps its source line. */
    public Node shallowCopy() {
        Node n = new Node(kind);
        n.role = role;
        n.name = name;
        n.regexName = regexName;
        n.attrs = attrs;
        n.ref = ref;
        n.formerRef = formerRef;
        n.pointer = pointer;
        n.attrBits = attrBits;
        n.roleBits = roleBits;
        n.value = value;
        n.changed = changed;
        n.sourceLine = sourceLine;
        n.contentStart = contentStart;
        n.eol = eol;
        n.modified = modified;
        n.fieldsModified = fieldsModified;
        n.attrsModified = attrsModified;
        n.keyEnd = keyEnd;
        n.attrsStart = attrsStart;
        return n;
    }

    /** A deep copy of this subtree (iterative). */
    public Node deepCopy() {
        Node copy = shallowCopy();
        // a stack of (original, copy) pairs as two parallel arrays; each children list is sized once
        Node[] from = new Node[16];
        Node[] to = new Node[16];
        int sp = 0;
        if (children == null || children.isEmpty()) return copy;
        from[sp] = this;
        to[sp++] = copy;
        while (sp > 0) {
            Node src = from[--sp];
            Node dst = to[sp];
            from[sp] = null;
            to[sp] = null;
            ArrayList<Node> sc = src.children;
            int n = sc.size();
            ArrayList<Node> dc = new ArrayList<>(n);
            dst.children = dc;
            for (int i = 0; i < n; i++) {
                Node c = sc.get(i);
                Node cc = c.shallowCopy();
                cc.parent = dst;
                dc.add(cc);
                if (c.children != null && !c.children.isEmpty()) {
                    if (sp == from.length) {
                        from = Arrays.copyOf(from, sp * 2);
                        to = Arrays.copyOf(to, sp * 2);
                    }
                    from[sp] = c;
                    to[sp++] = cc;
                }
            }
        }
        return copy;
    }

    /** This line as canonical snapshot text (no indentation, no terminator). */
    public String lineText() {
        return SnapshotWriter.content(this);
    }

    @Override
    public String toString() {
        return kind == Kind.ROOT ? "(root)" : lineText();
    }
}
