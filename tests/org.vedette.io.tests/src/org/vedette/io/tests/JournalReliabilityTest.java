package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.io.Diagnostic;
import org.vedette.io.JournalConflictException;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.Severity;
import org.vedette.io.internal.JournalLock;
import org.vedette.io.internal.JournalStore;

/**
 * The journal as a crashing machine, a full disk, a second writer and an
 * editor leave it: a journal always opens (or {@link JournalFile#repair}
 * mends it), and no entry ever goes without a word. The torn tails are cut at
 * every byte of a last line that holds "Caçadores", with and without the
 * newline an editor adds. The full and read-only disks are simulated through
 * the channels {@link JournalStore} writes with (a real 64 KiB tmpfs is in
 * scripts/reliability-disk, which needs root).
 */
class JournalReliabilityTest {
    static final Instant T0 = Instant.parse("2025-06-18T19:30:00Z");
    static final JournalEntry CACADORES = new JournalEntry(JournalEntry.Kind.ACT,
            new ActionRequest("onehour", "move", Map.of("actor", "6th-cacadores", "distance", 6.0)), List.of(),
            "6th Portuguese Caçadores moves 6\"");

    @TempDir
    Path dir;
    Path journal;
    Scenario scenario;
    Game game;
    /** The file after begin and advance: the whole lines every torn case must keep. */
    byte[] whole;

    @BeforeEach
    void beginAndAdvance() throws Exception {
        scenario = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"), Texts.CATALOG)
                .value();
        journal = dir.resolve("almaraz.game");
        FakeOneHour rules = new FakeOneHour();
        Game.Played p = Game.begin(rules, GameState.of(scenario, rules), new ScriptedDice(), false);
        JournalFile.Journal j = JournalFile.create(journal, scenario, p.entry(), T0);
        p = p.game().advance(new ScriptedDice(), false);
        JournalFile.append(journal, j, p.entry(), T0.plusSeconds(1));
        game = p.game();
        whole = Files.readAllBytes(journal);
    }

    private JournalFile.Journal load() {
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(r.ok(), r::report);
        return r.value();
    }

    private static final JournalEntry NEXT = new JournalEntry(JournalEntry.Kind.ADVANCE, null, List.of(), "next");

    @Test
    void aLastEntryWholeButForItsNewlineIsKeptAndTheNextMoveGoesAfterIt() throws IOException {
        byte[] line = (entryLine(CACADORES)).getBytes(StandardCharsets.UTF_8);
        Files.write(journal, concat(whole, line));
        JournalFile.Journal j = load();
        assertEquals(3, j.logged().size(), "the entry counts: it is whole");
        JournalFile.append(journal, j, NEXT, T0.plusSeconds(3));
        JournalFile.Journal after = load();
        assertEquals(List.of(2, 3, 4, 5), after.logged().stream().map(JournalFile.Logged::line).toList());
        assertEquals(CACADORES, after.entries().get(2), "the move the referee saw is still there");
        assertEquals(NEXT, after.entries().get(3));
        assertFalse(Files.exists(JournalFile.setAside(journal)), "nothing was torn, so nothing was set aside");
    }

