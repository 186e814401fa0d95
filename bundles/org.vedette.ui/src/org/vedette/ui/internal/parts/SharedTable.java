package org.vedette.ui.internal.parts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.game.Game;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.ui.game.TableGame;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.model.Words;

/**
 * The shell's side of {@link TableGame}: the open game ({@link OpenGame}),
 * the referee's dice ({@link RefereeDice}, as the dice preference says), the
 * Game Log and the Action Resolver, for the NPC AI's part.
 */
public final class SharedTable implements TableGame {
    /** The Action Resolver's id in the application model. */
    static final String RESOLVER_PART = "org.vedette.ui.part.resolver";
    private static final String TITLE = "NPC AI";

    private final OpenGame game;
    private final GameLog log;
    private final WorkspaceFolder folder;
    private final IEclipseContext app;
    private final SplittableRandom seeds = new SplittableRandom();

    public SharedTable(OpenGame game, GameLog log, WorkspaceFolder folder, IEclipseContext app) {
        this.game = game;
        this.log = log;
        this.folder = folder;
        this.app = app;
    }

    @Override
    public Game game() {
        return game.game();
    }

    @Override
    public Scenario scenario() {
        return game.isOpen() ? game.journal().scenario() : null;
    }

    @Override
    public String name() {
        return game.isOpen() ? folder.root().relativize(game.file()).toString() : null;
    }

    @Override
    public void addListener(Runnable listener) {
        game.addListener(listener);
    }

    @Override
    public void removeListener(Runnable listener) {
        game.removeListener(listener);
    }

    @Override
    public boolean enteredDice() {
        // The node the Action Resolver's and the Game menu's choice is kept in (@Preference's instance scope).
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(DiceSetting.NODE);
        return DiceSetting.entered(node.get(DiceSetting.KEY, DiceSetting.COMPUTER));
    }

    @Override
    public Dice dice(Shell shell, String what, Trial trial) {
        try {
            return wrap(RefereeDice.of(enteredDice(), shell, seeds, what, trial::run));
        } catch (DiceForm.Cancelled e) {
            return null;
        }
    }

    private static Dice wrap(RefereeDice dice) {
        return new Dice() {
            @Override
            public DiceSource source() {
                return dice.source();
            }

            @Override
            public String words(Outcome thrown) {
                return dice.describe(thrown);
            }
        };
    }

    @Override
    public List<Outcome> takeAsAi(Shell shell, String what, List<ActionRequest> requests, List<Integer> aiFaces) {
        if (!game.isOpen() || requests.isEmpty()) return List.of();
        Game before = game.game();
        try {
            RefereeDice dice = RefereeDice.of(enteredDice(), shell, seeds, what,
                    d -> playAsAi(before, requests, d, aiFaces, false));
            List<Game.Played> played = playAsAi(before, requests, dice.source(), aiFaces, true);
            List<Outcome> outcomes = new ArrayList<>();
            for (Game.Played p : played) {
                game.take(p);
                logged(p, dice.describe(p.outcome()));
                outcomes.add(p.outcome());
            }
            return outcomes;
        } catch (IllegalActionException e) {
            MessageDialog.openError(shell, TITLE, "Refused: " + e.explain());
        } catch (OpenGame.GameFileException | DiceException e) {
            MessageDialog.openError(shell, TITLE, e.getMessage());
        } catch (DiceForm.Cancelled e) {
            // The referee thought better of it: nothing changes.
        }
        return List.of();
    }

    /** The requests resolved in order on {@code g}, each marked as the AI's, the first with the AI's own faces. */
    private static List<Game.Played> playAsAi(Game g, List<ActionRequest> requests, DiceSource dice,
            List<Integer> aiFaces, boolean explain) throws IllegalActionException {
        List<Game.Played> played = new ArrayList<>();
        for (ActionRequest r : requests) {
            Game.Played p = g.act(r, dice, explain, JournalEntry.By.AI, played.isEmpty() ? aiFaces : List.of());
            played.add(p);
            g = p.game();
        }
        return played;
    }

    @Override
    public void record(List<Game.Played> played, String dice) {
        for (Game.Played p : played) {
            try {
                game.take(p);
            } catch (OpenGame.GameFileException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
            logged(p, dice);
        }
    }

    /** The Game Log's line of a move of the AI's: "AI — Move: 39e de Ligne, …" (Words.move), its dice and outcome. */
    private void logged(Game.Played p, String dice) {
        log.add(new LogEntry(Instant.now(), name(), game.rules().info().id(),
                Words.move(game.rules(), p.entry(), game.state()), Map.of(), dice, p.outcome(), null));
    }

    @Override
    public void change(ActionRequest request, String note) {
        if (!game.isOpen()) return;
        MApplication application = app.get(MApplication.class);
        if (application == null || application.getChildren().isEmpty()) return;
        EPartService parts = application.getChildren().get(0).getContext().get(EPartService.class);
        MPart part = parts.showPart(RESOLVER_PART, PartState.ACTIVATE);
        if (part != null && part.getObject() instanceof ActionResolverPart resolver) resolver.fill(request, note);
    }

    @Override
    public String words(ActionRequest request) {
        return game.isOpen() ? Words.request(game.rules(), request, game.state()) : request.action();
    }
}
