package org.vedette.ui.internal.parts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.vedette.core.dice.DiceException;
import org.vedette.core.game.Game;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.ui.game.TurnFollowUp;
import org.vedette.ui.internal.model.DiceDraft;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.HouseRules;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.io.WorkspaceTables;
import org.vedette.ui.internal.model.Words;

import jakarta.inject.Inject;

/**
 * The referee's game moves outside the Action Resolver — New Game, Open,
 * Next, Undo, Close — as the Game menu, the Workspace part and the Turn part
 * make them: the dice the preference names, the game log, the Turn part
 * brought up, and a message (never a stack trace) when a file cannot be
 * begun, read or written. The game itself is {@link OpenGame}.
 */
@Creatable
public final class GamePlay {
    /** The Turn part's id in the application model. */
    public static final String TURN_PART = "org.vedette.ui.part.turn";
    /** Set as the New Game dialog's shell data under this key, so tests can find it. */
    public static final String NEW_GAME_KEY = "vedette.newGame";
    /** Where new games go in the workspace unless the referee names another folder. */
    static final String GAMES_FOLDER = "games";
    static final String EXTENSION = ".game";

    @Inject private OpenGame game;
    @Inject private GameLog log;
    @Inject private RulesetShelf shelf;
    @Inject private WorkspaceFolder folder;
    @Inject private MApplication app;
    @Inject @Preference(nodePath = DiceSetting.NODE) private IEclipsePreferences preferences;

    private final SplittableRandom seeds = new SplittableRandom();

    /** Asks for the game file's name, then begins the game; false when cancelled or refused. */
    public boolean newGame(Shell shell, Path scenario) {
        InputDialog ask = new InputDialog(shell, "New Game", "A game of " + relative(scenario) + ".\n\nThe game"
                + " file (its journal) to create, in the workspace folder:", suggestedName(scenario),
                name -> checkName(name)) {
            @Override
            protected void configureShell(Shell s) {
                super.configureShell(s);
                s.setData(NEW_GAME_KEY, Boolean.TRUE);
            }
        };
        if (ask.open() != Window.OK) return false;
        return begin(shell, scenario, ask.getValue());
    }

    /**
     * Begins a game of the scenario in the file named (relative to the
     * workspace folder; ".game" is added when the name has no extension),
     * with the dice the preference names, as {@code vedette game new} does.
     */
    public boolean begin(Shell shell, Path scenario, String name) {
        String problem = checkName(name);
        if (problem != null) {
            MessageDialog.openError(shell, "New Game", problem);
            return false;
        }
        Path file = gamePath(name);
        try {
            OpenGame.Beginning read = OpenGame.prepare(scenario, shelf.catalog());
            // The referee's house rules fill what the scenario leaves open; the journal keeps the result.
            Map<String, Object> house = HouseRules.of(preferences, read.rules());
            // The workspace's table overrides (tables/RULESET.json) likewise, where the ruleset takes them.
            Map<String, Object> options = house;
            Optional<String> tables = WorkspaceTables.read(scenario, read.rules());
            if (tables.isPresent()) {
                options = new LinkedHashMap<>(house);
                options.putIfAbsent(WorkspaceTables.OPTION, tables.get());
            }
            OpenGame.Beginning beginning = read.withHouseRules(options);
            RefereeDice dice = RefereeDice.of(enteredDice(), shell, seeds, "New Game: " + relative(scenario)
                    + " begins", beginning.trial());
            Game.Played begun = game.begin(beginning, file, shelf.catalog(), dice.source());
            Map<String, Object> inputs = new LinkedHashMap<>();
            inputs.put("scenario", relative(scenario));
            List<String> houseRules = HouseRules.describe(read.rules(), read.scenario(), house);
            if (!houseRules.isEmpty()) inputs.put("house rules", String.join("; ", houseRules));
            if (tables.isPresent()) inputs.put("tables", relative(WorkspaceTables.file(scenario, read.rules())));
            log.add(new LogEntry(Instant.now(), relative(file), game.rules().info().id(), "Begin",
                    inputs, dice.describe(begun.outcome()), begun.outcome(), null));
            folder.refresh();
            showTurn();
            // The beginning is the first press of OSOTH's Initiative/Event button: it may give an event too.
            followUp(shell);
            return true;
        } catch (OpenGame.GameFileException e) {
            MessageDialog.openError(shell, "New Game", e.getMessage());
        } catch (DiceForm.Cancelled | DiceException e) {
            MessageDialog.openInformation(shell, "New Game", "The game was not begun: " + e.getMessage() + ".");
        }
        return false;
    }

