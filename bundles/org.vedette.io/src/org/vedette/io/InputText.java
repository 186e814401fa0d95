package org.vedette.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

import org.vedette.io.internal.Problems;
import org.vedette.io.internal.TextFiles;

/**
 * The text of a file or stream, read the way every reader of this package
 * reads: only regular files (never a named pipe or device, which would hang),
 * at most 64 MB, strictly UTF-8. For commands that must look at a file's text
 * before choosing its reader, or that read standard input.
 */
public final class InputText {
    private InputText() {
    }

    /** The file's text; on failure, one error without a line that says why (permission denied, not UTF-8 at byte N…). */
    public static ReadResult<String> read(Path file) {
        Problems problems = new Problems(file.toString());
        return ReadResult.of(TextFiles.read(file, problems), problems.all());
    }

    /**
     * At most 64 MB of a stream as UTF-8 text: endless input ({@code /dev/zero})
     * is refused once it passes the limit.
     *
     * @param name names the stream in diagnostics, e.g. {@code <stdin>}
     */
    public static ReadResult<String> read(InputStream in, String name) {
        Problems problems = new Problems(name);
        try {
            return ReadResult.of(TextFiles.read(in, problems), problems.all());
        } catch (IOException e) {
            problems.fileError("cannot read it: " + IoErrors.reason(e));
            return ReadResult.of(null, problems.all());
        }
    }
}
