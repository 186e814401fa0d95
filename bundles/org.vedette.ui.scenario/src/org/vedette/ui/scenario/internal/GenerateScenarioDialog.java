package org.vedette.ui.scenario.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Roster;
import org.vedette.core.model.Side;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Diagnostic;
import org.vedette.io.RulesetCatalog;
import org.vedette.scenario.ScenarioGenerator;
import org.vedette.scenario.ScenarioSpec;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;
import org.vedette.ui.map.TableMap;

/**
 * File ▸ New ▸ Generated Scenario…: the designer's parameters (ruleset,
 * table, units a side, terrain density, mission, seed, and for each side
 * "generated" or one of the workspace's rosters of that ruleset), the table the
 * generator makes of them drawn beside them — terrain, and both sides' units
 * where they deploy — made again at every change, "Another seed" for a
 * different one, and Finish writing it into scenarios/ under a name that
 * replaces nothing. A scenario that does not validate, or a roster io
 * cannot read, is shown with its problem and cannot be finished.
 */
public final class GenerateScenarioDialog extends Dialog {
    /** Set as the shell's data under this key, so tests can find the dialog. */
    public static final String KEY = "vedette.generateScenario";
    private static final String[] MISSIONS = { ScenarioSpec.SKIRMISH, ScenarioSpec.SCOUTING };
    /** A side's choice when it is made from the ruleset's troop types rather than a roster. */
    public static final String GENERATED = "generated";

    private final List<Ruleset> rulesets;
    private final ScenarioGenerator generator;
    private final RulesetCatalog catalog;
    private final Path workspace;
    private final SplittableRandom seeds = new SplittableRandom();

    private Combo ruleset;
    private Spinner width;
    private Spinner depth;
    private Spinner units;
    private Spinner density;
    private Combo mission;
    private Combo blue;
    private Combo red;
    /** The rosters offered for the ruleset chosen, in the combos' order after "generated". */
    private List<WorkspaceRosters.Choice> rosters = List.of();
    private Text seed;
    private Label summary;
    private TableMap preview;
    private GeneratedScenario current;
    private String problem;
    private Path written;
    /** The terrain palette the last scenario was drawn from, and what is wrong with the workspace's override. */
    private WorkspacePalette palette;
    /** While the fields are set together, the scenario is made once, at the end. */
    private boolean setting;

    public GenerateScenarioDialog(Shell parent, List<Ruleset> rulesets, ScenarioGenerator generator,
            RulesetCatalog catalog, Path workspace) {
        super(parent);
        this.rulesets = List.copyOf(rulesets);
        this.generator = generator;
        this.catalog = catalog;
        this.workspace = workspace;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("New Generated Scenario");
        shell.setData(KEY, this);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Composite form = new Composite(area, SWT.NONE);
        form.setLayout(new GridLayout(2, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, true));

        label(form, "Ruleset:");
        ruleset = new Combo(form, SWT.READ_ONLY);
        for (Ruleset r : rulesets) ruleset.add(r.info().name());
        ruleset.select(0);
        ruleset.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

        label(form, "Table (inches):");
        Composite table = new Composite(form, SWT.NONE);
        GridLayout tl = new GridLayout(3, false);
        tl.marginWidth = 0;
        tl.marginHeight = 0;
        table.setLayout(tl);
        width = spinner(table, 24, 240, 72);
        new Label(table, SWT.NONE).setText("×");
        depth = spinner(table, 24, 240, 48);

        label(form, "Units a side:");
        units = spinner(form, 1, 12, 3);
        label(form, "Terrain density (%):");
        density = spinner(form, 0, 100, 50);

        label(form, "Mission:");
        mission = new Combo(form, SWT.READ_ONLY);
        mission.setItems(MISSIONS);
        mission.select(0);

        label(form, "Blue force:");
        blue = new Combo(form, SWT.READ_ONLY);
        blue.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        label(form, "Red force:");
        red = new Combo(form, SWT.READ_ONLY);
        red.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        listRosters();

        label(form, "Seed:");
        seed = new Text(form, SWT.BORDER);
        seed.setText(Long.toString(freshSeed()));
        seed.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

        new Label(form, SWT.NONE);
        Button another = new Button(form, SWT.PUSH);
        another.setText("Another seed");
        another.addListener(SWT.Selection, e -> anotherSeed());

        summary = new Label(form, SWT.WRAP);
        GridData sd = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        sd.widthHint = 260;
        summary.setLayoutData(sd);

        preview = new TableMap(area, SWT.BORDER);
        GridData pd = new GridData(SWT.FILL, SWT.FILL, true, true);
        pd.widthHint = 480;
        pd.heightHint = 340;
        preview.setLayoutData(pd);

        ruleset.addListener(SWT.Selection, e -> listRosters());
        for (Control c : List.of(ruleset, mission, blue, red)) c.addListener(SWT.Selection, e -> regenerate());
        for (Control c : List.of(width, depth, units, density, seed)) c.addListener(SWT.Modify, e -> regenerate());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Finish", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        regenerate();
    }

