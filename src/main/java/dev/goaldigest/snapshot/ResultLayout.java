package dev.goaldigest.snapshot;

import java.util.ArrayList;
import java.util.List;

/**
 * The text of a Playwright MCP tool result, split into its {@code ### Title} sections, with the snapshot located in
 * it: an inline {@code ```yaml} fence under {@code ### Snapshot} (or under {@code - Page Snapshot:} in the older
 * {@code ### Page state} layout), or a link {@code - [Snapshot](file.yml)}. Replacing the snapshot changes nothing
 * else in the text. Headers inside code fences are not headers. Never throws.
 */
public final class ResultLayout {

    /** A section: its title (text after {@code ### }), and where it starts (the header) and ends in the text. */
    public record Section(String title, int start, int end) {
    }

    private final String text;
    private final List<Section> sections;
    private int fenceBodyStart = -1;
    private int fenceBodyEnd = -1;
    private String link;
    private int linkLineStart = -1;
    private int linkLineEnd = -1;
    private int snapshotBodyStart = -1;
    private int snapshotBodyEnd = -1;
    private String pageUrl;
    private String pageTitle;
    private boolean olderLayout;

    private ResultLayout(String text) {
        this.text = text;
        this.sections = new ArrayList<>();
        scan();
    }

    public static ResultLayout parse(String toolResultText) {
        return new ResultLayout(toolResultText == null ? "" : toolResultText);
    }

    /** Whether {@code text} looks like a whole tool result (it has a {@code ### } section header at a line start). */
    public static boolean looksLikeToolResult(String text) {
        return !parse(text).sections.isEmpty();
    }

    private void scan() {
        int pos = 0;
        int len = text.length();
        boolean inFence = false;
        boolean inSnapshotFence = false;
        boolean afterPageSnapshotLine = false;
        String currentTitle = null;
        int currentStart = -1;
        while (pos < len) {
            int nl = text.indexOf('\n', pos);
            int lineEnd = nl < 0 ? len : nl;
            int contentEnd = lineEnd > pos && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            int next = nl < 0 ? len : nl + 1;
            if (inFence) {
                // inside a fence only its closing line matters: no copy of each of a large snapshot's lines
                if (contentEnd - pos == 3 && text.startsWith("```", pos)) {
                    inFence = false;
                    if (inSnapshotFence) {
                        // the body ends before the line terminator preceding the closing fence
                        int bodyEnd = pos;
                        if (bodyEnd > fenceBodyStart && text.charAt(bodyEnd - 1) == '\n') bodyEnd--;
                        if (bodyEnd > fenceBodyStart && text.charAt(bodyEnd - 1) == '\r') bodyEnd--;
                        fenceBodyEnd = Math.max(bodyEnd, fenceBodyStart);
                        inSnapshotFence = false;
                    }
                }
                pos = next;
                continue;
            }
            String line = text.substring(pos, contentEnd);
            if (line.startsWith("### ")) {
                if (currentTitle != null) sections.add(new Section(currentTitle, currentStart, pos));
                currentTitle = line.substring(4).trim();
                currentStart = pos;
                afterPageSnapshotLine = false;
                if (currentTitle.equals("Snapshot") && snapshotBodyStart < 0) snapshotBodyStart = next;
            } else if (line.startsWith("```")) {
                inFence = true;
                boolean snapshotPlace = "Snapshot".equals(currentTitle)
                        || ("Page state".equals(currentTitle) && afterPageSnapshotLine);
                if (line.equals("```yaml") && snapshotPlace && fenceBodyStart < 0) {
                    inSnapshotFence = true;
                    fenceBodyStart = next;
                    olderLayout = "Page state".equals(currentTitle);
                }
            } else if (currentTitle != null) {
                if (line.equals("- Page Snapshot:")) {
                    afterPageSnapshotLine = true;
                } else if (pageUrl == null && line.startsWith("- Page URL: ")) {
                    pageUrl = line.substring("- Page URL: ".length()).trim();
                } else if (pageTitle == null && line.startsWith("- Page Title: ")) {
                    pageTitle = line.substring("- Page Title: ".length()).trim();
                } else if (link == null && "Snapshot".equals(currentTitle) && line.startsWith("- [Snapshot](")
                        && line.endsWith(")")) {
                    link = line.substring("- [Snapshot](".length(), line.length() - 1);
                    linkLineStart = pos;
                    linkLineEnd = contentEnd;
                }
            }
            pos = next;
        }
        if (currentTitle != null) sections.add(new Section(currentTitle, currentStart, len));
        if (inSnapshotFence) {
            // an unclosed fence: not a snapshot we can replace safely
            fenceBodyStart = -1;
            fenceBodyEnd = -1;
        }
        for (Section s : sections) {
            if (s.title().equals("Snapshot")) {
                snapshotBodyEnd = trimEnd(s.end(), snapshotBodyStart);
                break;
            }
        }
    }

