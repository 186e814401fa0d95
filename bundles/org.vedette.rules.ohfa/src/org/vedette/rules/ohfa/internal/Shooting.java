package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.dice.Dice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Changes;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;
import org.vedette.rules.ohfa.Ohfa;
import org.vedette.rules.ohfa.Ohfa.Cover;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Mark;

/**
 * Playing a firing card to take a shot ("Firing", SHOOTING MODIFIERS,
 * SHOOTING RANGES, "Special weapons"): who may shoot now (Precedence), the
 * range band, the modifiers, the roll of 4+ with a 1 (Raw: 1 or 2) always
 * missing, and the hits on the target or on every figure the template touches.
 */
final class Shooting {
    /** "All shots hit if the player rolls a 4, 5 or 6; with the modifiers listed affecting his dice throw" */
    static final int HIT = 4;
    static final String TO_HIT = "to hit (4+)";

    private Shooting() {
    }

    /**
     * What a shot came to: the results of its hits, on the target first and
     * then on each figure the template touched ({@code hitNames}, in the same
     * order).
     */
    record Shot(boolean hit, int natural, int modified, List<Damage.Result> results, List<String> hitNames) {
        /** "hits: saved", "hits: wounded", "hits: killed": composed once, for the common single hit. */
        private static final String[] ONE_HIT = {"hits: saved", "hits: wounded", "hits: killed"};

        /** "misses", "hits: wounded" or, under a template, "hits: Pvt Leroux killed, Sgt Dubois wounded". */
        String text() {
            if (!hit) return "misses";
            if (results.size() == 1) return ONE_HIT[results.get(0).ordinal()];
            List<String> r = new ArrayList<>();
            for (int i = 0; i < results.size(); i++) r.add(hitNames.get(i) + " " + results.get(i).text);
            return "hits: " + String.join(", ", r);
        }
    }

    static Outcome shoot(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor shooter = s.actor(r.text(Input.ACTOR));
        Quality q = Quality.of(shooter);
        Firearm gun = firearm(r.text(Input.WEAPON), shooter);
        Actor target = Characters.enemy(s, shooter, r.text(Input.TARGET), Book.FIRING);
        Characters.checkNotShocked(shooter, "shoot: \"thus missing a chance to move or shoot\"");
        double range = r.number(Input.RANGE, 0);
        Firearm.Band band = gun.band(range);
        if (band == null) {
            throw new IllegalActionException(Book.RANGES, target.name() + " is " + Characters.inches(range)
                    + " away, out of range of a " + gun.label.toLowerCase() + " (at most "
                    + Characters.inches(gun.maximum()) + "); the firing card stays in hand");
        }
        List<String> template = Characters.ids(r, Input.TEMPLATE_TARGETS);
        if (!template.isEmpty() && !gun.template(band)) {
            throw new IllegalActionException(gun == Firearm.BLUNDERBUSS ? Book.BLUNDERBUSS : Book.SPECIAL,
                    "a " + gun.label.toLowerCase() + (gun == Firearm.BLUNDERBUSS ? " at close range" : "")
                            + " hits a single target: no template, so 'template-targets' must be empty");
        }
        for (String id : template) {
            Actor t = s.actor(id);
            if (t == null || t.status().out()) {
                throw new IllegalActionException(Book.B10, "'" + id + "' under the template is "
                        + (t == null ? "not in this game" : "out of the fight"));
            }
        }
        FateDeck deck = Turns.deck(s);
        FateDeck.Draft draft = deck == null ? null : deck.edit();
        boolean ownPlay = draft != null && Precedence.checkShot(s, deck, shooter, q);

        Changes ch = new Changes(s);
        int cover = cover(r.text(Input.COVER));
        Shot shot = fire(ch, draft, shooter, q, gun, target, band, false, cover, r.flag(Input.TARGET_CHARGING),
                r.flag(Input.SHOOTER_CHARGING), template, dice, ex);
        if (draft != null) {
            if (ownPlay && draft.turns.get(draft.turns.size() - 1).source() == FateDeck.Source.FIRING_CARD) {
                draft.acted();
                ch.turn(Turns.turn(s, draft.build(), new Activation(shooter.side(), List.of(),
                        shooter.name() + " has fired")));
            } else {
                // A shot in his own turn begins it: a higher card played after this interrupts him part way through.
                if (ownPlay) draft.began();
                TurnState now = s.turn();
                ch.turn(Turns.turn(s, draft.build(), now.activation()));
            }
        }
        // Composed only when read: bulk runs never do.
        return new Outcome(() -> shooter.name() + " shoots at " + target.name() + " with his " + gun.label.toLowerCase()
                + " at " + Characters.inches(range) + " (" + band.label + " range" + (cover == 0 ? ""
                        : ", " + coverLabel(cover) + " cover") + "): " + shot.text(), ch.events(), dice.rolls(), ex.steps());
    }