    /** Every cut of the last line — inside "ç" too — with nothing, a newline, or an editor's blank lines after it. */
    @Test
    void aTornLastLineIsRecognisedWhereverItIsCutAndTheNextMoveSetsItAside() throws IOException {
        byte[] line = (entryLine(CACADORES) + "\n").getBytes(StandardCharsets.UTF_8);
        int cases = 0;
        for (int cut = 1; cut < line.length - 1; cut++) {
            for (String after : List.of("", "\n", "\r\n\n  \n")) {
                byte[] torn = concat(Arrays.copyOf(line, cut), after.getBytes(StandardCharsets.UTF_8));
                Files.write(journal, concat(whole, torn));
                Files.deleteIfExists(JournalFile.setAside(journal));
                ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
                String where = "cut at byte " + cut + " followed by " + after.replace("\n", "\\n");
                assertTrue(r.ok(), () -> where + ": " + r.report());
                assertEquals(2, r.value().logged().size(), where);
                assertEquals(1, r.warnings().size(), where);
                assertEquals(4, r.warnings().get(0).line(), where);
                assertTrue(r.warnings().get(0).message().contains("line 4 is cut off"), where);

                JournalFile.append(journal, r.value(), NEXT, T0.plusSeconds(3));
                ReadResult<JournalFile.Journal> again = JournalFile.load(journal, Texts.CATALOG);
                assertTrue(again.ok() && again.diagnostics().isEmpty(), () -> where + ": " + again.report());
                assertEquals(List.of(game.journal().get(0), game.journal().get(1), NEXT), again.value().entries(), where);
                byte[] aside = Files.readAllBytes(JournalFile.setAside(journal));
                assertArrayEquals(Arrays.copyOf(line, cut), Arrays.copyOf(aside, cut), where + ": set aside verbatim");
                cases++;
            }
        }
        assertTrue(cases > 400, "a line of " + line.length + " bytes cut everywhere: " + cases);
    }

    @Test
    void undoWorksOnAJournalTornInsideACharacter() throws IOException {
        byte[] line = entryLine(CACADORES).getBytes(StandardCharsets.UTF_8);
        int inside = new String(line, StandardCharsets.UTF_8).indexOf('ç');
        int cut = entryLine(CACADORES).substring(0, inside).getBytes(StandardCharsets.UTF_8).length + 1;
        Files.write(journal, concat(whole, Arrays.copyOf(line, cut)));
        JournalFile.Journal after = JournalFile.removeLast(journal, load());
        assertEquals(List.of(game.journal().get(0)), after.entries());
        assertEquals(after, load());
    }

    @Test
    void aSecondWriterWithAStaleReadingIsRefusedAndNothingIsWritten() throws IOException {
        JournalFile.Journal first = load();
        JournalFile.Journal second = load();
        JournalFile.append(journal, first, NEXT, T0.plusSeconds(3));
        byte[] afterFirst = Files.readAllBytes(journal);
        JournalConflictException e = assertThrows(JournalConflictException.class,
                () -> JournalFile.append(journal, second, CACADORES, T0.plusSeconds(4)));
        assertTrue(e.getMessage().contains("was changed by another program since it was read"), e.getMessage());
        assertArrayEquals(afterFirst, Files.readAllBytes(journal));
        assertThrows(JournalConflictException.class, () -> JournalFile.removeLast(journal, second));
        assertArrayEquals(afterFirst, Files.readAllBytes(journal), "an undo on a stale reading is refused too");
    }

    /** A move and an undo (which cuts the file in place, but as a writer) alike. */
    @Test
    void aWriterWaitsForTheLockAndIsRefusedWhenItIsNotLetGo() throws IOException {
        JournalStore impatient = new JournalStore(java.nio.channels.FileChannel::open, Duration.ofMillis(100));
        JournalFile.Journal j = load();
        try (JournalLock held = JournalLock.acquire(journal, Duration.ZERO)) {
            for (Executable write : List.<Executable>of(() -> impatient.append(journal, j, NEXT, T0),
                    () -> impatient.removeLast(journal, j))) {
                JournalConflictException e = assertThrows(JournalConflictException.class, write);
                assertTrue(e.getMessage().contains("is being written by another program"), e.getMessage());
            }
        }
        assertArrayEquals(whole, Files.readAllBytes(journal));
        impatient.append(journal, j, NEXT, T0);
        assertEquals(3, load().logged().size(), "once let go, the lock is taken");
    }

