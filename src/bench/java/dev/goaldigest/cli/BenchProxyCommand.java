package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.goaldigest.config.ConfigLoader;
import dev.goaldigest.prune.Mode;
import dev.goaldigest.prune.PruneRequest;
import dev.goaldigest.prune.Pruner;
import dev.goaldigest.snapshot.ResultLayout;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.SnapshotParser;
import dev.goaldigest.snapshot.Tokens;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench proxy}: the upstream alone and the upstream through the proxy, side by side in one run, on a large
 * corpus page served from 127.0.0.1: time to a usable session (spawn, initialize, tools/list), browser_snapshot
 * with {@code mode: off} and with default pruning (medians), and the tokens each sends the agent.
 */
@Command(name = "proxy", mixinStandardHelpOptions = true,
        description = "Upstream alone vs through the proxy: session start, snapshot latency, tokens.")
public final class BenchProxyCommand implements Callable<Integer> {
    private static final Path TEST_UPSTREAM = Path.of("src/test/node/node_modules/@playwright/mcp/cli.js");

    @Option(names = "--page", description = "Corpus page (fixtures/corpus/pages/NAME.html), default ${DEFAULT-VALUE}.")
    String page = "wikipedia-2";

    @Option(names = "--runs", description = "Rounds of snapshots (one on each side per round), default ${DEFAULT-VALUE};"
            + " figures are given over all rounds and over the last half (the proxy's JIT has compiled the pipeline"
            + " after some 30-40 large snapshots).")
    int runs = 40;

    @Option(names = "--changed-runs", description = "Rounds of browser_navigate to the page changed (a line of its own"
            + " first: every ref after it new), one on each side per round; default ${DEFAULT-VALUE}, 0: none.")
    int changedRuns = 20;

    @Option(names = "--edited-runs", description = "Rounds of browser_snapshot after a script added a line to the page"
            + " (browser_evaluate, untimed), one on each side per round: a snapshot the proxy has not seen, without a"
            + " navigation's time around it; default ${DEFAULT-VALUE}, 0: none.")
    int editedRuns = 20;

    @Option(names = "--sessions", description = "Session starts per side, default ${DEFAULT-VALUE}.")
    int sessions = 5;

    @Option(names = "--jvm-opts", paramLabel = "OPTS",
            description = "JVM options for the proxy's java; default: the ones the README's client configurations"
                    + " use (${DEFAULT-VALUE}); \"\" for none.")
    String jvmOpts = ProxyCommand.JVM_OPTIONS;

