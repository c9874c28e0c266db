package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static dev.goaldigest.prune.StepTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Traversal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WordsAndGoalTest {
    @Test
    void splitsNumbersFromUnitsAndFoldsCaseAndAccents() {
        assertEquals(List.of("128", "gb", "iphon"), Words.of("128GB iPhone"));
        assertEquals(Words.of("iPhone 15 (128 GB)").subList(2, 4), List.of("128", "gb"));
        assertEquals(List.of("hochstwert", "eur"), Words.of("Höchstwert in EUR"));
        assertEquals(List.of("strass"), Words.of("Straße"));
        assertEquals(List.of("cafe"), Words.of("Café"));
    }

    @Test
    void numbersLoseSeparatorsAndZeroDecimals() {
        assertEquals(List.of("1029"), Words.of("1.029,00"));
        assertEquals(List.of("1029"), Words.of("1,029.00"));
        assertEquals(List.of("27.63"), Words.of("27,63"));
        assertEquals(List.of("63"), Words.of("$63.00"));
    }

    @Test
    void aGoalsFunctionWordsInOtherLanguagesAreNoTerms() {
        // "what time is it now on the forum, and in which time zone?": what it asks about, not how it asks
        assertEquals(List.of("сеичас", "время", "форуме", "часовом", "поясе"),
                Goal.of("Какое сейчас время на форуме и в каком часовом поясе?").terms());
        // ("na" stays: English goals write it, "NA")
        assertEquals(List.of("moge", "zarejestrowac", "na", "forum"), Goal.of("Jak mogę się zarejestrować na forum?").terms());
        // French and German questions ask with "que je peux", "wie kann ich meine": no terms either
        assertEquals(List.of("repondr", "sujet", "san", "connect"),
                Goal.of("Est-ce que je peux répondre aux sujets sans être connecté ?").terms());
        assertEquals(List.of("bestellung", "stornier"), Goal.of("Wie kann ich meine Bestellung stornieren?").terms());
        // letters and words that mean something in English stay: "A to Z", "the top ten", "comment" (French "how")
        assertTrue(Goal.of("Leave a comment on this post").terms().contains("comment"));
        for (String[] g : new String[][] {{"Compare the price of the iPhone SE", "se"}, {"Send it to my PO box", "po"},
            {"Show the Xiaomi Mi 11", "mi"}, {"Stores in Boston, MA", "ma"}, {"Is it open on Mon?", "mon"}}) {
            assertTrue(Goal.of(g[0]).terms().contains(g[1]), g[0] + ": " + Goal.of(g[0]).terms());
        }
        assertTrue(Goal.of("Sort the shops from A to Z").terms().contains("z"));
        assertTrue(Goal.of("Show the top ten albums").terms().contains("ten"));
    }

    @Test
    void aGoalThatNamesALanguageAlsoLooksForItsOwnName() {
        assertTrue(Goal.of("Open the Japanese Wikipedia").terms().containsAll(Words.of("日本語")));
        assertTrue(Goal.of("la version allemande").terms().contains("deutsch"));
        assertTrue(Goal.of("la versión alemana").terms().contains("deutsch"));
        assertTrue(Goal.of("die englische Fassung").terms().contains("english"));
        assertTrue(Goal.of("l'article en coréen").terms().containsAll(Words.of("한국어")));
        assertTrue(Goal.of("in Indonesian").terms().containsAll(Words.of("Bahasa Indonesia")));
        // a switcher's three-letter code is no language a goal names
        assertFalse(Goal.of("Book a spa day").terms().contains(Words.of("español").get(0)));
        // the same words in the same order on every run, in the file's order
        Goal switchToChinese = Goal.of("Switch to Chinese");
        // (its own words: China's own name, "中国", comes after them, looked for on what is acted on only)
        List<String> chinese = switchToChinese.terms().stream().filter(t -> !switchToChinese.interfaceOnly(t)).toList();
        assertEquals(List.of(Words.of("中文").get(0), Words.of("简体中文").get(0), Words.of("繁體中文").get(0)),
                chinese.subList(chinese.size() - 3, chinese.size()));
        // a goal that names no language keeps its own words only, whatever its words shorten to (besides the words
        // other languages use for what it asks, which only what is acted on matches)
        for (String goal : List.of("Add two bottles to the cart", "Intel Core i7 laptop review", "Cheap flights to France",
                "Book a trip to Finland", "Pay in francs", "Voyage au Japon")) {
            Goal g = Goal.of(goal);
            assertEquals(Words.of(goal), g.terms().stream().filter(t -> !g.interfaceOnly(t)).toList(), goal);
        }
    }

    private static Node byRef(Node root, String ref) {
        Node n = Traversal.find(root, x -> ref.equals(x.ref()));
        assertNotNull(n, ref);
        return n;
    }

    @Test
    void aGoalAlsoLooksForWhatOtherLanguagesCallWhatItAsksFor() {
        List<String> print = Goal.of("Print this article").terms();
        assertTrue(print.containsAll(Words.of("imprimir drucken")), print.toString());
        assertTrue(print.containsAll(Words.of("印刷")), print.toString());
        assertTrue(Goal.of("I want to sell my car").terms().containsAll(Words.of("sælg verkaufen")));
        assertTrue(Goal.of("Show the prices in euros").terms().contains("eur"));
        // symmetric: a Spanish goal's "imprimir" looks for "print"
        assertTrue(Goal.of("Imprimir el artículo").terms().contains("print"));
        // never another word of the goal word's own language: "basket" does not look for every "cart"
        assertFalse(Goal.of("Add the shorts to the basket").terms().contains("cart"));
        // nor a three-letter stem of another language's word ("sök" is no English word to look for)
        assertFalse(Goal.of("Search for boots").terms().contains("sok"));
        // a short word finds its group, and a word written as two ("log in", "sign up", "check out")
        assertTrue(Goal.of("Buy a ticket").terms().containsAll(Words.of("kaufen")));
        assertTrue(Goal.of("Log in to my account").terms().containsAll(Words.of("anmelden")));
        assertTrue(Goal.of("Sign up for the forum").terms().containsAll(Words.of("registrieren")));
        // a word that is a common word elsewhere is no word of the groups ("cerca" is Spanish "near")
        assertFalse(Goal.of("Search for boots").terms().contains("cerca"));
        // the goal's own words first, within the 64 terms the relevance looks at
        Goal many = Goal.of("print share sell buy cart search price shipping returns privacy terms download comment");
        assertTrue(many.terms().size() <= 64, many.terms().toString());
        assertTrue(many.terms().subList(0, 13).containsAll(Words.of("print share sell buy cart search price")));
        // only what is acted on matches them: they are not the goal's own words
        Goal g = Goal.of("Print this article");
        assertTrue(g.interfaceOnly(Words.of("imprimir").get(0)));
        assertFalse(g.interfaceOnly(Words.of("print").get(0)));
    }

    @Test
    void theUsualPlacesOfASiteAreLookedForInTheWordsOfOtherLanguages() {
        // what agents are sent to on a site in another language: offers, services, jobs, a password reset, a sort order,
        // a timetable
        assertTrue(Goal.of("Show me this week's offers").terms().containsAll(Words.of("angebote ofertas promocje")));
        assertTrue(Goal.of("Open the services category").terms().containsAll(Words.of("uslugi dienstleistungen")));
        assertTrue(Goal.of("Are there any jobs?").terms().containsAll(Words.of("vacatures karriere")));
        assertTrue(Goal.of("I forgot my password").terms().containsAll(Words.of("passwort contraseña")));
        assertTrue(Goal.of("Sort the list by price").terms().containsAll(Words.of("sortieren trier")));
        assertTrue(Goal.of("Where is the bus timetable?").terms().containsAll(Words.of("fahrplan horaires")));
        // no word of another language that is an English word once folded and stemmed: "soldes" is "sold", "assurance"
        // a quality's, "vader" Darth's, "agenda" a meeting's
        assertFalse(Goal.of("How many items sold last week?").terms().containsAll(Words.of("angebote")));
        assertFalse(Goal.of("Our quality assurance").terms().containsAll(Words.of("versicherung")));
        assertFalse(Goal.of("A Darth Vader figure").terms().containsAll(Words.of("wetter")));
        assertFalse(Goal.of("The meeting's agenda").terms().containsAll(Words.of("veranstaltungen")));
        // a German page: the goal's "offers" is its "Angebote" link, not a text that says the word
        String page = lines("- main [ref=e1]:", "  - heading \"Willkommen\" [level=1] [ref=e2]",
                "  - link \"Angebote\" [ref=e3]", "  - link \"Rezepte\" [ref=e4]",
                "  - paragraph [ref=e5]: Unsere Angebote gelten bis Samstag.");
        Node root = SnapshotParser.parse(page).root();
        Relevance rel = new Relevance(root, Goal.of("Show me the offers"));
        assertTrue(rel.own(byRef(root, "e3")) > 0, "the link");
        assertEquals(0.0, rel.own(byRef(root, "e4")), "another link");
        assertEquals(0.0, rel.own(byRef(root, "e5")), "the text");
    }

    @Test
    void aPageWordThatIsTheGoalsWordInAnotherLanguageSaysTheGoalsOwnWordToo() {
        // a Portuguese blog: "Categorias" is the goal's "categories" in Portuguese and, near enough, in English: the
        // goal is said on the page, and is not taken for one in a language the page does not speak
        String page = lines("- main [ref=e1]:", "  - heading \"Dias de pressão\" [level=1] [ref=e2]",
                "  - heading \"Categorias\" [level=2] [ref=e3]", "  - link \"Viagens\" [ref=e4]",
                "  - link \"Fotografia\" [ref=e5]", "  - paragraph [ref=e6]: Um blog sobre viagens.");
        Node root = SnapshotParser.parse(page).root();
        Relevance rel = new Relevance(root, Goal.of("Which categories does this blog have?"));
        assertFalse(rel.unsaid(), "the page says the goal's words");
        assertTrue(rel.own(byRef(root, "e3")) > 0, "the heading says 'categories'");
    }

    @Test
    void aShortControlNamingTheGoalsActionInThePagesLanguageIsWhatTheGoalAsksFor() {
        // a Danish car market's banner: its menu, where "Sælg din bil" is how to sell a car; the site's name and the
        // goal's other words weigh more elsewhere on the page (a logo and a heading naming the site and its cars)
        String page = lines(
                "- banner [ref=e1]:",
                "  - link \"BilBasen\" [ref=e2]",
                "  - list [ref=e3]:",
                "    - listitem [ref=e4]:",
                "      - link \"Søg bil\" [ref=e5]",
                "    - listitem [ref=e6]:",
                "      - link \"Forhandlere\" [ref=e7]",
                "    - listitem [ref=e8]:",
                "      - link \"Sælg din bil\" [ref=e9]",
                "    - listitem [ref=e10]:",
                "      - link \"Hvis du vil sælge din bil hurtigt så læs vores guide\" [ref=e11]",
                "- main [ref=e20]:",
                "  - heading \"Want to sell your car? BilBasen buys it\" [level=1] [ref=e21]",
                "  - link \"Audi A4 car for sale on BilBasen\" [ref=e22]");
        Goal goal = Goal.of("I want to sell my car on BilBasen");
        String out = run(Mode.ACT, RegionExtract.class, goal, page);
        assertTrue(out.contains("link \"Sælg din bil\" [ref=e9]"), out);
        assertFalse(out.contains("link \"Forhandlere\""), out);
        // a long name that only says the word among many is no control for the action
        Node root = SnapshotParser.parse(page).root();
        Relevance rel = new Relevance(root, goal);
        assertTrue(rel.strong(Traversal.find(root, n -> "e9".equals(n.ref()))));
        assertFalse(rel.strong(Traversal.find(root, n -> "e11".equals(n.ref()))));
    }

    @Test
    void wordsInOtherLanguagesFindTheButtonNotTheText() {
        // a Spanish news page: a list of 20 tools (share, save, print ...), a teaser on inflation, a text that says
        // "imprimir" too
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Economía\" [level=1] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        String[] tools = {"Facebook", "Twitter", "WhatsApp", "Telegram", "LinkedIn", "Reddit", "Pinterest", "Tumblr",
                "Correo", "Copiar enlace", "Guardar", "Seguir", "Escuchar", "Traducir", "Aumentar letra", "Reducir letra",
                "Imprimir", "Reportar", "Suscribirse", "Ayuda"};
        for (int i = 0; i < tools.length; i++) {
            b.append("    - listitem [ref=e").append(10 + 2 * i).append("]:\n      - link \"").append(tools[i])
                    .append("\" [ref=e").append(11 + 2 * i).append("]\n");
        }
        b.append("  - heading \"Qué pasa con la inflación\" [level=2] [ref=e60]\n"
                + "  - paragraph [ref=e61]: Un análisis de la inflación que puede imprimir y leer con calma en casa.\n");
        String page = b.toString();
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(page),
                new PruneRequest(Mode.ACT, Goal.of("Print the article about inflation"), null)).text();
        assertTrue(out.contains("link \"Imprimir\" [ref=e43]"), "the goal's 'print' finds the link\n" + out);
        // a text that says "imprimir" is no match for "print": only what is acted on is
        Node root = SnapshotParser.parse(page).root();
        Relevance rel = new Relevance(root, Goal.of("Print it"));
        assertTrue(rel.own(byRef(root, "e43")) > 0, "the link");
        assertEquals(0.0, rel.own(byRef(root, "e61")), "the text");
    }

    @Test
    void aWordInAScriptWithoutSpacesIsFoundInsideALabel() {
        // Japanese is not split into words: the cart button says "カート" inside "カートに入れる"
        String page = lines("- main [ref=e1]:", "  - heading \"商品\" [level=1] [ref=e2]",
                "  - button \"カートに入れる\" [ref=e3]", "  - button \"お気に入り\" [ref=e4]",
                "  - paragraph [ref=e5]: カートの中身は後で確認できます");
        Node root = SnapshotParser.parse(page).root();
        Relevance rel = new Relevance(root, Goal.of("Add it to the cart"));
        assertTrue(rel.own(byRef(root, "e3")) > 0, "the cart button");
        assertEquals(0.0, rel.own(byRef(root, "e4")), "another button");
        assertEquals(0.0, rel.own(byRef(root, "e5")), "a text that says it: not something to act on");
    }

    @Test
    void aGoalWrittenInJapaneseFindsTheLabelsThatSayItsWords() {
        // the goal is one run of letters ("I want to look up other vulnerabilities: open the vulnerability database's
        // search page"): its pieces of four letters are looked for in the page's runs, short labels inside it
        String page = lines("- main [ref=e1]:", "  - heading \"JVNDB-2018-013542\" [level=1] [ref=e2]",
                "  - cell \"公表日\" [ref=e3]", "  - cell \"2019/01/29\" [ref=e4]",
                "  - cell \"概要\" [ref=e5]", "  - paragraph [ref=e6]: 製品の設定には問題があります。",
                "  - link [ref=e7]:", "    - img \"脆弱性対策情報データベース検索\" [ref=e8]",
                "  - link [ref=e9]:", "    - img \"お問い合わせ\" [ref=e10]",
                "  - paragraph [ref=e11]: こちらからお問い合わせを開いてください");
        Node root = SnapshotParser.parse(page).root();
        Relevance search = new Relevance(root, Goal.of("他の脆弱性も調べたいので、脆弱性対策情報データベースの検索ページを開いて。"));
        assertTrue(search.own(byRef(root, "e8")) > 0, "the search banner");
        assertEquals(0.0, search.own(byRef(root, "e10")), "another banner");
        // a piece of kana alone ("を開いて", "open") says nothing of the page
        assertEquals(0.0, search.own(byRef(root, "e11")), "a text that only shares the goal's endings");
        Relevance date = new Relevance(root, Goal.of("この脆弱性情報の公表日と登録日はいつですか？"));
        assertTrue(date.own(byRef(root, "e3")) > 0, "a label of three letters inside the goal's run");
        assertEquals(0.0, date.own(byRef(root, "e5")), "a label of two letters is too short to tell");
        // Japanese is split at its hiragana into its words, Chinese at its particles and pronouns ("的", "这", "我想")
        assertEquals(List.of("ヘーシ", "印刷"), Goal.of("このページを印刷する").terms().subList(0, 2));
        assertEquals(List.of("查看", "个产品", "价格"), Goal.of("我想查看这个产品的价格").terms().subList(0, 3));
        assertEquals("个人养老金", Goal.of("个人养老金").terms().get(0));
        // "I want to see this product's price": the price's cell says it, as much as the product's manual does
        Node shop = SnapshotParser.parse(lines("- main [ref=e1]:", "  - cell \"产品价格\" [ref=e2]",
                "  - link \"这个产品的说明书\" [ref=e3]", "  - paragraph [ref=e4]: 配送信息")).root();
        Relevance price = new Relevance(shop, Goal.of("我想查看这个产品的价格"));
        assertTrue(price.own(byRef(shop, "e2")) >= price.own(byRef(shop, "e3")) && price.own(byRef(shop, "e2")) > 0,
                "the price's cell");
        assertEquals(0.0, price.own(byRef(shop, "e4")), "shipping says nothing of it");
        // "print this page": the print button, not every mention of a page
        Node print = SnapshotParser.parse(lines("- main [ref=e1]:", "  - link \"ページの先頭へ\" [ref=e2]",
                "  - button \"印刷\" [ref=e3]", "  - link \"次のページ\" [ref=e4]")).root();
        Relevance printing = new Relevance(print, Goal.of("このページを印刷する"));
        assertTrue(printing.own(byRef(print, "e3")) > printing.own(byRef(print, "e4")), "the print button first");
    }

    @Test
    void wordsInOtherLanguagesAloneDoNotMakeTheGoalSaid() {
        // a Slovak shop: "Termo prádlo" (thermal underwear) is a Portuguese "termos" (terms) to a stemmer; the goal's
        // own words are nowhere on the page, so it hides nothing and the footer's terms link stays
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Pánske tenisky\" [level=1] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        for (int i = 0; i < 16; i++) {
            b.append("    - listitem [ref=e").append(10 + 2 * i).append("]:\n      - link \"")
                    .append(i % 4 == 0 ? "Termo prádlo" : "Tenisky model " + i).append("\" [ref=e").append(11 + 2 * i)
                    .append("]\n");
        }
        b.append("- contentinfo [ref=e80]:\n  - link \"Obchodné podmienky\" [ref=e81]\n  - link \"Kontakt\" [ref=e82]\n");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("Open the shop's terms and conditions."), null)).text();
        assertTrue(out.contains("none of the goal's words"), out);
        assertTrue(out.contains("link \"Obchodné podmienky\" [ref=e81]"), out);
    }

    @Test
    void aGoalThatNamesACountryFindsItsOwnNameInAListOfRegionalForums() {
        Goal russian = Goal.of("Take me to the Russian community forum.");
        String russia = Words.of("Россия").get(0);
        assertTrue(russian.terms().contains(russia), russian.terms().toString());
        // looked for on what is acted on only, and no word of the goal's own: a trip to Finland says no more than that
        assertTrue(russian.interfaceOnly(russia));
        assertTrue(Goal.of("Voyage en Allemagne").terms().contains(Words.of("Deutschland").get(0)));
        // a country's name that is a common word elsewhere looks for nothing more: suede boots, a roast turkey
        assertFalse(Goal.of("Find suede boots in size 42").terms().contains(Words.of("Sverige").get(0)));
        assertFalse(Goal.of("Order a roast turkey").terms().contains(Words.of("Türkiye").get(0)));
        // a forum thread: twenty posts in the main column, the regional forums listed by their own names beside it
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Name a city game\" [level=1] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        int r = 10;
        for (int i = 0; i < 20; i++) {
            b.append("    - listitem [ref=e").append(r++).append("]:\n      - link \"member").append(i).append("\" [ref=e")
                    .append(r++).append("]\n      - paragraph [ref=e").append(r++).append("]: A city with the next letter: ")
                    .append((char) ('A' + i)).append("msterdam, on the community forum\n      - link \"Like\" [ref=e")
                    .append(r++).append("]\n");
        }
        b.append("- complementary [ref=e200]:\n  - heading \"Community\" [level=3] [ref=e201]\n  - list [ref=e202]:\n");
        String[] staff = {"Announcements", "Feedback", "Events", "Giveaways", "Off topic", "Photography", "Gaming"};
        for (String f : staff) b.append("    - listitem:\n      - link \"").append(f).append("\" [ref=e").append(r++).append("]\n");
        b.append("  - heading \"Regional Forums\" [level=3] [ref=e203]\n  - list [ref=e204]:\n");
        String[] regions = {"Deutschland", "España", "France", "Italia", "Nederland", "Polska", "Suomi", "India", "Россия",
            "Türkiye", "Brasil", "Sverige", "Norge"};
        int russiaRef = 0;
        for (String f : regions) {
            if (f.equals("Россия")) russiaRef = r;
            b.append("    - listitem:\n      - link \"").append(f).append("\" [ref=e").append(r++).append("]\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, russian, null)).text();
        assertTrue(out.contains("link \"Россия\" [ref=e" + russiaRef + "]"), out);
    }

    @Test
    void aGoalThatNamesACountryFindsTheSisterSiteInItsDomain() {
        assertEquals("at", Relevance.countryDomain("willhaben.at"));
        assertEquals("uk", Relevance.countryDomain("https://www.amazon.co.uk/"));
        assertNull(Relevance.countryDomain("Sister sites"));
        assertNull(Relevance.countryDomain("see willhaben.at"));
        assertNull(Relevance.countryDomain("-.de"));
        assertEquals(Map.of("at", "austria"), Goal.of("Is there a sister site for Austria?").domains());
        assertEquals(Map.of("fr", Words.of("France").get(0)), Goal.of("the site in France").domains());
        assertTrue(Goal.of("Open the classifieds").domains().isEmpty());
        // words as written: "francs" stems like "France" but names no country
        assertEquals(Map.of("ch", "swiss"), Goal.of("What is the price in Swiss francs?").domains());
        // a link named like an address leads to a site in that domain, or says nothing of where it leads
        assertTrue(Relevance.inDomain("//www.willhaben.at/", "at") && Relevance.inDomain(null, "at"));
        assertFalse(Relevance.inDomain("https://github.com/serde-rs/lib.rs", "rs"));
        assertFalse(Relevance.inDomain("/files/config.pl", "pl"));
        // a classifieds home: its categories, then a footer naming thirty sister sites by their addresses
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n  - heading \"Jófogás apróhirdetések\" [level=1] [ref=e2]\n"
                + "  - list [ref=e3]:\n");
        int r = 10;
        String[] categories = {"Autó", "Ingatlan", "Állat", "Divat", "Elektronika", "Otthon", "Sport", "Állás"};
        for (String c : categories) b.append("    - listitem:\n      - link \"").append(c).append("\" [ref=e").append(r++).append("]\n");
        b.append("- generic [ref=e5]:\n  - paragraph [ref=e6]: Nemzetközi oldalaink\n  - generic [ref=e7]:\n");
        String[] sites = {"avito.ru", "blocket.se", "bomnegocio.com", "coches.net", "corotos.com.do", "dubizzle.com",
            "finn.no", "fotocasa.es", "infojobs.net", "kufar.by", "leboncoin.fr", "milanuncios.com", "olx.ua", "segundamano.mx",
            "subito.it", "tori.fi", "tutti.ch", "vende.pe", "willhaben.at", "yapo.cl", "2dehands.be", "dba.dk", "bazar.sk",
            "njuskalo.hr", "halooglasi.com", "mudah.my", "kijiji.ca", "gumtree.com.au", "trovit.com", "ricardo.ch"};
        int austria = 0;
        for (String site : sites) {
            if (site.equals("willhaben.at")) austria = r;
            b.append("    - link \"").append(site).append("\" [ref=e").append(r++).append("]\n    - text: \"|\"\n");
        }
        Goal goal = Goal.of("Does Jófogás have a sister classifieds site for Austria? What is it called?");
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, goal, null)).text();
        assertTrue(out.contains("link \"willhaben.at\" [ref=e" + austria + "]"), out);
        assertFalse(out.contains("\"tutti.ch\""), "the other sites fold: " + out);
    }

    @Test
    void aMenuLinkNamedByARareWordOfTheGoalStaysThoughTheGoalsOtherWordsAreEverywhere() {
        // a software maker's home: a mega-menu of five sections of eight links, and stories; the goal's "student" weighs
        // no more than its other words, which one story says all of, but only the menu's "Students" link is named by it
        String[][] menu = {{"Products", "Compositor", "Modeller", "Painter", "Texturer", "Reviewer", "Renderer", "Tracker", "Baker"},
            {"Industries", "Film", "Television", "Games", "Advertising", "Architecture", "Design", "Science", "Music"},
            {"Education", "Students", "Graduates", "Teachers", "Schools", "Courses", "Tutorials", "Webinars", "Books"},
            {"Support", "Downloads", "Release notes", "Forums", "Knowledge base", "Contact support", "Status", "Bugs", "FAQ"},
            {"Company", "About", "Careers", "Press", "Partners", "Events", "Blog", "Investors", "Contact"}};
        StringBuilder b = new StringBuilder("- banner [ref=e1]:\n  - navigation [ref=e2]:\n    - list [ref=e3]:\n");
        int r = 10;
        int students = 0;
        for (String[] section : menu) {
            b.append("      - listitem [ref=e").append(r++).append("]:\n        - link \"").append(section[0]).append("\" [ref=e")
                    .append(r++).append("]\n        - list [ref=e").append(r++).append("]:\n");
            for (int i = 1; i < section.length; i++) {
                if (section[i].equals("Students")) students = r + 1;
                b.append("          - listitem [ref=e").append(r++).append("]:\n            - link \"").append(section[i])
                        .append("\" [ref=e").append(r++).append("]\n");
            }
        }
        b.append("- main [ref=e4]:\n  - link \"The Foundry\" [ref=e5]\n");
        for (int i = 0; i < 6; i++) {
            b.append("  - heading \"Story ").append(i).append(" of the season\" [level=2] [ref=e").append(r++).append("]\n")
                    .append("  - paragraph [ref=e").append(r++).append("]: ").append(i == 2
                            ? "The Foundry licence offer for studios ends soon."
                            : i == 4 ? "A student film made with our tools won a prize." : "News from the studios, number " + i)
                    .append("\n");
        }
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(b.toString()),
                new PruneRequest(Mode.ACT, Goal.of("I'm a student. Show me The Foundry's student licence offer."), null)).text();
        assertTrue(out.contains("link \"Students\" [ref=e" + students + "]"), out);
        assertFalse(out.contains("link \"Renderer\""), "the rest of the menu folds: " + out);
    }

    @Test
    void pluralsAndSimpleSuffixesMeet() {
        assertEquals(Words.of("price"), Words.of("prices"));
        assertEquals(Words.of("comment"), Words.of("comments"));
        assertEquals(Words.of("category"), Words.of("categories"));
        assertEquals(Words.of("box"), Words.of("boxes"));
    }

    @Test
    void functionWordsOfSeveralLanguagesGo() {
        assertEquals(Words.of("kaufen"), Words.of("Zur der und kaufen"));
        assertEquals(1, Words.of("Zur der und kaufen").size());
        assertEquals(Words.of("panier"), Words.of("le panier"));
    }

    @Test
    void goalMatchesTheItemItNames() {
        Goal g = Goal.of("cheapest 128GB iPhone");
        assertTrue(g.isExplicit());
        Node root = SnapshotParser.parse("- listitem:\n  - link \"iPhone 15 (128 GB)\" [ref=e1]\n- listitem:\n"
                + "  - link \"Galaxy S24 (256 GB)\" [ref=e2]\n").root();
        Relevance r = new Relevance(root, g);
        assertTrue(r.subtree(root.child(0)) > r.subtree(root.child(1)));
        assertTrue(r.strong(root.child(0).child(0)));
        assertFalse(r.strong(root.child(1).child(0)));
    }

    @Test
    void wordsThatDifferOnlyInTheirEndingMatch() {
        Node specs = SnapshotParser.parse("- row [ref=e1]:\n  - cell \"Weight\" [ref=e2]\n  - cell \"46 lb.\" [ref=e3]\n"
                + "- row [ref=e4]:\n  - cell \"Gauge\" [ref=e5]\n  - cell \"18\" [ref=e6]\n").root();
        Relevance weigh = new Relevance(specs, Goal.of("How much does the sink weigh?"));
        assertTrue(weigh.own(specs.child(0).child(0)) > 0, "weigh finds Weight");
        assertEquals(0.0, weigh.own(specs.child(1).child(0)));
        Node countries = SnapshotParser.parse("- link \"Morocco المغرب\" [ref=e1]\n- link \"Mauritania موريتانيا\" [ref=e2]\n")
                .root();
        Relevance moroccan = new Relevance(countries, Goal.of("Open the list of Moroccan newspapers"));
        assertTrue(moroccan.strong(countries.child(0)), "Moroccan finds Morocco");
        assertFalse(moroccan.strong(countries.child(1)));
        // a shared stem too short, or an ending too long, is another word
        Node other = SnapshotParser.parse("- link \"Cart\" [ref=e1]\n- link \"Weightlifting gloves\" [ref=e2]\n").root();
        Relevance carton = new Relevance(other, Goal.of("carton weigh"));
        assertEquals(0.0, carton.own(other.child(0)));
        assertEquals(0.0, carton.own(other.child(1)));
    }

    @Test
    void aLatinNameInsideJapaneseOrChineseTextIsAWordOfItsOwn() {
        assertEquals(List.of("never", "まとめは私も利用していて"), Words.of("NEVERまとめは私も利用していて"));
        assertEquals(List.of(Words.of("iPhone").get(0), "ケース"), Words.of("iPhoneケース"));
        assertEquals(List.of(Words.of("希望ユーザー").get(0), "id"), Words.of("希望ユーザーＩＤ"));
        // Korean too, though folding spells its syllables out in jamo; a script beyond the CJK line is no CJK
        assertEquals(List.of(Words.of("iPhone").get(0), Words.of("케이스").get(0)), Words.of("iPhone케이스"));
        assertEquals(1, Words.of("ᎣᏏᏲ").size(), "Cherokee stays one word");
        Node korean = SnapshotParser.parse("- button \"로그인하기\" [ref=e1]\n- link \"회원가입\" [ref=e2]\n").root();
        assertTrue(new Relevance(korean, Goal.of("Click the login button")).own(korean.child(0)) > 0,
                "the goal's word in Korean, inside a longer Korean word");
        // a comment thread in Japanese: the goal's "NEVER" finds the comments about "NEVERまとめ"
        Node thread = SnapshotParser.parse("- paragraph [ref=e1]: 返信ありがとうございます。NEVERまとめは私も利用しています。\n"
                + "- paragraph [ref=e2]: ブログのアクセス数について質問です。\n").root();
        Relevance never = new Relevance(thread, Goal.of("When did the site author reply to the question about NEVER Matome?"));
        assertTrue(never.own(thread.child(0)) > 0);
        assertEquals(0.0, never.own(thread.child(1)));
    }

    @Test
    void arabicWordsMatchWithoutTheirArticleAndWhicheverWayTheirLettersAreWritten() {
        // "the Hijri" in the goal, "Hijri" on the page with alef maqsura; "in the calendar" is "calendar"
        assertEquals(Words.of("هجرى"), Words.of("الهجري"));
        assertEquals(Words.of("تقويم"), Words.of("بالتقويم"));
        assertEquals(Words.of("اخبار"), Words.of("الأخبار"));
        assertEquals(Words.of("هجري"), Words.of("الـهجري"), "the stretching tatweel says nothing");
        assertEquals(List.of("الي"), Words.of("الي"), "a word of three letters keeps them");
        // an alef with hamza is a letter of the word, not the article: "electronic", "Germany" keep their first letters
        assertEquals(Words.of("إلكتروني"), Words.of("الإلكتروني"));
        assertFalse(Words.of("ألمانيا").equals(Words.of("مانيا")), Words.of("ألمانيا").toString());
        // after "and the", four letters at least stay: "parents" is no "religion"
        assertFalse(Words.of("والدين").equals(Words.of("دين")));
        Node banner = SnapshotParser.parse("- generic [ref=e8]:\n  - text: الإثنين 01 فبراير 2016 م - الموافق -22 ربيع الثاني 1437 هجرى\n"
                + "  - link \"خارطة الموقع\" [ref=e9]\n- link \"اتصل بنا\" [ref=e10]\n").root();
        Relevance hijri = new Relevance(banner, Goal.of("ما هو تاريخ اليوم بالتقويم الهجري؟"));
        assertTrue(hijri.strong(banner.child(0).child(0)), "the date line in the Hijri calendar");
        assertEquals(0.0, hijri.own(banner.child(1)));
    }

    @Test
    void aGoalAskingForTheCopyrightFindsTheLineWithTheSign() {
        Node page = SnapshotParser.parse("- link \"Al Ahram\" [ref=e1]\n- link \"Al Akhbar\" [ref=e2]\n"
                + "- generic [ref=e3]:\n  - text: © Arabic-Media.com Please read\n  - link \"disclaimer\" [ref=e4]\n"
                + "- text: Alle Rechte vorbehalten, Beispiel GmbH\n").root();
        Relevance who = new Relevance(page, Goal.of("Who holds the copyright for this site, according to the footer?"));
        assertTrue(who.strong(page.child(2).child(0)), "the line with \u00a9");
        assertTrue(who.own(page.child(3)) > 0, "a line reserving the rights, in German");
        assertEquals(0.0, who.own(page.child(0)));
        Relevance german = new Relevance(page, Goal.of("Wem gehört das Urheberrecht an dieser Seite?"));
        assertTrue(german.own(page.child(2).child(0)) > 0);
        // with accents, an ending the goal's words lose, and no spaces between the words
        for (String g : List.of("Vem har upphovsrätten till sidan?", "Hvem har ophavsretten til siden?",
                "このサイトの著作権は誰が持っていますか", "이 사이트의 저작권은 누구에게 있습니까?",
                "Qui détient les droits d'auteur de ce site ?", "Kto ma prawa autorskie do tej strony?")) {
            assertTrue(new Relevance(page, Goal.of(g)).own(page.child(2).child(0)) > 0, g);
        }
        // who runs the site is the company its copyright line names
        for (String g : List.of("Która firma prowadzi serwis Gratka.pl?", "Which company runs this site?",
                "Who owns this website?", "Wer ist der Betreiber dieser Seite?", "Какая компания владеет сайтом?",
                "Which company operates SrovnaniCen.cz?", "Who runs example.co.uk?")) {
            assertTrue(new Relevance(page, Goal.of(g)).strong(page.child(2).child(0)), g);
        }
        // ... asked of the site itself: a company the page lists, or someone who runs something else, is not it
        for (String g : List.of("Which company makes the cheapest kettle?", "¿Qué empresas de mudanzas hay en Madrid?",
                "Welche Firma liefert die Pakete?", "Kto prowadzi zajęcia z matematyki?", "Qui gère mon compte ?",
                "Chi gestisce il servizio clienti?", "Which bus runs to the airport?", "Which company operates flights to Oslo?",
                "Who runs the marathon?", "Who owns St.George's hospital?")) {
            assertEquals(0.0, new Relevance(page, Goal.of(g)).own(page.child(2).child(0)), g);
        }
        // the line answers the question whatever the goal's other words weigh: the site's address, said on every line
        Node shop = SnapshotParser.parse("- link \"Shop.example.cz\" [ref=e1]\n- heading \"Shop.example.cz: ceny\" [ref=e2]\n"
                + "- link \"Shop.example.cz pro obchody\" [ref=e3]\n- paragraph [ref=e4]:\n  - link \"Kontakt\" [ref=e5]\n"
                + "  - text: Copyright 2000 - 2014 Naspers OCS Czech Republic, s.r.o.\n").root();
        Relevance operator = new Relevance(shop, Goal.of("Which company operates Shop.example.cz?"));
        assertTrue(operator.own(shop.child(3)) < operator.strongBar(), "its words alone would not make it strong");
        assertTrue(operator.strong(shop.child(3)));
        // the page's copyright line is its last: a photo's credit in the story before it is no answer
        Node story = SnapshotParser.parse("- heading \"Shop.example.cz opens\" [ref=e1]\n- figure [ref=e2]:\n"
                + "  - generic [ref=e3]: Photo © Reuters\n- link \"Shop.example.cz\" [ref=e4]\n- link \"Shop.example.cz app\" [ref=e5]\n"
                + "- generic [ref=e6]: © 2014 Example s.r.o.\n").root();
        Relevance whoRuns = new Relevance(story, Goal.of("Which company operates Shop.example.cz?"));
        assertFalse(whoRuns.strong(story.child(1).child(0)), "the photo's credit");
        assertTrue(whoRuns.strong(story.child(4)), "the footer's line");
        // a goal that does not ask for it gives the sign nothing
        Relevance other = new Relevance(page, Goal.of("Open the Al Akhbar newspaper"));
        assertEquals(0.0, other.own(page.child(2).child(0)));
    }

    @Test
    void aGoalAskingWhoMadeTheToolFindsTheCopyrightLine() {
        Node page = SnapshotParser.parse("- heading \"Random word generator\" [level=1] [ref=e1]\n"
                + "- paragraph [ref=e2]: Make random words for games, names and ideas: pick how many words\n"
                + "- button \"Generate words\" [ref=e3]\n- list [ref=e4]:\n  - link \"Home\" [ref=e5]\n  - link \"More tools\" [ref=e6]\n"
                + "- generic [ref=e7]:\n  - text: © 2013\n  - link \"Joe Apple\" [ref=e8]\n").root();
        Node line = page.child(4).child(0);
        for (String g : List.of("Who made this random-word tool, and in what year?", "Who created this word generator?",
                "Who built this site?", "who developed this unit converter app", "Who designed the website?",
                "Who made this blog?")) {
            assertTrue(new Relevance(page, Goal.of(g)).strong(line), g);
        }
        // who made something the page sells or tells of is not who made the page
        for (String g : List.of("Who made the first random word list?", "Who made this dress?", "Who wrote the article?",
                "Who made the apple pie recipe?", "who made this toolbox", "Who made the first video game?",
                "Who designed the Astra theme?", "Who wrote the programme notes?", "Who made this game's characters?")) {
            assertFalse(new Relevance(page, Goal.of(g)).strong(line), g);
        }
    }

    @Test
    void aNameTheGoalGivesInCapitalsIsStrongWhereverThePageSaysItInFewPlaces() {
        StringBuilder b = new StringBuilder("- paragraph [ref=e1]: Sono in pubblicazione le graduatorie per i laureati\n");
        b.append("- link \"Erasmus Mundus le scadenze\" [ref=e2]\n- link \"Dottorati di ricerca Erasmus Mundus\" [ref=e3]\n");
        b.append("- link \"Con l'Erasmus Mundus in Asia Centrale\" [ref=e4]\n- link \"Erasmus per docenti\" [ref=e5]\n");
        b.append("- link \"Mundus Novus, la rivista\" [ref=e6]\n");
        for (int i = 0; i < 6; i++) b.append("- link \"Erasmus studenti ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        for (int i = 0; i < 6; i++) b.append("- link \"Mundus Novus ").append(i).append("\" [ref=e").append(20 + i).append("]\n");
        Node page = SnapshotParser.parse(b.toString()).root();
        Relevance r = new Relevance(page, Goal.of("I'm a graduate: open the page about Erasmus Mundus PhD programmes."));
        assertTrue(r.own(page.child(2)) < r.strongBar(), "its words alone would not make it strong: " + r.own(page.child(2))
                + " " + r.strongBar());
        for (int i = 1; i <= 3; i++) assertTrue(r.strong(page.child(i)), page.child(i).name());
        // one word of the name alone, or both apart, is not the name
        assertFalse(r.strong(page.child(4)));
        assertFalse(r.strong(page.child(5)));
        Node apart = SnapshotParser.parse(b + "- link \"Erasmus and Mundus le scadenze\" [ref=e40]\n"
                + "- link \"Dottorati: Erasmus, Mundus\" [ref=e41]\n").root();
        Relevance ra = new Relevance(apart, Goal.of("I'm a graduate: open the page about Erasmus Mundus PhD programmes."));
        assertTrue(ra.strong(apart.child(2)));
        assertFalse(ra.strong(apart.child(apart.childCount() - 2)), "a word between");
        assertFalse(ra.strong(apart.child(apart.childCount() - 1)), "a comma between");
        // a name in a short goal, a German goal's capitalised nouns, a name written with a curly apostrophe or a dash
        for (String g : List.of("Show the Erasmus Mundus PhD page", "Open Erasmus Mundus PhD programmes, I'm a graduate",
                "Wo finde ich als Graduierter die Erasmus Mundus Seite?")) {
            Relevance short_ = new Relevance(page, Goal.of(g));
            assertTrue(short_.strong(page.child(2)) && short_.strong(page.child(3)), g);
        }
        Node dashed = SnapshotParser.parse(b + "- link \"Dottorati Erasmus – Mundus\" [ref=e42]\n").root();
        assertTrue(new Relevance(dashed, Goal.of("I'm a graduate: open the page about Erasmus Mundus PhD programmes."))
                .strong(dashed.child(dashed.childCount() - 1)), "a dash between the words");
        // a goal written as a title names nothing by its capitals
        Relevance title = new Relevance(page, Goal.of("I Am A Graduate: Open The Page About Erasmus Mundus PhD Programmes"));
        assertFalse(title.strong(page.child(2)));
        // written small, the words are no name
        Relevance small = new Relevance(page, Goal.of("open the page about erasmus mundus phd programmes, I'm a graduate"));
        assertFalse(small.strong(page.child(2)));
        // a name the page says everywhere (the site's own, a listing's product type) names nothing in particular
        StringBuilder l = new StringBuilder("- heading \"Laptop stands\" [level=1] [ref=e1]\n");
        for (int i = 0; i < 8; i++) {
            l.append("- link \"Stanton Laptop Stand ").append(i).append("\" [ref=e").append(10 + i).append("]\n");
        }
        l.append("- link \"Uberstand Laptop Stand With Bag, black\" [ref=e30]\n");
        Node listing = SnapshotParser.parse(l.toString()).root();
        Relevance stand = new Relevance(listing, Goal.of("How much is the Uberstand Laptop Stand With Bag in black?"));
        assertFalse(stand.strong(listing.child(1)), "a laptop stand of the eight");
        assertTrue(stand.strong(listing.child(9)), "the one the goal names, by its other words");
    }

    @Test
    void aStrongMatchMarksEveryNodeAboveItAndNotItself() {
        Node root = SnapshotParser.parse("- complementary [ref=e1]:\n  - list [ref=e2]:\n    - listitem [ref=e3]: Most popular\n"
                + "    - listitem [ref=e4]: Most commented\n  - list [ref=e5]:\n    - listitem [ref=e6]:\n"
                + "      - link \"Council approves the bridge\" [ref=e7]\n- main [ref=e8]:\n  - generic [ref=e9]:\n    - list [ref=e10]:\n"
                + "      - listitem [ref=e11]: Weather\n").root();
        Relevance r = new Relevance(root, Goal.of("the second most popular story"));
        Node aside = root.child(0);
        Node tabs = aside.child(0);
        assertTrue(r.strong(tabs.child(0)));
        assertTrue(r.strongBelow(tabs) && r.strongBelow(aside) && r.strongBelow(root));
        // strictly below: the strong node itself has none under it
        assertFalse(r.strongBelow(tabs.child(0)));
        assertFalse(r.strongBelow(tabs.child(1)));
        assertFalse(r.strongBelow(aside.child(1)));
        assertFalse(r.strongBelow(root.child(1)));
        // the side column's second list is the goal's: the match sits two levels above it
        assertTrue(GoalPicks.nearAMatch(r, aside.child(1)));
        assertFalse(GoalPicks.nearAMatch(r, root.child(1).child(0).child(0)));
        // a match two levels up that is the top itself (a tab panel named "Most popular") is not below it
        Node panel = SnapshotParser.parse("- tabpanel \"Most popular\" [ref=e1]:\n  - generic [ref=e2]:\n    - list [ref=e3]:\n"
                + "      - listitem [ref=e4]: Council news\n      - listitem [ref=e5]: Bridge news\n- paragraph [ref=e6]: Weather\n").root();
        Relevance rp = new Relevance(panel, Goal.of("the second most popular story"));
        assertTrue(rp.strong(panel.child(0)));
        assertFalse(GoalPicks.nearAMatch(rp, panel.child(0).child(0).child(0)));
    }

    @Test
    void ordinalsInSeveralLanguagesAndForms() {
        assertEquals(List.of(4), Goal.of("Go to the comments of the fourth story.").ordinals());
        assertEquals(List.of(23), Goal.of("How many points does story #23 have?").ordinals());
        assertEquals(List.of(2), Goal.of("Open the 2nd result").ordinals());
        assertEquals(List.of(3), Goal.of("Öffne den dritte Artikel").ordinals());
        assertEquals(List.of(), Goal.of("Add 4 of these wheels, size 9.5, zip 60614, max 500 EUR, 1880s").ordinals());
        assertEquals(List.of(), Goal.context(List.of("fourth")).ordinals());
        assertTrue(Goal.of("the third one").isExplicit());
    }

    @Test
    void positionsFromTheEnd() {
        assertEquals(List.of(-1), Goal.of("Open the very last story in the list.").ordinals());
        assertEquals(List.of(-2), Goal.of("What is the price of the second-to-last offer?").ordinals());
        assertEquals(List.of(-2), Goal.of("Read the penultimate paragraph").ordinals());
        assertEquals(List.of(-1), Goal.of("Öffne den letzten Beitrag").ordinals());
        assertEquals(List.of(-2), Goal.of("Öffne den vorletzten Beitrag").ordinals());
        assertEquals(List.of(-1), Goal.of("Ouvre la dernière annonce").ordinals());
        assertEquals(List.of(-2), Goal.of("Ouvre l'avant-dernière annonce").ordinals());
        assertEquals(List.of(-1), Goal.of("Abre el último resultado").ordinals());
        assertEquals(List.of(-1, 1), Goal.of("Compare the first and the last result").ordinals());
        // a time or a field, not a position
        assertEquals(List.of(), Goal.of("Type Smith as the last name").ordinals());
        assertEquals(List.of(), Goal.of("When was the page last updated?").ordinals());
        assertEquals(List.of(), Goal.of("Show the orders of last week").ordinals());
        assertEquals(List.of(), Goal.of("Was wurde letzte Woche verkauft?").ordinals());
        assertEquals(List.of(), Goal.of("Quelle est la date de dernière mise à jour ?").ordinals());
    }

    @Test
    void emptyAndContextGoals() {
        assertTrue(Goal.of("  ").isEmpty());
        assertTrue(Goal.of("the of to").isEmpty());
        Goal c = Goal.context(List.of("iphone 15", "q=cases"));
        assertFalse(c.isEmpty());
        assertFalse(c.isExplicit());
        assertTrue(Goal.context(List.of()).isEmpty());
    }

    @Test
    void modeParsesCaseInsensitivelyWithOneLineErrors() {
        assertEquals(Mode.ACT, Mode.parse(" Act "));
        assertEquals("navigate", Mode.NAVIGATE.id());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Mode.parse("fast"));
        assertTrue(e.getMessage().contains("'fast'"));
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void aHugeTextIsReadForItsFirstTenThousandCharactersOnly() {
        String huge = "price ".repeat(4_000_000) + "needle";
        java.util.List<String> words = Words.of(huge);
        org.junit.jupiter.api.Assertions.assertTrue(words.size() <= Words.MAX_TEXT / 6 + 1, "bounded: " + words.size());
        org.junit.jupiter.api.Assertions.assertFalse(words.contains("needle"));
        org.junit.jupiter.api.Assertions.assertEquals(Words.MAX_TEXT, Words.fold("A".repeat(20_000_000)).length());
        org.junit.jupiter.api.Assertions.assertEquals(Words.of("Prices 1.029,00"), Words.of("Prices 1.029,00 "));
    }

    @Test
    void aPhraseTheGoalQuotesNamesWhatTheGoalIsAbout() {
        // "Themen im Trend" says two of the goal's nine words: quoted, it is the line the goal means
        Node root = SnapshotParser.parse(SideColumnGoalTest.trending()).root();
        String asked = "Welcher Artikel unter %s handelt von einem Monitoring-Tool, und wo findet das Seminar statt?";
        assertTrue(new Relevance(root, Goal.of(String.format(asked, "„Themen im Trend“"))).strong(byRef(root, "e6")));
        assertTrue(new Relevance(root, Goal.of(String.format(asked, "'Themen im Trend'"))).strong(byRef(root, "e6")));
        assertTrue(new Relevance(root, Goal.of(String.format(asked, "«Themen im Trend»"))).strong(byRef(root, "e6")));
        assertFalse(new Relevance(root, Goal.of(String.format(asked, "Themen im Trend"))).strong(byRef(root, "e6")),
                "unquoted, the words weigh as any others");
        // an apostrophe inside a word quotes nothing
        assertFalse(new Relevance(root, Goal.of("Anna's question: " + String.format(asked, "Themen im Trend") + " That's all"))
                .strong(byRef(root, "e6")));
        // a phrase the page says on many lines names none of them
        StringBuilder b = new StringBuilder("- main [ref=e1]:\n");
        for (int i = 0; i < 8; i++) {
            b.append("  - paragraph [ref=e").append(10 + i).append("]: Themen im Trend, Woche ").append(i).append('\n');
        }
        b.append("  - paragraph [ref=e30]: Der Artikel handelt von Monitoring. Ein Seminar findet statt.\n");
        Node many = SnapshotParser.parse(b.toString()).root();
        assertFalse(new Relevance(many, Goal.of(String.format(asked, "„Themen im Trend“"))).strong(byRef(many, "e10")));
    }

    @Test
    void quotedPhrasesInEveryMarkAndNoneOfOneLetter() {
        Node root = SnapshotParser.parse(SideColumnGoalTest.trending()).root();
        String asked = "Welcher Artikel unter %s handelt von einem Monitoring-Tool, und wo findet das Seminar statt?";
        for (String q : new String[] {"‚Themen im Trend‘", "»Themen im Trend«", "“Themen im Trend”", "‘Themen im Trend’",
                "\"the 'Themen im Trend' list\""}) {
            assertTrue(new Relevance(root, Goal.of(String.format(asked, q))).strong(byRef(root, "e6")), q);
        }
        // a letter quoted is no name: "Room K 12" says the goal's "k" but names nothing the goal is about
        String page = String.join("\n",
                "- main [ref=e1]:",
                "  - heading \"Exam rooms\" [level=2] [ref=e2]",
                "  - paragraph [ref=e3]: Surnames A-K write in room H 030; surnames L-Z write in room N 120.",
                "  - paragraph [ref=e4]: Bring your student card. Room K 12 is for late registrations.",
                "");
        Node exam = SnapshotParser.parse(page).root();
        assertFalse(new Relevance(exam, Goal.of("Which room do I write in if my surname starts with 'K'?"))
                .strong(byRef(exam, "e4")));
        // a Japanese tab's name in its brackets, inside a run of the goal's other letters
        Node tabs = SnapshotParser.parse(String.join("\n", "- main [ref=e1]:", "  - link \"基本情報\" [ref=e2]",
                "  - link \"運営状況\" [ref=e3]", "  - link \"事業所の詳細\" [ref=e4]",
                "  - paragraph [ref=e5]: この事業所の基本情報と詳細を表示しています。", "")).root();
        assertTrue(new Relevance(tabs, Goal.of("この事業所の「運営状況」のタブを開いてください")).strong(byRef(tabs, "e3")));
    }
    @Test
    void aGoalWordOfTwoEndingsFindsThePageWordOfOne() {
        // a departure board's "später" link for "show me the later departures": the goal's "späteren" stems to
        // "spater", the page's "später" to "spat"
        Node root = SnapshotParser.parse(lines(
                "- table [ref=e1]:",
                "  - row [ref=e2]:",
                "    - cell \"20:18\" [ref=e3]",
                "    - cell \"S 6 Köln-Nippes\" [ref=e4]",
                "  - row [ref=e5]:",
                "    - cell [ref=e6]:",
                "      - link \"später\" [ref=e7]",
                "- link \"Spatenstich am Rathaus\" [ref=e8]")).root();
        Relevance rel = new Relevance(root, Goal.of("Zeig mir die späteren Abfahrten nach 20:18."));
        Node later = Traversal.find(root, n -> "e7".equals(n.ref()));
        assertTrue(rel.own(later) > 0 && rel.strong(later), "later");
        // a word that only starts alike is no match ("Spatenstich" is a ground-breaking)
        assertEquals(0.0, rel.own(Traversal.find(root, n -> "e8".equals(n.ref()))));
    }

    @Test
    void aNumberAskedForAsTheOneToCallIsAPhoneQuestion() {
        // "Unter welcher Nummer ... erreichbar?" asks for a phone number: the footer's line with one answers it, though
        // it says none of the goal's other words
        String page = lines("- main [ref=e1]:", "  - heading \"Presseaussendung\" [level=1] [ref=e2]",
                "  - paragraph [ref=e3]: Das Ministerium lädt zur Konferenz über die Zukunft Europas ein.",
                "- contentinfo [ref=e4]:", "  - paragraph [ref=e5]: Bei Notfällen (24/7) +43 1 90115-4411");
        Node root = SnapshotParser.parse(page).root();
        for (String goal : List.of("Unter welcher Nummer ist das Ministerium erreichbar?",
                "Which number do I call for the ministry?", "À quel numéro joindre le ministère ?")) {
            Relevance rel = new Relevance(root, Goal.of(goal));
            assertTrue(rel.strong(byRef(root, "e5")), goal);
        }
    }
}
