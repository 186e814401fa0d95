/**
 * The workbench's models, free of widgets: the workspace folder and its
 * files, the rulesets installed, the problems found, the game log, the
 * referee's table and the dice setting. Parts listen to them; they tell
 * their listeners through an executor (the UI thread's).
 */
package org.vedette.ui.internal.model;
