package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.EclipseContextFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.junit.jupiter.api.AfterEach;
import org.eclipse.swt.widgets.Combo;
import org.junit.jupiter.api.Test;
import org.vedette.io.Diagnostic;
import org.vedette.ui.internal.handlers.RevertHandler;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.EditorPart;
import org.vedette.ui.internal.parts.Editors;
import org.vedette.ui.internal.parts.ProblemsPart;

/**
 * The editor on game night: Quit asks about the editors that are open and
 * dirty and no others, and each answer does what it says once.
 */
class EditorAndProblemsTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Path BRITISH = Workbench.workspace().resolve("rosters/british.json");
    private static final Path FRENCH = Workbench.workspace().resolve("rosters/french.json");

    /** The platform's save question, by its title. */
    private static final java.util.function.Predicate<String> SAVE = t -> t.startsWith("Save");

    private final List<Path> restore = new java.util.ArrayList<>();
    private final java.util.Map<Path, String> originals = new java.util.HashMap<>();

    @AfterEach
    void putBack() throws Exception {
        Workbench.stopAnswering();
        EPartService parts = Workbench.partService();
        for (Path p : restore) {
            // Hidden editors too: a failing test may leave one behind, dirty.
            for (MPart part : parts.getParts()) {
                if (p.toAbsolutePath().normalize().toString().equals(part.getPersistedState().get(Editors.FILE))) {
                    part.setDirty(false);
                    parts.hidePart(part, true);
                }
            }
            if (originals.containsKey(p)) {
                Files.writeString(p, originals.get(p), StandardCharsets.UTF_8);
            } else {
                // A file the test made: gone again, with its folder when empty.
                Files.deleteIfExists(p);
                try (var left = Files.list(p.getParent())) {
                    if (left.findAny().isEmpty()) Files.delete(p.getParent());
                }
            }
        }
        Workbench.spin();
    }

    @Test
    void quitDoesNotAskAboutAnEditorClosedWithDontSave() throws Exception {
        EditorPart editor = edit(BRITISH);
        MPart part = Editors.find(Workbench.partService(), BRITISH).orElseThrow();
        // Closed as its tab's ✕ closes it: the save question, answered Don't Save, then hidden.
        List<List<String>> closing = Workbench.press(SAVE, "Don't Save");
        assertTrue(Workbench.partService().savePart(part, true));
        Workbench.partService().hidePart(part);
        Workbench.stopAnswering();
        assertEquals(1, closing.size(), "closing asked once: " + closing);
        assertTrue(closing.get(0).toString().contains("british.json"), closing.toString());
        assertTrue(editor.textWidget().isDisposed(), "the editor is closed");

        List<List<String>> quitting = Workbench.press(SAVE, "Cancel");
        assertTrue(quit(), "Quit closes the workbench");
        assertEquals(List.of(), quitting, "Quit asks about no closed editor");
        assertEquals(originals.get(BRITISH), Files.readString(BRITISH, StandardCharsets.UTF_8));
    }

    @Test
    void quitWithADirtyEditorSavesOnSave() throws Exception {
        EditorPart editor = edit(FRENCH);
        List<List<String>> asked = Workbench.press(SAVE, "Save");
        assertTrue(quit(), "Save, then quit");
        assertEquals(1, asked.size(), "asked once: " + asked);
        assertTrue(asked.get(0).toString().contains("french.json"), asked.toString());
        assertFalse(editor.isDirty());
        assertEquals(editor.textWidget().getText(), Files.readString(FRENCH, StandardCharsets.UTF_8));
    }

    @Test
    void quitWithADirtyEditorLeavesTheFileOnDontSaveAndStaysOnCancel() throws Exception {
        EditorPart editor = edit(FRENCH);
        List<List<String>> cancelled = Workbench.press(SAVE, "Cancel");
        assertFalse(quit(), "Cancel: the workbench stays");
        Workbench.stopAnswering();
        assertEquals(1, cancelled.size(), "asked once: " + cancelled);
        assertTrue(editor.isDirty(), "the edit is still there to save");

        List<List<String>> dropped = Workbench.press(SAVE, "Don't Save");
        assertTrue(quit(), "Don't Save, then quit");
        assertEquals(1, dropped.size(), "asked once: " + dropped);
        assertEquals(originals.get(FRENCH), Files.readString(FRENCH, StandardCharsets.UTF_8));
    }

    @Test
    void aRostersProblemIsListedOnTheRosterAndNotedOnTheScenarioLineThatNamesIt() throws Exception {
        Path scenario = Workbench.workspace().resolve("scenarios/bridge-at-almaraz.json");
        String scenarioText = Files.readString(scenario, StandardCharsets.UTF_8);
        int namesRoster = lineOf(scenarioText, "\"../rosters/british.json\"");
        EditorPart scenarioEditor = Editors.open(Workbench.partService(), Workbench.modelService(),
                Workbench.application(), scenario, 0);
        keep(BRITISH);
        String bad = originals.get(BRITISH).replaceFirst("\"quality\": \"trained\"", "\"quality\": \"green-ish\"");
        int badLine = lineOf(bad, "green-ish");
        Files.writeString(BRITISH, bad, StandardCharsets.UTF_8);

        ProblemsPart problems = Workbench.part(Workbench.PROBLEMS, ProblemsPart.class);
        Workbench.waitUntil("the roster's problem in Problems", WAIT, () -> !shown(problems, BRITISH).isEmpty());
        List<String> onRoster = shown(problems, BRITISH);
        assertEquals(1, onRoster.size(), onRoster.toString());
        assertTrue(onRoster.get(0).startsWith(badLine + ": error: ") && onRoster.get(0).contains("green-ish"),
                onRoster.toString());

        List<String> onScenario = shown(problems, scenario);
        assertTrue(onScenario.stream().noneMatch(p -> p.contains("green-ish") && !p.contains("its roster")),
                "the roster's line is not listed against the scenario: " + onScenario);
        assertTrue(onScenario.contains(namesRoster + ": error: its roster rosters/british.json has 1 problem, the"
                + " first on line " + badLine + ": " + onRoster.get(0).substring((badLine + ": error: ").length())),
                "noted where the scenario names the roster: " + onScenario);
        Workbench.waitUntil("the scenario's editor to agree with Problems", WAIT,
                () -> marked(scenarioEditor).equals(shown(problems, scenario)));
        EditorPart rosterEditor = Editors.open(Workbench.partService(), Workbench.modelService(),
                Workbench.application(), BRITISH, 0);
        assertEquals(onRoster, marked(rosterEditor), "the roster's editor lists what Problems lists");
    }

    /**
     * A misspelled mark in a request's situation ("fight" for Sharpe's
     * "fights") is an error in Problems and in the file's editor, at its line,
     * with the ruleset's own name for it offered.
     */
    @Test
    void aMisspelledMarkIsAProblemAtItsLine() throws Exception {
        Path request = Workbench.workspace().resolve("requests-under-test/misspelled-mark.json");
        Files.createDirectories(request.getParent());
        restore.add(request);
        String text = """
                { "format": "vedette.request", "version": 1,
                  "ruleset": "sharpe", "action": "attack",
                  "inputs": {"actor": "volt", "target": "sharpe", "from": "right", "defence": "riposte"},
                  "situation": { "options": {},
                    "actors": [
                      {"id": "sharpe", "name": "Capt Sharpe", "side": "british", "profile": {"I": 6, "D": 5, "S": 5, "C": 6, "F": 7},
                       "weapons": ["baker-rifle", "sword"], "marks": {"fight": 1}},
                      {"id": "volt", "name": "Voltigeur Dubois", "side": "french", "profile": {"I": 3, "D": 3, "S": 3, "C": 3, "F": 6},
                       "weapons": ["musket", "bayonet"]} ],
                    "turn": {"round": 1, "side": "french", "actors": ["volt"]} } }
                """;
        Files.writeString(request, text, StandardCharsets.UTF_8);
        int line = lineOf(text, "\"fight\"");
        Workbench.context().get(WorkspaceFolder.class).refresh();
        ProblemsPart problems = Workbench.part(Workbench.PROBLEMS, ProblemsPart.class);
        Workbench.waitUntil("the request's problem in Problems", WAIT, () -> !shown(problems, request).isEmpty());
        List<String> listed = shown(problems, request);
        assertTrue(listed.stream().anyMatch(p -> p.startsWith(line + ": error: ") && p.contains("'fight'")
                && p.contains("'fights'")), "the unknown mark, at its line, with the ruleset's name offered: " + listed);
        EditorPart editor = Editors.open(Workbench.partService(), Workbench.modelService(), Workbench.application(),
                request, 0);
        Workbench.waitUntil("the editor to agree with Problems", WAIT, () -> marked(editor).equals(shown(problems, request)));
    }

    @Test
    void revertAsksBeforeDroppingTheEdits() throws Exception {
        EditorPart editor = edit(FRENCH);
        String edited = editor.textWidget().getText();
        List<List<String>> kept = Workbench.press(RevertHandler.TITLE::equals, "Cancel");
        assertTrue(command("org.vedette.ui.command.revert"));
        Workbench.stopAnswering();
        assertEquals(1, kept.size(), "asked once: " + kept);
        assertTrue(kept.get(0).contains("Discard your changes to french.json and go back to the file as saved?"),
                kept.toString());
        assertEquals(edited, editor.textWidget().getText(), "Cancel keeps the edits");
        assertTrue(editor.isDirty());

        List<List<String>> dropped = Workbench.press(RevertHandler.TITLE::equals, "Discard Changes");
        assertTrue(command("org.vedette.ui.command.revert"));
        Workbench.stopAnswering();
        assertEquals(1, dropped.size(), "asked once: " + dropped);
        assertEquals(originals.get(FRENCH), editor.textWidget().getText());
        assertFalse(editor.isDirty());
        assertFalse(command("org.vedette.ui.command.revert"), "nothing to revert, nothing asked");
    }

    @Test
    void theResolverSeesASavedChangeToItsScenarioWithoutReset() throws Exception {
        Path scenario = Workbench.workspace().resolve("scenarios/bridge-at-almaraz.json");
        ActionResolverPart resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.selectScenario(scenario);
        resolver.selectAction("shoot");
        assertTrue(actors(resolver).contains("50th (West Kent) Foot — british"), actors(resolver).toString());

        keep(BRITISH);
        EditorPart editor = Editors.open(Workbench.partService(), Workbench.modelService(), Workbench.application(),
                BRITISH, 0);
        String name = "50th (West Kent) Foot";
        editor.textWidget().replaceTextRange(editor.textWidget().getText().indexOf(name), name.length(),
                "50th (Queen's Own) Foot");
        editor.save();
        Workbench.waitUntil("the resolver to offer the unit as saved", WAIT,
                () -> actors(resolver).contains("50th (Queen's Own) Foot — british"));
        assertFalse(actors(resolver).contains("50th (West Kent) Foot — british"), actors(resolver).toString());
    }

    private static List<String> actors(ActionResolverPart resolver) {
        return List.of(((Combo) resolver.field("actor").control()).getItems());
    }

    private static boolean command(String id) {
        return Workbench.command(id);
    }

    /** Opens a file and types into it; the file is put back after the test. */
    private EditorPart edit(Path file) throws Exception {
        keep(file);
        EditorPart editor = Editors.open(Workbench.partService(), Workbench.modelService(), Workbench.application(),
                file, 0);
        editor.textWidget().replaceTextRange(0, 0, " ");
        assertTrue(editor.isDirty());
        return editor;
    }

    private void keep(Path file) throws Exception {
        originals.put(file, Files.readString(file, StandardCharsets.UTF_8));
        restore.add(file);
    }

    /** What the Problems part lists for a file, as "line: severity: message". */
    private static List<String> shown(ProblemsPart part, Path file) {
        return part.shown().stream().filter(p -> p.file().path().equals(file.toAbsolutePath().normalize()))
                .map(p -> describe(p.diagnostic())).toList();
    }

    /** What an editor marks, in the same words. */
    private static List<String> marked(EditorPart editor) {
        return editor.diagnostics().stream().map(EditorAndProblemsTest::describe).toList();
    }

    private static String describe(Diagnostic d) {
        return d.line() + ": " + d.severity().label() + ": " + d.message();
    }

    static int lineOf(String text, String needle) {
        int i = text.indexOf(needle);
        assertTrue(i >= 0, needle);
        return (int) text.substring(0, i).chars().filter(c -> c == '\n').count() + 1;
    }

    /**
     * Runs File ▸ Quit's handler as its menu item does, with a workbench that
     * only notes that it was told to close (the tests' workbench has to stay up).
     */
    private static boolean quit() {
        boolean[] closed = { false };
        IWorkbench workbench = (IWorkbench) Proxy.newProxyInstance(IWorkbench.class.getClassLoader(),
                new Class<?>[] { IWorkbench.class }, (proxy, method, args) -> switch (method.getName()) {
                    case "close" -> closed[0] = true;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
        IEclipseContext with = EclipseContextFactory.create("quit");
        with.set(IWorkbench.class, workbench);
        var command = Workbench.context().get(ECommandService.class).createCommand("org.vedette.ui.command.quit", null);
        Workbench.context().get(EHandlerService.class).executeHandler(command, with);
        with.dispose();
        Workbench.spin();
        return closed[0];
    }
}
