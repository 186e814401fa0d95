package org.vedette.inventory;

import org.vedette.inventory.internal.Reports;

/**
 * A plan as files: every need as a CSV table, the packing list and the
 * shopping list as CSV tables, all three on one printable HTML page, and the
 * plan as JSON.
 */
public final class PlanReports {
    private PlanReports() {
    }

    /** One row per need: needed, owned, assigned, substituted, short and the items. */
    public static String planCsv(Plan plan) {
        return Reports.planCsv(plan);
    }

    /** One row per item to take, by box and drawer. */
    public static String packingCsv(Plan plan) {
        return Reports.packingCsv(plan);
    }

    /** One row per need that is short. */
    public static String shoppingCsv(Plan plan) {
        return Reports.shoppingCsv(plan);
    }

    /** A page to print: the packing list with boxes to tick, the shopping list, every need. */
    public static String html(Plan plan) {
        return Reports.html(plan);
    }

    public static String json(Plan plan) {
        return Reports.json(plan);
    }
}
