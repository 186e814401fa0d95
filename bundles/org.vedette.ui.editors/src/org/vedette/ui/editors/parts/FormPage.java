package org.vedette.ui.editors.parts;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * One page of a form editor (a tab): the scenario's Overview and Forces, a
 * roster's units. A page shows the document and changes it through the
 * document's operations; it is told whenever the document changed.
 */
interface FormPage {
    /** The tab's label. */
    String title();

    Control create(Composite parent);

    /** The document changed (a change made here or anywhere, undo, the Source typed): show it. */
    void refresh();
}
