package org.vedette.ui.internal.parts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.osgi.service.prefs.BackingStoreException;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.Roll;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameEvent;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableLaw;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Explanation;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.core.rules.Requests;
import org.vedette.core.rules.RuleRef;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.Step;
import org.vedette.core.turn.TurnState;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.DiceDraft;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.FileKind;
import org.vedette.ui.internal.model.GameLog;
import org.vedette.ui.internal.model.LogEntry;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.RefereeDesk;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.model.WorkspaceFile;
import org.vedette.ui.internal.model.TableSetting;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.model.Words;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/**
 * The referee's form, as The Other Side of the Hill's interface has it —
 * Actor, Action, Target, Range, Terrain/Cover and the check boxes — but
 * generated from the selected ruleset's action catalog, so it serves any
 * ruleset: each input of the action gets the widget its type calls for, and
 * an actor input offers the figures or units of the scenario chosen.
 *
 * <p>"Take action" resolves the request with the computer's dice (seeded,
 * the seed logged) or with physical dice entered one by one, shows the
 * outcome with every step citing its rule, and adds it to the game log.
 *
 * <p>While a game is open ({@link OpenGame}) the form acts in it: the
 * ruleset is the game's, the actor boxes offer the game's actors that are
 * not out — those whose activation it is first, marked ▶ — and Take action
 * is {@code Game.act}, its entry appended to the journal file. An action
 * whose inputs the ruleset conceals (OHFA's secret allocations) is typed
 * into masked boxes and taken with Commit, one fighter at a time; the boxes
 * are emptied after each commitment and nothing shows what was committed.
 */
public final class ActionResolverPart {
    private static final String NO_OUTCOME = "The outcome of the action taken shows here, each step with the rule it"
            + " applies.";
    private static final Pattern RULESET = Pattern.compile("\"ruleset\"\\s*:\\s*\"([^\"]*)\"");

    @Inject private RulesetShelf shelf;
    @Inject private WorkspaceFolder folder;
    @Inject private GameLog log;
    @Inject private RefereeDesk desk;
    @Inject private Icons icons;
    @Inject private OpenGame game;
    @Inject private TablePick pick;
    @Inject @Preference(nodePath = DiceSetting.NODE) private IEclipsePreferences preferences;

    private Combo rulesetCombo;
    private Combo scenarioCombo;
    private Combo actionCombo;
    private Composite inputs;
    private ScrolledComposite scroller;
    private Label problem;
    private Label situation;
    private Button computerDice;
    private Button enteredDice;
    private Button take;
    private Button reset;
    /** The referee's override of the table, and his reason: journaled with the move (TableLaw.OVERRIDE). */
    private Button overrideTable;
    private Text overrideReason;
    private StyledText outcome;
    private Color ruleColour;
    private Color refusedColour;

    private List<Ruleset> rulesets = List.of();
    private List<WorkspaceFile> scenarios = List.of();
    private Ruleset ruleset;
    private WorkspaceFile scenarioFile;
    private Scenario scenario;
    private ActionSpec action;
    private final List<InputField> fields = new ArrayList<>();
    private final SplittableRandom seeds = new SplittableRandom();
    private final Runnable rulesetsChanged = this::rulesetsChanged;
    private final Runnable filesChanged = this::filesChanged;
    private final Runnable gameChanged = this::gameChanged;
    private final java.util.function.Consumer<TablePick.Move> picked = this::moveDragged;
    private final java.util.function.Consumer<TablePick.Aim> aimedAt = this::aimed;
    /** The path of a move dragged on the Turn part's map, sent with the move while it is the form's move. */
    private TablePick.Move dragged;
    /** A request the NPC AI suggested, filled in by its Change (fill); its path goes with it while taken as filled. */
    private ActionRequest suggested;
    /** The actions the combo offers, in its order. */
    private List<ActionSpec> shownActions = List.of();
    /** The game phase the action list was narrowed to, or null. */
    private String filledForPhase;
    /** The actor the form's choices were narrowed for; another chosen rebuilds the form. */
    private String builtActor;
    private boolean rebuildPending;
    private boolean large;
    /** The citations of the outcome shown, and the ruleset whose book they are in. */
    private final List<Citation> shownCitations = new ArrayList<>();
    private Ruleset citedBy;
    /** The part's own composite, whose every control takes the table's type. */
    private Composite root;
    /** The game file and number of journal entries the outcome shown belongs to; null file: no game's. */
    private Path shownFile;
    private int shownEntries = -1;
    /** The turn the form was last built for in a game: a new one puts its first mover in the actor box. */
    private TurnState builtFor;
    /** The form is for a concealed action: nothing typed in it is carried into the next form. */
    private boolean builtConcealed;