    /** Repair does write a new file: as any save, through a symbolic link and with the old file's mode. */
    @Test
    void repairThroughASymbolicLinkKeepsTheLinkAndTheMode() throws Exception {
        Files.write(journal, concat(whole, ("{\"kind\":\"act\",\"requ\n" + entryLine(NEXT) + "\n")
                .getBytes(StandardCharsets.UTF_8)));
        Files.setPosixFilePermissions(journal, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(dir.resolve("synced.game"), journal);

        ReadResult<JournalFile.Repair> r = JournalFile.repair(link, Texts.CATALOG);
        assertTrue(r.ok() && r.value().changed(), r::report);
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertEquals("rw-r-----", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(journal)));
        assertEquals(3, JournalFile.load(journal, Texts.CATALOG).value().logged().size(), "its target is mended");
        assertEquals(journal.toRealPath().resolveSibling(".almaraz.game.lock"), JournalLock.lockFile(link),
                "one lock for the file, whichever name it is reached by");
    }

    /** Threads of one program (two windows) or two commands: of writers that read the same file, one wins. */
    @Test
    void ofWritersRacingOnOneReadingExactlyOneAppends() throws Exception {
        JournalFile.Journal j = load();
        int writers = 8;
        List<Thread> threads = new java.util.ArrayList<>();
        java.util.concurrent.atomic.AtomicInteger wrote = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger refused = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        for (int i = 0; i < writers; i++) {
            Thread t = new Thread(() -> {
                try {
                    go.await();
                    JournalFile.append(journal, j, NEXT, T0);
                    wrote.incrementAndGet();
                } catch (JournalConflictException e) {
                    refused.incrementAndGet();
                } catch (IOException | InterruptedException e) {
                    throw new AssertionError(e);
                }
            });
            t.start();
            threads.add(t);
        }
        go.countDown();
        for (Thread t : threads) t.join();
        assertEquals(1, wrote.get());
        assertEquals(writers - 1, refused.get());
        assertEquals(3, load().logged().size());
    }

    @Test
    void aFullDiskLeavesTheJournalAsItWas() throws IOException {
        JournalFile.Journal j = load();
        for (int free = 0; free < entryLine(NEXT).length() + 1; free += 7) {
            JournalStore full = new JournalStore(FailingChannel.fullAfter(free), JournalLock.PATIENCE);
            IOException e = assertThrows(IOException.class, () -> full.append(journal, j, NEXT, T0));
            assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
            assertArrayEquals(whole, Files.readAllBytes(journal), free + " bytes free: the file is as it was");
        }
        JournalFile.append(journal, j, NEXT, T0);
        assertEquals(3, load().logged().size(), "and it takes the move once there is room");
    }

    @Test
    void aFullDiskWhileSettingATornTailAsideKeepsTheTail() throws IOException {
        Files.write(journal, concat(whole, "{\"kind\":\"adv".getBytes(StandardCharsets.UTF_8)));
        byte[] torn = Files.readAllBytes(journal);
        JournalStore full = new JournalStore(FailingChannel.fullAfter(3), JournalLock.PATIENCE);
        assertThrows(IOException.class, () -> full.append(journal, load(), NEXT, T0));
        assertArrayEquals(torn, Files.readAllBytes(journal), "the tail is not cut off before it is kept elsewhere");
    }

    @Test
    void aReadOnlyDiskRefusesTheMoveAndTheUndoAndChangesNothing() throws IOException {
        JournalStore readOnly = new JournalStore(FailingChannel.readOnly(), JournalLock.PATIENCE);
        IOException e = assertThrows(IOException.class, () -> readOnly.append(journal, load(), NEXT, T0));
        assertTrue(e.getMessage().contains("Read-only file system"), e.getMessage());
        assertArrayEquals(whole, Files.readAllBytes(journal));
        e = assertThrows(IOException.class, () -> readOnly.removeLast(journal, load()));
        assertTrue(e.getMessage().contains("Read-only file system"), "undo too: " + e.getMessage());
        assertArrayEquals(whole, Files.readAllBytes(journal));
    }

