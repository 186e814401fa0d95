package org.vedette.core.game;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.vedette.core.model.Base;
import org.vedette.core.model.Position;
import org.vedette.core.model.Status;
import org.vedette.core.model.Values;

/**
 * A figure or unit as it stands in a game: who it is, its profile, its status
 * and the ruleset's marks on it (loaded, in square, points spent this bound),
 * and where it stands on which base when the game has positions (both may be
 * null: the base then is the ruleset's usual one). Immutable; events produce
 * new actors.
 */
public record Actor(String id, String name, String side, String unit, String quality, boolean mounted,
        List<String> weapons, Map<String, Object> profile, Status status, Map<String, Object> marks,
        Position position, Base base) {
    public Actor {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        weapons = weapons == null ? List.of() : List.copyOf(weapons);
        profile = Values.copyOf(profile);
        status = status == null ? Status.FRESH : status;
        marks = Values.copyOf(marks);
    }

    /** An actor on the ruleset's usual base. */
    public Actor(String id, String name, String side, String unit, String quality, boolean mounted,
            List<String> weapons, Map<String, Object> profile, Status status, Map<String, Object> marks,
            Position position) {
        this(id, name, side, unit, quality, mounted, weapons, profile, status, marks, position, null);
    }

    /** A profile value as a string, or null. */
    public String profileText(String field) {
        Object v = profile.get(field);
        return v == null ? null : v.toString();
    }

    /** A whole-number profile value, or {@code fallback}. */
    public int profileInt(String field, int fallback) {
        return profile.get(field) instanceof Number n ? n.intValue() : fallback;
    }

    public boolean hasMark(String mark) {
        return Boolean.TRUE.equals(marks.get(mark));
    }

    public int markInt(String mark, int fallback) {
        return marks.get(mark) instanceof Number n ? n.intValue() : fallback;
    }

    public boolean carries(String weapon) {
        return weapons.contains(weapon);
    }

    public Actor withStatus(Status s) {
        return new Actor(id, name, side, unit, quality, mounted, weapons, profile, s, marks, position, base);
    }

    public Actor withMark(String mark, Object value) {
        return new Actor(id, name, side, unit, quality, mounted, weapons, profile, status,
                Values.with(marks, mark, value), position, base);
    }

    /** The actor standing somewhere else (or, with null, nowhere known). */
    public Actor withPosition(Position p) {
        return new Actor(id, name, side, unit, quality, mounted, weapons, profile, status, marks, p, base);
    }
}
