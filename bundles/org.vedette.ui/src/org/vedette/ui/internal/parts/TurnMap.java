package org.vedette.ui.internal.parts;

import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.model.Side;
import org.vedette.core.model.Table;
import org.vedette.table.Stand;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;
import org.vedette.ui.map.TableMap;

/**
 * The Turn part's map: a tab beside the list of figures, there only while
 * the game shown has positions (a game measured on the table by hand has
 * none, and keeps the list alone). It shows the table as the game stands at
 * the moment the Turn part shows — now, or a moment looked back at — with
 * the actors whose turn it is outlined, those down in grey, those out gone,
 * and a figure's status and marks in the tooltip under the pointer. A
 * figure whose turn it is, dragged, is a move; clicked, it is picked to aim,
 * and the next figure clicked is its target: the line of sight follows the
 * pointer in between, and the Action Resolver gets what the table shows.
 */
final class TurnMap {
    private final CTabFolder views;
    private final TableMap map;
    private final Function<Actor, String> describe;
    private CTabItem item;
    private TableGeometry geometry;
    private Table geometryOf;
    private String rulesetOf;

    private final java.util.function.Consumer<TablePick.Move> dragged;
    private final java.util.function.Consumer<TablePick.Aim> aimed;
    private org.vedette.table.Stands stands;
    private Set<String> acting = Set.of();
    private Stand dragging;
    /** The figure picked to aim, waiting for the click on its target; null when none is. */
    private Stand aiming;
    /** Where the left button went down, in pixels: a release within {@link #CLICK} of it is a click, not a drag. */
    private int pressX;
    private int pressY;
    private static final int CLICK = 3;

    TurnMap(CTabFolder views, Function<Actor, String> describe, java.util.function.Consumer<TablePick.Move> dragged,
            java.util.function.Consumer<TablePick.Aim> aimed) {
        this.views = views;
        this.describe = describe;
        this.dragged = dragged;
        this.aimed = aimed;
        this.map = new TableMap(views, SWT.NONE);
        map.setVisible(false);
        // A figure whose turn it is, dragged: the tape shows the path, and the move goes to the Action Resolver.
        map.addListener(SWT.MouseDown, e -> {
            if (e.button != 1 || map.scale() == null) return;
            Stand s = map.standAt(map.scale().table(e.x, e.y));
            if (aiming != null) {
                // The second click: on another figure it aims; anywhere else it lets the pick go.
                Stand from = aiming;
                aiming = null;
                dragging = null;
                if (s != null && s != from) aim(from, s);
                else map.setTape(null);
                return;
            }
            dragging = s != null && acting.contains(s.id()) ? s : null;
            pressX = e.x;
            pressY = e.y;
        });
        map.addListener(SWT.MouseMove, e -> {
            if (dragging != null) map.setTape(tape(dragging, map.scale().table(e.x, e.y)));
            else if (aiming != null) map.setTape(sightTape(aiming, map.scale().table(e.x, e.y)));
        });
        map.addListener(SWT.MouseUp, e -> {
            if (e.button != 1 || dragging == null) return;
            Stand s = dragging;
            dragging = null;
            org.vedette.core.model.Position to = map.scale().table(e.x, e.y);
            if (Math.abs(e.x - pressX) <= CLICK && Math.abs(e.y - pressY) <= CLICK) {
                // A click, not a drag: the figure is picked to aim at the next one clicked.
                aiming = s;
                map.setTape(null);
                return;
            }
            map.setTape(tape(s, to));
            var measured = stands.measureMove(s, List.of(s.position(), to));
            // A move the map forbids costs no number: its length goes to the resolver, and the words say why,
            // for the referee to judge (the rules decide the move, the map only measures it).
            double distance = measured.forbidden() == null ? measured.cost() : measured.length();
            dragged.accept(new TablePick.Move(s.id(), measured.path(), distance, measured.roadBonus() > 0,
                    TablePick.words(measured)));
        });
        map.addListener(SWT.MouseMove, e -> {
            if (map.scale() == null) return;
            Stand s = map.standAt(map.scale().table(e.x, e.y));
            String tip = s == null ? null : describe.apply(s.actor());
            if (!java.util.Objects.equals(tip, map.getToolTipText())) map.setToolTipText(tip);
        });
    }

