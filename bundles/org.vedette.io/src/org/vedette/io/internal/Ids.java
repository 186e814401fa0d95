package org.vedette.io.internal;

import java.util.HashMap;
import java.util.Map;

/**
 * The ids used so far in a scenario (units and figures share one space,
 * because both become actors of a game), with where each was first used, so
 * a duplicate is reported on its second use and points at the first.
 */
public final class Ids {
    /** Where an id was used: a file and a place in it. */
    public record Where(String file, Located.At at) {
    }

    private final Map<String, Where> seen = new HashMap<>();

    /** @return true when the id is new; otherwise reports the duplicate and returns false */
    public boolean claim(String id, Problems problems, Located.At at) {
        Where first = seen.putIfAbsent(id, new Where(problems.file(), at));
        if (first == null) return true;
        String where = first.file().equals(problems.file()) ? "line " + first.at().line()
                : first.file() + " line " + first.at().line();
        problems.error(at, "duplicate id '" + id + "': already used on " + where);
        return false;
    }
}
