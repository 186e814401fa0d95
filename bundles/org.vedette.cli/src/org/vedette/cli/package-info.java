/**
 * The command line as a service: {@link org.vedette.cli.CommandLine} runs
 * {@code vedette} commands against the rulesets installed as services.
 */
package org.vedette.cli; // exported as version 0.1.0 (MANIFEST.MF)
