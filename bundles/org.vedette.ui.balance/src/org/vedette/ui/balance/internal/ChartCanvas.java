package org.vedette.ui.balance.internal;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;

/**
 * A JFreeChart shown in SWT: the chart is drawn by Java2D into a
 * {@link BufferedImage} (AWT headless, so no AWT window or toolkit meets
 * SWT's), copied into an SWT {@link ImageData} and painted on a canvas —
 * drawn again at the new size when the canvas is resized, so its text stays
 * sharp rather than stretched.
 */
final class ChartCanvas {
    /** The size a chart is drawn at when its canvas has none yet (a part not yet laid out). */
    static final Point FALLBACK = new Point(480, 300);

    private final Canvas canvas;
    private final String empty;
    private JFreeChart chart;
    private Image image;

    /**
     * @param empty what the canvas says while it has no chart
     */
    ChartCanvas(Composite parent, String empty) {
        this.empty = empty;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.addListener(SWT.Resize, e -> forget());
        canvas.addListener(SWT.Paint, e -> paint(e.gc));
        canvas.addListener(SWT.Dispose, e -> forget());
    }

    Canvas control() {
        return canvas;
    }

    /** Shows this chart (null: none), drawn at the canvas's size when next painted. */
    void show(JFreeChart newChart) {
        chart = newChart;
        forget();
        if (!canvas.isDisposed()) canvas.redraw();
    }

    boolean hasChart() {
        return chart != null;
    }

    /** The chart drawn at the canvas's size now (or {@link #FALLBACK} before it has one); null with no chart. */
    ImageData picture() {
        if (chart == null) return null;
        Point size = canvas.getSize();
        if (size.x <= 0 || size.y <= 0) size = FALLBACK;
        return draw(chart, size.x, size.y);
    }

    private void paint(GC gc) {
        Point size = canvas.getSize();
        if (chart == null || size.x <= 0 || size.y <= 0) {
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawText(empty, 8, 8, true);
            return;
        }
        if (image == null) image = new Image(canvas.getDisplay(), draw(chart, size.x, size.y));
        gc.drawImage(image, 0, 0);
    }

    private void forget() {
        if (image != null) {
            image.dispose();
            image = null;
        }
    }

    /** The chart drawn by Java2D at this size, as SWT image data (24-bit, the pixels copied row by row). */
    static ImageData draw(JFreeChart chart, int width, int height) {
        BufferedImage drawn = chart.createBufferedImage(width, height, BufferedImage.TYPE_INT_RGB, null);
        int[] pixels = ((DataBufferInt) drawn.getRaster().getDataBuffer()).getData();
        ImageData data = new ImageData(width, height, 24, new PaletteData(0xFF0000, 0x00FF00, 0x0000FF));
        for (int y = 0; y < height; y++) data.setPixels(0, y, width, pixels, y * width);
        return data;
    }
}
