package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.vedette.ui.internal.handlers.ShowPartHandler;
import org.vedette.io.JournalFile;
import org.vedette.io.RulesetCatalog;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.TableSetting;
import org.vedette.ui.internal.parts.ActionResolverPart;
import org.vedette.ui.internal.parts.PreferencesDialog;

/**
 * At the table (issue 17, point 9): a part closed is reopened from the Window
 * menu; the game's moves have keys (F6 Next, F7 Undo Move, F8 Redo Move,
 * Ctrl+N New Game); Enter in the Action Resolver takes the action.
 */
class WindowAndKeysTest {
    @AfterEach
    void clear() {
        Games.clear();
        Workbench.partService().showPart(Workbench.RESOLVER, org.eclipse.e4.ui.workbench.modeling.EPartService.PartState.VISIBLE);
    }

    @Test
    void aClosedPartComesBackFromTheWindowMenu() {
        MPart resolver = Workbench.partService().findPart(Workbench.RESOLVER);
        Workbench.partService().hidePart(resolver);
        Workbench.spin();
        assertFalse(resolver.isToBeRendered() && resolver.isVisible() && resolver.getWidget() != null
                && Workbench.partService().isPartVisible(resolver), "the resolver was closed");

        ECommandService commands = Workbench.context().get(ECommandService.class);
        EHandlerService handlers = Workbench.context().get(EHandlerService.class);
        Map<String, Object> parameters = new HashMap<>();
        parameters.put(ShowPartHandler.PART, Workbench.RESOLVER);
        ParameterizedCommand show = commands.createCommand("org.vedette.ui.command.show.part", parameters);
        handlers.executeHandler(show);
        Workbench.spin();
        assertTrue(Workbench.partService().isPartVisible(resolver), "Window ▸ Action Resolver shows it again");
        assertTrue(resolver.isCloseable(), "and the referee may close it");
    }

    /**
     * The keys the application model binds in windows. (Read from the model
     * file: the test runtime's compatibility layer replaces the binding
     * tables with its own, which the product does not have.)
     */
    @Test
    void theGamesMovesHaveKeys() throws Exception {
        String model;
        try (var in = FrameworkUtil.getBundle(ActionResolverPart.class).getEntry("Application.e4xmi").openStream()) {
            model = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        Map<String, String> keys = new HashMap<>();
        var binding = java.util.regex.Pattern.compile("<bindings [^>]*keySequence=\"([^\"]+)\" command=\"([^\"]+)\"")
                .matcher(model);
        while (binding.find()) keys.put(binding.group(2), binding.group(1));
        assertEquals("F6", keys.get("_cmd_game_next"), keys.toString());
        assertEquals("F7", keys.get("_cmd_game_undo"));
        assertEquals("F8", keys.get("_cmd_game_redo"));
        assertEquals("M1+N", keys.get("_cmd_game_new"));
        assertEquals("F11", keys.get("_cmd_table_layout"));
    }

    @Test
    void theTableLayoutShowsTheTurnAndTheResolverAloneInLargeType() {
        ActionResolverPart resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        int normal = resolver.typeHeight();
        MUIElement left = Workbench.modelService().find("org.vedette.ui.stack.left", Workbench.application());
        MUIElement bottom = Workbench.modelService().find("org.vedette.ui.stack.bottom", Workbench.application());
        execute("org.vedette.ui.command.table.layout", Map.of());
        assertFalse(left.isVisible(), "the workspace and rulesets step aside");
        assertFalse(bottom.isVisible(), "so do the problems and the game log");
        assertTrue(resolver.typeHeight() > normal, resolver.typeHeight() + " against " + normal);
        execute("org.vedette.ui.command.table.layout", Map.of());
        assertTrue(left.isVisible());
        assertTrue(bottom.isVisible());
        assertEquals(normal, resolver.typeHeight());
    }

    @Test
    void preferencesChooseTheDiceAndTheQuestionBeforeFriendlyFire() {
        ActionResolverPart resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.useEnteredDice(false);
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(DiceSetting.NODE);
        PreferencesDialog dialog = preferences(node);
        dialog.open();
        dialog.choose(true, false);
        dialog.ok();
        Workbench.spin();
        assertEquals(DiceSetting.ENTERED, node.get(DiceSetting.KEY, null));
        assertEquals("false", node.get(TableSetting.ASK_FRIENDLY_FIRE, null));
        assertTrue(resolver.usesEnteredDice(), "the resolver follows the preference");
        node.putBoolean(TableSetting.ASK_FRIENDLY_FIRE, true);
        resolver.useEnteredDice(false);
    }

    private static PreferencesDialog preferences(IEclipsePreferences node) {
        PreferencesDialog dialog = new PreferencesDialog((Shell) Workbench.window().getWidget(), node,
                Workbench.context().get(RulesetShelf.class).rulesets());
        dialog.setBlockOnOpen(false);
        return dialog;
    }

    /**
     * Default options: a house rule fills what the scenario leaves open (the
     * Monastery Door says nothing of horsemen), the scenario's own choice
     * stands (it sets the weather clear), and the journal keeps the options
     * the game began with.
     */
    @Test
    void houseRulesFillWhatTheScenarioLeavesOpen() {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(DiceSetting.NODE);
        PreferencesDialog dialog = preferences(node);
        dialog.open();
        dialog.houseRule("sharpe", "horsemen", Boolean.TRUE);
        dialog.houseRule("sharpe", "weather", "rain");
        dialog.ok();
        Workbench.spin();
        assertEquals("true", node.get("option.sharpe.horsemen", null));
        try {
            Games.resolver();
            Path game = Games.begin("scenarios/the-monastery-door.json", "games/house.game", 6, 5, 4, 2, 6, 5, 4, 2);
            Map<String, Object> options = JournalFile.load(game, RulesetCatalog.of(Games.open().rules())).value()
                    .scenario().options();
            assertEquals(Boolean.TRUE, options.get("horsemen"), "the house rule: " + options);
            assertEquals("clear", options.get("weather"), "the scenario's own choice: " + options);
            assertEquals(Boolean.TRUE, Games.open().state().options().get("horsemen"));
            List<LogEntry> log = Workbench.context().get(GameLog.class).entries();
            assertEquals("Horsemen: on", log.get(log.size() - 1).inputs().get("house rules"));
        } finally {
            Games.clear();
            PreferencesDialog reset = preferences(node);
            reset.open();
            reset.houseRule("sharpe", "horsemen", null);
            reset.houseRule("sharpe", "weather", null);
            reset.ok();
            Workbench.spin();
        }
        assertEquals(null, node.get("option.sharpe.horsemen", null), "the book's default again");
    }

    private static void execute(String command, Map<String, Object> parameters) {
        ECommandService commands = Workbench.context().get(ECommandService.class);
        EHandlerService handlers = Workbench.context().get(EHandlerService.class);
        handlers.executeHandler(commands.createCommand(command, parameters));
        Workbench.spin();
    }

    @Test
    void enterInTheResolverTakesTheAction() {
        ActionResolverPart resolver = Games.shotAtTheTable();
        String before = resolver.outcomeText();
        Event enter = new Event();
        enter.detail = SWT.TRAVERSE_RETURN;
        enter.doit = true;
        resolver.field("range").control().notifyListeners(SWT.Traverse, enter);
        Workbench.waitUntil("Enter to take the action; the outcome was: " + before, java.time.Duration.ofSeconds(5),
                () -> resolver.outcomeText().startsWith("50th (West Kent) Foot shoots at 39e de Ligne"));
        assertFalse(enter.doit, "Enter goes to the action, not to the dialog's default button");
    }
}
