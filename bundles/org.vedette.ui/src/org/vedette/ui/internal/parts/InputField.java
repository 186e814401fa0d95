package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.vedette.core.game.Actor;
import org.vedette.core.model.Status;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;

/**
 * One input of an action on the referee's form, with the widget its
 * {@link org.vedette.core.rules.FieldType} calls for: a choice is a combo, a
 * number with a range a spinner or a checked text box with its unit, a flag
 * a check box, an actor a combo of the scenario's figures or units. Each
 * says what it holds and what is wrong with it, in the words of
 * {@link FieldSpec#check}.
 */
public abstract sealed class InputField {
    /** What a combo shows for "no value" when a field may be left empty. */
    static final String NONE = "—";

    protected final FieldSpec spec;

    InputField(FieldSpec spec) {
        this.spec = spec;
    }

    public FieldSpec spec() {
        return spec;
    }

    /** The value as a request carries it (Integer, Double, Boolean, String), or null when empty. */
    public abstract Object value();

    /** Sets the widget to a value, as a referee would (tests, defaults). */
    public abstract void set(Object value);

    public abstract Control control();

    /** Whether the value is masked as it is typed (a concealed action's input). */
    public boolean secret() {
        return false;
    }

    /** What is wrong with the value typed, or empty. */
    public Optional<String> problem() {
        return spec.check(value()).map(p -> p.replace("'" + spec.id() + "'", spec.label()));
    }

    /**
     * Makes the widgets of a field in a three-column grid (label, widget, unit).
     *
     * @param actors the figures or units an actor field offers; empty when there is no scenario
     * @param acting the actors whose activation it is, marked ▶ in an actor field
     * @param secret the value is masked as it is typed: a number or text box shows dots, and a
     *               choice or flag is never preset from what was typed before
     * @param changed run whenever the value changes
     */
    static InputField create(Composite grid, FieldSpec spec, List<Actor> actors, List<String> acting, boolean secret,
            Runnable changed) {
        InputField field;
        if (secret && spec.type() != org.vedette.core.rules.FieldType.FLAG
                && spec.type() != org.vedette.core.rules.FieldType.CHOICE) {
            Label label = new Label(grid, SWT.NONE);
            label.setText(spec.label() + (spec.required() ? " *" : "") + ":");
            label.setToolTipText(spec.help());
            field = new Secret(grid, spec, changed);
            new Label(grid, SWT.NONE).setText(spec.unit() == null ? "" : spec.unit());
            field.control().setToolTipText((spec.help().isEmpty() ? "" : spec.help() + " — ")
                    + "typed in secret: it shows as dots");
            return field;
        } else if (spec.type() == org.vedette.core.rules.FieldType.FLAG) {
            new Label(grid, SWT.NONE);
            field = new Flag(grid, spec, changed);
            ((GridData) field.control().getLayoutData()).horizontalSpan = 2;
        } else {
            Label label = new Label(grid, SWT.NONE);
            label.setText(spec.label() + (spec.required() ? " *" : "") + ":");
            label.setToolTipText(spec.help());
            field = switch (spec.type()) {
                case CHOICE -> new ChoiceField(grid, spec, changed);
                case INTEGER -> spec.min() != null && spec.max() != null && spec.defaultValue() != null
                        ? new Whole(grid, spec, changed) : new Number(grid, spec, changed, true);
                case DECIMAL -> new Number(grid, spec, changed, false);
                case ACTOR -> new ActorField(grid, spec, actors, acting, changed);
                case TEXT -> new Number(grid, spec, changed, null);
                case FLAG -> throw new AssertionError();
            };
            Label unit = new Label(grid, SWT.NONE);
            unit.setText(spec.unit() == null ? "" : spec.unit());
        }
        field.control().setToolTipText(spec.help().isEmpty() ? null : spec.help());
        if (spec.defaultValue() != null) field.set(spec.defaultValue());
        return field;
    }

    private static GridData fill() {
        GridData g = new GridData(SWT.FILL, SWT.CENTER, true, false);
        g.widthHint = 80; // grows with the part, but never asks it to be wider
        return g;
    }

    /** A choice: a read-only combo of the choices' labels, with "—" first when it may be left empty. */
    static final class ChoiceField extends InputField {
        private final Combo combo;
        private final List<String> ids = new ArrayList<>();

        ChoiceField(Composite grid, FieldSpec spec, Runnable changed) {
            super(spec);
            combo = new Combo(grid, SWT.READ_ONLY | SWT.DROP_DOWN);
            combo.setLayoutData(fill());
            if (!spec.required()) {
                combo.add(NONE);
                ids.add(null);
            }
            for (Choice c : spec.choices()) {
                combo.add(c.label());
                ids.add(c.id());
            }
            combo.select(0);
            combo.addListener(SWT.Selection, e -> changed.run());
        }

        @Override
        public Object value() {
            int i = combo.getSelectionIndex();
            return i < 0 ? null : ids.get(i);
        }

        @Override
        public void set(Object value) {
            int i = ids.indexOf(value);
            if (i >= 0) combo.select(i);
            combo.notifyListeners(SWT.Selection, null);
        }

        @Override
        public Control control() {
            return combo;
        }
    }

    /** A whole number with both bounds and a default: a spinner, which cannot hold a wrong value. */
    static final class Whole extends InputField {
        private final Spinner spinner;

        Whole(Composite grid, FieldSpec spec, Runnable changed) {
            super(spec);
            spinner = new Spinner(grid, SWT.BORDER);
            spinner.setMinimum(spec.min().intValue());
            spinner.setMaximum(spec.max().intValue());
            spinner.setLayoutData(fill());
            spinner.addListener(SWT.Modify, e -> changed.run());
        }

        @Override
        public Object value() {
            return spinner.getSelection();
        }

