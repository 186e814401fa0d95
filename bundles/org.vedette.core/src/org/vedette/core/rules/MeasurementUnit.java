package org.vedette.core.rules;

/** How a ruleset measures distances on the table. */
public enum MeasurementUnit {
    INCH("in", 1.0), CENTIMETRE("cm", 1 / 2.54);

    private final String symbol;
    private final double inches;

    MeasurementUnit(String symbol, double inches) {
        this.symbol = symbol;
        this.inches = inches;
    }

    public String symbol() {
        return symbol;
    }

    /** Converts a distance in this unit to inches. */
    public double toInches(double distance) {
        return distance * inches;
    }
}
