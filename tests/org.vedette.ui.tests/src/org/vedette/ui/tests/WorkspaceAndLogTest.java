package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.vedette.core.rules.Outcome;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.parts.WorkspacePart;

/** The Workspace part follows renames and deletions; the game log saves what it shows. */
class WorkspaceAndLogTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    @Test
    void aRenamedThenDeletedRosterIsFollowedByTheWorkspacePart() throws IOException {
        WorkspaceFolder folder = Workbench.context().get(WorkspaceFolder.class);
        WorkspacePart part = Workbench.part(Workbench.WORKSPACE, WorkspacePart.class);
        Path copy = Workbench.workspace().resolve("rosters/copy-of-british.json");
        Files.copy(Workbench.workspace().resolve("rosters/british.json"), copy);
        Workbench.waitUntil("the copy in the Workspace part", WAIT, () -> shown(part, "copy-of-british.json"));

        WorkspaceFile file = folder.file(copy).orElseThrow();
        assertEquals("there is already a file named french.json", folder.checkName(file, "french.json"));
        assertEquals("a name cannot contain a folder: ../x.json", folder.checkName(file, "../x.json"));
        assertThrows(IOException.class, () -> folder.rename(file, "french.json"));
        assertTrue(Files.exists(copy), "a refused rename leaves the file where it was");

        WorkspaceFile renamed = folder.rename(file, "hill-column.json");
        assertEquals(FileKind.ROSTER, renamed.kind());
        Workbench.waitUntil("the new name in the Workspace part", WAIT,
                () -> shown(part, "hill-column.json") && !shown(part, "copy-of-british.json"));

        folder.delete(renamed);
        Workbench.waitUntil("the deleted file to leave the Workspace part", WAIT, () -> !shown(part, "hill-column.json"));
        assertFalse(Files.exists(renamed.path()));
    }

    @Test
    void theGameLogSavesItsTextAtomically() throws IOException {
        GameLog log = Workbench.context().get(GameLog.class);
        log.add(new LogEntry(Instant.parse("1812-05-19T06:00:00Z"), "scenarios/bridge-at-almaraz.json", "onehour",
                "Shoot", Map.of("actor", "50th-foot"), "entered by hand: 6, 6",
                new Outcome("2 hits", java.util.List.of(), java.util.List.of(), java.util.List.of()), null));
        Path saved = Workbench.workspace().resolve("game-log.txt");
        try {
            log.save(saved);
            String text = Files.readString(saved, StandardCharsets.UTF_8);
            assertEquals(log.text(), text);
            assertTrue(text.contains("1812-05-19T06:00:00Z  Shoot — scenarios/bridge-at-almaraz.json (onehour)"), text);
            assertTrue(text.contains("  Outcome: 2 hits"), text);
            try (var files = Files.list(saved.getParent())) {
                assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
            }
        } finally {
            Files.deleteIfExists(saved);
        }
    }

    private static boolean shown(WorkspacePart part, String name) {
        return part.shownFiles(FileKind.ROSTER).stream().anyMatch(f -> f.name().equals(name));
    }
}
