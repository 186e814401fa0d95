package org.vedette.ui.internal.handlers;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.internal.model.DiceSetting;
import org.vedette.ui.internal.model.RulesetShelf;
import org.vedette.ui.internal.parts.PreferencesDialog;

import jakarta.inject.Named;

/** Edit ▸ Preferences…: the dice, the question before friendly fire, and the house rules. */
public final class PreferencesHandler {
    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell,
            @Preference(nodePath = DiceSetting.NODE) IEclipsePreferences preferences, RulesetShelf shelf) {
        new PreferencesDialog(shell, preferences, shelf.rulesets()).open();
    }
}
