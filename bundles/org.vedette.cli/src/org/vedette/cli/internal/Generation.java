package org.vedette.cli.internal;

import java.io.IOException;
import java.nio.file.LinkOption;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.InputText;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterAccess;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;
import org.vedette.rules.osoth.tables.TableProblem;
import org.vedette.rules.osoth.tables.TablesException;
import org.vedette.scenario.TerrainPalette;
import org.vedette.scenario.TerrainPaletteReader;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTableReader;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Objective;
import org.vedette.scenario.Placement;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.scenario.TableHalf;
import org.vedette.scenario.TabletopEvent;

/**
 * {@code vedette generate}'s work, with the scenario generator: a component of
 * its own, satisfied only when the generator's services are there, so that the
 * classes of {@code org.vedette.scenario} and {@code org.vedette.rules.osoth.tables}
 * (optional imports) are loaded only then.
 */
@Component(service = GenerateRunner.class)
public final class Generation implements GenerateRunner {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Reference
    private EventGenerator events;
    @Reference
    private ScenarioGenerator scenarios;

    @Override
    public int event(Args args, Console console, Rulesets rulesets) throws UsageException, CommandFailed {
        List<String> ops = args.operands();
        if (ops.size() != 1) {
            throw new UsageException("'vedette generate event' needs one GAME file; usage: vedette " + GenerateEventCommand.USAGE);
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

    @Override
    public int scenario(Args args, Console console, Rulesets rulesets) throws UsageException, CommandFailed {
        if (!args.operands().isEmpty()) throw new UsageException("usage: vedette " + GenerateScenarioCommand.USAGE);
        String id = args.value("ruleset").orElseThrow(() -> new UsageException("--ruleset is needed; usage: vedette "
                + GenerateScenarioCommand.USAGE));
        String out = args.value("output").orElseThrow(() -> new UsageException("-o FILE is needed; usage: vedette "
                + GenerateScenarioCommand.USAGE));
        Ruleset rules = rulesets.require(id, "--ruleset: ");
        ScenarioGenerator g = scenarios;
        long seed = args.has("seed") ? number("seed", args.value("seed").orElseThrow())
                : Math.abs((System.currentTimeMillis() ^ (System.nanoTime() << 17)) % 1_000_000_000L);
        String[] table = args.value("table").orElse("72x48").split("x", -1);
        if (table.length != 2) throw new UsageException("--table is WxD in inches, like 72x48");
        ScenarioSpec spec;
        try {
            spec = new ScenarioSpec(id, seed, decimal("table", table[0]), decimal("table", table[1]),
                    (int) number("size", args.value("size").orElse("3")),
                    decimal("terrain-density", args.value("terrain-density").orElse("0.5")),
                    args.value("mission").orElse(ScenarioSpec.SKIRMISH));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Path file = Path.of(out);
        if (Files.exists(file)) {
            throw new UsageException(out + " already exists; a generated scenario never replaces a file: choose"
                    + " another name");
        }
        Map<String, Roster> rosters = rosters(args, rulesets, console);
        Scenario s;
        try {
            s = g.generate(rules, spec, rosters, palette(g, file, console));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--roster: " + e.getMessage());
        }
        try {
            ScenarioFiles.write(file, s);
        } catch (IOException e) {
            throw new CommandFailed(out + ": cannot be written: " + e.getMessage());
        }
        console.say("Wrote " + out + ": " + s.title() + " — " + s.table().terrain().size() + " terrain features, "
                + (rosters.isEmpty() ? s.sides().get(0).units().size() + " units a side"
                        : s.sides().get(0).units().size() + " Blue units and " + s.sides().get(1).units().size() + " Red")
                + " (repeat with --seed " + seed + ")");
        return CommandLine.OK;
    }

    /**
     * {@code --roster SIDE=FILE}, each read with io's roster reader: its problems printed with their line and
     * column, and nothing generated when it has errors.
     */
    private static Map<String, Roster> rosters(Args args, Rulesets rulesets, Console console)
            throws UsageException, CommandFailed {
        Map<String, Roster> out = new LinkedHashMap<>();
        for (String given : args.values("roster")) {
            int eq = given.indexOf('=');
            String side = eq < 0 ? "" : given.substring(0, eq);
            if (!side.equals(ScenarioGenerator.BLUE) && !side.equals(ScenarioGenerator.RED)) {
                throw new UsageException("--roster is SIDE=FILE with SIDE blue or red, not '" + given + "'");
            }
            if (out.containsKey(side)) throw new UsageException("--roster: " + side + " is given two rosters");
            String name = given.substring(eq + 1);
            Catalog catalog = new Catalog(rulesets);
            ReadResult<Roster> read = RosterFiles.read(Inputs.existing(name), catalog);
            catalog.requireNoneMissing(name);
            for (Diagnostic d : read.diagnostics()) console.err().println(d);
            if (!read.ok()) throw new CommandFailed(name + " is not a valid roster; no scenario was written");
            out.put(side, read.value());
        }
        return out;
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
    private static EventTables tables(EventGenerator g, Args args, Path game, Console console)
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
            report(name, e, console);
            throw new CommandFailed(name + " is not a usable event tables override; nothing was drawn");
        }
    }

    /** Each problem of a tables override, on standard error with the file, line and column. */
    private static void report(String name, TablesException e, Console console) {
        for (TableProblem t : e.problems()) {
            console.err().println(name + (t.line() > 0 ? ":" + t.line() + ":" + t.column() : "") + ": error: "
                    + t.message());
        }
    }

    /**
     * The terrain palette: the workspace's override ({@value TerrainPaletteReader#WORKSPACE_FILE} in the folder
     * that holds the output's folder, as for a scenario's rosters), else the book's. A wrong override is reported
     * with its line and column and the book's palette is kept, so the scenario is still the book's.
     */
    private static TerrainPalette palette(ScenarioGenerator g, Path out, Console console) {
        Path file = RosterAccess.workspaceOf(out).resolve(TerrainPaletteReader.WORKSPACE_FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return TerrainPaletteReader.book();
        String name = file.toString();
        ReadResult<String> text = InputText.read(file);
        for (Diagnostic d : text.diagnostics()) console.err().println(d);
        if (!text.ok()) {
            console.err().println(name + " cannot be read; the book's terrain palette is used");
            return TerrainPaletteReader.book();
        }
        try {
            TerrainPalette palette = g.palette(text.value());
            console.err().println("terrain palette: the workspace's " + name);
            return palette;
        } catch (TablesException e) {
            report(name, e, console);
            console.err().println(name + " is not a usable terrain palette override; the book's palette is used");
            return TerrainPaletteReader.book();
        }
    }

    private static TableHalf half(Args args) throws UsageException {
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
                pm.put("figures", p.figures().stream().map(Generation::xy).toList());
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
    private static long number(String option, String text) throws UsageException {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " takes a whole number, not '" + text + "'");
        }
    }

    private static double decimal(String option, String text) throws UsageException {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " takes a number, not '" + text + "'");
        }
    }
}
