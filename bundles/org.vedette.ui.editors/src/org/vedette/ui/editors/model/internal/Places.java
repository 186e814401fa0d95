package org.vedette.ui.editors.model.internal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;

/**
 * Where each member and value of a JSON text is: line and column to JSON
 * pointer. io's readers say where a problem is by line and column (the text
 * is what a file is); a form shows it at the field or cell it belongs to, so
 * each diagnostic is placed at the member or value that starts there, or at
 * the last one before it on its line.
 */
final class Places {
    private static final JsonFactory JSON = new JsonFactory();

    /** line → (column → pointer), for every token that starts a member or a value. */
    private final TreeMap<Integer, TreeMap<Integer, String>> byLine = new TreeMap<>();

    private Places() {
    }

    /** The places of a text that reads; an empty map for one that does not (its form is not shown). */
    static Places of(String text) {
        Places places = new Places();
        try (JsonParser p = JSON.createParser(text)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) continue;
                JsonStreamContext c = p.getParsingContext();
                if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && c.getParent() != null) {
                    c = c.getParent(); // the container's own place is its member or item in its parent
                }
                JsonLocation at = p.currentTokenLocation();
                places.byLine.computeIfAbsent(at.getLineNr(), k -> new TreeMap<>()).putIfAbsent(at.getColumnNr(),
                        c.pathAsPointer().toString());
            }
        } catch (IOException e) {
            return new Places();
        }
        return places;
    }

    /** The pointer of what starts at, or last before, this place (1-based); "" (the document) when nothing does. */
    String at(int line, int column) {
        TreeMap<Integer, String> row = byLine.get(line);
        if (row == null || row.isEmpty()) return "";
        var before = row.floorEntry(column);
        return before != null ? before.getValue() : row.firstEntry().getValue();
    }

    /** Every pointer with a place (for tests). */
    List<String> pointers() {
        List<String> all = new ArrayList<>();
        byLine.values().forEach(r -> all.addAll(r.values()));
        return all;
    }
}
