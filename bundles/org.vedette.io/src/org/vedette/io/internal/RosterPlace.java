package org.vedette.io.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.vedette.io.RosterAccess;

/**
 * Whether a scenario may read the roster a path leads to: inside its
 * workspace, or inside a place the user allowed ({@link RosterAccess}). Checked
 * twice: on the path as written (so nothing outside is even looked at), then
 * on the real path, so that a symbolic link inside cannot lead outside.
 */
final class RosterPlace {
    private RosterPlace() {
    }

    /** Why the roster at {@code path} (absolute, normalised) may not be read, or null when it may. */
    static String refusal(String ref, Path path, Path workspace, RosterAccess access) {
        List<Path> allowed = new ArrayList<>(access.allowedOutside());
        allowed.add(0, workspace);
        String outside = "roster '" + ref + "' is outside the scenario's workspace " + workspace
                + "; Vedette reads rosters only inside the folder that holds the scenario's folder, unless allowed"
                + " explicitly (the command line's --allow-outside)";
        if (allowed.stream().noneMatch(path::startsWith)) return outside;
        if (!Files.exists(path)) return null; // "no such file", in the roster's own words
        try {
            Path real = path.toRealPath();
            for (Path a : allowed) {
                if (Files.exists(a) && real.startsWith(a.toRealPath())) return null;
            }
            return "roster '" + ref + "' leads outside the scenario's workspace " + workspace
                    + " through a symbolic link; Vedette reads rosters only inside it, unless allowed explicitly"
                    + " (the command line's --allow-outside)";
        } catch (IOException e) {
            return null; // The read that follows reports why the file cannot be reached.
        }
    }
}
