package org.vedette.cli.internal;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.Console;
import org.vedette.core.rules.Ruleset;

/**
 * The command line service: the shell. Its commands are whatever {@link Command}
 * services are registered, and its rulesets whatever {@link Ruleset} services
 * are: both references are multiple, dynamic and greedy, so a bundle started
 * later is picked up without restarting, and no command or ruleset is named in
 * code. Each run parses the words with picocli against the commands registered
 * at that moment ({@link Invocation}).
 */
@Component(service = CommandLine.class)
public final class VedetteCommandLine implements CommandLine {
    private final InstalledRulesets rulesets = new InstalledRulesets();
    /** The commands contributed, in the order they were registered. */
    private final List<Command> commands = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void addRuleset(Ruleset ruleset) {
        rulesets.add(ruleset);
    }

    void removeRuleset(Ruleset ruleset) {
        rulesets.remove(ruleset);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void addCommand(Command command) {
        commands.add(command);
    }

    void removeCommand(Command command) {
        commands.remove(command);
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return new Invocation(List.copyOf(commands), rulesets, new Console(in, out, err)).main(args);
    }
}
