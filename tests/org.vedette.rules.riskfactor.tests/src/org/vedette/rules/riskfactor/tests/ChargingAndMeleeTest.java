package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/** RF Charging and Melee: the matched figures' D6 and its modifiers, wound on 5 and kill on 6, falling back (ruling C7). */
class ChargingAndMeleeTest {
    private static final Actor GRENADIER = figure("g", BRITISH, "g", Quality.REGULAR, List.of(Weapon.MUSKET, Weapon.BAYONET));
    private static final Actor FUSILIER = figure("f", FRENCH, "f", Quality.REGULAR, List.of(Weapon.MUSKET));

    private static Outcome fight(GameState s, Object[] inputs, int... faces) {
        return resolve(s, request(Action.FIGHT, Skirmish.inputs(inputs, Input.ACTOR, "g", Input.TARGET, "f")), faces);
    }

    private static GameState melee(Map<String, Object> options, Actor a, Actor b) {
        return state(BRITISH, Phase.MELEE, options, false, List.of(a, b));
    }

    @Test
    void theBetterScoreWoundsOnAFiveAndKillsOnASix() {
        GameState s = melee(Map.of(), GRENADIER, FUSILIER);
        // A bayonet (3) beats a musket (2): +1. D6 5 + 1 = 6 against 4: a 5, a wound.
        Outcome o = fight(s, new Object[0], 5, 4);
        assertEquals("g fights f: g wins 6 to 4; f wounded", o.headline());
        assertTrue(explained(o).contains("g: D6 5 +1 better melee factor (3 against 2) = 6"), explained(o));
        assertEquals(List.of("f is moved back 5 cm", "g may follow up if he chooses"), instructions(o));
        assertEquals(true, mark(after(s, o), "g", Mark.FOUGHT));
        assertEquals("g fights f: g wins 7 to 4; f killed", fight(s, new Object[0], 6, 4).headline());
        assertEquals(List.of("g may follow up if he chooses"), instructions(fight(s, new Object[0], 6, 4)), "the dead fall back no further");
        assertEquals("g fights f: g wins 5 to 2", fight(s, new Object[0], 4, 2).headline(), "a 4 wins but hits nobody");
    }

    @Test
    void theNaturalDieDecidesTheHitOrTheScoreWithTheOption() {
        assertEquals("g fights f: g wins 5 to 2", fight(melee(Map.of(), GRENADIER, FUSILIER), new Object[0], 4, 2).headline());
        assertEquals("g fights f: g wins 5 to 2; f wounded", fight(melee(Map.of(RiskFactor.Option.MELEE_HIT_DIE, "modified"), GRENADIER, FUSILIER),
                new Object[0], 4, 2).headline());
    }

    @Test
    void theModifiers() {
        Actor rawG = figure("g", BRITISH, "g", Quality.RAW, List.of(Weapon.SWORD));
        Actor heroF = figure("f", FRENCH, "f", Quality.HERO, List.of(Weapon.SWORD));
        // Equal factors: no +1. Raw -1, outnumbered by 2 extra -2, crossing a wall -1: 6 - 4 = 2. Hero +1: 1 + 1 = 2. Drawn.
        Outcome o = fight(melee(Map.of(), rawG, heroF), new Object[] { Input.OUTNUMBERED, 2, Input.CROSSING, true }, 6, 1);
        assertEquals("g fights f: drawn (2 each); both fall back", o.headline());
        assertEquals(List.of("g is moved back 5 cm", "f is moved back 5 cm"), instructions(o));
        Actor guard = figure("f", FRENCH, "f", Quality.REGULAR, List.of(Weapon.SWORD), Field.SUPERIOR_MELEE, true);
        assertEquals("g fights f: f wins 4 to 3", fight(melee(Map.of(), GRENADIER, guard),
                new Object[] { Input.WEAPON, Weapon.MUSKET, Input.TARGET_OUTNUMBERED, 0 }, 3, 3).headline(),
                "the bayonet makes the musket 3, as good as a sword: the guard has only his +1 as superior melee troops");
    }

    @Test
    void figuresUnableToFallBackTakeAWoundInstead() {
        GameState s = melee(Map.of(), GRENADIER, FUSILIER);
        Outcome o = fight(s, new Object[] { Input.TARGET_CANNOT_FALL_BACK, true }, 3, 2);
        assertEquals("g fights f: g wins 4 to 2", o.headline());
        assertEquals(1, after(s, o).actor("f").status().wounds());
        Outcome both = fight(s, new Object[] { Input.CANNOT_FALL_BACK, true }, 1, 2);
        assertEquals("g fights f: drawn (2 each); both fall back", both.headline());
        assertEquals(1, after(s, both).actor("g").status().wounds());
    }

