package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Deque;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.vedette.ai.Question;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionRequest;
import org.vedette.ui.ai.internal.NpcAiPart;
import org.vedette.ui.ai.internal.PlayHandler;
import org.vedette.ui.internal.parts.ActionResolverPart;

/**
 * The NPC AI part, contributed by org.vedette.ui.ai's model fragment, on The
 * Bridge at Almaraz, whose garrison is the non-player side (One Hour: the
 * British move first, so four Nexts bring the garrison's movement phase —
 * 1H "Sequence of Play"). The AI's own die and the moves' dice are the
 * referee's, typed in (scripted), so each decision is the same every run.
 */
class NpcAiPanelTest {
    private static final String ALMARAZ = "scenarios/bridge-at-almaraz.json";
    private static final String UNPLACED = "scenarios/almaraz-unplaced.json";
    /** The AI's Actions-table die for the garrison (RF Actions table): a roll that has it move. */
    private static final int AI_DIE = 6;

    private ActionResolverPart resolver;
    private boolean entered;

    @BeforeEach
    void enteredDice() {
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        entered = resolver.usesEnteredDice();
        resolver.useEnteredDice(true);
    }

    @AfterEach
    void clear() throws IOException {
        Games.clear();
        resolver.useEnteredDice(entered);
        Files.deleteIfExists(Workbench.workspace().resolve(UNPLACED));
        Games.folder().refresh();
        Workbench.spin();
    }

    @Test
    void theGarrisonsSuggestionWithItsReasonsIsTakenAsTheAisAndUndone() {
        Path game = toTheGarrisonsTurn(ALMARAZ, "games/almaraz-ai");
        NpcAiPart ai = show();
        GameState before = Games.open().state();
        String first = firstOf(before, "french");
        assertEquals(first, ai.actor(), "the first of the garrison to act: " + ai.headingText());
        assertTrue(ai.headingText().startsWith("Garrison of Almaraz: " + before.actor(first).name() + " to act"),
                ai.headingText());
        assertNull(ai.suggestion(), "with the referee's dice, the AI waits for its own die to be typed in");
        assertEquals("Decide… throws the AI's own die with your dice, typed into the dice form.", ai.suggestionText());
        assertFalse(ai.canTake(), "nothing to take before the AI has decided");

        Suggestion s = decide(ai, AI_DIE);
        assertFalse(s.standsStill(), "a 6 on the Actions table moves the garrison: " + ai.reasonRows());
        assertTrue(ai.suggestionText().startsWith(before.actor(first).name() + ": " + s.intent().word() + " — "),
                ai.suggestionText());
        // Every reason the AI gives is shown, with the rule it cites: the risk factors and the die among them.
        assertEquals(s.reasons().size(), ai.reasonRows().size());
        assertTrue(ai.reasonRows().stream().anyMatch(r -> r.startsWith("risk factor | ") && r.contains("| RF")),
                ai.reasonRows().toString());
        assertTrue(ai.reasonRows().stream().anyMatch(r -> r.startsWith("intent | ")), ai.reasonRows().toString());
        assertEquals(List.of(AI_DIE), s.faces(), "the AI's die as typed");

        int lines = Games.lines(game).size();
        Deque<Integer> dice = Workbench.answerDice();
        ai.take();
        Workbench.stopAnswering();
        Workbench.spin();
        assertTrue(dice.isEmpty());
        List<String> after = Games.lines(game);
        assertEquals(lines + s.requests().size(), after.size(), "one journal entry per move: " + ai.statusText());
        String entry = after.get(lines);
        assertTrue(entry.contains("\"by\":\"ai\""), "marked as the AI's: " + entry);
        assertTrue(entry.contains("\"ai-faces\":[" + AI_DIE + "]"), "with the die the AI threw to decide: " + entry);
        assertTrue(entry.contains("\"action\":\"" + s.requests().get(0).action() + "\""), entry);
        assertTrue(ai.statusText().startsWith("Taken: "), ai.statusText());
        GameState moved = Games.open().state();
        assertFalse(moved.actor(first).equals(before.actor(first)), "the state changed: " + moved.actor(first));
        assertFalse(first.equals(ai.actor()), "the AI goes on to the garrison's next unit: " + ai.headingText());

        Games.turn().undo();
        Workbench.spin();
        assertEquals(lines, Games.lines(game).size(), "Undo takes the AI's move back like any other");
        assertEquals(before.actor(first), Games.open().state().actor(first), "the unit is as it was");
        assertEquals(first, ai.actor(), "and the AI decides for it again");
    }

