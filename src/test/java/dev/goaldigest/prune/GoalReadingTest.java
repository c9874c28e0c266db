package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** With a goal, the paragraph after the one the goal names stays when it names part of the goal too: the answer. */
class GoalReadingTest {
    @Test
    void theSentenceAfterTheOneThatNamesTheSubjectStays() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Sports notes\" [level=1] [ref=e2]\n");
        String[] topics = {"The Phillies lost again at home on a muggy night in front of a quiet crowd.",
                "Fans booed the bullpen after the seventh inning, and the manager shrugged it off afterwards.",
                "The Eagles open training camp next week with three rookies competing for the kicking job.",
                "A local marathon raised money for the children's hospital, with a record field of runners.",
                "Golf can be an expensive sport and we're not talking about buying clubs or greens fees.",
                "During the first round of the Open yesterday, Thomas Bjorn shattered a video camera lens while hitting out of the rough.",
                "According to the broadcaster, the lens cost $80,000.",
                "Bjorn made a double-bogey six on the hole and finished the first round at 2-over 73.",
                "Who says white men can't jump? A reader sent a video of his uncle dunking at sixty.",
                "The Flyers signed a defenseman to a two-year deal worth a little under three million.",
                "Temple's football schedule was announced, with four home games at the stadium in September.",
                "A minor league team in Reading will give away bobbleheads of its mascot on Saturday night.",
                "The Sixers are said to be weighing offers for the third pick of the draft this week.",
                "Weather may delay the regatta on the Schuylkill, organisers said on Tuesday afternoon."};
        for (int i = 0; i < topics.length; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: \"").append(topics[i]).append("\"\n");
        }
        b.append("  - textbox \"Comment\" [ref=e3]\n  - button \"Post comment\" [ref=e4]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("How much did the camera lens Thomas Bjorn broke cost?"), null)).text();
        assertTrue(out.contains("Thomas Bjorn shattered"), out);
        assertTrue(out.contains("paragraph [ref=e16]: \"According to the broadcaster, the lens cost $80,000.\""), out);
        // what does not follow the subject, or names nothing of the goal, need not stay
        assertFalse(out.contains("Flyers"), out);
    }

    /** A German news story of {@code n} paragraphs, with a comment box. */
    private static String germanStory() {
        String[] paras = {"Die Stadt hat am Mittwoch den neuen Haushalt beschlossen, nach einer langen Debatte im Rat.",
            "Die Opposition kritisierte die hohen Ausgaben für den Straßenbau und forderte mehr Geld für Schulen.",
            "Der Bürgermeister verteidigte den Plan und sprach von einer notwendigen Investition in die Zukunft.",
            "Die Grünen enthielten sich der Stimme, weil der Radverkehr aus ihrer Sicht zu kurz gekommen sei.",
            "Am Donnerstag soll der Haushalt dem Regierungspräsidium zur Genehmigung vorgelegt werden.",
            "Die Schulden der Stadt steigen damit bis zum Jahr 2026 auf rund zwölf Millionen Euro an.",
            "Ein Sprecher der Verwaltung sagte, die Zinsen seien derzeit günstig und die Lage beherrschbar.",
            "Im Herbst beginnt die Sanierung der Grundschule, die seit Jahren auf eine neue Heizung wartet.",
            "Auch das Freibad bekommt neue Umkleiden, die Arbeiten sollen vor der nächsten Saison fertig sein.",
            "Die Bürger können den Haushaltsplan ab Montag im Rathaus einsehen, während der Öffnungszeiten.",
            "Der Rat tagt das nächste Mal im Oktober, dann geht es um die Gebühren für die Müllabfuhr.",
            "Eine Bürgerinitiative kündigte bereits Protest gegen die geplante Erhöhung der Gebühren an.",
            "Zum Schluss dankte der Kämmerer den Mitarbeitern der Verwaltung für die geleistete Arbeit.",
            "Die Sitzung endete nach knapp vier Stunden kurz vor Mitternacht mit einer einzigen Abstimmung."};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Stadtrat beschließt Haushalt\" [level=1] [ref=e2]\n");
        for (int i = 0; i < paras.length; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: \"").append(paras[i]).append("\"\n");
        }
        return b.append("  - textbox \"Kommentar\" [ref=e3]\n  - button \"Kommentar senden\" [ref=e4]\n").toString();
    }

    @Test
    void aGoalNoneOfWhoseWordsIsOnThePageHidesNothingAndSaysSo() {
        Pruner pruner = new Pruner(PruneSettings.DEFAULTS);
        String story = germanStory();
        String without = pruner.prune(SnapshotParser.parse(story), PruneRequest.of(Mode.ACT)).text();
        String english = pruner.prune(SnapshotParser.parse(story),
                new PruneRequest(Mode.ACT, Goal.of("How high will the city's debts be by the year's end?"), null)).text();
        // the English goal finds no word on the German page: it cannot tell what serves it, so the story stays
        assertTrue(english.contains("paragraph [ref=e15]: \"Die Schulden der Stadt steigen"), english);
        assertTrue(english.startsWith("- text: \"" + Folds.UNSAID_GOAL + "\"\n"), english);
        assertTrue(english.endsWith(without), "otherwise as without a goal:\n" + english);
        // a goal in the page's words still focuses it, and says nothing of the kind
        String german = pruner.prune(SnapshotParser.parse(story),
                new PruneRequest(Mode.ACT, Goal.of("Wie hoch steigen die Schulden der Stadt?"), null)).text();
        assertTrue(german.contains("Die Schulden der Stadt steigen"), german);
        assertFalse(german.contains("Die Bürger können den Haushaltsplan"), german);
        assertFalse(german.contains(Folds.UNSAID_GOAL), german);
    }

    @Test
    void aPositionAloneCountsTheStoriesOfEachBoxNotTheBoxesOfThePage() {
        // four Russian news boxes of five stories each: a title, a date, a teaser
        String[] boxes = {"Новости рынка недвижимости", "Новости коммерческой недвижимости", "Репортажи", "Новости компаний"};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        int r = 10;
        for (String box : boxes) {
            b.append("  - heading \"").append(box).append("\" [level=2] [ref=e").append(r++).append("]\n");
            b.append("  - generic [ref=e").append(r++).append("]:\n");
            for (int i = 1; i <= 5; i++) {
                String title = box + ": сюжет номер " + i;
                b.append("    - generic [ref=e").append(r++).append("]:\n      - link \"").append(title).append("\" [ref=e")
                        .append(r++).append("]\n      - time [ref=e").append(r++).append("]: 0").append(i)
                        .append(".12.2015\n      - generic [ref=e").append(r++).append("]: \"").append(title)
                        .append(": подробности в статье, площадь ").append(1000 * i).append(" кв. м.\"\n");
            }
            b.append("  - link \"Все новости\" [ref=e").append(r++).append("]\n");
        }
        // no word of the English goal is on the page: "fifth" alone says which story, in whichever box
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("When was the news about the fifth Auchan store in Nizhny Novgorod published?"), null)).text();
        for (String box : boxes) {
            assertTrue(out.contains(box + ": сюжет номер 5: подробности в статье, площадь 5000"), box + ":\n" + out);
            assertFalse(out.contains(box + ": сюжет номер 2: подробности"), "the other stories shrink to their titles:\n" + out);
        }
        // cards whose lines of specifications are no list of their own still shrink around the third
        StringBuilder cards = new StringBuilder("- main [ref=e1]:\n  - list [ref=e2]:\n");
        for (int i = 1; i <= 8; i++) {
            int c = 100 * i;
            cards.append("    - listitem [ref=e").append(c).append("]:\n      - link \"Model X").append(i).append("\" [ref=e")
                    .append(c + 1).append("]\n      - generic [ref=e").append(c + 2).append("]: \"Procesor: Intel Core i")
                    .append(i).append("\"\n      - generic [ref=e").append(c + 3).append("]: \"Pamięć RAM: ").append(4 * i)
                    .append(" GB\"\n      - generic [ref=e").append(c + 4).append("]: \"Dysk SSD: ").append(128 * i).append(" GB\"\n");
        }
        String third = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(cards.toString()),
                new PruneRequest(Mode.ACT, Goal.of("Open the third laptop"), null)).text();
        assertTrue(third.contains("Pamięć RAM: 12 GB"), third);
        assertFalse(third.contains("Pamięć RAM: 20 GB"), third);
    }

    @Test
    void theEntryUnderAHeadingTheGoalNamesStaysWholeThoughItsWordsWeighLess() {
        // a package reference: an entry per type and function, each a heading, its signature, a sentence
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Package testing\" [level=1] [ref=e2]\n");
        String[][] entries = {
            {"type B", "type B struct { // contains filtered or unexported fields }", "B is a type passed to Benchmark functions."},
            {"type BenchmarkResult", "type BenchmarkResult struct { N int // The number of iterations. T time.Duration // The total time taken. Bytes int64 // Bytes processed in one iteration. }", "The results of a benchmark run."},
            {"func Benchmark", "func Benchmark(f func(b *B)) BenchmarkResult", "Benchmark benchmarks a single function."},
            {"func (BenchmarkResult) NsPerOp", "func (r BenchmarkResult) NsPerOp() int64", "NsPerOp returns the nanoseconds per iteration."},
            {"func (BenchmarkResult) AllocsPerOp", "func (r BenchmarkResult) AllocsPerOp() int64", "AllocsPerOp returns the allocations per iteration."},
            {"func (BenchmarkResult) String", "func (r BenchmarkResult) String() string", "String returns a summary of the benchmark results."},
            {"func (BenchmarkResult) MemString", "func (r BenchmarkResult) MemString() string", "MemString returns the memory figures of the results."},
            {"func (BenchmarkResult) AllocedBytesPerOp", "func (r BenchmarkResult) AllocedBytesPerOp() int64", "AllocedBytesPerOp returns the bytes allocated per iteration."},
            {"type T", "type T struct { // contains filtered or unexported fields }", "T is a type passed to Test functions to manage test state."},
            {"type M", "type M struct { // contains filtered or unexported fields }", "M is a type passed to a TestMain function to run the actual tests."},
            {"func Short", "func Short() bool", "Short reports whether the -test.short flag is set."},
            {"func Verbose", "func Verbose() bool", "Verbose reports whether the -test.v flag is set."},
            {"func Main", "func Main(matchString func(pat, str string) (bool, error), tests []InternalTest)", "Main is an internal function, part of the implementation of go test."},
            {"func RunTests", "func RunTests(matchString func(pat, str string) (bool, error), tests []InternalTest) bool", "RunTests is an internal function but exported because it is cross-package."}};
        int r = 10;
        for (String[] e : entries) {
            // "type" or "func" as text, the name as a link to its source
            String[] kindAndName = e[0].split(" ", 2);
            b.append("  - heading [level=2] [ref=e").append(r++).append("]:\n    - text: ").append(kindAndName[0])
                    .append("\n    - link \"").append(kindAndName[1]).append("\" [ref=e")
                    .append(r++).append("]\n  - generic [ref=e").append(r++).append("]: \"").append(e[1]).append("\"\n")
                    .append("  - paragraph [ref=e").append(r++).append("]: ").append(e[2]).append('\n');
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("What fields does the BenchmarkResult struct have?"), null)).text();
        assertTrue(out.contains("Bytes int64 // Bytes processed in one iteration. }\""), out);
        assertTrue(out.contains("The results of a benchmark run."), out);
    }

    /**
     * A settings reference laid out by a documentation generator: each setting a heading of its name and a permalink
     * ("¶"), a paragraph saying what it does, and one saying its default. The heading is titled by its name, not by the
     * permalink's sign, so a goal naming the setting keeps its default in view.
     */
    @Test
    void aHeadingsPermalinkSignIsNotItsTitle() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Database settings\" [level=1] [ref=e2]\n");
        String[] settings = {"SINGLE_TRANSACTION", "DROP", "IF_EXISTS", "RESTORE_SUFFIX", "DUMP_SUFFIX", "CONNECTOR",
            "EXCLUDE", "DUMP_CMD", "RESTORE_CMD", "ADMIN_USER"};
        int r = 10;
        for (String name : settings) {
            b.append("  - heading [level=3] [ref=e").append(r++).append("]:\n    - text: ").append(name)
                    .append("\n    - link \"¶\" [ref=e").append(r++).append("]\n");
            b.append("  - paragraph [ref=e").append(r++).append("]: Controls how the command line tool treats ")
                    .append(name.toLowerCase(java.util.Locale.ROOT)).append(" during a dump or a restore.\n");
            b.append("  - paragraph [ref=e").append(r++).append("]:\n    - text: \"Default:\"\n    - code [ref=e")
                    .append(r++).append("]: \"").append(name.equals("IF_EXISTS") ? "False" : "True").append("\"\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("What is the default value of the PostgreSQL IF_EXISTS option?"), null))
                .text();
        // IF_EXISTS is the third setting: heading e20, its default's code e24
        assertTrue(out.contains("code [ref=e24]: \"False\""), out);
        Node heading = SnapshotParser.parse(b.toString()).root().child(0).child(7);
        assertEquals(List.of(heading), GoalPicks.headingsNamed(Goal.of("Default of IF_EXISTS?"), List.of(heading), 3));
    }

    /**
     * A ministry's guide: a heading per kind of contract, under each one long paragraph (1,700 characters). The goal
     * names the heading ("Pauschalreisen") in another language than the page's; the answer is deep in the paragraph
     * under it, which stays whole though it is longer than a section's short entry.
     */
    @Test
    void theLongFirstParagraphUnderAHeadingTheGoalNamesStaysWhole() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Transparenz bei Preisanpassungen\" [level=1] [ref=e2]\n");
        String[] kinds = {"Finanzdienstleistungen", "Telekommunikation", "Pauschalreisen", "Krankenversicherungen", "Strom und Gas"};
        String filler = " Die Voraussetzungen einer Anpassung müssen dem Kunden im Vertrag klar und verständlich gemacht werden,"
                + " und er darf durch die Klausel nicht unangemessen benachteiligt werden.";
        int r = 10;
        for (String k : kinds) {
            b.append("  - heading \"").append(k).append("\" [level=3] [ref=e").append(r++).append("]\n");
            // the paragraph does not say its heading's word: only the heading tells which one answers
            StringBuilder para = new StringBuilder("Zu unterscheiden sind Änderungen vor und nach Vertragsschluss.");
            while (para.length() < 1600) para.append(filler);
            para.append(" Der Kunde kann zurücktreten, wenn der Preis um mehr als ").append(r).append(" Prozent steigt.");
            b.append("  - paragraph [ref=e").append(r++).append("]: \"").append(para).append("\"\n");
        }
        b.append("  - textbox \"Suchbegriff\" [ref=e3]\n  - button \"suchen\" [ref=e4]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("For package holidays (Pauschalreisen), by how much must the tour operator raise the price before"
                        + " the traveller may withdraw from the contract?"), null)).text();
        // Pauschalreisen is the third heading: e14, its paragraph e15
        assertTrue(out.contains("Der Kunde kann zurücktreten, wenn der Preis um mehr als 15 Prozent steigt."), out);
        assertFalse(out.contains("um mehr als 13 Prozent"), "the other sections are not kept whole:\n" + out);
    }

    @Test
    void aTableUnderAHeadingTheGoalNamesIsSortedRowByRowNotKeptWhole() {
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"SQL Key Words\" [level=1] [ref=e2]\n")
                .append("  - heading \"Reserved words\" [level=2] [ref=e3]\n  - table [ref=e4]:\n");
        for (int i = 0; i < 400; i++) {
            String word = i == 399 ? "ZONE" : "KEYWORD" + (1000 + i);
            int r = 100 + 3 * i;
            b.append("    - row [ref=e").append(r).append("]:\n      - cell \"").append(word).append("\" [ref=e")
                    .append(r + 1).append("]\n      - cell \"").append(i % 3 == 0 ? "reserved" : "non-reserved")
                    .append("\" [ref=e").append(r + 2).append("]\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("Is ZONE one of the reserved words?"), null,
                        dev.goaldigest.prune.Budget.of(2_000))).text();
        assertTrue(out.contains("cell \"ZONE\""), out);
        assertFalse(out.contains("KEYWORD1390"), "the table is not kept whole: " + out);
    }

    /**
     * A blog's front page: teasers, each a heading, a byline block, a tags block, its first paragraph and a "Read
     * more" block. The teaser the goal names keeps its blocks: they are its parts (three blocks of one kind), not a
     * list to shrink to each block's first link, which would leave "ajt" without "Posted by" and the date.
     */
    @Test
    void theBlocksOfTheTeaserTheGoalNamesAreItsPartsNotAListToShrink() {
        String[][] posts = {{"Setting up your own git server with gitbucket", "Steve", "Tue 14 Oct 2014 at 09:18", "git"},
                {"Using the haproxy load-balancer for increased availability", "Steve", "Mon 29 Sep 2014 at 11:02", "haproxy"},
                {"Automating the Debian installer with PXE and preseeding", "Steve", "Fri 12 Sep 2014 at 08:41", "pxe"},
                {"Disabling Apache logging of particular requests", "Steve", "Sat 23 Aug 2014 at 15:30", "apache"},
                {"OpenSSL Heartbeat, a.k.a. Heartbleed Bug", "ajt", "Tue 8 Apr 2014 at 22:24", "openssl"},
                {"Hiding processes from other users", "Steve", "Wed 5 Mar 2014 at 10:10", "proc"}};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - generic [ref=e2]:\n");
        int r = 10;
        for (String[] p : posts) {
            b.append("    - generic [ref=e").append(r++).append("]:\n");
            b.append("      - heading [level=2] [ref=e").append(r++).append("]:\n");
            b.append("        - link \"").append(p[0]).append("\" [ref=e").append(r++).append("]\n");
            b.append("      - generic [ref=e").append(r++).append("]:\n        - text: Posted by\n");
            b.append("        - link \"").append(p[1]).append("\" [ref=e").append(r++).append("]\n");
            b.append("        - text: on ").append(p[2]).append("\n");
            b.append("      - generic [ref=e").append(r++).append("]:\n        - text: \"Tags:\"\n");
            b.append("        - link \"").append(p[3]).append("\" [ref=e").append(r++).append("]\n");
            b.append("      - paragraph [ref=e").append(r++).append("]: This post explains ").append(p[0])
                    .append(" step by step, with the configuration files and the commands to run on a stable system.\n");
            b.append("      - generic [ref=e").append(r++).append("]:\n");
            b.append("        - link \"Read 120 more words\" [ref=e").append(r++).append("]\n");
            b.append("        - text: ~ 3 comments posted )\n");
        }
        String page = b.toString();
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("Who posted the article about the Heartbleed bug, and when?"), null))
                .text();
        assertTrue(out.contains("Heartbleed Bug"), out);
        assertTrue(out.contains("link \"ajt\""), out);
        assertTrue(out.contains("on Tue 8 Apr 2014 at 22:24"), "the named teaser's byline keeps its date\n" + out);
        // the other teasers still shrink to their titles
        assertFalse(out.contains("on Wed 5 Mar 2014"), out);
    }

    /**
     * A forum's rules as lines of text laid out flat: a numbered title, what it forbids, the penalty. The goal names the
     * rule by its title (in the goal's language, "duplicate" for "duplicadas"); the penalty two lines on says none of
     * the goal's words, and is the answer.
     */
    @Test
    void theLinesUnderATitleLineTheGoalNamesStayWhateverTheirWords() {
        String[][] rules = {{"Mensaje sin sentido.", "Dejar un mensaje que carezca de sentido para el foro.", "10 puntos / 15 días"},
                {"Lenguaje ofensivo.", "Insultar o usar un lenguaje vulgar contra otros miembros.", "15 puntos / 30 días"},
                {"Temas en la sección equivocada.", "Abrir un tema en una sección que no corresponde.", "5 puntos / 7 días"},
                {"Publicidad no permitida.", "Promocionar servicios ajenos sin permiso de la administración.", "20 puntos / 30 días"},
                {"Firmas demasiado grandes.", "El tamaño máximo aceptado en las firmas es de 500x100.", "5 puntos / 30 días"},
                {"Cuentas duplicadas.", "El uso de cuentas adicionales por un mismo usuario sin avisar al administrador.", "40 puntos / nunca"},
                {"Spam y actividades dañinas.", "Spam automático, ataques constantes o estafas contra los usuarios.", "40 puntos / nunca"},
                {"Desvirtuar negocio.", "Dejar un mensaje sin intención de realizar negocio en el hilo.", "25 puntos / 3 días"},
                {"Mensajes cortos.", "Responder con una sola palabra o con emoticonos nada más.", "5 puntos / 7 días"},
                {"Revivir temas viejos.", "Responder a un tema sin actividad desde hace más de seis meses.", "5 puntos / 15 días"},
                {"Datos personales.", "Publicar datos personales de otros miembros sin su permiso.", "40 puntos / 90 días"},
                {"Imágenes para adultos.", "Publicar imágenes no aptas para el trabajo en cualquier sección.", "40 puntos / nunca"},
                {"Multipost.", "Publicar el mismo mensaje en varias secciones a la vez.", "10 puntos / 15 días"},
                {"Suplantación.", "Hacerse pasar por otro miembro o por la moderación.", "40 puntos / nunca"}};
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Reglas del foro\" [level=2] [ref=e2]\n"
                + "  - generic [ref=e3]:\n");
        int r = 10;
        for (int i = 0; i < rules.length; i++) {
            b.append("    - generic [ref=e").append(r++).append("]: ").append(i + 1).append(". ").append(rules[i][0]).append('\n');
            b.append("    - generic [ref=e").append(r++).append("]: ").append(rules[i][1]).append('\n');
            b.append("    - generic [ref=e").append(r++).append("]: \"(").append(rules[i][2]).append(")\"\n");
        }
        b.append("  - checkbox \"Acepto las reglas\" [ref=e4]\n  - button \"Registrarse\" [ref=e5]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()), new PruneRequest(Mode.ACT,
                Goal.of("How many points do you get for duplicate accounts, and when do they expire?"), null)).text();
        assertTrue(out.contains("6. Cuentas duplicadas."), out);
        assertTrue(out.contains("generic [ref=e27]: \"(40 puntos / nunca)\""), "the rule's penalty stays with it\n" + out);
        // the other rules' penalties do not
        assertFalse(out.contains("(40 puntos / 90 días)"), out);
    }

    @Test
    void aShortTableUnderAHeadingTheGoalNamesKeepsItsRowsWhole() {
        StringBuilder b = new StringBuilder(lines("- heading [level=3] [ref=e1]:", "  - text: ASX200 - Top Gainers & Losers",
                "  - emphasis [ref=e2]: at 12:00PM", "- table [ref=e3]:", "  - rowgroup [ref=e4]:", "    - row [ref=e5]:",
                "      - columnheader \"Code\" [ref=e6]", "      - columnheader \"Name\" [ref=e7]",
                "      - columnheader \"Percent\" [ref=e8]", "  - rowgroup [ref=e9]:"));
        String[][] rows = {{"NXS", "Nexus Energy", "8.06%"}, {"AGO", "Atlas Iron", "5.12%"}, {"PLA", "Platinum Australia", "4.40%"},
                {"SDL", "Sundance Resources", "-3.10%"}, {"WOR", "WorleyParsons", "-2.75%"}, {"PBG", "Pacific Brands", "-2.01%"}};
        int r = 20;
        for (String[] row : rows) {
            b.append("    - row [ref=e").append(r).append("]:\n      - cell [ref=e").append(r + 1).append("]:\n        - link \"")
                    .append(row[0]).append("\" [ref=e").append(r + 2).append("]\n      - cell [ref=e").append(r + 3)
                    .append("]:\n        - link \"").append(row[1]).append("\" [ref=e").append(r + 4).append("]\n      - cell \"")
                    .append(row[2]).append("\" [ref=e").append(r + 5).append("]\n");
            r += 10;
        }
        String out = run(Mode.ACT, GoalFocus.class, Goal.of("Which ASX200 stock was the top gainer at 12:00PM, and by what percentage?"),
                b.toString());
        assertTrue(out.contains("link \"Nexus Energy\" [ref=e24]") && out.contains("cell \"8.06%\" [ref=e25]"), out);
        assertTrue(out.contains("cell \"-2.01%\" [ref=e75]"), out);
    }
}
