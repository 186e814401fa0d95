package org.vedette.ui.map;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;
import org.vedette.core.model.Table;
import org.vedette.io.AtomicWrite;
import org.vedette.table.Stand;

/**
 * The table drawn as a picture for a printed set-up sheet: the whole table
 * at a fixed scale with a white margin, as the map draws it but without the
 * selection or the tape. Written as PNG with SWT's own encoder, atomically
 * (a failed export leaves any earlier picture as it was).
 */
public final class MapPicture {
    /** The margin around the table, in pixels. */
    static final int MARGIN = 20;

    private MapPicture() {
    }

    /** The picture at {@code pixelsPerInch} (10 gives a 6 x 4 ft table about 760 x 520 pixels). */
    public static ImageData draw(Display display, Table table, List<Stand> stands, List<String> sides,
            double pixelsPerInch) {
        MapScale scale = new MapScale(pixelsPerInch, MARGIN, MARGIN, table.depth());
        int width = (int) Math.ceil(table.width() * pixelsPerInch) + 2 * MARGIN;
        int height = (int) Math.ceil(table.depth() * pixelsPerInch) + 2 * MARGIN;
        Image image = new Image(display, width, height);
        GC gc = new GC(image);
        try {
            gc.setBackground(Palette.PAPER);
            gc.fillRectangle(0, 0, width, height);
            new TablePainter(gc, scale).paint(table, stands, sides, Set.of(), null);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** Writes the picture as a PNG file, replacing the file only once the whole picture is written. */
    public static void writePng(Path file, ImageData picture) throws IOException {
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { picture };
        AtomicWrite.write(file, out -> loader.save(out, SWT.IMAGE_PNG));
    }
}