    /**
     * On a table with positions the loser is moved back 5 cm straight away from the winner — "the loser ... is
     * moved back 5cms" — and where the table's edge leaves him no room, he takes the wound instead.
     */
    @Test
    void theLoserIsMovedBack5cmOnTheTableOrWoundedWhereHeHasNoRoom() {
        // 1" bases touching, the fusilier north of the grenadier.
        GameState s = onTable(melee(Map.of(), at(GRENADIER, 50, 50), at(FUSILIER, 50, 51)));
        Outcome o = fight(s, new Object[0], 3, 2);
        assertEquals("g fights f: g wins 4 to 2", o.headline());
        GameState after = after(s, o);
        assertEquals(50, after.actor("f").position().x(), 1e-9);
        assertEquals(51 + Math.round(inches(5) * 100) / 100.0, after.actor("f").position().y(), 1e-9,
                "5 cm further north, away from g");
        assertEquals(50, after.actor("g").position().y(), 1e-9, "the winner stays where he fought");
        assertEquals(0, after.actor("f").status().wounds());
        assertEquals(List.of("g may follow up if he chooses"), instructions(o), "nothing left to the referee's hand");
        // With his back to the table's north edge, he cannot fall back.
        GameState edge = onTable(melee(Map.of(), at(GRENADIER, 50, 198), at(FUSILIER, 50, 199)));
        Outcome cornered = fight(edge, new Object[0], 3, 2);
        assertEquals(1, after(edge, cornered).actor("f").status().wounds());
        assertTrue(explained(cornered).contains("Figures unable to fall back take a wound instead: f (the table's edge"),
                explained(cornered));
    }

    /** "Muskets … 2 (3 with Bayonet)" (ruling C23): fighting with the bayonet is the musket's 3, not nothing. */
    @Test
    void aMusketWithABayonetIsAMeleeFactorOf3() {
        GameState s = melee(Map.of(), GRENADIER, FUSILIER);
        Outcome o = fight(s, new Object[] { Input.WEAPON, Weapon.BAYONET, Input.TARGET_WEAPON, Weapon.MUSKET }, 5, 4);
        assertEquals("g fights f: g wins 6 to 4; f wounded", o.headline());
        assertTrue(explained(o).contains("g: D6 5 +1 better melee factor (3 against 2) = 6"), explained(o));
        Actor swordsman = figure("f", FRENCH, "f", Quality.REGULAR, List.of(Weapon.SWORD));
        Outcome even = fight(melee(Map.of(), GRENADIER, swordsman), new Object[] { Input.WEAPON, Weapon.BAYONET }, 3, 3);
        assertEquals("g fights f: drawn (3 each); both fall back", even.headline(), "a bayonet's 3 is a sword's 3");
    }

    /** A weapon the figure does not carry is refused, naming him and it, never scored as no weapon (ruling C23). */
    @Test
    void aWeaponTheFigureDoesNotCarryIsRefused() {
        GameState s = melee(Map.of(), GRENADIER, FUSILIER);
        refusedBy(s, request(Action.FIGHT, Input.ACTOR, "g", Input.TARGET, "f", Input.WEAPON, Weapon.SWORD),
                "Charging and Melee", "g does not carry a sword");
        refusedBy(s, request(Action.FIGHT, Input.ACTOR, "g", Input.TARGET, "f", Input.TARGET_WEAPON, Weapon.BAYONET),
                "Charging and Melee", "f does not carry a bayonet");
        Actor bare = figure("g", BRITISH, "g", Quality.REGULAR, List.of(Weapon.BAYONET));
        refusedBy(melee(Map.of(), bare, FUSILIER), request(Action.FIGHT, Input.ACTOR, "g", Input.TARGET, "f", Input.WEAPON,
                Weapon.BAYONET), "C23", "no musket to fix it to");
    }

    @Test
    void routersMayNotFight() {
        GameState s = melee(Map.of(), GRENADIER, FUSILIER.withMark(Mark.ACTION, "rout"));
        refusedBy(s, request(Action.FIGHT, Input.ACTOR, "g", Input.TARGET, "f"), "Rout Unit will run", "may neither fight nor shoot");
    }
}
