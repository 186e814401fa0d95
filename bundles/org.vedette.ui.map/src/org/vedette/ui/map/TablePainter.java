package org.vedette.ui.map;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.vedette.core.model.Base;
import org.vedette.core.model.Marker;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.Zone;
import org.vedette.table.Stand;

/**
 * Draws one picture of the table with a GC, the same for the screen and for
 * a PNG: the cloth and its grid in inches, terrain (hills lowest contour
 * first, then areas, then lines over them), zones, the friendly edge,
 * markers, the bases turned to their facing, and the tape.
 */
final class TablePainter {
    private final GC gc;
    private final MapScale scale;

    TablePainter(GC gc, MapScale scale) {
        this.gc = gc;
        this.scale = scale;
    }

    void paint(Table table, List<Stand> stands, List<String> sides, Set<String> selected, Tape tape) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        cloth(table);
        grid(table);
        List<TerrainFeature> order = new ArrayList<>(table.terrain());
        // Hills under everything, each contour over the one below; lines (roads, rivers, hedges) over areas.
        order.sort(Comparator.comparingInt((TerrainFeature f) -> f.kind() == org.vedette.core.model.TerrainKind.HILL
                ? 0 : f.shape() == TerrainFeature.Shape.AREA ? 1 : 2).thenComparingInt(TerrainFeature::height));
        for (TerrainFeature f : order) terrain(f);
        for (TerrainFeature f : order) {
            if (selected.contains(f.id()) && !f.outline().isEmpty()) sketch(f.outline());
        }
        for (Zone z : table.zones()) zone(z);
        friendlyEdge(table);
        for (Marker m : table.markers()) marker(m);
        for (Stand s : stands) base(s, Palette.side(sides.indexOf(s.side())), selected.contains(s.id()));
        if (tape != null) tape(tape);
    }

    private void cloth(Table table) {
        gc.setBackground(Palette.CLOTH);
        gc.fillRectangle(px(0), py(table.depth()), len(table.width()), len(table.depth()));
    }

    /** Every inch when an inch is wide enough to see, and every foot (darker) always. */
    private void grid(Table table) {
        gc.setLineWidth(1);
        gc.setLineStyle(SWT.LINE_SOLID);
        for (int inch = 0; inch <= table.width(); inch++) {
            if (!gridLine(inch)) continue;
            gc.setForeground(inch % 12 == 0 ? Palette.GRID_FOOT : Palette.GRID);
            gc.drawLine(px(inch), py(0), px(inch), py(table.depth()));
        }
        for (int inch = 0; inch <= table.depth(); inch++) {
            if (!gridLine(inch)) continue;
            gc.setForeground(inch % 12 == 0 ? Palette.GRID_FOOT : Palette.GRID);
            gc.drawLine(px(0), py(inch), px(table.width()), py(inch));
        }
        gc.setForeground(Palette.EDGE);
        gc.drawRectangle(px(0), py(table.depth()), len(table.width()), len(table.depth()));
    }

    private boolean gridLine(int inch) {
        if (scale.pixelsPerInch() >= 6) return true;
        return inch % (scale.pixelsPerInch() >= 2 ? 6 : 12) == 0;
    }

    private void terrain(TerrainFeature f) {
        if (f.outline().isEmpty()) return;
        Color colour = Palette.terrain(f.kind());
        int[] points = points(f.outline());
        if (f.shape() == TerrainFeature.Shape.AREA) {
            if (f.outline().size() < 3) return;
            gc.setBackground(colour);
            gc.setAlpha(f.kind() == org.vedette.core.model.TerrainKind.HILL ? 150 : 200);
            gc.fillPolygon(points);
            gc.setAlpha(255);
            gc.setForeground(Palette.EDGE);
            gc.setLineWidth(1);
            gc.drawPolygon(points);
        } else {
            gc.setForeground(colour);
            // A line's width is to scale; a hedge or wall (width 0) is drawn a fixed few pixels thick.
            gc.setLineWidth(f.width() > 0 ? Math.max(1, len(f.width())) : 3);
            gc.setLineCap(SWT.CAP_ROUND);
            gc.setLineJoin(SWT.JOIN_ROUND);
            gc.drawPolyline(points);
            gc.setLineWidth(1);
        }
    }

    private void zone(Zone z) {
        if (z.outline().size() < 3) return;
        Color colour = z.kind() == Zone.Kind.DEPLOYMENT ? Palette.DEPLOYMENT : Palette.FRIENDLY_LINES;
        int[] points = points(z.outline());
        gc.setBackground(colour);
        gc.setAlpha(45);
        gc.fillPolygon(points);
        gc.setAlpha(255);
        gc.setForeground(colour);
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DASH);
        gc.drawPolygon(points);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(1);
        label(z.name() != null ? z.name() : z.id(), points[0] + 3, points[1] + 2, colour);
    }

    private void friendlyEdge(Table table) {
        double w = table.width(), d = table.depth();
        Position[] ends = switch (table.friendlyEdge()) {
            case SOUTH -> new Position[] { Position.at(0, 0), Position.at(w, 0) };
            case NORTH -> new Position[] { Position.at(0, d), Position.at(w, d) };
            case WEST -> new Position[] { Position.at(0, 0), Position.at(0, d) };
            case EAST -> new Position[] { Position.at(w, 0), Position.at(w, d) };
        };
        gc.setForeground(Palette.FRIENDLY_EDGE);
        gc.setLineWidth(5);
        gc.drawLine(px(ends[0].x()), py(ends[0].y()), px(ends[1].x()), py(ends[1].y()));
        gc.setLineWidth(1);
    }

    private void marker(Marker m) {
        int x = px(m.position().x()), y = py(m.position().y());
        int r = Math.max(4, len(0.5));
        Color colour = m.kind() == Marker.Kind.OBJECTIVE ? Palette.OBJECTIVE : Palette.MARKER;
        gc.setBackground(colour);
        gc.fillPolygon(new int[] { x, y - r, x + r, y, x, y + r, x - r, y });
        gc.setForeground(Palette.PAPER);
        gc.drawPolygon(new int[] { x, y - r, x + r, y, x, y + r, x - r, y });
        label(m.name(), x + r + 2, y - r, colour);
    }

    private void base(Stand s, Color colour, boolean selected) {
        Position p = s.position();
        Base b = s.base();
        double f = Math.toRadians(s.facing());
        double fx = Math.sin(f), fy = Math.cos(f);
        int[] outline;
        if (b.shape() == Base.Shape.ROUND) {
            int r = Math.max(2, len(b.width() / 2));
            int x = px(p.x()), y = py(p.y());
            outline = null;
            gc.setBackground(s.actor().status().down() ? Palette.OFF_TABLE : colour);
            gc.fillOval(x - r, y - r, 2 * r, 2 * r);
            gc.setForeground(selected ? Palette.SELECTED : Palette.PAPER);
            gc.setLineWidth(selected ? 3 : 1);
            gc.drawOval(x - r, y - r, 2 * r, 2 * r);
        } else {
            double hw = b.width() / 2, hd = b.depth() / 2;
            outline = new int[8];
            double[][] corners = { { -hw, hd }, { hw, hd }, { hw, -hd }, { -hw, -hd } };
            for (int i = 0; i < 4; i++) {
                double u = corners[i][0], v = corners[i][1];
                outline[2 * i] = px(p.x() + u * fy + v * fx);
                outline[2 * i + 1] = py(p.y() - u * fx + v * fy);
            }
            gc.setBackground(s.actor().status().down() ? Palette.OFF_TABLE : colour);
            gc.fillPolygon(outline);
            gc.setForeground(selected ? Palette.SELECTED : Palette.PAPER);
            gc.setLineWidth(selected ? 3 : 1);
            gc.drawPolygon(outline);
        }
        // The facing: a stroke from the centre to the front edge.
        Position front = s.frontCentre();
        gc.setForeground(Palette.PAPER);
        gc.setLineWidth(2);
        gc.drawLine(px(p.x()), py(p.y()), px(front.x()), py(front.y()));
        gc.setLineWidth(1);
        if (scale.pixelsPerInch() >= 8) label(s.actor().name(), px(p.x()) + len(s.base().width() / 2) + 3,
                py(p.y()) - 6, Palette.INK);
    }

    private void tape(Tape t) {
        Color colour = t.clear() ? Palette.TAPE : Palette.BLOCKED;
        int x0 = px(t.from().x()), y0 = py(t.from().y()), x1 = px(t.to().x()), y1 = py(t.to().y());
        gc.setForeground(colour);
        gc.setLineWidth(2);
        gc.setLineStyle(t.clear() ? SWT.LINE_SOLID : SWT.LINE_DASH);
        gc.drawLine(x0, y0, x1, y1);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(1);
        // The notes beside the tape's end, on its left when they would run off the right of the map.
        int widest = 0;
        for (String note : t.notes()) widest = Math.max(widest, gc.textExtent(note).x);
        var area = gc.getClipping();
        int x = x1 + 8 + widest + 4 > area.x + area.width ? Math.max(area.x, x1 - 8 - widest - 4) : x1 + 8;
        int y = y1 + 8;
        for (String note : t.notes()) {
            Point size = gc.textExtent(note);
            gc.setBackground(Palette.PAPER);
            gc.setAlpha(220);
            gc.fillRectangle(x, y, size.x + 4, size.y);
            gc.setAlpha(255);
            gc.setForeground(colour);
            gc.drawText(note, x + 2, y, true);
            y += size.y;
        }
    }

    /** An outline being drawn: its points joined, each point a small square to show where a click landed. */
    void sketch(List<Position> outline) {
        int[] points = points(outline);
        gc.setForeground(Palette.SELECTED);
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DOT);
        gc.drawPolyline(points);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(1);
        gc.setBackground(Palette.INK);
        for (int i = 0; i < points.length; i += 2) gc.fillRectangle(points[i] - 3, points[i + 1] - 3, 7, 7);
    }

    private void label(String text, int x, int y, Color colour) {
        gc.setForeground(colour);
        gc.drawText(text, x, y, true);
    }

    private int[] points(List<Position> outline) {
        int[] out = new int[2 * outline.size()];
        for (int i = 0; i < outline.size(); i++) {
            out[2 * i] = px(outline.get(i).x());
            out[2 * i + 1] = py(outline.get(i).y());
        }
        return out;
    }

    private int px(double x) {
        return (int) Math.round(scale.screenX(x));
    }

    private int py(double y) {
        return (int) Math.round(scale.screenY(y));
    }

    private int len(double inches) {
        return (int) Math.round(inches * scale.pixelsPerInch());
    }
}
