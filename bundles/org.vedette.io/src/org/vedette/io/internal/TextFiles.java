package org.vedette.io.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Supplier;

/** Reading a file's text, and the last guard that keeps an exception from escaping a reader. */
public final class TextFiles {
    /** Larger than any hand-written document; a bigger file is refused rather than read into memory. */
    public static final long MAX_BYTES = 64L << 20;

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
            if (Files.size(file) > MAX_BYTES) {
                problems.fileError("the file is larger than " + (MAX_BYTES >> 20) + " MB");
                return null;
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            problems.fileError("no such file");
        } catch (AccessDeniedException e) {
            problems.fileError("permission denied");
        } catch (IOException e) {
            problems.fileError("cannot read the file: " + e.getMessage());
        }
        return null;
    }

    public static String decode(byte[] bytes, Problems problems) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            problems.fileError("the file is not UTF-8 text");
            return null;
        }
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
