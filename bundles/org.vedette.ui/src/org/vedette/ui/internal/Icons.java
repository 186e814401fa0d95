package org.vedette.ui.internal;

import java.net.URL;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;
import org.osgi.framework.FrameworkUtil;

/**
 * The workbench's icons (icons/*.png in this bundle, drawn for Vedette from
 * the SVG sources beside them), made once per display and freed with it.
 */
public final class Icons {
    private final LocalResourceManager resources;

    public Icons(Display display) {
        resources = new LocalResourceManager(JFaceResources.getResources(display));
        display.disposeExec(resources::dispose);
    }

    /** The icon icons/NAME.png; a missing one shows as the platform's missing-image square. */
    public Image get(String name) {
        return resources.create(descriptor(name));
    }

    public static ImageDescriptor descriptor(String name) {
        URL url = FrameworkUtil.getBundle(Icons.class).getEntry("icons/" + name + ".png");
        return url == null ? ImageDescriptor.getMissingImageDescriptor() : ImageDescriptor.createFromURL(url);
    }
}