    /** Opens a game file in the Turn part, replaying its journal; false (with a message) when it cannot. */
    public boolean open(Shell shell, Path file) {
        try {
            game.open(file, shelf.catalog());
            showTurn();
            return true;
        } catch (OpenGame.GameFileException e) {
            if (shell != null) MessageDialog.openError(shell, "Open Game", e.getMessage());
            return false;
        }
    }

    /**
     * The turn moves on (Game.advance), with the dice the preference names;
     * then the {@link TurnFollowUp} in the context, if any, does what the new
     * step asks of it (as it does after New Game's beginning).
     */
    public Outcome next(Shell shell) {
        if (!game.isOpen()) return null;
        try {
            RefereeDice dice = RefereeDice.of(enteredDice(), shell, seeds, "Next: the turn moves on",
                    game.advanceTrial());
            Game.Played p = game.advance(dice.source());
            log.add(new LogEntry(Instant.now(), relative(game.file()), game.rules().info().id(), "Next", Map.of(),
                    dice.describe(p.outcome()), p.outcome(), null));
            followUp(shell);
            return p.outcome();
        } catch (OpenGame.GameFileException e) {
            MessageDialog.openError(shell, "Next", e.getMessage());
        } catch (DiceForm.Cancelled | DiceException e) {
            MessageDialog.openInformation(shell, "Next", "The turn did not move on: " + e.getMessage() + ".");
        }
        return null;
    }

    /** What the step the turn moved into asks of another bundle (OSOTH's event, drawn by the scenario generator). */
    private void followUp(Shell shell) {
        TurnFollowUp followUp = app.getContext().get(TurnFollowUp.class);
        if (followUp != null) followUp.turnMovedOn(shell);
    }

    /**
     * The referee's hand: the Referee form (a hit rolled on the ruleset's
     * tables, a status, a mark, a figure added or removed), then the dice the
     * preference names; one journal entry, shown as the referee's, undone
     * with Undo Move. What the ruleset does not allow is said, and changes nothing.
     */
    public Outcome referee(Shell shell) {
        if (!game.isOpen()) return null;
        RefereeDialog form = new RefereeDialog(shell, game.rules(), game.state());
        if (form.open() != Window.OK) return null;
        return referee(shell, form.request());
    }

    /** The referee's action asked for, thrown with the dice the preference names. */
    Outcome referee(Shell shell, ActionRequest request) {
        String rules = game.rules().info().id();
        try {
            RefereeDice dice = RefereeDice.of(enteredDice(), shell, seeds, "Referee: " + request.action(),
                    game.refereeTrial(request));
            Game.Played p = game.referee(request, dice.source());
            log.add(new LogEntry(Instant.now(), relative(game.file()), rules, "Referee",
                    Map.of("move", Words.move(game.rules(), p.entry(), game.state())), dice.describe(p.outcome()),
                    p.outcome(), null));
            return p.outcome();
        } catch (OpenGame.GameFileException | DiceException e) {
            MessageDialog.openError(shell, "Referee", e.getMessage());
        } catch (IllegalActionException e) {
            MessageDialog.openError(shell, "Referee", "Refused: " + e.explain());
        } catch (DiceForm.Cancelled e) {
            // The referee thought better of it: nothing changes.
        }
        return null;
    }

    /** Makes the last move taken back again, with its recorded dice. */
    public Outcome redo(Shell shell) {
        if (!game.canRedo()) return null;
        JournalEntry entry = game.redoable();
        String rules = game.rules().info().id();
        RefereeDice dice = RefereeDice.recorded(entry.faces());
        try {
            Game.Played p = game.redo();
            log.add(new LogEntry(Instant.now(), relative(game.file()), rules, "Redo",
                    Map.of("move", Words.move(game.rules(), entry, game.state())), dice.describe(p.outcome()), p.outcome(),
                    null));
            return p.outcome();
        } catch (OpenGame.GameFileException | DiceException e) {
            MessageDialog.openError(shell, "Redo", e.getMessage());
        } catch (IllegalActionException e) {
            MessageDialog.openError(shell, "Redo", "The move cannot be made again: " + e.explain());
        }
        return null;
    }

