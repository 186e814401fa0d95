package org.vedette.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The file formats Vedette reads and writes. Every document names its format
 * and version: {@code "format": "vedette.scenario", "version": 1}. A JSON
 * Schema (draft 2020-12) for each is in this bundle under {@code schemas/}.
 */
public final class Formats {
    public static final String SCENARIO = "vedette.scenario";
    public static final String ROSTER = "vedette.roster";
    public static final String COLLECTION = "vedette.collection";
    public static final String JOURNAL = "vedette.journal";
    public static final String REQUEST = "vedette.request";

    /** The version of every format this bundle writes and the newest it reads. */
    public static final int VERSION = 1;

    public static final List<String> ALL = List.of(SCENARIO, ROSTER, COLLECTION, JOURNAL, REQUEST);

    private Formats() {
    }

    /** "schemas/scenario.schema.json": where a format's schema is in this bundle. */
    public static String schemaPath(String format) {
        if (!ALL.contains(format)) {
            throw new IllegalArgumentException("unknown format '" + format + "'; formats are " + ALL);
        }
        return "schemas/" + format.substring("vedette.".length()) + ".schema.json";
    }

    /** The text of a format's JSON Schema. */
    public static String schema(String format) {
        String path = schemaPath(format);
        try (InputStream in = Formats.class.getResourceAsStream("/" + path)) {
            if (in == null) {
                throw new IllegalStateException("the bundle lacks " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
