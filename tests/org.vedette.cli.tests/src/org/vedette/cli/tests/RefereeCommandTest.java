package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code vedette game referee}: the referee's hand in every ruleset — a hit
 * rolled on the ruleset's own tables, a status, a mark, a figure added or
 * removed — one journal line each, shown as the referee's, undone with
 * {@code game undo}; what the rules do not allow is refused and the journal
 * stays as it was; a journal holding an unknown mark is refused where it is.
 */
class RefereeCommandTest {
    @TempDir
    Path dir;

    private Cli.Run ok(String... args) {
        Cli.Run r = Cli.run(args);
        assertEquals(0, r.code(), r::toString);
        return r;
    }

    private String begin(String scenario, String dice) {
        String game = dir.resolve(scenario + ".game").toString();
        ok("game", "new", Cli.root().resolve("examples/scenarios/" + scenario + ".json").toString(), "-o", game,
                "--dice", dice);
        return game;
    }

    /** Sharpe §12: the chest (5), "Shooters - Roll 2D6" 3 + 3 = 6: a serious wound; then undone. */
    @Test
    void sharpe_aHitOnTheWoundTableIsTheReferees_andUndone() throws IOException {
        String game = begin("the-monastery-door", "6,5,4,2,6,5,4,2");
        int before = Files.readAllLines(Path.of(game)).size();
        Cli.Run hit = ok("game", "referee", game, "hit", "target=dubois", "--dice", "5,3,3", "--explain");
        assertTrue(hit.out().startsWith("Referee: Sergent Dubois is hit by a shot: serious wound in the chest"), hit::toString);
        assertTrue(hit.out().contains("[Sharpe §12 Wounding — extent of the wound]"), hit::toString);
        assertEquals(before + 1, Files.readAllLines(Path.of(game)).size());
        String show = ok("game", "show", game).out();
        assertTrue(show.contains("referee hit {target=dubois}") && show.contains("dubois (Sergent Dubois): 2 wounds, down"),
                show);
        ok("game", "undo", game);
        assertTrue(ok("game", "show", game).out().contains("dubois (Sergent Dubois): fresh"));
    }

    /** Sharpe §8: a misspelt mark is refused with the mark meant, and the journal is unchanged. */
    @Test
    void sharpe_aMisspeltMarkIsRefusedAndChangesNothing() throws IOException {
        String game = begin("the-monastery-door", "6,5,4,2,6,5,4,2");
        List<String> before = Files.readAllLines(Path.of(game));
        Cli.Run r = Cli.run("game", "referee", game, "mark", "target=dubois", "mark=fight", "value=1");
        assertEquals(1, r.code(), r::toString);
        assertTrue(r.err().contains("unknown mark 'fight' for sharpe (did you mean 'fights'?)"), r::toString);
        assertEquals(before, Files.readAllLines(Path.of(game)));
        Cli.Run set = ok("game", "referee", game, "mark", "target=dubois", "mark=fights", "value=1");
        assertTrue(set.out().startsWith("Referee: Sergent Dubois — sets Close combats: 1 fight"), set::toString);
    }

    /** An old journal holding an unknown mark is refused at its line and column, before anything replays. */
    @Test
    void aJournalHoldingAnUnknownMarkIsRefusedWhereItIs() throws IOException {
        String game = begin("the-monastery-door", "6,5,4,2,6,5,4,2");
        ok("game", "referee", game, "mark", "target=dubois", "mark=fights", "value=1");
        Path p = Path.of(game);
        List<String> lines = Files.readAllLines(p);
        String last = lines.get(lines.size() - 1).replace("\"mark\":\"fights\"", "\"mark\":\"fight\"");
        lines.set(lines.size() - 1, last);
        Files.write(p, lines);
        Cli.Run r = Cli.run("game", "show", game);
        assertEquals(1, r.code(), r::toString);
        int column = last.indexOf("\"fight\"") + 1;
        assertTrue(r.err().contains(game + ":" + lines.size() + ":" + column + ": error: unknown mark 'fight' for sharpe"),
                r::toString);
    }

    /** 1H Shooting — Assess Casualties: three dice 4, 2, 6 are two hits; then a unit joins and one leaves. */
    @Test
    void oneHour_hitsAStatusAndUnitsAddedAndRemoved() {
        String game = begin("bridge-at-almaraz", "1");
        String unit = firstUnit(game);
        Cli.Run hit = ok("game", "referee", game, "hit", "target=" + unit, "dice=3", "--dice", "4,2,6");
        assertTrue(hit.out().startsWith("Referee: ") && hit.out().contains(" takes 2 hits"), hit::toString);
        Cli.Run shock = Cli.run("game", "referee", game, "status", "target=" + unit, "shock=1");
        assertEquals(1, shock.code(), shock::toString);
        assertTrue(shock.err().contains("counts hits only"), shock::toString);
        ok("game", "referee", game, "add", "id=guard", "name=Guard battalion", "side=" + side(game, unit), "like=" + unit);
        ok("game", "referee", game, "remove", "target=guard", "reason=recalled");
        assertTrue(ok("game", "show", game).out().contains("referee remove {target=guard, reason=recalled}"));
    }

    /** OHFA Wound roll — Damage table: every hit is a shock counter, and the table's result for his quality. */
    @Test
    void ohfa_aHitOnTheDamageTable() {
        String game = dir.resolve("ford.game").toString();
        ok("game", "new", Cli.root().resolve("examples/scenarios/ohfa-ambush-at-the-ford.json").toString(), "-o", game,
                "--seed", "3");
        String who = firstUnit(game);
        Cli.Run hit = ok("game", "referee", game, "hit", "target=" + who, "--dice", "1,6");
        assertTrue(hit.out().startsWith("Referee: ") && hit.out().contains(" is hit: "), hit::toString);
        assertTrue(ok("game", "show", game).out().contains("1 shock"));
    }

    @Test
    void withoutAnActionTheRefereesActionsAreListed() {
        String game = begin("the-monastery-door", "6,5,4,2,6,5,4,2");
        Cli.Run r = ok("game", "referee", game);
        assertTrue(r.out().contains("  hit (Hit (wound table)) [Sharpe §12 Wounding — extent of the wound]"), r::toString);
        assertTrue(r.out().contains("  add (Add a figure) [Vedette §The referee's hand]"), r::toString);
        assertTrue(r.out().contains("    profile.I (Initiative): integer, from 1 to 6, optional"), r::toString);
    }

    /** The first actor that 'game show' lists: "  id (Name): …". */
    private String firstUnit(String game) {
        String show = ok("game", "show", game).out();
        return show.lines().filter(l -> l.startsWith("  ") && l.contains(": ")).findFirst().orElseThrow().trim()
                .split("[ :]")[0];
    }

    /** The side 'game show' lists the actor under: "Name (side):". */
    private String side(String game, String actor) {
        String side = null;
        for (String l : ok("game", "show", game).out().lines().toList()) {
            if (!l.startsWith(" ") && l.endsWith("):")) side = l.substring(l.lastIndexOf('(') + 1, l.length() - 2);
            if (l.startsWith("  " + actor + " ") || l.startsWith("  " + actor + ":")) return side;
        }
        throw new AssertionError(actor + " is not shown");
    }
}
