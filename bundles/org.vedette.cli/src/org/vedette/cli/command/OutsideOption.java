package org.vedette.cli.command;

import java.io.File;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.vedette.io.RosterAccess;

/**
 * {@code --allow-outside PATH[:PATH…]}: the user's explicit permission for a
 * scenario to take rosters from files or folders outside its workspace (see
 * {@link RosterAccess}). Without it, only the workspace is read.
 */
public final class OutsideOption {
    public static final String NAME = "allow-outside";

    private OutsideOption() {
    }

    public static Option option() {
        return Option.valued(NAME, "PATH[" + File.pathSeparator + "PATH…]",
                "also read rosters from these files or folders outside the scenario's workspace");
    }

    public static RosterAccess access(Arguments args) throws UsageException {
        if (!args.has(NAME)) return RosterAccess.WORKSPACE;
        List<Path> paths = new ArrayList<>();
        for (String p : args.value(NAME).orElseThrow().split(java.util.regex.Pattern.quote(File.pathSeparator))) {
            if (p.isBlank()) continue;
            try {
                paths.add(Path.of(p));
            } catch (InvalidPathException e) {
                throw new UsageException("--" + NAME + ": '" + p + "' is not a path: " + e.getReason());
            }
        }
        if (paths.isEmpty()) throw new UsageException("--" + NAME + " needs a file or folder");
        return RosterAccess.allowing(paths);
    }
}
