package org.vedette.ui.internal.parts;

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

    TurnMap(CTabFolder views, Function<Actor, String> describe) {
        this.views = views;
        this.describe = describe;
        this.map = new TableMap(views, SWT.NONE);
        map.setVisible(false);
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
        map.setStands(geometry.stands(state.actors().values()).all(), state.sides().stream().map(Side::id).toList());
        map.setSelection(acting);
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
