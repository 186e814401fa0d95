package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.example;
import static org.vedette.inventory.tests.Planning.needOf;
import static org.vedette.inventory.tests.Planning.planner;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Unit;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;

/** The needs of each example scenario, counted by the default rules' counting for its ruleset. */
class ScenarioNeedsTest {
    private final InventoryPlanner planner = planner();
    private final InventoryRules rules = planner.defaultRules();

    private static int total(List<Need> needs) {
        return needs.stream().mapToInt(Need::count).sum();
    }

    @Test
    void oneHourUnitsAreBlocksOfFiguresWithTheirListedCommandAmongThem() {
        Scenario almaraz = example("bridge-at-almaraz.json");
        List<Need> needs = planner.needs(almaraz, rules);
        // Units without figures are whole blocks of the rules' figuresPerUnit for their type.
        int perInfantry = rules.countingFor("onehour").figuresPerUnit().get("infantry");
        int perSkirmishers = rules.countingFor("onehour").figuresPerUnit().get("skirmishers");
        // The 39e de Ligne lists its eagle bearer: one standard and the rest rank and file;
        // the Régiment de Prusse is all rank and file. Both are French line infantry.
        assertEquals(2 * perInfantry - 1, needOf(needs, "French infantry, on foot").count());
        assertEquals(1, needOf(needs, "French infantry, on foot, standard").count());
        assertTrue(needOf(needs, "French infantry, on foot, standard").from().contains("39e de Ligne"));
        // The 50th Foot lists an ensign with the colour and a mounted field officer (words of their names).
        assertEquals(1, needOf(needs, "British infantry, on foot, standard").count());
        assertEquals(1, needOf(needs, "British infantry, on foot, officer").count());
        assertEquals(2 * perInfantry - 2, needOf(needs, "British infantry, on foot").count());
        assertEquals(perSkirmishers, needOf(needs, "French skirmishers, on foot").count());
        assertEquals(6, needOf(needs, "British light cavalry, mounted").count(), "the 13th Light Dragoons");
        assertEquals(1, needOf(needs, "French foot artillery, on foot").count());
        // The nations come from the rosters.
        assertTrue(needs.stream().allMatch(n -> List.of("british", "french").contains(n.kind().nation())));
        // Every unit is counted once: eleven units, the figures of each in exactly one need.
        int units = almaraz.sides().stream().mapToInt(s -> s.units().size()).sum();
        assertEquals(11, units);
        int expected = 0;
        for (Side s : almaraz.sides()) {
            for (Unit u : s.units()) {
                expected += rules.countingFor("onehour").figuresPerUnit().get(u.profile().get("type").toString());
            }
        }
        assertEquals(expected, total(needs));
    }

    @Test
    void sharpeFiguresAreCountedOneByOneWithTheirRankTroopAndWeapon() {
        List<Need> needs = planner.needs(example("the-monastery-door.json"), rules);
        assertEquals(8, total(needs), "four Chosen Men and four voltigeurs");
        Need riflemen = needOf(needs, "British rifle, on foot, rifle");
        assertEquals(2, riflemen.count(), "Harris and Hagman; Harper's volley gun is no weapon class, his rifle is");
        assertEquals(1, needOf(needs, "British rifle, on foot, officer, rifle").count());
        assertEquals(1, needOf(needs, "British rifle, on foot, NCO, rifle").count());
        // Sharpe's troop "light" is a collection's light infantry.
        assertEquals(2, needOf(needs, "French light infantry, on foot, musket").count());
        assertEquals(1, needOf(needs, "French light infantry, on foot, officer, pistol").count());
    }

    @Test
    void ohfaFiguresTakeTheirRoleFromTheirNamesAndTheirNationFromTheSide() {
        List<Need> needs = planner.needs(example("ohfa-ambush-at-the-ford.json"), rules);
        assertEquals(6, total(needs));
        // OHFA's profile has no troop type: a need of any troop type of the nation.
        assertEquals(1, needOf(needs, "British, on foot, officer, rifle").count(), "Capt Sharpe");
        assertEquals(1, needOf(needs, "British, on foot, NCO").count(), "Sgt Harper and his volley gun");
        assertEquals(1, needOf(needs, "French, on foot, NCO, musket").count(), "Sgt Dubois");
        assertEquals(1, needOf(needs, "Spanish, on foot, musket").count(), "Pablo: the side's id names the nation");
    }
}