    @Test
    void repairKeepsEveryEntryThatReplaysAndSetsTheRestAsideVerbatim() throws Exception {
        String garbage = "{\"kind\":\"act\",\"requ";
        String wrongTurn = entryLine(new JournalEntry(JournalEntry.Kind.BEGIN, null, List.of(), "Turn 1"));
        JournalEntry shot = shot(5);
        String good = entryLine(shot);
        Files.write(journal, concat(whole, (garbage + "\n" + wrongTurn + "\n\n" + good + "\n")
                .getBytes(StandardCharsets.UTF_8)));
        assertFalse(JournalFile.load(journal, Texts.CATALOG).ok(), "a damaged line before the last is an error");

        ReadResult<JournalFile.Repair> r = JournalFile.repair(journal, Texts.CATALOG);
        assertTrue(r.ok(), r::report);
        JournalFile.Repair repair = r.value();
        assertTrue(repair.changed());
        assertEquals(List.of(1, 2, 3, 7), repair.keptLines());
        assertEquals(List.of(4, 5), repair.setAside().stream().map(Diagnostic::line).toList());
        assertTrue(repair.setAside().get(0).message().contains("not valid JSON"), repair.setAside().toString());
        assertTrue(repair.setAside().get(1).message().contains("does not replay: only the first entry may begin"),
                repair.setAside().toString());
        assertEquals(garbage + "\n" + wrongTurn + "\n", Files.readString(repair.setAsideFile()));
        ReadResult<JournalFile.Journal> mended = JournalFile.load(journal, Texts.CATALOG);
        assertTrue(mended.ok() && mended.diagnostics().isEmpty(), mended::report);
        assertEquals(List.of(game.journal().get(0), game.journal().get(1), shot), mended.value().entries());

        assertFalse(JournalFile.repair(journal, Texts.CATALOG).value().changed(), "a sound journal is left alone");
    }

    @Test
    void aJournalWhoseHeaderDoesNotReadIsNotTouchedByRepair() throws IOException {
        byte[] broken = concat("{\"format\":\"vedette.jou".getBytes(StandardCharsets.UTF_8),
                Arrays.copyOfRange(whole, indexOf(whole, '\n'), whole.length));
        Files.write(journal, broken);
        ReadResult<JournalFile.Repair> r = JournalFile.repair(journal, Texts.CATALOG);
        assertNull(r.value());
        assertEquals(1, r.errors().get(0).line());
        assertArrayEquals(broken, Files.readAllBytes(journal));
    }

    /**
     * Journals written before headlines named who did what to whom hold the
     * result alone, or a shorter explained form: the same result, not an
     * alteration. A different result is still one.
     */
    @Test
    void anEarlierWordingOfTheSameResultIsNotAnAlteration() {
        String now = "Capt Sharpe shoots at Sgt Dubois with his rifle at 20\" (medium range): hits: wounded";
        assertTrue(JournalFile.sameResult(now, now));
        assertTrue(JournalFile.sameResult("hits: wounded", now), "the result alone");
        assertTrue(JournalFile.sameResult("Capt Sharpe shoots at Sgt Dubois with his rifle at medium range: hits: wounded", now),
                "the explained form of before");
        assertTrue(JournalFile.sameResult("Sgt Harper runs 9\" (allowance 9\")", "Sgt Harper runs 9\" (allowance 9\")"));
        assertTrue(JournalFile.sameResult("1 hit", "52nd Foot shoots at 4e Léger at 10\": 1 hit; 4e Léger now has 5 hits and"
                + " will be eliminated in the elimination phase"));
        assertFalse(JournalFile.sameResult("hits: killed", now), "another result");
        assertFalse(JournalFile.sameResult("misses", now));
        assertFalse(JournalFile.sameResult("1 hit", "52nd Foot shoots at 4e Léger at 10\": 11 hits"), "a number is whole");
        assertFalse(JournalFile.sameResult("", now));
    }

