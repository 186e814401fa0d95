package org.vedette.ui.balance.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.IPartListener;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSimulator;
import org.vedette.balance.BalanceSpec;
import org.vedette.balance.FirstMover;
import org.vedette.balance.SideTally;
import org.vedette.balance.UnitTally;
import org.vedette.balance.WilsonInterval;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.Formats;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.WorkspaceTables;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editing.EditorTags;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Balance part: the scenario open in the scenario editor (the editor on
 * top, followed as the designer moves between editors; or one chosen from the
 * list), played the games asked by the balance simulator with the AI on every
 * side, in a {@link BalanceJob} with a progress bar and Cancel. The report is
 * drawn as charts — each side's won, drawn and lost rates with their 95%
 * intervals, the margin's and the length's histograms — with the sides' and
 * units' tables, the verdict and the first-player effect. The last report of
 * each scenario is kept beside it ({@link KeptReport}) and shown again when
 * the scenario is; when the scenario's file changes, the report shown is
 * marked stale and, if the box is ticked, the run is made again with the same
 * settings. The games are played from the file as saved, not an editor's
 * unsaved text.
 */
public final class BalancePart {
    public static final String ID = "org.vedette.ui.balance.part";
    /** How often the progress bar is brought up to date while a run goes. */
    private static final int PROGRESS_MILLIS = 100;
    /** Below this the part scrolls: three charts side by side and the tables under them stay legible. */
    private static final int MIN_WIDTH = 760;
    private static final int MIN_HEIGHT = 620;

    @Inject private EditorSupport support;
    @Inject private EPartService parts;

    private ServiceTracker<BalanceSimulator, BalanceSimulator> simulator;
    private Display display;
    private Combo scenarios;
    private Text games;
    private Text seed;
    private Spinner threads;
    private Text width;
    private Button run;
    private Button cancel;
    private Button rerun;
    private ProgressBar progress;
    private Label status;
    private ChartCanvas rates;
    private ChartCanvas margin;
    private ChartCanvas length;
    private Table sides;
    private Label verdict;
    private Label firstPlayer;
    private Table units;
    private List<Path> scenarioFiles = List.of();
    private Path scenario;
    private KeptReport shown;
    private boolean stale;
    private String problem;
    private BalanceJob job;
    private final Runnable onDisk = this::workspaceChanged;
    private final IPartListener editors = new IPartListener() {
        @Override
        public void partActivated(MPart part) {
            follow(part);
        }

        @Override
        public void partBroughtToTop(MPart part) {
            follow(part);
        }

        @Override
        public void partDeactivated(MPart part) {
        }

        @Override
        public void partHidden(MPart part) {
        }

        @Override
        public void partVisible(MPart part) {
        }
    };

