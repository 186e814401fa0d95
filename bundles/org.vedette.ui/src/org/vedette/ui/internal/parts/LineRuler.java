package org.vedette.ui.internal.parts;

import java.util.List;
import java.util.function.IntFunction;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * The strip left of an editor's text: line numbers, and an error or warning
 * icon on each line a problem points at, whose message is its tooltip.
 */
public final class LineRuler extends Canvas {
    private final StyledText text;
    private final IntFunction<List<String>> messages;
    private final IntFunction<Image> icon;

    /**
     * @param messages the problems' messages on a 0-based line
     * @param icon     the icon for a 0-based line (error or warning), or null
     */
    public LineRuler(Composite parent, StyledText text, IntFunction<List<String>> messages, IntFunction<Image> icon) {
        super(parent, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
        this.text = text;
        this.messages = messages;
        this.icon = icon;
        addPaintListener(e -> paint(e.gc));
        addListener(SWT.MouseHover, e -> {
            int line = lineAt(e.y);
            List<String> m = line < 0 ? List.of() : messages.apply(line);
            setToolTipText(m.isEmpty() ? null : String.join("\n", m));
        });
        text.addPaintListener(e -> redraw());
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        GC gc = new GC(this);
        try {
            gc.setFont(text.getFont());
            int digits = Math.max(3, String.valueOf(text.getLineCount()).length());
            return new Point(gc.textExtent("0".repeat(digits)).x + 26, hHint == SWT.DEFAULT ? 10 : hHint);
        } finally {
            gc.dispose();
        }
    }

    private int lineAt(int y) {
        int line = text.getLineIndex(y);
        return line >= 0 && line < text.getLineCount() ? line : -1;
    }

    private void paint(GC gc) {
        var size = getSize();
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(0, 0, size.x, size.y);
        gc.setFont(text.getFont());
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        int first = text.getTopIndex();
        int lineHeight = text.getLineHeight();
        for (int line = first; line < text.getLineCount(); line++) {
            int y = text.getLinePixel(line);
            if (y > size.y) break;
            String n = Integer.toString(line + 1);
            int w = gc.textExtent(n).x;
            gc.drawString(n, size.x - w - 4, y, true);
            Image i = icon.apply(line);
            if (i != null) {
                int h = i.getBounds().height;
                gc.drawImage(i, 2, y + Math.max(0, (lineHeight - h) / 2));
            }
        }
    }
}
