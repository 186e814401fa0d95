package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * A list of texts — a scenario's objectives, its victory conditions — one
 * per line: each line is an item, and a change of the lines is one
 * operation while the same list is typed into.
 */
final class TextList {
    private final Document document;
    private final String pointer;
    private final Text lines;
    private boolean refreshing;

    TextList(Composite parent, Document document, String pointer, String label, String hint) {
        this.document = document;
        this.pointer = pointer;
        Composite area = new Composite(parent, SWT.NONE);
        area.setLayout(new GridLayout(1, false));
        area.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false, 2, 1));
        Fields.label(area, label + " (one a line)");
        lines = new Text(area, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL | SWT.WRAP);
        lines.setMessage(hint);
        GridData g = new GridData(SWT.FILL, SWT.FILL, true, true);
        g.heightHint = 54;
        g.widthHint = 200;
        lines.setLayoutData(g);
        lines.addModifyListener(e -> {
            if (!refreshing) document.edit("Set " + label, pointer, tree -> Members.set(tree, pointer, items()));
        });
        lines.addListener(SWT.FocusOut, e -> document.endTyping());
    }

    Text control() {
        return lines;
    }

    /** The lines as the list's items; none when every line is blank. */
    private JsonNode items() {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (String s : lines.getText().split("\\R")) {
            if (!s.isBlank()) a.add(s.strip());
        }
        return a.isEmpty() ? null : a;
    }

    void refresh() {
        List<String> items = new ArrayList<>();
        document.at(pointer).forEach(n -> items.add(n.asText()));
        List<String> shown = new ArrayList<>();
        for (String s : lines.getText().split("\\R")) {
            if (!s.isBlank()) shown.add(s.strip());
        }
        if (shown.equals(items)) return; // what is being typed (a new blank line) stays
        refreshing = true;
        try {
            lines.setText(String.join("\n", items));
        } finally {
            refreshing = false;
        }
    }
}