    /** Shows the game as it stands in {@code state}, the actors {@code acting} outlined; hides the tab without positions. */
    void show(GameState state, Set<String> acting) {
        boolean positions = state != null && state.actors().values().stream().anyMatch(a -> a.position() != null);
        if (!positions) {
            if (item != null) {
                item.dispose();
                item = null;
                map.setVisible(false);
            }
            return;
        }
        if (item == null) {
            item = new CTabItem(views, SWT.NONE);
            item.setText("Map");
            item.setControl(map);
        }
        // Preparing a table's outlines is the costly part: once per table, not per move.
        if (geometry == null || geometryOf != state.table() || !state.ruleset().equals(rulesetOf)) {
            geometry = TableGeometry.of(state.table(), TableRules.forRuleset(state.ruleset()));
            geometryOf = state.table();
            rulesetOf = state.ruleset();
        }
        map.setTable(state.table());
        stands = geometry.stands(state.actors().values());
        map.setStands(stands.all(), state.sides().stream().map(Side::id).toList());
        map.setSelection(acting);
        map.setTape(null);
        aiming = null;
        this.acting = Set.copyOf(acting);
    }

    /** Lays a mark from another bundle (where an event appears) on the map, while it is shown; the next move clears it. */
    void mark(org.vedette.ui.map.Tape tape) {
        if (item == null || map.isDisposed()) return;
        aiming = null;
        dragging = null;
        map.setTape(tape);
    }

    /** Aims {@code from} at {@code to}: the line of sight stays on the map, and the Action Resolver is told. */
    private void aim(Stand from, Stand to) {
        var sighting = org.vedette.table.Sightings.of(geometry, stands, from, to);
        String words = TablePick.words(sighting);
        map.setTape(new org.vedette.ui.map.Tape(from.position(), to.position(), List.of(from.actor().name() + " → "
                + to.actor().name() + ": " + words), sighting.visible()));
        aimed.accept(new TablePick.Aim(from.id(), to.id(), sighting, words));
    }

    /** The line from the figure picked to aim to the pointer: what it sees of a figure under it, else the tape alone. */
    private org.vedette.ui.map.Tape sightTape(Stand from, org.vedette.core.model.Position to) {
        Stand under = map.standAt(to);
        if (under == null || under == from) {
            return new org.vedette.ui.map.Tape(from.position(), to, List.of(from.actor().name()
                    + ": click the figure to aim at, or the ground to let go"), true);
        }
        var sighting = org.vedette.table.Sightings.of(geometry, stands, from, under);
        return new org.vedette.ui.map.Tape(from.position(), under.position(), List.of(from.actor().name() + " → "
                + under.actor().name() + ": " + TablePick.words(sighting)), sighting.visible());
    }

    /** The figure picked to aim and waiting for its target (for tests), or null. */
    String aiming() {
        return aiming == null ? null : aiming.id();
    }

    /** The path of a drag: straight from the figure's centre, its length and cost by the going, and whether the going forbids it. */
    private org.vedette.ui.map.Tape tape(Stand s, org.vedette.core.model.Position to) {
        var measured = stands.measureMove(s, List.of(s.position(), to));
        return new org.vedette.ui.map.Tape(s.position(), to, List.of(s.actor().name() + ": " + TablePick.words(measured)
                + " — take the move in the Action Resolver"), measured.forbidden() == null);
    }

    /** The map (for tests and pictures), and whether its tab is there. */
    TableMap map() {
        return map;
    }

    boolean shown() {
        return item != null && !item.isDisposed();
    }

    /** Brings the map's tab to the front. */
    void select() {
        if (shown()) views.setSelection(item);
    }
}
