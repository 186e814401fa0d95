package org.vedette.core.internal;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * An unmodifiable map in insertion order that nobody else can change: made
 * only from a copy, or from a map its maker hands over and never touches
 * again. So a record that keeps one can take it as it is, instead of copying
 * it again as it must copy any other map — a game makes a new state, and new
 * actors, for every event, and each copy of 100 actors or of an actor's marks
 * was most of what an event cost (issue 16).
 * <p>
 * Reads as an {@code unmodifiableMap} of a {@link LinkedHashMap} reads
 * (equality, hash code, text, order); every write throws
 * {@link UnsupportedOperationException}. Not exported: the core's records
 * alone know it.
 */
public final class FrozenMap<K, V> extends AbstractMap<K, V> {
    private final LinkedHashMap<K, V> map;
    private final Map<K, V> view;
    /** The class that made it and vouches for its values (Values: numbers, flags and text only). */
    private final Class<?> maker;

    private FrozenMap(LinkedHashMap<K, V> map, Class<?> maker) {
        this.map = map;
        this.view = Collections.unmodifiableMap(map);
        this.maker = maker;
    }

    /**
     * A frozen map of {@code m}, which the caller hands over: it must never change it again.
     *
     * @param maker the caller's class, which {@link #madeBy} asks
     */
    public static <K, V> Map<K, V> adopt(LinkedHashMap<K, V> m, Class<?> maker) {
        return new FrozenMap<>(m, maker);
    }

    /** Whether {@code m} is a frozen map that {@code maker} made: then it holds what {@code maker} checked. */
    public static boolean madeBy(Map<?, ?> m, Class<?> maker) {
        return m instanceof FrozenMap<?, ?> f && f.maker == maker;
    }

    @Override
    public V get(Object key) {
        return map.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    @Override
    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    @Override
    public V getOrDefault(Object key, V defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    @Override
    public int size() {
        return map.size();
    }

    @Override
    public boolean isEmpty() {
        return map.isEmpty();
    }

    @Override
    public Set<Entry<K, V>> entrySet() {
        return view.entrySet();
    }

    @Override
    public Set<K> keySet() {
        return view.keySet();
    }

    @Override
    public Collection<V> values() {
        return view.values();
    }

    @Override
    public void forEach(BiConsumer<? super K, ? super V> action) {
        map.forEach(action);
    }

    // Every write throws, as an unmodifiableMap's does, even one that would change nothing.
    @Override
    public V put(K key, V value) {
        return view.put(key, value);
    }

    @Override
    public V remove(Object key) {
        return view.remove(key);
    }

    @Override
    public void putAll(Map<? extends K, ? extends V> m) {
        view.putAll(m);
    }

    @Override
    public void clear() {
        view.clear();
    }

    @Override
    public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
        view.replaceAll(function);
    }

    @Override
    public V putIfAbsent(K key, V value) {
        return view.putIfAbsent(key, value);
    }

    @Override
    public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) {
        return view.computeIfAbsent(key, f);
    }

    @Override
    public V computeIfPresent(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
        return view.computeIfPresent(key, f);
    }

    @Override
    public V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
        return view.compute(key, f);
    }

    @Override
    public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
        return view.merge(key, value, f);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || map.equals(o);
    }

    @Override
    public int hashCode() {
        return map.hashCode();
    }

    @Override
    public String toString() {
        return map.toString();
    }
}
