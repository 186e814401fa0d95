package org.vedette.core.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A ruleset's actions, in the book's order and indexed by id once, so that
 * {@link Requests#check} — called for every resolution — finds an action
 * without a search, and no ruleset keeps its own map. Immutable.
 */
public final class ActionCatalog {
    private final List<ActionSpec> actions;
    private final Map<String, ActionSpec> byId;

    private ActionCatalog(List<ActionSpec> actions) {
        this.actions = List.copyOf(actions);
        Map<String, ActionSpec> index = new LinkedHashMap<>();
        for (ActionSpec a : this.actions) {
            if (index.putIfAbsent(a.id(), a) != null) {
                // Two actions with one id would make every request for it ambiguous.
                throw new IllegalArgumentException("two actions have the id '" + a.id() + "'");
            }
        }
        this.byId = Map.copyOf(index);
    }

    /** @throws IllegalArgumentException two actions share an id */
    public static ActionCatalog of(List<ActionSpec> actions) {
        return new ActionCatalog(actions);
    }

    /** The actions, in the order the ruleset lists them. */
    public List<ActionSpec> actions() {
        return actions;
    }

    public Optional<ActionSpec> find(String id) {
        return Optional.ofNullable(id == null ? null : byId.get(id));
    }

    public boolean contains(String id) {
        return id != null && byId.containsKey(id);
    }

    public List<String> ids() {
        return actions.stream().map(ActionSpec::id).toList();
    }
}
