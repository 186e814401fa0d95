package org.vedette.rules.sharpe;

/**
 * The kinds of figure the book generates differently (§2 Character profiles):
 * initiative, dexterity, strength and close combat are 1D6 for all; the firing
 * skill is 6 for line troops and voltigeurs, D6+3 for special characters and
 * D6+6 for riflemen.
 */
public enum FigureKind {
    /** British or French infantry of the line with muskets: firing skill 6. */
    LINE_INFANTRY(Sharpe.Troop.LINE, 6, 0),
    /** Voltigeurs and chasseurs: firing skill 6. */
    VOLTIGEUR(Sharpe.Troop.LIGHT, 6, 0),
    /** "A few special characters in these categories": D6 + 3. */
    SPECIAL_CHARACTER(Sharpe.Troop.LINE, 3, 1),
    /** "Officers and men of the rifle regiments": D6 + 6. */
    RIFLEMAN(Sharpe.Troop.RIFLE, 6, 1);

    /** The troop profile value a new figure of this kind gets. */
    public final String troop;
    /** The fixed part of the firing skill. */
    public final int firingBase;
    /** How many D6 are added to {@link #firingBase}. */
    public final int firingDice;

    FigureKind(String troop, int firingBase, int firingDice) {
        this.troop = troop;
        this.firingBase = firingBase;
        this.firingDice = firingDice;
    }
}
