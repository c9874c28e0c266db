package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Pages without landmarks: the menus above the level-1 heading fold like a banner would. */
class ImplicitChromeTest {
    /**
     * A page of generics: an account menu, a category menu (mostly links: a menu) with a search box, a filter panel,
     * then the content under the level-1 heading.
     */
    static final String PAGE = lines(
            "- generic [ref=e1]:",
            "  - link \"Sign in\" [ref=e2]",
            "  - link \"Wish list\" [ref=e3]",
            "  - link \"Basket\" [ref=e4]",
            "- generic [ref=e5]:",
            "  - link \"Women\" [ref=e6]",
            "  - link \"Men\" [ref=e7]",
            "  - link \"Gift cards\" [ref=e8]",
            "  - link \"Kids\" [ref=e24]",
            "  - link \"Sale\" [ref=e25]",
            "  - generic [ref=e9]:",
            "    - searchbox \"Search\" [ref=e10]",
            "    - button \"Go\" [ref=e11]",
            "- generic [ref=e12]:",
            "  - heading \"Filter by\" [level=2] [ref=e13]",
            "  - link \"Red\" [ref=e14]",
            "  - link \"Blue\" [ref=e15]",
            "  - link \"Green\" [ref=e16]",
            "- generic [ref=e17]:",
            "  - heading \"Summer shirts\" [level=1] [ref=e18]",
            "  - link \"Linen shirt\" [ref=e19]",
            "- generic [ref=e20]:",
            "  - link \"About\" [ref=e21]",
            "  - link \"Careers\" [ref=e22]",
            "  - link \"Press\" [ref=e23]");

