package org.vedette.ui.scenario.internal;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

import org.vedette.io.Diagnostic;
import org.vedette.io.InputText;
import org.vedette.io.ReadResult;
import org.vedette.io.tables.TablesException;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.TerrainPalette;
import org.vedette.scenario.TerrainPaletteReader;

/**
 * The terrain palette a workspace's generated scenarios are drawn from: its
 * override ({@value TerrainPaletteReader#WORKSPACE_FILE}) when it has one
 * that reads, else the book's — kept, with the override's problems said,
 * when the override is wrong, as the command line does.
 *
 * @param palette the palette to generate with
 * @param problem the override's problems with file, line and column, or null
 */
record WorkspacePalette(TerrainPalette palette, String problem) {
    static WorkspacePalette of(Path workspace, ScenarioGenerator generator) {
        Path file = workspace.resolve(TerrainPaletteReader.WORKSPACE_FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return new WorkspacePalette(TerrainPaletteReader.book(), null);
        String name = TerrainPaletteReader.WORKSPACE_FILE;
        ReadResult<String> text = InputText.read(file);
        if (!text.ok()) {
            return new WorkspacePalette(TerrainPaletteReader.book(), name + " cannot be read ("
                    + String.join("; ", text.errors().stream().map(Diagnostic::message).toList())
                    + "); the book's terrain palette is used");
        }
        try {
            return new WorkspacePalette(generator.palette(text.value()), null);
        } catch (TablesException e) {
            return new WorkspacePalette(TerrainPaletteReader.book(), name + " is not a usable terrain palette"
                    + " override; the book's palette is used: " + String.join("; ", EventDesk.problems(name, e)));
        }
    }
}
