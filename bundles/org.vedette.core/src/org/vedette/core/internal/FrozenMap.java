package org.vedette.core.internal;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.RandomAccess;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * An unmodifiable map in insertion order that nobody else can change: made
 * only from a copy, or by an {@link Editor} that is done with. So a record
 * that keeps one can take it as it is, instead of copying it again as it must
 * copy any other map — a game makes a new state, and new actors, for every
 * event, and each copy of 100 actors or of an actor's marks was most of what
 * an event cost (issue 16).
 * <p>
 * The keys in their order, and where each is, are shared by every map made
 * from another with the same keys; the values are an array in that order. So
 * a map with one value changed is a copy of an array of references, not of a
 * hash table, and reading every value is a walk along the array.
 * <p>
 * Reads as an {@code unmodifiableMap} of a {@link LinkedHashMap} reads
 * (equality, hash code, text, order); every write throws
 * {@link UnsupportedOperationException}. Not exported: the core's records
 * alone know it.
 */
public final class FrozenMap<K, V> extends AbstractMap<K, V> {
    /**
     * Keys in order and the index of each: immutable, shared between maps of the same keys. A few keys (an
     * actor's marks, a request's inputs) are found by looking along them, which costs less than a hash table
     * to make and to ask.
     */
    private static final class Keys {
        private static final int FEW = 8;
        final Object[] order;
        /** Each key's index, or null for {@link #FEW} keys or fewer. */
        final HashMap<Object, Integer> at;

        Keys(Collection<?> keys) {
            order = keys.toArray();
            if (order.length <= FEW) {
                at = null;
            } else {
                at = HashMap.newHashMap(order.length);
                for (int i = 0; i < order.length; i++) at.put(order[i], i);
            }
        }

        /** The key's index, or -1. */
        int of(Object key) {
            if (at != null) {
                Integer i = at.get(key);
                return i == null ? -1 : i;
            }
            for (int i = 0; i < order.length; i++) {
                if (order[i] == key) return i;
            }
            if (key == null) return -1;
            for (int i = 0; i < order.length; i++) {
                if (key.equals(order[i])) return i;
            }
            return -1;
        }
    }

    private final Keys keys;
    private final Object[] values;
    /** The class that made it and vouches for its values (Values: numbers, flags and text only). */
    private final Class<?> maker;

    private FrozenMap(Keys keys, Object[] values, Class<?> maker) {
        this.keys = keys;
        this.values = values;
        this.maker = maker;
    }

    /**
     * A frozen copy of {@code m}, in its order.
     *
     * @param maker the caller's class, which {@link #madeBy} asks
     */
    public static <K, V> Map<K, V> copyOf(Map<K, V> m, Class<?> maker) {
        LinkedHashMap<K, V> copy = m instanceof LinkedHashMap<K, V> l ? l : new LinkedHashMap<>(m);
        return new FrozenMap<>(new Keys(copy.keySet()), copy.values().toArray(), maker);
    }

    /** Whether {@code m} is a frozen map that {@code maker} made: then it holds what {@code maker} checked. */
    public static boolean madeBy(Map<?, ?> m, Class<?> maker) {
        return m instanceof FrozenMap<?, ?> f && f.maker == maker;
    }

    /** An editor starting from {@code m}'s entries, whose {@link Editor#done} is a frozen map of {@code maker}'s. */
    public static <K, V> Editor<K, V> edit(Map<K, V> m, Class<?> maker) {
        return new Editor<>(m, maker);
    }

    /**
     * A frozen map being made from another: changing values of keys it has
     * copies the values once; adding or removing a key goes over to a
     * {@link LinkedHashMap}, with its order (a new key last, a key removed
     * and added again last). One thread, once: {@link #done} ends it.
     */
    public static final class Editor<K, V> {
        private final Class<?> maker;
        private Keys keys;
        private Object[] values;
        private boolean copied;
        private LinkedHashMap<K, V> slow;

        private Editor(Map<K, V> m, Class<?> maker) {
            this.maker = maker;
            if (m instanceof FrozenMap<K, V> f) {
                keys = f.keys;
                values = f.values;
            } else {
                slow = new LinkedHashMap<>(m);
            }
        }

