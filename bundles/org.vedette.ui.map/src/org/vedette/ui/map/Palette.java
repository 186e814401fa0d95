package org.vedette.ui.map;

import java.util.List;

import org.eclipse.swt.graphics.Color;
import org.vedette.core.model.TerrainKind;

/**
 * The colours of the map, chosen to read on screen and on a grey-scale
 * print: pale cloth, terrain in the tones a wargames table uses, the sides
 * in strong distinct colours.
 */
final class Palette {
    static final Color CLOTH = new Color(226, 232, 204);
    static final Color OFF_TABLE = new Color(120, 124, 116);
    static final Color GRID = new Color(200, 206, 180);
    static final Color GRID_FOOT = new Color(160, 168, 140);
    static final Color EDGE = new Color(60, 60, 60);
    static final Color FRIENDLY_EDGE = new Color(30, 90, 200);
    static final Color DEPLOYMENT = new Color(90, 110, 200);
    static final Color FRIENDLY_LINES = new Color(30, 90, 200);
    static final Color OBJECTIVE = new Color(200, 40, 40);
    static final Color MARKER = new Color(90, 60, 20);
    static final Color SELECTED = new Color(255, 200, 0);
    static final Color TAPE = new Color(20, 20, 20);
    static final Color BLOCKED = new Color(200, 0, 0);
    static final Color INK = new Color(20, 20, 20);
    static final Color PAPER = new Color(255, 255, 255);
    private static final List<Color> SIDES = List.of(new Color(40, 70, 170), new Color(190, 40, 40),
            new Color(30, 130, 60), new Color(200, 140, 20), new Color(120, 50, 150));

    private Palette() {
    }

    /** The colour of the side at this place in the scenario's order of sides. */
    static Color side(int index) {
        return SIDES.get(Math.floorMod(index, SIDES.size()));
    }

    /** A terrain feature's fill (an area) or stroke (a line) by its kind. */
    static Color terrain(TerrainKind kind) {
        return switch (kind) {
            case WOODS -> new Color(80, 140, 70);
            case TOWN -> new Color(170, 150, 130);
            case BUILDING -> new Color(130, 90, 70);
            case HILL -> new Color(190, 160, 100);
            case RIVER, STREAM, LAKE -> new Color(90, 150, 210);
            case FORD -> new Color(150, 190, 220);
            case BRIDGE -> new Color(120, 100, 80);
            case ROAD -> new Color(200, 180, 140);
            case MARSH -> new Color(120, 160, 140);
            case HEDGE -> new Color(40, 100, 40);
            case WALL -> new Color(110, 110, 110);
            case FIELD -> new Color(225, 210, 130);
            case ROUGH -> new Color(170, 170, 120);
            case OPEN, OTHER -> new Color(200, 200, 180);
        };
    }
}
