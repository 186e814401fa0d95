package org.vedette.ai;

import java.util.Objects;

/**
 * One question of the short checklist the AI asks the referee when it cannot
 * compute the answer (no positions on the table).
 *
 * @param id    what a {@link Checklist} answer fills: an observation's id, {@code nearest-enemy} or {@code distance}
 * @param words the question as the referee reads it
 */
public record Question(String id, String words) {
    /** The id of the question "which enemy is nearest". */
    public static final String NEAREST_ENEMY = "nearest-enemy";
    /** The id of the question "how far away is it". */
    public static final String DISTANCE = "distance";

    public Question {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(words, "words");
    }
}
