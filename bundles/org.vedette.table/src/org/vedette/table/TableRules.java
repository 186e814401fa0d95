package org.vedette.table;

/**
 * A ruleset's way with the table: the usual bases, line of sight and going.
 * {@link #forRuleset} knows the books Vedette ships; a ruleset it does not
 * know gets single figures on 1" bases with The Other Side of the Hill's
 * sight and half speed in bad going.
 */
public record TableRules(BaseRules bases, SightRules sight, GoingRules going) {

    /** The rules for a ruleset id ({@code onehour}, {@code sharpe}, {@code ohfa}, {@code osoth}, {@code riskfactor}). */
    public static TableRules forRuleset(String rulesetId) {
        return switch (rulesetId == null ? "" : rulesetId) {
            // Units 4" wide: half a base width is the narrowest gap to fire through.
            case "onehour" -> new TableRules(BaseRules.oneHourUnits(), SightRules.oneHour(4),
                    GoingRules.oneHour());
            // 40mm figures on 40mm (about 1.5") bases.
            case "sharpe" -> new TableRules(BaseRules.singleFigures(1.5), SightRules.sharpe(),
                    GoingRules.halfSpeedInBadGoing("Sharpe §4 Movement"));
            case "ohfa" -> new TableRules(BaseRules.singleFigures(1), SightRules.ohfa(),
                    GoingRules.halfSpeedInBadGoing("the scenario's going"));
            case "riskfactor" -> new TableRules(BaseRules.singleFigures(1), SightRules.riskFactor(),
                    GoingRules.halfSpeedInBadGoing("the scenario's going"));
            default -> new TableRules(BaseRules.singleFigures(1), SightRules.otherSideOfTheHill(),
                    GoingRules.halfSpeedInBadGoing("the scenario's going"));
        };
    }
}
