package org.vedette.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.table.Stand;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;
import org.vedette.ui.map.MapPicture;
import org.vedette.ui.map.MapScale;
import org.vedette.ui.map.TableMap;

/**
 * The map draws the table to scale with north up, terrain where its outline
 * is and a base turned to its facing; zoom keeps the point under the mouse;
 * a click finds the base under it by the base's real, turned outline; and
 * the PNG export is the same picture.
 */
class TableMapTest {
    /** A 24 x 12 table: a wood in the south-west, a 4" x 1" block facing east at (18, 6). */
    private final Table table = new Table(24, 12, Edge.SOUTH, List.of(new TerrainFeature("copse", TerrainKind.WOODS,
            "Copse", List.of(Position.at(2, 1), Position.at(10, 1), Position.at(10, 4), Position.at(2, 4)),
            CoverClass.SOFT, Going.BAD)));
    private final TableGeometry geometry = TableGeometry.of(table, TableRules.forRuleset("onehour"));
    private final Stand block = geometry.stand(new Actor("1st-foot", "1st Foot", "british", "1st-foot", null, false,
            List.of(), null, null, null, new Position(18, 6, 90.0), Base.rectangle(4, 1)));

    @Test
    void thePictureHasNorthUpTheWoodWhereItsOutlineIsAndTheBaseTurnedToItsFacing() throws Exception {
        ImageData picture = MapPicture.draw(Display.getCurrent(), table, List.of(block), List.of("british"), 10);
        assertEquals(24 * 10 + 40, picture.width);
        assertEquals(12 * 10 + 40, picture.height);
        RGB cloth = at(picture, 14.5, 8.5);
        RGB wood = at(picture, 6.5, 2.5);
        assertTrue(wood.green > wood.red + 30 && wood.green > wood.blue + 30, "the wood is drawn green: " + wood);
        // North is up: the wood lies 1" to 4" from the south edge, so nothing is drawn 9.5" north.
        assertEquals(cloth, at(picture, 6.5, 9.5), "the wood is not mirrored to the north");
        // Facing east, the block's 4" front runs north-south and its 1" depth east-west.
        RGB inBase = at(picture, 18.2, 7.5);
        assertTrue(inBase.blue > inBase.red + 60, "the base's north end is drawn in the side's colour: " + inBase);
        assertEquals(cloth, at(picture, 19.6, 6.5), "a point 1.6\" east of the centre is off the 1\" deep base");

        Path file = Files.createTempDirectory("map").resolve("table.png");
        MapPicture.writePng(file, picture);
        ImageData read = new ImageLoader().load(file.toString())[0];
        assertEquals(picture.width, read.width);
        assertEquals(picture.height, read.height);
        assertEquals(wood, at(read, 6.5, 2.5), "the PNG holds the same picture");
    }

    @Test
    void zoomKeepsThePointUnderTheMouseAndAClickFindsTheTurnedBase() {
        Shell shell = new Shell(Display.getCurrent());
        try {
            shell.setLayout(new FillLayout());
            TableMap map = new TableMap(shell, SWT.NONE);
            shell.setSize(500, 400);
            shell.open();
            map.setTable(table);
            map.setStands(List.of(block), List.of("british"));
            MapScale fitted = map.scale();
            int width = map.getClientArea().width, height = map.getClientArea().height;
            assertTrue(fitted.screenX(0) >= 0 && fitted.screenX(24) <= width && fitted.screenY(0) <= height
                    && fitted.screenY(12) >= 0, "the whole table fits the map: " + fitted);

            Position before = fitted.table(200, 150);
            map.zoom(2, 200, 150);
            assertEquals(2 * fitted.pixelsPerInch(), map.scale().pixelsPerInch(), 1e-9);
            Position after = map.scale().table(200, 150);
            assertEquals(before.x(), after.x(), 1e-9);
            assertEquals(before.y(), after.y(), 1e-9);
            map.pan(30, -10);
            assertEquals(after.x() - 30 / map.scale().pixelsPerInch(), map.scale().table(200, 150).x(), 1e-9);

            assertSame(block, map.standAt(Position.at(18.2, 7.9)), "inside the block's north end");
            assertNull(map.standAt(Position.at(19, 6)), "east of the block's 1\" depth");
            assertNull(map.standAt(Position.at(18, 8.1)), "north of its 4\" front");
        } finally {
            shell.dispose();
        }
    }

    private static RGB at(ImageData picture, double x, double y) {
        int px = (int) Math.round(20 + x * 10), py = (int) Math.round(20 + (12 - y) * 10);
        return picture.palette.getRGB(picture.getPixel(px, py));
    }
}