    /** The grenade's template after a miss drifted it: every figure it touches now is hit. */
    static Outcome placeTemplate(ActionRequest r, GameState s, Dice dice, Explanation ex) throws IllegalActionException {
        Actor thrower = s.actor(r.text(Input.ACTOR));
        Object drift = thrower.marks().get(Mark.TEMPLATE_DRIFT);
        if (drift == null) {
            throw new IllegalActionException(Book.GRENADES, thrower.name()
                    + " has no grenade template waiting to be placed: only a grenade that missed drifts");
        }
        List<String> touched = Characters.ids(r, Input.TEMPLATE_TARGETS);
        int cover = cover(r.text(Input.COVER));
        Changes ch = new Changes(s);
        ch.mark(thrower.id(), Mark.TEMPLATE_DRIFT, null);
        ex.step(Book.GRENADES, "The target's player moved the template up to " + drift
                + "\": it hits every miniature touched by the 5\" template: " + (touched.isEmpty() ? "none" : touched));
        List<String> results = new ArrayList<>();
        for (String id : touched) {
            Actor t = s.actor(id);
            if (t == null || t.status().out()) {
                throw new IllegalActionException(Book.GRENADES, "'" + id + "' under the template is "
                        + (t == null ? "not in this game" : "out of the fight"));
            }
            results.add(t.name() + " " + Damage.hit(ch, id, cover, dice, ex).text);
        }
        String headline = thrower.name() + "'s grenade lands: " + (results.isEmpty() ? "nobody is touched"
                : String.join(", ", results));
        return new Outcome(headline, ch.events(), dice.rolls(), ex.steps());
    }

    /**
     * One shot, its firing card played (and discarded into the deck when
     * there is one), the aim spent, and its hits.
     */
    static Shot fire(Changes ch, FateDeck.Draft deck, Actor shooter, Quality q, Firearm gun, Actor target,
            Firearm.Band band, boolean inCombat, int cover, boolean targetCharging, boolean shooterCharging,
            List<String> template, Dice dice, Explanation ex) throws IllegalActionException {
        // "Firing cards ... can be used at any time to take a shot, the firing card is then discarded."
        Actor now = ch.now(shooter.id());
        int held = Characters.firingCards(now, gun.id);
        ch.mark(shooter.id(), Mark.firingCards(gun.id), held > 1 ? Integer.valueOf(held - 1) : null);
        if (deck != null) deck.discards.add(Card.firing(shooter.id(), gun.id));
        boolean aimed = target.id().equals(now.marks().get(Mark.AIMING));
        ch.mark(shooter.id(), Mark.AIMING, null);

        int mods = q.shootingModifier + band.modifier;
        if (aimed) mods += 2;
        if (Characters.wounded(now)) mods -= 2;
        if (targetCharging) mods -= 1;
        if (gun == Firearm.PISTOL && band == Firearm.Band.CLOSE) mods += 1;
        if (inCombat && (gun == Firearm.MUSKET || gun == Firearm.RIFLE)) mods -= 1;
        if (shooterCharging) mods -= 2;
        if (shooter.mounted()) mods -= 2;
        if (target.mounted()) mods += 1;
        if (gun == Firearm.GRENADE) mods -= 2; // ruling B5: once, though the book lists it twice
        int natural = dice.d6(TO_HIT);
        int modified = natural + mods;
        // "on a roll of 1, the shot always misses. Raw characters always miss on a 1 or 2."
        boolean hit = natural > q.missOn && modified >= HIT;
        if (ex.isWanted()) {
            explainModifiers(ex, shooter, q, gun, target, band, inCombat, aimed, now, targetCharging, shooterCharging);
            ex.step(Book.FIRING, shooter.name() + " rolls " + natural + (mods == 0 ? "" : (mods > 0 ? " +" : " ") + mods
                    + " = " + modified) + (natural <= q.missOn ? ": a natural " + natural + " always misses"
                            + (q == Quality.RAW ? " for Raw" : "") : hit ? ": hits on 4+" : ": misses (4+ needed)"));
        }
        List<Damage.Result> results = new ArrayList<>(template.size() + 1);
        // Names are needed only under a template, where a shot hits more than one (no list on a plain shot's path).
        List<String> hitNames = template.isEmpty() ? List.of() : new ArrayList<>(template.size() + 1);
        if (hit) {
            results.add(Damage.hit(ch, target.id(), cover, dice, ex));
            if (!template.isEmpty()) hitNames.add(target.name());
            for (String id : template) {
                if (id.equals(target.id())) continue;
                results.add(Damage.hit(ch, id, cover, dice, ex));
                hitNames.add(ch.original(id).name());
            }
            if (!template.isEmpty()) {
                ex.step(Book.B10, "The template touches " + template.size() + " more: each is hit");
            }
        } else if (gun == Firearm.GRENADE) {
            // Ruling B5: the difference between the needed 4 and the modified roll (the same as between the
            // natural roll and the natural score needed); at least 1" when a natural 1 or 2 missed a good throw.
            int drift = Math.max(1, HIT - modified);
            ch.mark(shooter.id(), Mark.TEMPLATE_DRIFT, drift);
            ch.instruct(target.id(), "the grenade misses: " + target.name() + "'s player may move the 5\" template up to "
                    + drift + "\" in any direction; then place it ('" + Ohfa.Action.PLACE_TEMPLATE + "')");
            ex.step(Book.B5, "A missed grenade drifts " + drift + "\" (4 needed, " + modified + " thrown)");
        }
        return new Shot(hit, natural, modified, results, hitNames);
    }

