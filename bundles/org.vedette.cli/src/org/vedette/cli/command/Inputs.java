package org.vedette.cli.command;

import java.nio.file.Files;
import java.nio.file.Path;

import org.vedette.io.InputText;
import org.vedette.io.ReadResult;

/** Files named on the command line: a missing one is a usage error (exit 2); "-" is standard input. */
public final class Inputs {
    /** How standard input is named in messages. */
    public static final String STDIN = "<stdin>";

    private Inputs() {
    }

    public static Path existing(String name) throws UsageException {
        Path p = Path.of(name);
        if (!Files.exists(p)) {
            throw new UsageException("no such file: " + name);
        }
        if (Files.isDirectory(p)) {
            throw new UsageException(name + " is a folder, not a file");
        }
        return p;
    }

    /** Standard input as text, bounded like any file (endless input is refused, not read to exhaustion). */
    public static String stdin(Console console) throws CommandFailed {
        return text(InputText.read(console.in(), STDIN));
    }

    /** A file's text through io's guarded reader: a pipe or device is refused before it can block. */
    public static String text(Path file) throws CommandFailed {
        return text(InputText.read(file));
    }

    private static String text(ReadResult<String> read) throws CommandFailed {
        if (!read.ok()) throw new CommandFailed(read.errors().get(0).toString());
        return read.value();
    }
}
