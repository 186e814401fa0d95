package org.vedette.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file operation failed, in words a player can act on. The JDK's
 * {@link FileSystemException}s often carry only the file's name as their
 * message ("cannot add to g.journal: g.journal"): the reason is their type.
 */
public final class IoErrors {
    private IoErrors() {
    }

    /** The reason, without the file's name: "permission denied", "no such file", "No space left on device". */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file";
        // Often a folder on the way that is a file: name it, it is not the file being written.
        if (e instanceof FileAlreadyExistsException f) return "a file already exists at " + f.getFile();
        if (e instanceof NotDirectoryException) return "a part of the path is not a folder";
        if (e instanceof DirectoryNotEmptyException) return "the folder is not empty";
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
