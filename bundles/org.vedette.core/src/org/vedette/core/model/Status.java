package org.vedette.core.model;

/**
 * How a figure or unit stands: wounds (One Hour's "hits" are counted here),
 * shock counters, knocked down, and out of the game (dead, routed, eliminated).
 */
public record Status(int wounds, int shock, boolean down, boolean out) {
    public static final Status FRESH = new Status(0, 0, false, false);

    public Status {
        if (wounds < 0 || shock < 0) {
            throw new IllegalArgumentException("wounds and shock cannot be negative");
        }
    }

    public Status withWounds(int w) {
        return new Status(w, shock, down, out);
    }

    public Status withShock(int s) {
        return new Status(wounds, s, down, out);
    }

    public Status withDown(boolean d) {
        return new Status(wounds, shock, d, out);
    }

    public Status withOut(boolean o) {
        return new Status(wounds, shock, down, o);
    }

    @Override
    public String toString() {
        if (equals(FRESH)) {
            return "fresh";
        }
        StringBuilder b = new StringBuilder();
        if (wounds > 0) b.append(wounds).append(wounds == 1 ? " wound" : " wounds");
        if (shock > 0) b.append(b.isEmpty() ? "" : ", ").append(shock).append(" shock");
        if (down) b.append(b.isEmpty() ? "" : ", ").append("down");
        if (out) b.append(b.isEmpty() ? "" : ", ").append("out");
        return b.toString();
    }
}
