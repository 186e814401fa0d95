package org.vedette.cli.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.vedette.cli.CommandLine;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Position;
import org.vedette.core.model.Side;
import org.vedette.rules.osoth.tables.TableProblem;
import org.vedette.rules.osoth.tables.TablesException;
import org.vedette.scenario.Encounter;
import org.vedette.scenario.EventGenerator;
import org.vedette.scenario.EventTables;
import org.vedette.scenario.Objective;
import org.vedette.scenario.Placement;
import org.vedette.scenario.TableHalf;
import org.vedette.scenario.TableSituation;

/**
 * {@code vedette generate event GAME}: an OSOTH tabletop event drawn on the
 * scenario generator's tables for the game as it stands — which half the
 * force is on, which groups are already at their limit — and placed around
 * the player force when the game has positions, else given in words (ch. X
 * "Placing Non-Player Units"). It prints the referee's instruction and
 * leaves the journal as it is: the figures join the game through
 * {@code game referee add}.
 */
final class GenerateEventCommand implements Command {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final Rulesets rulesets;
    private final Supplier<EventGenerator> generator;

    GenerateEventCommand(Rulesets rulesets, Supplier<EventGenerator> generator) {
        this.rulesets = rulesets;
        this.generator = generator;
    }

    @Override
    public String name() {
        return "generate event";
    }

    @Override
    public String usage() {
        return "generate event GAME [--half near|far] [--tables FILE] [--dice F,… | --seed N] [--json]";
    }

    @Override
    public String summary() {
        return "an OSOTH tabletop event for a game: what, how many, where (the journal is not changed)";
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
                the left front of your force"). --tables FILE uses a referee's override of the
                tables (format vedette.osoth-events). The journal is not changed: put the
                figures on the table with 'vedette game referee GAME add'.""";
    }

    @Override
    public List<Option> options() {
        List<Option> o = new ArrayList<>(DiceChoice.options());
        o.add(Option.valued("half", "near|far", "the half of the table the force is on (default: from positions, else near)"));
        o.add(Option.valued("tables", "FILE", "the referee's override of the event tables"));
        o.add(Option.flag("json", "print the event as JSON"));
        return o;
    }

    @Override
    public int run(Args args, Console console) throws UsageException, CommandFailed {
        List<String> ops = args.operands();
        if (ops.size() != 1) {
            throw new UsageException("'vedette generate event' needs one GAME file; usage: vedette " + usage());
        }
        EventGenerator g = generator.get();
        if (g == null) throw new CommandFailed("the scenario generator (bundle org.vedette.scenario) is not installed");
        GameFile file = GameFile.load(ops.get(0), rulesets, console);
        GameState state = file.game().state();
        if (!"osoth".equals(state.ruleset())) {
            throw new CommandFailed(file.name() + " is a " + file.game().rules().info().name()
                    + " game; tabletop events are The Other Side of the Hill's");
        }
        EventTables tables = tables(g, args, console);
        TableHalf half = half(args);
        TableSituation situation = state.table() == null ? null : TableSituation.of(state);
        boolean positions = situation != null && situation.hasPositions();
        if (half == null) half = positions ? g.half(situation) : TableHalf.NEAR;
        DiceChoice choice = DiceChoice.of(List.of(), args);
        Dice dice = new Dice(choice.source());
        Encounter e = g.draw(tables, dice, half, full(state, tables));
        Placement p = positions ? g.place(tables, e, situation) : null;
        Objective o = p == null ? null : g.objective(p, state.table());
        if (args.has("json")) {
            console.say(json(e, p, o, dice));
            return CommandLine.OK;
        }
        console.err().println(choice.description());
        for (Roll r : dice.rolls()) console.say("  " + r.purpose() + ": " + faces(r));
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

    private static EventTables tables(EventGenerator g, Args args, Console console) throws UsageException, CommandFailed {
        String name = args.value("tables").orElse(null);
        try {
            if (name == null) return g.tables(null);
            return g.tables(Files.readString(Inputs.existing(name)));
        } catch (IOException e) {
            throw new CommandFailed(name + ": cannot be read: " + e.getMessage());
        } catch (TablesException e) {
            for (TableProblem t : e.problems()) {
                console.err().println(name + (t.line() > 0 ? ":" + t.line() + ":" + t.column() : "") + ": error: "
                        + t.message());
            }
            throw new CommandFailed(name + " is not a usable event tables override; nothing was drawn");
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

    /** The groups at their limit: units of non-player sides whose figures are cavalry, or artillery crews. */
    static Set<String> full(GameState state, EventTables tables) {
        Map<String, Side.Control> control = new LinkedHashMap<>();
        for (Side s : state.sides()) control.put(s.id(), s.control());
        Map<String, Set<String>> units = new LinkedHashMap<>();
        for (Actor a : state.actors().values()) {
            if (a.status().out() || control.get(a.side()) != Side.Control.NON_PLAYER) continue;
            String type = a.profileText("type");
            String group = "cavalry".equals(type) ? "cavalry" : "artillery-crew".equals(type) ? "artillery" : null;
            if (group != null) units.computeIfAbsent(group, k -> new HashSet<>()).add(a.unit() == null ? a.id() : a.unit());
        }
        Set<String> full = new HashSet<>();
        for (Map.Entry<String, Set<String>> u : units.entrySet()) {
            Integer limit = tables.limits().get(u.getKey());
            if (limit != null && u.getValue().size() >= limit) full.add(u.getKey());
        }
        return full;
    }

    private static String faces(Roll r) {
        List<String> f = new ArrayList<>();
        for (int x : r.faces()) f.add(Integer.toString(x));
        return String.join("+", f);
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
