package org.vedette.ui.editors.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.vedette.ui.editors.model.Document;
import org.vedette.ui.editors.model.Members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The rows of one flat list of objects — a collection's items, a scenario's
 * victory conditions: what a {@link RowTable} shows, and Add, Duplicate and
 * Delete, each one operation of the document, a new row's id free among
 * {@code ids}.
 */
final class ListRows implements RowTable.Source {
    private final Document document;
    private final String list;
    private final String noun;
    private final Function<JsonNode, Set<String>> ids;

    /**
     * @param list the list's pointer ("/items")
     * @param noun what a row is, for the operations' names ("Item": "Add Item", "Delete Items")
     * @param ids  the ids taken in the document, among which a new row's must be free
     */
    ListRows(Document document, String list, String noun, Function<JsonNode, Set<String>> ids) {
        this.document = document;
        this.list = list;
        this.noun = noun;
        this.ids = ids;
    }

    @Override
    public List<String> roots() {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < document.at(list).size(); i++) rows.add(Members.item(list, i));
        return rows;
    }

    @Override
    public List<String> children(String row) {
        return List.of();
    }

    private int index(String row) {
        return Integer.parseInt(row.substring(list.length() + 1));
    }

    /** A new row after the first selected (at the end when none is), made from the document's tree and a free id. */
    void add(List<String> selected, String idBase, java.util.function.BiFunction<JsonNode, String, ObjectNode> make) {
        document.edit("Add " + noun, null, tree -> {
            ArrayNode rows = Members.array(tree, list);
            int at = selected.isEmpty() ? rows.size() : index(selected.get(0)) + 1;
            rows.insert(at, make.apply(tree, UnitRows.free(idBase, ids.apply(tree))));
        });
    }

    /** A copy of the row after it, with an id of its own. */
    void duplicate(String row, String idBase) {
        document.edit("Duplicate " + noun, null, tree -> {
            ObjectNode copy = ((ObjectNode) tree.at(row)).deepCopy();
            copy.put("id", UnitRows.free(copy.path("id").asText(idBase), ids.apply(tree)));
            ((ArrayNode) tree.at(list)).insert(index(row) + 1, copy);
        });
    }

    void delete(List<String> selected) {
        List<Integer> rows = new ArrayList<>(selected.stream().map(this::index).toList());
        rows.sort(Comparator.reverseOrder());
        document.edit(rows.size() == 1 ? "Delete " + noun : "Delete " + noun + "s", null, tree -> {
            ArrayNode items = (ArrayNode) tree.at(list);
            rows.forEach(items::remove);
        });
    }
}
