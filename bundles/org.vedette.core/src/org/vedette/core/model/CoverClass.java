package org.vedette.core.model;

/** How much a terrain feature protects those in or behind it. */
public enum CoverClass {
    /** Open ground. */
    NONE,
    /** Soft cover: hedges, standing crops, bushes — hides but does not stop a ball. */
    SOFT,
    /** Hard cover: walls, buildings, earthworks — stops a ball. */
    HARD
}
