package org.vedette.ui.scenario.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.GameState;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RulesetCatalog;
import org.vedette.io.ScenarioFiles;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.scenario.TerrainPalette;

/**
 * A scenario the generator made from the designer's parameters, with what
 * io's reader says of it as it would be written — the check that keeps a
 * broken file from ever reaching scenarios/ — and the game it would begin
 * (its units on their deployment positions), for the preview.
 *
 * @param spec     the parameters, seed included
 * @param scenario what the generator made
 * @param rules    its ruleset
 * @param problems io's errors on the document written from it; empty when it validates
 */
public record GeneratedScenario(ScenarioSpec spec, Scenario scenario, Ruleset rules, List<Diagnostic> problems) {
    /** Where generated scenarios go under the workspace, as examples/ keeps scenarios. */
    public static final String FOLDER = "scenarios";

    public GeneratedScenario {
        problems = List.copyOf(problems);
    }

    /**
     * Generates and checks: the document is read back as {@code vedette
     * validate} would read the file. The sides in {@code rosters} (keyed
     * {@link ScenarioGenerator#BLUE}, {@link ScenarioGenerator#RED}) are
     * picked from the designer's rosters; the others are generated. The
     * terrain is drawn from {@code palette} (the workspace's, {@link WorkspacePalette}).
     *
     * @throws IllegalArgumentException the generator refuses a roster (another ruleset's, one without units)
     */
    public static GeneratedScenario make(ScenarioGenerator generator, Ruleset rules, ScenarioSpec spec,
            Map<String, Roster> rosters, TerrainPalette palette, RulesetCatalog catalog, Path workspace) {
        Scenario s = generator.generate(rules, spec, rosters, palette);
        Path file = workspace.resolve(FOLDER).resolve(s.id() + ".json");
        ReadResult<Scenario> read = ScenarioFiles.parse(ScenarioFiles.toJson(s), file, catalog);
        return new GeneratedScenario(spec, s, rules, read.errors());
    }

    public boolean valid() {
        return problems.isEmpty();
    }

    /** The game it would begin: the sides' units where they deploy, for the preview. */
    public GameState start() {
        return GameState.of(scenario, rules);
    }

    /**
     * The file Finish writes: scenarios/ID.json, or ID-2.json, ID-3.json …
     * when that is taken — a generated scenario never replaces a file.
     */
    public Path freeFile(Path workspace) {
        Path dir = workspace.resolve(FOLDER);
        Path file = dir.resolve(scenario.id() + ".json");
        for (int i = 2; Files.exists(file); i++) file = dir.resolve(scenario.id() + "-" + i + ".json");
        return file;
    }

    /**
     * Writes it (atomically, io's {@link ScenarioFiles#write}) under a name
     * that replaces nothing; refused when it does not validate.
     *
     * @return the file written
     */
    public Path write(Path workspace) throws IOException {
        if (!valid()) throw new IllegalStateException("the generated scenario does not validate: " + problems.get(0));
        Path file = freeFile(workspace);
        Files.createDirectories(file.getParent());
        ScenarioFiles.write(file, scenario);
        return file;
    }
}
