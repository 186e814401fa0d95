package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.io.Diagnostic;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.Severity;

class JournalFileTest {
    static final Instant T0 = Instant.parse("2025-06-18T19:30:00Z");

    @TempDir
    Path dir;
    Path journal;
    Scenario scenario;
    Game game;

    /** A short game of the example scenario: begin, move on to shooting, one shot that hits. */
    @BeforeEach
    void playAFewMoves() throws Exception {
        scenario = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"), Texts.CATALOG)
                .value();
        journal = dir.resolve("game.journal.jsonl");
        FakeOneHour rules = new FakeOneHour();
        Game.Played p = Game.begin(rules, GameState.of(scenario, rules), new ScriptedDice(), false);
        JournalFile.Journal j = JournalFile.create(journal, scenario, p.entry(), T0);
        p = p.game().advance(new ScriptedDice(), false);
        j = JournalFile.append(journal, j, p.entry(), T0.plusSeconds(2));
        p = p.game().act(new ActionRequest("onehour", "shoot",
                Map.of("actor", "ra-foot-battery", "target", "39e-ligne", "range", 12.5)), new ScriptedDice(5), false);
        JournalFile.append(journal, j, p.entry(), T0.plusSeconds(3));
        game = p.game();
    }

    @Test
    void aJournalLoadsToTheSameEntriesAndReplaysToTheSameState() throws Exception {
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(r.ok() && r.diagnostics().isEmpty(), r.report());
        JournalFile.Journal j = r.value();
        assertEquals(scenario, j.scenario(), "the scenario is inlined as it was when the game began");
        assertEquals("onehour", j.ruleset());
        assertEquals(T0, j.created());
        assertEquals(game.journal(), j.entries());
        assertEquals(List.of(2, 3, 4), j.logged().stream().map(JournalFile.Logged::line).toList());
        assertEquals(T0.plusSeconds(3), j.logged().get(2).time());
        Game replayed = Game.replay(new FakeOneHour(), GameState.of(j.scenario(), new FakeOneHour()), j.entries());
        assertEquals(game.state(), replayed.state());
        assertEquals(1, replayed.state().actor("39e-ligne").status().wounds());
    }

    @Test
    void everyLineIsOneWholeJsonDocument() throws IOException {
        List<String> lines = Files.readAllLines(journal);
        assertEquals(4, lines.size());
        assertTrue(lines.get(0).startsWith("{\"format\":\"vedette.journal\",\"version\":1,"), lines.get(0));
        assertTrue(lines.get(3).contains("\"kind\":\"act\"") && lines.get(3).contains("\"faces\":[5]"), lines.get(3));
        assertTrue(Files.readString(journal).endsWith("\n"));
    }

    @Test
    void theScenarioFileCanChangeWithoutChangingTheGame() throws IOException {
        String header = Files.readAllLines(journal).get(0);
        assertTrue(header.contains("\"units\":["), "the sides' units are inlined, not referenced: " + header);
        assertTrue(!header.contains("\"roster\""));
    }

    @Test
    void aJournalCutOffMidEntryLoadsUpToItsLastWholeEntryWithAWarning() throws IOException {
        byte[] whole = Files.readAllBytes(journal);
        String torn = "{\"kind\":\"advance\",\"faces\":[],\"headl";
        Files.write(journal, concat(whole, torn.getBytes(StandardCharsets.UTF_8)));
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(r.ok(), r.report());
        assertEquals(3, r.value().entries().size());
        Diagnostic d = r.diagnostics().get(0);
        assertEquals(Severity.WARNING, d.severity());
        assertEquals(5, d.line());
        assertTrue(d.message().contains("line 5 is cut off"), d.message());
    }

    @Test
    void appendingAfterATornTailSetsTheTailAsideFirst() throws IOException {
        Files.write(journal, concat(Files.readAllBytes(journal), "{\"kind\":\"adv".getBytes(StandardCharsets.UTF_8)));
        JournalFile.Journal torn = JournalFile.load(journal, Texts.CATALOG).value();
        JournalFile.append(journal, torn, new JournalEntry(JournalEntry.Kind.ADVANCE, null, List.of(), "next"),
                T0.plusSeconds(9));
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(r.ok() && r.diagnostics().isEmpty(), r.report());
        assertEquals(4, r.value().entries().size());
        assertEquals("next", r.value().entries().get(3).headline());
        assertEquals("{\"kind\":\"adv\n", Files.readString(JournalFile.setAside(journal)),
                "the torn line is kept, beside the journal, not thrown away");
    }

    @Test
    void anEntryTheAiAskedForIsWrittenAsTheAisAndReadBackAndReplayedExactly() throws Exception {
        JournalFile.Journal j = JournalFile.load(journal, Texts.CATALOG).value();
        Game.Played p = game.act(new ActionRequest("onehour", "shoot",
                Map.of("actor", "ra-foot-battery", "target", "39e-ligne", "range", 12.5)), new ScriptedDice(6), false,
                JournalEntry.By.AI, List.of(4));
        JournalFile.append(journal, j, p.entry(), T0.plusSeconds(4));
        String line = Files.readAllLines(journal).get(4);
        assertTrue(line.contains("\"by\":\"ai\",\"ai-faces\":[4]"), line);
        assertTrue(!Files.readAllLines(journal).get(3).contains("\"by\""), "an entry by hand is written as before");
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(r.ok() && r.diagnostics().isEmpty(), r.report());
        JournalEntry read = r.value().entries().get(3);
        assertEquals(JournalEntry.By.AI, read.by());
        assertEquals(List.of(4), read.aiFaces());
        assertEquals(JournalEntry.By.HAND, r.value().entries().get(2).by(), "no 'by': by hand, as old journals are");
        assertEquals(p.game().journal(), r.value().entries());
        Game replayed = Game.replay(new FakeOneHour(), GameState.of(scenario, new FakeOneHour()), r.value().entries());
        assertEquals(p.game().state(), replayed.state());
        assertEquals(p.game().journal(), replayed.journal(), "replay keeps the AI's mark and its faces");
        assertEquals(game.state(), replayed.undo().state());
    }

