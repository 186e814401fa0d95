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
 * and a figure's status and marks in the tooltip under the pointer.
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
    private org.vedette.table.Stands stands;
    private Set<String> acting = Set.of();
    private Stand dragging;

    TurnMap(CTabFolder views, Function<Actor, String> describe, java.util.function.Consumer<TablePick.Move> dragged) {
        this.views = views;
        this.describe = describe;
        this.dragged = dragged;
        this.map = new TableMap(views, SWT.NONE);
        map.setVisible(false);
        // A figure whose turn it is, dragged: the tape shows the path, and the move goes to the Action Resolver.
        map.addListener(SWT.MouseDown, e -> {
            if (e.button != 1 || map.scale() == null) return;
            Stand s = map.standAt(map.scale().table(e.x, e.y));
            dragging = s != null && acting.contains(s.id()) ? s : null;
        });
        map.addListener(SWT.MouseMove, e -> {
            if (dragging != null) map.setTape(tape(dragging, map.scale().table(e.x, e.y)));
        });
        map.addListener(SWT.MouseUp, e -> {
            if (e.button != 1 || dragging == null) return;
            Stand s = dragging;
            dragging = null;
            org.vedette.core.model.Position to = map.scale().table(e.x, e.y);
            if (to.distanceTo(s.position()) < 0.1) {
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
        this.acting = Set.copyOf(acting);
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