    private static void explainModifiers(Explanation ex, Actor shooter, Quality q, Firearm gun, Actor target,
            Firearm.Band band, boolean inCombat, boolean aimed, Actor now, boolean targetCharging,
            boolean shooterCharging) {
        ex.step(Book.RANGES, gun.label + " at " + band.label + " range" + (band.modifier == 0 ? ""
                : " " + (band.modifier > 0 ? "+" : "") + band.modifier));
        if (q.shootingModifier != 0) ex.step(Book.MODIFIERS, q.label + " " + (q.shootingModifier > 0 ? "+" : "") + q.shootingModifier);
        if (aimed) ex.step(Book.AIM, "Aiming at " + target.name() + " +2");
        if (Characters.wounded(now)) ex.step(Book.MODIFIERS, "Wounded -2");
        if (targetCharging) ex.step(Book.MODIFIERS, "Target charging -1");
        if (gun == Firearm.PISTOL && band == Firearm.Band.CLOSE) ex.step(Book.MODIFIERS, "Pistol at close range +1");
        if (inCombat && (gun == Firearm.MUSKET || gun == Firearm.RIFLE)) ex.step(Book.MODIFIERS, "Musket or rifle in combat -1");
        if (shooterCharging) ex.step(Book.MODIFIERS, "Shooter charging -2");
        if (shooter.mounted()) ex.step(Book.MODIFIERS, "Shooter mounted -2");
        if (target.mounted()) ex.step(Book.MODIFIERS, "Target mounted +1");
        if (gun == Firearm.GRENADE) ex.step(Book.GRENADES, "Grenade -2 (once: ruling B5)");
    }

    /** The firearm a shot uses: the one named, which he must carry and hold a firing card for. */
    static Firearm firearm(String named, Actor shooter) throws IllegalActionException {
        Firearm gun;
        if (named == null) {
            // The one firearm he holds a card for (no lists: this is every shot's path).
            Firearm only = null;
            boolean several = false;
            for (String w : shooter.weapons()) {
                Firearm f = Firearm.byId(w);
                if (f == null || f == only || Characters.firingCards(shooter, f.id) == 0) continue;
                if (only == null) {
                    only = f;
                } else {
                    several = true;
                }
            }
            if (only == null || several) {
                List<String> loaded = new ArrayList<>();
                for (Firearm f : Characters.firearms(shooter)) {
                    if (Characters.firingCards(shooter, f.id) > 0 && !loaded.contains(f.id)) loaded.add(f.id);
                }
                throw new IllegalActionException(Book.FIRING_CARDS, shooter.name() + (loaded.isEmpty()
                        ? " holds no firing card: a shot needs one"
                        : " holds firing cards for " + loaded + ": say which 'weapon'"));
            }
            return only;
        }
        gun = Firearm.byId(named);
        if (gun == null || Characters.carried(shooter, named) == 0) {
            throw new IllegalActionException(Book.FIRING, shooter.name() + " carries no " + named
                    + (shooter.weapons().isEmpty() ? "" : "; he carries " + shooter.weapons()));
        }
        if (Characters.firingCards(shooter, named) == 0) {
            throw new IllegalActionException(Book.FIRING_CARDS, shooter.name() + "'s player does not hold his "
                    + named + " firing card: it is played from the hand, and comes back only with the reload card up");
        }
        return gun;
    }

    /** "Hard cover gives +2 to save, soft cover gives +1". */
    static int cover(String c) {
        return Cover.HARD.equals(c) ? 2 : Cover.SOFT.equals(c) ? 1 : 0;
    }

    /** The book's name of a cover bonus: +2 "hard", +1 "soft". */
    static String coverLabel(int cover) {
        return cover == 2 ? "hard" : "soft";
    }
}
