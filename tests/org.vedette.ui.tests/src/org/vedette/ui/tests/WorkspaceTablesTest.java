package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.vedette.ui.internal.model.Problem;
import org.vedette.ui.internal.model.ProblemsModel;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.RulesetsPart;

/**
 * The Other Side of the Hill's O1: a referee's tables/osoth.json is checked
 * in the Problems view where it is wrong, and the Rulesets part says whether
 * new games will play by it and what it changes.
 */
class WorkspaceTablesTest {
    @Test
    void aWorkspacesTablesAreCheckedInProblemsAndShownInTheRulesetsPart() throws Exception {
        RulesetsPart part = Workbench.part(Workbench.RULESETS, RulesetsPart.class);
        ProblemsModel problems = Workbench.context().get(ProblemsModel.class);
        WorkspaceFolder folder = Workbench.context().get(WorkspaceFolder.class);
        Path tables = Workbench.workspace().resolve("tables").resolve("osoth.json");
        assertTrue(Files.notExists(tables), "the example workspace plays by the book");
        assertEquals("Workspace tables: the book's (no tables/osoth.json)", part.tablesShown("osoth").get(0));
        try {
            Files.createDirectories(tables.getParent());
            Files.writeString(tables, """
                    { "format": "vedette.osoth-tables", "version": 1,
                      "morale": { "pass": { "veteran": "five" } } }
                    """);
            Workbench.spin();
            Workbench.waitUntil("the wrong tables in Problems", Duration.ofSeconds(10),
                    () -> !problems.problems(tables).isEmpty());
            Problem p = problems.problems(tables).get(0);
            assertEquals(2, p.diagnostic().line());
            assertEquals(25, p.diagnostic().column());
            assertTrue(p.diagnostic().message().startsWith("morale.pass.veteran: expected a whole number"), p.toString());
            Workbench.waitUntil("the Rulesets part to refuse them", Duration.ofSeconds(10),
                    () -> part.tablesShown("osoth").get(0).contains("cannot be used"));
            assertTrue(part.tablesShown("osoth").get(1).startsWith("tables/osoth.json:2:25: morale.pass.veteran"),
                    part.tablesShown("osoth").toString());

            Files.writeString(tables, """
                    { "format": "vedette.osoth-tables", "version": 1,
                      "morale": { "pass": { "veteran": 4 } } }
                    """);
            // A change to a file in a folder made while the workbench runs is not always heard from the
            // folder's watcher here (noted for the WorkspaceFolder); the part and Problems are asked again.
            part.refresh();
            problems.recheck();
            Workbench.waitUntil("the tables to be in effect", Duration.ofSeconds(10),
                    () -> part.tablesShown("osoth").get(0).contains("in effect"));
            List<String> shown = part.tablesShown("osoth");
            assertEquals(2, shown.size(), shown.toString());
            assertTrue(shown.get(1).startsWith("morale.pass.veteran: 4, the book's "), shown.toString());
            Workbench.waitUntil("Problems to clear", Duration.ofSeconds(10), () -> problems.problems(tables).isEmpty());
        } finally {
            Files.deleteIfExists(tables);
            Files.deleteIfExists(tables.getParent());
            Workbench.spin();
        }
        Workbench.waitUntil("the book's tables again", Duration.ofSeconds(10),
                () -> part.tablesShown("osoth").get(0).contains("the book's"));
    }
}