    @Test
    void anEntryAlteredByHandIsReportedAtItsLineAndReplayedAsItsDiceSay() throws Exception {
        JournalEntry hit = shot(5);
        assertEquals("hit", hit.headline());
        JournalFile.append(journal, load(), hit, T0.plusSeconds(3));
        Files.writeString(journal, Files.readString(journal).replace("\"faces\":[5]", "\"faces\":[1]"));

        JournalFile.Replayed r = JournalFile.replay(load(), new FakeOneHour(), "almaraz.game");
        assertEquals(1, r.warnings().size(), r.warnings().toString());
        Diagnostic d = r.warnings().get(0);
        assertEquals(4, d.line());
        assertEquals(Severity.WARNING, d.severity());
        assertEquals("the file records \"hit\" here, but the entry's request and dice give \"miss\": the file was"
                + " altered (or the ruleset changed); the game goes on from \"miss\"", d.message());
        assertEquals("miss", r.game().journal().get(2).headline(), "the game holds what the dice give");
        assertEquals(0, r.game().state().actor("39e-ligne").status().wounds());

        Files.writeString(journal, Files.readString(journal).replace("\"faces\":[1],\"headline\":\"hit\"",
                "\"faces\":[1],\"headline\":\"miss\""));
        assertTrue(JournalFile.replay(load(), new FakeOneHour(), "almaraz.game").warnings().isEmpty(),
                "an entry whose headline is what its dice give is not reported");
    }

    @Test
    void anActEntryWithANullRequestIsAnErrorAtItsLine() throws IOException {
        Files.write(journal, concat(whole, "{\"kind\":\"act\",\"request\":null,\"faces\":[]}\n{\"kind\":\"advance\"}\n"
                .getBytes(StandardCharsets.UTF_8)));
        ReadResult<JournalFile.Journal> r = JournalFile.load(journal, Texts.CATALOG);
        assertNull(r.value());
        Diagnostic d = r.errors().get(0);
        assertEquals(4, d.line(), d.toString());
        assertEquals(25, d.column(), d.toString());
        assertTrue(d.message().startsWith("an 'act' entry needs a 'request'"), d.message());
        assertFalse(d.message().contains("internal error"));
    }

    @Test
    void aByteOrderMarkIsNoPartOfTheJournal() throws IOException {
        Files.write(journal, concat(new byte[] { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF }, whole));
        JournalFile.Journal j = load();
        assertEquals(game.journal(), j.entries());
        JournalFile.append(journal, j, NEXT, T0);
        assertEquals(3, load().logged().size());
    }

    /** The battery shoots at the 39e with this die face: "hit" on 4+. */
    private JournalEntry shot(int face) throws Exception {
        return game.act(new ActionRequest("onehour", "shoot",
                Map.of("actor", "ra-foot-battery", "target", "39e-ligne", "range", 12.5)), new ScriptedDice(face), false)
                .entry();
    }

    private static String entryLine(JournalEntry e) throws IOException {
        // The codec's own line, through a scratch journal.
        Path scratch = Files.createTempFile("entry", ".game");
        try {
            Files.delete(scratch);
            Scenario s = ScenarioFiles.read(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"),
                    Texts.CATALOG).value();
            JournalFile.create(scratch, s, e.kind() == JournalEntry.Kind.BEGIN ? e
                    : new JournalEntry(JournalEntry.Kind.BEGIN, null, List.of(), "Turn 1"), T0);
            JournalFile.Journal j = JournalFile.load(scratch, Texts.CATALOG).value();
            if (e.kind() != JournalEntry.Kind.BEGIN) JournalFile.append(scratch, j, e, T0.plusSeconds(2));
            List<String> lines = Files.readAllLines(scratch);
            return lines.get(lines.size() - 1);
        } finally {
            Files.deleteIfExists(scratch);
            Files.deleteIfExists(JournalLock.lockFile(scratch));
        }
    }

    private static int indexOf(byte[] bytes, char c) {
        for (int i = 0; i < bytes.length; i++) if (bytes[i] == c) return i;
        return -1;
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
