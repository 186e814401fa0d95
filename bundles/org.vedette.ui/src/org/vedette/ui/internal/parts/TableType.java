package org.vedette.ui.internal.parts;

import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.vedette.ui.internal.model.TableSetting;

/**
 * Large type for the table layout: the system's font made
 * {@link TableSetting#SCALE} times larger, kept in JFace's font registry (so
 * it is made once and disposed with the display), set on a part's controls
 * or taken off again.
 */
final class TableType {
    private static final String KEY = "org.vedette.ui.tableFont";

    private TableType() {
    }

    static Font font() {
        var registry = JFaceResources.getFontRegistry();
        if (!registry.hasValueFor(KEY)) {
            FontData[] base = JFaceResources.getDefaultFont().getFontData();
            int height = (int) Math.round(base[0].getHeight() * TableSetting.SCALE);
            registry.put(KEY, FontDescriptor.createFrom(base).setHeight(height).getFontData());
        }
        return registry.get(KEY);
    }

    /** Sets the large type on every control under {@code root} (or back to the default font). */
    static void apply(Control root, boolean large) {
        if (root == null || root.isDisposed()) return;
        root.setFont(large ? font() : null);
        if (root instanceof Composite c) {
            for (Control child : c.getChildren()) apply(child, large);
        }
    }
}