    /** Writes the scenario into scenarios/; stays open, saying why, when it cannot. */
    @Override
    protected void okPressed() {
        if (current == null || !current.valid()) return;
        try {
            written = current.write(workspace);
        } catch (IOException e) {
            problem = "Cannot write " + current.freeFile(workspace).getFileName() + ": " + e.getMessage();
            summary.setText(problem);
            return;
        }
        super.okPressed();
    }

    // ---- what the handler and tests use ------------------------------------------------------

    /** Sets every parameter at once and makes the scenario of them. */
    public void set(String rulesetId, int w, int d, int unitsASide, int densityPercent, String missionId, long s) {
        setting = true;
        try {
            for (int i = 0; i < rulesets.size(); i++) if (rulesets.get(i).info().id().equals(rulesetId)) ruleset.select(i);
            width.setSelection(w);
            depth.setSelection(d);
            units.setSelection(unitsASide);
            density.setSelection(densityPercent);
            mission.select(List.of(MISSIONS).indexOf(missionId));
            seed.setText(Long.toString(s));
            listRosters();
        } finally {
            setting = false;
        }
        regenerate();
    }

    /**
     * Chooses each side's force: a roster offered ("rosters/british.json"),
     * or null for {@value #GENERATED}; the scenario is made again.
     *
     * @throws IllegalArgumentException a roster not offered for the ruleset chosen
     */
    public void setForces(String blueRoster, String redRoster) {
        setting = true;
        try {
            choose(blue, blueRoster);
            choose(red, redRoster);
        } finally {
            setting = false;
        }
        regenerate();
    }

    /** What each side's list offers: {@value #GENERATED}, then the ruleset's rosters in the workspace. */
    public List<String> forces() {
        return List.of(blue.getItems());
    }

    /** Presses "Another seed": a new seed, and the scenario made again with it. */
    public void anotherSeed() {
        long was = current == null ? -1 : current.spec().seed();
        long s;
        do {
            s = freshSeed();
        } while (s == was);
        seed.setText(Long.toString(s));
    }

    /** Presses Finish; the file written, or null when it was not. */
    public Path finish() {
        okPressed();
        return written;
    }

    /** The scenario made of the parameters now, or null when they are wrong ({@link #problem()}). */
    public GeneratedScenario current() {
        return current;
    }

    /** Why there is nothing to finish (a parameter, or the scenario's first problem), or null. */
    public String problem() {
        return problem;
    }

    /** What is wrong with the workspace's terrain palette override (the book's palette is used then), or null. */
    public String paletteProblem() {
        return palette == null ? null : palette.problem();
    }

    public Path written() {
        return written;
    }

    public TableMap preview() {
        return preview;
    }

    public String summaryText() {
        return summary.getText();
    }

    // -------------------------------------------------------------------------------------------

    /** Makes the scenario of the parameters as they stand, and shows it. */
    private void regenerate() {
        if (setting || preview == null || summary == null) return;
        current = null;
        problem = null;
        try {
            ScenarioSpec spec = new ScenarioSpec(selectedRuleset().info().id(), seedValue(), width.getSelection(),
                    depth.getSelection(), units.getSelection(), density.getSelection() / 100.0,
                    MISSIONS[Math.max(0, mission.getSelectionIndex())]);
            Map<String, Roster> chosen = chosenRosters();
            // Read at every change, so an override the designer has just saved is used at once.
            palette = WorkspacePalette.of(workspace, generator);
            if (problem == null) {
                current = GeneratedScenario.make(generator, selectedRuleset(), spec, chosen, palette.palette(), catalog,
                        workspace);
            }
        } catch (IllegalArgumentException e) {
            problem = e.getMessage();
        } catch (RuntimeException e) {
            // The generator failing is a fault, but the designer is told, not the log alone.
            problem = "the generator failed: " + e;
        }
        if (current != null && !current.valid()) {
            Diagnostic d = current.problems().get(0);
            problem = "the scenario does not validate: " + (d.line() > 0 ? "line " + d.line() + ": " : "") + d.message()
                    + (current.problems().size() > 1 ? " (and " + (current.problems().size() - 1) + " more)" : "");
        }
        show();
    }

