package org.vedette.ui.internal.handlers;

import java.util.Arrays;

import org.vedette.core.rules.Ruleset;
import org.vedette.io.Formats;

/**
 * The kinds of file File ▸ New makes, each with its folder (as examples/ lays
 * them out) and a template that validates: the lists may be empty (see
 * docs/FILES.md and docs/schemas), so a template names no unit a ruleset could refuse.
 */
enum NewFile {
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
                        { "id": "side-1", "name": "First side", "units": [] },
                        { "id": "side-2", "name": "Second side", "units": [] }
                      ]
                    }
                    """.formatted(Formats.SCENARIO, name, name, ruleset.info().id());
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
                      "units": []
                    }
                    """.formatted(Formats.ROSTER, name, name, ruleset.info().id());
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
                      "items": []
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
}
