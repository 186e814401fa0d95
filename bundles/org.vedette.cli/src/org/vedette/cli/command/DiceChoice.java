package org.vedette.cli.command;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.dice.SeededDice;

/**
 * Where a command's dice come from, and how to say so: faces given (a
 * request's "dice" or {@code --dice 4,5,…} for physical dice), or the
 * computer's dice from a seed — {@code --seed N}, else one taken from the
 * clock and printed, so that any result can be had again.
 */
public final class DiceChoice {
    private final DiceSource source;
    private final String description;
    private final ScriptedDice scripted;
    /** The faces given, when they were (else empty). */
    private final List<Integer> given;

    private DiceChoice(DiceSource source, String description, ScriptedDice scripted, List<Integer> given) {
        this.source = source;
        this.description = description;
        this.scripted = scripted;
        this.given = List.copyOf(given);
    }

    public static List<Option> options() {
        return List.of(
                Option.valued("dice", "F,F,…", "use these die faces, in order (physical dice): --dice 4,5,1"),
                Option.valued("seed", "N", "the computer's dice from seed N (default: from the clock, printed)"));
    }

    /**
     * @param given faces from the request file, or empty
     * @param args  the command's --dice and --seed options
     */
    public static DiceChoice of(List<Integer> given, Arguments args) throws UsageException {
        if (args.has("dice") && args.has("seed")) {
            throw new UsageException("give either --dice or --seed, not both");
        }
        if (args.has("dice")) {
            List<Integer> faces = faces(args.value("dice").orElseThrow());
            ScriptedDice s = ScriptedDice.of(faces);
            return new DiceChoice(s, "dice: " + faces.size() + (faces.size() == 1 ? " face" : " faces")
                    + " given with --dice", s, faces);
        }
        if (!given.isEmpty()) {
            ScriptedDice s = ScriptedDice.of(given);
            String note = args.has("seed") ? " (--seed is not used when the request gives its dice)" : "";
            return new DiceChoice(s, "dice: the request's " + given.size() + (given.size() == 1 ? " face" : " faces")
                    + note, s, given);
        }
        long seed;
        String how;
        if (args.has("seed")) {
            seed = seed(args.value("seed").orElseThrow());
            how = "dice: seeded with " + seed;
        } else {
            // Any clock-based value will do; it is printed so the throw can be repeated.
            seed = System.currentTimeMillis() ^ (System.nanoTime() << 17);
            seed = Math.abs(seed % 1_000_000_000L);
            how = "dice: seeded with " + seed + " (repeat with --seed " + seed + ")";
        }
        return new DiceChoice(new SeededDice(seed), how, null, List.of());
    }

    private static List<Integer> faces(String text) throws UsageException {
        List<Integer> faces = new ArrayList<>();
        for (String part : text.split("[,\\s]+")) {
            if (part.isEmpty()) continue;
            try {
                int f = Integer.parseInt(part);
                if (f < 1) throw new NumberFormatException();
                faces.add(f);
            } catch (NumberFormatException e) {
                throw new UsageException("--dice takes die faces separated by commas (--dice 4,5,1), and '" + part
                        + "' is not a face");
            }
        }
        if (faces.isEmpty()) {
            throw new UsageException("--dice needs at least one face (--dice 4,5,1)");
        }
        return faces;
    }

    private static long seed(String text) throws UsageException {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new UsageException("--seed takes a whole number, not '" + text + "'");
        }
    }

    public DiceSource source() {
        return source;
    }

    /** "dice: seeded with 42", for the reader of the result. */
    public String description() {
        return description;
    }

    /** How many given faces were left over, 0 for the computer's dice. */
    public int unused() {
        return scripted == null ? 0 : scripted.remaining();
    }

    /** "note: 1 of the given dice was not needed (5)" — the faces left over, named. */
    public String unusedNote() {
        int n = unused();
        StringBuilder faces = new StringBuilder();
        for (int f : unusedFaces()) faces.append(faces.isEmpty() ? "" : ", ").append(f);
        return "note: " + n + " of the given dice " + (n == 1 ? "was" : "were") + " not needed (" + faces + ")";
    }

    /** The given faces left over, in order (none for the computer's dice): the JSON outcome's "unused-dice". */
    public List<Integer> unusedFaces() {
        if (scripted == null || scripted.remaining() == 0) return List.of();
        return given.subList(given.size() - scripted.remaining(), given.size());
    }

    /**
     * A die the given faces could not give — too few of them, or a face not
     * on the die — is a fault of the request (its "dice") or of {@code --dice},
     * like any other wrong input: exit 2, with what was needed. The
     * computer's dice cannot run out, so this is never theirs.
     */
    public UsageException wrong(DiceException e, String more) {
        return new UsageException(e.getMessage() + more);
    }
}
