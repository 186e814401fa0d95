package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceReport;
import org.vedette.core.model.Side;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.balance.internal.BalancePart;
import org.vedette.ui.editors.parts.ScenarioEditor;

/**
 * The Balance part (org.vedette.ui.balance) beside the scenario form editor:
 * it takes the scenario of the editor the designer has on top, follows the
 * designer from one scenario editor to another, and plays that scenario.
 */
class ScenarioEditorBalanceTest {
    private final Path almaraz = Bench.workspace().resolve("scenarios/bridge-at-almaraz.json").toAbsolutePath()
            .normalize();
    private final Path door = Bench.workspace().resolve("scenarios/the-monastery-door.json").toAbsolutePath()
            .normalize();

    @AfterEach
    void closeEverything() throws Exception {
        EPartService parts = Bench.context().get(EPartService.class);
        MPart balance = parts.findPart(BalancePart.ID);
        if (balance != null && balance.getObject() instanceof BalancePart part && part.job() != null) {
            part.cancel();
            Bench.waitUntil("the run to stop", () -> part.job() == null);
        }
        if (balance != null) parts.hidePart(balance);
        Bench.close(almaraz);
        Bench.close(door);
        Files.deleteIfExists(BalancePart.keptFile(almaraz));
    }

    @Test
    void theBalancePartFollowsTheScenarioEditorOnTopAndPlaysItsScenario() throws Exception {
        assertInstanceOf(ScenarioEditor.class, Bench.open(almaraz), "the scenario form editor");
        Bench.command("org.vedette.ui.balance.command.show", Map.of());
        BalancePart part = (BalancePart) Bench.context().get(EPartService.class).findPart(BalancePart.ID).getObject();
        assertEquals(almaraz, part.scenario(), "made for the scenario in the editor");

        Bench.open(door);
        assertEquals(door, part.scenario(), "another scenario's editor brought up");
        Bench.open(almaraz);
        assertEquals(almaraz, part.scenario(), "and back");

        part.settings("200", "5", 2, "");
        assertTrue(part.run(), part.status());
        Job job = part.job();
        job.join();
        Bench.waitUntil("the report", () -> part.job() == null);
        BalanceReport r = part.report();
        assertEquals(200, r.played(), part.status());
        // The sides shown are the scenario's, as the file names them.
        List<String> names = ScenarioFiles.read(almaraz, Bench.support().catalog()).value().sides().stream()
                .map(Side::name).toList();
        assertEquals(names, part.sideRows().stream().map(row -> row.get(0)).toList());
        assertTrue(Files.isRegularFile(BalancePart.keptFile(almaraz)));
    }
}
