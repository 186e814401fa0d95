package org.vedette.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.vedette.core.model.Scenario;
import org.vedette.io.internal.Json;
import org.vedette.io.internal.ModelWriter;
import org.vedette.io.internal.Problems;
import org.vedette.io.internal.ScenarioReader;
import org.vedette.io.internal.TextFiles;

/**
 * Scenario files ({@value Formats#SCENARIO}): the ruleset and its options,
 * the table and its terrain, the sides with their units written inline or
 * taken from roster files, the objectives and the number of turns. See
 * docs/FILES.md and {@code schemas/scenario.schema.json}.
 */
public final class ScenarioFiles {
    private ScenarioFiles() {
    }

    /**
     * Reads a scenario and the rosters it names (relative to its folder, and
     * inside its workspace: {@link RosterAccess#WORKSPACE}), and checks it
     * against its ruleset from {@code catalog}: profiles, qualities, weapons,
     * options, unique ids. Never throws for bad input.
     */
    public static ReadResult<Scenario> read(Path file, RulesetCatalog catalog) {
        return read(file, catalog, RosterAccess.WORKSPACE);
    }

    /** Reads a scenario whose rosters may also come from the places {@code access} allows. */
    public static ReadResult<Scenario> read(Path file, RulesetCatalog catalog, RosterAccess access) {
        Problems problems = new Problems(file.toString());
        String text = TextFiles.read(file, problems);
        if (text == null) return ReadResult.of(null, problems.all());
        return parse(text, file, catalog, access);
    }

    /**
     * Reads scenario text (an editor's unsaved buffer), rosters from its workspace only.
     *
     * @param file where the text is or will be saved: names it in diagnostics and
     *             anchors roster paths; null when it has no file yet
     */
    public static ReadResult<Scenario> parse(String text, Path file, RulesetCatalog catalog) {
        return parse(text, file, catalog, RosterAccess.WORKSPACE);
    }

    /** Reads scenario text whose rosters may also come from the places {@code access} allows. */
    public static ReadResult<Scenario> parse(String text, Path file, RulesetCatalog catalog, RosterAccess access) {
        Problems problems = new Problems(file == null ? "(unsaved scenario)" : file.toString());
        Scenario s = TextFiles.guard(problems, () -> ScenarioReader.read(text, problems, file, catalog, access));
        return ReadResult.of(s, problems.all());
    }

    /** The scenario as a document with every side's units inline. */
    public static String toJson(Scenario scenario) {
        return toJson(scenario, Map.of());
    }

    /**
     * The scenario as a document.
     *
     * @param rosterRefs side id → roster path (relative to the scenario file) to write
     *                   instead of that side's units; the roster files themselves are not written
     */
    public static String toJson(Scenario scenario, Map<String, String> rosterRefs) {
        return Json.pretty(ModelWriter.scenario(ModelWriter.header(Formats.SCENARIO), scenario, rosterRefs));
    }

    /** Saves a scenario atomically, units inline. */
    public static void write(Path file, Scenario scenario) throws IOException {
        AtomicWrite.write(file, toJson(scenario));
    }

    /** Saves a scenario atomically, sides in {@code rosterRefs} by roster reference. */
    public static void write(Path file, Scenario scenario, Map<String, String> rosterRefs) throws IOException {
        AtomicWrite.write(file, toJson(scenario, rosterRefs));
    }
}