    @PostConstruct
    void create(Composite parent) {
        // Before the first AWT class is touched: JFreeChart draws with Java2D into images only, and a
        // headless AWT starts no toolkit of its own to clash with SWT's (GTK's, or macOS's main thread).
        System.setProperty("java.awt.headless", "true");
        display = parent.getDisplay();
        simulator = new ServiceTracker<>(FrameworkUtil.getBundle(BalancePart.class).getBundleContext(),
                BalanceSimulator.class, null);
        simulator.open();
        // The part usually sits in the narrow bottom stack: below this size it scrolls rather than
        // squeezing the charts to slivers.
        parent.setLayout(new FillLayout());
        ScrolledComposite scroll = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        Composite body = new Composite(scroll, SWT.NONE);
        scroll.setContent(body);
        scroll.setMinSize(MIN_WIDTH, MIN_HEIGHT);
        GridLayoutFactory.fillDefaults().margins(4, 4).numColumns(1).applyTo(body);

        Composite which = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(4).applyTo(which);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(which);
        new Label(which, SWT.NONE).setText("Scenario");
        scenarios = new Combo(which, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(scenarios);
        run = new Button(which, SWT.PUSH);
        run.setText("Run");
        cancel = new Button(which, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setEnabled(false);

        Composite settings = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(10).applyTo(settings);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(settings);
        new Label(settings, SWT.NONE).setText("Games");
        games = text(settings, "1000", "How many games to play (1 to " + BalanceSpec.MAX_GAMES + ")", 70);
        new Label(settings, SWT.NONE).setText("Seed");
        seed = text(settings, "1", "The seed every game's dice come from: the same seed gives the same report", 70);
        new Label(settings, SWT.NONE).setText("Threads");
        threads = new Spinner(settings, SWT.BORDER);
        threads.setValues(Runtime.getRuntime().availableProcessors(), 1, 256, 0, 1, 4);
        threads.setToolTipText("The threads to play on; the report is the same on any number");
        new Label(settings, SWT.NONE).setText("Stop at ±");
        width = text(settings, "", "Optional: stop once every side's win rate is known to this many percent either"
                + " side (1 is ± 1%); empty plays every game", 40);
        new Label(settings, SWT.NONE).setText("%");
        rerun = new Button(settings, SWT.CHECK);
        rerun.setText("Re-run on change");
        rerun.setToolTipText("When the scenario's file changes, run again with the same settings");

        Composite line = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).applyTo(line);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(line);
        progress = new ProgressBar(line, SWT.HORIZONTAL | SWT.SMOOTH);
        GridDataFactory.fillDefaults().hint(160, SWT.DEFAULT).applyTo(progress);
        status = new Label(line, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(status);

        SashForm sash = new SashForm(body, SWT.VERTICAL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);
        Composite charts = new Composite(sash, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).equalWidth(true).applyTo(charts);
        rates = new ChartCanvas(charts, "Won, drawn, lost: no run yet");
        margin = new ChartCanvas(charts, "Margin: no run yet");
        length = new ChartCanvas(charts, "Game length: no run yet");
        for (ChartCanvas c : List.of(rates, margin, length)) {
            GridDataFactory.fillDefaults().grab(true, true).hint(220, 220).applyTo(c.control());
        }
        Composite words = new Composite(sash, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(1).applyTo(words);
        verdict = new Label(words, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(verdict);
        firstPlayer = new Label(words, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(firstPlayer);
        sides = table(words, new String[] { "Side", "Won", "Drawn", "Lost", "Games" },
                new int[] { 160, 150, 150, 150, 70 });
        GridDataFactory.fillDefaults().grab(true, false).hint(SWT.DEFAULT, 70).applyTo(sides);
        units = table(words, new String[] { "Unit", "Side", "Survived", "Damage share", "Influence (φ)" },
                new int[] { 200, 120, 150, 100, 100 });
        GridDataFactory.fillDefaults().grab(true, true).applyTo(units);
        sash.setWeights(55, 45);

        scenarios.addListener(SWT.Selection, e -> {
            int i = scenarios.getSelectionIndex();
            if (i >= 0 && i < scenarioFiles.size()) choose(scenarioFiles.get(i));
        });
        run.addListener(SWT.Selection, e -> run());
        cancel.addListener(SWT.Selection, e -> cancel());
        support.addListener(onDisk);
        parts.addPartListener(editors);
        listScenarios();
        Path open = openScenario();
        choose(open != null ? open : scenarioFiles.isEmpty() ? null : scenarioFiles.get(0));
    }

    @PreDestroy
    void dispose() {
        BalanceJob j = job;
        if (j != null) j.stop();
        parts.removePartListener(editors);
        support.removeListener(onDisk);
        simulator.close();
    }

    @Focus
    void focus() {
        run.setFocus();
    }

    private static Text text(Composite parent, String value, String tip, int widthHint) {
        Text t = new Text(parent, SWT.BORDER | SWT.RIGHT);
        t.setText(value);
        t.setToolTipText(tip);
        GridDataFactory.fillDefaults().hint(widthHint, SWT.DEFAULT).applyTo(t);
        return t;
    }

    private static Table table(Composite parent, String[] titles, int[] widths) {
        Table t = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        t.setHeaderVisible(true);
        for (int i = 0; i < titles.length; i++) {
            TableColumn c = new TableColumn(t, i == 0 ? SWT.LEFT : SWT.RIGHT);
            c.setText(titles[i]);
            c.setWidth(widths[i]);
        }
        return t;
    }

    // ---- which scenario ------------------------------------------------------------------------------------

    private void listScenarios() {
        scenarioFiles = support.files(Formats.SCENARIO).stream().map(p -> p.toAbsolutePath().normalize()).toList();
        Path root = support.workspace();
        scenarios.setItems(scenarioFiles.stream().map(p -> root.relativize(p).toString()).toArray(String[]::new));
        scenarios.select(scenario == null ? -1 : scenarioFiles.indexOf(scenario));
    }

    /** The scenario of the editor the designer sees: the active part's, else the first editor on top of its stack. */
    private Path openScenario() {
        Path active = scenarioOf(parts.getActivePart());
        if (active != null) return active;
        for (MPart p : parts.getParts()) {
            if (p.isToBeRendered() && p.getParent() != null && p.getParent().getSelectedElement() == p) {
                Path s = scenarioOf(p);
                if (s != null) return s;
            }
        }
        return null;
    }

    /** The workspace scenario an editor part edits, or null (not an editor, or not of a scenario). */
    private Path scenarioOf(MPart part) {
        if (part == null) return null;
        String file = part.getPersistedState().get(EditorTags.FILE);
        if (file == null) return null;
        Path p = Path.of(file).toAbsolutePath().normalize();
        return scenarioFiles.contains(p) ? p : null;
    }

    private void follow(MPart part) {
        if (status.isDisposed()) return;
        Path p = scenarioOf(part);
        if (p != null && !p.equals(scenario)) choose(p);
    }

    /** Shows the scenario's kept report, if it has one (stale if the file changed since), ready to run. */
    public void choose(Path file) {
        scenario = file == null ? null : file.toAbsolutePath().normalize();
        scenarios.select(scenario == null ? -1 : scenarioFiles.indexOf(scenario));
        shown = null;
        stale = false;
        problem = null;
        if (scenario != null) {
            try {
                shown = KeptReport.read(scenario);
            } catch (IOException e) {
                problem = e.getMessage();
            }
            stale = shown != null && !shown.scenarioSha256().equals(KeptReport.digestOf(scenario));
            if (shown != null) settings(shown.spec());
        }
        showReport();
    }

    /** The files changed: the list follows; a report whose scenario changed is stale, and run again if asked. */
    private void workspaceChanged() {
        if (status.isDisposed()) return;
        listScenarios();
        if (scenario == null || shown == null) return;
        String now = KeptReport.digestOf(scenario);
        boolean changed = now != null && !now.equals(shown.scenarioSha256());
        if (changed && rerun.getSelection() && job == null) {
            stale = true;
            showReport();
            run();
        } else if (changed != stale) {
            stale = changed;
            showReport();
        }
    }

    // ---- running -------------------------------------------------------------------------------------------

    private void settings(BalanceSpec spec) {
        games.setText(Integer.toString(spec.games()));
        seed.setText(Long.toString(spec.seed()));
        threads.setSelection(Math.min(threads.getMaximum(), spec.threads()));
        width.setText(spec.untilWidth() == 0 ? "" : number(100 * spec.untilWidth()));
    }

    /** Sets the run's settings as the designer types them: for tests. {@code stopAt} is in percent, "" for none. */
    public void settings(String gamesText, String seedText, int threadCount, String stopAt) {
        games.setText(gamesText);
        seed.setText(seedText);
        threads.setSelection(threadCount);
        width.setText(stopAt);
    }

    /** Re-runs a stale report when the scenario changes (the check box): for tests. */
    public void rerunOnChange(boolean on) {
        rerun.setSelection(on);
    }

    /**
     * Starts a run of the scenario chosen with the settings typed, unless one
     * is going; bad settings or an unreadable scenario are said in the status
     * line and nothing starts.
     *
     * @return whether a run started
     */
    public boolean run() {
        if (job != null) return false;
        BalanceSpec spec;
        try {
            spec = spec();
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
            return false;
        }
        if (scenario == null) {
            say("No scenario: open one in the editor, or choose one from the list.");
            return false;
        }
        BalanceSimulator s = simulator.getService();
        if (s == null) {
            say("The balance simulator (bundle org.vedette.balance) is not installed.");
            return false;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(scenario);
        } catch (IOException e) {
            say(scenario.getFileName() + " cannot be read: " + e.getMessage());
            return false;
        }
        ReadResult<Scenario> read = ScenarioFiles.parse(new String(bytes, StandardCharsets.UTF_8), scenario,
                support.catalog());
        if (!read.ok()) {
            Diagnostic first = read.errors().get(0);
            say(scenario.getFileName() + " is not a valid scenario (line " + first.line() + ": " + first.message()
                    + "); no game was played.");
            return false;
        }
        Ruleset rules = support.ruleset(read.value().ruleset()).orElse(null);
        if (rules == null) {
            say("The ruleset " + read.value().ruleset() + " is not installed; no game was played.");
            return false;
        }
        Scenario field = WorkspaceTables.under(read.value(), scenario, rules);
        BalanceJob j = new BalanceJob(s, field, rules, spec, scenario, KeptReport.sha256(bytes),
                outcome -> display.asyncExec(() -> finished(outcome)));
        job = j;
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setMaximum(spec.games());
        progress.setSelection(0);
        problem = null;
        say(String.format(Locale.ROOT, "Playing %,d games of %s…", spec.games(), scenario.getFileName()));
        j.schedule();
        display.timerExec(PROGRESS_MILLIS, this::tick);
        return true;
    }

    /** The settings typed, checked: each bad one said with what it should be. */
    private BalanceSpec spec() {
        int n = whole(games.getText(), "Games", 1, BalanceSpec.MAX_GAMES);
        long s;
        try {
            s = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Seed: a whole number, not '" + seed.getText() + "'.");
        }
        double w = 0;
        String typed = width.getText().strip();
        if (!typed.isEmpty()) {
            try {
                w = Double.parseDouble(typed) / 100;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("Stop at ±: a percentage such as 1 (± 1%), or nothing, not '"
                        + typed + "'.");
            }
            if (!(w > 0 && w <= 0.5)) {
                throw new IllegalArgumentException("Stop at ±: more than 0 and at most 50 (percent), not " + typed + ".");
            }
        }
        return new BalanceSpec(n, s, threads.getSelection(), w, 0, BalanceSpec.DEFAULT_MAX_STEPS);
    }

    private static int whole(String text, String what, int min, int max) {
        int n;
        try {
            n = Integer.parseInt(text.strip().replace(",", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": a whole number, not '" + text + "'.");
        }
        if (n < min || n > max) throw new IllegalArgumentException(String.format(Locale.ROOT,
                "%s: %,d to %,d, not %,d.", what, min, max, n));
        return n;
    }

    private void tick() {
        BalanceJob j = job;
        if (j == null || progress.isDisposed()) return;
        progress.setSelection(j.played());
        display.timerExec(PROGRESS_MILLIS, this::tick);
    }

    /** Cancels the run going, if one is: it stops within the games under way and shows what it had. */
    public void cancel() {
        BalanceJob j = job;
        if (j != null) j.stop();
    }

    private void finished(BalanceJob.Outcome outcome) {
        if (status.isDisposed()) return;
        job = null;
        run.setEnabled(true);
        cancel.setEnabled(false);
        if (!outcome.scenario().equals(scenario)) return; // the designer moved on; the report is kept for later
        if (outcome.kept() != null) {
            shown = outcome.kept();
            String now = KeptReport.digestOf(scenario);
            stale = now != null && !now.equals(shown.scenarioSha256());
        }
        problem = outcome.problem();
        showReport();
        if (stale && rerun.getSelection()) run();
    }

    // ---- showing -------------------------------------------------------------------------------------------

    private void say(String text) {
        status.setText(text);
        status.getParent().layout();
    }

    private void showReport() {
        BalanceReport r = shown == null ? null : shown.report();
        progress.setMaximum(r == null ? 1 : Math.max(1, r.asked()));
        progress.setSelection(r == null ? 0 : r.played());
        rates.show(r == null ? null : Charts.rates(r));
        margin.show(r == null ? null : Charts.histogram("Margin", r.margin()));
        length.show(r == null ? null : Charts.histogram("Game length", r.length()));
        verdict.setText(r == null ? "" : r.verdict());
        firstPlayer.setText(r == null ? "" : firstPlayer(r));
        sides.removeAll();
        units.removeAll();
        if (r != null) {
            for (SideTally s : r.sides()) {
                row(sides, s.name(), rate(s.wins()), rate(s.draws()), rate(s.losses()),
                        String.format(Locale.ROOT, "%,d", s.wins().trials()));
            }
            for (UnitTally u : r.units()) {
                row(units, u.name(), r.muster().sideName(u.side()), rate(u.survival()),
                        String.format(Locale.ROOT, "%.1f%%", 100 * u.damageShare()),
                        String.format(Locale.ROOT, "%+.2f", u.influence()));
            }
        }
        say(statusText(r));
        verdict.getParent().layout();
    }

    private String statusText(BalanceReport r) {
        List<String> said = new ArrayList<>();
        if (problem != null) said.add(problem);
        if (scenario == null) {
            said.add("No scenario: open one in the editor, or choose one from the list.");
        } else if (r == null) {
            if (problem == null) said.add("No run yet for " + scenario.getFileName() + ": press Run.");
        } else {
            said.add(String.format(Locale.ROOT, "%s%,d of %,d games played, %,d counted (seed %d, %d turns)%s.",
                    r.cancelled() ? "Cancelled: " : "", r.played(), r.asked(), r.counted(), r.seed(),
                    r.muster().turns(), r.unfinished() + r.faults() == 0 ? ""
                            : String.format(Locale.ROOT, "; %,d unfinished, %,d stopped by the rules", r.unfinished(),
                                    r.faults())));
            if (stale) {
                said.add("Stale: " + scenario.getFileName() + " has changed since this run"
                        + (rerun.getSelection() ? "; running again." : " — press Run to play it again."));
            }
        }
        return String.join(" ", said);
    }

    private static String firstPlayer(BalanceReport r) {
        List<String> said = new ArrayList<>();
        for (FirstMover f : r.firstMover()) {
            if (f.whenFirst().trials() == 0) continue;
            said.add(String.format(Locale.ROOT, "%s acted first in %,d games and won %s of them%s",
                    r.muster().sideName(f.side()), f.whenFirst().trials(), rate(f.whenFirst()),
                    f.whenNotFirst().trials() == 0 ? " (it always acted first)"
                            : String.format(Locale.ROOT, ", %s of the other %,d (%+.1f points)",
                                    rate(f.whenNotFirst()), f.whenNotFirst().trials(), 100 * f.effect())));
        }
        return said.isEmpty() ? "First player: nobody acted." : "First player: " + String.join("; ", said) + ".";
    }

    private static void row(Table table, String... cells) {
        new TableItem(table, SWT.NONE).setText(cells);
    }

    /** "54.2% [48.0–60.3]": the rate and its 95% interval. */
    static String rate(WilsonInterval w) {
        return String.format(Locale.ROOT, "%.1f%% [%.1f–%.1f]", 100 * w.rate(), 100 * w.low(), 100 * w.high());
    }

    private static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    // ---- for tests -----------------------------------------------------------------------------------------

    /** The scenario chosen. */
    public Path scenario() {
        return scenario;
    }

    /** The report shown, or null. */
    public BalanceReport report() {
        return shown == null ? null : shown.report();
    }

    /** Whether the report shown was made from other bytes than the scenario's file holds now. */
    public boolean stale() {
        return stale;
    }

    /** The run going, or null. */
    public org.eclipse.core.runtime.jobs.Job job() {
        return job;
    }

    /** The games the run going has played so far (0 when none is going). */
    public int playing() {
        BalanceJob j = job;
        return j == null ? 0 : j.played();
    }

    /** What the status line says. */
    public String status() {
        return status.getText();
    }

    /** The verdict shown. */
    public String verdict() {
        return verdict.getText();
    }

    /** The first-player effect shown. */
    public String firstPlayerText() {
        return firstPlayer.getText();
    }

    /** The sides' rows: name, won, drawn, lost, games. */
    public List<List<String>> sideRows() {
        return rows(sides);
    }

    /** The units' rows: unit, side, survived, damage share, influence. */
    public List<List<String>> unitRows() {
        return rows(units);
    }

    private static List<List<String>> rows(Table table) {
        List<List<String>> out = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < table.getColumnCount(); i++) cells.add(item.getText(i));
            out.add(cells);
        }
        return out;
    }

    /** The charts as drawn now, in order: won/drawn/lost, margin, length (null for one not drawn). */
    public List<ImageData> pictures() {
        List<ImageData> out = new ArrayList<>();
        for (ChartCanvas c : List.of(rates, margin, length)) out.add(c.picture());
        return out;
    }

    /** Where the report of {@code scenarioFile} is kept. */
    public static Path keptFile(Path scenarioFile) {
        return KeptReport.fileFor(scenarioFile);
    }

    /** The report kept for {@code scenarioFile}, read back from its file (null when there is none). */
    public static BalanceReport readKept(Path scenarioFile) throws IOException {
        KeptReport k = KeptReport.read(scenarioFile);
        return k == null ? null : k.report();
    }
}
