package org.vedette.rules.sharpe.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.sharpe.tests.Skirmish.RULES;
import static org.vedette.rules.sharpe.tests.Skirmish.british;
import static org.vedette.rules.sharpe.tests.Skirmish.french;
import static org.vedette.rules.sharpe.tests.Skirmish.mounted;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.rules.sharpe.Sharpe.Action;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Pace;
import org.vedette.rules.sharpe.Sharpe.Weapon;

/**
 * What a form offers a figure (Ruleset.choicesFor): the paces of §4's
 * movement table for a man on foot or a rider, and for a shot the firearms he
 * carries (§7, §19) — or every choice when he carries none of them.
 */
class ChoicesForTheFigureTest {
    private static final Actor RIFLEMAN = british("r", 4, 4, 4, 4, 10, Weapon.BAKER_RIFLE, Weapon.SWORD);
    private static final Actor HUSSAR = mounted(french("h", 4, 4, 4, 4, 6, Weapon.SWORD, Weapon.CARBINE));
    private static final Actor UNARMED = british("u", 4, 4, 4, 4, 10);

    private static List<String> offered(String action, String input, Actor actor) {
        ActionSpec a = RULES.action(action).orElseThrow();
        FieldSpec f = a.input(input).orElseThrow();
        return RULES.choicesFor(a, f, actor).stream().map(Choice::id).toList();
    }

    @Test
    void section4AManOnFootIsOfferedTheFootPacesAndARiderTheHorses() {
        assertEquals(List.of(Pace.CRAWL, Pace.WALK, Pace.RUN), offered(Action.MOVE, Input.PACE, RIFLEMAN));
        assertEquals(List.of(Pace.WALK, Pace.HALT, Pace.TROT, Pace.CANTER, Pace.GALLOP).stream().sorted().toList(),
                offered(Action.MOVE, Input.PACE, HUSSAR).stream().sorted().toList());
    }

    @Test
    void section7AShotIsOfferedTheFirearmsHeCarries() {
        assertEquals(List.of(Weapon.BAKER_RIFLE), offered(Action.SHOOT, Input.WEAPON, RIFLEMAN));
        assertEquals(List.of(Weapon.CARBINE), offered(Action.SHOOT, Input.WEAPON, HUSSAR));
        List<String> all = RULES.action(Action.SHOOT).orElseThrow().input(Input.WEAPON).orElseThrow().choices()
                .stream().map(Choice::id).toList();
        assertEquals(all, offered(Action.SHOOT, Input.WEAPON, UNARMED), "none carried: nothing is narrowed");
        assertEquals(all, offered(Action.SHOOT, Input.WEAPON, null), "no actor yet: every choice");
    }
}
