package dev.goaldigest.prune;

import static dev.goaldigest.prune.StepTesting.lines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.SnapshotParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A goal that names a value in each of two rows of filters ("only Beijing's e-commerce companies": the region row's
 * "北京", the industry row's "电子商务") keeps both rows' links in view, though one of the names is on every result
 * below and weighs little among the goal's words; in Chinese, which writes no space between words, a link of two
 * letters is found inside the goal's run.
 */
class FilterRowsGoalTest {
    /** A directory of start-ups filtered to e-commerce: three rows of filters, then twenty results, each tagged. */
    static String directory() {
        StringBuilder b = new StringBuilder("- list [ref=e1]:\n");
        String[][] rows = {
            {"行业", "全部", "教育", "金融", "汽车交通", "房产服务", "企业服务", "旅游", "本地生活", "游戏", "文化娱乐",
                "体育运动", "硬件", "社交网络", "工具软件", "电子商务", "医疗健康", "物流"},
            {"地区", "全部", "上海", "云南", "内蒙古", "台湾", "吉林", "四川", "天津", "北京", "广东", "江苏"},
            {"轮次", "全部", "天使轮", "A轮", "B轮", "C轮", "已上市"},
        };
        int ref = 2;
        for (String[] row : rows) {
            b.append("  - listitem [ref=e").append(ref++).append("]:\n");
            b.append("    - text: ").append(row[0]).append('\n');
            b.append("    - generic [ref=e").append(ref++).append("]:\n");
            for (int i = 1; i < row.length; i++) b.append("      - link \"").append(row[i]).append("\" [ref=e").append(ref++).append("]\n");
        }
        String[] cities = {"上海", "福建", "北京", "安徽", "上海", "北京", "广东", "浙江", "上海", "福建", "安徽", "广东",
            "浙江", "上海", "福建", "安徽", "广东", "浙江", "江苏", "江苏"};
        b.append("- list [ref=e100]:\n");
        ref = 101;
        // each result: its name, a line, its tags (the industry, the city) and its founding
        for (int i = 0; i < cities.length; i++) {
            b.append("  - listitem [ref=e").append(ref++).append("]:\n");
            b.append("    - link \"公司").append((char) ('甲' + i)).append("科技\" [ref=e").append(ref++).append("]\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]: 一家提供跨境电商运营工具的平台，帮助卖家提升效率和利润。\n");
            b.append("    - paragraph [ref=e").append(ref++).append("]:\n");
            b.append("      - link \"电子商务\" [ref=e").append(ref++).append("]\n");
            b.append("      - link \"").append(cities[i]).append("\" [ref=e").append(ref++).append("]\n");
            b.append("    - text: \"2016.").append(i % 12 + 1).append("\"\n");
        }
        return b.toString();
    }

    @Test
    void aGoalNamingAValueOfTwoFilterRowsKeepsBothRows() {
        String out = new Pruner(PruneSettings.DEFAULTS).prune(SnapshotParser.parse(directory()),
                new PruneRequest(Mode.ACT, Goal.of("只看北京的电子商务公司。"), null)).text();
        // the region row's "北京" (two letters inside the goal's run "只看北京") and the industry row's "电子商务"
        assertTrue(out.contains("link \"北京\" [ref=e31]"), out);
        assertTrue(out.contains("link \"电子商务\" [ref=e18]"), out);
        // the row of rounds, which the goal does not name, shrinks to its title
        assertFalse(out.contains("link \"天使轮\""), out);
    }

    @Test
    void aLinkInsideASentenceIsNoRowOfFilters() {
        Goal goal = Goal.of("只看北京的电子商务公司。");
        // the goal's word said by a link in a sentence: no row of filters
        Node sentence = SnapshotParser.parse(lines("- listitem [ref=e1]:", "  - paragraph [ref=e2]:", "    - text: 总部位于",
                "    - link \"北京\" [ref=e3]", "    - text: 的一家平台", "    - link \"上海\" [ref=e4]",
                "    - link \"广东\" [ref=e5]")).root().child(0);
        assertTrue(GoalPicks.holdingNamedLinks(goal, List.of(sentence), 3).isEmpty());
        // the same links in a row of their own (short separators between them) are one
        Node row = SnapshotParser.parse(lines("- listitem [ref=e1]:", "  - text: 地区", "  - generic [ref=e2]:",
                "    - link \"上海\" [ref=e3]", "    - text: \"|\"", "    - link \"北京\" [ref=e4]",
                "    - link \"广东\" [ref=e5]")).root().child(0);
        assertEquals(List.of(row), GoalPicks.holdingNamedLinks(goal, List.of(row), 3));
        // a name more items hold than the limit (a tag on every result) names none of them
        List<Node> many = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) many.add(SnapshotParser.parse(lines("- listitem [ref=e1]:", "  - generic [ref=e2]:",
                "    - link \"上海\" [ref=e3]", "    - link \"北京\" [ref=e4]", "    - link \"广东\" [ref=e5]")).root().child(0));
        assertTrue(GoalPicks.holdingNamedLinks(goal, many, 3).isEmpty());
    }

    @Test
    void aChineseWordOfTwoLettersIsFoundInsideTheGoalsRun() {
        // "只看北京的…" splits into "只看北京" and "电子商务公司": a page's whole run of two letters inside one of them says it
        dev.goaldigest.snapshot.Snapshot s = SnapshotParser.parse(lines("- list [ref=e1]:", "  - link \"上海\" [ref=e2]",
                "  - link \"北京\" [ref=e3]", "  - link \"看书\" [ref=e4]"));
        PruneContext ctx = new PruneContext(s.root(), Goal.of("只看北京的电子商务公司。"), PruneSettings.DEFAULTS, null,
                NoisePatterns.bundled());
        Node list = s.root().child(0);
        assertTrue(ctx.relevance().subtree(list.child(1)) > 0, "北京");
        assertEquals(0.0, ctx.relevance().subtree(list.child(0)), "上海");
        // two letters that straddle the goal's pieces ("看北" is in it, "看书" is not) say nothing
        assertEquals(0.0, ctx.relevance().subtree(list.child(2)), "看书");
        // nor does the request's verb at a piece's start: every row's "查看" (view) link is no match for "查看成都…"
        dev.goaldigest.snapshot.Snapshot rows = SnapshotParser.parse(lines("- list [ref=e1]:", "  - link \"查看\" [ref=e2]",
                "  - link \"新区\" [ref=e3]"));
        PruneContext view = new PruneContext(rows.root(), Goal.of("查看成都高新区的二手房价格"), PruneSettings.DEFAULTS, null,
                NoisePatterns.bundled());
        assertEquals(0.0, view.relevance().subtree(rows.root().child(0).child(0)), "查看");
        assertTrue(view.relevance().subtree(rows.root().child(0).child(1)) > 0, "新区");
        // a name inside a longer word of the goal is not said whole ("京东" in "北京东路"); one at a word's edge is
        assertFalse(GoalPicks.saysWhole("去北京东路", "京东"));
        assertTrue(GoalPicks.saysWhole("只看北京的电子商务公司", "北京"));
        assertTrue(GoalPicks.saysWhole("只看北京的电子商务公司", "电子商务"));
    }
}
