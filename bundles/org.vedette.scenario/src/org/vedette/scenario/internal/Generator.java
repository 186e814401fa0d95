package org.vedette.scenario.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.locationtech.jts.geom.Coordinate;
import org.osgi.service.component.annotations.Component;
import org.vedette.core.dice.Dice;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.scenario.Destination;
import org.vedette.scenario.Direction;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EncounterKind;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.Objective;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableHalf;
import org.vedette.scenario.TableSituation;

/** The event generator service: TABLES.md's tables, thrown with the game's dice, placed by {@link Placer}. */
@Component(service = EventGenerator.class)
public final class Generator implements EventGenerator {
    /** Throws again at most this often for a group at its limit, then takes the draw (a table of only limited rows). */
    static final int REDRAWS = 100;

    @Override
    public EventTables tables(String override) throws TablesException {
        return EventTableReader.withOverride(override);
    }

    @Override
    public Encounter draw(EventTables tables, Dice dice, TableHalf half, Set<String> full) {
        EncounterKind kind = null;
        for (int i = 0; i <= REDRAWS; i++) {
            var d66 = dice.roll(2, 6, "event (D66, " + half.word() + " half)");
            int score = d66.face(0) * 10 + d66.face(1);
            kind = tables.kinds().get(EventTables.at(tables.events(half), score).result());
            // "typically there will only be one unit in play at a time" (ch. II, cavalry and artillery).
            if (kind.group() == null || !full.contains(kind.group())) break;
        }
        int figures = kind.count().get(sameOrRoll(kind.count(), dice, "how many " + kind.id()) - 1);
        String quality = kind.quality().get(sameOrRoll(kind.quality(), dice, "quality of " + kind.id()) - 1);
        int officers = kind.officerFrom() > 0 && figures >= kind.officerFrom() ? 1 : 0;
        var dir = dice.roll(2, 6, "direction (2D6)");
        Direction direction = Direction.of(EventTables.at(tables.direction(), dir.face(0) + dir.face(1)).result());
        var dist = dice.roll(tables.distance().dice(), 6, "distance (" + tables.distance().dice() + "D6 × "
                + Placer.inches(tables.distance().inchesPerPip()) + ")");
        int pips = 0;
        for (int f : dist.faces()) pips += f;
        return new Encounter(kind, figures, quality, officers, direction, pips * tables.distance().inchesPerPip(), half);
    }

    /** A D6 for a column of six, unless all six are the same: a die that can change nothing is not thrown. */
    private static int sameOrRoll(List<?> six, Dice dice, String purpose) {
        for (Object o : six) {
            if (!o.equals(six.get(0))) return dice.d6(purpose);
        }
        return 1;
    }

    @Override
    public Placement place(EventTables tables, Encounter encounter, TableSituation situation) {
        Ground ground = new Ground(situation, tables.placement().base());
        Placement p = Placer.place(tables, encounter, situation, ground);
        if (!p.placed() || !encounter.kind().travelling()) return p;
        Destination d = Destinations.of(situation.table(), p.centre(), encounter.kind(), List.of());
        return new Placement(p.encounter(), p.ringPoint(), p.centre(), p.figures(), d, null, p.notes());
    }

    @Override
    public TableHalf half(TableSituation situation) {
        if (!situation.hasPositions()) return TableHalf.NEAR;
        Coordinate c = Placer.ring(situation.players(), 1).getCentroid().getCoordinate();
        return half(situation.table(), Position.at(c.x, c.y));
    }

    static TableHalf half(Table t, Position p) {
        double fromFriendly = Destinations.distance(t, t.friendlyEdge(), p);
        double across = switch (t.friendlyEdge()) {
            case NORTH, SOUTH -> t.depth();
            case EAST, WEST -> t.width();
        };
        return fromFriendly <= across / 2 ? TableHalf.NEAR : TableHalf.FAR;
    }

    @Override
    public Destination destination(Table table, Position from, EncounterKind kind, List<Position> outposts) {
        return Destinations.of(table, from, kind, outposts);
    }

    @Override
    public Objective objective(Placement placement, Table table) {
        EncounterKind k = placement.encounter().kind();
        if (k.objective() == null || !placement.placed()) return null;
        TableHalf h = half(table, placement.centre());
        return new Objective(k.objective() + "-" + k.id(), k.objective().replace('-', ' ') + ": " + placement.encounter().what(),
                k.objective(), placement.centre(), h, h == TableHalf.NEAR ? 1 : 2,
                h == TableHalf.NEAR ? "objective-near" : "objective-far");
    }

    @Override
    public List<Objective> objectives(Scenario scenario) {
        List<Objective> out = new ArrayList<>();
        Table t = scenario.table();
        if (t == null) return out;
        for (TerrainFeature f : t.terrain()) {
            if (f.kind() != TerrainKind.TOWN) continue;
            Position at = f.outline().isEmpty() ? null : Destinations.centre(f.outline());
            // A village drawn without an outline is on the table somewhere: the near half, the lesser score (ruling G8).
            TableHalf h = at == null ? TableHalf.NEAR : half(t, at);
            String name = f.name() != null ? f.name() : f.id();
            out.add(new Objective("scout-" + f.id(), "explore the village " + name, "explore-village", at, h,
                    h == TableHalf.NEAR ? 1 : 2, h == TableHalf.NEAR ? "objective-near" : "objective-far"));
        }
        return out;
    }
}
