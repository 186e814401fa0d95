package org.vedette.rules.osoth.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.model.Side;
import org.vedette.rules.osoth.Osoth.Field;
import org.vedette.rules.osoth.Osoth.Mark;
import org.vedette.rules.osoth.Osoth.Quality;
import org.vedette.rules.osoth.Osoth.Rank;

/**
 * What a figure is as the events so far leave it: its unit after splits and
 * joins, its quality ("Officers and NCOs are always Veteran"), whether it is
 * mounted, a Player figure, an officer; and the figures of a unit.
 */
final class Figures {
    /** Qualities best first ("Veteran, Average, Conscript, or Civilian, in descending order"). */
    static final List<String> QUALITIES = List.of(Quality.VETERAN, Quality.AVERAGE, Quality.CONSCRIPT, Quality.CIVILIAN);

    private Figures() {
    }

    static String unit(Changes ch, Actor a) {
        return ch.mark(a, Mark.UNIT) instanceof String u ? u : a.unit() == null ? a.id() : a.unit();
    }

    static boolean out(Changes ch, Actor a) {
        return ch.status(a).out();
    }

    static boolean acted(Changes ch, Actor a) {
        return Boolean.TRUE.equals(ch.mark(a, Mark.ACTED));
    }

    static boolean officer(Changes ch, Actor a) {
        String rank = a.profileText(Field.RANK);
        return Rank.OFFICER.equals(rank) || Rank.NCO.equals(rank) || Boolean.TRUE.equals(ch.mark(a, Mark.PROMOTED))
                || Kind.of(a).isOfficerType();
    }

    /** "Officers and NCOs are always classed as Veteran"; a joined unit's majority; the scenario's; the type's. */
    static String quality(Changes ch, Actor a) {
        if (officer(ch, a)) return Quality.VETERAN;
        if (ch.mark(a, Mark.QUALITY) instanceof String q) return q;
        return declared(a);
    }

    /** The quality a figure starts the game with: an officer's Veteran, else the scenario's, else its type's. */
    static String atStart(Actor a) {
        String rank = a.profileText(Field.RANK);
        if (Rank.OFFICER.equals(rank) || Rank.NCO.equals(rank) || Kind.of(a).isOfficerType()) return Quality.VETERAN;
        return declared(a);
    }

    private static String declared(Actor a) {
        if (a.quality() != null && QUALITIES.contains(a.quality())) return a.quality();
        return Kind.of(a).defaultQuality;
    }

    static int rank(String quality) {
        int i = QUALITIES.indexOf(quality);
        return i < 0 ? QUALITIES.size() : i;
    }

    static boolean mounted(Changes ch, Actor a) {
        return a.mounted() && !Boolean.TRUE.equals(ch.mark(a, Mark.DISMOUNTED));
    }

    static boolean wavering(Changes ch, Actor a) {
        return ch.mark(a, Mark.MORALE) != null;
    }

    static boolean hidden(Changes ch, Actor a) {
        return Boolean.TRUE.equals(ch.mark(a, Mark.HIDDEN));
    }

    static boolean limbered(Changes ch, Actor gun) {
        Object m = ch.mark(gun, Mark.LIMBERED);
        if (m instanceof Boolean b) return b;
        return Boolean.TRUE.equals(gun.profile().get(Field.LIMBERED));
    }

    /** A Player figure: of a side the players run, or a guerrilla a Player figure has taken under control. */
    static boolean player(Changes ch, Actor a) {
        if (Boolean.TRUE.equals(ch.mark(a, Mark.PLAYER_CONTROLLED))) return true;
        for (Side s : ch.state().sides()) {
            if (s.id().equals(a.side())) return s.control() == Side.Control.PLAYER;
        }
        return true;
    }

    /** Every figure of the unit, in the game's order, casualties included. */
    static List<Actor> members(Changes ch, String unit) {
        List<Actor> list = new ArrayList<>();
        for (Actor a : ch.state().actors().values()) {
            if (unit(ch, a).equals(unit)) list.add(a);
        }
        return list;
    }

    /** The figures of the unit still on the table. */
    static List<Actor> present(Changes ch, String unit) {
        List<Actor> list = new ArrayList<>();
        for (Actor a : members(ch, unit)) {
            if (!out(ch, a)) list.add(a);
        }
        return list;
    }

    /** The best quality among these figures ("The quality of the unit … is determined by the best figure present"). */
    static String best(Changes ch, List<Actor> figures) {
        String best = Quality.CIVILIAN;
        for (Actor a : figures) {
            String q = quality(ch, a);
            if (rank(q) < rank(best)) best = q;
        }
        return best;
    }

    static String label(String quality) {
        return Character.toUpperCase(quality.charAt(0)) + quality.substring(1);
    }

    static String inches(double d) {
        return (d == Math.rint(d) ? Long.toString((long) d) : Double.toString(Math.round(d * 100) / 100.0)) + "\"";
    }
}
