package org.vedette.cli.scenario.internal;

import java.nio.file.LinkOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.DiceChoice;
import org.vedette.cli.command.GameFile;
import org.vedette.cli.command.Inputs;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.io.Diagnostic;
import org.vedette.io.InputText;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterAccess;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Objective;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableHalf;
import org.vedette.scenario.TabletopEvent;

/**
 * {@code vedette generate event GAME}: an OSOTH tabletop event drawn on the
 * scenario generator's tables for the game as it stands — which half the
 * force is on, which groups are already at their limit — and placed around
 * the player force when the game has positions, else given in words (ch. X
 * "Placing Non-Player Units"). It prints the referee's instruction and, with
 * {@code --record}, journals it as OSOTH's event action; the figures join the
 * game through {@code game referee add}.
 */
@Component(service = Command.class)
public final class GenerateEventCommand implements Command {
    static final String USAGE = "generate event GAME [--half near|far] [--tables FILE] [--dice F,… | --seed N] [--record] [--json]";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Reference
    private EventGenerator events;

    @Override
    public String name() {
        return "generate event";
    }

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public String summary() {
        return "an OSOTH tabletop event for a game: what, how many, where (--record journals it)";
    }

    @Override
    public String details() {
        return """
                Draws an event on the scenario generator's tables (bundle org.vedette.scenario,
                TABLES.md): a D66 on the table of the half the player force stands in (--half
                to say it when the game has no positions), a D6 for how many and for the
                quality, 2D6 for the direction and the distance. A cavalry or artillery unit
                already on the table makes another of its kind be thrown again. With positions,
                the event is placed around the player force as ch. X says (off the table: along
                the edge away from friendly lines; behind friendly lines: ignored; never in
                impassable ground or inside another unit) and each figure's place is printed;
                without, the referee gets the words ("8 Average French infantry, 18 inches to
                the left front of your force"). A referee's override of the tables (format
                vedette.osoth-events) is read from the workspace's tables/osoth-events.json, or
                from --tables FILE. --record writes the event, its dice and
                its placement into the journal as OSOTH's 'event' action (one entry, undone with
                'game undo'); the figures themselves join with 'vedette game referee GAME add'.""";
    }

    @Override
    public List<Option> options() {
        List<Option> o = new ArrayList<>(DiceChoice.options());
        o.add(Option.valued("half", "near|far", "the half of the table the force is on (default: from positions, else near)"));
        o.add(Option.valued("tables", "FILE", "the referee's override of the event tables"));
        o.add(Option.flag("record", "record the event in the game's journal (OSOTH's event action; undone by game undo)"));
        o.add(Option.flag("json", "print the event as JSON"));
        return o;
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        List<String> ops = args.operands();
        if (ops.size() != 1) {
            throw new UsageException("'vedette generate event' needs one GAME file; usage: vedette " + USAGE);
        }
        EventGenerator g = events;
        GameFile file = GameFile.load(ops.get(0), rulesets, console);
        GameState state = file.game().state();
        if (!TabletopEvent.RULESET.equals(state.ruleset())) {
            throw new CommandFailed(file.name() + " is a " + file.game().rules().info().name()
                    + " game; tabletop events are The Other Side of the Hill's");
        }
        EventTables tables = tables(g, args, Inputs.existing(ops.get(0)), console);
        DiceChoice choice = DiceChoice.of(List.of(), args);
        Dice dice = new Dice(choice.source());
        TabletopEvent drawn = TabletopEvent.draw(g, tables, state, dice, half(args));
        TableHalf half = drawn.half();
        Encounter e = drawn.encounter();
        Placement p = drawn.placement();
        Objective o = drawn.objective();
        boolean positions = drawn.positioned();
        if (args.has("record")) record(file, drawn, console);
        if (args.has("json")) {
            console.say(json(e, p, o, dice));
            return CommandLine.OK;
        }
        console.err().println(choice.description());
        for (Roll r : dice.rolls()) console.say("  " + r.purpose() + ": " + TabletopEvent.faces(r));
        console.say("Event (" + half.word() + " half): " + e.words());
        if (p == null) {
            console.say(positions ? "" : "The game has no positions: measure it from the force's perimeter ring.");
            return CommandLine.OK;
        }
        if (!p.placed()) {
            console.say("Ignored: " + p.ignored());
            return CommandLine.OK;
        }
        console.say(String.format(Locale.ROOT, "Placed: centre (%.2f, %.2f), measured from (%.2f, %.2f) on the ring",
                p.centre().x(), p.centre().y(), p.ringPoint().x(), p.ringPoint().y()));
        for (String n : p.notes()) console.say("  " + n);
        for (int i = 0; i < p.figures().size(); i++) {
            Position f = p.figures().get(i);
            console.say(String.format(Locale.ROOT, "  figure %d at (%.2f, %.2f)", i + 1, f.x(), f.y()));
        }
        if (p.destination() != null) console.say("Travelling: " + p.destination().words());
        if (o != null) console.say("Objective: " + o.what() + " — " + o.points() + " VP (" + o.half().word() + " half)");
        return CommandLine.OK;
    }

