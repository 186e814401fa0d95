package org.vedette.io;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.vedette.core.model.Scenario;
import org.vedette.core.rules.OptionProblem;
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
    private static final String PREFIX = "vedette.";
    private static final String SUFFIX = "-tables";
    private static final Pattern FORMAT = Pattern.compile("\"format\"\\s*:\\s*\"([^\"]*)\"");

    private WorkspaceTables() {
    }

    /** The override file of this ruleset in the scenario's workspace. */
    public static Path file(Path scenarioFile, Ruleset rules) {
        return fileIn(RosterAccess.workspaceOf(scenarioFile), rules);
    }

    /** The override file of this ruleset in a workspace: {@code tables/RULESET.json} under its root. */
    public static Path fileIn(Path workspace, Ruleset rules) {
        return workspace.resolve("tables").resolve(rules.info().id() + ".json");
    }

    /** The override's text, when the ruleset takes one and the workspace has a readable, ordinary file. */
    public static Optional<String> read(Path scenarioFile, Ruleset rules) {
        return readIn(RosterAccess.workspaceOf(scenarioFile), rules);
    }

    /** The override's text in a workspace, when the ruleset takes one and it has a readable, ordinary file. */
    public static Optional<String> readIn(Path workspace, Ruleset rules) {
        if (rules.option(OPTION).isEmpty()) return Optional.empty();
        Path file = fileIn(workspace, rules);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        ReadResult<String> text = InputText.read(file);
        return text.ok() && !text.value().isBlank() ? Optional.of(text.value()) : Optional.empty();
    }

    /** Whether a document's format names a ruleset's tables: {@code vedette.RULESET-tables}. */
    public static boolean isTablesFormat(String format) {
        return format != null && format.startsWith(PREFIX) && format.endsWith(SUFFIX)
                && format.length() > PREFIX.length() + SUFFIX.length();
    }

    /**
     * Checks a tables document ({@code tables/osoth.json}) as its ruleset will
     * read it in a game: every problem at its line and column in the file.
     *
     * @param name the file's name in diagnostics
     * @return the text, or every problem
     */
    public static ReadResult<String> parse(String text, String name, RulesetCatalog catalog) {
        Matcher m = FORMAT.matcher(text);
        if (!m.find() || !isTablesFormat(m.group(1))) {
            return ReadResult.of(null, List.of(new Diagnostic(name, 1, 1, Severity.ERROR,
                    "a tables document names its ruleset in its format: \"format\": \"vedette.RULESET-tables\"")));
        }
        String format = m.group(1);
        String id = format.substring(PREFIX.length(), format.length() - SUFFIX.length());
        int line = 1 + (int) text.substring(0, m.start(1)).chars().filter(c -> c == '\n').count();
        int column = m.start(1) - text.lastIndexOf('\n', m.start(1) - 1);
        Optional<Ruleset> rules = catalog.find(id);
        if (rules.isEmpty()) {
            return ReadResult.of(null, List.of(new Diagnostic(name, line, column, Severity.ERROR,
                    "no ruleset '" + id + "' is installed to read these tables (installed: "
                            + String.join(", ", catalog.ids()) + ")")));
        }
        if (rules.get().option(OPTION).isEmpty()) {
            return ReadResult.of(null, List.of(new Diagnostic(name, line, column, Severity.ERROR,
                    rules.get().info().name() + " takes no table overrides")));
        }
        List<Diagnostic> found = new ArrayList<>();
        for (OptionProblem p : rules.get().checkOption(OPTION, text)) {
            found.add(new Diagnostic(name, p.line(), p.column(), Severity.ERROR, p.message()));
        }
        return ReadResult.of(text, found);
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
