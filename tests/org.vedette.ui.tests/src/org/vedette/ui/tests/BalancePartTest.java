package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.graphics.ImageData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.SideTally;
import org.vedette.ui.balance.internal.BalancePart;
import org.vedette.ui.internal.parts.Editors;

/**
 * The Balance part, contributed by org.vedette.ui.balance's model fragment:
 * the scenario open in the editor played by the balance simulator in a Job,
 * its report shown as tables, charts and words, kept beside the scenario and
 * marked stale when the scenario changes; a long run cancelled stops at once.
 */
class BalancePartTest {
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String ALMARAZ = "scenarios/bridge-at-almaraz.json";

    private Path almaraz;
    private String original;

    @BeforeEach
    void openTheScenario() throws IOException {
        almaraz = Workbench.workspace().resolve(ALMARAZ).toAbsolutePath().normalize();
        original = Files.readString(almaraz);
        Files.deleteIfExists(BalancePart.keptFile(almaraz));
        Editors.open(Workbench.partService(), Workbench.modelService(), Workbench.application(), almaraz, 0);
        Workbench.spin();
    }

    @AfterEach
    void closeIt() throws IOException {
        MPart balance = Workbench.partService().findPart(BalancePart.ID);
        BalancePart part = balance != null && balance.getObject() instanceof BalancePart p ? p : null;
        // The part outlives the test: the scenario put back must not set it running for the next.
        if (part != null) part.rerunOnChange(false);
        if (!Files.readString(almaraz).equals(original)) Files.writeString(almaraz, original);
        if (part != null && part.job() != null) {
            part.cancel();
            Workbench.waitUntil("the run to stop", WAIT, () -> part.job() == null);
        }
        // Closed, so the next test's part is made afresh for the scenario in its editor.
        if (balance != null) Workbench.partService().hidePart(balance);
        Editors.find(Workbench.partService(), almaraz).ifPresent(p -> Workbench.partService().hidePart(p, true));
        Workbench.spin();
    }

    private static BalancePart show() {
        assertEquals(1, Workbench.modelService().findElements(Workbench.window(), "org.vedette.ui.balance.menu.show",
                MMenuElement.class, null, EModelService.IN_MAIN_MENU).size(), "the fragment's Window ▸ Balance item");
        assertTrue(Workbench.command("org.vedette.ui.balance.command.show"), "the fragment's command runs");
        MPart part = Workbench.partService().findPart(BalancePart.ID);
        assertNotNull(part, "the fragment's part");
        return (BalancePart) part.getObject();
    }

    /** Runs with these settings and waits for the report on the UI thread. */
    private static BalanceReport play(BalancePart part, String games, String seed, int threads)
            throws InterruptedException {
        part.settings(games, seed, threads, "");
        assertTrue(part.run(), part.status());
        Job job = part.job();
        assertNotNull(job);
        job.join();
        Workbench.waitUntil("the report shown", WAIT, () -> part.job() == null);
        assertNotNull(part.report(), part.status());
        return part.report();
    }

    @Test
    void twoHundredGamesOfTheScenarioInTheEditorShowRatesChartsAndVerdict() throws Exception {
        BalancePart part = show();
        assertEquals(almaraz, part.scenario(), "the part follows the scenario open in the editor");
        assertTrue(part.status().contains("No run yet"), part.status());

        BalanceReport r = play(part, "200", "7", 2);
        assertEquals(200, r.played());
        assertFalse(r.cancelled());
        assertTrue(r.sides().size() >= 2, "Almaraz has two sides");
        // Each side's rates, as the report has them, and adding up to its games.
        List<List<String>> rows = part.sideRows();
        assertEquals(r.sides().size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            SideTally s = r.sides().get(i);
            assertEquals(s.name(), rows.get(i).get(0));
            assertTrue(rows.get(i).get(1).startsWith(String.format(Locale.ROOT, "%.1f%% [", 100 * s.winRate())),
                    rows.get(i).toString());
            assertEquals(s.wins().trials(), s.wins().successes() + s.draws().successes() + s.losses().successes(),
                    s.name() + ": every game counted is won, drawn or lost");
            assertTrue(s.wins().low() <= s.winRate() && s.winRate() <= s.wins().high(), "the interval holds the rate");
        }
        assertEquals(r.units().size(), part.unitRows().size());
        assertFalse(part.unitRows().isEmpty());
        assertFalse(part.verdict().isBlank());
        assertEquals(r.verdict(), part.verdict());
        assertTrue(part.firstPlayerText().startsWith("First player:"), part.firstPlayerText());
        assertTrue(part.status().contains("200 of 200 games played"), part.status());
        // Three charts drawn, each a picture of more than one colour.
        List<ImageData> pictures = part.pictures();
        assertEquals(3, pictures.size());
        for (ImageData picture : pictures) {
            assertNotNull(picture, "a chart for each");
            assertTrue(picture.width > 0 && picture.height > 0);
            assertTrue(colours(picture) > 10, "a chart, not a blank: " + colours(picture) + " colours");
        }

        // The part as drawn, its stack given most of the window, for README (docs/balance.png).
        MPart balance = Workbench.partService().findPart(BalancePart.ID);
        var stack = balance.getParent();
        String weight = stack.getContainerData();
        stack.setContainerData("100000");
        Workbench.spin();
        try {
            var scroll = Workbench.find((org.eclipse.swt.widgets.Composite) balance.getWidget(),
                    org.eclipse.swt.custom.ScrolledComposite.class, x -> true);
            TurnMapTest.picture(scroll.getContent(), "balance.png");
        } finally {
            stack.setContainerData(weight);
            Workbench.spin();
        }

        // The same seed on one thread: the same numbers.
        BalanceReport again = play(part, "200", "7", 1);
        assertNotSame(r, again);
        for (int i = 0; i < r.sides().size(); i++) {
            assertEquals(r.sides().get(i), again.sides().get(i), "the same seed, the same side's games");
        }
        assertEquals(r.margin(), again.margin());
        assertEquals(r.length(), again.length());
        assertEquals(r.verdict(), again.verdict());

        // Kept beside the scenario, read back as it was shown.
        Path kept = BalancePart.keptFile(almaraz);
        assertEquals(almaraz.resolveSibling(".balance").resolve("bridge-at-almaraz.json"), kept);
        assertTrue(Files.isRegularFile(kept), kept.toString());
        BalanceReport read = BalancePart.readKept(almaraz);
        assertEquals(again.sides(), read.sides());
        assertEquals(again.units(), read.units());
        assertEquals(again.margin(), read.margin());
        assertEquals(again.verdict(), read.verdict());
        assertEquals(again.muster(), read.muster());
        assertTrue(read.results().isEmpty(), "the games one by one are not kept");

        // Closed and shown again, the part shows the kept report for the scenario in the editor.
        Workbench.partService().hidePart(Workbench.partService().findPart(BalancePart.ID));
        Workbench.spin();
        BalancePart reopened = show();
        assertNotSame(part, reopened);
        assertEquals(almaraz, reopened.scenario());
        assertNotNull(reopened.report(), reopened.status());
        assertEquals(again.sides(), reopened.report().sides());
        assertEquals(again.verdict(), reopened.verdict());
        assertFalse(reopened.stale());
    }