    @Test
    void withoutALevelOneHeadingThePagesOneTopHeadingIsItsTitle() {
        // a shop's page titled by its only level-3 heading; its menu holds "Shop by Price", a page of the site
        String page = lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - link \"Shop\" [ref=e3]",
                "    - link \"Beer Making Kits\" [ref=e4]",
                "    - link \"Shop by Price\" [ref=e5]",
                "    - link \"FAQ\" [ref=e6]",
                "    - link \"Log In\" [ref=e7]",
                "  - generic [ref=e8]:",
                "    - heading \"Create an Account\" [level=3] [ref=e9]",
                "    - heading \"Personal Information\" [level=4] [ref=e10]",
                "    - textbox \"First Name *\" [ref=e11]",
                "    - textbox \"Email Address *\" [ref=e12]",
                "    - button \"Submit\" [ref=e13]");
        String out = run(Mode.ACT, ImplicitChrome.class, page);
        assertFalse(out.contains("link \"Beer Making Kits\""), out);
        assertTrue(out.contains("link \"Log In\" [ref=e7]") && out.contains("textbox \"First Name *\" [ref=e11]"), out);
        // two headings share the top level: no title to go by, nothing folds
        String two = page.replace("\"Personal Information\" [level=4]", "\"Personal Information\" [level=3]");
        assertEquals(two, run(Mode.ACT, ImplicitChrome.class, two));
        // the one top heading at the foot of the page, after the content: it titles nothing the links above surround
        String foot = lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - link \"Shop\" [ref=e3]",
                "    - link \"Kits\" [ref=e4]",
                "    - link \"FAQ\" [ref=e6]",
                "  - generic [ref=e8]:",
                "    - textbox \"First Name *\" [ref=e11]",
                "    - textbox \"Email Address *\" [ref=e12]",
                "    - button \"Submit\" [ref=e13]",
                "  - generic [ref=e14]:",
                "    - heading \"Newsletter\" [level=3] [ref=e15]",
                "    - link \"Sign up\" [ref=e16]");
        assertEquals(foot, run(Mode.ACT, ImplicitChrome.class, foot));
        // a page whose content is its links (a news list), then the one heading, in the footer: the links weigh
        // what their names say, and nothing above the heading is taken for a menu
        StringBuilder news = new StringBuilder("- generic [ref=e1]:\n  - generic [ref=e2]:\n");
        String[] stories = {"Council votes to rebuild the old harbour bridge", "Storm closes schools across the valley",
            "Local bakery wins national bread prize", "New cycle path opens along the river",
            "Library extends its opening hours this winter", "Hospital names its new director"};
        for (int i = 0; i < stories.length; i++) news.append("    - link \"").append(stories[i]).append("\" [ref=e").append(3 + i).append("]\n");
        news.append("  - generic [ref=e20]:\n    - heading \"Contact the newsroom\" [level=2] [ref=e21]\n");
        news.append("    - paragraph [ref=e22]: Write to us at 12 Harbour Road, Riverton, or call 0123 456 789.\n");
        assertEquals(news.toString(), run(Mode.ACT, ImplicitChrome.class, news.toString()));
    }

    @Test
    void theSitesPhoneNumberStaysWhereItsHeaderFolds() {
        String page = lines(
                "- generic [ref=e1]:",
                "  - generic [ref=e2]:",
                "    - generic [ref=e3]: S-Style",
                "    - generic [ref=e4]: \"звоните нам: (383) 258-29-73\"",
                "    - link \"Сумки\" [ref=e5]",
                "    - link \"Кошельки\" [ref=e6]",
                "    - link \"Ремни\" [ref=e7]",
                "    - link \"Write to us\" [ref=e8]:",
                "      - /url: mailto:shop@example.ru",
                "  - generic [ref=e9]:",
                "    - heading \"Регистрация\" [level=1] [ref=e10]",
                "    - textbox \"E-mail\" [ref=e11]");
        String out = run(Mode.ACT, ImplicitChrome.class, page);
        assertTrue(out.contains("(383) 258-29-73") && out.contains("link \"Write to us\" [ref=e8]"), out);
        assertFalse(out.contains("link \"Кошельки\""), out);
        // an address written out stays too; a long blurb holding a number, a time stamp, a book's number do not
        StringBuilder links = new StringBuilder();
        for (int i = 0; i < 12; i++) links.append("    - link \"Категория ").append(i).append("\" [ref=e").append(30 + i).append("]\n");
        String more = page.replace("    - generic [ref=e3]: S-Style\n", lines("    - generic [ref=e3]: shop@example.ru",
                "    - generic [ref=e20]: \"Our friendly team answers every call and every letter within a day: 0871 984 4000\"",
                "    - generic [ref=e21]: 12.03.2024 10:45 1234567",
                "    - generic [ref=e22]: ISBN 978-3-16-148410-0") + links);
        String kept = run(Mode.ACT, ImplicitChrome.class, more);
        assertTrue(kept.contains("shop@example.ru"), kept);
        assertFalse(kept.contains("0871 984 4000") || kept.contains("10:45") || kept.contains("ISBN"), kept);
        // a line with words in italics in it, a number spelt with letters: the line stays whole, by its own ref
        String lettered = page.replace("    - generic [ref=e4]: \"звоните нам: (383) 258-29-73\"\n", lines(
                "    - paragraph [ref=e4]:", "      - text: \"Order by Phone: 888.412.SHOP(7467)\"",
                "      - emphasis [ref=e12]: International Calls 714.769.7000"));
        String both = run(Mode.ACT, ImplicitChrome.class, lettered);
        assertTrue(both.contains("paragraph [ref=e4]:") && both.contains("888.412.SHOP(7467)")
                && both.contains("emphasis [ref=e12]: International Calls 714.769.7000"), both);
        // a part's number is no phone number spelt with letters
        assertFalse(Relevance.isPhone("Part no. 10-100-BLK"));
        // a goal decides for itself: one about belts folds the header's number with the rest
        assertFalse(run(Mode.ACT, ImplicitChrome.class, Goal.of("Show me the Ремни category"), page).contains("258-29-73"));
    }

    @Test
    void aFoldedMenuNamesTheHeadingsItHolds() {
        // a blog's left column: its menu, a tag cloud under its heading, categories whose heading is its own link
        StringBuilder b = new StringBuilder("- generic [ref=e1]:\n  - generic [ref=e2]:\n");
        int ref = 3;
        for (String m : new String[] {"Contact", "Blog", "Articles", "Software", "Resume"}) {
            b.append("    - link \"").append(m).append("\" [ref=e").append(ref++).append("]\n");
        }
        b.append("    - heading [level=2] [ref=e").append(ref++).append("]:\n");
        b.append("      - link \"Tag\" [ref=e").append(ref++).append("]\n      - text: Cloud\n");
        for (int i = 0; i < 30; i++) b.append("    - link \"tag").append(i).append("\" [ref=e").append(ref++).append("]\n");
        b.append("    - heading [level=2] [ref=e").append(ref++).append("]:\n");
        b.append("      - link \"Categories\" [ref=e").append(ref++).append("]\n");
        b.append("    - link \"Law\" [ref=e").append(ref++).append("]\n");
        b.append("  - heading \"On licensing\" [level=1] [ref=e").append(ref++).append("]\n");
        b.append("  - paragraph [ref=e").append(ref).append("]: A post about licences.\n");
        String out = new Pruner(StepTesting.SETTINGS).prune(dev.goaldigest.snapshot.SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, null, null)).text();
        assertTrue(out.contains("; headings 'Tag Cloud')"), out);
        assertFalse(out.contains("headings 'Tag Cloud', 'Categories'"), "a heading that is its link's name is a link: " + out);
    }

    @Test
    void menusAboveTheMainHeadingFoldWithTheirNamesAndAWayBack() {
        String out = run(Mode.ACT, ImplicitChrome.class, PAGE);
        // the account menu folds but for the site's account and cart links
        assertTrue(out.contains(lines("- generic [ref=e1]:", "  - link \"Sign in\" [ref=e2]",
                "  - text: \"folded 1 link ('Wish list'): e3; see browser_snapshot target=e3 mode=off or browser_find\"",
                "  - link \"Basket\" [ref=e4]")), out);
        assertFalse(out.contains("link \"Women\""), out);
        // the search box stays; the rest of its menu is named (names tell an agent more than refs, for no more tokens)
        assertTrue(out.contains("folded 5 links (5 links: 'Women', 'Men', 'Gift cards', …); see browser_snapshot target=e5"),
                out);
    }

    @Test
    void accountLinksStayInTheLanguagesOfThePageAndForAGoalThatAsksForThem() {
        String korean = PAGE.replace("\"Sign in\"", "\"로그인\"").replace("\"Wish list\"", "\"회원가입\"")
                .replace("\"Basket\"", "\"고객센터\"");
        String out = run(Mode.ACT, ImplicitChrome.class, korean);
        assertTrue(out.contains("link \"로그인\" [ref=e2]") && out.contains("link \"회원가입\" [ref=e3]"), out);
        assertFalse(out.contains("link \"고객센터\""), "a help desk is no account link: " + out);
        // an English goal asking to sign up keeps them though no word of it is the page's
        String goal = run(Mode.ACT, ImplicitChrome.class, Goal.of("Sign up for a membership of Summer shirts"), korean);
        assertTrue(goal.contains("link \"회원가입\" [ref=e3]"), goal);
        String other = run(Mode.ACT, ImplicitChrome.class, Goal.of("Open the linen shirt of Summer shirts"), korean);
        assertFalse(other.contains("link \"회원가입\""), "another goal folds them: " + other);
    }

    @Test
    void aLogoMarkedUpAsTheFirstTitleDoesNotHideTheMenusAfterIt() {
        // the site's logo is a nameless level-1 heading; the page's own title comes after the menus
        String page = lines("- heading [level=1] [ref=e90]:", "  - link [ref=e91]:", "    - img \"The Daily\" [ref=e92]")
                + PAGE;
        String out = run(Mode.ACT, ImplicitChrome.class, page);
        assertFalse(out.contains("link \"Women\""), out);
        assertTrue(out.contains("link [ref=e91]"), "the logo is before the menus' level: " + out);
    }

    @Test
    void aBlockOfBuyingOptionsWithPricesIsNoMenu() {
        String options = PAGE.replace("  - link \"Kids\" [ref=e24]\n", "  - generic [ref=e26]: $44.95\n  - link \"Kids\" [ref=e24]\n")
                .replace("  - link \"Sale\" [ref=e25]\n", "  - generic [ref=e27]: £34.50\n  - link \"Sale\" [ref=e25]\n");
        String out = run(Mode.ACT, ImplicitChrome.class, options);
        assertTrue(out.contains("link \"Women\" [ref=e6]") && out.contains("link \"Sale\" [ref=e25]"), out);
    }

    @Test
    void aLanguageSwitcherAboveTheTitleKeepsItsLanguagesByCode() {
        String page = PAGE.replace("- generic [ref=e12]:\n", "- generic [ref=e30]:\n  - link \"Today's paper\" [ref=e31]\n"
                + "  - link \"ENG\" [ref=e32]\n  - link \"日本語\" [ref=e33]\n  - link \"中文\" [ref=e34]\n- generic [ref=e12]:\n");
        String out = run(Mode.ACT, ImplicitChrome.class, page);
        assertTrue(out.contains("link \"ENG\" [ref=e32]") && out.contains("link \"中文\" [ref=e34]"), out);
        assertFalse(out.contains("link \"Today's paper\""), out);
    }

    @Test
    void theOneLinkToTheSitesOtherEditionStays() {
        // a bilingual site's bar: its menu, then its other edition by code or by the language's own name
        for (String edition : new String[] {"FR", "Français", "English"}) {
            String page = PAGE.replace("- generic [ref=e12]:\n", "- generic [ref=e30]:\n  - link \"Today's paper\" [ref=e31]\n"
                    + "  - link \"Opinion\" [ref=e33]\n  - link \"" + edition + "\" [ref=e32]\n- generic [ref=e12]:\n");
            String out = run(Mode.ACT, ImplicitChrome.class, page);
            assertTrue(out.contains("link \"" + edition + "\" [ref=e32]"), out);
            assertFalse(out.contains("link \"Today's paper\""), out);
        }
        // a brand that starts with a language's English name is no edition, nor is "IT" (a menu's IT services)
        for (String other : new String[] {"French Connection", "IT"}) {
            String page = PAGE.replace("- generic [ref=e12]:\n", "- generic [ref=e30]:\n  - link \"Today's paper\" [ref=e31]\n"
                    + "  - link \"Opinion\" [ref=e33]\n  - link \"" + other + "\" [ref=e32]\n- generic [ref=e12]:\n");
            assertFalse(run(Mode.ACT, ImplicitChrome.class, page).contains("[ref=e32]"), other);
        }
    }

    @Test
    void twoAccountLinksInOneNameStay() {
        for (String name : new String[] {"Register/Login", "Sign in | Register", "Anmelden oder Registrieren"}) {
            String out = run(Mode.ACT, ImplicitChrome.class, PAGE.replace("\"Sign in\"", "\"" + name + "\""));
            assertTrue(out.contains("link \"" + name + "\" [ref=e2]"), out);
        }
        // a name that holds more than account words is no account link
        String other = run(Mode.ACT, ImplicitChrome.class, PAGE.replace("\"Sign in\"", "\"Golf carts / bags\""));
        assertFalse(other.contains("link \"Golf carts / bags\""), other);
    }

    @Test
    void theSignedInUsersNameStaysWithTheSignOutLinkAfterIt() {
        String signedIn = PAGE.replace("  - link \"Sign in\" [ref=e2]\n", "  - link \"Help\" [ref=e26]\n"
                + "  - link \"Administrator\" [ref=e2]\n  - text: \"|\"\n  - link \"Log-out\" [ref=e27]\n");
        String out = run(Mode.ACT, ImplicitChrome.class, signedIn);
        assertTrue(out.contains("link \"Administrator\" [ref=e2]") && out.contains("link \"Log-out\" [ref=e27]"), out);
        assertFalse(out.contains("link \"Help\""), out);
        // a link before a sign-in link is nobody's name
        String signIn = PAGE.replace("  - link \"Sign in\" [ref=e2]\n", "  - link \"Help\" [ref=e26]\n"
                + "  - link \"Sign in\" [ref=e2]\n");
        assertFalse(run(Mode.ACT, ImplicitChrome.class, signIn).contains("link \"Help\""));
        // a goal asking who is signed in asks for them too, in the words it says it with
        // (on an administration page whose own words the goal says: it is no goal the page cannot answer)
        String admin = signedIn.replace("\"Summer shirts\"", "\"User accounts: groups and users\"");
        for (String asks : new String[] {"Which user account is logged in right now?", "Welcher User ist gerade angemeldet?"}) {
            String goal = run(Mode.ACT, ImplicitChrome.class, Goal.of(asks), admin);
            assertTrue(goal.contains("link \"Administrator\" [ref=e2]") && goal.contains("link \"Log-out\" [ref=e27]"), goal);
        }
        assertFalse(run(Mode.ACT, ImplicitChrome.class, Goal.of("Which user accounts are in the groups?"), admin)
                .contains("link \"Administrator\""));
    }

    @Test
    void aMenuNestedOnTheWayToTheMainHeadingFoldsToo() {
        // the whole page in one wrapper, its header in another, the level-1 heading three levels down: the menus
        // before it at every level of that path are chrome
        String nested = lines(
                "- generic [ref=e1]:",
                "  - link \"Skip to content\" [ref=e2]",
                "  - generic [ref=e3]:",
                "    - generic [ref=e4]:",
                "      - link \"Home\" [ref=e5]",
                "      - link \"Cart\" [ref=e6]",
                "      - link \"Help\" [ref=e7]",
                "    - list [ref=e8]:",
                "      - listitem: ",
                "        - link \"Shirts\" [ref=e9]",
                "        - link \"Formal shirts\" [ref=e10]",
                "        - link \"Casual shirts\" [ref=e11]",
                "      - listitem: ",
                "        - link \"Ties\" [ref=e12]",
                "        - link \"Bow ties\" [ref=e13]",
                "        - link \"Silk ties\" [ref=e14]",
                "      - listitem:",
                "        - textbox \"Search\" [ref=e15]",
                "        - button \"Submit\" [ref=e16]",
                "    - generic [ref=e17]:",
                "      - generic [ref=e18]:",
                "        - heading \"Navy shorts\" [level=1] [ref=e19]",
                "      - button \"Add to bag\" [ref=e20]");
        String out = run(Mode.ACT, ImplicitChrome.class, nested);
        assertFalse(out.contains("link \"Formal shirts\""), out);
        assertTrue(out.contains("textbox \"Search\" [ref=e15]") && out.contains("button \"Submit\" [ref=e16]"), out);
        assertTrue(out.contains("'Shirts', 'Formal shirts', 'Casual shirts', …"), "its links are named: " + out);
        // a short row of links inside the page's wrapper stays as it is (a fold line would cost what it does and lose
        // the names), and so does everything from the heading on
        assertTrue(out.contains("link \"Cart\" [ref=e6]") && out.contains("button \"Add to bag\" [ref=e20]"), out);
        assertTrue(out.contains("heading \"Navy shorts\" [level=1] [ref=e19]"), out);
        // a dialog that holds the heading is its own: the path does not go into it
        String dialog = nested.replace("  - generic [ref=e3]:", "  - dialog \"Size guide\" [ref=e3]:");
        String inDialog = run(Mode.ACT, ImplicitChrome.class, dialog);
        assertTrue(inDialog.contains("link \"Formal shirts\" [ref=e10]") && !inDialog.contains("folded"), inDialog);
    }

    @Test
    void aSearchBoxAFilterPanelTheHeadingAndWhatFollowsItStay() {
        String out = run(Mode.ACT, ImplicitChrome.class, PAGE);
        assertTrue(out.contains("searchbox \"Search\" [ref=e10]") && out.contains("button \"Go\" [ref=e11]"), out);
        assertTrue(out.contains("heading \"Filter by\"") && out.contains("link \"Green\" [ref=e16]"),
                "a filter panel is not a menu: " + out);
        assertTrue(out.contains("heading \"Summer shirts\" [level=1] [ref=e18]"), out);
        assertTrue(out.contains("link \"Press\" [ref=e23]"), "blocks after the heading are not this step's: " + out);
    }

    @Test
    void aGoalKeepsTheMenuEntryItNames() {
        String out = run(Mode.ACT, ImplicitChrome.class, Goal.of("Buy a gift card"), PAGE);
        assertTrue(out.contains("link \"Gift cards\" [ref=e8]"), out);
        assertFalse(out.contains("link \"Women\""), out);
    }

    @Test
    void pagesWithLandmarksOrWithoutAMainHeadingAreLeftAlone() {
        String withMain = PAGE.replace("- generic [ref=e17]:", "- main [ref=e17]:");
        assertEquals(withMain, run(Mode.ACT, ImplicitChrome.class, withMain));
        String noHeading = PAGE.replace("[level=1]", "[level=2]");
        assertEquals(noHeading, run(Mode.ACT, ImplicitChrome.class, noHeading));
    }

    @Test
    void blocksOfTextOrOfControlsAreNotMenus() {
        String in = lines(
                "- generic [ref=e1]:",
                "  - text: Free delivery on every order over fifty pounds, and returns are free within thirty days of it, "
                        + "whatever the reason",
                "  - link \"Delivery\" [ref=e2]",
                "  - link \"Returns\" [ref=e3]",
                "  - link \"Help\" [ref=e4]",
                "- generic [ref=e5]:",
                "  - button \"Currency\" [ref=e6]",
                "  - button \"Language\" [ref=e7]",
                "  - link \"Help\" [ref=e8]",
                "  - link \"Stores\" [ref=e9]",
                "- generic [ref=e10]:",
                "  - heading \"Shirts\" [level=1] [ref=e11]");
        assertEquals(in, run(Mode.ACT, ImplicitChrome.class, in));
    }

    @Test
    void itRunsWhereAPageIsActedOnOrReadNotWhereItIsNavigated() {
        StepTesting.step(Mode.ACT, ImplicitChrome.class);
        StepTesting.step(Mode.BROWSE, ImplicitChrome.class);
        assertTrue(Pipeline.forMode(Mode.NAVIGATE).stream().noneMatch(ImplicitChrome.class::isInstance));
        assertTrue(Pipeline.forMode(Mode.FULL).stream().noneMatch(ImplicitChrome.class::isInstance));
    }
}
