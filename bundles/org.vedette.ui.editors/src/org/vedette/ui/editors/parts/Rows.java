package org.vedette.ui.editors.parts;

/**
 * An editor with rows — a roster's units and figures, a collection's items,
 * the units of a scenario's side — that the Add, Duplicate and Delete
 * commands act on (the handlers of this bundle's fragment).
 */
public interface Rows {
    boolean canAdd();

    /** Adds a row after the one selected (a figure when a unit is selected in a figure-level ruleset). */
    void add();

    boolean canDuplicate();

    /** Adds a copy of the selected row after it, with a new id. */
    void duplicate();

    boolean canDelete();

    /** Deletes the selected rows. */
    void delete();
}
