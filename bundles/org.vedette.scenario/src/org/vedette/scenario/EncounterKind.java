package org.vedette.scenario;

import java.util.List;

/**
 * One event of the tables: what comes onto the table (ch. II's Non-Player
 * types, guerrillas, the terrain specials of "Terrain"), how many and of what
 * quality (each read on one D6: face n gives the n-th), and how it behaves.
 *
 * @param id          the tables' id ("conscript-infantry")
 * @param noun        as the instruction names it ("French infantry")
 * @param type        the OSOTH figure type its figures take ("infantry", "messenger"), or the piece ("cave")
 * @param nation      whose figures ("french"), or null for any
 * @param mounted     mounted figures
 * @param group       a group the tables limit on the table at a time ("cavalry"), or null
 * @param travelling  travelling to a destination (ch. IV; "Placing Non-Player Units")
 * @param count       figures by the face of a D6 (six numbers)
 * @param quality     quality by the face of a D6 (six words)
 * @param officerFrom a unit of this many figures or more has one of them an officer (0: never)
 * @param with        what comes with the figures (a gun, pack mules)
 * @param piece       a terrain special's side in inches, or 0 for a unit of figures
 * @param objective   the action that scores it as an objective ("scout-outpost"), or null
 */
public record EncounterKind(String id, String noun, String type, String nation, boolean mounted, String group,
        boolean travelling, List<Integer> count, List<String> quality, int officerFrom, List<Companion> with,
        double piece, String objective) {

    public EncounterKind {
        count = List.copyOf(count);
        quality = List.copyOf(quality);
        with = with == null ? List.of() : List.copyOf(with);
    }

    /** Something that comes with the figures: a gun, a pair of pack mules. */
    public record Companion(String type, int count, String noun) {
    }

    /** Whether it is a piece of terrain (cave/ruins, outpost, Massed Enemy) rather than a unit that acts. */
    public boolean terrainPiece() {
        return piece > 0;
    }

    /** The most figures it can bring. */
    public int mostFigures() {
        int most = 0;
        for (int c : count) most = Math.max(most, c);
        return most;
    }
}
