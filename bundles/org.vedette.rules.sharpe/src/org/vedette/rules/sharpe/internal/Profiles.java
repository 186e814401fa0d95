package org.vedette.rules.sharpe.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.Scale;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Rank;
import org.vedette.rules.sharpe.Sharpe.Troop;

/**
 * §2 Character profiles: "Each character has five characteristics":
 * initiative, dexterity, strength and close combat skill, "determined by
 * rolling 1D6", and the firing skill (2D6 at most: 6 for line troops, D6+3
 * for special characters, D6+6 for riflemen). Plus the troop and rank the
 * optional rules and target priorities need, and an artillery piece's skill.
 */
final class Profiles {
    static final int D6_MAX = 6;
    /** "It would normally be determined by rolling 2D6": 12 at most. */
    static final int FIRING_MAX = 12;

    private static final List<FieldSpec> NUMBERS = List.of(
            d6(Field.INITIATIVE, "Initiative", "Speed of reaction, alertness and streetwiseness; 1D6 (Sharpe §2)"),
            d6(Field.DEXTERITY, "Dexterity", "Agility, acrobatics and horsemanship; 1D6 (Sharpe §2)"),
            d6(Field.STRENGTH, "Strength", "Strength and knowing how to use it in a brawl; 1D6 (Sharpe §2)"),
            d6(Field.CLOSE_COMBAT, "Close combat", "Skill with any weapon, fists or feet; 1D6 (Sharpe §2)"),
            FieldSpec.builder(Field.FIRING, FieldType.INTEGER).label("Firing").range(1, FIRING_MAX).required(true)
                    .help("6 for line troops and voltigeurs, D6+3 for special characters, D6+6 for riflemen (Sharpe §2)").build());

    static final FieldSpec TROOP = FieldSpec.builder(Field.TROOP, FieldType.CHOICE).label("Troop")
            .choices(List.of(Choice.of(Troop.LINE, "Line infantry"), Choice.of(Troop.LIGHT, "Voltigeurs, chasseurs"),
                    Choice.of(Troop.RIFLE, "Riflemen"), Choice.of(Troop.GUERRILLA, "Guerrillas"),
                    Choice.of(Troop.CAVALRY, "Cavalry"), Choice.of(Troop.ARTILLERY, "Artillery")))
            .defaultValue(Troop.LINE).help("Silent approach modifiers and target priorities (Sharpe §17, §7)").build();
    static final FieldSpec RANK = FieldSpec.builder(Field.RANK, FieldType.CHOICE).label("Rank")
            .choices(List.of(Choice.of(Rank.PRIVATE, "Private"), Choice.of(Rank.NCO, "Sergeant or corporal"),
                    Choice.of(Rank.OFFICER, "Officer")))
            .defaultValue(Rank.PRIVATE).help("Officers' deaths call for morale tests; riflemen shoot officers first (Sharpe §14, §7)").build();
    static final FieldSpec GUN_SKILL = FieldSpec.builder(Field.GUN_SKILL, FieldType.INTEGER).label("Gun's firing skill")
            .range(1, Weapon.MUSKET_CAP).defaultValue(Weapon.GUN_SKILL)
            .help("An artillery piece served by this figure: 6, at most 9 (Sharpe §19)").build();

    private static final List<FieldSpec> ALL;

    static {
        List<FieldSpec> all = new ArrayList<>(NUMBERS);
        all.add(TROOP);
        all.add(RANK);
        all.add(GUN_SKILL);
        ALL = List.copyOf(all);
    }

    private Profiles() {
    }

    private static FieldSpec d6(String id, String label, String help) {
        return FieldSpec.builder(id, FieldType.INTEGER).label(label).range(1, D6_MAX).required(true).help(help).build();
    }

    static Profile profile() {
        List<Choice> weapons = new ArrayList<>();
        for (Weapon w : Weapon.ALL) weapons.add(Choice.of(w.id, w.label));
        return new Profile(Scale.FIGURE, ALL, List.of(), weapons);
    }

    /**
     * Refuses a figure whose profile is missing a characteristic or has one out
     * of its range. The common case (five whole numbers in range, the optional
     * fields absent or right) is checked without building anything; a problem
     * is described by the field's own check.
     */
    static void check(Actor a) throws IllegalActionException {
        Map<String, Object> p = a.profile();
        for (int i = 0; i < ALL.size(); i++) {
            FieldSpec f = ALL.get(i);
            Object v = p.get(f.id());
            if (v == null ? !f.required() : v instanceof Integer n && f.type() == FieldType.INTEGER
                    && n >= f.min() && n <= f.max()) {
                continue;
            }
            var problem = f.check(v);
            if (problem.isPresent()) {
                throw new IllegalActionException(Book.PROFILES, a.name() + "'s profile: " + problem.get());
            }
        }
    }
}
