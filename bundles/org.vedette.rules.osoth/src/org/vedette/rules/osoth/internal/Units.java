package org.vedette.rules.osoth.internal;

import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Mark;

/**
 * Units and what the referee records of them outside the actions: splitting
 * into sub-units and joining ("Splitting and merging of units does not count
 * as an action"), guerrillas taken under the players' control, a hidden unit
 * revealed, and an event placed.
 */
final class Units {
    /** "so long as they are within 3 inches when the merging takes place". */
    static final double JOINING = 3;
    /** "by moving any friendly figure within 6 inches of them". */
    static final double GUERRILLAS = 6;
    /** Ruling O13: an aristocrat is escorted from within 6 inches, as she is parleyed with. */
    static final double ESCORT = Reconnaissance.PARLEY_DISTANCE;

    private Units() {
    }

    /** "Units may split into 'sub-units' … so long as each has an officer or NCO (no field promotions …)". */
    static Outcome split(Play p) throws IllegalActionException {
        Actor leader = p.actor();
        String name = p.r.text(Input.NAME);
        if (name == null || name.isBlank()) throw new IllegalActionException(Book.SPLITTING, "name the new sub-unit");
        String unit = Figures.unit(p.ch, leader);
        if (!p.members(name.strip()).isEmpty()) {
            throw new IllegalActionException(Book.SPLITTING, "there is a unit '" + name.strip() + "' already");
        }
        List<Actor> going = Acting.group(p, leader, true, Book.SPLITTING);
        List<Actor> staying = p.present(unit);
        staying.removeIf(a -> going.stream().anyMatch(g -> g.id().equals(a.id())));
        if (staying.isEmpty()) throw new IllegalActionException(Book.SPLITTING, "the whole of " + unit + " cannot split from itself");
        if (going.stream().noneMatch(a -> Figures.officer(p.ch, a)) || staying.stream().noneMatch(a -> Figures.officer(p.ch, a))) {
            throw new IllegalActionException(Book.SPLITTING, "each part needs an officer or NCO: \"no field promotions allowed for forming sub-units\"");
        }
        for (Actor a : going) {
            p.ch.mark(a.id(), Mark.UNIT, name.strip());
            p.ch.mark(a.id(), Mark.STRENGTH, going.size());
        }
        for (Actor a : staying) p.ch.mark(a.id(), Mark.STRENGTH, staying.size());
        p.step(Book.STRENGTH, () -> "Each part's strength for morale is that \"immediately after the most recent split\": "
                + going.size() + " and " + staying.size());
        return p.outcome(() -> leader.name() + "'s " + unit + " splits: " + name.strip() + " (" + going.size() + ") and " + unit + " (" + staying.size() + ")");
    }

    /** "Units of a similar type … may also join … The new merged unit will take on the quality … of the majority". */
    static Outcome join(Play p) throws IllegalActionException {
        Actor a = p.actor();
        Actor b = p.target(Book.SPLITTING);
        String from = Figures.unit(p.ch, a);
        String into = Figures.unit(p.ch, b);
        if (from.equals(into)) throw new IllegalActionException(Book.SPLITTING, a.name() + " and " + b.name() + " are of one unit");
        if (!Kind.of(a).family.equals(Kind.of(b).family) || Figures.player(p.ch, a) != Figures.player(p.ch, b)) {
            throw new IllegalActionException(Book.SPLITTING, from + " and " + into + " are not units of a similar type");
        }
        if (p.r.number(Input.DISTANCE, 0) > JOINING) {
            throw new IllegalActionException(Book.SPLITTING, "units join only \"within 3 inches\"");
        }
        List<Actor> all = p.present(into);
        all.addAll(p.present(from));
        int[] count = new int[Figures.QUALITIES.size()];
        for (Actor x : all) count[Figures.rank(Figures.quality(p.ch, x))]++;
        int most = 0;
        for (int i = 1; i < count.length; i++) {
            if (count[i] > count[most]) most = i; // ties keep the better, which comes first
        }
        String quality = Figures.QUALITIES.get(most);
        for (Actor x : all) {
            p.ch.mark(x.id(), Mark.UNIT, into.equals(x.unit()) ? null : into);
            p.ch.mark(x.id(), Mark.STRENGTH, all.size());
            p.ch.mark(x.id(), Mark.QUALITY, quality);
        }
        int size = all.size();
        return p.outcome(() -> a.name() + "'s " + from + " joins " + b.name() + "'s " + into + ": " + size + " figures, "
                + Figures.label(quality));
    }

