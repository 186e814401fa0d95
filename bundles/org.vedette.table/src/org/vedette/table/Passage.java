package org.vedette.table;

/**
 * What moving through a piece of ground costs: inches of allowance per inch
 * moved (1 in the open, 2 where movement is halved), or nothing allowed, with
 * the rule that says so.
 */
public record Passage(double costPerInch, String rule) {
    public static final Passage OPEN = new Passage(1, null);

    public Passage {
        if (!(costPerInch >= 1)) throw new IllegalArgumentException("a passage costs at least an inch an inch");
    }

    public static Passage forbidden(String rule) {
        return new Passage(Double.POSITIVE_INFINITY, rule);
    }

    public boolean allowed() {
        return costPerInch != Double.POSITIVE_INFINITY;
    }
}
