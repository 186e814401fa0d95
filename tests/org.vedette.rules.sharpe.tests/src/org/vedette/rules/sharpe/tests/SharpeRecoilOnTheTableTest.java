package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;
import static org.vedette.rules.sharpe.tests.Skirmish.british;
import static org.vedette.rules.sharpe.tests.Skirmish.french;
import static org.vedette.rules.sharpe.tests.Skirmish.request;
import static org.vedette.rules.sharpe.tests.Skirmish.state;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * Sharpe §12 Recoil and §9 Close combat on a table with positions (ruling A18): "A wounded person will always
 * recoil backwards 1 inch … The attacker may follow up. If there is no room to recoil …"; "A successful parrier
 * always moves back 1 pace and … it may follow up to hold the defender in combat." Men on 1.5" round bases; Sharpe
 * faces north, Dubreton south, their bases touching.
 */
class SharpeRecoilOnTheTableTest {
    private static final Table TABLE = new Table(48, 60, null, List.of());
    private static final Actor SHARPE = british("sharpe", 5, 5, 3, 4, 7, Weapon.SWORD);
    private static final Actor DUBRETON = french("dubreton", 4, 4, 4, 3, 6, Weapon.SWORD);

    /** Sharpe to move; on the table at these places, or off it (no positions) when none are given. */
    private static GameState table(boolean positions, Actor... others) {
        List<Actor> all = new ArrayList<>();
        all.add(positions ? SHARPE.withPosition(new Position(10, 10, 0.0)) : SHARPE);
        all.add(positions ? DUBRETON.withPosition(new Position(10, 11.5, 180.0)) : DUBRETON);
        all.addAll(List.of(others));
        GameState s = state("sharpe", all.toArray(Actor[]::new));
        return positions ? new GameState(s.ruleset(), s.options(), TABLE, s.sides(), s.actors(), s.turn()) : s;
    }

    private static Game.Played attack(GameState s, boolean followUp, int... faces) throws Exception {
        return Game.unbegun(RULES, s).act(request(Action.ATTACK, Input.ACTOR, "sharpe", Input.TARGET, "dubreton",
                Input.FOLLOW_UP, followUp), new ScriptedDice(faces), true);
    }

    private static Position where(Game.Played p, String id) {
        return p.game().state().actor(id).position();
    }

    private static void at(double x, double y, Position p) {
        assertEquals(x, p.x(), 1e-9, p.toString());
        assertEquals(y, p.y(), 1e-9, p.toString());
    }

    /** No two of the 1.5" round bases overlap. */
    private static void noOverlap(Game.Played p) {
        List<Actor> all = List.copyOf(p.game().state().actors().values());
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                double d = all.get(i).position().distanceTo(all.get(j).position());
                assertTrue(d >= 1.5 - 0.02, all.get(i).name() + " stands on " + all.get(j).name() + ": " + d);
            }
        }
    }

    @Test
    void section12Recoil_aWoundedManRecoilsBackwards1Inch() throws Exception {
        // 4 + 4 = 8 against a parry of 3 + 2 = 5: a light wound in the chest (CloseCombatTest).
        Game.Played p = attack(table(true), false, 4, 2, 5, 2);
        at(10, 12.5, where(p, "dubreton"));
        assertEquals(180, where(p, "dubreton").facing(), 1e-9, "backwards, keeping his facing");
        at(10, 10, where(p, "sharpe"));
        noOverlap(p);
    }

    @Test
    void section12Recoil_theAttackerMayFollowUp() throws Exception {
        Game.Played p = attack(table(true), true, 4, 2, 5, 2);
        at(10, 12.5, where(p, "dubreton"));
        at(10, 11, where(p, "sharpe"));
        noOverlap(p);
    }

    @Test
    void section12Recoil_withNoRoomHeRecoilsAsFarAsThereIs() throws Exception {
        // Lefevre a quarter inch behind Dubreton.
        Actor lefevre = french("lefevre", 4, 4, 4, 3, 6, Weapon.SWORD).withPosition(new Position(10, 13.25, 180.0));
        Game.Played p = attack(table(true, lefevre), false, 4, 2, 5, 2);
        assertEquals(11.75, where(p, "dubreton").y(), 0.02, "a quarter inch, to Lefevre's base");
        assertTrue(p.outcome().explanation().stream().anyMatch(s -> s.text().contains("no room to recoil further")),
                p.outcome().explanation().toString());
        noOverlap(p);
    }

    @Test
    void section9CloseCombat_aSuccessfulParrierMovesBack1PaceAndTheAttackerMayFollowUp() throws Exception {
        Game.Played p = attack(table(true), true, 1, 5);
        assertTrue(p.outcome().headline().contains("parries"), p.outcome().headline());
        at(10, 12, where(p, "dubreton"));
        at(10, 10.5, where(p, "sharpe"));
        Game.Played free = attack(table(true), false, 1, 5);
        at(10, 12, where(free, "dubreton"));
        at(10, 10, where(free, "sharpe"));
    }

    @Test
    void section12Recoil_withoutPositionsTheSameGameAsBefore() throws Exception {
        Game.Played p = attack(table(false), true, 4, 2, 5, 2);
        assertTrue(p.outcome().events().stream().noneMatch(GameEvent.Moved.class::isInstance));
        assertTrue(p.outcome().events().stream().anyMatch(e -> e instanceof GameEvent.TableInstruction i
                && i.text().startsWith("recoils 1 inch")));
    }
}