        @Override
        public void set(Object value) {
            if (value instanceof java.lang.Number n) spinner.setSelection(n.intValue());
        }

        @Override
        public Control control() {
            return spinner;
        }
    }

    /**
     * A number typed in a text box (a decimal, or a whole number without both
     * bounds), or free text when {@code whole} is null; checked as it is typed.
     */
    static final class Number extends InputField {
        private final Text text;
        private final Boolean whole;

        Number(Composite grid, FieldSpec spec, Runnable changed, Boolean whole) {
            super(spec);
            this.whole = whole;
            text = new Text(grid, SWT.BORDER | (whole == null ? SWT.LEFT : SWT.RIGHT));
            text.setLayoutData(fill());
            if (whole != null) text.setMessage(spec.rangeText());
            text.addListener(SWT.Modify, e -> changed.run());
        }

        @Override
        public Object value() {
            String s = text.getText().strip();
            if (s.isEmpty()) return null;
            if (whole == null) return s;
            try {
                return whole ? (Object) Integer.valueOf(s) : (Object) Double.valueOf(s.replace(',', '.'));
            } catch (NumberFormatException e) {
                return s; // FieldSpec.check says a number is wanted, in its words
            }
        }

        @Override
        public void set(Object value) {
            text.setText(value == null ? "" : plain(value));
        }

        @Override
        public Control control() {
            return text;
        }

        private static String plain(Object v) {
            if (v instanceof Double d && d == Math.rint(d)) return Long.toString(d.longValue());
            return String.valueOf(v).toLowerCase(Locale.ROOT);
        }
    }

    /** A flag: a check box labelled with the field's label. */
    static final class Flag extends InputField {
        private final Button box;

        Flag(Composite grid, FieldSpec spec, Runnable changed) {
            super(spec);
            box = new Button(grid, SWT.CHECK);
            box.setText(spec.label());
            box.setLayoutData(fill());
            box.addListener(SWT.Selection, e -> changed.run());
        }

        @Override
        public Object value() {
            return box.getSelection();
        }

        @Override
        public void set(Object value) {
            box.setSelection(Boolean.TRUE.equals(value));
            box.notifyListeners(SWT.Selection, null);
        }

        @Override
        public Control control() {
            return box;
        }
    }

    /**
     * A concealed input (an OHFA allocation): a password box, so a player
     * looking on sees dots, read as the field's type — a whole number, a
     * decimal or text — and checked as it is typed.
     */
    static final class Secret extends InputField {
        private final Text text;

        Secret(Composite grid, FieldSpec spec, Runnable changed) {
            super(spec);
            text = new Text(grid, SWT.BORDER | SWT.PASSWORD);
            text.setLayoutData(fill());
            text.addListener(SWT.Modify, e -> changed.run());
        }

        @Override
        public boolean secret() {
            return true;
        }

        @Override
        public Object value() {
            String s = text.getText().strip();
            if (s.isEmpty()) return null;
            try {
                return switch (spec.type()) {
                    case INTEGER -> Integer.valueOf(s);
                    case DECIMAL -> Double.valueOf(s.replace(',', '.'));
                    default -> s;
                };
            } catch (NumberFormatException e) {
                return s; // FieldSpec.check says a number is wanted, without repeating what was typed
            }
        }

        @Override
        public Optional<String> problem() {
            // The words of FieldSpec.check would repeat the value typed ("… is 12 but must be …"): not here.
            return spec.check(value()).map(p -> value() == null ? spec.label() + " is required"
                    : spec.label() + " must be " + (spec.type() == org.vedette.core.rules.FieldType.TEXT ? "text"
                            : spec.min() != null || spec.max() != null ? spec.rangeText() : "a number"));
        }

        @Override
        public void set(Object value) {
            text.setText(value == null ? "" : String.valueOf(value));
        }

        @Override
        public Control control() {
            return text;
        }
    }

    /**
     * An actor: a combo of the scenario's figures or units ("52nd Foot —
     * british"); without a scenario, a combo the id can be typed into.
     */
    static final class ActorField extends InputField {
        private final Combo combo;
        private final List<String> ids = new ArrayList<>();

        ActorField(Composite grid, FieldSpec spec, List<Actor> actors, List<String> acting, Runnable changed) {
            super(spec);
            combo = new Combo(grid, (actors.isEmpty() ? SWT.NONE : SWT.READ_ONLY) | SWT.DROP_DOWN);
            combo.setLayoutData(fill());
            if (!actors.isEmpty()) {
                combo.add(NONE);
                ids.add(null);
                for (Actor a : actors) {
                    combo.add((acting.contains(a.id()) ? "▶ " : "") + a.name() + " — " + a.side()
                            + (a.status().equals(Status.FRESH) ? "" : " (" + a.status() + ")"));
                    ids.add(a.id());
                }
                combo.select(0);
            }
            combo.setVisibleItemCount(Math.min(20, Math.max(5, ids.size())));
            combo.addListener(SWT.Selection, e -> changed.run());
            combo.addListener(SWT.Modify, e -> changed.run());
        }

        @Override
        public Object value() {
            if (ids.isEmpty()) {
                String s = combo.getText().strip();
                return s.isEmpty() ? null : s;
            }
            int i = combo.getSelectionIndex();
            return i < 0 ? null : ids.get(i);
        }

        @Override
        public void set(Object value) {
            if (ids.isEmpty()) {
                combo.setText(value == null ? "" : value.toString());
            } else {
                int i = ids.indexOf(value);
                if (i < 0) throw new IllegalArgumentException("no actor '" + value + "' in " + ids);
                combo.select(i);
            }
            combo.notifyListeners(SWT.Selection, null);
        }

        @Override
        public Control control() {
            return combo;
        }
    }
}
