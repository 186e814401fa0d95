package org.vedette.inventory;

import java.util.List;
import java.util.Objects;

/**
 * An {@link EncounterSource}'s answer.
 *
 * @param basis how the numbers were found, for the plan ("95th percentile of 10,000 simulated draws, seed 7";
 *              "worst case of the event tables")
 */
public record EncounterNeeds(List<Need> needs, String basis) {
    public EncounterNeeds {
        needs = needs == null ? List.of() : List.copyOf(needs);
        Objects.requireNonNull(basis, "basis");
    }
}
