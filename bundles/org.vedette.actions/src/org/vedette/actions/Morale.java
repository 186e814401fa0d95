package org.vedette.actions;

/**
 * The morale effect of an Actions-table result: "(2) What Morale effect the
 * situation has on them". The tables print no morale column (ruling C10): the
 * effect is the result itself — Continue, Advance and Attack leave the group
 * steady, Halt checks it, Retreat has it falling back, Rout routing — and it
 * lasts until the group's next roll, where falling back and routing count
 * again (the "Up to RF0" halt in cover, the +3 for routing, 2 points to
 * command a router).
 */
public enum Morale {
    STEADY("steady"),
    HALTED("halted"),
    FALLING_BACK("falling-back"),
    ROUTING("routing");

    private final String id;

    Morale(String id) {
        this.id = id;
    }

    /** The id kept in the {@code morale} mark. */
    public String id() {
        return id;
    }

    private static final Morale[] ALL = values();

    /** The morale with this id, or null. */
    public static Morale byId(String id) {
        for (Morale m : ALL) {
            if (m.id.equals(id)) return m;
        }
        return null;
    }
}
