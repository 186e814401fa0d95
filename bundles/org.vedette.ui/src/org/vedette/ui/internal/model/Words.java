package org.vedette.ui.internal.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Marks;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.Ruleset;

/**
 * The words a referee reads where the files have ids: figures and units by
 * their names, actions and inputs by the ruleset's labels, choices by theirs
 * — "Shoot: 71st Highland Light Infantry → 6e Léger (Range 8 in)" rather
 * than {@code shoot {actor=71st-hli, target=6e-leger, range=8.0}}.
 */
public final class Words {
    private Words() {
    }

    /** A text for an SWT label, whose "&" would otherwise mark a mnemonic and vanish ("Over the Hills & Far Away"). */
    public static String label(String text) {
        return text == null ? "" : text.replace("&", "&&");
    }

    /**
     * A journal entry as a list of moves shows it; the inputs of an action
     * whose ruleset conceals them (OHFA's secret allocations) are left out
     * and it says {@code {concealed}}, as {@code vedette game show} does; an
     * entry the NPC AI asked for begins "AI —" ({@code game show}'s "[AI]").
     */
    public static String move(Ruleset rules, JournalEntry entry, GameState state) {
        String move = switch (entry.kind()) {
            case BEGIN -> "Begin";
            case ADVANCE -> "Next";
            case ACT -> action(rules, entry, state, rules.action(entry.request().action()).orElse(null));
            case REFEREE -> "Referee — " + action(rules, entry, state,
                    Referee.action(rules, entry.request().action()).orElse(null));
        };
        // The NPC AI's moves are ordinary entries; the referee reads which were the AI's.
        return entry.byAi() ? "AI — " + move : move;
    }

    /**
     * An actor's marks as the referee reads them: each by its ruleset's
     * label, with its value in words and an actor it names by his name
     * ("Moved, Wound (right arm): serious, Engaged with: Sgt Dubois").
     */
    public static String marks(Ruleset rules, Actor a, GameState state) {
        List<String> marks = new ArrayList<>();
        for (Map.Entry<String, Object> m : a.marks().entrySet()) {
            marks.add(Referee.describe(rules, m.getKey(), m.getValue(), state));
        }
        return String.join(", ", marks);
    }

    /**
     * An event as the referee reads it: names for ids, and a mark by its
     * ruleset's label with its values in words ("Sergent Dubois: Wound
     * (chest) — → serious").
     */
    public static String event(Ruleset rules, GameEvent e, GameState state) {
        if (rules != null && e instanceof GameEvent.MarkChanged m) {
            Optional<MarkSpec> spec = Marks.find(rules.marks(), m.mark());
            if (spec.isPresent()) {
                MarkSpec ms = spec.get();
                return name(state, m.actor()) + ": " + ms.label(m.mark()) + " " + markValue(ms, m.before(), state)
                        + " → " + markValue(ms, m.after(), state);
            }
        }
        return names(e.describe(), state);
    }

    private static String markValue(MarkSpec spec, Object v, GameState state) {
        if (v == null) return "—";
        return spec.type() == FieldType.ACTOR ? name(state, v) : spec.words(v);
    }

    private static String action(Ruleset rules, JournalEntry entry, GameState state, ActionSpec spec) {
        return request(rules, entry.request(), state, spec, entry.kind() == JournalEntry.Kind.REFEREE);
    }

    /**
     * A request as the Game Log and the Turn part show it: "Shoot: 71st
     * Highland Light Infantry → 6e Léger (Range 8 in)", the actor and every
     * actor input by name; {@code {concealed}} for a concealed action.
     */
    public static String request(Ruleset rules, ActionRequest request, GameState state) {
        return request(rules, request, state, rules.action(request.action()).orElse(null), false);
    }

    private static String request(Ruleset rules, ActionRequest request, GameState state, ActionSpec spec,
            boolean referee) {
        String id = request.action();
        Map<String, Object> inputs = request.inputs();
        StringBuilder b = new StringBuilder(spec == null ? id : spec.label()).append(": ");
        // Who acts; a referee's action is about its target (or the actor it adds).
        Object who = referee ? (inputs.get(Referee.TARGET) != null ? inputs.get(Referee.TARGET)
                : inputs.getOrDefault(Referee.NAME, inputs.get(Referee.ID))) : inputs.get(Requests.ACTOR);
        b.append(name(state, who));
        if (!referee && rules.concealsInputs(id)) return b.append(" {concealed}").toString();
        Object target = referee ? null : inputs.get("target");
        if (target != null) b.append(" → ").append(name(state, target));
        List<String> rest = new ArrayList<>();
        if (spec != null) {
            for (FieldSpec f : spec.inputs()) {
                Object v = inputs.get(f.id());
                if (v == null || v.equals(who) || f.id().equals(Requests.ACTOR) || f.id().equals("target")) continue;
                String shown = value(f, v, state);
                if (shown != null) rest.add(shown);
            }
        }
        if (!rest.isEmpty()) b.append(" (").append(String.join(", ", rest)).append(')');
        return b.toString();
    }

    /** "Range 8 in", "Pace: Walk 6\"", "Charged"; null for a flag left off. */
    private static String value(FieldSpec f, Object v, GameState state) {
        if (f.type() == FieldType.FLAG) return Boolean.TRUE.equals(v) ? f.label() : null;
        if (f.type() == FieldType.ACTOR) return f.label() + ": " + name(state, v);
        if (f.type() == FieldType.CHOICE) {
            for (Choice c : f.choices()) {
                if (c.id().equals(v)) return f.label() + ": " + c.label();
            }
        }
        String text = v instanceof Double d && d == Math.rint(d) ? Long.toString(d.longValue()) : String.valueOf(v);
        return f.label() + " " + text + (f.unit() == null ? "" : " " + f.unit());
    }

    private static String name(GameState state, Object id) {
        if (id == null) return "—";
        Actor a = state == null ? null : state.actor(id.toString());
        return a == null ? id.toString() : a.name();
    }

    /**
     * A line written with the game's ids ("order: sharpe (12), leroux (11)",
     * "sharpe: moved — → true") with each actor's id replaced by his name.
     * Longer ids first, and only whole ids, so "50th-foot" is not read as "50th".
     */
    public static String names(String text, GameState state) {
        if (text == null || state == null || state.actors().isEmpty()) return text;
        List<Actor> actors = new ArrayList<>(state.actors().values());
        actors.sort(Comparator.comparingInt((Actor a) -> a.id().length()).reversed());
        StringBuilder alternatives = new StringBuilder();
        for (Actor a : actors) {
            if (!alternatives.isEmpty()) alternatives.append('|');
            alternatives.append(Pattern.quote(a.id()));
        }
        Matcher m = Pattern.compile("(?<![\\w-])(" + alternatives + ")(?![\\w-])").matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(state.actor(m.group(1)).name()));
        m.appendTail(out);
        return out.toString();
    }
}
