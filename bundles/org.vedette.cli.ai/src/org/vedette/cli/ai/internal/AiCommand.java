package org.vedette.cli.ai.internal;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.ai.Checklist;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Objectives;
import org.vedette.ai.Question;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.DiceChoice;
import org.vedette.cli.command.GameFile;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.ReplayException;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Side;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code vedette game ai GAME [--side S] [--apply] [--json]}: what the NPC AI
 * suggests for every actor whose turn it is, with its reasons; with
 * {@code --apply}, each suggested request is played and journaled like
 * {@code game act}. A component satisfied only when an {@link NpcAi} service
 * is there: the command comes and goes with the AI.
 */
@Component(service = Command.class)
public final class AiCommand implements Command {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Reference
    private NpcAi npc;

    @Override
    public String name() {
        return "game ai";
    }

    @Override
    public String usage() {
        return "game ai GAME [--side S] [--apply] [--seed N | --dice F,…] [--json]";
    }

    @Override
    public String summary() {
        return "what the NPC AI suggests for the actors whose turn it is, and why";
    }

    @Override
    public String details() {
        return """
                For each figure or unit whose turn it is (of side S only, with --side), the
                AI's intent from the risk-factor Actions table, mapped to the ruleset's own
                actions, every reason (risk factors and the die, the nearest enemy and why
                not the others, what the rules refused), and the requests it suggests, each
                accepted by the rules. With positions on the table it computes the nearest
                enemy; without, it says what it would need to know. The AI's D6 comes from
                --dice or --seed like any other. Each actor's suggestion is decided after the
                moves suggested before it, on the dice after theirs, so what is shown is what
                --apply plays with the same dice. --apply plays the suggested requests and
                adds them to the journal as 'game act' would; without it nothing changes.""";
    }

    @Override
    public List<Option> options() {
        List<Option> o = new ArrayList<>(DiceChoice.options());
        o.add(Option.valued("side", "S", "only the actors of this side"));
        o.add(Option.flag("apply", "play the suggestions and add them to the journal"));
        o.add(Option.flag("explain", "with --apply, print every step of each move with its rule"));
        o.add(Option.flag("json", "print the suggestions as JSON"));
        return o;
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        String gameName = args.operands(name(), 1, 1, usage()).get(0);
        GameFile file = GameFile.load(gameName, rulesets, console);
        Game game = file.game();
        GameState state = game.state();
        if (state.turn() == null) throw new CommandFailed(gameName + ": the game has not begun");
        String side = args.value("side").orElse(null);
        if (side != null && state.sides().stream().map(Side::id).noneMatch(side::equals)) {
            throw new UsageException("no side '" + side + "' in " + gameName + "; its sides are "
                    + state.sides().stream().map(Side::id).toList());
        }
        if (state.ended()) {
            throw new CommandFailed(state.ending() + ": nobody acts any more; " + gameName + " is unchanged");
        }
        List<String> actors = new ArrayList<>();
        for (String id : state.turn().activation().actors()) {
            Actor a = state.actor(id);
            if (a != null && !a.status().out() && (side == null || side.equals(a.side()))) actors.add(id);
        }
        if (actors.isEmpty()) {
            throw new CommandFailed("nobody " + (side == null ? "" : "of " + side + " ") + "may act now: it is "
                    + state.turn().describe());
        }
        DiceChoice dice = DiceChoice.of(List.of(), args);
        Dice aiDice = new Dice(dice.source());
        // The scenario's victory conditions: where an actor it gives no destination heads; and its last turn, which
        // a Player force heads home for (and a side that must come back by an edge at the end).
        Checklist objectives;
        try {
            objectives = Checklist.NONE.lastTurn(state.lastTurn())
                    .objectives(Objectives.toSeek(file.journal().scenario(), game));
        } catch (ReplayException e) {
            throw new CommandFailed("the journal no longer replays: " + e.getMessage() + "; " + gameName
                    + " is unchanged");
        }
        ArrayNode all = JSON.createArrayNode();
        boolean json = args.has("json");
        for (String id : actors) {
            GameState now = game.state();
            if (now.actor(id) == null || now.actor(id).status().out()) continue;
            Suggestion s;
            try {
                s = npc.suggest(game.rules(), now, id, objectives, aiDice);
            } catch (DiceException e) {
                throw new CommandFailed(e.getMessage() + "; " + gameName + " is unchanged");
            }
            List<Question> asked = npc.questions(game.rules(), now, id);
            ObjectNode node = json ? all.addObject() : null;
            if (json) json(node, s, asked, now);
            else print(s, asked, now, console);
            if (!args.has("apply")) {
                // The next suggestion is decided after this one's moves, on the dice after theirs, as --apply decides
                // it: they are played on the game in memory (nothing is written), so what is shown is what --apply
                // plays with the same dice.
                try {
                    for (Game.Played played : s.play(game, dice.source(), false)) game = played.game();
                } catch (IllegalActionException refusal) {
                    throw new CommandFailed("refused: " + refusal.explain() + "; " + gameName + " is unchanged");
                } catch (DiceException e) {
                    throw new CommandFailed(e.getMessage() + "; " + gameName + " is unchanged");
                }
                continue;
            }
            ArrayNode applied = json ? node.putArray("applied") : null;
            try {
                // Each an ordinary entry marked as the AI's, the first with the faces the AI threw to decide.
                for (Game.Played played : s.play(game, dice.source(), args.has("explain"))) {
                    if (json) {
                        file.append(played.entry());
                        applied.add(played.outcome().headline());
                    } else {
                        file.record(played, dice, false, console);
                    }
                    game = played.game();
                }
            } catch (IllegalActionException refusal) {
                throw new CommandFailed("refused: " + refusal.explain() + "; the moves before it are kept");
            } catch (DiceException e) {
                throw new CommandFailed(e.getMessage() + "; the moves before it are kept");
            }
        }
        if (json) console.out().print(toText(all));
        if (!aiDice.rolls().isEmpty()) {
            if (json) console.err().println(dice.description());
            else console.say(dice.description());
        }
        return CommandLine.OK;
    }

