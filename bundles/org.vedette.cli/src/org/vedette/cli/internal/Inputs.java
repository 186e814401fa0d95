package org.vedette.cli.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files named on the command line: a missing one is a usage error (exit 2); "-" is standard input. */
final class Inputs {
    /** How standard input is named in messages. */
    static final String STDIN = "<stdin>";

    private Inputs() {
    }

    static Path existing(String name) throws UsageException {
        Path p = Path.of(name);
        if (!Files.exists(p)) {
            throw new UsageException("no such file: " + name);
        }
        if (Files.isDirectory(p)) {
            throw new UsageException(name + " is a folder, not a file");
        }
        return p;
    }

    static String stdin(Console console) throws CommandFailed {
        try {
            return new String(console.in().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CommandFailed("cannot read standard input: " + e.getMessage());
        }
    }
}
