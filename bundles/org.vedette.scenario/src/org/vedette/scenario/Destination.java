package org.vedette.scenario;

import org.vedette.core.model.Edge;
import org.vedette.core.model.Position;

/**
 * Where a travelling unit heads (OSOTH "Placing Non-Player Units": "Choose the
 * non-friendly-lines table edge which is furthest from the point of
 * deployment … Select the logical destination (for example, where a road
 * exits the table on that edge) furthest from the deployed figures").
 *
 * @param edge       the edge chosen
 * @param exit       the point on it
 * @param road       the id of the road that leaves the table there, or null when no road does
 * @param substitute a village or outpost within 12" of the exit that "may be substituted for a table-edge exit", or
 *                   null
 * @param words      the referee's instruction
 */
public record Destination(Edge edge, Position exit, String road, String substitute, String words) {
}
