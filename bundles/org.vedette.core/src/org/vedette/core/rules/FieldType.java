package org.vedette.core.rules;

/** The type of a profile field or an action input, which decides the widget that edits it. */
public enum FieldType {
    /** A whole number, with an optional unit and range. */
    INTEGER,
    /** A decimal number (a range in inches), with an optional unit and range. */
    DECIMAL,
    /** Yes or no: the mounted/charging/marksman boxes. */
    FLAG,
    /** One of a list of {@link Choice}s. */
    CHOICE,
    /** Free text. */
    TEXT,
    /** A figure or unit of the game, by id. */
    ACTOR
}
