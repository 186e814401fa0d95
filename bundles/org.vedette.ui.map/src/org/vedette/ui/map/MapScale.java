package org.vedette.ui.map;

import org.vedette.core.model.Position;

/**
 * How the table lies on the screen: so many pixels to the inch, and where
 * the table's north-west corner is drawn. The table measures from its
 * south-west corner with north up, the screen from its top-left corner
 * downwards, so y turns over. Immutable: zooming and panning make a new one.
 *
 * @param pixelsPerInch the zoom
 * @param left          the screen x of the table's west edge
 * @param top           the screen y of the table's north edge
 * @param depth         the table's depth in inches (north is at y = depth)
 */
public record MapScale(double pixelsPerInch, double left, double top, double depth) {
    /** The smallest and largest zoom: a 6 x 4 ft table fits a small window; an inch can fill a third of one. */
    public static final double MIN_ZOOM = 1, MAX_ZOOM = 200;

    public MapScale {
        if (!(pixelsPerInch > 0) || !Double.isFinite(pixelsPerInch)) {
            throw new IllegalArgumentException("a map's scale needs a positive number of pixels to the inch");
        }
    }

    /** The scale that fits a table of {@code width} x {@code depth} inches in the area, with a margin, centred. */
    public static MapScale fit(double width, double depth, int areaWidth, int areaHeight, int margin) {
        double ppi = Math.min((areaWidth - 2.0 * margin) / width, (areaHeight - 2.0 * margin) / depth);
        ppi = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, ppi));
        return new MapScale(ppi, (areaWidth - width * ppi) / 2, (areaHeight - depth * ppi) / 2, depth);
    }

    public double screenX(double x) {
        return left + x * pixelsPerInch;
    }

    public double screenY(double y) {
        return top + (depth - y) * pixelsPerInch;
    }

    /** The table point under a screen pixel. */
    public Position table(double px, double py) {
        return Position.at((px - left) / pixelsPerInch, depth - (py - top) / pixelsPerInch);
    }

    /** Zoomed by {@code factor} (kept within the limits) about the screen point (px, py), which stays put. */
    public MapScale zoom(double factor, double px, double py) {
        double ppi = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, pixelsPerInch * factor));
        double f = ppi / pixelsPerInch;
        return new MapScale(ppi, px - (px - left) * f, py - (py - top) * f, depth);
    }

    /** Moved by (dx, dy) pixels. */
    public MapScale pan(double dx, double dy) {
        return new MapScale(pixelsPerInch, left + dx, top + dy, depth);
    }
}
