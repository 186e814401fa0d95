package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

import org.eclipse.jface.fieldassist.ControlDecoration;
import org.eclipse.jface.fieldassist.FieldDecorationRegistry;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.io.Diagnostic;
import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The fields of a form page, each showing one member of the document (by
 * JSON pointer) and changing it as one undoable operation: a text box, a
 * number checked against its range, a choice, a flag. A ruleset's typed
 * fields — profile values, options — get the widget their
 * {@link FieldType} calls for, as the Action Resolver's form does: a choice
 * a combo, a number a box checked against its range, a flag a check box.
 * Each field shows its problems beside it: what io found in the file, and
 * what is wrong with what was just typed, which changes nothing.
 */
public final class Fields {
    /** What a choice shows for "none": the member is left out. */
    static final String NONE = "—";

    private final Document document;
    private final List<Runnable> refreshers = new ArrayList<>();
    private boolean refreshing;

    Fields(Document document) {
        this.document = document;
    }

    /** Shows the document as it is now in every field made here. */
    void refresh() {
        refreshing = true;
        try {
            refreshers.removeIf(r -> {
                try {
                    r.run();
                    return false;
                } catch (org.eclipse.swt.SWTException disposed) {
                    return true; // a field of a form rebuilt since (another ruleset's profile)
                }
            });
        } finally {
            refreshing = false;
        }
    }

    /** A labelled text box; a blank text removes the member. */
    Text text(Composite grid, String label, Supplier<String> pointer, boolean multiLine) {
        label(grid, label);
        Text t = new Text(grid, SWT.BORDER | (multiLine ? SWT.MULTI | SWT.WRAP | SWT.V_SCROLL : SWT.SINGLE));
        GridData g = new GridData(SWT.FILL, multiLine ? SWT.FILL : SWT.CENTER, true, false);
        if (multiLine) g.heightHint = 60;
        g.widthHint = 120;
        t.setLayoutData(g);
        ControlDecoration mark = decoration(t);
        t.addModifyListener(e -> {
            if (!refreshing) document.edit("Set " + label, pointer.get(), tree -> Members.setText(tree, pointer.get(),
                    t.getText()));
        });
        t.addListener(SWT.FocusOut, e -> document.endTyping());
        refreshers.add(() -> {
            JsonNode n = document.at(pointer.get());
            String shown = n.isValueNode() ? n.asText() : "";
            if (!t.getText().equals(shown)) t.setText(shown);
            show(mark, document.diagnosticsAt(pointer.get()), null);
        });
        return t;
    }

    /** A list of texts (weapons, unit ids) typed separated by commas; none removes the member. */
    Text list(Composite grid, String label, Supplier<String> pointer) {
        label(grid, label);
        Text t = new Text(grid, SWT.BORDER | SWT.SINGLE);
        t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        ControlDecoration mark = decoration(t);
        t.addModifyListener(e -> {
            if (!refreshing) document.edit("Set " + label, pointer.get(), tree -> Members.set(tree, pointer.get(),
                    Column.listOf(t.getText())));
        });
        t.addListener(SWT.FocusOut, e -> document.endTyping());
        refreshers.add(() -> {
            String shown = Column.text("", label).show(document.at(pointer.get()));
            if (!java.util.Objects.equals(Column.listOf(t.getText()), Column.listOf(shown))) t.setText(shown);
            show(mark, document.diagnosticsAt(pointer.get()), null);
        });
        return t;
    }

    /** A ruleset's field (profile value or option) with the widget its type calls for. */
    Control field(Composite grid, FieldSpec spec, Supplier<String> pointer) {
        return switch (spec.type()) {
            case CHOICE -> choice(grid, spec.label(), pointer, spec::choices, !spec.required(), spec.help());
            case FLAG -> flag(grid, spec.label(), pointer, Boolean.TRUE.equals(spec.defaultValue()), spec.help());
            case INTEGER, DECIMAL -> number(grid, spec, pointer);
            case TEXT, ACTOR -> text(grid, spec.label(), pointer, false);
        };
    }

    /** A number box: what is typed is written when it is a number the field takes, and otherwise said. */
    Text number(Composite grid, FieldSpec spec, Supplier<String> pointer) {
        return number(grid, spec, pointer, (tree, value) -> Members.set(tree, pointer.get(), value), null);
    }

    /**
     * A number box whose change is more than setting its member (an arrival, kept by the side under the unit's
     * id): {@code set} gets the tree and the number typed, or null for a blank box.
     *
     * @param why said after a number out of the field's range (why it must be in it), or null
     */
    Text number(Composite grid, FieldSpec spec, Supplier<String> pointer, BiConsumer<ObjectNode, JsonNode> set,
            String why) {
        label(grid, spec.label() + (spec.unit() == null ? "" : " (" + spec.unit() + ")"));
        Text t = new Text(grid, SWT.BORDER | SWT.SINGLE);
        t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        t.setToolTipText(spec.help().isEmpty() ? spec.rangeText() : spec.help() + " (" + spec.rangeText() + ")");
        ControlDecoration mark = decoration(t);
        String[] typed = { null };
        t.addModifyListener(e -> {
            if (refreshing) return;
            String s = t.getText().strip();
            Object value = s.isEmpty() ? null : parse(s, spec.type() == FieldType.INTEGER);
            Optional<String> wrong = s.isEmpty() ? Optional.empty()
                    : value == null ? Optional.of("'" + s + "' is not " + (spec.type() == FieldType.INTEGER
                            ? "a whole number" : "a number"))
                    : spec.check(value).map(w -> why == null ? w : w + ": " + why);
            typed[0] = wrong.map(w -> w.replace("'" + spec.id() + "'", spec.label())).orElse(null);
            show(mark, document.diagnosticsAt(pointer.get()), typed[0]);
            if (typed[0] == null) {
                document.edit("Set " + spec.label(), pointer.get(), tree -> set.accept(tree, Members.scalar(value)));
            }
        });
        t.addListener(SWT.FocusOut, e -> document.endTyping());
        refreshers.add(() -> {
            JsonNode n = document.at(pointer.get());
            String shown = n.isValueNode() ? n.asText() : "";
            // What was typed wrong stays to be corrected; it never reached the document.
            if (typed[0] == null && !t.getText().strip().equals(shown)) t.setText(shown);
            show(mark, document.diagnosticsAt(pointer.get()), typed[0]);
        });
        return t;
    }

