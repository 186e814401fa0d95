/**
 * The rules SPI: a {@link org.vedette.core.rules.Ruleset} service says what it
 * is, what figures carry ({@link org.vedette.core.rules.Profile}), which
 * actions exist and what each takes ({@link org.vedette.core.rules.ActionSpec}),
 * how turns run, and resolves a request into an
 * {@link org.vedette.core.rules.Outcome} whose every step cites its rule.
 */
package org.vedette.core.rules; // exported as version 0.10.0 (MANIFEST.MF): 0.2 adds Ruleset.choicesFor; 0.3 adds ActionCatalog and CatalogRuleset; 0.4 adds MarkSpec, Marks, Ruleset.marks, checkStatus, hit, resolveHit, joined, left and CatalogRuleset.offerHit; 0.5 Outcome's headline composed when first asked for; 0.6 Ruleset.checkOption, optionChanges and OptionProblem; 0.7 Sighting, Ruleset.fromTable, shotOf and rehearse; 0.8 Ruleset.strength (a figure's or unit's worth, for balancing forces); 0.9 Ruleset.another (a ruleset of its own for each thread of the balance simulator); 0.10 Ruleset.inputsRefused (a ruleset words a refusal of its inputs)
