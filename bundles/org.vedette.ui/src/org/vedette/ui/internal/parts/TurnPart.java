package org.vedette.ui.internal.parts;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.Map;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Side;
import org.vedette.core.rules.Scale;
import org.vedette.core.turn.TurnState;
import org.vedette.io.Diagnostic;
import org.vedette.io.JournalFile;
import org.vedette.table.victory.VictorySummary;
import org.vedette.ui.internal.Icons;
import org.vedette.ui.internal.model.OpenGame;
import org.vedette.ui.internal.model.TableSetting;
import org.vedette.ui.internal.model.WorkspaceFolder;
import org.vedette.ui.internal.model.Words;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/**
 * The game as it stands: the round and phase, who may act now
 * ({@code TurnState.describe()}), the ruleset's own bookkeeping (OHFA's fate
 * deck and hands, Sharpe's order of movement), every actor with its status
 * and marks, and the last entries of the journal — with Next (the turn moves
 * on) and Undo (the last move taken back). Actions are taken in the Action
 * Resolver, which acts in this game while it is open.
 *
 * <p>Nothing here shows a concealed input: the journal list writes an OHFA
 * allocation as {@code {concealed}}, and the rulesets' descriptions of the
 * turn say only who has committed.
 */
public final class TurnPart {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    @Inject private OpenGame game;
    @Inject private TablePick pick;
    /** What another bundle lays on the map (Game ▸ Draw Event's placement). */
    @Inject private MapMark mark;
    @Inject private GamePlay play;
    @Inject private Icons icons;
    @Inject private WorkspaceFolder folder;

    private Label title;
    private Label source;
    private Label round;
    private Label acting;
    private Label detail;
    /** Who has won or would win now by the scenario's victory conditions (empty when it has none). */
    private Label victory;
    private Label warning;
    private Button next;
    private Button undo;
    private Button redo;
    private Button correct;
    private Button close;
    /** Shown while the referee looks at an earlier moment of the game; empty otherwise. */
    private Label looking;
    private Button now;
    /** The journal entries shown in the actors' table: 0 for the game as it stands, k for after entry k. */
    private int lookingAt;
    /** The state the actors and the header show: now, or the moment looked back at. */
    private GameState shownState;
    private TableViewer actors;
    private TurnMap map;
    private TableViewer entries;
    private Color outColour;
    private Color actingColour;
    private final Runnable refresh = this::refresh;
    private final java.util.function.Consumer<org.vedette.ui.map.Tape> marked = t -> map.mark(t);
    private boolean large;
    /** The part's own composite, whose every control takes the table's type. */
    private Composite root;

    /** One line of the journal list: its entry's number (1 for the beginning) and line in the file. */
    record Line(int entry, int line, String time, String move, String headline) {
    }

