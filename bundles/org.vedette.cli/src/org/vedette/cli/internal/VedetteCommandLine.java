package org.vedette.cli.internal;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.vedette.cli.CommandLine;
import org.vedette.core.rules.Ruleset;
import org.vedette.inventory.InventoryPlanner;

/**
 * The command line service. Rulesets are whatever {@link Ruleset} services are
 * registered: the reference is multiple, dynamic and greedy, so a ruleset bundle
 * started later (or a better-ranked one) is picked up without restarting, and
 * no ruleset is named in code.
 */
@Component(service = CommandLine.class)
public final class VedetteCommandLine implements CommandLine {
    private final Rulesets rulesets = new Rulesets();
    /** {@code game ai}'s work, when the NPC AI's bundle is there. */
    private volatile AiRunner ai;
    private final Dispatcher dispatcher;
    /** The inventory planner, when its bundle is installed: the inventory commands say so otherwise. */
    private volatile InventoryPlanner planner;
    /** {@code generate}'s work, when the scenario generator's bundle is installed: the commands say so otherwise. */
    private volatile GenerateRunner generator;
    /** {@code balance}'s work, when the balance simulator's bundle is installed: the command says so otherwise. */
    private volatile BalanceRunner balance;

    public VedetteCommandLine() {
        List<Command> commands = new java.util.ArrayList<>(List.of(
                new RulesetsCommand(rulesets),
                new ValidateCommand(rulesets),
                new ResolveCommand(rulesets)));
        commands.addAll(GameCommands.all(rulesets, () -> ai));
        commands.addAll(InventoryCommands.all(rulesets, () -> planner));
        commands.add(new GenerateEventCommand(rulesets, () -> generator));
        commands.add(new GenerateScenarioCommand(rulesets, () -> generator, () -> balance));
        commands.add(new BalanceCommand(rulesets, () -> balance));
        dispatcher = new Dispatcher(commands);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void addRuleset(Ruleset ruleset) {
        rulesets.add(ruleset);
    }

    void removeRuleset(Ruleset ruleset) {
        rulesets.remove(ruleset);
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setAi(AiRunner runner) {
        this.ai = runner;
    }

    void unsetAi(AiRunner runner) {
        if (this.ai == runner) this.ai = null;
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setPlanner(InventoryPlanner p) {
        planner = p;
    }

    void unsetPlanner(InventoryPlanner p) {
        if (planner == p) planner = null;
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setGenerator(GenerateRunner g) {
        generator = g;
    }

    void unsetGenerator(GenerateRunner g) {
        if (generator == g) generator = null;
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setBalance(BalanceRunner b) {
        balance = b;
    }

    void unsetBalance(BalanceRunner b) {
        if (balance == b) balance = null;
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return dispatcher.run(args, new Console(in, out, err));
    }
}
