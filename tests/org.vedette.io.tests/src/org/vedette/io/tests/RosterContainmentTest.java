package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.vedette.core.model.Scenario;
import org.vedette.io.Diagnostic;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterAccess;
import org.vedette.io.ScenarioFiles;

/**
 * A scenario reads its rosters inside its workspace (the folder that holds the
 * scenario's folder) and nowhere else unless allowed: a shared scenario must
 * not read, nor quote, /etc/passwd.
 */
class RosterContainmentTest {
    @TempDir
    Path top;
    Path workspace;
    Path scenario;
    String text;

    /** top/workspace/{scenarios,rosters} as in examples/, and top/elsewhere beside it. */
    @BeforeEach
    void copyExamples() throws IOException {
        workspace = top.resolve("workspace");
        Files.createDirectories(workspace.resolve("scenarios"));
        Files.createDirectories(workspace.resolve("rosters"));
        Files.createDirectories(top.resolve("elsewhere"));
        scenario = workspace.resolve("scenarios/almaraz.json");
        text = Files.readString(Texts.examples().resolve("scenarios/bridge-at-almaraz.json"));
        for (String r : List.of("british.json", "french.json")) {
            Files.copy(Texts.examples().resolve("rosters").resolve(r), workspace.resolve("rosters").resolve(r));
        }
        Files.copy(Texts.examples().resolve("rosters/french.json"), top.resolve("elsewhere/french.json"));
    }

    private ReadResult<Scenario> withFrench(String ref, RosterAccess access) throws IOException {
        Files.writeString(scenario, text.replace("\"../rosters/french.json\"", "\"" + ref + "\""));
        return ScenarioFiles.read(scenario, Texts.CATALOG, access);
    }

    @Test
    void theWorkspaceIsTheFolderThatHoldsTheScenariosFolder() {
        assertEquals(workspace, RosterAccess.workspaceOf(scenario));
        assertEquals(Texts.examples(), RosterAccess.workspaceOf(Texts.examples().resolve("scenarios/x.json")));
    }

    @Test
    void rostersInsideTheWorkspaceAreRead() throws IOException {
        ReadResult<Scenario> r = withFrench("../rosters/french.json", RosterAccess.WORKSPACE);
        assertTrue(r.ok(), r.report());
    }

    @Test
    void anAbsolutePathOutsideIsRefusedUnreadAndUnquoted() throws IOException {
        ReadResult<Scenario> r = withFrench("/etc/passwd", RosterAccess.WORKSPACE);
        assertNull(r.value());
        Diagnostic d = Texts.find(r, "outside");
        assertEquals(scenario.toString(), d.file());
        assertEquals(Texts.lineOf(text, "\"../rosters/french.json\""), d.line());
        assertEquals("roster '/etc/passwd' is outside the scenario's workspace " + workspace + "; Vedette reads"
                + " rosters only inside the folder that holds the scenario's folder, unless allowed explicitly"
                + " (the command line's --allow-outside)", d.message());
        assertFalse(r.report().contains("root"), r.report());
    }

    @Test
    void climbingOutWithDotDotIsRefused() throws IOException {
        ReadResult<Scenario> r = withFrench("../../elsewhere/french.json", RosterAccess.WORKSPACE);
        assertNull(r.value());
        Texts.find(r, "is outside the scenario's workspace");
    }

    @Test
    void aSymbolicLinkInsideThatLeadsOutsideIsRefused() throws IOException {
        Files.createSymbolicLink(workspace.resolve("rosters/link.json"), top.resolve("elsewhere/french.json"));
        ReadResult<Scenario> r = withFrench("../rosters/link.json", RosterAccess.WORKSPACE);
        assertNull(r.value());
        Texts.find(r, "leads outside the scenario's workspace " + workspace + " through a symbolic link");
    }

    @Test
    void aPlaceTheUserAllowsIsRead() throws IOException {
        RosterAccess access = RosterAccess.allowing(List.of(top.resolve("elsewhere")));
        assertTrue(withFrench("../../elsewhere/french.json", access).ok());
        Files.createSymbolicLink(workspace.resolve("rosters/link.json"), top.resolve("elsewhere/french.json"));
        assertTrue(withFrench("../rosters/link.json", access).ok());
        assertFalse(withFrench("/etc/passwd", access).ok(), "only the place allowed");
    }

    @Test
    void aFileInsideThatIsNoVedetteFileIsNotQuoted() throws IOException {
        Files.writeString(workspace.resolve("rosters/notes.json"), "{ \"password\": \"hunter2\" }");
        ReadResult<Scenario> r = withFrench("../rosters/notes.json", RosterAccess.WORKSPACE);
        assertNull(r.value());
        Texts.find(r, "not a Vedette file: it has no \"format\" member");
        assertFalse(r.report().contains("hunter2") || r.report().contains("password"), r.report());
    }
}
