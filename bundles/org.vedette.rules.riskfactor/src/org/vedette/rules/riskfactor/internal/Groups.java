package org.vedette.rules.riskfactor.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.actions.ActionsTable;
import org.vedette.actions.Lookout;
import org.vedette.actions.Morale;
import org.vedette.actions.Observation;
import org.vedette.actions.Readings;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;
import org.vedette.actions.Situation;

/**
 * Groups: the figures of a scenario's unit, which move, shoot, are commanded
 * and dice on the Actions table together (ruling C12). What the game can say
 * of a group by itself — its quality, a hero with it, natives, how many are
 * wounded or killed, whether it is routing or falling back — is computed
 * here; the rest the referee observes.
 */
final class Groups {
    private Groups() {
    }

    /**
     * A group as the Actions table takes it: its name, every figure it began
     * the game with and those standing (player characters aside: C12), and
     * the troops the table moves. A formed platoon is one (ruling C12).
     */
    record Party(String name, List<Actor> all, List<Actor> standing, List<Actor> troops) {
        Party {
            all = List.copyOf(all);
            standing = List.copyOf(standing);
            troops = List.copyOf(troops);
        }

        /** The parties as one: a formed platoon. */
        static Party of(String name, List<Party> parts) {
            List<Actor> all = new ArrayList<>(), standing = new ArrayList<>(), troops = new ArrayList<>();
            for (Party p : parts) {
                all.addAll(p.all);
                standing.addAll(p.standing);
                troops.addAll(p.troops);
            }
            return new Party(name, all, standing, troops);
        }
    }

    /** The group of {@code a}; a player character alone is shot at "using the same system", and is his own troops. */
    static Party party(Changes c, Actor a) {
        List<Actor> troops = troops(c, a);
        List<Actor> standing = standing(c, a);
        if (troops.isEmpty()) troops = standing;
        List<Actor> all = all(c.state(), a);
        all.removeIf(Groups::playerCharacter);
        return new Party(name(a), all, standing, troops);
    }

    /** Every figure of the actor's group, standing or not, in the game's order. */
    static List<Actor> all(GameState s, Actor a) {
        List<Actor> list = new ArrayList<>();
        for (Actor f : s.actors().values()) {
            if (sameGroup(a, f)) list.add(f);
        }
        return list;
    }

    /** The group's figures still in the game, as the changes so far leave them. */
    static List<Actor> standing(Changes c, Actor a) {
        List<Actor> list = new ArrayList<>();
        for (Actor f : c.state().actors().values()) {
            if (sameGroup(a, f) && !c.status(f).out()) list.add(f);
        }
        return list;
    }

    /** The group's figures still in the game that are not player characters: those the Actions table moves. */
    static List<Actor> troops(Changes c, Actor a) {
        List<Actor> list = standing(c, a);
        list.removeIf(Groups::playerCharacter);
        return list;
    }

    /** Whether the two figures are of one group (ruling C12: a scenario's unit), as the lookout reads it. */
    static boolean sameGroup(Actor a, Actor f) {
        return Lookout.sameGroup(a, f);
    }

    /** The group's name in explanations: its unit's id. */
    static String name(Actor a) {
        return a.unit() == null ? a.name() : a.unit();
    }

    /** The figure and his group, for a headline: "Pte Finch's picket", or his name alone. */
    static String whose(Actor a) {
        return a.unit() == null ? a.name() : a.name() + "'s " + a.unit();
    }

    static boolean playerCharacter(Actor a) {
        return Boolean.TRUE.equals(a.profile().get(Field.PLAYER_CHARACTER));
    }

    static boolean flag(Actor a, String field) {
        return Boolean.TRUE.equals(a.profile().get(field));
    }

    static String rank(Actor a) {
        Object r = a.profile().get(Field.RANK);
        return r instanceof String s ? s : RiskFactor.Rank.PRIVATE;
    }

    /** A figure's class; a figure without one is a Regular. */
    static String quality(Actor a) {
        return a.quality() == null ? Quality.REGULAR : a.quality();
    }

    private static final String[] CLASSES = { Quality.RAW, Quality.REGULAR, Quality.VETERAN, Quality.HERO };

    /** The quality most of the figures have; a tie goes to the lower (ruling C12). */
    static String quality(List<Actor> figures) {
        int[] count = new int[CLASSES.length];
        for (Actor f : figures) count[index(quality(f))]++;
        int best = 1;
        for (int i = 0; i < CLASSES.length; i++) {
            if (count[i] > count[best]) best = i;
        }
        return CLASSES[best];
    }

    private static int index(String q) {
        for (int i = 0; i < CLASSES.length; i++) {
            if (CLASSES[i].equals(q)) return i;
        }
        return 1;
    }

    /** Most of the group are natives (a tie is not). */
    static boolean natives(List<Actor> figures) {
        int n = 0;
        for (Actor f : figures) {
            if (flag(f, Field.NATIVE)) n++;
        }
        return n * 2 > figures.size();
    }

    static Morale morale(Changes c, Actor a) {
        Object m = c.mark(a, Mark.MORALE);
        Morale morale = m instanceof String s ? Morale.byId(s) : null;
        return morale == null ? Morale.STEADY : morale;
    }

    static boolean gunpowderOrBows(String weapon) {
        return switch (weapon) {
            case Weapon.RIFLE, Weapon.MUSKET, Weapon.PISTOL, Weapon.BOW -> true;
            default -> false;
        };
    }

    /** The gunpowder, bows and slings table if any figure carries such a weapon, else close combat (ruling C17). */
    static ActionsTable table(List<Actor> figures) {
        for (Actor f : figures) {
            for (String w : f.weapons()) {
                if (gunpowderOrBows(w)) return ActionsTable.GUNPOWDER;
            }
        }
        return ActionsTable.CLOSE_COMBAT;
    }

    static Readings readings(GameState s) {
        return new Readings("each".equals(s.option(RiskFactor.Option.OR_LINES)),
                "started".equals(s.option(RiskFactor.Option.CASUALTY_TENTHS)));
    }

    /**
     * What the game computes of a group for its Actions-table roll: a hero
     * with it, its quality, natives, routing or falling back, and its
     * casualties counted from every figure it began with.
     */
    static Situation computed(Changes c, Party p) {
        List<Actor> all = p.all();
        List<Actor> troops = p.troops();
        Situation s = Situation.on(table(troops)).readings(readings(c.state()));
        for (Actor f : p.standing()) {
            if (Quality.HERO.equals(quality(f))) s = s.computed(Observation.HERO_WITH_UNIT);
        }
        String q = quality(troops);
        if (Quality.VETERAN.equals(q) || Quality.HERO.equals(q)) s = s.computed(Observation.SUPERIOR_QUALITY);
        if (Quality.RAW.equals(q)) s = s.computed(Observation.RAW);
        if (natives(troops)) s = s.computed(Observation.NATIVES);
        Morale m = morale(c, troops.get(0));
        if (m == Morale.ROUTING) s = s.computed(Observation.ROUTING);
        if (m == Morale.FALLING_BACK) s = s.computed(Observation.FALLING_BACK);
        int lost = 0;
        for (Actor f : all) {
            var st = c.status(f);
            if (st.out() || st.wounds() > 0) lost++;
        }
        return s.casualties(lost, all.size(), true);
    }
}
