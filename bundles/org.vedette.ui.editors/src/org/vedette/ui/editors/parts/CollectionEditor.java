package org.vedette.ui.editors.parts;

import java.util.List;

import org.vedette.ui.editors.model.Document;

/** The editor of a collection ({@code vedette.collection}): its items page and its Source. */
public final class CollectionEditor extends FormEditor {
    private ItemsPage items;

    @Override
    protected List<FormPage> pages(Document document, java.nio.file.Path file) {
        items = new ItemsPage(document, support, file);
        return List.of(items);
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