    /**
     * The event into the game's journal as OSOTH's own "event" action (one
     * entry, undone with {@code game undo}), its words saying the dice it was
     * drawn with ({@link TabletopEvent#request}), so the journal shows what the
     * press brought and why.
     */
    private static void record(GameFile file, TabletopEvent drawn, Console console) throws CommandFailed {
        Game.Played played;
        try {
            played = file.game().act(drawn.request(), new ScriptedDice(), false);
        } catch (IllegalActionException refusal) {
            throw new CommandFailed("refused: " + refusal.explain() + "; " + file.name() + " is unchanged");
        }
        file.append(played.entry());
        console.err().println("recorded in " + file.name() + " as an event (undo with 'vedette game undo " + file.name()
                + "')");
    }

    /**
     * The tables: {@code --tables FILE}, else the workspace's override
     * ({@value EventTableReader#WORKSPACE_FILE} in the folder that holds the
     * game's folder, as for a scenario's rosters), else the book's.
     */
    private static EventTables tables(EventGenerator g, Arguments args, Path game, Console console)
            throws UsageException, CommandFailed {
        String name = args.value("tables").orElse(null);
        Path file;
        if (name != null) {
            file = Inputs.existing(name);
        } else {
            file = RosterAccess.workspaceOf(game).resolve(EventTableReader.WORKSPACE_FILE);
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) file = null;
            name = file == null ? null : file.toString();
        }
        try {
            if (file == null) return g.tables(null);
            ReadResult<String> text = InputText.read(file);
            for (Diagnostic d : text.diagnostics()) console.err().println(d);
            if (!text.ok()) throw new CommandFailed(name + " cannot be read; nothing was drawn");
            if (args.value("tables").isEmpty()) console.err().println("event tables: the workspace's " + name);
            return g.tables(text.value());
        } catch (TablesException e) {
            TableReports.print(name, e, console);
            throw new CommandFailed(name + " is not a usable event tables override; nothing was drawn");
        }
    }

    private static TableHalf half(Arguments args) throws UsageException {
        String h = args.value("half").orElse(null);
        if (h == null) return null;
        return switch (h) {
            case "near" -> TableHalf.NEAR;
            case "far" -> TableHalf.FAR;
            default -> throw new UsageException("--half is 'near' or 'far', not '" + h + "'");
        };
    }

    private static String json(Encounter e, Placement p, Objective o, Dice dice) throws CommandFailed {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("event", e.kind().id());
        m.put("figures", e.figures());
        m.put("quality", e.quality());
        m.put("officers", e.officers());
        m.put("direction", e.direction().id());
        m.put("distance", e.distance());
        m.put("half", e.half().word());
        m.put("words", e.words());
        m.put("dice", dice.faces());
        if (p != null) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("ringPoint", xy(p.ringPoint()));
            if (p.placed()) {
                pm.put("centre", xy(p.centre()));
                pm.put("figures", p.figures().stream().map(GenerateEventCommand::xy).toList());
                pm.put("notes", p.notes());
                if (p.destination() != null) pm.put("destination", p.destination().words());
            } else {
                pm.put("ignored", p.ignored());
            }
            m.put("placement", pm);
        }
        if (o != null) m.put("objective", Map.of("id", o.id(), "points", o.points(), "victory", o.victory()));
        try {
            return JSON.writeValueAsString(m);
        } catch (JsonProcessingException x) {
            throw new CommandFailed("cannot write the event as JSON: " + x.getOriginalMessage());
        }
    }

    private static List<Double> xy(Position p) {
        return List.of(p.x(), p.y());
    }
}
