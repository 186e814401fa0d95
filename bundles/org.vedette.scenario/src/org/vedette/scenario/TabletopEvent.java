package org.vedette.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;

/**
 * One press of The Other Side of the Hill's Initiative/Event button, for a
 * game as it stands (OSOTH ch. X "Tabletop Events"): the event drawn on the
 * half's table, where it appears around the player force when the game has
 * positions, the objective it makes, and the dice it was drawn with — and
 * the journal entry that records it as OSOTH's own "event" action. What
 * {@code vedette generate event --record} and the workbench's Game ▸ Draw
 * Event both write, so a game's journal reads the same whichever drew it.
 *
 * @param encounter what was drawn
 * @param half      the half of the table whose table was read
 * @param placement where it appears, or null when the game has no positions
 * @param objective the objective a placed event makes, or null
 * @param rolls     the dice thrown, in order
 */
public record TabletopEvent(Encounter encounter, TableHalf half, Placement placement, Objective objective,
        List<Roll> rolls) {
    /** The ruleset whose games have tabletop events. */
    public static final String RULESET = "osoth";
    /** OSOTH's action that journals an event, and its one input. */
    public static final String ACTION = "event";
    public static final String TEXT = "text";

    public TabletopEvent {
        Objects.requireNonNull(encounter, "encounter");
        Objects.requireNonNull(half, "half");
        rolls = List.copyOf(rolls);
    }

    /**
     * Draws an event for a game: on the half the force stands in (or
     * {@code half} when the referee names one), not of a group already at its
     * limit on the table, placed when the game has positions. Only
     * {@code dice} is thrown; the game is not changed.
     *
     * @param half the half to read, or null for the force's own (the near half without positions)
     */
    public static TabletopEvent draw(EventGenerator generator, EventTables tables, GameState state, Dice dice,
            TableHalf half) {
        TableSituation situation = state.table() == null ? null : TableSituation.of(state);
        boolean positions = situation != null && situation.hasPositions();
        TableHalf read = half != null ? half : positions ? generator.half(situation) : TableHalf.NEAR;
        Encounter e = generator.draw(tables, dice, read, full(state, tables));
        Placement p = positions ? generator.place(tables, e, situation) : null;
        Objective o = p == null ? null : generator.objective(p, state.table());
        return new TabletopEvent(e, read, p, o, dice.rolls());
    }

    /**
     * The groups at their limit on the table ("cavalry uncommon and one unit
     * at a time", TABLES.md): units of non-player sides, still in play, whose
     * figures are cavalry, or artillery crews.
     */
    public static Set<String> full(GameState state, EventTables tables) {
        Map<String, Side.Control> control = new LinkedHashMap<>();
        for (Side s : state.sides()) control.put(s.id(), s.control());
        Map<String, Set<String>> units = new LinkedHashMap<>();
        for (Actor a : state.actors().values()) {
            if (a.status().out() || control.get(a.side()) != Side.Control.NON_PLAYER) continue;
            String type = a.profileText("type");
            String group = "cavalry".equals(type) ? "cavalry" : "artillery-crew".equals(type) ? "artillery" : null;
            if (group != null) units.computeIfAbsent(group, k -> new HashSet<>()).add(a.unit() == null ? a.id() : a.unit());
        }
        Set<String> full = new HashSet<>();
        for (Map.Entry<String, Set<String>> u : units.entrySet()) {
            Integer limit = tables.limits().get(u.getKey());
            if (limit != null && u.getValue().size() >= limit) full.add(u.getKey());
        }
        return full;
    }

    /** Whether the game has positions, so the event was placed (or ignored) on the table. */
    public boolean positioned() {
        return placement != null;
    }

    /** The referee's instruction: where it goes in words, and the spot when placed. */
    public String words() {
        return placement == null ? encounter.words() : placement.words();
    }

    /** Each roll's faces, "1+6", "1", "2+2", "3+3". */
    public List<String> faces() {
        List<String> thrown = new ArrayList<>();
        for (Roll r : rolls) thrown.add(faces(r));
        return thrown;
    }

    /** What the journal says of it: "drawn (1+6, 1, 2+2, 3+3): 8 Average French infantry, 18 inches to the left …". */
    public String journalText() {
        return "drawn (" + String.join(", ", faces()) + "): " + words();
    }

    /**
     * The event as OSOTH's "event" action: one journal entry, thrown with no
     * dice (its dice are in its words), undone like any move.
     */
    public ActionRequest request() {
        return new ActionRequest(RULESET, ACTION, Map.of(TEXT, journalText()));
    }

    /** A roll's faces joined by "+": "2+3". */
    public static String faces(Roll r) {
        List<String> f = new ArrayList<>();
        for (int x : r.faces()) f.add(Integer.toString(x));
        return String.join("+", f);
    }
}
