package org.vedette.io.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.function.Supplier;

import org.vedette.io.IoErrors;

/**
 * Reading a file's text, and the last guard that keeps an exception from escaping a reader.
 *
 * <p>Files come from other players by mail and forums, so reading is bounded:
 * only regular files are opened (a named pipe or a device would block or never
 * end), and never more than {@link Limits#MAX_BYTES} bytes are read, whatever
 * size the file system claims ({@code /proc} files claim 0).
 */
public final class TextFiles {
    private TextFiles() {
    }

    /** The file's text as UTF-8, or null after reporting why it cannot be read. */
    public static String read(Path file, Problems problems) {
        byte[] bytes = bytes(file, problems);
        return bytes == null ? null : decode(bytes, problems);
    }

    /** The file's bytes, or null after reporting why it cannot be read (a journal decodes line by line). */
    public static byte[] bytes(Path file, Problems problems) {
        try {
            // Checked before opening: opening a named pipe for reading blocks until a writer comes.
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            if (a.isDirectory()) {
                problems.fileError("it is a folder, not a file");
                return null;
            }
            if (!a.isRegularFile()) {
                problems.fileError("it is not a regular file (a named pipe, device or socket);"
                        + " Vedette reads only ordinary files");
                return null;
            }
            if (a.size() > Limits.MAX_BYTES) {
                problems.fileError(tooLarge());
                return null;
            }
            try (InputStream in = Files.newInputStream(file)) {
                return bytes(in, problems);
            }
        } catch (NoSuchFileException e) {
            problems.fileError("no such file");
        } catch (AccessDeniedException e) {
            problems.fileError("permission denied");
        } catch (IOException e) {
            problems.fileError("cannot read the file: " + IoErrors.reason(e));
        }
        return null;
    }

    /**
     * At most {@link Limits#MAX_BYTES} of a stream as UTF-8 text, or null after
     * reporting that it is longer or not UTF-8. Standard input has no size to
     * check beforehand: it is read up to one byte past the limit.
     */
    public static String read(InputStream in, Problems problems) throws IOException {
        byte[] bytes = bytes(in, problems);
        return bytes == null ? null : decode(bytes, problems);
    }

    /** At most {@link Limits#MAX_BYTES} of a stream, or null after reporting that it is longer. */
    private static byte[] bytes(InputStream in, Problems problems) throws IOException {
        byte[] bytes = in.readNBytes(Math.toIntExact(Limits.MAX_BYTES + 1));
        if (bytes.length > Limits.MAX_BYTES) {
            problems.fileError(tooLarge());
            return null;
        }
        return bytes;
    }

    private static String tooLarge() {
        return "it is larger than " + (Limits.MAX_BYTES >> 20) + " MB, Vedette's limit for a file";
    }

    /** The bytes as UTF-8 text, or null after reporting the first byte that is not UTF-8. */
    public static String decode(byte[] bytes, Problems problems) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult r = decoder.decode(in, out, true);
        if (r.isError()) {
            // The decoder stops at the offending byte: its position is the offset in the file.
            problems.fileError("it is not UTF-8 text at byte " + (in.position() + 1) + " (0x"
                    + String.format("%02x", bytes[in.position()] & 0xff) + ")");
            return null;
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /**
     * Runs a reader. A reader reports problems instead of throwing; should one
     * throw all the same (a bug), the caller still gets a diagnostic, not a
     * stack trace — and the fuzz tests fail on its "internal error" wording.
     */
    public static <T> T guard(Problems problems, Supplier<T> reader) {
        try {
            return reader.get();
        } catch (RuntimeException | StackOverflowError e) {
            problems.error(Located.At.START, "internal error while reading (please report it): " + e);
            return null;
        }
    }
}
