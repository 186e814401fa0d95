package org.vedette.rules.onehour.tests;

import static org.vedette.rules.onehour.tests.Situation.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.vedette.core.game.GameState;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Terrain: woods, villages, marshland and lakes, rivers. */
class TerrainTest {
    private static GameState table(String type) {
        return state(BRITISH, Phase.MOVEMENT, british("b", type), french("f", Type.INFANTRY));
    }

    private static org.vedette.core.rules.ActionRequest move(Object... flags) {
        Object[] inputs = new Object[4 + flags.length];
        inputs[0] = Input.ACTOR;
        inputs[1] = "b";
        inputs[2] = Input.DISTANCE;
        inputs[3] = 4;
        System.arraycopy(flags, 0, inputs, 4, flags.length);
        return request(Action.MOVE, inputs);
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.LIGHT_INFANTRY, Type.SKIRMISHERS })
    void lightInfantryAndSkirmishersEnterWoods(String type) {
        resolve(table(type), move(Input.WOODS, true));
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.INFANTRY, Type.HEAVY_CAVALRY, Type.LIGHT_CAVALRY, Type.FOOT_ARTILLERY, Type.HORSE_ARTILLERY })
    void noOtherTypeEntersWoods(String type) {
        refusedBy(table(type), move(Input.WOODS, true), "Terrain", "Only Light Infantry and Skirmishers may enter");
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.FOOT_ARTILLERY, Type.HORSE_ARTILLERY })
    void artilleryCannotEnterATown(String type) {
        refusedBy(table(type), move(Input.ENTERS_TOWN, true), "Terrain", "Artillery cannot enter a town");
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.HEAVY_CAVALRY, Type.LIGHT_CAVALRY })
    void cavalryMayRideThroughATownButNotEndInIt(String type) {
        resolve(table(type), move(Input.ENTERS_TOWN, true));
        refusedBy(table(type), move(Input.ENDS_IN_TOWN, true), "Terrain", "Cavalry may not end their moves in a town");
    }

    @Test
    void infantryEndInATown() {
        resolve(table(Type.INFANTRY), move(Input.ENTERS_TOWN, true, Input.ENDS_IN_TOWN, true));
    }

    @ParameterizedTest
    @ValueSource(strings = { Type.INFANTRY, Type.SKIRMISHERS, Type.LIGHT_CAVALRY, Type.HORSE_ARTILLERY })
    void marshAndLakesAreImpassableToAll(String type) {
        refusedBy(table(type), move(Input.MARSH_OR_LAKE, true), "Terrain", "Impassable to all");
    }

    @Test
    void riversOnlyAtBridgesOrFords() {
        refusedBy(table(Type.INFANTRY), move(Input.CROSSES_RIVER, true), "Terrain", "bridges or fords");
        resolve(table(Type.INFANTRY), move(Input.CROSSES_RIVER, true, Input.AT_BRIDGE_OR_FORD, true));
    }
}
