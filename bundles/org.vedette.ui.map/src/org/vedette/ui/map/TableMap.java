package org.vedette.ui.map;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.vedette.core.model.Base;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.table.Stand;

/**
 * The table drawn to scale: the cloth with a grid in inches (every foot
 * darker), terrain outlines filled by kind, zones, the friendly edge,
 * markers, and each figure's or unit's base turned to its facing in its
 * side's colour; the selected bases outlined, and the tape measure or line
 * of sight laid on top.
 * <p>
 * The mouse wheel zooms about the pointer; dragging with the middle or right
 * button pans. What a left click or drag does is the page's to say: it asks
 * {@link #scale()} where a pixel is on the table and {@link #standAt} which
 * base is there, and tells the map what to show. The map reads the model and
 * never changes it.
 */
public final class TableMap extends Canvas {
    private Table table;
    private List<Stand> stands = List.of();
    private List<String> sides = List.of();
    private Set<String> selected = Set.of();
    private Tape tape;
    private List<Position> sketch = List.of();
    private MapScale scale;
    /** Whether the user zoomed or panned: a resize then keeps the view instead of fitting the table again. */
    private boolean placedByHand;
    private Point panFrom;

    public TableMap(Composite parent, int style) {
        super(parent, style | SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        addListener(SWT.Paint, e -> paint(e));
        addListener(SWT.Resize, e -> {
            if (!placedByHand) fit();
        });
        addListener(SWT.MouseVerticalWheel, e -> zoom(e.count > 0 ? 1.2 : 1 / 1.2, e.x, e.y));
        addListener(SWT.MouseDown, e -> {
            if (e.button == 2 || e.button == 3) panFrom = new Point(e.x, e.y);
        });
        addListener(SWT.MouseMove, e -> {
            if (panFrom == null) return;
            pan(e.x - panFrom.x, e.y - panFrom.y);
            panFrom = new Point(e.x, e.y);
        });
        addListener(SWT.MouseUp, e -> {
            if (e.button == 2 || e.button == 3) panFrom = null;
        });
    }

    /** Shows a table (null: none, an empty map) and fits it in the map the first time. */
    public void setTable(Table table) {
        boolean first = this.table == null || table == null || this.table.depth() != table.depth()
                || this.table.width() != table.width();
        this.table = table;
        if (first) {
            placedByHand = false;
            fit();
        }
        redraw();
    }

    public Table table() {
        return table;
    }

    /**
     * The bases to draw, and the sides in the scenario's order (a side's
     * place gives its colour, so it keeps it when a side's last figure moves).
     */
    public void setStands(List<Stand> stands, List<String> sides) {
        this.stands = List.copyOf(stands);
        this.sides = List.copyOf(sides);
        redraw();
    }

    public List<Stand> stands() {
        return stands;
    }

    /** The ids of the bases drawn as selected, and of terrain features drawn with their points shown. */
    public void setSelection(Set<String> ids) {
        this.selected = Set.copyOf(new LinkedHashSet<>(ids));
        redraw();
    }

    public Set<String> selection() {
        return selected;
    }

    /** The tape measure or line of sight to lay on the map, or null for none. */
    public void setTape(Tape tape) {
        this.tape = tape;
        redraw();
    }

    public Tape tape() {
        return tape;
    }

    /** The outline being drawn, point by point (a terrain feature or zone not yet made), or empty. */
    public void setSketch(List<Position> points) {
        this.sketch = List.copyOf(points);
        redraw();
    }

    public List<Position> sketch() {
        return sketch;
    }

    /** Where the table lies on the screen now. */
    public MapScale scale() {
        return scale;
    }

    /** Fits the whole table in the map. */
    public void fit() {
        Rectangle area = getClientArea();
        if (table == null || area.width <= 0 || area.height <= 0) return;
        scale = MapScale.fit(table.width(), table.depth(), area.width, area.height, 16);
        redraw();
    }

    /** Zooms by {@code factor} about the screen point (px, py). */
    public void zoom(double factor, int px, int py) {
        if (scale == null) return;
        scale = scale.zoom(factor, px, py);
        placedByHand = true;
        redraw();
    }

    /** Moves the table by (dx, dy) pixels. */
    public void pan(int dx, int dy) {
        if (scale == null) return;
        scale = scale.pan(dx, dy);
        placedByHand = true;
        redraw();
    }

    /**
     * The base under a table point, the topmost (last drawn) first, or null.
     * A point exactly on a base's edge is on it.
     */
    public Stand standAt(Position p) {
        List<Stand> reversed = new ArrayList<>(stands);
        java.util.Collections.reverse(reversed);
        for (Stand s : reversed) {
            if (covers(s, p)) return s;
        }
        return null;
    }

    /** Whether the stand's base, turned to its facing, covers the point. */
    static boolean covers(Stand s, Position p) {
        double dx = p.x() - s.position().x(), dy = p.y() - s.position().y();
        Base b = s.base();
        if (b.shape() == Base.Shape.ROUND) return Math.hypot(dx, dy) <= b.width() / 2 + 1e-9;
        double f = Math.toRadians(s.facing());
        double fx = Math.sin(f), fy = Math.cos(f);
        double across = dx * fy - dy * fx, forward = dx * fx + dy * fy;
        return Math.abs(across) <= b.width() / 2 + 1e-9 && Math.abs(forward) <= b.depth() / 2 + 1e-9;
    }

    private void paint(Event e) {
        Rectangle area = getClientArea();
        e.gc.setBackground(Palette.OFF_TABLE);
        e.gc.fillRectangle(area);
        if (table == null || scale == null) return;
        new TablePainter(e.gc, scale).paint(table, stands, sides, selected, tape);
        if (!sketch.isEmpty()) new TablePainter(e.gc, scale).sketch(sketch);
    }
}
