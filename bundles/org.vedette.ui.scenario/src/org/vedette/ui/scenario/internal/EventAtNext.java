package org.vedette.ui.scenario.internal;

import java.util.SplittableRandom;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.swt.widgets.Shell;
import org.vedette.ui.game.TurnFollowUp;
import org.vedette.ui.internal.model.DiceSetting;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Turn view's Next (and New Game's first press) as The Other Side of
 * the Hill's Initiative/Event button: when a press gives "an event"
 * ("Sequence of Play"; ch. X "Tabletop Events"), the event is drawn at once
 * — with the dice the preference names, journaled and shown as Game ▸ Draw
 * Event does, its own entry after the press's, taken back by Undo Move —
 * instead of the referee looking for Draw Event.
 * An add-on of the bundle's model fragment, put in the application context
 * as the shell's {@link TurnFollowUp}: the shell knows nothing of the
 * scenario generator.
 */
public final class EventAtNext implements TurnFollowUp {
    public static final String TITLE = "Initiative/Event: an event";

    @Inject private MApplication app;
    @Inject @Preference(nodePath = DiceSetting.NODE) private IEclipsePreferences preferences;
    private final SplittableRandom seeds = new SplittableRandom();

    @PostConstruct
    void start() {
        app.getContext().set(TurnFollowUp.class, this);
    }

    @PreDestroy
    void stop() {
        if (app.getContext().getLocal(TurnFollowUp.class) == this) app.getContext().remove(TurnFollowUp.class);
    }

    @Override
    public void turnMovedOn(Shell shell) {
        EventDesk desk = ContextInjectionFactory.make(EventDesk.class, app.getContext());
        if (desk.atEvent()) DrawEventHandler.press(shell, desk, preferences, seeds, TITLE);
    }
}