    static Outcome takeControl(Play p) throws IllegalActionException {
        Actor friend = p.actor();
        Actor guerrilla = p.target(Book.GUERRILLAS);
        if (Kind.of(guerrilla) != Kind.GUERRILLA && Kind.of(guerrilla) != Kind.MONK || guerrilla.weapons().isEmpty()) {
            throw new IllegalActionException(Book.GUERRILLAS, guerrilla.name() + " is not a guerrilla");
        }
        if (!Figures.player(p.ch, friend)) throw new IllegalActionException(Book.GUERRILLAS, friend.name() + " is not a Player figure");
        if (p.r.number(Input.DISTANCE, 0) > GUERRILLAS) {
            throw new IllegalActionException(Book.GUERRILLAS, "a friendly figure must come \"within 6 inches of them\"");
        }
        String unit = Figures.unit(p.ch, guerrilla);
        for (Actor g : p.present(unit)) p.ch.mark(g.id(), Mark.PLAYER_CONTROLLED, Boolean.TRUE);
        return p.outcome(() -> friend.name() + " takes control of " + guerrilla.name() + "'s " + unit
                + ": they join the Player force: \"the Player takes control of them\"");
    }

    /**
     * A traveller taken into the Players' care (ruling O13): a Player figure within 6 inches of an aristocrat whom
     * no soldier of her own side guards within 6 inches any more — "defeating her escort, bringing her back to
     * friendly lines" (The Marquise of Alorna); "They will approach British troops to request escort" (IV
     * Aristocrats). She joins the figure's unit and goes where it goes, home with it ({@link Victories#home}).
     */
    static Outcome escort(Play p) throws IllegalActionException {
        Actor friend = p.actor();
        Actor traveller = p.target(Book.O13);
        if (Kind.of(traveller) != Kind.ARISTOCRAT) {
            throw new IllegalActionException(Book.O13, traveller.name() + " is " + Kind.of(traveller).label
                    + ": only an aristocrat is escorted");
        }
        if (!Figures.player(p.ch, friend)) throw new IllegalActionException(Book.O13, friend.name() + " is not a Player figure");
        if (Figures.player(p.ch, traveller)) {
            throw new IllegalActionException(Book.O13, traveller.name() + " is in the Players' care already");
        }
        if (Figures.out(p.ch, traveller)) throw new IllegalActionException(Book.O13, traveller.name() + " is out of the game");
        Reconnaissance.within(p, ESCORT, Book.O13, false);
        Actor guard = guard(p, traveller);
        if (guard != null) {
            throw new IllegalActionException(Book.O13, traveller.name() + " is still guarded: " + guard.name()
                    + " stands within " + Figures.inches(ESCORT) + " of her — her escort must be defeated first");
        }
        String unit = Figures.unit(p.ch, friend);
        intoCare(p, traveller, unit);
        return p.outcome(() -> friend.name() + " takes " + traveller.name() + " into the Players' care: she goes with "
                + unit + " to friendly lines");
    }

    /** She joins the unit and is the Players' to move; parleyed with or escorted, she is dealt with. */
    static void intoCare(Play p, Actor traveller, String unit) {
        p.ch.mark(traveller.id(), Mark.PLAYER_CONTROLLED, Boolean.TRUE);
        p.ch.mark(traveller.id(), Mark.UNIT, unit);
        p.ch.mark(traveller.id(), Mark.DEALT_WITH, Boolean.TRUE);
        p.ch.instruct(traveller.id(), traveller.name() + " goes with " + unit + ": the Players move her with it");
    }

    /** A soldier of her own side in play within 6 inches of her, or null; without positions, none is known. */
    private static Actor guard(Play p, Actor traveller) {
        if (traveller.position() == null) return null;
        for (Actor g : p.ch.state().actors().values()) {
            if (!g.side().equals(traveller.side()) || Kind.of(g).role != Kind.Role.SOLDIER || Figures.out(p.ch, g)
                    || Figures.player(p.ch, g) || g.position() == null) {
                continue;
            }
            if (g.position().distanceTo(traveller.position()) <= ESCORT + 1) return g;
        }
        return null;
    }

    static Outcome reveal(Play p) throws IllegalActionException {
        Actor a = p.actor();
        if (!Figures.hidden(p.ch, a)) throw new IllegalActionException(Book.O9, a.name() + " is not hidden");
        String why = p.r.text(Input.WHY) == null ? "approach" : p.r.text(Input.WHY);
        String unit = Figures.unit(p.ch, a);
        Acting.reveal(p, unit, switch (why) {
            case "acts" -> "it acts";
            case "searched" -> "its place is searched";
            default -> "Player figures came within 12 inches";
        });
        return p.outcome(() -> a.name() + "'s " + unit + " is revealed");
    }

    /** The referee records the event he placed ("If it is an event, place the required models on the tabletop"). */
    static Outcome event(Play p) throws IllegalActionException {
        String text = p.r.text(Input.TEXT);
        if (text == null || text.isBlank()) throw new IllegalActionException(Book.PRESS, "say what the event places");
        p.ch.instruct(null, "Event: " + text.strip());
        p.step(Book.EVENTS, () -> "The referee places the event's figures as the deployment rules say");
        return p.outcome("Event: " + text.strip());
    }
}
