package org.vedette.ui.editors.parts;

import java.util.List;

import org.vedette.core.rules.Choice;
import org.vedette.core.rules.Ruleset;
import org.vedette.ui.editing.EditorSupport;
import org.vedette.ui.editors.model.Document;

/** The document's ruleset, and the installed rulesets as a choice. */
final class RulesetChoices {
    private RulesetChoices() {
    }

    /** The ruleset the document names, or null when it names none installed. */
    static Ruleset of(Document document, EditorSupport support) {
        String id = document.at("/ruleset").asText("");
        return id.isEmpty() ? null : support.ruleset(id).orElse(null);
    }

    static List<Choice> installed(EditorSupport support) {
        return support.rulesets().stream().map(r -> Choice.of(r.info().id(), r.info().name())).toList();
    }
}
