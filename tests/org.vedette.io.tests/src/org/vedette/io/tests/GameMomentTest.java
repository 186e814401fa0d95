package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.dice.Dice;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.DetailException;
import org.vedette.core.turn.DetailValues;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnDetail;
import org.vedette.core.turn.TurnKind;
import org.vedette.core.turn.TurnState;
import org.vedette.core.turn.TurnStructure;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.ResolveRequest;
import org.vedette.io.RulesetCatalog;

/**
 * Any moment of a game as a request: a situation carries the turn's label,
 * nobody's turn, and the ruleset's own turn detail, read by the ruleset and
 * reported where it is wrong; what {@link RequestFile#toJson(GameState,
 * org.vedette.core.rules.Ruleset, String)} writes reads back to an equal
 * state; the action "next" moves the turn on.
 */
class GameMomentTest {
    /** A detail in the manner of Sharpe's order of movement: who moves, in order, and who has moved. */
    record Order(List<String> order, List<String> done) implements TurnDetail {
        @Override
        public String describe() {
            return "order " + order + ", done " + done;
        }
    }

    /** Each actor in the order moves once a round; the order is the turn's detail. */
    static final class InOrder implements TurnStructure {
        @Override
        public TurnKind kind() {
            return TurnKind.INITIATIVE_ORDER;
        }

        @Override
        public RuleRef rule() {
            return RuleRef.of("T", "Order");
        }

        @Override
        public List<PhaseSpec> phases() {
            return List.of();
        }

        @Override
        public Outcome begin(GameState state, Dice dice, Explanation explanation) {
            return moveTo(state, new Order(List.copyOf(state.actors().keySet()), List.of()), 1);
        }

        @Override
        public Outcome advance(GameState state, Dice dice, Explanation explanation) {
            Order o = (Order) state.turn().detail();
            List<String> done = new ArrayList<>(o.done());
            done.addAll(state.turn().activation().actors());
            return done.size() < o.order().size() ? moveTo(state, new Order(o.order(), done), state.turn().round())
                    : moveTo(state, new Order(o.order(), List.of()), state.turn().round() + 1);
        }

        private static Outcome moveTo(GameState state, Order order, int round) {
            String next = order.order().get(order.done().size());
            TurnState t = new TurnState(round, null, new Activation(state.actor(next).side(), List.of(next),
                    next + "'s move"), order);
            return new Outcome(t.describe(), List.of(new GameEvent.TurnChanged(state.turn(), t)), List.of(), List.of());
        }

        @Override
        public Map<String, Object> writeDetail(TurnDetail detail) {
            Order o = (Order) detail;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("order", o.order());
            m.put("done", o.done());
            return m;
        }

        @Override
        public TurnDetail readDetail(DetailValues v, GameState state) throws DetailException {
            v.known("order", "done");
            List<String> order = v.texts("order");
            for (int i = 0; i < order.size(); i++) {
                if (state.actor(order.get(i)) == null) throw v.problem("order", i, "'" + order.get(i) + "' is no actor");
            }
            return new Order(order, v.texts("done"));
        }
    }

    static final RulesetCatalog IN_ORDER = RulesetCatalog.of(new FakeOneHour("onehour", new InOrder()));

    static final String MOMENT = """
            { "format": "vedette.request", "version": 1, "ruleset": "onehour", "note": "a moment",
              "action": "shoot", "inputs": { "actor": "95th", "target": "voltigeurs" },
              "situation": {
                "actors": [
                  { "id": "52nd", "side": "british", "profile": { "type": "light-infantry" } },
                  { "id": "95th", "side": "british", "profile": { "type": "skirmishers" }, "marks": { "loaded": true } },
                  { "id": "voltigeurs", "side": "french", "profile": { "type": "skirmishers" },
                    "status": { "wounds": 2, "shock": 0, "down": false, "out": false } }
                ],
                "turn": { "round": 2, "side": "british", "actors": ["95th"], "label": "95th's move",
                  "detail": { "order": ["52nd", "95th", "voltigeurs"], "done": ["52nd"] } }
              },
              "dice": [5] }
            """;

    @Test
    void aSituationCarriesTheRulesetsTurnDetailAndLabel() {
        ReadResult<ResolveRequest> r = RequestFile.parse(MOMENT, "moment.json", IN_ORDER);
        assertTrue(r.ok(), r.report());
        TurnState turn = r.value().state().turn();
        assertEquals(new Order(List.of("52nd", "95th", "voltigeurs"), List.of("52nd")), turn.detail());
        assertEquals("95th's move", turn.activation().label());
        assertEquals(List.of("95th"), turn.activation().actors());
        assertEquals(2, turn.round());
    }

    @Test
    void aWrongDetailIsReportedWhereItIsAndNothingIsRead() {
        String wrong = MOMENT.replace("\"order\": [\"52nd\", \"95th\", \"voltigeurs\"]", "\"order\": [\"52nd\", \"96th\"]");
        ReadResult<ResolveRequest> r = RequestFile.parse(wrong, "moment.json", IN_ORDER);
        assertFalse(r.ok());
        Diagnostic d = r.errors().get(0);
        assertEquals(11, d.line(), r.report());
        assertEquals(wrong.lines().toList().get(10).indexOf("\"96th\"") + 1, d.column(), r.report());
        assertTrue(d.message().contains("'96th' is no actor"), d.message());
        assertNull(r.value());

        String unknown = MOMENT.replace("\"done\":", "\"dnoe\":");
        Diagnostic u = RequestFile.parse(unknown, "moment.json", IN_ORDER).errors().get(0);
        assertTrue(u.message().contains("unknown member 'dnoe' of the turn detail (known: order, done)"), u.message());
        assertEquals(11, u.line());
    }

