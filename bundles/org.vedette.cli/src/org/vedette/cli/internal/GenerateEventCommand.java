package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@code vedette generate event GAME}: an OSOTH tabletop event drawn on the
 * scenario generator's tables for the game as it stands — which half the
 * force is on, which groups are already at their limit — and placed around
 * the player force when the game has positions, else given in words (ch. X
 * "Placing Non-Player Units"). It prints the referee's instruction and, with
 * {@code --record}, journals it as OSOTH's event action; the figures join the
 * game through {@code game referee add}.
 */
final class GenerateEventCommand implements Command {
    static final String USAGE = "generate event GAME [--half near|far] [--tables FILE] [--dice F,… | --seed N] [--record] [--json]";

    private final Rulesets rulesets;
    private final Supplier<GenerateRunner> runner;

    GenerateEventCommand(Rulesets rulesets, Supplier<GenerateRunner> runner) {
        this.rulesets = rulesets;
        this.runner = runner;
    }

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
    public int run(Args args, Console console) throws UsageException, CommandFailed {
        GenerateRunner r = runner.get();
        if (r == null) throw new CommandFailed("the scenario generator (bundle org.vedette.scenario) is not installed");
        return r.event(args, console, rulesets);
    }
}
