package org.vedette.core.rules;

import java.util.Objects;

/**
 * A place in a rulebook: the book's short name and the section, as the book
 * heads it ("1H", "Hand-to-Hand Combat — Terrain Advantage"). Every rule in
 * code and every step of an explanation names one.
 */
public record RuleRef(String book, String section) {
    public RuleRef {
        Objects.requireNonNull(book, "book");
        Objects.requireNonNull(section, "section");
    }

    public static RuleRef of(String book, String section) {
        return new RuleRef(book, section);
    }

    @Override
    public String toString() {
        return book + " §" + section;
    }
}
