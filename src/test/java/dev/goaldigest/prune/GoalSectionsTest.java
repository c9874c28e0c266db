package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.testing.Fixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** With an explicit goal, a document's sections that say little of it fold under their headings. */
class GoalSectionsTest {
    private static final String INSTALL = "To install a package from the archive, give its name to the install command;"
            + " the tool fetches it with everything it depends on, unpacks it and sets it up, asking before it takes"
            + " much space on the disk.";
    private static final String UPGRADE = "To bring every installed package up to the newest version in the archive,"
            + " refresh the lists first and then run the upgrade command; held packages stay as they are until you"
            + " release them, and the tool says which of them it kept back and why.";
    private static final String REMOVE = "To remove a package but keep its configuration files, use the remove"
            + " command; to remove the configuration files as well, purge it instead, which leaves nothing behind.";
    private static final String SEARCH = "To search the archive for a package by a word of its description, use the"
            + " search command, which lists every package whose name or description holds that word, one line each,"
            + " with a short summary of what the package is for.";

    /** A manual's chapter, as the rules leave it: a title, a contents list, four sections with paragraphs and code. */
    static final String CHAPTER = lines(
            "- heading \"Chapter 8. Package tools\" [level=1] [ref=e2]",
            "- link \"Next chapter\" [ref=e3]",
            "- heading \"8.1 Installing\" [level=2] [ref=e10]",
            "- paragraph [ref=e11]: " + INSTALL,
            "- paragraph [ref=e12]: " + INSTALL,
            "- code [ref=e13]: tool install hello",
            "- heading \"8.2 Upgrading\" [level=2] [ref=e20]",
            "- paragraph [ref=e21]: " + UPGRADE,
            "- paragraph [ref=e22]:",
            "  - text: " + UPGRADE,
            "  - link \"held packages\" [ref=e23]",
            "- heading \"8.3 Removing\" [level=2] [ref=e30]",
            "- paragraph [ref=e31]: " + REMOVE,
            "- code [ref=e32]: tool purge hello",
            "- heading \"8.4 Searching\" [level=2] [ref=e40]",
            "- paragraph [ref=e41]: " + SEARCH,
            "- paragraph [ref=e42]: " + SEARCH,
            "- link \"Previous\" [ref=e50]",
            "- link \"Next\" [ref=e51]");

