/**
 * The workbench's parts — Workspace, Rulesets, Action Resolver, Game Log,
 * Problems and the file editor — and the widgets they are built from.
 */
package org.vedette.ui.internal.parts;
