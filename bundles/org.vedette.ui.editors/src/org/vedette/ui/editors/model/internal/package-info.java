/** The implementations of the editors' model: the document, its operations and where its problems are. */
package org.vedette.ui.editors.model.internal;
