package dev.goaldigest.prune;

import dev.goaldigest.snapshot.Node;
import dev.goaldigest.snapshot.Roles;

/**
 * How many actionable elements of each kind something folded holds (links, buttons, form fields, the rest), as a fold
 * line says it: {@code 40 links, 2 buttons, 1 field}. A handful of numbers however many refs were folded.
 */
final class Tally {
    int links;
    int buttons;
    int fields;
    int other;

    /** Counts one actionable element by its kind. */
    void add(Node actionable) {
        String role = actionable.role();
        if ("link".equals(role)) {
            links++;
        } else if ("button".equals(role)) {
            buttons++;
        } else if (Roles.isField(actionable)) {
            fields++;
        } else {
            other++;
        }
    }

    void addAll(Tally t) {
        links += t.links;
        buttons += t.buttons;
        fields += t.fields;
        other += t.other;
    }

    int total() {
        return links + buttons + fields + other;
    }

    /** Appends {@code 40 links, 2 buttons, 1 field, 3 other refs} (kinds with none left out); nothing when empty. */
    StringBuilder appendTo(StringBuilder b) {
        boolean[] first = {true};
        part(b, first, links, "link", "links");
        part(b, first, buttons, "button", "buttons");
        part(b, first, fields, "field", "fields");
        part(b, first, other, first[0] ? "ref" : "other ref", first[0] ? "refs" : "other refs");
        return b;
    }

    private static void part(StringBuilder b, boolean[] first, int n, String one, String many) {
        if (n == 0) return;
        if (!first[0]) b.append(", ");
        first[0] = false;
        b.append(n).append(' ').append(n == 1 ? one : many);
    }
}
