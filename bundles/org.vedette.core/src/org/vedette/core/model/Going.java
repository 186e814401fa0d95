package org.vedette.core.model;

/** How terrain affects movement. */
public enum Going {
    OPEN,
    /** Bad going: movement is slowed (rulesets say by how much). */
    BAD,
    /** No unit may enter (marsh, lake, a river away from bridges and fords). */
    IMPASSABLE
}