    @Test
    void withTheComputersDiceTheAiDecidesAtOnceAndSaysWithWhichSeed() {
        resolver.useEnteredDice(false);
        toTheGarrisonsTurn(ALMARAZ, "games/almaraz-ai-computer");
        NpcAiPart ai = show();
        Suggestion s = ai.suggestion();
        assertNotNull(s, "decided as soon as the garrison's turn came: " + ai.headingText());
        assertEquals(ai.actor(), s.actor());
        assertEquals(1, s.faces().size(), "one D6 on the Actions table: " + s.rolls());
        assertTrue(ai.statusText().matches("The AI's die: the computer's, seed -?\\d+: " + s.faces().get(0) + "\\."),
                ai.statusText());
        assertEquals(s.reasons().size(), ai.reasonRows().size());
        assertTrue(ai.canTake());
    }

    @Test
    void changeFillsTheActionResolverWithTheSuggestion() {
        toTheGarrisonsTurn(ALMARAZ, "games/almaraz-ai-change");
        NpcAiPart ai = show();
        Suggestion s = decide(ai, AI_DIE);
        ActionRequest r = s.requests().get(0);
        ai.change();
        Workbench.spin();
        ActionResolverPart form = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        assertEquals(r.action(), form.actionId());
        assertEquals(r.inputs().get("actor"), String.valueOf(form.field("actor").value()));
        for (var input : r.inputs().entrySet()) {
            if (input.getKey().equals("table.path")) continue;
            assertEquals(String.valueOf(input.getValue()), String.valueOf(form.field(input.getKey()).value()),
                    input.getKey());
        }
        assertTrue(form.outcomeText().startsWith("The NPC AI suggests: "), form.outcomeText());
        assertTrue(form.canTakeAction(), form.problemText());
    }

    @Test
    void playingUntilThePlayersTurnStopsAtTheBritishAndIsUndoneStepByStep() {
        Path game = toTheGarrisonsTurn(ALMARAZ, "games/almaraz-ai-play");
        NpcAiPart ai = show();
        int lines = Games.lines(game).size();
        // Game ▸ AI: Play One Step, the fragment's menu item: the command with its parameter.
        var commands = Workbench.context().get(org.eclipse.e4.core.commands.ECommandService.class);
        var step = commands.createCommand("org.vedette.ui.ai.command.play", java.util.Map.of(PlayHandler.UNTIL, "false"));
        var handlers = Workbench.context().get(org.eclipse.e4.core.commands.EHandlerService.class);
        assertTrue(handlers.canExecute(step), "a game is open");
        handlers.executeHandler(step);
        Workbench.spin();
        assertEquals(lines + 1, Games.lines(game).size(), "one step, one entry: " + ai.statusText());
        assertTrue(Games.lines(game).get(lines).contains("\"by\":\"ai\""), Games.lines(game).get(lines));

        ai.playOn();
        assertTrue(ai.isPlaying() || !ai.statusText().startsWith("Playing"), ai.statusText());
        Workbench.waitUntil("the AI to stop playing", Duration.ofSeconds(60), () -> !ai.isPlaying());
        Workbench.spin();
        assertTrue(ai.statusText().startsWith("It is the players' turn"), ai.statusText());
        GameState now = Games.open().state();
        assertTrue(now.turn().activation().actors().stream().map(now::actor).anyMatch(a -> a.side().equals("british")),
                "the British may act: " + now.turn().describe());
        List<String> all = Games.lines(game);
        assertTrue(all.size() > lines + 1, "the garrison played on: " + ai.statusText());
        for (String line : all.subList(lines, all.size())) assertTrue(line.contains("\"by\":\"ai\""), line);
        assertTrue(Games.turn().turnText().contains("Hill's column's turn"), Games.turn().turnText());

        Games.turn().undo();
        Workbench.spin();
        assertEquals(all.size() - 1, Games.lines(game).size(), "Undo takes back the last step alone");
    }