    @PostConstruct
    void create(Composite parent) {
        root = parent;
        outColour = new Color(new RGB(0x8a, 0x8a, 0x8a));
        actingColour = new Color(new RGB(0x1f, 0x5f, 0x2a));
        parent.setLayout(new GridLayout(1, false));
        Composite head = strip(parent, 2, 2);

        Composite words = new Composite(head, SWT.NONE);
        words.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        GridLayout wordsLayout = new GridLayout(1, false);
        wordsLayout.marginWidth = 0;
        wordsLayout.marginHeight = 0;
        wordsLayout.verticalSpacing = 3;
        words.setLayout(wordsLayout);
        title = label(words, SWT.NONE);
        title.setFont(JFaceResources.getHeaderFont());
        source = label(words, SWT.NONE);
        source.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        round = label(words, SWT.NONE);
        round.setFont(JFaceResources.getBannerFont());
        acting = label(words, SWT.WRAP);
        acting.setForeground(actingColour);
        detail = label(words, SWT.WRAP);
        victory = label(words, SWT.WRAP);
        victory.setForeground(actingColour);
        warning = label(words, SWT.WRAP);
        warning.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));

        Composite buttons = new Composite(head, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.TOP, false, false));
        GridLayout buttonLayout = new GridLayout(1, true);
        buttonLayout.marginWidth = 0;
        buttonLayout.marginHeight = 0;
        buttons.setLayout(buttonLayout);
        next = button(buttons, "Next", "next", "The turn moves on: the next phase or side, the next figure in the"
                + " order, the next card drawn");
        next.addListener(SWT.Selection, e -> next());
        undo = button(buttons, "Undo move", "undo", "Take back the last move: the journal is cut before it");
        undo.addListener(SWT.Selection, e -> undo());
        redo = button(buttons, "Redo move", "redo", "Make the move taken back again, with the same dice");
        redo.addListener(SWT.Selection, e -> redo());
        correct = button(buttons, "Correct dice…", "dice-hand", "Make the last move again with the faces corrected"
                + " (a die typed wrongly)");
        correct.addListener(SWT.Selection, e -> correctDice());
        close = button(buttons, "Close game", "clear", "Close the game; its journal stays as it is");
        close.addListener(SWT.Selection, e -> play.close());

        Composite back = strip(parent, 2, 0);
        looking = label(back, SWT.WRAP);
        looking.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
        now = new Button(back, SWT.PUSH);
        now.setText("Back to now");
        now.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        now.addListener(SWT.Selection, e -> backToNow());

        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // The figures' list, and beside it the map when the game has positions (TurnMap).
        CTabFolder views = new CTabFolder(sash, SWT.BOTTOM | SWT.FLAT);
        actors = table(views);
        CTabItem figures = new CTabItem(views, SWT.NONE);
        figures.setText("Figures");
        figures.setControl(actors.getTable());
        views.setSelection(figures);
        map = new TurnMap(views, a -> a.name() + " — " + a.status() + (a.marks().isEmpty() ? "" : "; " + marks(a)),
                pick::moved, pick::aimed);
        column(actors, "", 24, a -> isActing((Actor) a) ? "▶" : "");
        column(actors, "Figure", 130, a -> ((Actor) a).name());
        column(actors, "Side", 96, a -> sideName((Actor) a));
        column(actors, "Status", 96, a -> status((Actor) a));
        column(actors, "Marks", 200, a -> marks((Actor) a));
        entries = table(sash);
        column(entries, "Line", 40, l -> Integer.toString(((Line) l).line()));
        column(entries, "Time", 64, l -> ((Line) l).time());
        column(entries, "Move", 200, l -> ((Line) l).move());
        column(entries, "What came of it", 200, l -> ((Line) l).headline());
        fillLastColumn(actors.getTable());
        fillLastColumn(entries.getTable());
        // The timeline: a journal row chosen shows the game as it was after it.
        entries.addSelectionChangedListener(e -> {
            Object chosen = entries.getStructuredSelection().getFirstElement();
            if (chosen instanceof Line l) lookBack(l.entry());
        });
        sash.setWeights(64, 36);

        game.addListener(refresh);
        mark.addListener(marked);
        refresh();
        if (large) tableLayout(true);
    }

    @PreDestroy
    void dispose() {
        game.removeListener(refresh);
        mark.removeListener(marked);
        outColour.dispose();
        actingColour.dispose();
    }

    /** Large type in the table layout (Window ▸ Table Layout). */
    @Inject
    void tableLayout(@org.eclipse.e4.core.di.annotations.Optional @Named(TableSetting.LAYOUT) Boolean on) {
        large = Boolean.TRUE.equals(on);
        if (title != null && !title.isDisposed()) {
            TableType.apply(root, large);
            title.setFont(large ? TableType.font() : JFaceResources.getHeaderFont());
            relayout();
        }
    }

    @Focus
    void focus() {
        next.setFocus();
    }

    // ---- what tests drive, as the referee would ------------------------------------------

    /** Presses Next. */
    public void next() {
        if (next.isEnabled()) play.next(next.getShell());
        refresh();
    }

    /** Presses Undo move. */
    public void undo() {
        if (undo.isEnabled()) play.undo(undo.getShell());
        refresh();
    }

    public boolean canUndo() {
        return undo.isEnabled();
    }

    /** Whether Next may be pressed: a game is open and has not ended. */
    public boolean canMoveOn() {
        return next.isEnabled();
    }

    /** Presses Redo move. */
    public void redo() {
        if (redo.isEnabled()) play.redo(redo.getShell());
        refresh();
    }

    public boolean canRedo() {
        return redo.isEnabled();
    }

    /** Presses Correct dice…. */
    public void correctDice() {
        if (correct.isEnabled()) play.correctDice(correct.getShell());
        refresh();
    }

    public boolean canCorrect() {
        return correct.isEnabled();
    }

    /**
     * Shows the game as it was after journal entry {@code entry} (1 for the
     * beginning): the actors' table and a line saying which moment it is.
     * The game itself stays where it is; the last entry is the game now.
     */
    public void lookBack(int entry) {
        if (!game.isOpen()) return;
        int all = game.journal().logged().size();
        lookingAt = entry >= all ? 0 : Math.max(1, entry);
        refresh();
    }

    /** The actors' table shows the game as it stands again. */
    public void backToNow() {
        lookingAt = 0;
        refresh();
    }

    /** "Looking back: …" while an earlier moment is shown; empty otherwise. */
    public String lookingText() {
        return looking.getText();
    }

    /** The turn as shown: the round and phase, who acts, the ruleset's bookkeeping, any warning; a line each. */
    /** The map of the game shown (for tests and pictures); its tab is there only when the game has positions. */
    public org.vedette.ui.map.TableMap map() {
        return map.map();
    }

    public boolean mapShown() {
        return map.shown();
    }

    /** Brings the map's tab to the front, when there is one. */
    public void showMap() {
        map.select();
    }

    public String turnText() {
        StringBuilder b = new StringBuilder();
        for (Label l : new Label[] { title, source, round, acting, detail, victory, warning }) {
            if (!l.getText().isEmpty()) b.append(shown(l.getText())).append('\n');
        }
        return b.toString();
    }

    /** What a label shows of its text: "&&" as "&", a lone "&" (a mnemonic) not at all. */
    static String shown(String text) {
        return text.replace("&&", "\u0000").replace("&", "").replace('\u0000', '&');
    }

    /** The actors' table's header for its names: "Figure", or "Unit" for a ruleset whose units act. */
    public String actorsHeader() {
        return actors.getTable().getColumn(1).getText();
    }

    /**
     * Whether the players may not see this actor yet: a ruleset hides forces
     * until they are revealed (The Other Side of the Hill's hidden garrison
     * and ambush) with the mark {@value #HIDDEN} = true, and the Turn part,
     * which the players see, leaves them out.
     */
    static boolean hidden(Actor a) {
        return Boolean.TRUE.equals(a.marks().get(HIDDEN));
    }

    /** The mark by which a ruleset hides an actor from the players. */
    static final String HIDDEN = "hidden";

    /** The actors' table as shown: each row's cells joined with " | ". */
    public List<String> actorRows() {
        return rows(actors.getTable());
    }

    /** The row of one actor (by name), or null. */
    public String actorRow(String name) {
        for (String r : actorRows()) {
            if (r.contains("| " + name + " |")) return r;
        }
        return null;
    }

    /** The journal list as shown, a row each. */
    public List<String> journalRows() {
        return rows(entries.getTable());
    }

    // ---- showing the game ----------------------------------------------------------------

    private void refresh() {
        if (title.isDisposed()) return;
        boolean open = game.isOpen();
        // An ended game moves on no more; Undo move still takes back the move that ended it.
        next.setEnabled(open && !game.game().ended());
        undo.setEnabled(open && game.game().canUndo());
        redo.setEnabled(open && game.canRedo());
        redo.setToolTipText(open && game.canRedo() ? "Make again: " + Words.move(game.rules(),
                game.redoable(), game.state()) + " — " + game.redoable().headline() : "Make the move taken back again, with the"
                + " same dice");
        correct.setEnabled(open && game.canCorrect());
        close.setEnabled(open);
        if (!open || lookingAt > game.journal().logged().size()) lookingAt = 0;
        if (!open) {
            title.setText("No game is open");
            source.setText("");
            round.setText("");
            acting.setText("Begin one with Game ▸ New Game… (or New Game… on a scenario in the Workspace part),"
                    + " or open a game there.");
            detail.setText("");
            victory.setText("");
            warning.setText("");
            actors.setInput(List.of());
            map.show(null, Set.of());
            entries.setInput(List.of());
            showLooking(null);
            relayout();
            return;
        }
        GameState now = game.state();
        JournalFile.Journal journal = game.journal();
        List<JournalFile.Logged> logged = journal.logged();
        GameState shown = now;
        String back = null;
        if (lookingAt > 0) {
            try {
                shown = game.stateAfter(lookingAt);
                JournalFile.Logged at = logged.get(lookingAt - 1);
                back = "Looking back: the game as it was after line " + at.line() + " (entry " + lookingAt + " of "
                        + logged.size() + ": " + Words.move(game.rules(), at.entry(), now) + "). The game goes on"
                        + " from its last entry.";
            } catch (OpenGame.GameFileException e) {
                back = "Line " + logged.get(lookingAt - 1).line() + " cannot be shown: " + e.getMessage();
            }
        }
        // The header is of the moment shown: looking back at a move, the order and the turn are as they were then.
        GameState state = shown;
        shownState = shown;
        title.setText(Words.label(journal.scenario().title()));
        source.setText(Words.label(game.rules().info().name() + " — " + relative()));
        // One Hour's actors are units, the skirmish rulesets' figures.
        actors.getTable().getColumn(1).setText(game.rules().profile().scale() == Scale.UNIT ? "Unit" : "Figure");
        TurnState turn = state.turn();
        if (turn == null) {
            round.setText("The game has not begun");
            acting.setText("Next begins it.");
            detail.setText("");
        } else if (state.ended()) {
            round.setText(Words.label("The game is over: " + state.ending()));
            acting.setText("Nobody acts any more. Undo move takes back the move that ended it.");
            detail.setText("");
        } else {
            round.setText(Words.label("Turn " + turn.round() + (turn.phase() == null ? "" : " — "
                    + phaseLabel(turn.phase()))));
            List<String> names = new ArrayList<>();
            for (String id : turn.activation().actors()) {
                Actor a = state.actor(id);
                if (a != null && (hidden(a) || state.isWaiting(a))) continue;
                names.add(a == null ? id : a.name());
            }
            acting.setText(Words.label(turn.activation().label() + (turn.activation().label().isEmpty() ? "" : ". ")
                    + "To act: " + (names.isEmpty() ? "nobody (Next moves the turn on)" : String.join(", ", names))));
            // The ruleset's bookkeeping is written with ids ("order: sharpe (12), …"): names read better.
            detail.setText(turn.detail() == null ? "" : Words.label(Words.names(turn.detail().describe(), state)));
        }
        // The standing is the game's as it is now, its journal replayed (the balance simulator's way of looking).
        String standing = VictorySummary.standing(journal.scenario(), game.game());
        if (game.game().ended()) standing = VictorySummary.ended(journal.scenario(), game.game());
        victory.setText(standing.isEmpty() ? "" : Words.label("Victory — " + standing));
        List<String> warned = new ArrayList<>();
        for (Diagnostic d : game.warnings()) warned.add("⚠ " + d.message());
        warning.setText(Words.label(String.join("\n", warned)));
        showLooking(back);
        // The list and the map show what the players may see: a hidden force stays off both until revealed.
        GameState seen = shown;
        for (Actor a : shown.actors().values()) {
            if (hidden(a) || hiddenForce(shown, a)) seen = seen.without(a.id());
        }
        actors.setInput(List.copyOf(seen.actors().values()));
        // A unit that arrives later is listed with its turn, and drawn once it is on the table.
        GameState drawn = seen.seenBy(null);
        map.show(drawn, drawn.turn() == null ? Set.of() : Set.copyOf(drawn.turn().activation().actors()));
        // Every entry, so any moment of the game can be looked at; a replay per look is cheap.
        List<Line> lines = new ArrayList<>();
        // What each entry gives on replay, in the ruleset's words now: a journal written before headlines named
        // who did what to whom shows them named all the same (the file's own words are in its warnings when they differ).
        List<JournalEntry> replayed = game.game().journal();
        for (int i = 0; i < logged.size(); i++) {
            JournalFile.Logged l = logged.get(i);
            String headline = replayed.size() == logged.size() ? replayed.get(i).headline() : l.entry().headline();
            // The move that ended the game says so, where the eye goes after a Next.
            if (i == logged.size() - 1 && now.ended()) headline += " — " + now.ending();
            lines.add(new Line(i + 1, l.line(), l.time() == null ? "" : TIME.format(l.time()),
                    Words.move(game.rules(), l.entry(), game.state()), headline));
        }
        entries.setInput(lines);
        Table t = entries.getTable();
        if (lookingAt == 0 && t.getItemCount() > 0) t.showItem(t.getItem(t.getItemCount() - 1));
        relayout();
    }

    private void showLooking(String text) {
        looking.setText(Words.label(text));
        now.setVisible(text != null);
        ((GridData) now.getLayoutData()).exclude = text == null;
        ((GridData) looking.getLayoutData()).exclude = text == null;
        looking.setVisible(text != null);
    }

    private void relayout() {
        title.getParent().getParent().getParent().layout(true, true);
    }

    private boolean isActing(Actor a) {
        TurnState t = game.isOpen() && shownState != null ? shownState.turn() : null;
        return t != null && t.activation().includes(a.id()) && !shownState.isWaiting(a);
    }

    /** An actor's status, or when it comes on if it is not on the table yet ("not on the table yet: it arrives on turn 3 …"). */
    private String status(Actor a) {
        String off = game.isOpen() && shownState != null ? shownState.offTable(a) : null;
        return off != null ? off : a.status().toString();
    }

    /**
     * Whether the actor is of a scenario's hidden force not yet revealed ({@code Side.Hidden}): like a ruleset's
     * {@value #HIDDEN} mark, the players do not see it. A unit that arrives later is no secret: it is listed with
     * when it comes on, but not drawn on the map before then.
     */
    static boolean hiddenForce(GameState state, Actor a) {
        return state.inHiddenForce(a);
    }

    private String phaseLabel(String phase) {
        for (var p : game.rules().turnStructure().phases()) {
            if (p.id().equals(phase)) return p.label();
        }
        return phase;
    }

    private String sideName(Actor a) {
        for (Side s : game.state().sides()) {
            if (s.id().equals(a.side())) return s.name() == null ? s.id() : s.name();
        }
        return a.side();
    }

    /** "Moved, Wound (right arm): serious, Loading (Baker rifle): 2 bounds": each mark by the ruleset's label, in words. */
    private String marks(Actor a) {
        return Words.marks(game.rules(), a, game.state());
    }

    private String relative() {
        return folder.root().relativize(game.file()).toString();
    }

    private static List<String> rows(Table table) {
        List<String> rows = new ArrayList<>();
        int columns = table.getColumnCount();
        for (TableItem item : table.getItems()) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                if (c > 0) b.append(" | ");
                b.append(item.getText(c));
            }
            rows.add(b.toString());
        }
        return rows;
    }

    /** A row across the part: {@code columns} wide, 2 pixels in from the sides and {@code marginHeight} from the top. */
    private static Composite strip(Composite parent, int columns, int marginHeight) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        GridLayout layout = new GridLayout(columns, false);
        layout.marginWidth = 2;
        layout.marginHeight = marginHeight;
        c.setLayout(layout);
        return c;
    }

    private static Label label(Composite parent, int style) {
        Label l = new Label(parent, style);
        GridData g = new GridData(SWT.FILL, SWT.TOP, true, false);
        g.widthHint = 200; // wraps to the part's width, never asks it to be wider
        l.setLayoutData(g);
        return l;
    }

    private Button button(Composite parent, String text, String icon, String tip) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setImage(icons.get(icon));
        b.setToolTipText(tip);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return b;
    }

    /** The last column (marks, what came of a move) takes the width the others leave. */
    private static void fillLastColumn(Table table) {
        table.addListener(SWT.Resize, e -> {
            int others = 0;
            for (int i = 0; i < table.getColumnCount() - 1; i++) others += table.getColumn(i).getWidth();
            table.getColumn(table.getColumnCount() - 1).setWidth(Math.max(160, table.getClientArea().width - others));
        });
    }

    private static TableViewer table(Composite parent) {
        TableViewer v = new TableViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        v.getTable().setHeaderVisible(true);
        v.getTable().setLinesVisible(true);
        v.setContentProvider(ArrayContentProvider.getInstance());
        return v;
    }

    private void column(TableViewer v, String title, int width, java.util.function.Function<Object, String> text) {
        TableViewerColumn c = new TableViewerColumn(v, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(element);
            }

            /** Who may act now in green; those out of the game in grey. */
            @Override
            public Color getForeground(Object element) {
                if (!(element instanceof Actor a)) return null;
                return a.status().out() ? outColour : isActing(a) ? actingColour : null;
            }
        });
    }
}
