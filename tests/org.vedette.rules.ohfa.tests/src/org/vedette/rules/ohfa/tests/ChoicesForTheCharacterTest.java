package org.vedette.rules.ohfa.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.vedette.rules.ohfa.tests.Table.RULES;
import static org.vedette.rules.ohfa.tests.Table.character;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/**
 * What a form offers a character (Ruleset.choicesFor): for a shot ("Firing")
 * the firearms he carries, for a fight ("Fighting — Melee weapons") the melee
 * weapons he carries — every choice when he carries none of them.
 */
class ChoicesForTheCharacterTest {
    private static final Actor DRAGOON = character("d", "french", Quality.REGULAR, Weapon.CARBINE, Weapon.SWORD);

    private static List<String> offered(String action, String input, Actor actor) {
        ActionSpec a = RULES.action(action).orElseThrow();
        FieldSpec f = a.input(input).orElseThrow();
        return RULES.choicesFor(a, f, actor).stream().map(Choice::id).toList();
    }

    @Test
    void firingOffersTheFirearmsHeCarries() {
        assertEquals(List.of(Weapon.CARBINE), offered(Action.SHOOT, Input.WEAPON, DRAGOON));
    }

    @Test
    void meleeWeaponsOffersTheMeleeWeaponsHeCarries() {
        assertEquals(List.of(Weapon.SWORD), offered(Action.FIGHT, Input.MELEE_WEAPON, DRAGOON));
        Actor bare = character("b", "french", Quality.REGULAR);
        List<String> all = RULES.action(Action.FIGHT).orElseThrow().input(Input.MELEE_WEAPON).orElseThrow().choices()
                .stream().map(Choice::id).toList();
        assertEquals(all, offered(Action.FIGHT, Input.MELEE_WEAPON, bare), "none carried: nothing is narrowed");
    }
}
