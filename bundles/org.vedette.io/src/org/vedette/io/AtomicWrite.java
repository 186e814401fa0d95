package org.vedette.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Saves a file so that the previous version survives anything that goes
 * wrong during the save: the new content is written to a temporary file in
 * the same directory, forced to the disk, and only then moved over the old
 * file with an atomic rename. A failure at any point before the rename leaves
 * the old file as it was and removes the temporary file.
 *
 * <p>A file is left as the user made it, as far as a rename allows: a
 * symbolic link is written through (its target is replaced, the link stays),
 * and the new file gets the old one's permissions and, where the process may
 * set them, owner and group. A file with several hard links cannot keep them
 * through a rename: the name saved to gets the new content, the other names
 * keep the old (docs/FILES.md). Journals are not saved this way after they are
 * created, but when {@link JournalFile#repair} mends one: they are appended to
 * and cut in place ({@link JournalFile}).
 */
public final class AtomicWrite {
    /** Writes a file's content; may fail at any point. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicWrite() {
    }

    public static void write(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(target, out -> out.write(bytes));
    }

    public static void write(Path target, Content content) throws IOException {
        Objects.requireNonNull(content, "content");
        Path file = throughLinks(target.toAbsolutePath());
        Path dir = file.getParent();
        Files.createDirectories(dir);
        // A dot file beside the target: same file system (so the rename is atomic), hidden from listings.
        Path temp = newTemporary(dir, file.getFileName().toString());
        boolean moved = false;
        try {
            keepAttributes(file, temp);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = Channels.newOutputStream(channel);
                content.writeTo(new FilterOutputStream(out) {
                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        out.write(b, off, len);
                    }

                    @Override
                    public void close() {
                        // The channel is closed here, after it is forced to the disk.
                    }
                });
                out.flush();
                channel.force(true);
            }
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot save " + file + " safely: this file system has no atomic rename", e);
            }
            moved = true;
            forceDirectory(dir);
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /**
     * A new, empty temporary file in {@code dir}, made with the mode any new
     * file of the user's gets (the umask's). Files.createTempFile makes it
     * 0600, and a new scenario or journal would keep that, unreadable to the
     * player it is mailed to or the group that shares the folder; an existing
     * file keeps its own mode ({@link #keepAttributes}).
     */
    private static Path newTemporary(Path dir, String name) throws IOException {
        for (int attempt = 0;; attempt++) {
            Path p = dir.resolve("." + name + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
                    + ".tmp");
            try {
                return Files.createFile(p);
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 100) throw e;
            }
        }
    }

    /** The file a symbolic link leads to, so that the link survives the rename; the path itself otherwise. */
    private static Path throughLinks(Path file) throws IOException {
        return Files.isSymbolicLink(file) && Files.exists(file) ? file.toRealPath() : file;
    }

    /** Gives the new file the old one's permissions, and its owner and group when this process may. */
    private static void keepAttributes(Path old, Path temp) throws IOException {
        PosixFileAttributes a;
        try {
            a = Files.readAttributes(old, PosixFileAttributes.class);
        } catch (NoSuchFileException | UnsupportedOperationException e) {
            return; // a new file, or a file system without POSIX attributes: nothing to keep
        }
        Files.setPosixFilePermissions(temp, a.permissions());
        try {
            Files.setOwner(temp, a.owner());
            Files.getFileAttributeView(temp, PosixFileAttributeView.class).setGroup(a.group());
        } catch (IOException | SecurityException e) {
            // Only the owner's privileges allow giving a file away; the file is then the saver's, as any new file.
        }
    }

    /** Makes the rename itself durable; not every platform can open a directory, and then there is nothing to do. */
    private static void forceDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // The rename has happened; only its durability across a power cut is left to the OS.
        }
    }
}