    /**
     * Corrects the dice of the last move: the form starts from the faces
     * recorded, row by row, and the move is made again with those typed.
     */
    public Outcome correctDice(Shell shell) {
        if (!game.canCorrect()) return null;
        JournalEntry last = game.lastMove();
        String rules = game.rules().info().id();
        try {
            var trial = game.correctionTrial();
            RefereeDice dice = RefereeDice.corrected(shell, "Correct the dice of the last move: "
                    + Words.move(game.rules(), last, game.state()) + " — " + last.headline(), trial,
                    DiceDraft.rows(trial, last.faces()));
            Game.Played p = game.correctLast(dice.source());
            log.add(new LogEntry(Instant.now(), relative(game.file()), rules, "Correct dice",
                    Map.of("move", Words.move(game.rules(), last, game.state()), "was", last.faces().toString()),
                    dice.describe(p.outcome()), p.outcome(), null));
            return p.outcome();
        } catch (OpenGame.GameFileException | DiceException e) {
            MessageDialog.openError(shell, "Correct Dice", e.getMessage());
        } catch (IllegalActionException e) {
            MessageDialog.openError(shell, "Correct Dice", "With these dice the move is refused: " + e.explain());
        } catch (DiceForm.Cancelled e) {
            // The referee thought better of it: the move stands as recorded.
        }
        return null;
    }

    /** Takes back the last move, rewriting the journal without it. */
    public boolean undo(Shell shell) {
        if (!game.isOpen()) return false;
        try {
            String rules = game.rules().info().id();
            JournalEntry undone = game.undo();
            String what = Words.move(game.rules(), undone, game.state());
            log.add(new LogEntry(Instant.now(), relative(game.file()), rules, "Undo", Map.of(), "none",
                    new Outcome("Undone: " + what + " — " + undone.headline(), List.of(), List.of(), List.of()), null));
            return true;
        } catch (OpenGame.GameFileException e) {
            MessageDialog.openError(shell, "Undo", e.getMessage());
            return false;
        }
    }

    /** Closes the game and the Turn part; the journal stays as it is. */
    public void close() {
        game.close();
        EPartService parts = parts();
        MPart turn = parts == null ? null : parts.findPart(TURN_PART);
        if (turn != null && turn.isToBeRendered()) parts.hidePart(turn);
    }

    /**
     * The newest game of the workspace (by the time its journal was last
     * written), opened quietly; what the workbench does once its window is up,
     * so a game in progress is where the referee left it.
     */
    public void resumeNewest() {
        if (game.isOpen()) return;
        List<WorkspaceFile> games = folder.files(FileKind.GAME);
        WorkspaceFile newest = null;
        long newestTime = Long.MIN_VALUE;
        for (WorkspaceFile f : games) {
            try {
                long t = Files.getLastModifiedTime(f.path()).toMillis();
                if (t > newestTime) {
                    newest = f;
                    newestTime = t;
                }
            } catch (java.io.IOException e) {
                // Gone meanwhile: not a game to resume.
            }
        }
        if (newest != null) open(null, newest.path());
    }

    /** Why the name cannot be a new game file, or null when it can. */
    public String checkName(String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty()) return "Name the game file.";
        Path p = gamePath(n);
        if (!p.startsWith(folder.root())) return "The game file must be inside the workspace folder.";
        if (p.getFileName().toString().startsWith(".")) return "Names starting with a dot are hidden files.";
        if (Files.exists(p)) return "There is already a file " + relative(p) + "; a journal is never overwritten.";
        return null;
    }

    /** The file a name stands for: relative to the workspace folder, ".game" added when it has no extension. */
    public Path gamePath(String name) {
        String n = name.strip();
        String last = n.substring(n.lastIndexOf('/') + 1);
        if (!last.contains(".")) n = n + EXTENSION;
        return folder.root().resolve(n).toAbsolutePath().normalize();
    }

    /** "games/the-monastery-door.game", or "-2", "-3" … after it when that is taken. */
    String suggestedName(Path scenario) {
        String stem = scenario.getFileName().toString().replaceFirst("\\.[^.]*$", "").toLowerCase(Locale.ROOT);
        String name = GAMES_FOLDER + "/" + stem + EXTENSION;
        for (int i = 2; Files.exists(gamePath(name)); i++) {
            name = GAMES_FOLDER + "/" + stem + "-" + i + EXTENSION;
        }
        return name;
    }

    private boolean enteredDice() {
        return DiceSetting.entered(preferences.get(DiceSetting.KEY, DiceSetting.COMPUTER));
    }

    private String relative(Path p) {
        Path a = p.toAbsolutePath().normalize();
        return a.startsWith(folder.root()) ? folder.root().relativize(a).toString() : a.toString();
    }

    private void showTurn() {
        EPartService parts = parts();
        if (parts != null) parts.showPart(TURN_PART, PartState.ACTIVATE);
    }

    private EPartService parts() {
        if (app.getChildren().isEmpty()) return null;
        return app.getChildren().get(0).getContext().get(EPartService.class);
    }
}
