package org.vedette.inventory.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.vedette.inventory.InventoryFiles;
import org.vedette.inventory.InventoryPlanner;

/** The schemas published in docs/ are the bundle's; the defaults it ships read without a problem. */
class ShippedFilesTest {
    @ParameterizedTest
    @ValueSource(strings = { "inventory-rules", "requirements" })
    void docsSchemasAreTheBundles(String name) throws Exception {
        Bundle bundle = FrameworkUtil.getBundle(InventoryPlanner.class);
        try (InputStream in = bundle.getEntry("schemas/" + name + ".schema.json").openStream()) {
            Path docs = Planning.root().resolve("docs/schemas/" + name + ".schema.json");
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), Files.readString(docs),
                    docs + " differs from the bundle's schema");
        }
    }

    @Test
    void theShippedDefaultsRead() {
        var rules = InventoryFiles.parseRules(InventoryFiles.defaultRulesJson(), "default-rules.json");
        assertTrue(rules.ok() && rules.diagnostics().isEmpty(), rules::report);
        assertTrue(rules.value().standIns().size() >= 20);
        var minimums = InventoryFiles.parseRequirements(InventoryFiles.minimumsJson(), "osoth-minimums.json");
        assertTrue(minimums.ok() && minimums.diagnostics().isEmpty(), minimums::report);
        assertEquals(minimums.value(), Planning.planner().minimums());
    }
}
