/**
 * The NPC AI's conformance kit, a test-support bundle: whole AI-played games of a ruleset's example and
 * generated scenarios, checked against the table, the shown suggestion and the book's actions
 * ({@link org.vedette.ai.conformance.Conformance}), run by each ruleset's tests.
 */
package org.vedette.ai.conformance;
