package org.vedette.ui.editing;

import java.util.Collection;
import java.util.Optional;

/**
 * How a part descriptor says which file format it edits: a tag
 * {@code vedette.format:vedette.scenario} on the descriptor. The shell opens
 * a file with the descriptor tagged for the file's format, and with its JSON
 * text editor when no descriptor is — so a bundle adds an editor by its model
 * fragment alone, and without the bundle everything opens as text.
 */
public final class EditorTags {
    /** The prefix of the tag; the format's name follows it. */
    public static final String FORMAT = "vedette.format:";
    /** The persisted-state key of an editor part holding its file (absolute path). */
    public static final String FILE = "vedette.file";

    private EditorTags() {
    }

    /** The tag of a descriptor that edits files of {@code format} ("vedette.roster"). */
    public static String forFormat(String format) {
        return FORMAT + format;
    }

    /** The format named by one of these tags, if one is. */
    public static Optional<String> format(Collection<String> tags) {
        return tags.stream().filter(t -> t.startsWith(FORMAT)).map(t -> t.substring(FORMAT.length())).findFirst();
    }
}
