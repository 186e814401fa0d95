/** Model processors: changes to the application model made when it is loaded. */
package org.vedette.ui.internal.processors;
