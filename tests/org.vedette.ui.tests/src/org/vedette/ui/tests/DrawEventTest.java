package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Deque;
import java.util.List;

import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Position;
import org.vedette.scenario.TabletopEvent;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.map.Tape;
import org.vedette.ui.scenario.internal.EventAtNext;
import org.vedette.ui.scenario.internal.EventDesk;

/**
 * Game ▸ Draw Event (The Other Side of the Hill ch. X "Tabletop Events"):
 * the event drawn with the game's dice is journaled as OSOTH's "event" with
 * its dice and words, one entry that Undo Move takes away; placed, it is laid
 * on the Turn part's map; a game of another ruleset is refused with why.
 */
class DrawEventTest {
    static final String COMMAND = "org.vedette.ui.scenario.command.event";
    /** The CLI's patrol (GenerateEventTest): four riflemen in a line at y 10 facing north, 12" from the west edge. */
    static final String PATROL = """
            { "format": "vedette.scenario", "version": 1, "id": "patrol", "title": "A patrol beyond the Coa",
              "ruleset": "osoth", "table": { "width": 72, "depth": 48, "friendlyEdge": "south" },
              "sides": [
                { "id": "british", "name": "Light Division", "control": "player", "units": [
                  { "id": "95th", "quality": "veteran", "profile": { "type": "rifleman" }, "figures": [
                    { "id": "lt", "name": "Lt Fitzgerald", "profile": { "rank": "officer" }, "weapons": ["pistol"], "position": { "x": 12.5, "y": 10, "facing": 0 } },
                    { "id": "harris", "name": "Rfn Harris", "weapons": ["rifle"], "position": { "x": 13.5, "y": 10, "facing": 0 } },
                    { "id": "cooper", "name": "Rfn Cooper", "weapons": ["rifle"], "position": { "x": 14.5, "y": 10, "facing": 0 } },
                    { "id": "tongue", "name": "Rfn Tongue", "weapons": ["rifle"], "position": { "x": 15.5, "y": 10, "facing": 0 } } ] } ] },
                { "id": "french", "name": "French", "control": "non-player", "units": [
                  { "id": "voltigeurs", "quality": "conscript", "profile": { "type": "infantry" }, "figures": [
                    { "id": "v1", "name": "Voltigeur Petit", "weapons": ["musket"], "position": { "x": 60, "y": 40, "facing": 180 } } ] } ] } ] }
            """;

    private Path written;

    @AfterEach
    void clear() throws Exception {
        Games.clear();
        if (written != null) Files.deleteIfExists(written);
        Games.folder().refresh();
        Workbench.spin();
    }

    /** The patrol written into the workspace's scenarios, deleted after the test. */
    private void writePatrol(String name) throws java.io.IOException {
        written = Workbench.workspace().resolve(name);
        Files.writeString(written, PATROL);
        Games.folder().refresh();
        Workbench.spin();
    }

    private static EventDesk desk() {
        return ContextInjectionFactory.make(EventDesk.class, Workbench.context());
    }

    @Test
    void chXAnEventInTheMarquiseIsJournaledWithItsDiceAndWordsAndUndoRemovesIt() {
        Games.resolver(); // entered dice: the referee's, typed into the dice form
        // The first press: D6 1, the Players' initiative (a 6 would give an event, drawn at once: see below).
        Path game = Games.begin("scenarios/osoth-the-marquise-of-alorna.json", "games/alorna-event", 1);
        int before = Games.lines(game).size();
        int entries = Games.open().game().journal().size();
        // The menu item, as the referee presses it: D66 1,1: conscripts; D6 3: 16 of them; 2D6 2+3: left front;
        // 2D6 3+3: 18". The example deploys its figures, so the unit's place is measured too.
        Deque<Integer> dice = Workbench.answerDice(1, 1, 3, 2, 3, 3, 3);
        List<String> shown = Workbench.closeMessage("Draw Event");
        assertTrue(Workbench.command(COMMAND), "Draw Event is enabled for an OSOTH game");
        Workbench.stopAnswering();
        assertTrue(dice.isEmpty(), "every die was asked for: " + dice + " left");
        Workbench.waitUntil("the event's message", java.time.Duration.ofSeconds(10), () -> !shown.isEmpty());
        String words = "16 Conscript French infantry (one an officer), 18 inches to the left front of your force";
        assertTrue(String.join("\n", shown).contains(words), shown.toString());
        assertTrue(String.join("\n", shown).contains("Placed: its centre at"), shown.toString());

        assertEquals(entries + 1, Games.open().game().journal().size(), "one entry");
        JournalEntry last = Games.open().game().journal().get(entries);
        assertEquals("event", last.request().action());
        assertTrue(last.request().inputs().get(TabletopEvent.TEXT).toString()
                .startsWith("drawn (1+1, 3, 2+3, 3+3): " + words + ": centre at"), last.request().inputs().toString());
        assertEquals(List.of(), last.faces(), "its dice are in its words; the entry throws none");
        String line = Games.lines(game).get(Games.lines(game).size() - 1);
        assertTrue(line.contains("\"action\":\"event\"") && line.contains("drawn (1+1, 3, 2+3, 3+3)"), line);
        LogEntry logged = Workbench.context().get(GameLog.class).entries()
                .get(Workbench.context().get(GameLog.class).entries().size() - 1);
        assertEquals("Draw Event", logged.action());
        assertTrue(logged.dice().startsWith("entered by hand: 1+1, 3, 2+3, 3+3"), logged.dice());

        Games.turn().undo();
        Workbench.spin();
        assertEquals(entries, Games.open().game().journal().size(), "Undo takes the event away");
        assertEquals(before, Games.lines(game).size(), "and its line from the file");
    }

