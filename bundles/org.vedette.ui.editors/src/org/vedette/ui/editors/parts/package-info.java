/**
 * The form editors — scenario, roster, collection — each a part made from a
 * part descriptor of this bundle's model fragment, with form pages over the
 * document and a Source page with its JSON text, kept in step both ways.
 */
package org.vedette.ui.editors.parts;
