package org.vedette.rules.osoth.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.osoth.tests.Table.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.ScriptedDice;
import org.vedette.core.rules.Explanation;
import org.vedette.rules.osoth.Osoth.Action;
import org.vedette.rules.osoth.Osoth.Input;
import org.vedette.rules.osoth.Osoth.Option;
import org.vedette.io.tables.TableProblem;
import org.vedette.rules.osoth.tables.TableReader;
import org.vedette.rules.osoth.tables.Tables;
import org.vedette.io.tables.TablesException;

/** TABLES.md: the bundle's tables as the document says, and the referee's overrides, checked with line and column. */
class TablesTest {
    static final Actor RIFLEMAN = figure("harris", BRITISH, "95th", "rifleman", "veteran", "rifle");
    static final Actor VOLTIGEUR = figure("v1", FRENCH, "voltigeurs", "infantry", "average", "musket");

    @Test
    void theBooksTablesAreTheOnesTablesMdGives() {
        Tables t = TableReader.book();
        assertEquals(36.0, t.fire().weapons().get("rifle").reach());
        assertEquals(24.0, t.fire().weapons().get("musket").reach());
        assertTrue(t.fire().weapons().get("rifle").reach() > t.fire().weapons().get("musket").reach(), "rifles outrange muskets");
        assertTrue(t.movement().foot().get("veteran") > t.movement().foot().get("average"));
        assertTrue(t.movement().foot().get("average") > t.movement().foot().get("conscript"));
        assertEquals(0.5, t.movement().roughFoot());
        assertEquals(0.25, t.movement().roughMounted());
        assertEquals("event", t.initiative().at(6).result());
    }

