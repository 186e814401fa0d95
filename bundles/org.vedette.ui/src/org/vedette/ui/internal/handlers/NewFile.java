package org.vedette.ui.internal.handlers;

import java.util.Arrays;

import org.vedette.core.rules.Ruleset;
import org.vedette.io.Formats;

/**
 * The kinds of file File ▸ New makes, each with its folder (as examples/ lays
 * them out) and a template that validates: a scenario's sides and a roster
 * start with one unit made from the ruleset's profile ({@link SampleUnit}), a
 * collection with one item, each to be edited or copied.
 */
public enum NewFile {
    SCENARIO("scenario", "Scenario", "scenarios") {
        @Override
        String template(String name, Ruleset ruleset) {
            return """
                    {
                      "format": "%s",
                      "version": 1,
                      "id": "%s",
                      "title": "%s",
                      "ruleset": "%s",
                      "table": { "width": 36, "depth": 36 },
                      "sides": [
                        { "id": "side-1", "name": "First side", "units": [
                    %s ] },
                        { "id": "side-2", "name": "Second side", "units": [
                    %s ] }
                      ]
                    }
                    """.formatted(Formats.SCENARIO, name, name, ruleset.info().id(),
                    SampleUnit.json(ruleset, "first-side-unit", "First side's unit", "      "),
                    SampleUnit.json(ruleset, "second-side-unit", "Second side's unit", "      "));
        }
    },
    ROSTER("roster", "Roster", "rosters") {
        @Override
        String template(String name, Ruleset ruleset) {
            return """
                    {
                      "format": "%s",
                      "version": 1,
                      "id": "%s",
                      "name": "%s",
                      "ruleset": "%s",
                      "units": [
                    %s
                      ]
                    }
                    """.formatted(Formats.ROSTER, name, name, ruleset.info().id(),
                    SampleUnit.json(ruleset, "first-unit", "First unit", "    "));
        }
    },
    COLLECTION("collection", "Collection", "collection") {
        @Override
        boolean hasRuleset() {
            return false;
        }

        @Override
        String template(String name, Ruleset ruleset) {
            return """
                    {
                      "format": "%s",
                      "version": 1,
                      "id": "%s",
                      "items": [
                        { "id": "first-item", "description": "What the figures are", "troopType": "infantry", "nation": "british", "count": 12, "painted": 0, "tags": [] }
                      ]
                    }
                    """.formatted(Formats.COLLECTION, name);
        }
    };

    private final String id;
    private final String label;
    private final String folder;

    NewFile(String id, String label, String folder) {
        this.id = id;
        this.label = label;
        this.folder = folder;
    }

    static NewFile of(String id) {
        return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no kind of new file '" + id + "'"));
    }

    /** The command parameter's value: "scenario", "roster", "collection". */
    String id() {
        return id;
    }

    String label() {
        return label;
    }

    /** The folder under the workspace, as examples/ has it. */
    String folder() {
        return folder;
    }

    boolean hasRuleset() {
        return true;
    }

    /** The document, named {@code name} (an id: nothing in it needs escaping in JSON). */
    abstract String template(String name, Ruleset ruleset);

    /** The template of a kind of file ("scenario", "roster", "collection"): what File ▸ New writes. */
    public static String templateOf(String kind, String name, Ruleset ruleset) {
        return of(kind).template(name, ruleset);
    }
}
