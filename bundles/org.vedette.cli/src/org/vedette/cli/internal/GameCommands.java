package org.vedette.cli.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Catalog;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.DiceChoice;
import org.vedette.cli.command.GameFile;
import org.vedette.cli.command.Inputs;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.OutcomeText;
import org.vedette.cli.command.OutsideOption;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.cli.CommandLine;
import org.vedette.core.dice.DiceException;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.game.Referee;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.turn.TurnState;
import org.vedette.io.Diagnostic;
import org.vedette.io.IoErrors;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.WorkspaceTables;
import org.vedette.table.victory.VictorySummary;

/**
 * {@code vedette game new|act|next|show|undo}: a game kept as its journal
 * file. Every command loads the game by replaying the journal, so the file is
 * the whole truth and nothing else is stored.
 */
public final class GameCommands {
    private GameCommands() {
    }

    private static List<Option> diceAndExplain() {
        List<Option> o = new ArrayList<>(DiceChoice.options());
        o.add(Option.flag("explain", "print every step with its rule"));
        return o;
    }

    /** {@code game new SCENARIO -o GAME}. */
    @Component(service = Command.class)
    public static final class New implements Command {
        @Override
        public String name() {
            return "game new";
        }

        @Override
        public String usage() {
            return "game new SCENARIO -o GAME [--seed N | --dice F,…] [--allow-outside PATH]";
        }

        @Override
        public String summary() {
            return "start a game from a scenario; GAME is its journal file";
        }

        @Override
        public String details() {
            return """
                    Reads and checks the scenario, sets up its units for its ruleset and begins
                    the first turn (some rulesets dice for order). GAME is the journal file the
                    game lives in: it holds the scenario as it was, then one line per move. An
                    existing file is never overwritten. The scenario's rosters are read only
                    inside its workspace (the folder that holds its folder) unless
                    --allow-outside names their place.""";
        }

        @Override
        public List<Option> options() {
            List<Option> o = new ArrayList<>(List.of(new Option("output", "o", "GAME", "the journal file to create")));
            o.addAll(diceAndExplain());
            o.add(OutsideOption.option());
            return o;
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            Rulesets rulesets = shell.rulesets();
            String scenarioName = args.operands(name(), 1, 1, usage()).get(0);
            String gameName = args.value("output").orElseThrow(() -> new UsageException(
                    "'vedette game new' needs -o GAME, the journal file to create; usage: vedette " + usage()));
            Path scenarioPath = Inputs.existing(scenarioName);
            Path gamePath = Path.of(gameName);
            if (Files.exists(gamePath)) {
                throw new UsageException(gameName + " already exists; a game's journal is never overwritten:"
                        + " choose another name, or delete it first");
            }
            Catalog catalog = new Catalog(rulesets);
            ReadResult<Scenario> read = ScenarioFiles.read(scenarioPath, catalog, OutsideOption.access(args));
            catalog.requireNoneMissing(scenarioName);
            for (Diagnostic d : read.diagnostics()) console.err().println(d);
            if (!read.ok()) {
                throw new CommandFailed(scenarioName + " is not a valid scenario; no game was started");
            }
            Ruleset rules = rulesets.require(read.value().ruleset(), scenarioName + ": ");
            // The referee's table overrides of the workspace, where the ruleset takes them (tables/RULESET.json).
            Scenario scenario = WorkspaceTables.under(read.value(), Path.of(scenarioName), rules);
            DiceChoice dice = DiceChoice.of(List.of(), args);
            Game.Played begun;
            try {
                begun = Game.begin(rules, GameState.of(scenario, rules), dice.source(), args.has("explain"));
            } catch (DiceException e) {
                throw dice.wrong(e, "; no game was started");
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new CommandFailed(scenarioName + ": the game cannot begin: " + e.getMessage());
            }
            GameFile.create(gamePath, gameName, begun, scenario);
            console.say("Started " + gameName + ": " + scenario.title() + " (" + rules.info().name() + ")");
            OutcomeText.print(begun.outcome(), console);
            if (!begun.outcome().rolls().isEmpty()) console.say(dice.description());
            console.say("Next: vedette game show " + gameName);
            return CommandLine.OK;
        }
    }