    /** A read-only combo of the choices' labels, "—" first when the member may be left out. */
    Combo choice(Composite grid, String label, Supplier<String> pointer, Supplier<List<Choice>> choices,
            boolean optional, String help) {
        return choice(grid, label, pointer, choices, optional, help,
                (tree, id) -> Members.setText(tree, pointer.get(), id));
    }

    /** A choice whose change is more than setting its member ({@code set} gets the tree and the id chosen). */
    Combo choice(Composite grid, String label, Supplier<String> pointer, Supplier<List<Choice>> choices,
            boolean optional, String help, BiConsumer<ObjectNode, String> set) {
        label(grid, label);
        Combo c = new Combo(grid, SWT.READ_ONLY);
        c.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        if (help != null && !help.isEmpty()) c.setToolTipText(help);
        ControlDecoration mark = decoration(c);
        List<String> ids = new ArrayList<>();
        c.addListener(SWT.Selection, e -> {
            if (refreshing || c.getSelectionIndex() < 0) return;
            String id = ids.get(c.getSelectionIndex());
            document.edit("Set " + label, null, tree -> set.accept(tree, id));
        });
        refreshers.add(() -> {
            List<String> labels = new ArrayList<>();
            ids.clear();
            if (optional) {
                ids.add("");
                labels.add(NONE);
            }
            for (Choice ch : choices.get()) {
                ids.add(ch.id());
                labels.add(ch.label());
            }
            JsonNode n = document.at(pointer.get());
            String now = n.isValueNode() ? n.asText() : "";
            if (!ids.contains(now)) {
                // A value the ruleset does not offer stays visible (io says what is wrong with it).
                ids.add(now);
                labels.add(now.isEmpty() ? NONE : now);
            }
            if (!List.of(c.getItems()).equals(labels)) c.setItems(labels.toArray(String[]::new));
            c.select(ids.indexOf(now));
            show(mark, document.diagnosticsAt(pointer.get()), null);
        });
        return c;
    }

    /** A check box; unchecked leaves the member out unless the default is true. */
    Button flag(Composite grid, String label, Supplier<String> pointer, boolean defaultTrue, String help) {
        return flag(grid, label, pointer, help, (tree, on) -> Members.set(tree, pointer.get(),
                on || defaultTrue ? Members.scalar(on) : null), n -> n.isBoolean() ? n.booleanValue() : defaultTrue);
    }

    /**
     * A check box whose member is more than true or false (a hidden side's "hidden" object).
     *
     * @param set  changes the tree for the box checked or not
     * @param isOn whether the member found means checked
     */
    Button flag(Composite grid, String label, Supplier<String> pointer, String help, BiConsumer<ObjectNode, Boolean> set,
            java.util.function.Predicate<JsonNode> isOn) {
        new Label(grid, SWT.NONE);
        Button b = new Button(grid, SWT.CHECK);
        b.setText(label);
        if (help != null && !help.isEmpty()) b.setToolTipText(help);
        ControlDecoration mark = decoration(b);
        b.addListener(SWT.Selection, e -> {
            if (refreshing) return;
            boolean on = b.getSelection();
            document.edit((on ? "Set " : "Clear ") + label, null, tree -> set.accept(tree, on));
        });
        refreshers.add(() -> {
            JsonNode n = document.at(pointer.get());
            b.setSelection(isOn.test(n));
            show(mark, document.diagnosticsAt(pointer.get()), null);
        });
        return b;
    }

    static Label label(Composite grid, String text) {
        Label l = new Label(grid, SWT.NONE);
        l.setText(text + ":");
        return l;
    }

    private static ControlDecoration decoration(Control c) {
        ControlDecoration d = new ControlDecoration(c, SWT.LEFT | SWT.TOP);
        d.setImage(FieldDecorationRegistry.getDefault().getFieldDecoration(FieldDecorationRegistry.DEC_ERROR)
                .getImage());
        d.hide();
        c.setData(MARK, d);
        return d;
    }

    /** Shows the problems io found at the field and what is wrong with what was typed, or hides the mark. */
    private static void show(ControlDecoration mark, List<Diagnostic> found, String typed) {
        List<String> lines = new ArrayList<>();
        if (typed != null) lines.add(typed + " — not written");
        found.forEach(d -> lines.add(d.severity().label() + ": " + d.message()));
        if (lines.isEmpty()) {
            mark.hide();
        } else {
            mark.setDescriptionText(String.join("\n", lines));
            mark.show();
        }
    }

    /** The problems a field shows now (for tests): its decoration's text, or null. */
    public static String problemOf(Control c) {
        Object d = c.getData(MARK);
        return d instanceof ControlDecoration m && m.isVisible() ? m.getDescriptionText() : null;
    }

    private static final String MARK = "vedette.mark";

    private static Object parse(String s, boolean whole) {
        try {
            if (whole) return Integer.valueOf(s);
            double d = Double.parseDouble(s);
            return Double.isFinite(d) ? (Object) d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
