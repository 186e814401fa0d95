package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.RuleRef;
import org.vedette.rules.ohfa.Ohfa.Mark;

/** What the rules ask of a character: wounded, shocked, loaded, mounted; and the ids a request names. */
final class Characters {
    private Characters() {
    }

    /** Wounded: a wound this game, or an old wound from an earlier one (After the battle). */
    static boolean wounded(Actor a) {
        return a.status().wounds() > 0 || a.hasMark(Mark.OLD_WOUND);
    }

    /** Firing cards in the player's hand for this firearm. */
    static int firingCards(Actor a, String weapon) {
        return a.markInt(Mark.firingCards(weapon), 0);
    }

    /** How many of this weapon the character carries (a pair of pistols is two). */
    static int carried(Actor a, String weapon) {
        int n = 0;
        for (String w : a.weapons()) {
            if (w.equals(weapon)) n++;
        }
        return n;
    }

    /** His firearms, one per firing card. */
    static List<Firearm> firearms(Actor a) {
        List<Firearm> all = new ArrayList<>();
        for (String w : a.weapons()) {
            Firearm f = Firearm.byId(w);
            if (f != null) all.add(f);
        }
        return all;
    }

    /** "Characters who have a shock token or tokens must use a turn recovering before they can make any other action." */
    static void checkNotShocked(Actor a, String doing) throws IllegalActionException {
        if (a.status().shock() > 0) {
            throw new IllegalActionException(Book.RECOVER, a.name() + " has " + a.status().shock()
                    + " shock counter" + (a.status().shock() == 1 ? "" : "s") + " and must recover before he can "
                    + doing);
        }
    }

    /** "Raw characters cannot be mounted." */
    static void checkMountable(Actor a, Quality q) throws IllegalActionException {
        if (a.mounted() && q == Quality.RAW) {
            throw new IllegalActionException(Book.MOUNTED, a.name() + " is Raw and mounted: \"Raw characters cannot be mounted\"");
        }
    }

    /** An enemy named by an actor input: in the game, not out, of another player. */
    static Actor enemy(GameState s, Actor self, String id, RuleRef rule) throws IllegalActionException {
        Actor t = s.actor(id);
        if (t == null) {
            throw new IllegalActionException(rule, "'" + id + "' is not in this game");
        }
        if (t.id().equals(self.id())) {
            throw new IllegalActionException(rule, self.name() + " cannot take himself as his target");
        }
        if (t.side() != null && t.side().equals(self.side())) {
            throw new IllegalActionException(rule, t.name() + " is one of " + self.name()
                    + "'s own player's characters, not an opponent");
        }
        if (t.status().out()) {
            throw new IllegalActionException(rule, t.name() + " is out of the fight");
        }
        return t;
    }

    /** The ids of a comma-separated list input; empty when not given. */
    static List<String> ids(ActionRequest r, String input) {
        String text = r.text(input);
        if (text == null) return List.of();
        List<String> ids = new ArrayList<>();
        for (String p : text.split(",")) {
            String id = p.trim();
            if (!id.isEmpty() && !ids.contains(id)) ids.add(id);
        }
        return ids;
    }

    static String inches(double d) {
        return (d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d)) + "\"";
    }
}
