package org.vedette.io;

import java.io.IOException;
import java.nio.file.Path;

import org.vedette.core.model.FigureCollection;
import org.vedette.io.internal.Json;
import org.vedette.io.internal.LocatingParser;
import org.vedette.io.internal.Located;
import org.vedette.io.internal.ModelReader;
import org.vedette.io.internal.ModelWriter;
import org.vedette.io.internal.Obj;
import org.vedette.io.internal.Problems;
import org.vedette.io.internal.TextFiles;

/**
 * Collection files ({@value Formats#COLLECTION}): a collector's figures, item
 * by item, with how many are owned and painted. See docs/FILES.md and
 * {@code schemas/collection.schema.json}.
 */
public final class CollectionFiles {
    private CollectionFiles() {
    }

    public static ReadResult<FigureCollection> read(Path file) {
        Problems problems = new Problems(file.toString());
        String text = TextFiles.read(file, problems);
        return text == null ? ReadResult.of(null, problems.all()) : parse(text, file.toString());
    }

    /** @param fileName names the source in diagnostics */
    public static ReadResult<FigureCollection> parse(String text, String fileName) {
        Problems problems = new Problems(fileName);
        FigureCollection c = TextFiles.guard(problems, () -> {
            Located doc = LocatingParser.parse(text, problems);
            Obj root = doc == null ? null : Obj.root(doc, problems, "a collection");
            return root == null ? null : ModelReader.collection(root);
        });
        return ReadResult.of(c, problems.all());
    }

    public static String toJson(FigureCollection collection) {
        return Json.pretty(ModelWriter.collection(collection));
    }

    /** Saves a collection atomically. */
    public static void write(Path file, FigureCollection collection) throws IOException {
        AtomicWrite.write(file, toJson(collection));
    }
}