    @PostConstruct
    void create(Composite parent) {
        root = parent;
        ruleColour = new Color(new RGB(0x2b, 0x5f, 0x8a));
        refusedColour = new Color(new RGB(0xa3, 0x1f, 0x1f));
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        // The form: what is resolved (fixed), its inputs (scrolling), and the dice
        // and the button (fixed, so "Take action" is always in sight).
        Composite form = new Composite(sash, SWT.NONE);
        form.setLayout(new GridLayout(3, false));

        rulesetCombo = combo(form, "Ruleset:", "The ruleset whose action catalog the form is built from");
        rulesetCombo.addListener(SWT.Selection, e -> rulesetSelected());
        scenarioCombo = combo(form, "Scenario:", "Whose figures or units the actor boxes offer");
        ((GridData) scenarioCombo.getLayoutData()).horizontalSpan = 1;
        scenarioCombo.addListener(SWT.Selection, e -> scenarioSelected());
        reset = new Button(form, SWT.PUSH);
        reset.setImage(icons.get("revert"));
        reset.setToolTipText("Reset the situation: forget the hits and marks left by the actions resolved so far");
        situation = new Label(form, SWT.WRAP);
        situation.setLayoutData(span(3));
        reset.addListener(SWT.Selection, e -> {
            if (scenarioFile != null) desk.reset(scenarioFile.path());
            buildInputs();
        });
        actionCombo = combo(form, "Action:", "The action taken; its inputs follow");
        actionCombo.addListener(SWT.Selection, e -> actionSelected());

        Group inputGroup = new Group(form, SWT.NONE);
        inputGroup.setText("Inputs");
        inputGroup.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        inputGroup.setLayout(new GridLayout(1, false));
        scroller = new ScrolledComposite(inputGroup, SWT.V_SCROLL);
        scroller.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        inputs = new Composite(scroller, SWT.NONE);
        scroller.setContent(inputs);
        inputs.setLayout(new GridLayout(3, false));

        Label diceLabel = new Label(form, SWT.NONE);
        diceLabel.setText("Dice:");
        Composite dice = new Composite(form, SWT.NONE);
        dice.setLayoutData(span(2));
        GridLayout diceLayout = new GridLayout(2, false);
        diceLayout.marginWidth = 0;
        diceLayout.marginHeight = 0;
        dice.setLayout(diceLayout);
        computerDice = new Button(dice, SWT.RADIO);
        computerDice.setText("The computer's");
        computerDice.setToolTipText("Seeded dice: the seed is in the log, so the roll can be replayed");
        enteredDice = new Button(dice, SWT.RADIO);
        enteredDice.setText("Entered by hand");
        enteredDice.setToolTipText("Roll physical dice; each face is asked for with what it is rolled for");
        computerDice.addListener(SWT.Selection, e -> {
            if (computerDice.getSelection()) storeDice(DiceSetting.COMPUTER);
        });
        enteredDice.addListener(SWT.Selection, e -> {
            if (enteredDice.getSelection()) storeDice(DiceSetting.ENTERED);
        });
        showDice(preferences.get(DiceSetting.KEY, DiceSetting.COMPUTER));

        // The table on a computer is never the whole table: the referee may rule over it, saying why.
        overrideTable = new Button(form, SWT.CHECK);
        overrideTable.setText("Override the table:");
        overrideTable.setToolTipText("Take the action though the map forbids it (a figure out of place, ground the map"
                + " does not know): the reason is journaled and shown as the referee's ruling");
        overrideReason = new Text(form, SWT.BORDER);
        overrideReason.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        overrideReason.setMessage("the referee's reason");
        overrideReason.setEnabled(false);
        overrideTable.addListener(SWT.Selection, e -> {
            overrideReason.setEnabled(overrideTable.getSelection());
            if (overrideTable.getSelection()) overrideReason.setFocus();
            validate();
        });
        overrideReason.addListener(SWT.Modify, e -> validate());

        problem = new Label(form, SWT.WRAP);
        problem.setForeground(refusedColour);
        GridData problemData = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        problemData.widthHint = 100;
        problem.setLayoutData(problemData);
        take = new Button(form, SWT.PUSH);
        take.setText("Take action");
        take.setImage(icons.get("resolver"));
        take.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        take.addListener(SWT.Selection, e -> takeAction());

        outcome = new StyledText(sash, SWT.MULTI | SWT.WRAP | SWT.V_SCROLL | SWT.READ_ONLY | SWT.BORDER);
        outcome.setMargins(6, 6, 6, 6);
        outcome.setText(NO_OUTCOME);
        // A click on a citation ("[Sharpe §7 Shooting — Reloading]") opens its passage of the rulebook.
        outcome.addListener(SWT.MouseUp, e -> {
            int at = outcome.getOffsetAtPoint(new org.eclipse.swt.graphics.Point(e.x, e.y));
            for (int i = 0; at >= 0 && i < shownCitations.size(); i++) {
                if (at >= shownCitations.get(i).start() && at < shownCitations.get(i).end()) openCitation(i);
            }
        });
        sash.setWeights(64, 36);
        // The inputs are as wide as the part and scroll only up and down.
        scroller.addListener(SWT.Resize, e -> fitForm());

        shelf.addListener(rulesetsChanged);
        folder.addListener(filesChanged);
        game.addListener(gameChanged);
        pick.addListener(picked);
        pick.addAimListener(aimedAt);
        // Reading the scenario (Jackson's first use) waits until the window is up.
        rulesetCombo.add("…");
        rulesetCombo.select(0);
        parent.getDisplay().asyncExec(() -> {
            if (!rulesetCombo.isDisposed() && rulesets.isEmpty()) rulesetsChanged();
        });
    }

    @PreDestroy
    void dispose() {
        shelf.removeListener(rulesetsChanged);
        folder.removeListener(filesChanged);
        game.removeListener(gameChanged);
        pick.removeListener(picked);
        pick.removeAimListener(aimedAt);
        ruleColour.dispose();
        refusedColour.dispose();
    }

    /** Large type in the table layout (Window ▸ Table Layout); a form built later takes it too. */
    @Inject
    void tableLayout(@Optional @Named(TableSetting.LAYOUT) Boolean on) {
        large = Boolean.TRUE.equals(on);
        if (take != null && !take.isDisposed()) {
            TableType.apply(root, large);
            fitForm();
        }
    }