    /** A roll of the AI's as JSON shows it. */
    private record RollFaces(String purpose, int sides, List<Integer> faces) {
    }

    private static String toText(ArrayNode all) {
        try {
            return JSON.writeValueAsString(all) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void print(Suggestion s, List<Question> asked, GameState state, Console console) {
        Actor a = state.actor(s.actor());
        console.say(a.name() + ": " + s.intent().word() + " — " + (s.standsStill() ? "no action now"
                : String.join("; then ", s.requests().stream().map(AiCommand::words).toList())));
        for (Reason r : s.reasons()) console.say("  " + label(r.kind()) + r);
        List<Question> open = asked.stream().filter(q -> q.id().equals(Question.NEAREST_ENEMY)).toList();
        if (!open.isEmpty()) {
            console.say("  not known without positions: " + String.join(" ", asked.stream()
                    .filter(q -> q.id().equals(Question.NEAREST_ENEMY) || q.id().equals(Question.DISTANCE))
                    .map(Question::words).toList()));
        }
    }

    private static String label(Reason.Kind kind) {
        return switch (kind) {
            case ARCHETYPE -> "archetype: ";
            case OBSERVATION -> "observed: ";
            case RISK_FACTOR -> "";
            case INTENT -> "intent: ";
            case TARGET -> "target: ";
            case NOT_TARGET -> "not: ";
            case ACTION -> "action: ";
            case REFUSED -> "refused: ";
        };
    }

    /** A request as 'vedette game act' takes it: ACTION NAME=VALUE…. */
    static String words(ActionRequest r) {
        StringBuilder b = new StringBuilder(r.action());
        r.inputs().forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }

    private static void json(ObjectNode o, Suggestion s, List<Question> asked, GameState state) {
        o.put("actor", s.actor());
        o.put("name", state.actor(s.actor()).name());
        o.put("intent", s.intent().id());
        ArrayNode requests = o.putArray("requests");
        for (ActionRequest r : s.requests()) {
            ObjectNode q = requests.addObject();
            q.put("ruleset", r.ruleset());
            q.put("action", r.action());
            // A move's path is carried as points (TablePath): shown as the text 'game act' takes.
            q.set("inputs", JSON.valueToTree(TableMove.asText(r).inputs()));
        }
        ArrayNode reasons = o.putArray("reasons");
        for (Reason r : s.reasons()) {
            ObjectNode n = reasons.addObject();
            n.put("kind", r.kind().name().toLowerCase().replace('_', '-'));
            n.put("text", r.text());
            if (r.rule() != null) {
                n.put("book", r.rule().book());
                n.put("section", r.rule().section());
            }
        }
        List<RollFaces> rolls = new ArrayList<>();
        for (Roll r : s.rolls()) {
            rolls.add(new RollFaces(r.purpose(), r.sides(), java.util.Arrays.stream(r.faces()).boxed().toList()));
        }
        o.set("rolls", JSON.valueToTree(rolls));
        ArrayNode questions = o.putArray("questions");
        for (Question q : asked) questions.addObject().put("id", q.id()).put("words", q.words());
    }
}
