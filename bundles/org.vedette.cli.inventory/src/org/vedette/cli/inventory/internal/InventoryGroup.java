package org.vedette.cli.inventory.internal;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.vedette.cli.command.Command;
import org.vedette.inventory.InventoryPlanner;

/** {@code vedette inventory}: the miniature-inventory planner's commands, there when the planner is. */
@Component(service = Command.class)
public final class InventoryGroup implements Command {
    @Reference
    private InventoryPlanner planner;

    @Override
    public String name() {
        return "inventory";
    }

    @Override
    public String usage() {
        return "inventory COMMAND [ARGUMENTS]";
    }

    @Override
    public String summary() {
        return "the miniature-inventory planner: what a game needs, what to pack and what to buy";
    }

    @Override
    public String details() {
        return """
                Counts the figures a scenario (or The Other Side of the Hill's ch. XII minimums)
                needs, assigns a collection's figures to them with the stand-ins its rules allow,
                and prints the plan, the packing list and the shopping list. Exit 0 when every
                need is covered, 1 when something is short or a file is invalid, 2 for a usage
                mistake or a missing file.""";
    }
}
