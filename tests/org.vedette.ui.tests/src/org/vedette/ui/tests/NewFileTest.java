package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.ui.internal.handlers.NewFile;
import org.vedette.ui.internal.handlers.NewFileHandler;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.Validation;
import org.vedette.ui.internal.parts.EditorPart;
import org.vedette.ui.internal.parts.Editors;

/**
 * File ▸ New ▸ Scenario…, Roster…, Collection…: the file is written where
 * examples/ keeps its kind, validates with no problem, opens in the editor,
 * and a name already taken is refused with a message.
 */
class NewFileTest {
    private final List<Path> made = new ArrayList<>();

    @AfterEach
    void deleteWhatWasMade() throws Exception {
        Workbench.stopAnswering();
        EPartService parts = Workbench.partService();
        for (Path p : made) {
            Editors.find(parts, p).ifPresent(part -> parts.hidePart(part, true));
            Files.deleteIfExists(p);
        }
        Workbench.spin();
    }

    @Test
    void aNewScenarioIsWrittenValidAndOpened() throws Exception {
        makeAndRefuseAgain("scenario", "Cannot Create the Scenario", "scenarios/skirmish-at-dawn.json", "vedette.scenario");
    }

    @Test
    void aNewRosterIsWrittenValidAndOpened() throws Exception {
        makeAndRefuseAgain("roster", "Cannot Create the Roster", "rosters/skirmish-at-dawn.json", "vedette.roster");
    }

    @Test
    void aNewCollectionIsWrittenValidAndOpened() throws Exception {
        makeAndRefuseAgain("collection", "Cannot Create the Collection", "collection/skirmish-at-dawn.json", "vedette.collection");
    }

    /**
     * Every ruleset's templates validate, and start with a unit the designer
     * can copy: a One Hour unit with its type, a skirmish figure with its
     * profile, quality and weapon as the ruleset has them.
     */
    @Test
    void everyRulesetsTemplatesValidateWithASampleUnit() throws Exception {
        RulesetShelf shelf = Workbench.context().get(RulesetShelf.class);
        Path dir = Files.createTempDirectory("vedette-templates");
        try {
            for (Ruleset r : shelf.rulesets()) {
                for (String kind : List.of("scenario", "roster")) {
                    Path file = dir.resolve(r.info().id() + "-" + kind + ".json");
                    String text = NewFile.templateOf(kind, "sample", r);
                    Files.writeString(file, text, StandardCharsets.UTF_8);
                    assertEquals(List.of(), Validation.check(file, shelf.catalog()), r.info().id() + " " + kind + ":\n" + text);
                    assertTrue(text.contains("\"name\": \"First"), text);
                    for (var f : r.profile().fields()) {
                        if (f.required()) assertTrue(text.contains("\"" + f.id() + "\": "), f.id() + " in " + text);
                    }
                    if (!r.profile().qualities().isEmpty()) {
                        assertTrue(r.profile().qualities().stream().anyMatch(q -> text.contains("\"quality\": \"" + q.id() + "\"")),
                                "a quality of the ruleset's: " + text);
                    }
                }
            }
            Path collection = dir.resolve("collection.json");
            Files.writeString(collection, NewFile.templateOf("collection", "sample", null), StandardCharsets.UTF_8);
            assertEquals(List.of(), Validation.check(collection, shelf.catalog()));
        } finally {
            try (var all = Files.walk(dir)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            }
        }
    }

    private void makeAndRefuseAgain(String kind, String refused, String where, String format) throws Exception {
        Path file = Workbench.workspace().resolve(where).toAbsolutePath().normalize();
        made.add(file);
        Deque<String> names = Workbench.answerText("vedette.newFile", "skirmish-at-dawn");
        newFile(kind);
        assertTrue(names.isEmpty(), "the name was asked for");
        assertTrue(Files.isRegularFile(file), file + " was written");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"format\": \"" + format + "\"") && text.contains("\"id\": \"skirmish-at-dawn\""),
                text);
        List<Diagnostic> problems = Validation.check(file, Workbench.context().get(RulesetShelf.class).catalog());
        assertEquals(List.of(), problems, "the template validates");
        MPart active = Workbench.partService().getActivePart();
        assertTrue(active.getObject() instanceof EditorPart e && e.file().equals(file), "opened in the editor");
        assertEquals(List.of(), ((EditorPart) active.getObject()).diagnostics());

        List<String> said = Workbench.closeMessage(refused);
        Workbench.answerText("vedette.newFile", "skirmish-at-dawn");
        newFile(kind);
        assertTrue(said.contains(where + " exists already: choose another name."), said.toString());
        assertEquals(text, Files.readString(file, StandardCharsets.UTF_8), "the file is as it was");
    }

    private static void newFile(String kind) {
        var command = Workbench.context().get(ECommandService.class).createCommand("org.vedette.ui.command.new",
                Map.of(NewFileHandler.KIND, kind));
        Workbench.context().get(EHandlerService.class).executeHandler(command);
        Workbench.spin();
    }
}
