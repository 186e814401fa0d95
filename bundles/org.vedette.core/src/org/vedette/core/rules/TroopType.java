package org.vedette.core.rules;

import java.util.Objects;

/**
 * A kind of troops a ruleset's generated sides field ({@link Ruleset#generatedForces}): the profile's
 * {@code type}, the quality, whether mounted, and the weapon each figure carries.
 *
 * @param type    the profile's {@code type} choice ("rifleman")
 * @param quality the quality's id, or null
 * @param mounted whether its figures ride
 * @param weapon  the weapon each carries, or null
 * @since 0.14
 */
public record TroopType(String type, String quality, boolean mounted, String weapon) {
    public TroopType {
        Objects.requireNonNull(type, "type");
    }
}
