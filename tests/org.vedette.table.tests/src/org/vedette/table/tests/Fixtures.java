package org.vedette.table.tests;

import org.vedette.table.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.model.Base;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/** Small tables and figures for the tests: a 72" × 48" table unless said otherwise. */
final class Fixtures {
    private Fixtures() {
    }

    static List<Position> rect(double x0, double y0, double x1, double y1) {
        return List.of(Position.at(x0, y0), Position.at(x1, y0), Position.at(x1, y1), Position.at(x0, y1));
    }

    static List<Position> line(double... xy) {
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) out.add(Position.at(xy[i], xy[i + 1]));
        return out;
    }

    static TerrainFeature area(String id, TerrainKind kind, List<Position> outline, CoverClass cover, Going going) {
        return new TerrainFeature(id, kind, id, outline, cover, going, TerrainFeature.Shape.AREA, 0,
                kind == TerrainKind.HILL ? 1 : 0);
    }

    static TerrainFeature woods(String id, List<Position> outline) {
        return area(id, TerrainKind.WOODS, outline, CoverClass.SOFT, Going.BAD);
    }

    static TerrainFeature hill(String id, int height, List<Position> outline) {
        return new TerrainFeature(id, TerrainKind.HILL, id, outline, CoverClass.NONE, Going.OPEN,
                TerrainFeature.Shape.AREA, 0, height);
    }

    static TerrainFeature thin(String id, TerrainKind kind, List<Position> outline, CoverClass cover) {
        return new TerrainFeature(id, kind, id, outline, cover, Going.OPEN, TerrainFeature.Shape.LINE, 0, 0);
    }

    static Table table(TerrainFeature... terrain) {
        return new Table(72, 48, null, List.of(terrain));
    }

    static Actor figure(String id, String side, double x, double y) {
        return new Actor(id, id, side, null, null, false, List.of(), Map.of(), null, null, Position.at(x, y));
    }

    static Actor facing(String id, String side, double x, double y, double facing) {
        return new Actor(id, id, side, null, null, false, List.of(), Map.of(), null, null, new Position(x, y, facing));
    }

    /** A One Hour unit of a type, on the ruleset's usual block. */
    static Actor unit(String id, String side, String type, double x, double y, double facing) {
        return new Actor(id, id, side, id, "trained", type.endsWith("cavalry"), List.of(), Map.of("type", type), null,
                null, new Position(x, y, facing));
    }

    static Actor onBase(Actor a, Base base) {
        return new Actor(a.id(), a.name(), a.side(), a.unit(), a.quality(), a.mounted(), a.weapons(), a.profile(),
                a.status(), a.marks(), a.position(), base);
    }

    static TableGeometry osoth(Table t) {
        return TableGeometry.of(t, TableRules.forRuleset("osoth"));
    }

    static TableGeometry oneHour(Table t) {
        return TableGeometry.of(t, TableRules.forRuleset("onehour"));
    }
}
