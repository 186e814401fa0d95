package org.vedette.ui.internal.model;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;

/**
 * The passage of the rulebook behind a citation, for Help at the table: a
 * ruleset bundle ships its book as {@code rulebook.txt} and its rulings as
 * {@code RULINGS.md}, and a {@link RuleRef} ("Sharpe", "7 Shooting —
 * Reloading"; "1H RULINGS.md", "D2 — …") is found in them by its section's
 * parts, each a heading (or failing that a line) after the one before.
 *
 * <p>The books are plain-text extractions whose headings are sometimes
 * Markdown ("## 7. Shooting"), sometimes bare lines ("Assess Casualties"), so
 * lines are compared by their letters and digits alone.
 */
public final class Rulebook {
    /** How much of the book a passage shows, from its heading. */
    static final int LINES = 40;

    /** A passage: where it was found ("Sharpe rulebook, line 217") and its text. */
    public record Passage(String where, String text) {
    }

    private Rulebook() {
    }

    /** The passage a citation names, or empty when the bundle ships no such text or the section is not found. */
    public static Optional<Passage> passage(Ruleset rules, RuleRef ref) {
        boolean ruling = ref.book().contains("RULINGS");
        // A ruleset's own tables (The Other Side of the Hill's TABLES.md) are cited like its rulings.
        boolean tables = ref.book().contains("TABLES");
        String file = ruling ? "RULINGS.md" : tables ? "TABLES.md" : "rulebook.txt";
        ruling |= tables;
        Optional<String> text = text(rules, file);
        if (text.isEmpty()) return Optional.empty();
        List<String> lines = text.get().lines().toList();
        int at = -1;
        for (String part : ref.section().split(" — ")) {
            int found = find(lines, part, at + 1);
            if (found < 0) break;
            at = found;
        }
        if (at < 0) return Optional.empty();
        int end = Math.min(lines.size(), at + LINES);
        return Optional.of(new Passage(ref.book() + (ruling ? "" : " rulebook") + ", line " + (at + 1),
                String.join("\n", lines.subList(at, end)).strip()));
    }

    /** A text file the ruleset's bundle ships, as UTF-8. */
    static Optional<String> text(Ruleset rules, String file) {
        Bundle bundle = FrameworkUtil.getBundle(rules.getClass());
        URL entry = bundle == null ? null : bundle.getEntry(file);
        if (entry == null) return Optional.empty();
        try (InputStream in = entry.openStream()) {
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * The first line from {@code from} that is the section part as a
     * Markdown heading (the same letters and digits), else as a bare line,
     * else one that starts with it, else one that contains it; -1 when none
     * does.
     */
    private static int find(List<String> lines, String part, int from) {
        String wanted = key(part);
        if (wanted.isEmpty()) return -1;
        for (int pass = 0; pass < 4; pass++) {
            for (int i = from; i < lines.size(); i++) {
                String line = key(lines.get(i));
                boolean match = switch (pass) {
                    // A Markdown heading first: the book's contents list the same words earlier.
                    case 0 -> line.equals(wanted) && lines.get(i).startsWith("#");
                    case 1 -> line.equals(wanted);
                    case 2 -> line.startsWith(wanted);
                    default -> line.contains(wanted);
                };
                if (match) return i;
            }
        }
        return -1;
    }

    /** "## 7. Shooting" and "7 Shooting" alike: "7shooting". */
    private static String key(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetterOrDigit(c)) b.append(Character.toLowerCase(c));
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
