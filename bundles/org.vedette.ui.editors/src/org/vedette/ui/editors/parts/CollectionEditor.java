package org.vedette.ui.editors.parts;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.vedette.ui.editing.EditorTags;
import org.vedette.ui.editors.model.Document;

import jakarta.inject.Inject;

/** The editor of a collection ({@code vedette.collection}): its items page and its Source. */
public final class CollectionEditor extends FormEditor {
    @Inject private EPartService parts;
    private ItemsPage items;

    @Override
    protected List<FormPage> pages(Document document, Path file) {
        items = new ItemsPage(document, support, file, this::openFile);
        return List.of(items);
    }

    /** The first of {@code candidates} open in an editor: the scenario the Items page plans for at first. */
    private Optional<Path> openFile(List<Path> candidates) {
        for (MPart p : parts.getParts()) {
            String file = p.getPersistedState().get(EditorTags.FILE);
            // A closed editor may stay in the model, hidden: only the editors the referee sees count.
            if (file == null || !p.isToBeRendered()) continue;
            Path open = Path.of(file).toAbsolutePath().normalize();
            for (Path c : candidates) {
                if (c.toAbsolutePath().normalize().equals(open)) return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The table of items (for tests). */
    public RowTable table() {
        return items.table();
    }

    /** The items page (for tests: what each item is assigned to, the old storage moved). */
    public ItemsPage items() {
        return items;
    }

    /** The totals by troop type, "all" last (for tests). */
    public List<ItemsPage.Total> totals() {
        return items.totals();
    }
}
