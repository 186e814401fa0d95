package org.vedette.ui.editors.parts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Edge;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Scenario;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.model.Zone;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.ReadResult;
import org.vedette.io.ScenarioFiles;
import org.vedette.table.Outlines;
import org.vedette.table.Stand;
import org.vedette.table.Stands;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.map.MapPicture;
import org.vedette.ui.map.Tape;
import org.vedette.ui.map.TableMap;

/**
 * A scenario's Table page: the table's map, to scale, and the tools to lay
 * it out with the mouse — pick and drag a figure or unit to place it (with
 * Shift, turn it to face the pointer, in steps of 5°), drag a terrain feature's point, draw
 * a terrain outline or a zone point by point (double-click or Finish ends
 * it), and the tape measure, which from one base to another shows the
 * distance and the line of sight as org.vedette.table computes them. Every
 * change is one operation of the document (so one Undo), written into the
 * text as a designer would write it (TableEdits); the map itself is drawn
 * from the scenario io reads from that text, so what is shown is what the
 * file says.
 */
public final class TablePage implements FormPage {
    /** What a left click on the map does. */
    public enum Tool {
        SELECT("Select and move"), TERRAIN("Draw terrain"), ZONE("Draw zone"), TAPE("Tape measure");

        final String label;

        Tool(String label) {
            this.label = label;
        }
    }

    /** A click within this many pixels of a terrain feature's point takes the point. */
    private static final int GRAB = 8;

    private final Document document;
    private final EditorSupport support;
    private final Path file;

    private TableMap map;
    private Label status;
    private Combo kind, cover, going, zoneKind, zoneSide, edge;
    private final Map<Tool, Button> tools = new LinkedHashMap<>();
    private Tool tool = Tool.SELECT;

    /** The scenario as last read, and the table made ready for the engine's questions; null while unreadable. */
    private Scenario scenario;
    private TableGeometry geometry;
    private Stands stands;
    private final Map<String, Actor> actors = new LinkedHashMap<>();
    private List<String> sides = List.of();

    private String selectedActor;
    private int selectedTerrain = -1;
    private final List<Position> drawing = new ArrayList<>();
    /** The gesture under way with the left button held. */
    private Gesture gesture;
    /** Whether the document changed while the page was hidden. */
    private boolean stale = true;

    private sealed interface Gesture {
    }

    private record Moving(Actor actor, double dx, double dy, Position to) implements Gesture {
    }

    private record Turning(Actor actor, Position to) implements Gesture {
    }

    private record Reshaping(int feature, int point, Position to) implements Gesture {
    }

    private record Measuring(Position from, Stand fromStand) implements Gesture {
    }

    TablePage(Document document, EditorSupport support, Path file) {
        this.document = document;
        this.support = support;
        this.file = file;
    }

    @Override
    public String title() {
        return "Table";
    }