    /** {@code game act GAME [REQUEST|-|ACTION name=value…]}. */
    @Component(service = Command.class)
    public static final class Act implements Command {
        @Override
        public String name() {
            return "game act";
        }

        @Override
        public String usage() {
            return "game act GAME [REQUEST|-|ACTION NAME=VALUE…] [--dice F,… | --seed N] [--explain] [--json]";
        }

        @Override
        public String summary() {
            return "resolve one action in a game and add it to the journal";
        }

        @Override
        public String details() {
            return """
                    The action comes from a request file (or standard input with -, or when
                    nothing follows GAME) that needs no "situation": the game's state is the
                    situation. Or type it: 'vedette game act g.journal shoot actor=52nd
                    target=voltigeurs range=9.5 line-blocked' (a bare input name means true).
                    Physical dice: --dice 4,5,2 gives the faces in the order asked; otherwise
                    the request's "dice", else the computer's dice (--seed N, else a clock seed,
                    printed). The journal gets one line, forced to the disk; a refused action
                    changes nothing (exit 1, with the reason and the rule).""";
        }

        @Override
        public List<Option> options() {
            List<Option> o = diceAndExplain();
            o.add(Option.flag("json", "print the outcome as JSON"));
            return o;
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            Rulesets rulesets = shell.rulesets();
            List<String> ops = args.operands();
            if (ops.isEmpty()) {
                throw new UsageException("'vedette game act' needs the GAME file; usage: vedette " + usage());
            }
            GameFile file = GameFile.load(ops.get(0), rulesets, console);
            GameRequest request = request(file, ops.subList(1, ops.size()), rulesets, console);
            DiceChoice dice = DiceChoice.of(request.dice(), args);
            Game.Played played;
            try {
                played = file.game().act(request.request(), dice.source(), args.has("explain"));
            } catch (IllegalActionException refusal) {
                throw new CommandFailed("refused: " + refusal.explain() + "; " + file.name() + " is unchanged");
            } catch (DiceException e) {
                throw dice.wrong(e, "; " + file.name() + " is unchanged");
            }
            file.record(played, dice, args.has("json"), console);
            if (dice.unused() > 0) {
                console.warn(dice.unusedNote());
            }
            return CommandLine.OK;
        }

        private GameRequest request(GameFile file, List<String> rest, Rulesets rulesets, Console console)
                throws UsageException, CommandFailed {
            if (rest.isEmpty() || rest.get(0).equals("-")) {
                if (rest.size() > 1) throw new UsageException("nothing may follow '-'; usage: vedette " + usage());
                return GameRequest.parse(Inputs.stdin(console), Inputs.STDIN, new Catalog(rulesets), file.game().state(),
                        console);
            }
            String first = rest.get(0);
            if (rest.size() == 1 && (Files.isRegularFile(Path.of(first)) || first.endsWith(".json"))) {
                Path p = Inputs.existing(first);
                return GameRequest.parse(Inputs.text(p), first, new Catalog(rulesets), file.game().state(), console);
            }
            return GameRequest.inline(file.game().rules(), first, rest.subList(1, rest.size()));
        }
    }

    /** {@code game next GAME}: the turn sequence moves on. */
    @Component(service = Command.class)
    public static final class Next implements Command {
        @Override
        public String name() {
            return "game next";
        }

        @Override
        public String usage() {
            return "game next GAME [--seed N | --dice F,…] [--explain]";
        }

        @Override
        public String summary() {
            return "move the turn on: next phase, side, figure, card or initiative";
        }

        @Override
        public String details() {
            return """
                    Advances the game's turn sequence as its ruleset defines it (One Hour: the
                    next phase of the side's turn, then the other side, then the next turn) and
                    applies what the sequence itself causes (units eliminated, marks cleared).
                    One journal line. The move past the scenario's last turn ends the game: it
                    says who won by which victory conditions, and the game moves on no more.""";
        }

