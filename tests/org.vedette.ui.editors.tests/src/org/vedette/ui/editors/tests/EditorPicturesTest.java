package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.vedette.ui.editors.parts.RosterEditor;
import org.vedette.ui.editors.parts.ScenarioEditor;

/**
 * The pictures of README: the scenario editor's Forces page with a unit
 * chosen, its Table page with a line of sight measured, and the roster editor, as the workbench draws them on the
 * example workspace. Each is checked to be a drawn window (many colours, not
 * an empty or black frame) before it is written to {@code vedette.pictures};
 * scripts/editor-screenshots copies them to docs/.
 */
class EditorPicturesTest {
    private final Path out = Path.of(System.getProperty("vedette.pictures", "target/pictures"));

    @Test
    void theScenarioAndRosterEditorsAreDrawn() throws Exception {
        Path scenario = Bench.workspace().resolve("scenarios/the-monastery-door.json");
        ScenarioEditor s = Bench.open(scenario);
        s.showPage("Forces");
        s.forces().chooseSide(0);
        Bench.spin();
        s.forces().table().select("/sides/0/units/0/figures/0");
        Bench.waitUntil("the check", () -> s.diagnostics() != null && !s.source().text().isEmpty());
        picture("scenario-editor.png");
        Bench.close(scenario);

        Path almaraz = Bench.workspace().resolve("scenarios/bridge-at-almaraz.json");
        ScenarioEditor table = Bench.open(almaraz);
        table.showPage("Table");
        Bench.spin();
        table.table().measure("50th-foot", "39e-ligne");
        Bench.spin();
        picture("scenario-table.png");
        Bench.close(almaraz);

        Path roster = Bench.workspace().resolve("rosters/british.json");
        RosterEditor r = Bench.open(roster);
        r.table().select("/units/1");
        Bench.spin();
        picture("roster-editor.png");
        Bench.close(roster);
    }

    private void picture(String name) throws Exception {
        Display d = Display.getCurrent();
        Shell shell = (Shell) Bench.application().getChildren().get(0).getWidget();
        shell.forceActive();
        for (int i = 0; i < 20; i++) {
            Bench.spin();
            Thread.sleep(50);
        }
        Rectangle b = shell.getBounds();
        Image image = new Image(d, b.width, b.height);
        GC gc = new GC(d);
        try {
            gc.copyArea(image, b.x, b.y);
        } finally {
            gc.dispose();
        }
        ImageData data = image.getImageData();
        image.dispose();
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < data.height; y += 7) {
            for (int x = 0; x < data.width; x += 7) colours.add(data.getPixel(x, y));
        }
        assertTrue(colours.size() > 20, name + " looks empty: " + colours.size() + " colours");
        Files.createDirectories(out);
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { data };
        loader.save(out.resolve(name).toString(), SWT.IMAGE_PNG);
        assertTrue(Files.size(out.resolve(name)) > 10_000, name);
    }
}
