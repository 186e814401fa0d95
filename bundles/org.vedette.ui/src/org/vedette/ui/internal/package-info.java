/**
 * The Vedette workbench: the application (which checks the workspace folder
 * and the display first), its life cycle (the models it puts in the
 * application context) and the icons. Internal: nothing here is API; the
 * packages are open to the UI tests only.
 */
package org.vedette.ui.internal;