    @Test
    void anOverrideChangesOnlyWhatItNamesAndTakesEffectInTheGame() throws Exception {
        String override = """
                { "format": "vedette.osoth-tables", "version": 1,
                  "fire": { "weapons": { "rifle": { "damage": 3, "bands": [
                      { "upTo": 40, "band": "short", "hit": 4 } ] } } } }
                """;
        Tables t = TableReader.withOverride(override);
        assertEquals(40.0, t.fire().weapons().get("rifle").reach());
        assertEquals(TableReader.book().fire().weapons().get("musket"), t.fire().weapons().get("musket"));
        assertSame(t, TableReader.withOverride(override), "an override read before is kept");
        GameState s = state(Map.of(Option.TABLES, override), RIFLEMAN, VOLTIGEUR);
        // 4+ at 30" now; a Veteran -1: 3.
        Outcome o = resolve(s, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 30.0), 2, 1, 1);
        contains(text(o), "needs 3; rolled 2+1 = 3: hit");
    }

    @Test
    void aMalformedOverrideSaysWhereAndWhyAndNothingIsResolved() {
        String bad = """
                { "format": "vedette.osoth-tables", "version": 1,
                  "movment": { },
                  "fire": { "quality": { "veteran": "minus one" },
                            "weapons": { "pistol": { "damage": 4, "bands": [
                                { "upTo": 8, "band": "short", "hit": 7 }, { "upTo": 4, "band": "long", "hit": 11 } ] } } },
                  "initiative": { "die": 6, "results": [ { "from": 1, "to": 3, "result": "players" },
                                                         { "from": 4, "to": 6, "result": "nobody" } ] } }
                """;
        TablesException e = assertThrows(TablesException.class, () -> TableReader.withOverride(bad));
        List<String> problems = e.problems().stream().map(TableProblem::toString).toList();
        assertTrue(problems.contains("2:3: unknown member 'movment' (known: format, version, about, initiative, movement, fire, attack, artillery, morale, assess, yields)"), problems.toString());
        assertTrue(problems.contains("3:26: fire.quality.veteran: expected a whole number from -12 to 13, found \"minus one\""), problems.toString());
        assertTrue(problems.contains("5:61: fire.weapons.pistol.bands.1.upTo: bands must reach further one after another: 4 after 8"), problems.toString());
        assertTrue(problems.contains("7:64: initiative.results.1.result: result must be one of [players, non-players, event], not \"nobody\""),
                problems.toString());
        assertEquals(4, problems.size(), problems.toString());
        GameState s = state(Map.of(Option.TABLES, bad), RIFLEMAN, VOLTIGEUR);
        IllegalActionException refusal = refused(s, request(Action.FIRE_RIFLE, Input.ACTOR, "harris", Input.TARGET, "v1", Input.RANGE, 5.0));
        contains(refusal.getMessage(), "the game's table overrides cannot be used: 2:3: unknown member 'movment'");
        assertThrows(TablesException.class, () -> TableReader.withOverride("{ \"fire\": "));
        contains(TableReader.check("[1]").get(0).message(), "a tables document is a JSON object");
    }

    /** O1: what an override changes is listed value by value against the book, for the Rulesets part. */
    @Test
    void anOverridesChangesAreListedAgainstTheBook() {
        String override = """
                { "format": "vedette.osoth-tables", "version": 1,
                  "fire": { "marksman": %d, "weapons": { "rifle": { "damage": %d, "bands": [
                      { "upTo": 40, "band": "short", "hit": 4 } ] } } },
                  "morale": { "pass": { "veteran": %d } } }
                """.formatted(TableReader.book().fire().marksman(), otherDamage(), TableReader.book().morale().pass().get("veteran") + 1);
        List<String> changes = TableReader.changes(override);
        int bookDamage = TableReader.book().fire().weapons().get("rifle").damage();
        int bookVeteran = TableReader.book().morale().pass().get("veteran");
        assertEquals("fire.weapons.rifle.damage: " + otherDamage() + ", the book's " + bookDamage, changes.get(0));
        contains(changes.get(1), "fire.weapons.rifle.bands: [{\"upTo\":40,\"band\":\"short\",\"hit\":4}], the book's [");
        assertEquals("morale.pass.veteran: " + (bookVeteran + 1) + ", the book's " + bookVeteran, changes.get(2));
        assertEquals(3, changes.size(), "the marksman's value is the book's: no change " + changes);
        assertEquals(changes, RULES.optionChanges(Option.TABLES, override));
        assertEquals(List.of(), TableReader.changes("{ \"format\": \"vedette.osoth-tables\", \"version\": 1 }"));
        assertEquals(List.of(), TableReader.changes("{ \"movment\": 1 }"), "a wrong override changes nothing: it is refused");
    }

    /** A casualty score on the D6 other than the book's rifle's. */
    private static int otherDamage() {
        return TableReader.book().fire().weapons().get("rifle").damage() % 6 + 1;
    }

    /** O1: the ruleset checks a tables option as a game reads it, for validate and the Problems view. */
    @Test
    void theTablesOptionIsCheckedWithEachProblemsPlace() {
        String bad = """
                { "format": "vedette.osoth-tables", "version": 1,
                  "morale": { "pass": { "veteran": "five" } } }
                """;
        var problems = RULES.checkOption(Option.TABLES, bad);
        assertEquals(1, problems.size(), problems.toString());
        contains(problems.get(0).toString(), "2:25: morale.pass.veteran: expected a whole number");
        contains(problems.get(0).toString(), "found \"five\"");
        assertEquals(List.of(), RULES.checkOption(Option.TABLES, "{ \"format\": \"vedette.osoth-tables\", \"version\": 1 }"));
        assertEquals(List.of(), RULES.checkOption(Option.WAVERING_FAILS_OUT, Boolean.TRUE), "other options are the field's to check");
    }

    @Test
    void rowsMustCoverTheDieOnce() {
        String gap = """
                { "format": "vedette.osoth-tables", "version": 1,
                  "yields": { "explore-cave": [ { "from": 2, "to": 9, "result": "nothing" } ] } }
                """;
        List<TableProblem> problems = TableReader.check(gap);
        assertEquals(1, problems.size(), problems.toString());
        contains(problems.get(0).toString(), "the rows end at 9 but must cover every score up to 12");
        ScriptedDice unused = new ScriptedDice(6);
        assertThrows(IllegalActionException.class, () -> RULES.resolve(request(Action.EXPLORE_CAVE, Input.ACTOR, "harris",
                Input.PLACE, "cueva"), state(Map.of(Option.TABLES, gap), RIFLEMAN), new Dice(unused), Explanation.none()));
    }
}
