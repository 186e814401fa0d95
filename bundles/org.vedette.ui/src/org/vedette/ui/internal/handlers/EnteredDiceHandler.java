package org.vedette.ui.internal.handlers;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.model.application.ui.menu.MItem;
import org.osgi.service.prefs.BackingStoreException;
import org.vedette.ui.internal.model.DiceSetting;

/** Game ▸ Entered Dice: the Action Resolver asks for each physical die's face, remembered as a preference. */
public final class EnteredDiceHandler {
    @CanExecute
    boolean can(@Optional MItem item, @Optional @Preference(nodePath = DiceSetting.NODE, value = DiceSetting.KEY) String dice) {
        if (item != null) item.setSelected(DiceSetting.entered(dice));
        return true;
    }

    @Execute
    void execute(@Preference(nodePath = DiceSetting.NODE) IEclipsePreferences preferences) throws BackingStoreException {
        preferences.put(DiceSetting.KEY, DiceSetting.ENTERED);
        preferences.flush();
    }
}
