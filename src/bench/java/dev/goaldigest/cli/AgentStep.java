package dev.goaldigest.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.NodeVisitor;
import dev.goaldigest.snapshot.Snapshot;
import dev.goaldigest.snapshot.Traversal;

/**
 * One scripted step of an agent, as the browser benchmarks drive the upstream: a tool and its arguments, with the
 * element named the way a person would name it (role and accessible name, or the Nth element of a role when the page
 * gives it no name), turned into a ref from the snapshot at hand when the step runs.
 *
 * @param label a short name for the step (tables, file names)
 * @param tool the Playwright MCP tool
 * @param role the target element's role, or null for a step without a target
 * @param name its accessible name, {@code NAME#N} for the Nth element of that role and name, or {@code #N} for the Nth
 *     element of {@code role}, in document order
 * @param text the URL of a navigation, the text to type, the option to select, or the key to press
 */
record AgentStep(String label, String tool, String role, String name, String text) {

    static AgentStep navigate(String label, String url) {
        return new AgentStep(label, "browser_navigate", null, null, url);
    }

    static AgentStep click(String label, String role, String name) {
        return new AgentStep(label, "browser_click", role, name, null);
    }

    static AgentStep type(String label, String role, String name, String text) {
        return new AgentStep(label, "browser_type", role, name, text);
    }

    static AgentStep select(String label, String role, String name, String option) {
        return new AgentStep(label, "browser_select_option", role, name, option);
    }

    static AgentStep snapshot(String label) {
        return new AgentStep(label, "browser_snapshot", null, null, null);
    }

    static AgentStep back(String label) {
        return new AgentStep(label, "browser_navigate_back", null, null, null);
    }

    static AgentStep key(String label, String key) {
        return new AgentStep(label, "browser_press_key", null, null, key);
    }

    /** Accepts ({@code accept} true) or dismisses the JavaScript dialog that is open. */
    static AgentStep dialog(String label, boolean accept) {
        return new AgentStep(label, "browser_handle_dialog", null, null, String.valueOf(accept));
    }

    /** The step with its URL (a navigation's {@code text}) resolved by {@code server}. */
    AgentStep at(String url) {
        return new AgentStep(label, tool, role, name, url);
    }

    /**
     * The tool's arguments, the target's ref taken from {@code page}.
     *
     * @throws IllegalStateException when the page has no such element
     */
    ObjectNode arguments(Snapshot page) {
        ObjectNode a = McpPeer.args();
        switch (tool) {
            case "browser_navigate" -> a.put("url", text);
            case "browser_press_key" -> a.put("key", text);
            case "browser_handle_dialog" -> a.put("accept", Boolean.parseBoolean(text));
            case "browser_type" -> a.put("text", text);
            case "browser_select_option" -> {
                ArrayNode values = a.putArray("values");
                values.add(text);
            }
            default -> {
            }
        }
        if (role != null) {
            Node target = find(page, role, name);
            if (target == null) throw new IllegalStateException("no " + role + " " + name + " on the page");
            a.put("target", target.ref());
            a.put("element", target.name() == null ? role + " " + name : role + " \"" + target.name() + "\"");
        }
        return a;
    }

    /** The element with this role and name ({@code NAME#N}, {@code #N}: the Nth) that has a ref, or null. */
    static Node find(Snapshot page, String role, String name) {
        int hash = name.lastIndexOf('#');
        boolean counted = hash >= 0 && name.substring(hash + 1).matches("\\d+");
        int nth = counted ? Integer.parseInt(name.substring(hash + 1)) : 1;
        String exact = counted ? name.substring(0, hash) : name;
        int[] seen = {0};
        Node[] found = {null};
        Traversal.walk(page.root(), (n, d) -> {
            if (!n.isElement() || !role.equals(n.role()) || n.ref() == null) return NodeVisitor.Next.CONTINUE;
            if (!exact.isEmpty() && !exact.equals(n.name())) return NodeVisitor.Next.CONTINUE;
            if (++seen[0] != nth) return NodeVisitor.Next.CONTINUE;
            found[0] = n;
            return NodeVisitor.Next.STOP;
        });
        return found[0];
    }

    /** What the step does, in a few words: {@code click button "Load more"}. */
    String describe() {
        String what = tool.replace("browser_", "");
        if (role != null) what += " " + role + " " + (name.startsWith("#") ? name : "\"" + name + "\"");
        if (text != null && !"browser_navigate".equals(tool)) what += " \"" + text + "\"";
        return what;
    }
}
