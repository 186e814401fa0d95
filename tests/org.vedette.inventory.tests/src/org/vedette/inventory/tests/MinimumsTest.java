package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.vedette.inventory.Need;
import org.vedette.inventory.RequirementSet;

/** OSOTH ch. XII "Miniatures Needed for Play" as the planner's ready requirement set, checked against the text. */
class MinimumsTest {
    private final RequirementSet set = Planning.planner().minimums();
    private final Map<String, Need> byId = set.needs().stream().collect(Collectors.toMap(Need::id, Function.identity()));

    private int count(String id) {
        return byId.get(id).count();
    }

    @Test
    void aboutSeventyToEightyFiguresWithOneGunAndFewerThanADozenMounted() {
        // "a minimum of about 70 to 80 figures is required, including one artillery piece and fewer than a
        // dozen mounted figures" — the massed enemy is a marker, not a figure.
        int figures = set.total() - count("massed-enemy");
        assertTrue(figures >= 70 && figures <= 80, figures + " figures");
        int mounted = set.needs().stream().filter(n -> Boolean.TRUE.equals(n.kind().mounted()))
                .mapToInt(Need::count).sum();
        assertTrue(mounted < 12, mounted + " mounted");
        assertEquals(1, count("french-gun"));
        assertEquals(4, count("french-gun-crew"), "a single gun with 4 crewmen");
    }

    @Test
    void frenchInfantryTwentyFourAtLeastThirtySixBetterWithOneOrTwoCommandPerTwelve() {
        int infantry = count("french-infantry") + count("french-infantry-command");
        assertEquals(24, infantry);
        int command = count("french-infantry-command");
        assertTrue(command >= infantry / 12 && command <= 2 * infantry / 12, command + " officers and NCOs");
        Map<String, Need> better = set.better().stream().collect(Collectors.toMap(Need::id, Function.identity()));
        int betterInfantry = better.get("french-infantry").count() + better.get("french-infantry-command").count();
        assertEquals(36, betterInfantry);
        assertEquals(6, count("convoy-guards"), "6 French infantry for this role");
    }

    @Test
    void theRestOfTheChapter() {
        int cavalry = count("french-cavalry") + count("french-cavalry-command");
        assertEquals(6, cavalry, "a minimum of 6 figures");
        assertTrue(count("french-cavalry-command") >= 1, "at least one should be an officer/NCO");
        assertEquals(12, count("guerrillas"));
        assertEquals(24, byId.get("guerrillas").better(), "twice this number … covering both categories");
        assertEquals(12, count("deserters"));
        assertTrue(count("villagers") >= 2 && count("villagers") <= 3);
        assertTrue(count("monks") >= 2 && count("armed-monks") >= 2, "armed and unarmed monks");
        assertEquals(1, count("aristocrat-mounted"), "a mounted one to use as an Exploring Officer");
        assertEquals(2, count("enemy-officers"));
        assertEquals(Boolean.TRUE, byId.get("enemy-officers").kind().mounted());
        assertTrue(count("headquarters-staff") + count("enemy-officers") <= 6, "up to 6 figures");
        assertTrue(byId.get("massed-enemy").label().contains("marker"));
        // Every need quotes the chapter.
        for (Need n : set.needs()) {
            assertTrue(n.from().size() == 2 && n.from().get(0).contains("ch. XII"), n.id() + ": " + n.from());
        }
    }

    @Test
    void theSetIsPlannedLikeAnyNeeds() {
        var plan = Planning.planner().plan(set.title(), set.needs(), Planning.collection(
                Planning.item("fr-line", "french", "infantry", 40, "greatcoat")), Planning.planner().defaultRules());
        // 22 rank and file from the line, and the six convoy guards in greatcoats (a stand-in) from the same box.
        assertEquals(22, Planning.line(plan, "french-infantry").assignedCount());
        assertEquals(6, Planning.line(plan, "convoy-guards").assignedCount());
        assertEquals(6, Planning.line(plan, "convoy-guards").substitutedCount());
        assertEquals(List.of(), Planning.line(plan, "french-infantry").assigned().stream()
                .filter(a -> a.substituted()).toList());
    }
}
