package org.vedette.ui.internal;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The folder the workbench opens: {@code --workspace PATH} among the
 * application's arguments (what {@code ./vedette PATH} passes), else the
 * system property {@value #PROPERTY} (what tests set), else the current folder.
 */
public final class WorkspaceArgument {
    public static final String OPTION = "--workspace";
    public static final String PROPERTY = "vedette.workspace";

    private WorkspaceArgument() {
    }

    public static Path from(String[] args) {
        if (args != null) {
            for (int i = 0; i + 1 < args.length; i++) {
                if (OPTION.equals(args[i])) return Path.of(args[i + 1]).toAbsolutePath().normalize();
            }
        }
        String p = System.getProperty(PROPERTY);
        return Path.of(p == null || p.isBlank() ? "" : p).toAbsolutePath().normalize();
    }

    /** Why the workbench cannot open this folder, in one sentence; null when it can. */
    public static String problem(Path folder) {
        if (!Files.exists(folder)) {
            return "there is no folder " + folder + " to open as a workspace";
        }
        if (!Files.isDirectory(folder)) {
            return folder + " is a file, not a folder: give the folder that holds your scenarios";
        }
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(folder)) {
            listing.iterator().hasNext();
        } catch (IOException | SecurityException e) {
            return "the folder " + folder + " cannot be read (" + (e.getMessage() == null ? e.getClass().getSimpleName()
                    : "permission denied or " + e.getClass().getSimpleName()) + ")";
        }
        return null;
    }
}