    @Test
    void chXPlacingNonPlayerUnitsTheTextsExampleIsLaidOnTheMap() throws Exception {
        writePatrol("scenarios/osoth-patrol-event-test.json");
        Games.resolver(); // entered dice: the first press, D6 1, the Players' initiative
        Games.begin("scenarios/osoth-patrol-event-test.json", "games/patrol-event", 1);
        Games.turn().showMap();
        Workbench.spin();
        EventDesk desk = desk();
        assertEquals(null, desk.refusal());
        // D66 1,6: 8 Average infantry (D6 1); 2D6 2+2: left; 2D6 3+3: 18" — 6" off the table, so on the west edge
        // and 6" along it away from friendly lines (the text's own example).
        TabletopEvent drawn = desk.draw(new ScriptedDice(1, 6, 1, 2, 2, 3, 3));
        assertTrue(drawn.positioned() && drawn.placement().placed(), drawn.words());
        assertEquals(Position.at(3, 16), Position.at(drawn.placement().centre().x(), drawn.placement().centre().y()));
        desk.record(drawn, "scripted");
        Workbench.spin();
        JournalEntry last = Games.open().game().journal().get(Games.open().game().journal().size() - 1);
        String text = last.request().inputs().get(TabletopEvent.TEXT).toString();
        assertTrue(text.startsWith("drawn (1+6, 1, 2+2, 3+3): 8 Average French infantry, 18 inches to the left of your"
                + " force: centre at (3.0, 16.0)"), text);
        assertTrue(text.contains("6 inches off the table: on the west edge, moved 6 inches along it away from friendly"
                + " lines"), text);
        Workbench.waitUntil("the event laid on the map", java.time.Duration.ofSeconds(10),
                () -> Games.turn().map().tape() != null);
        Tape tape = Games.turn().map().tape();
        assertEquals(drawn.placement().ringPoint(), tape.from(), "measured from the force's ring");
        assertEquals(drawn.placement().centre(), tape.to(), "to the unit's centre");
        assertTrue(tape.notes().get(0).startsWith("8 Average French infantry"), tape.notes().toString());
    }