    @Parameters(paramLabel = "UPSTREAM", arity = "0..*", description = "Upstream command (after --); default: the"
            + " pinned test install with /usr/bin/chromium, else proxy.upstream from the config.")
    List<String> upstream = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        Path html = Path.of("fixtures/corpus/pages", page + ".html");
        if (!Files.isRegularFile(html)) {
            System.err.println("goaldigest: no corpus page " + html);
            return 2;
        }
        Path work = Files.createTempDirectory("goaldigest-bench-");
        List<String> up = upstream.isEmpty() ? defaultUpstream(work) : upstream;
        List<String> proxied = new ArrayList<>();
        proxied.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (!jvmOpts.isBlank()) proxied.addAll(List.of(jvmOpts.trim().split("\\s+")));
        proxied.addAll(List.of("-cp", absoluteClassPath(), Main.class.getName(), "proxy", "--"));
        proxied.addAll(up);
        HttpServer server = serve(html);
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/" + page + ".html";
        try {
            System.out.println("bench proxy: " + page + " (" + String.format("%,d", Files.size(html))
                    + " bytes of HTML), " + runs + " snapshots per figure, " + sessions + " session starts per side");
            System.out.println("upstream: " + String.join(" ", up));
            System.out.println("proxy JVM options: " + (jvmOpts.isBlank() ? "(none)" : jvmOpts));
            // the snapshots first: an upstream that gives no real page (no browser) stops the bench before any figure
            Side[] sides = measure(up, proxied, work, url, htmlTitle(Files.readString(html, StandardCharsets.UTF_8)));
            double[] upStart = new double[sessions];
            double[] pxStart = new double[sessions];
            for (int i = 0; i < sessions; i++) {
                upStart[i] = sessionStart(up, work);
                pxStart[i] = sessionStart(proxied, work);
            }
            print(median(upStart), median(pxStart), sides[0], sides[1]);
            pipeline(sides[0].offText(), url);
            return 0;
        } catch (NotThePage | IOException e) {
            System.err.println("goaldigest: bench proxy: " + e.getMessage());
            return 1;
        } finally {
            server.stop(0);
        }
    }

    /** Our own class path with absolute entries (the children run in another directory). */
    static String absoluteClassPath() {
        StringBuilder b = new StringBuilder();
        for (String e : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (e.isEmpty()) continue;
            if (b.length() > 0) b.append(java.io.File.pathSeparator);
            b.append(Path.of(e).toAbsolutePath());
        }
        return b.toString();
    }

    static List<String> defaultUpstream(Path work) throws IOException {
        if (Files.isRegularFile(TEST_UPSTREAM) && Files.isExecutable(Path.of("/usr/bin/chromium"))) {
            Path cfg = work.resolve("playwright-mcp.json");
            Files.writeString(cfg, "{\"browser\":{\"launchOptions\":{\"args\":[\"--disable-background-networking\","
                    + "\"--disable-component-update\",\"--disable-sync\",\"--no-first-run\",\"--disable-gpu\","
                    + "\"--disable-quic\",\"--disable-dev-shm-usage\"]}}}");
            return List.of("node", TEST_UPSTREAM.toAbsolutePath().toString(), "--headless", "--executable-path",
                    "/usr/bin/chromium", "--no-sandbox", "--isolated", "--config", cfg.toString());
        }
        return ConfigLoader.load(null, System.getenv(), java.util.Map.of()).proxy().upstream();
    }

    private static HttpServer serve(Path html) throws IOException {
        byte[] body = Files.readAllBytes(html);
        HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        s.createContext("/", ex -> {
            boolean hit = ex.getRequestURI().getPath().endsWith(html.getFileName().toString());
            byte[] b = hit ? changedPage(body, round(ex.getRequestURI().getQuery())) : new byte[0];
            ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            ex.sendResponseHeaders(hit ? 200 : 404, b.length == 0 ? -1 : b.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(b);
            }
        });
        s.start();
        return s;
    }

    /** Milliseconds from spawn to the tools/list answer. */
    private static double sessionStart(List<String> cmd, Path work) throws Exception {
        long t0 = System.nanoTime();
        try (McpPeer p = new McpPeer(cmd, work)) {
            p.initialize();
            p.request("tools/list", "{}");
            return (System.nanoTime() - t0) / 1e6;
        }
    }

    /**
     * One side's figures. {@code offDeltaMs} and {@code prunedDeltaMs} are, for the proxy's side, the medians of the
     * round-by-round differences to the upstream's call of the same round, and {@code pruningMs} the median of the
     * differences between its pruned and its mode-off call of the same round (all 0 for the upstream's side).
     */
    record Side(double offMs, double prunedMs, double firstPrunedMs, String offText, String prunedText,
            double offDeltaMs, double prunedDeltaMs, double pruningMs, double[] warm) {
    }

    /**
     * Both sides open at once, each with its own browser on the same page; every round times one call on each, so a
     * busy machine slows both alike.
     */
    private Side[] measure(List<String> up, List<String> proxied, Path work, String url, String title) throws Exception {
        try (McpPeer a = new McpPeer(up, work); McpPeer b = new McpPeer(proxied, work)) {
            for (McpPeer p : List.of(a, b)) {
                p.initialize();
                p.request("tools/list", "{}");
                JsonNode nav = p.request("tools/call", "{\"name\":\"browser_navigate\",\"arguments\":{\"url\":\""
                        + url + "\"}}");
                check(nav.path("result"), p == a ? "the upstream" : "the proxy", "browser_navigate", null, null, 0, false);
            }
            String snap = "{\"name\":\"browser_snapshot\",\"arguments\":{}}";
            String off = "{\"name\":\"browser_snapshot\",\"arguments\":{\"mode\":\"off\"}}";
            JsonNode aResult = a.request("tools/call", snap).path("result");
            check(aResult, "the upstream", "browser_snapshot", url, title, MIN_REFS, false);
            String aText = text(aResult);
            JsonNode bOffResult = b.request("tools/call", off).path("result");
            check(bOffResult, "the proxy", "browser_snapshot mode off", url, title, MIN_REFS, false);
            String bOff = text(bOffResult);
            long t1 = System.nanoTime();
            JsonNode bPrunedResult = b.request("tools/call", snap).path("result");
            double first = (System.nanoTime() - t1) / 1e6;
            check(bPrunedResult, "the proxy", "browser_snapshot", url, title, 1, true);
            String bPruned = text(bPrunedResult);
            // each round: the upstream alone, then the proxy with mode off, then the proxy pruning (same browser as
            // the mode-off call, so their difference is what pruning adds, free of the two browsers' differences)
            double[] aSnap = new double[runs];
            double[] bOffMs = new double[runs];
            double[] bSnap = new double[runs];
            for (int i = 0; i < runs; i++) {
                aSnap[i] = timed(a, snap);
                bOffMs[i] = timed(b, off);
                bSnap[i] = timed(b, snap);
            }
            int h = runs / 2;
            double[] aWarm = Arrays.copyOfRange(aSnap, h, runs);
            double[] offWarm = Arrays.copyOfRange(bOffMs, h, runs);
            double[] snapWarm = Arrays.copyOfRange(bSnap, h, runs);
            editedRounds(a, b, url);
            changedRounds(a, b, url);
            // over the last half: upstream median, proxy mode-off median, proxy pruned median, and the three differences
            double[] warm = {median(aWarm), median(offWarm), median(snapWarm), median(minus(offWarm, aWarm)),
                median(minus(snapWarm, aWarm)), median(minus(snapWarm, offWarm))};
            return new Side[] {new Side(median(aSnap), median(aSnap), median(aSnap), aText, aText, 0, 0, 0, warm),
                    new Side(median(bOffMs), median(bSnap), first, bOff, bPruned, median(minus(bOffMs, aSnap)),
                            median(minus(bSnap, aSnap)), median(minus(bSnap, bOffMs)), warm)};
        }
    }

    /**
     * The page changed before each call: a navigation, each side, to the page with a line of the round's own before
     * everything (every ref after it new, as after a real page's change), timed with its result (the proxy prunes the
     * snapshot the navigation brings: a page it has not seen).
     */
    record Changed(double upMs, double pxMs, double deltaMs, int rounds) {
    }

    private Changed changed;

    private void changedRounds(McpPeer a, McpPeer b, String url) throws Exception {
        if (changedRuns <= 0) return;
        double[] up = new double[changedRuns];
        double[] px = new double[changedRuns];
        for (int i = 0; i < changedRuns; i++) {
            String nav = "{\"name\":\"browser_navigate\",\"arguments\":{\"url\":\"" + url + "?round=" + (i + 1) + "\"}}";
            long t0 = System.nanoTime();
            JsonNode ra = a.request("tools/call", nav).path("result");
            long t1 = System.nanoTime();
            JsonNode rb = b.request("tools/call", nav).path("result");
            long t2 = System.nanoTime();
            String roundUrl = url + "?round=" + (i + 1);
            checkNavigation(ra, "the upstream", roundUrl, false);
            checkNavigation(rb, "the proxy", roundUrl, true);
            up[i] = (t1 - t0) / 1e6;
            px[i] = (t2 - t1) / 1e6;
        }
        changed = new Changed(median(up), median(px), median(minus(px, up)), changedRuns);
    }

    /**
     * The page edited before each snapshot: a script adds a line of the round's own at the top of the body, on each side
     * (untimed), then one {@code browser_snapshot} each is timed. The proxy's snapshot is one it has not seen (its last
     * view is not reused), with no navigation's seconds around it: what pruning a changed page adds.
     */
    record Edited(double upMs, double pxMs, double deltaMs, double lastHalfDeltaMs, int rounds) {
    }

    private Edited edited;

    private void editedRounds(McpPeer a, McpPeer b, String url) throws Exception {
        if (editedRuns <= 0) return;
        double[] up = new double[editedRuns];
        double[] px = new double[editedRuns];
        String snap = "{\"name\":\"browser_snapshot\",\"arguments\":{}}";
        for (int i = 0; i < editedRuns; i++) {
            String line = "Edit " + (i + 1) + " of the page";
            String edit = "{\"name\":\"browser_evaluate\",\"arguments\":{\"function\":\"() => { const p = "
                    + "document.createElement('p'); p.textContent = '" + line + "'; document.body.prepend(p); }\"}}";
            for (McpPeer p : List.of(a, b)) {
                check(p.request("tools/call", edit).path("result"), p == a ? "the upstream" : "the proxy",
                        "browser_evaluate", null, null, 0, false);
            }
            long t0 = System.nanoTime();
            JsonNode ra = a.request("tools/call", snap).path("result");
            long t1 = System.nanoTime();
            JsonNode rb = b.request("tools/call", snap).path("result");
            long t2 = System.nanoTime();
            check(ra, "the upstream", "browser_snapshot after an edit", url, null, MIN_REFS, false);
            check(rb, "the proxy", "browser_snapshot after an edit", url, null, 1, true);
            for (JsonNode r : List.of(ra, rb)) {
                if (!text(r).contains(line)) {
                    throw new NotThePage("a snapshot after the edit does not show its line \"" + line + "\"");
                }
            }
            up[i] = (t1 - t0) / 1e6;
            px[i] = (t2 - t1) / 1e6;
        }
        int h = editedRuns / 2;
        edited = new Edited(median(up), median(px), median(minus(px, up)),
                median(minus(Arrays.copyOfRange(px, h, editedRuns), Arrays.copyOfRange(up, h, editedRuns))), editedRuns);
    }

    /**
     * Checks a timed navigation's result: no error, the page of {@code url} (the result's page line), and for the
     * proxy's side its pruned snapshot with the stats line (a navigation it did not prune would time nothing).
     *
     * @throws NotThePage with one line saying what came back instead
     */
    static void checkNavigation(JsonNode result, String side, String url, boolean pruned) throws NotThePage {
        check(result, side, "browser_navigate", null, null, 0, false);
        String text = text(result);
        String page = ResultLayout.parse(text).pageUrl();
        if (!url.equals(page)) throw new NotThePage(side + "'s browser_navigate is of " + page + ", not of " + url);
        if (pruned && !text.contains("[goaldigest: ")) {
            throw new NotThePage(side + "'s browser_navigate has no pruned snapshot with a stats line");
        }
    }

    private static final Pattern BODY = Pattern.compile("(?i)<body\\b[^>]*>");

    /** The page with a line of its own first (right after the body's start tag), for {@code round > 0}. */
    static byte[] changedPage(byte[] body, int round) {
        if (round <= 0) return body;
        String html = new String(body, StandardCharsets.UTF_8);
        Matcher m = BODY.matcher(html);
        int at = m.find() ? m.end() : 0;
        return (html.substring(0, at) + "<p>Round " + round + " of the changed page</p>" + html.substring(at))
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The round a request asks for ({@code ?round=N}), 0 for none. */
    static int round(String query) {
        if (query == null) return 0;
        Matcher m = Pattern.compile("(?:^|&)round=(\\d{1,6})(?:&|$)").matcher(query);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** The fewest elements with refs a real page's snapshot has (a browser that did not start gives none). */
    static final int MIN_REFS = 20;

    /** A result that is not a real snapshot of the page the bench served: the one line why. */
    static final class NotThePage extends Exception {
        NotThePage(String why) {
            super(why);
        }
    }

    /**
     * Checks that a {@code tools/call} result is what the figures need: no error, and (when {@code minRefs > 0}) an
     * inline snapshot with at least that many elements with refs, of the page at {@code url} titled {@code title}
     * (when known), with the proxy's stats line before it when {@code stats}.
     *
     * @throws NotThePage with one line saying what came back instead
     */
    static void check(JsonNode result, String side, String call, String url, String title, int minRefs, boolean stats)
            throws NotThePage {
        String text = text(result);
        String first = text.lines().filter(l -> !l.isBlank() && !l.startsWith("### ")).findFirst().orElse("(nothing)");
        if (result.path("isError").asBoolean(false)) {
            throw new NotThePage(side + " answered " + call + " with an error: " + first.strip());
        }
        if (minRefs <= 0) return;
        ResultLayout layout = ResultLayout.parse(text);
        if (!layout.hasInlineSnapshot()) throw new NotThePage(side + " answered " + call + " without a snapshot: " + first.strip());
        String snapshot = layout.inlineSnapshot();
        int refs = SnapshotParser.parse(snapshot).refs().size();
        if (refs < minRefs) {
            throw new NotThePage(side + "'s " + call + " has " + refs + " elements with refs (" + Tokens.count(snapshot)
                    + " tokens), not a page of " + (url == null ? "its" : url + "'s") + " size: did the browser start?");
        }
        if (url != null && !url.equals(layout.pageUrl())) {
            throw new NotThePage(side + "'s " + call + " is of " + layout.pageUrl() + ", not of " + url);
        }
        if (title != null && !title.equals(layout.pageTitle())) {
            throw new NotThePage(side + "'s " + call + " is of a page titled '" + layout.pageTitle() + "', not '" + title + "'");
        }
        if (stats && text.lines().noneMatch(l -> l.startsWith("[goaldigest: "))) {
            throw new NotThePage(side + "'s " + call + " has no stats line: was it pruned by goaldigest?");
        }
    }

    private static final Pattern TITLE = Pattern.compile("(?is)<title[^>]*>(.*?)</title>");
    private static final Pattern ENTITY = Pattern.compile("&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);");

    /**
     * The title a browser shows for this HTML (its {@code <title>}, entities decoded, blanks collapsed), or null when
     * it has none or one this cannot decode for sure (a named entity beyond the basic ones).
     */
    static String htmlTitle(String html) {
        Matcher m = TITLE.matcher(html);
        if (!m.find()) return null;
        Matcher e = ENTITY.matcher(m.group(1));
        StringBuilder b = new StringBuilder();
        while (e.find()) {
            String n = e.group(1);
            int cp = switch (n) {
                case "amp" -> '&';
                case "lt" -> '<';
                case "gt" -> '>';
                case "quot" -> '"';
                case "apos" -> '\'';
                case "nbsp" -> ' ';
                default -> n.startsWith("#x") ? Integer.parseInt(n.substring(2), 16) : Integer.parseInt(n.substring(1));
            };
            e.appendReplacement(b, Matcher.quoteReplacement(new String(Character.toChars(cp))));
        }
        e.appendTail(b);
        String t = b.toString().strip().replaceAll("\\s+", " ");
        return t.isEmpty() || t.matches("(?s).*&[A-Za-z]+;.*") ? null : t;
    }

    private static double[] minus(double[] b, double[] a) {
        double[] d = new double[b.length];
        for (int i = 0; i < b.length; i++) d[i] = b[i] - a[i];
        return d;
    }

    private static double timed(McpPeer p, String params) throws Exception {
        long t = System.nanoTime();
        p.request("tools/call", params);
        return (System.nanoTime() - t) / 1e6;
    }

    /** Where the proxy's added time goes: the rule pipeline on this page in this JVM (warm, median). */
    private void pipeline(String resultText, String url) {
        String raw = ResultLayout.parse(resultText).inlineSnapshot();
        if (raw == null) return;
        Pruner pruner = new Pruner(Settings.prune(ConfigLoader.load(null, System.getenv(), java.util.Map.of()).prune()));
        double[] parse = new double[runs];
        double[] prune = new double[runs];
        for (int i = 0; i < runs + 5; i++) {
            long t0 = System.nanoTime();
            Snapshot s = SnapshotParser.parse(raw);
            long t1 = System.nanoTime();
            pruner.prune(s, new PruneRequest(Mode.AUTO, null, url)).text();
            long t2 = System.nanoTime();
            if (i >= 5) {
                parse[i - 5] = (t1 - t0) / 1e6;
                prune[i - 5] = (t2 - t1) / 1e6;
            }
        }
        System.out.printf("of which, in-process here (warm median): parse %.1f ms, prune + write %.1f ms (%,d chars)%n",
                median(parse), median(prune), raw.length());
    }

    private void print(double upStart, double pxStart, Side up, Side px) {
        int upTokens = Tokens.count(up.prunedText());
        int pxOffTokens = Tokens.count(px.offText());
        int pxTokens = Tokens.count(px.prunedText());
        System.out.printf("%-44s %12s %12s %10s%n", "", "upstream", "via proxy", "delta");
        row("usable session (spawn..tools/list), median ms", upStart, pxStart);
        row("browser_snapshot mode off, median ms", up.offMs(), px.offMs());
        // the same page asked again: from the second snapshot on, the proxy gives its last view again (LastView)
        row("browser_snapshot default pruning, median ms", up.prunedMs(), px.prunedMs());
        row("  first pruned snapshot (vs upstream median)", up.firstPrunedMs(), px.firstPrunedMs());
        System.out.printf("%-44s %12s %12s %+10.1f%n", "mode off, median of per-round differences", "", "",
                px.offDeltaMs());
        System.out.printf("%-44s %12s %12s %+10.1f%n", "default, median of per-round differences", "", "",
                px.prunedDeltaMs());
        System.out.printf("%-44s %12s %12s %+10.1f%n", "default vs mode off, same session, per round", "", "",
                px.pruningMs());
        double[] w = px.warm();
        System.out.println("last half of the rounds (the proxy's JIT warm):");
        row("browser_snapshot mode off, median ms", w[0], w[1]);
        row("browser_snapshot default pruning, median ms", w[0], w[2]);
        System.out.printf("%-44s %12s %12s %+10.1f%n", "mode off, median of per-round differences", "", "", w[3]);
        System.out.printf("%-44s %12s %12s %+10.1f%n", "default, median of per-round differences", "", "", w[4]);
        System.out.printf("%-44s %12s %12s %+10.1f%n", "default vs mode off, same session, per round", "", "", w[5]);
        System.out.printf("%-44s %,12d %,12d %9.1f%%%n", "tokens sent, mode off (o200k)", Tokens.count(up.offText()),
                pxOffTokens, pct(Tokens.count(up.offText()), pxOffTokens));
        System.out.printf("%-44s %,12d %,12d %9.1f%%%n", "tokens sent, default (o200k)", upTokens, pxTokens,
                pct(upTokens, pxTokens));
        if (!up.offText().equals(px.offText())) {
            // two browsers, one page: the upstream's own output can differ (console entries, events)
            List<String> a = up.offText().lines().toList();
            List<String> b = px.offText().lines().toList();
            List<String> onlyB = b.stream().filter(l -> !a.contains(l)).limit(2).toList();
            List<String> onlyA = a.stream().filter(l -> !b.contains(l)).limit(2).toList();
            System.out.println("note: the two upstream sessions' mode-off results differ (not a rewrite): "
                    + onlyA + " vs " + onlyB);
        }
        String stats = px.prunedText().lines().filter(l -> l.startsWith("[goaldigest:")).findFirst().orElse("(none)");
        System.out.println("stats line: " + stats);
        if (edited != null) {
            System.out.println("the page edited before each snapshot (" + edited.rounds() + " rounds: a script adds a line"
                    + " at its top, untimed; the proxy prunes a snapshot it has not seen, its last view not reused):");
            row("browser_snapshot after an edit, median ms", edited.upMs(), edited.pxMs());
            System.out.printf("%-44s %12s %12s %+10.1f%n", "median of per-round differences", "", "", edited.deltaMs());
            System.out.printf("%-44s %12s %12s %+10.1f%n", "  over the last half", "", "", edited.lastHalfDeltaMs());
        }
        if (changed != null) {
            System.out.println("the page changed before each call (" + changed.rounds() + " rounds of browser_navigate to it"
                    + " with a new first line: every ref new; the proxy prunes the snapshot the navigation brings):");
            row("browser_navigate, median ms", changed.upMs(), changed.pxMs());
            System.out.printf("%-44s %12s %12s %+10.1f%n", "median of per-round differences", "", "", changed.deltaMs());
        }
    }

    private static void row(String label, double a, double b) {
        System.out.printf("%-44s %12.1f %12.1f %+10.1f%n", label, a, b, b - a);
    }

    private static double pct(int a, int b) {
        return a == 0 ? 0 : (b - a) * 100.0 / a;
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        int n = s.length;
        return n == 0 ? 0 : n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /** The text of a {@code tools/call} result. */
    private static String text(JsonNode result) {
        return result.path("content").path(0).path("text").asText("");
    }
}