        @Override
        public List<Option> options() {
            return diceAndExplain();
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            Rulesets rulesets = shell.rulesets();
            GameFile file = GameFile.load(args.operands(name(), 1, 1, usage()).get(0), rulesets, console);
            Scenario scenario = file.journal().scenario();
            if (file.game().ended()) {
                // Stops at the end: who won, and how to take the last move back if the end came too soon.
                throw new CommandFailed("the game is over. " + VictorySummary.ended(scenario, file.game()) + " "
                        + file.name() + " is unchanged ('vedette game undo " + file.name()
                        + "' takes back the move that ended it)");
            }
            DiceChoice dice = DiceChoice.of(List.of(), args);
            Game.Played played;
            try {
                played = file.game().advance(dice.source(), args.has("explain"));
            } catch (DiceException e) {
                throw dice.wrong(e, "; " + file.name() + " is unchanged");
            } catch (IllegalStateException | IllegalActionException e) {
                throw new CommandFailed(e.getMessage() + "; " + file.name() + " is unchanged");
            }
            file.append(played.entry());
            OutcomeText.print(played.outcome(), console);
            if (!played.outcome().rolls().isEmpty()) console.say(dice.description());
            if (played.game().ended()) console.say("The game is over. " + VictorySummary.ended(scenario, played.game()));
            return CommandLine.OK;
        }
    }

    /** {@code game show GAME}. */
    @Component(service = Command.class)
    public static final class Show implements Command {
        private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
                .withZone(ZoneId.systemDefault());
        @Override
        public String name() {
            return "game show";
        }

        @Override
        public String usage() {
            return "game show GAME [--last N] [--side SIDE]";
        }

        @Override
        public String summary() {
            return "the turn, who acts, every actor's status and marks, who is winning, the last moves";
        }

        @Override
        public String details() {
            return """
                    Replays the journal and shows the game as it stands: the turn and phase,
                    whose activation it is, each side's actors with their status (wounds,
                    shock, down, out) and the ruleset's marks, the scenario's victory conditions
                    as they stand and who has won or would win if the game ended now (once the
                    scenario's last turn is played: who won), and the last N journal entries
                    (default 5), each with its number (0 is the beginning: the numbers
                    'game export --at N' takes) and its line in the file. A side's hidden
                    force and the units that arrive later are listed with when they come on;
                    with --side, the game is shown as that side sees it: the other sides'
                    forces not on the table yet are left out.""";
        }

