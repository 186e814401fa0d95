package org.vedette.core.rules;

/** When an action may be asked for. */
public enum Timing {
    /** Only by an actor whose turn (activation) it is. */
    IN_TURN,
    /** At any moment, as events on the table demand: reactions, morale checks, tests. */
    ANY_TIME
}
