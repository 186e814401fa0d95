package org.vedette.ui.internal.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.vedette.io.Formats;
import org.vedette.io.WorkspaceTables;

/**
 * What a workspace file is, from the "format" member every Vedette document
 * carries (docs/FILES.md) — not from its folder or name, so a scenario kept
 * anywhere is still a scenario.
 */
public enum FileKind {
    SCENARIO("Scenarios", Formats.SCENARIO, "scenario"),
    ROSTER("Rosters", Formats.ROSTER, "roster"),
    COLLECTION("Collections", Formats.COLLECTION, "collection"),
    GAME("Games", Formats.JOURNAL, "game"),
    REQUEST("Requests", Formats.REQUEST, "request"),
    /** A referee's table overrides ({@code tables/osoth.json}): its format is "vedette.RULESET-tables". */
    TABLES("Tables", null, "file"),
    /** A JSON file without a Vedette format: listed so its problem can be seen and fixed. */
    OTHER("Other files", null, "file");

    /** Enough of a file to find its "format" member without reading a long journal whole. */
    private static final int HEAD_BYTES = 4096;

    /** The document's own "format" member, wherever it is in the first part of the file. */
    private static final Pattern FORMAT = Pattern.compile("\"format\"\\s*:\\s*\"([^\"]*)\"");

    private final String plural;
    private final String format;
    private final String icon;

    FileKind(String plural, String format, String icon) {
        this.plural = plural;
        this.format = format;
        this.icon = icon;
    }

    /** "Scenarios": the heading of this kind in the Workspace part. */
    public String plural() {
        return plural;
    }

    /** "vedette.scenario", or null for {@link #OTHER} and {@link #TABLES} (one format per ruleset). */
    public String format() {
        return format;
    }

    /** The icon's name under icons/ ("scenario" for icons/scenario.png). */
    public String icon() {
        return icon;
    }

    /** The kind a file declares in its first part; {@link #OTHER} when it cannot be read. */
    public static FileKind ofFile(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return of(new String(in.readNBytes(HEAD_BYTES), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return OTHER;
        }
    }

    /** The kind a document's text declares; {@link #OTHER} when it names no format Vedette knows. */
    public static FileKind of(CharSequence text) {
        Matcher m = FORMAT.matcher(text);
        if (!m.find()) {
            return OTHER;
        }
        String f = m.group(1).toLowerCase(Locale.ROOT);
        if (WorkspaceTables.isTablesFormat(f)) return TABLES;
        for (FileKind k : values()) {
            if (f.equals(k.format)) return k;
        }
        return OTHER;
    }
}