        @Override
        public List<Option> options() {
            return List.of(Option.valued("last", "N", "how many journal entries to show (default 5)"),
                    Option.valued("side", "SIDE", "show the game as this side sees it"));
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            Rulesets rulesets = shell.rulesets();
            GameFile file = GameFile.load(args.operands(name(), 1, 1, usage()).get(0), rulesets, console);
            int last = last(args);
            GameState state = file.game().state();
            String seer = args.value("side").orElse(null);
            if (seer != null) {
                if (state.side(seer) == null) {
                    throw new UsageException("--side " + seer + ": the game's sides are "
                            + String.join(", ", state.sides().stream().map(s -> s.id()).toList()));
                }
                // The other sides' forces not on the table yet are not there for this one (the referee sees all).
                state = state.seenBy(seer);
            }
            JournalFile.Journal journal = file.journal();
            console.say(journal.scenario().title() + " — " + file.game().rules().info().name());
            TurnState turn = state.turn();
            if (turn == null) {
                console.say("The game has not begun ('vedette game next " + file.name() + "' begins it).");
            } else if (state.ended()) {
                console.say(VictorySummary.ended(journal.scenario(), file.game()));
            } else {
                console.say(turn.describe());
                List<String> acting = new ArrayList<>();
                for (String id : turn.activation().actors()) {
                    if (state.actor(id) != null || seer == null) acting.add(id);
                }
                console.say("To act: " + (acting.isEmpty() ? "nobody" : String.join(", ", acting)));
            }
            for (var side : state.sides()) {
                console.say("");
                console.say(side.name() + " (" + side.id() + "):");
                for (Actor a : state.actors().values()) {
                    if (side.id().equals(a.side())) console.say("  " + actor(a, turn, file.game().rules(), state));
                }
            }
            List<String> victory = VictorySummary.lines(journal.scenario(), file.game());
            // An ended game's last line, who won, is said first, where the turn would be.
            if (state.ended() && !victory.isEmpty()) victory = victory.subList(0, victory.size() - 1);
            if (!victory.isEmpty()) console.say("");
            for (String line : victory) console.say(line);
            List<JournalFile.Logged> logged = journal.logged();
            List<JournalEntry> replayed = file.game().journal();
            console.say("");
            console.say("Journal (" + logged.size() + (logged.size() == 1 ? " entry" : " entries") + "):");
            for (int i = Math.max(0, logged.size() - last); i < logged.size(); i++) {
                JournalFile.Logged l = logged.get(i);
                // What the entry gives on replay, never what the file claims: a hand-altered headline is shown as such.
                String headline = replayed.get(i).headline();
                String claimed = l.entry().headline();
                String what = switch (l.entry().kind()) {
                    case BEGIN -> "begin";
                    case ADVANCE -> "next";
                    case ACT -> l.entry().request().action() + " " + (file.game().rules().concealsInputs(
                            l.entry().request().action()) ? "{concealed}" : l.entry().request().inputs());
                    case REFEREE -> "referee " + l.entry().request().action() + " " + l.entry().request().inputs();
                };
                console.say("  " + i + ". line " + l.line() + (l.time() == null ? "" : ", " + TIME.format(l.time())) + ": "
                        + (l.entry().byAi() ? "[AI] " : "") + what + " — " + headline + (JournalFile.sameResult(claimed, headline) ? ""
                                : " (the file says \"" + claimed + "\": altered)"));
            }
            return CommandLine.OK;
        }

        /** An actor's line: id, name, status, and the marks in the ruleset's words, as the Turn part shows them. */
        private static String actor(Actor a, TurnState turn, Ruleset rules, GameState state) {
            StringBuilder b = new StringBuilder(a.id());
            if (!a.name().equals(a.id())) b.append(" (").append(a.name()).append(')');
            b.append(": ").append(a.status());
            if (!a.marks().isEmpty()) {
                List<String> marks = new ArrayList<>();
                for (Map.Entry<String, Object> m : a.marks().entrySet()) {
                    marks.add(Referee.describe(rules, m.getKey(), m.getValue(), state));
                }
                b.append("; marks: ").append(String.join(", ", marks));
            }
            String off = state.offTable(a);
            if (off != null) b.append("  — ").append(off);
            else if (turn != null && turn.activation().includes(a.id())) b.append("  ← to act");
            return b.toString();
        }

        private static int last(Arguments args) throws UsageException {
            String v = args.value("last").orElse("5");
            try {
                int n = Integer.parseInt(v);
                if (n < 0) throw new NumberFormatException();
                return n;
            } catch (NumberFormatException e) {
                throw new UsageException("--last takes a whole number of entries, not '" + v + "'");
            }
        }
    }

    /** {@code game undo GAME}. */
    @Component(service = Command.class)
    public static final class Undo implements Command {
        @Override
        public String name() {
            return "game undo";
        }

        @Override
        public String usage() {
            return "game undo GAME";
        }

        @Override
        public String summary() {
            return "take back the last move (cuts it off the journal)";
        }

        @Override
        public String details() {
            return """
                    Removes the journal's last entry — an action or a 'game next' — by cutting
                    the file just before it, in place: the lines kept are not rewritten, so the
                    file is whole at every moment, and a link to it, its mode and its owner stay
                    as they were. The beginning of the game cannot be undone.""";
        }

