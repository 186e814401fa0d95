package org.vedette.table;

import org.vedette.core.game.Actor;
import org.vedette.core.model.Going;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;

/**
 * What a ruleset's going does to a move: the cost of each inch inside a
 * feature, of crossing a linear obstacle, where a move may not end, and any
 * bonus. Where features overlap, a road, bridge or ford decides (the move is
 * on it); elsewhere the dearest feature does ({@link TableGeometry#measureMove}).
 */
public interface GoingRules {
    /** Moving through an area feature, or along a road, stream or river of some width. */
    Passage through(TerrainFeature feature, Actor mover);

    /** Crossing a thin line (a hedge, a wall, a stream drawn without width): by default only impassable stops it. */
    default Passage across(TerrainFeature feature, Actor mover) {
        return feature.going() == Going.IMPASSABLE
                ? Passage.forbidden("the scenario makes " + name(feature) + " impassable")
                : Passage.OPEN;
    }

    /** Why a move may not end in this feature, or null when it may. */
    default String mayNotEndIn(TerrainFeature feature, Actor mover) {
        return null;
    }

    /** Inches added to the mover's allowance when the whole move is on a road (0 by default). */
    default double roadBonus(Actor mover) {
        return 0;
    }

    /**
     * The scenario's going as it stands: bad going halves movement (each inch
     * costs two), impassable ground cannot be entered. Sharpe's Skirmish §4,
     * "Bad going": "All movement is reduced by a half"; the other skirmish
     * rulesets take the terrain as an input of the move and use this to
     * measure it (RULINGS.md T8).
     */
    static GoingRules halfSpeedInBadGoing(String book) {
        return (feature, mover) -> switch (feature.going()) {
            case OPEN -> Passage.OPEN;
            case BAD -> new Passage(2, book + ": bad going (" + name(feature) + ") — all movement is reduced by a half");
            case IMPASSABLE -> Passage.forbidden("the scenario makes " + name(feature) + " impassable");
        };
    }

    /**
     * One Hour, "Units are affected by terrain as follows": woods only for
     * light infantry and skirmishers, no artillery in a town, cavalry not
     * ending in one, marshes and lakes impassable, rivers crossed only at
     * bridges and fords, 3" more for a move spent wholly on the road. The
     * book has no slow going: every inch costs one.
     */
    static GoingRules oneHour() {
        return new GoingRules() {
            @Override
            public Passage through(TerrainFeature f, Actor mover) {
                String type = mover == null ? null : mover.profileText("type");
                return switch (f.kind()) {
                    case WOODS -> "light-infantry".equals(type) || "skirmishers".equals(type) ? Passage.OPEN
                            : Passage.forbidden("1H Movement: Woods – Only Light Infantry and Skirmishers may enter ("
                                    + name(f) + ")");
                    case TOWN -> type != null && type.endsWith("artillery")
                            ? Passage.forbidden("1H Movement: Artillery cannot enter a town (" + name(f) + ")")
                            : Passage.OPEN;
                    case MARSH, LAKE -> Passage.forbidden("1H Movement: Marshland and Lakes - Impassable to all ("
                            + name(f) + ")");
                    case RIVER, STREAM -> Passage.forbidden(
                            "1H Movement: Rivers - These may only be crossed via bridges or fords (" + name(f) + ")");
                    default -> f.going() == Going.IMPASSABLE
                            ? Passage.forbidden("the scenario makes " + name(f) + " impassable")
                            : Passage.OPEN;
                };
            }

            @Override
            public Passage across(TerrainFeature f, Actor mover) {
                return f.kind() == TerrainKind.RIVER || f.kind() == TerrainKind.STREAM ? through(f, mover)
                        : GoingRules.super.across(f, mover);
            }

            @Override
            public String mayNotEndIn(TerrainFeature f, Actor mover) {
                String type = mover == null ? null : mover.profileText("type");
                return f.kind() == TerrainKind.TOWN && type != null && type.endsWith("cavalry")
                        ? "1H Movement: Cavalry may not end their moves in a town (" + name(f) + ")"
                        : null;
            }

            @Override
            public double roadBonus(Actor mover) {
                return 3;
            }
        };
    }

    private static String name(TerrainFeature f) {
        return f.name() != null ? f.name() : f.id();
    }
}
