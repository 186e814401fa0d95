package org.vedette.rules.onehour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.vedette.rules.onehour.tests.Situation.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.MeasurementUnit;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Scale;
import org.vedette.rules.onehour.OneHour;
import org.vedette.rules.onehour.OneHour.Action;
import org.vedette.rules.onehour.OneHour.Input;
import org.vedette.rules.onehour.OneHour.Option;
import org.vedette.rules.onehour.OneHour.Phase;
import org.vedette.rules.onehour.OneHour.Type;

/** 1H Unit Types and Scale: what the ruleset says it is, the profile and the catalog. */
class UnitTypesAndScaleTest {
    @Test
    void whoItIs() {
        assertEquals("onehour", RULES.info().id());
        assertEquals("Napoleonic One Hour Wargame", RULES.info().name());
        assertEquals(MeasurementUnit.INCH, RULES.info().units());
        assertEquals(Scale.UNIT, RULES.profile().scale());
    }

    @Test
    void theProfileIsTheUnitType() {
        FieldSpec type = RULES.profile().field("type").orElseThrow();
        assertEquals(FieldType.CHOICE, type.type());
        assertEquals(List.of("infantry", "light-infantry", "skirmishers", "heavy-cavalry", "light-cavalry",
                "foot-artillery", "horse-artillery"), type.choiceIds());
        assertEquals(List.of("elite", "trained", "conscript"), RULES.profile().qualities().stream().map(Choice::id).toList());
        assertTrue(RULES.profile().weapons().isEmpty());
    }

    @Test
    void theCatalog() {
        assertEquals(List.of(Action.MOVE, Action.STAND, Action.CHARGE, Action.FORM_SQUARE, Action.LEAVE_SQUARE,
                Action.TURN_TO_FACE, Action.SHOOT, Action.FIGHT), RULES.actions().stream().map(ActionSpec::id).toList());
        for (ActionSpec a : RULES.actions()) {
            assertEquals(Input.ACTOR, a.inputs().get(0).id(), a.id());
            assertEquals("1H", a.rule().book());
            assertEquals(a, RULES.action(a.id()).orElseThrow());
        }
        assertTrue(RULES.action("volley").isEmpty());
    }

    @Test
    void theOptionsAndTheirDefaults() {
        Map<String, Object> defaults = new java.util.LinkedHashMap<>();
        for (RuleOption o : RULES.options()) defaults.put(o.id(), o.field().defaultValue());
        assertEquals(Map.of(Option.TROOP_QUALITY, false, Option.LIGHT_INFANTRY_MELEE_CAP, true,
                Option.IMPETUS_LOST_AT_ONCE, false, Option.DOUBLE_IMPETUS, true, Option.SAVED_HITS_COUNT, false), defaults);
    }

    @Test
    void aUnitWithoutAKnownTypeIsRefusedWithTheAllowedTypes() {
        Actor odd = new Actor("b", "Rifles", BRITISH, "b", null, false, List.of(), Map.of(OneHour.TYPE_FIELD, "rifles"),
                null, null, null);
        GameState s = state(BRITISH, Phase.MOVEMENT, odd, french("f", Type.INFANTRY));
        refusedBy(s, request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 2), "Unit Types", "light-infantry");
        Actor none = new Actor("b", "Rifles", BRITISH, "b", null, false, List.of(), Map.of(), null, null, null);
        refusedBy(state(BRITISH, Phase.MOVEMENT, none), request(Action.MOVE, Input.ACTOR, "b", Input.DISTANCE, 2),
                "Unit Types", "no unit type");
    }
}