        @Override
        public List<Option> options() {
            return List.of();
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            Rulesets rulesets = shell.rulesets();
            GameFile file = GameFile.load(args.operands(name(), 1, 1, usage()).get(0), rulesets, console);
            List<JournalFile.Logged> logged = file.journal().logged();
            // The move in the ruleset's words now (a journal from before may word it otherwise).
            List<JournalEntry> replayed = file.game().journal();
            String undone = logged.isEmpty() ? "" : replayed.size() == logged.size()
                    ? replayed.get(replayed.size() - 1).headline() : logged.get(logged.size() - 1).entry().headline();
            Game before = file.undo();
            console.say("Undone: " + undone);
            TurnState turn = before.state().turn();
            console.say("Now: " + (turn == null ? "the game has not begun" : turn.describe()));
            return CommandLine.OK;
        }
    }

    /** {@code game repair GAME}. */
    @Component(service = Command.class)
    public static final class Repair implements Command {
        @Override
        public String name() {
            return "game repair";
        }

        @Override
        public String usage() {
            return "game repair GAME";
        }

        @Override
        public String summary() {
            return "mend a damaged journal: keep every entry that replays, set the rest aside";
        }

        @Override
        public String details() {
            return """
                    For a journal that no longer loads or replays (a line damaged by a crash, a
                    full disk or an editor). Keeps the header and, in order, every entry that
                    reads and replays; moves every other line, unchanged, to the end of
                    GAME.set-aside beside it (never overwritten), then rewrites the journal
                    atomically and says which lines were kept and which set aside, and why.
                    A journal with nothing to mend is left as it is. Only a damaged header
                    (line 1) cannot be repaired: without it the game is unknown.""";
        }

        @Override
        public List<Option> options() {
            return List.of();
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            Console console = shell.console();
            Rulesets rulesets = shell.rulesets();
            String name = args.operands(name(), 1, 1, usage()).get(0);
            Path path = Inputs.existing(name);
            Catalog catalog = new Catalog(rulesets);
            ReadResult<JournalFile.Repair> r;
            try {
                r = JournalFile.repair(path, catalog);
            } catch (java.io.IOException e) {
                throw new CommandFailed("cannot repair " + name + ": " + IoErrors.reason(e) + "; it is unchanged");
            }
            catalog.requireNoneMissing(name);
            for (Diagnostic d : r.diagnostics()) console.err().println(d);
            if (!r.ok()) {
                boolean header = r.errors().stream().anyMatch(d -> d.line() <= 1);
                throw new CommandFailed(name + " cannot be repaired" + (header ? ": its header (line 1) does not read"
                        : "") + "; it is unchanged");
            }
            JournalFile.Repair repair = r.value();
            if (!repair.changed()) {
                console.say(name + " needs no repair: all " + repair.keptLines().size() + " lines read and replay");
                return CommandLine.OK;
            }
            console.say("Kept " + (repair.keptLines().size() - 1) + (repair.keptLines().size() == 2 ? " entry" : " entries")
                    + " of " + name + " (lines " + ranges(repair.keptLines()) + " of the old file, with the header)");
            for (Diagnostic d : repair.setAside()) console.say("  line " + d.line() + " " + d.message());
            if (repair.setAsideFile() != null) {
                console.say(repair.setAside().size() == 1 ? "The line set aside is, unchanged, at the end of "
                        + repair.setAsideFile() : "The " + repair.setAside().size()
                        + " lines set aside are, unchanged, at the end of " + repair.setAsideFile());
            } else {
                console.say("Nothing was set aside (blank lines and a missing final newline were tidied).");
            }
            console.say("Next: vedette game show " + name);
            return CommandLine.OK;
        }

        /** "1-13, 15": the line numbers, runs joined. */
        static String ranges(List<Integer> lines) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                int from = lines.get(i);
                int to = from;
                while (i + 1 < lines.size() && lines.get(i + 1) == to + 1) to = lines.get(++i);
                if (b.length() > 0) b.append(", ");
                b.append(from);
                if (to > from) b.append(to == from + 1 ? ", " : "–").append(to);
            }
            return b.toString();
        }
    }
}