    private void show() {
        Button finish = getButton(IDialogConstants.OK_ID);
        if (finish != null) finish.setEnabled(current != null && current.valid());
        if (current == null) {
            preview.setStands(List.of(), List.of());
            preview.setTable(null);
            summary.setText(problem);
            summary.getParent().layout();
            return;
        }
        GameState start;
        try {
            start = current.start();
        } catch (RuntimeException e) {
            // A scenario that does not validate may not begin either: its problem is what is shown.
            preview.setStands(List.of(), List.of());
            preview.setTable(current.scenario().table());
            summary.setText(problem == null ? "the scenario cannot begin: " + e.getMessage() : problem);
            summary.getParent().layout();
            return;
        }
        TableGeometry geometry = TableGeometry.of(start.table(), TableRules.forRuleset(start.ruleset()));
        preview.setTable(start.table());
        preview.setStands(geometry.stands(start.actors().values()).all(),
                start.sides().stream().map(Side::id).toList());
        int figures = start.actors().size();
        int blueUnits = current.scenario().sides().get(0).units().size();
        int redUnits = current.scenario().sides().get(1).units().size();
        String text = current.scenario().title() + ": " + start.table().terrain().size() + " terrain features, "
                + (blueUnits == redUnits ? blueUnits + " units a side, " : blueUnits + " Blue units and " + redUnits
                        + " Red, ") + figures + " figures"
                + "; Finish writes " + GeneratedScenario.FOLDER + "/" + current.freeFile(workspace).getFileName();
        if (palette != null && palette.problem() != null) text += "\n" + palette.problem();
        summary.setText(problem == null ? text : problem);
        summary.getParent().layout();
    }

    /** Offers the chosen ruleset's rosters to each side, keeping a side's roster when it is still offered. */
    private void listRosters() {
        String keepBlue = chosenName(blue);
        String keepRed = chosenName(red);
        rosters = WorkspaceRosters.of(workspace, selectedRuleset().info().id(), catalog);
        offer(blue, keepBlue);
        offer(red, keepRed);
    }

    private void offer(Combo side, String keep) {
        side.removeAll();
        side.add(GENERATED);
        for (WorkspaceRosters.Choice c : rosters) side.add(c.name());
        int at = keep == null ? -1 : side.indexOf(keep);
        side.select(Math.max(0, at));
    }

    private static String chosenName(Combo side) {
        return side.getItemCount() == 0 || side.getSelectionIndex() <= 0 ? null : side.getItem(side.getSelectionIndex());
    }

    private void choose(Combo side, String roster) {
        if (roster == null) {
            side.select(0);
            return;
        }
        int at = side.indexOf(roster);
        if (at <= 0) throw new IllegalArgumentException(roster + " is not offered for " + selectedRuleset().info().name());
        side.select(at);
    }

    /** The sides' rosters as io read them; sets {@link #problem} (and gives none) when one cannot be used. */
    private Map<String, Roster> chosenRosters() {
        Map<String, Roster> out = new LinkedHashMap<>();
        for (Map.Entry<String, Combo> side : List.of(Map.entry(ScenarioGenerator.BLUE, blue),
                Map.entry(ScenarioGenerator.RED, red))) {
            int at = side.getValue().getSelectionIndex();
            if (at <= 0) continue;
            WorkspaceRosters.Choice c = rosters.get(at - 1);
            if (c.problem() != null) {
                problem = c.problem();
                return Map.of();
            }
            out.put(side.getKey(), c.read().value());
        }
        return out;
    }

    private Ruleset selectedRuleset() {
        return rulesets.get(Math.max(0, ruleset.getSelectionIndex()));
    }

    private long seedValue() {
        String t = seed.getText().strip();
        try {
            long s = Long.parseLong(t);
            if (s < 0) throw new IllegalArgumentException("the seed is a whole number from 0, not " + t);
            return s;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the seed is a whole number, not '" + t + "'");
        }
    }

    private long freshSeed() {
        return seeds.nextLong(1_000_000_000L);
    }

    private static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }

    private static Spinner spinner(Composite parent, int min, int max, int value) {
        Spinner s = new Spinner(parent, SWT.BORDER);
        s.setValues(value, min, max, 0, 1, 10);
        return s;
    }
}
