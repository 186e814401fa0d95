package org.vedette.ui.internal;

import java.nio.file.Path;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.widgets.Display;

/**
 * The workbench application. Before the e4 workbench starts it checks what a
 * user can get wrong — the workspace folder, and a display to show windows
 * on — and says so in one sentence instead of a stack trace. Then it runs the
 * platform's e4 application, found through the extension registry (its class
 * is internal to the platform).
 */
public final class VedetteApplication implements IApplication {
    /** Exit codes the ./vedette script passes on. */
    static final Integer BAD_WORKSPACE = 2;
    static final Integer NO_DISPLAY = 3;
    private static final String E4_APPLICATION = "org.eclipse.e4.ui.workbench.swt.E4Application";

    private volatile IApplication e4;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        Path folder = WorkspaceArgument.from(Platform.getApplicationArgs());
        String problem = WorkspaceArgument.problem(folder);
        if (problem != null) {
            System.err.println("vedette: " + problem + ".");
            return BAD_WORKSPACE;
        }
        // A second core loads the first window's classes while this thread opens the display.
        ClassPreloader.start();
        try {
            Display.getDefault();
        } catch (SWTError | UnsatisfiedLinkError e) {
            String display = System.getenv("DISPLAY");
            System.err.println("vedette: the workbench cannot open a window" + (display == null ? "" : " on display "
                    + display) + " (" + e.getMessage() + "); the command line needs no display: ./vedette --help"
                    + " lists its commands.");
            return NO_DISPLAY;
        }
        e4 = e4Application();
        return e4.start(context);
    }

    @Override
    public void stop() {
        IApplication app = e4;
        if (app != null) app.stop();
    }

    private static IApplication e4Application() throws Exception {
        IExtension ext = Platform.getExtensionRegistry().getExtension("org.eclipse.core.runtime", "applications",
                E4_APPLICATION);
        if (ext == null) {
            throw new IllegalStateException("the e4 workbench (" + E4_APPLICATION + ") is not installed");
        }
        for (IConfigurationElement app : ext.getConfigurationElements()) {
            for (IConfigurationElement run : app.getChildren("run")) {
                return (IApplication) run.createExecutableExtension("class");
            }
        }
        throw new IllegalStateException(E4_APPLICATION + " declares no class to run");
    }
}