    @Test
    void theSectionsOffTheGoalFoldUnderTheirHeadingsAndTheOneItAsksAboutStays() {
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of("How do I purge a package with its configuration files?"),
                CHAPTER);
        assertTrue(out.contains("paragraph [ref=e31]") && out.contains("code [ref=e32]: tool purge hello"), out);
        assertFalse(out.contains("paragraph [ref=e11]"), out);
        assertFalse(out.contains("paragraph [ref=e21]"), out);
        assertFalse(out.contains("paragraph [ref=e41]"), out);
        // the outline stays: every heading, with its ref
        for (String h : new String[] {"e2", "e10", "e20", "e30", "e40"}) assertTrue(out.contains("[ref=" + h + "]"), h + ": " + out);
        // one line per folded body, saying what it held and how to get it back; the link's ref is counted there
        assertTrue(out.contains("folded 2 paragraphs, 1 code; see browser_snapshot mode=off or browser_find"), out);
        assertTrue(out.contains("folded 2 paragraphs (1 ref not matching the goal); see browser_snapshot mode=off"), out);
        // the way on after the last section is no part of it
        assertTrue(out.contains("link \"Previous\" [ref=e50]") && out.contains("link \"Next\" [ref=e51]"), out);
        assertTrue(out.contains("link \"Next chapter\" [ref=e3]"), out);
    }

    @Test
    void theWordsOfThePagesTitleTellNoSectionFromAnother() {
        // a forum's side column: every board's blurb names the forum; the statistics hold the answer
        String boards = "Welcome to the LTB forum: new users ask the LTB forum helpers here, and the LTB forum team"
                + " answers every question about the LTB network, its shows, its forum badges and the forum rules.";
        String page = lines(
                "- heading \"LTB Forums\" [level=1] [ref=e2]",
                "- heading \"New Users and Helpers\" [level=3] [ref=e10]",
                "- paragraph [ref=e11]: " + boards,
                "- paragraph [ref=e12]: " + boards,
                "- heading \"Statistics\" [level=3] [ref=e20]",
                "- list [ref=e21]:",
                "  - listitem [ref=e22]: \"Total Posts: 101770 (5281 discussions, 96489 replies, 40 polls, 12 archived)\"",
                "  - listitem [ref=e23]: \"Total Users: 7122\"",
                "  - listitem [ref=e24]: \"Most Ever Online: 1287 on May 3, 2014 at 10:15 PM, when the halving was announced\"",
                "  - listitem [ref=e25]: \"Newest Member: satoshi_fan_2014, who joined the boards on the last day of the month\"");
        String out = run(Mode.ACT, GoalSections.class, Goal.of("How many registered users does the LTB forum have?"), page);
        assertTrue(out.contains("Total Users: 7122"), out);
        // without the title's words the goal still tells them apart: the blurbs fold for a question they answer less
        String titled = page.replace("LTB Forums", "Community");
        assertFalse(run(Mode.ACT, GoalSections.class, Goal.of("How many registered users does the LTB forum have?"), titled)
                .contains("Total Users: 7122"), "the title's words are what made the difference");
    }

    @Test
    void withoutAnExplicitGoalNothingFolds() {
        assertEquals(run(Mode.BROWSE, GoalSections.class, Goal.none(), CHAPTER), CHAPTER);
        // what the proxy gathered from typed text and the URL is context, not a goal to focus on
        assertEquals(run(Mode.BROWSE, GoalSections.class, Goal.context(java.util.List.of("purge", "configuration")), CHAPTER),
                CHAPTER);
    }

    @Test
    void aGoalThePageSaysLittleOfFoldsNothing() {
        // about another page altogether: none of its words here
        assertFalse(run(Mode.BROWSE, GoalSections.class, Goal.of("Book a table for two on Friday evening"), CHAPTER)
                .contains("folded"));
        // one word of four found (the goal's language is another): that word's section would be the best by chance
        String german = CHAPTER.replace("configuration", "Konfiguration");
        assertEquals(german, run(Mode.BROWSE, GoalSections.class, Goal.of("Wie entferne ich ein Paket samt Konfiguration?"),
                german));
    }

    @Test
    void aSectionInAnotherScriptThanTheGoalsStays() {
        String russian = "Чтобы установить пакет из архива, укажите его имя команде установки; она загрузит его со всеми"
                + " зависимостями, распакует и настроит, спросив перед тем, как занять много места на диске, и сообщит, что сделано.";
        String page = CHAPTER.replace(INSTALL, russian);
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of("How do I purge a package with its configuration files?"), page);
        assertTrue(out.contains("paragraph [ref=e11]"), "its words cannot be found by an English goal: " + out);
        assertFalse(out.contains("paragraph [ref=e41]"), "a section in the goal's script still folds: " + out);
    }

    @Test
    void fieldsTheWayOnAndShortBodiesStayInASectionOffTheGoal() {
        String page = CHAPTER
                .replace("- code [ref=e13]: tool install hello\n",
                        "- code [ref=e13]: tool install hello\n- textbox \"Package name\" [ref=e14]\n"
                                + "- paragraph [ref=e15]: " + INSTALL + "\n- paragraph [ref=e16]: " + INSTALL + "\n")
                .replace("- paragraph [ref=e42]: " + SEARCH + "\n", "");
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of("How do I purge a package with its configuration files?"), page);
        // a field is never folded for not matching; the runs around it fold on their own
        assertTrue(out.contains("textbox \"Package name\" [ref=e14]"), out);
        assertFalse(out.contains("paragraph [ref=e11]") || out.contains("paragraph [ref=e16]"), out);
        // a body shorter than a line saying what it held is worth stays
        assertTrue(out.contains("paragraph [ref=e41]"), out);
    }

    @Test
    void aSubsectionIsWeighedAgainstItsSistersUnderTheSameHeading() {
        String page = lines(
                "- heading \"Manual\" [level=1] [ref=e1]",
                "- heading \"Using the tool\" [level=2] [ref=e2]",
                "- heading \"Installing\" [level=3] [ref=e10]",
                "- paragraph [ref=e11]: " + INSTALL,
                "- paragraph [ref=e12]: " + INSTALL,
                "- heading \"Removing\" [level=3] [ref=e30]",
                "- paragraph [ref=e31]: " + REMOVE,
                "- heading \"About this manual\" [level=2] [ref=e60]",
                "- paragraph [ref=e61]: This manual was written by the team that keeps the tool and is free to copy by anyone.",
                "- paragraph [ref=e62]: This manual was written by the team that keeps the tool and is free to copy by anyone.",
                "- paragraph [ref=e63]: This manual was written by the team that keeps the tool and is free to copy by anyone.",
                "- paragraph [ref=e64]: This manual was written by the team that keeps the tool and is free to copy by anyone.",
                "- paragraph [ref=e65]: This manual was written by the team that keeps the tool and is free to copy by anyone.");
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of("How do I purge a package with its configuration files?"), page);
        assertTrue(out.contains("paragraph [ref=e31]"), out);
        assertFalse(out.contains("paragraph [ref=e11]"), "its sister says more of the goal: " + out);
        assertFalse(out.contains("paragraph [ref=e61]"), "a sister of the section holding the goal's: " + out);
        assertTrue(out.contains("heading \"Installing\" [level=3] [ref=e10]"), out);
    }

    /**
     * A book's chapter from the corpus, asked how it defines one of its terms: the section holding the definition is
     * read whole, its sisters fold under their headings, and the output is a fraction of what it is without a goal.
     */
    @Test
    void aCorpusChapterAskedOneQuestionKeepsTheSectionThatAnswersIt() {
        String yaml = Fixtures.read(Fixtures.CORPUS.resolve("google-sre-book.yaml"));
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        String plain = pruner.prune(SnapshotParser.parse(yaml), new PruneRequest(Mode.AUTO, null, null)).snapshot().write();
        String out = pruner.prune(SnapshotParser.parse(yaml), new PruneRequest(Mode.AUTO,
                Goal.of("How does the chapter define the 'Saturation' golden signal?"), null)).snapshot().write();
        assertTrue(out.contains("term [ref=e244]: Saturation") && out.contains("paragraph [ref=e246]"), out);
        // the other sections: their headings stay, their text folds
        assertTrue(out.contains("heading \"Black-Box Versus White-Box\" [level=1] [ref=e226]"), out);
        assertTrue(plain.contains("[ref=e227]") && !out.contains("[ref=e227]"), out);
        assertTrue(out.length() < plain.length() * 2 / 3, out.length() + " of " + plain.length());
    }

    private static final String HISTORY = "The tool was first written in 1998 and has been rewritten twice since then,"
            + " each time by a new team of volunteers who kept its commands as they were, so old scripts written for it still run today.";
    private static final String PURGE = "How do I purge a package with its configuration files?";

    @Test
    void linksThatRepeatTheGoalsWordsDoNotMakeTheirListTheBestSection() {
        // a related list's titles say the goal's words; the section that answers says them in its text
        String page = lines(
                "- heading \"Installing\" [level=2] [ref=e10]",
                "- paragraph [ref=e11]: " + INSTALL,
                "- paragraph [ref=e12]: " + INSTALL,
                "- heading \"Removing\" [level=2] [ref=e30]",
                "- paragraph [ref=e31]: Run tool remove with the purge switch to take a package away together with what"
                        + " it wrote under etc; nothing else is needed, and the tool lists what it will take away first.",
                "- paragraph [ref=e32]: Run tool remove with the purge switch to take a package away together with what"
                        + " it wrote under etc; nothing else is needed, and the tool lists what it will take away first.",
                "- paragraph [ref=e33]: Run tool remove with the purge switch to take a package away together with what"
                        + " it wrote under etc; nothing else is needed, and the tool lists what it will take away first.",
                "- heading \"Related articles\" [level=2] [ref=e40]",
                "- list [ref=e41]:",
                "  - link \"Purge a package and its configuration files with apt\" [ref=e42]",
                "  - link \"Where configuration files live\" [ref=e43]");
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of(PURGE), page);
        assertTrue(out.contains("paragraph [ref=e31]"), out);
        assertFalse(out.contains("paragraph [ref=e11]"), out);
    }

    @Test
    void aSubsectionIsWeighedAgainstItsOwnSistersNotAgainstThePagesBest() {
        String page = lines(
                "- heading \"Removing\" [level=2] [ref=e30]",
                "- paragraph [ref=e31]: " + REMOVE,
                "- heading \"Configuring\" [level=2] [ref=e50]",
                "- paragraph [ref=e51]: Every package keeps its configuration files under etc, one folder for each"
                        + " package, and the tool never changes a file you have edited yourself without asking first.",
                "- heading \"Where they live\" [level=3] [ref=e60]",
                "- paragraph [ref=e61]: Each package lives in a folder of its own; the tool keeps a list of them,"
                        + " with a checksum of each, so it can tell which of them you changed since the last time it ran.",
                "- paragraph [ref=e62]: Each package lives in a folder of its own; the tool keeps a list of them,"
                        + " with a checksum of each, so it can tell which of them you changed since the last time it ran.",
                "- paragraph [ref=e63]: Each package lives in a folder of its own; the tool keeps a list of them,"
                        + " with a checksum of each, so it can tell which of them you changed since the last time it ran.",
                "- heading \"History\" [level=3] [ref=e70]",
                "- paragraph [ref=e71]: " + HISTORY,
                "- paragraph [ref=e72]: " + HISTORY,
                "- paragraph [ref=e73]: " + HISTORY);
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of(PURGE), page);
        // the best of its own sisters, under a section that is about the goal: it stays, though it says less than half
        // of what the best section of the page says
        assertTrue(out.contains("paragraph [ref=e61]"), out);
        // its sister says nothing of the goal
        assertFalse(out.contains("paragraph [ref=e71]"), out);
    }

    @Test
    void aLandmarkOrALegalLineInASectionOffTheGoalStays() {
        String page = CHAPTER.replace("- code [ref=e13]: tool install hello\n", "- code [ref=e13]: tool install hello\n"
                + "- navigation \"Chapter pages\" [ref=e14]:\n  - link \"Top\" [ref=e15]\n"
                + "- paragraph [ref=e16]: " + INSTALL + "\n- paragraph [ref=e17]: " + INSTALL + "\n"
                + "- generic [ref=e18]: © 2024 The Tool Authors. All rights reserved.\n");
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of(PURGE), page);
        assertTrue(out.contains("link \"Top\" [ref=e15]"), out);
        assertTrue(out.contains("generic [ref=e18]: © 2024 The Tool Authors. All rights reserved."), out);
        assertFalse(out.contains("paragraph [ref=e11]") || out.contains("paragraph [ref=e16]"), out);
    }

    @Test
    void aSingleFoldedBlockIsItsOwnWayBack() {
        String page = lines(
                "- heading \"Installing\" [level=2] [ref=e10]",
                "- generic [ref=e11]: " + INSTALL + " " + INSTALL + " " + INSTALL,
                "- heading \"Removing\" [level=2] [ref=e30]",
                "- paragraph [ref=e31]: " + REMOVE);
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of(PURGE), page);
        assertTrue(out.contains("folded 1 generic; see browser_snapshot target=e11 mode=off or browser_find"), out);
    }

    @Test
    void aSectionInAWrapperOfItsOwnIsASisterOfTheSectionsLaidOutFlat() {
        // a manual's first section kept in its own wrapper (it has a ref), the others laid out flat after it
        String page = lines(
                "- heading \"Chapter 8. Package tools\" [level=1] [ref=e2]",
                "- generic [ref=e9]:",
                "  - heading \"8.1 Installing\" [level=2] [ref=e10]",
                "  - paragraph [ref=e11]: " + INSTALL,
                "  - paragraph [ref=e12]: " + INSTALL,
                "  - paragraph [ref=e13]: " + INSTALL,
                "- heading \"8.3 Removing\" [level=2] [ref=e30]",
                "- paragraph [ref=e31]: " + REMOVE,
                "- heading \"8.4 Searching\" [level=2] [ref=e40]",
                "- paragraph [ref=e41]: " + SEARCH,
                "- paragraph [ref=e42]: " + SEARCH);
        String out = run(Mode.BROWSE, GoalSections.class, Goal.of(PURGE), page);
        assertTrue(out.contains("paragraph [ref=e31]"), out);
        // its body folds inside its wrapper, under its heading
        assertTrue(out.contains("- generic [ref=e9]:\n  - heading \"8.1 Installing\" [level=2] [ref=e10]\n  - text: folded 3 paragraphs;"),
                out);
        assertFalse(out.contains("paragraph [ref=e41]"), out);
        // a landmark that starts with a heading is no section to fold
        String main = page.replace("- generic [ref=e9]:", "- main [ref=e9]:");
        assertTrue(run(Mode.BROWSE, GoalSections.class, Goal.of(PURGE), main).contains("paragraph [ref=e11]"));
    }

    @Test
    void aHeadingWithNothingUnderItTitlesTheSectionAfterIt() {
        // a library's footer: its name and its branch as two headings in a row, the address under the second, the
        // site's links after it; the town's name is said all over the page, the library's word in the first heading alone
        StringBuilder links = new StringBuilder();
        int ref = 600;
        for (String l : List.of("Catalogue", "Abonnement - Prêt", "Activités", "Coin du lecteur", "Services",
                "Collections", "Livres numériques", "Revues numériques", "Formations")) {
            links.append("  - listitem:\n    - link \"").append(l).append("\" [ref=e").append(ref++).append("]\n");
        }
        String page = lines(
                "- heading \"Heures d'ouverture\" [level=2] [ref=e10]",
                "- paragraph [ref=e11]: Lundi au vendredi de 10 h à 21 h, samedi et dimanche de 10 h à 17 h, à Brossard.",
                "- heading \"Nouveautés\" [level=2] [ref=e20]",
                "- paragraph [ref=e21]: La bibliothèque a une nouvelle adresse courriel pour vos suggestions d'achat.",
                "- heading \"Club de lecture\" [level=2] [ref=e25]",
                "- paragraph [ref=e26]: " + "Le club des adolescents se réunit le mardi soir pour parler des romans lus. ".repeat(4),
                "- heading \"Bibliothèque de Brossard\" [level=2] [ref=e30]",
                "- heading \"Georgette-Lepage\" [level=2] [ref=e31]",
                "- paragraph [ref=e32]: 7855, avenue San-Francisco, Brossard (Québec) J4X 2A4 450 923-6350 450 923-7042",
                "- heading \"Navigation\" [level=3] [ref=e40]",
                "- list:")
                + links
                + lines("- heading \"Suivez-nous\" [level=3] [ref=e50]",
                "- paragraph [ref=e51]: Photos, vidéos et nouvelles sur Facebook, Flickr, Historypin, YouTube et Instagram, pour"
                        + " les petits et les grands lecteurs, chaque semaine, avec les coups de coeur du personnel et des abonnés.");
        String out = run(Mode.ACT, GoalSections.class, Goal.of("Quelle est l'adresse de la Bibliothèque de Brossard ?"), page);
        assertTrue(out.contains("paragraph [ref=e32]"), out);
        assertFalse(out.contains("paragraph [ref=e26]"), out);
    }
}
