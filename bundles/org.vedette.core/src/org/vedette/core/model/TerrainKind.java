package org.vedette.core.model;

/**
 * The kinds of terrain the rulebooks name. Rulesets decide what each does; the
 * model only records what is on the table.
 */
public enum TerrainKind {
    OPEN, WOODS, TOWN, BUILDING, HILL, RIVER, STREAM, BRIDGE, FORD, ROAD, MARSH, LAKE,
    HEDGE, WALL, FIELD, ROUGH, OTHER
}