    @Test
    void playOneStepPlaysTheSuggestionShownWithTheSameDie() {
        // #30: the part showed one action and Play one step played another, decided again on a fresh die.
        resolver.useEnteredDice(false);
        Path game = toTheGarrisonsTurn(ALMARAZ, "games/almaraz-ai-shown");
        NpcAiPart ai = show();
        // The part takes up the game just opened when the workbench tells it, not at once: the garrison's first
        // suggestion is waited for, as a referee would, before any is compared.
        Workbench.waitUntil("the AI to suggest for the garrison", Duration.ofSeconds(20),
                () -> ai.suggestion() != null);
        int compared = 0;
        StringBuilder steps = new StringBuilder();
        List<Integer> carried = new ArrayList<>();
        // The computer's dice are seeded afresh each time: any number of the first steps may stand
        // still, so play on until a few actions were compared rather than for a fixed count.
        for (int i = 0; i < 60 && compared < 3 && ai.suggestion() != null; i++) {
            Suggestion s = ai.suggestion();
            int lines = Games.lines(game).size();
            ai.playStep();
            Workbench.spin();
            List<String> after = Games.lines(game);
            steps.append("\n  shown ").append(s.actor()).append(' ').append(s.intent()).append(' ')
                    .append(s.requests()).append(", played ").append(ai.statusText());
            if (s.standsStill()) {
                // Shown standing still, played so: nothing written, its die kept for the next entry, and the next
                // actor is shown before anything of his is played.
                assertEquals(lines, after.size(), "a suggestion to stand still writes nothing: " + steps);
                carried.addAll(s.faces());
                assertTrue(ai.suggestion() == null || !ai.suggestion().actor().equals(s.actor()),
                        "the part goes on to the next actor: " + steps);
                continue;
            }
            assertTrue(after.size() > lines, "a step was played: " + steps);
            String entry = after.get(lines);
            List<Integer> dice = new ArrayList<>(carried);
            dice.addAll(s.faces());
            carried.clear();
            String faces = dice.stream().map(String::valueOf).reduce((a, b) -> a + "," + b).orElseThrow();
            assertTrue(entry.contains("\"ai-faces\":[" + faces + "]"), "the AI's dice as shown (" + faces + "): "
                    + entry);
            ActionRequest r = s.requests().get(0);
            assertTrue(entry.contains("\"action\":\"" + r.action() + "\""), r.action() + ": " + entry);
            assertTrue(entry.contains("\"actor\":\"" + s.actor() + "\""), s.actor() + ": " + entry);
            compared++;
        }
        assertTrue(compared > 0, "at least one action shown was played: " + ai.statusText() + steps);
    }

    @Test
    void anActorTheRefereeSkippedIsNotPlayedByTheAi() {
        resolver.useEnteredDice(false);
        Path game = toTheGarrisonsTurn(ALMARAZ, "games/almaraz-ai-skipped");
        NpcAiPart ai = show();
        String skipped = ai.actor();
        assertNotNull(skipped, ai.headingText());
        ai.skip();
        Workbench.spin();
        int lines = Games.lines(game).size();
        // Those shown standing still write nothing: play on, each shown first, until an entry is written.
        for (int i = 0; i < 10 && Games.lines(game).size() == lines && ai.suggestion() != null; i++) {
            assertNotEquals(skipped, ai.suggestion().actor(), "the AI decides again for " + skipped);
            ai.playStep();
            Workbench.spin();
        }
        List<String> after = Games.lines(game);
        for (String entry : after.subList(lines, after.size())) {
            assertFalse(entry.contains("\"actor\":\"" + skipped + "\""), "the referee acts for " + skipped + ": "
                    + entry);
        }
    }

