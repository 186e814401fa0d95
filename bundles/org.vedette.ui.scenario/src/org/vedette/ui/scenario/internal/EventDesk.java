package org.vedette.ui.scenario.internal;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceSource;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.io.Diagnostic;
import org.vedette.io.InputText;
import org.vedette.io.ReadResult;
import org.vedette.rules.osoth.TurnLedger;
import org.vedette.io.tables.TableProblem;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TabletopEvent;
import org.vedette.ui.internal.model.DiceDraft;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.MapMark;
import org.vedette.ui.map.Tape;

import jakarta.inject.Inject;

/**
 * Game ▸ Draw Event's work, without a dialog: the tabletop event of The
 * Other Side of the Hill's Initiative/Event button (ch. X "Tabletop Events")
 * drawn for the open game on the workspace's event tables (the book's, or
 * the referee's override in {@value EventTableReader#WORKSPACE_FILE}, never
 * used when it has a problem), placed around the player force when the game
 * has positions, and journaled through the open game as OSOTH's "event"
 * action — the same entry {@code vedette generate event --record} writes
 * ({@link TabletopEvent#request}), undone by Undo Move — then laid on the
 * Turn part's map.
 */
@Creatable
public final class EventDesk {
    /** Why an event cannot be drawn now, in the referee's words. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /** What {@link TurnLedger#drawn} holds after a press that gave an event. */
    static final String EVENT_DRAWN = "event";

    @Inject private OpenGame game;
    @Inject private WorkspaceFolder folder;
    @Inject private GameLog log;
    @Inject private MapMark mark;

    /** Why Draw Event is refused for the game as it is (none open, another ruleset's), or null when it is not. */
    public String refusal() {
        if (!game.isOpen()) {
            return "No game is open: Draw Event draws a tabletop event for a game of The Other Side of the Hill.";
        }
        if (!TabletopEvent.RULESET.equals(game.state().ruleset())) {
            return game.file().getFileName() + " is a " + game.rules().info().name() + " game: tabletop events are"
                    + " The Other Side of the Hill's (its Initiative/Event button).";
        }
        // The press that ended the game draws nothing: nothing more is played on its table.
        if (game.state().ended()) return "The game is over: " + game.state().ending() + ".";
        return null;
    }

    /**
     * Whether the last press of the Initiative/Event button gave "an event"
     * (OSOTH "Sequence of Play": "If it is an event, place the required
     * models on the tabletop"), as the game's turn ledger keeps it.
     */
    public boolean atEvent() {
        return refusal() == null && game.state().turn() != null
                && game.state().turn().detail() instanceof TurnLedger ledger && EVENT_DRAWN.equals(ledger.drawn());
    }

    /** The workspace's override of the event tables, or null when it has none. */
    public Path override() {
        Path file = folder.root().resolve(EventTableReader.WORKSPACE_FILE);
        return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) ? file : null;
    }

    /** The event tables: the workspace's override when there is one, else the book's. */
    public EventTables tables(EventGenerator generator) throws Refused {
        Path file = override();
        try {
            if (file == null) return generator.tables(null);
            ReadResult<String> text = InputText.read(file);
            if (!text.ok()) {
                throw new Refused(relative(file) + " cannot be read: " + String.join("; ",
                        text.errors().stream().map(Diagnostic::message).toList()) + "; nothing was drawn.");
            }
            return generator.tables(text.value());
        } catch (TablesException e) {
            throw new Refused(relative(file) + " is not a usable event tables override; nothing was drawn:\n"
                    + String.join("\n", problems(relative(file), e)));
        }
    }

    /** A tables override's problems, each "FILE:LINE:COLUMN: message". */
    static List<String> problems(String name, TablesException e) {
        List<String> problems = new ArrayList<>();
        for (TableProblem t : e.problems()) {
            problems.add(name + (t.line() > 0 ? ":" + t.line() + ":" + t.column() : "") + ": " + t.message());
        }
        return problems;
    }

    /** Draws an event for the game as it stands with these dice; nothing changes. */
    public TabletopEvent draw(DiceSource dice) throws Refused {
        String no = refusal();
        if (no != null) throw new Refused(no);
        EventGenerator generator = Services.find(EventGenerator.class);
        if (generator == null) throw new Refused("The scenario generator (org.vedette.scenario) is not running.");
        return TabletopEvent.draw(generator, tables(generator), game.state(), new Dice(dice), null);
    }

    /** The draw tried with some dice, for the dice form: which dice it asks for; nothing changes. */
    public DiceDraft.Trial trial() {
        return dice -> {
            try {
                draw(dice);
            } catch (Refused e) {
                throw new IllegalActionException(null, e.getMessage());
            }
        };
    }

    /**
     * Journals the event through the open game (one entry, its dice in its
     * words), writes it in the game log, and lays where it goes on the Turn
     * part's map.
     *
     * @param dice how the dice were thrown, for the log ("the computer's, seed 42")
     */
    public Game.Played record(TabletopEvent drawn, String dice) throws IllegalActionException, OpenGame.GameFileException {
        Game.Played played = game.act(drawn.request(), new ScriptedDice());
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("half", drawn.half().word());
        Path tables = override();
        if (tables != null) inputs.put("tables", relative(tables));
        log.add(new LogEntry(Instant.now(), relative(game.file()), game.rules().info().id(), "Draw Event", inputs,
                dice + ": " + String.join(", ", drawn.faces()), played.outcome(), null));
        Tape tape = tape(drawn);
        if (tape != null) mark.mark(tape);
        return played;
    }

    /** Where a placed event goes, as the map draws it: from the force's ring to the unit's centre; null when not placed. */
    public static Tape tape(TabletopEvent drawn) {
        Placement p = drawn.placement();
        if (p == null || !p.placed()) return null;
        return new Tape(p.ringPoint(), p.centre(), List.of(drawn.encounter().what()), true);
    }

    /** What the referee is shown: the words, and where it goes on the table when the game has positions. */
    public static String message(TabletopEvent drawn) {
        StringBuilder s = new StringBuilder("Event (" + drawn.half().word() + " half), drawn with "
                + String.join(", ", drawn.faces()) + ":\n\n" + drawn.encounter().words() + ".");
        Placement p = drawn.placement();
        if (p == null) {
            s.append("\n\nThe game has no positions: measure it from the force's perimeter ring.");
        } else if (!p.placed()) {
            s.append("\n\nIgnored: ").append(p.ignored()).append('.');
        } else {
            s.append(String.format(java.util.Locale.ROOT, "\n\nPlaced: its centre at (%.1f, %.1f), measured from"
                    + " (%.1f, %.1f) on the force's ring — shown on the Turn part's map.", p.centre().x(),
                    p.centre().y(), p.ringPoint().x(), p.ringPoint().y()));
            for (String n : p.notes()) s.append("\n").append(n);
            if (p.destination() != null) s.append("\nTravelling: ").append(p.destination().words());
        }
        if (drawn.objective() != null) {
            s.append("\nObjective: ").append(drawn.objective().what()).append(" — ").append(drawn.objective().points())
                    .append(" VP");
        }
        return s.toString();
    }

    private String relative(Path p) {
        Path a = p.toAbsolutePath().normalize();
        return a.startsWith(folder.root()) ? folder.root().relativize(a).toString() : a.toString();
    }
}
