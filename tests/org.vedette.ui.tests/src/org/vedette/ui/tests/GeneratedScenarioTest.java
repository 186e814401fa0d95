package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.table.Stand;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.Editors;
import org.vedette.ui.map.TableMap;
import org.vedette.ui.scenario.internal.GenerateScenarioDialog;
import org.vedette.ui.scenario.internal.GenerateScenarioHandler;

/**
 * File ▸ New ▸ Generated Scenario…: the dialog's preview draws the table the
 * generator made of the parameters — its terrain, and both sides' units where
 * they deploy; a seed gives the same scenario every time, another seed
 * another; Finish writes a file into scenarios/ that io reads without an
 * error, under a name that replaces nothing, and opens it in the editor.
 */
class GeneratedScenarioTest {
    private final List<Path> made = new ArrayList<>();
    private GenerateScenarioDialog dialog;

    @AfterEach
    void deleteWhatWasMade() throws Exception {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) dialog.close();
        EPartService parts = Workbench.partService();
        for (Path p : made) {
            Editors.find(parts, p).ifPresent(part -> parts.hidePart(part, true));
            Files.deleteIfExists(p);
        }
        Workbench.context().get(WorkspaceFolder.class).refresh();
        Workbench.spin();
    }

    private GenerateScenarioDialog open() {
        Shell shell = Workbench.display().getActiveShell();
        if (shell == null) shell = Workbench.display().getShells()[0];
        dialog = GenerateScenarioHandler.dialog(shell, Workbench.context().get(WorkspaceFolder.class),
                Workbench.context().get(RulesetShelf.class));
        assertNotNull(dialog, "the generator and the rulesets are there");
        dialog.setBlockOnOpen(false);
        dialog.open();
        Workbench.spin();
        return dialog;
    }

    @Test
    void aSeedIsPreviewedWithTerrainAndBothSidesDeployedTheSameEachTimeAndAnotherSeedDiffers() {
        GenerateScenarioDialog d = open();
        d.set("onehour", 72, 48, 3, 60, "skirmish", 42);
        Scenario first = d.current().scenario();
        assertTrue(d.current().valid(), () -> "the scenario validates: " + d.current().problems());
        TableMap preview = d.preview();
        assertEquals(first.table(), preview.table(), "the preview draws the generated table");
        assertTrue(!preview.table().terrain().isEmpty(), "a density of 60% puts terrain on the table");
        Set<String> sides = preview.stands().stream().map(Stand::side).collect(Collectors.toSet());
        assertEquals(first.sides().stream().map(s -> s.id()).collect(Collectors.toSet()), sides,
                "both sides' units are on the map");
        for (Stand s : preview.stands()) {
            assertTrue(s.position().x() >= 0 && s.position().x() <= 72 && s.position().y() >= 0
                    && s.position().y() <= 48, s.id() + " is on the table: " + s.position());
        }
        assertTrue(d.summaryText().contains("3 units a side"), d.summaryText());
        String json = ScenarioFiles.toJson(first);

        // The same parameters again, seed and all: the very same document.
        d.set("onehour", 72, 48, 3, 60, "skirmish", 7);
        d.set("onehour", 72, 48, 3, 60, "skirmish", 42);
        assertEquals(json, ScenarioFiles.toJson(d.current().scenario()), "seed 42 twice gives the same scenario");

        d.anotherSeed();
        Workbench.spin();
        assertNotEquals(42, d.current().spec().seed());
        assertNotEquals(json, ScenarioFiles.toJson(d.current().scenario()), "another seed, another scenario");
    }

    @Test
    void aWrongParameterIsShownAndNothingCanBeFinished() {
        GenerateScenarioDialog d = open();
        d.set("onehour", 72, 48, 3, 50, "skirmish", 5);
        assertTrue(d.current() != null);
        d.set("onehour", 72, 48, 3, 50, "skirmish", -1);
        assertEquals(null, d.current());
        assertTrue(d.problem().contains("the seed is a whole number from 0"), d.problem());
        assertEquals(null, d.finish(), "nothing is written");
    }

    @Test
    void aSideFromTheWorkspacesRosterIsGeneratedAsTheGeneratorPicksItOfThatRulesetOnly() throws Exception {
        RulesetShelf shelf = Workbench.context().get(RulesetShelf.class);
        GenerateScenarioDialog d = open();
        d.set("onehour", 72, 48, 3, 50, "skirmish", 42);
        assertEquals(List.of(GenerateScenarioDialog.GENERATED, "rosters/british.json", "rosters/french.json"),
                d.forces(), "the workspace's One Hour rosters, after \"generated\"");
        Scenario generated = d.current().scenario();

        d.setForces("rosters/british.json", null);
        assertTrue(d.current() != null && d.current().valid(), () -> d.problem());
        Roster british = RosterFiles.read(Workbench.workspace().resolve("rosters/british.json"), shelf.catalog())
                .value();
        ScenarioSpec spec = d.current().spec();
        Scenario expected = generator().generate(shelf.rulesets().stream()
                .filter(r -> r.info().id().equals("onehour")).findFirst().orElseThrow(), spec,
                Map.of(ScenarioGenerator.BLUE, british));
        assertEquals(ScenarioFiles.toJson(expected), ScenarioFiles.toJson(d.current().scenario()),
                "the dialog's scenario is the generator's with the roster as Blue");
        Set<String> rosterUnits = british.units().stream().map(u -> u.id()).collect(Collectors.toSet());
        List<String> blue = d.current().scenario().sides().get(0).units().stream().map(u -> u.id()).toList();
        assertTrue(!blue.isEmpty() && rosterUnits.containsAll(blue), "Blue's units are the roster's: " + blue);
        assertNotEquals(ScenarioFiles.toJson(generated), ScenarioFiles.toJson(d.current().scenario()));

        // Another ruleset: One Hour's rosters are not offered, and the side is generated again.
        d.set("osoth", 72, 48, 3, 50, "skirmish", 42);
        assertEquals(List.of(GenerateScenarioDialog.GENERATED), d.forces());
        assertTrue(d.current() != null && d.current().valid(), () -> d.problem());
    }

    @Test
    void aBadRosterShowsItsProblemWithItsLineAndNothingIsGenerated() throws Exception {
        Path broken = Workbench.workspace().resolve("rosters/broken-roster-test.json");
        made.add(broken);
        Files.writeString(broken, """
                { "format": "vedette.roster", "version": 1, "id": "broken", "name": "Broken",
                  "ruleset": "onehour", "nation": "british",
                  "units": [ { "id": "u1", "name": "Lost company", "figures": 12 } ] }
                """);
        GenerateScenarioDialog d = open();
        d.set("onehour", 72, 48, 3, 50, "skirmish", 42);
        assertTrue(d.forces().contains("rosters/broken-roster-test.json"), d.forces().toString());
        d.setForces(null, "rosters/broken-roster-test.json");
        assertEquals(null, d.current(), "nothing is generated");
        assertTrue(d.problem().startsWith("rosters/broken-roster-test.json is not a valid roster"), d.problem());
        assertTrue(d.problem().contains("rosters/broken-roster-test.json:3:"), "its line: " + d.problem());
        assertEquals(d.problem(), d.summaryText(), "shown in the dialog");
        assertEquals(null, d.finish(), "nothing is written");
        d.setForces(null, null);
        assertTrue(d.current() != null && d.current().valid(), "generated again: " + d.problem());
    }

    @Test
    void theWorkspacesTerrainPaletteIsDrawnFromAndAWrongOneIsSaidWithItsLineAndTheBooksKept() throws Exception {
        GenerateScenarioDialog d = open();
        d.set("onehour", 72, 48, 3, 100, "skirmish", 42);
        String book = ScenarioFiles.toJson(d.current().scenario());
        assertEquals(null, d.paletteProblem());

        Path palette = Workbench.workspace().resolve("tables/terrain-palette.json");
        Files.createDirectories(palette.getParent());
        made.add(palette);
        Files.writeString(palette, """
                { "format": "vedette.terrain-palette", "version": 1,
                  "pieces": { "village": { "weight": 0 }, "woods": { "weight": 0 }, "hill": { "weight": 0 },
                              "field": { "weight": 0 } } }
                """);
        d.set("onehour", 72, 48, 3, 100, "skirmish", 42);
        assertEquals(null, d.paletteProblem());
        Set<String> kinds = d.current().scenario().table().terrain().stream().map(f -> f.kind().name())
                .collect(Collectors.toSet());
        assertTrue(kinds.contains("WALL") && Set.of("WALL", "ROAD", "RIVER", "FORD").containsAll(kinds),
                "only the override's walls: " + kinds);

        Files.writeString(palette, """
                { "format": "vedette.terrain-palette", "version": 1,
                  "pieces": { "woods": { "weight": "many" } } }
                """);
        d.set("onehour", 72, 48, 3, 100, "skirmish", 42);
        assertTrue(d.paletteProblem().contains("tables/terrain-palette.json:2:"), d.paletteProblem());
        assertTrue(d.summaryText().contains(d.paletteProblem()), "said in the dialog: " + d.summaryText());
        assertEquals(book, ScenarioFiles.toJson(d.current().scenario()), "the book's palette is kept");
    }

    private static ScenarioGenerator generator() {
        var context = org.osgi.framework.FrameworkUtil.getBundle(GeneratedScenarioTest.class).getBundleContext();
        return context.getService(context.getServiceReference(ScenarioGenerator.class));
    }

    @Test
    void finishWritesAValidScenarioUnderAFreeNameAndOpensIt() throws Exception {
        Path workspace = Workbench.workspace();
        RulesetShelf shelf = Workbench.context().get(RulesetShelf.class);
        GenerateScenarioDialog d = open();
        d.set("osoth", 60, 48, 2, 40, "scouting", 1234);
        String id = d.current().scenario().id();
        Path taken = workspace.resolve("scenarios").resolve(id + ".json");
        // A file of that name is there already: the generated one goes beside it, and it is left as it was.
        Files.writeString(taken, "not a scenario");
        made.add(taken);
        Path file = d.finish();
        assertNotNull(file, d.problem());
        made.add(file);
        assertEquals(workspace.resolve("scenarios").resolve(id + "-2.json"), file);
        assertEquals("not a scenario", Files.readString(taken), "nothing is replaced");
        ReadResult<Scenario> read = ScenarioFiles.read(file, shelf.catalog());
        assertTrue(read.ok() && read.errors().isEmpty(), () -> "io reads it without an error: " + read.diagnostics());
        assertEquals(ScenarioFiles.toJson(d.current().scenario()), ScenarioFiles.toJson(read.value()));

        GenerateScenarioHandler.opened(file, Workbench.context().get(WorkspaceFolder.class), Workbench.partService(),
                Workbench.modelService(), Workbench.application());
        Workbench.spin();
        assertTrue(Editors.find(Workbench.partService(), file).isPresent(), "the scenario is open in an editor");
        assertTrue(Workbench.partService().getActivePart().getLabel().equals(file.getFileName().toString()),
                Workbench.partService().getActivePart().getLabel());
    }
}
