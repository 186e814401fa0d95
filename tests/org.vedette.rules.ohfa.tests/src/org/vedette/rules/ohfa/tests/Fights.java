package org.vedette.rules.ohfa.tests;

import java.util.ArrayList;
import java.util.List;

import org.vedette.core.rules.ActionRequest;
import org.vedette.rules.ohfa.Ohfa.Action;
import org.vedette.rules.ohfa.Ohfa.Input;

/** Fight requests with both allocations revealed together (one against one, no fate deck). */
final class Fights {
    private Fights() {
    }

    /** a fights b; null points leave a round out (Raw); more inputs follow as pairs. */
    static ActionRequest fight(int[] a, int[] b, Object... more) {
        List<Object> in = new ArrayList<>(List.of(Input.ACTOR, "a", Input.TARGET, "b"));
        if (a != null) in.addAll(List.of(Input.ASSAULT, a[0], Input.CLOSE, a[1], Input.GRAPPLING, a[2]));
        if (b != null) in.addAll(List.of(Input.TARGET_ASSAULT, b[0], Input.TARGET_CLOSE, b[1], Input.TARGET_GRAPPLING, b[2]));
        in.addAll(List.of(more));
        return Table.request(Action.FIGHT, in.toArray());
    }

    static int[] pts(int assault, int close, int grappling) {
        return new int[] {assault, close, grappling};
    }
}
