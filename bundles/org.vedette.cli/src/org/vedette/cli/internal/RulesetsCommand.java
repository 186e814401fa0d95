package org.vedette.cli.internal;

import java.util.List;
import java.util.Locale;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.cli.CommandLine;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.Profile;
import org.vedette.core.rules.RuleOption;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.RulesetInfo;
import org.vedette.core.turn.PhaseSpec;
import org.vedette.core.turn.TurnStructure;

/**
 * {@code vedette rulesets [ID…]}: what each installed ruleset is, what figures
 * carry in it, its options, its turn sequence and every action with every input
 * — what a request file may say, read from the ruleset services themselves.
 */
@Component(service = Command.class)
public final class RulesetsCommand implements Command {
    @Override
    public String name() {
        return "rulesets";
    }

    @Override
    public String usage() {
        return "rulesets [ID…] [--brief]";
    }

    @Override
    public String summary() {
        return "list the installed rulesets, their profile fields, marks, options and actions";
    }

    @Override
    public String details() {
        return """
                Lists every installed ruleset (or only those named): its rulebook, units
                and scale, the fields a figure or unit carries, the marks it keeps on them
                (type, meaning, rule and how long each lasts), the rule options, the
                turn sequence, and each action with its rule and every input (type,
                unit, range, choices, whether required). With --brief, one line each.
                Rulesets are the services of the bundles in the launcher's bundle
                folder: dropping a ruleset bundle there adds it here.""";
    }

    @Override
    public List<Option> options() {
        return List.of(Option.flag("brief", "one line per ruleset"));
    }

    @Override
    public int run(Arguments args, Shell shell) throws UsageException {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        List<Ruleset> shown;
        if (args.operands().isEmpty()) {
            shown = rulesets.all();
        } else {
            shown = new java.util.ArrayList<>();
            for (String id : args.operands()) shown.add(rulesets.require(id, ""));
        }
        if (shown.isEmpty()) {
            console.warn(rulesets.installedText());
            return CommandLine.FAILED;
        }
        boolean first = true;
        for (Ruleset r : shown) {
            if (args.has("brief")) {
                console.say(headline(r.info()));
                continue;
            }
            if (!first) console.say("");
            first = false;
            describe(r, console);
        }
        return CommandLine.OK;
    }

    private static String headline(RulesetInfo info) {
        return info.id() + " — " + info.name() + " " + info.version()
                + (info.rulebook() == null ? "" : " (" + info.rulebook() + ")");
    }

    private static void describe(Ruleset r, Console c) {
        RulesetInfo info = r.info();
        Profile profile = r.profile();
        c.say(headline(info));
        String units = switch (info.units()) {
            case INCH -> "inches";
            case CENTIMETRE -> "centimetres";
        };
        c.say("  distances in " + units + " (" + info.units().symbol() + "); each "
                + profile.scale().name().toLowerCase(Locale.ROOT) + " acts and carries the profile");
        c.say("  profile:");
        list(c, profile.fields().stream().map(FieldText::describe).toList());
        if (!profile.qualities().isEmpty()) {
            c.say("  qualities: " + choices(profile.qualities()));
        }
        if (!profile.weapons().isEmpty()) {
            c.say("  weapons: " + choices(profile.weapons()));
        }
        c.say("  marks:");
        list(c, r.marks().stream().map(FieldText::describe).toList());
        c.say("  options:");
        list(c, r.options().stream().map(RulesetsCommand::option).toList());
        TurnStructure turn = r.turnStructure();
        c.say("  turn: " + turn.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + " [" + turn.rule() + "]"
                + (turn.phases().isEmpty() ? ""
                        : "; phases " + String.join(", ", turn.phases().stream().map(PhaseSpec::id).toList())));
        c.say("  actions:");
        for (ActionSpec a : r.actions()) {
            String phases = a.phases().isEmpty() ? "" : ", phases " + String.join(", ", a.phases());
            String timing = a.timing() == org.vedette.core.rules.Timing.IN_TURN ? "in turn" : "any time";
            c.say("    " + a.id() + (a.label().equalsIgnoreCase(a.id()) ? "" : " (" + a.label() + ")") + " — "
                    + timing + phases + " [" + a.rule() + "]");
            for (FieldSpec f : a.inputs()) {
                c.say("      " + FieldText.describe(f));
            }
        }
    }

    private static String option(RuleOption o) {
        return FieldText.describe(o.field()) + " [" + o.rule() + "]";
    }

    private static String choices(List<Choice> choices) {
        return String.join(", ", choices.stream().map(Choice::id).toList());
    }

    private static void list(Console c, List<String> lines) {
        if (lines.isEmpty()) {
            c.say("    (none)");
        }
        for (String l : lines) c.say("    " + l);
    }
}
