package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Roles;
import dev.goaldigest.snapshot.Traversal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What must stay where page chrome folds ({@link ChromeFold}): search and form landmarks, form fields with the buttons
 * beside them, the document's metadata (a date, a short table of key and value rows), the way on (next and previous
 * links), the site's account links and phone number, a language or currency switcher's links, an article's tags, a
 * most-read list, and what clearly matches the goal. Each kind is told by the structure around it, in any language.
 */
final class ChromeKeeps {
    private ChromeKeeps() {
    }

    /**
     * A language switcher of at most this many items, three in four of them languages {@code words.yaml} knows, keeps
     * every item by name, not only the languages' links.
     */
    static final int SWITCHER_ITEMS = 32;

    /** A pager holds at least this many page numbers ... */
    static final int PAGER_NUMBERS = 3;
    /** ... and at most this many things to act on in all. */
    static final int PAGER_ACTIONS = 24;

    /**
     * Whether {@code n} is a pager: {@link #PAGER_NUMBERS} page numbers or more ({@link RegionValue#pageNumber}, not
     * years: an archive's "2024 2023 2022" is none), links, or buttons beside a pager link; at most
     * {@link #PAGER_ACTIONS} things to act on, all of them page numbers or pager links ("Next ›") but one, or one in six
     * (a lone "Last" is left to the pager around it: as a word in prose it is no pager link). "1 ← 2 3 4 5 6 → 72 Next
     * >" stays whole, its last page's number with it, where the menus around it fold.
     */
    static boolean pager(Node n) {
        if (!n.isElement() || Roles.isActionable(n) || n.childCount() < PAGER_NUMBERS) return false;
        // page numbers, of them links, pager links, others, nodes seen, the current page as text, last pages in thousands
        int[] c = new int[7];
        int[] current = {-1};
        List<Integer> linked = new ArrayList<>(4);
        Traversal.walk(n, (x, d) -> {
            if (c[0] + c[2] + c[3] > PAGER_ACTIONS || ++c[4] > PAGER_NODES) return NodeVisitor.Next.STOP;
            String v = x.isText() ? x.value() : null;
            if (v != null && v.length() <= 8) {
                Matcher m = CURRENT_PAGE.matcher(v);
                if (m.matches()) {
                    c[5]++;
                    current[0] = Integer.parseInt(m.group(1));
                }
            }
            if (x.isProperty() || x.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (x != n && Roles.isActionable(x)) {
                if (RegionValue.pageNumber(x) && !YEAR.matcher(x.name().strip()).matches()) {
                    c[0]++;
                    if ("link".equals(x.role())) {
                        c[1]++;
                        linked.add(Integer.parseInt(x.name().strip()));
                    }
                } else if ("link".equals(x.role()) && x.name() != null && THOUSANDS.matcher(x.name().strip()).matches()) {
                    c[6]++;
                } else {
                    c[RegionValue.pagerLink(x) ? 2 : 3]++;
                }
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        // page numbers are links, or buttons beside a "Next" (a carousel's dots "1 2 3 4" are buttons alone); or the
        // current page written as a number beside a link to the page after or before it, and a third page's link (the
        // last page's, in thousands: "1 2 … 1.515")
        boolean besideCurrent = c[5] == 1 && (linked.contains(current[0] + 1) || linked.contains(current[0] - 1))
                && c[1] + c[6] >= 2;
        if (!besideCurrent) c[3] += c[6];
        boolean numbers = c[0] >= PAGER_NUMBERS && (c[1] >= PAGER_NUMBERS || c[2] > 0) || besideCurrent;
        return numbers && c[4] <= PAGER_NODES && c[0] + c[2] + c[3] <= PAGER_ACTIONS && (c[3] <= 1 || c[3] * 5 <= c[0] + c[2]);
    }

    /** The current page among a pager's links, a number written as text: "1", "[2]". */
    private static final Pattern CURRENT_PAGE = Pattern.compile("\\s*\\[?(\\d{1,4})\\]?\\s*");
    /** The last page's number written in thousands: "1.515", "12,040". */
    private static final Pattern THOUSANDS = Pattern.compile("\\d{1,3}[.,\\u00a0\\u202f ]\\d{3}");

    /** A pager is read through at most this many nodes (its links, their wrappers and separators). */
    static final int PAGER_NODES = 8 * PAGER_ACTIONS;
    /** A year (an archive's "2024 2023 2022"), not a page's number. */
    private static final Pattern YEAR = Pattern.compile("(?:19|20)\\d\\d");

    /** A line of text that names the goal clearly stays where chrome folds when it reads at most this much. */
    static final int GOAL_LINE = 600;

    /** A field group holds at most this many things to act on besides its fields ... */
    static final int FIELD_GROUP_ACTIONS = 4;
    /** ... and at most this many fields (a newsletter's e-mail, names, company and consent). */
    static final int FIELD_GROUP_FIELDS = 8;

    /** The fields (with a ref) of {@code n}'s subtree and its other things to act on. */
    private static int[] fieldsAndOthers(Node n) {
        int[] c = new int[2];
        Traversal.walk(n, (x, d) -> {
            if (c[0] > FIELD_GROUP_FIELDS || c[1] > FIELD_GROUP_ACTIONS) return NodeVisitor.Next.STOP;
            if (x.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (x != n && x.isElement() && Roles.isActionable(x)) {
                c[Roles.isField(x) && x.ref() != null ? 0 : 1]++;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return c;
    }

    /** One account or cart phrase of {@code prune/words.yaml}. */
    private static final String ACCOUNT_PHRASE = "(?:" + WordLists.bundled().alternatives(WordLists.Phrases.ACCOUNT) + ")";

    /**
     * The whole name of one of the site's account and cart links: sign in, register, Warenkorb ...
     * ({@code prune/words.yaml}), alone, two of them joined by a slash, a bar or "or" ({@code Register/Login},
     * {@code Sign in | Register}), or with a count ({@code Cart (2)}, {@code 3 Warenkorb}); never a name that only
     * holds such a word ({@code Golf Cart}, {@code Sleeping Bag}).
     */
    static final Pattern ACCOUNT = Pattern.compile("^\\s*(?:\\d+\\s*)?" + ACCOUNT_PHRASE
            + "(?:\\s*(?:/|\\||·|or|oder|ou|o|of|eller|или)\\s*" + ACCOUNT_PHRASE + ")?"
            + "\\s*(?:\\(\\s*\\d+\\s*\\)|\\d+)?\\s*\\z",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** An account link's name is short ("Anmelden oder Registrieren"). */
    static final int ACCOUNT_NAME = 28;
    /** Names tested once each (anchored at both ends, a find is a whole match). */
    private static final PatternMemo ACCOUNT_MEMO = new PatternMemo(ACCOUNT, ACCOUNT_NAME, t -> true);

    /** An account or cart phrase anywhere in a goal, as words of their own ("sign up for a membership"). */
    private static final Pattern ACCOUNT_IN_GOAL = Pattern.compile("(?<![\\p{L}\\p{N}])(?:"
            + WordLists.bundled().alternatives(WordLists.Phrases.ACCOUNT) + ")(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Whether an explicit goal asks to sign in, sign up or see the cart, in words {@code words.yaml} knows: the site's
     * account links then stay whatever language they are in ("Sign up" asks for 회원가입 on a Korean page, which no
     * word of the goal matches).
     */
    static boolean asksForAccount(Goal goal) {
        return goal.isExplicit() && ACCOUNT_IN_GOAL.matcher(goal.text()).find();
    }

    /** A sign-out link's name ({@code sign out} in {@code words.yaml}), whole. */
    private static final Pattern SIGN_OUT = Pattern.compile("^\\s*(?:"
            + WordLists.bundled().alternatives(WordLists.Phrases.SIGN_OUT) + ")\\s*$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * The signed-in user's name beside a sign-out link ("Administrator | Log-out"): the named link right before it
     * among its siblings (separators aside), when it is no account link itself; null otherwise.
     */
    static Node signedInUser(Node signOut) {
        if (signOut.name() == null || !SIGN_OUT.matcher(signOut.name()).matches() || signOut.parent() == null) return null;
        Node p = signOut.parent();
        for (int i = signOut.index() - 1; i >= 0; i--) {
            Node c = p.child(i);
            if (c.isText() || c.isProperty()) continue;
            boolean named = "link".equals(c.role()) && c.ref() != null && c.name() != null && !c.name().isBlank();
            return named && c.name().length() <= ACCOUNT_NAME && !ACCOUNT_MEMO.find(c.name()) ? c : null;
        }
        return null;
    }

    /** A contact line is this short at most ... */
    static final int CONTACT_LINE = 80;
    /** ... and a region keeps this many of them at most. */
    static final int CONTACTS = 2;
    /** A date, a time, a book's number or a copyright's years: digits that are no phone number. */
    private static final Pattern NOT_A_PHONE = Pattern.compile(
            "\\b\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}\\b|\\b\\d{4}-\\d{1,2}-\\d{1,2}\\b|\\b\\d{1,2}:\\d{2}\\b|(?i:isbn)|©|\\(c\\)",
            Pattern.UNICODE_CASE);

    /** Elements that mark words inside a line of text rather than start a block. */
    private static final Set<String> INLINE = Set.of("emphasis", "strong", "mark", "time", "code", "subscript",
            "superscript", "deletion", "insertion");

    /**
     * Whether {@code n} is a short line of the page's own with a ref that shows a phone number or an e-mail address
     * (words in it in bold or italics too), or a {@code tel:} or {@code mailto:} link: how the site is reached, kept
     * where the chrome around it folds.
     */
    static boolean isContact(Node n) {
        if (!n.isElement() || n.ref() == null) return false;
        String url = "link".equals(n.role()) ? Texts.url(n) : null;
        if (Relevance.phoneUrl(url) || Relevance.emailUrl(url)) return true;
        // a line of text, maybe with words in bold or italics in it ("Order by Phone: 888.412.SHOP *International
        // Calls ...*"); nothing to act on, no block inside
        if (Roles.isActionable(n) || Traversal.find(n, x -> x != n && x.isElement() && !INLINE.contains(x.role())) != null
                || Texts.actionableCount(n, 1) > 0) {
            return false;
        }
        if (Texts.subtreeText(n, CONTACT_LINE + 1).strip().length() > CONTACT_LINE) return false;
        String t = Texts.ownText(n).strip();
        // the bound above reads the subtree up to its limit, and a long text with a space in its place passes it
        if (t.isEmpty() || t.length() > CONTACT_LINE) return false;
        if (Relevance.isEmail(t)) return true;
        return isPhoneLine(t);
    }

    /** Whether a line of text shows a phone number ({@link Relevance#isPhone}) and no date, time or book's number. */
    static boolean isPhoneLine(String t) {
        return Relevance.isPhone(t) && !NOT_A_PHONE.matcher(t).find();
    }

    /** Whether {@code n} is one of the site's account or cart links (or buttons). */
    static boolean isAccountLink(Node n) {
        return ("link".equals(n.role()) || "button".equals(n.role())) && n.ref() != null && n.name() != null
                && n.name().length() <= ACCOUNT_NAME && ACCOUNT_MEMO.find(n.name());
    }

    /** Whether {@code n} lies in a footer landmark inside {@code region} (or is one). */
    private static boolean inFooter(Node n, Node region) {
        for (Node a = n; a != null && a != region; a = a.parent()) if ("contentinfo".equals(a.role())) return true;
        return false;
    }

    /**
     * The subtrees of {@code region} that stay: search/form landmarks, a footer landmark inside it (the page's footer,
     * reduced as one on its own), fields with their buttons, next and previous links and whole pagers, metadata, goal
     * matches, and without an explicit goal the links of a language switcher that name a language {@code words.yaml}
     * knows (every item of a short one), a currency switcher, a most-read list or a ranking with its heading (the
     * region itself when such a heading stands right before it), the site's phone number, and with
     * {@code accountLinks} the site's account and cart links (one of each name).
     */
    static List<Node> mustStay(PruneContext ctx, Node region, boolean accountLinks) {
        return mustStay(ctx, region, accountLinks, false);
    }

    /**
     * {@link #mustStay(PruneContext, Node, boolean)}; with {@code tags} (a side column, or the blocks after an
     * article's text) an article's {@linkplain #tagList list of tags} stays too, without an explicit goal.
     */
    static List<Node> mustStay(PruneContext ctx, Node region, boolean accountLinks, boolean tags) {
        return mustStay(ctx, region, accountLinks, tags, false);
    }

    /**
     * {@link #mustStay(PruneContext, Node, boolean, boolean)}; with {@code sectionMenus} (a side column or a navigation
     * landmark, not a banner or a footer) a {@linkplain SectionMenu menu of the page's own section} stays as it is too,
     * without an explicit goal.
     */
    static List<Node> mustStay(PruneContext ctx, Node region, boolean accountLinks, boolean tags, boolean sectionMenus) {
        List<Node> keep = new ArrayList<>();
        Relevance rel = ctx.relevance();
        boolean account = accountLinks && (!ctx.goal().isExplicit() || asksForAccount(ctx.goal()));
        Set<String> accountNames = new HashSet<>();
        int[] contacts = {0};
        // one currency switcher and one list of tags a region (the first): a converter's four lists of 40 codes, or
        // ten clouds of tags, are the column's matter, not a picker beside it; one rating of the page's own, one date
        // written as text in a banner, and one byline
        boolean[] once = {false, false, false, false, false};
        // a byline's words are looked at beside the next node a few times a region at most (each look finds the text's
        // place among its siblings)
        int[] bylineTries = {0};
        int[] editions = {0};
        Map<Node, Map<String, Integer>> siblingRoles = new IdentityHashMap<>();
        HeadedLists headed = new HeadedLists(rel);
        // a blog's archive by date: its years (or its months) with their counts of posts stay, the way to older posts
        if (!ctx.goal().isExplicit()) keep.addAll(dateArchive(region));
        // a contact block kept whole with its opening hours: the walk is inside it until it leaves it (in document
        // order, once out, never back in)
        Node[] kept = {null};
        Traversal.walk(region, (n, depth) -> {
            if (kept[0] != null) {
                if (Traversal.isInside(n, kept[0])) return NodeVisitor.Next.SKIP_CHILDREN;
                kept[0] = null;
            }
            // a line of text that names the goal clearly (a footer's "Build version go1.0.2" for "which build is
            // this page from?") stays, as an element that does; so does the region when it is one such line (a footer
            // that is its copyright line, for "which software does this board run on?")
            boolean line = n.isText() || n == region && n.isElement() && !n.hasChildren();
            if (line && ctx.goal().isExplicit() && n.value() != null && n.value().length() <= GOAL_LINE
                    && rel.strong(n) && !ctx.folds().isFold(n)) {
                keep.add(n);
                // and the picture that finishes it (a licence's badge after "... under the licence")
                Node picture = Texts.pictureAfter(n, region);
                if (picture != null) keep.add(picture);
            }
            // a date written as text in the site's header, not in a time element ("/ Cory Doctorow / 9 am Tue, Feb 2
            // 2016" under the logo): the page's byline, read in its line as a time is; the first of a banner
            if (n.isText() && !once[3] && "banner".equals(region.role()) && Months.shownBy(n) >= 0) {
                once[3] = true;
                Node dated = dateLine(n, region);
                keep.add(dated != null ? dated : n);
                if (dated != null) kept[0] = dated;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a post's byline among links of its own ("posted by" Colleen Lynn "| permalink | 7 comments | email"
            // after the post): the words and the author's link stay, the first of a region
            if (n.isText() && !once[4] && bylineTries[0] < BYLINE_TRIES && !"contentinfo".equals(region.role())
                    && isBylineCue(n)) {
                bylineTries[0]++;
                Node author = authorAfter(n);
                if (author != null) {
                    once[4] = true;
                    keep.add(n);
                    keep.add(author);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
            }
            if (!n.isElement()) return n == region ? NodeVisitor.Next.CONTINUE : NodeVisitor.Next.SKIP_CHILDREN;
            // a side column's menu of the page's own section (a guide's table of contents, the page among its
            // chapters) is the way to the page after this one, and says where this one stands; so is a navigation
            // landmark's (a documentation's side column drawn as one); a footer's menus inside them are the footer's
            if (sectionMenus && !ctx.goal().isExplicit() && SectionMenu.is(n, ctx.url()) && !inFooter(n, region)) {
                keep.add(n);
                ctx.keepAsIs(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a language switcher among the chrome (a wiki's list of 200 languages; a header's "ENG 日本語 中文"), or
            // the region itself: the languages words.yaml knows, the ones a goal names most ("switch to German"),
            // stay by name; the others fold with the rest. A short one inside the region, three in four of its items
            // languages words.yaml knows, stays whole: its other items are the site's other editions ("India",
            // "Россия" after "Deutsch", "Suomi"); a wiki's list of the languages it is written in folds the rest
            if (!ctx.goal().isExplicit() && n.childCount() >= 3 && SiblingFold.languageSwitcher(n.children())) {
                // each item's language link, found once
                List<Node> items = new ArrayList<>();
                List<Node> languages = new ArrayList<>();
                for (Node c : n.children()) {
                    if (!c.isElement()) continue;
                    items.add(c);
                    Node link = SiblingFold.languageLink(c);
                    if (link != null) languages.add(link);
                }
                boolean whole = n != region && items.size() <= SWITCHER_ITEMS
                        && (items.size() - languages.size()) * 4 <= items.size();
                if (!whole) {
                    keep.addAll(languages);
                } else {
                    for (Node c : items) {
                        Node link = Texts.firstActionable(c);
                        if (link != null) keep.add(link);
                    }
                }
                // the region's other children (its search box, account links) are looked at as everywhere else
                if (n != region) return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // the site's logo at the top of the page, a link drawn as a named picture ("DAV-Bibliothek München"): what
            // the site is, and the way to its home page (at most two, among the page's first actionable elements)
            if (!ctx.goal().isExplicit() && siteLogo(n) && ctx.firstActions().contains(n) && ctx.takeLogo(LOGOS)) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a bar of a few links of which two or more name a language ("In English", "На русском" beside the mobile
            // version; flags named by their pictures): the site's other editions, which a switcher of three would be
            // (a footer, a search box or a form inside the region is kept whole below, what it holds with it)
            if (!ctx.goal().isExplicit() && n != region && n.childCount() >= 2 && n.childCount() <= SMALL_SWITCHER
                    && !"contentinfo".equals(n.role()) && !"search".equals(n.role()) && !"form".equals(n.role())) {
                List<Node> languages = smallSwitcher(n);
                if (languages != null) {
                    keep.addAll(languages);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
            }
            // the one link to the site's other edition (a bilingual site's "FR", "Français", "English" in its bar):
            // the language switcher of two, where the page's own language is no link; at most two a region
            if (!ctx.goal().isExplicit() && editions[0] < EDITION_LINKS && editionLink(n)) {
                editions[0]++;
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a currency switcher ("AUD CNY EUR JPY USD", "€ EUR | £ GBP"): its few short links stay by name, so
            // "show the prices in euros" finds its link in view
            boolean landmark = "search".equals(n.role()) || "form".equals(n.role()) || "contentinfo".equals(n.role());
            if (!ctx.goal().isExplicit() && !once[0] && !landmark && n.childCount() >= CURRENCIES_MIN
                    && currencySwitcher(n)) {
                once[0] = true;
                for (Node c : n.children()) {
                    Node link = currencyLink(c);
                    if (link != null) keep.add(link);
                }
                // the region's other children (its search box, account links) are looked at as everywhere else
                if (n != region) return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // the article's tags, the region itself too (a list of tags right after the text)
            if (tags && !once[1] && !ctx.goal().isExplicit() && tagList(n)) {
                once[1] = true;
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a pager (page numbers, "Next", the last page's number), the region itself too: the way through the list
            if (pager(n)) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (n == region) {
                // the region is the list a popular label right before it heads ("Top 5 users" over a side column's
                // box): it stays whole
                if (!ctx.goal().isExplicit() && (headedAsPopular(region) || popularBox(region))) {
                    keep.add(region);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                // the region is the document's info box (its date, its author: a list of labelled values after the
                // text, taken for a side column): it stays whole
                if ("list".equals(region.role()) && isMetadata(region)) {
                    keep.add(region);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                return NodeVisitor.Next.CONTINUE;
            }
            if ("search".equals(n.role()) || "form".equals(n.role())) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a footer inside other chrome is the page's footer, reduced as one where footers go (RegionExtract), and
            // read whole where they stay (browse)
            if ("contentinfo".equals(n.role())) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (Roles.isField(n) && n.ref() != null) {
                Node group = fieldGroup(n, region);
                keep.add(group);
                Node hints = searchHints(n, group, region);
                if (hints != null) keep.add(hints);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // a list of the most read stories, with its heading or tab: short, and where agents are sent
            // (with an explicit goal, when the goal names its heading: "the top story under Most read")
            // (or when the goal asks for the most read, in whatever language the page names its box: "the sidebar's
            // popular posts" on a Greek page's "Δημοφιλείς Αναρτήσεις")
            boolean named = ctx.goal().isExplicit() && (rel.strong(n) || asksPopular(ctx.goal()));
            // a box the page names as its most read ("Noticias más leídas", its label over the list) is that list
            if ((!ctx.goal().isExplicit() || named) && popularBox(n)) {
                keep.add(n);
                if (named) ctx.keepAsIs(n);
                else keepEntriesWhole(ctx, n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if ((!ctx.goal().isExplicit() || named) && popularLabel(n)) {
                // a heading drawn as a line of text heads what comes right after it only, not after its wrappers (a
                // banner's "Trending:" bar before the site's menu)
                Node list = popularList(n, region, textLabel(n) ? 1 : 3);
                if (list != null) {
                    keep.add(n);
                    keep.add(list);
                    if (named) ctx.keepAsIs(list);
                    // its entries stay, the 18th as the first (a ranking of 20 keywords): the fold of repeated
                    // siblings leaves them, whatever wrappers hold them (a list of 40 links at most)
                    else keepEntriesWhole(ctx, list);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
            }
            // the way on: a next or previous link in the chrome (a manual's top bar, a blog's "Older posts")
            if (RegionValue.pagerLink(n)) {
                keep.add(n);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // the page's own rating in a side block ("Average Member Rating" over "(2.8 / 5)"): a short line that is
            // a rating, in no list or table of items (whose ratings are the items'), stays with the heading or label
            // right before it; one a region
            if (!ctx.goal().isExplicit() && !once[2] && ownRating(n, region)) {
                once[2] = true;
                keep.add(n);
                Node label = labelBefore(n);
                if (label != null) keep.add(label);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (isMetadata(n)) {
                // a time is read in its line ("コンテスト時間:" start ~ end "(300分)"), whose other times it holds
                Node dated = "time".equals(n.role()) ? dateLine(n, region) : null;
                keep.add(dated != null ? dated : n);
                if (dated != null) kept[0] = dated;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // the site's phone number or e-mail address in its header ("Call us: (383) 258-29-73"): a short line, the
            // first two of a region
            if (!ctx.goal().isExplicit() && contacts[0] < CONTACTS && isContact(n)) {
                contacts[0]++;
                // with the opening hours beside it (a library's side box: its address and number, its hours, its
                // summer hours), the whole small block is read together
                Node block = contactBlock(n, region);
                boolean hours = block != null && showsOpeningHours(block);
                keep.add(hours ? block : n);
                // the block's other lines are read with it: a second number in it takes no other contact's place
                if (hours) kept[0] = block;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            // the first account link of each name, with the signed-in user's name beside a sign-out link
            if (account && isAccountLink(n) && accountNames.add(n.name().strip().toLowerCase(Locale.ROOT))) {
                keep.add(n);
                Node user = signedInUser(n);
                if (user != null) keep.add(user);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            if (rel.strong(n) && (Texts.hasActionable(n) || n.ref() != null)) {
                // a short record whose title the goal names (a call's box: its heading, then "applications by 29
                // January 2015") is read whole: what the goal asks of it is in its other lines
                Node record = ctx.goal().isExplicit() ? titledRecord(n, region, siblingRoles) : null;
                // a phone number or an address the goal asks for is read with its block: the address and the
                // opening hours beside the number ("call us ... and when are you open?")
                if (record == null && rel.answersKind(n)) record = contactBlock(n, region);
                // a label the goal names is read with the values beside it: a side box's "Nächste BRN" and its date,
                // the two to four short lines of one small block (RefTrim#isSmallRecord)
                // (a video's box too: its picture's link, its title, its date)
                if (record == null && ctx.goal().isExplicit() && !Texts.hasActionable(n) && n.parent() != null
                        && n.parent() != region && (RefTrim.isSmallRecord(n.parent()) || pictureTeaser(n.parent()))) {
                    record = n.parent();
                }
                keep.add(record != null ? record : n);
                // a group of choices the goal names (a poll's question) is sent by the button after it ("Stem")
                Node choice = CHOICE_GROUPS.contains(n.role()) ? firstChoice(n) : null;
                if (choice != null) keep.add(fieldGroup(choice, region));
                // a box the goal names by its heading ("the next event under 'Prochains rendez-vous'"): its short list
                // of entries is what the goal chooses among, kept whole beside the heading
                Node box = record == null && ctx.goal().isExplicit() ? headed.of(n) : null;
                if (box != null) {
                    keep.add(box);
                    ctx.keepAsIs(box);
                }
                // and the picture that finishes its last line (a licence's badge after "... under the licence")
                Node picture = Texts.pictureAfter(Texts.lastLine(record != null ? record : n), region);
                if (picture != null) keep.add(picture);
                // a record's detail the goal names (its time, its date, its count: "which story was posted at
                // 17:00?") says which record: the record's title stays beside it
                Node title = Texts.hasActionable(n) ? null : recordTitle(n, region, siblingRoles);
                if (title != null) keep.add(title);
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        if (ctx.goal().isExplicit() && rel.active()) {
            for (Node n : sectionMatches(rel, region)) {
                keep.add(n);
                ctx.keepAsIs(n);
            }
        }
        if (ctx.goal().isExplicit() && !ctx.goal().ordinals().isEmpty()) {
            for (Node n : positionMatches(ctx, region)) {
                keep.add(n);
                ctx.keepAsIs(n);
            }
        }
        return outermost(keep, region);
    }

    /**
     * A teaser of one picture and a few short lines: a block holding a link that shows no text (the picture's, named
     * by nothing) and two to {@link RefTrim#RECORD_PARTS} short texts with refs and nothing else (a side box's video:
     * its title, its date). What {@link RefTrim#isSmallRecord} is, with the picture's link beside its lines.
     */
    static boolean pictureTeaser(Node n) {
        if (!n.isElement() || !Roles.isStructural(n) || n.ref() == null || n.name() != null && !n.name().isBlank()) return false;
        int pictures = 0;
        int lines = 0;
        int text = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty()) continue;
            if (!c.isElement()) return false;
            if (pictureLink(c)) {
                if (++pictures > 1) return false;
                continue;
            }
            if (c.hasChildren() || Roles.isActionable(c) || Roles.isInteractive(c) || c.ref() == null) return false;
            String t = c.value() != null ? c.value() : c.name();
            if (t == null || t.isBlank()) return false;
            text += t.length();
            if (++lines > RefTrim.RECORD_PARTS || text > RefTrim.RECORD_TEXT) return false;
        }
        return pictures == 1 && lines >= 2;
    }

    /**
     * A link that shows no text: no name, and nothing in it but its properties and at most one picture without children
     * (read in a few steps, whatever the link holds).
     */
    private static boolean pictureLink(Node c) {
        if (!"link".equals(c.role()) || c.name() != null && !c.name().isBlank() || c.value() != null && !c.value().isBlank()) {
            return false;
        }
        int pictures = 0;
        for (int i = 0, cn = c.childCount(); i < cn; i++) {
            Node x = c.child(i);
            if (x.isProperty()) continue;
            if (!x.isElement() || !PageParts.isPicture(x) || x.hasChildren() || ++pictures > 1) return false;
        }
        return true;
    }

    /** A box's list read whole for its heading holds at most this many entries ... */
    static final int BOX_ENTRIES = 5;

    /** ... and at most this many nodes in all. */
    static final int BOX_NODES = 200;

    /**
     * The short lists right after the headings of one region that a goal names ({@link #of}), each heading weighed
     * once: a heading holding many links the goal names, or many headings under one parent, cost a look each.
     */
    static final class HeadedLists {
        private final Relevance rel;
        /** Per heading: its list, or the heading itself for none. */
        private final Map<Node, Node> known = new IdentityHashMap<>();
        /** Per parent whose children were read: each heading's next element sibling. */
        private final Map<Node, Map<Node, Node>> nextOf = new IdentityHashMap<>();

        HeadedLists(Relevance rel) {
            this.rel = rel;
        }

        /**
         * The list right after the heading {@code n} (or the heading holding the link {@code n}), when it is short:
         * one to {@link #BOX_ENTRIES} entries, at most {@link #BOX_NODES} nodes and {@link #SECTION_RECORD_TEXT}
         * characters of text, no list or table inside it (a side box's upcoming events), and none of its entries
         * named by the goal itself (then the goal chooses among them: an archive's year); else null.
         */
        Node of(Node n) {
            Node h = "link".equals(n.role()) && n.parent() != null && "heading".equals(n.parent().role()) ? n.parent() : n;
            if (!"heading".equals(h.role()) || h.parent() == null) return null;
            Node found = known.computeIfAbsent(h, this::look);
            return found == h ? null : found;
        }

        private Node look(Node h) {
            Node next = nextOf.computeIfAbsent(h.parent(), HeadedLists::nextElements).get(h);
            if (next == null || !"list".equals(next.role())) return h;
            int entries = 0;
            for (int ci = 0, cn = next.childCount(); ci < cn; ci++) {
                Node c = next.child(ci);
                if (!c.isElement()) continue;
                if (++entries > BOX_ENTRIES || rel.subtree(c) > 0) return h;
            }
            if (entries == 0) return h;
            int[] nodes = {0};
            int[] text = {0};
            boolean[] ok = {true};
            Traversal.walk(next, (x, d) -> {
                if (++nodes[0] > BOX_NODES || x != next && x.isElement() && ("list".equals(x.role()) || "table".equals(x.role()))) {
                    ok[0] = false;
                    return NodeVisitor.Next.STOP;
                }
                if (x.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                text[0] += Texts.ownLength(x);
                if (text[0] > SECTION_RECORD_TEXT) {
                    ok[0] = false;
                    return NodeVisitor.Next.STOP;
                }
                return NodeVisitor.Next.CONTINUE;
            });
            return ok[0] ? next : h;
        }

        /** Each heading among {@code p}'s children, with the element right after it. */
        private static Map<Node, Node> nextElements(Node p) {
            Map<Node, Node> out = new IdentityHashMap<>();
            Node heading = null;
            for (int ci = 0, cn = p.childCount(); ci < cn; ci++) {
                Node c = p.child(ci);
                if (!c.isElement()) continue;
                if (heading != null) out.put(heading, c);
                heading = "heading".equals(c.role()) ? c : null;
            }
            return out;
        }
    }

    /**
     * Whether {@code n} is a line that shows a rating and nothing else ({@link SiblingFold#isRatingAlone}: "(2.8 / 5)",
     * "4,5 von 5"; not "Mon-Fri 9 to 5"), nothing to act on, outside any list, list item, table, row or article inside
     * {@code region}: the rating of what the page is about, not one item's among others.
     */
    static boolean ownRating(Node n, Node region) {
        if (!n.isElement() || n == region || PageParts.hasElementChild(n) || Roles.isActionable(n)) return false;
        if (!SiblingFold.isRatingAlone(Texts.ownText(n).strip())) return false;
        for (Node a = n.parent(); a != null && a != region; a = a.parent()) {
            String r = a.role();
            if ("listitem".equals(r) || "row".equals(r) || "article".equals(r) || "list".equals(r) || "table".equals(r)) return false;
        }
        return true;
    }

    /** The heading or short label right before {@code n} among its siblings (what its value is of), or null. */
    private static Node labelBefore(Node n) {
        Node p = n.parent();
        if (p == null) return null;
        for (int i = n.index() - 1; i >= 0; i--) {
            Node c = p.child(i);
            if (!c.isElement()) continue;
            boolean label = "heading".equals(c.role()) || LABEL_ROLES.contains(c.role());
            return label && !Texts.hasActionable(c) && Texts.textLength(c) <= KEY_TEXT ? c : null;
        }
        return null;
    }

    /** How many levels above a detail line its record may sit ({@link #recordTitle}). */
    static final int RECORD_LEVELS = 2;

    /**
     * The title of the record {@code detail} is a line of ({@link PageParts#itemTitle}: its heading, else its first
     * named link): the record being an element at most {@link #RECORD_LEVELS} levels above the line, inside
     * {@code region}, one of {@link GoalFocus#MIN_GROUP} or more siblings of its role (a list of stories, of offers);
     * null when there is none, when the record has no heading or named link before the line, or when the title holds
     * the line or the line the title.
     */
    static Node recordTitle(Node detail, Node region, Map<Node, Map<String, Integer>> counts) {
        // a line that is an item of a list itself (a menu's entry) is a record of its own, not a record's line
        if (alike(detail, counts) >= GoalFocus.MIN_GROUP) return null;
        Node item = record(detail, region, counts);
        if (item == null) return null;
        Node title = PageParts.itemTitle(item);
        boolean named = title != null && ("heading".equals(title.role()) || "link".equals(title.role()));
        if (!named || Traversal.isInside(title, detail) || Traversal.isInside(detail, title)) return null;
        // a title heads its record: it comes before the line (a link after it is one of the record's own)
        Node first = Traversal.find(item, x -> x == title || x == detail);
        return first == title ? title : null;
    }

    /**
     * The record {@code n} is part of: the nearest element at most {@link #RECORD_LEVELS} levels above it, inside
     * {@code region}, that is one of {@link GoalFocus#MIN_GROUP} or more siblings of its role; null when none is.
     */
    private static Node record(Node n, Node region, Map<Node, Map<String, Integer>> counts) {
        Node item = n.parent();
        for (int up = 0; up < RECORD_LEVELS && item != null && item != region; up++, item = item.parent()) {
            if (alike(item, counts) >= GoalFocus.MIN_GROUP) return item;
        }
        return null;
    }

    private static final Pattern TOP_N = Pattern.compile("(?i)\\btop ?\\d{1,3}\\b");

    /** Whether the goal itself asks for a list of the most read ({@link #POPULAR}: "the popular posts box"). */
    static boolean asksPopular(Goal goal) {
        // a ranking's "top 3" in a goal asks for the first three of a list, not for a box of the most read
        return goal.isExplicit() && POPULAR.matcher(TOP_N.matcher(goal.text().replace('-', ' ')).replaceAll(" ")).find();
    }

    /** At most this many of the site's logos stay on a page (a site's and its owner's: a library and its catalogue). */
    static final int LOGOS = 2;

    /**
     * Whether {@code n} is a nameless link drawn as one picture with a telling name of its own, not a social network's
     * icon (by its picture's name or where it leads): a logo.
     */
    static boolean siteLogo(Node n) {
        if (!"link".equals(n.role()) || n.ref() == null || Fold.telling(n.name())) return false;
        Node picture = PageParts.lonePicture(n);
        if (picture == null || !Fold.telling(picture.name())
                || picture.name().length() > 80) {
            return false;
        }
        String url = Texts.url(n);
        return !SOCIAL.matcher(picture.name()).find() && (url == null || !SOCIAL.matcher(url).find());
    }

    /** A social network's name or address: its icon is no logo of the site. */
    private static final Pattern SOCIAL = Pattern.compile("(?i)facebook|instagram|twitter|\\bx\\.com\\b|youtube|linkedin"
            + "|tiktok|pinterest|\\bvk\\.com\\b|vkontakte|weibo|wechat|weixin|\\bt\\.me\\b|telegram|whatsapp|flickr|tumblr"
            + "|rss|\\bxing\\b|mastodon|threads\\.net|line\\.me|kakao|\\bok\\.ru\\b|odnoklassniki|douyin|bilibili");

    /** A bar of at most this many elements with two language links in it is a language switcher. */
    static final int SMALL_SWITCHER = 4;

    /** A region keeps at most this many links to the site's other editions ({@link #editionLink}). */
    static final int EDITION_LINKS = 2;
    /**
     * The two-letter codes a bilingual site names its other edition by, upper case ("FR", "EN"); not "IT", which a
     * menu says for its IT services, nor codes that are words or countries ("NO", "CA", "UK").
     */
    private static final Set<String> EDITION_CODES = Set.of("EN", "DE", "FR", "ES", "PT", "NL", "RU", "PL", "JA", "JP",
            "ZH", "CN", "KO", "AR", "HE", "TR", "SV", "DA", "FI", "EL", "CS", "HU", "RO");
    /** A link naming a language is this short at most: "Français", "English version". */
    static final int EDITION_NAME = 20;

    /**
     * Whether {@code n} is a link to the site's edition in another language: named by a two-letter code in upper case
     * ({@link #EDITION_CODES}) or by a language's own name, whole ({@link SiblingFold#isOwnLanguageName}).
     */
    static boolean editionLink(Node n) {
        if (!"link".equals(n.role()) || n.ref() == null || n.name() == null) return false;
        String name = n.name().strip();
        if (name.isEmpty() || name.length() > EDITION_NAME) return false;
        if (!EDITION_CODES.contains(name) && !SiblingFold.isOwnLanguageName(name)) return false;
        // alone: a list of languages (a wiki's 250) is a switcher, kept by its own rule
        Node item = "listitem".equals(n.parent() == null ? null : n.parent().role()) ? n.parent() : n;
        Node list = item.parent();
        if (list == null) return true;
        for (int ci = 0, cn = list.childCount(); ci < cn; ci++) {
            Node c = list.child(ci);
            if (c != item && c.isElement() && SiblingFold.languageLink(c) != null) return false;
        }
        return true;
    }

    /**
     * The language links of {@code n} when its element children, {@link #SMALL_SWITCHER} at most, are links (or items of
     * one link) or hold nothing to act on (the page's own language, a word or a flag), and two or more of them name a
     * language; else null.
     */
    private static List<Node> smallSwitcher(Node n) {
        List<Node> languages = null;
        int items = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (!c.isElement()) continue;
            if (++items > SMALL_SWITCHER) return null;
            // the link itself, or an item's one link (through two wrappers at most, a separator beside it: "In
            // English |"): looked at, not searched for
            Node link = c;
            for (int down = 0; down < 2 && !"link".equals(link.role()); down++) {
                Node next = loneElement(link);
                if (next == null) next = flaggedLink(link);
                if (next == null) break;
                link = next;
            }
            if (!"link".equals(link.role())) {
                // the language the page is in, as a plain word or a flag (in its item too); anything else is no switcher
                if ("img".equals(link.role()) || !PageParts.hasElementChild(link) && !Roles.isActionable(link)) continue;
                return null;
            }
            Node language = SiblingFold.languageLink(link);
            if (language != null) {
                if (languages == null) languages = new ArrayList<>(2);
                languages.add(language);
            }
        }
        return languages != null && languages.size() >= 2 ? languages : null;
    }

    /**
     * The named link of an item that is a flag and a name leading to the same place (a nameless link, its picture
     * left out or named by it, then "In English" with the same address): the item's one link, as a language bar draws
     * it. Null for anything else.
     */
    private static Node flaggedLink(Node item) {
        Node first = null;
        Node second = null;
        for (int ci = 0, cn = item.childCount(); ci < cn; ci++) {
            Node c = item.child(ci);
            if (c.isProperty() || c.isText() && (c.value() == null || SEPARATOR.matcher(c.value()).matches())) continue;
            if (!c.isElement() || !"link".equals(c.role()) || second != null) return null;
            if (first == null) first = c;
            else second = c;
        }
        if (second == null) return null;
        boolean firstNamed = first.name() != null && !first.name().isBlank();
        boolean secondNamed = second.name() != null && !second.name().isBlank();
        if (firstNamed == secondNamed) return null;
        String a = Texts.url(first);
        return a != null && a.equals(Texts.url(second)) ? (firstNamed ? first : second) : null;
    }

    /** The one element child of {@code n}, beside which it holds only separators ("|", "·", "/"); else null. */
    private static Node loneElement(Node n) {
        Node only = null;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (c.isProperty()) continue;
            if (c.isText()) {
                if (c.value() != null && !SEPARATOR.matcher(c.value()).matches()) return null;
                continue;
            }
            if (only != null) return null;
            only = c;
        }
        return only;
    }

    private static final Pattern SEPARATOR = Pattern.compile("[\\s\\p{P}\\p{S}]*");

    /** A link named by a month and a year ({@link Months#NAMES}): an entry of an archive by date, as one named by a year ({@link #YEAR}). */
    private static final Pattern MONTH_YEAR = Pattern.compile("(\\p{L}[\\p{L}.]{2,11}) (?:19|20)\\d\\d");
    /** Whether {@code name} is a month and a year ({@link #MONTH_YEAR}, {@link Months#NAMES}). */
    private static boolean monthYear(String name) {
        return monthIndex(name) >= 0;
    }

    /** The month {@code name} names with its year, counted in months (year * 12 + month), or -1 when it names none. */
    private static int monthIndex(String name) {
        Matcher m = MONTH_YEAR.matcher(name);
        if (!m.matches()) return -1;
        String month = m.group(1).toLowerCase(Locale.ROOT);
        java.time.Month found = Months.NAMES.get(month.endsWith(".") ? month.substring(0, month.length() - 1) : month);
        if (found == null) return -1;
        String year = name.substring(name.length() - 4);
        return Integer.parseInt(year) * 12 + found.getValue() - 1;
    }
    /** An entry's count of posts, beside its link: "(9)", "(1,024)". */
    private static final Pattern ENTRY_COUNT = Pattern.compile("\\(\\d[\\d,.]*\\)");
    /** An archive has this many dated entries or more ... */
    static final int ARCHIVE_ENTRIES = 3;
    /** ... and keeps at most this many of them (a blog's years, a year's months). */
    static final int ARCHIVE_KEEP = 24;

    /**
     * The lines of a blog's archive by date in {@code region} that stay without an explicit goal: each entry's link and
     * its count of posts ("2017 (9)", Blogger's years, whose months, nested under them, fold; "March 2014 (3)", the
     * months of WordPress's flat list, when there are no years; a month by its name in {@link Months#NAMES}: "Tokyo 2020" is
     * no month), at least {@link #ARCHIVE_ENTRIES} entries, the first {@link #ARCHIVE_KEEP} of them. An entry is an
     * element holding, as its own children, a link named by the date alone and a text giving the count; or, for a
     * month, a list item holding that link and nothing else (WordPress's and TypePad's archives without counts: "March
     * 2018"), when such items run from the newest month back, as archives do (a picker of the months to come runs
     * forward); a year alone is no entry then, as a row of years may be any year picker.
     */
    static List<Node> dateArchive(Node region) {
        List<Node> years = new ArrayList<>();
        List<Node> months = new ArrayList<>();
        List<Node> lone = new ArrayList<>();
        // entries: years, months with counts, months alone; the last month alone seen, and whether they ran back
        int[] entries = new int[3];
        int[] last = {Integer.MAX_VALUE, 1};
        Traversal.walk(region, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (!n.isElement() || n.childCount() == 0) return NodeVisitor.Next.CONTINUE;
            if (n.childCount() == 1) {
                Node c = n.child(0);
                int month = "listitem".equals(n.role()) && c.isElement() && "link".equals(c.role()) && c.name() != null
                        ? monthIndex(c.name().strip()) : -1;
                if (month >= 0) {
                    if (month > last[0]) last[1] = 0;
                    last[0] = month;
                    if (entries[2]++ < ARCHIVE_KEEP) lone.add(c);
                    return NodeVisitor.Next.SKIP_CHILDREN;
                }
                return NodeVisitor.Next.CONTINUE;
            }
            Node link = null;
            Node count = null;
            boolean year = false;
            for (Node c : n.children()) {
                if (link == null && c.isElement() && "link".equals(c.role()) && c.name() != null) {
                    String name = c.name().strip();
                    year = YEAR.matcher(name).matches();
                    if (year || monthYear(name)) link = c;
                } else if (link != null && count == null && c.isText() && c.value() != null
                        && ENTRY_COUNT.matcher(c.value().strip()).matches()) {
                    count = c;
                }
            }
            if (link == null || count == null) return NodeVisitor.Next.CONTINUE;
            if (entries[year ? 0 : 1]++ < ARCHIVE_KEEP) {
                List<Node> to = year ? years : months;
                to.add(link);
                to.add(count);
            }
            return NodeVisitor.Next.CONTINUE;
        });
        if (entries[0] >= ARCHIVE_ENTRIES) return years;
        if (entries[1] >= ARCHIVE_ENTRIES) return months;
        return entries[2] >= ARCHIVE_ENTRIES && last[1] == 1 ? lone : List.of();
    }

    /** What a contact block holds none of: a list, a table, a menu or navigation of links. */
    private static final Set<String> CONTACT_BLOCK_NOT = Set.of("list", "table", "menu", "navigation");
    /** What a record read whole for its title holds none of: a list, a menu, a tree, a table. */
    private static final Set<String> RECORD_NOT = Set.of("list", "menu", "tree", "table");

    /** Whether an element below {@code n} is of one of {@code roles}. */
    private static boolean holdsAny(Node n, Set<String> roles) {
        return Traversal.find(n, x -> x.isElement() && x.role() != null && roles.contains(x.role())) != null;
    }

    /** A contact block ({@link #contactBlock}) reads at most this many characters ... */
    static final int CONTACT_BLOCK_TEXT = 300;
    /** ... in at most this many lines of its own, and sits at most this many levels above the line. */
    static final int CONTACT_BLOCK_LINES = 6;
    static final int CONTACT_BLOCK_LEVELS = 2;
    /** ... holding at most this many links or controls. */
    static final int CONTACT_BLOCK_LINKS = 2;

    /**
     * The block of short lines a contact line ({@code line}: a phone number, an e-mail address) stands in, inside
     * {@code region}: its nearest ancestor with a ref, at most {@link #CONTACT_BLOCK_LEVELS} levels up, of two to
     * {@link #CONTACT_BLOCK_LINES} children, reading at most {@link #CONTACT_BLOCK_TEXT} characters, with no list or
     * table in it, and at most {@link #CONTACT_BLOCK_LINKS} links or controls (an address, a number, the opening hours; not
     * a row of links); else null.
     */
    static Node contactBlock(Node line, Node region) {
        Node a = line.parent();
        for (int i = 0; i < CONTACT_BLOCK_LEVELS && a != null && a != region; i++, a = a.parent()) {
            if (a.ref() == null) continue;
            if (a.childCount() < 2 || a.childCount() > CONTACT_BLOCK_LINES) return null;
            if (Texts.subtreeText(a, CONTACT_BLOCK_TEXT + 1).length() > CONTACT_BLOCK_TEXT) return null;
            // a number's tel: link, an address's mailto: link; not a row of links beside it
            return !holdsAny(a, CONTACT_BLOCK_NOT) && Texts.actionableCount(a, CONTACT_BLOCK_LINKS + 1) <= CONTACT_BLOCK_LINKS
                    ? a : null;
        }
        return null;
    }

    /** A date's line is found at most this many levels above its {@code time} ... */
    static final int DATE_LINE_LEVELS = 3;
    /** ... and reads at most this much, with at most {@link #DATE_LINE_ACTIONS} things to act on. */
    static final int DATE_LINE_TEXT = 160;
    static final int DATE_LINE_ACTIONS = 3;

    /**
     * The line a {@code time} (or a text showing a date) is read in: its nearest block, up to
     * {@link #DATE_LINE_LEVELS} levels above it and inside {@code region}, with a text of its own beside it (the label
     * and the rest: "コンテスト時間:" a start, "~", an end, "(300分)"; "Posted on" a date "by" an author), short ({@link #DATE_LINE_TEXT}), with no heading, list,
     * table or field in it, and one thing to act on at most that holds no time (an author's link; a logo and "Log in"
     * beside a date are the banner's). Null when the time stands alone.
     */
    static Node dateLine(Node time, Node region) {
        Node a = time.parent();
        for (int i = 0; i < DATE_LINE_LEVELS && a != null && a != region; i++, a = a.parent()) {
            boolean ownText = false;
            for (int ci = 0, cn = a.childCount(); ci < cn && !ownText; ci++) {
                Node c = a.child(ci);
                ownText = c.isText() && c.value() != null && c.value().codePoints().anyMatch(Character::isLetterOrDigit);
            }
            if (!ownText) continue;
            if (Texts.subtreeText(a, DATE_LINE_TEXT + 1).length() > DATE_LINE_TEXT
                    || Texts.actionableCount(a, DATE_LINE_ACTIONS + 1) > DATE_LINE_ACTIONS || othersToActOn(a) > 1) {
                return null;
            }
            Node block = a;
            boolean blocks = Traversal.find(a, x -> x != block && x.isElement() && ("heading".equals(x.role())
                    || Roles.isRepeatingContainer(x) || "table".equals(x.role()) || Roles.isField(x))) != null;
            return blocks ? null : a;
        }
        return null;
    }

    /** How many things to act on {@code line} holds that hold no {@code time} (a logo, "Log in" beside a date). */
    private static int othersToActOn(Node line) {
        int[] others = {0};
        Traversal.walk(line, (n, d) -> {
            if (n.isProperty() || n.isText()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != line && Roles.isActionable(n)) {
                if (Traversal.find(n, x -> x.isElement() && "time".equals(x.role())) == null) others[0]++;
                return NodeVisitor.Next.SKIP_CHILDREN;
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return others[0];
    }

    /** A time of day: digits, maybe minutes, maybe a mark of the clock ("10", "10:30", "9h30", "7 pm", "18 Uhr"). */
    private static final String CLOCK = "\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:[ap]\\.?\\s?m\\.?(?![\\p{L}])|h(?![\\p{L}])|uhr(?![\\p{L}])|時)?";
    /**
     * Two times of day joined by a dash or a word ("1-5 pm", "10 am - 6 pm", "9:00–17:30", "10 bis 18 Uhr"), one of
     * them said as a time (minutes or a mark of the clock), so that "1-5" alone, a range of pages, is none.
     */
    private static final Pattern HOURS = Pattern.compile("(?<![\\d:.])(" + CLOCK + ")"
            + "(?:\\s*[-\u2013\u2014~\u301c\uff5e]\\s*|\\s+(?:to|bis|\u00e0|a|до)\\s+)(" + CLOCK + ")(?![\\d])",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** Opening hours say at least this many spans of time. */
    static final int HOURS_SPANS = 2;

    /**
     * Whether {@code block} tells opening hours: {@link #HOURS_SPANS} spans of time of day or more in its text, one of
     * them at least said as a time ("Mo–Fr 8–12 und 13–17 Uhr": the mark of the clock is said once for both).
     */
    static boolean showsOpeningHours(Node block) {
        Matcher m = HOURS.matcher(Texts.subtreeText(block, CONTACT_BLOCK_TEXT + 1));
        int spans = 0;
        boolean said = false;
        while (m.find()) {
            spans++;
            said |= saysTime(m.group(1)) || saysTime(m.group(2));
            if (said && spans >= HOURS_SPANS) return true;
        }
        return false;
    }

    /** Whether a time of day {@link #HOURS} found is said as one: with its minutes or a mark of the clock. */
    private static boolean saysTime(String t) {
        return !t.strip().chars().allMatch(Character::isDigit);
    }

    /** Marks every element inside a most-read list or a ranking as kept whole ({@link PruneContext#keepWhole}). */
    private static void keepEntriesWhole(PruneContext ctx, Node list) {
        Traversal.walk(list, (n, d) -> {
            if (n.isProperty() || !n.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != list) ctx.keepWhole(n);
            return NodeVisitor.Next.CONTINUE;
        });
    }

    /** A record read whole for its title ({@link #titledRecord}) says at most this many characters. */
    static final int RECORD_TEXT = 400;

    /**
     * The record {@code title} heads (its heading, or its headline link inside the heading, is {@link
     * PageParts#itemTitle}), when the record is one of {@link GoalFocus#MIN_GROUP} or more alike at most {@link
     * #RECORD_LEVELS} levels above the title, inside {@code region}, short ({@link #RECORD_TEXT}), with a line of text
     * of its own besides the title and no list (a menu's entry with its submenu is no record to read); else null.
     */
    static Node titledRecord(Node title, Node region, Map<Node, Map<String, Integer>> counts) {
        if (!title.isElement() || !"heading".equals(title.role()) && !"link".equals(title.role())) return null;
        // a headline link and the heading around it are one title: the record is looked for above the heading (a
        // review's card: its picture's link, then a wrapper of its heading's link and its score)
        Node whole = "link".equals(title.role()) && title.parent() != null && "heading".equals(title.parent().role())
                && title.parent() != region ? title.parent() : title;
        Node item = record(whole, region, counts);
        if (item == null) return null;
        Node t = PageParts.itemTitle(item);
        if (t == null || t != title && !Traversal.isInside(title, t)) return null;
        if (Texts.subtreeText(item, RECORD_TEXT + 1).length() > RECORD_TEXT) return null;
        // a record to read: a line of text beside its title, no list in it (a menu's entry and its submenu is none)
        Node text = Traversal.find(item, x -> !Traversal.isInside(x, t) && !Roles.isActionable(x)
                && (x.isText() || x.isElement()) && !Texts.ownText(x).isBlank());
        return !holdsAny(item, RECORD_NOT) && text != null ? item : null;
    }

    /**
     * How many elements of {@code n}'s role its parent holds, {@code n} among them; each parent's children counted once
     * per walk ({@code counts}: parent -> role -> count), so asking it of every strong line of a long list stays linear.
     */
    private static int alike(Node n, Map<Node, Map<String, Integer>> counts) {
        Node p = n.parent();
        if (p == null || !n.isElement()) return 0;
        Map<String, Integer> roles = counts.computeIfAbsent(p, q -> {
            Map<String, Integer> m = new HashMap<>();
            for (Node c : q.children()) if (c.isElement()) m.merge(String.valueOf(c.role()), 1, Integer::sum);
            return m;
        });
        return roles.getOrDefault(String.valueOf(n.role()), 0);
    }

    /** The heading or tab of a list of most read stories ({@code words.yaml}'s popular list). */
    static final Pattern POPULAR = Pattern.compile(WordLists.bundled().alternatives(WordLists.Phrases.POPULAR_LIST),
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** Such a heading is short ... */
    static final int POPULAR_LABEL = 60;
    /** ... and its list holds this many links or more, and at most {@link #POPULAR_LINKS}. */
    static final int POPULAR_MIN_LINKS = 3;
    static final int POPULAR_LINKS = 40;

    /**
     * Whether {@code n} heads a list of most read (viewed, shared) stories: a heading, a tab, or a link that leads
     * nowhere (a tab drawn as a link to {@code #}), with a short text that says so. A link that leads somewhere ("BBC
     * Trending") is a page of its own.
     */
    static boolean popularLabel(Node n) {
        String role = n.role();
        // a heading, a tab, a link to nowhere, or a heading drawn as a line of text ("Top artykuły" over its list)
        boolean label = "heading".equals(role) || "tab".equals(role)
                || "link".equals(role) && (!CopyFold.leadsSomewhere(Texts.url(n)) || lineOfItsOwn(n)) || textLabel(n);
        // a page's own title ("Top 10 laptops of 2024") heads the page, not a list beside it; in a side column, a
        // first-level heading is the widget's own (a theme giving each section of the sidebar its h1)
        if (!label || "heading".equals(role) && "1".equals(n.attr("level")) && !inSideColumn(n)) return false;
        String t = n.name() != null && !n.name().isBlank() ? n.name() : Texts.subtreeText(n, POPULAR_LABEL + 1);
        return t.length() <= POPULAR_LABEL && POPULAR.matcher(t).find();
    }

    /** The roles of a box a page may name by what it holds. */
    private static final Set<String> BOXES = Set.of("generic", "region", "complementary", "navigation", "group", "list",
            "section");

    /**
     * Whether {@code n} is a box whose own short name says it holds the most read ({@link #POPULAR}: a label given to
     * the box, "Noticias más leídas", rather than a heading over it) and that holds {@link #POPULAR_MIN_LINKS} to
     * {@link #POPULAR_LINKS} links: the list itself.
     */
    static boolean popularBox(Node n) {
        if (!n.isElement() || !n.hasChildren() || !BOXES.contains(n.role())) return false;
        String name = n.name();
        if (name == null || name.isBlank() || name.length() > POPULAR_LABEL || !POPULAR.matcher(name).find()) return false;
        int links = linkCount(n, POPULAR_LINKS + 1);
        return links >= POPULAR_MIN_LINKS && links <= POPULAR_LINKS;
    }

    /**
     * Whether link {@code n} is a line of its own above what follows: the one element of a paragraph (a box's title
     * drawn as a link to the whole list, "最热新闻" over its ten headlines), not a link among others.
     */
    private static boolean lineOfItsOwn(Node n) {
        Node p = n.parent();
        if (p == null || !"paragraph".equals(p.role())) return false;
        for (Node c : p.children()) if (c != n && !c.isProperty()) return false;
        return true;
    }

    /** Whether {@code n} is inside a side column ({@code complementary}). */
    private static boolean inSideColumn(Node n) {
        for (Node a = n.parent(); a != null; a = a.parent()) if ("complementary".equals(a.role())) return true;
        return false;
    }

    /**
     * Whether the element right before {@code region} is a {@linkplain #popularLabel popular label} and the region
     * holds {@link #POPULAR_MIN_LINKS} to {@link #POPULAR_LINKS} links: the list it heads.
     */
    private static boolean headedAsPopular(Node region) {
        Node p = region.parent();
        if (p == null) return false;
        for (int i = region.index() - 1; i >= 0; i--) {
            Node c = p.child(i);
            if (!c.isElement()) continue;
            if (!popularLabel(c)) return false;
            int links = linkCount(region, POPULAR_LINKS + 1);
            return links >= POPULAR_MIN_LINKS && links <= POPULAR_LINKS;
        }
        return false;
    }

    /** Whether {@code n} is a heading drawn as a line of text: a generic, paragraph or strong with no element under it. */
    private static boolean textLabel(Node n) {
        String role = n.role();
        return ("generic".equals(role) || "paragraph".equals(role) || "strong".equals(role)) && !PageParts.hasElementChild(n);
    }

    /**
     * The list a {@linkplain #popularLabel popular label} heads: the first of the next two blocks after it that holds
     * {@link #POPULAR_MIN_LINKS} to {@link #POPULAR_LINKS} links, looking after the label itself, then after each of
     * up to two wrappers around it (a tab in a row of tabs heads the list after the row), up to {@code levels} - 1 of
     * them; null when there is none.
     */
    static Node popularList(Node label, Node region, int levels) {
        // a box's title as its first line, its links right after it as its other children ("Most read" over four links)
        Node box = label.parent();
        if (box != null && box != region && firstElement(box) == label && onlyLinksAfter(box, label)) {
            int links = linkCount(box, POPULAR_LINKS + 1);
            if (links >= POPULAR_MIN_LINKS && links <= POPULAR_LINKS) return box;
        }
        Node a = label;
        for (int up = 0; up < levels && a != region && a.parent() != null; up++, a = a.parent()) {
            Node p = a.parent();
            int seen = 0;
            for (int i = a.index() + 1; i < p.childCount() && seen < 2; i++) {
                Node c = p.child(i);
                if (!c.isElement()) continue;
                seen++;
                int links = linkCount(c, POPULAR_LINKS + 1);
                if (links >= POPULAR_MIN_LINKS) return links <= POPULAR_LINKS ? c : null;
            }
        }
        return null;
    }

    /** The first element child of {@code p}, or null. */
    static Node firstElement(Node p) {
        for (Node c : p.children()) if (c.isElement()) return c;
        return null;
    }

    /** Whether every element child of {@code box} after {@code label} is a link. */
    private static boolean onlyLinksAfter(Node box, Node label) {
        for (int i = label.index() + 1; i < box.childCount(); i++) {
            Node c = box.child(i);
            if (c.isElement() && !"link".equals(c.role())) return false;
        }
        return true;
    }

    private static int linkCount(Node start, int cap) {
        int[] c = {0};
        Traversal.walk(start, (n, d) -> {
            if (n.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n.isElement() && "link".equals(n.role()) && n.ref() != null) c[0]++;
            return c[0] >= cap ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
        });
        return c[0];
    }

    /** A record of a side column taken whole for the goal holds at most this much text ... */
    static final int SECTION_RECORD_TEXT = 1500;
    /** ... and at most this many of them stay per region. */
    static final int SECTION_RECORDS = 3;

    /**
     * The records of a side column that the goal names together with the heading of their section: a label's count
     * under "Labels" ("how many posts are labelled javascript", where javascript is on every line of the page and
     * names nothing alone), a month under "Blog archive", one game's table under "MLB scores". A list item, a row, a
     * short table or an article whose own text and its section heading's together name the goal as well as a strong
     * match would stays whole, with that heading; the best few, each the smallest that scores best.
     */
    private static List<Node> sectionMatches(Relevance rel, Node region) {
        double bar = rel.strongBar();
        List<Match> found = new ArrayList<>();
        Node[] heading = {null};
        // the line of text right above the list the walk is in ("Themen im Trend"), with the list: a short line heads
        // its list beside the section's heading, not instead of it ("Labels", then "Browse by topic", then the labels)
        Node[] label = {null, null};
        Map<Node, Node> labels = listLabels(region);
        // the heading each record the walk is in found on its way in: a heading inside a record (a widget's own
        // "Categories", a story's title) heads what follows it inside that record, and nothing after it
        ArrayDeque<Node[]> outer = new ArrayDeque<>();
        Traversal.walk(region, new NodeVisitor.WithTail() {
            @Override
            public Next head(Node n, int depth) {
                if (!n.isElement()) return Next.SKIP_CHILDREN;
                if ("heading".equals(n.role())) {
                    heading[0] = n;
                    return Next.SKIP_CHILDREN;
                }
                Node list = labels.get(n);
                if (list != null) {
                    label[0] = n;
                    label[1] = list;
                    return Next.SKIP_CHILDREN;
                }
                if (n != region && isRecord(n)) {
                    outer.push(new Node[] {n, heading[0], label[0], label[1]});
                    // the record names part of the goal itself: a heading alone would pick every record under it
                    double s = rel.subtree(n) > 0 ? rel.underHeading(n, heading[0], label[0]) : 0;
                    double above = Math.max(rel.subtree(heading[0]), rel.subtree(label[0]));
                    if (s >= bar && s > above && Texts.textLength(n) <= SECTION_RECORD_TEXT) {
                        found.add(new Match(n, heading[0], label[0], s, found.size()));
                    }
                }
                return Next.CONTINUE;
            }

            @Override
            public void tail(Node n, int depth) {
                if (n == label[1]) label[0] = label[1] = null;
                if (!outer.isEmpty() && outer.peek()[0] == n) {
                    Node[] was = outer.pop();
                    heading[0] = was[1];
                    label[0] = was[2];
                    label[1] = was[3];
                }
            }
        });
        // the best first; among equals the innermost (found later in a walk that goes down)
        found.sort(Comparator.comparingDouble(Match::score).reversed()
                .thenComparing(Comparator.comparingInt(Match::order).reversed()));
        List<Node> out = new ArrayList<>();
        List<Node> taken = new ArrayList<>();
        for (Match m : found) {
            if (taken.size() >= SECTION_RECORDS) break;
            boolean nested = false;
            for (Node o : taken) nested |= Traversal.isInside(m.record(), o) || Traversal.isInside(o, m.record());
            if (nested) continue;
            taken.add(m.record());
            out.add(m.record());
            if (m.heading() != null && m.heading().ref() != null && !out.contains(m.heading())) out.add(m.heading());
            if (m.label() != null && m.label().ref() != null && !out.contains(m.label())) out.add(m.label());
        }
        return out;
    }

    /**
     * The items of a side column's lists that the goal names by position ("the second most popular story"): in a
     * region that names the goal (its "Most popular" tab or heading), the item at each of the goal's positions of the
     * first lists that come after such a match, at most {@link #SECTION_RECORDS} of them. The list's other items fold
     * with the region.
     */
    private static List<Node> positionMatches(PruneContext ctx, Node region) {
        Relevance rel = ctx.relevance();
        List<Node> out = new ArrayList<>();
        if (!rel.active()) return out;
        boolean[] named = {false};
        List<Node> parents = new ArrayList<>();
        Traversal.walk(region, (n, d) -> {
            if (!n.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (n != region && rel.strong(n)) named[0] = true;
            else if (named[0] && n.childCount() >= GoalFocus.MIN_GROUP) parents.add(n);
            return NodeVisitor.Next.CONTINUE;
        });
        for (Node p : parents) {
            for (List<Node> g : Signature.groups(p, ctx.folds()::isFold).values()) {
                if (g.size() < GoalFocus.MIN_GROUP) continue;
                for (Node item : GoalPicks.atPositions(rel, g)) {
                    if (out.size() >= SECTION_RECORDS) break;
                    rel.pick(item);
                    out.add(item);
                }
            }
            if (out.size() >= SECTION_RECORDS) break;
        }
        return out;
    }

    private record Match(Node record, Node heading, Node label, double score, int order) {
    }

    /** A list's label may sit this many wrappers deep in the block before the list (a navigation around its title). */
    static final int LABEL_WRAPPERS = 2;

    /**
     * {@code block} when it is a {@linkplain #textLabel line of text}, or the one line inside it, {@link #LABEL_WRAPPERS}
     * wrappers of one element each at most and no text of their own; null otherwise.
     */
    private static Node onlyLine(Node block) {
        Node n = block;
        for (int up = 0; up <= LABEL_WRAPPERS; up++) {
            if (textLabel(n)) return n;
            Node only = null;
            for (int i = 0, k = n.childCount(); i < k; i++) {
                Node c = n.child(i);
                if (c.isProperty()) continue;
                if (!c.isElement() || only != null) return null;
                only = c;
            }
            if (only == null || n.value() != null && !n.value().isBlank()) return null;
            n = only;
        }
        return null;
    }

    /** A line of text that heads a list is this short at most. */
    static final int LIST_LABEL = 80;

    /**
     * The {@linkplain #textLabel lines of text} of {@code region}, short ({@link #LIST_LABEL}), whose next element is a
     * list or a table, or that are the one line of that element ({@link #onlyLine}), each with that list: the list's
     * heading, drawn without a heading's role ("Themen im Trend" over a side column's list). Found in one walk, each
     * parent's children read once.
     */
    private static Map<Node, Node> listLabels(Node region) {
        Map<Node, Node> out = new IdentityHashMap<>();
        Traversal.walk(region, (n, d) -> {
            if (!n.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            Node label = null;
            for (int i = 0, k = n.childCount(); i < k; i++) {
                Node c = n.child(i);
                if (!c.isElement()) continue;
                if (label != null && ("list".equals(c.role()) || "table".equals(c.role()))) out.put(label, c);
                label = null;
                Node line = onlyLine(c);
                if (line != null) {
                    String text = Texts.subtreeText(line, LIST_LABEL + 1).strip();
                    if (!text.isEmpty() && text.length() <= LIST_LABEL) label = line;
                }
            }
            return NodeVisitor.Next.CONTINUE;
        });
        return out;
    }

    /** What a side column lists: an item, a row, a short table, an article. */
    private static boolean isRecord(Node n) {
        String r = n.role();
        return "listitem".equals(r) || "row".equals(r) || "article".equals(r)
                || "table".equals(r) && Traversal.find(n, c -> c != n && "table".equals(c.role())) == null
                        && PageParts.rows(n, METADATA_ROWS).size() <= METADATA_ROWS;
    }

    /** A metadata table has at most this many rows. */
    static final int METADATA_ROWS = 12;

    /** A currency switcher offers at least this many currencies ... */
    static final int CURRENCIES_MIN = 3;
    /** ... and at most this many (a longer list is a converter's or a shop's settings page: the page's own). */
    static final int CURRENCIES_MAX = 40;
    /** A currency's name in a switcher is at most this long ("Euro (€)", "US$ USD"). */
    static final int CURRENCY_NAME = 16;
    /** The currencies a switcher names. */
    private static final Currencies CURRENCIES = Currencies.bundled();
    /** A currency's sign, alone or beside its code ("€", "US$", "zł"). */
    private static final Pattern CURRENCY_SIGN = CURRENCIES.switcherSign();
    /** What parts a currency switcher's name into its words (compiled once). */
    private static final Pattern CURRENCY_SPLIT = Pattern.compile("[\\s()\\[\\]/|:-]+");
    /** A link that switches the currency says so in its URL ({@code ?currency=EUR}). */
    private static final Pattern CURRENCY_URL = Pattern.compile("[?&](?:currency|currencyCode|curr?|waehrung|moneda|devise)=",
            Pattern.CASE_INSENSITIVE);

    /**
     * Whether {@code n}'s children are a currency switcher: {@link #CURRENCIES_MIN} to {@link #CURRENCIES_MAX} items,
     * at least half of them (and three) a {@linkplain #currencyLink currency's link}.
     */
    static boolean currencySwitcher(Node n) {
        if (n.childCount() > CURRENCIES_MAX || Roles.isActionable(n)) return false;
        int items = 0;
        int currencies = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (!c.isElement() || c.isProperty()) continue;
            items++;
            if (currencyLink(c) != null) currencies++;
        }
        return currencies >= CURRENCIES_MIN && currencies * 2 >= items;
    }

    /**
     * The link of item {@code c} (or {@code c} itself) when it names a currency and nothing else: a code ISO 4217
     * knows, a sign, or both ("EUR", "€", "€ EUR", "Euro (€)" with a {@code ?currency=} URL); else null.
     */
    static Node currencyLink(Node c) {
        Node link = "link".equals(c.role()) || "button".equals(c.role()) || "menuitem".equals(c.role()) ? c : loneLink(c);
        if (link == null || link.name() == null) return null;
        String name = link.name().strip();
        if (name.isEmpty() || name.length() > CURRENCY_NAME) return null;
        boolean code = false;
        boolean other = false;
        for (String w : CURRENCY_SPLIT.split(name)) {
            if (w.isEmpty()) continue;
            if (CURRENCIES.isCode(w) || CURRENCY_SIGN.matcher(w).matches()) code = true;
            else other = true;
        }
        if (code && !other) return link;
        // a currency's name in words ("Euro", "Dollar US") is one only where its URL says it switches the currency
        String url = Texts.url(link);
        return url != null && CURRENCY_URL.matcher(url).find() ? link : null;
    }

    /** A list of an article's tags holds at least this many links ... */
    static final int TAG_MIN = 2;
    /** ... and at most this many (a longer one is a tag cloud: it folds with the rest). */
    static final int TAG_LINKS = 12;
    /**
     * A link into a site's index of tags or topics: a path segment that says so ({@code /tags/cold-war},
     * {@code /tag/}, {@code /topics/}, Blogger's {@code /search/label/}, {@code /schlagwort/}, {@code /etiqueta/},
     * {@code /thema/}, {@code /sujet/}, {@code ?tag=}), not a category of a menu.
     */
    private static final Pattern TAG_URL = Pattern.compile("/(?:tags?|tagged|topics|labels?|keywords?"
            + "|schlagw[oö]rt(?:er)?|stichw[oö]rt(?:er)?|them(?:a|en)|etiquetas?|etichett[ae]|temas?|tematy?|sujets?"
            + "|mots?-cl[eé]s?|argoment[oi]|onderwerpen?|tagit|avainsanat|[sš]t[ií]tky|címkék|etykiety)(?:/|$)"
            // a blog without pretty links: its front page with a tag ("/?tag=harbour"); a shop's "?tag=" on a
            // product's page is an affiliate's mark
            + "|^(?:[a-z]+://[^/?#]+)?/?(?:index\\.\\w+)?\\?(?:[^#]*&)?tags?=",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Whether {@code n} is the list of an article's tags: {@link #TAG_MIN} to {@link #TAG_LINKS} links, its children
     * or each alone in a child (list items), every one leading into the site's index of tags ({@link #TAG_URL}), and
     * nothing else in it to act on. Where the blocks after an article's text fold as side matter, "more stories
     * tagged 'cold war'" keeps its link.
     */
    static boolean tagList(Node n) {
        if (!n.isElement() || n.childCount() < TAG_MIN || Roles.isActionable(n)) return false;
        int links = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node c = n.child(ci);
            if (!c.isElement()) continue;
            Node link = "link".equals(c.role()) ? c : loneLink(c);
            if (link == null) {
                // a separator or a label ("Tags:") between them; anything more is no list of tags
                if (PageParts.hasElementChild(c)) return false;
                continue;
            }
            String url = Texts.url(link);
            if (url == null || !TAG_URL.matcher(url).find() || ++links > TAG_LINKS) return false;
        }
        return links >= TAG_MIN;
    }

    /** The one element child of {@code item} when it is a link and {@code item} holds nothing else, else null. */
    private static Node loneLink(Node item) {
        Node link = null;
        for (int ci = 0, cn = item.childCount(); ci < cn; ci++) {
            Node c = item.child(ci);
            if (!c.isElement()) continue;
            if (link != null || !"link".equals(c.role())) return null;
            link = c;
        }
        return link;
    }

    /**
     * The document's metadata, wherever a layout puts it (an RFC's status sidebar, a post's date in the banner): a
     * {@code time} element, a short table whose rows each pair a row header (the key: title, status, author,
     * published) with a cell (the value), or a short term and the short definition right after it (a post's side
     * column: "Name:" Geoff Flarity, "Last Updated:" a date, "Node Version:" a link).
     */
    static boolean isMetadata(Node n) {
        if ("time".equals(n.role())) return true;
        if ("term".equals(n.role()) || "definition".equals(n.role())) return metadataPair(n);
        if ("list".equals(n.role())) return labeledList(n);
        if (!"table".equals(n.role())) return false;
        int[] rows = {0};
        int[] pairs = {0};
        Traversal.walk(n, (c, d) -> {
            if (!c.isElement()) return NodeVisitor.Next.SKIP_CHILDREN;
            if (c != n && "table".equals(c.role())) return NodeVisitor.Next.SKIP_CHILDREN;
            if (!"row".equals(c.role())) return rows[0] > METADATA_ROWS ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
            rows[0]++;
            boolean key = false;
            boolean value = false;
            for (Node cell : c.children()) {
                boolean shows = Texts.textLength(cell) > 0 || Traversal.find(cell, x -> x.isElement()
                        && x.name() != null && !x.name().isBlank()) != null;
                if ("rowheader".equals(cell.role()) && shows) key = true;
                else if ("cell".equals(cell.role()) && shows) value = true;
            }
            if (key && value) pairs[0]++;
            return NodeVisitor.Next.SKIP_CHILDREN;
        });
        return rows[0] >= 2 && rows[0] <= METADATA_ROWS && pairs[0] * 3 >= rows[0] * 2;
    }

    /** A label drawn as emphasis at the start of a list item ("Date", "Author:"). */
    private static final Set<String> LABEL_ROLES = Set.of("strong", "emphasis", "term");

    /**
     * Whether {@code n} is a list of labelled values, a document's info box after its text ("Date" 21.05.2020,
     * "Author" Antonio Cascais, "Keywords" and its links, "Permalink" an address): two to {@link #METADATA_ROWS} items,
     * two in three of them an emphasised short label ({@link #KEY_TEXT}) first and a value after it, short
     * ({@link #VALUE_TEXT}, {@link #VALUE_ACTIONS}), and half of those values text, not links ("Company" over its
     * links is a menu).
     */
    private static boolean labeledList(Node n) {
        int items = 0;
        int pairs = 0;
        int texts = 0;
        for (int ci = 0, cn = n.childCount(); ci < cn; ci++) {
            Node item = n.child(ci);
            if (!item.isElement()) continue;
            if (!"listitem".equals(item.role()) || ++items > METADATA_ROWS) return false;
            Node label = null;
            int text = 0;
            int actions = 0;
            boolean plain = false;
            for (int k = 0, kn = item.childCount(); k < kn; k++) {
                Node c = item.child(k);
                if (c.isProperty()) continue;
                if (label == null) {
                    if (!c.isElement() || !LABEL_ROLES.contains(c.role()) || c.hasChildren() && Texts.hasActionable(c)) break;
                    String l = c.value() != null ? c.value() : c.name();
                    if (l == null || l.isBlank() || l.strip().length() > KEY_TEXT) break;
                    label = c;
                    continue;
                }
                // read no further than a value may be long: a list item with a long subtree is walked once, not whole
                int len = Texts.subtreeText(c, VALUE_TEXT + 1).length();
                text += len;
                int acts = Texts.actionableCount(c, VALUE_ACTIONS + 1);
                actions += acts;
                if (acts == 0 && len > 0 && Texts.subtreeText(c, 3).strip().replaceAll("[:,;|]", "").length() > 0) plain = true;
            }
            if (label == null || text + actions == 0 || text > VALUE_TEXT || actions > VALUE_ACTIONS) continue;
            pairs++;
            if (plain) texts++;
        }
        return items >= 2 && pairs * 3 >= items * 2 && texts * 2 >= pairs;
    }

    /** A metadata term's text is at most this long ("Date Released:"), its definition's at most {@link #VALUE_TEXT}. */
    static final int KEY_TEXT = 40;
    static final int VALUE_TEXT = 300;
    /** A metadata definition holds at most this many things to act on (an author's links, a list of revisions). */
    static final int VALUE_ACTIONS = 6;

    /**
     * Whether {@code n}, a term or a definition, is part of a key and its value: a short term and the definitions
     * right after it ("Authors:", Alice, Bob), short all together. A term over a definition for each of its links is a
     * menu ("Company": About, Contact, Help), not a value. Only among as many siblings as key/value pairs come in.
     */
    private static boolean metadataPair(Node n) {
        Node p = n.parent();
        if (p == null || p.childCount() > 2 * METADATA_ROWS) return false;
        int i = n.index();
        int t = i;
        while (t >= 0 && "definition".equals(p.child(t).role())) t--;
        if (t < 0 || !"term".equals(p.child(t).role()) || t == i && (i + 1 >= p.childCount()
                || !"definition".equals(p.child(i + 1).role()))) {
            return false;
        }
        int key = Texts.subtreeText(p.child(t), KEY_TEXT + 1).strip().length();
        if (key == 0 || key > KEY_TEXT) return false;
        int[] text = {0};
        int[] actions = {0};
        int definitions = 0;
        int linked = 0;
        for (int j = t + 1; j < p.childCount() && "definition".equals(p.child(j).role()); j++) {
            Node definition = p.child(j);
            int before = actions[0];
            // one walk of each definition, stopped as soon as the value is too long to be one
            boolean[] over = {false};
            Traversal.walk(definition, (x, d) -> {
                if (x.isProperty()) return NodeVisitor.Next.SKIP_CHILDREN;
                // counted as Texts.textLength counts: a name said again by its children is not counted twice
                text[0] += Texts.ownLength(x);
                if (Roles.isActionable(x)) actions[0]++;
                over[0] = text[0] > VALUE_TEXT || actions[0] > VALUE_ACTIONS;
                return over[0] ? NodeVisitor.Next.STOP : NodeVisitor.Next.CONTINUE;
            });
            if (over[0]) return false;
            definitions++;
            if (actions[0] > before) linked++;
        }
        return (text[0] > 0 || actions[0] > 0) && !(definitions >= 2 && linked >= 2);
    }

    /** A button with a ref: a form's submit ({@link #fieldGroup}). */
    private static final Predicate<Node> SUBMIT = x -> x.ref() != null && "button".equals(x.role());

    /**
     * A field with what belongs to it: the smallest ancestor (up to three levels, inside the region) that also holds
     * a button (the field's submit), as long as it stays small, or the block around it (a fourth level at most) when
     * the link that stood for the submit there leads nowhere and that block, still small, holds the form's button; else
     * the field's parent when small; else the field. A radio button or a check box inside a group of choices (a poll's
     * answers, a shipping option's list) is looked at as its group: the button that sends the choice ("Stem", "Vote")
     * comes after the group, not beside each choice.
     */
    static Node fieldGroup(Node field, Node region) {
        field = choices(field, region);
        Node a = field.parent();
        for (int up = 0; up < 3 && a != null && a != region; up++, a = a.parent()) {
            int[] c = fieldsAndOthers(a);
            if (c[1] > FIELD_GROUP_ACTIONS || c[0] > FIELD_GROUP_FIELDS) break;
            // the submit: a button, or a link drawn as one (it leads nowhere but to the page's script: "Zapisz się"
            // under a newsletter's fields)
            if (Traversal.find(a, SUBMIT) != null) return a;
            if (Traversal.find(a, x -> x.ref() != null && "link".equals(x.role())
                    && !CopyFold.leadsSomewhere(Texts.url(x))) != null) {
                // such a link may be the fields' own switch ("Show on the map" beside a place's box) while the form's
                // button sits in the block after the fields' ("Kryteria", "Submit"): the block holding both, when it
                // is still a field group's size, is the form
                // (its size first: the walk that counts stops early, the one that finds the button would not)
                Node p = a.parent();
                if (p != null && p != region) {
                    int[] pc = fieldsAndOthers(p);
                    if (pc[1] <= FIELD_GROUP_ACTIONS && pc[0] <= FIELD_GROUP_FIELDS
                            && Traversal.find(p, SUBMIT) != null) {
                        return p;
                    }
                }
                return a;
            }
        }
        Node p = field.parent();
        return p != null && p != region && Texts.actionableCount(p, FIELD_PARENT_ACTIONS + 1) <= FIELD_PARENT_ACTIONS ? p : field;
    }

    /** A byline's words ({@code words.yaml}'s byline cue) as a whole text, a colon or a bar around them. */
    private static final Pattern BYLINE_CUE = Pattern.compile("^[\\s|/·•:\\-–—]*(?:"
            + WordLists.bundled().alternatives(WordLists.Phrases.BYLINE_CUE) + ")[\\s:：|]*$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** An author's name is at most this long. */
    static final int AUTHOR_NAME = 60;
    /** A region's texts that say a byline's words are looked beside this many times at most. */
    static final int BYLINE_TRIES = 8;

    /** Whether a text says a byline's words and nothing else ({@link #BYLINE_CUE}). */
    static boolean isBylineCue(Node text) {
        String v = text.value();
        return v != null && v.length() <= 40 && BYLINE_CUE.matcher(v).matches();
    }

    /**
     * The author's link a byline's words ({@link #BYLINE_CUE}) stand right before: the text's next sibling, a link
     * with a ref and a person's name: two to {@link #AUTHOR_NAME} characters, two letters or more and no digit (not a
     * page's number, not a date's "12.03." after a weekday's "Di"); else null.
     */
    static Node bylineAuthor(Node text) {
        return isBylineCue(text) ? authorAfter(text) : null;
    }

    /** The author's link right after a byline's words ({@link #bylineAuthor}, the words already told), or null. */
    private static Node authorAfter(Node text) {
        Node p = text.parent();
        if (p == null) return null;
        int at = text.index() + 1;
        if (at >= p.childCount()) return null;
        Node next = p.child(at);
        String name = next.name() == null ? "" : next.name().strip();
        if (!"link".equals(next.role()) || next.ref() == null || name.length() < 2 || name.length() > AUTHOR_NAME) return null;
        if (name.codePoints().anyMatch(Character::isDigit) || name.codePoints().filter(Character::isLetter).count() < 2) return null;
        return next;
    }

    /** The roles of a group of choices: radio buttons or check boxes asked together. */
    private static final Set<String> CHOICE_GROUPS = Set.of("radiogroup", "group");

    /**
     * The group of choices a radio button or a check box is one of: its nearest ancestor, up to three levels above it
     * and inside {@code region}, whose role is a group's ({@link #CHOICE_GROUPS}), when it is a field group's size
     * ({@link #FIELD_GROUP_FIELDS}, {@link #FIELD_GROUP_ACTIONS}); else the field itself.
     */
    private static Node choices(Node field, Node region) {
        if (!"radio".equals(field.role()) && !"checkbox".equals(field.role())) return field;
        Node a = field.parent();
        for (int up = 0; up < 3 && a != null && a != region; up++, a = a.parent()) {
            if (!CHOICE_GROUPS.contains(a.role())) continue;
            // a small group, a poll's answers; a facet of 50 brands' boxes is looked at box by box, as before
            int[] c = fieldsAndOthers(a);
            return c[0] <= FIELD_GROUP_FIELDS && c[1] <= FIELD_GROUP_ACTIONS ? a : field;
        }
        return field;
    }

    /** A group's first choice is looked for among its first this many nodes. */
    private static final int CHOICE_LOOK = 40;

    /** The first radio button or check box (with a ref) among {@code group}'s first {@link #CHOICE_LOOK} nodes, or null. */
    private static Node firstChoice(Node group) {
        return Traversal.find(group, x -> x.ref() != null && ("radio".equals(x.role()) || "checkbox".equals(x.role())),
                CHOICE_LOOK);
    }

    /** A search box's row of suggestions holds at most this many links ... */
    static final int SEARCH_HINTS = 10;
    /** ... each named in at most this many characters, with at most this much text besides ("e.g.", "Popular:"). */
    static final int SEARCH_HINT_CHARS = 24;

    /**
     * The row of suggestions right after a search box's group ("e.g. InkClub, Hotels, Boozt ..."; "Popular: iPhone,
     * Samsung"): the block that follows the group among its parent's children, holding two to {@link #SEARCH_HINTS}
     * links with short names and nothing else but a short label. What the site offers to search for is read with the
     * box; null when there is none.
     */
    static Node searchHints(Node field, Node group, Node region) {
        String role = field.role();
        if (group == region || !("searchbox".equals(role) || "textbox".equals(role) || "combobox".equals(role))) return null;
        if (!"searchbox".equals(role) && Traversal.find(group, x -> "button".equals(x.role())) == null) return null;
        Node p = group.parent();
        if (p == null || group.index() + 1 >= p.childCount()) return null;
        Node next = p.child(group.index() + 1);
        if (!next.isElement()) return null;
        int links = 0;
        int text = 0;
        for (Node c : next.children()) {
            if (c.isProperty()) continue;
            if (c.isText()) {
                text += c.value() == null ? 0 : c.value().strip().length();
            } else if ("link".equals(c.role()) && c.ref() != null && Fold.telling(c.name())
                    && c.name().strip().length() <= SEARCH_HINT_CHARS) {
                links++;
            } else {
                return null;
            }
        }
        return links >= 2 && links <= SEARCH_HINTS && text <= SEARCH_HINT_CHARS ? next : null;
    }

    /** A field's parent stays with it when it holds at most this many things to act on. */
    static final int FIELD_PARENT_ACTIONS = 6;

    /** {@code keep} without the nodes inside another of them (a field's group may also hold another kept node). */
    static List<Node> outermost(List<Node> keep, Node region) {
        // the region itself holds every other
        for (Node k : keep) if (k == region) return List.of(region);
        Map<Node, Boolean> set = new IdentityHashMap<>();
        for (Node k : keep) set.put(k, true);
        List<Node> out = new ArrayList<>();
        Map<Node, Boolean> added = new IdentityHashMap<>();
        for (Node k : keep) {
            boolean inner = false;
            for (Node a = k.parent(); a != null && a != region; a = a.parent()) if (set.containsKey(a)) inner = true;
            if (!inner && added.put(k, true) == null) out.add(k);
        }
        return out;
    }
}
