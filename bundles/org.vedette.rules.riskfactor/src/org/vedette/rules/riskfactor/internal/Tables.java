package org.vedette.rules.riskfactor.internal;

import java.util.concurrent.atomic.AtomicReference;

import org.vedette.core.game.GameState;
import org.vedette.core.model.Table;
import org.vedette.rules.riskfactor.RiskFactor;
import org.vedette.table.TableGeometry;
import org.vedette.table.TableRules;

/**
 * The table's geometry for the games one ruleset instance plays: preparing a
 * table's outlines costs far more than a shot or an Actions-table roll
 * (docs/PERFORMANCE.md), and a game's table never changes, so the last one
 * asked about is kept — by identity, on this instance, never in a static —
 * and the figures are placed once for each state (a state is immutable).
 */
final class Tables {
    private record Built(Table table, TableGeometry geometry) {
    }

    private final AtomicReference<Built> last = new AtomicReference<>();

    /**
     * The figures of the last two states asked about, placed: the AI tries several lines against one state, and
     * between them asks of a state a mark apart (the figure loaded, the shooting phase) and comes back — one
     * kept would place the figures of the first state again each time. The last, and the one before it (or null).
     */
    private record Placed(GameState state, Positions positions, Placed before) {
    }

    private final AtomicReference<Placed> placed = new AtomicReference<>();

    /** The figures of this state on its table; null when the game has no table. */
    Positions positions(GameState s) {
        Table table = s.table();
        if (table == null) return null;
        Built b = last.get();
        if (b == null || b.table() != table) {
            b = new Built(table, TableGeometry.of(table, TableRules.forRuleset(RiskFactor.RULESET)));
            last.set(b);
        }
        Placed p = placed.get();
        if (p != null && p.state() == s) return p.positions();
        Placed q = p == null ? null : p.before();
        if (q != null && q.state() == s) {
            // Back to the state before: it becomes the last again, with the other kept (never more than two).
            placed.set(new Placed(s, q.positions(), new Placed(p.state(), p.positions(), null)));
            return q.positions();
        }
        // The last state's stands lend theirs to the actors this one did not change, and their lines of sight
        // while nobody moved (TableGeometry.stands): the AI rehearses its shots against states a mark apart.
        Positions positions = new Positions(b.geometry(), s, p == null ? null : p.positions());
        placed.set(new Placed(s, positions, p == null ? null : new Placed(p.state(), p.positions(), null)));
        return positions;
    }
}
