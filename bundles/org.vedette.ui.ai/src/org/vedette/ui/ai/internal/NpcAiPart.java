package org.vedette.ui.ai.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;
import org.vedette.ai.Checklist;
import org.vedette.ai.Engagement;
import org.vedette.ai.NpcAi;
import org.vedette.ai.Objectives;
import org.vedette.ai.Question;
import org.vedette.ai.Reason;
import org.vedette.ai.Suggestion;
import org.vedette.core.dice.Dice;
import org.vedette.core.dice.DiceException;
import org.vedette.core.dice.SeededDice;
import org.vedette.core.game.Actor;
import org.vedette.core.game.Game;
import org.vedette.core.game.GameState;
import org.vedette.core.game.ReplayException;
import org.vedette.core.model.Side;
import org.vedette.core.model.VictoryCondition;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.actions.Observation;
import org.vedette.ui.game.TableGame;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The NPC AI at the table: for the actor whose turn it is, of a side the AI
 * plays (at first the scenario's non-player sides), what the AI suggests and
 * every reason it gives, in the rulebook's words. <b>Take</b> resolves it as
 * the referee's moves are resolved — the computer's dice or the referee's
 * typed into the dice form — as journal entries marked as the AI's;
 * <b>Change</b> fills the Action Resolver with it to change before taking;
 * <b>Skip</b> leaves the actor to the referee. Without positions the AI asks
 * its short checklist, and decides when it is answered (<b>Decide</b>); with
 * physical dice its own die is typed in too. A side set to play itself plays
 * one step, or on until the players' turn in a background job the referee
 * may cancel; each step is an ordinary journal entry, so Undo takes them back
 * one by one.
 *
 * <p>The AI's decision is thrown with the computer's dice when those are the
 * referee's choice; a side playing itself always throws the computer's
 * (seeded, the seed in the Game Log), since nobody is at the dice. A step
 * plays the suggestion shown, with its die, when it is for the step's actor;
 * decided afresh, an actor would be shown one action and play another.
 */
public final class NpcAiPart {
    public static final String ID = "org.vedette.ui.ai.part";
    /** How many steps one Play until the players' turn takes at most before it stops to let the referee look. */
    static final int MOST_STEPS = 10_000;

    @Inject private TableGame table;

    private ServiceTracker<NpcAi, NpcAi> tracker;
    private final SplittableRandom seeds = new SplittableRandom();
    private final AiActors actors = new AiActors();
    private final Runnable changed = this::refresh;

    private Label heading;
    private Composite sidesRow;
    private Group checklist;
    private Composite questionsBox;
    private final Map<String, Control> answers = new LinkedHashMap<>();
    private Button decide;
    private Label suggestionLabel;
    private TableViewer reasons;
    private Button take;
    private Button change;
    private Button skip;
    private Button step;
    private Button playOn;
    private Button cancel;
    private ProgressBar progress;
    private Label status;

    /** The game the sides were chosen for. */
    private String gameName;
    /** The actor decided for, the game it was decided on, and what the AI suggests (null until decided). */
    private String actor;
    private Game decidedOn;
    private Suggestion suggestion;
    /** The checklist shown is for this actor on this game. */
    private String askedFor;
    private Game askedOn;
    /** A side playing itself: its engagement, its dice's seed and the sides it plays. */
    private Engagement engagement;
    private long seed;
    private Set<String> engaged;
    private Job playing;

    @PostConstruct
    void create(Composite parent) {
        tracker = new ServiceTracker<>(FrameworkUtil.getBundle(NpcAiPart.class).getBundleContext(), NpcAi.class, null);
        tracker.open();
        parent.setLayout(new GridLayout(1, false));
        heading = new Label(parent, SWT.WRAP);
        heading.setFont(JFaceResources.getBannerFont());
        heading.setLayoutData(wide());
        sidesRow = new Composite(parent, SWT.NONE);
        sidesRow.setLayoutData(wide());
        sidesRow.setLayout(new GridLayout(1, false));

        checklist = new Group(parent, SWT.NONE);
        checklist.setText("The AI asks (no positions on the table)");
        checklist.setLayoutData(wide());
        checklist.setLayout(new GridLayout(2, false));
        questionsBox = new Composite(checklist, SWT.NONE);
        questionsBox.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        questionsBox.setLayout(new GridLayout(2, false));
        decide = new Button(checklist, SWT.PUSH);
        decide.setText("Decide");
        decide.setToolTipText("The AI decides with the answers given (its own die thrown with the referee's dice)");
        decide.setLayoutData(new GridData(SWT.END, SWT.END, false, false));
        decide.addListener(SWT.Selection, e -> decide());

        suggestionLabel = new Label(parent, SWT.WRAP);
        suggestionLabel.setLayoutData(wide());
        reasons = new TableViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        reasons.getTable().setHeaderVisible(true);
        reasons.getTable().setLinesVisible(true);
        reasons.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        reasons.setContentProvider(ArrayContentProvider.getInstance());
        column("Why", 110, r -> kind(((Reason) r).kind()));
        column("The AI's reason", 420, r -> ((Reason) r).text());
        column("Rule", 220, r -> ((Reason) r).rule() == null ? "the AI's sheet" : ((Reason) r).rule().toString());

        Composite buttons = new Composite(parent, SWT.NONE);
        buttons.setLayoutData(wide());
        buttons.setLayout(new GridLayout(8, false));
        take = button(buttons, "Take", "Resolve the suggestion with the referee's dice, journaled as the AI's", this::take);
        change = button(buttons, "Change…", "Open the Action Resolver filled in with the suggestion, to change before"
                + " taking", this::change);
        skip = button(buttons, "Skip", "Leave this actor to the referee, who acts by hand", this::skip);
        new Label(buttons, SWT.SEPARATOR | SWT.VERTICAL).setLayoutData(new GridData(SWT.CENTER, SWT.FILL, false, false));
        step = button(buttons, "Play one step", "The sides the AI plays play one step: an actor's action, or the turn"
                + " moved on (the computer's dice)", this::playStep);
        playOn = button(buttons, "Play until the players' turn", "The sides the AI plays play on until it is the"
                + " players' turn or the game ends (the computer's dice); each step one journal entry", this::playOn);
        cancel = button(buttons, "Cancel", "Stop playing after the step in hand", this::cancel);
        progress = new ProgressBar(buttons, SWT.INDETERMINATE);
        progress.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(wide());

        table.addListener(changed);
        refresh();
    }

    @PreDestroy
    void dispose() {
        table.removeListener(changed);
        if (playing != null) playing.cancel();
        tracker.close();
    }

    @Focus
    void focus() {
        heading.getParent().setFocus();
    }

    /** The part, shown and activated; null when the model has none (a product without it). */
    static NpcAiPart show(EPartService parts) {
        MPart part = parts.showPart(ID, PartState.ACTIVATE);
        return part != null && part.getObject() instanceof NpcAiPart p ? p : null;
    }

    // ---- what tests drive, as the referee would -------------------------------------------

    /** The line saying whom the AI decides for, or why nobody. */
    public String headingText() {
        return heading.getText();
    }

    /** "39e de Ligne: Advance — Move: 39e de Ligne, Distance 6 in"; empty until decided. */
    public String suggestionText() {
        return suggestionLabel.getText();
    }

    /** The reasons as shown: each row's cells joined with " | ". */
    public List<String> reasonRows() {
        List<String> rows = new ArrayList<>();
        Table t = reasons.getTable();
        for (TableItem item : t.getItems()) {
            rows.add(item.getText(0) + " | " + item.getText(1) + " | " + item.getText(2));
        }
        return rows;
    }

    /** The suggestion shown, or null. */
    public Suggestion suggestion() {
        return suggestion;
    }

    /** The actor the AI decides for now, or null. */
    public String actor() {
        return actor;
    }

    public String statusText() {
        return status.getText();
    }

    public boolean isPlaying() {
        return playing != null;
    }

    public boolean canTake() {
        return take.isEnabled();
    }

    /** The ids of the checklist's questions shown (observations, nearest-enemy, distance); empty when none. */
    public List<String> questionIds() {
        return List.copyOf(answers.keySet());
    }

    /** Answers a question: true/false for an observation, an actor's id for the nearest enemy, a number for the distance. */
    public void answer(String question, Object value) {
        Control c = answers.get(question);
        if (c == null) throw new IllegalArgumentException("no question '" + question + "': " + answers.keySet());
        switch (c) {
            case Button b -> b.setSelection(Boolean.TRUE.equals(value));
            case Text t -> t.setText(String.valueOf(value));
            case Combo combo -> {
                @SuppressWarnings("unchecked")
                List<String> ids = (List<String>) combo.getData();
                int i = ids.indexOf(String.valueOf(value));
                if (i < 0) throw new IllegalArgumentException("no enemy '" + value + "' offered: " + ids);
                combo.select(i);
            }
            default -> throw new IllegalStateException(c.toString());
        }
    }

    /** Sets a side to play itself, or to be played by hand. */
    public void plays(String side, boolean on) {
        actors.play(side, on);
        forget();
        refresh();
    }

    // ---- showing the AI's mind --------------------------------------------------------------

    private void refresh() {
        if (heading.isDisposed()) return;
        Game g = table.game();
        if (g == null) {
            gameName = null;
            heading.setText("No game is open");
            forget();
            sides(null);
            ask(null, null);
            showSuggestion();
            buttons();
            return;
        }
        GameState state = g.state();
        if (!table.name().equals(gameName)) {
            gameName = table.name();
            actors.reset(state);
            forget();
            sides(state);
            status.setText("");
        }
        if (playing != null) {
            buttons();
            return;
        }
        // An ended game has nobody to act: the AI suggests nothing more (the Turn part says who won).
        String next = state.ended() ? null : actors.next(state, g.journal().size());
        if (state.ended()) {
            actor = null;
            suggestion = null;
            heading.setText("The game is over: " + state.ending() + ".");
            ask(null, null);
        } else if (next == null) {
            actor = null;
            suggestion = null;
            heading.setText(actors.whyNobody(state));
            ask(null, null);
        } else {
            Actor a = state.actor(next);
            heading.setText(AiActors.sideName(state, a.side()) + ": " + a.name() + " to act — the AI suggests, the"
                    + " referee decides");
            if (!next.equals(actor) || decidedOn != g) {
                actor = next;
                suggestion = null;
                decidedOn = null;
            }
            boolean unplaced = a.position() == null;
            if (unplaced) ask(g, a);
            else ask(null, null);
            // With positions and the computer's dice the AI decides at once; else when the referee says Decide.
            if (suggestion == null && !unplaced && !table.enteredDice()) decide();
            decide.setText(unplaced ? "Decide" : "Decide…");
            // The group stays for a checklist (answers may be changed and decided again), and holds Decide… alone
            // while the AI's own die waits for the referee's physical dice.
            showGroup(unplaced || suggestion == null);
        }
        showSuggestion();
        buttons();
    }

    /** Nothing decided: the game or the sides changed. */
    private void forget() {
        actor = null;
        suggestion = null;
        decidedOn = null;
        askedFor = null;
        askedOn = null;
    }

    /** A check box per side of the game: ticked, the AI plays it. */
    private void sides(GameState state) {
        for (Control c : sidesRow.getChildren()) c.dispose();
        int n = state == null ? 1 : state.sides().size() + 1;
        ((GridLayout) sidesRow.getLayout()).numColumns = n;
        Label l = new Label(sidesRow, SWT.NONE);
        l.setText(state == null ? "" : "The AI plays:");
        if (state != null) {
            for (Side s : state.sides()) {
                Button b = new Button(sidesRow, SWT.CHECK);
                b.setText(s.name() + (s.control() == Side.Control.NON_PLAYER ? " (non-player)" : ""));
                b.setSelection(actors.plays(s.id()));
                b.setToolTipText("Ticked, the AI suggests for " + s.name() + " and plays it with Play one step and"
                        + " Play until the players' turn");
                b.addListener(SWT.Selection, e -> plays(s.id(), b.getSelection()));
            }
        }
        relayout();
    }

    /**
     * The checklist for an actor without a position: a box per observation,
     * the nearest enemy and its distance; made again only for another actor
     * or another moment of the game, so answers being typed stay.
     */
    private void ask(Game g, Actor a) {
        if (a == null) {
            if (askedFor != null || !answers.isEmpty()) {
                for (Control c : questionsBox.getChildren()) c.dispose();
                answers.clear();
            }
            askedFor = null;
            askedOn = null;
            showChecklist(false);
            return;
        }
        if (a.id().equals(askedFor) && g == askedOn) return;
        askedFor = a.id();
        askedOn = g;
        for (Control c : questionsBox.getChildren()) c.dispose();
        answers.clear();
        NpcAi npc = tracker.getService();
        List<Question> questions = npc == null ? List.of() : npc.questions(g.rules(), g.state(), a.id());
        for (Question q : questions) {
            switch (q.id()) {
                case Question.NEAREST_ENEMY -> {
                    label(q.words());
                    Combo combo = new Combo(questionsBox, SWT.READ_ONLY);
                    List<String> ids = new ArrayList<>();
                    for (Actor e : g.state().actors().values()) {
                        if (!e.side().equals(a.side()) && !e.status().out()) {
                            ids.add(e.id());
                            combo.add(e.name());
                        }
                    }
                    combo.setData(ids);
                    combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
                    answers.put(q.id(), combo);
                }
                case Question.DISTANCE -> {
                    label(q.words());
                    Text t = new Text(questionsBox, SWT.BORDER);
                    t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
                    answers.put(q.id(), t);
                }
                default -> {
                    Button b = new Button(questionsBox, SWT.CHECK);
                    b.setText(q.words());
                    b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
                    answers.put(q.id(), b);
                }
            }
        }
        showChecklist(true);
    }

    private void label(String words) {
        Label l = new Label(questionsBox, SWT.WRAP);
        l.setText(words);
    }

    private void showChecklist(boolean on) {
        questionsBox.setVisible(on);
        ((GridData) questionsBox.getLayoutData()).exclude = !on;
        checklist.setText(on ? "The AI asks (no positions on the table)" : "The AI's own die, with your dice");
        if (!on) showGroup(false);
    }

    private void showGroup(boolean on) {
        checklist.setVisible(on);
        ((GridData) checklist.getLayoutData()).exclude = !on;
        relayout();
    }

    /** The referee's answers as the AI takes them; null (and said) when the distance is not a number. */
    private Checklist answers() {
        Checklist c = Checklist.NONE;
        String enemy = null;
        Double distance = null;
        for (Map.Entry<String, Control> e : answers.entrySet()) {
            switch (e.getValue()) {
                case Button b -> {
                    if (b.getSelection()) c = c.with(Observation.byId(e.getKey()));
                }
                case Combo combo -> {
                    @SuppressWarnings("unchecked")
                    List<String> ids = (List<String>) combo.getData();
                    if (combo.getSelectionIndex() >= 0) enemy = ids.get(combo.getSelectionIndex());
                }
                case Text t -> {
                    String s = t.getText().strip();
                    if (!s.isEmpty()) {
                        try {
                            distance = Double.valueOf(s.replace(',', '.'));
                        } catch (NumberFormatException x) {
                            status.setText("The distance \"" + s + "\" is not a number: the AI has not decided.");
                            return null;
                        }
                        if (distance < 0) {
                            status.setText("The distance cannot be less than 0: the AI has not decided.");
                            return null;
                        }
                    }
                }
                default -> throw new IllegalStateException(e.getValue().toString());
            }
        }
        // The game's own last turn (GameState.lastTurn), which the game ends after.
        return new Checklist(c.observed(), enemy, distance).lastTurn(table.game() == null ? 0
                : table.game().state().lastTurn()).objectives(objectives(table.game()));
    }

    /**
     * The scenario's victory conditions the AI heads for in the game: those that scored once already (a village
     * explored) left out ({@link Objectives#toSeek}); all of them when the journal does not replay.
     */
    private List<VictoryCondition> objectives(Game g) {
        if (table.scenario() == null || g == null) return List.of();
        try {
            return Objectives.toSeek(table.scenario(), g);
        } catch (ReplayException e) {
            return table.scenario().victoryConditions();
        }
    }

    /** Presses Decide: the AI decides for the actor with the answers given, its die thrown with the referee's dice. */
    public void decide() {
        Game g = table.game();
        NpcAi npc = tracker.getService();
        if (g == null || actor == null) return;
        if (npc == null) {
            status.setText("The NPC AI (org.vedette.ai) is not installed: nothing can be suggested.");
            return;
        }
        Checklist given = answers();
        if (given == null) return;
        Actor a = g.state().actor(actor);
        String id = actor;
        try {
            TableGame.Dice dice = table.dice(heading.getShell(), "The AI decides for " + a.name(),
                    d -> npc.suggest(g.rules(), g.state(), id, given, new Dice(d), false));
            if (dice == null) return; // the referee cancelled the dice form
            suggestion = npc.suggest(g.rules(), g.state(), id, given, new Dice(dice.source()), true);
            decidedOn = g;
            String thrown = suggestion.rolls().isEmpty() ? "" : " The AI's die: " + dice.words(
                    new Outcome("", List.of(), suggestion.rolls(), List.of())) + ".";
            status.setText(thrown.strip());
        } catch (IllegalArgumentException | DiceException e) {
            status.setText("The AI cannot decide for " + a.name() + ": " + e.getMessage());
        }
        showSuggestion();
        buttons();
    }

    private void showSuggestion() {
        if (suggestion == null) {
            suggestionLabel.setText(actor == null ? "" : !answers.isEmpty() ? "Answer what holds, then Decide."
                    : "Decide… throws the AI's own die with your dice, typed into the dice form.");
            reasons.setInput(List.of());
        } else {
            suggestionLabel.setText(say(suggestion));
            reasons.setInput(suggestion.reasons());
        }
        relayout();
    }

    /** "39e de Ligne: Advance — Move: 39e de Ligne, Distance 6 in", or "…: Halt — no action now". */
    private String say(Suggestion s) {
        Game g = table.game();
        Actor a = g == null ? null : g.state().actor(s.actor());
        List<String> moves = s.requests().stream().map(table::words).toList();
        return (a == null ? s.actor() : a.name()) + ": " + s.intent().word() + " — "
                + (s.standsStill() ? "no action now" : String.join("; then ", moves));
    }

    private void buttons() {
        boolean open = table.game() != null;
        boolean idle = playing == null;
        take.setEnabled(idle && suggestion != null);
        take.setText(suggestion != null && suggestion.standsStill() ? "Accept" : "Take");
        change.setEnabled(idle && suggestion != null && !suggestion.standsStill());
        skip.setEnabled(idle && actor != null);
        decide.setEnabled(idle && actor != null);
        boolean aiMay = open && idle && !actors.sides().isEmpty() && !table.game().ended();
        step.setEnabled(aiMay);
        playOn.setEnabled(aiMay);
        cancel.setEnabled(!idle);
        progress.setVisible(!idle);
        take.getParent().layout(true);
    }

    // ---- the referee's answer to a suggestion -----------------------------------------------

    /** Presses Take: the suggestion resolved with the referee's dice, each move a journal entry marked as the AI's. */
    public void take() {
        if (!take.isEnabled() || suggestion == null || table.game() == null) return;
        Suggestion s = suggestion;
        if (s.standsStill()) {
            // Nothing to journal: the actor does nothing now, as the AI says.
            actors.dealtWith(s.actor(), table.game().journal().size());
            status.setText(say(s) + ": accepted.");
            forget();
            refresh();
            return;
        }
        List<Outcome> done = table.takeAsAi(take.getShell(), "The AI's move: " + say(s), s.requests(), s.faces());
        if (!done.isEmpty()) {
            actors.dealtWith(s.actor(), table.game().journal().size());
            status.setText("Taken: " + String.join("; ", done.stream().map(Outcome::headline).toList()));
            forget();
        }
        refresh();
    }

    /** Presses Change…: the Action Resolver filled in with the suggestion; the actor is the referee's now. */
    public void change() {
        if (!change.isEnabled() || suggestion == null || table.game() == null) return;
        Suggestion s = suggestion;
        actors.dealtWith(s.actor(), table.game().journal().size());
        forget();
        table.change(s.requests().get(0), "The NPC AI suggests: " + say(s) + ". Change what you will and take the"
                + " action; it is journaled as the referee's.");
        refresh();
    }

    /** Presses Skip: the referee acts for this actor by hand. */
    public void skip() {
        if (!skip.isEnabled() || actor == null || table.game() == null) return;
        actors.dealtWith(actor, table.game().journal().size());
        status.setText("Skipped: the referee acts for " + table.game().state().actor(actor).name() + " by hand.");
        forget();
        refresh();
    }

    // ---- a side playing itself ---------------------------------------------------------------

    /** The engagement for the game as it stands and the sides the AI plays; a new one when either changed. */
    private Engagement engagement() {
        Game g = table.game();
        NpcAi npc = tracker.getService();
        if (g == null || npc == null || actors.sides().isEmpty()) {
            status.setText(npc == null ? "The NPC AI (org.vedette.ai) is not installed." : g == null ? ""
                    : "The AI plays no side: tick a side for it to play.");
            return null;
        }
        if (engagement == null || engagement.game() != g || !actors.sides().equals(engaged)) {
            seed = seeds.nextLong();
            engaged = actors.sides();
            // What the game has scored already before the AI takes over is not headed for again.
            engagement = new Engagement(npc, g, engaged, objectives(g), new SeededDice(seed), true);
        }
        // Those the referee took, changed or skipped in this activation are his: the AI does not act for them again.
        actors.next(g.state(), g.journal().size());
        for (String id : actors.dealtWith()) engagement.leave(id);
        return engagement;
    }

    private String diceWords() {
        return "the computer's, seed " + seed;
    }

    /** Presses Play one step: one actor's action or the turn moved on, for the sides the AI plays. */
    public void playStep() {
        if (!step.isEnabled()) return;
        Engagement e = engagement();
        if (e == null) return;
        if (!e.aiToAct()) {
            status.setText(stopped(e));
            return;
        }
        try {
            Engagement.Step s = e.step(suggestion, shownOn());
            table.record(s.played(), diceWords());
            asked(e);
            status.setText(said(s));
        } catch (IllegalActionException x) {
            engagement = null;
            status.setText("The rules refused the AI's move: " + x.explain());
        } catch (IllegalStateException | DiceException x) {
            engagement = null;
            status.setText("Not played: " + x.getMessage());
        }
        forget();
        refresh();
    }

    /**
     * Presses Play until the players' turn: a background job plays step after
     * step, each recorded on the UI thread as it comes, until it is the
     * players' turn, the game ends, or the referee cancels.
     */
    public void playOn() {
        if (!playOn.isEnabled()) return;
        Engagement e = engagement();
        if (e == null) return;
        Display display = heading.getDisplay();
        String words = diceWords();
        int[] steps = { 0 };
        Suggestion first = suggestion;
        GameState firstOn = shownOn();
        playing = Job.create("The NPC AI plays", (IProgressMonitor monitor) -> {
            monitor.beginTask("The NPC AI plays until the players' turn", IProgressMonitor.UNKNOWN);
            String end;
            try {
                end = play(e, first, firstOn, monitor, display, words, steps);
            } catch (IllegalActionException x) {
                end = "Stopped: the rules refused the AI's move: " + x.explain();
            } catch (RuntimeException x) {
                end = "Stopped: " + x.getMessage();
            }
            monitor.done();
            String why = end;
            if (!display.isDisposed()) display.asyncExec(() -> finished(why, steps[0], e));
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        });
        status.setText("Playing…");
        buttons();
        playing.schedule();
    }

    /**
     * The job's work, off the UI thread: each step worked out here and recorded there, the first playing what
     * the part shows ({@code shown}, decided on {@code shownOn}); why it stopped.
     */
    private String play(Engagement e, Suggestion shown, GameState shownOn, IProgressMonitor monitor,
            Display display, String words, int[] steps) throws IllegalActionException {
        int idle = 0;
        while (steps[0] < MOST_STEPS) {
            if (monitor.isCanceled()) return "Cancelled";
            if (!e.aiToAct()) return stopped(e);
            Engagement.Step s = steps[0] == 0 ? e.step(shown, shownOn) : e.step();
            idle = s.advanced() ? idle + 1 : 0;
            String[] refused = new String[1];
            if (display.isDisposed()) return "The workbench closed";
            display.syncExec(() -> {
                try {
                    table.record(s.played(), words);
                    steps[0]++;
                    if (!status.isDisposed()) status.setText("Playing… " + steps[0] + " steps: " + said(s));
                } catch (IllegalStateException x) {
                    refused[0] = x.getMessage();
                }
            });
            if (refused[0] != null) return "Stopped: " + refused[0];
            monitor.worked(1);
            monitor.subTask(steps[0] + " steps");
            if (idle >= Engagement.STALLED_ADVANCES) {
                return "Stopped: the turn moved on " + idle + " times in a row and nobody acted";
            }
        }
        return "Stopped after " + MOST_STEPS + " steps, for the referee to look";
    }

    /**
     * The state the suggestion shown was decided on, which a step plays as shown (the same action and the AI's
     * same die) when its actor is the step's: null when nothing is shown or the game has moved on since.
     */
    private GameState shownOn() {
        Game g = table.game();
        return suggestion != null && decidedOn == g && g != null ? g.state() : null;
    }

    /**
     * Those the engagement has asked in this activation — who acted, and whose suggestion stood still — are not
     * decided for again when it stops, so the part goes on with whom the engagement would ask next.
     */
    private void asked(Engagement e) {
        int entries = table.game() == null ? 0 : table.game().journal().size();
        for (String id : e.asked()) actors.dealtWith(id, entries);
    }

    /** Why the AI may not play on now: the game has ended, or it is the players' turn. */
    private String stopped(Engagement e) {
        return e.ending().map(end -> "The game has ended: " + end.words() + ".")
                .orElse("It is the players' turn: the AI stops.");
    }

    private void finished(String why, int steps, Engagement e) {
        playing = null;
        engagement = null;
        asked(e);
        if (status.isDisposed()) return;
        status.setText(why + (why.endsWith(".") ? " " : ". ") + steps + (steps == 1 ? " step" : " steps")
                + " played, each an entry of the journal (Undo takes them back one by one); " + diceWords() + ".");
        forget();
        refresh();
    }

    /** Presses Cancel: the job stops after the step in hand, which is kept. */
    public void cancel() {
        if (playing != null) playing.cancel();
    }

    /** A step in words: "39e de Ligne: Advance — 39e de Ligne moves 6\"" or "Next: …". */
    private String said(Engagement.Step s) {
        if (s.played().isEmpty()) {
            // The suggestion shown stood still: nothing is written, its die goes with the next entry.
            String id = s.suggestion().actor();
            Game g = table.game();
            Actor a = g == null ? null : g.state().actor(id);
            return s.suggestion().intent().word() + " — " + (a == null ? id : a.name()) + ": no action now";
        }
        Game.Played last = s.played().get(s.played().size() - 1);
        if (s.advanced()) return "Next — " + last.outcome().headline();
        return s.suggestion().intent().word() + " — " + String.join("; ",
                s.played().stream().map(p -> p.outcome().headline()).toList());
    }

    // ---- helpers ------------------------------------------------------------------------------

    private static String kind(Reason.Kind kind) {
        String k = kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return switch (kind) {
            case NOT_TARGET -> "not the target";
            case RISK_FACTOR -> "risk factor";
            default -> k;
        };
    }

    private void relayout() {
        heading.getParent().layout(true, true);
    }

    private static GridData wide() {
        GridData g = new GridData(SWT.FILL, SWT.TOP, true, false);
        g.widthHint = 200; // wraps to the part's width, never asks it to be wider
        return g;
    }

    private static Button button(Composite parent, String text, String tip, Runnable press) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> press.run());
        return b;
    }

    private void column(String title, int width, java.util.function.Function<Object, String> text) {
        TableViewerColumn c = new TableViewerColumn(reasons, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(ColumnLabelProvider.createTextProvider(text));
    }
}