    @Test
    void withoutPositionsTheAiAsksItsChecklistAndDecidesOnceAnswered() throws IOException {
        // Almaraz with nobody placed: the AI cannot measure, and asks.
        String text = Files.readString(Workbench.workspace().resolve(ALMARAZ));
        String unplaced = text.replaceAll(",\\s*\"deployment\":\\s*\\{(?:[^{}]|\\{[^{}]*\\})*\\}", "")
                .replace("\"id\": \"bridge-at-almaraz\"", "\"id\": \"almaraz-unplaced\"");
        assertFalse(unplaced.contains("\"deployment\":"), "nobody placed");
        Files.writeString(Workbench.workspace().resolve(UNPLACED), unplaced);
        Games.folder().refresh();
        Workbench.spin();
        toTheGarrisonsTurn(UNPLACED, "games/almaraz-unplaced-ai");
        NpcAiPart ai = show();
        String first = ai.actor();
        assertNotNull(first, ai.headingText());
        assertNull(Games.open().state().actor(first).position());
        List<String> asked = ai.questionIds();
        assertTrue(asked.contains(Question.NEAREST_ENEMY) && asked.contains(Question.DISTANCE), asked.toString());
        assertTrue(asked.contains("enemy-in-range"), "the risk factors' observations (RF Risk Factors): " + asked);
        assertNull(ai.suggestion(), "nothing is decided before the checklist is answered");
        assertEquals("Answer what holds, then Decide.", ai.suggestionText());

        ai.answer("enemy-in-range", true);
        ai.answer(Question.NEAREST_ENEMY, "50th-foot");
        ai.answer(Question.DISTANCE, "9");
        Suggestion s = decide(ai, AI_DIE);
        assertTrue(s.reasons(Reason.Kind.OBSERVATION).stream().anyMatch(r -> r.text().equals("Given: an enemy in clear"
                + " sight has it within its weapons' range")),
                "the answer counts: " + s.reasons(Reason.Kind.OBSERVATION));
        Actor british = Games.open().state().actor("50th-foot");
        assertTrue(s.reasons(Reason.Kind.TARGET).stream().anyMatch(r -> r.text().contains(british.name())),
                "the nearest enemy as the referee said: " + s.reasons(Reason.Kind.TARGET));
        assertTrue(ai.canTake(), ai.suggestionText());
    }

    /** Begins the game and presses Next until the garrison's movement phase (no dice asked). */
    private static Path toTheGarrisonsTurn(String scenario, String name) {
        Path game = Games.begin(scenario, name);
        for (int i = 0; i < 4; i++) Games.next();
        assertTrue(Games.turn().turnText().contains("Garrison of Almaraz's turn"), Games.turn().turnText());
        return game;
    }

    private static NpcAiPart show() {
        assertTrue(Workbench.command("org.vedette.ui.ai.command.show"), "the fragment's Window ▸ NPC AI");
        MPart part = Workbench.partService().findPart(NpcAiPart.ID);
        assertNotNull(part, "the fragment's part");
        Workbench.spin();
        return (NpcAiPart) part.getObject();
    }

    /** Presses Decide, typing the AI's die into the dice form. */
    private static Suggestion decide(NpcAiPart ai, int die) {
        Deque<Integer> left = Workbench.answerDice(die);
        ai.decide();
        Workbench.stopAnswering();
        Workbench.spin();
        assertTrue(left.isEmpty(), "the AI's die was asked for: " + ai.statusText());
        assertNotNull(ai.suggestion(), ai.statusText());
        return ai.suggestion();
    }

    private static String firstOf(GameState state, String side) {
        return state.turn().activation().actors().stream().filter(id -> state.actor(id).side().equals(side))
                .findFirst().orElseThrow();
    }
}