    @Test
    void sequenceOfPlayNextGivingAnEventDrawsItJournalsItLaysItOnTheMapAndUndoTakesItBack() throws Exception {
        writePatrol("scenarios/osoth-patrol-next-test.json");
        Games.resolver(); // entered dice
        // The first press: D6 1, the Players' initiative.
        Path game = Games.begin("scenarios/osoth-patrol-next-test.json", "games/patrol-next", 1);
        Games.turn().showMap();
        Workbench.spin();
        int entries = Games.open().game().journal().size();
        int lines = Games.lines(game).size();

        // Next is the Initiative/Event button: D6 6 gives an event, drawn at once on the dice typed next —
        // D66 1,6: 8 Average infantry (D6 1); 2D6 2+2: left; 2D6 3+3: 18" (the text's own example).
        Deque<int[]> forms = Workbench.answerDiceForms(new int[] {6}, new int[] {1, 6, 1, 2, 2, 3, 3});
        List<String> shown = Workbench.closeMessage(EventAtNext.TITLE);
        Games.turn().next();
        Workbench.stopAnswering();
        assertTrue(forms.isEmpty(), "both dice forms were asked for: " + forms.size() + " left");
        Workbench.waitUntil("the event's message", java.time.Duration.ofSeconds(10), () -> !shown.isEmpty());
        String words = "8 Average French infantry, 18 inches to the left of your force";
        assertTrue(String.join("\n", shown).contains(words), shown.toString());

        List<JournalEntry> journal = Games.open().game().journal();
        assertEquals(entries + 2, journal.size(), "Next's press, then the event");
        assertEquals(JournalEntry.Kind.ADVANCE, journal.get(entries).kind(), "the press");
        assertEquals(List.of(6), journal.get(entries).faces(), "the press's die");
        JournalEntry event = journal.get(entries + 1);
        assertEquals("event", event.request().action());
        String text = event.request().inputs().get(TabletopEvent.TEXT).toString();
        assertTrue(text.startsWith("drawn (1+6, 1, 2+2, 3+3): " + words + ": centre at (3.0, 16.0)"), text);
        assertEquals(List.of(), event.faces(), "its dice are in its words; the entry throws none");
        assertEquals(lines + 2, Games.lines(game).size(), "both written to the game's file");
        List<LogEntry> log = Workbench.context().get(GameLog.class).entries();
        assertEquals("Next", log.get(log.size() - 2).action());
        assertEquals("Draw Event", log.get(log.size() - 1).action());
        assertTrue(log.get(log.size() - 1).dice().startsWith("entered by hand: 1+6, 1, 2+2, 3+3"),
                log.get(log.size() - 1).dice());

        Workbench.waitUntil("the event laid on the map", java.time.Duration.ofSeconds(10),
                () -> Games.turn().map().tape() != null);
        Tape tape = Games.turn().map().tape();
        assertEquals(Position.at(3, 16), Position.at(tape.to().x(), tape.to().y()), "to the unit's centre");
        assertTrue(tape.notes().get(0).startsWith("8 Average French infantry"), tape.notes().toString());

        Games.turn().undo();
        Workbench.spin();
        assertEquals(entries + 1, Games.open().game().journal().size(), "Undo takes the event back, not the press");
        assertEquals(lines + 1, Games.lines(game).size(), "and its line from the file");
        Games.turn().undo();
        Workbench.spin();
        assertEquals(entries, Games.open().game().journal().size());

        // A press that gives an initiative (D6 1, the Players') draws nothing.
        Games.next(1);
        assertEquals(entries + 1, Games.open().game().journal().size(), "only the press");
        assertEquals(JournalEntry.Kind.ADVANCE, Games.open().game().journal().get(entries).kind());
    }

    @Test
    void sequenceOfPlayTheFirstPressGivingAnEventAtNewGameDrawsItToo() throws Exception {
        writePatrol("scenarios/osoth-patrol-begin-test.json");
        Games.resolver(); // entered dice
        // New Game's beginning is the first press: D6 6, an event, drawn at once on the dice typed next —
        // D66 1,6: 8 Average infantry (D6 1); 2D6 2+2: left; 2D6 3+3: 18" (the text's own example).
        List<String> shown = Games.beginWithForms("scenarios/osoth-patrol-begin-test.json", "games/patrol-begin",
                EventAtNext.TITLE, new int[] {6}, new int[] {1, 6, 1, 2, 2, 3, 3});
        String words = "8 Average French infantry, 18 inches to the left of your force";
        assertTrue(String.join("\n", shown).contains(words), shown.toString());
        List<JournalEntry> journal = Games.open().game().journal();
        JournalEntry event = journal.get(journal.size() - 1);
        assertEquals("event", event.request().action(), "the event follows the beginning");
        assertEquals(List.of(6), journal.get(journal.size() - 2).faces(), "the beginning's press");
        assertTrue(event.request().inputs().get(TabletopEvent.TEXT).toString()
                .startsWith("drawn (1+6, 1, 2+2, 3+3): " + words), event.request().inputs().toString());
        Games.turn().undo();
        Workbench.spin();
        assertEquals(journal.size() - 1, Games.open().game().journal().size(), "Undo takes the event back");
    }

    @Test
    void aOneHourGameIsRefusedWithWhy() {
        Games.resolver().useEnteredDice(false);
        Games.begin("scenarios/bridge-at-almaraz.json", "games/almaraz-event");
        int entries = Games.open().game().journal().size();
        String why = desk().refusal();
        assertNotNull(why);
        assertTrue(why.contains("One Hour") && why.contains("The Other Side of the Hill"), why);
        assertFalse(Workbench.command(COMMAND), "the command is disabled");
        EventDesk.Refused refused = org.junit.jupiter.api.Assertions.assertThrows(EventDesk.Refused.class,
                () -> desk().draw(new ScriptedDice(1, 1, 3, 2, 3, 3, 3)));
        assertEquals(why, refused.getMessage());
        assertEquals(entries, Games.open().game().journal().size(), "nothing is journaled");
        Games.clear();
        assertTrue(desk().refusal().startsWith("No game is open"), desk().refusal());
    }
}