    @Test
    void aiFacesOnAnEntryByHandAreAnErrorAtTheirField() throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        lines.set(3, lines.get(3).replace("\"faces\":[5],", "\"faces\":[5],\"ai-faces\":[2],"));
        Files.write(journal, lines);
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "ai-faces");
        assertEquals(4, d.line());
        assertEquals(lines.get(3).indexOf("[2]") + 1, d.column(), d.toString());
        assertTrue(d.message().contains("only an entry \"by\": \"ai\""), d.message());
    }

    @Test
    void aCorruptLineInTheMiddleIsAnErrorWithLineAndColumn() throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        lines.set(2, lines.get(2).replace("\"kind\":\"advance\",", "\"kind\":\"advance\" "));
        Files.write(journal, lines);
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertNull(r.value());
        Diagnostic d = r.errors().get(0);
        assertEquals(3, d.line());
        assertEquals(lines.get(2).indexOf(" \"faces\"") + 2, d.column(), d.toString());
        assertTrue(d.message().startsWith("not valid JSON"), d.message());
    }

    @Test
    void aWrongEntryInTheMiddleIsAnErrorAtItsField() throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(journal));
        lines.set(1, lines.get(1).replace("\"kind\":\"begin\"", "\"kind\":\"start\""));
        Files.write(journal, lines);
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        Diagnostic d = Texts.find(r, "'kind'");
        assertEquals("expected one of begin, act, advance, referee for 'kind', found text \"start\"", d.message());
        assertEquals(2, d.line());
        assertEquals(lines.get(1).indexOf("\"start\"") + 1, d.column());
    }

    @Test
    void undoRewritesTheFileWithoutItsLastEntryAndAnyTornTail() throws Exception {
        List<String> before = Files.readAllLines(journal);
        Files.write(journal, concat(Files.readAllBytes(journal), "{\"kind\":\"adv".getBytes(StandardCharsets.UTF_8)));
        JournalFile.Journal loaded = JournalFile.load(journal, Texts.CATALOG).value();

        JournalFile.Journal after = JournalFile.removeLast(journal, loaded);
        assertEquals(before.subList(0, 3), Files.readAllLines(journal), "the header and the first two entries, whole");
        assertTrue(Files.readString(journal).endsWith("\n"), "the file still ends with a whole line");
        assertEquals(game.journal().subList(0, 2), after.entries());
        ReadResult<JournalFile.Journal> reread = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(reread.ok() && reread.diagnostics().isEmpty(), reread.report());
        assertEquals(after, reread.value());
        assertEquals(game.undo().state(), Game.replay(new FakeOneHour(), GameState.of(scenario, new FakeOneHour()),
                reread.value().entries()).state());
        try (var files = Files.list(dir)) {
            assertEquals(java.util.Set.of(journal, dir.resolve("." + journal.getFileName() + ".lock")),
                    java.util.Set.copyOf(files.toList()), "no temporary file is left beside it, only the lock file");
        }
    }

    @Test
    void theBeginningCannotBeUndoneAndTheFileIsUnchanged() throws Exception {
        JournalFile.Journal j = JournalFile.load(journal, Texts.CATALOG).value();
        j = JournalFile.removeLast(journal, j);
        j = JournalFile.removeLast(journal, j);
        byte[] begun = Files.readAllBytes(journal);
        JournalFile.Journal onlyBegun = j;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JournalFile.removeLast(journal, onlyBegun));
        assertTrue(e.getMessage().contains("the game has only begun"), e.getMessage());
        assertTrue(java.util.Arrays.equals(begun, Files.readAllBytes(journal)));
        assertEquals(2, Files.readAllLines(journal).size());
    }

    @Test
    void undoKeepsSymbolicAndHardLinksModeAndOwner() throws IOException {
        Files.setPosixFilePermissions(journal, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));
        Path symbolic = Files.createSymbolicLink(dir.resolve("synced.journal"), journal);
        Path hard = Files.createLink(dir.resolve("hard.journal"), journal);
        Object inode = Files.readAttributes(journal, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
        List<String> before = Files.readAllLines(journal);
        JournalFile.removeLast(symbolic, JournalFile.load(symbolic, Texts.CATALOG).value());
        assertTrue(Files.isSymbolicLink(symbolic), "the link is still a link");
        assertEquals(before.subList(0, 3), Files.readAllLines(journal), "its target lost the last entry");
        assertEquals(before.subList(0, 3), Files.readAllLines(hard), "the hard link shares the change");
        assertEquals(inode, Files.readAttributes(journal, java.nio.file.attribute.BasicFileAttributes.class)
                .fileKey(), "the same file, cut in place");
        assertEquals("rw-r-----", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(journal)));
    }

    @Test
    void aJournalIsNeverOverwritten() {
        assertThrows(FileAlreadyExistsException.class,
                () -> JournalFile.create(journal, scenario, game.journal().get(0), T0));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = new byte[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
