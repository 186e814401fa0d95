package org.vedette.io.internal;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.Referee;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.MarkSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Marks;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.OptionProblem;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.RulesetCatalog;

/**
 * The checks a file gets against its ruleset: profile fields the ruleset
 * knows, of the right type and in range (the ruleset's own
 * {@link FieldSpec#check}), qualities and weapons it has rules for, options
 * it offers, and marks it declares with a status it finds possible. Each problem is reported where the value is written.
 */
public final class RulesChecks {
    private RulesChecks() {
    }

    /** The ruleset named by {@code field} of {@code o}, or null after reporting an unknown one. */
    public static Ruleset ruleset(Obj o, String field, String id, RulesetCatalog catalog) {
        if (id == null) return null;
        Optional<Ruleset> r = catalog.find(id);
        if (r.isPresent()) return r.get();
        List<String> known = catalog.ids();
        o.problems().error(o.at(field), "unknown ruleset '" + id + "'"
                + (known.isEmpty() ? "" : " (known: " + String.join(", ", known) + ")"));
        return null;
    }

    /**
     * Checks the members of a profile object ({@code values} are its members
     * already read as plain values): each must be a field of the ruleset's
     * profile, and pass that field's check.
     */
    public static void profile(Obj profile, Map<String, Object> values, Ruleset rules) {
        if (profile == null) return;
        Profile p = rules.profile();
        for (String name : profile.fieldNames()) {
            Optional<FieldSpec> spec = p.field(name);
            if (spec.isEmpty()) {
                profile.problems().error(profile.nameAt(name), "unknown profile field '" + name + "' for "
                        + rules.info().id() + " (known: "
                        + String.join(", ", p.fields().stream().map(FieldSpec::id).toList()) + ")");
            } else if (values.containsKey(name)) {
                spec.get().check(values.get(name)).ifPresent(m -> profile.problems().error(profile.at(name), m));
            }
        }
    }

    /** Reports on {@code owner} each required profile field that is not among {@code present}. */
    public static void required(Obj owner, java.util.Set<String> present, Ruleset rules, String whose) {
        for (FieldSpec f : rules.profile().fields()) {
            if (f.required() && !present.contains(f.id())) {
                owner.problems().error(owner.at(), whose + " lacks profile field '" + f.id() + "', which "
                        + rules.info().id() + " requires"
                        + (f.type() == FieldType.CHOICE ? " (one of " + String.join(", ", f.choiceIds()) + ")" : ""));
            }
        }
    }

    public static void quality(Obj o, String field, String quality, Ruleset rules) {
        if (quality == null) return;
        Profile p = rules.profile();
        if (!p.hasQuality(quality)) {
            o.problems().error(o.at(field), "unknown quality '" + quality + "' for " + rules.info().id()
                    + " (known: " + ids(p.qualities()) + ")");
        }
    }

    public static void weapons(Obj o, String field, List<String> weapons, Ruleset rules) {
        Profile p = rules.profile();
        for (int i = 0; i < weapons.size(); i++) {
            String w = weapons.get(i);
            if (!p.hasWeapon(w)) {
                o.problems().error(o.itemAt(field, i), "unknown weapon '" + w + "' for " + rules.info().id()
                        + (p.weapons().isEmpty() ? " (it has no weapon rules)" : " (known: " + ids(p.weapons()) + ")"));
            }
        }
    }

    /**
     * Checks an actor's marks object ({@code values} are its members already
     * read): each must be a mark the ruleset declares, of the right type and
     * in range ({@link Marks#check(Ruleset, String, Object)}), reported where
     * it is written.
     */
    public static void marks(Obj marks, Map<String, Object> values, Ruleset rules) {
        if (marks == null) return;
        for (String name : marks.fieldNames()) {
            Object v = values.get(name);
            if (v == null) continue; // not a scalar: Obj.scalars has said so where it is
            Marks.check(rules, name, v).ifPresent(m -> marks.problems().error(
                    Marks.find(rules.marks(), name).isPresent() ? marks.at(name) : marks.nameAt(name), m));
        }
    }

    /**
     * Checks an actor as a whole, once his marks are known to be right: marks
     * naming an actor the situation does not have, and the statuses the
     * ruleset finds impossible ({@link Ruleset#checkStatus}), reported at
     * {@code where} (his "status" object, else the actor).
     */
    public static void standing(Obj where, Actor actor, GameState state, Ruleset rules) {
        for (String problem : Marks.check(rules, actor, state)) {
            where.problems().error(where.at(), problem);
        }
    }

    /**
     * Checks the mark a referee's journal entry sets (the request of a
     * "referee" entry, {@link Referee#MARK}): a mark the ruleset declares, and
     * a value of its type — so that a journal holding an unknown mark is
     * refused at its line and column, not replayed into a game whose rules it
     * would change.
     */
    public static void refereeMark(Obj request, ActionRequest q, Ruleset rules) {
        if (!Referee.MARK.equals(q.action()) || rules.marks().isEmpty()) return;
        Obj inputs = request.object("inputs", false);
        if (inputs == null || !(q.input(Referee.MARK_NAME) instanceof String name)) return;
        Optional<MarkSpec> spec = Marks.find(rules.marks(), name);
        if (spec.isEmpty()) {
            Marks.check(rules, name, Boolean.TRUE).ifPresent(m -> inputs.problems().error(inputs.at(Referee.MARK_NAME), m));
            return;
        }
        Object typed = Referee.normalized(q).input(Referee.VALUE);
        if (!(typed instanceof String text) || text.isBlank()) return;
        Optional<Object> value = spec.get().parse(text);
        Optional<String> wrong = value.isEmpty()
                ? Optional.of("mark '" + name + "' takes " + spec.get().expected() + ", not \"" + text + "\"")
                : spec.get().check(name, value.get());
        wrong.ifPresent(m -> inputs.problems().error(inputs.at(Referee.VALUE), m));
    }

    /** Checks a scenario's or request's options object against the ruleset's options. */
    public static void options(Obj options, Map<String, Object> values, Ruleset rules) {
        if (options == null) return;
        for (String name : options.fieldNames()) {
            Optional<RuleOption> opt = rules.option(name);
            if (opt.isEmpty()) {
                options.problems().error(options.nameAt(name), "unknown option '" + name + "' for "
                        + rules.info().id() + " (known: "
                        + String.join(", ", rules.options().stream().map(RuleOption::id).toList()) + ")");
            } else if (values.containsKey(name)) {
                Optional<String> wrong = opt.get().field().check(values.get(name));
                wrong.ifPresent(m -> options.problems().error(options.at(name), m));
                // A document in a text option (OSOTH's table overrides) is checked as the ruleset will read it.
                if (wrong.isEmpty()) {
                    for (OptionProblem p : rules.checkOption(name, values.get(name))) {
                        options.problems().error(options.at(name), "option '" + name + "': " + p);
                    }
                }
            }
        }
    }

    private static String ids(List<Choice> choices) {
        return String.join(", ", choices.stream().map(Choice::id).toList());
    }
}