        @SuppressWarnings("unchecked")
        public V get(K key) {
            if (slow != null) return slow.get(key);
            int i = keys.of(key);
            return i < 0 ? null : (V) values[i];
        }

        public boolean containsKey(K key) {
            return slow != null ? slow.containsKey(key) : keys.of(key) >= 0;
        }

        public void put(K key, V value) {
            if (slow == null) {
                int i = keys.of(key);
                if (i >= 0) {
                    if (!copied) {
                        values = values.clone();
                        copied = true;
                    }
                    values[i] = value;
                    return;
                }
                slow = linked();
            }
            slow.put(key, value);
        }

        public void remove(K key) {
            if (slow == null) {
                if (keys.of(key) < 0) return;
                slow = linked();
            }
            slow.remove(key);
        }

        @SuppressWarnings("unchecked")
        private LinkedHashMap<K, V> linked() {
            LinkedHashMap<K, V> m = new LinkedHashMap<>();
            for (int i = 0; i < values.length; i++) m.put((K) keys.order[i], (V) values[i]);
            return m;
        }

        /** The frozen map; the editor is not to be used again. */
        public Map<K, V> done() {
            if (slow != null) return copyOf(slow, maker);
            return new FrozenMap<>(keys, values, maker);
        }
    }

    @SuppressWarnings("unchecked")
    @Override
    public V get(Object key) {
        int i = keys.of(key);
        return i < 0 ? null : (V) values[i];
    }

    @Override
    public boolean containsKey(Object key) {
        return keys.of(key) >= 0;
    }

    @SuppressWarnings("unchecked")
    @Override
    public V getOrDefault(Object key, V defaultValue) {
        int i = keys.of(key);
        return i < 0 ? defaultValue : (V) values[i];
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public boolean isEmpty() {
        return values.length == 0;
    }

    /** The values in order, unmodifiable. */
    private final class Values extends AbstractList<V> implements RandomAccess {
        @SuppressWarnings("unchecked")
        @Override
        public V get(int index) {
            return (V) values[index];
        }

        @Override
        public int size() {
            return values.length;
        }
    }

    @Override
    public Collection<V> values() {
        return new Values();
    }

    @Override
    public Set<K> keySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<K> iterator() {
                return new Walk<>() {
                    @SuppressWarnings("unchecked")
                    @Override
                    K at(int i) {
                        return (K) keys.order[i];
                    }
                };
            }

            @Override
            public boolean contains(Object o) {
                return containsKey(o);
            }

            @Override
            public int size() {
                return values.length;
            }
        };
    }

    @Override
    public Set<Entry<K, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<K, V>> iterator() {
                return new Walk<>() {
                    @SuppressWarnings("unchecked")
                    @Override
                    Entry<K, V> at(int i) {
                        return new SimpleImmutableEntry<>((K) keys.order[i], (V) values[i]);
                    }
                };
            }

            @Override
            public int size() {
                return values.length;
            }
        };
    }

    /** An iterator along the arrays that cannot remove. */
    private abstract class Walk<T> implements Iterator<T> {
        private int next;

        abstract T at(int i);

        @Override
        public boolean hasNext() {
            return next < values.length;
        }

        @Override
        public T next() {
            if (next >= values.length) throw new NoSuchElementException();
            return at(next++);
        }
    }

    @SuppressWarnings("unchecked")
    @Override
    public void forEach(BiConsumer<? super K, ? super V> action) {
        for (int i = 0; i < values.length; i++) action.accept((K) keys.order[i], (V) values[i]);
    }

    // Every write throws, as an unmodifiableMap's does, even one that would change nothing.
    @Override
    public V put(K key, V value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V remove(Object key) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void putAll(Map<? extends K, ? extends V> m) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void clear() {
        throw new UnsupportedOperationException();
    }

    @Override
    public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V putIfAbsent(K key, V value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V computeIfPresent(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean remove(Object key, Object value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean replace(K key, V oldValue, V newValue) {
        throw new UnsupportedOperationException();
    }

    @Override
    public V replace(K key, V value) {
        throw new UnsupportedOperationException();
    }
}
