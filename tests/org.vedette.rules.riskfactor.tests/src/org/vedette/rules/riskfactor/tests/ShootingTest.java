package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Cover;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * RF Shooting: the weapon table's ranges, the D8 to hit by range and cover,
 * the D6 of damage by weapon class, Hero +1 / Raw -1, hits randomised in the
 * target group (a player character chooses), uncommanded fire 1 per 2 or 3
 * at the nearest enemy, moving fire (rulings C8, C9, C16).
 */
class ShootingTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET, Weapon.BAYONET);
    private static final Actor LEROUX = figure("leroux", FRENCH, "leroux", Quality.REGULAR, List.of(Weapon.SWORD));

    private static Outcome shoot(GameState s, String actor, String target, String weapon, double range, String cover,
            int... faces) {
        return resolve(s, request(Action.SHOOT, Input.ACTOR, actor, Input.TARGET, target, Input.WEAPON, weapon,
                Input.RANGE, range, Input.COVER, cover, Input.NEAREST, true), faces);
    }

    @Test
    void aPlayerCharacterShootsTheFigureHeChooses() {
        Actor capt = pc("capt", BRITISH, "hq", Quality.REGULAR, List.of(Weapon.RIFLE)).withMark(Mark.LOADED, 0);
        List<Actor> french = privates("f", 3, FRENCH, "french", Quality.REGULAR, MUSKET);
        GameState s = state(BRITISH, Phase.SHOOTING, all(List.of(capt), french));
        // Rifle at 50 cm is medium range; open: 4 to hit. D8 4: hit; D6 5 with a gunpowder weapon: Kill. No die to allocate.
        Outcome o = shoot(s, "capt", "f-2", Weapon.RIFLE, 50, Cover.OPEN, 4, 5);
        assertEquals("capt shoots at f-2 at 50 cm: hit: f-2 killed", o.headline());
        assertTrue(after(s, o).actor("f-2").status().out());
        assertTrue(explained(o).contains("Medium Range, open: a D8 of 4 or more hits"), explained(o));
        assertTrue(cites(o, "Hits are randomised"));
    }

    @Test
    void aCommandedFiguresHitsAreRandomisedAmongTheTargetGroup() {
        Actor man = figure("m", BRITISH, "line", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true).withMark(Mark.LOADED, 0);
        List<Actor> french = privates("f", 3, FRENCH, "french", Quality.REGULAR, MUSKET);
        GameState s = state(BRITISH, Phase.SHOOTING, all(List.of(man), french));
        // Musket at 10 cm: short; soft cover: 4. D8 5 hits; D6 3: Wound; D3 2: the second figure.
        Outcome o = shoot(s, "m", "f-1", Weapon.MUSKET, 10, Cover.SOFT, 5, 3, 2);
        assertEquals("m shoots at f-1 at 10 cm: hit: f-2 wounded", o.headline());
        assertEquals(1, after(s, o).actor("f-2").status().wounds());
        assertEquals(3, o.rolls().get(2).sides());
        refusedBy(s.apply(o.events()), request(Action.SHOOT, Input.ACTOR, "m", Input.TARGET, "f-1", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 10.0), "(3) Calculate any shooting", "has shot this turn");
    }

    @Test
    void theToHitTableByRangeAndCover() {
        Actor man = figure("m", BRITISH, "line", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true).withMark(Mark.LOADED, 0);
        GameState s = state(BRITISH, Phase.SHOOTING, man, LEROUX);
        // Musket long range (41 to 120 cm), hard cover: 8.
        assertEquals("m shoots at leroux at 100 cm: miss", shoot(s, "m", "leroux", Weapon.MUSKET, 100, Cover.HARD, 7).headline());
        assertEquals("m shoots at leroux at 100 cm: hit: leroux grazed", shoot(s, "m", "leroux", Weapon.MUSKET, 100, Cover.HARD, 8, 1).headline());
        // Short range (20 cm or less), open: 2.
        assertEquals("m shoots at leroux at 20 cm: hit: leroux wounded", shoot(s, "m", "leroux", Weapon.MUSKET, 20, Cover.OPEN, 2, 4).headline());
        // Medium range, hard cover: 7.
        assertEquals("m shoots at leroux at 40 cm: miss", shoot(s, "m", "leroux", Weapon.MUSKET, 40, Cover.HARD, 6).headline());
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "m", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 121.0), "Shooting", "out of range: 121 cm, and a musket reaches 120 cm");
    }

    @Test
    void aHeroHitsLongRangeHardCoverOnASevenAndARawShooterNeedsOneMore() {
        Actor hero = pc("hero", BRITISH, "hq", Quality.HERO, List.of(Weapon.RIFLE)).withMark(Mark.LOADED, 0);
        Actor raw = pc("raw", BRITISH, "hq2", Quality.RAW, List.of(Weapon.RIFLE)).withMark(Mark.LOADED, 0);
        GameState s = state(BRITISH, Phase.SHOOTING, hero, raw, LEROUX);
        // Rifle at 150 cm: long; hard cover: 8. Hero: D8 7 + 1 = 8, hit; D6 6 + 1, read as 6 (C9): Kill.
        Outcome o = shoot(s, "hero", "leroux", Weapon.RIFLE, 150, Cover.HARD, 7, 6);
        assertEquals("hero shoots at leroux at 150 cm: hit: leroux killed", o.headline());
        assertTrue(explained(o).contains("D6 6 +1, read as 6"), explained(o));
        // Raw: short range open needs 2; D8 2 - 1 = 1: miss.
        assertEquals("raw shoots at leroux at 30 cm: miss", shoot(s, "raw", "leroux", Weapon.RIFLE, 30, Cover.OPEN, 2).headline());
        // Raw: D6 1 - 1 reads 1 (C9): a Graze.
        assertEquals("raw shoots at leroux at 30 cm: hit: leroux grazed", shoot(s, "raw", "leroux", Weapon.RIFLE, 30, Cover.OPEN, 3, 1).headline());
    }

    @Test
    void theDamageTableByWeaponClass() {
        Actor bow = pc("archer", BRITISH, "a", Quality.REGULAR, List.of(Weapon.BOW));
        Actor hatchet = pc("brave", BRITISH, "b", Quality.REGULAR, List.of(Weapon.HATCHET));
        Actor musket = pc("musket", BRITISH, "c", Quality.REGULAR, List.of(Weapon.MUSKET)).withMark(Mark.LOADED, 0);
        GameState s = state(BRITISH, Phase.SHOOTING, bow, hatchet, musket, LEROUX);
        // A 5: Bow / spear Wound, Gunpowder Kill, Other Wound; a 3: Other Graze, Bow Wound.
        assertEquals("archer shoots at leroux at 10 cm: hit: leroux wounded", shoot(s, "archer", "leroux", Weapon.BOW, 10, Cover.OPEN, 8, 5).headline());
        assertEquals("musket shoots at leroux at 10 cm: hit: leroux killed", shoot(s, "musket", "leroux", Weapon.MUSKET, 10, Cover.OPEN, 8, 5).headline());
        assertEquals("brave shoots at leroux at 5 cm: hit: leroux grazed", shoot(s, "brave", "leroux", Weapon.HATCHET, 5, Cover.OPEN, 8, 3).headline());
        assertEquals("archer shoots at leroux at 10 cm: hit: leroux wounded", shoot(s, "archer", "leroux", Weapon.BOW, 10, Cover.OPEN, 8, 3).headline());
        // Bows need no loading; a sword does not shoot; a weapon not carried is refused.
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "archer", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 10.0), "Shooting", "does not carry a musket");
    }

    @Test
    void aSecondWoundPutsAFigureOut() {
        Actor musket = pc("musket", BRITISH, "c", Quality.REGULAR, List.of(Weapon.MUSKET)).withMark(Mark.LOADED, 0);
        GameState s = state(BRITISH, Phase.SHOOTING, musket, wounds(LEROUX, 1));
        Outcome o = shoot(s, "musket", "leroux", Weapon.MUSKET, 10, Cover.OPEN, 8, 3);
        assertEquals("musket shoots at leroux at 10 cm: hit: leroux wounded again, out", o.headline());
        assertTrue(after(s, o).actor("leroux").status().out());
        assertTrue(cites(o, "C16"));
    }

    @Test
    void uncommandedTroopsFireOnePerTwoFiguresStationaryAtTheNearestEnemy() {
        List<Actor> six = privates("u", 6, BRITISH, "uncommanded", Quality.REGULAR, MUSKET);
        GameState s = state(BRITISH, Phase.SHOOTING, all(six, List.of(LEROUX)));
        // 6 stationary: 3 shots; musket at 30 cm medium, open: 4. D8 3 miss; 4 hit, D6 2 Graze; 8 hit, D6 6 Kill.
        Outcome o = shoot(s, "u-1", "leroux", Weapon.MUSKET, 30, Cover.OPEN, 3, 4, 2, 8, 6);
        assertEquals("u-1 shoots at leroux at 30 cm: 3 shots, 2 hits: leroux grazed, leroux killed", o.headline());
        GameState t = after(s, o);
        for (int i = 1; i <= 6; i++) assertEquals(true, mark(t, "u-" + i, Mark.FIRED), "the group has fired");
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "u-1", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 30.0), "nearest enemy", "uncommanded units will always shoot only at the nearest enemy");
    }

    @Test
    void movingUncommandedTroopsFireOnePerThreeAndCountOneBandFurther() {
        List<Actor> six = privates("u", 6, BRITISH, "uncommanded", Quality.REGULAR, MUSKET).stream()
                .map(a -> a.withMark(Mark.MOVED, 10.0)).toList();
        GameState s = state(BRITISH, Phase.SHOOTING, all(six, List.of(LEROUX)));
        // 6 moving: 2 shots; 30 cm is medium, counted as long: 6 in the open.
        Outcome o = shoot(s, "u-1", "leroux", Weapon.MUSKET, 30, Cover.OPEN, 5, 6, 1);
        assertEquals("u-1 shoots at leroux at 30 cm: 2 shots, 1 hit: leroux grazed", o.headline());
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "u-1", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 60.0, Input.NEAREST, true), "may only move half speed", "out of range");
        GameState fast = state(BRITISH, Phase.SHOOTING, all(six.stream().map(a -> a.withMark(Mark.MOVED, 15.0)).toList(), List.of(LEROUX)));
        refusedBy(fast, request(Action.SHOOT, Input.ACTOR, "u-1", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 30.0, Input.NEAREST, true), "may only move half speed", "moved 15 cm");
    }

    @Test
    void troopsNotUnderPlayerControlMoveFullSpeedAndStillFire() {
        List<Actor> six = privates("u", 6, FRENCH, "voltigeurs", Quality.REGULAR, MUSKET).stream()
                .map(a -> a.withMark(Mark.MOVED, 25.0)).toList();
        Actor target = figure("t", BRITISH, "t", Quality.REGULAR, MUSKET);
        GameState s = state(FRENCH, Phase.SHOOTING, Map.of(), true, all(six, List.of(target)));
        // C8: no band further; 1 per 3 moving: 2 shots at medium range, open: 4.
        Outcome o = shoot(s, "u-1", "t", Weapon.MUSKET, 30, Cover.OPEN, 4, 3, 1);
        assertEquals("u-1 shoots at t at 30 cm: 2 shots, 1 hit: t wounded", o.headline());
        assertTrue(cites(o, "C8"));
    }

    @Test
    void whoMayNotShoot() {
        Actor routing = figure("r", BRITISH, "r", Quality.REGULAR, MUSKET).withMark(Mark.ACTION, "rout");
        Actor unloaded = figure("c", BRITISH, "c", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true);
        Actor swordsman = pc("s", BRITISH, "s", Quality.REGULAR, List.of(Weapon.SWORD));
        Actor french = figure("fr", BRITISH, "fr", Quality.REGULAR, MUSKET, Field.NO_VOLLEYS, true).withMark(Mark.COMMANDED, true);
        GameState s = state(BRITISH, Phase.SHOOTING, routing, unloaded, swordsman, french, LEROUX);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "r", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 10.0, Input.NEAREST, true), "Rout Unit will run", "may neither fight nor shoot");
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "c", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 10.0), "Commanded troops must spend a turn halted", "has not loaded");
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET, "leroux", Input.WEAPON, Weapon.SWORD,
                Input.RANGE, 1.0), "Shooting", "a sword has no range");
        // Troops unable to fire volleys count uncommanded for shooting: the nearest enemy only, no loading needed.
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "fr", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 10.0), "nearest enemy", "is uncommanded");
        assertEquals("fr shoots at leroux at 10 cm: miss", shoot(s, "fr", "leroux", Weapon.MUSKET, 10, Cover.OPEN, 1).headline());
        refusedBy(state(BRITISH, Phase.MOVEMENT, swordsman, LEROUX), request(Action.SHOOT, Input.ACTOR, "s", Input.TARGET,
                "leroux", Input.WEAPON, Weapon.SWORD, Input.RANGE, 1.0), "Play Sequence", "shooting phase");
    }

    /**
     * The weapon table's long range as the reach of a weapon (ReadyToFire.reach): a shot at that range is
     * accepted, and one a millimetre beyond it refused as out of range, whatever else holds; a moving
     * uncommanded shooter only counts further away, so nothing beyond the reach is ever accepted.
     */
    @Test
    void theWeaponTablesLongRangeIsAsFarAsAWeaponReaches() throws Exception {
        Actor man = figure("m", BRITISH, "line", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true).withMark(Mark.LOADED, 0);
        GameState s = state(BRITISH, Phase.SHOOTING, man, LEROUX);
        org.vedette.rules.riskfactor.ReadyToFire ready = (org.vedette.rules.riskfactor.ReadyToFire) RULES;
        double reach = ready.reach(Weapon.MUSKET);
        // "Musket ... long range (41 to 120 cm)".
        assertEquals(120.0, reach);
        RULES.rehearse(request(Action.SHOOT, Input.ACTOR, "m", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, reach, Input.COVER, Cover.OPEN), s);
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "m", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, reach + 0.1), "Shooting", "out of range");
        assertTrue(ready.reach(Weapon.RIFLE) > 50, "a rifle hits at 50 cm, medium range");
    }

    /**
     * The refusals that hold whatever the target (ReadyToFire): routing, shot this turn, no range, not loaded —
     * each the very refusal of a shot at anyone, and a shot the rehearsal refuses too; none for a weapon that
     * may fire, nor for troops unable to fire volleys, who count uncommanded and need not load.
     */
    @Test
    void whoMayNotShootWhateverTheTarget() throws Exception {
        Actor routing = figure("r", BRITISH, "r", Quality.REGULAR, MUSKET).withMark(Mark.ACTION, "rout");
        Actor unloaded = figure("c", BRITISH, "c", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true);
        Actor loaded = figure("l", BRITISH, "l", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true).withMark(Mark.LOADED, 0);
        Actor fired = loaded.withMark(Mark.FIRED, true);
        Actor swordsman = pc("s", BRITISH, "s", Quality.REGULAR, List.of(Weapon.SWORD));
        Actor volleyless = figure("fr", BRITISH, "fr", Quality.REGULAR, MUSKET, Field.NO_VOLLEYS, true).withMark(Mark.COMMANDED, true);
        GameState s = state(BRITISH, Phase.SHOOTING, routing, unloaded, loaded, swordsman, volleyless, LEROUX);
        org.vedette.rules.riskfactor.ReadyToFire ready = (org.vedette.rules.riskfactor.ReadyToFire) RULES;
        for (String[] refusal : new String[][] { { "r", Weapon.MUSKET, "may neither fight nor shoot" },
                { "c", Weapon.MUSKET, "has not loaded" }, { "s", Weapon.SWORD, "a sword has no range" },
                { "l", Weapon.BAYONET, "a bayonet has no range" } }) {
            assertFalse(ready.ready(s, s.actor(refusal[0]), refusal[1]), refusal[0] + " with a " + refusal[1]);
            var r = request(Action.SHOOT, Input.ACTOR, refusal[0], Input.TARGET, "leroux", Input.WEAPON, refusal[1],
                    Input.RANGE, 10.0, Input.NEAREST, true);
            String words = refused(s, r).getMessage();
            assertTrue(words.contains(refusal[2]), "the shot's own refusal: " + words);
            var rehearsed = org.junit.jupiter.api.Assertions.assertThrows(
                    org.vedette.core.rules.IllegalActionException.class, () -> RULES.rehearse(r, s));
            assertEquals(words, rehearsed.getMessage(), "the rehearsal's refusal");
        }
        assertFalse(ready.ready(s, loaded, Weapon.PISTOL), "a weapon he does not carry");
        GameState shot = state(BRITISH, Phase.SHOOTING, fired, LEROUX);
        assertFalse(ready.ready(shot, fired, Weapon.MUSKET), "has shot this turn");
        assertTrue(ready.ready(s, loaded, Weapon.MUSKET), "loaded before this turn: he may fire");
        assertTrue(ready.ready(s, volleyless, Weapon.MUSKET), "counts uncommanded: no loading");
        RULES.rehearse(request(Action.SHOOT, Input.ACTOR, "l", Input.TARGET, "leroux", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 10.0, Input.COVER, Cover.OPEN), s);
        assertEquals("l shoots at leroux at 10 cm: miss", shoot(s, "l", "leroux", Weapon.MUSKET, 10, Cover.OPEN, 1).headline());
    }

    @Test
    void uncommandedUnitsShootOnlyAtTheNearestEnemyMeasuredFromTheNearestFigure() {
        // u-1 at (10, 10), u-2 at (30, 10); the voltigeur 16" north of u-2 (15" = 38.1 cm between bases), the
        // grenadier 20" north of u-1 (48.3 cm): the voltigeurs are nearest, measured from the group's nearest figure.
        GameState s = onTable(state(BRITISH, Phase.SHOOTING,
                at(figure("u-1", BRITISH, "picket", Quality.REGULAR, MUSKET), 10, 10),
                at(figure("u-2", BRITISH, "picket", Quality.REGULAR, MUSKET), 30, 10),
                at(figure("v-1", FRENCH, "voltigeurs", Quality.REGULAR, MUSKET), 30, 26),
                at(figure("g-1", FRENCH, "grenadiers", Quality.REGULAR, MUSKET), 10, 30)));
        refusedBy(s, request(Action.SHOOT, Input.ACTOR, "u-1", Input.TARGET, "g-1", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 48.0, Input.NEAREST, true), "nearest enemy",
                "shoots only at the nearest enemy to them: v-1 of voltigeurs, 38.1 cm from its nearest figure (from the table), not g-1 of grenadiers");
        // The table says which is nearest: no tick is needed. 2 stationary: 1 shot; 38 cm is medium: 4. D8 4 hits, D6 1: Graze.
        Outcome o = resolve(s, request(Action.SHOOT, Input.ACTOR, "u-1", Input.TARGET, "v-1", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 38.0), 4, 1);
        assertEquals("u-1 shoots at v-1 at 38 cm: hit: v-1 grazed", o.headline());
        assertTrue(explained(o).contains("v-1 of voltigeurs, 38.1 cm from the nearest figure (from the table)"), explained(o));
        // Without positions the referee says which is nearest.
        GameState bare = state(BRITISH, Phase.SHOOTING, figure("u-1", BRITISH, "picket", Quality.REGULAR, MUSKET),
                figure("g-1", FRENCH, "grenadiers", Quality.REGULAR, MUSKET));
        refusedBy(bare, request(Action.SHOOT, Input.ACTOR, "u-1", Input.TARGET, "g-1", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 38.0), "nearest enemy", "check 'nearest'");
    }

    /** The French line (three privates), Capitaine Moreau of the staff beside it, Sergent Roux of the line 10" off; a British marksman. */
    private static GameState line(boolean placed) {
        Actor m = figure("m", BRITISH, "marksmen", Quality.REGULAR, MUSKET).withMark(Mark.COMMANDED, true).withMark(Mark.LOADED, 0);
        Actor f1 = figure("f-1", FRENCH, "line", Quality.REGULAR, MUSKET);
        Actor f2 = figure("f-2", FRENCH, "line", Quality.REGULAR, MUSKET);
        Actor f3 = figure("f-3", FRENCH, "line", Quality.REGULAR, MUSKET);
        Actor moreau = figure("moreau", FRENCH, "staff", Quality.VETERAN, List.of(Weapon.SWORD), Field.RANK, "officer");
        Actor roux = figure("roux", FRENCH, "line", Quality.VETERAN, MUSKET, Field.RANK, "nco");
        if (!placed) return state(BRITISH, Phase.SHOOTING, m, f1, f2, f3, moreau, roux);
        // 1.5" between centres: 0.5" (1.3 cm) between the bases of Moreau and f-3.
        return onTable(state(BRITISH, Phase.SHOOTING, at(m, 10, 10), at(f1, 10, 30), at(f2, 11.5, 30), at(f3, 13, 30),
                at(moreau, 14.5, 30), at(roux, 24, 30)));
    }

    @Test
    void officersNcosAndLeadersArePartOfTheNearestGroupWithin5cmsForCasualtyAllocation() {
        // Musket at 30 cm: medium, open: 4. D8 5 hits; D6 5: Kill; D4 4: the fourth of f-1, f-2, f-3 and Moreau.
        Outcome o = shoot(line(true), "m", "f-1", Weapon.MUSKET, 30, Cover.OPEN, 5, 5, 4);
        assertEquals("m shoots at f-1 at 30 cm: hit: moreau killed", o.headline());
        assertEquals(4, o.rolls().get(2).sides());
        String why = explained(o);
        assertTrue(why.contains("moreau counted with the target's group; roux apart from it; hits fall among 4 figures"), why);
        // "otherwise they are separate units": a hit on Roux, 10" from anyone, is his alone — no die to allocate.
        assertEquals("m shoots at roux at 30 cm: hit: roux killed", shoot(line(true), "m", "roux", Weapon.MUSKET, 30, Cover.OPEN, 5, 5).headline());
        // Without positions the unit is the group: f-1, f-2, f-3 and Roux; the D4's 4 is Roux.
        assertEquals("m shoots at f-1 at 30 cm: hit: roux killed", shoot(line(false), "m", "f-1", Weapon.MUSKET, 30, Cover.OPEN, 5, 5, 4).headline());
    }

    @Test
    void shootingIsOnlyPossibleIfFiguresCanSeeTheEntireBaseOfAFigure() {
        // A wood between the marksman and f-1: no line of sight, so no shot, and no die thrown.
        GameState placed = onTable(line(true), wood("copse", 0, 18, 40, 22));
        refusedBy(placed, request(Action.SHOOT, Input.ACTOR, "m", Input.TARGET, "f-1", Input.WEAPON, Weapon.MUSKET,
                Input.RANGE, 30.0), "Shooting is only possible", "m can see the whole of f-1's base");
        // Without the wood he sees it: D8 1 misses.
        assertEquals("m shoots at f-1 at 30 cm: miss", shoot(line(true), "m", "f-1", Weapon.MUSKET, 30, Cover.OPEN, 1).headline());
    }

    @Test
    void uncommandedUnitsShootOnlyAtTheNearestEnemyWithAWeaponThatShoots() {
        // What the book leaves to whoever plays an uncommanded figure, for the NPC AI (Ruleset.npcChoices): the
        // first weapon he carries that shoots (a bayonet does not), "only at the nearest enemy".
        Actor u = figure("u", BRITISH, "picket", Quality.REGULAR, List.of(Weapon.BAYONET, Weapon.MUSKET));
        GameState s = state(BRITISH, Phase.SHOOTING, all(List.of(u), List.of(LEROUX)));
        assertEquals(Map.of(Input.WEAPON, Weapon.MUSKET, Input.NEAREST, true), RULES.npcChoices(s, Action.SHOOT, u));
        // "it may neither fight nor shoot": a routing group has no shot to choose.
        Actor routing = u.withMark(Mark.ACTION, "rout");
        assertEquals(Map.of(), RULES.npcChoices(state(BRITISH, Phase.SHOOTING, all(List.of(routing), List.of(LEROUX))),
                Action.SHOOT, routing));
        assertEquals(Map.of(), RULES.npcChoices(s, Action.MOVE, u), "nothing chosen for other actions");
    }
}
