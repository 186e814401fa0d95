package org.vedette.rules.riskfactor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.riskfactor.tests.Skirmish.*;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.riskfactor.RiskFactor.Action;
import org.vedette.rules.riskfactor.RiskFactor.Field;
import org.vedette.rules.riskfactor.RiskFactor.Input;
import org.vedette.rules.riskfactor.RiskFactor.Mark;
import org.vedette.rules.riskfactor.RiskFactor.Phase;
import org.vedette.rules.riskfactor.RiskFactor.Quality;
import org.vedette.rules.riskfactor.RiskFactor.Rank;
import org.vedette.rules.riskfactor.RiskFactor.Weapon;

/**
 * RF Figure Activation, the worked example of the chain of command: "A
 * veteran officer of regulars wishes to command a platoon of 30 men in a
 * wood" — officer 12, NCO 7, second NCO 10 (ruling C14).
 */
class ChainOfCommandTest {
    private static final List<String> MUSKET = List.of(Weapon.MUSKET, Weapon.BAYONET);

    /** The platoon: the officer, two NCOs (a Veteran, a Raw) and 27 regulars; and a squad of 10 loyal men. */
    private static GameState wood() {
        List<Actor> all = new ArrayList<>();
        all.add(pc("officer", BRITISH, "platoon", Quality.VETERAN, List.of(Weapon.SWORD, Weapon.PISTOL)));
        all.add(figure("nco-1", BRITISH, "platoon", Quality.VETERAN, MUSKET, Field.RANK, Rank.NCO));
        all.add(figure("nco-2", BRITISH, "platoon", Quality.RAW, MUSKET, Field.RANK, Rank.NCO));
        all.addAll(privates("man", 27, BRITISH, "platoon", Quality.REGULAR, MUSKET));
        all.addAll(privates("squad", 10, BRITISH, "squad", Quality.REGULAR, MUSKET));
        return state(BRITISH, Phase.COMMAND, all);
    }

    @Test
    void theWorkedExampleOfficer12Nco7SecondNco10CommandsThePlatoon() {
        GameState s = wood();
        // "He throws his 3D6 and scores 12"
        Outcome dice = resolve(s, request(Action.DICE_FOR_COMMAND, Input.ACTOR, "officer"), 4, 4, 4);
        assertEquals("officer has 12 command points", dice.headline());
        s = after(s, dice);
        // "which would be enough to command 1 squad of 10 loyal men, but not the others"
        assertEquals("officer commands squad (10 points; 2 left)", resolve(s, request(Action.COMMAND, Input.ACTOR, "officer",
                Input.GROUP, "squad-1", Input.DISTANCE, 20.0, Input.ENCLOSED, true)).headline());
        Outcome notAlone = resolve(s, request(Action.COMMAND, Input.ACTOR, "officer", Input.GROUP, "man-1",
                Input.DISTANCE, 20.0, Input.ENCLOSED, true));
        assertEquals("officer fails to command platoon: 12 points, 29 needed", notAlone.headline());
        // "many of which are outside the 25cms command distance": he cannot command those himself.
        refusedBy(s, request(Action.COMMAND, Input.ACTOR, "officer", Input.GROUP, "man-1", Input.DISTANCE, 40.0,
                Input.ENCLOSED, true), "Command distance", "beyond the command distance of 25 cm");

        // "He therefore commands the nearest NCO (Veteran) who adds his 3D6 score of 7, still not enough!"
        Outcome first = resolve(s, request(Action.ACTIVATE, Input.ACTOR, "officer", Input.FIGURE, "nco-1",
                Input.DISTANCE, 10.0, Input.ENCLOSED, true), 2, 2, 3);
        assertEquals("officer activates nco-1; 18 command points", first.headline());
        s = after(s, first);
        assertEquals(true, mark(s, "nco-1", Mark.COMMANDED));
        assertEquals("officer", mark(s, "nco-1", Mark.CHAIN));
        assertEquals("nco-1 fails to command platoon: 18 points, 28 needed", resolve(s, request(Action.COMMAND,
                Input.ACTOR, "nco-1", Input.GROUP, "man-1", Input.DISTANCE, 20.0, Input.ENCLOSED, true)).headline());

        // "the NCO is within 25cms of another NCO, so he is activated by the first NCO, and his 2D6 (Raw) score of 10"
        Outcome second = resolve(s, request(Action.ACTIVATE, Input.ACTOR, "nco-1", Input.FIGURE, "nco-2",
                Input.DISTANCE, 24.0, Input.ENCLOSED, true), 4, 6);
        assertEquals("nco-1 activates nco-2; 27 command points", second.headline());
        assertTrue(explained(second).contains("nco-2 (raw) adds his 2D6: 2D6 command dice for nco-2: 4, 6 = 10; 27 points"),
                explained(second));
        s = after(s, second);
        // "is enough to command the whole platoon, as long as the Officer or commanded NCOs are within command distance"
        Outcome platoon = resolve(s, request(Action.COMMAND, Input.ACTOR, "nco-2", Input.GROUP, "man-14",
                Input.DISTANCE, 25.0, Input.ENCLOSED, true));
        assertEquals("nco-2 commands platoon (27 points; 0 left)", platoon.headline());
        GameState t = after(s, platoon);
        for (int i = 1; i <= 27; i++) assertEquals(true, mark(t, "man-" + i, Mark.COMMANDED), "man-" + i);
        assertEquals(0, mark(t, "officer", Mark.COMMAND_POINTS));
        assertNull(mark(t, "squad-1", Mark.COMMANDED));

        // The commanded platoon does not dice on the Actions table when the command phase ends; the squad does.
        GameState moved = after(t, advance(t, 3));
        assertNull(mark(moved, "man-1", Mark.ACTION));
        assertEquals("continue", mark(moved, "squad-1", Mark.ACTION), "nothing counts: RF 0, and a 3 is Continue");
    }

    @Test
    void onlyAnActivatedNcoDrummerOrBuglerCommandsOnAnOfficersBehalf() {
        GameState s = after(wood(), resolve(wood(), request(Action.DICE_FOR_COMMAND, Input.ACTOR, "officer"), 4, 4, 4));
        refusedBy(s, request(Action.COMMAND, Input.ACTOR, "nco-1", Input.GROUP, "man-1"), "If an NCO", "nco-1 cannot command");
        refusedBy(s, request(Action.ACTIVATE, Input.ACTOR, "officer", Input.FIGURE, "man-1"), "If an NCO",
                "man-1 is not an NCO, drummer or bugler");
        GameState t = after(s, resolve(s, request(Action.ACTIVATE, Input.ACTOR, "officer", Input.FIGURE, "nco-1"), 1, 1, 1));
        refusedBy(t, request(Action.ACTIVATE, Input.ACTOR, "officer", Input.FIGURE, "nco-1"), "If an NCO", "activated this turn already");
    }
}
