package org.vedette.io;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;

/**
 * A referee's table overrides for a workspace: {@code tables/RULESET.json}
 * beside the scenarios' folder (The Other Side of the Hill's
 * {@code tables/osoth.json}). A ruleset that takes overrides has an option
 * {@value #OPTION} (text); a new game whose scenario sets none takes the
 * file's text into it, so the journal keeps the tables the game is played
 * with and the ruleset service stays stateless. The ruleset checks the text
 * (with line and column) when it uses it.
 */
public final class WorkspaceTables {
    /** The option through which a ruleset takes a referee's tables. */
    public static final String OPTION = "tables";

    private WorkspaceTables() {
    }

    /** The override file of this ruleset in the scenario's workspace. */
    public static Path file(Path scenarioFile, Ruleset rules) {
        return RosterAccess.workspaceOf(scenarioFile).resolve("tables").resolve(rules.info().id() + ".json");
    }

    /** The override's text, when the ruleset takes one and the workspace has a readable, ordinary file. */
    public static Optional<String> read(Path scenarioFile, Ruleset rules) {
        if (rules.option(OPTION).isEmpty()) return Optional.empty();
        Path file = file(scenarioFile, rules);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        ReadResult<String> text = InputText.read(file);
        return text.ok() && !text.value().isBlank() ? Optional.of(text.value()) : Optional.empty();
    }

    /** The scenario with the workspace's override as its option, unless it sets the option itself. */
    public static Scenario under(Scenario scenario, Path scenarioFile, Ruleset rules) {
        if (scenario.options().containsKey(OPTION)) return scenario;
        Optional<String> text = read(scenarioFile, rules);
        if (text.isEmpty()) return scenario;
        Map<String, Object> options = new LinkedHashMap<>(scenario.options());
        options.put(OPTION, text.get());
        return new Scenario(scenario.id(), scenario.title(), scenario.ruleset(), scenario.description(), options,
                scenario.table(), scenario.sides(), scenario.objectives(), scenario.turns());
    }
}