    @Test
    void aLongRunCancelledStopsWithinASecondAndShowsWhatItHad() throws Exception {
        BalancePart part = show();
        part.settings("1000000", "3", 2, "");
        assertTrue(part.run(), part.status());
        Job job = part.job();
        Workbench.waitUntil("games played", WAIT, () -> part.playing() >= 200);
        part.cancel();
        long start = System.nanoTime();
        job.join();
        long took = System.nanoTime() - start;
        assertTrue(took < 1_000_000_000L, "stopped in " + took / 1_000_000 + " ms");
        Workbench.waitUntil("the partial report shown", WAIT, () -> part.job() == null);
        BalanceReport r = part.report();
        assertNotNull(r, part.status());
        assertTrue(r.cancelled());
        assertTrue(r.played() >= 200 && r.played() < 1_000_000, r.played() + " games");
        assertTrue(part.status().startsWith(String.format(Locale.ROOT, "Cancelled: %,d of 1,000,000 games played",
                r.played())), part.status());
        assertEquals(r.played(), BalancePart.readKept(almaraz).played(), "the partial report is kept");
    }

    @Test
    void aChangedScenarioMarksTheReportStaleAndRunsAgainWhenAsked() throws Exception {
        BalancePart part = show();
        part.rerunOnChange(false);
        BalanceReport first = play(part, "200", "11", 2);
        assertFalse(part.stale());
        // The designer saves the scenario (here, a line more at its end): the report shown is stale.
        Files.writeString(almaraz, original + "\n");
        Workbench.waitUntil("the report marked stale", WAIT, part::stale);
        assertTrue(part.status().contains("Stale: bridge-at-almaraz.json has changed"), part.status());
        assertEquals(first.sides(), part.report().sides(), "still showing what it had");
        assertNotNull(BalancePart.readKept(almaraz));

        // With the box ticked, the next change runs it again, with the same settings.
        part.rerunOnChange(true);
        Files.writeString(almaraz, original + "\n\n");
        BalanceReport stale = part.report();
        Workbench.waitUntil("a run again and its report", WAIT,
                () -> part.report() != stale && part.job() == null && !part.stale());
        assertEquals(200, part.report().played());
        assertEquals(11, part.report().seed());
        assertEquals(first.sides(), part.report().sides(), "the same scenario in effect, the same seed");
    }

    @Test
    void aKeptReportThatCannotBeReadIsSaidWithWhereAndLeftAsItIs() throws Exception {
        Path kept = BalancePart.keptFile(almaraz);
        Files.createDirectories(kept.getParent());
        String cut = "{ \"format\": \"vedette.balance-report\", \"version\": 1, \"report\": { \"seed\": ";
        Files.writeString(kept, cut);
        BalancePart part = show();
        assertEquals(null, part.report());
        assertTrue(part.status().startsWith(kept + ": the balance report cannot be read: "), part.status());
        assertTrue(part.status().contains("(line 1, column "), part.status());
        assertEquals(cut, Files.readString(kept), "left as it was");
    }

    @Test
    void badSettingsAreSaidAndNothingRuns() {
        BalancePart part = show();
        part.settings("many", "1", 1, "");
        assertFalse(part.run());
        assertEquals("Games: a whole number, not 'many'.", part.status());
        part.settings("100", "1", 1, "70");
        assertFalse(part.run());
        assertEquals("Stop at ±: more than 0 and at most 50 (percent), not 70.", part.status());
        assertEquals(null, part.job());
    }

    private static int colours(ImageData picture) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < picture.height; y += 3) {
            for (int x = 0; x < picture.width; x += 3) seen.add(picture.getPixel(x, y));
        }
        return seen.size();
    }
}
