package dev.goaldigest.proxy;

/**
 * A generated snapshot shaped like the pages agents meet (a shop listing with prices and pickers, a form, an article
 * with a table, navigation, a cookie banner and a footer), for exercising the pipeline before the first real page.
 * No page text of any real site: names are made up.
 */
final class WarmUpPage {
    private WarmUpPage() {
    }

    /** About {@code items} * 700 characters. */
    static String generate(int items) {
        StringBuilder b = new StringBuilder(items * 800);
        int[] ref = {1};
        b.append("- generic [active] [ref=e").append(ref[0]++).append("]:\n");
        b.append("  - region \"Cookie consent\" [ref=e").append(ref[0]++).append("]:\n");
        b.append("    - paragraph [ref=e").append(ref[0]++).append("]: We use cookies to improve your visit.\n");
        b.append("    - button \"Accept all\" [ref=e").append(ref[0]++).append("] [cursor=pointer]\n");
        b.append("  - banner [ref=e").append(ref[0]++).append("]:\n");
        b.append("    - link \"Skip to main content\" [ref=e").append(ref[0]++).append("] [cursor=pointer]:\n")
                .append("      - /url: \"#main\"\n");
        b.append("    - searchbox \"Search products\" [ref=e").append(ref[0]++).append("]\n");
        b.append("    - button \"Search\" [ref=e").append(ref[0]++).append("] [cursor=pointer]\n");
        b.append("  - navigation \"Categories\" [ref=e").append(ref[0]++).append("]:\n    - list [ref=e")
                .append(ref[0]++).append("]:\n");
        for (int i = 0; i < 30; i++) {
            b.append("      - listitem [ref=e").append(ref[0]++).append("]:\n        - link \"Category ").append(i)
                    .append("\" [ref=e").append(ref[0]++).append("] [cursor=pointer]:\n          - /url: /c/")
                    .append(i).append("?utm_source=nav\n");
        }
        b.append("  - main [ref=e").append(ref[0]++).append("]:\n");
        b.append("    - heading \"Results for warm up\" [level=1] [ref=e").append(ref[0]++).append("]\n");
        b.append("    - complementary \"Filter by\" [ref=e").append(ref[0]++).append("]:\n");
        for (int i = 0; i < 12; i++) {
            b.append("      - checkbox \"Brand ").append(i).append(" (").append(i * 7).append(")\" [ref=e")
                    .append(ref[0]++).append("]\n");
        }
        b.append("    - combobox \"Sort by\" [ref=e").append(ref[0]++).append("]:\n");
        for (int i = 0; i < 8; i++) {
            b.append("      - option \"Order ").append(i).append('"').append(i == 0 ? " [selected]" : "")
                    .append(" [ref=e").append(ref[0]++).append("]\n");
        }
        b.append("    - list [ref=e").append(ref[0]++).append("]:\n");
        for (int i = 0; i < items; i++) {
            b.append("      - listitem [ref=e").append(ref[0]++).append("]:\n");
            b.append("        - link \"Item ").append(i).append(" with a longer title, size ").append(i % 9)
                    .append("\" [ref=e").append(ref[0]++).append("] [cursor=pointer]:\n");
            b.append("          - /url: /p/").append(i).append("\n");
            b.append("          - img \"Item ").append(i).append("\" [ref=e").append(ref[0]++).append("]\n");
            b.append("        - generic [ref=e").append(ref[0]++).append("]: $").append(10 + i % 90).append('.')
                    .append(i % 100 < 10 ? "0" : "").append(i % 100).append("\n");
            if (i % 3 == 0) b.append("        - text: Sponsored\n");
            b.append("        - generic [ref=e").append(ref[0]++).append("]: ").append(i % 4 == 0 ? "Out of stock" : "In stock")
                    .append("\n");
            b.append("        - button \"Add to cart\" [ref=e").append(ref[0]++).append("] [cursor=pointer]\n");
            b.append("        - button \"See all rating details\" [ref=e").append(ref[0]++).append("] [cursor=pointer]\n");
            if (i % 10 == 0) {
                b.append("        - combobox \"Quantity\" [ref=e").append(ref[0]++).append("]:\n");
                for (int q = 1; q <= 10; q++) {
                    b.append("          - option \"").append(q).append('"').append(q == 1 ? " [selected]" : "")
                            .append(" [ref=e").append(ref[0]++).append("]\n");
                }
            }
        }
        b.append("    - navigation \"Pagination\" [ref=e").append(ref[0]++).append("]:\n");
        b.append("      - link \"Next page\" [ref=e").append(ref[0]++).append("] [cursor=pointer]:\n        - /url: ?page=2\n");
        b.append("    - heading \"About these items\" [level=2] [ref=e").append(ref[0]++).append("]\n");
        // a list of blurbs, one a group: long text that act cuts (no story that stays whole)
        b.append("    - list [ref=e").append(ref[0]++).append("]:\n");
        for (int i = 0; i < items / 4; i++) {
            b.append("      - listitem [ref=e").append(ref[0]++).append("]:\n");
            b.append("        - paragraph [ref=e").append(ref[0]++).append("]:\n");
            b.append("          - text: A longer paragraph about item group ").append(i)
                    .append(" that an agent might read when it looks for details, with a number ").append(i * 37)
                    .append(" and more words to make it long enough to count as prose on the page.\n");
            b.append("          - link \"Group ").append(i).append("\" [ref=e").append(ref[0]++)
                    .append("] [cursor=pointer]:\n            - /url: /g/").append(i).append("\n");
        }
        b.append("    - table [ref=e").append(ref[0]++).append("]:\n      - rowgroup [ref=e").append(ref[0]++).append("]:\n");
        for (int r = 0; r < 20; r++) {
            b.append("        - row \"Size ").append(r).append(" fits ").append(r * 2).append("\" [ref=e").append(ref[0]++)
                    .append("]:\n          - rowheader \"Size ").append(r).append("\" [ref=e").append(ref[0]++)
                    .append("]\n          - cell \"").append(r * 2).append("\" [ref=e").append(ref[0]++).append("]\n");
        }
        b.append("    - form \"Newsletter\" [ref=e").append(ref[0]++).append("]:\n");
        b.append("      - textbox \"Email\" [ref=e").append(ref[0]++).append("]\n");
        b.append("      - checkbox \"I agree\" [ref=e").append(ref[0]++).append("]\n");
        b.append("      - button \"Subscribe\" [ref=e").append(ref[0]++).append("] [cursor=pointer]\n");
        b.append("  - contentinfo [ref=e").append(ref[0]++).append("]:\n");
        for (int i = 0; i < 20; i++) {
            b.append("    - link \"Footer link ").append(i).append("\" [ref=e").append(ref[0]++)
                    .append("] [cursor=pointer]:\n      - /url: /f/").append(i).append("\n");
        }
        b.append("    - paragraph [ref=e").append(ref[0]++).append("]: © 2026 Warm Up Shop. All rights reserved.\n");
        return b.toString();
    }
}