    @Test
    void aRulesetThatKeepsNoDetailRefusesOne() {
        ReadResult<ResolveRequest> r = RequestFile.parse(MOMENT, "moment.json", Texts.CATALOG);
        assertFalse(r.ok());
        assertTrue(r.errors().get(0).message().contains("this ruleset keeps no turn detail"), r.report());
    }

    @Test
    void nobodysTurnHasNoSide() {
        String nobody = MOMENT.replace("\"side\": \"british\", \"actors\": [\"95th\"], \"label\": \"95th's move\"",
                "\"actors\": [], \"label\": \"the reload card is up\"");
        ReadResult<ResolveRequest> r = RequestFile.parse(nobody, "moment.json", IN_ORDER);
        assertTrue(r.ok(), r.report());
        Activation a = r.value().state().turn().activation();
        assertNull(a.side());
        assertEquals(List.of(), a.actors());
        assertEquals("the reload card is up", a.label());
    }

    @Test
    void whatIsWrittenReadsBackToAnEqualState(@TempDir Path dir) throws Exception {
        GameState state = RequestFile.parse(MOMENT, "moment.json", IN_ORDER).value().state();
        String text = RequestFile.toJson(state, IN_ORDER.find("onehour").orElseThrow(), "moment.json, by hand");
        ReadResult<GameState> back = RequestFile.parseSituation(text, "export.json", IN_ORDER);
        assertTrue(back.ok(), back.report());
        assertEquals(state, back.value());
        assertTrue(text.contains("\"note\": \"moment.json, by hand\""), text);

        Path file = dir.resolve("moment.json");
        RequestFile.write(file, state, IN_ORDER.find("onehour").orElseThrow(), null);
        assertEquals(state, RequestFile.parseSituation(Files.readString(file), "moment.json", IN_ORDER).value());
        assertFalse(Files.readString(file).contains("\"note\""));
        // With an action added it is a request like any other.
        String request = text.replaceFirst("\"ruleset\": \"onehour\",",
                "\"ruleset\": \"onehour\", \"action\": \"shoot\", \"inputs\": { \"actor\": \"95th\", \"target\": \"52nd\" },");
        ReadResult<ResolveRequest> r = RequestFile.parse(request, "moment.json", IN_ORDER);
        assertTrue(r.ok(), r.report());
        assertEquals(state, r.value().state());
    }

    /** The scenario's last turn travels with the turn (issue #29): an exported moment ends where its game does. */
    @Test
    void theLastTurnIsWrittenBesideTheTurnAndReadBack() {
        GameState state = RequestFile.parse(MOMENT, "moment.json", IN_ORDER).value().state();
        assertEquals(0, state.lastTurn(), "none given: no limit");
        GameState bounded = state.withLastTurn(1);
        String text = RequestFile.toJson(bounded, IN_ORDER.find("onehour").orElseThrow(), null);
        assertTrue(text.contains("\"last-turn\": 1"), text);
        GameState back = RequestFile.parseSituation(text, "export.json", IN_ORDER).value();
        assertEquals(bounded, back);
        assertTrue(back.ended(), "round 2 is past the last turn, 1");
        assertFalse(RequestFile.toJson(state, IN_ORDER.find("onehour").orElseThrow(), null).contains("last-turn"));
        Diagnostic zero = RequestFile.parseSituation(text.replace("\"last-turn\": 1", "\"last-turn\": 0"),
                "export.json", IN_ORDER).errors().get(0);
        assertTrue(zero.message().contains("expected a last turn of 1 or more"), zero.message());
    }

    @Test
    void theActionNextMovesTheTurnOnAndTakesNoInputs() {
        String next = MOMENT.replace("\"action\": \"shoot\", \"inputs\": { \"actor\": \"95th\", \"target\": \"voltigeurs\" },",
                "\"action\": \"next\",");
        ReadResult<ResolveRequest> r = RequestFile.parse(next, "next.json", IN_ORDER);
        assertTrue(r.ok(), r.report());
        assertTrue(r.value().advances());
        Outcome o = IN_ORDER.find("onehour").orElseThrow().turnStructure().advance(r.value().state(), null, null);
        assertEquals(List.of("voltigeurs"), ((GameEvent.TurnChanged) o.events().get(0)).after().activation().actors());

        String withInputs = MOMENT.replace("\"action\": \"shoot\"", "\"action\": \"next\"");
        ReadResult<ResolveRequest> bad = RequestFile.parse(withInputs, "next.json", IN_ORDER);
        assertFalse(bad.ok());
        assertTrue(bad.errors().get(0).message().contains("'next' moves the turn on and takes no inputs"), bad.report());

        ReadResult<ResolveRequest> inGame = RequestFile.parseForGame(next, "next.json", IN_ORDER,
                r.value().state());
        assertFalse(inGame.ok());
        assertTrue(inGame.errors().get(0).message().contains("use 'vedette game next'"), inGame.report());
    }
}