    @Override
    public Control create(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(page, SWT.NONE);
        // A row that wraps: the tools and lists stay in reach when the editor is narrow (the table layout).
        org.eclipse.swt.layout.RowLayout row = new org.eclipse.swt.layout.RowLayout(SWT.HORIZONTAL);
        row.wrap = true;
        row.center = true;
        bar.setLayout(row);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        for (Tool t : Tool.values()) {
            Button b = new Button(bar, SWT.RADIO);
            b.setText(t.label);
            b.addListener(SWT.Selection, e -> {
                if (b.getSelection()) useTool(t);
            });
            tools.put(t, b);
        }
        tools.get(Tool.SELECT).setSelection(true);
        kind = combo(bar, "Kind", TerrainKind.values(), TerrainKind.WOODS);
        cover = combo(bar, "Cover", CoverClass.values(), CoverClass.SOFT);
        going = combo(bar, "Going", Going.values(), Going.BAD);
        kind.addListener(SWT.Selection, e -> setSelectedTerrain("kind", TerrainKind.values()[kind.getSelectionIndex()]));
        cover.addListener(SWT.Selection, e -> setSelectedTerrain("cover", CoverClass.values()[cover.getSelectionIndex()]));
        going.addListener(SWT.Selection, e -> setSelectedTerrain("going", Going.values()[going.getSelectionIndex()]));
        zoneKind = combo(bar, "Zone", Zone.Kind.values(), Zone.Kind.DEPLOYMENT);
        zoneSide = new Combo(bar, SWT.READ_ONLY);
        zoneSide.setToolTipText("The side the zone belongs to");
        edge = combo(bar, "Friendly edge", Edge.values(), Edge.SOUTH);
        edge.addListener(SWT.Selection, e -> document.edit("Set Friendly Edge", null, tree -> org.vedette.ui.editors
                .model.Members.set(tree, "/table/friendlyEdge", com.fasterxml.jackson.databind.node.JsonNodeFactory
                        .instance.textNode(TableEdits.word(Edge.values()[edge.getSelectionIndex()])))));
        button(bar, "Finish outline", this::finishOutline);
        button(bar, "Fit", () -> map.fit());
        button(bar, "Export PNG…", this::exportAsked);
        map = new TableMap(page, SWT.BORDER);
        map.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        map.addListener(SWT.MouseDown, this::mouseDown);
        map.addListener(SWT.MouseMove, this::mouseMove);
        map.addListener(SWT.MouseUp, this::mouseUp);
        map.addListener(SWT.MouseDoubleClick, e -> {
            if (e.button == 1 && (tool == Tool.TERRAIN || tool == Tool.ZONE)) finishOutline();
        });
        map.addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.CR || e.keyCode == SWT.KEYPAD_CR) finishOutline();
            if (e.keyCode == SWT.ESC) cancel();
        });
        page.addListener(SWT.Show, e -> {
            if (stale) page.getDisplay().asyncExec(() -> {
                if (!page.isDisposed()) refresh();
            });
        });
        status = new Label(page, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return page;
    }

    private static <E extends Enum<E>> Combo combo(Composite bar, String label, E[] values, E initial) {
        new Label(bar, SWT.NONE).setText(label);
        Combo c = new Combo(bar, SWT.READ_ONLY);
        for (E v : values) c.add(TableEdits.word(v));
        c.select(initial.ordinal());
        return c;
    }

    private static void button(Composite bar, String label, Runnable action) {
        Button b = new Button(bar, SWT.PUSH);
        b.setText(label);
        b.addListener(SWT.Selection, e -> action.run());
    }

    @Override
    public void refresh() {
        // Reading the scenario and preparing its table costs a parse per keystroke: done only while the
        // page is shown, and when it is shown again.
        if (!map.isVisible()) {
            stale = true;
            return;
        }
        stale = false;
        ReadResult<Scenario> read = ScenarioFiles.parse(document.text(), file, support.catalog());
        scenario = read.value();
        actors.clear();
        if (scenario == null) {
            geometry = null;
            stands = null;
            map.setTable(null);
            say(read.errors().isEmpty() ? "The scenario has no table yet: give it a width and depth on the Overview."
                    : "The map shows the table once the scenario reads: " + read.errors().get(0).message());
            return;
        }
        Table table = scenario.table();
        geometry = TableGeometry.of(table, TableRules.forRuleset(scenario.ruleset()));
        Ruleset rules = support.ruleset(scenario.ruleset()).orElse(null);
        if (rules != null) actors.putAll(GameState.of(scenario, rules).actors());
        sides = scenario.sides().stream().map(Side::id).toList();
        stands = geometry.stands(actors.values());
        map.setTable(table);
        map.setStands(stands.all(), sides);
        if (selectedTerrain >= table.terrain().size()) selectedTerrain = -1;
        showSelection();
        String chosenSide = zoneSide.getText();
        zoneSide.removeAll();
        zoneSide.add("every side");
        sides.forEach(zoneSide::add);
        zoneSide.select(Math.max(0, zoneSide.indexOf(chosenSide)));
        zoneSide.getParent().layout(true);
        edge.select(table.friendlyEdge().ordinal());
        if (rules == null) say("Choose an installed ruleset on the Overview to see the figures and units on the map.");
    }

    private void useTool(Tool t) {
        tool = t;
        drawing.clear();
        map.setSketch(drawing);
        map.setTape(null);
        say(switch (t) {
            case SELECT -> "Drag a base to place it (Shift-drag turns it); click a terrain feature and drag its points.";
            case TERRAIN -> "Click the outline's points; double-click or Finish outline ends it. Kind, cover and going"
                    + " are those chosen above.";
            case ZONE -> "Click the zone's points; double-click or Finish outline ends it.";
            case TAPE -> "Drag from one point or base to another: the distance, and from base to base the line of sight.";
        });
    }

    private void mouseDown(Event e) {
        if (e.button != 1 || geometry == null) return;
        map.setFocus();
        Position p = map.scale().table(e.x, e.y);
        switch (tool) {
            case SELECT -> pick(p, e.x, e.y, (e.stateMask & SWT.SHIFT) != 0);
            case TERRAIN, ZONE -> {
                drawing.add(p);
                map.setSketch(drawing);
            }
            case TAPE -> gesture = new Measuring(p, map.standAt(p));
        }
    }

    private void pick(Position p, int px, int py, boolean turn) {
        if (selectedTerrain >= 0) {
            List<Position> outline = scenario.table().terrain().get(selectedTerrain).outline();
            for (int i = 0; i < outline.size(); i++) {
                Position v = outline.get(i);
                if (Math.hypot(map.scale().screenX(v.x()) - px, map.scale().screenY(v.y()) - py) <= GRAB) {
                    gesture = new Reshaping(selectedTerrain, i, v);
                    return;
                }
            }
        }
        Stand s = map.standAt(p);
        if (s != null) {
            selectedActor = s.id();
            selectedTerrain = -1;
            gesture = turn ? new Turning(s.actor(), s.position())
                    : new Moving(s.actor(), p.x() - s.position().x(), p.y() - s.position().y(), s.position());
        } else {
            selectedActor = null;
            selectedTerrain = terrainAt(p);
        }
        showSelection();
    }

    /** The topmost terrain feature whose area holds the point or whose line passes within half an inch. */
    private int terrainAt(Position p) {
        List<TerrainFeature> terrain = scenario.table().terrain();
        for (int i = terrain.size() - 1; i >= 0; i--) {
            TerrainFeature f = terrain.get(i);
            if (f.outline().isEmpty()) continue;
            if (f.shape() == TerrainFeature.Shape.AREA ? inside(f.outline(), p)
                    : nearLine(f.outline(), p, Math.max(0.5, f.width() / 2))) return i;
        }
        return -1;
    }

    private void mouseMove(Event e) {
        if (gesture == null || geometry == null) return;
        Position p = map.scale().table(e.x, e.y);
        switch (gesture) {
            case Moving m -> {
                gesture = new Moving(m.actor(), m.dx(), m.dy(), new Position(p.x() - m.dx(), p.y() - m.dy(),
                        facingOf(m.actor())));
                preview(m.actor(), ((Moving) gesture).to());
            }
            case Turning t -> {
                Position at = t.actor().position();
                // In steps of 5°: finer than a facing is judged by eye on a table, and a pixel off does not show.
                double facing = Math.toDegrees(Math.atan2(p.x() - at.x(), p.y() - at.y()));
                gesture = new Turning(t.actor(), new Position(at.x(), at.y(), (double) Math.floorMod(5 * Math.round(
                        facing / 5), 360)));
                preview(t.actor(), ((Turning) gesture).to());
            }
            case Reshaping r -> {
                gesture = new Reshaping(r.feature(), r.point(), p);
                List<TerrainFeature> terrain = new ArrayList<>(scenario.table().terrain());
                TerrainFeature f = terrain.get(r.feature());
                List<Position> outline = new ArrayList<>(f.outline());
                outline.set(r.point(), p);
                terrain.set(r.feature(), new TerrainFeature(f.id(), f.kind(), f.name(), outline, f.cover(), f.going(),
                        f.shape(), f.width(), f.height()));
                Table t = scenario.table();
                map.setTable(new Table(t.width(), t.depth(), t.friendlyEdge(), terrain, t.zones(), t.markers()));
            }
            case Measuring m -> measure(m, p, map.standAt(p));
        }
    }

    private void mouseUp(Event e) {
        if (e.button != 1 || gesture == null) return;
        Gesture done = gesture;
        gesture = null;
        switch (done) {
            case Moving m -> place(m.actor(), m.to());
            case Turning t -> place(t.actor(), t.to());
            case Reshaping r -> {
                if (!r.to().equals(scenario.table().terrain().get(r.feature()).outline().get(r.point()))) {
                    document.edit("Move Outline Point", null, tree -> TableEdits.moveVertex(tree, r.feature(),
                            r.point(), r.to()));
                }
            }
            case Measuring m -> measure(m, map.scale().table(e.x, e.y), map.standAt(map.scale().table(e.x, e.y)));
        }
    }

    /** Writes where an actor now stands: one operation, "Move 1st Foot". */
    private void place(Actor actor, Position to) {
        if (to.equals(actor.position())) return;
        if (!scenario.table().contains(to)) {
            say(actor.name() + " was not moved: (" + TableEdits.tenth(to.x()) + ", " + TableEdits.tenth(to.y())
                    + ") is off the " + scenario.table().width() + "\" x " + scenario.table().depth() + "\" table.");
            refresh();
            return;
        }
        document.edit("Move " + actor.name(), null, tree -> TableEdits.place(tree, actor.side(), actor.id(), to));
    }

    private static Double facingOf(Actor a) {
        return a.position() == null ? null : a.position().facing();
    }

    private void preview(Actor actor, Position to) {
        List<Stand> shown = new ArrayList<>();
        for (Stand s : stands.all()) shown.add(s.id().equals(actor.id()) ? geometry.stand(actor.withPosition(to)) : s);
        map.setStands(shown, sides);
    }

    /** Lays the tape; from base to base it also says what the line of sight meets (Stands.sight). */
    private void measure(Measuring m, Position to, Stand toStand) {
        List<String> notes = new ArrayList<>();
        boolean clear = true;
        Position from = m.from();
        if (m.fromStand() != null && toStand != null && toStand != m.fromStand()) {
            from = m.fromStand().position();
            to = toStand.position();
            notes.add(m.fromStand().actor().name() + " to " + toStand.actor().name() + ": "
                    + inches(geometry.distance(m.fromStand(), toStand)) + " base to base");
            var sight = stands.sight(m.fromStand(), toStand);
            clear = sight.visible();
            notes.add(sight.visible() ? "Line of sight: clear" + (sight.partial() ? ", part of the base seen" : "")
                    + "; cover " + TableEdits.word(sight.cover()) : "Line of sight: blocked");
        } else {
            notes.add(inches(from.distanceTo(to)));
        }
        // Beside the tape the distance and whether it sees; the reasons, often long, below the map.
        map.setTape(new Tape(from, to, notes, clear));
        List<String> said = new ArrayList<>(notes);
        if (m.fromStand() != null && toStand != null && toStand != m.fromStand()) {
            said.addAll(stands.sight(m.fromStand(), toStand).reasons());
        }
        say(String.join(" — ", said));
    }

    private static String inches(double d) {
        return String.format(java.util.Locale.ROOT, "%.1f\"", d);
    }

    /** Ends the outline being drawn: a terrain feature or a zone, when the engine accepts the outline. */
    void finishOutline() {
        if (tool != Tool.TERRAIN && tool != Tool.ZONE || geometry == null) return;
        List<Position> points = new ArrayList<>();
        for (Position p : drawing) {
            // A double-click's second press lands where the first did: one point, not two.
            if (points.isEmpty() || points.get(points.size() - 1).distanceTo(p) > 0.2) points.add(p);
        }
        TerrainKind k = TerrainKind.values()[kind.getSelectionIndex()];
        TerrainFeature.Shape shape = tool == Tool.ZONE ? TerrainFeature.Shape.AREA : TerrainFeature.defaultShape(k);
        List<Position> rounded = points.stream().map(p -> Position.at(TableEdits.tenth(p.x()), TableEdits.tenth(p.y())))
                .toList();
        Outlines.Problem problem = rounded.isEmpty() ? new Outlines.Problem(0, "no points were clicked")
                : Outlines.check(shape, rounded);
        if (problem != null) {
            say("Nothing was drawn: " + problem.message() + ". Click the points again.");
            cancel();
            return;
        }
        if (tool == Tool.TERRAIN) {
            CoverClass c = CoverClass.values()[cover.getSelectionIndex()];
            Going g = Going.values()[going.getSelectionIndex()];
            document.edit("Draw " + TableEdits.word(k), null, tree -> TableEdits.addTerrain(tree, k, rounded, c, g));
        } else {
            Zone.Kind zk = Zone.Kind.values()[zoneKind.getSelectionIndex()];
            String side = zoneSide.getSelectionIndex() <= 0 ? null : sides.get(zoneSide.getSelectionIndex() - 1);
            document.edit("Draw Zone", null, tree -> TableEdits.addZone(tree, zk, side, rounded));
        }
        drawing.clear();
        map.setSketch(drawing);
    }

    private void cancel() {
        drawing.clear();
        gesture = null;
        map.setSketch(drawing);
        map.setTape(null);
    }

    /** Changes the selected terrain feature's kind, cover or going: one operation. */
    private void setSelectedTerrain(String member, Enum<?> value) {
        if (selectedTerrain < 0 || scenario == null) return;
        int index = selectedTerrain;
        document.edit("Set Terrain " + member, null, tree -> TableEdits.setTerrain(tree, index, member, value));
    }

    private void showSelection() {
        if (scenario == null) return;
        if (selectedTerrain >= 0) {
            TerrainFeature f = scenario.table().terrain().get(selectedTerrain);
            kind.select(f.kind().ordinal());
            cover.select(f.cover().ordinal());
            going.select(f.going().ordinal());
            map.setSelection(Set.of(f.id()));
            say(f.name() + ": " + TableEdits.word(f.kind()) + ", cover " + TableEdits.word(f.cover()) + ", going "
                    + TableEdits.word(f.going()) + ". Drag a point to reshape it; the lists above change it.");
        } else {
            map.setSelection(selectedActor == null ? Set.of() : Set.of(selectedActor));
        }
    }

    private void exportAsked() {
        FileDialog dialog = new FileDialog(map.getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.png" });
        dialog.setFileName((scenario == null ? "table" : scenario.id()) + ".png");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) exportPng(Path.of(chosen));
    }

    /** Writes the table as a PNG at 10 pixels to the inch; says where, or why it could not. */
    public void exportPng(Path to) {
        if (scenario == null) {
            say("There is no table to export while the scenario does not read.");
            return;
        }
        try {
            MapPicture.writePng(to, MapPicture.draw(map.getDisplay(), scenario.table(), stands.all(), sides, 10));
            say("The table was written to " + to + ".");
        } catch (IOException | org.eclipse.swt.SWTException ex) {
            say("The table could not be written to " + to + ": " + ex.getMessage());
        }
    }

    private void say(String text) {
        status.setText(text);
        status.getParent().layout(new Control[] { status });
    }

    private static boolean inside(List<Position> ring, Position p) {
        boolean in = false;
        for (int i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
            Position a = ring.get(i), b = ring.get(j);
            if ((a.y() > p.y()) != (b.y() > p.y())
                    && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x()) in = !in;
        }
        return in;
    }

    private static boolean nearLine(List<Position> line, Position p, double within) {
        for (int i = 1; i < line.size(); i++) {
            Position a = line.get(i - 1), b = line.get(i);
            double dx = b.x() - a.x(), dy = b.y() - a.y();
            double t = dx == 0 && dy == 0 ? 0 : Math.max(0, Math.min(1, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy)
                    / (dx * dx + dy * dy)));
            if (Math.hypot(a.x() + t * dx - p.x(), a.y() + t * dy - p.y()) <= within) return true;
        }
        return false;
    }

    // For tests: what the page shows and the tool it uses.

    public TableMap map() {
        return map;
    }

    public String status() {
        return status.getText();
    }

    public void chooseTool(Tool t) {
        tools.values().forEach(b -> b.setSelection(false));
        tools.get(t).setSelection(true);
        useTool(t);
    }

    /** Lays the tape from one base to another, as the tape measure dragged between them does. */
    public void measure(String fromId, String toId) {
        chooseTool(Tool.TAPE);
        Stand from = stands == null ? null : stands.get(fromId), to = stands == null ? null : stands.get(toId);
        if (from == null || to == null) throw new IllegalArgumentException("no base '" + (from == null ? fromId : toId)
                + "' on the map");
        measure(new Measuring(from.position(), from), to.position(), to);
    }

    /** Chooses the kind, cover and going the next outline is drawn with (or the selected feature is given). */
    public void chooseTerrain(TerrainKind k, CoverClass c, Going g) {
        kind.select(k.ordinal());
        cover.select(c.ordinal());
        going.select(g.ordinal());
    }
}
