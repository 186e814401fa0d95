package org.vedette.table;

/** The stand nearest to another and the distance between their bases' nearest edges, in inches. */
public record Nearest(Stand stand, double distance) {
}