    private int trimEnd(int end, int floor) {
        int e = end;
        while (e > floor && (text.charAt(e - 1) == '\n' || text.charAt(e - 1) == '\r')) e--;
        return e;
    }

    public String text() {
        return text;
    }

    public List<Section> sections() {
        return List.copyOf(sections);
    }

    /** The section with this title, or null. */
    public Section section(String title) {
        for (Section s : sections) if (s.title().equals(title)) return s;
        return null;
    }

    /** The text of a section without its header line, or null. */
    public String sectionBody(String title) {
        Section s = section(title);
        if (s == null) return null;
        int nl = text.indexOf('\n', s.start());
        int from = nl < 0 || nl >= s.end() ? s.end() : nl + 1;
        return text.substring(from, trimEnd(s.end(), from));
    }

    public boolean hasInlineSnapshot() {
        return fenceBodyStart >= 0 && fenceBodyEnd >= 0;
    }

    /** The body of the snapshot fence, exactly (the corpus {@code .yaml} files hold this), or null. */
    public String inlineSnapshot() {
        return hasInlineSnapshot() ? text.substring(fenceBodyStart, fenceBodyEnd) : null;
    }

    /** Whether the snapshot is in the older {@code ### Page state} / {@code - Page Snapshot:} layout. */
    public boolean olderLayout() {
        return olderLayout;
    }

    /** The path of {@code - [Snapshot](path.yml)}, or null. */
    public String snapshotLink() {
        return link;
    }

    public boolean hasSnapshotSection() {
        return snapshotBodyStart >= 0;
    }

    public String pageUrl() {
        return pageUrl;
    }

    public String pageTitle() {
        return pageTitle;
    }

    /** The same text with only the snapshot fence's body replaced. */
    public String withSnapshot(String newFenceBody) {
        if (!hasInlineSnapshot()) throw new IllegalStateException("no inline snapshot");
        return text.substring(0, fenceBodyStart) + newFenceBody + text.substring(fenceBodyEnd);
    }

    /** The same text with the snapshot link line replaced by {@code replacement} (one or more lines). */
    public String withSnapshotLink(String replacement) {
        if (link == null) throw new IllegalStateException("no snapshot link");
        return text.substring(0, linkLineStart) + replacement + text.substring(linkLineEnd);
    }

    /**
     * The same text with the body of {@code ### Snapshot} (everything after its header up to the next section,
     * line terminators before it kept) replaced.
     */
    public String withSnapshotSection(String newSectionBody) {
        if (!hasSnapshotSection()) throw new IllegalStateException("no ### Snapshot section");
        int end = Math.max(snapshotBodyEnd, snapshotBodyStart);
        return text.substring(0, snapshotBodyStart) + newSectionBody + text.substring(end);
    }

    /** The whole text of a fenced YAML snapshot as Playwright writes it inline. */
    public static String fence(String snapshotBody) {
        return "```yaml\n" + snapshotBody + "\n```";
    }
}
