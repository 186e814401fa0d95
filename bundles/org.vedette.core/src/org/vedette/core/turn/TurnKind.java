package org.vedette.core.turn;

/**
 * The families of turn sequence the rulebooks use; docs/ARCHITECTURE.md maps
 * each rulebook onto one.
 */
public enum TurnKind {
    /** Each side in turn runs the same phases with all its units (One Hour). */
    ALTERNATE_SIDES,
    /** A command phase decides who is commanded, then phases per side (the risk-factor rules). */
    COMMAND_THEN_ACTIONS,
    /** Every figure acts once a bound, in an order diced for (Sharpe's Skirmish). */
    INITIATIVE_ORDER,
    /** A shared deck is drawn; held cards interrupt by precedence (Over the Hills &amp; Far Away). */
    CARD_DRIVEN,
    /** Each press of the Initiative/Event button gives initiative to a side or brings an event (the Other Side of the Hill). */
    INITIATIVE_EVENT_DRAWS
}
