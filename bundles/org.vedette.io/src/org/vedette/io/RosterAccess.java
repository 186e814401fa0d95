package org.vedette.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a scenario may take its rosters from. Scenarios are shared by mail and
 * forums, and a roster path is the scenario author's to choose, so by default
 * a roster must lie inside the scenario's <em>workspace</em>: the folder that
 * holds the scenario's folder ({@code examples/} for
 * {@code examples/scenarios/x.json}, whose rosters are
 * {@code ../rosters/y.json}), symbolic links followed. A path outside it
 * ({@code /etc/passwd}, {@code ../../../..}) is refused without being read,
 * unless the user allows it explicitly here.
 *
 * @param allowedOutside files or folders outside the workspace the user allows
 *                       rosters to come from (absolute and normalised here)
 */
public record RosterAccess(List<Path> allowedOutside) {
    /** Rosters from the scenario's workspace only. */
    public static final RosterAccess WORKSPACE = new RosterAccess(List.of());

    public RosterAccess {
        List<Path> normal = new ArrayList<>();
        for (Path p : allowedOutside) normal.add(p.toAbsolutePath().normalize());
        allowedOutside = List.copyOf(normal);
    }

    /** Rosters from the workspace and from these files or folders. */
    public static RosterAccess allowing(List<Path> outside) {
        return new RosterAccess(outside);
    }

    /**
     * The workspace of a scenario file: the folder that holds its folder, or
     * its own folder when that is the file system's root.
     */
    public static Path workspaceOf(Path scenarioFile) {
        Path dir = scenarioFile.toAbsolutePath().normalize().getParent();
        Path up = dir.getParent();
        return up == null ? dir : up;
    }
}
