package org.vedette.core.game;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The actors of a game state by id, in their order: the map {@link GameState#actors()} is. Immutable.
 * <p>
 * Why not a copied {@code LinkedHashMap}: every event of every move makes a new state, and a whole game
 * played by the AI (the balance simulator's thousands of them) makes thousands. A state that changes one
 * actor shares the ids and their index with the one before and copies only the array of actors; a state
 * whose turn moved on shares the roster whole. Actors added or removed by the referee make a new index.
 */
final class Roster extends AbstractMap<String, Actor> {
    private static final Roster EMPTY = new Roster(Map.of(), new String[0], new Actor[0]);

    /** Each id's place; shared by the rosters that hold the same ids in the same order, never changed. */
    private final Map<String, Integer> index;
    private final String[] ids;
    /** Never changed once the roster is made. */
    private final Actor[] actors;
    /**
     * The actors of the roster this one was made from by replacing some ({@link #with}, an {@link Edit}), and
     * the places replaced, in order; null for another roster. The array, not its roster: a game's chain of
     * states is not kept alive through it.
     */
    private final Actor[] madeFrom;
    private final int[] replaced;
    private Set<String> keys;
    private Collection<Actor> values;
    private Set<Map.Entry<String, Actor>> entries;

    private Roster(Map<String, Integer> index, String[] ids, Actor[] actors) {
        this(index, ids, actors, null, null);
    }

    private Roster(Map<String, Integer> index, String[] ids, Actor[] actors, Actor[] madeFrom, int[] replaced) {
        this.index = index;
        this.ids = ids;
        this.actors = actors;
        this.madeFrom = madeFrom;
        this.replaced = replaced;
    }

    /** The roster of these actors in the map's order: the map itself when it is a roster already. */
    static Roster of(Map<String, Actor> map) {
        if (map instanceof Roster r) return r;
        if (map.isEmpty()) return EMPTY;
        String[] ids = new String[map.size()];
        Actor[] actors = new Actor[ids.length];
        Map<String, Integer> index = new HashMap<>(ids.length * 2);
        int i = 0;
        for (Map.Entry<String, Actor> e : map.entrySet()) {
            ids[i] = Objects.requireNonNull(e.getKey(), "an actor's id");
            actors[i] = Objects.requireNonNull(e.getValue(), "actor '" + e.getKey() + "'");
            index.put(ids[i], i);
            i++;
        }
        return new Roster(index, ids, actors);
    }

    /** The roster with {@code a} in its id's place, or added at the end when the id is new. */
    Roster with(Actor a) {
        Integer at = index.get(a.id());
        if (at != null) {
            Actor[] copy = actors.clone();
            copy[at] = a;
            return new Roster(index, ids, copy, actors, actors[at] == a ? new int[0] : new int[] { at });
        }
        String[] moreIds = Arrays.copyOf(ids, ids.length + 1);
        Actor[] more = Arrays.copyOf(actors, actors.length + 1);
        moreIds[ids.length] = a.id();
        more[actors.length] = a;
        Map<String, Integer> moreIndex = new HashMap<>(index);
        moreIndex.put(a.id(), ids.length);
        return new Roster(moreIndex, moreIds, more);
    }

    /** The roster without this id (the same roster when it holds no such id). */
    Roster without(String id) {
        return index.containsKey(id) ? without(Set.of(id)) : this;
    }

    /**
     * The roster without these ids, made in one pass (the same roster when it holds none of them): a view that
     * leaves out many actors at once, as the players' view of a table with hidden figures, builds one index
     * instead of one for each actor left out.
     */
    Roster without(Collection<String> gone) {
        int keep = 0;
        for (String id : ids) {
            if (!gone.contains(id)) keep++;
        }
        if (keep == ids.length) return this;
        if (keep == 0) return EMPTY;
        String[] restIds = new String[keep];
        Actor[] rest = new Actor[keep];
        Map<String, Integer> restIndex = new HashMap<>(keep * 2);
        int j = 0;
        for (int i = 0; i < ids.length; i++) {
            if (gone.contains(ids[i])) continue;
            restIds[j] = ids[i];
            rest[j] = actors[i];
            restIndex.put(ids[i], j);
            j++;
        }
        return new Roster(restIndex, restIds, rest);
    }

    /** The actors not the same objects as {@code earlier}'s in their places, or null when the ids differ. */
    List<Actor> changedSince(Roster earlier) {
        if (earlier.index != index && !Arrays.equals(earlier.ids, ids)) return null;
        if (earlier.actors == madeFrom) {
            // Asked of the roster it was made from, as the AI asks after each step: no need to compare them all.
            List<Actor> changed = new ArrayList<>(replaced.length);
            for (int i : replaced) changed.add(actors[i]);
            return changed;
        }
        // Counted first, so the list is made at its size: a turn's end changes every actor, and a list grown
        // actor by actor was copied over and again (asked of several earlier states for each one resolved).
        int n = 0;
        for (int i = 0; i < actors.length; i++) {
            if (actors[i] != earlier.actors[i]) n++;
        }
        List<Actor> changed = new ArrayList<>(n);
        for (int i = 0; i < actors.length && changed.size() < n; i++) {
            if (actors[i] != earlier.actors[i]) changed.add(actors[i]);
        }
        return changed;
    }

    /** A copy to change actor by actor while a list of events is applied, made into a roster once. */
    Edit edit() {
        return new Edit();
    }

    /** Changes to the actors already in the roster, on one copy of its array. */
    final class Edit {
        private Actor[] copy = actors.clone();
        /** The places set, in the order set, perhaps more than once: {@link #done} sorts them out. */
        private int[] set = new int[4];
        private int sets;

        /** The actor as it stands in the edit, or null. */
        Actor get(String id) {
            Integer at = index.get(id);
            return at == null ? null : copy[at];
        }

        /** Puts {@code a} in the place of the actor with its id, which the roster must hold. */
        void set(Actor a) {
            int at = index.get(a.id());
            copy[at] = a;
            if (sets == set.length) set = Arrays.copyOf(set, sets * 2);
            set[sets++] = at;
        }

        /** The roster edited; the edit cannot be used afterwards. */
        Roster done() {
            Actor[] c = copy;
            copy = null;
            // The places whose actor is another object now, in the roster's order (changedSince's answer).
            int[] places = Arrays.copyOf(set, sets);
            Arrays.sort(places);
            int n = 0;
            for (int i = 0; i < places.length; i++) {
                if ((n == 0 || places[n - 1] != places[i]) && c[places[i]] != actors[places[i]]) places[n++] = places[i];
            }
            return new Roster(index, ids, c, actors, Arrays.copyOf(places, n));
        }
    }

    @Override
    public Actor get(Object id) {
        Integer at = index.get(id);
        return at == null ? null : actors[at];
    }

    @Override
    public boolean containsKey(Object id) {
        return index.containsKey(id);
    }

    @Override
    public int size() {
        return actors.length;
    }

    @Override
    public boolean isEmpty() {
        return actors.length == 0;
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super Actor> action) {
        for (int i = 0; i < actors.length; i++) action.accept(ids[i], actors[i]);
    }

    @Override
    public Collection<Actor> values() {
        Collection<Actor> v = values;
        if (v == null) values = v = new Actors();
        return v;
    }

    /**
     * The actors in their order, read-only, over the roster's own array: every walk of every state's actors
     * (the AI's and the rules' many each step) goes through one small iterator, not an unmodifiable wrapper
     * around an array list's.
     */
    private final class Actors extends AbstractList<Actor> implements RandomAccess {
        @Override
        public Actor get(int i) {
            return actors[i];
        }

        @Override
        public int size() {
            return actors.length;
        }

        @Override
        public Iterator<Actor> iterator() {
            return new InOrder<>() {
                @Override
                Actor at(int i) {
                    return actors[i];
                }
            };
        }

        @Override
        public void forEach(Consumer<? super Actor> action) {
            for (Actor a : actors) action.accept(a);
        }
    }

    @Override
    public Set<String> keySet() {
        Set<String> k = keys;
        if (k == null) {
            keys = k = new AbstractSet<>() {
                @Override
                public Iterator<String> iterator() {
                    return Arrays.asList(ids).iterator();
                }

                @Override
                public boolean contains(Object o) {
                    return index.containsKey(o);
                }

                @Override
                public int size() {
                    return ids.length;
                }
            };
        }
        return k;
    }

    @Override
    public Set<Map.Entry<String, Actor>> entrySet() {
        Set<Map.Entry<String, Actor>> s = entries;
        if (s == null) {
            entries = s = new AbstractSet<>() {
                @Override
                public Iterator<Map.Entry<String, Actor>> iterator() {
                    return new InOrder<>() {
                        @Override
                        Map.Entry<String, Actor> at(int i) {
                            return new AbstractMap.SimpleImmutableEntry<>(ids[i], actors[i]);
                        }
                    };
                }

                @Override
                public int size() {
                    return actors.length;
                }
            };
        }
        return s;
    }

    /** The roster's places in order, each read as {@link #at}. */
    private abstract class InOrder<T> implements Iterator<T> {
        private int next;

        abstract T at(int i);

        @Override
        public boolean hasNext() {
            return next < actors.length;
        }

        @Override
        public T next() {
            if (next >= actors.length) throw new NoSuchElementException();
            return at(next++);
        }
    }
}
