package org.vedette.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.vedette.core.game.GameEvent;
import org.vedette.core.model.Status;

/** An outcome's headline may be composed when first read, so bulk runs that never read it compose none. */
class OutcomeTest {
    @Test
    void aHeadlineGivenAsASupplierIsComposedOnlyWhenReadAndOnlyOnce() {
        AtomicInteger composed = new AtomicInteger();
        Outcome o = new Outcome(() -> {
            composed.incrementAndGet();
            return "Capt Sharpe shoots at Sgt Dubois: misses";
        }, List.of(), List.of(), List.of());
        assertEquals(0, composed.get(), "nothing is composed until someone reads the headline");
        assertEquals("Capt Sharpe shoots at Sgt Dubois: misses", o.headline());
        assertEquals("Capt Sharpe shoots at Sgt Dubois: misses", o.headline());
        assertEquals(1, composed.get(), "composed once, then kept");
    }

    @Test
    void aComposedAndAnEagerOutcomeOfTheSameWordsAreEqual() {
        List<GameEvent> events = List.of(new GameEvent.StatusChanged("d", Status.FRESH, Status.FRESH.withWounds(1)));
        assertEquals(new Outcome("hits", events, List.of(), List.of()), new Outcome(() -> "hits", events, List.of(), List.of()));
    }

    @Test
    void onlyOutChangingReadsAsOut() {
        Status five = Status.FRESH.withWounds(5);
        assertEquals("f: 5 wounds → out", new GameEvent.StatusChanged("f", five, five.withOut(true)).describe());
        assertEquals("f: 4 wounds → 5 wounds, out",
                new GameEvent.StatusChanged("f", Status.FRESH.withWounds(4), five.withOut(true)).describe());
    }
}
