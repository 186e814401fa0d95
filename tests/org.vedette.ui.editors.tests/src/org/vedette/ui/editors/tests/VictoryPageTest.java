package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.VictoryCondition;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.editors.parts.Column;
import org.vedette.ui.editors.parts.RowTable;
import org.vedette.ui.editors.parts.ScenarioEditor;

/**
 * The scenario editor's Victory page lists the scenario's victory conditions
 * a row each, adds, edits and deletes them as one operation each, and shows
 * the reader's problem on the cell that has it (an unknown side, a turn beyond
 * the scenario's).
 */
class VictoryPageTest {
    private final Path file = Bench.workspace().resolve("scenarios/edited-door.json");

    @AfterEach
    void closeAndDelete() throws Exception {
        Bench.close(file);
        Files.deleteIfExists(file);
    }

    @Test
    void theMonasteryDoorsConditionsAreListedAddedEditedAndDeleted() throws Exception {
        Files.copy(Bench.workspace().resolve("scenarios/the-monastery-door.json"), file);
        ScenarioEditor editor = Bench.open(file);
        editor.showPage("Victory");
        Bench.spin();
        RowTable table = editor.victory().table();
        List<String> labels = table.columns().stream().map(Column::label).toList();
        int side = labels.indexOf("Side");
        int goal = labels.indexOf("Goal");
        int check = labels.indexOf("Looked at");
        int turn = labels.indexOf("Turn");
        assertEquals("two-chosen-men-down", table.cellText("/victoryConditions/0", labels.indexOf("Id")));
        assertEquals("casualties", table.cellText("/victoryConditions/0", goal));
        assertEquals("sharpe, harper, harris, hagman", table.cellText("/victoryConditions/0", labels.indexOf("Actors")));

        table.select("/victoryConditions/1");
        Bench.row("add");
        assertEquals(3, editor.document().at("/victoryConditions").size());
        String row = "/victoryConditions/2";
        assertEquals("outlast", table.cellText(row, goal));
        table.edit(row, side, "ghosts");
        Bench.waitUntil("the unknown side on its cell", () -> !table.cellProblems(row, side).isEmpty());
        assertTrue(table.cellProblems(row, side).get(0).message().startsWith("no side 'ghosts'"));
        table.edit(row, side, "british");
        // "end-of-turn" is the second choice, after the "—" of a member that may be left out.
        table.edit(row, check, 2);
        table.edit(row, turn, "9");
        Bench.waitUntil("the turn beyond the scenario's", () -> !table.cellProblems(row, turn).isEmpty());
        assertEquals("turn 9 is beyond the scenario's 8 turns", table.cellProblems(row, turn).get(0).message());
        table.edit(row, turn, "8");
        Bench.waitUntil("the check after the last change", () -> editor.diagnostics().isEmpty());

        Bench.command("org.vedette.ui.command.save", Map.of());
        ReadResult<Scenario> read = ScenarioFiles.read(file, Bench.support().catalog());
        assertTrue(read.ok(), read.report());
        VictoryCondition added = read.value().victoryConditions().get(2);
        assertEquals("british", added.side());
        assertEquals(VictoryCondition.Check.END_OF_TURN, added.check());
        assertEquals(8, added.turn());
        assertEquals(new VictoryCondition.Outlast(), added.goal());

        table.select(row);
        Bench.row("delete");
        assertEquals(2, editor.document().at("/victoryConditions").size());
    }
}
