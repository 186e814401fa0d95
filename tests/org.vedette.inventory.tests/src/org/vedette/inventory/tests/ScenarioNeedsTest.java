package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.inventory.tests.Planning.example;
import static org.vedette.inventory.tests.Planning.needOf;
import static org.vedette.inventory.tests.Planning.planner;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Unit;
import org.vedette.inventory.InventoryPlanner;
import org.vedette.inventory.InventoryRules;
import org.vedette.inventory.Need;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;

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

    /** A designer who models a One Hour unit with 18 figures is counted for 18; an unset unit by the rules' number. */
    @Test
    void aOneHourUnitsFiguresSetByTheDesignerAreWhatIsCounted() {
        String text = """
                { "format": "vedette.scenario", "version": 1, "id": "eighteen", "title": "Eighteen", "ruleset": "onehour",
                  "table": { "width": 48, "depth": 48 },
                  "sides": [
                    { "id": "british", "name": "British", "control": "player", "edge": "south", "units": [
                      { "id": "50th", "name": "50th Foot", "quality": "trained", "profile": { "type": "infantry", "figures": 18 } },
                      { "id": "71st", "name": "71st Foot", "quality": "trained", "profile": { "type": "infantry" } } ] },
                    { "id": "french", "name": "French", "control": "player", "edge": "north", "units": [
                      { "id": "39e", "name": "39e de Ligne", "quality": "trained", "profile": { "type": "infantry", "figures": 0 } } ] } ] }
                """;
        ReadResult<Scenario> wrong = ScenarioFiles.parse(text, Path.of("eighteen.json"), Planning.catalog());
        assertTrue(wrong.report().contains("figures"), "a unit of 0 figures is refused where it is written: " + wrong.report());
        ReadResult<Scenario> read = ScenarioFiles.parse(text.replace("\"figures\": 0", "\"figures\": 9"),
                Path.of("eighteen.json"), Planning.catalog());
        assertTrue(read.ok(), read::report);
        List<Need> needs = planner.needs(read.value(), rules);
        int perInfantry = rules.countingFor("onehour").figuresPerUnit().get("infantry");
        assertEquals(18 + perInfantry, needOf(needs, "British infantry, on foot").count(), "the 50th as modelled, the 71st by the rules");
        assertEquals(9, needOf(needs, "French infantry, on foot").count());
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

    /**
     * The Other Side of the Hill lists its figures: each is one, of its unit's
     * "type" unless its own says otherwise (the Marquise is an aristocrat in
     * a carriage), its role by "rank"; riflemen are a collection's "rifle" and
     * OSOTH's cavalry, not classed light or heavy (ch. II), its "heavy-cavalry"
     * (the default stand-ins let French light and heavy cavalry stand for each
     * other).
     */
    @Test
    void osothFiguresAreCountedOneByOneByTypeAndRank() {
        List<Need> marquise = planner.needs(example("osoth-the-marquise-of-alorna.json"), rules);
        assertEquals(107, total(marquise), "every figure of both sides, the hidden Veterans too");
        assertEquals(26, needOf(marquise, "British rifle, on foot, rifle").count(), "two companies of the 95th");
        assertEquals(2, needOf(marquise, "British rifle, on foot, officer, pistol").count());
        assertEquals(2, needOf(marquise, "British rifle, on foot, NCO, rifle").count());
        assertEquals(3, needOf(marquise, "British light infantry, on foot, officer, pistol").count(),
                "the 43rd's and 52nd's lieutenants and Captain Grant");
        assertEquals(24, needOf(marquise, "French heavy cavalry, mounted, carbine").count(), "both escorts");
        assertEquals(1, needOf(marquise, "French aristocrat, mounted").count(), "the Marquise in her carriage");
        assertEquals(2, needOf(marquise, "French transport, mounted").count(), "the green and the black carriage");
        assertEquals(15, needOf(marquise, "French infantry, on foot, musket").count());

        List<Need> spy = planner.needs(example("osoth-the-spy-in-the-village.json"), rules);
        assertEquals(81, total(spy));
        assertEquals(11, needOf(spy, "British light cavalry, mounted, carbine").count(), "the 16th Light Dragoons");
        assertEquals(2, needOf(spy, "British light cavalry, mounted, officer, pistol").count(),
                "Cornet Hale (pistol first) and Major Forrest");
        assertEquals(24, needOf(spy, "French infantry, on foot, musket").count(), "the garrison of San Martín");
        assertEquals(2, needOf(spy, "French infantry, on foot, officer, pistol").count(), "Ducos the spy and Lemaire");
    }

    /**
     * The risk-factor rules' profile has no troop type: needs of any troop type
     * of the side's nation, by rank and first weapon the rules know (a sword is
     * none: the officers' pistols).
     */
    @Test
    void riskFactorFiguresAreCountedOneByOneByRankAndWeapon() {
        List<Need> needs = planner.needs(example("the-mill-at-sorauren.json"), rules);
        assertEquals(22, total(needs));
        assertEquals(9, needOf(needs, "British, on foot, musket").count(), "the light company and the picket");
        assertEquals(1, needOf(needs, "British, on foot, NCO, musket").count(), "Sgt Cole");
        assertEquals(1, needOf(needs, "British, on foot, officer, pistol").count(), "Lt Fitzroy");
        assertEquals(9, needOf(needs, "French, on foot, musket").count(), "voltigeurs and conscripts");
        assertEquals(1, needOf(needs, "French, on foot, officer, pistol").count(), "Capitaine Moreau");
    }
}
