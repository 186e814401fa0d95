package org.vedette.cli.scenario.internal;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.cli.command.Command;
import org.vedette.scenario.ScenarioGenerator;

/**
 * {@code vedette generate}: the scenario generator's commands, {@code generate event} and {@code generate
 * scenario}, there when the generator is.
 */
@Component(service = Command.class)
public final class GenerateGroup implements Command {
    @Reference
    private ScenarioGenerator generator;

    @Override
    public String name() {
        return "generate";
    }

    @Override
    public String usage() {
        return "generate COMMAND [ARGUMENTS]";
    }

    @Override
    public String summary() {
        return "the scenario generator: an OSOTH tabletop event for a game, or a whole new scenario";
    }

    @Override
    public String details() {
        return """
                Everything it draws is reproducible from a seed (--seed N; without it one is
                drawn and printed), and every number it draws from is reasoned in the
                generator bundle's TABLES.md.""";
    }
}