    /** The font of the Take action button: the table's large type in the table layout. */
    public int typeHeight() {
        return take.getFont().getFontData()[0].getHeight();
    }

    @Focus
    void focus() {
        actionCombo.setFocus();
    }

    /** A scenario chosen in the Workspace part, or a ruleset in the Rulesets part, is taken up here. */
    @Inject
    void selected(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) Object selection) {
        if (take == null || take.isDisposed() || game.isOpen()) return;
        if (selection instanceof WorkspaceFile f && f.kind() == FileKind.SCENARIO) {
            selectScenario(f.path());
        } else if (selection instanceof Ruleset r && (ruleset == null || !ruleset.info().id().equals(r.info().id()))) {
            selectRuleset(r.info().id());
        }
    }

    /** The dice preference, whoever changed it (this form or the Game menu). */
    @Inject
    void diceSetting(@Optional @Preference(nodePath = DiceSetting.NODE, value = DiceSetting.KEY) String value) {
        if (computerDice != null && !computerDice.isDisposed()) showDice(value);
    }

    // ---- what tests (and the selection) drive -------------------------------------------

    public void selectRuleset(String id) {
        for (int i = 0; i < rulesets.size(); i++) {
            if (rulesets.get(i).info().id().equals(id)) {
                rulesetCombo.select(i);
                rulesetSelected();
                return;
            }
        }
        throw new IllegalArgumentException("no ruleset '" + id + "' is installed");
    }

    public void selectScenario(Path file) {
        Path p = file.toAbsolutePath().normalize();
        String id = rulesetOf(p);
        if (id != null && (ruleset == null || !ruleset.info().id().equals(id))
                && rulesets.stream().anyMatch(r -> r.info().id().equals(id))) {
            selectRuleset(id);
        }
        for (int i = 0; i < scenarios.size(); i++) {
            if (scenarios.get(i).path().equals(p)) {
                scenarioCombo.select(i + 1);
                scenarioSelected();
                return;
            }
        }
    }

    public void selectAction(String id) {
        for (int i = 0; i < shownActions.size(); i++) {
            if (shownActions.get(i).id().equals(id)) {
                actionCombo.select(i);
                actionSelected();
                return;
            }
        }
        throw new IllegalArgumentException("no action '" + id + "' offered: " + actionIds());
    }

    /** The id of the action the form is for, or null. */
    public String actionId() {
        return action == null ? null : action.id();
    }

    /** The ids of the actions the form offers now, in the order shown. */
    public List<String> actionIds() {
        return shownActions.stream().map(ActionSpec::id).toList();
    }

    /** The widget of an input of the action shown. */
    public InputField field(String id) {
        return fields.stream().filter(f -> f.spec().id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the form has no input '" + id + "'"));
    }

    public List<InputField> fields() {
        return List.copyOf(fields);
    }

    public boolean canTakeAction() {
        return take.isEnabled();
    }

    /** Presses ↻ (Reset the situation), as the referee would. */
    public void resetSituation() {
        if (reset.isEnabled()) reset.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    /** Clicks the dice radio button, as the referee would. */
    public void useEnteredDice(boolean entered) {
        Button b = entered ? enteredDice : computerDice;
        (entered ? computerDice : enteredDice).setSelection(false);
        b.setSelection(true);
        b.notifyListeners(SWT.Selection, null);
    }

    public boolean usesEnteredDice() {
        return enteredDice.getSelection();
    }

    public String outcomeText() {
        return outcome.getText();
    }

    public String problemText() {
        return problem.getText();
    }

    /** What the Take action button says: "Commit" for a concealed action. */
    public String takeLabel() {
        return take.getText();
    }

    /** The line above the form: the scenario's title, or the game and its turn. */
    public String situationText() {
        return situation.getText();
    }

    /** The ruleset the form is built from, or null. */
    public Ruleset ruleset() {
        return ruleset;
    }

    // ---- the form ---------------------------------------------------------------------

    private void rulesetsChanged() {
        if (rulesetCombo.isDisposed()) return;
        String keep = game.isOpen() ? game.rules().info().id() : ruleset == null ? null : ruleset.info().id();
        rulesets = shelf.rulesets();
        rulesetCombo.removeAll();
        int select = 0;
        for (int i = 0; i < rulesets.size(); i++) {
            Ruleset r = rulesets.get(i);
            rulesetCombo.add(r.info().name() + " " + r.info().version());
            if (r.info().id().equals(keep)) select = i;
        }
        if (rulesets.isEmpty()) {
            rulesetCombo.add("(no ruleset is installed)");
        }
        rulesetCombo.select(select);
        rulesetSelected();
    }

    private void rulesetSelected() {
        int i = rulesetCombo.getSelectionIndex();
        ruleset = i >= 0 && i < rulesets.size() ? rulesets.get(i) : null;
        if (action != null && (ruleset == null || ruleset.action(action.id()).orElse(null) != action)) {
            action = null; // another ruleset's action; fillActions picks one of this ruleset's
        }
        fillScenarios(null);
        fillActions();
    }

    private void filesChanged() {
        if (scenarioCombo.isDisposed() || game.isOpen()) return;
        Scenario before = scenario;
        fillScenarios(scenarioFile == null ? null : scenarioFile.path());
        scenarioReread(before);
    }

    /**
     * The scenario shown was saved or changed on disk (or a roster it takes units
     * from): the situation starts again from the file as it is now, as ↻ does,
     * rather than from the units the desk kept from the file as it was.
     */
    private void scenarioReread(Scenario before) {
        if (before == null || scenario == null || scenarioFile == null || before.equals(scenario)) return;
        desk.reset(scenarioFile.path());
        buildInputs();
    }

    /** A game opened, moved on or closed: the form follows it. */
    private void gameChanged() {
        if (rulesetCombo.isDisposed()) return;
        boolean open = game.isOpen();
        // An outcome belongs to the game as it stood after it: after an Undo, another
        // game or none, it would be read as the latest news from the table.
        boolean current = open ? game.file().equals(shownFile) && game.journal().logged().size() == shownEntries
                : shownFile == null;
        if (!current && shownEntries >= 0) clearOutcome();
        rulesetCombo.setEnabled(!open);
        scenarioCombo.setEnabled(!open);
        reset.setEnabled(!open);
        if (open && (ruleset == null || !ruleset.info().id().equals(game.rules().info().id()))) {
            for (int i = 0; i < rulesets.size(); i++) {
                if (rulesets.get(i).info().id().equals(game.rules().info().id())) {
                    rulesetCombo.select(i);
                    rulesetSelected();
                    return;
                }
            }
        }
        fillScenarios(scenarioFile == null ? null : scenarioFile.path());
        String phase = open && game.state().turn() != null ? game.state().turn().phase() : null;
        if (!java.util.Objects.equals(phase, filledForPhase)) fillActions();
        // The game ending (or an Undo opening it again) changes whether anything may be taken.
        else if (take != null && !take.isDisposed()) validate();
    }

    /** The scenarios of the workspace written for the selected ruleset, keeping {@code keep} selected. */
    private void fillScenarios(Path keep) {
        if (game.isOpen()) {
            scenarios = List.of();
            scenarioCombo.removeAll();
            scenarioCombo.add("Game: " + folder.root().relativize(game.file()));
            scenarioCombo.select(0);
            scenarioFile = null;
            scenario = null;
            TurnState t = game.state().turn();
            situation.setText(Words.label(game.journal().scenario().title() + (t == null ? "" : " — " + t.activation().label())));
            buildInputs();
            return;
        }
        String id = ruleset == null ? null : ruleset.info().id();
        List<WorkspaceFile> list = new ArrayList<>();
        for (WorkspaceFile f : folder.files(FileKind.SCENARIO)) {
            if (id != null && id.equals(rulesetOf(f.path()))) list.add(f);
        }
        scenarios = List.copyOf(list);
        scenarioCombo.removeAll();
        scenarioCombo.add("(none: actors typed by id)");
        int select = scenarios.isEmpty() ? 0 : 1;
        for (int i = 0; i < scenarios.size(); i++) {
            scenarioCombo.add(scenarios.get(i).relative());
            if (scenarios.get(i).path().equals(keep)) select = i + 1;
        }
        scenarioCombo.select(select);
        scenarioSelected();
    }

    private void scenarioSelected() {
        int i = scenarioCombo.getSelectionIndex();
        scenarioFile = i >= 1 && i <= scenarios.size() ? scenarios.get(i - 1) : null;
        scenario = null;
        if (scenarioFile != null && ruleset != null) {
            ReadResult<Scenario> read = ScenarioFiles.read(scenarioFile.path(), shelf.catalog());
            scenario = read.value();
            situation.setText(Words.label(scenario == null
                    ? scenarioFile.relative() + " has errors (see Problems): actors are typed by id."
                    : scenario.title()));
        } else {
            situation.setText(Words.label(ruleset == null ? "" : "No scenario: type the actors' ids."));
        }
        buildInputs();
    }

    /**
     * The ruleset's actions; in a game, those its turn allows in the phase it
     * is in (an action that names no phase may be taken in any), so the list
     * does not offer what the turn would refuse.
     */
    private void fillActions() {
        String keep = action == null ? null : action.id();
        String phase = game.isOpen() && game.state().turn() != null ? game.state().turn().phase() : null;
        List<ActionSpec> offered = new ArrayList<>();
        for (ActionSpec a : ruleset == null ? List.<ActionSpec>of() : ruleset.actions()) {
            if (phase == null || a.phases().isEmpty() || a.phases().contains(phase)) offered.add(a);
        }
        filledForPhase = phase;
        shownActions = List.copyOf(offered);
        actionCombo.removeAll();
        int select = 0;
        for (int i = 0; i < shownActions.size(); i++) {
            actionCombo.add(shownActions.get(i).label() + "  (" + shownActions.get(i).rule() + ")");
            if (shownActions.get(i).id().equals(keep)) select = i;
        }
        if (!shownActions.isEmpty()) actionCombo.select(select);
        actionSelected();
    }

    private void actionSelected() {
        int i = actionCombo.getSelectionIndex();
        action = i >= 0 && i < shownActions.size() ? shownActions.get(i) : null;
        buildInputs();
    }

    /**
     * Makes the action's input widgets again, keeping the values of inputs the
     * new form shares — except what was typed for a concealed action, which
     * is never carried anywhere.
     */
    private void buildInputs() {
        Map<String, Object> kept = new LinkedHashMap<>();
        for (InputField f : fields) {
            if (f.value() != null && (!builtConcealed || f.spec().id().equals(Requests.ACTOR))) {
                kept.put(f.spec().id(), f.value());
            }
        }
        for (Control c : inputs.getChildren()) c.dispose();
        fields.clear();
        boolean concealed = action != null && ruleset != null && ruleset.concealsInputs(action.id());
        builtConcealed = concealed;
        take.setText(concealed ? "Commit" : "Take action");
        take.setToolTipText(concealed ? "Commit this fighter's choices in secret: nothing shows them until every"
                + " fighter has committed and the melee is resolved" : null);
        TurnState turn = game.isOpen() ? game.state().turn() : null;
        if (turn != null && !turn.equals(builtFor) && !turn.activation().actors().isEmpty()) {
            // A new mover: the actor box offers him first, and nothing chosen for the last
            // one (his target, his weapon) is carried over to him.
            kept.clear();
            kept.put(Requests.ACTOR, turn.activation().actors().get(0));
        }
        if (action != null && ruleset != null) {
            builtFor = turn;
            List<Actor> actors = actors(turn);
            // The choices are narrowed for the actor carried over (or the mover); should the
            // actor box settle on another, validate() rebuilds the form once for him.
            builtActor = kept.get(Requests.ACTOR) == null ? null : String.valueOf(kept.get(Requests.ACTOR));
            Actor actor = builtActor == null ? null : state().actor(builtActor);
            for (var declared : action.inputs()) {
                FieldSpec spec = offered(declared, actor);
                boolean secret = concealed && spec.type() != FieldType.ACTOR;
                boolean target = isTarget(spec);
                InputField f = InputField.create(inputs, spec, target ? enemiesFirst(actors, actor) : actors,
                        turn == null ? List.of() : turn.activation().actors(), secret, this::validate);
                Object v = kept.get(spec.id());
                if (v == null && target && spec.required() && actor != null) {
                    // A target defaults to the nearest thing to an enemy the form knows: the first on another side.
                    v = firstEnemy(actors, actor);
                }
                if (v != null && spec.check(v).isEmpty()) {
                    try {
                        f.set(v);
                    } catch (IllegalArgumentException e) {
                        // That actor is not in this scenario: the box stays empty.
                    }
                }
                // Enter in any box takes the action, as the button would (a referee's hands stay on the keys).
                f.control().addListener(SWT.Traverse, e -> {
                    if (e.detail == SWT.TRAVERSE_RETURN) {
                        e.doit = false;
                        take.getDisplay().asyncExec(this::takeAction);
                    }
                });
                fields.add(f);
            }
        } else {
            Label none = new Label(inputs, SWT.NONE);
            none.setText(ruleset == null ? "Install a ruleset to resolve actions." : "Choose an action.");
        }
        if (large) TableType.apply(inputs, true);
        fitForm();
        validate();
    }

    private void fitForm() {
        int width = scroller.getClientArea().width;
        scroller.setMinSize(inputs.computeSize(width > 0 ? width : SWT.DEFAULT, SWT.DEFAULT));
        inputs.layout(true, true);
    }

    private void validate() {
        InputField actorField = fields.stream().filter(f -> f.spec().id().equals(Requests.ACTOR)).findFirst()
                .orElse(null);
        Object chosen = actorField == null ? null : actorField.value();
        if (actorField != null && fields.size() == action.inputs().size() && !rebuildPending
                && !java.util.Objects.equals(chosen == null ? null : chosen.toString(), builtActor)) {
            // Another actor: his weapons, his paces, his enemies. Rebuilt once this event is over.
            rebuildPending = true;
            take.getDisplay().asyncExec(() -> {
                rebuildPending = false;
                if (!take.isDisposed()) buildInputs();
            });
        }
        List<String> problems = new ArrayList<>();
        for (InputField f : fields) f.problem().ifPresent(problems::add);
        if (action == null) problems.add(ruleset == null ? "No ruleset is installed." : "Choose an action.");
        // An ended game takes no more actions (Game.ended); Undo move takes back the move that ended it.
        if (game.isOpen() && game.game().ended()) {
            problems.add(0, "The game is over: " + game.state().ending()
                    + " (Undo move takes back the move that ended it).");
        }
        if (overrideTable != null && overrideTable.getSelection() && overrideReason.getText().isBlank()) {
            problems.add("Say why the table is overridden.");
        }
        problem.setText(problems.isEmpty() ? "" : problems.get(0) + (problems.size() > 1
                ? " (and " + (problems.size() - 1) + " more)" : ""));
        problem.getParent().layout(new Control[] { problem });
        take.setEnabled(problems.isEmpty());
    }

    /** The input with only the choices that fit the actor (Ruleset.choicesFor): his weapons, his paces. */
    private FieldSpec offered(FieldSpec spec, Actor actor) {
        if (spec.type() != FieldType.CHOICE) return spec;
        List<Choice> fit = ruleset.choicesFor(action, spec, actor);
        if (fit.size() == spec.choices().size() || fit.isEmpty()) return spec;
        Object fallback = spec.defaultValue() != null && fit.stream().anyMatch(c -> c.id().equals(spec.defaultValue()))
                ? spec.defaultValue() : null;
        return new FieldSpec(spec.id(), spec.label(), spec.type(), spec.required(), spec.min(), spec.max(), spec.unit(),
                fit, fallback, spec.help());
    }

    /** Whether an actor input names whom the action is aimed at (a shot's or a blow's target). */
    private static boolean isTarget(FieldSpec spec) {
        return spec.type() == FieldType.ACTOR && spec.id().equals("target");
    }

    private static List<Actor> enemiesFirst(List<Actor> actors, Actor actor) {
        if (actor == null) return actors;
        List<Actor> sorted = new ArrayList<>();
        for (Actor a : actors) if (!friends(a, actor)) sorted.add(a);
        for (Actor a : actors) if (friends(a, actor)) sorted.add(a);
        return sorted;
    }

    private static String firstEnemy(List<Actor> actors, Actor actor) {
        for (Actor a : actors) {
            if (!friends(a, actor)) return a.id();
        }
        return null;
    }

    private static boolean friends(Actor a, Actor b) {
        return a.side() != null && a.side().equals(b.side());
    }

    /**
     * The actors the boxes offer: a game's that are not out, those whose
     * activation it is first; a scenario's all.
     */
    private List<Actor> actors(TurnState turn) {
        List<Actor> all = new ArrayList<>(state().actors().values());
        if (!game.isOpen()) return all;
        all.removeIf(a -> a.status().out());
        if (turn != null) {
            List<Actor> first = new ArrayList<>();
            for (Actor a : all) {
                if (turn.activation().includes(a.id())) first.add(a);
            }
            all.removeAll(first);
            all.addAll(0, first);
        }
        return all;
    }

    private GameState state() {
        if (ruleset == null) return null;
        if (game.isOpen()) return game.state();
        return scenario != null ? desk.state(scenarioFile.path(), scenario, ruleset) : RefereeDesk.empty(ruleset);
    }

    // ---- taking the action -------------------------------------------------------------

    /**
     * Overrides the table for the next action with the referee's reason, as the check box and its text do; null
     * lets the table judge again.
     */
    public void overrideTable(String reason) {
        overrideTable.setSelection(reason != null);
        overrideReason.setEnabled(reason != null);
        overrideReason.setText(reason == null ? "" : reason);
        validate();
    }

    /**
     * Resolves the action as the form stands, shows the outcome and logs it;
     * in an open game, acts in it and appends the move to its journal.
     */
    public void takeAction() {
        if (!take.isEnabled()) return;
        Map<String, Object> values = new LinkedHashMap<>();
        for (InputField f : fields) {
            if (f.value() != null) values.put(f.spec().id(), f.value());
        }
        if (dragged != null && action.id().equals(MOVE) && dragged.actor().equals(values.get(Requests.ACTOR))) {
            values.put(TableMove.PATH, TableMove.write(dragged.path()));
        }
        if (asSuggested(values)) values.put(TableMove.PATH, suggested.inputs().get(TableMove.PATH));
        if (overrideTable.getSelection()) values.put(TableLaw.OVERRIDE, overrideReason.getText().strip());
        ActionRequest request = new ActionRequest(ruleset.info().id(), action.id(), values);
        if (!friendlyFireConfirmed(values)) return;
        boolean concealed = ruleset.concealsInputs(action.id());
        // What the log keeps of a concealed action: who committed, never what.
        Map<String, Object> logged = concealed ? actorOnly(values) : values;
        // The log's line names who acts on whom (the Turn part's words); a concealed action says only who.
        String label = Words.request(ruleset, request, state());
        String where = game.isOpen() ? folder.root().relativize(game.file()).toString()
                : scenarioFile == null ? null : scenarioFile.relative();
        RefereeDice dice = null;
        try {
            DiceDraft.Trial trial;
            if (game.isOpen()) {
                trial = game.actTrial(request);
            } else {
                GameState now = state();
                trial = d -> ruleset.resolve(request, now, new Dice(d), Explanation.none());
            }
            dice = RefereeDice.of(enteredDice.getSelection(), take.getShell(), seeds, heading(request), trial);
            Outcome o;
            if (game.isOpen()) {
                o = game.act(request, dice.source()).outcome();
            } else {
                Path key = scenario == null ? null : scenarioFile.path();
                o = desk.resolve(key, state(), ruleset, request, dice.source());
            }
            if (values.containsKey(TableMove.PATH)) dragged = null;
            suggested = null;
            // An override is for one action: the next is judged by the table again.
            overrideTable.setSelection(false);
            overrideReason.setText("");
            overrideReason.setEnabled(false);
            String thrown = dice.describe(o);
            log.add(new LogEntry(Instant.now(), where, ruleset.info().id(), label, logged, thrown, o, null));
            show(o, thrown);
            if (concealed) clearConcealed();
            if (game.isOpen()) fillScenarios(null);
            else buildInputs();
        } catch (IllegalActionException refusal) {
            // A refused allocation's reason may name what was typed: the form shows it to the
            // fighter's player, the log (which stays on screen) only that it was refused.
            String logReason = concealed ? "the choices were refused" + (refusal.rule() == null ? ""
                    : " (" + refusal.rule() + ")") + "; the reason names them and is shown only in the form"
                    : refusal.explain();
            log.add(new LogEntry(Instant.now(), where, ruleset.info().id(), label, logged, dice == null ? "none thrown"
                    : dice.describeUnused(), null, logReason));
            showRefusal("Refused: " + refusal.explain(), "Nothing changed.");
        } catch (OpenGame.GameFileException e) {
            showRefusal("Not recorded: " + e.getMessage() + ".", "");
        } catch (DiceForm.Cancelled c) {
            showRefusal("Not resolved: " + c.getMessage() + ".", "");
        } catch (DiceException e) {
            showRefusal("Not resolved: " + e.getMessage() + ".", "Nothing changed.");
        }
    }

    /**
     * The form filled in with a request the NPC AI suggested (its Change), for
     * the referee to change before taking it: its action, and each input the
     * form has; {@code note} shows where the outcome will. A path on the table
     * the request carries goes with it only while the form is taken as filled.
     */
    public void fill(ActionRequest request, String note) {
        if (rulesets.isEmpty()) rulesetsChanged();
        selectAction(request.action());
        for (InputField f : fields) {
            Object v = request.inputs().get(f.spec().id());
            if (v != null) f.set(v);
        }
        // The AI carries its path as points (TablePath): the form, its log and its comparison hold text.
        suggested = request.inputs().containsKey(TableMove.PATH) ? TableMove.asText(request) : null;
        validate();
        clearOutcome();
        outcome.setText(note);
    }

    /** Whether the form is the AI's suggested move as filled in, every input unchanged: then its path is sent too. */
    private boolean asSuggested(Map<String, Object> values) {
        if (suggested == null || !suggested.action().equals(action.id())) return false;
        for (Map.Entry<String, Object> e : suggested.inputs().entrySet()) {
            if (!e.getKey().equals(TableMove.PATH) && !String.valueOf(e.getValue()).equals(String.valueOf(values.get(e.getKey())))) {
                return false;
            }
        }
        return true;
    }

    /** The action a figure dragged on the map is offered as. */
    static final String MOVE = "move";

    /**
     * A figure dragged on the Turn part's map: the ruleset's move, chosen with
     * the figure and the distance measured along the path, for the referee to
     * complete (the going, a charge) and take; the path goes with it, so the
     * figure stands where it was dropped once the rules allow the move.
     */
    private void moveDragged(TablePick.Move m) {
        if (take.isDisposed() || !game.isOpen() || !actionIds().contains(MOVE)) return;
        selectAction(MOVE);
        dragged = m;
        for (InputField f : fields) {
            if (f.spec().id().equals(Requests.ACTOR)) f.set(m.actor());
            if (f.spec().id().equals("distance")) {
                f.set(Math.round(m.distance() * 10) / 10.0);
            }
            // One Hour's road bonus, when the map finds the whole move on a road.
            if (f.spec().id().equals("road") && m.byRoad()) f.set(Boolean.TRUE);
        }
        validate();
        clearOutcome();
        outcome.setText("From the map: " + m.measured() + ". The distance is what the move costs by the going;"
                + " the ruleset's own bad-going box stays for ground the map does not know.");
    }

    /**
     * A figure picked on the Turn part's map and aimed at another: the action
     * {@link #aimedAction}, the actor, and every input the ruleset answers
     * from what the table shows ({@link Ruleset#fromTable}), for the referee
     * to check, change and take. Nothing is filled when the ruleset has no
     * aimed action for the figure.
     */
    private void aimed(TablePick.Aim aim) {
        if (take.isDisposed() || !game.isOpen() || ruleset == null) return;
        GameState st = state();
        Actor actor = st == null ? null : st.actor(aim.actor());
        if (actor == null) return;
        ActionSpec chosen = aimedAction(actor, aim);
        if (chosen == null) {
            clearOutcome();
            outcome.setText("From the map: " + aim.words() + ". " + actor.name() + " has nothing to aim with here;"
                    + " choose the action and fill it in.");
            return;
        }
        if (action == null || !action.id().equals(chosen.id())) selectAction(chosen.id());
        Map<String, Object> filled = ruleset.fromTable(action, aim.sighting());
        for (InputField f : fields) {
            if (f.spec().id().equals(Requests.ACTOR)) f.set(aim.actor());
            else if (filled.containsKey(f.spec().id())) f.set(filled.get(f.spec().id()));
        }
        validate();
        clearOutcome();
        outcome.setText("From the map: " + aim.words() + ". " + action.label() + " is filled in from the table;"
                + " change anything before taking it.");
    }

    /**
     * What aiming on the map fills: the action the form shows when the ruleset
     * answers any of its inputs from the table (a charge or a fight chosen
     * before aiming stays), else the figure's shot ({@link Ruleset#shotOf})
     * when this phase offers it, else the first action offered that the table
     * answers (One Hour's charge in the movement phase); null when none is.
     */
    private ActionSpec aimedAction(Actor actor, TablePick.Aim aim) {
        List<String> offered = actionIds();
        if (action != null && offered.contains(action.id()) && !ruleset.fromTable(action, aim.sighting()).isEmpty()) {
            return action;
        }
        ActionSpec shot = ruleset.shotOf(actor).orElse(null);
        if (shot != null && offered.contains(shot.id())) return shot;
        for (ActionSpec a : shownActions) {
            if (!ruleset.fromTable(a, aim.sighting()).isEmpty()) return a;
        }
        return null;
    }

    /** The title of the question asked before an action aimed at the actor's own side. */
    public static final String FRIEND_TITLE = "A Friend as Target";

    /**
     * An action aimed at a figure of the actor's own side is asked about first:
     * the rules allow it (a shot into a melee), but a target left over from the
     * last move should not wound one's own captain unnoticed.
     */
    private boolean friendlyFireConfirmed(Map<String, Object> values) {
        GameState st = state();
        Object actorId = values.get(Requests.ACTOR);
        Object targetId = values.get("target");
        Actor actor = st == null || actorId == null ? null : st.actor(actorId.toString());
        Actor target = st == null || targetId == null ? null : st.actor(targetId.toString());
        if (actor == null || target == null || actor == target || !friends(actor, target)) return true;
        if (!TableSetting.askFriendlyFire(preferences.get(TableSetting.ASK_FRIENDLY_FIRE, null))) return true;
        return MessageDialog.openConfirm(take.getShell(), FRIEND_TITLE, target.name() + " is on " + actor.name()
                + "'s own side. " + action.label() + " at him all the same?");
    }

    /** "Shoot: Capt Sharpe → Capitaine Leroux" — the action the dice form asks dice for. */
    private String heading(ActionRequest request) {
        StringBuilder b = new StringBuilder(action.label()).append(": ");
        b.append(actorName(request.inputs().get(Requests.ACTOR)));
        Object target = request.inputs().get("target");
        if (target != null) b.append(" → ").append(actorName(target));
        return b.toString();
    }

    private String actorName(Object id) {
        if (id == null) return "—";
        GameState st = state();
        Actor a = st == null ? null : st.actor(String.valueOf(id));
        return a == null ? String.valueOf(id) : a.name();
    }

    /** Empties the boxes of a concealed action, so the next fighter's player sees nothing of this one's choice. */
    private void clearConcealed() {
        for (InputField f : fields) {
            if (!f.spec().id().equals(Requests.ACTOR)) f.set(f.spec().defaultValue());
        }
    }

    private static Map<String, Object> actorOnly(Map<String, Object> values) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (values.containsKey(Requests.ACTOR)) m.put(Requests.ACTOR, values.get(Requests.ACTOR));
        return m;
    }

    /** A citation in the outcome shown: where it is in the text, and the rule. */
    private record Citation(int start, int end, RuleRef rule) {
    }

    /** The rules the outcome shown cites, in order: each opens its passage of the rulebook (Help). */
    public List<RuleRef> citations() {
        return shownCitations.stream().map(Citation::rule).toList();
    }

    /** Opens the rulebook's passage behind the outcome's {@code index}th citation, as a click on it does. */
    public void openCitation(int index) {
        RulebookDialog.open(outcome.getShell(), citedBy, shownCitations.get(index).rule());
    }

    /** Back to the empty outcome panel, as before any action. */
    private void clearOutcome() {
        shownCitations.clear();
        outcome.setText(NO_OUTCOME);
        outcome.setStyleRanges(new StyleRange[0]);
        shownFile = null;
        shownEntries = -1;
    }

    /** Notes which game, at which entry, the outcome now shown is of. */
    private void shownNow() {
        shownFile = game.isOpen() ? game.file() : null;
        shownEntries = game.isOpen() ? game.journal().logged().size() : 0;
    }

    private void show(Outcome o, String dice) {
        shownNow();
        shownCitations.clear();
        citedBy = ruleset;
        StringBuilder b = new StringBuilder();
        List<StyleRange> styles = new ArrayList<>();
        bold(b, styles, o.headline(), null);
        b.append("\n\nDice: ").append(dice).append('\n');
        if (!o.rolls().isEmpty()) {
            bold(b, styles, "\nRolls\n", null);
            for (Roll r : o.rolls()) {
                b.append("  ").append(r).append(r.count() > 1 ? " (total " + r.total() + ")" : "").append('\n');
            }
        }
        if (!o.events().isEmpty()) {
            bold(b, styles, "\nWhat changes\n", null);
            // Events are written with ids ("sharpe: moved — → true"): the names read better.
            GameState after = state();
            for (GameEvent e : o.events()) b.append("  ").append(Words.event(citedBy, e, after)).append('\n');
        }
        if (!o.explanation().isEmpty()) {
            bold(b, styles, "\nWhy\n", null);
            int n = 1;
            for (Step s : o.explanation()) {
                b.append("  ").append(n++).append(". ").append(s.text()).append("  ");
                int start = b.length();
                b.append('[').append(s.rule()).append(']');
                StyleRange r = new StyleRange(start, b.length() - start, ruleColour, null);
                r.underline = true;
                r.underlineStyle = SWT.UNDERLINE_LINK;
                styles.add(r);
                shownCitations.add(new Citation(start, b.length(), s.rule()));
                b.append('\n');
            }
        }
        outcome.setText(b.toString());
        outcome.setStyleRanges(styles.toArray(StyleRange[]::new));
    }

    private void showRefusal(String headline, String detail) {
        shownNow();
        outcome.setText(headline + (detail.isEmpty() ? "" : "\n\n" + detail));
        StyleRange r = new StyleRange(0, headline.length(), refusedColour, null, SWT.BOLD);
        outcome.setStyleRanges(new StyleRange[] { r });
    }

    private void bold(StringBuilder b, List<StyleRange> styles, String text, Color colour) {
        int start = b.length();
        b.append(text);
        styles.add(new StyleRange(start, text.length(), colour, null, SWT.BOLD));
    }

    // ---- helpers -----------------------------------------------------------------------

    private void storeDice(String value) {
        preferences.put(DiceSetting.KEY, value);
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            // The choice holds for this session; the next start uses the computer's dice again.
        }
    }

    private void showDice(String value) {
        boolean entered = DiceSetting.entered(value);
        enteredDice.setSelection(entered);
        computerDice.setSelection(!entered);
    }

    /** The ruleset id a scenario file names, read from its text (it may have other errors). */
    private static String rulesetOf(Path file) {
        try {
            Matcher m = RULESET.matcher(Files.readString(file, StandardCharsets.UTF_8));
            return m.find() ? m.group(1) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static Combo combo(Composite form, String label, String tip) {
        Label l = new Label(form, SWT.NONE);
        l.setText(label);
        Combo c = new Combo(form, SWT.READ_ONLY | SWT.DROP_DOWN);
        GridData g = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        g.widthHint = 120;
        c.setLayoutData(g);
        c.setToolTipText(tip);
        c.setVisibleItemCount(12);
        return c;
    }

    private static GridData span(int columns) {
        return new GridData(SWT.FILL, SWT.TOP, true, false, columns, 1);
    }
}
