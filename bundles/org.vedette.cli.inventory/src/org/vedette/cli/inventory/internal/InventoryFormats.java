package org.vedette.cli.inventory.internal;

import java.util.List;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.FormatCheck;
import org.vedette.inventory.InventoryFiles;
import org.vedette.io.Diagnostic;

/**
 * The inventory planner's own formats for {@code vedette validate}: its rules
 * ({@value InventoryFiles#RULES}) and requirement sets ({@value InventoryFiles#REQUIREMENTS}).
 */
@Component(service = FormatCheck.class)
public final class InventoryFormats implements FormatCheck {
    @Override
    public Set<String> formats() {
        return Set.of(InventoryFiles.RULES, InventoryFiles.REQUIREMENTS);
    }

    @Override
    public List<Diagnostic> check(String format, String text, String name) {
        return (format.equals(InventoryFiles.RULES) ? InventoryFiles.parseRules(text, name)
                : InventoryFiles.parseRequirements(text, name)).diagnostics();
    }
}
